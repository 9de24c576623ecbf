"""6. An English club's page of Law 6 (2007), translated into Russian in the browser by the
club site's Google Translate widget and saved by Chrome ("Webpage, HTML only"): <html lang="ru"
class="translated-ltr">, every text node wrapped in <font style="vertical-align: inherit;"> twice
(an inner <font> a sentence), the translator's banner frame, the widget's <select> of languages,
its hidden tooltip holding an English sentence of the original, the page's menu, breadcrumbs and
pager translated too. The machine translation renders "The Deal" as «Сделка» and "auction" as
«аукцион», and keeps the section and item letters of the English page Latin: A. B. C. D. E. and
(a) (b) — B and C, E look like Cyrillic В, С, Е. Sentences invented (the Russian written as a
machine would render an invented English text)."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, EN6, L6, by_ref, write_expected  # noqa

NAME = "perevod-chrome-zakon6-2007"
u = by_ref(L6)
F = '<font style="vertical-align: inherit;">'


def tr(text):
    """A text node as Google's translator leaves it: an outer font, an inner font a sentence."""
    parts = re.findall(r"[^.!?]+[.!?]?\s*", text) or [text]
    return F + "".join(F + p + "</font>" for p in parts) + "</font>"


LANGS = [("", "Выберите язык"), ("az", "азербайджанский"), ("sq", "албанский"), ("en", "английский"),
         ("ar", "арабский"), ("hy", "армянский"), ("be", "белорусский"), ("bg", "болгарский"),
         ("de", "немецкий"), ("pl", "польский"), ("ru", "русский"), ("uk", "украинский"),
         ("fr", "французский")]

TOOLTIP_EN = EN6["6D2(B)"]
PAGER_PREV = "Закон 5 – Назначение мест"
PAGER_NEXT = "Закон 7 – Контроль досок и карт"
NOTE = ("Этот текст воспроизведён для членов клуба. В спорных случаях директор турнира "
        "руководствуется печатным изданием.")


