"""A FidoNet message as a DOS point's mail editor keeps it (GoldED, an Opus/Fido ``*.MSG`` area,
FTS-0001's stored message): a header of 190 bytes — the sender's and the addressee's names, the
subject, the date as text ("12 May 97  21:03:15", or SEAdog's "Mon 12 May 97 21:03") and the
nodes' numbers — then the body, ended by a NUL, in the code page of the writer's machine (CP866
in Russia, as its ``^ACHRS`` kludge names it), its lines ended by a CR.

Read as the editor shows it: From, Date and Subject over the body, as a mail's (``mail.SHOWN``);
the body's control lines (kludges opening with ``^A``: MSGID, REPLY, PID, CHRS, PATH), the
network's lines after it (the tearline "--- …", " * Origin: …", SEEN-BY) are no text of the
message; a line another's initials quote (" AK> …") is a quote, marked as a mail's ("> …"). A
byte 0x8D is a letter of CP866 («Н»), not the "soft CR" old editors wrote with it.
"""

from __future__ import annotations

import codecs
import re

from ...text.decode import decode
from .base import Document, FormatReader, Stream
from .mail import SHOWN

_HEAD = 190
_NAMES = ((0, 36), (36, 72), (72, 144))  # from, to, subject: NUL-padded
_DATE = re.compile(rb"(?:\d\d [A-Z][a-z]{2} \d\d  \d\d:\d\d:\d\d|[A-Z][a-z]{2} [ \d]\d [A-Z][a-z]{2} \d\d \d\d:\d\d)\x00")
_KLUDGE = re.compile(r"^\x01(?P<name>[A-Z][A-Z0-9-]*):?\s?(?P<value>.*)$")
_TRAILER = re.compile(r"^(?:--- ?.*|---|\s\*\sOrigin:.*|SEEN-BY:.*)$")
# A quoted line: the quoted writer's initials (a letter or three, maybe after a space) then ">"
_QUOTED = re.compile(r"^ ?(?P<who>[^\W\d_]{0,3})(?P<marks>>+) ?(?P<text>.*)$")
# The code pages a CHRS kludge names, as Python knows them ("IBMPC" is the machine's own: CP437,
# but a Russian point's IBMPC was its CP866 — read as the text's bytes say)
_CHRS = {"CP866": "cp866", "IBMPC": None, "KOI8-R": "koi8_r", "KOI8": "koi8_r", "LATIN-1": "latin-1",
         "CP1251": "cp1251", "UTF-8": "utf-8", "ASCII": "ascii", "CP437": "cp437"}


class FidoNetReader(FormatReader):
    format = "fidonet"
    label = "a FidoNet message (*.MSG)"
    suffix = ".msg"

    def sniff(self, data: bytes) -> str | None:
        if len(data) < _HEAD or not _DATE.match(data[144:164]) or not all(
                b"\x00" in data[a:b] and not _control(data[a:data.index(b"\x00", a)]) for a, b in _NAMES):
            return None
        return "a FidoNet message's header (names, subject and the date as FTS-0001 writes it)"

    def read(self, data: bytes, name: str) -> Document:
        body = data[_HEAD:].split(b"\x00", 1)[0]
        charset = _charset(body.replace(b"\r\n", b"\r").replace(b"\n", b"\r").split(b"\r"))
        if charset:
            text, encoding = body.decode(charset, errors="replace"), charset
        else:
            decoded = decode(body, name)
            text, encoding = decoded.text, decoded.encoding
        fields = [_text(data[a:b], encoding) for a, b in _NAMES]
        date = _text(data[144:164], "ascii")
        out, dropped, quoted = [], 0, 0
        for line in text.replace("\r\n", "\r").replace("\n", "\r").split("\r"):
            if _KLUDGE.match(line) or _TRAILER.match(line):
                dropped += 1
                continue
            m = _QUOTED.match(line)
            if m and line.lstrip()[:1] != ">" and m["who"] and not m["who"].isdigit():
                line, quoted = "> " * len(m["marks"]) + m["text"], quoted + 1
            out.append(line.rstrip())
        shown = dict(zip(("From", "To", "Subject"), fields), Date=date)
        head = [f"{key}: {shown[key]}" for key in SHOWN if shown.get(key)]
        notes = [f"a FidoNet message from {fields[0] or '(no name)'} to {fields[1] or '(no name)'}, read in {encoding}",
                 f"{dropped} line(s) of the network (kludges, tearline, Origin, SEEN-BY) not read"]
        if quoted:
            notes.append(f"{quoted} line(s) quoting another's message (initials before '>'), marked as a mail's quote")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, [*head, "", *out]),),
                        encoding=encoding, notes=tuple(notes), newline="\r", title=fields[2] or None)


def _control(field: bytes) -> bool:
    """Whether a header's name field holds control bytes (no name an editor writes does)."""
    return any(b < 32 for b in field)


def _text(field: bytes, encoding: str) -> str:
    """A header field's words, in the body's code page."""
    return field.split(b"\x00", 1)[0].decode(encoding, errors="replace").strip()


def _charset(lines: list[bytes]) -> str | None:
    """The code page the body's CHRS (or CHARSET) kludge names, when Python knows it."""
    for line in lines:
        m = re.match(rb"^\x01(?:CHRS|CHARSET):\s*([A-Za-z0-9-]+)", line)
        if m:
            named = _CHRS.get(m.group(1).decode("ascii").upper())
            if named:
                try:
                    return codecs.lookup(named).name
                except LookupError:
                    return None
    return None
