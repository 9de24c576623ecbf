"""Shared helpers of blind set 47. Every law sentence in these generators is invented for this
set; only law numbers and plausible titles are borrowed."""
import os
import re

import yaml

DEV = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "dev")


class U:
    def __init__(self, ref, title=None, text=None):
        self.ref, self.title, self.text = ref, title, text


def start_of(text, n=6):
    words = re.sub(r"\s+", " ", text).strip().split(" ")
    return " ".join(words[:n]).rstrip(",;:")


def write_expected(name, comment, edition, lang, units, furniture=None, law=None,
                   footnotes=None, nwords=6):
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
    head = "".join("# " + c + "\n" for c in comment.strip().splitlines())
    with open(os.path.join(DEV, name + ".expected.yaml"), "w", encoding="utf-8") as f:
        f.write(head + body)


def dump_units(name, units):
    """The full texts, for the checker (tools/units/NAME.yaml)."""
    d = os.path.join(os.path.dirname(os.path.abspath(__file__)), "units")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".yaml"), "w", encoding="utf-8") as f:
        yaml.safe_dump([{"ref": u.ref, "title": u.title, "text": u.text} for u in units], f,
                       allow_unicode=True, sort_keys=False, width=1000)
