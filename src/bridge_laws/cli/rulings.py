"""``bridge-laws ruling …``: record a ruling at the table, import a casebook, list, show, unimport.
A thin click layer over :mod:`bridge_laws.rulings` (the data) and :mod:`bridge_laws.jobs.rulings`
(the writing jobs)."""

from __future__ import annotations

import datetime
import re
import sys
from pathlib import Path

import click

from ..model import LANGS
from .rulings_text import list_line
from .terminal import clip, echo, one_line
from .options import CONTEXT, EDITION, Ctx, echo_json, json_option, site_dir_option


def _interactive() -> bool:
    """Prompts only when a person can answer them."""
    return sys.stdin.isatty()


@click.group("ruling", context_settings=CONTEXT)
def ruling():
    """Rulings: record one at the table, remove one, import a casebook, list, show, unimport.

    \b
    Example:
      bridge-laws ruling add --edition 1987 --board 7 --law 16B1 --question "Pause before the pass?" \\
        --facts "North paused." --ruling "Score stands."
      bridge-laws ruling list --law 16
    """


# -- add -----------------------------------------------------------------------------------------
_PROMPTS = {"question": "The question (one line)", "facts": "The facts", "ruling": "The ruling",
            "laws": "The laws applied (16B1a, 12C1(c), правило 16Б1; commas between)"}
_OPTIONS = {"question": "--question", "facts": "--facts", "ruling": "--ruling", "laws": "--law"}


def _add_options(f):
    options = [
        click.option("--question", help="What the director was asked, in one line."),
        click.option("--facts", help="The facts, in your words."),
        click.option("--ruling", "ruling_text", help="The ruling."),
        click.option("--reasoning", help="Why."),
        click.option("--law", "laws", multiple=True, metavar="REF",
                     help="A law applied (repeat, or commas between): 16B1a, Law 16 B 1 (a), правило 16Б1."),
        click.option("--edition", type=EDITION, help="The edition it was ruled under (default: in force on --date)."),
        click.option("--date", help="The day (default: today): 2024-03-14 or 14.03.2024; with slashes only "
                                    "where one way round makes a day (3/14/2024, 14/3/2024)."),
        click.option("--event", help="The event."), click.option("--session", help="The session."),
        click.option("--board", help="The board number (gives the dealer and vulnerability if not given)."),
        click.option("--dealer", help="N, E, S or W (С, В, Ю, З)."),
        click.option("--vulnerable", help="None, NS, EW or All."),
        click.option("--deal", help="The hands as a PBN Deal tag (N:AQ84.QT98.J.KQ43 …) or a PBN file."),
        click.option("--auction", help="The calls from the dealer on: \"1S Pass 2S X Pass Pass Pass\"."),
        click.option("--play", help="The play, as far as it matters."),
        click.option("--table-result", help="The result at the table: 4S= N."),
        click.option("--adjusted", help="The adjusted score: \"60% 4S= N, 40% 4S-1 N\", or one result."),
        click.option("--versus", help="The other table's score (North-South), to show IMPs."),
        click.option("--field", multiple=True, help="The board's other scores (North-South), to show matchpoints."),
        click.option("--appeal", is_flag=True, help="An appeal was lodged."),
        click.option("--appeal-decision", help="The committee's decision."),
        click.option("--deposit", help="What became of the deposit: returned, forfeited …"),
        click.option("--lang", type=click.Choice(LANGS), help="The language it is written in (default: detected)."),
        click.option("--source", "source_kind", type=click.Choice(("log", "casebook", "commentary")),
                     help="Where it comes from (default: log, your own)."),
        click.option("--source-title", help="The casebook's or commentary's title."),
        click.option("--case", help="The case's number there."),
        click.option("--address", help="Where it can be found: a URL or a shelf mark."),
        click.option("--id", "ruling_id", help="Its id (default: date, event, board: 2024-03-14-club-pairs-b7)."),
        click.option("--replace", is_flag=True, help="Write over a ruling with the same id."),
        click.option("--no-build", is_flag=True, help="Only write the ruling: the search finds it at once, the site "
                                                      "shows it after the next `bridge-laws build`."),
    ]
    for option in reversed(options):
        f = option(f)
    return f


