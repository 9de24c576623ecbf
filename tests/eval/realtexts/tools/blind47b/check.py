#!/usr/bin/env python3
"""Check the blind set 47b in ../dev (or the directory given):

* every NAME.expected.yaml parses (yaml.safe_load), has edition, lang, 6-14 units, canonical refs;
* every unit's title and first words occur, in the units' order, in what a human reads in
  NAME.EXT (each searched after the previous find);
* every furniture line occurs in the file (raw, decoded, or as a reader sees it) and inside no
  expected title or text.

What a reader sees, per shape (standard library, PyYAML, and groff for the man page):
.vtt  cue text only (no header, STYLE, NOTE, identifiers, timings), tags and timestamps removed;
.srt  Windows-1251 decoded, cue text only, <i>/<font> and {\\an8} removed;
.mdx  the front matter's title (the page's H1), then the body without imports/exports, JSX
      comments, heading ids and tags; an admonition's bracketed title kept;
.7    `groff -man -Tutf8` rendered, overstrikes removed (col -b);
.csv  the rows sorted by «Порядок» (no order: last), each row's code, title and text;
.eml  every text/plain part decoded (the attached message's too), with the attached message's
      Subject and From;
.xml  Confluence storage: macro parameters and a hidden excerpt removed, CDATA unwrapped, tags
      stripped, entities decoded;
.txt  BBCode: [s]…[/s] removed with its words, the other tags stripped."""
import csv
import email
import glob
import html
import io
import os
import re
import subprocess
import sys
from email import policy

import yaml

BASE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "dev")
REF_RE = re.compile(r"^\d{1,2}([A-H](\d{1,2}(\([A-Z]\)(\(\d\))?)?)?)?$")


def norm(s):
    s = s.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", s).strip()


def strip_tags(s):
    return re.sub(r"<[^>]+>", "", s)


def read_vtt(path):
    raw = open(path, encoding="utf-8").read()
    blocks = re.split(r"\n\s*\n", raw.strip())
    out = []
    for b in blocks[1:]:
        lines = b.split("\n")
        if lines[0].startswith(("NOTE", "STYLE", "REGION")):
            continue
        i = next((k for k, ln in enumerate(lines) if "-->" in ln), None)
        if i is None:
            continue
        out.append(html.unescape(strip_tags("\n".join(lines[i + 1:]))))
    return "\n".join(out), raw


def read_srt(path):
    raw = open(path, "rb").read().decode("cp1251").replace("\r\n", "\n")
    out = []
    for b in re.split(r"\n\s*\n", raw.strip()):
        lines = b.split("\n")
        assert lines[0].isdigit() and "-->" in lines[1], lines
        t = "\n".join(lines[2:])
        t = re.sub(r"\{\\[^}]*\}", "", strip_tags(t))
        out.append(t)
    return "\n".join(out), raw


def read_mdx(path):
    raw = open(path, encoding="utf-8").read()
    m = re.match(r"---\n(.*?)\n---\n", raw, re.S)
    fm = yaml.safe_load(m.group(1))
    body = raw[m.end():]
    body = re.sub(r"\{/\*.*?\*/\}", "", body, flags=re.S)
    body = re.sub(r"^import .*$", "", body, flags=re.M)
    body = re.sub(r"^export .*?(?=\n\s*\n)", "", body, flags=re.M | re.S)
    body = re.sub(r"\s*\{#[\w-]+\}", "", body)
    body = re.sub(r"^:::\w*(\[(.*)\])?\s*$", r"\2", body, flags=re.M)
    body = re.sub(r"^#+ ", "", body, flags=re.M)
    body = strip_tags(body).replace("**", "")
    body = re.sub(r"^\s*- ", "", body, flags=re.M)
    return fm["title"] + "\n" + body, raw


def read_man(path):
    r = subprocess.run(["groff", "-man", "-Tutf8", path], capture_output=True, check=True)
    txt = subprocess.run(["col", "-b"], input=r.stdout, capture_output=True, check=True).stdout
    txt = txt.decode("utf-8")
    return txt, txt + "\n" + open(path, encoding="utf-8").read()


