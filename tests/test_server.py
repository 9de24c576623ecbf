"""bridge-laws serve, every test of it: the JSON search API with good and bad queries; the site's
files and nothing outside them, on loopback by default; every file a built site needs (the service
worker's list, the static API); headers, deadlines, hang-ups and bursts; a busy port or a bad host
as one clean line; and a whole site served while a build swaps it in. One client for all of them:
tests/_serve.py."""

from __future__ import annotations

import gzip
import http.client
import json
import os
import re
import socket
import threading
import time
from pathlib import Path
from urllib.parse import quote

import pytest

from _search_index import built_index
from _serve import get, request, serving
from bridge_laws.site.server import site_file
from helpers import LAWS
from helpers import files, one_error_line, run


# -- a small site of our own: the API, its files, nothing outside it ---------------------------
@pytest.fixture(scope="module")
def tiny_site(tmp_path_factory) -> Path:
    """A site of a few pages; beside it a secret, and links inside the site that lead out to it."""
    root = tmp_path_factory.mktemp("tiny")
    site = root / "site"
    (site / "laws").mkdir(parents=True)
    (site / "law").mkdir()
    (site / "index.html").write_text("<h1>Законы</h1>", encoding="utf-8")
    (site / "laws" / "75.html").write_text("<p>75</p>", encoding="utf-8")
    for n in range(5):
        (site / "law" / f"{n}.html").write_text(f"<p>law {n}</p>" * 200, encoding="utf-8")
    (root / "secret.txt").write_text("TOP-SECRET", encoding="utf-8")
    os.symlink(root / "secret.txt", site / "link-out.txt")
    os.symlink(root, site / "dir-out")
    return site


@pytest.fixture(scope="module")
def tiny(tiny_site):
    with serving(LAWS, tiny_site, index_path=built_index()) as server:
        yield server


def api(port: int, query: str, **params):
    extra = "".join(f"&{k}={quote(str(v))}" for k, v in params.items())
    status, ctype, body = get(port, f"/api/search?q={quote(query)}{extra}")
    assert ctype.startswith("application/json")
    return status, json.loads(body)


def test_search_api(tiny):
    status, data = api(tiny.server_port, "revoke", lang="ru", limit=3)
    assert status == 200 and data["query"] == "revoke" and len(data["hits"]) == 3
    assert {"ref", "edition", "lang", "title", "snippet", "score", "parallel", "in_footnote"} <= set(data["hits"][0])
    assert "suggestion" in data


def test_search_api_jump_and_filters(tiny):
    status, data = api(tiny.server_port, "64 B 2")
    assert status == 200 and data["hits"][0]["ref"] == "64B2"
    status, data = api(tiny.server_port, "взятка", edition=1997, law="77-78")
    assert status == 200 and {(h["edition"], h["law"]) for h in data["hits"]} <= {(1997, 77), (1997, 78)}


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "*", "OR NOT", "\x01\x02\x7f", "((", "%", "«"])
def test_bad_queries_are_clean(tiny, query):
    status, data = api(tiny.server_port, query)
    assert status in (200, 400)
    assert ("error" in data) if status == 400 else isinstance(data["hits"], list)


@pytest.mark.parametrize("query,params", [("", {}), ("x" * 5000, {}), ("revoke", {"limit": "0"}),
                                          ("revoke", {"limit": "many"}), ("revoke", {"lang": "fr"}),
                                          ("revoke", {"edition": "2031"}), ("revoke", {"law": "x-y"}),
                                          ("revoke", {"edition": "abc"})])
def test_bad_requests_are_400(tiny, query, params):
    status, data = api(tiny.server_port, query, **params)
    assert status == 400 and data["error"]


def test_raw_bad_query_strings(tiny):
    for raw in ["q=%ff%fe", "q", "q=a&q=b", "q=%00", "&&&", "q=" + "%22" * 40]:
        status, ctype, body = get(tiny.server_port, f"/api/search?{raw}")
        assert status in (200, 400) and ctype.startswith("application/json"), raw
        json.loads(body)


