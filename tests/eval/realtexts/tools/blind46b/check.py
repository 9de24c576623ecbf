#!/usr/bin/env python3
"""Check every *.expected.yaml in /tmp/blind46b: it parses, its refs are
well formed, and each unit's title and first words occur in the readable
text of its file (XML/HTML text nodes, JSON strings, decoded mail)."""
import glob
import json
import mailbox
import os
import re
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import yaml

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
W = "{http://schemas.microsoft.com/office/word/2003/wordml}"
REF = re.compile(r"^\d{1,3}(?:[A-H](?:\d{1,2}(?:\([A-H]\)(?:\(\d\))?)?)?)?$")


class Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag in ("br", "p", "div"):
            self.out.append("\n")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1

    def handle_data(self, d):
        if not self.skip:
            self.out.append(d)


def html_text(s):
    p = Text()
    p.feed(s)
    return "".join(p.out)


def xml_text(path):
    root = ET.parse(path).getroot()
    paras = []
    for p in root.iter(W + "p"):
        paras.append("".join(t.text or "" for t in p.iter(W + "t")))
    return "\n".join(paras)


def mbox_text(path):
    out = []
    for m in mailbox.mbox(path):
        for part in m.walk():
            if part.get_content_maintype() != "text":
                continue
            s = part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8")
            out.append(html_text(s) if part.get_content_subtype() == "html" else s)
    return "\n".join(out)


def json_text(path):
    out = []

    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(json.load(open(path, encoding="utf-8")))
    return "\n".join(out)


def markup_text(path):
    s = open(path, encoding="utf-8").read()
    s = re.sub(r"\\([\\`*_{}\[\]()#+\-.!])", r"\1", s)
    return s.replace("**", "").replace("*", "")


def readable(path):
    ext = path.rsplit(".", 1)[1]
    return {"xml": xml_text, "mbox": mbox_text, "json": json_text, "html": html_text_file,
            "textile": markup_text, "md": markup_text}[ext](path)


def html_text_file(path):
    return html_text(open(path, encoding="utf-8").read())


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def main():
    total, bad = 0, 0
    for exp in sorted(glob.glob(os.path.join(HERE, "*.expected.yaml"))):
        name = os.path.basename(exp)[: -len(".expected.yaml")]
        srcs = [f for f in glob.glob(os.path.join(HERE, name + ".*")) if not f.endswith(".expected.yaml")]
        assert len(srcs) == 1, (name, srcs)
        data = yaml.safe_load(open(exp, encoding="utf-8"))
        assert data["edition"] in (1987, 1997, 2007, 2017) and data["lang"] in ("en", "ru")
        text = norm(readable(srcs[0]))
        units = data["units"]
        laws = {}
        for u in units:
            assert REF.match(u["ref"]), u["ref"]
            assert "title" in u, u
            laws.setdefault(re.match(r"\d+", u["ref"]).group(), []).append(u)
            for key in ("title", "text"):
                v = u.get(key)
                if v is None:
                    continue
                if key == "text":
                    n = len(v.split())
                    if n > 10:
                        print(f"  {name} {u['ref']}: text has {n} words")
                if norm(v) not in text:
                    bad += 1
                    print(f"  MISSING {name} {u['ref']} {key}: {v!r}")
        for f in data.get("furniture", []):
            if norm(f) not in text:
                bad += 1
                print(f"  MISSING {name} furniture: {f!r}")
        sizes = {k: len(v) for k, v in laws.items()}
        for k, n in sizes.items():
            if not 6 <= n <= 14:
                print(f"  {name}: law {k} has {n} units")
        total += len(units)
        print(f"{os.path.basename(srcs[0])}: {len(units)} units {sizes} ok")
    print(f"TOTAL units checked: {total}, missing: {bad}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
