"""2. An old club page of Правило 76 (1997), captured by the Wayback Machine in 2015 and saved
from the browser ("Web page, complete"): Chrome's "saved from url" comment, the archive's
scripts and its toolbar (captures, a calendar of months, days and years 2014 2015 2016, "About
this capture"), the original's table layout in windows-1251 with <font> and <br>, a side list
of laws, links rewritten to /web/20150412083915/…, a counter, the archive's closing comments.
Sentences of the law invented."""
import os
import sys
from html import escape

sys.path.insert(0, os.path.dirname(__file__))
from laws44 import L76, N76, seen, write_expected  # noqa

OUT = str(__import__("pathlib").Path(__file__).resolve().parents[2] / "dev")  # tests/eval/realtexts/dev
NAME = "wayback-pravilo76-1997"
TS = "20150412083915"
ORIG = "http://www.shlem-bridge.narod.ru/pravila97/p76.htm"
WB = f"https://web.archive.org/web/{TS}/"


def wl(path):
    return f"/web/{TS}/http://www.shlem-bridge.narod.ru/{path}"


def law_html():
    h = []
    h.append('<p align="center"><font size="4" face="Times New Roman"><b>ПРАВИЛО 76</b><br>\n'
             '<b>ЗРИТЕЛИ</b></font></p>')
    for u in L76[1:]:
        text = escape(seen(u.text)) if u.text else ""
        text = text.replace("(см. Правило 91)",
                            f'(см. <a href="{wl("pravila97/p91.htm")}">Правило 91</a>)')
        if u.text and "{fn:*}" in u.text:
            text += '<a href="#prim1"><sup>*</sup></a>'
        if len(u.ref) == 3:
            h.append(f'<p><b>{u.mark} {escape(u.title)}</b><br>')
            if u.text:
                h.append(f'{text}</p>')
            else:
                h.append('')
        elif "(" in u.ref:
            h.append(f'&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;{u.mark} {text}<br>')
        else:
            h.append(f'&nbsp;&nbsp;&nbsp;{u.mark} {text}<br>')
    h.append('</p>')
    h.append('<hr width="30%" align="left" size="1" noshade>')
    h.append(f'<p><font size="2"><a name="prim1"></a>* {escape(N76[0])}</font></p>')
    return "\n".join(h)


def page():
    side = "\n".join(
        f'<tr><td><font size="2">&#149; <a href="{wl(f"pravila97/p{n}.htm")}">Правило {n}</a></font></td></tr>'
        if n != 76 else
        f'<tr><td bgcolor="#FFFFCC"><font size="2">&#149; <b>Правило {n}</b></font></td></tr>'
        for n in range(72, 81))
    return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<!-- saved from url=(0{len(WB + ORIG):03d}){WB}{ORIG} -->
<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><script type="text/javascript" async="" src="./p76_files/analytics.js"></script><script type="text/javascript">window.addEventListener('DOMContentLoaded',function(){{var v=archive_analytics.values;v.service='wb';v.server_name='wwwb-app221.us.archive.org';v.server_ms=412;archive_analytics.send_pageview({{}});}});</script>
<script type="text/javascript" src="./p76_files/bundle-playback.js" charset="utf-8"></script>
<script type="text/javascript" src="./p76_files/wombat.js" charset="utf-8"></script>
<script type="text/javascript">
  __wm.init("https://web.archive.org/web");
  __wm.wombat("{ORIG}","{TS}","https://web.archive.org/","web","/_static/",
              "1428827955");
</script>
<link rel="stylesheet" type="text/css" href="./p76_files/banner-styles.css">
<link rel="stylesheet" type="text/css" href="./p76_files/iconochive.css">
<!-- End Wayback Rewrite JS Include -->

<title>Правило 76. Зрители — Законы бриджа 1997 — клуб «Большой шлем»</title>
<meta name="keywords" content="бридж, правила, законы бриджа, спортивный бридж, судейство">
<link rel="stylesheet" href="./p76_files/style.css" type="text/css">
</head>
<body bgcolor="#FFFFFF" text="#000000" link="#003399" vlink="#663399" leftmargin="0" topmargin="0"><!-- BEGIN WAYBACK TOOLBAR INSERT -->
<script>__wm.rw(0);</script>
<div id="wm-ipp-base" lang="en" style="display: block; direction: ltr;">
<div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;">
<div id="donato" style="position:relative;width:100%;">
  <div id="donato-base">
    <iframe id="donato-if" src="./p76_files/donate.html" scrolling="no" frameborder="0" style="width:100%; height:100%"></iframe>
  </div>