def test_site_files(tiny):
    assert get(tiny.server_port, "/")[2].decode() == "<h1>Законы</h1>"
    status, ctype, body = get(tiny.server_port, "/laws/75.html")
    assert status == 200 and ctype.startswith("text/html") and body == b"<p>75</p>"
    status, _, body = get(tiny.server_port, "/law/3.html")
    assert (status, body) == (200, b"<p>law 3</p>" * 200)


@pytest.mark.parametrize("path", ["/../secret.txt", "/%2e%2e/secret.txt", "/laws/../../secret.txt",
                                  "/..%2fsecret.txt", "/nope.html", "/api/nope", "/%00"])
def test_nothing_outside_the_site(tiny, path):
    status, _, body = get(tiny.server_port, path)
    assert status == 404 and b"SECRET" not in body


ESCAPES = ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt",
           "/law/../../secret.txt", "/law/%2e%2e/%2e%2e/secret.txt", "//etc/passwd", "/%2Fetc%2Fpasswd",
           "/etc/passwd", "/link-out.txt", "/dir-out/secret.txt", "/..\\secret.txt", "/%00index.html",
           "/law/..%5c..%5csecret.txt"]


@pytest.mark.parametrize("path", ESCAPES)
def test_serve_stays_inside_the_site(tiny, path):
    status, _, body = get(tiny.server_port, path)
    assert status in (400, 403, 404), (path, status)
    assert b"TOP-SECRET" not in body and b"root:" not in body


def test_site_file_resolution(tiny_site):
    assert site_file(tiny_site, "/") == (tiny_site / "index.html").resolve()
    assert site_file(tiny_site, "/../secret.txt") is None
    assert site_file(tiny_site / "missing", "/") is None


def test_no_site_yet_serves_the_api(tmp_path):
    with serving(LAWS, tmp_path / "no-site", index_path=built_index()) as server:
        status, _, body = get(server.server_port, "/")
        assert status == 200 and json.loads(body)["site"] is None
        status, data = api(server.server_port, "фальшренонс")
        assert status == 200 and data["hits"]


def test_serve_binds_to_loopback_by_default(tiny):
    from bridge_laws.cli import main as group

    assert tiny.server_address[0] == "127.0.0.1"
    serve = group.commands["serve"]
    host = next(p for p in serve.params if p.name == "host")
    assert host.default == "127.0.0.1"


def test_serve_survives_a_burst(tiny):
    statuses, errors = [], []

    def worker(k):
        for i in range(50):
            try:
                statuses.append(get(tiny.server_port, f"/law/{(k + i) % 5}.html")[0])
            except OSError as exc:
                errors.append(exc)

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors and len(statuses) == 400 and set(statuses) == {200}
    assert get(tiny.server_port, "/")[0] == 200  # still up


