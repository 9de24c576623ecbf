"""Check each text of blind trial 45b against its expected.yaml, in the manner of the set's
tools/check.py (whose REF_RE and norm it imports, read only). What a reader sees is drawn by a
small reader of the file's own kind, written here and independent of the importer:

- .pptx: the slides in presentation.xml's order, hidden ones (show="0") left out, each slide's
  shapes in the order they stand on the slide (top, then left; a placeholder without its own
  position takes its layout's, then its master's), each paragraph's number drawn as PowerPoint
  draws it (a:buAutoNum / a:buNone / a:buChar looked up on the paragraph, the shape's list
  style, the layout's and the master's placeholder, the master's text styles), slide-number
  fields filled in; speaker notes apart (not shown in a slide show);
- .xlsx: the visible sheets in order, hidden rows and columns left out, each cell as Excel shows
  it (shared and rich strings, a formula's cached value, TRUE/FALSE, the number formats 0"."
  and dd/mm/yyyy); the hidden sheet, the print header and footer apart;
- .ipynb: each cell as Jupyter renders it (markdown through markdown-it with HTML on, lists
  numbered as a browser numbers <ol>, type and start kept; raw cells as text; a code cell's
  source unless collapsed; each output's richest mime type, ANSI codes stripped);
- Telegram result.json: every chat in order, each message with its sender, a reply's one-line
  preview, "Forwarded from", the text joined from its pieces, a sticker or photo as a token, a
  pin notice naming the start of the pinned message;
- Keep: the title, unticked items in order, then "N ticked items" and the ticked ones, labels,
  the link card (the checkbox is an icon, not text);
- Atom: the feed's title, then each entry's title (html unescaped), and its content (xhtml or
  html with <ol> numbered; text as is), or its summary when it has no content;
- .typ: compiled by typst, the PDF's text by pdfplumber, the page header and footer lines
  dropped, soft hyphens at line ends joined.

Then, as check.py does: every expected title and text start is found in order; every unit's
full text is there; every furniture string is in the file and in no unit; words a reader does
not see (hidden slide, row, column, draft) are not in what is shown; refs canonical; 6-15 units;
and each unit's marker stands right before its first words where the format draws it. Where
LibreOffice (pptx, xlsx) and nbconvert (ipynb) are at hand, their rendering is checked too."""
import datetime
import html as htmlmod
import json
import os
import posixpath
import re
import subprocess
import sys
import tempfile
import zipfile

import yaml
from lxml import etree, html as lhtml

sys.path.insert(0, "/work/main/tests/eval/realtexts/tools")
from check import REF_RE, norm  # noqa  (read only)

sys.path.insert(0, os.path.dirname(__file__))
import laws45b as L  # noqa

D = L.OUT
FILES = {
    "kurs-pptx-zakon39-2017.pptx": L.L39,
    "td-checklist-xlsx-law93-1997.xlsx": L.L93,
    "teacher-notebook-laws1-2-2007.ipynb": L.L12,
    "tg-account-result-pravilo32-1997.json": L.L32,
    "keep-checklist-law84-1987.json": L.L84,
    "fed-atom-zakon4-2017.xml": L.L4,
    "typst-pamyatka-pravilo5-2007.typ": L.L5,
}
# words in the file that a reader does not see
HIDDEN = {
    "kurs-pptx-zakon39-2017.pptx": ["Всякая заявка после паса отменяется", "Партнёр нарушителя пасует",
                                    "Спросить зал"],
    "td-checklist-xlsx-law93-1997.xlsx": [L.HIDDEN93, L.OLD93["93A"], L.OLD93["93B"], "1987 wording",
                                          "Procedures of Appeal", "struck out Jan 2001",
                                          "Rev. 3, March 2004"],      # the last: printed, not in the sheet view
    "teacher-notebook-laws1-2-2007.ipynb": ["laws2007/law02.md"],
    "typst-pamyatka-pravilo5-2007.typ": ["Пересадка по просьбе игрока", "по требованию судьи в любой момент",
                                         "по согласию обеих пар"],
    "fed-atom-zakon4-2017.xml": ["За каждым столом играют две пары; ["],
}
PRINTED = {"Rev. 3, March 2004"}
# where the format draws or types a unit's marker right before its first words (the text shown)
MARKED = {"kurs-pptx-zakon39-2017.pptx": ("39B1", "39B2", "39B3", "39B3(A)", "39B3(B)"),
          "teacher-notebook-laws1-2-2007.ipynb": ("1C1", "1C2", "1C2(A)", "1C2(B)"),
          "fed-atom-zakon4-2017.xml": ("4B1", "4B2", "4B3", "4B3(A)", "4B3(B)"),
          "typst-pamyatka-pravilo5-2007.typ": ("5B1", "5B2", "5B2(A)", "5B2(B)"),
          "tg-account-result-pravilo32-1997.json": ("32B1", "32B2", "32B2(A)", "32B2(B)"),
          "keep-checklist-law84-1987.json": ("84C1", "84C2", "84C2(A)", "84C2(B)")}