@ruling.command("add", context_settings=CONTEXT)
@_add_options
@site_dir_option
@json_option
@click.pass_obj
def add(obj: Ctx, site_dir, as_json, replace, no_build, ruling_text, ruling_id, laws, field, **values):
    """Record a ruling: every field has its option; what is missing is asked for at a terminal
    (without one, the command names the option to pass). The laws and the contracts are checked
    as they are typed: an unknown ref names the nearest, a malformed contract says why. Writes
    laws/rulings/ID.yaml and rebuilds the site and the search index (--no-build: only writes it),
    waiting up to five minutes for another build to end (one found before the questions is said
    before them). A second ruling of a day's board is ID-2, and said; to correct a ruling, record
    it again with --id ID --replace.

    \b
    Example:
      bridge-laws ruling add --edition 1987 --date 2024-03-14 --event "Club pairs" --board 7 --law 16B1 \\
        --question "Did the pause suggest bidding on?" --facts "North paused…" \\
        --ruling "Score adjusted." --table-result "4S= S" --adjusted "60% 4S= S, 40% 4S-1 S"
    """
    from ..jobs.lock import refuse_if_locked
    from ..jobs.rulings import existing_ids, record
    from ..rulings import fields as typed

    ctx = _context(obj)
    fields = dict(values, ruling=ruling_text, id=ruling_id, laws=list(laws), field=list(field))
    fields["deal"] = _deal_value(fields.get("deal"), fields.get("board"))
    fields["date"] = typed.date(fields["date"]) if fields.get("date") else ctx.today
    if typed.missing(fields) and _interactive():
        refuse_if_locked(obj.laws)  # before the questions: what is typed is not lost to a build found after
    _ask(fields, ctx)
    existing = existing_ids(obj.laws) if not replace else set()
    made = typed.make(fields, ctx, existing)
    target = record(made, obj.laws, obj.site_dir(site_dir), replace=replace, rebuild=not no_build)
    if as_json:
        echo_json(_show_json(obj, made))
        return
    first = typed.ruling_id({**fields, "date": made.date, "board": made.board}, set())
    if made.id != first and first in existing:  # a second ruling of the board, or the first one typed again
        echo(f"Note: a ruling {first} was recorded before for this day, event and board: this one is {made.id}. "
             f"If it corrects that one: bridge-laws ruling remove {made.id}, then ruling add --id {first} --replace …")
    echo(f"Recorded {made.id} in {target}; " + ("the site shows it after the next `bridge-laws build`."
                                                      if no_build else "the site and the search index were rebuilt."))
    echo(f"  {made.question}")
    echo(f"  laws: {', '.join(f'{x.ref} ({x.edition})' for x in made.laws)}")
    echo(f"See it: bridge-laws ruling show {made.id}")


@ruling.command("remove", context_settings=CONTEXT)
@click.argument("ruling_id")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@click.option("--no-build", is_flag=True, help="Only remove its file: the site shows it gone after the next "
                                                "`bridge-laws build`.")
@site_dir_option
@click.pass_obj
def remove(obj: Ctx, ruling_id, yes, no_build, site_dir):
    """Take out a ruling recorded with `ruling add` (one recorded by mistake, or twice): its file
    in laws/rulings/, then the site and the search index rebuilt. A ruling read from an imported
    casebook leaves with its casebook (`ruling unimport`).

    \b
    Example:
      bridge-laws ruling remove 2024-03-14-club-pairs-b7
    """
    from ..jobs.rulings import remove as remove_ruling
    from ..rulings.query import load_readable

    if not yes and _interactive():
        known = [r for r in load_readable(obj.laws)[0] if r.id == ruling_id]
        about = f" ({clip(known[0].question)})" if known else ""
        if not click.confirm(f"Remove ruling {ruling_id}{about}?", default=False):
            echo("Nothing removed.")
            return
    target = remove_ruling(ruling_id, obj.laws, obj.site_dir(site_dir), rebuild=not no_build)
    echo(f"Removed {target}; " + ("the site shows it gone after the next `bridge-laws build`."
                                  if no_build else "the site and the search index were rebuilt."))


def _context(obj: Ctx):
    from ..corpus import editions
    from ..rulings.fields import Context

    return Context(obj.corpus(), editions.years(obj.laws), datetime.date.today().isoformat())


