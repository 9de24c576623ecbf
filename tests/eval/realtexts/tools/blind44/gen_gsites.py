"""3. A directors' site on (new) Google Sites, a page of Law 80 (2007) saved by the browser as
HTML: "Law 80" only in the page's banner, the law's title in a text box of its own, headings
with the site's link buttons, the subsections and items in <ol> lists whose numbers and letters
the browser draws from inline list-style-type (decimal, lower-alpha), every paragraph a
<p class="zfr3Q CDt4Ke"> with <span class="C9DxTc">; a side navigation of pages, a collapsible
text box (closed), "Page updated", "Report abuse", "Google Sites". Sentences invented."""
import os
import sys
from html import escape

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L80, seen, write_expected  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "google-sites-law80-2007"


def p(text, extra=""):
    return (f'<p dir="ltr" class="zfr3Q CDt4Ke " style="{extra}">'
            f'<span class="C9DxTc ">{escape(text)}</span></p>')


def heading(text, hid, level=3):
    return (f'<h{level} id="h.{hid}" dir="ltr" class="zfr3Q OmQG5e CDt4Ke " tabindex="-1">'
            f'<div jscontroller="Ae65rd" jsaction="touchstart:UrsOsc; click:KjsqPd; focusout:QZoaZ; '
            f'mouseover:y0pDld; mouseout:dq0hvd;fv1Rjc:jbFSOd;CrfLRd:SzACGe;" class="CjVfdc">'
            f'<div class="PPhIP rviiZ" jsname="haAclf"><div role="presentation" class="U26fgb mUbCce '
            f'fKz7Od LRAOtb Znu9nd M9Bg4d" jscontroller="mxS5xe" jsaction="click:cOuCgd;" '
            f'aria-label="Copy heading link" aria-describedby="h.{hid}_l" data-tooltip="Copy heading '
            f'link" data-tooltip-position="top" data-tooltip-vertical-offset="12" tabindex="0">'
            f'<span class="XuQwKc"><span class="Ce1Y1c" style="top: -11px"><svg class="OUGEr QdAdhf" '
            f'width="22px" height="22px" viewBox="0 0 24 24" fill="currentColor"><path d="M0 0h24v24H0z" '
            f'fill="none"></path><path d="M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 '
            f'5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1z"></path></svg></span></span></div>'
            f'<span id="h.{hid}_l" style="display:none;" class="HMb8wd">{escape(text)}</span></div>'
            f'</div><span class="C9DxTc aw5Odc ">{escape(text)}</span></h{level}>')


def law():
    out = []
    by = {u.ref: u for u in L80}
    out.append(heading(L80[0].title, "x5k2a1b9c0d", 2))
    for sec in ("80A", "80B", "80C"):
        u = by[sec]
        out.append(heading(f"{u.mark} {u.title}", "p" + sec.lower() + "3f9", 3))
        if u.text:
            out.append(p(seen(u.text)))
        subs = [v for v in L80 if v.ref.startswith(sec) and len(v.ref) == 4]
        if subs:
            out.append('<ol class="n8H08c UVNKR " style="margin-left: 0; list-style-type: decimal;">')
            for s in subs:
                out.append('<li class="zfr3Q TYR86d eD0Rn " dir="ltr" style="list-style-type: decimal; '
                           'margin-left: 0pt;">' + p(seen(s.text), "margin-top: 0pt;"))
                items = [v for v in L80 if v.ref.startswith(s.ref + "(")]
                if items:
                    out.append('<ol class="n8H08c BKnRcf " style="margin-left: 0; '
                               'list-style-type: lower-alpha;">')
                    for it in items:
                        out.append('<li class="zfr3Q TYR86d eD0Rn " dir="ltr" style="list-style-type: '
                                   'lower-alpha; margin-left: 0pt;">' + p(seen(it.text)) + '</li>')
                    out.append('</ol>')
                out.append('</li>')
            out.append('</ol>')
    return "\n".join(out)


