#!/usr/bin/env python3
"""Sanity check for the blind set: every NAME.expected.yaml parses, has the
expected shape, and each unit's title/text (and each furniture string) occurs in
a crude rendering of NAME.{txt,html,md}. Also checks that unit texts occur in
document order. Standard library + PyYAML only."""
import glob
import html
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF_RE = re.compile(r"^[1-9][0-9]?(?:[A-H](?:[1-9][0-9]?(?:\([A-Z]\)(?:\([1-9][0-9]?\))?)?)?)?$")


def render(path):
    raw = open(path, encoding="utf-8").read()
    if path.endswith(".html"):
        raw = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", raw)
        raw = re.sub(r"(?s)<!--.*?-->", " ", raw)
        inline = r"a|span|b|strong|i|em|sup|sub|u|font|o:p"
        raw = re.sub(r"(?is)</?(?:%s)\b[^>]*>" % inline, "", raw)
        raw = re.sub(r"(?s)<[^>]*>", " ", raw)
        raw = html.unescape(raw)
    else:
        raw = raw.replace("\f", "\n")
        # typesetter's hyphenation at a line end
        raw = re.sub(r"(\w)-[ \t]*\n\s*(\w)", r"\1\2", raw)
        if path.endswith(".md"):
            raw = raw.replace("**", "")
            raw = re.sub(r"(?m)^\s*(?:#+\s|>\s?|-\s)", " ", raw)
    raw = raw.replace("\u2011", "-")
    return re.sub(r"\s+", " ", raw).strip()


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


def main():
    bad = 0
    files = sorted(glob.glob(os.path.join(HERE, "*.expected.yaml")))
    for y in files:
        stem = os.path.basename(y)[: -len(".expected.yaml")]
        srcs = [p for p in glob.glob(os.path.join(HERE, stem + ".*"))
                if not p.endswith(".expected.yaml")]
        if len(srcs) != 1:
            print("%s: cannot find its source file" % stem); bad += 1; continue
        data = yaml.safe_load(open(y, encoding="utf-8"))
        text = render(srcs[0])
        problems = []
        if set(data) - {"edition", "lang", "law", "units", "footnotes", "furniture"}:
            problems.append("unknown keys %s" % sorted(data))
        if data.get("edition") not in (1987, 1997, 2007, 2017):
            problems.append("edition %r" % data.get("edition"))
        if data.get("lang") not in ("en", "ru"):
            problems.append("lang %r" % data.get("lang"))
        units = data.get("units") or []
        if not 8 <= len(units) <= 16:
            problems.append("%d units" % len(units))
        pos = 0
        laws = set()
        for u in units:
            ref = u.get("ref")
            if not isinstance(ref, str) or not REF_RE.match(ref):
                problems.append("bad ref %r" % ref); continue
            laws.add(re.match(r"\d+", ref).group())
            if set(u) - {"ref", "title", "text"} or "title" not in u:
                problems.append("%s: keys %s" % (ref, sorted(u)))
            t = u.get("title")
            if t is not None and norm(t) not in text:
                problems.append("%s: title not found: %r" % (ref, t))
            w = u.get("text")
            if w is not None:
                n = len(w.split())
                if not 4 <= n <= 10:
                    problems.append("%s: text has %d words" % (ref, n))
                i = text.find(norm(w), pos)
                if i < 0:
                    where = "anywhere" if norm(w) not in text else "in order"
                    problems.append("%s: text not found %s: %r" % (ref, where, w))
                else:
                    pos = i
        if "law" in data and str(data["law"]) not in laws:
            problems.append("law %r does not match refs" % data["law"])
        if len(laws) > 2:
            problems.append("more than two laws: %s" % sorted(laws))
        for f in data.get("furniture") or []:
            if len(f.split()) < 3:
                problems.append("furniture too short: %r" % f)
            if norm(f) not in text:
                problems.append("furniture not found: %r" % f)
        status = "OK " if not problems else "BAD"
        print("%s %-28s %-4s %s %2d units" % (status, os.path.basename(srcs[0]), data.get("lang"),
                                               data.get("edition"), len(units)))
        for p in problems:
            print("      - " + p)
        bad += bool(problems)
    print("%d file(s), %d with problems" % (len(files), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