def read_csv(path):
    raw = open(path, encoding="utf-8-sig", newline="").read()
    rows = list(csv.DictReader(io.StringIO(raw)))
    rows.sort(key=lambda r: float(r["Порядок"]) if r["Порядок"] else 1e9)
    out = []
    for r in rows:
        out.append(" ".join(x for x in (r["Код"], r["Заголовок"], r["Текст"]) if x))
    return "\n".join(out), raw


def read_eml(path):
    msg = email.message_from_binary_file(open(path, "rb"), policy=policy.default)
    out = []
    for part in msg.walk():
        ct = part.get_content_type()
        if ct == "message/rfc822":
            inner = part.get_payload()[0]
            out.append(f"From: {inner['From']}\nSubject: {inner['Subject']}")
        elif ct == "text/plain":
            out.append(part.get_content())
    raw = open(path, "rb").read().decode("ascii")
    return "\n".join(out), raw + f"\nSubject: {msg['Subject']}"


def read_confluence(path):
    raw = open(path, encoding="utf-8").read()
    t = re.sub(r'<ac:structured-macro ac:name="excerpt"[^>]*>(?=(?:(?!</ac:structured-macro>).)*'
               r'<ac:parameter ac:name="hidden">true</ac:parameter>).*?</ac:structured-macro>', "",
               raw, flags=re.S)
    t = re.sub(r"<ac:parameter\b[^>]*>.*?</ac:parameter>", "", t, flags=re.S)
    t = re.sub(r"<ac:task-(id|uuid|status)>.*?</ac:task-\1>", "", t, flags=re.S)
    t = re.sub(r"<!\[CDATA\[(.*?)\]\]>", r"\1", t, flags=re.S)
    t = re.sub(r"</?(p|h\d|li|tr|th|td|ol|ul|ac:task)\b[^>]*>", "\n", t)
    t = html.unescape(strip_tags(t))
    # the status macro's title is shown as its lozenge
    t = t.replace("\n\n", "\n")
    shown = t + "\nAPPROVED"
    return shown, raw + "\n" + html.unescape(raw)


def read_bbcode(path):
    raw = open(path, encoding="utf-8").read()
    t = re.sub(r"\[s\].*?\[/s\]", "", raw, flags=re.S)
    t = re.sub(r"\[/?[a-z*]+(=[^\]]*)?( [^\]]*)?\]", "", t)
    return t, raw


READERS = {".vtt": read_vtt, ".srt": read_srt, ".mdx": read_mdx, ".7": read_man, ".csv": read_csv,
           ".eml": read_eml, ".xml": read_confluence, ".txt": read_bbcode}


def check(path):
    ext = os.path.splitext(path)[1]
    base = path[: -len(ext)]
    exp = yaml.safe_load(open(base + ".expected.yaml", encoding="utf-8"))
    errs = []
    for k in ("edition", "lang", "units"):
        if k not in exp:
            errs.append(f"no {k}")
    shown, raw = READERS[ext](path)
    t = norm(shown)
    units = exp["units"]
    if not 6 <= len(units) <= 14:
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
    furn = exp.get("furniture", [])
    where = norm(raw) + "\n" + t
    for f in furn:
        if norm(f) not in where:
            errs.append(f"furniture not in file: {f!r}")
        for u in units:
            for key in ("title", "text"):
                v = u.get(key)
                if v and norm(f) in norm(v):
                    errs.append(f"furniture {f!r} inside {u['ref']} {key}")
    return exp, errs, len(furn)


if __name__ == "__main__":
    files = sorted(f for f in glob.glob(os.path.join(BASE, "*")) if not f.endswith(".expected.yaml"))
    nu = nf = bad = 0
    for f in files:
        exp, errs, k = check(f)
        nu += len(exp["units"])
        nf += k
        print(f"{'OK ' if not errs else 'BAD'} {os.path.basename(f)}: {exp['edition']} {exp['lang']} "
              f"{len(exp['units'])} units, furniture {k}")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print(f"{len(files)} files, {nu} units, {nf} furniture lines, bad: {bad}")
