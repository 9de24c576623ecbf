"""5. A director's Google Keep CHECKLIST exported by Google Takeout (Keep/<title>.json), English,
Law 84 (1987). Written with json as Takeout writes a list note: "listContent" before "title", each
item twice (its "textHtml" a <p><span style=...> copy, and its "text"), "isChecked", labels, a
link annotation, timestamps in microseconds:
- the note's title is the director's own ("TD crib – Sat pairs (old 1987 book)"); the law's
  header is the first unchecked item;
- one unit an item: "A. Penalty Provided by Law. If the irregularity …" (title and text in one
  item, the title ending in a full stop), "1. …", "(a) …";
- two ticked to-dos sit between the law's items in listContent (Keep shows them at the bottom,
  under "2 ticked items"); 84C2(b) is typed over two items (Enter pressed mid-sentence); the
  director's own reminder follows the law.
Sentences invented."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L84, SPLIT84, OUT, by, write_expected  # noqa

NAME = "keep-checklist-law84-1987"
u = by(L84)
SPAN = ("<p dir=\"ltr\" style=\"line-height:1.38;margin-top:0.0pt;margin-bottom:0.0pt;\">"
        "<span style=\"font-size:7.2pt;font-family:'Google Sans',Roboto,Arial,sans-serif;color:#000000;"
        "background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;"
        "text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;\">{}</span></p>")


def html(s):
    return SPAN.format(s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def item(t, checked=False):
    return {"textHtml": html(t), "text": t, "isChecked": checked}


def main():
    items = [
        item(f"LAW 84 – {u['84'].title}"),
        item(u["84"].text),
        item("bring the 1987 book + spare pencils", True),
        item(f"A. {u['84A'].title}. {u['84A'].text}"),
        item(f"B. {u['84B'].title}. {u['84B'].text}"),
        item(f"C. {u['84C'].title}. {u['84C'].text}"),
        item(f"1. {u['84C1'].text}"),
        item(f"2. {u['84C2'].text}"),
        item(f"(a) {u['84C2(A)'].text}"),
        item(f"(b) {SPLIT84[0]}"),
        item(SPLIT84[1]),
        item("ring Maureen re Sat. caddies", True),
        item(f"D. {u['84D'].title}. {u['84D'].text}"),
        item("→ new book out next year: check what changed in 84 before the county final"),
    ]
    assert f"{SPLIT84[0]} {SPLIT84[1]}" == u["84C2(B)"].text
    note = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "listContent": items,
        "title": "TD crib – Sat pairs (old 1987 book)",
        "userEditedTimestampUsec": 1699112841736000,
        "createdTimestampUsec": 1698508203115000,
        "labels": [{"name": "TD"}, {"name": "bridge"}],
        "annotations": [{"description": "Scans of the 1987 Laws kept in the club library.",
                         "source": "WEBLINK",
                         "title": "Club library – 1987 Laws (scans)",
                         "url": "https://library.wyvernbridgeclub.org.uk/laws-1987/"}],
    }
    with open(f"{OUT}/{NAME}.json", "w", encoding="utf-8") as f:
        f.write(json.dumps(note, ensure_ascii=False))
    write_expected(
        NAME,
        "Blind trial 45b: a Google Keep checklist from Takeout: listContent before the note's own title, "
        "each item twice (textHtml, text), the law's header the first item, a section's title and text in "
        "one item ('A. Penalty Provided by Law. If …'), two ticked to-dos among the law's items (Keep "
        "shows them at the foot), 84C2(b) typed over two items, the director's reminder after the law, "
        "labels and a link card.",
        1987, "en", L84,
        furniture=["TD crib – Sat pairs (old 1987 book)", "bring the 1987 book", "ring Maureen",
                   "new book out next year", "Club library – 1987 Laws (scans)"])


if __name__ == "__main__":
    main()
