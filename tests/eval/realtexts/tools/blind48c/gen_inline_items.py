"""inline_items.html - a club blog post with Law 29 where every subsection is
one <p> and its items (and sub-items) run inline: "... as follows: (a) ...;
(b) ..., provided that (i) ..., and (ii) ...; or (c) ...". Cross-references
"B1(a)" and "A1(a)" sit inside the text and must not split it."""
import os
from _common import HERE, write_expected, u

HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Laws corner: Law 29 &ndash; Northgate Bridge Club</title>
<style>article p{margin:.4em 0} nav a{margin-right:1em}</style>
</head>
<body>
<header><div class="logo">Northgate Bridge Club</div>
<nav><a href="/">Home</a><a href="/laws">Laws corner</a><a href="/results">Results</a><a href="/contact">Contact</a></nav>
</header>
<main>
<article class="post">
<p class="meta">Posted by the Club Tournament Director &middot; Laws corner, text of the 1997 Laws</p>
<h2>Law 29 &ndash; Options After a Call Out of Turn</h2>
<h3>A. Choice Given to the Next Player</h3>
<p><strong>1.</strong>&nbsp;When a call is made out of turn, the player next in rotation after the offender may, before he calls himself, choose one of the following: (a) to accept the call, in which case the auction proceeds as though it had been made in turn; (b) to require the offender to repeat the call in turn, provided that (i) the repeated call is identical in denomination and level, and (ii) no intervening call has been made; or (c) to cancel the call and require the offender&rsquo;s partner to pass at his next turn.</p>
<p><strong>2.</strong>&nbsp;A choice once announced may not be withdrawn, and the Director enforces it even where the choosing player later regrets it, save as in B1(a) below.</p>
<h3>B. Calls Made Before the Choice</h3>
<p><strong>1.</strong>&nbsp;If the next player calls before stating his choice, he is deemed to have chosen under A1(a), and the Director shall: (a) treat the call out of turn as legal; and (b) warn the side that made it that a further offence in the same session will attract a procedural penalty.</p>
</article>
<aside class="comments"><h4>Comments</h4><p>Comments are closed for this post.</p></aside>
</main>
<footer><p>&copy; Northgate Bridge Club &middot; Registered charity</p></footer>
</body>
</html>
"""

with open(os.path.join(HERE, "inline_items.html"), "w", encoding="utf-8") as f:
    f.write(HTML)

write_expected("inline_items", {
    "edition": 1997,
    "lang": "en",
    "units": [
        u("29", "Options After a Call Out of Turn"),
        u("29A", "Choice Given to the Next Player"),
        u("29A1", None, "When a call is made out of turn, the player next"),
        u("29A1(A)", None, "to accept the call, in which case the auction proceeds"),
        u("29A1(B)", None, "to require the offender to repeat the call in turn,"),
        u("29A1(B)(1)", None, "the repeated call is identical in denomination and level"),
        u("29A1(B)(2)", None, "no intervening call has been made"),
        u("29A1(C)", None, "to cancel the call and require the offender\u2019s partner to"),
        u("29A2", None, "A choice once announced may not be withdrawn, and the"),
        u("29B", "Calls Made Before the Choice"),
        u("29B1", None, "If the next player calls before stating his choice, he"),
        u("29B1(A)", None, "treat the call out of turn as legal"),
        u("29B1(B)", None, "warn the side that made it that a further offence"),
    ],
    "footnotes": 0,
    "furniture": [
        "Northgate Bridge Club",
        "Laws corner",
        "Posted by the Club Tournament Director",
        "Comments are closed for this post.",
        "Registered charity",
    ],
})