def _ask(fields: dict, ctx) -> None:
    """Prompt for each required field that is missing, checking it as it is typed; without a
    terminal, name the options to pass."""
    from ..errors import BadValue
    from ..rulings import fields as typed
    from ..rulings.laws import known_refs, without_text

    absent = typed.missing(fields)
    if not absent:
        return
    if not _interactive():
        raise click.UsageError(f"missing {', '.join(_OPTIONS[k] for k in absent)}: pass "
                               f"{' and '.join(_OPTIONS[k] + ' …' for k in absent)} (no terminal to ask at)")
    edition = typed.edition_of(fields, ctx)
    if "laws" in absent and not known_refs(ctx.corpus, edition):  # no ref could be typed: say so before asking
        raise without_text(ctx.corpus, edition)

    def laws_typed(text: str):
        try:
            return list(typed.law_list([text], ctx.corpus, edition)) and [text]
        except BadValue as exc:
            raise click.BadParameter(str(exc)) from None

    for key in absent:
        fields[key] = click.prompt(_PROMPTS[key], value_proc=laws_typed if key == "laws" else None)


def _deal_value(value: str | None, board) -> str | None:
    """``--deal``: a PBN Deal string as it is, or a PBN file (the game of ``--board``, else the first)."""
    if not value or not Path(value).is_file():
        return value
    from endplay.parsers import pbn

    from ..errors import BadValue
    from ..readers.sources import MAX_SOURCE_BYTES

    size = Path(value).stat().st_size
    if size > MAX_SOURCE_BYTES:  # (a 1 GB file was read whole: 6.4 GB of memory before its refusal)
        raise BadValue(f"--deal {value}: {size:,} bytes, larger than any PBN file of deals "
                       f"(at most {MAX_SOURCE_BYTES // 1024 // 1024} MB are read)")
    try:
        games = pbn.loads(Path(value).read_text(encoding="utf-8-sig"))
    except Exception as exc:  # what endplay raises on a file it cannot read: one line
        raise BadValue(f"--deal {value}: not a PBN file endplay can read ({type(exc).__name__}: {str(exc)[:80]})")
    chosen = [g for g in games if g.deal is not None and (board is None or str(g.board_num) == str(board))]
    if not chosen:
        raise BadValue(f"--deal {value}: no game{' of board ' + str(board) if board else ''} with a deal in it")
    return chosen[0].deal.to_pbn()


# -- import / unimport ---------------------------------------------------------------------------
@ruling.command("import", context_settings=CONTEXT)
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--edition", type=EDITION, help="The edition its rulings were made under (asked when the text does not say).")
@click.option("--lang", type=click.Choice(LANGS), help="Its language (default: detected).")
@click.option("--title", help="Its title (default: its first line).")
@click.option("--address", help="Where it can be found: a URL or a shelf mark.")
@click.option("--kind", type=click.Choice(("casebook", "commentary")), default="casebook", show_default=True,
              help="A casebook of many cases or a commentary.")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@click.option("--replace", is_flag=True,
              help="Put FILE in the place of an earlier import of a file of its name (a corrected casebook): "
                   "its rulings go, and a case found again keeps its ruling's id.")
