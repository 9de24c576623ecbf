"""A mail saved as a file (``.eml``, "Save as…" in a mail client): a MIME message, read by the
standard library's :mod:`email` (its parser and the policy that decodes headers and bodies), not
by hand. Its body is quoted-printable or base64 in any charset, plain text or HTML, maybe beside
attachments; what is read is the part a mail client shows — the plain text, else the HTML (read
by the HTML reader), or the HTML when the plain part is a stub beside it — under the mail's From,
Date and Subject, as a mail printed from a client shows them; when that part prints no law's
header and a text attached (plain text or a page) does, the law sent with the mail is read
instead, as its reader opens the attachment (the layout readers drop a mail's header block and keep its subject as a hint only).

A web page saved as one file (``.mht``/``.mhtml``: a browser's "Webpage, single file", Word's and
OneNote's "Single File Web Page") is a MIME message too, of the page and its images as parts of a
``multipart/related``: what is read is its root part, the page, by the HTML reader.

A mail without MIME headers (a mail copied as text: "From: …" / "Subject: …" then the body), or
one plain-text part sent as it is, is plain text, which the text reader reads line for line.
"""

from __future__ import annotations

import re

from ...errors import SourceError
from ...text.decode import decode, normalize_newlines, sniff_newline
from ..grammar import printed_headers
from .base import NO_STAMP, Document, FormatReader, Stream, chat_message

# A header line as RFC 5322 writes it, or its folded continuation.
_HEADER = re.compile(rb"^(?P<name>[A-Za-z][A-Za-z0-9-]{0,40}):[ \t]?.*$|^[ \t]+\S")
# What makes a header block a MIME message: headers only a mail carries.
_MIME = (b"mime-version", b"content-type", b"content-transfer-encoding")
_MAIL = (b"from", b"to", b"subject", b"date", b"message-id", b"received", b"return-path", b"reply-to", b"cc")
_HEAD_MAX = 64 * 1024  # a mail's header block (relays add Received: lines; no mail has 64 KB of them)
SHOWN = ("From", "Date", "Subject")


def _header_block(data: bytes) -> list[tuple[bytes, bytes]] | None:
    """The header block's (name, value) pairs when ``data`` opens with one (every line a header
    or a folded continuation, up to the first blank line), else None."""
    head = data[:_HEAD_MAX].lstrip(b"\xef\xbb\xbf")
    end = re.search(rb"\r?\n\r?\n", head)
    if end is None:
        return None
    pairs: list[tuple[bytes, bytes]] = []
    for line in head[:end.start()].splitlines():
        m = _HEADER.match(line)
        if m is None:
            return None
        if m.group("name"):
            pairs.append((m.group("name").lower(), line.split(b":", 1)[1].strip().lower()))
        elif pairs:
            pairs[-1] = (pairs[-1][0], pairs[-1][1] + b" " + line.strip().lower())
    return pairs


def _encoded(headers: list[tuple[bytes, bytes]]) -> bool:
    """Whether the body needs decoding: quoted-printable or base64, several parts, or HTML. A
    mail of one plain part sent as it is reads as plain text, line for line with the file (its
    errors then name the file's own lines)."""
    values = dict(headers)
    return (values.get(b"content-transfer-encoding", b"").startswith((b"quoted-printable", b"base64"))
            or values.get(b"content-type", b"").startswith((b"multipart/", b"text/html")))


def header(message, key: str) -> str | None:
    """A header's value as a mail client shows it (encoded words decoded), or as the file writes it
    when the standard library cannot read it (a year of 11 digits in Date:, an address list of
    ":;:;" in From: raised OverflowError and AttributeError); None when there is none."""
    try:
        value = message[key]
        return str(value) if value is not None else None
    except (ValueError, TypeError, AttributeError, OverflowError, IndexError, LookupError):
        return next((str(v) for k, v in message.raw_items() if k.lower() == key.lower()), None)


MAX_FORWARDS = 5  # mails forwarded as attachments inside one another, read so deep at most