def nav():
    pages = [("Home", "home"), ("Laws 2007", "laws-2007"), ("Law 78", "laws-2007/law-78"),
             ("Law 79", "laws-2007/law-79"), ("Law 80", "laws-2007/law-80"),
             ("Law 81", "laws-2007/law-81"), ("Club regulations", "club-regulations"),
             ("Contact", "contact")]
    lis = []
    for name, path in pages:
        cur = ' aria-current="true"' if path.endswith("law-80") else ""
        lis.append(f'<li jsname="ibnC6b" data-nav-level="{2 if "law-" in path else 1}">'
                   f'<div class="PsKE7e r8s4j-R6PoUb IKA38e baH5ib oNsfjf"><div class="I35ICb" jsaction="keydown:mPuKz(QwLHlb); click:vHQTA(QwLHlb);">'
                   f'<a class="aJHbb dk90Ob hDrhEe HlqNPb" jsname="QwLHlb" role="link" tabindex="0" '
                   f'data-navtype="1"{cur} href="/view/lakeland-td/{path}" data-url="/view/lakeland-td/{path}" '
                   f'data-type="1" data-level="1">{name}</a></div></div></li>')
    return "\n".join(lis)


def page():
    return f"""<!DOCTYPE html>
<html lang="en-GB" itemscope itemtype="http://schema.org/WebPage"><head><meta charset="utf-8"><script nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">var DOCS_timing={{}}; DOCS_timing['sl']=new Date().getTime();</script><script nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">_docs_flag_initialData={{"docs-ails":"docs_cold","docs-fwds":"docs_nf","docs-crs":"docs_crs_nfd"}};</script>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="referrer" content="origin">
<link rel="canonical" href="https://sites.google.com/view/lakeland-td/laws-2007/law-80">
<meta property="og:title" content="Lakeland Bridge Directors - Law 80">
<meta property="og:type" content="website"><meta property="og:url" content="https://sites.google.com/view/lakeland-td/laws-2007/law-80">
<title>Lakeland Bridge Directors - Law 80</title>
<style nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">.zfr3Q{{font-family:'Open Sans',sans-serif;font-size:12pt;line-height:1.38;color:#212121;}}.OmQG5e{{font-weight:700;}}.n8H08c{{padding-left:48px;}}.TYR86d{{margin-top:0;}}.CjVfdc{{display:inline-block;position:relative;}}.PPhIP{{position:absolute;left:-40px;opacity:0;}}.HMb8wd{{display:none;}}.Wvs6Ad .jVwmLb{{display:none;}}</style>
<script nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">_at_config = [null,"AIzaSyChg3MFqzdi1P5J-YvEyakkSA1yU7HRcDI","897606708560-a63d8ia0t9dhtpdt4i3djab2m42see7o.apps.googleusercontent.com",null,null,null,null,null,null,null,null,null,null,null,"SITES_%s",null,null,null,null,null,null,null,null,null,["AHKXmL0lqSxJ4M7xT2P3xYcN1v8rD0dKqZyC",1,"CJbR9uaB7YIDFSSHnQkdHvYKCw",1699038412345678,[5703839,5704621,5706832,5706836,5707711]]];</script>
<link href="https://fonts.googleapis.com/css?family=Open+Sans:i,b,bi,r&amp;display=swap" rel="stylesheet" nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">
</head>
<body dir="ltr" itemscope itemtype="http://schema.org/WebPage" id="yDmH0d" css="yDmH0d"><div jscontroller="pc62j" jsmodel="iTeaXe" jsaction="rcuQ6b:WYd;GvneHb:og1FDd;vbaUQc:uAM5ec;">
<div jscontroller="X4BaPc" jsaction="rcuQ6b:WYd;o6xM5b:Pg9eo;HuL2Hd:mHeCvf;VMhF5:FFYy5e;sk3Qmb:HI1Mdd;JIbuQc:rSzFEd(z2EeY),aSaF6e(ilzYPe);"><div jsname="a9kxte"><div jsname="Sx9Kwc" class="Wvs6Ad">
<a class="Zjiec oOTzTc" href="#h.INITIAL_GRID.main_content" jsaction="click:RO8EKc;">Skip to main content</a><a class="Zjiec oOTzTc" href="#yDmH0d" jsaction="click:hJ0Ndd;">Skip to navigation</a>
<div class="jVwmLb" aria-hidden="true">Search this site</div>
<header id="atIdViewHeader"><div class="BbxBP HP6J1d K5Zlne" jsname="WA9qLc" role="navigation" tabindex="-1">
  <div class="VLoccc K5Zlne QDWEj U8eYrb" jsname="rtFGi"><div class="Pvc6xe"><div jsname="I8J07e" class="TlfmSc YSH9J"><a class="GAuSPc" jsname="jIujaf" href="/view/lakeland-td/home"><span class="QTKDff">Lakeland Bridge Directors</span></a></div>
  <nav class="JzO0Vc" jsname="ihoMLd" role="navigation" tabindex="-1"><ul class="jYxBte Fpy8Db" tabindex="-1">
{nav()}
  </ul></nav>
  <div jsname="mADGA" class="zDUgLc"><div class="RBEWZc"><div class="DXsoRd YSH9J">Search this site</div></div></div>
  </div></div>
</div></header>
<div role="main" tabindex="-1" class="UtePc RCETm" dir="ltr">
<section id="h.INITIAL_GRID.banner" class="yaqOZd LB7kq cJgDec nyKByd O13XJf KEFykf" style="">
  <div class="Nu95r"><div class="IFuOkc" style="background-position: center center; background-image: url(https://lh3.googleusercontent.com/sitesv/APaQ0SQ-banner=w16383); background-size: cover;" jsname="LQX2Vd"></div></div>
  <div class="mYVXT"><div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd purZT-AhqUyc-II5mzb ZcASvf-AhqUyc-II5mzb pSzOP-AhqUyc-qWD73c Ktthjf-AhqUyc-qWD73c JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="" jscontroller="sGwD4d" jsaction="zXBUYb:zTPCnb;zQF9Uc:Qxe3nd;" jsname="F57UId"><div class="oKdM2c ZZyype Kzv0Me"><div id="h.5a1e0f3c2b4d_banner" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFtb wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="tyJCtd mGzaTb Depvyb baZpAe lkHyyc">
  <p dir="ltr" class="zfr3Q duRjpb CDt4Ke " style="text-align: center;"><span class="C9DxTc " style="font-size: 36pt; font-weight: 700; color: #ffffff;">Law 80</span></p>
  <p dir="ltr" class="zfr3Q CDt4Ke " style="text-align: center;"><span class="C9DxTc " style="color: #ffffff;">Laws of Duplicate Bridge 2007 · club directors' copy</span></p>
  </div></div></div></div></div></div></div></div></div>
</section>
<section id="h.INITIAL_GRID.main_content" class="yaqOZd">
  <div class="mYVXT"><div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd Ft7HRd-AhqUyc-uQSCkd JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="" jscontroller="sGwD4d" jsname="F57UId"><div class="oKdM2c ZZyype Kzv0Me"><div id="h.7c3d9e1a4f2b_12" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFtb wHaque g5GTcb"><div class="jXK9ad-SmKAyb"><div class="tyJCtd mGzaTb Depvyb baZpAe">
{law()}
  </div></div></div></div></div></div></div></div>
  <div class="mYVXT"><div class="LS81yb VICjCf j5pSsc db35Fc" tabindex="-1"><div class="hJDwNd-AhqUyc-uQSCkd JNdkSc SQVYQc"><div class="JNdkSc-SmKAyb LkDMRd"><div class="oKdM2c ZZyype Kzv0Me"><div id="h.2e8f1b6d0a9c_31" class="hJDwNd-AhqUyc-uQSCkd jXK9ad D2fZ2 zu5uec OjCsFc dmUFtb wHaque g5GTcb">
  <div class="jXK9ad-SmKAyb"><div jscontroller="gDAxNd" class="HK5Dfd" jsaction="rcuQ6b:rcuQ6b;">
    <div class="OMx9Fe" role="button" aria-expanded="false" tabindex="0" jsname="e9d0Bc"><div class="Wbqebc"><p dir="ltr" class="zfr3Q CDt4Ke "><span class="C9DxTc " style="font-weight: 700;">How we apply this law at Lakeland</span></p></div><svg class="kSZp9d" viewBox="0 0 24 24" width="24" height="24"><path d="M7.41 8.59L12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z"></path></svg></div>
    <div class="XNmsmb" jsname="Es5Lc" style="display: none;" aria-hidden="true"><p dir="ltr" class="zfr3Q CDt4Ke "><span class="C9DxTc ">The club committee acts as organizer for our own sessions; the county does so for the Lakeland Pairs.</span></p><p dir="ltr" class="zfr3Q CDt4Ke "><span class="C9DxTc ">1. Ask the committee secretary before changing a start time.</span></p><p dir="ltr" class="zfr3Q CDt4Ke "><span class="C9DxTc ">2. Keep the appeals list on the noticeboard.</span></p></div>
  </div></div></div></div></div></div></div>
</section>
</div>
<div jscontroller="j1RDQb" jsaction="rcuQ6b:rcuQ6b;MxH79b:JdcaS;FaOgy:XuHpsb;" class="dZA9kd ynRLnc" data-last-updated-at-time="1699038412345" data-is-preview="false"><div role="button" class="U26fgb JRtysb WzwrXb I12f0b K2mXPb zXBiaf ynRLnc" jscontroller="iSvg6e" jsaction="click:cOuCgd;" aria-label="Site actions" aria-haspopup="true" tabindex="0" data-tooltip="Site actions"><div class="NWlf3e MbhUzd" jsname="ksKsZd"></div><span jsslot class="MhXXcc oJeWuf"><span class="Lw7GHd snByac"><svg width="24" height="24" viewBox="0 0 24 24" focusable="false" class=" NMm5M"><path d="M11 17h2v-6h-2v6zm1-15C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2z"></path></svg></span></span></div>
  <div class="JPdR6b hVNH5c" jscontroller="uY3Nvd" jsaction="IpSVtb:TvD9Pc;fEN2Ze:xzS4ub;frq95c:LNeFm;cFpp9e:J9oOtd; click:H8nU8b; mouseup:H8nU8b; keydown:I481le; keypress:Kr2w4b; blur:O22p3e; focus:H8nU8b" role="menu" tabindex="0" style="position:fixed"><div class="XvhY1d" jsaction="mousedown:p8EH2c; touchstart:p8EH2c;"><div class="JAPqpe K0NPx"><span jsslot class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="aBBjbd MbhUzd" jsname="ksKsZd"></div><div class="uyYuVb oJeWuf" jsaction="JIbuQc:Toy3n;"><div class="jO7h3c">Page updated</div><div class="Wdwo8d">3 November 2023</div></div></span><span jsslot class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Google Sites</div></div></span><span jsslot class="z80M1 FeRvI" role="menuitem" tabindex="-1"><div class="uyYuVb oJeWuf"><div class="jO7h3c">Report abuse</div></div></span></div></div></div>
</div>
<div class="rFrNMe"><div class="LqzjUe">Embedded Files</div></div>
</div></div></div></div>
<script nonce="Xq2hLm5cT0e1bZ8yR3w4Aa">window.WIZ_global_data = {{"Im6cmf":"/_/atari/_/","STfaRd":"{{}}","Yllh3e":"%.@.1699038412345678,null,null]","nQyAE":{{}}}};</script>
</body></html>
"""


def main():
    open(os.path.join(OUT, NAME + ".html"), "w", encoding="utf-8").write(page())
    furniture = ["Lakeland Bridge Directors - Law 80", "Skip to main content", "Skip to navigation",
                 "Search this site", "Law 79", "Law 81", "Club regulations",
                 "Laws of Duplicate Bridge 2007 · club directors' copy",
                 "How we apply this law at Lakeland", "Page updated", "3 November 2023",
                 "Google Sites", "Report abuse", "Embedded Files"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a (new) Google Sites page saved as HTML: 'Law 80' only in the "
                   "banner (and <title>),\nthe title in a heading of its own, sections typed in "
                   "headings with a hidden copy of each heading\nfor the link button, subsections "
                   "and items numbered by the browser from inline list-style-type\n(decimal, "
                   "lower-alpha: drawn '1.', 'a.'), a closed collapsible box whose hidden text has "
                   "its own\n'1.' '2.', a side navigation of pages, 'Page updated', 'Report abuse'.",
                   2007, "en", L80, furniture=furniture)


if __name__ == "__main__":
    main()
