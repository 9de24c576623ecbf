#!/usr/bin/env python3
"""Requests per second and errors of `bridge-laws serve` under a bounded burst on loopback.

Builds the corpus, index and site from a copy of laws/sources in a temporary directory,
starts the server on 127.0.0.1 (never another address) on a free port, and sends
THREADS × REQUESTS requests: site pages, static files and /api/search queries, plus a few
path-escape attempts that must be refused. Prints a table and writes scripts/bench-serve.md.
A measurement, not a test.

Usage: python scripts/bench_serve.py [--threads 8] [--requests 50]
"""

from __future__ import annotations

import argparse
import http.client
import platform
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from urllib.parse import quote

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from bridge_laws.jobs.pipeline import build_all  # noqa: E402
from bridge_laws.site.server import make_server  # noqa: E402

HOST = "127.0.0.1"  # loopback only: this is a local measurement
MAX_THREADS, MAX_REQUESTS = 32, 500  # bounded: a burst, not a load test


def get(port: int, path: str) -> tuple[int, float, int]:
    started = time.perf_counter()
    conn = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        conn.request("GET", path)
        resp = conn.getresponse()
        body = resp.read()
        return resp.status, time.perf_counter() - started, len(body)
    finally:
        conn.close()


def paths(site: Path) -> dict[str, list[str]]:
    pages = sorted("/" + str(p.relative_to(site)) for p in site.rglob("*.html"))
    static = sorted("/" + str(p.relative_to(site)) for p in site.rglob("*") if p.suffix in (".css", ".js"))
    return {
        "page": pages[:: max(1, len(pages) // 40)] or ["/"],
        "static": static or ["/"],
        "search": ["/api/search?q=" + quote(q, safe="&=") for q in ("ренонс", "revoke&lang=en", "взятки&limit=5", "75D2",
                                                          "апелляция&edition=1987")],
        "escape": ["/../sources.yaml", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd"],
    }


def burst(port: int, kinds: dict[str, list[str]], threads: int, requests: int):
    results: list[tuple[str, int, float]] = []
    failures: list[str] = []
    lock = threading.Lock()
    order = [k for k in ("page", "page", "page", "static", "search", "escape")]

    def worker(t: int):
        for i in range(requests):
            kind = order[(t + i) % len(order)]
            path = kinds[kind][(t * requests + i) % len(kinds[kind])]
            try:
                status, seconds, _ = get(port, path)
            except Exception as exc:  # noqa: BLE001 — every failure is counted, none stops the burst
                with lock:
                    failures.append(f"{path}: {exc}")
                continue
            with lock:
                results.append((kind, status, seconds))

    pool = [threading.Thread(target=worker, args=(t,)) for t in range(threads)]
    started = time.perf_counter()
    for th in pool:
        th.start()
    for th in pool:
        th.join()
    return results, failures, time.perf_counter() - started


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--requests", type=int, default=50, help="requests per thread")
    args = ap.parse_args()
    threads, requests = min(args.threads, MAX_THREADS), min(args.requests, MAX_REQUESTS)
    with tempfile.TemporaryDirectory() as tmp:
        laws = Path(tmp) / "laws"
        shutil.copytree(REPO / "laws" / "sources", laws / "sources")
        for extra in ("glossary.yaml",):
            if (REPO / "laws" / extra).exists():
                shutil.copy2(REPO / "laws" / extra, laws / extra)
        site = Path(tmp) / "site"
        build_all(laws, site, quiet=True)
        server = make_server(laws, site, host=HOST, port=0)
        port = server.server_address[1]
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            kinds = paths(site)
            get(port, "/api/search?q=warm")  # open the index once
            results, failures, wall = burst(port, kinds, threads, requests)
        finally:
            server.shutdown()
            server.server_close()
    report(results, failures, wall, threads, requests)


def report(results, failures, wall, threads, requests) -> None:
    total = len(results) + len(failures)
    rows = []
    for kind in ("page", "static", "search", "escape"):
        mine = [r for r in results if r[0] == kind]
        if not mine:
            continue
        lat = sorted(s for _, _, s in mine)
        statuses = Counter(st for _, st, _ in mine)
        rows.append((kind, len(mine), ", ".join(f"{k}×{v}" for k, v in sorted(statuses.items())),
                     f"{statistics.median(lat) * 1000:.1f}", f"{lat[int(0.95 * (len(lat) - 1))] * 1000:.1f}"))
    server_errors = sum(1 for _, st, _ in results if st >= 500)
    escapes_served = sum(1 for k, st, _ in results if k == "escape" and st == 200)
    lines = [
        "# `bridge-laws serve` under a burst on loopback",
        "",
        f"Measured by `python scripts/bench_serve.py --threads {threads} --requests {requests}` on "
        f"{platform.python_implementation()} {platform.python_version()}, {platform.machine()}; "
        "server and clients in one process, 127.0.0.1 only, one connection per request.",
        "",
        f"- requests: {total} ({threads} threads × {requests}); wall time {wall:.2f} s",
        f"- **{total / wall:.0f} requests per second**",
        f"- failed requests (no answer): {len(failures)}; 5xx answers: {server_errors}; "
        f"path escapes served: {escapes_served} (must be 0)",
        "",
        "| kind | requests | statuses | median ms | p95 ms |",
        "|---|---|---|---|---|",
        *[f"| {' | '.join(map(str, r))} |" for r in rows],
        "",
    ]
    lines += [f"- failure: {f}" for f in failures[:10]]
    text = "\n".join(lines)
    print(text)
    (REPO / "scripts" / "bench-serve.md").write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
