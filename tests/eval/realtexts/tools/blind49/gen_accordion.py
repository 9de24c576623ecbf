"""Federation web page: each section of the law sits in a <details>/<summary>
accordion; items of one subsection come from <ol type="a"> (letters only on the
rendered page); one extra accordion holds the director's notes (not law)."""
from common import write_file, write_expected

NAME = "accordion"

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Law 66 &ndash; 1997 Laws &ndash; Northern Counties Bridge Federation</title>
<style>
details { border: 1px solid #ccc; margin: .4em 0; }
summary { cursor: pointer; font-weight: bold; padding: .3em; }
.panel { padding: 0 1em; }
</style>
<script>
function expandAll(){document.querySelectorAll('details').forEach(function(d){d.open=true;});}
</script>
</head>
<body>
<header>
  <div class="logo">Northern Counties Bridge Federation</div>
  <nav><a href="/">Home</a> | <a href="/events">Tournaments</a> | <a href="/laws">Laws &amp; Regulations</a> | <a href="/contact">Contact</a></nav>
</header>
<p class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/laws">Laws</a> &rsaquo; 1997 Laws &rsaquo; Law 66</p>
<main>
<p class="edition">From <em>The Laws of Duplicate Contract Bridge</em>, 1997 edition. Click a heading to open it.</p>
<button onclick="expandAll()">Expand all sections</button>

<h1>LAW 66<br><small>REVIEW OF QUITTED TRICKS</small></h1>
<p class="intro">This Law applies from the moment a trick is turned face down until the end of the round.</p>

<details open>
<summary><strong>A.</strong> The Last Trick</summary>
<div class="panel">
<p>Until his side has led or played to the next trick, declarer or either defender may ask that the cards of the trick just turned be shown again.</p>
</div>
</details>

<details>
<summary><strong>B.</strong> Earlier Tricks</summary>
<div class="panel">
<p>Once the next trick has begun, earlier quitted tricks may not be inspected, except:</p>
<p>1.&nbsp;at the Director&rsquo;s instruction, to establish whether a revoke occurred;</p>
<p>2.&nbsp;when a player believes a card has been left face up&nbsp;in error.</p>
</div>
</details>

<details>
<summary><strong>C.</strong> Disputed Ownership</summary>
<div class="panel">
<p>When the players disagree as to which side won a trick, the Director is summoned before any further card is played.</p>
<p>1.&nbsp;The Director may have the quitted cards faced, provided that:</p>
<ol type="a">
<li>all four players agree to the inspection;</li>
<li>no card is moved from its pile until he has seen&nbsp;it.</li>
</ol>
<p>2.&nbsp;A player who faces a quitted trick without leave may incur a procedural penalty.</p>
</div>
</details>

<details>
<summary><strong>D.</strong> After the Round</summary>
<div class="panel">
<p>After the last board of a round, the cards of each board are returned to their slots without further inspection.</p>
</div>
</details>

<details class="notes">
<summary>Director&rsquo;s notes (not part of the Law)</summary>
<div class="panel">
<p>Club directors should remind newer players that turning tricks promptly keeps the movement on time.</p>
</div>
</details>
</main>
<footer>
<p>&copy; 2003 Northern Counties Bridge Federation. Last updated 12&nbsp;May&nbsp;2003.</p>
</footer>
</body>
</html>
"""

UNITS = [
    ("66", "REVIEW OF QUITTED TRICKS", "This Law applies from the moment a trick is turned"),
    ("66A", "The Last Trick", "Until his side has led or played to the next"),
    ("66B", "Earlier Tricks", "Once the next trick has begun, earlier quitted tricks"),
    ("66B1", None, "at the Director\u2019s instruction, to establish whether a revoke"),
    ("66B2", None, "when a player believes a card has been left face"),
    ("66C", "Disputed Ownership", "When the players disagree as to which side won"),
    ("66C1", None, "The Director may have the quitted cards faced, provided that:"),
    ("66C1(A)", None, "all four players agree to the inspection;"),
    ("66C1(B)", None, "no card is moved from its pile until he"),
    ("66C2", None, "A player who faces a quitted trick without leave"),
    ("66D", "After the Round", "After the last board of a round, the cards"),
]

FURNITURE = [
    "Northern Counties Bridge Federation",
    "Home | Tournaments | Laws & Regulations | Contact",
    "Click a heading to open it.",
    "Expand all sections",
    "Director\u2019s notes (not part of the Law)",
    "Club directors should remind newer players that turning tricks promptly",
    "Last updated 12 May 2003.",
]

write_file(NAME + ".html", HTML)
write_expected(NAME, 1997, "en", UNITS, FURNITURE)
