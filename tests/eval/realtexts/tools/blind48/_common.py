"""Shared helpers for the blind48 generators (stdlib + PyYAML only)."""
import os
import re
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

REF_RE = re.compile(r'^(\d+)([A-H])?(\d+)?(\([A-Z]\))?(\(\d+\))?$')


def level(ref):
    """0 law, 1 section, 2 subsection, 3 item, 4 sub-item."""
    m = REF_RE.match(ref)
    assert m, ref
    lv = 0
    for g in m.groups()[1:]:
        if g:
            lv += 1
    # items may hang directly under a section (no subsection number)
    if m.group(4) and not m.group(3):
        lv = 3
    if m.group(5):
        lv = 4
    return lv


def first_words(text, n=9):
    w = text.split()
    return " ".join(w[:n])


def U(ref, label, title, text):
    """One unit: canonical ref, label as printed, title as printed (or None),
    own text as the reader sees it (or None)."""
    return {"ref": ref, "label": label, "title": title, "text": text,
            "level": level(ref)}


def write_expected(name, edition, lang, units, furniture=None, law=None,
                   footnotes=0):
    doc = {"edition": edition, "lang": lang}
    if law is not None:
        doc["law"] = law
    out = []
    for u in units:
        d = {"ref": u["ref"], "title": u["title"]}
        if u["text"]:
            d["text"] = first_words(u["text"])
        out.append(d)
    doc["units"] = out
    doc["footnotes"] = footnotes
    if furniture:
        doc["furniture"] = list(furniture)
    path = os.path.join(HERE, name + ".expected.yaml")

    class Q(str):
        pass

    class D(yaml.SafeDumper):
        pass
    D.add_representer(Q, lambda d, v: d.represent_scalar(
        "tag:yaml.org,2002:str", str(v), style='"'))
    for u in doc["units"]:
        for k in ("ref", "title", "text"):
            if u.get(k) is not None:
                u[k] = Q(u[k])
    if "furniture" in doc:
        doc["furniture"] = [Q(x) for x in doc["furniture"]]
    with open(path, "w", encoding="utf-8") as f:
        yaml.dump(doc, f, Dumper=D, allow_unicode=True, sort_keys=False,
                  default_flow_style=False, width=1000)
    return path


def wrap(text, width, first_prefix="", prefix=""):
    """Hard-wrap like a DOS editor does (greedy, no hyphenation)."""
    words = text.split()
    lines, cur = [], first_prefix
    pre = first_prefix
    for w in words:
        if len(cur) > len(pre) and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = prefix + w
            pre = prefix
        else:
            cur = cur + (" " if len(cur) > len(pre) else "") + w
    lines.append(cur)
    return lines


VOWELS = set("aeiouyаеёиоуыэюя")


def hyph_cut(word):
    """A plausible hyphenation point (index into word) or None."""
    core = word.rstrip(",;:.")
    low = core.lower()
    if not core.isalpha() or len(core) < 7:
        return None
    best = None
    mid = len(core) / 2.0
    for rule in ("cc", "vcv"):
        for i in range(2, len(core) - 2):
            a, b = low[i - 1], low[i]
            if b in "ьъй" or (i + 1 < len(low) and low[i + 1] in "ьъ"):
                continue
            if rule == "cc":
                ok = (a not in VOWELS and b not in VOWELS and
                      low[i - 2] in VOWELS and
                      any(c in VOWELS for c in low[i:]))
            else:
                ok = (a in VOWELS and b not in VOWELS and
                      low[i + 1] in VOWELS)
            if ok and (best is None or abs(i - mid) < abs(best - mid)):
                best = i
        if best is not None:
            return best
    return None
