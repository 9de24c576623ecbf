#!/usr/bin/env python3
"""Check the blind set in the directory above (or the one given):

* every NAME.expected.yaml parses with yaml.safe_load and has edition, lang, units;
* every unit's title and first words occur in what a human reads in NAME.EXT, in the
  order of the units (each searched after the previous unit's place);
* every furniture line occurs somewhere in the file's readable strings.

"What a human reads" is made per shape, with the standard library (and PyYAML):
Slack's messages' "text" (entities undone), the visible path of a ChatGPT
conversation, Word 2003 XML paragraphs with the list numbers Word drew (wx:t),
the mbox's bodies (">From " undone), HTML without tags, script and style, and
Markdown / Textile without their marks.  Prints a count."""
import html
import json
import mailbox
import os
import re
import sys
import xml.etree.ElementTree as ET

import yaml

BASE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

W = "{http://schemas.microsoft.com/office/word/2003/wordml}"
WX = "{http://schemas.microsoft.com/office/word/2003/auxHint}"
AML = "{http://schemas.microsoft.com/aml/2001/core}"


def norm(s):
    s = s.replace("\u00a0", " ")
    s = re.sub(r"[*]", "", s)
    s = re.sub(r"\s+", " ", s)
    return s.strip().casefold()


def all_strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from all_strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from all_strings(v)


def read_json(path):
    data = json.load(open(path, encoding="utf-8"))
    strings = "\n".join(all_strings(data))
    if data and "mapping" in data[0]:           # ChatGPT conversations.json
        out = []
        for conv in data:
            out.append(conv["title"])
            path_ids = []
            nid = conv["current_node"]
            while nid:
                path_ids.append(nid)
                nid = conv["mapping"][nid]["parent"]
            for nid in reversed(path_ids):
                m = conv["mapping"][nid]["message"]
                if not m or m["metadata"].get("is_visually_hidden_from_conversation"):
                    continue
                out.extend(p for p in m["content"]["parts"] if isinstance(p, str))
        return "\n".join(out), strings
    out = []                                      # Slack day file
    for m in data:
        out.append(html.unescape(m.get("text", "")))
        if "user_profile" in m:
            out.append(m["user_profile"]["real_name"])
    return "\n".join(out), strings


def read_wordml(path):
    root = ET.parse(path).getroot()
    body = root.find(W + "body")
    parts = []

    # body paragraphs, without footnote / comment paragraphs
    inner = set()
    for holder in list(body.iter(W + "footnote")) + list(body.iter(AML + "annotation")):
        for p in holder.iter(W + "p"):
            inner.add(p)
    for p in body.iter(W + "p"):
        if p in inner:
            continue
        # text of this paragraph without the nested footnote/comment texts
        nested = set()
        for holder in list(p.iter(W + "footnote")) + list(p.iter(AML + "annotation")):
            nested.update(holder.iter(W + "t"))
        hint = p.find("./" + W + "pPr/" + W + "listPr/" + WX + "t")
        s = "".join(t.text or "" for t in p.iter(W + "t") if t not in nested)
        if hint is not None:
            s = hint.get(WX + "val") + " " + s
        parts.append(s)
    notes = []
    for holder in list(body.iter(W + "footnote")) + list(body.iter(AML + "annotation")):
        notes.append("".join(t.text or "" for t in holder.iter(W + "t")))
    everything = "\n".join(parts + notes)
    return "\n".join(parts), everything


def read_mbox(path):
    out = []
    for msg in mailbox.mbox(path):
        payload = msg.get_payload(decode=True).decode(msg.get_content_charset() or "utf-8")
        payload = re.sub(r"(?m)^>From ", "From ", payload)
        out.append(payload)
    text = "\n".join(out)
    return text, text + open(path, encoding="utf-8").read()


def read_html(path):
    s = open(path, encoding="utf-8").read()
    s = re.sub(r"(?is)<(script|style|svg)\b.*?</\1>", " ", s)
    s = re.sub(r"(?is)<head>.*?<title>", "<title>", s)
    s = re.sub(r"<!--.*?-->", "", s)
    s = re.sub(r"<[^>]+>", " ", s)
    s = html.unescape(s)
    return s, s


def read_markup(path):
    s = open(path, encoding="utf-8").read()
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)           # [text](target)
    s = re.sub(r'"([^"]+)":\S+', r"\1", s)                    # textile "text":url
    s = re.sub(r"\{#[^}]*\}", "", s)                          # {#heading-id}
    s = re.sub(r"\\([^\w\s])", r"\1", s)                      # markdown escapes
    s = s.replace("==", "")
    s = re.sub(r"(?m)^(h\d\.|fn\d+\.|bq\.|p\([^)]*\)\.|#+\*?|\s*[-*] \[[ x]\])\s*", "", s)
    return s, s


def readable(path):
    ext = path.rsplit(".", 1)[1]
    if ext == "json":
        return read_json(path)
    if ext == "xml":
        return read_wordml(path)
    if ext == "mbox":
        return read_mbox(path)
    if ext == "html":
        return read_html(path)
    return read_markup(path)


def main():
    files = sorted(f for f in os.listdir(BASE) if f.endswith(".expected.yaml"))
    n_files = n_units = n_ok = n_furn = n_furn_ok = 0
    for fn in files:
        exp = yaml.safe_load(open(os.path.join(BASE, fn), encoding="utf-8"))
        name = fn[: -len(".expected.yaml")]
        src = [f for f in os.listdir(BASE) if f.startswith(name + ".") and not f.endswith(".expected.yaml")]
        assert len(src) == 1, (fn, src)
        assert exp["edition"] in (1987, 1997, 2007, 2017) and exp["lang"] in ("en", "ru"), fn
        human, everything = readable(os.path.join(BASE, src[0]))
        h, e = norm(human), norm(everything)
        n_files += 1
        pos = 0
        bad = []
        for u in exp["units"]:
            n_units += 1
            ok = True
            for key in ("title", "text"):
                want = u.get(key)
                if not want:
                    continue
                i = h.find(norm(want), pos)
                if i < 0:
                    ok = False
                    bad.append("%s %s not found after %d: %r" % (u["ref"], key, pos, want))
                else:
                    pos = i
            n_ok += ok
        for f in exp.get("furniture", []):
            n_furn += 1
            if norm(f) in e:
                n_furn_ok += 1
            else:
                bad.append("furniture not found: %r" % f)
        print("%-45s %2d units %s" % (src[0], len(exp["units"]), "ok" if not bad else "PROBLEMS"))
        for b in bad:
            print("    ", b)
    print("files %d, units %d of %d found, furniture %d of %d found"
          % (n_files, n_ok, n_units, n_furn_ok, n_furn))
    return 0 if n_ok == n_units and n_furn_ok == n_furn else 1


if __name__ == "__main__":
    sys.exit(main())