</div><div id="wm-ipp-inside">
  <div id="wm-logo" style="float:left;width:110px;padding-top:12px;">
    <a href="https://web.archive.org/web/" title="Wayback Machine home page"><img src="./p76_files/wayback-toolbar-logo-200.png" srcset="./p76_files/wayback-toolbar-logo-100.png, ./p76_files/wayback-toolbar-logo-150.png 1.5x, ./p76_files/wayback-toolbar-logo-200.png 2x" alt="Wayback Machine" style="width:100px" border="0"></a>
  </div>
  <div class="c">
    <div class="u" style="position:relative;">
      <div id="wm-ipp-sr">
        <form target="_top" method="get" action="https://web.archive.org/web/submit" name="wmtb" id="wmtb"><input type="text" name="url" id="wmtbURL" value="{ORIG}" onfocus="this.focus();this.select();" autocomplete="off"><input type="hidden" name="type" value="replay"><input type="hidden" name="date" value="{TS}"><input type="submit" value="Go"></form>
      </div>
    </div>
    <div class="n">
      <table>
        <tbody>
          <!-- NEXT/PREV MONTH NAV AND MONTH INDICATOR -->
          <tr class="m">
            <td class="b" nowrap="nowrap"><a href="https://web.archive.org/web/20150301120533/{ORIG}" title="01 Mar 2015"><strong>MAR</strong></a></td>
            <td class="c" id="displayMonthEl" title="You are here: 08:39:15 Apr 12, 2015">APR</td>
            <td class="f" nowrap="nowrap"><a href="https://web.archive.org/web/20150619044210/{ORIG}" title="19 Jun 2015"><strong>JUN</strong></a></td>
          </tr>
          <!-- NEXT/PREV CAPTURE NAV AND DAY OF MONTH INDICATOR -->
          <tr class="d">
            <td class="b" nowrap="nowrap"><a href="https://web.archive.org/web/20150301120533/{ORIG}" title="12:05:33 Mar 01, 2015"><img src="./p76_files/wm_tb_prv_on.png" alt="Previous capture" width="14" height="16" border="0"></a></td>
            <td class="c" id="displayDayEl" style="width:34px;font-size:22px;white-space:nowrap;" title="You are here: 08:39:15 Apr 12, 2015">12</td>
            <td class="f" nowrap="nowrap"><a href="https://web.archive.org/web/20150619044210/{ORIG}" title="04:42:10 Jun 19, 2015"><img src="./p76_files/wm_tb_nxt_on.png" alt="Next capture" width="14" height="16" border="0"></a></td>
          </tr>
          <!-- NEXT/PREV YEAR NAV AND YEAR INDICATOR -->
          <tr class="y">
            <td class="b" nowrap="nowrap"><a href="https://web.archive.org/web/20140522193012/{ORIG}" title="22 May 2014"><strong>2014</strong></a></td>
            <td class="c" id="displayYearEl" title="You are here: 08:39:15 Apr 12, 2015">2015</td>
            <td class="f" nowrap="nowrap"><a href="https://web.archive.org/web/20160207150841/{ORIG}" title="07 Feb 2016"><strong>2016</strong></a></td>
          </tr>
        </tbody>
      </table>
    </div>
    <div class="s">
      <div id="wm-nav-captures">
        <a class="t" href="https://web.archive.org/web/{TS}*/{ORIG}" title="See a list of every capture for this URL">31 captures</a>
        <div class="r" title="Timespan for captures of this URL">6 Jan 2008 - 7 Feb 2016</div>
      </div>
    </div>
    <div class="k">
      <a href="" id="wm-graph-anchor">
        <div id="wm-ipp-sparkline" title="Explore captures for this URL" style="position: relative">
          <canvas class="sparkline" width="650" height="43" id="wm-sparkline-canvas"></canvas>
        </div>
      </a>
    </div>
  </div>
  <div class="r" style="float:right;">
    <div id="wm-btns" style="text-align:right;height:23px;">
      <span class="xxs">
        <div id="wm-save-snapshot-success">success</div>
        <div id="wm-save-snapshot-fail">fail</div>
        <a id="wm-save-snapshot-open" href="https://web.archive.org/save/{ORIG}" title="Share via My Web Archive"><span class="iconochive-web"></span></a>
        <a href="https://archive.org/account/login.php" title="Sign In" id="wm-sign-in"><span class="iconochive-person"></span></a>
        <span id="wm-save-snapshot-in-progress" class="iconochive-web"></span>
      </span>
      <a class="xxs" href="https://help.archive.org/help/category/the-wayback-machine/" title="Get some help using the Wayback Machine" style="top:-6px;"><span class="iconochive-question"></span></a>
      <a id="wm-tb-close" href="#close" style="top:-2px;" title="Close the toolbar"><span class="iconochive-remove-circle"></span></a>
    </div>
    <div id="wm-share" style="text-align:right;">
      <a href="#" id="wm-expand" class="wm-btn wm-closed" style="width:100px;"><span id="wm-expand-icon" class="iconochive-down-solid"></span> <span class="xxs" style="font-size:80%;">About this capture</span></a>
    </div>
  </div>
