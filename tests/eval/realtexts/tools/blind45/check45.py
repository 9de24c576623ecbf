"""Check each text of blind trial 45 against its expected.yaml, in the manner of the set's
tools/check.py (whose html_text, REF_RE and norm it imports, read-only): what a reader sees is
extracted by a reader of the file's kind, then every expected title and text start is found in
order, every unit's full text is there, each furniture string is in the file and in no unit,
refs are canonical and the generator's, 6-15 units. Readers:

- .pptx: the slides in presentation.xml's order, their shapes' paragraphs, the numbers and
  letters PowerPoint's automatic numbering draws (buAutoNum type/startAt, a counter per level,
  deeper levels reset); notes slides apart.
- .xlsx: shared strings (rich runs joined), the sheets in workbook order, a row a line, hidden
  columns apart, dates by their number format; cross-checked with openpyxl when it is there.
- .ipynb: markdown cells rendered by markdown-it-py, code cells and their outputs as text.
- Telegram result.json: each message's text (strings and entity objects joined), which must
  equal its text_entities; the sender and date before it.
- RSS: the channel, then each item's title and content:encoded (or its unescaped description).
- the translated page: lxml, without display:none, comments, scripts and styles.
- .typ: a small renderer of the Typst the handout uses (comments out, #law/#sec expanded,
  "+ " items numbered as the enum rules say, the footnote apart); cross-checked with the typst
  compiler's PDF when the typst package is there.
- Keep .json: the note's title, then its textContent; textContentHtml must say the same.

Run: python3 check45.py (or /tmp/blind45/venv/bin/python check45.py for the cross-checks)."""
import html as htmlmod
import json
import os
import re
import sys
import zipfile

import yaml
from lxml import etree, html as lhtml

sys.path.insert(0, "/work/main/tests/eval/realtexts/tools")
from check import html_text, REF_RE, norm  # noqa  (read only)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import laws45 as L  # noqa

D = L.DEV


# ---------------------------------------------------------------- pptx
NA = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
NP = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
NR = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
NREL = "{http://schemas.openxmlformats.org/package/2006/relationships}"


def rels(z, part):
    d, b = part.rsplit("/", 1)
    r = etree.fromstring(z.read(f"{d}/_rels/{b}.rels"))
    out = {}
    for e in r.iter(NREL + "Relationship"):
        t = e.get("Target")
        out[e.get("Id")] = (os.path.normpath(f"{d}/{t}") if not t.startswith("/") else t[1:], e.get("Type"))
    return out


def autonum(kind, n):
    if kind == "arabicPeriod":
        return f"{n}."
    if kind == "alphaLcParenBoth":
        return f"({chr(96 + n)})"
    if kind == "alphaLcParenR":
        return f"{chr(96 + n)})"
    raise ValueError(kind)


def read_pptx(path):
    z = zipfile.ZipFile(path)
    pres = etree.fromstring(z.read("ppt/presentation.xml"))
    prels = rels(z, "ppt/presentation.xml")
    lines, notes, drawn = [], [], []
    for sid in pres.iter(NP + "sldId"):
        part = prels[sid.get(NR + "id")][0]
        sld = etree.fromstring(z.read(part))
        for sp in sld.iter(NP + "sp"):
            tx = sp.find(NP + "txBody")
            if tx is None:
                continue
            counters = {}
            for p in tx.iter(NA + "p"):
                ppr = p.find(NA + "pPr")
                lvl = int(ppr.get("lvl", "0")) if ppr is not None else 0
                text = "".join(t.text or "" for t in p.iter(NA + "t"))
                an = ppr.find(NA + "buAutoNum") if ppr is not None else None
                for k in [k for k in counters if k > lvl]:
                    del counters[k]
                label = ""
                if an is not None:
                    kind, start = an.get("type"), int(an.get("startAt", "1"))
                    prev = counters.get(lvl)
                    n = prev[1] + 1 if prev and prev[0] == kind else start
                    counters[lvl] = (kind, n)
                    label = autonum(kind, n)
                    drawn.append((label, text))
                else:
                    counters.pop(lvl, None)
                lines.append((label + " " + text).strip())
        for rid, (tpart, typ) in rels(z, part).items():
            if typ.endswith("/notesSlide"):
                ns = etree.fromstring(z.read(tpart))
                notes.append(" ".join("".join(t.text or "" for t in p.iter(NA + "t"))
                                      for p in ns.iter(NA + "p")))
    body = "\n".join(lines)
    return body, body + "\n" + "\n".join(notes), drawn


