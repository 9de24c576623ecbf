"""A Docusaurus docs page (MDX) of a club site: the law's number and title only in the front
matter's title (Docusaurus prints it as the page's <h1>; no '# ' heading in the body), a
sidebar_label "87 · Fouled Board", import lines, a JSX comment, an :::info admonition with a
title before the law, sections as '## A. … {#id}', typed subsections '1.' and items '- (a)',
a :::tip with its own numbered checklist between 87B2 and 87C, a <details> worked example,
<Tabs>/<TabItem> after the law, a <LawRef n={86} /> component inside a note, and an
'{{/* TODO: link the federation's PDF here */}}'-style HTML comment."""
from common47 import U, write_expected, dump_units

NAME = "docusaurus-law87-2017"

U87 = [
    U("87", "Fouled Board"),
    U("87A", "Definition",
      "A board becomes fouled when the Director finds that its four hands were not the same for "
      "every table that played it, whatever the cause."),
    U("87B", "Scoring",
      "In scoring a fouled board the Director compares only results obtained with the same "
      "deal."),
    U("87B1", None, "Each group of tables that played the same version of the deal is scored as "
      "a separate group."),
    U("87B2", None, "Where a group is too small to give a fair comparison, the Director:"),
    U("87B2(A)", None, "awards artificial adjusted scores to the pairs in it; or"),
    U("87B2(B)", None, "scores those pairs against a field result he judges suitable, as the "
      "Regulating Authority allows."),
    U("87C", "Responsibility",
      "The pair whose action fouled the board may receive a procedural penalty in addition to "
      "the adjusted score."),
]


def u(ref):
    return [x for x in U87 if x.ref == ref][0]


MDX = f"""---
id: law-87
title: Law 87 — Fouled Board
sidebar_label: "87 · Fouled Board"
sidebar_position: 87
slug: /laws/2017/87
tags: [scoring, boards, laws-2017]
description: Westbrook BC wording of Law 87 (2017 Laws) with the directors' notes.
last_update:
  date: 2026-02-20
  author: M. Osei
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import LawRef from '@site/src/components/LawRef';

{{/* Wording agreed by the TD panel on 12 Feb 2026 - do not edit without asking. */}}

:::info[Source]

Westbrook BC directors' wording of the 2017 Laws. Where it differs from the federation's
printed book, the book prevails.

:::

## A. Definition {{#a-definition}}

{u("87A").text}

## B. Scoring {{#b-scoring}}

{u("87B").text}

1. {u("87B1").text}
2. {u("87B2").text}
   - (a) {u("87B2(A)").text}
   - (b) {u("87B2(B)").text}

:::tip[Director's checklist]

1. Stop the movement of that board at once.
2. Note which tables have already played it, and with which hands.
3. Only then decide on the groups.

:::

<details>
  <summary>Worked example: board 14, Tuesday pairs</summary>

Tables 1–4 played board 14 with two spade spots swapped between North and East; tables 5–9 played it as dealt.
That gives two groups, and the first is scored on its own.

</details>

## C. Responsibility {{#c-responsibility}}

{u("87C").text}

:::note

For boards that were simply not played, see <LawRef n={{86}} /> instead.

:::

{{/* TODO: link the federation's PDF here */}}

<Tabs groupId="event">
  <TabItem value="pairs" label="Pairs" default>
    Tell the scorer the group of each table before the results are published.
  </TabItem>
  <TabItem value="teams" label="Teams">
    In a match, a fouled board is usually cancelled and replaced by a spare.
  </TabItem>
</Tabs>
"""


def build():
    with open(f"../dev/{NAME}.mdx", "w", encoding="utf-8") as f:
        f.write(MDX)
    write_expected(
        NAME,
        "Blind trial 47: a Docusaurus docs page (.mdx). The law's header only in the front matter's\n"
        "'title: Law 87 — Fouled Board' (the page's <h1>; sidebar_label '87 · Fouled Board'), imports,\n"
        "a JSX comment, an :::info[Source] admonition before the law, '## A. Definition {#id}',\n"
        "typed '1.' and '   - (a)'; a :::tip[Director's checklist] with its own '1. 2. 3.' after 87B2,\n"
        "a <details> example, 87C, a :::note naming <LawRef n={86} />, Tabs after the law.",
        2017, "en", U87,
        furniture=["sidebar_label", "import Tabs from", "Wording agreed by the TD panel",
                   "Westbrook BC directors' wording", "Director's checklist",
                   "Stop the movement of that board at once.", "Only then decide on the groups.",
                   "Worked example: board 14", "two groups", "simply not played",
                   "Tell the scorer the group", "a fouled board is usually cancelled"])
    dump_units(NAME, U87)


if __name__ == "__main__":
    build()
