"""Crude checks: each expected.yaml parses, refs are well formed, and every
unit's title/text and every furniture string occurs in the file's visible text
(tags stripped, entities decoded, Markdown marks dropped, lines joined)."""
import glob
import html
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF = re.compile(r"^\d{1,2}([A-H](\d{1,2}(\([A-Z]\)(\(\d{1,2}\))?)?)?)?$")


def render(path):
    raw = open(path, encoding="utf-8").read()
    if path.endswith((".html", ".htm")):
        raw = re.sub(r"(?is)<(head|script|style)\b.*?</\1>", " ", raw)
        raw = re.sub(r"(?i)<br\s*/?>", "\n", raw)
        raw = re.sub(r"<[^>]+>", " ", raw)
        raw = html.unescape(raw)
    elif path.endswith(".md"):
        raw = re.sub(r"(?m)^\s*>\s?", "", raw)
        raw = re.sub(r"(?m)^#+\s*", "", raw)
        raw = raw.replace("**", "").replace("*", "")
        raw = re.sub(r"\\(.)", r"\1", raw)
    return raw.replace("\u00a0", " ")


def variants(raw):
    def norm(s):
        return re.sub(r"\s+", " ", s)
    return [norm(raw),
            norm(re.sub(r"(\w)-\n\s*(\w)", r"\1\2", raw)),
            norm(re.sub(r"(\w)-\n\s*(\w)", r"\1-\2", raw))]


def found(s, vs):
    s = re.sub(r"\s+", " ", s)
    return any(s in v for v in vs)


bad = 0
for exp in sorted(glob.glob(os.path.join(HERE, "*.expected.yaml"))):
    name = os.path.basename(exp)[: -len(".expected.yaml")]
    data = yaml.safe_load(open(exp, encoding="utf-8"))
    src = [p for p in glob.glob(os.path.join(HERE, name + ".*")) if not p.endswith(".yaml")]
    assert len(src) == 1, (name, src)
    vs = variants(render(src[0]))
    problems = []
    assert data["edition"] in (1987, 1997, 2007, 2017) and data["lang"] in ("en", "ru")
    if str(data["edition"]) not in vs[0]:
        problems.append("edition year not printed")
    refs = []
    for u in data["units"]:
        ref = u["ref"]
        if not isinstance(ref, str) or not REF.match(ref):
            problems.append(f"bad ref {ref!r}")
        refs.append(ref)
        if u.get("title") and not found(u["title"], vs):
            problems.append(f"{ref}: title not found: {u['title']!r}")
        if "text" in u:
            n = len(u["text"].split())
            if n > 10:
                problems.append(f"{ref}: text has {n} words")
            if not found(u["text"], vs):
                problems.append(f"{ref}: text not found: {u['text']!r}")
    if len(set(refs)) != len(refs):
        problems.append("duplicate refs")
    if not 8 <= len(refs) <= 16:
        problems.append(f"{len(refs)} units")
    for f in data.get("furniture") or []:
        if len(f.split()) < 3:
            problems.append(f"furniture too short: {f!r}")
        if not found(f, vs):
            problems.append(f"furniture not found: {f!r}")
    status = "OK " if not problems else "BAD"
    print(f"{status} {os.path.basename(src[0]):28s} {data['lang']} {data['edition']} {len(refs):2d} units")
    for p in problems:
        print("    ", p)
    bad += bool(problems)
sys.exit(1 if bad else 0)
