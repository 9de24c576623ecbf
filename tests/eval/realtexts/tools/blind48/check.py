#!/usr/bin/env python3
"""Extract what a reader sees from each blind48 file by simple means of
its own and verify that every expected unit's title and first words
appear, in order (plus the furniture strings, anywhere)."""
import html
import os
import plistlib
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zipfile
from html.parser import HTMLParser

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

FILES = [
    "club_notes.enex",
    "lekciya_40.odp",
    "417.msg",
    "laws1987_p46_47.hocr",
    "pravila_alto_p14.xml",
    "workflowy_export.opml",
    "pravilo20.webarchive",
    "law41_print.xps",
]


# ---------------------------------------------------------------- HTML ----
def roman(n):
    vals = [(10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    s = ""
    for v, r in vals:
        while n >= v:
            s += r
            n -= v
    return s


class HtmlText(HTMLParser):
    BLOCK = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
             "ul", "ol", "title", "en-note", "iframe", "blockquote"}
    SKIP = {"script", "style", "head"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out = []
        self.lists = []
        self.skip = 0
        self.label_pending = False

    def nl(self):
        if self.label_pending:
            return
        self.out.append("\n")

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in self.SKIP and tag != "head":
            self.skip += 1
        if tag in ("ol", "ul"):
            style = (a.get("style") or "") + " " + (a.get("type") or "")
            kind = "decimal" if tag == "ol" else "bullet"
            if "lower-alpha" in style or style.strip() == "a":
                kind = "alpha"
            elif "lower-roman" in style or style.strip() == "i":
                kind = "roman"
            start = int(a.get("start", "1"))
            self.lists.append([kind, start - 1])
            self.nl()
        elif tag == "li":
            self.label_pending = False
            self.out.append("\n")
            if self.lists:
                lst = self.lists[-1]
                lst[1] += 1
                n = lst[1]
                lab = {"decimal": "%d." % n, "alpha": chr(96 + n) + ".",
                       "roman": roman(n) + ".", "bullet": "\u2022"}[lst[0]]
                self.out.append(lab + " ")
                self.label_pending = True
        elif tag == "br":
            self.out.append("\n")
        elif tag == "en-todo":
            self.out.append("[ ] ")
        elif tag in self.BLOCK:
            self.nl()

    def handle_endtag(self, tag):
        if tag in self.SKIP and tag != "head":
            self.skip -= 1
        if tag in ("ol", "ul") and self.lists:
            self.lists.pop()
        if tag in self.BLOCK or tag == "li":
            self.label_pending = False
            self.out.append("\n")

    def handle_data(self, data):
        if self.skip:
            return
        if data.strip():
            self.label_pending = False
        self.out.append(data)

    def text(self):
        return "".join(self.out)


def html_text(s):
    p = HtmlText()
    p.feed(s)
    p.close()
    return p.text()


# ------------------------------------------------------------ extractors --
def x_enex(path):
    root = ET.parse(path).getroot()
    body, meta = [], []
    for note in root.iter("note"):
        meta.append(note.findtext("title") or "")
        for t in note.iter("tag"):
            meta.append(t.text or "")
        attrs = note.find("note-attributes")
        if attrs is not None:
            meta += [c.text or "" for c in attrs]
        body.append("== %s ==\n" % note.findtext("title"))
        body.append(html_text(note.findtext("content")))
    return "\n".join(body), "\n".join(meta)


ODF = {
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "draw": "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
    "presentation": "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
}


def q(ns, tag):
    return "{%s}%s" % (ODF[ns], tag)


def odf_para(el):
    out = [el.text or ""]
    for c in el:
        if c.tag == q("text", "s"):
            out.append(" " * int(c.get(q("text", "c"), "1")))
        elif c.tag == q("text", "tab"):
            out.append("\t")
        elif c.tag == q("text", "line-break"):
            out.append("\n")
        else:
            out.append(odf_para(c))
        out.append(c.tail or "")
    return "".join(out)


def x_odp(path):
    with zipfile.ZipFile(path) as z:
        content = ET.fromstring(z.read("content.xml"))
        meta_xml = z.read("meta.xml").decode("utf-8")
        styles = ET.fromstring(z.read("styles.xml"))
    # list styles: name -> {level: (format, suffix)}
    lstyles = {}
    for ls in content.iter(q("text", "list-style")):
        d = {}
        for lv in ls:
            if lv.tag == q("text", "list-level-style-number"):
                d[int(lv.get(q("text", "level")))] = (
                    lv.get(q("style", "num-format")) or "",
                    lv.get(q("style", "num-suffix")) or "")
        lstyles[ls.get(q("style", "name"))] = d
    out = []

    def walk(el, style=None, depth=0):
        for c in el:
            if c.tag in (q("text", "p"), q("text", "h")):
                out.append(odf_para(c) + "\n")
            elif c.tag == q("text", "list"):
                st = c.get(q("text", "style-name")) or style
                n = 0
                for item in c:
                    if item.tag != q("text", "list-item"):
                        continue
                    n += 1
                    fmt, suf = lstyles.get(st, {}).get(depth + 1, ("", ""))
                    label = (str(n) + suf + " ") if fmt == "1" else ""
                    first = True
                    for sub in item:
                        if sub.tag == q("text", "p"):
                            out.append((label if first else "") +
                                       odf_para(sub) + "\n")
                            first = False
                        elif sub.tag == q("text", "list"):
                            walk([sub], st, depth + 1)
            elif c.tag == q("presentation", "notes"):
                out.append("[notes] ")
                walk(c, style, depth)
            else:
                walk(c, style, depth)

    decl = " ".join(d.text or "" for d in
                    content.iter(q("presentation", "footer-decl")))
    for pg in content.iter(q("draw", "page")):
        out.append("--- slide %s ---\n" % pg.get(q("draw", "name")))
        walk(pg)
        out.append("[footer] %s\n" % decl)
    return "".join(out), re.sub(r"<[^>]+>", " ", meta_xml) + decl


def x_msg(path):
    data = open(path, "rb").read()
    frm, to, subj, date = (data[0:36], data[36:72], data[72:144],
                           data[144:164])

    def z(b):
        return b.split(b"\0", 1)[0].decode("cp866")
    body = data[190:].split(b"\0", 1)[0]
    # NB: 0x8D is NOT treated as a soft CR - in CP866 it is the letter 'Н'
    text = body.decode("cp866").replace("\r\n", "\r").replace("\n", "")
    lines = [l for l in text.split("\r")]
    kl = [l for l in lines if l.startswith("\x01")]
    visible = [l for l in lines if not l.startswith("\x01")]
    meta = "From: %s\nTo: %s\nSubj: %s\nDate: %s\n%s" % (
        z(frm), z(to), z(subj), z(date), "\n".join(kl))
    return "\n".join(visible), meta


class HocrText(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines, self.cur, self.inword = [], None, False
        self.depth_line = None
        self.stack = []
        self.meta = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class", "")
        self.stack.append(cls)
        if tag == "meta":
            self.meta.append(a.get("content", ""))
            self.stack.pop()
        if cls == "ocr_line":
            self.cur = []
        elif cls == "ocrx_word":
            self.inword = True
            self.cur.append("")
        elif cls == "ocr_page":
            self.lines.append("--- %s ---" % a.get("title", ""))

    def handle_endtag(self, tag):
        cls = self.stack.pop() if self.stack else ""
        if cls == "ocrx_word":
            self.inword = False
        elif cls == "ocr_line":
            self.lines.append(" ".join(self.cur))
            self.cur = None

    def handle_data(self, d):
        if self.inword:
            self.cur[-1] += d


def x_hocr(path):
    p = HocrText()
    p.feed(open(path, encoding="utf-8").read())
    return "\n".join(p.lines), "\n".join(p.meta)


ALTO = "{http://www.loc.gov/standards/alto/ns-v3#}"


def x_alto(path):
    root = ET.parse(path).getroot()
    out = []

    def lines_of(el):
        for tl in el.iter(ALTO + "TextLine"):
            s = []
            for c in tl:
                if c.tag == ALTO + "String":
                    st = c.get("SUBS_TYPE")
                    if st == "HypPart1":
                        s.append(c.get("SUBS_CONTENT"))
                    elif st == "HypPart2":
                        continue
                    else:
                        s.append(c.get("CONTENT"))
                elif c.tag == ALTO + "SP":
                    s.append(" ")
            out.append("".join(s))

    for page in root.iter(ALTO + "Page"):
        out.append("--- page %s ---" % page.get("PRINTED_IMG_NR"))
        # visual order: top margin, print space, bottom margin
        for part in ("TopMargin", "PrintSpace", "BottomMargin"):
            for el in page.findall(ALTO + part):
                lines_of(el)
    desc = root.find(ALTO + "Description")
    meta = " ".join(t.strip() for t in desc.itertext() if t.strip())
    return "\n".join(out), meta


def x_opml(path):
    root = ET.parse(path).getroot()
    out = []

    def walk(el, depth):
        for o in el.findall("outline"):
            t = re.sub(r"<[^>]+>", "", html.unescape(o.get("text", "")))
            done = " [done]" if o.get("_complete") == "true" else ""
            out.append("  " * depth + "- " + t + done)
            if o.get("_note"):
                for nl in o.get("_note").split("\n"):
                    out.append("  " * depth + "  " + nl)
            walk(o, depth + 1)

    walk(root.find("body"), 0)
    head = " ".join(t.strip() for t in root.find("head").itertext())
    return "\n".join(out), head


def x_webarchive(path):
    with open(path, "rb") as f:
        assert f.read(8) == b"bplist00"
        f.seek(0)
        arch = plistlib.load(f)

    def res_text(r):
        enc = r.get("WebResourceTextEncodingName") or "utf-8"
        return html_text(r["WebResourceData"].decode(enc))

    out = [res_text(arch["WebMainResource"])]
    for sub in arch.get("WebSubframeArchives", []):
        out.append("--- frame %s ---" % sub["WebMainResource"]
                   ["WebResourceURL"])
        out.append(res_text(sub["WebMainResource"]))
    return "\n".join(out), arch["WebMainResource"]["WebResourceURL"]


XPS = "{http://schemas.microsoft.com/xps/2005/06}"


def x_xps(path):
    out = []
    with zipfile.ZipFile(path) as z:
        seq = ET.fromstring(z.read("FixedDocSeq.fdseq"))
        for dref in seq.iter(XPS + "DocumentReference"):
            doc = ET.fromstring(z.read(dref.get("Source").lstrip("/")))
            for pc in doc.iter(XPS + "PageContent"):
                page = ET.fromstring(z.read(pc.get("Source").lstrip("/")))
                runs = []
                for g in page.iter(XPS + "Glyphs"):
                    s = g.get("UnicodeString")
                    if s.startswith("{}"):
                        s = s[2:]
                    runs.append((round(float(g.get("OriginY")), 1),
                                 float(g.get("OriginX")), s))
                runs.sort()
                out.append("--- %s ---" % pc.get("Source"))
                line, ly = "", None
                for y, x, s in runs:
                    if ly is not None and y != ly:
                        out.append(line)
                        line = ""
                    if line and not line.endswith(" ") and \
                            not s.startswith(" ") and \
                            not re.match(r"[,.;:]", s):
                        line += " "
                    line += s
                    ly = y
                out.append(line)
        meta = re.sub(r"<[^>]+>", " ",
                      z.read("docProps/core.xml").decode("utf-8"))
    return "\n".join(out), meta


EXTRACT = {".enex": x_enex, ".odp": x_odp, ".msg": x_msg, ".hocr": x_hocr,
           ".xml": x_alto, ".opml": x_opml, ".webarchive": x_webarchive,
           ".xps": x_xps}


# --------------------------------------------------------------- checks ---
def norm(s):
    return re.sub(r"\s+", " ", s.replace("\u00a0", " ")).strip()


REF = re.compile(r"^(\d+)([A-H](\d+)?(\([A-Z]\)(\(\d+\))?)?)?$")


def check(fname, verbose=False):
    base, ext = os.path.splitext(fname)
    exp = yaml.safe_load(open(os.path.join(HERE, base + ".expected.yaml"),
                              encoding="utf-8"))
    body, meta = EXTRACT[ext](os.path.join(HERE, fname))
    if verbose:
        print(body)
    text = norm(body)
    errors = []
    pos = 0
    laws = {}
    for u in exp["units"]:
        ref = u["ref"]
        if not REF.match(ref):
            errors.append("bad ref %s" % ref)
        laws.setdefault(re.match(r"\d+", ref).group(), []).append(ref)
        for key in ("title", "text"):
            want = u.get(key)
            if not want:
                continue
            if key == "text":
                n = len(want.split())
                if not 6 <= n <= 12:
                    errors.append("%s: text has %d words" % (ref, n))
            i = text.find(norm(want), pos)
            if i < 0:
                errors.append("%s: %s not found in order: %r"
                              % (ref, key, want))
            else:
                pos = i + len(norm(want))
    for law, refs in laws.items():
        if not 8 <= len(refs) <= 14:
            errors.append("law %s has %d units" % (law, len(refs)))
        if len(refs) != len(set(refs)):
            errors.append("law %s has duplicate refs" % law)
    allt = text + " " + norm(meta)
    for f in exp.get("furniture") or []:
        if norm(f) not in allt:
            errors.append("furniture not found: %r" % f)
    return errors, len(exp["units"]), sorted(laws, key=int)


def main():
    verbose = "-v" in sys.argv
    only = [a for a in sys.argv[1:] if not a.startswith("-")]
    bad = 0
    for f in FILES:
        if only and f not in only:
            continue
        errs, n, laws = check(f, verbose)
        status = "PASS" if not errs else "FAIL"
        print("%-26s %s  %2d units  laws %s" % (f, status, n,
                                                ",".join(laws)))
        for e in errs:
            print("    " + e)
        bad += bool(errs)
    print("all passed" if not bad else "%d file(s) failed" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