# -- HTTP/1.1: keep-alive, lengths, gzip ------------------------------------------------------------
def exchange(port: int, *requests: bytes, wait: float = 5) -> tuple[list[tuple[int, dict, bytes]], bytes | None]:
    """Send ``requests`` one after another on one connection, each answer read in full (by its
    Content-Length; a HEAD's answer is its head) before the next is sent: ((status, headers, body)
    of each answer, then the bytes that came after the last one — None once the server closed
    the connection, else what came within a short wait, b"" for nothing)."""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as sock:
        buffer, replies = b"", []
        for req in requests:
            sock.sendall(req)
            while b"\r\n\r\n" not in buffer:
                buffer += sock.recv(65536) or _closed(buffer)
            head, _, buffer = buffer.partition(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
            length = 0 if req.startswith(b"HEAD ") else int(headers["content-length"])
            while len(buffer) < length:
                buffer += sock.recv(65536) or _closed(buffer)
            replies.append((int(lines[0].split()[1]), headers, buffer[:length]))
            buffer = buffer[length:]
        sock.settimeout(0.3)
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    return replies, None if not buffer else buffer
                buffer += chunk
        except socket.timeout:
            return replies, buffer


def _closed(buffer: bytes) -> bytes:
    raise AssertionError(f"the server closed the connection mid-answer: {buffer[:200]!r}")


def length_of(headers: dict) -> int:
    return int(headers["content-length"])


def test_keep_alive_serves_two_requests_on_one_connection(tiny):
    conn = http.client.HTTPConnection("127.0.0.1", tiny.server_port, timeout=10)
    try:
        conn.request("GET", "/law/1.html")
        first = conn.getresponse()
        assert first.version == 11 and not first.will_close
        assert first.read() == b"<p>law 1</p>" * 200
        sock = conn.sock
        conn.request("GET", "/laws/75.html")
        second = conn.getresponse()
        assert second.read() == b"<p>75</p>" and conn.sock is sock  # the same connection
    finally:
        conn.close()
    replies, after = exchange(tiny.server_port, b"GET /laws/75.html HTTP/1.1\r\nHost: localhost\r\n\r\n",
                              b"GET /nope.html HTTP/1.1\r\nHost: localhost\r\n\r\n",
                              b"GET /api/search?q=revoke&limit=1 HTTP/1.1\r\nHost: localhost\r\n\r\n")
    (s1, h1, b1), (s2, h2, b2), (s3, h3, b3) = replies
    assert (s1, b1) == (200, b"<p>75</p>")
    assert s2 == 404 and json.loads(b2) == {"error": "not found"}  # a 404 says its length too
    assert s3 == 200 and json.loads(b3)["hits"]
    assert after == b""  # nothing more, and the connection still open


def test_head_has_the_length_of_the_get_and_no_body(tiny):
    """A HEAD's Content-Length is the GET's (gzipped or not), and no body follows: the next answer
    on the connection starts right after its head."""
    for path in (b"/law/2.html", b"/nope.html", b"/api/search?q=revoke&limit=1", b"/api/search?q="):
        for extra in (b"", b"Accept-Encoding: gzip\r\n"):
            ask = b" " + path + b" HTTP/1.1\r\nHost: localhost\r\n" + extra + b"\r\n"
            (head, got), after = exchange(tiny.server_port, b"HEAD" + ask, b"GET" + ask)
            assert head[2] == b"" and after == b""
            assert head[0] == got[0] and length_of(head[1]) == length_of(got[1]) == len(got[2]) > 0, (path, extra)
            assert head[1].get("content-encoding") == got[1].get("content-encoding")


def test_gzip_when_accepted_and_only_then(tiny):
    plain = b"<p>law 4</p>" * 200
    conn = http.client.HTTPConnection("127.0.0.1", tiny.server_port, timeout=10)
    try:
        for accept in ("gzip", "gzip, deflate, br", "br;q=1.0, gzip;q=0.8", "*"):
            conn.request("GET", "/law/4.html", headers={"Accept-Encoding": accept})
            response = conn.getresponse()
            body = response.read()
            assert response.getheader("Content-Encoding") == "gzip", accept
            assert response.getheader("Vary") == "Accept-Encoding"
            assert int(response.getheader("Content-Length")) == len(body) < len(plain)
            assert gzip.decompress(body) == plain
        for accept in (None, "identity", "gzip;q=0", "br", "*;q=0", "deflate, gzip;q=0, *"):
            conn.putrequest("GET", "/law/4.html", skip_accept_encoding=True)
            if accept is not None:
                conn.putheader("Accept-Encoding", accept)
            conn.endheaders()
            response = conn.getresponse()
            assert response.getheader("Content-Encoding") is None, accept
            assert response.getheader("Vary") == "Accept-Encoding"
            assert response.read() == plain
        conn.request("GET", "/laws/75.html", headers={"Accept-Encoding": "gzip"})  # too small to be worth it
        response = conn.getresponse()
        assert response.getheader("Content-Encoding") is None and response.read() == b"<p>75</p>"
        conn.request("GET", "/api/search?q=revoke&limit=2", headers={"Accept-Encoding": "gzip"})
        response = conn.getresponse()  # the API answers as it did: plain JSON
        assert response.getheader("Content-Encoding") is None and json.loads(response.read())["hits"]
    finally:
        conn.close()


@pytest.mark.parametrize("path", ESCAPES)
def test_a_kept_alive_connection_stays_inside_the_site(tiny, path):
    """The refusal does not depend on a fresh connection, nor on gzip: an escape asked between
    two good requests on one connection is refused, and the connection goes on."""
    good = b"GET /law/0.html HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n"
    bad = b"GET " + path.encode() + b" HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n"
    replies, _ = exchange(tiny.server_port, good, bad, good)
    assert [s for s, _, _ in replies][0::2] == [200, 200] and replies[1][0] in (400, 403, 404)
    bodies = [gzip.decompress(b) if h.get("content-encoding") else b for _, h, b in replies]
    assert bodies[0] == bodies[2] == b"<p>law 0</p>" * 200
    assert b"TOP-SECRET" not in bodies[1] and b"root:" not in bodies[1]


def test_a_request_with_a_body_ends_its_connection(tiny):
    """A GET's body is never read, so what follows it cannot be taken for a request: the answer
    closes the connection (a body smuggling a second request gets no answer)."""
    smuggled = b"GET /law/1.html HTTP/1.1\r\nHost: localhost\r\n\r\n"
    for framing in (b"Content-Length: " + str(len(smuggled)).encode(), b"Transfer-Encoding: chunked"):
        replies, after = exchange(tiny.server_port, b"GET /laws/75.html HTTP/1.1\r\nHost: localhost\r\n" + framing
                                  + b"\r\n\r\n" + smuggled)
        ((status, headers, body),) = replies
        assert (status, body, headers["connection"]) == (200, b"<p>75</p>", "close")
        assert after is None  # closed, and the smuggled request never answered


def test_an_http_1_0_client_gets_its_connection_closed(tiny):
    ((status, _, body),), after = exchange(tiny.server_port, b"GET /laws/75.html HTTP/1.0\r\n\r\n")
    assert (status, body, after) == (200, b"<p>75</p>", None)
    ((status, _, body),), after = exchange(tiny.server_port, b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    assert (status, after) == (200, None)


def test_an_idle_kept_alive_connection_is_closed_at_the_deadline(served, monkeypatch):
    from bridge_laws.site.server import Handler

    monkeypatch.setattr(Handler, "timeout", 0.5)
    started = time.monotonic()
    ((status, _, _),), after = exchange(served.server_port, b"GET /static/site.js HTTP/1.1\r\nHost: localhost\r\n\r\n")
    assert status == 200 and after == b""  # kept open at first
    with socket.create_connection(("127.0.0.1", served.server_port), timeout=5) as sock:
        sock.sendall(b"GET /static/site.js HTTP/1.1\r\nHost: localhost\r\n\r\n")
        started = time.monotonic()
        while sock.recv(65536):  # the answer, then the end: closed by the server, not held open
            pass
        assert time.monotonic() - started < 4


def test_accepts_gzip():
    from bridge_laws.site.server import accepts_gzip

    yes = ["gzip", "GZIP", "deflate, gzip", "gzip;q=0.5", "x-gzip", "*", "br, *;q=0.1", "gzip; q=1"]
    no = [None, "", "identity", "br", "gzip;q=0", "gzip;q=0.0", "*;q=0", "gzip;q=0, *", "gzip;q=nonsense", ",,;"]
    assert [accepts_gzip(h) for h in yes] == [True] * len(yes)
    assert [accepts_gzip(h) for h in no] == [False] * len(no)


def test_gzip_cache_compresses_once_and_stays_bounded(monkeypatch):
    from bridge_laws.site import server as server_module

    calls = []
    real = gzip.compress
    monkeypatch.setattr(server_module.gzip, "compress", lambda *a, **k: calls.append(1) or real(*a, **k))
    cache = server_module.GzipCache(limit=4000)
    bodies = [bytes(range(256)) * 8 + bytes([n]) for n in range(6)]  # 2 KiB each, about 300 bytes gzipped
    for body in bodies[:2] * 3:
        assert gzip.decompress(cache.get(body)) == body
    assert len(calls) == 2  # each compressed once
    for body in bodies:
        cache.get(body)
    assert cache.size <= 4000 and cache.size == sum(len(v) for v in cache._kept.values())
    huge = bytes(range(256)) * 400 + b"x" * 100_000  # gzipped over a quarter of the limit: sent, not kept
    assert gzip.decompress(cache.get(huge)) == huge and cache.size <= 4000


# -- a built project served: every file, headers, deadlines, hang-ups ---------------------------
@pytest.fixture
def served(project):
    with serving(project / "laws", project / "site") as server:
        yield server


def test_serve_serves_every_file_the_service_worker_precaches(served, project):
    """The service worker installs only when every file of its list arrives: under `serve`,
    site/api/*.json too (which were answered "no such endpoint"); /api/search still searches."""
    sw = (project / "site" / "sw.js").read_text(encoding="utf-8")
    files_ = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S)[1])
    # the worker keeps a core set (issue 23); the static API is served all the same
    api_files = sorted(p.relative_to(project / "site").as_posix() for p in (project / "site" / "api").rglob("*.json"))
    assert "api/index.json" in api_files and len(api_files) > 1
    statuses = {f: get(served.server_port, "/" + f.removeprefix("./"))[0] for f in [*files_, *api_files[:20]]}
    assert set(statuses.values()) == {200}, {f: s for f, s in statuses.items() if s != 200}
    status, ctype, body = get(served.server_port, "/api/index.json")
    assert ctype.startswith("application/json") and json.loads(body)
    status, _, body = get(served.server_port, "/api/search?q=revoke&limit=1")
    assert status == 200 and "hits" in json.loads(body)
    assert get(served.server_port, "/api/nothing.json")[0] == 404