A = "http://schemas.openxmlformats.org/drawingml/2006/main"
P = "http://schemas.openxmlformats.org/presentationml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
S = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def q(t):
    p, l = t.split(":")
    return "{%s}%s" % ({"a": A, "p": P, "r": R, "s": S}[p], l)


# ---------------------------------------------------------------- numbering shared by readers
def alpha(n):
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(97 + r) + s
    return s


def roman(n):
    out = ""
    for v, r in ((1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"),
                 (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")):
        while n >= v:
            out, n = out + r, n - v
    return out


AUTONUM = {"arabicPeriod": lambda n: f"{n}.", "arabicParenR": lambda n: f"{n})",
           "arabicParenBoth": lambda n: f"({n})", "alphaLcParenR": lambda n: f"{alpha(n)})",
           "alphaLcPeriod": lambda n: f"{alpha(n)}.", "alphaUcPeriod": lambda n: f"{alpha(n).upper()}.",
           "alphaLcParenBoth": lambda n: f"({alpha(n)})", "romanLcPeriod": lambda n: f"{roman(n)}.",
           "romanUcPeriod": lambda n: f"{roman(n).upper()}."}


# ---------------------------------------------------------------- PowerPoint
def read_pptx(path):
    z = zipfile.ZipFile(path)
    names = set(z.namelist())

    def xml(name):
        return etree.fromstring(z.read(name))

    def rels(name):
        d, b = posixpath.split(name)
        rp = f"{d}/_rels/{b}.rels"
        out = {}
        if rp in names:
            for r in xml(rp):
                out[r.get("Id")] = (posixpath.normpath(posixpath.join(d, r.get("Target"))),
                                    r.get("Type").rsplit("/", 1)[-1])
        return out

    def of_type(rl, typ):
        return next((p for p, t in rl.values() if t == typ), None)

    pres = xml("ppt/presentation.xml")
    prels = rels("ppt/presentation.xml")
    slides = [prels[s.get(q("r:id"))][0] for s in pres.find(q("p:sldIdLst"))]

    def ph_of(sp):
        ph = sp.find(f"{q('p:nvSpPr')}/{q('p:nvPr')}/{q('p:ph')}")
        if ph is None:
            return None
        return ph.get("type", "obj" if ph.get("idx") else "body"), ph.get("idx")

    def find_ph(tree, ph, by_idx=True):
        if tree is None or ph is None:
            return None
        typ, idx = ph
        cands = [(sp, ph_of(sp)) for sp in tree.iter(q("p:sp")) if ph_of(sp)]
        if by_idx and idx is not None:
            for sp, p2 in cands:
                if p2[1] == idx:
                    return sp
        norm_t = {"ctrTitle": "title", "subTitle": "body", "obj": "body"}
        for sp, p2 in cands:
            if norm_t.get(p2[0], p2[0]) == norm_t.get(typ, typ):
                return sp
        return None

    def xfrm(sp):
        x = sp.find(f"{q('p:spPr')}/{q('a:xfrm')}/{q('a:off')}")
        return None if x is None else (int(x.get("y")), int(x.get("x")))

    def lvl_ppr(sp, lvl):
        if sp is None:
            return None
        lst = sp.find(f"{q('p:txBody')}/{q('a:lstStyle')}")
        return None if lst is None else lst.find(q(f"a:lvl{lvl + 1}pPr"))

    def bullet_of(ppr):
        if ppr is None:
            return None
        for c in ppr:
            tag = etree.QName(c).localname
            if tag == "buNone":
                return ("none",)
            if tag == "buAutoNum":
                return ("auto", c.get("type"), int(c.get("startAt", "1")))
            if tag == "buChar":
                return ("char", c.get("char"))
        return None

    shown, allraw, notes = [], [], []
    for num, sp_path in enumerate(slides, start=1):
        sx = xml(sp_path)
        srels = rels(sp_path)
        lay_path = of_type(srels, "slideLayout")
        lay = xml(lay_path)
        mas = xml(of_type(rels(lay_path), "slideMaster"))
        tx = mas.find(q("p:txStyles"))
        items = []
        for sp in sx.iter(q("p:sp")):
            body = sp.find(q("p:txBody"))
            if body is None:
                continue
            ph = ph_of(sp)
            lsp, msp = find_ph(lay, ph), find_ph(mas, ph, by_idx=False)
            pos = xfrm(sp) or (lsp is not None and xfrm(lsp)) or (msp is not None and xfrm(msp)) or (0, 0)
            if ph is None:
                master_style = tx.find(q("p:otherStyle"))
            elif ph[0] in ("title", "ctrTitle"):
                master_style = tx.find(q("p:titleStyle"))
            elif ph[0] in ("body", "obj", "subTitle"):
                master_style = tx.find(q("p:bodyStyle"))
            else:
                master_style = tx.find(q("p:otherStyle"))
            lines, counters = [], {}
            for p_ in body.findall(q("a:p")):
                ppr = p_.find(q("a:pPr"))
                lvl = int(ppr.get("lvl", "0")) if ppr is not None else 0
                chain = [ppr, lvl_ppr(sp, lvl), lvl_ppr(lsp, lvl), lvl_ppr(msp, lvl),
                         None if master_style is None else master_style.find(q(f"a:lvl{lvl + 1}pPr"))]
                bu = next((b for b in map(bullet_of, chain) if b), ("none",))
                text = []
                for c in p_:
                    tag = etree.QName(c).localname
                    if tag == "r":
                        text.append("".join(c.find(q("a:t")).itertext()))
                    elif tag == "fld":
                        text.append(str(num) if c.get("type") == "slidenum" else "".join(c.find(q("a:t")).itertext()))
                    elif tag == "br":
                        text.append("\n")
                text = "".join(text)
                for k in [k for k in counters if k > lvl]:
                    del counters[k]
                if not text.strip():
                    continue
                label = ""
                if bu[0] == "auto":
                    prev = counters.get(lvl)
                    n = prev[1] + 1 if prev and prev[0] == bu[1] else bu[2]
                    counters[lvl] = (bu[1], n)
                    label = AUTONUM[bu[1]](n) + " "
                else:
                    counters.pop(lvl, None)
                    if bu[0] == "char":
                        label = bu[1] + " "
                lines.append(label + text)
            if lines:
                items.append((pos, "\n".join(lines)))
        items.sort(key=lambda t: t[0])
        block = f"\n[slide {num}]\n" + "\n".join(t for _, t in items)
        allraw.append(block)
        if sx.get("show") != "0":
            shown.append(block)
        nt = of_type(srels, "notesSlide")
        if nt:
            notes.append(" ".join(xml(nt).itertext()))
    text = "\n".join(shown)
    return text, "\n".join(allraw) + "\n" + "\n".join(notes)


# ---------------------------------------------------------------- Excel
def read_xlsx(path):
    z = zipfile.ZipFile(path)

    def xml(name):
        return etree.fromstring(z.read(name))

    sst = ["".join(t.text or "" for t in si.iter(q("s:t"))) for si in xml("xl/sharedStrings.xml")]
    st = xml("xl/styles.xml")
    fmts = {int(f.get("numFmtId")): f.get("formatCode") for f in st.iter(q("s:numFmt"))}
    xfs = [int(x.get("numFmtId", "0")) for x in st.find(q("s:cellXfs"))]
    wb = xml("xl/workbook.xml")
    wrels = {r.get("Id"): "xl/" + r.get("Target") for r in xml("xl/_rels/workbook.xml.rels")}

    def show(c):
        t = c.get("t")
        v = c.find(q("s:v"))
        v = v.text if v is not None else None
        if t == "s":
            return sst[int(v)]
        if t == "inlineStr":
            return "".join(x.text or "" for x in c.iter(q("s:t")))
        if t in ("str", "e"):
            return v or ""
        if t == "b":
            return "TRUE" if v == "1" else "FALSE"
        if v is None:
            return ""
        num = float(v)
        code = fmts.get(xfs[int(c.get("s", "0"))], "General")
        if code == '0"."':
            return f"{round(num)}."
        if code in ("dd/mm/yyyy", "m/d/yyyy") or xfs[int(c.get("s", "0"))] == 14:
            d = datetime.date(1899, 12, 30) + datetime.timedelta(days=int(num))
            return d.strftime("%d/%m/%Y")
        return str(int(num)) if num == int(num) else str(num)

    def col_index(ref):
        n = 0
        for ch in re.match(r"[A-Z]+", ref).group(0):
            n = n * 26 + ord(ch) - 64
        return n

    shown, allraw = [], []
    for sh in wb.find(q("s:sheets")):
        ws = xml(wrels[sh.get(q("r:id"))])
        hidden_cols = set()
        for col in ws.iter(q("s:col")):
            if col.get("hidden") == "1":
                hidden_cols |= set(range(int(col.get("min")), int(col.get("max")) + 1))
        lines, raw = [f"[sheet {sh.get('name')}]"], [f"[sheet {sh.get('name')}]"]
        for row in ws.iter(q("s:row")):
            cells = [(col_index(c.get("r")), show(c)) for c in row.findall(q("s:c"))]
            raw.append(" | ".join(v for _, v in cells if v))
            if row.get("hidden") == "1":
                continue
            vis = [v for i, v in cells if i not in hidden_cols and v]
            if vis:
                lines.append(" | ".join(vis))
        hf = ws.find(q("s:headerFooter"))
        if hf is not None:
            raw.append(" ".join(hf.itertext()))
        allraw.append("\n".join(raw))
        if sh.get("state", "visible") == "visible":
            shown.append("\n".join(lines))
    return "\n".join(shown), "\n".join(allraw)


# ---------------------------------------------------------------- HTML to text, lists numbered
BLOCK = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ol", "ul", "table", "tr", "hr",
         "blockquote", "pre", "section", "thead", "tbody"}


def html_seen(root):
    out = []

    def walk(e, ctx):
        tag = e.tag if isinstance(e.tag, str) else ""
        tag = tag.split("}")[-1].lower()
        if tag in ("script", "style", "head", "title"):
            if e.tail:
                out.append(e.tail)
            return
        if tag == "br":
            out.append("\n")
        if tag in BLOCK:
            out.append("\n")
        if tag in ("td", "th"):
            out.append(" ")
        if tag == "img":
            out.append("[image]")
        if tag == "li" and ctx:
            kind, n = ctx[-1]
            ctx[-1][1] += 1
            if kind == "ul":
                out.append("• ")
            else:
                t = kind
                val = ctx[-1][1]
                out.append({"1": f"{val}.", "a": f"{alpha(val)}.", "A": f"{alpha(val).upper()}.",
                            "i": f"{roman(val)}.", "I": f"{roman(val).upper()}."}[t] + " ")
        if e.text:
            out.append(e.text)
        if tag == "ol":
            ctx = ctx + [[e.get("type", "1"), int(e.get("start", "1")) - 1]]
        elif tag == "ul":
            ctx = ctx + [["ul", 0]]
        for c in e:
            walk(c, ctx)
        if tag in BLOCK:
            out.append("\n")
        if e.tail:
            out.append(e.tail)
    walk(root, [])
    return "".join(out)


def html_fragment_text(s):
    if not s.strip():
        return ""
    root = lhtml.fragment_fromstring(s, create_parent="div")
    return html_seen(root)


# ---------------------------------------------------------------- Jupyter
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def md_render(src):
    from markdown_it import MarkdownIt
    return html_fragment_text(MarkdownIt("commonmark", {"html": True}).enable("table").render(src))


def read_ipynb(path):
    nb = json.load(open(path, encoding="utf-8"))
    shown, raw = [], []
    for c in nb["cells"]:
        src = "".join(c["source"])
        raw.append(src)
        if c["cell_type"] == "markdown":
            shown.append(md_render(src))
        elif c["cell_type"] == "raw":
            shown.append(src)
        else:
            if not c["metadata"].get("jupyter", {}).get("source_hidden"):
                shown.append(f"In [{c['execution_count'] or ' '}]:\n{src}")
            for o in c.get("outputs", []):
                raw.append(json.dumps(o, ensure_ascii=False))
                if o["output_type"] == "stream":
                    shown.append("".join(o["text"]))
                elif o["output_type"] == "error":
                    shown.append(ANSI.sub("", "\n".join(o["traceback"])))
                else:
                    d = o["data"]
                    if "text/markdown" in d:
                        shown.append(md_render("".join(d["text/markdown"])))
                    elif "text/html" in d:
                        shown.append(html_fragment_text("".join(d["text/html"])))
                    elif "image/png" in d:
                        shown.append("[image]")
                    else:
                        shown.append("".join(d.get("text/plain", "")))
    return "\n".join(shown), "\n".join(raw)


# ---------------------------------------------------------------- Telegram
def tg_text(t):
    return t if isinstance(t, str) else "".join(p if isinstance(p, str) else p["text"] for p in t)


def read_tg(path):
    data = json.load(open(path, encoding="utf-8"))
    shown = []
    for chat in data["chats"]["list"]:
        shown.append(f"\n== {chat.get('name') or 'Saved Messages'} ==")
        by_id = {m["id"]: m for m in chat["messages"]}

        def preview(mid):
            m = by_id.get(mid)
            first = tg_text(m["text"]).split("\n")[0] if m else ""
            return (first[:28] + "…") if len(first) > 28 else first

        for m in chat["messages"]:
            if m["type"] == "service":
                if m["action"] == "pin_message":
                    shown.append(f"{m['actor']} pinned «{preview(m['message_id'])}»")
                elif m["action"] == "invite_members":
                    shown.append(f"{m['actor']} added {', '.join(m['members'])}")
                continue
            head = f"{m['from']}  {m['date'][11:16]}" + ("  edited" if "edited" in m else "")
            shown.append(head)
            if "forwarded_from" in m:
                shown.append(f"Forwarded from {m['forwarded_from']}")
            if "reply_to_message_id" in m:
                orig = by_id.get(m["reply_to_message_id"])
                shown.append(f"↪ {orig['from'] if orig else ''}: {preview(m['reply_to_message_id'])}")
            if m.get("media_type") == "sticker":
                shown.append(f"[sticker {m.get('sticker_emoji', '')}]")
            if "photo" in m:
                shown.append("[photo]")
            t = tg_text(m["text"])
            assert t == "".join(e["text"] for e in m["text_entities"]), m["id"]
            if t:
                shown.append(t)
            for r in m.get("reactions", []):
                shown.append(f"{r['emoji']} {r['count']}")
    return "\n".join(shown), json.dumps(data, ensure_ascii=False)


# ---------------------------------------------------------------- Keep
def read_keep(path):
    n = json.load(open(path, encoding="utf-8"))
    out = [n.get("title", "")]
    if "listContent" in n:
        for it in n["listContent"]:
            assert html_fragment_text(it["textHtml"]).strip() == it["text"]
        un = [it["text"] for it in n["listContent"] if not it["isChecked"]]
        ti = [it["text"] for it in n["listContent"] if it["isChecked"]]
        out += un
        if ti:
            out.append(f"{len(ti)} ticked items")
            out += ti
    else:
        out.append(n.get("textContent", ""))
    out += [lb["name"] for lb in n.get("labels", [])]
    out += [a.get("title", "") + "\n" + a.get("url", "") for a in n.get("annotations", [])]
    return "\n".join(out), json.dumps(n, ensure_ascii=False)


# ---------------------------------------------------------------- Atom
ATOM = "{http://www.w3.org/2005/Atom}"


def atom_text(e):
    if e is None:
        return ""
    typ = e.get("type", "text")
    if typ == "xhtml":
        div = e[0]
        return html_seen(div)
    if typ == "html":
        return html_fragment_text(e.text or "")
    return e.text or ""


def read_atom(path):
    raw = open(path, encoding="utf-8").read()
    root = etree.fromstring(raw.encode())
    out = [atom_text(root.find(ATOM + "title")), atom_text(root.find(ATOM + "subtitle"))]
    for en in root.findall(ATOM + "entry"):
        out.append("\n" + atom_text(en.find(ATOM + "title")))
        out.append(en.findtext(ATOM + "published", "")[:10])
        c = en.find(ATOM + "content")
        out.append(atom_text(c) if c is not None else atom_text(en.find(ATOM + "summary")))
    return "\n".join(out), raw


# ---------------------------------------------------------------- Typst
def read_typst(path):
    import typst
    import pdfplumber
    with tempfile.TemporaryDirectory() as tmp:
        pdf = os.path.join(tmp, "out.pdf")
        typst.compile(path, output=pdf)
        with pdfplumber.open(pdf) as p:
            pages = [pg.extract_text() for pg in p.pages]
    body = []
    for pg in pages:
        lines = pg.split("\n")
        assert lines[0].startswith("Клуб «Гамбит»") and re.fullmatch(r"стр\. \d+ из \d+", lines[-1]), lines
        body.append("\n".join(lines[1:-1]))
    text = "\n".join(body)
    text = re.sub("\u00ad\n", "", text)
    text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)
    nnotes = len(re.findall(r"#footnote\[", open(path, encoding="utf-8").read()))
    return text, "\n".join(pages) + "\n" + open(path, encoding="utf-8").read(), nnotes


# ---------------------------------------------------------------- other programs' view
def soffice_pdf_text(path):
    import pdfplumber
    prof = os.path.join(tempfile.gettempdir(), "check45b-lo-profile")
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless",
                            "--convert-to", "pdf", "--outdir", tmp, path],
                           capture_output=True, timeout=300)
        out = os.path.join(tmp, os.path.splitext(os.path.basename(path))[0] + ".pdf")
        if not os.path.exists(out):
            return None
        with pdfplumber.open(out) as p:
            return "\n".join(pg.extract_text() for pg in p.pages)


