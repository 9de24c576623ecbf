"""Reopen every excerpt, extract what a reader sees, and check the expected.yaml against it:
titles and text-starts in order, each unit's full text present (gen lists), furniture present in
the file but in no unit's title or text, refs canonical, 5-15 units."""
import glob
from pathlib import Path
import importlib
import os
import re
import sys

import yaml
from lxml import etree, html as lhtml

sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, plain  # noqa

REF_RE = re.compile(r"^\d{1,2}([A-H](\d{1,2}(\([A-Z]\)(\(\d\))?)?)?)?$")


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2009", " ")
    return re.sub(r"\s+", " ", s).strip()


def read_docx(path):
    import docx
    d = docx.Document(path)
    body = "\n".join(p.text for p in d.paragraphs)
    hf = []
    for s in d.sections:
        hf += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
    return body, body + "\n" + "\n".join(hf)


def read_pdf(path, furniture_lines):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        pages = [p.extract_text() for p in pdf.pages]
    raw = "\n".join(pages)
    lines = [ln for ln in raw.split("\n") if ln.strip() not in furniture_lines]
    text = "\n".join(lines)
    text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)     # a reader joins hyphenated line ends
    return text, raw


BLOCK = {"p", "li", "h1", "h2", "h3", "div", "aside", "br", "section", "header", "ol", "ul"}


def html_text(root):
    out = []

    def walk(e):
        tag = e.tag.split("}")[-1] if isinstance(e.tag, str) else ""
        if tag in ("style", "script", "head", "title"):
            if e.tail:
                out.append(e.tail)
            return
        if tag in BLOCK:
            out.append("\n")
        if e.text:
            out.append(e.text)
        for c in e:
            walk(c)
        if tag in BLOCK:
            out.append("\n")
        if e.tail:
            out.append(e.tail)
    walk(root)
    return "".join(out)


def read_html(path):
    raw = open(path, "rb").read()
    if path.endswith(".xhtml"):
        root = etree.fromstring(raw)
    else:
        root = lhtml.fromstring(raw)
    t = html_text(root)
    return t, t


def read_bbcode(path):
    raw = open(path, encoding="utf-8").read()
    t = re.sub(r"\[/?[a-z*]+(=[^\]]*)?\]", "", raw)
    return t, raw


def read_tg(path):
    raw = open(path, encoding="utf-8").read()
    return raw.replace("**", ""), raw


GEN = {"docx": "gen16_docx", "pdf": "gen17_pdf", "bbcode": "gen18_bbcode",
       "gdocs": "gen19_gdocs", "telegram": "gen20_telegram", "epub": "gen21_epub"}


def units_from_gen(name, split):
    key = [k for k in GEN if k in name][0]
    import contextlib, io
    with contextlib.redirect_stdout(io.StringIO()):
        mod = importlib.import_module(GEN[key])
    return mod.DEV if split == "dev" else mod.HELD


def check(path):
    base = re.sub(r"\.[a-z]+$", "", path)
    exp = yaml.safe_load(open(base + ".expected.yaml", encoding="utf-8"))
    name = os.path.basename(base)
    split = path.split("/")[-2]
    errs = []
    furn = exp.get("furniture", [])
    if path.endswith(".docx"):
        text, allraw = read_docx(path)
    elif path.endswith(".pdf"):
        import pdfplumber
        with pdfplumber.open(path) as pdf:
            pages = [p.extract_text().split("\n") for p in pdf.pages]
        flines = {pg[0].strip() for pg in pages} | {pg[-1].strip() for pg in pages}
        text, allraw = read_pdf(path, flines)
    elif path.endswith((".html", ".xhtml")):
        text, allraw = read_html(path)
        allraw += open(path, encoding="utf-8").read()
    elif "telegram" in name:
        text, allraw = read_tg(path)
    else:
        text, allraw = read_bbcode(path)
    t = norm(text)
    units = exp["units"]
    if not 5 <= len(units) <= 15:
        errs.append(f"{len(units)} units")
    pos = 0
    for u in units:
        if not REF_RE.match(u["ref"]):
            errs.append(f"bad ref {u['ref']}")
        for key in ("title", "text"):
            v = u.get(key)
            if v is None:
                continue
            i = t.find(norm(v), pos)
            if i < 0:
                errs.append(f"{u['ref']} {key} not found in order: {v!r}")
            else:
                pos = i + len(norm(v))
    # every unit's full text (split at marks) is there, as a reader sees it
    gen_units = units_from_gen(name, split)
    assert [g.ref for g in gen_units] == [u["ref"] for u in units], name
    for g in gen_units:
        if g.text:
            for part in re.split(r"\{fn:[^}]*\}|\{pb:[^}]*\}", g.text):
                p = plain(part)
                if p and norm(p) not in t:
                    errs.append(f"{g.ref} full text part not found: {p[:60]!r}")
    for f in furn:
        if norm(f) not in norm(allraw) and f not in allraw:
            errs.append(f"furniture not in file: {f!r}")
        for g in gen_units:
            for v in (g.title, plain(g.text)):
                if v and norm(f) in norm(v):
                    errs.append(f"furniture {f!r} inside unit {g.ref}")
    return exp, errs


if __name__ == "__main__":
    files = sorted(f for f in glob.glob(f"{ROOT}/dev/*") + glob.glob(f"{ROOT}/heldout/*")
                   if not f.endswith(".expected.yaml") and any(k in Path(f).name for k in GEN))
    bad = 0
    for f in files:
        exp, errs = check(f)
        print(f"{'OK ' if not errs else 'BAD'} {Path(f).relative_to(ROOT)}: {exp['edition']} "
              f"{exp['lang']} {len(exp['units'])} units, footnotes={exp.get('footnotes')}, "
              f"furniture={len(exp.get('furniture', []))}")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print("bad:", bad)
