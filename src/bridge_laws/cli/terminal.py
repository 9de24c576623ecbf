"""What the commands print: data with its control characters taken out, on every line.

Law text, search snippets, titles and file names come from files anyone can write (a source, a
corpus file, an imported file's name). Printed raw, ``ESC]0;…BEL`` sets the terminal's title and
``ESC[2J`` clears its screen; other sequences move the cursor over what was printed, and some
terminals answer a query sequence with input of their own. So every line a command prints goes
through :func:`echo` (or is made of :func:`printable` pieces; an error, of :func:`one_line`), and
JSON escapes what JSON leaves raw (:func:`json_text`). Kept: newline and tab.
"""

from __future__ import annotations

import codecs
import json
import re
import sys

# C0 controls but tab and newline (ESC, BEL, CR, backspace…), DEL, and the C1 controls (U+0080-
# U+009F: U+009B is a one-character "ESC [" to some terminals).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# JSON escapes C0 itself; DEL and C1 it writes as they are.
_JSON_RAW = re.compile("[\x7f-\x9f]")


def printable(text) -> str:
    """``text`` (anything; str() of it) without control characters but newline and tab."""
    return _CONTROL.sub("", str(text))


# … and, for what must stay on one line (an error, a file name in a question), those two and the
# line and paragraph separators too: each written as its escape (a file named "a<newline>b.txt" is
# "a\\nb.txt").
_NOT_ONE_LINE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def one_line(text) -> str:
    """``text`` (anything; str() of it) on one line, each control character written as its escape."""
    return _NOT_ONE_LINE.sub(lambda m: repr(m.group())[1:-1], str(text))


def clip(text: str, width: int = 70) -> str:
    """``text`` cut to ``width`` characters, an ellipsis ending it when cut (a list's one line)."""
    return text if len(text) <= width else text[:width - 1] + "…"


def echo(message="", err: bool = False, **style) -> None:
    """``click.echo`` of ``message`` made printable, in ``style`` (click.style's options) if given."""
    text = printable(message)
    if style:
        import click

        text = click.style(text, **style)
    _write(text, err)


def _write(text: str, err: bool) -> None:
    """A line on stdout (stderr): written as ``click.echo`` writes a printable line to a UTF-8
    stream — as it is, then flushed (it has no escape sequence to strip: ``printable``), without
    importing click (a fifth of a `show`); through ``click.echo`` to any other stream (click
    re-encodes an ASCII one, writes a Windows console its own way)."""
    stream = sys.stderr if err else sys.stdout
    if stream is not None and _utf8(stream) and sys.platform != "win32" and not _ESC.search(text):
        stream.write(text + "\n")
        stream.flush()
        return
    import click

    click.echo(text, err=err)


_ESC = re.compile("\x1b")  # a styled piece (``styled``): click strips it when the stream is no terminal


def _utf8(stream) -> bool:
    try:
        return codecs.lookup(stream.encoding).name == "utf-8"
    except (AttributeError, LookupError, TypeError):
        return False


def styled(text, **style) -> str:
    """A printable piece of a line in a style (a highlighted word), for a line made of pieces."""
    import click

    return click.style(printable(text), **style)


def json_text(data) -> str:
    """``data`` as indented JSON with nothing a terminal would act on: DEL and C1 as \\u escapes."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _JSON_RAW.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def echo_json(data) -> None:
    _write(json_text(data), err=False)