@pytest.mark.parametrize("request_line,status", [(b"DELETE /laws/75.html HTTP/1.1", 501),
                                                 (b"GET /laws/75.html HTTP/9.9", 505),
                                                 (b"GET /laws/75.html HTTP/1.x", 400)])
def test_what_http_server_refuses_is_said_as_every_other_answer(tiny, request_line, status):
    """A method other than GET and HEAD, a version it does not speak, a line it cannot read:
    http.server answered with its own HTML page, without the security headers (a red team)."""
    ((got, headers, body),), after = exchange(tiny.server_port, request_line + b"\r\nHost: localhost\r\n\r\n")
    assert got == status and headers["content-type"].startswith("application/json")
    assert set(json.loads(body)) == {"error"} and headers["x-content-type-options"] == "nosniff"
    assert after is None and (headers.get("allow") == "GET, HEAD") == (status == 501)


def test_serve_sends_security_headers(served):
    status, headers, _ = request(served.server_port, "/")
    assert status == 200
    csp = headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["Cross-Origin-Resource-Policy"] == "same-origin"  # (the index's parts hold the rulings)
    assert served.request_queue_size >= 128


@pytest.mark.parametrize("host, allowed", [
    ("localhost:8000", True), ("127.0.0.1", True), ("[::1]:8000", True), ("192.168.1.20:8000", True),
    ("LocalHost", True), ("attacker.example:8000", False), ("rebind.example", False), ("localhost.evil.example", False)])