def _forwarded(part):
    """The mail a ``message/rfc822`` part forwards: as parsed, or — sent encoded in base64, as some
    clients send it though the standard does not allow it — its bytes decoded and parsed."""
    import base64
    import binascii
    import email
    import quopri
    from email import policy

    content = part.get_content()
    encoding = str(part.get("Content-Transfer-Encoding", "")).strip().lower()
    if encoding in ("base64", "quoted-printable") and isinstance(content, email.message.Message) \
            and not content.keys() and isinstance(content.get_payload(), str):
        raw = content.get_payload().encode("ascii", "replace")  # (parsed as a mail of no headers: its body the code)
        try:
            data = base64.b64decode(raw) if encoding == "base64" else quopri.decodestring(raw)
        except (binascii.Error, ValueError):
            return content
        return email.message_from_bytes(data, policy=policy.default)
    return content


class MailReader(FormatReader):
    format = "mail"
    label = "a mail (MIME)"
    suffix = ".eml"

    def sniff(self, data: bytes) -> str | None:
        headers = _header_block(data)
        names = [n for n, _ in headers or ()]
        if not any(n in _MIME for n in names) or sum(n in _MAIL for n in names) < 2 or not _encoded(headers):
            return None
        return "a mail's MIME headers (From:, Subject:, Content-Type: …), its text encoded"

    def read(self, data: bytes, name: str) -> Document:
        import email
        from email import policy

        message = email.message_from_bytes(data.lstrip(b"\xef\xbb\xbf"), policy=policy.default)
        read = self._message(message, name)
        if read is None:
            raise self.refuse(name, "a mail with no text in it (no plain-text or HTML part)")
        charset, document, notes = read
        return Document(file=name, format=self.format, streams=document.streams, encoding=charset, notes=notes,
                        newline=sniff_newline(data), title=document.title or header(message, "Subject"))

    def _message(self, message, name: str, depth: int = 0) -> tuple[str, Document, tuple[str, ...]] | None:
        """(charset, text, notes) of a mail as its client shows it: its headers, then its text —
        or the text it has attached when its own prints no law's header (a file, or a mail
        forwarded as an attachment, ``message/rfc822``, which a client shows after the mail);
        None when it has no text."""
        read = {kind: self._part(message, kind, name) for kind in ("plain", "html")}
        if not any(read.values()):
            return None
        plain, html = read["plain"], read["html"]
        # the plain text a mail client shows, unless it is a stub beside the HTML ("see the HTML
        # version"): a plain part with under half the HTML's words is not the mail's text
        use_html = html is not None and (plain is None or len(plain[1].text.split()) * 2 < len(html[1].text.split()))
        charset, document = html if use_html else plain
        notes: tuple[str, ...] = ()
        if not printed_headers(document.text.split("\n")):  # the law is in a text sent with the mail
            attached = self._attachment(message, name, depth)
            if attached:
                filename, charset, document = attached
                notes = (f"the mail's text prints no law header: the law read from its attachment «{filename}»",)
        streams = document.streams
        shown = "\n".join(f"{key}: {' '.join(value.split())}" for key in SHOWN if (value := header(message, key)))
        if shown and streams:
            streams = (Stream(streams[0].lang, shown + "\n\n" + streams[0].text), *streams[1:])
        return charset, Document(file=name, format=self.format, streams=streams, title=document.title), notes

    def _attachment(self, message, name: str, depth: int = 0) -> tuple[str, str, Document] | None:
        """(file name, charset, text) of the first text the mail has attached (plain text or a
        page, as a mail client opens it) that prints a law's header — or of every mail it forwards
        whole that prints one (its own text, as the client shows it after the mail, one after the
        other, forwarded ones in it at most ``MAX_FORWARDS`` deep) — or None."""
        forwards: list[tuple[str, str, Document]] = []  # every forwarded mail that prints a law's header
        for part in message.iter_attachments() if message.is_multipart() else ():
            kind = part.get_content_type()
            if kind == "message/rfc822" and depth < MAX_FORWARDS:
                try:
                    inner = _forwarded(part)
                    forwarded = self._message(inner, name, depth + 1)
                except (SourceError, LookupError, ValueError, TypeError, AttributeError, IndexError):
                    continue  # (a forwarded mail that cannot be read: another attachment may hold the law)
                if forwarded and printed_headers(forwarded[1].text.split("\n")):
                    subject = header(inner, "Subject")
                    forwards.append((part.get_filename() or (f"«{subject}»" if subject else "a forwarded mail"),
                                     *forwarded[:2]))
                continue
            if forwards:
                continue
            if kind not in ("text/plain", "text/html"):
                continue
            if kind == "text/html":
                try:
                    charset, document = self._read(part, "html", name)
                except SourceError:  # a charset no codec knows: no text to find a law in
                    continue
            else:  # a file sent with the mail: its bytes decoded as a file's when its charset fails
                payload, declared = part.get_payload(decode=True) or b"", part.get_content_charset()
                try:
                    text, charset = payload.decode(declared), declared
                except (LookupError, UnicodeError, TypeError):  # ("undefined": a codec that refuses all)
                    try:
                        decoded = decode(payload, name)
                    except SourceError:  # a binary file: no law in it, another attachment may hold it
                        continue
                    text, charset = decoded.text, decoded.encoding
                document = Document(file=name, format=self.format, streams=(Stream(None, normalize_newlines(text)),))
            if printed_headers(document.text.split("\n")):
                return part.get_filename() or "an attachment", charset, document
        if len(forwards) > 1:  # two mails forwarded with one: the client shows one after the other
            text = "\n\n".join(d.text for _, _, d in forwards)
            return (", ".join(f for f, _, _ in forwards), forwards[0][1],
                    Document(file=name, format=self.format, streams=(Stream(None, text),)))
        return forwards[0] if forwards else None

    def _part(self, message, kind: str, name: str) -> tuple[str, Document] | None:
        """(charset, text) of the mail's ``kind`` part ("plain" or "html", read by the HTML
        reader), or None when it has none."""
        body = message.get_body(preferencelist=(kind,))
        return None if body is None else self._read(body, kind, name)

    def _read(self, body, kind: str, name: str) -> tuple[str, Document]:
        """(charset, text) of one part of the mail, ``kind`` "plain" or "html" (read by the HTML
        reader); a charset no codec knows is refused."""
        if kind == "html" and body.get_content_charset() is None:
            # no charset on the part (a browser's web archive names it in the page's <meta>): the
            # page's bytes, whose own declaration the HTML reader reads
            from .html import HtmlReader

            document = HtmlReader().read(body.get_payload(decode=True) or b"", name)
            return document.encoding or "utf-8", document
        try:
            content = body.get_content()
        except (LookupError, ValueError) as exc:  # an unknown charset, a broken encoding
            raise self.refuse(name, f"its text cannot be decoded ({str(exc)[:80]})") from None
        charset = body.get_content_charset() or "us-ascii"
        if kind == "html":
            from .html import HtmlReader

            return charset, HtmlReader().read(b"\xef\xbb\xbf" + content.encode("utf-8"), name)
        return charset, Document(file=name, format=self.format, streams=(Stream(None, normalize_newlines(content)),))


