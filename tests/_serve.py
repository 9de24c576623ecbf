"""The one client of `bridge-laws serve` the tests use (tests/test_server.py, scripts/redteam.py): a
server on a free loopback port for the length of a ``with``, and a GET that sends the path exactly
as written (``/%2e%2e/x`` stays so)."""

from __future__ import annotations

import http.client
import threading
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def serving(laws: Path, site: Path, **options):
    """``make_server(laws, site, port=0, **options)`` serving in a thread; shut down after."""
    from bridge_laws.site.server import make_server

    server = make_server(laws, site, port=0, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def request(port: int, path: str) -> tuple[int, dict, bytes]:
    """(status, headers, body) of a GET of ``path`` — bounded: a hung server fails the test, not the
    session."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.putrequest("GET", path, skip_accept_encoding=True)
        conn.endheaders()
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def get(port: int, path: str) -> tuple[int, str, bytes]:
    """(status, content type, body) of a GET of ``path``."""
    status, headers, body = request(port, path)
    return status, headers.get("Content-Type", ""), body