def nbconvert_text(path):
    try:
        from nbconvert import HTMLExporter
    except ImportError:
        return None
    body, _ = HTMLExporter(template_name="classic").from_filename(path)
    root = lhtml.fromstring(body)
    for e in root.xpath("//script|//style|//div[contains(@class,'input')]"):
        e.drop_tree()
    return html_seen(root)


def cross_check(name, units, errs):
    """What LibreOffice (pptx, xlsx) or nbconvert (ipynb) shows: every unit's first words, the
    marks the format draws before them, and no hidden words."""
    if name.endswith((".pptx", ".xlsx")):
        try:
            other = soffice_pdf_text(os.path.join(D, name))
        except (OSError, subprocess.SubprocessError):
            other = None
        who = "LibreOffice"
    elif name.endswith(".ipynb"):
        other = nbconvert_text(os.path.join(D, name))
        who = "nbconvert"
    else:
        return "-"
    if other is None:
        return f"{who}: not available"
    t = norm(re.sub(r"(\w)-\n(\w)", r"\1\2", other))
    for g in units:
        if g.text and norm(L.start_of(g.text, 4)) not in t:
            errs.append(f"{who}: {g.ref} start not shown: {L.start_of(g.text, 4)!r}")
        if g.ref in MARKED.get(name, ()) and norm(g.mark + " " + L.start_of(g.text, 3)) not in t:
            errs.append(f"{who}: {g.ref} not drawn with {g.mark!r}")
    for h in HIDDEN.get(name, []):
        if name.endswith(".ipynb") or h in PRINTED:
            continue                           # nbconvert does not collapse a hidden source; a PDF prints the page footer
        if norm(h) in t:
            errs.append(f"{who} shows hidden words: {h!r}")
    return f"{who}: ok" if not [e for e in errs if e.startswith(who)] else f"{who}: BAD"


