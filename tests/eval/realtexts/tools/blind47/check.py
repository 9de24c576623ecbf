#!/usr/bin/env python3
"""Check blind set 47 (dev/ beside tools/):

* every NAME.expected.yaml parses with yaml.safe_load, has edition, lang and 5-15 units with
  canonical refs;
* every unit's title and first words occur, in the order of the units, in what a human reads in
  NAME.EXT (made per shape below, with the standard library, lxml and groff);
* every unit's full text (tools/units/NAME.yaml, written by its generator) is in that reading;
* every furniture line is in the file (raw or read) and in no unit's title or text.

What a human reads, per shape:
  .json  Teams/Graph: messages in time order (the file is newest first), deleted ones left out,
         each body's HTML as text, a quoted reply's preview and a card's text blocks after it;
  .csv   Notion: rows in the order of «Порядок» (rows without it after), cells joined;
  .xml   Confluence storage: the fragment wrapped, CDATA opened, parsed as HTML, tags dropped;
  .vtt   the cues' text, without header, STYLE, NOTE blocks, ids, timings and tags, unescaped;
  .7     groff -man -Tutf8 (no hyphenation, wide lines);
  .txt   Trac: {{{#!comment}}} blocks dropped, macros, anchors, bold/italic marks, link targets
         and '!' escapes removed;
  .eml   every text/plain part, the attached message's too (its text/html twin not shown twice);
  .mdx   the front matter's title as the page's heading, then the body less imports, JSX
         comments, '{#id}', ':::' fences and tags.
"""
import csv
import email
import glob
import html
import io
import json
import os
import re
import subprocess
import sys
from email import policy

import yaml
from lxml import html as lhtml

HERE = os.path.dirname(os.path.abspath(__file__))
DEV = os.path.join(HERE, "..", "dev")
REF_RE = re.compile(r"^\d{1,2}([A-H](\d{1,2}(\([A-Z]\)(\(\d\))?)?)?)?$")


def norm(s):
    s = s.replace("\u00a0", " ").replace("\u2010", "-")
    return re.sub(r"\s+", " ", s).strip()


def html_text(fragment):
    root = lhtml.fromstring("<div>" + fragment + "</div>")
    for br in root.iter("br"):
        br.tail = "\n" + (br.tail or "")
    for e in root.iter("p", "li", "h1", "h2", "h3", "ol", "ul", "tr"):
        e.tail = "\n" + (e.tail or "")
    return root.text_content()


def read_teams(path):
    doc = json.load(open(path, encoding="utf-8"))
    out = []
    for m in sorted(doc["value"], key=lambda m: m["createdDateTime"]):
        if m["deletedDateTime"] or m["messageType"] != "message":
            continue
        out.append(m["from"]["user"]["displayName"] + ":")
        for a in m["attachments"]:
            c = json.loads(a["content"])
            if a["contentType"] == "messageReference":
                out.append("> " + c["messagePreview"])
            else:
                out += [b.get("text", "") for b in c["body"]]
        out.append(html_text(m["body"]["content"]))
    return "\n".join(out)


def read_csv(path):
    rows = list(csv.reader(io.StringIO(open(path, encoding="utf-8-sig").read())))
    head, body = rows[0], rows[1:]
    k = head.index("Порядок")
    body.sort(key=lambda r: int(r[k]) if r[k] else 10 ** 6)
    return "\n".join(" | ".join(r) for r in [head] + body)


def read_confluence(path):
    s = open(path, encoding="utf-8").read()
    s = re.sub(r"<!\[CDATA\[(.*?)\]\]>", r"\1", s, flags=re.S)
    s = re.sub(r"<ac:parameter ac:name=\"(maxLevel|colour|all|atlassian-macro-output-type)\">.*?"
               r"</ac:parameter>", "", s)
    return html_text(s)


def read_vtt(path):
    blocks = open(path, encoding="utf-8").read().split("\n\n")
    out = []
    for b in blocks[1:]:
        lines = b.strip("\n").split("\n")
        if lines[0].startswith(("NOTE", "STYLE")):
            continue
        while lines and "-->" not in lines[0]:
            lines.pop(0)
        text = "\n".join(lines[1:])
        text = re.sub(r"<[^>]*>", "", text)
        out.append(html.unescape(text))
    return "\n".join(out)


def read_man(path):
    r = subprocess.run(["groff", "-man", "-Tutf8", "-rLL=200n", "-rHY=0", "-P-c", path],
                       capture_output=True, text=True, check=True)
    return re.sub(r".\x08", "", r.stdout)


