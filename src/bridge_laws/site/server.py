"""A small HTTP server: the built site's files and the JSON search API, from the stdlib.

``GET /api/search?q=…&lang=&edition=&law=&limit=&kind=`` answers with the JSON of
``bridge-laws search --json``; a query that cannot be searched gets ``400`` and
``{"error": …}``, never a traceback. Every other path is a file under the site directory,
``/api/*.json`` included (the site's static API, read by scripts and kept offline on demand): paths are
resolved and must stay inside it (no ``..``, no symlinks out), else ``404``.
Listens on 127.0.0.1 by default: it is a reading room, not a public service.

HTTP/1.1 with keep-alive: a page's files come over the connections it has open, every answer
(errors and the API included) says its length, an idle connection is closed at the request
deadline. Text files go gzipped to a client that accepts it, each compressed once and kept in
memory (``GzipCache``: keyed by a digest of the bytes read, so a rebuilt site's unchanged files
are not compressed again).
"""

from __future__ import annotations

import gzip
import hashlib
import io
import ipaddress
import json
import mimetypes
import socket
import sys
import threading
import time
import traceback
from http import HTTPStatus
from collections import OrderedDict
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from ..errors import BridgeLawsError
from ..paths import regular_bytes

MAX_URL = 8192
RECHECK_SECONDS = 2.0  # how often the index's freshness against the YAML is checked


# A client has this long to send a whole request (line and headers), however it trickles them:
# a deadline per request, not a timeout per read, which a byte every few seconds never hit.
SOCKET_TIMEOUT = 10.0
# The site's own files only; its scripts are files (the inline <script type="application/json">
# blocks are data, which CSP does not run); no framing, no referrer to other sites.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    # the index's parts are scripts that hand their data to the page (a rulings' part holds the
    # club's rulings): no page of another site may run them with a <script> of its own
    "Cross-Origin-Resource-Policy": "same-origin",
}
# What a request's line and headers may weigh together (a browser's are 1–2 KB): http.server
# allows 100 lines of 64 KB each, and a few hundred connections of them held gigabytes
MAX_HEAD_BYTES = 32 * 1024
MAX_CONNECTIONS = 256  # served at once; a connection past them is closed at once
# The names a browser may reach the server by: its own address, or a loopback name. Another name
# (a site's, resolved to 127.0.0.1 by a DNS-rebinding page) is refused: that page would read the
# rulings as the server's own.
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
SWAP_RETRIES = 20  # × 10 ms: a build swaps the site by two renames; a request in between waits

# What is sent gzipped (text: the pages, scripts, styles, the index's parts, the static API), from
# how many bytes (a smaller answer fits one packet either way), and at what level (6, gzip's
# default: 9 took twice the CPU for under 1% fewer bytes of the search index's largest part).
COMPRESSIBLE = ("text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json")
GZIP_MIN_BYTES = 1024
GZIP_LEVEL = 6
GZIP_CACHE_BYTES = 64 * 1024 * 1024  # the full-size site is 10 MB gzipped: all of it fits


