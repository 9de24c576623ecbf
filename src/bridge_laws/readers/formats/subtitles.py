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
  (a lecturer's aside, a question from the hall): left out and said; where some are set in
  italics, others not (the law read from the book in italics), a voice in italics is another;
  another voice that reads the next section on is the law's reader from there,
  and the reader's own words ("Sorry, that's my phone": as "I", "we" or "you", which no law says)
  are a remark too;
- a caption that names no voice is said by the voice before it (a voice named when it changes),
  unless a class of the style sheet marks it (``<c.law>``: a voice of its own); a law's header
  announced by another voice is read when its first section follows; a video site's rolling
  captions (each showing the line before again) say each line once;
- a caption that describes what is seen or heard (``[SLIDE: Law 16]``, ``(applause)``) is no one's
  words.
"""

from __future__ import annotations

import html
import re

from ...text.decode import decode
from ..shapes import speaks_as_a_person
from ..grammar import SECTION_RE, law_header, marker_kind
from .base import Document, FormatReader, Stream
from .runon import section_after

_VTT = re.compile(rb"^(?:\xef\xbb\xbf)?WEBVTT(?:[ \t][^\r\n]*)?\r?$", re.MULTILINE)
# a timing line: WebVTT's "00:01.000 --> 00:04.200 line:85%" (hours optional), SubRip's
# "00:00:01,000 --> 00:00:04,200"
_TIME = r"(?:\d{1,3}:)?\d{1,2}:\d{2}[.,]\d{1,3}"
TIMING = re.compile(rf"^[ \t]*{_TIME}[ \t]+-->[ \t]+{_TIME}(?:[ \t].*)?$")
_TIMING_BYTES = re.compile(rf"^[ \t]*{_TIME}[ \t]+-->[ \t]+{_TIME}".encode(), re.MULTILINE)
_SRT_START = re.compile(rb"^(?:\xef\xbb\xbf)?\s*\d{1,6}\r?\n[ \t]*" + _TIME.encode() + rb"[ \t]+-->")
_CUES = 2  # timing lines that make a SubRip file (one, if it opens with a cue)
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?[ \t]+([^<>\n]+)>", re.IGNORECASE)
# a caption set whole in a class of the file's style sheet (<c.law>…): the class a voice of its own
_CLASSED = re.compile(r"^\s*<c((?:\.[\w-]+)+)>", re.IGNORECASE)
_TAG = re.compile(r"<[^<>\n]*>")
_ASS_TAG = re.compile(r"\{\\[^{}\n]*\}")  # SubRip's positioning, copied from ASS: "{\an8}"
_BLOCKS = ("NOTE", "STYLE", "REGION")
ROLLING_LINES = 3  # the most lines a rolling caption shows again of the one before (two, on a video site)
_ITALIC = re.compile(r"^\s*<i>", re.IGNORECASE)
# a caption that describes what is seen or heard, for those who cannot hear it ("[SLIDE: Law 16]",
# "(applause)"): no one's words
_DESCRIPTION = re.compile(r"\[[^\[\]]*\]|\([^()]*\)")


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
        described = [words for _, words in cues if _described(words)]
        cues = [(voice, words) for voice, words in cues if not _described(words)]
        voices = [voice for voice, _ in cues]
        reader, section = _reader(cues), None
        lines, remarks, after_remark = [], [], False
        for k, (voice, words) in enumerate(cues):
            opened = SECTION_RE.match(words)
            if voice != reader and opened and (opened["m"] == section_after(section) if section else opened["m"] in "AА"):
                reader = voice  # another voice reads the next section on (or the first): the law's reader now
            # a law's header is read whoever announces it, when its first section follows it
            # ("LAW 13 …" by the host, "A. …" by the reader; not "next week it's Law 75")
            announced = law_header(words.split("\n")[0]) and k + 1 < len(cues) \
                and (m := SECTION_RE.match(cues[k + 1][1])) is not None and m["m"] in "AА"
            if announced:
                section = None
            elif len(set(voices)) > 1 and (voice != reader or speaks_as_a_person(words) and not marker_kind(words)):
                # (another voice's, or the reader's own words: "Sorry, that's my phone")
                remarks.append(f"{voice or 'another voice'}: {words[:60]}")
                after_remark = True
                continue
            section = opened["m"] if opened else section
            if after_remark and lines:
                lines.append("")  # the law read again after a remark: a new paragraph
            lines += words.split("\n")
            after_remark = False
        notes = [f"{len(cues)} caption(s), each a line (a line of one that opens a unit's marker its own)"]
        if remarks:
            notes.append(f"{len(remarks)} caption(s) of other voices than the law's reader, not read: "
                         + ", ".join(f"«{r}»" for r in remarks[:5]))
        if described:
            notes.append(f"{len(described)} caption(s) describing what is seen or heard ([…]), not read: "
                         + ", ".join(f"«{d[:60]}»" for d in described[:5]))
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        encoding=decoded.encoding, newline=decoded.newline, bom=decoded.bom, notes=tuple(notes))


def _cues(text: str) -> list[tuple[str | None, str]]:
    """(voice, words) of each caption, in order: its lines run into one (but a line that opens a
    unit's marker, «а) …», on a line of its own), its markup and the file's own blocks off. The
    voice is its ``<v Name>`` (or None); where some captions are set in italics and others not (a
    law read from the book in italics, the lecturer's words in roman), a voice in italics is another."""
    out, italic = [], []
    named = _VOICE.search(text) is not None
    last_voice, shown = None, []  # the voice of the caption before; the lines on the screen
    for block in re.split(r"\n[ \t]*\n", text):
        lines = [line for line in block.split("\n") if line.strip()]
        at = next((k for k, line in enumerate(lines) if TIMING.match(line)), None)
        if at is None or at > 1:  # the header, a NOTE, STYLE or REGION block, or no cue
            continue
        if at == 1 and lines[0].split(" ", 1)[0] in _BLOCKS:
            continue
        body = [html.unescape(_TAG.sub("", _ASS_TAG.sub("", line))).strip() for line in lines[at + 1:]]
        # rolling captions (a video site's: each shows the line before again over a new one): the
        # lines already on the screen are not said again
        overlap = next((n for n in range(min(len(shown), len(body), ROLLING_LINES), 0, -1) if body[:n] == shown[-n:]), 0)
        shown = [line for line in body if line]
        kept = lines[at + 1 + overlap:]
        if not any(html.unescape(_TAG.sub("", line)).strip() for line in kept):
            continue
        raw = _ASS_TAG.sub("", "\n".join(line.strip() for line in kept))
        voice = _VOICE.search(raw)
        classed = _CLASSED.match(raw)
        # a caption that names no voice is said by the voice before it (a voice named only when it
        # changes), unless a class of its own marks it (the law's lines set apart by the style sheet)
        voice = voice[1].strip() if voice else classed[1] if classed else last_voice if named else None
        last_voice = voice
        raw = _VOICE.sub("", raw, count=1)
        # a caption in italics that goes on in roman ("<i>… the law's end.</i> That's all."): two voices
        parts = [(raw, _ITALIC.match(raw) is not None)]
        close = raw.lower().rfind("</i>")
        if parts[0][1] and close >= 0 and _TAG.sub("", raw[close + 4:]).strip():
            parts = [(raw[:close], True), (raw[close + 4:], False)]
        for part, slanted in parts:
            words = ""
            for line in html.unescape(_TAG.sub("", part)).split("\n"):
                line = " ".join(line.split())
                if line:
                    words += ("\n" if words and marker_kind(line) else " " if words else "") + line
            if words:
                out.append((voice, words))
                italic.append(slanted)
    if any(italic) and not all(italic):  # (a voice in italics and in roman is two)
        out = [(f"{voice or ''} (italics)".strip() if slanted else voice, words)
               for (voice, words), slanted in zip(out, italic)]
    return out


def _described(words: str) -> bool:
    """A caption that describes what is seen or heard, not an item's marker alone ("(a)")."""
    return _DESCRIPTION.fullmatch(words) is not None and not marker_kind(words)


def _reader(cues: list[tuple[str | None, str]]) -> str | None:
    """The voice that reads the law: the one whose caption is the first law's header, else the
    one with the most words."""
    for voice, words in cues:
        if law_header(words):
            return voice
    counts: dict[str | None, int] = {}
    for voice, words in cues:
        counts[voice] = counts.get(voice, 0) + len(words)
    return max(counts, key=counts.get)
