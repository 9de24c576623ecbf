#!/usr/bin/env python3
"""Verify every NAME.expected.yaml against what a reader sees in NAME.EXT.

For each file: build a "reader view" (decoded, markup stripped, docx list
numbering rendered, mail quoting removed, PDF hyphenation joined,
whitespace collapsed), validate the expected file's shape, then check that
each unit's title and first words occur in reading order and that the
furniture strings are present.  Exit status 1 on any failure."""
import email
import email.policy
import glob
import html
import os
import re
import sys
import zipfile
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
WNS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"

REF_RE = re.compile(r"^(\d{1,2})([A-H](\d{1,2}(\([A-Z]\)(\(\d+\))?)?)?)?$")


# ---------------------------------------------------------------- decoding
def decode_bytes(b):
    for enc in ("utf-8", "cp1251"):
        try:
            return b.decode(enc)
        except UnicodeDecodeError:
            pass
    return b.decode("latin-1")


def view_txt(path):
    t = decode_bytes(open(path, "rb").read())
    t = t.replace("\r\n", "\n").replace("\f", "\n")
    # a word hyphenated at the end of a justified line continues lowercase
    t = re.sub(r"(\w)-\n[ \t]*([a-zа-яё])", r"\1\2", t)
    return t


class _Text(HTMLParser):
    BLOCK = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "td",
             "th", "br", "caption", "nav", "header", "footer", "article",
             "aside", "table", "section", "main"}
    SKIP = {"head", "style", "script"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skip += 1
        elif tag in self.BLOCK:
            self.out.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skip -= 1
        elif tag in self.BLOCK:
            self.out.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def view_html(path):
    b = open(path, "rb").read()
    m = re.search(rb"charset=[\"']?([\w-]+)", b[:2000])
    enc = m.group(1).decode() if m else "utf-8"
    p = _Text()
    p.feed(b.decode(enc))
    return "".join(p.out)


def view_md(path):
    lines = []
    for line in open(path, encoding="utf-8").read().splitlines():
        s = line.strip()
        if s == "---":
            continue
        s = re.sub(r"^#+\s*", "", s)
        s = re.sub(r"^>\s*", "", s)
        s = re.sub(r"^([*+-]|\d+\.)\s+", "", s)
        s = s.replace("**", "").replace("[[", "").replace("]]", "")
        s = re.sub(r"(?<!\w)\*([^*]+)\*(?!\w)", r"\1", s)
        lines.append(s)
    return "\n".join(lines)


def view_eml(path):
    msg = email.message_from_binary_file(open(path, "rb"), policy=email.policy.default)
    part = msg.get_body(preferencelist=("plain",))
    text = part.get_content()
    return "\n".join(re.sub(r"^(>\s?)+", "", l) for l in text.splitlines())


RU_UPPER = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ"


def _fmt(n, fmt):
    if fmt == "decimal":
        return str(n)
    if fmt == "russianUpper":
        return RU_UPPER[n - 1]
    if fmt == "russianLower":
        return RU_UPPER[n - 1].lower()
    if fmt in ("upperLetter", "lowerLetter"):
        c = chr(ord("A") + n - 1)
        return c if fmt == "upperLetter" else c.lower()
    if fmt in ("lowerRoman", "upperRoman"):
        vals = [(10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
        r = ""
        for v, s in vals:
            while n >= v:
                r, n = r + s, n - v
        return r if fmt == "lowerRoman" else r.upper()
    return str(n)


def view_docx(path):
    z = zipfile.ZipFile(path)
    levels = {}
    if "word/numbering.xml" in z.namelist():
        nroot = ET.fromstring(z.read("word/numbering.xml"))
        absmap = {}
        for an in nroot.findall(WNS + "abstractNum"):
            lv = {}
            for l in an.findall(WNS + "lvl"):
                lv[int(l.get(WNS + "ilvl"))] = (l.find(WNS + "numFmt").get(WNS + "val"),
                                                l.find(WNS + "lvlText").get(WNS + "val"))
            absmap[an.get(WNS + "abstractNumId")] = lv
        for num in nroot.findall(WNS + "num"):
            levels[num.get(WNS + "numId")] = absmap[num.find(WNS + "abstractNumId").get(WNS + "val")]
    root = ET.fromstring(z.read("word/document.xml"))
    counters, out = {}, []
    for p in root.iter(WNS + "p"):
        text = "".join(t.text or "" for t in p.iter(WNS + "t"))
        numpr = p.find(WNS + "pPr/" + WNS + "numPr")
        label = ""
        if numpr is not None:
            nid = numpr.find(WNS + "numId").get(WNS + "val")
            il = int(numpr.find(WNS + "ilvl").get(WNS + "val"))
            c = counters.setdefault(nid, [0] * 9)
            c[il] += 1
            for k in range(il + 1, 9):
                c[k] = 0
            fmt, lvltext = levels[nid][il]
            label = re.sub(r"%(\d)", lambda m: _fmt(c[int(m.group(1)) - 1],
                                                    levels[nid][int(m.group(1)) - 1][0]), lvltext)
            label += " "
        out.append(label + text)
    return "\n".join(out)


VIEWS = {".txt": view_txt, ".html": view_html, ".md": view_md,
         ".eml": view_eml, ".docx": view_docx}


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip()


# ---------------------------------------------------------------- checks
def parent(ref):
    m = REF_RE.match(ref)
    law, rest = m.group(1), m.group(2) or ""
    if not rest:
        return None
    if re.search(r"\(\d+\)$", rest) and rest.count("(") == 2:
        return law + re.sub(r"\(\d+\)$", "", rest)
    if rest.endswith(")"):
        return law + re.sub(r"\([A-Z]\)$", "", rest)
    if re.search(r"\d+$", rest):
        return law + re.sub(r"\d+$", "", rest)
    return law


def check(name, src, exp):
    errs = []
    if exp.get("edition") not in (1987, 1997, 2007, 2017):
        errs.append("bad edition")
    lang = exp.get("lang")
    if lang not in ("en", "ru"):
        errs.append("bad lang")
    units = exp.get("units") or []
    if not 8 <= len(units) <= 14:
        errs.append(f"{len(units)} units, want 8-14")
    seen = set()
    for un in units:
        ref = un.get("ref")
        m = REF_RE.match(str(ref))
        if not m or not 1 <= int(m.group(1)) <= 93:
            errs.append(f"bad ref {ref!r}")
            continue
        if ref in seen:
            errs.append(f"duplicate ref {ref}")
        par = parent(ref)
        if par is not None and par not in seen:
            errs.append(f"{ref}: parent {par} not listed before it")
        seen.add(ref)
        if "title" not in un:
            errs.append(f"{ref}: no title key")
        t = un.get("title")
        if t is not None and t.rstrip().endswith("."):
            errs.append(f"{ref}: title ends with a full stop")
        if "text" in un:
            n = len(un["text"].split())
            if not 6 <= n <= 12:
                errs.append(f"{ref}: text has {n} words, want 6-12")
        for s in (t, un.get("text")):
            if s:
                cyr = bool(re.search(r"[А-Яа-яЁё]", s))
                if cyr != (lang == "ru"):
                    errs.append(f"{ref}: {s!r} not in language {lang}")
    if "law" in exp:
        lu = [x for x in units if x["ref"] == str(exp["law"])]
        if not lu:
            errs.append("law given but no law unit")

    view = norm(VIEWS[os.path.splitext(src)[1]](src))
    pos = 0
    for un in units:
        for key in ("title", "text"):
            s = un.get(key)
            if not s:
                continue
            i = view.find(norm(s), pos)
            if i < 0:
                where = "anywhere" if view.find(norm(s)) < 0 else "in order"
                errs.append(f"{un['ref']} {key} not found {where}: {s!r}")
            else:
                pos = i + len(norm(s))
    for f in exp.get("furniture") or []:
        if norm(f) not in view:
            errs.append(f"furniture not found: {f!r}")
        for un in units:
            if un.get("text") and norm(f) in norm(un["text"]):
                errs.append(f"furniture {f!r} inside unit text {un['ref']}")
    return errs, len(units)


def main():
    failed = 0
    files = sorted(glob.glob(os.path.join(HERE, "*.expected.yaml")))
    if not files:
        print("no expected files")
        return 1
    for ypath in files:
        name = os.path.basename(ypath)[: -len(".expected.yaml")]
        srcs = [p for p in glob.glob(os.path.join(HERE, name + ".*"))
                if not p.endswith(".expected.yaml")]
        if len(srcs) != 1:
            print(f"FAIL {name}: {len(srcs)} source files")
            failed += 1
            continue
        exp = yaml.safe_load(open(ypath, encoding="utf-8"))
        errs, n = check(name, srcs[0], exp)
        if errs:
            failed += 1
            print(f"FAIL {os.path.basename(srcs[0])}")
            for e in errs:
                print("   ", e)
        else:
            print(f"ok   {os.path.basename(srcs[0])}: {n} units, {exp['lang']} {exp['edition']}")
    print(f"{len(files) - failed}/{len(files)} passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