def main():
    options = "".join(f'<option value="{v}"{" selected" if v == "ru" else ""}>{n}</option>'
                      for v, n in LANGS)
    html = f"""<!DOCTYPE html>
<!-- saved from url=(0056)https://www.hillcrestbridge.org.uk/laws-2007/law-6-the-deal/ -->
<html lang="ru" class="translated-ltr"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><link type="text/css" rel="stylesheet" charset="UTF-8" href="https://translate.googleapis.com/translate_static/css/translateelement.css">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Закон 6 – Сделка | Бридж-клуб Хиллкрест</title>
<link rel="stylesheet" href="https://www.hillcrestbridge.org.uk/wp-content/themes/hillcrest/style.css?ver=2.3" type="text/css" media="all">
<style type="text/css">
.entry-content p.item {{ margin-left: 2.5em; }}
#google_translate_element {{ float: right; }}
</style>
<script type="text/javascript">function googleTranslateElementInit() {{ new google.translate.TranslateElement({{pageLanguage: 'en', layout: google.translate.TranslateElement.InlineLayout.SIMPLE}}, 'google_translate_element'); }}</script>
<script type="text/javascript" src="https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit"></script>
</head>
<body class="page-template-default page page-id-318" style="position: relative; min-height: 100%; top: 40px;"><div class="skiptranslate" style=""><iframe id=":1.container" class="goog-te-banner-frame skiptranslate" frameborder="0" src="javascript:&#39;&#39;" style="visibility:visible"></iframe></div>
<div id="page" class="site">
<header id="masthead" class="site-header">
<div class="site-branding"><p class="site-title"><a href="https://www.hillcrestbridge.org.uk/" rel="home">{tr("Бридж-клуб Хиллкрест")}</a></p>
<p class="site-description">{tr("Дубликатный бридж в Хиллкресте с 1971 года")}</p></div>
<div id="google_translate_element"><div class="skiptranslate goog-te-gadget" dir="ltr" style=""><div id=":0.targetLanguage" class="goog-te-gadget-simple"><select class="goog-te-combo" aria-label="Виджет Google Переводчика">{options}</select></div>Технологии <span style="white-space:nowrap"><a class="goog-logo-link" href="https://translate.google.com/" target="_blank"><img src="https://www.gstatic.com/images/branding/googlelogo/1x/googlelogo_color_42x16dp.png" width="37px" height="14px" style="padding-right: 3px" alt="Google Переводчик">Переводчик</a></span></div></div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">
<li><a href="https://www.hillcrestbridge.org.uk/">{tr("Главная")}</a></li>
<li><a href="https://www.hillcrestbridge.org.uk/sessions/">{tr("Игровые сессии")}</a></li>
<li class="current-menu-ancestor"><a href="https://www.hillcrestbridge.org.uk/laws-2007/">{tr("Законы")}</a></li>
<li><a href="https://www.hillcrestbridge.org.uk/contact/">{tr("Контакты")}</a></li>
</ul></nav>
</header>
<div id="content" class="site-content">
<div class="breadcrumbs"><a href="https://www.hillcrestbridge.org.uk/">{tr("Главная")}</a> » <a href="https://www.hillcrestbridge.org.uk/laws-2007/">{tr("Законы дубликатного бриджа 2007")}</a> » {tr("Закон 6")}</div>
<main id="main" class="site-main">
<article id="post-318" class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">{tr("Закон 6 – " + u["6"].title)}</h1></header>
<div class="entry-content">
<p><strong>{tr("A. " + u["6A"].title)}</strong><br>
{tr(u["6A"].text)}</p>
<p><strong>{tr("B. " + u["6B"].title)}</strong><br>
{tr(u["6B"].text)}</p>
<p><strong>{tr("C. " + u["6C"].title)}</strong><br>
{tr(u["6C"].text)}</p>
<p><strong>{tr("D. " + u["6D"].title)}</strong></p>
<p>{F}{F}1.</font>{F} {u["6D1"].text}</font></font></p>
<p>{tr("2. " + u["6D2"].text)}</p>
<p class="item">{tr("(a) " + u["6D2(A)"].text)}</p>
<p class="item">{tr("(b) " + u["6D2(B)"].text)}</p>
<p>{tr("3. " + u["6D3"].text)}</p>
<p><strong>{tr("E. " + u["6E"].title)}</strong><br>
{tr(u["6E"].text)}</p>
<p class="note"><em>{tr(NOTE)}</em></p>
</div>
</article>
<nav class="navigation post-navigation"><div class="nav-links"><div class="nav-previous"><a href="https://www.hillcrestbridge.org.uk/laws-2007/law-5-assignment-of-seats/" rel="prev">{tr("← " + PAGER_PREV)}</a></div><div class="nav-next"><a href="https://www.hillcrestbridge.org.uk/laws-2007/law-7-control-of-board-and-cards/" rel="next">{tr(PAGER_NEXT + " →")}</a></div></div></nav>
</main>
</div>
<footer id="colophon" class="site-footer"><div class="site-info">{tr("© 2012 Бридж-клуб Хиллкрест. Все права защищены.")}</div></footer>
</div>
<div id="goog-gt-tt" class="skiptranslate" dir="ltr" style="display: none;"><div style="padding: 8px;"><div><div class="logo"><img src="https://www.gstatic.com/images/branding/product/1x/translate_24dp.png" width="20" height="20" alt="Google Переводчик"></div></div></div><div class="top" style="padding: 8px; float: left; width: 100%;"><h1 class="title gray">Исходный текст</h1></div><div class="middle" style="padding: 8px;"><div class="original-text">{TOOLTIP_EN}</div></div><div class="bottom" style="padding: 8px;"><div class="activity-links"><span class="activity-link">Предложить лучший вариант перевода</span><span class="activity-link"></span></div><div class="started-activity-container"><hr style="color: #CCC; background-color: #CCC; height: 1px; border: none;"><div class="activity-root"></div></div></div><div class="status-message" style="display: none;"></div></div>
<div class="goog-te-spinner-pos"><div class="goog-te-spinner-animation"><svg xmlns="http://www.w3.org/2000/svg" class="goog-te-spinner" width="96px" height="96px" viewBox="0 0 66 66"><circle class="goog-te-spinner-path" fill="none" stroke-width="6" stroke-linecap="round" cx="33" cy="33" r="30"></circle></svg></div></div>
</body></html>"""
    with open(f"{DEV}/{NAME}.html", "w", encoding="utf-8") as f:
        f.write(html)
    furniture = ["Бридж-клуб Хиллкрест", "Дубликатный бридж в Хиллкресте с 1971 года",
                 "Выберите язык", "азербайджанский", "Технологии", "Переводчик", "Игровые сессии",
                 "Законы дубликатного бриджа 2007", PAGER_PREV, PAGER_NEXT, NOTE,
                 "© 2012 Бридж-клуб Хиллкрест", "Исходный текст",
                 "Предложить лучший вариант перевода", TOOLTIP_EN]
    write_expected(NAME, """
Blind trial 45: an English club's page of Law 6 (2007) machine-translated into Russian by the
site's Google Translate widget and saved by Chrome: every text node in two <font style=
"vertical-align: inherit;">, a sentence an inner <font>; the widget's <select> of languages and
«Технологии … Переводчик», a banner iframe, a hidden tooltip holding an English sentence of the
original (6D2(b)'s), the menu, breadcrumbs, a pager «Закон 5 …» / «Закон 7 …» and the footer
translated. The title is the machine's «Сделка». The section and item letters stay Latin as on the
English page, A. B. C. D. E. and (a) (b): read in their own alphabet, B is 6B and C is 6C (not
Cyrillic В = C and С), E is 6E.""",
                   2007, "ru", L6, furniture=furniture)


if __name__ == "__main__":
    main()
