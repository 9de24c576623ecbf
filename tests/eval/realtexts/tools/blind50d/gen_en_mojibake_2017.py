"""EN, 2017, Law 47: a club's "Law of the Month" page whose whole text went
through a wrong-encoding save (UTF-8 read as Windows-1252 and saved again as
UTF-8): every curly quote, apostrophe, dash, no-break space and (c) sign is
now mojibake in the file itself ("â€™", "â€“", "â€”", "â€œ", "Â ", "Â©"),
although the page declares UTF-8 correctly.  The law's header is
"Law 47 â€” Retraction of a Card Played".  Traps: a side list of earlier laws
("Law 45 â€“ Card Played" ...), and members' comments under the law naming
C1(a) and Law 62."""
from _common import unit, write


def double_encode(s):
    """UTF-8 bytes read as Windows-1252 (undefined bytes kept as C1 controls,
    as browsers do), i.e. what the broken save left in the file."""
    out = []
    for b in s.encode('utf-8'):
        if b < 0x80:
            out.append(chr(b))
        else:
            try:
                out.append(bytes([b]).decode('cp1252'))
            except UnicodeDecodeError:
                out.append(chr(b))
    return ''.join(out)


PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Law of the Month \u2014 Law 47 | Westfield Bridge Club</title>
<style>
body{font-family:Georgia,serif;max-width:52em;margin:0 auto}
nav a{margin-right:1em} aside.side{float:right;width:15em;font-size:90%}
.comment{border-top:1px solid #ccc;padding-top:.5em}
</style>
</head>
<body>
<header>
<p class="site-name">Westfield Bridge Club</p>
<nav><a href="/">Home</a> <a href="/results/">Results</a> <a href="/calendar/">Calendar</a> <a href="/laws/">Law of the Month</a> <a href="/contact/">Contact</a></nav>
</header>
<aside class="side">
<h3>Earlier Laws of the Month</h3>
<ul>
<li><a href="/laws/45/">Law 45 \u2013 Card Played</a></li>
<li><a href="/laws/46/">Law 46 \u2013 Incomplete or Erroneous Call of a Card from Dummy</a></li>
<li><a href="/laws/50/">Law 50 \u2013 Disposition of a Penalty Card</a></li>
</ul>
</aside>
<main>
<p class="intro">This month\u2019s law was suggested by several members after last Tuesday\u2019s pairs. As always, the text below is the club\u2019s own copy of the 2017 Laws \u2014 please tell the TD if you spot a slip.</p>

<h1>Law 47 \u2014 Retraction of a Card Played</h1>

<h2>A. Retraction Ordered in a Rectification</h2>
<p>A card played may be taken back when a rectification under another Law requires it; the card so taken back is restored to the hand without further consequence.</p>

<h2>B. Unintended Designation \u2013 Dummy\u2019s Cards</h2>
<p>1. Where declarer\u2019s word for a card from dummy plainly differs from the card declarer meant, declarer may substitute the intended card without delay.</p>
<p>2. No substitution is permitted once declarer has paused for thought after the designation, or has played from hand to the same trick.</p>

<h2>C. Correction of an Illegal Play</h2>
<p>1. A card played in error of procedure may be withdrawn by its owner when a legal card replaces it before the trick is quitted, and then:</p>
<p>(a) a defender\u2019s withdrawn card becomes a penalty card unless Law\u00a062 provides otherwise;</p>
<p>(b) a withdrawn card of declarer or dummy is returned to the hand without rectification.</p>
<p>2. The words \u201ccard played in error\u201d in this Section do not cover a card that slipped from the hand unseen by the table.</p>

<h2>D. Retraction After Misinformation</h2>
<p>1. Before the end of the play period a defender may retract a card played after an opponent\u2019s mistaken explanation, when the card might well have been different had the explanation been correct.</p>
<p>2. No card may be retracted under D1 once the defender\u2019s partner has played to the following trick.</p>

<section class="comments">
<h3>2 comments</h3>
<div class="comment">
<p><b>Graham P.</b> \u2014 14 March 2024</p>
<p>Does C1(a) still apply if the defender \u201ccorrects\u201d before partner plays? See also Law\u00a062.</p>
</div>
<div class="comment">
<p><b>Club TD</b> \u2014 15 March 2024</p>
<p>Yes \u2014 the card is a penalty card either way; Law 62 only tells you when a revoke can still be put right\u2026</p>
</div>
</section>
</main>
<footer><p>\u00a9 2024 Westfield Bridge Club \u00b7 Registered charity no. 1100000 \u00b7 <a href="/privacy/">Privacy</a></p></footer>
</body>
</html>
"""

EXPECTED = {
    'edition': 2017,
    'lang': 'en',
    'units': [
        unit('47', 'Retraction of a Card Played'),
        unit('47A', 'Retraction Ordered in a Rectification',
             'A card played may be taken back when a rectification'),
        unit('47B', 'Unintended Designation \u2013 Dummy\u2019s Cards'),
        unit('47B1', None, 'Where declarer\u2019s word for a card from dummy plainly differs'),
        unit('47B2', None, 'No substitution is permitted once declarer has paused'),
        unit('47C', 'Correction of an Illegal Play'),
        unit('47C1', None, 'A card played in error of procedure may be withdrawn'),
        unit('47C1(A)', None, 'a defender\u2019s withdrawn card becomes a penalty card'),
        unit('47C1(B)', None, 'a withdrawn card of declarer or dummy is returned'),
        unit('47C2', None, 'The words \u201ccard played in error\u201d in this Section'),
        unit('47D', 'Retraction After Misinformation'),
        unit('47D1', None, 'Before the end of the play period a defender may retract'),
        unit('47D2', None, 'No card may be retracted under D1 once'),
    ],
    'furniture': [
        'Westfield Bridge Club',
        'Earlier Laws of the Month',
        'Incomplete or Erroneous Call of a Card from Dummy',
        'was suggested by several members after last Tuesday',
        '2 comments',
        'Does C1(a) still apply if the defender',
        'Registered charity no. 1100000',
    ],
}

if __name__ == '__main__':
    write('en_mojibake_2017', 'html', double_encode(PAGE), EXPECTED)