class WebArchiveReader(MailReader):
    format = "mhtml"
    label = "a web page saved as one file (MHTML)"
    suffix = ".mhtml"

    def sniff(self, data: bytes) -> str | None:
        values = dict(_header_block(data) or ())
        if b"mime-version" not in values or not values.get(b"content-type", b"").startswith(b"multipart/related"):
            return None
        return "a web archive's MIME headers (MIME-Version:, Content-Type: multipart/related)"

    def read(self, data: bytes, name: str) -> Document:
        import email
        from email import policy

        message = email.message_from_bytes(data.lstrip(b"\xef\xbb\xbf"), policy=policy.default)
        page = self._part(message, "html", name)  # the root part: the first, or the one `start` names
        if page is None:
            raise self.refuse(name, "a web archive with no page in it (no HTML part)")
        charset, document = page
        return Document(file=name, format=self.format, streams=document.streams, encoding=charset,
                        newline=sniff_newline(data), title=document.title)


# A mailbox's "From " line, which opens each message of an mbox file (a mail client's or a list
# archive's folder): the sender and the date it was delivered ("From tom@example.org Sat Nov 17
# 21:04:11 2012"); a line of a message that begins "From " is written ">From " (mboxrd adds one
# ">" to ">From " too), which the mailbox takes off again.
_FROM_LINE = re.compile(rb"^From \S+ +(?:[A-Z][a-z]{2} +){2}[ \d]?\d \d\d:\d\d(?::\d\d)? +(?:[A-Z]{2,5} +)?\d{4}\r?$",
                        re.MULTILINE)
