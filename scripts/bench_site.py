"""Benchmark of the static site and its offline search, at both sizes (not a test: timings vary).

    python scripts/bench_site.py [--runs 7] [--out scripts/bench-site.md] [--cache DIR]
    python scripts/bench_site.py --against TREE [--only shipped] [--network 20,20] [--out scripts/bench-site-ab.md]

Two corpora: the shipped one (laws/), and the full-size one of scripts/make_fullsize.py (the
shipped texts plus invented 2007 and 2017 editions in English and Russian, ~1,550 units each),
built once and kept under ``--cache``. For each:

* the site build (the site stage alone), pages, files, bytes (raw and gzipped file by file);
* the search index: the part a query looks terms up in (core, key parts, vocabulary) and the
  units shown (d/), raw and gzipped;
* in headless Chromium on the phone profile (390 × 844, touch, CPU slowed 4×), from file:// and
  over HTTP (`bridge-laws serve`'s server, the browser cache emptied before each load): the time
  from navigation start to the results on the page (``bl-results``, search.js: the first screen's
  hits; the whole list of up to 50 follows, ``bl-results-all``, reported beside it) for `search.html?q=…`,
  with the main thread's busy time (Chromium's TaskDuration: what the other work on the machine
  does not inflate as much), and the files and bytes of the search index each such load fetched;
* the home and a law page: time to interactive, and that a law page loads no part of the index;
* two floors, loaded the same ways: a blank page (what any page costs on this profile), and the
  search page's shell (its HTML and stylesheets, its scripts left out: what no search can beat);
* warm in-page search time per query (median of batches, performance.now() in the page).

Over HTTP each load is a first visit: the browser's cache and the origin's storage emptied, and
the page asked for under a host name never used before (``vN.visit.bench``, mapped to 127.0.0.1 by
the browser's host rules), so it opens connections of its own as a reader's first visit does,
not the kept-alive ones of the load before; the bytes received (headers included) are counted.
"HTTP again" opens each page from http://127.0.0.1 after a visit there installed the site's
service worker, from the site's home page (as its find box opens the search page): the page, its
scripts and the index come from the worker's cache (with the code V8 kept of its scripts), as a
director's phone opens the site offline at the table.

``--against TREE`` (another checkout of the project: ``git worktree add /tmp/main main``) is an
A/B instead: the site built by each tree's code from the same corpus, each served by its own
tree's `serve` in a process of its own, and the phone's loads alternated between the two, load by
load (which goes first alternating too), so both see the same load of the machine.

``--network MS,MBIT`` has the browser emulate a network of that latency and bandwidth (a phone on
a club's Wi-Fi served from a laptop: 20 ms, 20 Mbit/s) for the HTTP loads; loopback alone costs
no latency and no bandwidth, so it cannot show what keep-alive and compression save.

The machine is shared: each figure is a median of ``--runs`` loads, with the best beside it, and
the load average is printed. Where a page's main thread goes: scripts/profile_site.py.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import shutil
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import quote

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "src"))

import _browser  # noqa: E402
from make_fullsize import ensure_built  # noqa: E402
from report_table import by_column, opening  # noqa: E402

from bridge_laws.site.build import build_site  # noqa: E402

QUERIES = ["штрафной картой", "revoke", "недобранные взятки в зоне", "the player must call the director when",
           "75D2"]
IN_PAGE = ["штрафной картой", "разыгрывающим", "фальшренонсом", "недобранных взяток", "партнер", "undertricks",
           "vulnerable", "revoke", "penalty card", "unauthorized information", "в зоне", '"штрафная карта"',
           "фальшренос", "the player must call the director when", "игрок должен позвать директора если партнёр"]
BLANK = "bench-blank.html"  # written into the built site by on_phone
SHELL = "bench-shell.html"  # … and the search page without its scripts
SHELL_NAME = "search page's shell (no script)"
CPU_SLOWDOWN = 4  # the phone profile: Chromium's "mid-tier mobile" CPU throttling


def kib(n: float) -> str:
    return f"{n / 1024:,.0f} KiB"


def part_texts(search: Path) -> dict[str, bytes]:
    """Each part of the search index → its text (a file may hold several, a line each:
    browser_index.part_files), to measure each part as if it were a file of its own."""
    out = {}
    for path in search.rglob("*.js"):
        for line in path.read_bytes().rstrip(b"\n").split(b"\n"):
            name = (json.loads(line.split(b",", 1)[0].removeprefix(b"BL_SEARCH_PART("))
                    if line.startswith(b"BL_SEARCH_PART(") else path.relative_to(search).as_posix())
            out[name] = line + b"\n"
    return out


def sizes(site: Path) -> dict:
    files = [p for p in site.rglob("*") if p.is_file()]
    search = site / "data" / "search"

    def group(texts):
        texts = list(texts)
        return {"files": len(texts), "raw": sum(len(t) for t in texts),
                "gzip": sum(len(gzip.compress(t, 6, mtime=0)) for t in texts)}

    parts = part_texts(search)
    kind = lambda name: name.split("/")[0]  # noqa: E731
    return {"pages": sum(1 for p in files if p.suffix == ".html"), "all": group(p.read_bytes() for p in files),
            "index": group(t for n, t in parts.items() if kind(n) in ("core.js", "k", "kg", "v")),
            "situations": group(t for n, t in parts.items() if kind(n) in ("s", "sg", "sv")),
            "show": group(t for n, t in parts.items() if kind(n) in ("show.js", "profile.js", "phrases.js")),
            "core": group([parts["core.js"]]),
            "page": group([(site / "data" / "search-page.js").read_bytes()]),
            "search files": sum(1 for p in search.rglob("*.js") if p.relative_to(search).parts[0] not in ("d", "units.js")),
            "units": group(t for n, t in parts.items() if kind(n) == "d")}


# -- in the browser -------------------------------------------------------------------------------

TIMES = """
const n = performance.getEntriesByType('navigation')[0];
const r = performance.getEntriesByName('bl-results')[0], i = performance.getEntriesByName('bl-interactive')[0];
const all = performance.getEntriesByName('bl-results-all')[0];
const paint = performance.getEntriesByName('first-contentful-paint')[0];
const painted = performance.getEntriesByName('bench-painted')[0];
const every = [n, ...performance.getEntriesByType('resource')];
const parts = every.filter((e) => e.name.includes('/data/search/'));
return [r ? r.startTime : null, i ? i.startTime : null, n.loadEventEnd - n.startTime, parts.length,
        parts.map((e) => e.name.split('/data/search/')[1]), all ? all.startTime : null,
        every.reduce((sum, e) => sum + (e.transferSize || 0), 0), paint ? paint.startTime : null,
        painted ? painted.startTime : null];