</div>
<div id="wm-capinfo" style="border-top:1px solid #777;display:none; overflow:hidden">
  <div id="wm-capinfo-collected-by">
    <div style="background-color:#666;color:#fff;font-weight:bold;text-align:center">COLLECTED BY</div>
    <div style="padding:3px;position:relative" id="wm-collected-by-content">
      <div style="display:inline-block;vertical-align:top;width:50%;">
        <span class="c-logo" style="background-image:url(./p76_files/alexacrawls.png);"></span>
        Organization: <a style="color:#33f;" href="https://archive.org/details/alexacrawls" target="_new"><span class="wm-title">Alexa Crawls</span></a>
        <div style="max-height:75px;overflow:hidden;position:relative;">
          <div style="position:absolute;top:0;left:0;width:100%;height:75px;background:linear-gradient(to bottom,rgba(255,255,255,0) 0%,rgba(255,255,255,0) 90%,rgba(255,255,255,255) 100%);"></div>
          Crawl data donated by Alexa Internet to the archive.
        </div>
      </div>
      <div style="display:inline-block;vertical-align:top;width:49%;">
        <span class="c-logo" style="background-image:url(./p76_files/alexacrawls.png)"></span>
        <div>Collection: <a style="color:#33f;" href="https://archive.org/details/alexacrawls" target="_new"><span class="wm-title">Alexa Crawls RU</span></a></div>
        <div style="max-height:75px;overflow:hidden;position:relative;">
          <div style="position:absolute;top:0;left:0;width:100%;height:75px;background:linear-gradient(to bottom,rgba(255,255,255,0) 0%,rgba(255,255,255,0) 90%,rgba(255,255,255,255) 100%);"></div>
          Pages of the .ru zone captured in the spring of 2015.
        </div>
      </div>
    </div>
  </div>
  <div id="wm-capinfo-timestamps">
    <div style="background-color:#666;color:#fff;font-weight:bold;text-align:center" title="Timestamps for the elements of this page">TIMESTAMPS</div>
    <div>
      <div id="wm-capresources" style="margin:0 5px 5px 5px;max-height:250px;overflow-y:scroll !important"></div>
      <div id="wm-capresources-loading" style="text-align:left;margin:0 20px 5px 5px;display:none"><img src="./p76_files/loading.gif" alt="loading"></div>
    </div>
  </div>
</div></div></div></div><div id="wm-ipp-print">The Wayback Machine - {WB}{ORIG}</div>
<script type="text/javascript">//<![CDATA[
__wm.bt(650,27,25,2,"web","{ORIG}","{TS}",1996,"/_static/",["/_static/css/banner-styles.css?v=S1zqJCYt","/_static/css/iconochive.css?v=qtvMKcIJ"], false);
  __wm.rw(1);
//]]></script>
<!-- END WAYBACK TOOLBAR INSERT -->

