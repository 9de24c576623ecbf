"""Issue 22: trust nothing on disk or in a file (the second red-team round), each case as a
regression test.

A journal or a cache read from disk is checked whole before anything acts on it; no file outside
the laws, build and site directories is ever touched because a file named it; every hostile
document (a decompression bomb, a numbering or nesting that would take gigabytes or a traceback)
gets one line naming the file, or is read right, within a stated bound (docs/robustness.md).
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

import format_samples as fs
from bridge_laws.paths import Paths

warnings.filterwarnings("ignore", module="fpdf")


# -- the PDF cache stays under the project ---------------------------------------------------
@pytest.mark.parametrize("laws,extracted", [("/x/laws", "/x/build/extracted"),
                                            ("/x/mylaws", "/x/mylaws/build/extracted")])
def test_the_extraction_cache_follows_the_project(laws, extracted):
    paths = Paths(Path(laws))
    assert paths.extracted == Path(extracted)
    assert paths.extracted.parent == paths.index.parent


def test_a_pdf_read_from_mylaws_is_cached_inside_it(tmp_path):
    """`--laws /x/mylaws`: the PDF's text is kept in /x/mylaws/build/extracted, never /x/build."""
    from bridge_laws.readers.sources import SourceEntry, read_source, save_manifest, sha256

    sources = tmp_path / "mylaws" / "sources"
    sources.mkdir(parents=True)
    data = fs.pdf(fs.EN)
    (sources / "en.pdf").write_bytes(data)
    entry = SourceEntry("en.pdf", "en.pdf", sha256(data), 2017, ("en",), "standard")
    save_manifest(sources, [entry])
    read_source(sources, entry)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mylaws"]
    assert len(list((tmp_path / "mylaws" / "build" / "extracted").glob("*.json"))) == 1