"""


# the phone's browser profile, set by phone(): one per run, in the run's temporary directory
# (benches of other trees run beside it); its path tells browser_cpu which processes are this browser's
PROFILE = Path(tempfile.gettempdir()) / "bench-site-phone-profile"


# Each first visit over HTTP under a host name of its own (first_visit): any *.bench is loopback.
FRESH_HOSTS = "--host-resolver-rules=MAP *.bench 127.0.0.1"
VISITS = itertools.count()
NETWORK: tuple[float, float] | None = None  # --network: (latency ms, Mbit/s) emulated for HTTP loads


def first_visit(url: str) -> str:
    """``http://127.0.0.1:PORT/path`` under a host name not used before: the page opens its own
    connections instead of those the load before kept alive. The hosts are of one site
    (``visit.bench``): a new site would also cost each load a renderer process of its own
    (Chromium's site isolation; the blank page about 60 ms more on this machine), which a load
    on 127.0.0.1 did not, so the figures stay comparable with the runs before keep-alive."""
    scheme, rest = url.split("://", 1)
    host, _, path = rest.partition("/")
    return f"{scheme}://v{next(VISITS)}.visit.bench:{host.rsplit(':', 1)[1]}/{path}"


def phone(tmp: Path):
    global PROFILE
    PROFILE = tmp / "phone-profile"
    shutil.rmtree(PROFILE, ignore_errors=True)
    driver = _browser.make_driver(PROFILE, 390, 844, flags=[FRESH_HOSTS])
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    driver.execute_cdp_cmd("Performance.enable", {})
    driver.execute_cdp_cmd("Network.enable", {})
    if NETWORK:
        latency, mbit = NETWORK
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency, "downloadThroughput": mbit * 125_000, "uploadThroughput": mbit * 125_000})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PAINTED})
    return driver


# When the answer's first screen has been painted, not only put on the page (the page's own mark,
# bl-results): the frame after it has run its style, layout and paint — a task posted from that
# frame's animation callback runs after them. Put into every page the phone opens; it waits for the
# search page's bl:results event.
PAINTED = """document.addEventListener("bl:results", () => requestAnimationFrame(() => {
  const c = new MessageChannel(); c.port1.onmessage = () => performance.mark("bench-painted"); c.port2.postMessage(0);
}), { once: true });"""


def browser_cpu(profile: Path) -> float:
    """CPU milliseconds used so far by every thread of the browser running with ``profile``
    (/proc/*/task/*/schedstat: time on a CPU, in ns): the work of a page load, which the other
    work on the machine delays but does not add to."""
    total = 0
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if str(profile) not in (proc / "cmdline").read_bytes().decode(errors="replace"):
                continue
            for task in (proc / "task").iterdir():
                total += int((task / "schedstat").read_text().split()[0])
        except OSError:
            continue
    return total / 1e6


def busy(driver) -> float:
    metrics = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return next(m["value"] for m in metrics if m["name"] == "TaskDuration") * 1000


def wait_for(driver, mark: str, timeout: float = 20.0, left: bool = False) -> None:
    """Until the open page has ``mark``; ``left``: a page other than the one that set ``blLeft``."""
    end = time.monotonic() + timeout
    other = "!window.blLeft && " if left else ""
    while time.monotonic() < end:
        if driver.execute_script(f"return {other}performance.getEntriesByName('{mark}').length > 0"):
            return
        time.sleep(0.02)
    raise TimeoutError(mark)


def at_home(driver, home: str) -> None:
    """The site's home page open, marked so that ``go`` knows when another has replaced it."""
    driver.get(home)
    wait_for(driver, "bl-interactive")
    driver.execute_script("window.blLeft = true;")


def go(driver, url: str, mark: str, from_home: bool = False) -> None:
    """``url`` open until it has ``mark``: opened by the browser, or ``from_home`` by the home
    page ``at_home`` opened (as its find box opens the search page)."""
    if from_home:
        driver.execute_script("location.assign(arguments[0]);", url)
    else:
        driver.get(url)
    wait_for(driver, mark, left=from_home)


def load(driver, url: str, mark: str, site: Path, how: str, home: str = "") -> dict:
    """One load of ``url`` the way ``how`` says (``HOWS``); ``home``: the site's home page, which
    "HTTP again" opens first."""
    driver.get("about:blank")
    cold_cache = how == "HTTP"
    if cold_cache:  # a first visit: no HTTP cache, no service worker, no offline copy, new connections
        url = first_visit(url)
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        origin = "/".join(url.split("/")[:3])
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    if how == "HTTP again":  # the site's home page open, its find box used (a page the page itself opens)
        at_home(driver, home)
    # the page's task time is its document's own (a page opened from the home page starts at 0)
    before, cpu = (0 if how == "HTTP again" else busy(driver)), browser_cpu(PROFILE)
    go(driver, url, mark, from_home=how == "HTTP again")
    cpu = browser_cpu(PROFILE) - cpu
    time.sleep(0.05)
    if mark == "bl-results":  # the rest of the list after the first screen, when there is more
        end = time.monotonic() + 10
        while time.monotonic() < end and driver.execute_script("return !!document.querySelector('#results[aria-busy]')"):
            time.sleep(0.02)
    at, interactive, onload, count, names, whole, sent, paint, painted = driver.execute_script(TIMES)
    fetched = [site / "data" / "search" / n.split("?")[0] for n in names]
    return {"ms": at if mark == "bl-results" else interactive, "all": whole or at, "busy": busy(driver) - before, "cpu": cpu,
            "parts": count, "sent": sent, "paint": paint, "painted": painted,
            "raw": sum(p.stat().st_size for p in fetched if p.is_file()),
            "gzip": sum(len(gzip.compress(p.read_bytes(), 6, mtime=0)) for p in fetched if p.is_file())}


def summary(samples: list[dict]) -> dict:
    ms = [s["ms"] for s in samples]
    return {"median": statistics.median(ms), "best": min(ms), "busy": statistics.median(s["busy"] for s in samples),
            "all": statistics.median(s["all"] or 0 for s in samples),
            "cpu": statistics.median(s["cpu"] for s in samples),
            "parts": samples[0]["parts"], "raw": samples[0]["raw"], "gzip": samples[0]["gzip"],
            "sent": statistics.median(s["sent"] for s in samples),
            **{k: statistics.median(s[k] for s in samples) if all(s[k] is not None for s in samples) else None
               for k in ("paint", "painted")}}


def first_paint(r: dict) -> str:
    """A summary's first contentful paint and when the answer was painted, as a cell says them
    (none: a page that painted nothing, or is no search)."""
    return ((f"; first paint {r['paint']:.0f} ms" if r.get("paint") is not None else "")
            + (f"; answer painted {r['painted']:.0f} ms" if r.get("painted") is not None else ""))


def serve(site: Path, laws: Path):
    from bridge_laws.site.server import make_server

    server = make_server(laws, site, "127.0.0.1", 0, names=(".bench",))
    server.RequestHandlerClass.log_message = lambda *args: None  # no line per request
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_port}/"


