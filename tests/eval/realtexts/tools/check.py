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



# ---------------------------------------------------------------- shapes 22-23: RTF and ODT
# Their own small readers (no library, nothing of the importer): what a reader sees in the body,
# and apart from it the page header and footer, the notes and the document's properties.
RTF_SKIP = {"fonttbl", "colortbl", "stylesheet", "info", "listtable", "listoverridetable", "pict",
            "object", "fldinst", "themedata", "colorschememapping", "latentstyles", "datastore",
            "xmlnstbl", "rsidtbl", "generator", "mmathPr", "revtbl", "filetbl", "bkmkstart",
            "bkmkend", "pgdsctbl", "defchp", "defpap"}
RTF_FURN = {"header", "headerl", "headerr", "headerf", "footer", "footerl", "footerr", "footerf"}
RTF_CHARS = {"par": "\n", "line": "\n", "tab": "\t", "emdash": "\u2014", "endash": "\u2013",
             "lquote": "\u2018", "rquote": "\u2019", "ldblquote": "\u201c", "rdblquote": "\u201d",
             "bullet": "\u2022", "sect": "\n", "page": "\n", "cell": "\t", "row": "\n",
             "emspace": " ", "enspace": " ", "qmspace": " "}
RTF_CHARSET = {0: "cp1252", 204: "cp1251", 238: "cp1250", 161: "cp1253", 162: "cp1254",
               186: "cp1257", 177: "cp1255", 178: "cp1256"}
RTF_CW = re.compile(r"\\([a-zA-Z]+)(-?\d+)? ?")


def rtf_text(data):
    """RTF (as a str of bytes decoded latin-1) -> {"body", "furn", "note"} texts."""
    m = re.search(r"\\ansicpg(\d+)", data)
    ansi = "cp" + (m.group(1) if m else "1252")
    fonts = {int(a): RTF_CHARSET.get(int(b), ansi)
             for a, b in re.findall(r"\{\\f(\d+)[^;{}]*?\\fcharset(\d+)", data)}
    out = {"body": [], "furn": [], "note": [], "skip": []}
    st = {"dest": "body", "uc": 1, "font": None}
    stack, skip, nfn, i, n = [], 0, 0, 0, len(data)

    def emit(s):
        out[st["dest"]].append(s)

    def setdest(d):
        if st["dest"] != "skip":
            st["dest"] = d

    while i < n:
        c = data[i]
        if c == "{":
            stack.append(dict(st))
            i, skip = i + 1, 0
            if data.startswith("\\*", i):
                st["dest"] = "skip"
            continue
        if c == "}":
            if stack:
                st = stack.pop()
            i, skip = i + 1, 0
            continue
        if c in "\r\n":
            i += 1
            continue
        if c == "\\":
            m = RTF_CW.match(data, i)
            if m:
                word, arg = m.group(1), m.group(2)
                i = m.end()
                if word in RTF_SKIP:
                    st["dest"] = "skip"
                elif word in RTF_FURN:
                    setdest("furn")
                elif word == "footnote":
                    setdest("note")
                    emit("\n")
                elif word == "uc":
                    st["uc"] = int(arg or 1)
                elif word == "u":
                    if not skip:
                        emit(chr(int(arg) % 65536))
                    skip = st["uc"]
                    continue
                elif word == "f" and arg is not None:
                    st["font"] = int(arg)
                elif word == "chftn":
                    if st["dest"] == "body":
                        nfn += 1
                    emit(str(nfn))
                elif word in RTF_CHARS:
                    emit(RTF_CHARS[word])
                if skip:
                    skip -= 1
                continue
            nxt = data[i + 1] if i + 1 < n else ""
            if nxt == "'":
                b = int(data[i + 2:i + 4], 16)
                i += 4
                if skip:
                    skip -= 1
                    continue
                emit(bytes([b]).decode(fonts.get(st["font"], ansi), errors="replace"))
                continue
            i += 2
            if skip:
                skip -= 1
                continue
            if nxt in "\\{}":
                emit(nxt)
            elif nxt == "~":
                emit("\u00a0")
            elif nxt == "_":
                emit("-")
            elif nxt in "\r\n":
                emit("\n")
            elif nxt == "*":
                st["dest"] = "skip"
            continue
        i += 1
        if skip:
            skip -= 1
            continue
        if c >= " ":
            emit(c)
    return {k: "".join(v) for k, v in out.items()}


