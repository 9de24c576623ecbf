"""A federation's news page announcing a revised Law 79 (2017) with its new text.

Traps: the article's title names the law before its header; a bulleted
"What has changed" list of its own; an "Amended" badge glued to a section
title; <ins> marks inside units; an editor's note between C1(c) and C2 that
names Law 92 and a regulation; a closing sentence and "Related news" after
the last unit.
"""
from _common import unit, write

NAME = "en_news_amendment_2017"

HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Laws Committee adopts revised wording of Law 79 | Northern Counties Bridge Federation</title>
<link rel="stylesheet" href="/assets/css/site.min.css?v=4.2.1">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QX2K1"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QX2K1');</script>
<style>.law-text ins{background:#e6f6e6;text-decoration:none}.badge{font-size:.7em;background:#c33;color:#fff;padding:1px 6px;border-radius:3px;vertical-align:middle}</style>
</head>
<body class="page-news single">
<a class="skip-link" href="#main">Skip to content</a>
<div class="topbar"><a href="/members/login/">Member login</a> | <a href="/join/">Join the Federation</a></div>
<header class="site-header">
  <a class="logo" href="/"><img src="/assets/img/ncbf-logo.svg" alt="NCBF logo"> Northern Counties Bridge Federation</a>
  <nav class="main-nav" aria-label="Main">
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="/tournaments/">Tournaments</a></li>
      <li class="current"><a href="/news/">News</a></li>
      <li><a href="/laws/">Laws &amp; Regulations</a></li>
      <li><a href="/results/">Results</a></li>
      <li><a href="/clubs/">Find a Club</a></li>
      <li><a href="/contact/">Contact</a></li>
    </ul>
  </nav>
  <form class="site-search" action="/search/"><input type="search" name="q" placeholder="Search the site"><button type="submit">Search</button></form>
</header>

<nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/category/laws/">Laws</a> &rsaquo; <span>Revised Law 79</span></nav>

<main id="main">
<article class="post">
  <h1 class="entry-title">Laws Committee adopts revised wording of Law 79</h1>
  <p class="entry-meta">Posted 14 March 2024 by <a href="/people/rachel-ashworth/">Rachel Ashworth</a>, Chief Tournament Director &middot; 4 min read</p>

  <p class="lead">Following the consultation that closed at the end of January, the Laws Committee has approved a revised text of Law 79 for use at all Federation events. It takes effect on 1 April 2024, and clubs are encouraged to adopt it from the same date.</p>

  <h2>What has changed</h2>
  <ul class="changes">
    <li>Section C now fixes one deadline for every request to correct a score.</li>
    <li>The old third subsection of B has been folded into B2.</li>
    <li>A new item (c) has been added under C1, for scores entered on table devices.</li>
  </ul>

  <p>New words are highlighted in the text below. The full revised text reads:</p>

  <div class="law-text">
    <h3>Law 79 &ndash; Tricks Won</h3>

    <h4>A. Agreement on Tricks Won</h4>
    <p>1. Both sides confirm the number of tricks taken by declarer before any hand is put back in its pocket of the board.</p>
    <p>2. A player who enters or approves the score on behalf of his side is taken to have agreed the number of tricks recorded there.</p>

    <h4>B. Disagreement on Tricks Won</h4>
    <p>If the sides cannot confirm the number of tricks, the Director is to be called before either pair moves for the next round.</p>
    <p>1. The Director establishes the facts from the turned cards, from what the players tell him and, where they are still intact, from the hands themselves.</p>
    <p>2. When the facts cannot be established, the Director gives the disputed trick to the side he judges more likely to have won it, <ins>and in a case of real doubt to the side that did not cause the disagreement</ins>.</p>

    <h4>C. Error in Score <span class="badge">Amended</span></h4>
    <p>1. A score that was wrongly added up or wrongly entered may be put right, at the request of any contestant or on the scorer&rsquo;s own initiative, until the correction period fixed by the Tournament Organizer ends, provided that:</p>
    <p class="item">(a) the error is drawn to the Director&rsquo;s attention before that period ends;</p>
    <p class="item">(b) no result at another table is changed unless it rests on the same error; and</p>
    <p class="item"><ins>(c) where the score was entered on a table device, the device&rsquo;s record is the starting point of any correction.</ins></p>
    <aside class="editor-note"><strong>Editor&rsquo;s note:</strong> item (c) is new. For appeals against a corrected score see Law 92; clubs using their own scoring software should also read Regulation 14 of the Federation Handbook.</aside>
    <p>2. Once the correction period has ended, an agreed score stands unless the Tournament Organizer&rsquo;s regulations allow a later correction in exceptional cases.</p>
  </div>

  <p>Questions about the new wording may be sent to the Laws Committee at <a href="mailto:laws@ncbf.org.uk">laws@ncbf.org.uk</a>. A printable copy will be sent to every affiliated club before the end of March.</p>
  <p class="download"><a href="/media/2024/03/law79-revised-2024.pdf">Download the revised text (PDF, 84 KB)</a></p>

  <div class="share">Share this:
    <a href="#" class="share-fb">Facebook</a>
    <a href="#" class="share-x">X</a>
    <a href="#" class="share-wa">WhatsApp</a>
    <a href="#" class="share-mail">Email</a>
  </div>
  <p class="tags">Tags: <a href="/tag/laws/">Laws</a>, <a href="/tag/scoring/">Scoring</a>, <a href="/tag/directors/">Directors</a></p>
</article>

<aside class="related">
  <h2>Related news</h2>
  <ol>
    <li><a href="/news/2024/02/law-12-rulings-2023/">Law 12 rulings: what directors asked us in 2023</a> <span class="date">2 February 2024</span></li>
    <li><a href="/news/2024/01/regional-directors/">Three new regional directors appointed</a> <span class="date">19 January 2024</span></li>
    <li><a href="/news/2023/12/scoring-v3/">Scoring software: end of support for version 3</a> <span class="date">8 December 2023</span></li>
  </ol>
</aside>
</main>

<footer class="site-footer">
  <p>&copy; 2024 Northern Counties Bridge Federation &middot; Registered charity no. 1100473</p>
  <p><a href="/privacy/">Privacy</a> &middot; <a href="/cookies/">Cookies</a> &middot; <a href="/accessibility/">Accessibility</a></p>
</footer>
<script src="/assets/js/site.min.js?v=4.2.1"></script>
</body>
</html>
"""

EXPECTED = {
    "edition": 2017,
    "lang": "en",
    "units": [
        unit("79", "Tricks Won"),
        unit("79A", "Agreement on Tricks Won"),
        unit("79A1", None, "Both sides confirm the number of tricks taken by declarer"),
        unit("79A2", None, "A player who enters or approves the score on behalf"),
        unit("79B", "Disagreement on Tricks Won", "If the sides cannot confirm the number of tricks"),
        unit("79B1", None, "The Director establishes the facts from the turned cards"),
        unit("79B2", None, "When the facts cannot be established, the Director gives"),
        unit("79C", "Error in Score"),
        unit("79C1", None, "A score that was wrongly added up or wrongly entered"),
        unit("79C1(A)", None, "the error is drawn to the Director\u2019s attention"),
        unit("79C1(B)", None, "no result at another table is changed unless"),
        unit("79C1(C)", None, "where the score was entered on a table device"),
        unit("79C2", None, "Once the correction period has ended, an agreed score stands"),
    ],
    "furniture": [
        "Skip to content",
        "Northern Counties Bridge Federation",
        "Laws Committee adopts revised wording of Law 79",
        "Following the consultation that closed at the end of January",
        "What has changed",
        "Section C now fixes one deadline for every request to correct a score.",
        "A new item (c) has been added under C1",
        "The full revised text reads:",
        "Amended",
        "Editor\u2019s note: item (c) is new. For appeals against a corrected score see Law 92",
        "Questions about the new wording may be sent to the Laws Committee",
        "Download the revised text (PDF, 84 KB)",
        "Related news",
        "Law 12 rulings: what directors asked us in 2023",
        "Registered charity no. 1100473",
    ],
}

if __name__ == "__main__":
    write(NAME, "html", HTML, EXPECTED)
