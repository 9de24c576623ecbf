"""6. A regional federation's news feed as Atom 1.0 (.xml), as WordPress writes it, Russian,
Закон 4 (2017). Four entries, newest first:
- results of a cup (content type="html": escaped HTML with a table naming pairs);
- the law's entry: <title type="html"> with a double-escaped «Закон&amp;nbsp;4», a <summary
  type="html"> that repeats the opening words and is cut with «[…]», and <content type="xhtml">
  whose <div> holds the translators' preface, «Закон 4» and its title as two headings, sections
  as <h4>, the subsections in an <ol> (the feed reader draws 1., 2., 3.), the items typed «а)»,
  «б)» after <br/> inside the third <li>, a translators' note and a forum link after the law;
- a seminar's programme (content type="text", plain): «1) Закон 4 — …», «2) Закон 16 — …»;
- an older entry announcing Закон 3 with a summary only.
Sentences invented."""
import os
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(__file__))
from laws45b import L4, OUT, by, write_expected  # noqa

NAME = "fed-atom-zakon4-2017"
u = by(L4)
SITE = "https://bridge-ural.example.ru"


def main():
    results_html = ("<p>В минувшие выходные в Екатеринбурге прошёл Кубок округа в парном разряде. "
                    "Играли 22 пары, 27 сдач в каждой сессии.</p>"
                    "<table><tr><th>Место</th><th>Пара</th><th>%</th></tr>"
                    "<tr><td>1</td><td>Гусева — Фролов</td><td>61,4</td></tr>"
                    "<tr><td>2</td><td>Бекетов — Яшин</td><td>58,9</td></tr>"
                    "<tr><td>3</td><td>Рахимова — Рахимов</td><td>57,2</td></tr></table>"
                    "<p>Поздравляем призёров!</p>")
    law = f"""<div xmlns="http://www.w3.org/1999/xhtml">
<p>Судейский комитет публикует рабочий перевод Закона&#160;4 по редакции 2017&#160;года. Замечания к переводу присылайте до 15&#160;мая.</p>
<h3>Закон 4</h3>
<h3>{u['4'].title}</h3>
<h4>А. {u['4A'].title}</h4>
<p>{u['4A'].text}</p>
<h4>Б. {u['4B'].title}</h4>
<p>{u['4B'].text}</p>
<ol>
<li>{u['4B1'].text}</li>
<li>{u['4B2'].text}</li>
<li>{u['4B3'].text}<br/>
а)&#160;{u['4B3(A)'].text}<br/>
б)&#160;{u['4B3(B)'].text}</li>
</ol>
<h4>В. {u['4C'].title}</h4>
<p>{u['4C'].text}</p>
<hr/>
<p><em>Примечание переводчиков. Нумерация пунктов сохранена по английскому тексту; слово «сессия» везде означает игровую сессию турнира.</em></p>
<p>Обсудить перевод: <a href="{SITE}/forum/perevod-zakon-4/">ветка на форуме</a>.</p>
</div>"""
    seminar = ("Семинар судей округа пройдёт 18 мая в клубе «Урал».\n"
               "Программа:\n"
               "1) Закон 4 — составы пар и замены;\n"
               "2) Закон 16 — дозволенная и недозволенная информация;\n"
               "3) разбор протоколов весеннего сезона.\n"
               "Регистрация у секретаря до 10 мая.")
    feed = f"""<?xml version="1.0" encoding="UTF-8"?><feed
  xmlns="http://www.w3.org/2005/Atom"
  xmlns:thr="http://purl.org/syndication/thread/1.0"
  xml:lang="ru-RU"
  >
	<title type="text">Федерация бриджа Уральского округа</title>
	<subtitle type="text">Новости, судейство, турниры</subtitle>

	<updated>2024-04-22T09:14:37Z</updated>

	<link rel="alternate" type="text/html" href="{SITE}" />
	<id>{SITE}/feed/atom/</id>
	<link rel="self" type="application/atom+xml" href="{SITE}/feed/atom/" />

	<generator uri="https://wordpress.org/" version="6.4.3">WordPress</generator>
	<entry>
		<author>
			<name>Пресс-служба</name>
		</author>

		<title type="html"><![CDATA[Итоги Кубка округа в парном разряде]]></title>
		<link rel="alternate" type="text/html" href="{SITE}/2024/04/22/kubok-okruga-pary/" />

		<id>{SITE}/?p=1873</id>
		<updated>2024-04-22T09:14:37Z</updated>
		<published>2024-04-22T09:10:02Z</published>
		<category scheme="{SITE}" term="Турниры" />
		<summary type="html"><![CDATA[В минувшие выходные в Екатеринбурге прошёл Кубок округа в парном разряде. Играли 22 пары, 27 сдач в каждой сессии. Место Пара % 1 Гусева — Фролов [&#8230;]]]></summary>
		<content type="html" xml:base="{SITE}/2024/04/22/kubok-okruga-pary/">{escape(results_html)}</content>
		<link rel="replies" type="text/html" href="{SITE}/2024/04/22/kubok-okruga-pary/#comments" thr:count="0" />
		<thr:total>0</thr:total>
	</entry>
	<entry>
		<author>
			<name>Судейский комитет</name>
			<uri>{SITE}/sudeyskiy-komitet/</uri>
		</author>

		<title type="html">Рабочий перевод: Закон&amp;nbsp;4 &#171;{u['4'].title}&#187;</title>
		<link rel="alternate" type="text/html" href="{SITE}/2024/04/15/perevod-zakon-4/" />

		<id>{SITE}/?p=1859</id>
		<updated>2024-04-16T07:02:51Z</updated>
		<published>2024-04-15T18:30:00Z</published>
		<category scheme="{SITE}" term="Судейство" /><category scheme="{SITE}" term="Законы 2017" />
		<summary type="html"><![CDATA[Судейский комитет публикует рабочий перевод Закона&nbsp;4 по редакции 2017&nbsp;года. Замечания к переводу присылайте до 15&nbsp;мая. Закон 4 {u['4'].title} А. {u['4A'].title} За каждым столом играют две пары; [&#8230;]]]></summary>
		<content type="xhtml" xml:base="{SITE}/2024/04/15/perevod-zakon-4/">{law}</content>
		<link rel="replies" type="text/html" href="{SITE}/2024/04/15/perevod-zakon-4/#comments" thr:count="3" />
		<thr:total>3</thr:total>
	</entry>
	<entry>
		<author>
			<name>Судейский комитет</name>
		</author>

		<title type="text">Семинар судей 18 мая</title>
		<link rel="alternate" type="text/html" href="{SITE}/2024/04/10/seminar-18-maya/" />

		<id>{SITE}/?p=1850</id>
		<updated>2024-04-10T12:00:00Z</updated>
		<published>2024-04-10T12:00:00Z</published>
		<category scheme="{SITE}" term="Судейство" />
		<content type="text">{escape(seminar)}</content>
	</entry>
	<entry>
		<author>
			<name>Судейский комитет</name>
		</author>

		<title type="html">Рабочий перевод: Закон&amp;nbsp;3 &#171;Расположение столов&#187;</title>
		<link rel="alternate" type="text/html" href="{SITE}/2024/04/01/perevod-zakon-3/" />

		<id>{SITE}/?p=1838</id>
		<updated>2024-04-01T16:45:10Z</updated>
		<published>2024-04-01T16:45:10Z</published>
		<category scheme="{SITE}" term="Судейство" />
		<summary type="html"><![CDATA[Продолжаем публиковать перевод Законов 2017 года. На этой неделе — Закон 3 о расположении столов и направлениях. [&#8230;]]]></summary>
	</entry>
</feed>
"""
    with open(f"{OUT}/{NAME}.xml", "w", encoding="utf-8") as f:
        f.write(feed)
    write_expected(
        NAME,
        "Blind trial 45b: a federation's Atom feed as WordPress writes it: the law in the second entry "
        "(newest first) as content type=\"xhtml\", its number and title two headings, the subsections an "
        "<ol> the reader numbers, items typed after <br/> in the third <li>, a preface and a translators' "
        "note around it; a summary repeating its start and cut; a double-escaped &amp;nbsp; in the entry "
        "title; a results entry (escaped HTML), a plain-text programme «1) Закон 4 — …», an entry on Закон 3.",
        2017, "ru", L4,
        furniture=["Федерация бриджа Уральского округа", "Итоги Кубка округа", "Гусева — Фролов",
                   "Рабочий перевод", "Судейский комитет публикует рабочий перевод",
                   "Примечание переводчиков", "ветка на форуме", "Семинар судей 18 мая",
                   "составы пар и замены", "Расположение столов"])


if __name__ == "__main__":
    main()
