#!/usr/bin/env python3
"""Safari .webarchive (binary plist) of a club page whose law text sits in an iframe.

Traps: the law is in WebSubframeArchives, not in WebMainResource; the frame's HTML is
windows-1252 (declared only via WebResourceTextEncodingName / meta), contains the
C1 numeric reference &#151; (a browser shows an em dash), a soft hyphen, a <br> inside a
heading, subsections/items drawn by <ol> (numbers not in the text), roman sub-items set
only by a CSS class, an item list split by an advert and resumed with start="3", a
display:none decoy block, and a JavaScript subresource full of decoy law text.
"""
import plistlib, os, zlib, struct

HERE = os.path.dirname(os.path.abspath(__file__))
NAME = "law29_club_page"

MAIN_URL = "https://riversidebridge.example/laws/2007/law29"
FRAME_URL = "https://riversidebridge.example/laws/2007/frames/law29.html"

main_html = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Law 29 \u2013 Laws Library \u2013 Riverside Bridge Club</title>
<link rel="stylesheet" href="https://riversidebridge.example/css/site.css">
<script src="https://riversidebridge.example/js/laws-menu.js"></script>
</head>
<body>
<header><div class="logo">Riverside Bridge Club</div>
<nav><a href="/">Home</a> \u00b7 <a href="/results">Results</a> \u00b7 <a href="/laws">Laws Library</a> \u00b7 <a href="/contact">Contact</a></nav></header>
<main>
<h1>Laws Library</h1>
<p class="lede">The 2007 Laws of Duplicate Bridge, one law per page, for members\u2019 reference.</p>
<iframe name="lawframe" src="%s" width="100%%" height="1400" frameborder="0"></iframe>
</main>
<footer>\u00a9 Riverside Bridge Club \u00b7 Page updated 3 March 2009</footer>
</body></html>
""" % FRAME_URL

frame_html = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Law 29</title>
<style type="text/css">
body { font-family: Georgia, serif; font-size: 11pt }
.pf { display: none }
ol.roman { list-style-type: lower-roman }
.adslot { border: 1px dotted #999; color: #999; font-size: 8pt }
</style>
</head>
<body>
<div class="pf">Printer-friendly version &#151; Law 29 as circulated in the committee draft of 2005: A. Calls out of turn are void.</div>
<h2>Law 29 &#151; Calls Made Out of Turn</h2>
<p class="intro">This Law governs every call that a player makes out of rotation \u2014 that is, at a moment when it was not that player\u2019s turn to call.</p>
<h3>A. Acceptance by the Opponent</h3>
<ol>
<li>Once the opponent on the offender\u2019s left calls over the irregular call, that call stands and the auction proceeds from it.</li>
<li>An acceptance may be tacit; the Director shall not insist that it be spoken aloud.</li>
</ol>
<h3>B. Cancellation<br>of the Call</h3>
<p>When the irreg&shy;ular call is not accepted it is cancelled, and the rectification below applies.</p>
<ol>
<li>Throughout the remainder of the auction the offender\u2019s partner:
 <ol type="a">
 <li>must pass whenever it is his turn to call, unless the Director directs otherwise;</li>
 <li>may not draw any inference from the cancelled call, so that:
   <ol class="roman">
   <li>the Director notes the cancelled call on the table card; and</li>
   <li>a restriction on the opening lead may follow when the offender becomes a defender.</li>
   </ol></li>
 </ol>
 <div class="adslot">Advertisement \u2014 Spring Congress 2009, book now</div>
 <ol type="a" start="3">
 <li>shall be told of these limits by the Director before the next call is made.</li>
 </ol>
</li>
</ol>
<h3>C. Director\u2019s Discretion</h3>
<p>Should the rectification leave the non-offending side damaged, the Director awards an adjusted score.</p>
<hr>
<p class="nav"><a href="law28.html">\u00ab Law 28</a> | <a href="index.html">Back to the Laws index</a> | <a href="law30.html">Law 30 \u00bb</a></p>
</body></html>
"""

css = b"""body{margin:0;background:#fbfaf5}header{background:#203040;color:#fff}
nav a{color:#cde}main{max-width:60em;margin:auto}footer{font-size:80%}
"""
js = """// laws-menu.js - builds the drop-down of law titles
var LAW_TITLES = {
  28: "Law 28 \u2014 Calls Considered to Be in Rotation",
  29: "Law 29 \u2014 Calls Made Out of Turn",
  30: "Law 30 \u2014 Pass Out of Rotation"
};
var PREVIEW = "A. Acceptance of the call. 1. The call stands if the next player calls.";
function buildMenu(el){ for (var k in LAW_TITLES){ var o=document.createElement('option'); o.text=LAW_TITLES[k]; el.add(o);} }
""".encode("utf-8")


