#!/usr/bin/env python3
"""Independent check of the blind test files in this directory.

For every NAME.expected.yaml it finds NAME.<ext>, extracts what a reader sees by simple
means of its own (one small extractor per shape), and verifies that every expected unit's
marker, title and first words appear in reading order, and that the furniture strings
appear somewhere in the file's visible text.  Standard library + PyYAML only.
"""
import glob, os, posixpath, plistlib, re, sys, unicodedata, zipfile
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def norm(s):
    s = unicodedata.normalize("NFC", s)
    s = s.replace("\u00ad", "").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def roman(n):
    vals = [(10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    out = ""
    for v, r in vals:
        while n >= v:
            out += r
            n -= v
    return out


RU_LOWER = "абвгдежзиклмнопрстуфхцчшщыэюя"  # LibreOffice's Russian letter numbering


def label(fmt, n):
    if fmt in ("1", "decimal"):
        return str(n)
    if fmt in ("a", "lower-alpha", "lower-latin"):
        return chr(96 + n)
    if fmt in ("A", "upper-alpha"):
        return chr(64 + n)
    if fmt in ("i", "lower-roman"):
        return roman(n)
    if fmt in ("I", "upper-roman"):
        return roman(n).upper()
    if fmt.startswith("а, б"):
        return RU_LOWER[n - 1]
    return "•"


# ----------------------------------------------------------------- HTML-ish text
VOID = {"br", "hr", "img", "meta", "link", "col", "input", "area", "base", "wbr", "source"}
BLOCK = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "tr", "table", "ol", "ul",
         "hr", "header", "footer", "nav", "main", "section", "body", "en-note", "blockquote"}
SKIP = {"script", "style", "head", "title", "en-crypt", "noscript"}


class HTMLText(HTMLParser):
    def __init__(self, css=""):
        super().__init__(convert_charrefs=True)
        self.hidden_classes = set(re.findall(r"\.([\w-]+)\s*\{[^}]*display\s*:\s*none", css))
        self.list_classes = dict(re.findall(r"ol\.([\w-]+)\s*\{[^}]*list-style-type\s*:\s*([\w-]+)", css))
        self.out, self.skip, self.lists = [], 0, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if self.skip:
            if tag not in VOID:
                self.skip += 1
            return
        style = (a.get("style") or "").replace(" ", "")
        classes = (a.get("class") or "").split()
        hidden = "hidden" in a or "display:none" in style or any(c in self.hidden_classes for c in classes)
        if tag in SKIP or hidden:
            if tag == "en-crypt":
                self.out.append(" [encrypted text] ")
            if tag not in VOID:
                self.skip = 1
            return
        if tag in BLOCK or tag == "br":
            self.out.append("\n")
        if tag == "td":
            self.out.append(" ")
        if tag == "ol":
            fmt = a.get("type") or next((self.list_classes[c] for c in classes if c in self.list_classes), "1")
            self.lists.append([fmt, int(a.get("start", "1")) - 1])
        elif tag == "ul":
            self.lists.append(["disc", 0])
        elif tag == "li" and self.lists:
            lst = self.lists[-1]
            lst[1] += 1
            lab = label(lst[0], lst[1])
            self.out.append(lab + (". " if lab != "•" else " "))
        elif tag == "en-todo":
            self.out.append("☑ " if a.get("checked") == "true" else "☐ ")
        elif tag == "en-media":
            self.out.append(" [image] ")
        elif tag == "iframe":
            self.out.append("\x00FRAME\x00")

    def handle_endtag(self, tag):
        if self.skip:
            if tag not in VOID:
                self.skip -= 1
            return
        if tag in ("ol", "ul") and self.lists:
            self.lists.pop()
        if tag in BLOCK:
            self.out.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.out.append(data)


def html_text(src):
    css = " ".join(re.findall(r"<style[^>]*>(.*?)</style>", src, re.S | re.I))
    p = HTMLText(css)
    p.feed(src)
    p.close()
    return "".join(p.out)


# ----------------------------------------------------------------- extractors
def ex_webarchive(path):
    with open(path, "rb") as f:
        arc = plistlib.load(f)

    def render(a):
        r = a["WebMainResource"]
        enc = r.get("WebResourceTextEncodingName", "utf-8")
        t = html_text(r["WebResourceData"].decode(enc))
        for sub in a.get("WebSubframeArchives", []):
            t = t.replace("\x00FRAME\x00", "\n" + render(sub) + "\n", 1)
        return t
    t = render(arc)
    return t, t


def ex_msg(path):
    data = open(path, "rb").read()
    body = data[190:].split(b"\x00")[0].decode("cp866")  # 0x8D is 'Н', not a soft CR
    lines = body.split("\r")
    reading = [l for l in lines if not l.startswith("\x01") and not l.startswith("SEEN-BY:")]
    return "\n".join(reading), "\n".join(l.lstrip("\x01") for l in lines)


def ex_opml(path):
    root = ET.parse(path).getroot()
    out = []
    for o in root.iter("outline"):
        out.append(html_text(o.get("text", "")))
        if o.get("_note"):
            out.append(html_text(o.get("_note")))
    t = "\n".join(out)
    return t, t


def ex_enex(path):
    root = ET.parse(path).getroot()
    out, extra = [], []
    for note in root.findall("note"):
        out.append(note.findtext("title", ""))
        out.append(html_text(note.findtext("content", "")))
        extra += [t.text or "" for t in note.findall("tag")]
    t = "\n".join(out)
    return t, t + "\n" + "\n".join(extra)


ODF = {
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "draw": "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "svg": "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0",
    "presentation": "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0",
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
}


def q(p, n):
    return "{%s}%s" % (ODF[p], n)


def ex_odp(path):
    z = zipfile.ZipFile(path)
    root = ET.fromstring(z.read("content.xml"))
    styles_root = ET.fromstring(z.read("styles.xml"))
    hidden = set()
    liststyles = {}
    for st in root.iter(q("style", "style")):
        for pp in st.findall(q("style", "drawing-page-properties")):
            if pp.get(q("presentation", "visibility")) == "hidden":
                hidden.add(st.get(q("style", "name")))
    for ls in root.iter(q("text", "list-style")):
        lv = {}
        for lvl in ls.findall(q("text", "list-level-style-number")):
            lv[int(lvl.get(q("text", "level")))] = (lvl.get(q("style", "num-format"), "1"),
                                                   lvl.get(q("style", "num-suffix"), ""))
        liststyles[ls.get(q("style", "name"))] = lv

    def para(p):
        s = p.text or ""
        for c in p:
            if c.tag == q("text", "s"):
                s += " " * int(c.get(q("text", "c"), "1"))
            elif c.tag == q("text", "tab"):
                s += "\t"
            elif c.tag == q("text", "line-break"):
                s += "\n"
            else:
                s += para(c)
            s += c.tail or ""
        return s

    def textbox(el, style=None, level=0, out=None):
        for c in el:
            if c.tag in (q("text", "p"), q("text", "h")):
                out.append(para(c))
            elif c.tag == q("text", "list"):
                st = c.get(q("text", "style-name")) or style
                n = 0
                for item in c.findall(q("text", "list-item")):
                    sv = item.get(q("text", "start-value"))
                    n = int(sv) if sv else n + 1
                    fmt, suf = liststyles.get(st, {}).get(level + 1, ("", ""))
                    first = True
                    for ic in item:
                        if ic.tag == q("text", "p") and first:
                            out.append((label(fmt, n) + suf + " " if fmt else "") + para(ic))
                            first = False
                        else:
                            textbox([ic], st, level + 1, out)
        return out

    reading, allt = [], []
    for pg in root.iter(q("draw", "page")):
        frames = []
        for fr in pg.findall(q("draw", "frame")):
            y = float(re.sub(r"[a-z]+$", "", fr.get(q("svg", "y"), "0")))
            tb = fr.find(q("draw", "text-box"))
            if tb is not None:
                frames.append((y, "\n".join(textbox(tb, out=[]))))
        frames.sort(key=lambda f: f[0])
        txt = "\n".join(t for _, t in frames)
        if pg.get(q("draw", "style-name")) not in hidden:
            reading.append(txt)
        notes = pg.find(q("presentation", "notes"))
        if notes is not None:
            allt.append("\n".join(para(p) for p in notes.iter(q("text", "p"))))
    for fd in root.iter(q("presentation", "footer-decl")):
        allt.append(fd.text or "")
    for p in styles_root.iter(q("text", "p")):
        allt.append(para(p))
    t = "\n".join(reading)
    return t, t + "\n" + "\n".join(allt)


def ex_xps(path):
    z = zipfile.ZipFile(path)
    nm = lambda p: posixpath.normpath(p).lstrip("/")
    rels = ET.fromstring(z.read("_rels/.rels"))
    seq = next(r.get("Target") for r in rels if r.get("Type").endswith("/fixedrepresentation"))
    seq = nm(seq)

    def mat(s):
        return tuple(float(v) for v in s.split(","))

    def mul(p, c):
        pa, pb, pc, pd, pe, pf = p
        ca, cb, cc, cd, ce, cf = c
        return (pa * ca + pc * cb, pb * ca + pd * cb, pa * cc + pc * cd, pb * cc + pd * cd,
                pa * ce + pc * cf + pe, pb * ce + pd * cf + pf)

    lines_out = []
    sroot = ET.fromstring(z.read(seq))
    for dref in sroot:
        dpath = nm(posixpath.join(posixpath.dirname(seq), dref.get("Source")))
        droot = ET.fromstring(z.read(dpath))
        for pc in droot:
            if not pc.tag.endswith("PageContent"):
                continue
            ppath = nm(posixpath.join(posixpath.dirname(dpath), pc.get("Source")))
            runs = []

            def walk(el, m):
                for c in el:
                    tag = c.tag.split("}")[1]
                    cm = m
                    if c.get("RenderTransform"):
                        cm = mul(m, mat(c.get("RenderTransform")))
                    if tag == "Glyphs":
                        us = c.get("UnicodeString")
                        if us:
                            if us.startswith("{}"):
                                us = us[2:]
                            x, y = float(c.get("OriginX")), float(c.get("OriginY"))
                            a, b, cc, d, e, f = cm
                            runs.append((a * x + cc * y + e, b * x + d * y + f, us))
                    elif tag == "Canvas":
                        walk(c, cm)
            walk(ET.fromstring(z.read(ppath)), (1, 0, 0, 1, 0, 0))
            bylines = {}
            for x, y, t in runs:
                bylines.setdefault(round(y), []).append((x, t))
            for y in sorted(bylines):
                lines_out.append(" ".join(t for _, t in sorted(bylines[y])))
    t = "\n".join(lines_out)
    return t, t


def ex_hocr(path):
    root = ET.parse(path).getroot()
    out = []

    def cls(e):
        return (e.get("class") or "").split()
    for par in root.iter():
        if "ocr_par" not in cls(par):
            continue
        lines = []
        for ln in par.iter():
            if "ocr_line" in cls(ln):
                words = ["".join(w.itertext()) for w in ln.iter() if "ocrx_word" in cls(w)]
                lines.append(" ".join(words))
        text = ""
        for ln in lines:
            if text.endswith("-") and ln[:1].islower():
                text = text[:-1] + ln
            else:
                text = (text + " " + ln).strip()
        out.append(text)
    t = "\n".join(out)
    return t, t


def ex_alto(path):
    root = ET.parse(path).getroot()
    strip = lambda e: e.tag.split("}")[-1]
    order = {}
    for e in root.iter():
        if strip(e) == "ElementRef":
            order[e.get("REF")] = len(order)

    def block_text(tb):
        lines = []
        for tl in tb.iter():
            if strip(tl) != "TextLine":
                continue
            s = ""
            for c in tl:
                k = strip(c)
                if k == "String":
                    s += c.get("CONTENT")
                elif k == "SP":
                    s += " "
            lines.append(s)
        return " ".join(lines)  # HYP elements are skipped; dehyph_alto rejoins the parts

    reading, allt = [], []
    for page in (e for e in root.iter() if strip(e) == "Page"):
        ps_blocks = []
        for region in page:
            blocks = [b for b in region.iter() if strip(b) == "TextBlock"]
            if strip(region) == "PrintSpace":
                ps_blocks = blocks
            else:
                allt += [block_text(b) for b in blocks]
        idx = {id(b): i for i, b in enumerate(ps_blocks)}
        ps_blocks.sort(key=lambda b: (order.get(b.get("ID"), 10**6), idx[id(b)]))
        reading += [block_text(b) for b in ps_blocks]
    # dehyphenate: HypPart1 CONTENT + HypPart2 CONTENT across the line join
    t = "\n".join(reading)
    t = dehyph_alto(root, t)
    return t, t + "\n" + "\n".join(allt)


def dehyph_alto(root, t):
    for s in root.iter():
        if s.tag.endswith("String") and s.get("SUBS_TYPE") == "HypPart1":
            part1 = s.get("CONTENT")
            # find the HypPart2 partner that shares the SUBS_CONTENT
            full = s.get("SUBS_CONTENT")
            part2 = next(x.get("CONTENT") for x in root.iter() if x.tag.endswith("String")
                         and x.get("SUBS_TYPE") == "HypPart2" and x.get("SUBS_CONTENT") == full)
            t = t.replace(part1 + " " + part2, part1 + part2, 1)
    return t


EXTRACT = {".webarchive": ex_webarchive, ".MSG": ex_msg, ".opml": ex_opml, ".enex": ex_enex,
           ".odp": ex_odp, ".xps": ex_xps, ".hocr": ex_hocr, ".xml": ex_alto}

# ----------------------------------------------------------------- checking
LAT = "ABCDEFGH"
CYR_UP = "АБВГДЕЖЗ"
CYR_LO = "абвгдежз"
HOMO = {"А": "A", "В": "B", "Е": "E", "а": "a", "е": "e"}
REF = re.compile(r"^(\d+)([A-H])?(\d+)?(?:\(([A-Z])\))?(?:\((\d+)\))?$")


def marker_re(ref):
    m = REF.match(ref)
    if not m:
        raise ValueError("bad ref " + ref)
    law, sec, sub, item, subitem = m.groups()
    if subitem:
        return r"(?<!\w)\(?%s[.)]" % roman(int(subitem))
    if item:
        k = ord(item) - 65
        chars = {LAT[k].lower(), CYR_LO[k], HOMO.get(CYR_LO[k], CYR_LO[k])}
        return r"(?<!\w)\(?[%s][.)]" % "".join(sorted(chars))
    if sub:
        return r"(?<![\w.])%s[.)]" % sub
    if sec:
        k = ord(sec) - 65
        chars = {LAT[k], CYR_UP[k], HOMO.get(CYR_UP[k], CYR_UP[k])}
        return r"(?<!\w)[%s]\." % "".join(sorted(chars))
    return r"(?<!\d)%s(?!\d)" % law


def check(exp_path):
    name = os.path.basename(exp_path)[: -len(".expected.yaml")]
    cands = [p for p in glob.glob(os.path.join(HERE, name + ".*")) if not p.endswith(".expected.yaml")]
    assert len(cands) == 1, cands
    path = cands[0]
    ext = os.path.splitext(path)[1]
    exp = yaml.safe_load(open(exp_path, encoding="utf-8"))
    errs = []
    if exp.get("edition") not in (1987, 1997, 2007, 2017):
        errs.append("edition")
    if exp.get("lang") not in ("en", "ru"):
        errs.append("lang")
    units = exp["units"]
    if not 8 <= len(units) <= 14:
        errs.append("unit count %d" % len(units))
    reading, allt = EXTRACT[ext](path)
    reading, allt = norm(reading), norm(allt)
    pos = 0
    for u in units:
        ref = u["ref"]
        if "text" in u and not 6 <= len(u["text"].split()) <= 12:
            errs.append("%s: text has %d words" % (ref, len(u["text"].split())))
        found = None
        for mm in re.compile(marker_re(ref)).finditer(reading, pos):
            p, ok = mm.end(), True
            gap = 60
            for key in ("title", "text"):
                val = u.get(key)
                if not val:
                    continue
                i = reading.find(norm(val), p)
                if i < 0 or i - p > gap:
                    ok = False
                    break
                p = i + len(norm(val))
                gap = 220
            if ok:
                found = p
                break
        if found is None:
            errs.append("%s: marker+title+text not found in order after offset %d" % (ref, pos))
            continue
        pos = found
    for f in exp.get("furniture", []) or []:
        if norm(f) not in allt:
            errs.append("furniture %r missing" % f)
    return path, len(units), errs


def main():
    exps = sorted(glob.glob(os.path.join(HERE, "*.expected.yaml")))
    bad = 0
    for e in exps:
        path, n, errs = check(e)
        status = "PASS" if not errs else "FAIL"
        print("%-4s %-32s %2d units" % (status, os.path.basename(path), n))
        for x in errs:
            print("      ", x)
        bad += bool(errs)
    print("%d files, %d failed" % (len(exps), bad))
    sys.exit(1 if bad or not exps else 0)


if __name__ == "__main__":
    main()