# ---------------------------------------------------------------- the check
def check(name, units):
    path = os.path.join(D, name)
    base = re.sub(r"\.[a-z]+$", "", name)
    exp = yaml.safe_load(open(os.path.join(D, base + ".expected.yaml"), encoding="utf-8"))
    errs, nnotes = [], None
    if name.endswith(".pptx"):
        text, allraw = read_pptx(path)
    elif name.endswith(".xlsx"):
        text, allraw = read_xlsx(path)
    elif name.endswith(".ipynb"):
        text, allraw = read_ipynb(path)
    elif name.startswith("tg-"):
        text, allraw = read_tg(path)
    elif name.startswith("keep-"):
        text, allraw = read_keep(path)
    elif name.endswith(".xml"):
        text, allraw = read_atom(path)
    elif name.endswith(".typ"):
        text, allraw, nnotes = read_typst(path)
    if nnotes is not None and nnotes != exp.get("footnotes", 0):
        errs.append(f"{nnotes} footnotes, expected {exp.get('footnotes', 0)}")
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
        if g.text and norm(L.seen(g.text)) not in t:
            errs.append(f"{g.ref} full text not found: {L.seen(g.text)[:60]!r}")
        if g.ref in MARKED.get(name, ()):
            if norm(g.mark + " " + L.start_of(g.text, 4)) not in t:
                errs.append(f"{g.ref}: {g.mark!r} not right before its words")
    for f in exp.get("furniture", []):
        if norm(f) not in norm(allraw) and f not in allraw:
            errs.append(f"furniture not in file: {f!r}")
        for g in units:
            for v in (g.title, L.seen(g.text)):
                if v and norm(f) in norm(v):
                    errs.append(f"furniture {f!r} inside unit {g.ref}")
    for h in HIDDEN.get(name, []):
        if norm(h) not in norm(allraw):
            errs.append(f"hidden words not in the file: {h!r}")
        if norm(h) in t:
            errs.append(f"hidden words shown: {h!r}")
        for u in eu:
            for k in ("title", "text"):
                if u.get(k) and norm(h) in norm(u[k]):
                    errs.append(f"hidden words in expected {u['ref']}")
    other = cross_check(name, units, errs)
    return exp, errs, other, text


if __name__ == "__main__":
    bad = 0
    dump = "--dump" in sys.argv
    for name, units in FILES.items():
        exp, errs, other, text = check(name, units)
        print(f"{'OK ' if not errs else 'BAD'} {name}: {exp['edition']} {exp['lang']} "
              f"{len(exp['units'])} units, footnotes={exp.get('footnotes')}, "
              f"furniture={len(exp.get('furniture', []))}, hidden={len(HIDDEN.get(name, []))}; {other}")
        for e in errs:
            print("     ", e)
        if dump:
            print(text)
        bad += bool(errs)
    print("units:", sum(len(u) for u in FILES.values()), "bad:", bad)
