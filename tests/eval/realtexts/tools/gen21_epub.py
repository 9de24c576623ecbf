"""Shape 21: an EPUB chapter (.xhtml) of a book of the Laws (the files are written by hand; this
writes their expected.yaml). Every law sentence is invented for this set."""
from common import ROOT, U, write_expected

DEV = [
    U("44", "SEQUENCE AND PROCEDURE OF PLAY"),
    U("44A", "Lead to the First Trick", "The defender who is to lead first shall wait until declarer has named the final contract aloud{fn:1}, and only then take a card from his hand."),
    U("44B", "Cards Played to a Trick"),
    U("44B1", None, "A player who is in doubt which suit was led may ask to see the card again before he plays to the trick."),
    U("44B2", None, "A player who has played {pb:45}to a trick shall not touch his card again until all four cards have been played, save to straighten it."),
    U("44C", "Looking at a Turned Trick"),
    U("44C1", None, "A player who wishes to see a trick that has been turned may ask the Director, who shall decide whether the request is reasonable."),
    U("44C2", None, "If the Director grants the request:"),
    U("44C2(A)", None, "he turns the trick himself, in full view of all four players;"),
    U("44C2(B)", None, "he then returns the cards face down, and:"),
    U("44C2(B)(1)", None, "no player touches any other card while he does so;"),
    U("44C2(B)(2)", None, "the player who asked may not ask again on the same board."),
    U("44D", "Leads After the First Trick", "A player who is unsure whether he won the last trick shall ask the others before leading, and no lead counts {pb:46}until all three have agreed."),
]
HELD = [
    U("46", "НЕПОЛНОЕ ИЛИ ОШИБОЧНОЕ НАЗВАНИЕ КАРТЫ БОЛВАНА"),
    U("46A", "Как называть карту", "Разыгрывающий, называя карту болвана, должен говорить достаточно громко, чтобы его слышали оба защитника; шёпот или жест судья вправе не считать названием карты."),
    U("46B", "Неполное название"),
    U("46B1", None, "Если разыгрывающий назвал только масть, болван должен:"),
    U("46B1(A)", None, "спросить, какую карту этой масти имел в виду разыгрывающий;"),
    U("46B1(B)", None, "не трогать карт, пока не получит ответа."),
    U("46B2", None, "Если разыгрывающий произнёс лишь достоинство карты, защитники вправе потребовать, чтобы он повторил название целиком, прежде чем кто-либо {pb:112}сыграет в эту взятку."),
    U("46B3", None, "Болван, который выложил {pb:113}карту по неполному названию, должен вернуть её на место, если ни один защитник ещё не сыграл в эту взятку."),
    U("46C", "Ошибочное название", "Если разыгрывающий назвал карту, которой у болвана нет, болван должен промолчать и лишь показать рукой на масть, о которой, по его мнению, шла речь{fn:1}; защитники тем временем своих карт не показывают."),
]

write_expected(f"{ROOT}/dev/epub-book-law44-1997.expected.yaml",
"""Shape 21: an EPUB chapter (XHTML5 with the epub namespace): <section epub:type="chapter">, a
chapter label in a <header>, the law header in <h2> with the dash in a <span>, sections in <h3>,
subsections and items in <p class="item"> with their markers in <span class="num"> (roman (i),
(ii) under (b)); page-break markers <span epub:type="pagebreak" title="45"/> inside 44B2's first
words and inside 44D (the page number is only in attributes and must not enter the text); a
noteref "1" in 44A and its <aside epub:type="footnote"> after the law. Every sentence invented.""",
    1997, "en", DEV, footnotes=1,
    furniture=["Chapter VI", "first printing of this edition", "were set in italics"])

write_expected(f"{ROOT}/heldout/epub-kniga-pravilo46-2017.expected.yaml",
"""Shape 21: an EPUB chapter (XHTML5 with the epub namespace) of a Russian book of the Laws:
<section epub:type="chapter">, a running head «Глава VI. Розыгрыш» in a <p>, the law header in
<h2> as «Правило 46» <br/> title, sections «А. …» in <h3>, subsections «1.» and items «а)» typed
in <p class="item">; page-break markers (one empty <span …></span>, one self-closed <span …/>)
inside 46B2 and inside 46B3's first words, the page numbers only in attributes; a noteref
<sup>1</sup> in 46C and its <aside epub:type="footnote"> after the law. Every sentence invented.""",
    2017, "ru", HELD, footnotes=1,
    furniture=["Глава VI. Розыгрыш", "судейской коллегией федерации", "В переводе 2017 года"])
