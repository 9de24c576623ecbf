"""bridge-laws serve: the JSON search API with good and bad queries, and the site's files only."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from urllib.parse import quote

import pytest

from _search_index import LAWS, built_index
from bridge_laws.site.server import make_server, site_file


@pytest.fixture(scope="module")
def tiny_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("site")
    (root / "index.html").write_text("<h1>Законы</h1>", encoding="utf-8")
    (root / "laws").mkdir()
    (root / "laws" / "75.html").write_text("<p>75</p>", encoding="utf-8")
    (root.parent / "secret.txt").write_text("secret", encoding="utf-8")
    return root


def start(site_dir):
    server = make_server(LAWS, site_dir, "127.0.0.1", 0, index_path=built_index())
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server


@pytest.fixture(scope="module")
def base(tiny_site):
    server = start(tiny_site)
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}"
    server.shutdown()
    server.server_close()


def get(url):
    """(status, content type, body) — bounded: a hung server fails the test, not the session."""
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.headers["Content-Type"], r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers["Content-Type"], e.read()


def api(base, query, **params):
    extra = "".join(f"&{k}={quote(str(v))}" for k, v in params.items())
    status, ctype, body = get(f"{base}/api/search?q={quote(query)}{extra}")
    assert ctype.startswith("application/json")
    return status, json.loads(body)


def test_search_api(base):
    status, data = api(base, "revoke", lang="ru", limit=3)
    assert status == 200 and data["query"] == "revoke" and len(data["hits"]) == 3
    assert {"ref", "edition", "lang", "title", "snippet", "score", "parallel", "in_footnote"} <= set(data["hits"][0])
    assert "suggestion" in data


def test_search_api_jump_and_filters(base):
    status, data = api(base, "64 B 2")
    assert status == 200 and data["hits"][0]["ref"] == "64B2"
    status, data = api(base, "взятка", edition=1997, law="77-78")
    assert status == 200 and {(h["edition"], h["law"]) for h in data["hits"]} <= {(1997, 77), (1997, 78)}


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "*", "OR NOT", "\x01\x02\x7f", "((", "%", "«"])
def test_bad_queries_are_clean(base, query):
    status, data = api(base, query)
    assert status in (200, 400)
    assert ("error" in data) if status == 400 else isinstance(data["hits"], list)


@pytest.mark.parametrize("query,params", [("", {}), ("x" * 5000, {}), ("revoke", {"limit": "0"}),
                                          ("revoke", {"limit": "many"}), ("revoke", {"lang": "fr"}),
                                          ("revoke", {"edition": "2031"}), ("revoke", {"law": "x-y"}),
                                          ("revoke", {"edition": "abc"})])
def test_bad_requests_are_400(base, query, params):
    status, data = api(base, query, **params)
    assert status == 400 and data["error"]


def test_raw_bad_query_strings(base):
    for raw in ["q=%ff%fe", "q", "q=a&q=b", "q=%00", "&&&", "q=" + "%22" * 40]:
        status, ctype, body = get(f"{base}/api/search?{raw}")
        assert status in (200, 400) and ctype.startswith("application/json"), raw
        json.loads(body)


def test_site_files(base):
    assert get(base + "/")[2].decode() == "<h1>Законы</h1>"
    status, ctype, body = get(base + "/laws/75.html")
    assert status == 200 and ctype.startswith("text/html") and body == b"<p>75</p>"


@pytest.mark.parametrize("path", ["/../secret.txt", "/%2e%2e/secret.txt", "/laws/../../secret.txt",
                                  "/..%2fsecret.txt", "/nope.html", "/api/nope", "/%00"])
def test_nothing_outside_the_site(base, path):
    status, _, body = get(base + path)
    assert status == 404 and b"secret" not in body


def test_site_file_resolution(tiny_site):
    assert site_file(tiny_site, "/") == (tiny_site / "index.html").resolve()
    assert site_file(tiny_site, "/../secret.txt") is None
    assert site_file(tiny_site / "missing", "/") is None


def test_no_site_yet_serves_the_api(tmp_path):
    server = start(tmp_path / "no-site")
    host, port = server.server_address[:2]
    try:
        status, _, body = get(f"http://{host}:{port}/")
        assert status == 200 and json.loads(body)["site"] is None
        status, data = api(f"http://{host}:{port}", "фальшренонс")
        assert status == 200 and data["hits"]
    finally:
        server.shutdown()
        server.server_close()
