"""Shared writer for the blind trial "50" generators.

Each generator calls write(name, ext, content, expected) which puts NAME.EXT and
NAME.expected.yaml beside the generator.  `content` is str (encoded with `encoding`)
or bytes (written as they are).
"""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def unit(ref, title=None, text=None):
    u = {"ref": str(ref), "title": title}
    if text is not None:
        u["text"] = text
    return u


def write(name, ext, content, expected, encoding="utf-8", newline="\n"):
    path = os.path.join(HERE, f"{name}.{ext}")
    if isinstance(content, str):
        if newline != "\n":
            content = content.replace("\n", newline)
        data = content.encode(encoding)
    else:
        data = content
    with open(path, "wb") as f:
        f.write(data)
    order = ["edition", "lang", "law", "units", "footnotes", "furniture"]
    exp = {k: expected[k] for k in order if k in expected}
    with open(os.path.join(HERE, f"{name}.expected.yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump(exp, f, allow_unicode=True, sort_keys=False, width=1000)
    print("wrote", path)
