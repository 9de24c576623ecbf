"""5. A county association's news feed (RSS 2.0, as WordPress 1.5 wrote it in 2005) whose
"Law of the Month" item holds Law 15 of the 1997 Laws: the law's number and title only in the
item's <title>; its text in <content:encoded> (HTML in CDATA: sections as <strong> over <br />,
subsections typed "1." in paragraphs under B and drawn by an <ol> under C, two items in one
paragraph split by <br />); the item's <description> an excerpt cut with "[...]" that repeats
the first words of the law; an intro naming "Law 15" and the 1997 edition, a closing line naming
"Law 16" for next month; around it a results item (an <ol> of pairs) and committee minutes whose
HTML is entity-escaped in <description> ("4. Law of the Month …"). Sentences invented."""
import os
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(__file__))
from laws45 import DEV, L15, SUMMARY_15, by_ref, write_expected  # noqa

NAME = "county-rss-law15-1997"
u = by_ref(L15)

INTRO = ("This month's law is Law 15, which tells the Director what to do when a pair sits down "
         "at the wrong board. The text below is that of the 1997 edition, which the county uses "
         "in all its events.")
NEXT = "Next month: Law 16 – Unauthorised Information. Questions to the County TD, Brian Oakes."

LAW_HTML = f"""<p>{INTRO}</p>
<p><strong>A. {u['15A'].title}</strong><br />
{u['15A'].text}</p>
<p><strong>B. {u['15B'].title}</strong></p>
<p>1. {u['15B1'].text}</p>
<p>2. {u['15B2'].text}</p>
<p style="margin-left: 2em">(a) {u['15B2(A)'].text}<br />
(b) {u['15B2(B)'].text}</p>
<p><strong>C. {u['15C'].title}</strong><br />
{u['15C'].text}</p>
<ol>
<li>{u['15C1'].text}</li>
<li>{u['15C2'].text}</li>
</ol>
<p><em>{NEXT}</em></p>
"""

RESULTS_HTML = """<p>Week 6 of the Winter Pairs was played on Tuesday with eleven tables. The leading pairs:</p>
<ol>
<li>Hall &amp; Pike 63.2%</li>
<li>Marsh &amp; Doyle 58.9%</li>
<li>Crane &amp; Ellery 56.4%</li>
</ol>
<p>Full results are on the noticeboard and the county site.</p>
"""

MINUTES_HTML = """<p>Present: the Chairman, the Secretary, the County TD and four members.</p>
<p>1. Apologies were received from the Treasurer.</p>
<p>4. The Law of the Month series will continue with Law 16 in April, and the County TD will answer questions at the AGM.</p>
<p>6. Next meeting: 14 April 2005.</p>
"""


def item(title, link, guid, date, cats, description, content=None, comments=0):
    cat = "".join(f"\n\t\t<category>{escape(c)}</category>" for c in cats)
    body = (f"\n\t\t<content:encoded><![CDATA[{content}]]></content:encoded>" if content else "")
    return f"""
	<item>
		<title>{escape(title)}</title>
		<link>{link}</link>
		<comments>{link}#comments</comments>
		<pubDate>{date}</pubDate>
		<dc:creator>Brian Oakes</dc:creator>{cat}
		<guid>{guid}</guid>
		<description>{description}</description>{body}
		<wfw:commentRss>{link}feed/</wfw:commentRss>
		<slash:comments>{comments}</slash:comments>
	</item>"""


def main():
    base = "http://www.westmoorcba.org.uk/news/"
    items = [
        item("Results: Winter Pairs, week 6", base + "2005/03/16/winter-pairs-week-6/",
             base + "?p=214", "Wed, 16 Mar 2005 08:12:40 +0000", ["Results"],
             escape("Week 6 of the Winter Pairs was played on Tuesday with eleven tables. The leading "
                    "pairs: 1. Hall & Pike 63.2% 2. Marsh & Doyle 58.9% 3. Crane & Ellery 56.4% [...]"),
             RESULTS_HTML),
        item(f"Law of the Month: Law 15 – {u['15'].title}",
             base + "2005/03/09/law-of-the-month-law-15/", base + "?p=211",
             "Wed, 09 Mar 2005 19:40:03 +0000", ["Law of the Month", "Directing"],
             escape(SUMMARY_15), LAW_HTML, comments=2),
        item("Committee minutes, February", base + "2005/03/02/committee-minutes-february/",
             base + "?p=207", "Wed, 02 Mar 2005 21:05:17 +0000", ["Committee"],
             escape(MINUTES_HTML)),
    ]
    feed = f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- generator="wordpress/1.5.2" -->
<rss version="2.0"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:slash="http://purl.org/rss/1.0/modules/slash/"
>

<channel>
	<title>Westmoor County Bridge Association</title>
	<link>http://www.westmoorcba.org.uk/news</link>
	<description>News, results and the Law of the Month from the WCBA</description>
	<pubDate>Wed, 16 Mar 2005 08:12:40 +0000</pubDate>
	<generator>http://wordpress.org/?v=1.5.2</generator>
	<language>en</language>{"".join(items)}
</channel>
</rss>
"""
    with open(f"{DEV}/{NAME}.xml", "w", encoding="utf-8") as f:
        f.write(feed)
    furniture = ["Westmoor County Bridge Association", "Results: Winter Pairs, week 6",
                 "Hall & Pike 63.2%", "Law of the Month:", INTRO, NEXT,
                 "Committee minutes, February", "The Law of the Month series will continue with Law 16",
                 "Brian Oakes", "Wed, 09 Mar 2005 19:40:03 +0000", "wordpress"]
    write_expected(NAME, """
Blind trial 45: a county association's RSS 2.0 feed (WordPress 1.5, 2005) whose item "Law of the
Month: Law 15 – Wrong Board Played" holds Law 15 of 1997: the law's number and title only in the
item's <title>; the text in <content:encoded> (CDATA HTML): sections in <strong> over <br />,
"1."/"2." typed under B, drawn by an <ol> under C, items (a)/(b) in one <p> split by <br />; an
intro naming "Law 15" and the 1997 edition before it, "Next month: Law 16 …" after it; the
item's <description> an excerpt repeating the law's first words and ending "[...]" (a feed
reader shows the content instead); a results item with an <ol> of pairs before it; committee
minutes after it, their HTML entity-escaped in <description> ("4. … Law 16 in April").""",
                   1997, "en", L15, furniture=furniture)


if __name__ == "__main__":
    main()
