"""The corpus commands: build, show, coverage, subjects, check."""

from __future__ import annotations

import sys

import click

from .terminal import echo
from .options import (CONTEXT, EDITION, Ctx, echo_json, edition_option, json_option, lang_option, show_lang_option,
                      site_dir_option)


@click.command(context_settings=CONTEXT)
@site_dir_option
@click.option("--quiet", "-q", is_flag=True, help="No progress output.")
@click.option("--discard-journal", is_flag=True,
              help="Remove, unread, the journal a killed or foreign command left in laws/.transaction/ "
                   "(when it is refused), then build from sources.yaml as it stands.")
@click.option("--discard-corpus-edits", is_flag=True,
              help="Write again a file of laws/corpus/ changed by hand since the last build (without it, "
                   "the build refuses, naming the file: the corpus is written from the sources).")
@click.pass_obj
def build(obj: Ctx, site_dir, quiet, discard_journal, discard_corpus_edits):
    """Sources → YAML corpus in laws/corpus/ (then the search index and the site).

    Writes atomically: a build that fails leaves the previous outputs intact. A journal that a
    killed import left is finished or undone first; one that is refused (damaged, or naming
    files outside the project) is removed by --discard-journal. A corpus file changed by hand
    since the last build is not overwritten: the build stops, naming it, until it is put back
    or --discard-corpus-edits lets the build write it again.

    \b
    Example:
      bridge-laws build
      bridge-laws build --discard-journal
    """
    from ..jobs.pipeline import build_all

    report = build_all(obj.laws, obj.site_dir(site_dir), quiet=quiet, discard_journal=discard_journal,
                       discard_edits=discard_corpus_edits)
    if not quiet:
        echo(report)


@click.command(context_settings=CONTEXT)
@click.argument("ref", nargs=-1, required=True)
@edition_option
@show_lang_option
@json_option
@click.pass_obj
def show(obj: Ctx, ref, edition, lang, as_json):
    """Show the unit REF: `75D2`, `75 d 2`, `Law 75D2`, `правило 45С1`.

    A law no source gives the text of is shown by what is known of it, as its page on the site
    shows it: its pages and units, the sentences of other laws citing it, the subject-index
    entries and glossary terms pointing to it, and the situations the situation index lists for
    it (editorial, never law text); `--json` adds them as `about`. Unknown refs exit with code 2
    and list the nearest existing ones. With --json, each unit also lists the rulings
    (laws/rulings/) that apply it (`ruling list --law N` lists them too). Several refs typed
    together (`50 51`, `16, 73`, `правила 7Б и 7В`) are shown each in turn; with --json, as a
    list.

    \b
    Example:
      bridge-laws show 64B2 --lang ru
      bridge-laws show "Law 79C" --edition 1997 --lang en --json
    """
    from .reading import show as run

    run(obj, " ".join(ref), edition, lang, as_json)


@click.command(context_settings=CONTEXT)
@json_option
@click.pass_obj
def coverage(obj: Ctx, as_json):
    """What the corpus has, per edition and language: laws and units with text, units known
    only from the skeleton.

    \b
    Example:
      bridge-laws coverage --json
    """
    from ..corpus.query import coverage as cov

    data = cov(obj.corpus())
    if as_json:
        echo_json(data)
        return
    for key, c in data.items():
        echo(f"{c['edition']} {c['lang']}: {c['laws']} laws ({c['laws_with_text']} with text), "
                   f"{c['units']} units: {c['units_with_text']} with text "
                   f"({c['units_partial']} partial), {c['units_skeleton_only']} known only from the skeleton; "
                   f"{c['footnotes']} footnotes ({c['footnotes_without_text']} without text), {c['tables']} tables")


@click.command(context_settings=CONTEXT)
@click.option("--edition", type=EDITION, default=None,
              help="Edition (default: the newest that has a subject index).")
