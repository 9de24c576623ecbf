"""Files made to cost a reader time or memory (the red team's of session 31): each must be read
or refused by name at the cost of its size, not of its size squared or of what it claims to
inflate to. A generous time limit per test catches a quadratic or exponential path; no figure
here is a benchmark."""

from __future__ import annotations

import io
import struct
import zipfile
import zlib

import pytest

import format_samples as fs
from bridge_laws.errors import SourceError
from bridge_laws.readers.formats import extract
from bridge_laws.readers.formats.doc import _clean

pytestmark = pytest.mark.timeout(60)


def lying_zip(name: str, head: bytes, inflated: int, declared: int) -> bytes:
    """A zip whose member ``name`` starts with ``head`` and inflates to ``inflated`` bytes while
    its headers declare ``declared``."""
    body = head + b" " * (inflated - len(head))
    packed = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packed.compress(body) + packed.flush()
    crc = zlib.crc32(body[:declared])
    raw = name.encode()
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0, crc, len(data), declared, len(raw), 0) + raw
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0, crc, len(data), declared, len(raw),
                          0, 0, 0, 0, 0, 0) + raw
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    return local + data + central + end


def test_a_zip_member_that_inflates_past_what_it_declares_is_not_inflated_whole():
    data = lying_zip("mimetype", b"application/vnd.oasis.opendocument.text", 200 * 1024 * 1024, 39)
    assert len(data) < 1024 * 1024
    with pytest.raises(SourceError) as caught:
        extract(data, "bomb.odt")
    assert caught.value.file == "bomb.odt"


def test_long_runs_of_spaces_cost_their_length():
    body = "<text:p>LAW 3 - A" + '<text:s text:c="1000"/>' * 20_000 + "B<text:line-break/>C</text:p>"
    assert extract(fs.odt_package(body), "spaces.odt").text.endswith("B\nC\n")
    rtf = b"{\\rtf1\\ansi \\pard LAW 3 - A" + b" " * 2_000_000 + b"\\line B\\par}"
    assert extract(rtf, "spaces.rtf").text.endswith("A\nB\n")


def test_notes_in_notes_are_read_once():
    note = "x"
    for depth in range(30):
        note = (f'<text:note text:note-class="footnote"><text:note-citation>{depth + 1}</text:note-citation>'
                f"<text:note-body><text:p>Level {depth}{note}</text:p></text:note-body></text:note>")
    text = extract(fs.odt_package(f"<text:p>LAW 3 - A{note}</text:p>"), "notes.odt").text
    assert len(text) < 200


def test_a_long_list_prefix_is_cut_not_repeated_for_every_item():
    style = ('<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-format="1" '
             f'style:num-prefix="{"P" * 1_000_000}"/></text:list-style>')
    body = '<text:list text:style-name="L1">' + "<text:list-item><text:p>x</text:p></text:list-item>" * 20_000 + "</text:list>"
    assert len(extract(fs.odt_package(body, style), "prefix.odt").text) < 1_000_000


def test_rtf_table_paragraphs_and_doc_fields_open_to_the_end_cost_their_length():
    rtf = b"{\\rtf1\\ansi LAW 3 - A\\par" + b"\\pard\\intbl  " * 40_000 + b"}"
    extract(rtf, "cells.rtf")
    assert _clean("\x13\x14" * 40_000 + "x" * 40_000)[0] == "x" * 40_000
    assert _clean("A \x13 HYPERLINK x \x14link\x15 b \x15 c")[0] == "A link b  c"
