"""Shared helper for the generators: writes NAME.expected.yaml."""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def write_expected(name, data):
    path = os.path.join(HERE, name + ".expected.yaml")
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump(data, f, sort_keys=False, allow_unicode=True, width=1000)
    return path


def u(ref, title=None, text=None):
    d = {"ref": ref, "title": title}
    if text is not None:
        d["text"] = text
    return d