@lang_option
@json_option
@click.pass_obj
def subjects(obj: Ctx, edition, lang, as_json):
    """The subject index as a tree: [{term, laws, see, children}].

    \b
    Example:
      bridge-laws subjects --json
    """
    from ..readers.subjects import subjects_to_dicts

    indexes = obj.corpus().subjects
    if edition is None:  # the newest edition with a subject index in this language
        edition = max((e for e, l in indexes if l == lang), default=None)
    entries = indexes.get((int(edition), lang), ()) if edition is not None else ()
    data = subjects_to_dicts(entries)
    if as_json:
        echo_json(data)
        return
    if not data:
        echo(f"No subject index for {edition} {lang} in the sources." if edition is not None else
             f"No subject index in {lang} in the sources (the corpus has one for "
             f"{', '.join(f'{e} {l}' for e, l in sorted(indexes)) or 'none'}).")

    def show_entry(e, depth=0):
        laws = ", ".join(map(str, e["laws"]))
        # «см.» and «см. также» each once, as the book prints them: (см. A; B; см. также C)
        see = "; ".join([f"{word} {'; '.join(e[key])}" for word, key in (("см.", "see"), ("см. также", "see_also"))
                         if e[key]])
        echo("  " * depth + e["term"] + (f" — {laws}" if laws else "") + (f" ({see})" if see else ""))
        for child in e["children"]:
            show_entry(child, depth + 1)

    for e in data:
        show_entry(e)


@click.command(context_settings=CONTEXT)
@click.pass_obj
def check(obj: Ctx):
    """Check the corpus on disk: schema, references, skeleton consistency, the glossary's links, the
    situation index (every law and unit it names exists; no phrase repeats a law's text), and every
    ruling in laws/rulings/ (its schema, the laws it applies, its deal). Exit 1 on problems.

    \b
    Example:
      bridge-laws check
    """
    from ..corpus.check import check_corpus

    problems = check_corpus(obj.corpus_root)
    if not problems:
        problems = _check_glossary(obj) + _check_situations(obj) + _check_rulings(obj)
    for p in problems:
        echo(str(p), err=True)
    if problems:
        echo(f"Error: {len(problems)} problem(s) in {obj.laws}", err=True)
        sys.exit(1)
    rulings = len(list(obj.paths.rulings.glob("*.yaml"))) if obj.paths.rulings.is_dir() else 0
    echo(f"OK: {obj.corpus_root} passes schema, reference, table and skeleton checks; the glossary's links and the "
         f"situation index hold; {rulings} ruling(s) in {obj.paths.rulings} pass theirs")


def _check_situations(obj: Ctx) -> list:
    """The situation index (editorial): the laws and units it names exist; no law text in it."""
    from ..corpus.situations import check_situations, load, situations_path
    from ..corpus.yamlio import load_corpus

    problems, _ = check_situations(load_corpus(obj.corpus_root), load(obj.laws))
    path = situations_path(obj.laws)
    return [f"{path}:{line}: {message}" if line else f"{path}: {message}" for line, message in problems]


def _check_rulings(obj: Ctx) -> list:
    """Each ruling against its schema, the corpus (the laws it applies) and the rules of a deal."""
    from ..corpus import editions
    from ..corpus.manifest import load_manifest
    from ..rulings.check import check_rulings

    sources = {e.file for e in load_manifest(obj.paths.sources)}
    return check_rulings(obj.paths.rulings, obj.corpus(), editions.years(obj.laws), sources)


def _check_glossary(obj: Ctx) -> list:
    """The glossary's unit links (``glossary_check``), once the corpus itself is sound."""
    from ..corpus.glossary import glossary_path, load
    from ..corpus.glossary_check import check_glossary
    from ..corpus.yamlio import line_of, load_corpus

    problems, _ = check_glossary(load_corpus(obj.corpus_root), load(obj.laws))
    path = glossary_path(obj.laws)
    text = path.read_text(encoding="utf-8") if problems else ""
    lines = [line_of(text, at) for at, _ in problems]  # a hand edit is mended at a line
    return [f"{path}:{line}: {message}" if line else f"{path}: {message}"
            for line, (_, message) in zip(lines, problems)]