def read_rtf(path):
    raw = open(path, "rb").read().decode("latin-1")
    r = rtf_text(raw)
    return r["body"], r["body"] + "\n" + r["furn"] + "\n" + r["note"]


ODF = {"text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
       "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
       "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
       "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
       "xml": "http://www.w3.org/XML/1998/namespace"}


def odf(q):
    p, l = q.split(":")
    return "{%s}%s" % (ODF[p], l)


ODT_RU = "абвгдежзиклмнопрстуфхцчшщэюя"


def odt_number(n, fmt):
    if fmt == "1":
        return str(n)
    if fmt in ("a", "A"):
        s = ""
        while n:
            n, r = divmod(n - 1, 26)
            s = chr(ord("a") + r) + s
        return s if fmt == "a" else s.upper()
    if fmt in ("i", "I"):
        vals = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
        s = ""
        for v, r in vals:
            while n >= v:
                s, n = s + r, n - v
        return s if fmt == "i" else s.upper()
    if fmt.startswith("а, б"):
        return ODT_RU[n - 1]
    if fmt.startswith("А, Б"):
        return ODT_RU[n - 1].upper()
    return ""


def read_odt(path):
    """content.xml's body as LibreOffice shows it: the numbers its list styles draw put before the
    list's paragraphs, a note's citation in the text and its body apart; styles.xml's master page
    header and footer and meta.xml's title apart."""
    import zipfile
    z = zipfile.ZipFile(path)
    assert z.namelist()[0] == "mimetype" and z.read("mimetype") == b"application/vnd.oasis.opendocument.text"
    assert z.getinfo("mimetype").compress_type == zipfile.ZIP_STORED
    content = etree.fromstring(z.read("content.xml"))
    styles = etree.fromstring(z.read("styles.xml"))
    meta = z.read("meta.xml").decode("utf-8")
    lstyles = {}
    for root in (styles, content):
        for ls in root.iter(odf("text:list-style")):
            levels = {}
            for lv in ls:
                k = int(lv.get(odf("text:level")))
                if lv.tag == odf("text:list-level-style-number"):
                    levels[k] = (lv.get(odf("style:num-format"), ""), lv.get(odf("style:num-prefix"), ""),
                                 lv.get(odf("style:num-suffix"), ""), int(lv.get(odf("text:start-value"), "1")))
                else:
                    levels[k] = ("bullet", "", lv.get(odf("text:bullet-char"), ""), 1)
            lstyles[ls.get(odf("style:name"))] = levels
    notes = []

    def inline(e, out):
        if e.text:
            out.append(re.sub(r"[ \t\r\n]+", " ", e.text))
        for c in e:
            tag = etree.QName(c).localname
            if tag == "s":
                out.append(" " * int(c.get(odf("text:c"), "1")))
            elif tag == "tab":
                out.append("\t")
            elif tag == "line-break":
                out.append("\n")
            elif tag == "note":
                out.append("".join(c.find(odf("text:note-citation")).itertext()))
                body = []
                for p in c.find(odf("text:note-body")):
                    inline(p, body)
                    body.append("\n")
                notes.append("".join(body))
            elif tag in ("soft-page-break", "bookmark", "bookmark-start", "bookmark-end",
                         "annotation", "sequence-decls"):
                pass
            else:
                inline(c, out)
            if c.tail:
                out.append(re.sub(r"[ \t\r\n]+", " ", c.tail))

    last_by_style, by_id = {}, {}

    def block(e, out, ctx=None):
        tag = etree.QName(e).localname
        if tag in ("p", "h"):
            out.append("\n")
            if ctx is not None:
                out.append(ctx)
            inline(e, out)
            out.append("\n")
        elif tag == "list":
            lst(e, out, 1, None, None)
        elif tag in ("table", "table-row", "section", "table-rows", "table-header-rows"):
            for c in e:
                block(c, out)
        elif tag == "table-cell":
            out.append("\t")
            for c in e:
                block(c, out)

    def lst(e, out, level, state, style):
        style = e.get(odf("text:style-name")) or style
        if state is None:
            if e.get(odf("text:continue-list")) in by_id:
                state = by_id[e.get(odf("text:continue-list"))]
            elif e.get(odf("text:continue-numbering")) == "true" and style in last_by_style:
                state = last_by_style[style]
            else:
                state = {}
            last_by_style[style] = state
            if e.get(odf("xml:id")):
                by_id[e.get(odf("xml:id"))] = state
        fmt, pre, suf, start = lstyles.get(style, {}).get(level, ("", "", "", 1))
        for item in e:
            tag = etree.QName(item).localname
            numbered = tag == "list-item"
            for c in item:
                ctag = etree.QName(c).localname
                if ctag in ("p", "h") and numbered:
                    sv = item.get(odf("text:start-value"))
                    state[level] = int(sv) if sv else state.get(level, start - 1) + 1
                    for k in [k for k in state if k > level]:
                        del state[k]
                    label = (pre + odt_number(state[level], fmt) + suf) if fmt != "bullet" else suf
                    block(c, out, (label + "\t") if label else "")
                    numbered = False
                elif ctag == "list":
                    lst(c, out, level + 1, state, style)
                else:
                    block(c, out)

    body = []
    for e in content.find(odf("office:body")).find(odf("office:text")):
        block(e, body)
    furn = []
    for mp in styles.iter(odf("style:master-page")):
        for hf in mp:
            for p in hf:
                block(p, furn)
    text = "".join(body)
    title = re.findall(r"<dc:title>(.*?)</dc:title>", meta)
    return text, text + "\n" + "".join(furn) + "\n" + "\n".join(notes) + "\n" + " ".join(title)