class GzipCache:
    """Each text file's gzipped bytes, compressed once (the phone's first visit then costs the
    server no compression): keyed by a digest of the bytes read, not by path and mtime, so what is
    sent is always what was read (a build swapping the site between a stat and a read cannot pair
    an old entry with new bytes), and a rebuild's unchanged files are found again. Bounded by
    ``limit`` bytes of compressed data, the least recently used dropped first; shared by the
    server's threads (two that miss at once both compress: the same bytes)."""

    def __init__(self, limit: int = GZIP_CACHE_BYTES):
        self.limit = limit
        self.size = 0
        self._kept: OrderedDict[bytes, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, body: bytes) -> bytes:
        key = hashlib.sha256(body).digest()  # 0.3 ms for 400 KiB; gzip of it ~20 ms
        with self._lock:
            packed = self._kept.get(key)
            if packed is not None:
                self._kept.move_to_end(key)
                return packed
        packed = gzip.compress(body, GZIP_LEVEL, mtime=0)
        if len(packed) <= self.limit // 4:  # one huge file does not flush everything else
            with self._lock:
                if key not in self._kept:
                    self._kept[key] = packed
                    self.size += len(packed)
                while self.size > self.limit:
                    self.size -= len(self._kept.popitem(last=False)[1])
        return packed


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header takes gzip: listed (or ``*``) without ``q=0``."""
    ranked = {}
    for item in (header or "").split(","):
        name, *params = (p.strip() for p in item.split(";"))
        q = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name:
            ranked[name.lower()] = q
    q = ranked.get("gzip", ranked.get("x-gzip", ranked.get("*", 0.0)))
    return q > 0


class LawsServer(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # the default 5 gave p99 = 2 s at 50 clients

    def handle_error(self, request, client_address):
        """A client that hung up is not a server error: one line, no traceback."""
        exc = sys.exc_info()[1]
        if isinstance(exc, (ConnectionError, TimeoutError)):
            sys.stderr.write(f"{client_address[0]} disconnected ({type(exc).__name__})\n")
            return
        super().handle_error(request, client_address)

    def __init__(self, address, laws_dir: Path, site_dir: Path, index_path: Path | None = None):
        from ..searchindex.store import index_dir

        self.laws_dir = laws_dir
        self.site_dir = site_dir
        self.index_path = index_path or index_dir(laws_dir)
        self._checked = 0.0
        self._check_lock = threading.Lock()
        self.gzipped = GzipCache()
        self.names: set[str] = set()  # the names it answers to besides loopback's and its address (make_server)
        self._open: set[socket.socket] = set()  # the connections being served (kept alive or not)
        self._open_lock = threading.Lock()
        super().__init__(address, Handler)

    def process_request(self, request, client_address):
        with self._open_lock:
            crowded = len(self._open) >= MAX_CONNECTIONS
            if not crowded:
                self._open.add(request)
        if crowded:  # (each holds a thread and up to MAX_HEAD_BYTES until its deadline)
            self.shutdown_request(request)
            return
        super().process_request(request, client_address)

    def host_allowed(self, host: str | None) -> bool:
        """Whether a request's Host names this server: none (HTTP/1.0), a loopback name, the
        address it is bound to, the names it was given (``make_server``: the machine's own), or
        any address typed as numbers (a phone on the club's network reaches it so); never
        another name."""
        if host is None:
            return True
        name = host.strip().lower()
        if name.startswith("["):  # "[::1]:8000"
            name = name[1:].partition("]")[0]
        elif name.count(":") == 1:
            name = name.partition(":")[0]
        if name in LOOPBACK_NAMES or name == str(self.server_address[0]).lower() or name in self.names \
                or any(n.startswith(".") and name.endswith(n) for n in self.names):
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True

    def shutdown_request(self, request):
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def server_close(self):
        """Closed means closed: the kept-alive connections end too (their threads would go on
        answering a browser that holds one until the idle deadline), as when the process exits."""
        super().server_close()
        with self._open_lock:
            still_open = list(self._open)
        for sock in still_open:
            try:
                sock.shutdown(socket.SHUT_RDWR)  # its thread reads the end and finishes
            except OSError:
                pass

    def engine(self):
        """The open index, rebuilt first when the YAML changed (checked every few seconds)."""
        from ..searchindex.engine import engine, ensure_index

        with self._check_lock:
            if time.monotonic() - self._checked > RECHECK_SECONDS:
                ensure_index(self.laws_dir, self.index_path, notify=lambda m: sys.stderr.write(m + "\n"))
                self._checked = time.monotonic()
        return engine(self.index_path)


# Each C0 and C1 control character → its escape ("\\x1b"), for the request log.
_ESCAPED = {c: f"\\x{c:02x}" for c in (*range(0x20), *range(0x7f, 0xa0))}


def make_server(laws_dir: Path, site_dir: Path, host: str = "127.0.0.1", port: int = 8000,
                index_path: Path | None = None, names: tuple[str, ...] = ()) -> LawsServer:
    """A server bound to (host, port), not yet serving: call ``serve_forever``. ``names``: the
    names besides ``host``, loopback's and the machine's it answers to ("laptop.local"; ".bench":
    every name ending so)."""
    server = LawsServer((host, port), laws_dir, site_dir, index_path)
    server.names = {n.lower() for n in (host, socket.gethostname(), f"{socket.gethostname()}.local", *names) if n}
    return server


def api_search(server: LawsServer, params: dict) -> tuple[int, dict]:
    """(status, JSON body) for the query parameters of /api/search."""
    from ..searchindex.queries import MAX_LIMIT, parse_law_range

    def one(name):
        values = params.get(name) or [""]
        return values[0].strip()

    q = one("q")
    if not q:
        return 400, {"error": "empty query: use /api/search?q=…"}
    lang, edition, law, limit = one("lang") or None, one("edition") or None, one("law") or None, one("limit") or "10"
    kind = one("kind") or None
    if not limit.isdigit() or not 1 <= int(limit) <= MAX_LIMIT:
        return 400, {"error": f"limit must be a number from 1 to {MAX_LIMIT}"}
    if edition is not None and not edition.isdigit():
        return 400, {"error": f"unknown edition {edition!r}"}
    try:
        result = server.engine().search(q, lang=lang, edition=int(edition) if edition else None,
                                        laws=parse_law_range(law), limit=int(limit), kind=kind)
    except BridgeLawsError as exc:
        return 400, {"error": str(exc)}
    return 200, result.to_json()


def site_file(site_dir: Path, url_path: str) -> Path | None:
    """The file under ``site_dir`` that ``url_path`` names (``/`` → index.html), or None."""
    rel = unquote(url_path).lstrip("/")
    if "\x00" in rel or "\\" in rel:
        return None
    try:
        root = site_dir.resolve(strict=True)
        path = (root / rel).resolve()
    except (OSError, RuntimeError, ValueError):
        return None
    if path != root and root not in path.parents:
        return None
    if path.is_dir():
        path = path / "index.html"
    return path if path.is_file() else None


class _DeadlineReader(io.RawIOBase):
    """The socket as the request reader sees it: each read may wait only for what is left of the
    request's deadline, so a client trickling a byte every few seconds is dropped on time."""

    def __init__(self, sock):
        self.sock = sock
        self.deadline: float | None = None
        self.head = 0  # the bytes read of the request's line and headers

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if self.deadline is not None:
            left = self.deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the request was not sent in time")
            if self.head >= MAX_HEAD_BYTES:  # (answered as a request not sent in time: the connection ends)
                raise TimeoutError(f"the request's line and headers run past {MAX_HEAD_BYTES} bytes")
            self.sock.settimeout(left)
            n = self.sock.recv_into(memoryview(buffer)[:MAX_HEAD_BYTES - self.head])
            self.head += n
            return n
        return self.sock.recv_into(buffer)


class Handler(BaseHTTPRequestHandler):
    server: LawsServer
    server_version = "bridge-laws"
    # Keep-alive: a page's 10–60 files over a few connections, not a connection each. A kept
    # connection waits for its next request under the same deadline as a first one (SOCKET_TIMEOUT),
    # so an idle one is closed, never held.
    protocol_version = "HTTP/1.1"
    # An answer is written as its headers, then its body: with Nagle's algorithm on, the body's
    # last segment waited for the client's delayed ACK of the headers (up to 40 ms on Linux) on a
    # kept-alive connection, where a closing one flushed at once.
    disable_nagle_algorithm = True
    timeout = SOCKET_TIMEOUT  # the deadline of each request; also a timeout per write of the answer

    def setup(self):
        super().setup()
        self._reader = _DeadlineReader(self.connection)
        self.rfile = io.BufferedReader(self._reader)

    def handle_one_request(self):
        """The clock starts when the server waits for a request (an idle kept-alive connection
        included) and stops once its line and headers are in."""
        self._reader.deadline = time.monotonic() + self.timeout
        self._reader.head = 0
        super().handle_one_request()

    def parse_request(self) -> bool:
        ok = super().parse_request()
        self._reader.deadline = None
        self.connection.settimeout(self.timeout)
        if ok and (self.headers.get("Content-Length", "0").strip() not in ("", "0")
                   or "Transfer-Encoding" in self.headers):
            # a body is never read (GET and HEAD need none): what follows it on the connection
            # is not a request, so the connection ends with this answer
            self.close_connection = True
        return ok

    def log_message(self, format, *args):  # quiet: one line per request on stderr
        # the request line is the client's: its control characters are written as escapes, so
        # that no client can retitle or clear the terminal `serve` runs in (ESC, BEL …)
        sys.stderr.write("%s %s\n" % (self.address_string(), (format % args).translate(_ESCAPED)))

    def _send(self, status: int, body: bytes, content_type: str, head_only: bool = False,
              headers: dict[str, str] | None = None) -> None:
        """The answer with its length (HEAD: the length a GET gets, no body)."""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in {**SECURITY_HEADERS, **(headers or {})}.items():
            self.send_header(name, value)
        if self.close_connection:  # an HTTP/1.0 client, `Connection: close`, a request with a body
            self.send_header("Connection", "close")
        self.end_headers()
        if not head_only:
            self.wfile.write(body)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own refusals — a request line it cannot read, a method other than GET and
        HEAD, an HTTP version it does not speak, headers past its bounds — in the shape of every
        other answer (JSON, with the security headers), not its HTML page; the connection ends.
        A request whose version was not read is answered with a status line and headers too
        (http.server sent its page bare, as to an HTTP/0.9 client, which no client is)."""
        self.close_connection = True
        if self.request_version == "HTTP/0.9":
            self.request_version = "HTTP/1.0"
        headers = {"Allow": "GET, HEAD"} if code == HTTPStatus.NOT_IMPLEMENTED else {}
        body = json.dumps({"error": message or HTTPStatus(code).phrase}, ensure_ascii=False).encode("utf-8")
        self._send(code, body, "application/json; charset=utf-8", self.command == "HEAD", headers)

    def _json(self, status: int, data, head_only: bool = False) -> None:
        self._send(status, json.dumps(data, ensure_ascii=False).encode("utf-8"), "application/json; charset=utf-8",
                   head_only)

    def do_HEAD(self):
        self.do_GET(head_only=True)

    def do_GET(self, head_only: bool = False):
        if len(self.path) > MAX_URL:
            return self._json(414, {"error": "URL too long"}, head_only)
        if not self.server.host_allowed(self.headers.get("Host")):
            self.close_connection = True
            return self._json(421, {"error": "this server answers to its own address and localhost only"}, head_only)
        try:
            url = urlsplit(self.path)
            if url.path in ("/api/search", "/api/search/"):
                params = parse_qs(url.query, keep_blank_values=True, max_num_fields=20)
                status, body = api_search(self.server, params)
                return self._json(status, body, head_only)
            return self._file(url.path, head_only)
        except (ConnectionError, TimeoutError) as exc:  # the client hung up: nothing to answer
            sys.stderr.write(f"{self.address_string()} disconnected ({type(exc).__name__})\n")
            self.close_connection = True
            return None
        except ValueError as exc:  # a malformed query string (too many fields, bad encoding)
            return self._json(400, {"error": f"bad request: {exc}"}, head_only)
        except Exception:  # never a traceback to the client; the log keeps it
            traceback.print_exc()
            return self._json(500, {"error": "internal error"}, head_only)

    def _file(self, url_path: str, head_only: bool):
        found = read_site_file(self.server.site_dir, url_path)
        if found is None:
            if url_path in ("/", "") and not (self.server.site_dir / "index.html").is_file():  # (none, or an empty folder)
                return self._json(200, {"site": None, "api": "/api/search?q=…",
                                        "note": "the site is not built yet: run `bridge-laws build`"}, head_only)
            return self._json(404, {"error": "not found"}, head_only)
        path, body = found
        ctype = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        headers = {}
        if ctype.startswith(COMPRESSIBLE):
            headers["Vary"] = "Accept-Encoding"  # a cache keeps the gzipped and the plain answer apart
            if len(body) >= GZIP_MIN_BYTES and accepts_gzip(self.headers.get("Accept-Encoding")):
                body = self.server.gzipped.get(body)
                headers["Content-Encoding"] = "gzip"
        if ctype.startswith("text/") or ctype in ("application/javascript", "application/json"):
            ctype += "; charset=utf-8"
        self._send(HTTPStatus.OK, body, ctype, head_only, headers)


# The largest file a site of ours has (the search parts of a full-size corpus are a few MB): a
# larger one is no page of ours, and is not served.
MAX_SITE_FILE = 64 * 1024 * 1024


def read_site_file(site_dir: Path, url_path: str) -> tuple[Path, bytes] | None:
    """(path, bytes) of the file ``url_path`` names, from a complete site: while a build swaps
    the site in (the old one renamed aside, the new one renamed in), the name is briefly missing
    or a file resolved in the old site is gone; the request waits for the new one."""
    for attempt in range(SWAP_RETRIES):
        path = site_file(site_dir, url_path)
        if path is not None:
            try:
                return path, regular_bytes(path, limit=MAX_SITE_FILE)  # (a planted 1 GB file was read whole per request)
            except OSError:
                pass
        if not _swapping(site_dir):
            return None
        time.sleep(0.01)
    return None


def _swapping(site_dir: Path) -> bool:
    """A build of this site is swapping it in: its new generation waits beside it."""
    return any(site_dir.parent.glob(f".{site_dir.name}-tmp-*")) or any(site_dir.parent.glob(f".{site_dir.name}-old-*"))