_ESCAPED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
MAX_MESSAGES = 2_000  # a mailbox's messages read at most (a year of a busy list)


class MboxReader(MailReader):
    """A mailbox file (mbox: a folder a mail client exported, a list's archive of a month): its
    messages one after another, each read as a mail (:class:`MailReader`, under its From, Date
    and Subject), as a thread of mails."""

    format = "mbox"
    label = "a mailbox (mbox)"
    suffix = ".mbox"

    def sniff(self, data: bytes) -> str | None:
        first = _FROM_LINE.match(data.lstrip(b"\xef\xbb\xbf"))
        if first is None or _header_block(data.lstrip(b"\xef\xbb\xbf")[first.end():].lstrip(b"\r\n")) is None:
            return None
        return "a mailbox's \"From \" lines, each over a mail's headers"

    def read(self, data: bytes, name: str) -> Document:
        data = data.lstrip(b"\xef\xbb\xbf")
        starts = [m.start() for m in _FROM_LINE.finditer(data)
                  if m.start() == 0 or data[max(0, m.start() - 2):m.start()] in (b"\n\n", b"\r\n")]
        if len(starts) > MAX_MESSAGES:
            raise self.refuse(name, f"a mailbox of {len(starts):,} messages, more than {MAX_MESSAGES:,}: export "
                                    "the messages that hold the law and import those")
        lines, notes = [], []
        for k, (start, end) in enumerate(zip(starts, starts[1:] + [len(data)]), 1):
            raw = data[start:end].split(b"\n", 1)[1] if b"\n" in data[start:end] else b""
            message = _ESCAPED_FROM.sub(rb"\1", raw)
            try:
                document = MailReader.read(self, message, name)
            except SourceError as exc:  # a message with no text (a receipt, a calendar's invitation)
                notes.append(f"message {k} not read: {exc.message}")
                continue
            except (ValueError, TypeError, AttributeError, OverflowError, IndexError, LookupError) as exc:
                notes.append(f"message {k} not read: the mail cannot be parsed ({type(exc).__name__})")
                continue
            lines += _as_chat(document.text)
            notes += [f"message {k}: {n}" for n in document.notes]
        if not lines:
            raise self.refuse(name, "a mailbox with no message whose text can be read")
        return Document(file=name, format=self.format, streams=(Stream.of_lines(None, lines),),
                        notes=(f"{len(starts)} message(s) of a mailbox, each a chat's message: its stamp and writer "
                               "on its first line", *notes),
                        newline=sniff_newline(data))


def _as_chat(text: str) -> list[str]:
    """A mailbox's message, as MailReader shows it (its From, Date and Subject lines, ``SHOWN``,
    over its text), written as a chat's text export prints a message ("17.11.2012, 21:04 - Tom
    Bellweather: its first line", then its lines), so that a thread is read as a chat is
    (``fixers.unchat``): the law a member posted is quoted, a later message of theirs goes on with
    it, another's words after it (the list's news, a reply) are not its words, nor is a reply's
    quote of it (a copy, perhaps changed)."""
    from email import utils

    body, shown = text.split("\n"), {}
    while body and (body[0].startswith(tuple(f"{key}: " for key in SHOWN)) or not body[0].strip()):
        key, _, value = body.pop(0).partition(": ")
        shown[key] = value
    try:
        stamp = utils.parsedate_to_datetime(shown["Date"]).strftime("%d.%m.%Y, %H:%M")
    except (KeyError, TypeError, ValueError, IndexError, OverflowError, AttributeError):
        stamp = NO_STAMP
    name, address = utils.parseaddr(shown.get("From", ""))
    return chat_message(stamp, name or address, "\n".join(body))
