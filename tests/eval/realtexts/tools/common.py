"""Shared helpers for the generators of shapes 16-21. Every law sentence in the generators is
invented for this set; only law numbers and plausible titles are borrowed."""
import re
from pathlib import Path

import yaml

ROOT = str(Path(__file__).resolve().parents[1])  # tests/eval/realtexts: its dev/ and heldout/

# markup tokens the generators may put inside unit text; a reader never sees them
TOKEN_RE = re.compile(r"\{fn:[^}]*\}|\{pb:[^}]*\}|\[/?[a-z]+(=[^\]]*)?\]|\*\*|\{/?[a-z]+\}")


def plain(s):
    if s is None:
        return None
    s = TOKEN_RE.sub("", s)
    return re.sub(r"\s+", " ", s).strip()


def start_of(text, n=6):
    """The first words of a unit's text, stopping before a footnote mark."""
    t = text.split("{fn:")[0]
    words = plain(t).split(" ")
    return " ".join(words[:n]).rstrip(",;:")


class U:
    def __init__(self, ref, title=None, text=None, mark=None):
        self.ref, self.title, self.text, self.mark = ref, title, text, mark

    def __repr__(self):
        return f"U({self.ref})"


def write_expected(path, comment, edition, lang, units, footnotes=None, furniture=None,
                   law=None, nwords=6):
    doc = {"edition": edition, "lang": lang}
    if law is not None:
        doc["law"] = law
    out = []
    for u in units:
        d = {"ref": u.ref, "title": u.title}
        if u.text:
            d["text"] = start_of(u.text, nwords)
        out.append(d)
    doc["units"] = out
    if footnotes is not None:
        doc["footnotes"] = footnotes
    if furniture:
        doc["furniture"] = list(furniture)
    body = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=1000)
    lines = "".join("# " + c + "\n" for c in comment.strip().splitlines())
    with open(path, "w", encoding="utf-8") as f:
        f.write(lines + body)
