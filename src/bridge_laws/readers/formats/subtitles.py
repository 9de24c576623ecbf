"""Captions of a video (WebVTT ``.vtt``, SubRip ``.srt``): a lecture or a club's recording where a law
is read aloud, each caption a few words of it on the screen for a few seconds::

    WEBVTT

    z-a1
    00:25.200 --> 00:30.400 line:85%
    <c.law>1. A call made in its place
    is comparable when</c>

What a viewer reads is read, caption after caption:

- the file's own blocks are none of its words: WebVTT's header, its ``STYLE``, ``REGION`` and
  ``NOTE`` blocks (the captioner's notes, never shown), each caption's id and timing line, the
  markup in a caption (``<c.class>``, ``<i>``, karaoke times ``<00:54.100>``, SubRip's ``<font>``
  and ``{\\an8}``), its character references (``&amp;``);
- a caption is a line (its lines run into one: a caption breaks where the screen's width does, not
  where the law does), so that the layout reader sees the law's markers at the lines' starts;
- where the captions name who speaks (WebVTT's ``<v Name>``), the law is read by the voice that
  reads its header — with no name, or a name — and the captions of other voices are remarks
  (a lecturer's aside, a question from the hall): left out and said.
"""

from __future__ import annotations

import html
import re

from ...text.decode import decode
from .base import Document, FormatReader, Stream

_VTT = re.compile(rb"^(?:\xef\xbb\xbf)?WEBVTT(?:[ \t][^\r\n]*)?\r?$", re.MULTILINE)
# a timing line: WebVTT's "00:01.000 --> 00:04.200 line:85%" (hours optional), SubRip's
# "00:00:01,000 --> 00:00:04,200"
_TIME = r"(?:\d{1,3}:)?\d{1,2}:\d{2}[.,]\d{1,3}"
TIMING = re.compile(rf"^[ \t]*{_TIME}[ \t]+-->[ \t]+{_TIME}(?:[ \t].*)?$")
_TIMING_BYTES = re.compile(rf"^[ \t]*{_TIME}[ \t]+-->[ \t]+{_TIME}".encode(), re.MULTILINE)
_SRT_START = re.compile(rb"^(?:\xef\xbb\xbf)?\s*\d{1,6}\r?\n[ \t]*" + _TIME.encode() + rb"[ \t]+-->")
_CUES = 2  # timing lines that make a SubRip file (one, if it opens with a cue)
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?[ \t]+([^>]+)>", re.IGNORECASE)
_TAG = re.compile(r"<[^<>\n]*>")
_ASS_TAG = re.compile(r"\{\\[^{}\n]*\}")  # SubRip's positioning, copied from ASS: "{\an8}"
_BLOCKS = ("NOTE", "STYLE", "REGION")


class SubtitlesReader(FormatReader):
    format = "subtitles"
    label = "captions of a video (WebVTT or SubRip)"
    suffix = ".vtt"

    def sniff(self, data: bytes) -> str | None:
        head = data[:65536]
        if _VTT.match(head):
            return "WebVTT captions (WEBVTT, then timed cues)"
        if len(_TIMING_BYTES.findall(head)) >= _CUES or _SRT_START.match(head):
            return "SubRip captions (numbered cues with their times \"00:00:01,000 --> …\")"
        return None

    def read(self, data: bytes, name: str) -> Document:
        decoded = decode(data, name)
        cues = _cues(decoded.text.replace("\r\n", "\n").replace("\r", "\n"))
        if not cues:
            raise self.refuse(name, "no caption in it")
        voices = [voice for voice, _ in cues]
        reader = _reader(cues)
        lines, remarks, after_remark = [], [], False
        for voice, words in cues:
            if voice != reader and len(set(voices)) > 1:
                remarks.append(f"{voice}: {words[:60]}")
                after_remark = True
                continue
            if after_remark and lines:
                lines.append("")  # the law read again after a remark: a new paragraph
            lines.append(words)
            after_remark = False
        notes = [f"{len(cues)} caption(s), each a line"]
        if remarks:
            notes.append(f"{len(remarks)} caption(s) of other voices than the law's reader, not read: "
                         + ", ".join(f"«{r}»" for r in remarks[:5]))
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=tuple(notes))


def _cues(text: str) -> list[tuple[str | None, str]]:
    """(voice, words) of each caption, in order: its lines run into one, its markup and the
    file's own blocks off."""
    out = []
    for block in re.split(r"\n[ \t]*\n", text):
        lines = [line for line in block.split("\n") if line.strip()]
        at = next((k for k, line in enumerate(lines) if TIMING.match(line)), None)
        if at is None or at > 1:  # the header, a NOTE, STYLE or REGION block, or no cue
            continue
        if at == 1 and lines[0].split(" ", 1)[0] in _BLOCKS:
            continue
        raw = " ".join(line.strip() for line in lines[at + 1:])
        voice = _VOICE.search(raw)
        words = html.unescape(_TAG.sub("", _ASS_TAG.sub("", raw)))
        words = " ".join(words.split())
        if words:
            out.append((voice[1].strip() if voice else None, words))
    return out


def _reader(cues: list[tuple[str | None, str]]) -> str | None:
    """The voice that reads the law: the one whose caption is the first law's header, else the
    one with the most words."""
    from ..grammar import law_header

    for voice, words in cues:
        if law_header(words):
            return voice
    counts: dict[str | None, int] = {}
    for voice, words in cues:
        counts[voice] = counts.get(voice, 0) + len(words)
    return max(counts, key=counts.get)
