"""Where a page of the built site spends its main thread on the phone profile (not a test).

    python scripts/profile_site.py SITE 'search.html?q=revoke' [--http LAWS [--again]] [--runs 3] [--top 25]

Loads the page in headless Chromium on the phone profile of scripts/bench_site.py (390 × 844,
touch, CPU slowed 4×) with Chrome's tracing on (the "performance" log of chromedriver: the
timeline and the V8 sampling profiler), a first load not counted, then ``--runs`` loads; for the
last one it prints, from navigation start to the ``bl-results`` mark (search) or
``bl-interactive`` (any other page):

* the timeline: each script run (its file), DOMContentLoaded, the marks;
* the renderer main thread's CPU time by kind of work (self time: parsing HTML, compiling and running
  each script, style, layout, paint, garbage collection);
* the JavaScript functions with the most self time (the sampling profiler), and the time per file.

Times are those of the throttled thread (4× a desktop's). ``--http LAWS`` serves SITE with
`bridge-laws serve`'s server (the laws directory it was built from) instead of file://, each load
a first visit as bench_site.py makes it: the cache emptied and a host name never used before
(``first_visit``), so the page's scripts are compiled without V8's code cache (a load of the
same URL again finds the code compiled by the load before, as a reader's second visit does).
``--again`` loads from 127.0.0.1 instead, after a visit there installed the site's service worker,
each load from the site's home page (bench_site.py's "HTTP again": the page and the index from
the worker's cache).
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "scripts"))
sys.path.insert(0, str(REPO / "src"))

import _browser  # noqa: E402
from bench_site import CPU_SLOWDOWN, FRESH_HOSTS, at_home, first_visit, go, primed  # noqa: E402

TIMELINE = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"]
PROFILER = "disabled-by-default-v8.cpu_profiler"  # adds much to the times: asked for with --functions


def phone(profile: Path, functions: bool):
    driver = _browser.make_driver(profile, 390, 844, trace=",".join(TIMELINE + ([PROFILER] if functions else [])),
                                  flags=[FRESH_HOSTS])
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    return driver


def events_of(driver) -> list[dict]:
    out = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Tracing.dataCollected":
            out.append(message["params"])
    return out


def main_thread(events: list[dict]) -> tuple[int, int]:
    """(pid, tid) of the renderer main thread that ran the page (the one that parsed its HTML)."""
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    counts = collections.Counter((e["pid"], e["tid"]) for e in events
                                 if e.get("name") == "ParseHTML" and names.get((e["pid"], e["tid"])) == "CrRendererMain"
                                 and "/" in (e.get("args") or {}).get("beginData", {}).get("url", ""))
    if not counts:
        raise SystemExit("no renderer main thread parsed the page")
    return counts.most_common(1)[0][0]


def self_times(events: list[dict], start: float, end: float) -> collections.Counter:
    """Thread (CPU) time in ms by kind of work, each event's less its children's: the time the
    thread ran, which neither the CPU throttling (it suspends the thread) nor the other work on
    the machine adds to."""
    spans = sorted((e for e in events if e.get("ph") == "X" and "tdur" in e and start <= e["ts"] < end),
                   key=lambda e: (e["ts"], -e["dur"]))
    out: collections.Counter = collections.Counter()
    stack: list[list] = []  # [event, thread time of its children]

    def close(until: float) -> None:
        while stack and stack[-1][0]["ts"] + stack[-1][0]["dur"] <= until:
            e, children = stack.pop()
            out[label(e)] += max(0, e["tdur"] - children) / 1000
            if stack:
                stack[-1][1] += e["tdur"]

    for e in spans:
        close(e["ts"])
        stack.append([e, 0])
    close(float("inf"))
    return out


def label(e: dict) -> str:
    data = (e.get("args") or {}).get("data") or {}
    name = e["name"]
    url = data.get("url") or (e.get("args") or {}).get("fileName") or ""
    if name in ("EvaluateScript", "v8.compile", "v8.compileModule", "v8.run", "V8.CompileCode") and url:
        return f"{name} {url.rsplit('/', 2)[-1] if '/data/' not in url else url.split('/data/')[-1]}"
    if name == "FunctionCall":
        return f"FunctionCall {(data.get('url') or '').rsplit('/', 1)[-1]}:{data.get('functionName', '')}"
    return name


def cpu_profile(events: list[dict], pid: int, tid: int, start: float, end: float):
    """Self time per function and per file (ms) from the sampling profiler's chunks."""
    nodes: dict = {}
    self_ms: collections.Counter = collections.Counter()
    for e in sorted((e for e in events if e.get("name") == "ProfileChunk" and e.get("pid") == pid),
                    key=lambda e: e["ts"]):
        data = e["args"]["data"]
        profile = data.get("cpuProfile", {})
        for node in profile.get("nodes", []):
            nodes[node["id"]] = node
        ts = e["ts"]
        for sample, delta in zip(profile.get("samples", []), data.get("timeDeltas", [])):
            ts += delta
            node = nodes.get(sample)
            if node and start <= ts < end:
                frame = node["callFrame"]
                where = frame.get("url", "").rsplit("/", 1)[-1]
                self_ms[(frame.get("functionName") or "(anonymous)", where, frame.get("lineNumber", -1) + 1)] += 1
    interval = 1.0
    samples = sum(self_ms.values())
    return self_ms, samples, interval