def test_serve_answers_to_its_own_address_only(tiny, host, allowed):
    """A red team: any Host was answered, which is all a DNS-rebinding page needs to read the
    rulings as the server's own. Loopback names and addresses typed as numbers (a phone on the
    club's network) are answered; another name gets 421 and the connection ends."""
    replies, after = exchange(tiny.server_port, f"GET /api/search?q=revoke HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    status, headers, body = replies[0]
    assert (status == 200) == allowed and (status == 421) == (not allowed), (host, status)
    if not allowed:
        assert "revoke" not in body.decode() and after is None


def test_serve_ends_a_request_whose_headers_run_past_their_bound(tiny):
    """A red team: a request may carry 100 header lines of 64 KB (http.server's own bounds), and a
    few hundred such connections held gigabytes. Past MAX_HEAD_BYTES of line and headers the
    connection ends (the server reads no more of it); an ordinary request is answered after."""
    from bridge_laws.site.server import MAX_HEAD_BYTES

    with socket.create_connection(("127.0.0.1", tiny.server_port), timeout=5) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
        line = b"X-Filler: " + b"a" * 8000 + b"\r\n"
        sent = 0
        try:
            while sent < 4 * MAX_HEAD_BYTES:
                sock.sendall(line)
                sent += len(line)
            sock.sendall(b"\r\n")
            answer = sock.recv(65536)
        except (ConnectionError, socket.timeout):
            answer = b""
    assert not answer.startswith(b"HTTP/1.1 200"), answer[:40]
    assert request(tiny.server_port, "/")[0] == 200


def test_serve_closes_connections_past_its_bound_at_once(tiny, monkeypatch):
    """Each connection holds a thread until its deadline: past MAX_CONNECTIONS open at once, a new
    one is closed at once, and served again once the others end."""
    import bridge_laws.site.server as server_mod

    monkeypatch.setattr(server_mod, "MAX_CONNECTIONS", 2)
    held = [socket.create_connection(("127.0.0.1", tiny.server_port), timeout=5) for _ in range(2)]
    time.sleep(0.2)
    try:
        with socket.create_connection(("127.0.0.1", tiny.server_port), timeout=5) as extra:
            extra.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
            assert extra.recv(100) == b""  # closed, unanswered
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.3)
    assert request(tiny.server_port, "/")[0] == 200


