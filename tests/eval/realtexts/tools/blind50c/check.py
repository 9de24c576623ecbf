#!/usr/bin/env python3
"""Check the blind trial "50c": for every NAME.expected.yaml beside this file,
the YAML parses and has the agreed shape, and every title, text opening and
furniture string occurs in a crude rendering of NAME.EXT (tags stripped,
entities decoded, whitespace collapsed), the units' strings in their order."""
import html
import pathlib
import re
import sys

import yaml

HERE = pathlib.Path(__file__).resolve().parent
REF_RE = re.compile(r"^\d{1,2}(?:[A-H](?:\d{1,2}(?:\([A-Z]\)(?:\(\d{1,2}\))?)?)?)?$")
LAW_HEADER = r"(?:Law|LAW|Правило|ПРАВИЛО)\s+{n}\b"


def decode(data):
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp1251"), "cp1251"


def render(text):
    text = re.sub(r"<[^>\n]*>", " ", text)
    text = html.unescape(text)
    return re.sub(r"\s+", " ", text).strip()


def check_one(yml):
    name = yml.name[: -len(".expected.yaml")]
    problems = []
    sources = [p for p in HERE.glob(name + ".*")
               if p.suffix not in (".yaml", ".py") and p != yml]
    if len(sources) != 1:
        return name, None, [f"expected one text file, found {sources}"]
    src = sources[0]
    try:
        exp = yaml.safe_load(yml.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        return name, src, [f"YAML does not parse: {e}"]
    text, enc = decode(src.read_bytes())
    flat = render(text)

    if exp.get("edition") not in (1987, 1997, 2007, 2017):
        problems.append(f"edition {exp.get('edition')!r}")
    if exp.get("lang") not in ("en", "ru"):
        problems.append(f"lang {exp.get('lang')!r}")
    units = exp.get("units") or []
    if not 9 <= len(units) <= 15:
        problems.append(f"{len(units)} units (want 9-15)")
    if not any("(" in str(u.get("ref")) for u in units):
        problems.append("no item-level unit")
    law = str(units[0]["ref"]) if units else "?"
    if exp.get("law") is None and not re.search(LAW_HEADER.format(n=law), flat):
        problems.append(f"law header for {law} not printed and no law:")

    pos = 0
    for u in units:
        ref = str(u.get("ref"))
        if not REF_RE.match(ref) or not ref.startswith(law):
            problems.append(f"bad ref {ref!r}")
        if set(u) - {"ref", "title", "text"} or "title" not in u:
            problems.append(f"{ref}: keys {sorted(u)}")
        for key in ("title", "text"):
            s = u.get(key)
            if s is None:
                continue
            if key == "text" and not 5 <= len(s.split()) <= 12:
                problems.append(f"{ref}: text opening of {len(s.split())} words")
            if key == "title" and s.endswith("."):
                problems.append(f"{ref}: title ends in a full stop")
            at = flat.find(s, pos)
            if at < 0:
                where = "out of order" if s in flat else "not found"
                problems.append(f"{ref} {key} {where}: {s!r}")
            else:
                pos = at + len(s)
    for f in exp.get("furniture") or []:
        if render(f) not in flat:
            problems.append(f"furniture not found: {f!r}")
    return name, f"{src.name} ({enc}, {len(units)} units, " \
        f"{len(exp.get('furniture') or [])} furniture)", problems


def main():
    ymls = sorted(HERE.glob("*.expected.yaml"))
    bad = 0
    for yml in ymls:
        name, desc, problems = check_one(yml)
        status = "ok  " if not problems else "FAIL"
        print(f"{status} {desc or name}")
        for p in problems:
            print(f"     - {p}")
        bad += bool(problems)
    print(f"{len(ymls) - bad} of {len(ymls)} texts pass")
    return 1 if bad or not ymls else 0


if __name__ == "__main__":
    sys.exit(main())