def run(driver, url: str, mark: str, home: str = "") -> list[dict]:
    """One load of ``url``, its trace; ``home``: opened first, and ``url`` from it (--again)."""
    driver.get("about:blank")
    if home:
        at_home(driver, home)
    events_of(driver)  # what came before
    go(driver, url, mark, from_home=bool(home))
    time.sleep(0.3)
    driver.get("about:blank")  # the page's renderer hands its trace over as it goes
    return events_of(driver)


def report(events: list[dict], mark: str, top: int) -> str:
    pid, tid = main_thread(events)
    mine = [e for e in events if e.get("pid") == pid and e.get("tid") == tid]
    marks = {e["name"]: e["ts"] for e in sorted(mine, key=lambda e: e["ts"])
             if e.get("cat", "").startswith("blink.user_timing") and (e["name"].startswith("bl-") or e["name"] == "domContentLoadedEventStart")}
    # the navigation of the page itself (about:blank's come before it)
    nav = max(e["ts"] for e in mine if e.get("name") == "navigationStart"
              and "/" in (((e.get("args") or {}).get("data") or {}).get("documentLoaderURL") or ""))
    end = marks.get(mark)
    if end is None:
        raise SystemExit(f"no {mark} mark in the trace: {sorted(marks)}")
    ms = lambda ts: (ts - nav) / 1000  # noqa: E731
    lines = [f"navigation start → {mark}: {ms(end):.0f} ms", "", "timeline (ms from navigation start):"]
    for e in sorted(mine, key=lambda e: e["ts"]):
        if not (nav <= e["ts"] <= end):
            continue
        data = (e.get("args") or {}).get("data") or {}
        if e["name"] == "EvaluateScript" or (e["name"] == "ParseHTML" and e.get("dur", 0) > 2000):
            what = data.get("url", "") or ""
            what = what.split("/data/")[-1] if "/data/" in what else what.rsplit("/", 1)[-1]
            lines.append(f"  {ms(e['ts']):7.1f} +{e.get('dur', 0) / 1000:6.1f}  {e['name']} {what}")
        elif e.get("dur", 0) > 10000 and e["name"] in ("FunctionCall", "TimerFire", "FireAnimationFrame", "Layout",
                                                        "UpdateLayoutTree", "Paint", "MajorGC", "MinorGC",
                                                        "V8.GC_MARK_COMPACTOR", "EventDispatch", "RunMicrotasks"):
            lines.append(f"  {ms(e['ts']):7.1f} +{e['dur'] / 1000:6.1f}  {e['name']} {data.get('functionName', '')}"
                         f" {str(data.get('url', '')).rsplit('/', 1)[-1]}:{data.get('lineNumber', '')}")
    for name, ts in sorted(marks.items(), key=lambda x: x[1]):
        if nav <= ts <= end + 1:
            lines.append(f"  {ms(ts):7.1f}          mark {name}")
    busy = self_times(mine, nav, end)
    total = sum(busy.values())
    lines += ["", f"main thread CPU (thread time), self time by kind: {total:.0f} ms in the {ms(end):.0f} ms"]
    lines += [f"  {v:7.1f}  {k}" for k, v in busy.most_common(top) if v >= 0.5]
    per_fn, samples, _ = cpu_profile(events, pid, tid, nav, end)
    if samples:
        by_file: collections.Counter = collections.Counter()
        for (fn, where, line), n in per_fn.items():
            by_file[where or "(native)"] += n
        share = lambda n: f"{100 * n / samples:5.1f}%"  # noqa: E731
        lines += ["", f"sampling profiler, {samples} samples: self time by file"]
        lines += [f"  {share(n)}  {k}" for k, n in by_file.most_common(12)]
        lines += ["", "self time by function"]
        lines += [f"  {share(n)}  {fn} {where}:{line}" for (fn, where, line), n in per_fn.most_common(top)]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("page", help="a page of the site with its query: 'search.html?q=revoke'")
    parser.add_argument("--http", type=Path, metavar="LAWS", help="serve SITE over HTTP, each load a first visit")
    parser.add_argument("--again", action="store_true",
                        help="with --http: each load from 127.0.0.1 after a visit installed the service worker")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--functions", action="store_true", help="the sampling profiler too (slows the page)")
    parser.add_argument("--save", type=Path, help="write the last load's trace events here (JSON, for chrome://tracing)")
    args = parser.parse_args()
    mark = "bl-results" if args.page.startswith("search.html?") else "bl-interactive"
    with tempfile.TemporaryDirectory(prefix="profile-site-") as tmp:
        driver = phone(Path(tmp) / "profile", args.functions)
        server = None
        try:
            if args.http:
                from bridge_laws.site.server import make_server

                server = make_server(args.http, args.site, "127.0.0.1", 0, names=(".bench",))
                server.RequestHandlerClass.log_message = lambda *a: None
                threading.Thread(target=server.serve_forever, daemon=True).start()
                home = f"http://127.0.0.1:{server.server_port}/index.html"
                url = f"http://127.0.0.1:{server.server_port}/{args.page}"
                driver.execute_cdp_cmd("Network.enable", {})
            else:
                url = _browser.file_url(args.site.resolve(), args.page)
            events = []
            if args.again:
                primed(driver, url, mark)
            for _ in range(args.runs + 1):
                if args.http and not args.again:
                    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
                events = run(driver, first_visit(url) if args.http and not args.again else url, mark,
                             home if args.again else "")
        finally:
            driver.quit()
            if server:
                server.shutdown()
    if args.save:
        args.save.write_text(json.dumps({"traceEvents": events}), encoding="utf-8")
    print(report(events, mark, args.top))


if __name__ == "__main__":
    main()