# ---------------------------------------------------------------- shape 24: Word 97-2003 (.doc)
# The .doc is read by LibreOffice itself (a private profile), never by the importer: its text
# export gives the body with the numbers Word's lists draw; that export also prints hidden text
# (w:vanish / sprmCFVanish), which neither Word nor LibreOffice displays or prints, so the runs the
# ODT conversion marks text:display="none" are taken out again; the ODT conversion gives the page
# header and footer, the footnotes and the title apart (read_odt above).
def soffice_convert(path, fmt, outdir):
    import subprocess
    import tempfile
    profile = os.path.join(tempfile.gettempdir(), "check24-lo-profile")
    subprocess.run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless",
                    "--convert-to", fmt, "--outdir", outdir, path],
                   check=True, capture_output=True, timeout=300)
    base = os.path.splitext(os.path.basename(path))[0]
    return os.path.join(outdir, base + "." + fmt.split(":")[0])


def read_doc(path):
    import struct
    import tempfile
    import zipfile
    import olefile
    ole = olefile.OleFileIO(path)
    assert ole.exists("WordDocument"), "not a Word binary document"
    fib = ole.openstream("WordDocument").read(4)
    assert struct.unpack("<H", fib[:2])[0] == 0xA5EC, "no Word 97 FIB"
    with tempfile.TemporaryDirectory() as tmp:
        txt = open(soffice_convert(path, "txt:Text (encoded):UTF8", tmp), encoding="utf-8-sig").read()
        odt = soffice_convert(path, "odt", tmp)
        _, odt_all = read_odt(odt)
        content = etree.fromstring(zipfile.ZipFile(odt).read("content.xml"))
    hidden_styles = {s.get(odf("style:name")) for s in content.iter(odf("style:style"))
                     for tp in s if tp.get(odf("text:display")) == "none"}
    hidden = ["".join(sp.itertext()) for sp in content.iter(odf("text:span"))
              if sp.get(odf("text:style-name")) in hidden_styles]
    for h in hidden:
        assert h in txt, f"hidden run not in the text export: {h!r}"
        txt = txt.replace(h, "", 1)
    notes = [n for n in content.iter(odf("text:note")) if n.get(odf("text:note-class")) == "footnote"]
    return txt, txt + "\n" + odt_all, len(notes), hidden

def doc_markers(text, exp):
    """Each unit's line in LibreOffice's text starts with the marker its ref asks for (drawn by a
    Word list or typed): "A." / «А.», "1.", "(a)" / «а)», "(i)"."""
    errs, lines = [], [norm(ln) for ln in text.split("\n")]
    ru = exp["lang"] == "ru"
    for u in exp["units"]:
        m = re.match(r"^\d+([A-H])?(\d+)?(?:\(([A-Z])\))?(?:\((\d)\))?$", u["ref"])
        sec, sub, item, rom = m.groups()
        if rom:
            mark = "(" + ["i", "ii", "iii", "iv"][int(rom) - 1] + ")"
        elif item:
            mark = ("абвгде"["ABCDEF".index(item)] + ")") if ru else f"({item.lower()})"
        elif sub:
            mark = sub + "."
        elif sec:
            mark = ("АБВГДЕЖЗ"["ABCDEFGH".index(sec)] if ru else sec) + "."
        else:
            continue
        first = " ".join(norm(u.get("title") or u.get("text") or "").split()[:3])  # a line may break
        line = next((ln for ln in lines if first and first in ln), None)
        if line is None or not line.startswith(mark + " ") or line.index(first) != len(mark) + 1:
            errs.append(f"{u['ref']}: its line does not start with {mark!r}: {line!r}")
    return errs


