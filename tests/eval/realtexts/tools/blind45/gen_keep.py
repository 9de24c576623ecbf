"""8. A director's Google Keep note of Закон 49 (2007) as Google Takeout exports it (Keep/NAME.json):
one line of JSON, keys in Keep's order, so the note's "textContent" comes before its "title",
which alone holds the law's number and title; the same text again as HTML in "textContentHtml"
(a <p> a line, quotes escaped); a reminder to herself before the law («сверить … (Б2
особенно!)»), a pointer «см. ещё Закон 50» after it, the note's labels, and a link preview
(annotation) titled «Закон 50. Штрафные карты …». Sentences invented."""
import html
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L49, by_ref, write_expected  # noqa

NAME = "keep-takeout-zakon49-2007"
u = by_ref(L49)
MEMO = "скопировала из книжки 2007 г., сверить с новым переводом (Б2 особенно!)"
SEE = "➡️ см. ещё Закон 50 (штрафные карты) и что говорить защитнику"
PREVIEW_TITLE = "Закон 50. Штрафные карты — Законы бриджа 2007"
PREVIEW_DESC = "Тексты законов спортивного бриджа в редакции 2007 года с комментариями судейской коллегии."

BODY = "\n".join([
    MEMO, "",
    f"А. {u['49A'].title}", u["49A"].text, "",
    f"Б. {u['49B'].title}",
    f"1. {u['49B1'].text}",
    f"2. {u['49B2'].text}",
    f"а) {u['49B2(A)'].text}",
    f"б) {u['49B2(B)'].text}", "",
    f"В. {u['49C'].title}", u["49C"].text,
    f"1. {u['49C1'].text}",
    f"2. {u['49C2'].text}", "",
    SEE,
])

SPAN = ("font-size:7.2pt;font-family:'Google Sans';color:#000000;background-color:transparent;"
        "font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;"
        "vertical-align:baseline;white-space:pre;white-space:pre-wrap;")
P = 'dir="ltr" style="line-height:1.38;margin-top:0.0pt;margin-bottom:0.0pt;"'


def body_html(text):
    out = []
    for line in text.split("\n"):
        if line:
            out.append(f'<p {P}><span style="{SPAN}">{html.escape(line, quote=False)}</span></p>')
        else:
            out.append("<br>")
    return "".join(out)


def main():
    note = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "textContent": BODY,
        "title": f"Закон 49. {u['49'].title}",
        "userEditedTimestampUsec": 1699882213415000,
        "createdTimestampUsec": 1699790402127000,
        "textContentHtml": body_html(BODY),
        "labels": [{"name": "Судейство"}, {"name": "Законы 2007"}],
        "annotations": [{"description": PREVIEW_DESC, "source": "WEBLINK", "title": PREVIEW_TITLE,
                         "url": "https://bridge-zakony.example.ru/2007/zakon-50"}],
    }
    with open(f"{DEV}/{NAME}.json", "w", encoding="utf-8") as f:
        f.write(json.dumps(note, ensure_ascii=False, separators=(",", ":")))
    furniture = [MEMO, SEE, "Судейство", "Законы 2007", PREVIEW_TITLE, PREVIEW_DESC,
                 "https://bridge-zakony.example.ru/2007/zakon-50", "YELLOW"]
    write_expected(NAME, """
Blind trial 45: a director's Google Keep note of Закон 49 (2007) as Google Takeout exports it
(Keep/*.json): one line of JSON with the note's "textContent" BEFORE its "title" (which alone
holds «Закон 49. Открытие карт защитником»); the body again as HTML in "textContentHtml"; a
reminder naming «Б2» before the law, «см. ещё Закон 50 …» after it; labels; a link preview
titled «Закон 50. Штрафные карты …». A reader sees the note as Keep shows it: title, then text.""",
                   2007, "ru", L49, furniture=furniture)


if __name__ == "__main__":
    main()
