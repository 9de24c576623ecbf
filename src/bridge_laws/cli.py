"""The ``bridge-laws`` command: a thin click layer over the library.

Library errors become ``Error: …`` on stderr and a non-zero exit code; nothing
here reads sources or YAML itself.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from . import __version__
from .errors import BridgeLawsError, UnknownRef

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


def default_laws_dir() -> Path:
    """The repository's ``laws/``: found upward from the working directory, else beside the package."""
    here = Path.cwd()
    for d in (here, *here.parents):
        if (d / "laws" / "sources").is_dir():
            return d / "laws"
    return Path(__file__).resolve().parents[2] / "laws"


class Ctx:
    def __init__(self, laws: Path):
        self.laws = laws

    @property
    def corpus_root(self) -> Path:
        from .build import corpus_dir
        return corpus_dir(self.laws)

    def corpus(self):
        from .query import load
        return load(self.corpus_root)


def _echo_json(data) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


class Group(click.Group):
    """Turns library errors into clean messages and exit codes."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except UnknownRef as exc:
            click.echo(f"Error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except BridgeLawsError as exc:
            click.echo(f"Error: {exc}", err=True)
            sys.exit(exc.exit_code)


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
edition_option = click.option("--edition", type=click.Choice(["1987", "1997"]), default=None,
                              help="Edition of the Laws (default: the newest that has it).")
lang_option = click.option("--lang", type=click.Choice(["ru", "en"]), default="ru", show_default=True,
                           help="Language of the text.")


@click.group(cls=Group, context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="bridge-laws")
@click.option("--laws", "laws", type=click.Path(file_okay=False, path_type=Path), envvar="BRIDGE_LAWS_DIR",
              default=None, help="The laws directory (sources/ and corpus/). Env: BRIDGE_LAWS_DIR. "
                                 "Default: the repository's laws/.")
@click.pass_context
def main(ctx, laws):
    """The Laws of Duplicate Bridge (1987 and 1997, Russian and English): build, show, search.

    \b
    Example:
      bridge-laws build
      bridge-laws show 75D2
    """
    ctx.obj = Ctx(laws or default_laws_dir())


@main.command(context_settings=CONTEXT)
@click.option("--site-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where to render the static site (default: site/ beside laws/).")
@click.option("--quiet", "-q", is_flag=True, help="No progress output.")
@click.pass_obj
def build(obj: Ctx, site_dir, quiet):
    """Sources → YAML corpus in laws/corpus/ (then the search index and the site).

    Writes atomically: a build that fails leaves the previous outputs intact.

    \b
    Example:
      bridge-laws build
    """
    from .pipeline import build_all

    report = build_all(obj.laws, site_dir or obj.laws.parent / "site", quiet=quiet)
    if not quiet:
        click.echo(report)


@main.command(context_settings=CONTEXT)
@click.argument("ref", nargs=-1, required=True)
@edition_option
@lang_option
@json_option
@click.pass_obj
def show(obj: Ctx, ref, edition, lang, as_json):
    """Show the unit REF: `75D2`, `75 d 2`, `Law 75D2`, `правило 45С1`.

    Unknown refs exit with code 2 and list the nearest existing ones.

    \b
    Example:
      bridge-laws show 64B2 --lang ru
      bridge-laws show "Law 79C" --edition 1997 --lang en --json
    """
    from .query import find, render_text, unit_json

    corpus = obj.corpus()
    law, unit = find(corpus, " ".join(ref), int(edition) if edition else None, lang)
    if as_json:
        _echo_json(unit_json(corpus, law, unit))
    else:
        click.echo(f"[{law.edition} {law.lang}]")
        click.echo(render_text(law, unit))


@main.command(context_settings=CONTEXT)
@json_option
@click.pass_obj
def coverage(obj: Ctx, as_json):
    """What the corpus has, per edition and language: laws and units with text, units known
    only from the skeleton.

    \b
    Example:
      bridge-laws coverage --json
    """
    from .query import coverage as cov

    data = cov(obj.corpus())
    if as_json:
        _echo_json(data)
        return
    for key, c in data.items():
        click.echo(f"{c['edition']} {c['lang']}: {c['laws']} laws ({c['laws_with_text']} with text), "
                   f"{c['units']} units: {c['units_with_text']} with text "
                   f"({c['units_partial']} partial), {c['units_skeleton_only']} known only from the skeleton; "
                   f"{c['footnotes']} footnotes ({c['footnotes_without_text']} without text), {c['tables']} tables")


@main.command(context_settings=CONTEXT)
@click.option("--edition", type=click.Choice(["1987", "1997"]), default="1987", show_default=True)
@lang_option
@json_option
@click.pass_obj
def subjects(obj: Ctx, edition, lang, as_json):
    """The subject index as a tree: [{term, laws, see, children}].

    \b
    Example:
      bridge-laws subjects --json
    """
    from .subjects import subjects_to_dicts

    entries = obj.corpus().subjects.get((int(edition), lang), ())
    data = subjects_to_dicts(entries)
    if as_json:
        _echo_json(data)
        return
    if not data:
        click.echo(f"No subject index for {edition} {lang} in the sources.")

    def show_entry(e, depth=0):
        laws = ", ".join(map(str, e["laws"]))
        see = "; ".join(e["see"] + [f"см. также {s}" for s in e["see_also"]])
        click.echo("  " * depth + e["term"] + (f" — {laws}" if laws else "") + (f" (см. {see})" if see else ""))
        for child in e["children"]:
            show_entry(child, depth + 1)

    for e in data:
        show_entry(e)


@main.command(context_settings=CONTEXT)
@click.pass_obj
def check(obj: Ctx):
    """Check the corpus on disk: schema, references, skeleton consistency. Exit 1 on problems.

    \b
    Example:
      bridge-laws check
    """
    from .check import check_corpus

    problems = check_corpus(obj.corpus_root)
    for p in problems:
        click.echo(str(p), err=True)
    if problems:
        click.echo(f"Error: {len(problems)} problem(s) in {obj.corpus_root}", err=True)
        sys.exit(1)
    click.echo(f"OK: {obj.corpus_root} passes schema, reference and skeleton checks")


def _register_extensions() -> None:
    """Commands kept in modules of their own (search and serve, import) join the group here."""
    import importlib

    for name in ("cli_search", "cli_import"):
        try:
            module = importlib.import_module(f"{__package__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__package__}.{name}":
                raise
            continue
        module.register(main)


_register_extensions()

if __name__ == "__main__":  # pragma: no cover
    main()