def pptx_checks(drawn, units):
    """Each numbered unit's paragraph gets from PowerPoint the marker it prints, none typed."""
    errs = []
    for u in units:
        if u.mark and re.fullmatch(r"\d\.|\([a-z]\)", u.mark):
            hit = [lab for lab, t in drawn if t == u.text]
            if hit != [u.mark]:
                errs.append(f"{u.ref}: PowerPoint draws {hit} before it, not {u.mark!r}")
            if re.match(r"^\(?[0-9a-z]+[.)]", u.text):
                errs.append(f"{u.ref}: a marker is typed in its text")
    return errs


# ---------------------------------------------------------------- xlsx
NS_S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"


def col_index(ref):
    letters = re.match(r"[A-Z]+", ref).group(0)
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n


def read_xlsx(path):
    import datetime
    z = zipfile.ZipFile(path)
    sst = []
    if "xl/sharedStrings.xml" in z.namelist():
        for si in etree.fromstring(z.read("xl/sharedStrings.xml")).iter(NS_S + "si"):
            sst.append("".join(t.text or "" for t in si.iter(NS_S + "t")))
    styles = etree.fromstring(z.read("xl/styles.xml"))
    xfs = [int(x.get("numFmtId", "0")) for x in styles.find(NS_S + "cellXfs")]
    wb = etree.fromstring(z.read("xl/workbook.xml"))
    wrels = rels(z, "xl/workbook.xml")
    seen_lines, hidden_vals, allv = [], [], []
    for sh in wb.iter(NS_S + "sheet"):
        ws = etree.fromstring(z.read(wrels[sh.get(NR + "id")][0]))
        hidden = set()
        for c in ws.iter(NS_S + "col"):
            if c.get("hidden") in ("1", "true"):
                hidden |= set(range(int(c.get("min")), int(c.get("max")) + 1))
        seen_lines.append(f"[{sh.get('name')}]")
        for row in ws.iter(NS_S + "row"):
            cells = {}
            for c in row.iter(NS_S + "c"):
                v = c.find(NS_S + "v")
                t = c.get("t")
                if t == "s":
                    val = sst[int(v.text)]
                elif t == "inlineStr":
                    val = "".join(x.text or "" for x in c.iter(NS_S + "t"))
                elif v is None:
                    val = ""
                else:
                    val = v.text
                    if xfs[int(c.get("s", "0"))] == 14:
                        val = (datetime.date(1899, 12, 30) + datetime.timedelta(days=int(float(val)))
                               ).strftime("%d.%m.%Y")
                allv.append(val)
                if col_index(c.get("r")) in hidden:
                    hidden_vals.append(val)
                else:
                    cells[col_index(c.get("r"))] = val
            width = max(cells, default=0)
            seen_lines.append("\t".join(cells.get(k, "") for k in range(1, width + 1)))
    body = "\n".join(seen_lines)
    return body, body + "\n" + "\n".join(allv), hidden_vals


def xlsx_crosscheck(path, body):
    try:
        import openpyxl
    except ImportError:
        return [], "openpyxl not here"
    errs = []
    wb = openpyxl.load_workbook(path)
    for ws in wb:
        hidden = {k for k, d in ws.column_dimensions.items() if d.hidden}
        for row in ws.iter_rows():
            for c in row:
                v = c.value
                if v is None or c.column_letter in hidden:
                    continue
                if isinstance(v, str) and not v.startswith("=") and norm(v) not in norm(body):
                    errs.append(f"openpyxl sees {v!r} the reader does not")
    return errs, "openpyxl agrees" if not errs else "openpyxl differs"


# ---------------------------------------------------------------- ipynb
def read_ipynb(path):
    from markdown_it import MarkdownIt
    nb = json.load(open(path, encoding="utf-8"))
    mdit = MarkdownIt("commonmark")
    parts, mdonly, raw_html = [], [], []
    for c in nb["cells"]:
        src = "".join(c["source"])
        if c["cell_type"] == "markdown":
            h = mdit.render(src)
            raw_html.append(h)
            t = html_text(lhtml.fromstring(f"<div>{h}</div>"))
            parts.append(t)
            mdonly.append(t)
        else:
            parts.append(src)
            for o in c.get("outputs", []):
                if "text" in o:
                    parts.append("".join(o["text"]))
                elif "data" in o:
                    parts.append("".join(o["data"].get("text/plain", [])))
    body = "\n".join(parts)
    return body, body + "\n" + open(path, encoding="utf-8").read(), "\n".join(raw_html)


# ---------------------------------------------------------------- Telegram Desktop JSON
def tg_text(t):
    return t if isinstance(t, str) else "".join(x if isinstance(x, str) else x["text"] for x in t)