def test_serve_drops_a_trickling_request_at_its_deadline(served, monkeypatch):
    """A byte every 0.3 s never lets one read wait 1 s, yet the request is dropped after 1 s."""
    from bridge_laws.site.server import Handler

    monkeypatch.setattr(Handler, "timeout", 1.0)
    slow = socket.create_connection(("127.0.0.1", served.server_port))
    slow.settimeout(0.05)
    started, closed = time.monotonic(), False
    for byte in b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + b"a" * 40:
        try:
            slow.sendall(bytes([byte]))
            if slow.recv(100) == b"":
                closed = True
                break
        except socket.timeout:
            pass
        except (BrokenPipeError, ConnectionResetError):
            closed = True
            break
        time.sleep(0.25)
    assert closed and time.monotonic() - started < 3
    slow.close()
    assert get(served.server_port, "/")[0] == 200  # the server goes on
def test_serve_drops_a_half_sent_request_and_a_hang_up_is_no_traceback(served, monkeypatch, capfd):
    from bridge_laws.site.server import Handler

    monkeypatch.setattr(Handler, "timeout", 0.5)
    slow = socket.create_connection(("127.0.0.1", served.server_port))
    slow.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\n")  # and never the blank line
    slow.settimeout(5)
    started = time.monotonic()
    assert slow.recv(100) == b""  # the server closed it
    assert time.monotonic() - started < 4
    slow.close()
    for _ in range(5):  # ask for the largest part of the index and hang up at once
        s = socket.create_connection(("127.0.0.1", served.server_port))
        s.sendall(b"GET /data/search/core.js HTTP/1.1\r\nHost: localhost\r\n\r\n")
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        s.close()
    time.sleep(0.5)
    assert "Traceback" not in capfd.readouterr().err


def test_serve_warns_off_loopback(project, monkeypatch):
    from bridge_laws.site import server as server_module

    class Stop(server_module.LawsServer):
        def serve_forever(self, *a, **k):
            raise KeyboardInterrupt

    monkeypatch.setattr(server_module, "make_server", lambda laws, site, host, port: Stop(("127.0.0.1", 0), laws, site))
    result = run(project / "laws", "serve", "--host", "0.0.0.0", "--port", "0")
    assert "Warning: listening on 0.0.0.0" in result.output


def test_serve_of_a_folder_with_no_site_says_so(project, monkeypatch, tmp_path):
    from bridge_laws.site import server as server_module

    class Stop(server_module.LawsServer):
        def serve_forever(self, *a, **k):
            raise KeyboardInterrupt

    monkeypatch.setattr(server_module, "make_server", lambda laws, site, host, port: Stop(("127.0.0.1", 0), laws, site))
    (tmp_path / "empty").mkdir()
    result = run(project / "laws", "serve", "--site-dir", str(tmp_path / "empty"), "--port", "0")
    assert "holds no site (no index.html)" in result.output and "Traceback" not in result.output
    result = run(project / "laws", "serve", "--port", "0")  # the built site: no such warning
    assert "holds no site" not in result.output




