"""Check each text of blind trial 44 against its expected.yaml, in the manner of the set's
tools/check.py (whose html_text and REF_RE it imports): what a reader sees is extracted by a
reader of the file's kind (pdfplumber; per column for the two-column page; lxml without
display:none; the mail's attachment; the Markdown source; the .docx as Word's Simple Markup
shows it), then every expected title and text-start is found in order, every unit's full text
is there, each furniture string is in the file and in no unit, refs are canonical, 6-15 units."""
import email
import os
import re
import sys
import zipfile
from email import policy

import yaml
from lxml import etree, html as lhtml

sys.path.insert(0, "/work/main/tests/eval/realtexts/tools")
from check import html_text, REF_RE, norm  # noqa  (read only)

sys.path.insert(0, os.path.dirname(__file__))
import laws44 as L  # noqa

D = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
FILES = {
    "chrome-print-law18-2017.pdf": L.L18,
    "wayback-pravilo76-1997.html": L.L76,
    "google-sites-law80-2007.html": L.L80,
    "slaidy-pdf-zakon60-2017.pdf": L.L60,
    "pismo-vlozhenie-pravilo69-2007.eml": L.L69,
    "mkdocs-law59-1997.md": L.L59,
    "docx-recenzia-zakon48-2017.docx": L.L48,
    "twocol-booklet-laws34-35-2007.pdf": L.L3435,
}


def pdf_pages(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        return [p.extract_text() for p in pdf.pages], pdf


def read_chrome(path):
    pages, _ = pdf_pages(path)
    raw = "\n".join(pages)
    body = "\n".join("\n".join(p.split("\n")[1:-1]) for p in pages)   # the browser's header/footer
    return body, raw


def read_slides(path):
    pages, _ = pdf_pages(path)
    raw = "\n".join(pages)
    body = "\n".join("\n".join(ln for ln in p.split("\n") if not ln.startswith("Семинар судей СЗФО"))
                     for p in pages)
    return body, raw


def read_twocol(path):
    import pdfplumber
    with pdfplumber.open(path) as pdf:
        pg = pdf.pages[0]
        w, h = pg.width, pg.height
        raw = pg.extract_text()
        top, bot = 16 / 25.4 * 72, h - 15 / 25.4 * 72          # below the running header, above the folio
        left = pg.crop((0, top, w / 2, bot)).extract_text()
        right = pg.crop((w / 2, top, w, bot)).extract_text()
    body = left + "\n" + right
    body = re.sub(r"(\w)-\n(\w)", r"\1\2", body)                 # a reader joins hyphenated line ends
    return body, raw + "\n" + body


def visible_html(path):
    raw = open(path, "rb").read()
    root = lhtml.fromstring(raw)
    for e in root.xpath('//*[@style]'):
        if re.search(r"display\s*:\s*none", e.get("style")):
            e.drop_tree()
    for e in root.xpath('//*[contains(concat(" ", @class, " "), " HMb8wd ") or '
                        'contains(concat(" ", @class, " "), " jVwmLb ")]'):   # hidden by the style sheet
        e.drop_tree()
    for c in root.xpath("//comment()"):
        if c.getparent() is not None:
            c.drop_tree()
    t = html_text(root)
    charset = "cp1251" if b"windows-1251" in raw[:600] else "utf-8"
    return t, t + "\n" + raw.decode(charset)


def read_eml(path):
    m = email.message_from_bytes(open(path, "rb").read(), policy=policy.default)
    att = [p for p in m.iter_attachments() if p.get_content_type() == "text/plain"]
    assert len(att) == 1
    body = att[0].get_content()
    alltext = body + "\n" + m.get_body(("plain",)).get_content()
    return body, alltext, att[0].get_content_charset()


def read_md(path):
    t = open(path, encoding="utf-8").read()
    return t, t


W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def read_docx_simple(path):
    """The body as Word's Simple Markup shows it: runs inside w:ins kept, w:del dropped, a
    paragraph whose mark is deleted and which has no text left not shown; comments apart."""
    z = zipfile.ZipFile(path)
    doc = etree.fromstring(z.read("word/document.xml"))
    lines, deleted_pars = [], 0
    for p in doc.iter(W + "p"):
        mark_del = p.find(f"{W}pPr/{W}rPr/{W}del") is not None
        txt = "".join(t.text or "" for t in p.iter(W + "t")
                      if not any(a.tag == W + "del" for a in t.iterancestors()))
        if mark_del and not txt.strip():
            deleted_pars += 1
            continue
        lines.append(txt)
    others = []
    for name in z.namelist():
        if re.match(r"word/(header|footer|comments)\d*\.xml$", name):
            others.append("".join(t.text or "" for t in etree.fromstring(z.read(name)).iter(W + "t")))
    comments = etree.fromstring(z.read("word/comments.xml"))
    ncom = len(comments.findall(W + "comment"))
    body = "\n".join(lines)
    return body, body + "\n" + "\n".join(others), deleted_pars, ncom


def check(name, units):
    path = os.path.join(D, name)
    base = re.sub(r"\.[a-z]+$", "", name)
    exp = yaml.safe_load(open(os.path.join(D, base + ".expected.yaml"), encoding="utf-8"))
    errs, info = [], ""
    if name.startswith("chrome"):
        text, allraw = read_chrome(path)
    elif name.startswith("slaidy"):
        text, allraw = read_slides(path)
    elif name.startswith("twocol"):
        text, allraw = read_twocol(path)
    elif name.endswith(".html"):
        text, allraw = visible_html(path)
    elif name.endswith(".eml"):
        text, allraw, cs = read_eml(path)
        info = f"attachment charset {cs}"
    elif name.endswith(".md"):
        text, allraw = read_md(path)
    elif name.endswith(".docx"):
        text, allraw, ndel, ncom = read_docx_simple(path)
        info = f"{ndel} deleted paragraph(s), {ncom} comments"
        if L.DEL48 in norm(text):
            errs.append("the deleted item is in the shown text")
    t = norm(text)
    eu = exp["units"]
    if not 6 <= len(eu) <= 15:
        errs.append(f"{len(eu)} units")
    if [u["ref"] for u in eu] != [u.ref for u in units]:
        errs.append("refs differ from the generator's")
    pos = 0
    for u in eu:
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
    for g in units:
        if g.text:
            for part in re.split(r"\{fn:[^}]*\}", g.text):
                p = L.seen(part)
                if p and norm(p) not in t:
                    errs.append(f"{g.ref} full text not found: {p[:60]!r}")
    for f in exp.get("furniture", []):
        if norm(f) not in norm(allraw) and f not in allraw:
            errs.append(f"furniture not in file: {f!r}")
        for g in units:
            for v in (g.title, L.seen(g.text)):
                if v and norm(f) in norm(v):
                    errs.append(f"furniture {f!r} inside unit {g.ref}")
    return exp, errs, info


if __name__ == "__main__":
    bad = 0
    for name, units in FILES.items():
        exp, errs, info = check(name, units)
        print(f"{'OK ' if not errs else 'BAD'} {name}: {exp['edition']} {exp['lang']} "
              f"{len(exp['units'])} units, footnotes={exp.get('footnotes')}, "
              f"furniture={len(exp.get('furniture', []))} {info}")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print("bad:", bad)
