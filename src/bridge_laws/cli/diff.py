"""``bridge-laws diff``: what changed in a law between two editions (a thin layer over :mod:`diff`)."""

from __future__ import annotations

import click

from ..model import LANGS
from .options import CONTEXT, EDITION, Ctx, echo_json, json_option
from .terminal import echo


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
      bridge-laws diff 16 --from 1997 --to 2017 --lang en
      bridge-laws diff 79C --from 1987 --to 1997 --json
      bridge-laws diff definitions --from 1997 --to 2017 --lang en
    """
    from ..corpus.diff import diff_units, format_diff
    from ..errors import UnknownRef
    from ..corpus.query import front_ref
    from ..refs import canonical

    text = " ".join(ref)
    target = front_ref(text) or canonical(text)  # a unit, or a part before Law 1 ("definitions")
    if target is None:
        raise UnknownRef(text, [])
    from ..corpus.yamlio import load_corpus
    from ..refs import law_of

    root, versions = obj.corpus_root, [(int(old), lang), (int(new), lang)]
    number = 0 if front_ref(text) else law_of(target)  # 0: the parts before Law 1 only
    mirrors = obj.paths.parsed  # the law files' JSON mirrors: `diff` of one law imports no YAML parser
    result = diff_units(load_corpus(root, versions=versions, number=number, mirrors=mirrors), target, int(old), int(new),
                        lang, everywhere=lambda: load_corpus(root, versions=versions[1:], mirrors=mirrors))
    if as_json:
        echo_json(result.to_json())
        return
    for line in format_diff(result):
        echo(line)
