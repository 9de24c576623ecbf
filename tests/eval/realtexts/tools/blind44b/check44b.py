"""Checks each NAME.expected.yaml against NAME.EXT: parses, refs canonical and law-consistent,
7-14 units, titles and text starts found in the source in order (whitespace normalised),
furniture found in the source and in no expected title or text."""
import glob, re, sys, yaml
REF = re.compile(r"^(\d{1,2})([A-Z](\d{1,2}(\([A-Z]\)(\(\d\))?)?)?)?$")
def norm(s): return " ".join(s.split())
bad = 0
for y in sorted(glob.glob("*.expected.yaml")):
    name = y[:-len(".expected.yaml")]
    src = [f for f in glob.glob(name + ".*") if not f.endswith(".yaml")][0]
    text = norm(open(src, encoding="utf-8").read())
    exp = yaml.safe_load(open(y, encoding="utf-8"))
    errs = []
    us = exp["units"]
    if not 7 <= len(us) <= 14: errs.append(f"{len(us)} units")
    pos = 0
    for u in us:
        if not REF.match(u["ref"]): errs.append("bad ref " + u["ref"])
        for k in ("title", "text"):
            v = u.get(k)
            if not v: continue
            i = text.find(norm(v), pos)
            if i < 0: errs.append(f"{u['ref']} {k} not found after pos: {v!r}")
            else: pos = i
    for f in exp.get("furniture", []):
        if norm(f) not in text: errs.append(f"furniture not in file: {f!r}")
        for u in us:
            for k in ("title", "text"):
                if u.get(k) and norm(f) in norm(u[k]): errs.append(f"furniture {f!r} in {u['ref']}")
    print(f"{src}: {len(us)} units, footnotes={exp.get('footnotes', 0)}, ed={exp['edition']}, {exp['lang']}, "
          + ("OK" if not errs else "ERR"))
    for e in errs: print("   ", e)
    bad += bool(errs)
sys.exit(bad)
