"""Check the blind trial "50": every NAME.expected.yaml parses, has the agreed shape, and
every title, text opening and furniture string occurs in a crude rendering of NAME.EXT
(HTML: scripts, styles and comments dropped, tags stripped, entities decoded; a mail: the
part a mail program shows, i.e. the last alternative; plain text: box-drawing characters
dropped; then whitespace collapsed)."""
import email
import email.policy
import glob
import html as htmlmod
import os
import re
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REF_RE = re.compile(r"^\d{1,2}([A-H](\d{1,2}(\([A-Z]\)(\(\d{1,2}\))?)?)?)?$")
BLOCK = r"(?:p|div|br|li|ul|ol|td|th|tr|table|thead|tbody|h[1-6]|nav|header|footer|main|section|hr|a)"


def render_html(s):
    s = re.sub(r"(?is)<script\b.*?</script>", " ", s)
    s = re.sub(r"(?is)<style\b.*?</style>", " ", s)
    s = re.sub(r"(?s)<!--.*?-->", " ", s)
    s = re.sub(rf"(?i)</?{BLOCK}\b[^>]*>", " ", s)
    s = re.sub(r"(?s)<[^>]+>", "", s)
    return htmlmod.unescape(s)


def html_charset(data):
    m = re.search(rb"charset=[\"']?([A-Za-z0-9_-]+)", data[:2000])
    return m.group(1).decode() if m else "utf-8"


def render(path):
    data = open(path, "rb").read()
    ext = path.rsplit(".", 1)[1].lower()
    if ext in ("html", "htm", "xhtml"):
        text = render_html(data.decode(html_charset(data)))
    elif ext == "eml":
        msg = email.message_from_bytes(data, policy=email.policy.default)
        shown = None
        for part in msg.walk():
            if part.get_content_maintype() == "text":
                shown = part          # the last alternative is the one displayed
        body = shown.get_content()
        text = render_html(body) if shown.get_content_subtype() == "html" else body
    else:
        text = data.decode("utf-8")
        text = re.sub("[\u2500-\u257f]", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def check(yml):
    name = os.path.basename(yml)[: -len(".expected.yaml")]
    files = [f for f in glob.glob(os.path.join(HERE, name + ".*")) if not f.endswith(".expected.yaml")]
    errs = []
    if len(files) != 1:
        return name, [f"expected one text file, found {files}"], 0
    exp = yaml.safe_load(open(yml, encoding="utf-8"))
    rendered = render(files[0])
    if exp.get("edition") not in (1987, 1997, 2007, 2017):
        errs.append(f"edition {exp.get('edition')!r}")
    if exp.get("lang") not in ("en", "ru"):
        errs.append(f"lang {exp.get('lang')!r}")
    units = exp.get("units") or []
    if not 9 <= len(units) <= 15:
        errs.append(f"{len(units)} units (want 9-15)")
    refs = [str(u.get("ref")) for u in units]
    law = refs[0] if refs else "?"
    if not law.isdigit():
        errs.append(f"first unit {law} is not the law")
    if len(set(refs)) != len(refs):
        errs.append("duplicate refs")
    if not any("(" in r for r in refs):
        errs.append("no item level")
    if "law" not in exp:
        word = "Правило" if exp.get("lang") == "ru" else "Law"
        if not re.search(rf"(?i)\b{word} {law}\b", rendered):
            errs.append(f"no printed header '{word} {law}'")
    for u in units:
        r = str(u.get("ref"))
        if not REF_RE.match(r) or not r.startswith(law):
            errs.append(f"bad ref {r}")
        t = u.get("title")
        if t is not None:
            if t.endswith("."):
                errs.append(f"{r}: title ends with a full stop")
            if t not in rendered:
                errs.append(f"{r}: title not found: {t!r}")
        x = u.get("text")
        if x is not None:
            n = len(x.split())
            if not 5 <= n <= 12:
                errs.append(f"{r}: text opening has {n} words")
            if x not in rendered:
                errs.append(f"{r}: text not found: {x!r}")
        if t is None and x is None:
            errs.append(f"{r}: neither title nor text")
    for f in exp.get("furniture") or []:
        if f not in rendered:
            errs.append(f"furniture not found: {f!r}")
    return os.path.basename(files[0]), errs, len(units)


def main():
    ymls = sorted(glob.glob(os.path.join(HERE, "*.expected.yaml")))
    bad = 0
    total = 0
    for y in ymls:
        name, errs, n = check(y)
        total += n
        print(f"{'PASS' if not errs else 'FAIL'}  {name:28s} {n:2d} units")
        for e in errs:
            print("      -", e)
        bad += bool(errs)
    print(f"{len(ymls)} texts, {total} units, {bad} failing")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
