"""Shared helper: write a test file and its expected.yaml."""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, content, expected, encoding="utf-8"):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding=encoding, newline="") as f:
        f.write(content)
    stem = name.rsplit(".", 1)[0]
    ordered = {}
    for key in ("edition", "lang", "law", "units", "footnotes", "furniture"):
        if key in expected:
            ordered[key] = expected[key]
    units = []
    for u in ordered["units"]:
        d = {"ref": u["ref"], "title": u.get("title")}
        if u.get("text"):
            d["text"] = u["text"]
        units.append(d)
    ordered["units"] = units
    with open(os.path.join(HERE, stem + ".expected.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(ordered, f, allow_unicode=True, sort_keys=False,
                       default_flow_style=False, width=1000)
    print("wrote", name, "and", stem + ".expected.yaml")


def U(ref, title=None, text=None):
    return {"ref": ref, "title": title, "text": text}
