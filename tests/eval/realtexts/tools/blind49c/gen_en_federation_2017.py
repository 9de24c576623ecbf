"""Federation web page (HTML), English, 2017 edition, one law (13).
Traps: law title wrapped with <br> over three lines, nav menu/breadcrumb/footer,
editor's note, 'Related pages' box listing another law, HTML entities."""
from common import write, U

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Law 13 &ndash; Laws of Duplicate Bridge 2017 | Northbrook Bridge Federation</title>
<link rel="stylesheet" href="/assets/site.css">
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>
</head>
<body class="page-laws">
<header class="site-header">
  <div class="logo"><a href="/">Northbrook Bridge Federation</a></div>
  <nav class="main-nav">
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="/events">Tournaments &amp; Events</a></li>
      <li class="active"><a href="/laws">Laws &amp; Regulations</a></li>
      <li><a href="/clubs">Find a Club</a></li>
      <li><a href="/contact">Contact Us</a></li>
    </ul>
  </nav>
</header>
<div class="breadcrumb"><a href="/">Home</a> &raquo; <a href="/laws">Laws &amp; Regulations</a> &raquo; <a href="/laws/2017">The 2017 Laws</a> &raquo; Law 13</div>

<main id="content">
<article class="law" id="law-13">
<h1 class="law-title">LAW 13<br>
INCORRECT NUMBER<br>
OF CARDS</h1>

<p class="editor-note"><em>Editor&rsquo;s note: this web version is provided for convenience only. In case of doubt the printed 2017 edition prevails.</em></p>

<section class="law-section">
<h3>A. No Call Yet Made</h3>
<p>When it is discovered, before any player at the table has made a call, that a hand holds more or fewer than thirteen cards, the Director is summoned and proceeds as follows:</p>
<p class="sub"><b>1.</b> If the missing card is found elsewhere at the table, it is restored to the deficient hand and the board is played normally.</p>
<p class="sub"><b>2.</b> If the cards cannot be restored with certainty, the Director cancels the board for that table and may award an artificial adjusted score (see Law&nbsp;12C2).</p>
</section>

<section class="law-section">
<h3>B. After a Call but Before the Opening Lead</h3>
<p>When the discrepancy comes to light after the auction has begun but before the opening lead is faced, the Director:</p>
<p class="sub"><b>1.</b> allows the auction to continue if the deficient hand is corrected and he judges that no player&rsquo;s calls would have differed;</p>
<p class="sub"><b>2.</b> otherwise cancels the auction, has the hands corrected and requires a redeal only when the Regulating Authority so permits.</p>
</section>

<section class="law-section">
<h3>C. Discovered During the Play</h3>
<p class="sub"><b>1.</b> A hand found to be deficient during the play is deemed to have held the missing card from the start, and a failure to play it may constitute a revoke.</p>
<p class="sub"><b>2.</b> When a surplus card is found in a hand that has already played to a trick, the Director determines which card was wrongly included and:</p>
<p class="item">(a) removes it from the hand if it was never played to a trick;</p>
<p class="item">(b) if it was played, the offender&rsquo;s side loses one trick in addition to any other rectification the Director applies.</p>
</section>

<section class="law-section">
<h3>D. Discovered After the Board Is Scored</h3>
<p>Where the irregularity is discovered only after the board has been scored, the result stands unless the Director judges that the non&#8209;offending side was damaged.</p>
</section>
</article>

<aside class="related">
  <h4>Related pages</h4>
  <ul>
    <li><a href="/laws/2017/12">Law 12 &ndash; Director&rsquo;s Discretionary Powers</a></li>
    <li><a href="/laws/2017/14">Law 14 &ndash; Missing Card</a></li>
    <li><a href="/laws/2017/pdf">Download the full 2017 Laws (PDF, 1.2&nbsp;MB)</a></li>
  </ul>
</aside>
</main>

<footer class="site-footer">
  <p>&copy; 2024 Northbrook Bridge Federation. All rights reserved.</p>
  <p>Registered charity no. 1048812 &middot; <a href="/privacy">Privacy Policy</a> &middot; <a href="/cookies">Cookie Settings</a></p>
</footer>
</body>
</html>
"""

EXPECTED = {
    "edition": 2017,
    "lang": "en",
    "units": [
        U("13", "INCORRECT NUMBER OF CARDS"),
        U("13A", "No Call Yet Made", "When it is discovered, before any player at the table"),
        U("13A1", None, "If the missing card is found elsewhere at the table,"),
        U("13A2", None, "If the cards cannot be restored with certainty,"),
        U("13B", "After a Call but Before the Opening Lead", "When the discrepancy comes to light after the auction"),
        U("13B1", None, "allows the auction to continue if the deficient hand"),
        U("13B2", None, "otherwise cancels the auction, has the hands corrected"),
        U("13C", "Discovered During the Play"),
        U("13C1", None, "A hand found to be deficient during the play"),
        U("13C2", None, "When a surplus card is found in a hand"),
        U("13C2(A)", None, "removes it from the hand if it was never"),
        U("13C2(B)", None, "if it was played, the offender\u2019s side loses one trick"),
        U("13D", "Discovered After the Board Is Scored", "Where the irregularity is discovered only after the board"),
    ],
    "furniture": [
        "Northbrook Bridge Federation",
        "Tournaments & Events",
        "Laws & Regulations",
        "Find a Club",
        "The 2017 Laws",
        "this web version is provided for convenience only",
        "Law 12 \u2013 Director\u2019s Discretionary Powers",
        "Law 14 \u2013 Missing Card",
        "Download the full 2017 Laws",
        "All rights reserved.",
        "Registered charity no. 1048812",
    ],
}

write("en_federation_2017.html", HTML, EXPECTED)
