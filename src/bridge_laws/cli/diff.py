"""``bridge-laws diff``: what changed in a law between two editions (a thin layer over :mod:`diff`)."""

from __future__ import annotations

import click

from ..model import LANGS
from .options import CONTEXT, EDITION, Ctx, json_option


@click.command(context_settings=CONTEXT)
@click.argument("ref", nargs=-1, required=True)
@click.option("--from", "old", type=EDITION, required=True, help="The older edition.")
@click.option("--to", "new", type=EDITION, required=True, help="The newer edition.")
@click.option("--lang", type=click.Choice(LANGS), default="ru", show_default=True, help="Language compared.")
@json_option
@click.pass_obj
def diff(obj: Ctx, ref, old, new, lang, as_json):
    """What changed in REF (a law, a unit, or definitions / introduction / scope) from one
    edition to another, in one language: units added, removed, renumbered (matched by title
    and text, not only by ref) and changed: text and footnotes word by word ([-removed-]
    {+added+}), tables row by row.

    \b
    Example:
      bridge-laws diff 77 --from 1987 --to 1997
      bridge-laws diff 79C --from 1987 --to 1997 --json
      bridge-laws diff 79 --from 1997 --to 2017 --lang en       (the 2017 Laws imported)
      bridge-laws diff definitions --from 2007 --to 2017 --lang en  (both imported)
    """
    from .reading import diff as run

    run(obj, " ".join(ref), old, new, lang, as_json)
