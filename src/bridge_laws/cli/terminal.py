"""What the commands print: data with its control characters taken out, on every line.

Law text, search snippets, titles and file names come from files anyone can write (a source, a
corpus file, an imported file's name). Printed raw, ``ESC]0;…BEL`` sets the terminal's title and
``ESC[2J`` clears its screen; other sequences move the cursor over what was printed, and some
terminals answer a query sequence with input of their own. So every line a command prints goes
through :func:`echo` (or is made of :func:`printable` pieces), and JSON escapes what JSON leaves
raw (:func:`json_text`). Kept: newline and tab.
"""

from __future__ import annotations

import json
import re

import click

# C0 controls but tab and newline (ESC, BEL, CR, backspace…), DEL, and the C1 controls (U+0080-
# U+009F: U+009B is a one-character "ESC [" to some terminals).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# JSON escapes C0 itself; DEL and C1 it writes as they are.
_JSON_RAW = re.compile("[\x7f-\x9f]")


def printable(text) -> str:
    """``text`` (anything; str() of it) without control characters but newline and tab."""
    return _CONTROL.sub("", str(text))


def echo(message="", err: bool = False, **style) -> None:
    """``click.echo`` of ``message`` made printable, in ``style`` (click.style's options) if given."""
    text = printable(message)
    click.echo(click.style(text, **style) if style else text, err=err)


def styled(text, **style) -> str:
    """A printable piece of a line in a style (a highlighted word), for a line made of pieces."""
    return click.style(printable(text), **style)


def json_text(data) -> str:
    """``data`` as indented JSON with nothing a terminal would act on: DEL and C1 as \\u escapes."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _JSON_RAW.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