def read_tgjson(path):
    d = json.load(open(path, encoding="utf-8"))
    out, errs = [d["name"]], []
    for m in d["messages"]:
        text = tg_text(m["text"])
        if text != "".join(e["text"] for e in m["text_entities"]):
            errs.append(f"message {m['id']}: text_entities say otherwise")
        head = m.get("from") or m.get("actor")
        if m.get("forwarded_from"):
            head += f" (forwarded from {m['forwarded_from']})"
        if m["type"] == "service":
            head += f" [{m['action']}]"
        out.append(f"{head}, {m['date']}")
        if m.get("photo"):
            out.append(m["photo"])
        out.append(text)
    body = "\n".join(out)
    return body, body + "\n" + open(path, encoding="utf-8").read(), errs


# ---------------------------------------------------------------- RSS
def read_rss(path):
    t = etree.parse(path)
    ns = {"content": "http://purl.org/rss/1.0/modules/content/"}
    ch = t.find("channel")
    out, descr = [ch.findtext("title"), ch.findtext("description")], []
    for it in ch.findall("item"):
        out.append(it.findtext("title"))
        out.append(it.findtext("pubDate") + " · " + it.findtext("{http://purl.org/dc/elements/1.1/}creator"))
        content = it.findtext("content:encoded", namespaces=ns)
        d = it.findtext("description")
        descr.append(d)
        h = content if content else d          # the description is text of escaped HTML
        out.append(html_text(lhtml.fromstring(f"<div>{h}</div>")))
    body = "\n".join(out)
    return body, body + "\n" + "\n".join(descr) + "\n" + open(path, encoding="utf-8").read()


# ---------------------------------------------------------------- translated page
def read_translated(path):
    raw = open(path, "rb").read()
    root = lhtml.fromstring(raw)
    for e in root.xpath('//*[@style]'):
        if re.search(r"display\s*:\s*none", e.get("style")):
            e.drop_tree()
    for c in root.xpath("//comment()"):
        if c.getparent() is not None:
            c.drop_tree()
    for e in root.xpath("//select/option[not(@selected)]"):   # a closed drop-down shows one
        e.drop_tree()
    t = html_text(root)
    return t, t + "\n" + raw.decode("utf-8")


