"""6. A club's MkDocs (Material theme) source page of Law 59 (1997): YAML front matter (title,
tags, hide), a heading with an attribute list '{ #law-59 }', admonitions '!!! warning' and a
collapsed '??? tip', a paragraph marked '{ .annotate }' with an annotation '(1)' whose text is a
'1.' list right after it, content tabs '=== "Pairs"', a snippet include '--8<--', abbreviation
definitions '*[TD]: …' at the foot and one real footnote '[^1]'. Sentences invented."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L59, N59, seen, write_expected  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "mkdocs-law59-1997"


def fn(t):
    return t.replace("{fn:1}", "[^1]")


def main():
    by = {u.ref: u for u in L59}
    s = f"""---
title: Law 59 — Inability to Play as Required
description: Club wording of Law 59 (1997 Laws) for directors and players
tags:
  - play
  - penalties
  - 1997 Laws
hide:
  - navigation
---

# Law 59 — {by['59'].title} {{ #law-59 }}

!!! warning "Club wording"
    This page gives the wording our directors teach from, based on the 1997 Laws of Duplicate
    Bridge. At county events the printed booklet governs.

## A. {by['59A'].title} {{ #law-59-a }}

{fn(by['59A'].text)} (1)
{{ .annotate }}

1.  At Oakmere the TD will usually ask to see both hands before ruling, so keep your cards on
    the table.

## B. {by['59B'].title} {{ #law-59-b }}

1. {by['59B1'].text}
2. {by['59B2'].text}
    - (a) {by['59B2(A)'].text}
    - (b) {by['59B2(B)'].text}

??? tip "Director's tip (click to open)"
    When both requirements come from the same player, settle the earlier one and write both on
    the traveller.

## C. {by['59C'].title} {{ #law-59-c }}

{fn(by['59C'].text)}

=== "Pairs"

    The board is scored normally unless the Director adjusts it.

=== "Teams"

    Tell both captains before the comparison at the end of the match.

--8<-- "includes/abbreviations.md"

*[TD]: Tournament Director
*[RA]: Regulating Authority (the county association for Oakmere events)

[^1]: {N59[0]}
"""
    open(os.path.join(OUT, NAME + ".md"), "w", encoding="utf-8").write(s)
    furniture = ["title: Law 59 — Inability to Play as Required", "tags:", "Club wording",
                 "based on the 1997 Laws of Duplicate", "{ #law-59-a }", "{ .annotate }",
                 "At Oakmere the TD will usually ask to see both hands",
                 "Director's tip (click to open)", "When both requirements come from the same player",
                 '=== "Pairs"', "The board is scored normally unless the Director adjusts it.",
                 '=== "Teams"', "Tell both captains before the comparison",
                 '--8<-- "includes/abbreviations.md"', "*[TD]: Tournament Director",
                 "*[RA]: Regulating Authority"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a club's MkDocs (Material) Markdown source of Law 59 (1997): "
                   "front matter, '{ #id }'\nafter headings (not part of a title), admonitions "
                   "'!!!' and '???', an annotation '(1)' with its\n'1.' list under 59A (a tooltip, "
                   "not a subsection), content tabs after 59C, a snippet include,\n"
                   "abbreviations '*[TD]: …' (tooltips, not notes) and one footnote '[^1]'.",
                   1997, "en", L59, footnotes=1, furniture=furniture)


if __name__ == "__main__":
    main()