<table width="100%" border="0" cellspacing="0" cellpadding="0">
  <tr>
    <td height="80" bgcolor="#006633"><img src="./p76_files/logo.gif" width="420" height="80" alt="Бридж-клуб «Большой шлем»"></td>
  </tr>
  <tr>
    <td bgcolor="#CCCC99"><font size="2">&nbsp;<a href="{wl("index.htm")}">Главная</a> | <a href="{wl("turniry.htm")}">Турниры</a> | <a href="{wl("reiting.htm")}">Рейтинг</a> | <a href="{wl("pravila97/index.htm")}">Законы бриджа</a> | <a href="{wl("forum/")}">Форум</a> | <a href="{wl("kontakty.htm")}">Контакты</a></font></td>
  </tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="6">
  <tr valign="top">
    <td width="160" bgcolor="#EEEEDD">
      <table border="0" cellspacing="0" cellpadding="2">
        <tr><td><font size="2"><b>Законы 1997 г.</b></font></td></tr>
        <tr><td><font size="2"><a href="{wl("pravila97/index.htm")}">Оглавление</a></font></td></tr>
{side}
      </table>
      <br>
      <!--LiveInternet counter--><a href="https://web.archive.org/web/{TS}/http://www.liveinternet.ru/click" target="_blank"><img src="./p76_files/counter.gif" alt="" title="LiveInternet: показано число просмотров за 24 часа, посетителей за 24 часа и за сегодня" border="0" width="88" height="31"></a><!--/LiveInternet-->
    </td>
    <td>
      <font size="2"><a href="{wl("index.htm")}">Главная</a> &gt; <a href="{wl("pravila97/index.htm")}">Законы бриджа (ред. 1997 г.)</a> &gt; Правило 76</font>
      <br><br>
{law_html()}
      <p><font size="2"><a href="{wl("pravila97/p75.htm")}">&lt;&lt; Правило 75</a> &nbsp;|&nbsp; <a href="{wl("pravila97/index.htm")}">Оглавление</a> &nbsp;|&nbsp; <a href="{wl("pravila97/p77.htm")}">Правило 77 &gt;&gt;</a></font></p>
    </td>
  </tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
  <tr><td bgcolor="#006633" align="center"><font size="1" color="#FFFFFF">© 2003–2009 Бридж-клуб «Большой шлем». Перепечатка с разрешения правления клуба.<br>Последнее обновление: 14.02.2009</font></td></tr>
</table>
</body></html>
<!--
     FILE ARCHIVED ON 08:39:15 Apr 12, 2015 AND RETRIEVED FROM THE
     INTERNET ARCHIVE ON 17:02:44 Nov 03, 2023.
     JAVASCRIPT APPENDED BY WAYBACK MACHINE, COPYRIGHT INTERNET ARCHIVE.

     ALL OTHER CONTENT MAY ALSO BE PROTECTED BY COPYRIGHT (17 U.S.C.
     SECTION 108(a)(3)).
-->
<!--
playback timings (ms):
  captures_list: 0.612
  exclusion.robots: 0.082
  exclusion.robots.policy: 0.072
  esindex: 0.011
  cdx.remote: 18.204
  LoadShardBlock: 101.377 (3)
  PetaboxLoader3.datanode: 122.51 (4)
  load_resource: 76.902
  PetaboxLoader3.resolve: 51.338
-->"""


def main():
    data = page().encode("cp1251")
    open(os.path.join(OUT, NAME + ".html"), "wb").write(data)
    furniture = ["The Wayback Machine -", "31 captures", "6 Jan 2008 - 7 Feb 2016", "APR",
                 "2014", "2015", "2016", "About this capture", "COLLECTED BY",
                 "Organization:", "Alexa Crawls RU", "TIMESTAMPS",
                 "Главная | Турниры | Рейтинг | Законы бриджа | Форум | Контакты",
                 "Законы 1997 г.", "Оглавление", "Правило 75", "Правило 77",
                 "Законы бриджа (ред. 1997 г.)",
                 "© 2003–2009 Бридж-клуб «Большой шлем»",
                 "Последнее обновление: 14.02.2009"]
    write_expected(os.path.join(OUT, NAME + ".expected.yaml"),
                   "Blind trial 44: a page of 1997's Правило 76 captured by the Wayback Machine "
                   "in 2015 and saved by the\nbrowser whole: Chrome's 'saved from url' comment, "
                   "the archive's scripts and visible toolbar (31 captures,\nAPR 12, years 2014 "
                   "2015 2016, 'About this capture'), windows-1251, <font>/<br> layout, a side "
                   "list\nof Правило 72-80, links rewritten to /web/2015.../, one note '*'.",
                   1997, "ru", L76, footnotes=1, furniture=furniture)


if __name__ == "__main__":
    main()