def png_1x1():
    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"\x00\xff\xff\xff"
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def response(url, mime, length):
    """A small NSKeyedArchiver blob like the one Safari stores in WebResourceResponse."""
    arch = {
        "$version": 100000,
        "$archiver": "NSKeyedArchiver",
        "$top": {"WebResourceResponse": plistlib.UID(1)},
        "$objects": [
            "$null",
            {"$class": plistlib.UID(5), "NSURLResponseURL": plistlib.UID(2),
             "NSURLResponseMIMEType": plistlib.UID(3), "NSURLResponseExpectedContentLength": length,
             "NSURLResponseStatusCode": 200, "NSURLResponseHeaders": plistlib.UID(4)},
            url, mime,
            {"Content-Type": mime, "Server": "Apache/2.2.11"},
            {"$classname": "NSHTTPURLResponse", "$classes": ["NSHTTPURLResponse", "NSURLResponse", "NSObject"]},
        ],
    }
    return plistlib.dumps(arch, fmt=plistlib.FMT_BINARY)


def res(url, mime, data, enc=None, frame=None):
    d = {"WebResourceURL": url, "WebResourceMIMEType": mime, "WebResourceData": data,
         "WebResourceResponse": response(url, mime, len(data))}
    if enc:
        d["WebResourceTextEncodingName"] = enc
    if frame is not None:
        d["WebResourceFrameName"] = frame
    return d


archive = {
    "WebMainResource": res(MAIN_URL, "text/html", main_html.encode("utf-8"), "UTF-8", ""),
    "WebSubresources": [
        res("https://riversidebridge.example/css/site.css", "text/css", css),
        res("https://riversidebridge.example/js/laws-menu.js", "application/x-javascript", js),
        res("https://riversidebridge.example/img/spade.png", "image/png", png_1x1()),
    ],
    "WebSubframeArchives": [
        {
            "WebMainResource": res(FRAME_URL, "text/html", frame_html.encode("cp1252"),
                                   "windows-1252", "<!--framePath //<!--frame0-->-->"),
            "WebSubresources": [
                res("https://riversidebridge.example/laws/2007/frames/law.css", "text/css",
                    b"h3{font-variant:small-caps}"),
            ],
        }
    ],
}

with open(os.path.join(HERE, NAME + ".webarchive"), "wb") as f:
    plistlib.dump(archive, f, fmt=plistlib.FMT_BINARY)

EXPECTED = """\
edition: 2007
lang: en
units:
  - ref: "29"
    title: "Calls Made Out of Turn"
    text: "This Law governs every call that a player makes out of rotation"
  - ref: "29A"
    title: "Acceptance by the Opponent"
  - ref: "29A1"
    title: null
    text: "Once the opponent on the offender\u2019s left calls over the irregular call,"
  - ref: "29A2"
    title: null
    text: "An acceptance may be tacit; the Director shall not insist"
  - ref: "29B"
    title: "Cancellation of the Call"
    text: "When the irregular call is not accepted it is cancelled,"
  - ref: "29B1"
    title: null
    text: "Throughout the remainder of the auction the offender\u2019s partner:"
  - ref: "29B1(A)"
    title: null
    text: "must pass whenever it is his turn to call,"
  - ref: "29B1(B)"
    title: null
    text: "may not draw any inference from the cancelled call, so that:"
  - ref: "29B1(B)(1)"
    title: null
    text: "the Director notes the cancelled call on the table card;"
  - ref: "29B1(B)(2)"
    title: null
    text: "a restriction on the opening lead may follow when the offender"
  - ref: "29B1(C)"
    title: null
    text: "shall be told of these limits by the Director"
  - ref: "29C"
    title: "Director\u2019s Discretion"
    text: "Should the rectification leave the non-offending side damaged,"
footnotes: 0
furniture:
  - "Riverside Bridge Club"
  - "Page updated 3 March 2009"
  - "Advertisement \u2014 Spring Congress 2009, book now"
  - "Back to the Laws index"
"""
with open(os.path.join(HERE, NAME + ".expected.yaml"), "w", encoding="utf-8") as f:
    f.write(EXPECTED)
print("wrote", NAME + ".webarchive")