def pages_of(site: Path) -> dict[str, tuple[str, str]]:
    """Each page measured → (its path and query, the mark its time is taken at); writes the blank
    page into ``site``."""
    pages = {f"search.html?q={q}": ("search.html?q=" + quote(q), "bl-results") for q in QUERIES}
    # the floor: a page of one line and a script of one line (a file: the server's CSP runs no
    # inline script), what the browser and the machine cost any page on this profile
    (site / BLANK).write_text("<!DOCTYPE html><meta charset='utf-8'><title>blank</title><p>blank</p>"
                              f"<script src='{BLANK[:-5]}.js'></script>\n", encoding="utf-8")
    (site / f"{BLANK[:-5]}.js").write_text("performance.mark('bl-interactive');\n", encoding="utf-8")
    pages["blank page (the floor)"] = (BLANK, "bl-interactive")
    # the search page's own floor: its HTML and stylesheets as built, its scripts left out, the
    # blank page's script at the end of its body (run once the stylesheet is in, as a deferred
    # script would be): what no work of the search's can be faster than
    shell = re.sub(r'<script src="[^"]*"[^>]*></script>\n?', "", (site / "search.html").read_text(encoding="utf-8"))
    (site / SHELL).write_text(shell.replace("</body>", f"<script src='{BLANK[:-5]}.js'></script>\n</body>"), encoding="utf-8")
    pages[SHELL_NAME] = (SHELL, "bl-interactive")
    pages["home"] = ("index.html", "bl-interactive")
    pages["law page (2017 en 16 or 1987 ru 75)"] = (
        "2017-en/16.html" if (site / "2017-en/16.html").is_file() else "1987-ru/75.html", "bl-interactive")
    return pages


