"""Encoding and line ends are detected, not declared: every form gives the same corpus."""

from __future__ import annotations

import filecmp
import shutil

import pytest

from bridge_laws.corpus.stage import build

from helpers import SOURCES, rewrite_source

VARIANTS = [("utf-8-sig", "\n"), ("cp1251", "\r\n"), ("koi8-r", "\n"), ("cp866", "\r\n"), ("utf-8", "\r\n")]


def _reencode(text: str, encoding: str, newline: str) -> bytes | None:
    try:
        return text.replace("\n", newline).encode(encoding)
    except UnicodeEncodeError:
        return None  # «њ», «„» of the DOS copy exist in CP1251 only


@pytest.mark.parametrize("encoding,newline", VARIANTS)
def test_same_corpus_in_every_encoding(built_laws, tmp_path, encoding, newline):
    laws = tmp_path / "laws"
    shutil.copytree(SOURCES, laws / "sources")
    changed = 0
    for path in (laws / "sources").glob("*.txt"):
        data = _reencode(path.read_text(encoding="utf-8"), encoding, newline)
        if data is not None:
            rewrite_source(laws, path.name, data)  # its manifest entry's sha256 with it
            changed += 1
    assert changed >= 2  # the web copy always; the others where their characters exist
    build(laws)
    cmp = filecmp.dircmp(built_laws / "corpus", laws / "corpus")
    diffs = cmp.diff_files + [f"{d}/{f}" for d, sub in cmp.subdirs.items() for f in sub.diff_files]
    assert diffs == []