def read_trac(path):
    s = open(path, encoding="utf-8").read().replace("\r\n", "\n")
    s = re.sub(r"\{\{\{#!comment.*?\}\}\}", "", s, flags=re.S)
    s = re.sub(r"\{\{\{#!div[^\n]*|\}\}\}|\{\{\{", "", s)
    s = re.sub(r"\[\[BR\]\]", "\n", s)
    s = re.sub(r"\[\[[^\]]*\]\]", "", s)
    s = re.sub(r"\[=#[^\]]*\]", "", s)
    s = re.sub(r"\[wiki:\S+ ([^\]]*)\]", r"\1", s)
    s = s.replace("'''", "").replace("''", "")
    s = re.sub(r"!(?=[A-Z])", "", s)
    s = re.sub(r"^=+ (.*?) =+\s*$", r"\1", s, flags=re.M)
    s = re.sub(r"\|\|=?", " ", s)
    return s


def read_eml(path):
    m = email.message_from_binary_file(open(path, "rb"), policy=policy.default)
    out = [str(m["subject"])]
    for p in m.walk():
        if p.get_content_type() == "message/rfc822":
            out.append(str(p.get_payload(0)["subject"]))
        if p.get_content_type() == "text/plain":
            out.append(p.get_content())
    return "\n".join(out)


def read_mdx(path):
    s = open(path, encoding="utf-8").read()
    fm, body = re.match(r"---\n(.*?)\n---\n(.*)", s, re.S).groups()
    title = re.search(r"^title: (.*)$", fm, re.M).group(1)
    body = re.sub(r"^import .*$", "", body, flags=re.M)
    body = re.sub(r"\{/\*.*?\*/\}", "", body, flags=re.S)
    body = re.sub(r"\{#[^}]*\}", "", body)
    body = re.sub(r"^:::(\w+)?(\[(.*?)\])?\s*$", r"\3", body, flags=re.M)
    body = re.sub(r"<[^>]*>", "", body)
    body = re.sub(r"^#+ ", "", body, flags=re.M)
    return title + "\n" + body


READERS = {".json": read_teams, ".csv": read_csv, ".xml": read_confluence, ".vtt": read_vtt,
           ".7": read_man, ".txt": read_trac, ".eml": read_eml, ".mdx": read_mdx}


def check(path):
    name, ext = os.path.splitext(os.path.basename(path))
    exp = yaml.safe_load(open(os.path.join(DEV, name + ".expected.yaml"), encoding="utf-8"))
    full = yaml.safe_load(open(os.path.join(HERE, "units", name + ".yaml"), encoding="utf-8"))
    errs = []
    for k in ("edition", "lang", "units"):
        if k not in exp:
            errs.append(f"no {k}")
    units = exp["units"]
    if not 5 <= len(units) <= 15:
        errs.append(f"{len(units)} units")
    if [u["ref"] for u in units] != [f["ref"] for f in full]:
        errs.append("refs differ from the generator's units")
    t = norm(READERS[ext](path))
    raw = norm(open(path, encoding="utf-8", errors="replace").read())
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
    for f in full:
        for key in ("title", "text"):
            if f[key] and norm(f[key]) not in t:
                errs.append(f"{f['ref']} full {key} not in the reading: {f[key][:50]!r}")
    for fu in exp.get("furniture", []):
        if norm(fu) not in raw and norm(fu) not in t:
            errs.append(f"furniture not in file: {fu!r}")
        for f in full:
            for key in ("title", "text"):
                if f[key] and norm(fu) in norm(f[key]):
                    errs.append(f"furniture {fu!r} inside unit {f['ref']}")
    return exp, errs


if __name__ == "__main__":
    files = sorted(f for f in glob.glob(os.path.join(DEV, "*"))
                   if not f.endswith(".expected.yaml"))
    bad = total = 0
    for f in files:
        exp, errs = check(f)
        total += len(exp["units"])
        print(f"{'OK ' if not errs else 'BAD'} {os.path.basename(f)}: {exp['edition']} "
              f"{exp['lang']} {len(exp['units'])} units, furniture={len(exp.get('furniture', []))}")
        for e in errs:
            print("     ", e)
        bad += bool(errs)
    print(f"files: {len(files)}, units: {total}, bad: {bad}")
    if "-v" in sys.argv:
        for f in files:
            print("=" * 30, os.path.basename(f))
            print(READERS[os.path.splitext(f)[1]](f))
