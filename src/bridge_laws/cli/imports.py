"""``bridge-laws import`` and ``bridge-laws unimport``: a thin click layer over :mod:`importer`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..model import LANGS, LAST_LAW
from ..readers import DOCUMENT_KINDS
from .options import CONTEXT, EDITION, echo_json, json_option, site_dir_option
from .terminal import echo, one_line


_OPTION = {"kind": "--kind", "edition": "--edition", "lang": "--lang", "law": "--law"}
_CHOICES = {"kind": DOCUMENT_KINDS, "lang": LANGS}


def _choices(key: str, laws: Path) -> tuple[str, ...]:
    from ..corpus import editions

    if key == "law":
        return tuple(map(str, range(1, LAST_LAW + 1)))
    return tuple(map(str, editions.years(laws))) if key == "edition" else _CHOICES[key]


def _law_hint(plan) -> str:
    """What to say of a text that prints no law header: what the reader saw, and the law its name
    or title offers."""
    saw = plan.how.get("kind", "").removeprefix("detected: ")
    saw = f" (it shows {saw.split('; but')[0]})" if saw else ""
    if plan.offered_law:
        n, where = plan.offered_law
        return f"it prints no law header{saw}, but «{where[:60]}» names Law {n}: if it is Law {n} (or a part of it), "
    return f"it prints no law header{saw}: if it is one law (or a part of one), "


def _interactive() -> bool:
    """Prompts only when a person can answer them."""
    return sys.stdin.isatty()


def _ask(plan, laws: Path, yes: bool):
    from ..jobs.importer import complete, missing

    unknown = missing(plan)
    if not unknown:
        return plan
    if yes or not _interactive():
        others = [k for k in unknown if k != "law"]
        said = []
        if others:
            options = " ".join(f"{_OPTION[k]} {'|'.join(_choices(k, laws))}" for k in others)
            said.append(f"cannot tell its {' and '.join(others)} from the text; pass {options}")
        if "law" in unknown:
            n = plan.offered_law[0] if plan.offered_law else "N"
            said.append(f"{_law_hint(plan)}pass --law {n}")
        raise click.UsageError(f"{one_line(plan.name)}: " + "; ".join(said))
    answers = {}
    for k in unknown:
        if k == "law":
            echo(f"{plan.name}: {_law_hint(plan)}say which.")
        default = str(plan.offered_law[0]) if k == "law" and plan.offered_law else None
        answers[k] = click.prompt(f"{k.capitalize()} of {one_line(plan.name)}", type=click.Choice(_choices(k, laws)),
                                  default=default, show_choices=k != "law")
    return complete(plan, laws, **answers)


@click.command("import", context_settings=CONTEXT)
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--edition", type=EDITION, default=None,
              help="Edition of the Laws (asked when the text does not say).")
@click.option("--lang", type=click.Choice(LANGS), default=None, help="Language of the text.")
@click.option("--kind", type=click.Choice(DOCUMENT_KINDS), default=None,
              help="Kind of document (default: detected from the layout).")
@click.option("--law", type=click.IntRange(1, LAST_LAW), default=None,
              help="The law a text is when it prints no law header of its own (a saved page of one law "
                   "that starts at «A. …»); offered when the file name or page title names one.")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@click.option("--dry-run", is_flag=True,
              help="Read the text and say what it holds (what was detected, dropped, guessed); import nothing.")
@site_dir_option
@json_option
@click.pass_obj
def import_(obj, file, edition, lang, kind, law, yes, dry_run, site_dir, as_json):
    """Add a text of the Laws to laws/sources/ and rebuild: FILE is copied byte for byte.

    FILE may be plain text, PDF, XPS (a text printed to a file), DOCX, DOC (Word 97–2003), a Word 2003 XML document, ODT, RTF, an
    HTML page saved from a browser (or zipped, as Google Docs downloads one), an e-book (EPUB, or FB2
    zipped or not), Markdown, a DokuWiki, MediaWiki, Trac, Textile or reStructuredText source, an
    Org-mode, AsciiDoc, LaTeX, Typst or man page source or a Jupyter notebook (read by pandoc), a PowerPoint
    deck (PPTX) or an Impress one (ODP), an Excel workbook (XLSX) or a table (CSV or TSV, a unit a row), a chat exported by
    Telegram Desktop, a Slack channel, a Teams chat (Microsoft Graph), ChatGPT's conversations or a Keep note (JSON), an RSS or
    Atom feed, an outline (OPML), an Evernote export (ENEX), an e-reader's clippings or notebook export, a video's captions (WebVTT, SubRip), a scanned book's OCR
    output (hOCR, ALTO XML), a web page saved as
    one file (.mht, .mhtml, Safari's .webarchive), a mail saved as .eml, a mailbox (mbox) or a FidoNet message (*.MSG): the format is told from the
    bytes, and the text is extracted
    whenever the source is read.
    Encoding (UTF-8 ± BOM, CP1251, KOI8-R, CP866, CP1252, Latin-1, Mac Roman), line ends, kind of
    document (the shipped layouts, or the standard WBF layout in English or Russian), edition
    (any of laws/editions.yaml) and languages are detected; only what the text does not tell
    is asked (or must be passed as an option when there is no terminal). Refuses, leaving
    everything as it was, a binary, empty or undecodable file (one cut inside a character), a scanned or encrypted PDF, a
    DOCX that is not one, a page with no law in it, a language no reader knows, an unknown
    layout, or a file already imported. Reads texts as pages, mails and files print them:
    headers after other words or quoted in a mail, a forum post or a chat's export, letters of the
    other alphabet inside a word (a scan's text), bullets before markers, footnotes after a
    rule or linked to their marks (a wiki's, a Word or LibreOffice page's, an e-book's), items
    «а)» with a closing bracket only; page and site furniture (a page's title naming the
    law, a wiki's edit links) and a mail's signature are dropped, a cut text is read as far as it goes. Prints what
    it dropped and guessed, then what changed: units that gained text, conflicts with existing
    text (as a diff), references that now resolve: counts and the first few of each; --json
    prints all of them (what was detected then goes to stderr). Undo with `bridge-laws unimport NAME`.

    \b
    Example:
      bridge-laws import ~/Downloads/pravila-1987.txt
      bridge-laws import law5.txt --edition 1987 --yes
      bridge-laws import Laws-2017.pdf --edition 2017
      bridge-laws import laws-2017-en.txt --edition 2017 --yes
      bridge-laws import laws-2017-en.txt --edition 2017 --yes --json > added.json
      bridge-laws import law16.html --edition 2017 --law 16
      bridge-laws import mail.eml --edition 2017 --dry-run
    """
    from ..jobs.importer import change_json, describe, format_change, import_text, inspect

    plan = inspect(file, obj.laws, kind=kind, edition=int(edition) if edition else None, lang=lang, law=law)
    plan = _ask(plan, obj.laws, yes)
    said = list(describe(plan))
    for line in said:
        echo(line, err=as_json)
    if dry_run:
        if as_json:
            echo_json({"imported": None, "dry_run": True, "said": list(said)})
        else:
            echo("Nothing imported (--dry-run).")
        return
    if not yes and _interactive() and not click.confirm(f"Import {one_line(plan.name)}?", default=True, err=as_json):
        echo("Nothing imported.", err=as_json)
        return
    entry, change = import_text(plan, obj.laws, obj.site_dir(site_dir))
    if as_json:
        echo_json({"imported": entry.to_dict(), "dry_run": False, "said": said, "undo": f"bridge-laws unimport {entry.file}",
                   **change_json(change)})
        return
    echo(f"Copied to {obj.laws / 'sources' / entry.file} (original name {entry.original_name}); "
         f"manifest entry added; corpus rebuilt.")
    for line in format_change(change):
        echo(line)
    echo(f"To undo: bridge-laws unimport {entry.file}")

@click.command("unimport", context_settings=CONTEXT)
@click.argument("name")
@click.option("--force", is_flag=True, help="Also remove a source that came with the laws (its text is lost).")
@site_dir_option
@click.pass_obj
def unimport(obj, name, site_dir, force):
    """Take an imported text out again: NAME is its file name in laws/sources/ (or its original
    name, or the path it was imported from). Removes the file and its manifest entry and rebuilds. Only texts added by `import`
    are removed; a source that came with the laws is refused, naming what would be lost,
    unless --force.

    \b
    Example:
      bridge-laws unimport 1987-ru-plain-law5-1a2b3c4d.txt
    """
    from ..jobs.importer import remove_text

    entry = remove_text(name, obj.laws, obj.site_dir(site_dir), force=force)
    echo(f"Removed {entry.file} (original name {entry.original_name}) and its manifest entry; "
               "corpus rebuilt.")