# -- clean errors before any work ----------------------------------------------------------------
def test_serve_on_a_busy_port_is_a_clean_error(project):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    try:
        result = run(project / "laws", "serve", "--port", str(sock.getsockname()[1]))
    finally:
        sock.close()
    assert "Address already in use" in one_error_line(result.output)


@pytest.mark.parametrize("host", ["no such host!", "999.1.1.1"])
def test_serve_on_a_bad_host_is_a_clean_error(project, host):
    """Refused before any work: not even the index's record of its inputs is rewritten (a copied
    project has new inodes, which a search would record once its files are old enough to vouch for)."""
    an_hour_ago = time.time() - 3600
    for path in (project / "laws").rglob("*"):
        os.utime(path, (an_hour_ago, an_hour_ago))
    before = files(project)
    assert "cannot listen on" in one_error_line(run(project / "laws", "serve", "--host", host).output)
    assert files(project) == before




# -- a whole site served while a build swaps it in -----------------------------------------------
SERVED_PATHS = ("/", "/data/search/core.js", "/1987-ru/75.html", "/static/site.js")


def statuses_while_building(laws: Path, site: Path, builds: int, clients: int = 3, paths=SERVED_PATHS,
                            most: int | None = 20000) -> list[int]:
    """`serve` on a free port, ``clients`` threads fetching ``paths`` over and over on one kept-alive
    connection each while the site is built ``builds`` times: the status of every answer (also
    scripts/redteam.py's record)."""
    from bridge_laws.site.build import build_site

    statuses: list[int] = []
    stop = threading.Event()

    def client(port: int):
        while not stop.is_set() and (most is None or len(statuses) < most):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            for p in paths:
                conn.request("GET", p)
                response = conn.getresponse()
                response.read()
                statuses.append(response.status)
            conn.close()

    with serving(laws, site) as server:
        threads = [threading.Thread(target=client, args=(server.server_port,)) for _ in range(clients)]
        for t in threads:
            t.start()
        try:
            for _ in range(builds):
                build_site(laws, site)
        finally:
            stop.set()
            for t in threads:
                t.join(timeout=30)
    return statuses


def test_build_while_serving_serves_a_whole_site(project):
    statuses = statuses_while_building(project / "laws", project / "site", builds=3)
    assert len(statuses) > 50
    assert set(statuses) == {200}, {s: statuses.count(s) for s in set(statuses)}


def test_closing_the_server_ends_its_kept_alive_connections(tiny_site):
    """A browser holding a kept-alive connection gets no answer once the server is closed (as when
    the process exits): the service worker's offline copy is then what it sees."""
    with serving(LAWS, tiny_site, index_path=built_index()) as server:
        sock = socket.create_connection(("127.0.0.1", server.server_port), timeout=5)
        sock.sendall(b"GET /laws/75.html HTTP/1.1\r\nHost: localhost\r\n\r\n")
        answer = b""
        while not answer.endswith(b"<p>75</p>"):
            answer += sock.recv(65536)
        assert answer.startswith(b"HTTP/1.1 200")
    try:  # closed on leaving `serving` (shutdown, server_close)
        sock.sendall(b"GET /laws/75.html HTTP/1.1\r\nHost: localhost\r\n\r\n")
        assert sock.recv(65536) == b""
    except OSError:
        pass
    finally:
        sock.close()


def test_an_empty_site_folder_is_said_and_its_root_answers_as_no_site(tmp_path):
    """`serve --site-dir EMPTY` served 404s for every page and said nothing (a maintainer's day)."""
    (tmp_path / "empty").mkdir()
    with serving(LAWS, tmp_path / "empty", index_path=built_index()) as server:
        status, _, body = get(server.server_port, "/")
        assert status == 200 and json.loads(body)["site"] is None and "bridge-laws build" in json.loads(body)["note"]