# ---------------------------------------------------------------- Typst
def read_typst(path):
    """The handout's Typst as it is drawn: comments out, the handout's #law/#sec functions
    expanded, "+ " items numbered by the enum numbering in force, #footnote bodies apart."""
    src = open(path, encoding="utf-8").read()
    s = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    s = re.sub(r"(?m)^\s*//.*\n", "", s)
    s = re.sub(r"(?s)^.*?(?=#align\(center\)\[)", "", s, count=1)       # preamble: set rules, lets
    notes = re.findall(r"#footnote\[([^\]]*)\]", s)
    nfn = 0

    def fn(_m):
        nonlocal nfn
        nfn += 1
        return str(nfn)
    s = re.sub(r"#footnote\[[^\]]*\]", fn, s)
    s = re.sub(r"#law\((\d+), \[([^\]]*)\]\)\s*(<[\w-]+>)?", r"Law \1\n\2", s)
    s = re.sub(r'#sec\("(\w)", \[([^\]]*)\]\)', r"\1. \2", s)
    s = re.sub(r"#table\((.*?)\n\)", lambda m: "\n".join(re.findall(r"\[([^\]]*)\]", m.group(1))),
               s, flags=re.S)
    out, counters, fmt = [], {}, {0: "1."}
    for line in s.split("\n"):
        m = re.match(r"^(\s*)#set enum\(numbering: \"([^\"]+)\"\)", line)
        if m:
            fmt[len(m.group(1)) // 2] = m.group(2)
            continue
        m = re.match(r"^(\s*)\+ (.*)$", line)
        if m:
            lvl = len(m.group(1)) // 2
            for k in [k for k in counters if k > lvl]:
                del counters[k]
            counters[lvl] = counters.get(lvl, 0) + 1
            f = fmt.get(lvl, "1.")
            n = counters[lvl]
            label = f.replace("1", str(n)) if "1" in f else f.replace("a", chr(96 + n))
            out.append(f"{label} {m.group(2)}")
            continue
        if line.strip() and not line.startswith(" "):
            counters.clear()
            fmt = {0: "1."}
        out.append(line)
    body = "\n".join(out)
    body = re.sub(r"#(v|h)\([^)]*\)", "", body)
    body = re.sub(r"#text\(size: \d+pt\)\[([^\]]*)\]", r"\1", body)
    body = re.sub(r" \\$", "", body, flags=re.M)
    body = re.sub(r"#align\(center\)\[|#text\(size: \d+pt\)\[|\*|\\\\$|^\]$", "", body, flags=re.M)
    return body, body + "\n" + src + "\n" + "\n".join(notes), len(notes)


def typst_crosscheck(path, units):
    try:
        import typst
        import pdfplumber
    except ImportError:
        return [], "typst not here"
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        pdf = os.path.join(tmp, "t.pdf")
        typst.compile(path, output=pdf)
        with pdfplumber.open(pdf) as p:
            text = "\n".join(pg.extract_text() for pg in p.pages)
    t = norm(text.replace("’", "'"))
    errs = []
    for u in units:
        want = norm(((u.mark + " ") if u.mark and u.mark[0] in "(123456789" else "") + L.seen(u.text or ""))
        if u.text and want not in t:
            errs.append(f"typst's PDF lacks {u.ref}: {want[:50]!r}")
        if u.mark.startswith("Law") and f"{u.mark}\n{u.title}" not in text:
            errs.append(f"typst's PDF does not draw {u.mark!r} over {u.title!r}")
    return errs, "typst's PDF agrees" if not errs else "typst's PDF differs"


# ---------------------------------------------------------------- Keep
def read_keep(path):
    raw = open(path, encoding="utf-8").read()
    d = json.loads(raw)
    body = d["title"] + "\n" + d["textContent"]
    h = html_text(lhtml.fromstring(f"<div>{d['textContentHtml']}</div>"))
    errs = [] if norm(h) == norm(d["textContent"]) else ["textContentHtml says otherwise"]
    if raw.index('"textContent"') > raw.index('"title"'):
        errs.append("title before textContent in the file")
    extra = [lab["name"] for lab in d.get("labels", [])] + \
        [f"{a['title']} {a['description']} {a['url']}" for a in d.get("annotations", [])]
    return body, body + "\n" + "\n".join(extra) + "\n" + raw, errs


# ---------------------------------------------------------------- the checks
def check(name, units):
    path = os.path.join(D, name)
    base = re.sub(r"\.[a-z]+$", "", name)
    exp = yaml.safe_load(open(os.path.join(D, base + ".expected.yaml"), encoding="utf-8"))
    errs, info = [], ""
    if name.endswith(".pptx"):
        text, allraw, drawn = read_pptx(path)
        errs += pptx_checks(drawn, units)
        info = f"{len(drawn)} numbers drawn by PowerPoint"
    elif name.endswith(".xlsx"):
        text, allraw, hidden = read_xlsx(path)
        if any(norm(h) in norm(text) for h in hidden if h):
            errs.append("a hidden column's value is in the visible text")
        e, info = xlsx_crosscheck(path, text)
        errs += e
    elif name.endswith(".ipynb"):
        text, allraw, h = read_ipynb(path)
        if '<ol start="2">' not in h:
            errs.append("78B2's cell is not a list starting at 2")
    elif name.startswith("tgdesktop"):
        text, allraw, e = read_tgjson(path)
        errs += e
    elif name.endswith(".xml"):
        text, allraw = read_rss(path)
    elif name.endswith(".html"):
        text, allraw = read_translated(path)
        for u in units:
            if re.fullmatch(r"[A-Z]\.|\([a-z]\)", u.mark) and not u.mark.isascii():
                errs.append(f"{u.ref}: marker {u.mark!r} not Latin")
            if u.mark and u.mark[0].isalpha() and len(u.mark) == 2 and \
                    f">{u.mark} </font>" not in open(path, encoding="utf-8").read():
                errs.append(f"{u.ref}: marker {u.mark!r} not printed Latin")
    elif name.endswith(".typ"):
        text, allraw, nfn = read_typst(path)
        if nfn != exp.get("footnotes", 0):
            errs.append(f"{nfn} footnotes, expected {exp.get('footnotes', 0)}")
        e, info = typst_crosscheck(path, units)
        errs += e
    elif name.startswith("keep"):
        text, allraw, e = read_keep(path)
        errs += e
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
            parts = L.SPLIT_92B if g.ref == "92B" else re.split(r"\{fn:[^}]*\}", g.text)
            for part in parts:
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
    bad = total = 0
    for name, units in L.ALL.items():
        exp, errs, info = check(name, units)
        total += len(exp["units"])
        print(f"{'OK ' if not errs else 'BAD'} {name}: {exp['edition']} {exp['lang']} "
              f"{len(exp['units'])} units, footnotes={exp.get('footnotes')}, "
              f"furniture={len(exp.get('furniture', []))} {info}")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print(f"units: {total}; bad: {bad}")
    sys.exit(bool(bad))
