#!/usr/bin/env python3
"""Check the blind set 43b: every file parses, and every expected unit's title and first
words appear, in order, in the text a reader sees (tags stripped, entities and QP decoded).
Stdlib + PyYAML. Run: python3 tools/check_blind43b.py"""
import email
import glob
import html
import os
import re
import zipfile
import xml.etree.ElementTree as ET
from email import policy

import yaml

D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def strip(t):
    t = re.sub(r"<!--.*?-->", " ", t, flags=re.S)
    t = re.sub(r"<binary.*?</binary>", " ", t, flags=re.S)
    t = re.sub(r"<style.*?</style>", " ", t, flags=re.S)
    t = re.sub(r"<(br|p|div|li|h\d|title|subtitle|section)\b[^>]*>", "\n", t)
    t = re.sub(r"<[^>]+>", "", t)
    return html.unescape(t).replace("\xa0", " ")


def everything(path):
    """Visible text plus what a reader sees around it: note titles, every HTML part, a preamble."""
    if path.endswith((".mht", ".mhtml")):
        m = email.message_from_bytes(open(path, "rb").read(), policy=policy.default)
        out = [m.preamble or "", str(m["Subject"] or "")]
        for p in m.iter_parts():
            if p.get_content_type() == "text/html":
                out.append(strip(p.get_payload(decode=True).decode(p.get_content_charset() or "utf-8")))
        return "\n".join(out)
    if path.endswith(".enex"):
        root = ET.parse(path).getroot()
        return "\n".join([n.find("title").text for n in root.findall("note")] + [visible(path)])
    return visible(path)


def visible(path):
    if path.endswith(".fb2"):
        raw = open(path, "rb").read()
        ET.fromstring(raw)
        return strip(raw.decode("cp1251"))
    if path.endswith(".fb2.zip"):
        z = zipfile.ZipFile(path)
        assert len(z.namelist()) == 1
        raw = z.read(z.namelist()[0])
        ET.fromstring(raw)
        return strip(raw.decode("utf-8"))
    if path.endswith((".mht", ".mhtml")):
        m = email.message_from_bytes(open(path, "rb").read(), policy=policy.default)
        p = next(m.iter_parts())
        return strip(p.get_payload(decode=True).decode(p.get_content_charset() or "utf-8"))
    if path.endswith(".enex"):
        root = ET.parse(path).getroot()
        out = []
        for n in root.findall("note"):
            c = re.sub(r"<!DOCTYPE[^>]*>", "", n.find("content").text.strip())
            ET.fromstring(c.encode("utf-8"))
            out.append(strip(c))
        return "\n".join(out)
    raise ValueError(path)


def main():
    bad = 0
    for exp in sorted(glob.glob(os.path.join(D, "*.expected.yaml"))):
        stem = exp[:-len(".expected.yaml")]
        data = [f for f in glob.glob(stem + ".*") if not f.endswith(".yaml")]
        assert len(data) == 1, data
        text = " ".join(visible(data[0]).split())
        e = yaml.safe_load(open(exp, encoding="utf-8"))
        pos = 0
        for u in e["units"]:
            for key in ("title", "text"):
                s = u.get(key)
                if not s:
                    continue
                i = text.find(s, pos)
                if i < 0:
                    print("MISSING", os.path.basename(data[0]), u["ref"], key, s)
                    bad += 1
                else:
                    pos = i
        allt = " ".join(everything(data[0]).split())
        for f in e.get("furniture", []):
            if f not in allt:
                print("furniture not in visible text:", os.path.basename(data[0]), f)
        print(os.path.basename(data[0]), len(e["units"]), "units checked")
    print("problems:", bad)


if __name__ == "__main__":
    main()