# How each page is loaded: from the files; over HTTP as a first visit (the cache emptied, a host
# name of its own: ``first_visit``); over HTTP again, from http://127.0.0.1 once a visit there
# installed the site's service worker (``primed``): the site's home page opened, then the page
# opened from it (as its find box does), the page, its scripts and the index from the worker's
# cache — a director's phone at the table, offline. (A service worker needs a secure origin:
# 127.0.0.1 is one, the first visits' *.visit.bench names are not, so those never have one. A
# page the browser opens itself, as the other two ways do, is given a renderer process of its
# own over HTTP; one opened from a page of the same site keeps that page's.)
HOWS = ("file://", "HTTP", "HTTP again")


def url_of(how: str, site: Path, base: str, path: str) -> str:
    return _browser.file_url(site, path) if how == "file://" else base + path


def primed(driver, url: str, mark: str) -> None:
    """``url`` opened until the site's service worker controls it, its cache filled (install)."""
    for _ in range(3):
        driver.get(url)
        wait_for(driver, mark)
        driver.set_script_timeout(120)
        if driver.execute_async_script(
                "const done = arguments[0]; if (!navigator.serviceWorker) return done(false);"
                "navigator.serviceWorker.ready.then(() => done(!!navigator.serviceWorker.controller));"):
            return
    raise RuntimeError(f"no service worker controls {url}")