@site_dir_option
@click.pass_obj
def import_(obj: Ctx, file, edition, lang, title, address, kind, yes, replace, site_dir):
    """Import the rulings of FILE: a casebook or commentary (Markdown, DOCX, DOC, ODT, RTF, PDF,
    HTML or plain text), a PBN file with commentary, or a log (YAML or CSV, the fields of `ruling add`;
    the site's rulings page downloads the rulings recorded on a phone as one).

    A casebook is split into cases at its headings ("Case 12", «Случай 12», "Appeal 3", or numbered
    headings running 1, 2, 3); each case's laws are its list of them ("Laws: 16B, 12C1"), else those
    its text cites, both languages («правило 16Б1», "L16B1a", "Law 16 B 1 (a)"), its deal and
    auction in PBN tags, its fields in labelled paragraphs ("Facts:", «Решение:», "Adjusted
    score:"). Says what it found, then keeps FILE byte for byte in laws/sources/ and writes a ruling
    per case; a ref to no unit, a deal that cannot be or an adjusted score that cannot be read stops
    it, naming the line, and nothing is written. A file of a name imported before (a corrected
    casebook) replaces that import when you say so (asked, or --replace). Undo with `bridge-laws
    ruling unimport NAME`.

    \b
    Example:
      bridge-laws ruling import casebook-2019.md --edition 2017
      bridge-laws ruling import club-log.csv --edition 1987 -y
      bridge-laws ruling import casebook-2019.md --replace -y
    """
    from ..jobs.rulings import describe, earlier_import, existing_ids, import_rulings, inspect, kept_the_same, missing

    earlier = earlier_import(obj.laws, file.name)

    def read(year):
        return inspect(file, obj.laws, obj.corpus(), existing_ids(obj.laws), edition=int(year) if year else None,
                       lang=lang, title=title, address=address, kind=kind, replaces=earlier)

    plan = read(edition)  # the same bytes imported before are refused here: nothing to replace
    if earlier and not replace and (yes or not _interactive()):
        raise click.UsageError(f"{one_line(file.name)} was imported before, as {one_line(earlier.entry.file)} "
                               f"({len(earlier.files)} ruling(s)): pass --replace to put this one in its place, "
                               "or rename it to keep both")
    if missing(plan):
        if yes or not _interactive():
            raise click.UsageError(f"{one_line(plan.name)}: cannot tell the {' and '.join(missing(plan))} of its "
                                   f"rulings from the text; pass {' '.join('--' + k + ' …' for k in missing(plan))}")
        plan = read(click.prompt(f"Edition its rulings were made under", type=EDITION))
    for line in describe(plan):
        echo(line)
    same = kept_the_same(plan.rulings, obj.laws) - ({Path(f).stem for f in earlier.files} if earlier else set())
    if same:
        echo(f"  kept already, the same (skipped; they stay with the import they came from): {len(same)} ruling(s): "
             + ", ".join(sorted(same)[:5]) + (" …" if len(same) > 5 else ""))
    kept_ids = existing_ids(obj.laws)
    for r in plan.rulings:  # a new ruling of a board with one kept: another ruling, or a correction?
        base = re.sub(r"-\d+$", "", r.id)
        others = sorted(k for k in kept_ids if k != r.id and re.sub(r"-\d+$", "", k) == base) if r.id not in same else []
        if others:
            echo(f"  note: {r.id} is another ruling of the day, event and board of {', '.join(others[:3])}, kept "
                 "already; if it corrects one of them, unimport the file that one came from and import this again")
    count = len(plan.rulings) - len(same)
    question = (f"Replace the {len(earlier.files)} ruling(s) of {earlier.entry.file} with these {count}?"
                if earlier else f"Import {count} ruling(s)?")
    if not yes and _interactive() and not click.confirm(question, default=True):
        echo("Nothing imported.")
        return
    entry, rulings = import_rulings(plan, obj.laws, obj.site_dir(site_dir))
    if earlier:
        echo(f"Replaced {earlier.entry.file} and its {len(earlier.files)} ruling(s).")
    echo(f"Copied to {obj.laws / 'sources' / entry.file} (original name {entry.original_name}); manifest entry "
               f"added; {len(rulings)} ruling(s) written to {obj.paths.rulings}; site and search index rebuilt.")
    echo(f"To undo: bridge-laws ruling unimport {entry.file}" + (" (the import it replaced is not kept)" if earlier else ""))


@ruling.command("unimport", context_settings=CONTEXT)
@click.argument("name")
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@site_dir_option
@click.pass_obj
def unimport(obj: Ctx, name, yes, site_dir):
    """Take an imported casebook out again: NAME is its file name in laws/sources/ (or its
    original name, or the path it was imported from). Removes the file, its manifest entry and
    every ruling read from it (asked first at a terminal, as `ruling remove` is; -y not).

    \b
    Example:
      bridge-laws ruling unimport casebook-sample-1a2b3c4d.md -y
    """
    from ..jobs.rulings import remove_rulings

    if not yes and _interactive() and not click.confirm(
            f"Remove the imported file {name} and every ruling read from it?", default=False):
        echo("Nothing removed.")
        return

    entry, dropped = remove_rulings(name, obj.laws, obj.site_dir(site_dir))
    echo(f"Removed {entry.file} (original name {entry.original_name}), its manifest entry and "
               f"{len(dropped)} ruling(s); site and search index rebuilt.")


# -- list / show ---------------------------------------------------------------------------------
@ruling.command("list", context_settings=CONTEXT)
@click.option("--law", help="Only rulings applying this law or a unit of it: 16, 16B, 16B1(a); or any of a list or "
                             "range of them: \"16, 73\", \"Laws 16-20\".")
