"""Shared writer for the blind trial set 50b.

Each gen_NAME.py builds its text and the expected reading, then calls
write(); both files land beside the generator.
"""
import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def unit(ref, title=None, text=None):
    """One expected unit; `text` omitted when the unit has no text of its own."""
    u = {"ref": ref, "title": title}
    if text is not None:
        u["text"] = text
    return u


def write(name, ext, content, expected, encoding="utf-8", newline="\n"):
    """Write NAME.EXT (str encoded as asked, or bytes as given) and NAME.expected.yaml."""
    path = os.path.join(HERE, f"{name}.{ext}")
    if isinstance(content, str):
        if newline != "\n":
            content = content.replace("\n", newline)
        data = content.encode(encoding)
    else:
        data = content
    with open(path, "wb") as fh:
        fh.write(data)
    ordered = {}
    for key in ("edition", "lang", "law", "units", "footnotes", "furniture"):
        if key in expected:
            ordered[key] = expected[key]
    with open(os.path.join(HERE, f"{name}.expected.yaml"), "w", encoding="utf-8") as fh:
        yaml.safe_dump(ordered, fh, allow_unicode=True, sort_keys=False, width=1000)
    print(f"wrote {name}.{ext} ({len(data)} bytes) and {name}.expected.yaml")
