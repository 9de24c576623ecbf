"""Shared helper: write NAME.expected.yaml in the set's fixed format."""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def q(s):
    return "'" + s.replace("'", "''") + "'"


def write_file(fname, text, encoding="utf-8"):
    with open(os.path.join(HERE, fname), "w", encoding=encoding, newline="") as fh:
        fh.write(text)


def write_expected(name, edition, lang, units, furniture, law=None, footnotes=None):
    out = [f"edition: {edition}", f"lang: {lang}"]
    if law is not None:
        out.append(f"law: {law}")
    out.append("units:")
    for u in units:
        ref, title, text = (list(u) + [None, None])[:3]
        out.append(f"- ref: {q(ref)}")
        out.append(f"  title: {q(title) if title is not None else 'null'}")
        if text is not None:
            out.append(f"  text: {q(text)}")
    if footnotes is not None:
        out.append(f"footnotes: {footnotes}")
    out.append("furniture:")
    for f in furniture:
        out.append(f"- {q(f)}")
    path = os.path.join(HERE, f"{name}.expected.yaml")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    with open(path, encoding="utf-8") as fh:
        yaml.safe_load(fh)