def on_phone(site: Path, laws: Path, tmp: Path, runs: int) -> dict:
    driver = phone(tmp)
    server, base = serve(site, laws)
    out: dict = {}
    try:
        pages = pages_of(site)
        for name, (path, mark) in pages.items():
            for how in HOWS:
                url = url_of(how, site, base, path)
                if how == "HTTP again":
                    primed(driver, url, mark)
                home = url_of(how, site, base, "index.html")
                load(driver, url, mark, site, how, home)  # a first load is not counted
                out[(name, how)] = summary([load(driver, url, mark, site, how, home) for _ in range(runs)])
                print(f"  {name} {how}: {out[(name, how)]['median']:.0f} ms", flush=True)
    finally:
        driver.quit()
        server.shutdown()
    desktop = _browser.make_driver(tmp / "profile-desktop")
    try:
        desktop.set_script_timeout(120)
        desktop.get(_browser.file_url(site, "search.html"))
        wait_for(desktop, "bl-interactive")
        out["in page"] = in_page(desktop)
    finally:
        desktop.quit()
    return out


def in_page(driver) -> dict:
    """Each query's search alone, warm (its parts loaded by a first run), ms: median of 5 batches
    of 10 runs (performance.now() is coarse); desktop speed, no throttling."""
    out = {}
    for q in IN_PAGE:
        runs = driver.execute_script(
            "const S = window.BL_SEARCH; const q = arguments[0]; return S.search(q).then(async (first) => {"
            " const out = []; for (let k = 0; k < 5; k++) { const t = performance.now();"
            " for (let i = 0; i < 10; i++) await S.search(q); out.push((performance.now() - t) / 10); }"
            " return [out, first.results.length]; });", q)
        out[q] = (statistics.median(runs[0]), runs[1])
    return out


# -- A/B: this tree against another ----------------------------------------------------------------

def build_with(tree: Path, laws: Path, site: Path) -> None:
    """The site stage of ``tree``'s code (its src/), in a process of its own."""
    code = "import sys, pathlib; from bridge_laws.site.build import build_site; " \
           "build_site(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))"
    subprocess.run([sys.executable, "-c", code, str(laws), str(site)], check=True,
                   env={**os.environ, "PYTHONPATH": str(tree / "src")})


