#!/usr/bin/env python3
"""Check the blind trial set 50b.

For every NAME.expected.yaml beside this script: the YAML parses and keeps the
format (edition, lang, 9-15 units, refs canonical, the law first, at least one
item, titles without a closing full stop, text openings of 5-12 words), and
every title, text opening and furniture string occurs in a crude rendering of
NAME.EXT: the displayed part of the file, tags stripped, entities decoded,
whitespace collapsed. .eml: the HTML part a mail program shows (else the
plain one); .docx: document, header, footer and comments parts; text files:
UTF-8, else Windows-1251.
"""
import email
import email.policy
import glob
import html
import os
import re
import sys
import zipfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF_RE = re.compile(r"^(\d{1,2})(?:([A-H])(?:(\d{1,2})(?:\(([A-Z])\)(?:\((\d{1,2})\))?)?)?)?$")


def collapse(s):
    s = s.replace("\u00ad", "").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def render_html(src):
    src = re.sub(r"<!--.*?-->", " ", src, flags=re.S)
    src = re.sub(r"<(script|style)\b.*?</\1\s*>", " ", src, flags=re.S | re.I)
    src = re.sub(r"<[^>]+>", " ", src)
    return collapse(html.unescape(src))


def render_docx(path):
    parts = []
    with zipfile.ZipFile(path) as z:
        names = ["word/document.xml"] + sorted(
            n for n in z.namelist()
            if re.match(r"word/(header|footer)\d*\.xml$|word/(comments|footnotes)\.xml$", n))
        for n in names:
            xml = z.read(n).decode("utf-8")
            xml = xml.replace("</w:p>", "\n").replace("<w:tab/>", " ").replace("<w:br/>", " ")
            parts.append(html.unescape(re.sub(r"<[^>]+>", "", xml)))
    return collapse("\n".join(parts))


def render_eml(path):
    with open(path, "rb") as fh:
        msg = email.message_from_binary_file(fh, policy=email.policy.default)
    body = msg.get_body(preferencelist=("html", "plain"))
    content = body.get_content()
    if body.get_content_subtype() == "html":
        return render_html(content)
    return collapse(content)


def render_text(path):
    data = open(path, "rb").read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1251")
    return collapse(text)


def render(path):
    ext = os.path.splitext(path)[1].lower()
    if ext in (".html", ".htm"):
        return render_html(open(path, "rb").read().decode("utf-8"))
    if ext == ".docx":
        return render_docx(path)
    if ext == ".eml":
        return render_eml(path)
    return render_text(path)


def check(yaml_path):
    name = os.path.basename(yaml_path)[: -len(".expected.yaml")]
    data_files = [p for p in glob.glob(os.path.join(HERE, name + ".*"))
                  if not p.endswith((".expected.yaml", ".py"))]
    errors = []
    if len(data_files) != 1:
        return name, ["expected one data file, found %r" % data_files], 0, 0
    data_path = data_files[0]
    try:
        exp = yaml.safe_load(open(yaml_path, encoding="utf-8"))
    except yaml.YAMLError as e:
        return name, ["YAML: %s" % e], 0, 0
    shown = render(data_path)

    if exp.get("edition") not in (1987, 1997, 2007, 2017):
        errors.append("edition %r" % exp.get("edition"))
    if exp.get("lang") not in ("en", "ru"):
        errors.append("lang %r" % exp.get("lang"))
    units = exp.get("units") or []
    if not 9 <= len(units) <= 15:
        errors.append("%d units" % len(units))
    law = None
    items = 0
    for i, u in enumerate(units):
        ref = str(u.get("ref"))
        m = REF_RE.match(ref)
        if not m:
            errors.append("bad ref %r" % ref)
            continue
        if i == 0:
            law = m.group(1)
            if ref != law:
                errors.append("first unit %r is not the law" % ref)
        elif m.group(1) != law:
            errors.append("ref %r outside law %s" % (ref, law))
        if m.group(4):
            items += 1
        title = u.get("title")
        if title is not None:
            if title.endswith("."):
                errors.append("%s: title ends in a full stop" % ref)
            if collapse(title) not in shown:
                errors.append("%s: title not shown: %r" % (ref, title))
        if "text" in u:
            words = len(u["text"].split())
            if not 5 <= words <= 12:
                errors.append("%s: text opening has %d words" % (ref, words))
            if collapse(u["text"]) not in shown:
                errors.append("%s: text not shown: %r" % (ref, u["text"]))
        elif title is None:
            errors.append("%s: neither title nor text" % ref)
    refs = [str(u.get("ref")) for u in units]
    if len(set(refs)) != len(refs):
        errors.append("duplicate refs")
    if items == 0:
        errors.append("no item level")
    if "law" in exp:
        if str(exp["law"]) != law:
            errors.append("law: %r but units of %s" % (exp["law"], law))
    elif not re.search(r"(Law|LAW|Правило|ПРАВИЛО|Закон|ЗАКОН)\s+%s\b" % law, shown):
        errors.append("law header %s not printed and no law: key" % law)
    furniture = exp.get("furniture") or []
    for f in furniture:
        if collapse(f) not in shown:
            errors.append("furniture not shown: %r" % f)
    checked = sum(1 for u in units if u.get("title") is not None) + sum(1 for u in units if "text" in u) + len(furniture)
    return os.path.basename(data_path), errors, len(units), checked


def main():
    paths = sorted(glob.glob(os.path.join(HERE, "*.expected.yaml")))
    failed = 0
    total_units = 0
    for p in paths:
        name, errors, n, checked = check(p)
        total_units += n
        if errors:
            failed += 1
            print("FAIL %-32s %2d units" % (name, n))
            for e in errors:
                print("     - " + e)
        else:
            print("ok   %-32s %2d units, %3d strings found" % (name, n, checked))
    print("%d texts, %d units, %d failed" % (len(paths), total_units, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