@click.option("--event", help="Only rulings of events whose name holds these words.")
@click.option("--since", help="Only rulings on or after this day: 2024-01-01.")
@json_option
@click.pass_obj
def list_(obj: Ctx, law, event, since, as_json):
    """The rulings, newest first: date, id, event and board, the laws applied, the question.

    \b
    Example:
      bridge-laws ruling list --law 16 --since 2024-01-01
      bridge-laws ruling list --event "club" --json
    """
    from ..errors import BadValue
    from ..refs import read_ref
    from ..rulings import fields as typed
    from ..rulings.query import load_readable, matches, newest_first

    ref, asked = None, [None]
    if law:
        from ..corpus.query import front_ref
        from ..refs import listed_refs
        from ..searchindex.queries import law_range

        span = law_range(law.strip(), rulings=True)  # "Laws 16-20", «правила 69–71»: each law of them
        listed = [str(n) for n in range(span[0], span[1] + 1)] if span else listed_refs(law)  # "Laws 16, 73"
        ref = None if listed else front_ref(law) or read_ref(law)
        if not listed and ref is None:
            raise BadValue(f"--law {law!r}: a law or a unit of one, as 16, 16B or 16B1(a); or a list or a range "
                           "of them, as \"16, 73\" or \"Laws 16-20\"")
        asked = listed or [ref]
    day = typed.date(since) if since else None
    readable, spoiled = load_readable(obj.laws)
    _say_spoiled(obj, spoiled)
    found = [r for r in newest_first(readable) if any(matches(r, one, event, day) for one in asked)]
    if as_json:
        echo_json([{"id": r.id, "date": r.date, "event": r.event, "board": r.board, "edition": r.edition,
                    "lang": r.lang, "laws": [x.ref for x in r.laws], "question": r.question} for r in found])
        return
    for r in found:
        echo(list_line(r))
    if not found:
        if ref is not None:
            _refuse_unknown(obj, ref)
        echo("No rulings" + (" match" if law or event or since else f" in {obj.paths.rulings}") + ".")


def _say_spoiled(obj: Ctx, problems) -> None:
    """Each ruling's file that cannot be read, said on stderr: the others are listed and shown; and
    a ruling job that has not finished (its rulings listed may yet go)."""
    from ..jobs.transaction import unfinished_rulings

    for problem in problems:
        echo(f"Skipped: {problem} (`bridge-laws check` lists every problem)", err=True)
    pending = unfinished_rulings(obj.paths)
    if pending:
        echo(f"Note: {pending}", err=True)


def _refuse_unknown(obj: Ctx, ref: str) -> None:
    """``--law`` naming no unit of any version of the corpus (a typing slip: «16D», «999»): said,
    with the nearest refs, and the exit status of a ref `show` does not know."""
    from ..corpus.query import all_units, unknown

    corpus = obj.corpus()
    front = {unit.ref for units in corpus.front.values() for unit in units}  # Definitions, Introduction
    if ref not in front and not any(unit.ref == ref for _, unit in all_units(corpus)):
        raise unknown(corpus, ref)


@ruling.command("show", context_settings=CONTEXT)
@click.argument("ruling_id")
@json_option
@click.pass_obj
def show(obj: Ctx, ruling_id, as_json):
    """One ruling in full: its facts and ruling, each law applied (and the same unit in the
    edition in force now), the deal, the auction, the adjusted score worked out from the
    scoring tables, the double-dummy table and par.

    \b
    Example:
      bridge-laws ruling show 2024-03-14-club-pairs-b7
      bridge-laws ruling show 2024-03-14-club-pairs-b7 --json
    """
    from ..rulings.query import find, load_readable

    readable, spoiled = load_readable(obj.laws)
    _say_spoiled(obj, [])
    mine = [p for p in spoiled if p.file and Path(p.file).stem == ruling_id]
    if mine:  # its own file cannot be read: that is the answer
        raise mine[0]
    r = find(readable, ruling_id)
    data = _show_json(obj, r)
    if as_json:
        echo_json(data)
        return
    from .rulings_text import render

    for line in render(data):
        echo(line)


def _show_json(obj: Ctx, r) -> dict:
    from ..rulings.query import ruling_json, solved

    return ruling_json(obj.corpus(), r, solved([r], obj.laws).get(r.id))
