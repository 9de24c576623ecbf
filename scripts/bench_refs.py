#!/usr/bin/env python3
"""How often `bridge-laws search` reads a reference as a director types it (tests/eval/refs/).

Each case is a query as typed, the refs the director means (``want``) and its ``kind``:
  alone     the query is only a reference, a list or a range: right when the search jumps to
            exactly those refs (``jump``; a ref the corpus lacks counts when the search answers
            "no REF — nearest …" for it);
  sentence  a reference among other words: right when the first hits are the units named, in
            order;
  none      a query that looks like one but is none (a bid, a score, a board, a year): right when
            the search neither jumps nor puts a named unit first.
The cases were written blind by a helper (session 32) that had not read the search's code, from
how directors write refs in mails, chats and rulings; ``dev.yaml`` is for looking at while the
search is improved, ``heldout.yaml`` is measured and reported only (its failures are not listed).

Usage: python scripts/bench_refs.py [--split dev|heldout|both] [--laws DIR] [-v] [--out FILE]
(--out: the figures of both splits as markdown, scripts/bench-refs.md.)
A measurement on the shipped corpus, not a test.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

import yaml  # noqa: E402

from bridge_laws.refs import canonical  # noqa: E402
from bridge_laws.searchindex.engine import engine  # noqa: E402
from bridge_laws.searchindex.store import ensure_index  # noqa: E402


def asked(result) -> list[str]:
    """The refs a search answered as asked for: its jump (a range "69-71" each law, a list
    "62, 64" each ref), or the ref of its "no REF" notice."""
    if result.jump:
        if re.fullmatch(r"\d+-\d+", result.jump):
            low, high = map(int, result.jump.split("-"))
            return [str(n) for n in range(low, high + 1)]
        return [r.strip() for r in result.jump.split(",")]
    no = re.match(r"no (\S+)", result.notice or "")
    return [no.group(1)] if no and canonical(no.group(1)) else []


def right(case: dict, result) -> bool:
    want = [str(w) for w in case.get("want") or []]
    if case["kind"] == "alone":
        return asked(result) == want
    named = [h.ref for h in result.hits if h.match == "ref"]
    if case["kind"] == "none":
        return not asked(result) and not named
    firsts = list(dict.fromkeys(h.ref for h in result.hits))[:len(want)]
    return not asked(result) and firsts == want


def measure(eng, split: str, verbose: bool) -> list[str]:
    """Lines of figures for one split: right of all, per kind and language."""
    cases = yaml.safe_load((REPO / "tests" / "eval" / "refs" / f"{split}.yaml").read_text(encoding="utf-8"))
    score, total = Counter(), Counter()
    for case in cases:
        result = eng.search(case["q"], limit=10)
        ok = right(case, result)
        key = (case["kind"], case["lang"])
        total[key] += 1
        score[key] += ok
        if verbose and not ok and split == "dev":
            print(f"  {case['kind']:8} {case['q']!r}: want {case.get('want')}, jump {result.jump!r}, "
                  f"notice {result.notice!r}, hits {[h.ref for h in result.hits[:3]]}")
    return ([f"| {split} | {kind} | {lang} | {score[(kind, lang)]} of {total[(kind, lang)]} |" for kind, lang in sorted(total)]
            + [f"| {split} | **all** | | **{sum(score.values())} of {sum(total.values())}** |"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "heldout", "both"], default="dev")
    parser.add_argument("--laws", type=Path, default=REPO / "laws")
    parser.add_argument("-v", action="store_true", help="list the failures (dev only)")
    parser.add_argument("--out", type=Path, help="write the figures of both splits here as markdown")
    args = parser.parse_args()
    eng = engine(ensure_index(args.laws))
    splits = ["dev", "heldout"] if args.split == "both" or args.out else [args.split]
    rows = [row for split in splits for row in measure(eng, split, args.v)]
    table = "| split | kind | language | read right |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"
    print(table)
    if args.out:
        import datetime

        args.out.write_text(f"# Refs as directors type them\n\nWritten by `python scripts/bench_refs.py --out` on "
                            f"{datetime.date.today()} over the shipped corpus (tests/eval/refs/README.md says how "
                            "the cases were written and what counts as right).\n\n" + table, encoding="utf-8")


if __name__ == "__main__":
    main()
