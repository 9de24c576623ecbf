"""How far search reaches a situation said in words the index does not hold: the situation index
asked with its own phrasings, each left out of the index it is asked of (issue 18).

The phrasings of ``laws/situations.yaml`` are dealt into ten folds by a hash of their text. For a
fold, the index is built from the corpus with every other fold's phrasings (its leaning table too),
and each phrasing of the fold is asked as a query: is its law among the first three hits? The same
index answers with the leaning (``searchindex.leaning``) and without it (the evidence alone). No
evaluation set is read: the figure is one the tuning of the leaning could not have fitted to a set,
and it is measured on thousands of phrasings rather than hundreds.

Writes scripts/bench-leaning.md. Usage: python scripts/bench_leaning.py [--folds 3]
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from quality import rank  # noqa: E402

from bridge_laws.searchindex import engine as engine_mod, store  # noqa: E402

LAWS = REPO / "laws"
FOLDS = 10


def fold_of(phrase: str) -> int:
    return int(hashlib.sha1(phrase.encode("utf-8")).hexdigest(), 16) % FOLDS


def without_fold(data: list, k: int) -> tuple[list, list[tuple[str, int]]]:
    """The situation index without fold ``k``'s phrasings, and those phrasings with their laws."""
    held = []
    for entry in data:
        for block in (entry, *(entry.get("sections") or ())):
            said = block.get("situations") or {}
            for lang in ("en", "ru"):
                kept = []
                for phrase in said.get(lang) or ():
                    (held.append((phrase, entry["law"])) if fold_of(phrase) == k else kept.append(phrase))
                if lang in said:
                    said[lang] = kept
    return data, held


def one_fold(k: int, work: Path) -> dict:
    laws = work / f"laws{k}"
    shutil.copytree(LAWS, laws, ignore=shutil.ignore_patterns("sources", ".transaction"))
    data, held = without_fold(yaml.safe_load((LAWS / "situations.yaml").read_text(encoding="utf-8")), k)
    (laws / "situations.yaml").write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    where = store.build_index(laws, work / f"index{k}")[0]
    eng = engine_mod.Engine(where, f"fold {k}")
    out = {"phrasings": len(held)}
    for name, table in (("with", eng.leaning), ("without", None)):
        eng.leaning = table
        first3 = first = 0
        for phrase, law in held:
            r = rank([h.law for h in eng.search(phrase, limit=10).hits], {law})
            first3 += bool(r and r <= 3)
            first += r == 1
        out[name] = (first3, first)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folds", type=int, default=3, help="how many of the ten folds to leave out in turn")
    args = parser.parse_args()
    started = time.perf_counter()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(min(args.folds, FOLDS)):
            rows.append(one_fold(k, Path(tmp)))
            print(f"fold {k}: {rows[-1]}", file=sys.stderr)
    n = sum(r["phrasings"] for r in rows)
    share = lambda x: f"{x}/{n} ({100 * x / n:.1f}%)"  # noqa: E731
    lines = ["# Situations said in words the index does not hold (leave-out check)", "",
             f"`python scripts/bench_leaning.py --folds {args.folds}` on {time.strftime('%Y-%m-%d')}: "
             f"{len(rows)} of the ten folds of the situation index's phrasings, each left out of the index "
             f"it is asked of; {time.perf_counter() - started:.0f} s.", "",
             "| | governing law in the first three | first |", "|---|---|---|"]
    for name, label in (("without", "evidence alone"), ("with", "with the situation index's leaning")):
        lines.append(f"| {label} | {share(sum(r[name][0] for r in rows))} | {share(sum(r[name][1] for r in rows))} |")
    lines += ["", "Per fold (phrasings; first three and first, without → with): "
              + "; ".join(f"{r['phrasings']}: {r['without'][0]} → {r['with'][0]}, {r['without'][1]} → {r['with'][1]}"
                          for r in rows) + "."]
    (REPO / "scripts" / "bench-leaning.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