# ---------------------------------------------------------------- shapes 25-26
def read_statya_txt(path):
    """A legal database's text export: UTF-8 if it decodes, else Windows-1251; CRLF or LF."""
    raw = open(path, "rb").read()
    try:
        t = raw.decode("utf-8")
    except UnicodeDecodeError:
        t = raw.decode("cp1251")
    t = t.replace("\r\n", "\n")
    return t, t


def statya_notes(text):
    """The notes «<*>», «<**>», «<1>» listed in lines after a line of 32 or more dashes."""
    n, after = 0, False
    for ln in text.split("\n"):
        s = norm(ln)
        if re.fullmatch(r"-{32,}", s):
            after = True
        elif after and re.match(r"^<(\*+|\d+)> ", s):
            n += 1
        elif after and re.match(r"^Статья \d+\. ", s):
            after = False
    return n


def docx_drawn(path, drawn, exp):
    """Each list paragraph's line in LibreOffice's text export starts with the number or letter
    Word draws (given by the generator's DRAWN), and that marker is not typed in the run text."""
    import tempfile
    import docx
    errs = []
    typed = [norm(p.text) for p in docx.Document(path).paragraphs]
    with tempfile.TemporaryDirectory() as tmp:
        txt = open(soffice_convert(path, "txt:Text (encoded):UTF8", tmp), encoding="utf-8-sig").read()
    lines = [norm(ln) for ln in txt.split("\n")]
    for u in exp["units"]:
        if u["ref"] not in drawn:
            continue
        mark = drawn[u["ref"]]
        first = norm(u.get("text") or "")   # the expected start: long enough to tell lines apart
        line = next((ln for ln in lines if first and first in ln), None)
        if line is None or not line.startswith(mark + " ") or line.index(first) != len(mark) + 1:
            errs.append(f"{u['ref']}: LibreOffice does not draw {mark!r} before it: {line!r}")
        par = next((p for p in typed if first in p), "")
        if not par.startswith(first):
            errs.append(f"{u['ref']}: something typed before its text: {par!r}")
    return errs


GEN = {"docx": "gen16_docx", "pdf": "gen17_pdf", "bbcode": "gen18_bbcode",
       "gdocs": "gen19_gdocs", "telegram": "gen20_telegram", "epub": "gen21_epub",
       "rtf": "gen22_rtf", "odt": "gen23_odt", "-doc-": "gen24_doc",
       "statya": "gen25_statya", "autonum": "gen26_docx"}


def units_from_gen(name, split):
    key = [k for k in GEN if k in name][0]
    import contextlib, io
    with contextlib.redirect_stdout(io.StringIO()):
        mod = importlib.import_module(GEN[key])
    if hasattr(mod, "FILES"):            # shapes 22-26: FILES by name
        return mod.FILES[name]
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
    elif path.endswith(".rtf"):
        text, allraw = read_rtf(path)
    elif path.endswith(".odt"):
        text, allraw = read_odt(path)
    elif path.endswith(".doc"):
        text, allraw, nnotes, hidden = read_doc(path)
        if nnotes != exp.get("footnotes", 0):
            errs.append(f"{nnotes} footnotes in the file, expected {exp.get('footnotes', 0)}")
        for h in hidden:
            if any(norm(h) in norm(u.get(k) or "") for u in exp["units"] for k in ("title", "text")):
                errs.append(f"hidden words in an expected unit: {h!r}")
        errs += doc_markers(text, exp)
    elif path.endswith((".html", ".xhtml")):
        text, allraw = read_html(path)
        allraw += open(path, encoding="utf-8").read()
    elif "statya" in name and path.endswith(".txt"):
        text, allraw = read_statya_txt(path)
    elif "telegram" in name:
        text, allraw = read_tg(path)
    else:
        text, allraw = read_bbcode(path)
    if "statya" in name and statya_notes(text) != exp.get("footnotes", 0):
        errs.append(f"{statya_notes(text)} notes after a dash line, expected {exp.get('footnotes', 0)}")
    if "autonum" in name:
        import gen26_docx
        errs += docx_drawn(path, gen26_docx.DRAWN[name], exp)
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