def serve_with(tree: Path, site: Path, laws: Path) -> tuple[subprocess.Popen, str]:
    """`serve`'s server of ``tree``'s code on a free loopback port, in a process of its own (as
    `bridge-laws serve` runs), quiet: (the process, its base URL)."""
    # (the first visits' *.bench names answered; a tree from before serve checked names has no `names`)
    code = ("import sys, pathlib\nfrom bridge_laws.site.server import make_server\n"
            "where = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), '127.0.0.1', 0\n"
            "try:\n    s = make_server(*where, names=('.bench',))\nexcept TypeError:\n    s = make_server(*where)\n"
            "s.RequestHandlerClass.log_message = lambda *a: None\nprint(s.server_port, flush=True)\ns.serve_forever()\n")
    proc = subprocess.Popen([sys.executable, "-c", code, str(laws), str(site)], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(tree / "src")})
    return proc, f"http://127.0.0.1:{int(proc.stdout.readline())}/"


def a_b(laws: Path, tmp: Path, trees: dict[str, Path], runs: int) -> dict:
    """(page, how) → tree's label → summary, the loads of the trees alternated."""
    sites = {label: tmp / f"site-ab-{k}" for k, label in enumerate(trees)}
    for label, tree in trees.items():
        build_with(tree, laws, sites[label])
        pages = pages_of(sites[label])
    servers = {label: serve_with(tree, sites[label], laws) for label, tree in trees.items()}
    driver = phone(tmp)
    out: dict = {}
    try:
        for name, (path, mark) in pages.items():
            for how in HOWS:
                url = {label: url_of(how, sites[label], servers[label][1], path) for label in trees}
                home = {label: url_of(how, sites[label], servers[label][1], "index.html") for label in trees}
                samples: dict[str, list] = {label: [] for label in trees}
                for label in trees:  # a first load of each is not counted
                    if how == "HTTP again":
                        primed(driver, url[label], mark)
                    load(driver, url[label], mark, sites[label], how, home[label])
                for run in range(runs):
                    for label in (list(trees) if run % 2 == 0 else list(trees)[::-1]):
                        samples[label].append(load(driver, url[label], mark, sites[label], how, home[label]))
                out[(name, how)] = {label: summary(samples[label]) for label in trees}
                print(f"  {name} {how}: " + ", ".join(f"{label} {r['median']:.0f} ms" for label, r in out[(name, how)].items()),
                      flush=True)
    finally:
        driver.quit()
        for proc, _ in servers.values():
            proc.terminate()
            proc.wait(timeout=10)
    return out


