"""Shared writer for the blind trial "50c": each generator calls write()."""
import pathlib

import yaml

HERE = pathlib.Path(__file__).resolve().parent


def write(name, ext, text, expected, encoding="utf-8", newline=None):
    """Write NAME.EXT (text encoded as given; newline, if set, replaces every
    "\\n") and NAME.expected.yaml beside this file."""
    if newline is not None:
        text = text.replace("\n", newline)
    data = text.encode(encoding)
    (HERE / f"{name}.{ext}").write_bytes(data)
    out = {"edition": expected["edition"], "lang": expected["lang"]}
    if expected.get("law") is not None:
        out["law"] = expected["law"]
    units = []
    for u in expected["units"]:
        row = {"ref": str(u[0]), "title": u[1]}
        if len(u) > 2 and u[2] is not None:
            row["text"] = u[2]
        units.append(row)
    out["units"] = units
    if expected.get("footnotes"):
        out["footnotes"] = expected["footnotes"]
    if expected.get("furniture"):
        out["furniture"] = list(expected["furniture"])
    (HERE / f"{name}.expected.yaml").write_text(
        yaml.safe_dump(out, allow_unicode=True, sort_keys=False, width=1000),
        encoding="utf-8")
    print(f"wrote {name}.{ext} ({len(data)} bytes, {len(units)} units)")
