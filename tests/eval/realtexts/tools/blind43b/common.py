"""Small helpers shared by make_blind43b.py (stdlib only)."""
import base64
import html
import quopri
import re
import struct
import zlib

FN_RE = re.compile(r"\{fn(\d+)\}")


def png(w, h, rgb=(40, 90, 160), stripe=(230, 230, 230)):
    """A tiny valid PNG: a coloured square with one light stripe."""
    rows = []
    for y in range(h):
        colour = stripe if y == h // 2 else rgb
        rows.append(b"\x00" + bytes(colour) * w)
    raw = b"".join(rows)

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def b64_lines(data, width=76):
    s = base64.b64encode(data).decode("ascii")
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def qp(text, encoding):
    """Quoted-printable of text in the given charset; LF line ends (caller makes CRLF)."""
    return quopri.encodestring(text.encode(encoding)).decode("ascii")


def esc(s):
    return html.escape(s, quote=False)


def strip_fn(s):
    return FN_RE.sub("", s)


def first_words(text, n=5):
    words = strip_fn(text).split()
    return " ".join(words[:n])


def yq(s):
    return "'" + s.replace("'", "''") + "'"


def write_expected(path, comment, edition, lang, units, footnotes=None,
                   furniture=(), law=None, nwords=5):
    """units: list of (ref, title, text) with text the full text or None."""
    out = []
    for line in comment.strip().splitlines():
        out.append("# " + line if line else "#")
    out.append(f"edition: {edition}")
    out.append(f"lang: {lang}")
    if law is not None:
        out.append(f"law: {law}")
    out.append("units:")
    for ref, title, text in units:
        out.append(f"- ref: {yq(ref)}")
        out.append(f"  title: {yq(title) if title is not None else 'null'}")
        if text:
            out.append(f"  text: {yq(first_words(text, nwords))}")
    if footnotes is not None:
        out.append(f"footnotes: {footnotes}")
    if furniture:
        out.append("furniture:")
        for f in furniture:
            out.append(f"- {yq(f)}")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


def crlf(s):
    return s.replace("\r\n", "\n").replace("\n", "\r\n")