def ab_report(rows: dict, trees: dict[str, Path], runs: int) -> str:
    load = os.getloadavg()
    labels = list(trees)
    lines = [opening("Static site A/B on the phone profile", "bench_site.py --against",
                     f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the end")
             + ". " + "; ".join(f"{label}: {tree}" for label, tree in trees.items())
             + f". Each site built by its tree's code from the same corpus and served by its tree's `serve`; "
             f"median (best) of {runs} loads of each, alternated, after a first one; over HTTP the cache is emptied "
             "before every load (a first visit, under a host name of its own: new connections), and the bytes "
             "received (headers included) are the page's whole load." + (f" HTTP over an emulated network of {NETWORK[0]:g} ms and {NETWORK[1]:g} Mbit/s." if NETWORK else ""), ""]
    for size, by_page in rows.items():
        lines += [f"**{size}**", "", "| page | how | " + " | ".join(labels) + " |", "|---|---|" + "---|" * len(labels)]
        for (name, how), r in by_page.items():
            cells = [f"**{r[k]['median']:.0f} ms** ({r[k]['best']:.0f}){first_paint(r[k])}; CPU {r[k]['cpu']:.0f} ms"
                     + (f"; {kib(r[k]['sent'])} received" if how == "HTTP" else "")
                     for k in labels]
            lines.append(f"| {name} | {how} | " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines)


# -- the report -----------------------------------------------------------------------------------


def report(rows: dict, runs: int) -> str:
    labels = list(rows)
    load = os.getloadavg()
    lines = [opening("Static site and offline search benchmark", "bench_site.py",
                     f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the end")
             + ". Shipped: laws/; full size: scripts/make_fullsize.py (the shipped texts + 2007 and 2017, en and ru, "
             "invented)." + (f" HTTP over an emulated network of {NETWORK[0]:g} ms and {NETWORK[1]:g} Mbit/s." if NETWORK else ""), ""]
    measures, line = by_column("measure", rows)
    line("site stage (wall / CPU)", lambda r: f"{r['build'][0]:.1f} s / {r['build'][1]:.1f} s")
    line("pages / files", lambda r: f"{r['sizes']['pages']:,} / {r['sizes']['all']['files']:,}")
    line("whole site", lambda r: f"{kib(r['sizes']['all']['raw'])} ({kib(r['sizes']['all']['gzip'])} gzipped)")
    line("search index of the texts (core, key parts k/ and glossary groups kg/, vocabulary v/)", lambda r: f"{r['sizes']['index']['files']} parts, "
         f"{kib(r['sizes']['index']['raw'])} ({kib(r['sizes']['index']['gzip'])} gzipped)")
    line("… of the situation phrases (s/, sg/, sv/)", lambda r: f"{r['sizes']['situations']['files']} parts, "
         f"{kib(r['sizes']['situations']['raw'])} ({kib(r['sizes']['situations']['gzip'])} gzipped)")
    line("… for cards and profile lines (show.js, phrases.js, profile.js: one file, ahead.js, which the search page loads beside its script; with the key index in it when that is one range)", lambda r: f"{kib(r['sizes']['show']['raw'])} "
         f"({kib(r['sizes']['show']['gzip'])} gzipped)")
    line("… files of all these (k/N.js holds the key parts k/N and s/N of a range of keys, g/N.js kg/N and sg/N of a glossary group)", lambda r: f"{r['sizes']['search files']}")
    line("… of which core.js (in the search page's script)", lambda r: f"{kib(r['sizes']['core']['raw'])} "
         f"({kib(r['sizes']['core']['gzip'])} gzipped)")
    line("the search page's one script (data/search-page.js: labels, refs, spec, site.js, core, query, rank, search)",
         lambda r: f"{kib(r['sizes']['page']['raw'])} ({kib(r['sizes']['page']['gzip'])} gzipped)")
    line("units shown (d/, parts of about 16,000 characters, laws one after another within a version; in a small site all in units.js)", lambda r: f"{r['sizes']['units']['files']} parts, "
         f"{kib(r['sizes']['units']['raw'])} ({kib(r['sizes']['units']['gzip'])} gzipped)")
    lines += measures
    phone_rows = [k for k in rows[labels[0]]["phone"] if k != "in page"]
    lines += ["", f"On the phone profile (390 × 844, touch, CPU slowed {CPU_SLOWDOWN}×): navigation start to the "
              f"results on the page (search: its first screen, the whole list of up to 50 after it when later) "
              f"or to interactive (home, law page), median (best) of {runs} loads after "
              "a first one; the first contentful paint, and when the answer's first screen was painted (the "
              "frame after the results went on the page: its style, layout and paint); the CPU time of every browser thread in the same load (median: the work, which the "
              "other work on the machine delays but does not add to; CPU throttling idles the thread, it adds no "
              "CPU), and the page's main-thread task time (Chromium's TaskDuration); the parts of the index it "
              "fetched (core and key parts, units shown), raw / gzipped. Over HTTP the browser cache is emptied "
              "before every load (a first visit); HTTP again: the site's service worker installed by a visit before, "
              "the page and the index from its cache (a phone offline at the table). "
              "Targets: search ≤ 150 ms shipped, ≤ 300 ms full size.", "",
              "| page | how | " + " | ".join(labels) + " |", "|---|---|" + "---|" * len(labels)]
    for name, how in phone_rows:
        cells = []
        for k in labels:
            r = rows[k]["phone"][(name, how)]
            whole = f"; whole list {r['all']:.0f} ms" if r.get("all") and r["all"] > r["median"] + 0.5 else ""
            wire = f"; {kib(r['sent'])} received" if how == "HTTP" else ""
            cells.append(f"**{r['median']:.0f} ms** ({r['best']:.0f}){whole}{first_paint(r)}; CPU {r['cpu']:.0f} ms; main thread busy "
                         f"{r['busy']:.0f} ms; {r['parts']} parts, {kib(r['raw'])} / {kib(r['gzip'])}{wire}")
        lines.append(f"| {name} | {how} | " + " | ".join(cells) + " |")
    for floor, said in (("blank page (the floor)", "the blank page's"), (SHELL_NAME, "its shell's")):
        lines += ["", f"Above {said} (a search page's median less {said}, the same way): " + "; ".join(
            f"{k}, {how}: " + ", ".join(f"{rows[k]['phone'][(name, how)]['median'] - rows[k]['phone'][(floor, how)]['median']:.0f}"
                                        for name, h in phone_rows if h == how and name.startswith("search.html"))
            + " ms" for k in labels for how in HOWS if (floor, how) in rows[k]["phone"]) + "."]
    lines += ["", "Warm in-page search (desktop CPU, no throttling; the query's parts already loaded), ms per "
              "query and results:", "", "| query | " + " | ".join(labels) + " |", "|---|" + "---|" * len(labels)]
    for q in IN_PAGE:
        lines.append(f"| {q} | " + " | ".join(f"{rows[k]['phone']['in page'][q][0]:.2f} ({rows[k]['phone']['in page'][q][1]})"
                                              for k in labels) + " |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "bridge-laws-fullsize")
    parser.add_argument("--out", type=Path, default=REPO / "scripts" / "bench-site.md")
    parser.add_argument("--queries", nargs="*", default=None, help="instead of the usual search queries")
    parser.add_argument("--only", choices=["shipped", "full size"], default=None)
    parser.add_argument("--against", type=Path, default=None, metavar="TREE",
                        help="an A/B of the phone's loads against another checkout (default --out: scripts/bench-site-ab.md)")
    parser.add_argument("--network", default=None, metavar="MS,MBIT",
                        help="emulate a network of this latency and bandwidth for the HTTP loads (e.g. 20,20)")
    args = parser.parse_args()
    if args.queries:
        QUERIES[:] = args.queries
    if args.network:
        global NETWORK
        NETWORK = tuple(float(x) for x in args.network.split(","))
    if args.against:
        return main_ab(args)
    rows = {}
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        for label, generated in corpora(args.only):
            laws = ensure_built(args.cache, generated)
            site = Path(tmp) / f"site-{generated}"
            wall, cpu = time.perf_counter(), time.process_time()
            build_site(laws, site)
            build = (time.perf_counter() - wall, time.process_time() - cpu)
            rows[label] = {"build": build, "sizes": sizes(site), "phone": on_phone(site, laws, Path(tmp), args.runs)}
    text = report(rows, args.runs)
    print(text)
    args.out.write_text(text, encoding="utf-8")


def corpora(only: str | None):
    """(label, whether generated) of the corpora measured (``--only`` one of them), each said as it starts."""
    for label, generated in (("shipped", False), ("full size", True)):
        if not only or label == only:
            print(f"{label} …", flush=True)
            yield label, generated


def main_ab(args) -> None:
    trees = {"this tree": REPO, f"{args.against.name} (against)": args.against.resolve()}
    out = REPO / "scripts" / "bench-site-ab.md" if args.out == REPO / "scripts" / "bench-site.md" else args.out
    rows = {}
    with tempfile.TemporaryDirectory(prefix="bench-site-ab-") as tmp:
        for label, generated in corpora(args.only):
            rows[label] = a_b(ensure_built(args.cache, generated), Path(tmp), trees, args.runs)
    text = ab_report(rows, trees, args.runs)
    print(text)
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
