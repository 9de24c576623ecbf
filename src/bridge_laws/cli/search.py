"""The ``search`` and ``serve`` commands: thin click wrappers over ``index`` and ``server``.

Imports stay inside the commands: ``bridge-laws search`` starts a fresh process every time,
and Whoosh is loaded only when a search is run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import click

from ..model import LANGS
from .options import CONTEXT, EDITION, QueryCommand, echo_json, json_option
from .terminal import clip, echo, printable, styled



def _notify(message: str) -> None:
    echo(message, err=True)


# Term cards printed before the hits: a sentence names many terms ("board", "bid", "auction"…) and
# a director reading on a phone should reach the first hit within a screen; --json has them all.
CARDS_SHOWN = 3


def _print_cards(cards) -> None:
    for card in cards[:CARDS_SHOWN]:
        _print_card(card)
    if len(cards) > CARDS_SHOWN:
        more = len(cards) - CARDS_SHOWN
        echo(f"({more} more term card{'s' if more > 1 else ''}: --json lists them)")


def _print_card(card: dict) -> None:
    """A term card: the term in both languages, then the units it names and what exists of each
    (an edition's law the corpus does not hold is left out: nothing there to open)."""
    if card["kind"] == "index":
        echo(f"subject index: «{card['term']}»")
    elif card["kind"] == "situation":
        echo(f"situation (editorial): {card['term']}")
    else:
        echo(f"{' / '.join(card['en'][:3])} — {', '.join(card['ru'][:3]) or '—'}")
    for law in card["laws"]:
        if not law["versions"]:
            continue
        have = ", ".join(f"{v['lang']}: {'no text' if v['missing_text'] else 'text'}" for v in law["versions"])
        echo(f"    {law['edition']} {law['ref']:<8} ({have}; {law['how']})")


def _print_text(result, color: bool, in_force: int | None = None, kind: str | None = None) -> None:
    """The answer as text; a hit of an edition that is not ``in_force`` says so in its head line."""
    if result.notice:
        echo(result.notice, err=True)
    if result.readings:
        said = "; ".join(f"«{r.typed}» → «{r.read}»" for r in result.readings)
        echo(f"Read as: {said} (searched: {result.searched})", err=True)
    for r in result.readings:
        if r.score:  # a contract with its result: its score from the tables of Law 77
            contract, vulnerable = r.score
            echo(f"Score it: bridge-laws score {contract}" + (" --vulnerable" if vulnerable else "")
                 + (" (add --vulnerable if declarer was)" if vulnerable is None else ""), err=True)
    _print_cards(result.cards)
    if not result.hits:
        echo("No rulings found." if kind == "ruling" else "No units found.", err=True)
        return

    def mark(word: str) -> str:
        return styled(word, bold=True, fg="yellow") if color else f"[{printable(word)}]"

    # a unit listed in each of its versions (a jump to it) says no "also" of the others listed here
    listed = {(h.ref, h.edition, h.lang) for h in result.hits if h.kind != "ruling"}
    for hit in result.hits:
        if hit.kind == "ruling":
            _print_ruling(hit, mark, color)
            continue
        head = f"{hit.ref:<10} {hit.edition} {hit.lang}"
        if hit.title:
            head += f"  {hit.title}"
        tags = [t for t, on in (("cited here", hit.match == "cites"), ("in a footnote", hit.in_footnote),
                                ("no text of its own" if hit.texted else "text missing", hit.missing_text), (f"table {hit.table}", hit.table),
                                (f"not in force: {in_force} is", in_force and hit.edition != in_force)) if on]
        if tags:
            head += f"  ({', '.join(tags)})"
        echo(head, **({"bold": True} if color else {}))
        click.echo("    " + hit.marked(mark, plain=printable))  # every piece made printable
        echo("    why: " + hit.why)
        elsewhere = [p for p in hit.parallel if (hit.ref, p["edition"], p["lang"]) not in listed]
        if elsewhere:
            echo("    also: " + ", ".join(f"{p['edition']} {p['lang']}" + (" (no text)" if p["missing_text"] else "")
                                                for p in elsewhere))



def _print_ruling(hit, mark, color: bool) -> None:
    """A ruling: its id, edition and language, the laws it applies (the one asked for first), its
    question, the words found."""
    laws = ", ".join(dict.fromkeys(x for x in (hit.ref, *hit.applies) if x)) or "—"
    head = f"ruling {hit.ruling}  {hit.edition} {hit.lang}  [{laws}]  {clip(hit.title or '', 100)}"
    echo(head, **({"bold": True} if color else {}))
    click.echo("    " + hit.marked(mark, plain=printable))  # every piece made printable


@click.command(cls=QueryCommand, context_settings=CONTEXT)
@click.argument("query", nargs=-1, required=True)
@click.option("--lang", type=click.Choice(LANGS), default=None, help="Only units in this language.")
@click.option("--edition", type=EDITION, default=None, help="Only this edition.")
@click.option("--law", "laws", metavar="N|FROM-TO", default=None,
              help="Only these laws, e.g. 60-70 (a ruling: any law it applies).")
@click.option("--limit", type=click.IntRange(1, 100), default=10, show_default=True, help="At most N units.")
@click.option("--kind", type=click.Choice(("law", "ruling")), default=None,
              help="Only units of the Laws, or only rulings (default: both; a ruling weighs half, unless it "
                   "holds every word of a query of three or more).")
@json_option
@click.pass_obj
def search(obj, query, lang, edition, laws, limit, kind, as_json):
    """Find the units that govern QUERY, best first: a term, or what happened at the table in a
    director's own words, in Russian, English or both.

    Russian words in any form (`штрафной картой`), English inflections (`undertricks`), English
    terms reaching Russian text through the glossary (`revoke` → «фальшренонс») and back;
    "quoted words" must stand together. Ranked by evidence, not language: a law reached by
    several signals (its text, the glossary, the subject index, sentences citing it, the
    situation index — editorial phrases of what happens at the table) comes first; words of the
    game (declarer, trick, «взятка») weigh little; each hit says why it was chosen, each unit
    answers once (its other versions are its parallels). Notation is read as words (`8♠` → a bid
    of more than seven, `12 cards`, `1NT`, «2БК»), a misspelt word as the nearest word of the
    index ("insufficent"), Russian typed in Latin letters or in the wrong layout as meant; each
    reading is said. A message pasted whole is searched up to its 32nd word that says something
    (within 500 characters), and says where it stopped. A glossary term, index entry or situation
    opens with a card. A reference,
    typed any usual way (`75D2`, `75.D.2`, `закон 75D2`, `п. 75D2`, `правило 45С1`, `L27`,
    `16b1a`, `Laws 69–71`, `Laws 62, 64`), jumps to its units; one that does not exist names the
    nearest; one named among other words ("what does 64B2 say") comes first. The rulings in
    laws/rulings/ are found by their words too (`kind` "ruling" in --json, with the ruling's
    `ruling` id); a jump to a unit lists the rulings applying it, and with `--kind ruling` a
    reference lists only the rulings on that unit or a part of it. Builds the index first when
    it is missing or stale.

    \b
    Example:
      bridge-laws search штрафной картой
      bridge-laws search "partner hesitated and then bid 4♠" --limit 3
      bridge-laws search revoke --law 60-70 --json
      bridge-laws search "закон 75D2"
      bridge-laws search hesitation --kind ruling
      bridge-laws search 16B --kind ruling
    """
    from ..searchindex.engine import search as run

    result = run(obj.laws, " ".join(query), lang=lang, edition=int(edition) if edition else None,
                 laws=laws, limit=limit, notify=_notify, kind=kind)
    if as_json:
        echo_json(result.to_json())
    else:
        from ..corpus import editions

        force = editions.in_force(obj.laws)
        _print_text(result, color=sys.stdout.isatty(), in_force=force.year if force else None, kind=kind)
        if not result.hits and not result.jump and (lang or edition or laws):
            _without_filters(obj, " ".join(query), lang, edition, kind)
    _end_process()


def _without_filters(obj, query: str, lang, edition, kind) -> None:
    """Nothing found with --lang, --edition or --law: how many the same words find without them,
    and what the corpus holds in that language or edition (the English texts may be four laws)."""
    from ..corpus.query import ranges
    from ..searchindex.engine import search as run

    total = run(obj.laws, query, limit=1, kind=kind).total
    if not total:
        return
    held = sorted({x.number for x in obj.corpus().laws if (not lang or x.lang == lang)
                   and (not edition or x.edition == int(edition)) and any(not u.missing_text for u in x.unit.walk())})
    what = " ".join(filter(None, (f"--lang {lang}" if lang else "", f"--edition {edition}" if edition else "")))
    said = f"the texts of {what} hold Laws {ranges(held)}" if what and held else ""
    echo(f"Without the filters the same words find {total} unit(s)" + (f"; {said}" if said else "")
         + " (bridge-laws coverage).", err=True)


def _end_process() -> None:
    """End a ``bridge-laws search`` process here, its answer printed: the interpreter's teardown
    (freeing every module and object one by one) was a seventh of a cold search, and a search
    leaves nothing to close (the index is only read). Only in a process of its own: when the
    command runs inside another program (a test's CliRunner swaps stdout, a REPL), it returns."""
    if sys.stdout is sys.__stdout__ and sys.stderr is sys.__stderr__ and not hasattr(sys, "ps1"):
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except OSError:  # the reader went away (`… | head`): nothing more to say to it
            pass
        os._exit(0)


@click.command(context_settings=CONTEXT)
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="Port to listen on (0: any free port).")
@click.option("--site-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="The built site to serve (default: site/ beside a laws directory named laws/, else inside it; may not exist yet).")
@click.pass_obj
def serve(obj, host, port, site_dir):
    """Serve the site and a JSON search API: /api/search?q=…&lang=&edition=&law=&limit=&kind=.

    Serves only files under the site directory; without a site, only the API.

    \b
    Example:
      bridge-laws serve --port 8000
      curl 'http://127.0.0.1:8000/api/search?q=revoke&limit=3'
    """
    from ..errors import BridgeLawsError
    from ..searchindex.store import ensure_index
    from ..site.server import make_server

    site = obj.site_dir(site_dir)
    if site_dir is None and (site.is_symlink() or (site.exists() and not site.is_dir())):
        # the default site/ beside laws/ is the program's own directory: a link there (or a file)
        # would serve whatever it points to; a site elsewhere is served when it is asked for
        raise BridgeLawsError(f"{site}: {'a symlink' if site.is_symlink() else 'not a directory'} where the site is "
                              "built; pass --site-dir to serve a site elsewhere")
    try:  # the address first: a bad host or a busy port is refused before any work is done
        server = make_server(obj.laws, site, host, port)
    except (OSError, OverflowError, UnicodeError) as exc:  # a busy port, an unknown or malformed host
        raise BridgeLawsError(f"cannot listen on {host}:{port}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        ensure_index(obj.laws, notify=_notify)
    except BaseException:
        server.server_close()
        raise
    if host not in ("127.0.0.1", "localhost", "::1"):
        echo(f"Warning: listening on {host}: anyone who can reach this machine can read the site and "
                   "query the search; the default 127.0.0.1 keeps it to this machine", err=True)
    if not (site / "index.html").is_file():  # an empty folder or another one: said, not served silently as 404s
        echo(f"Warning: {site} holds no site (no index.html): only the search API is served; run "
             "`bridge-laws build` to make the site", err=True)
    bound_host, bound_port = server.server_address[:2]
    echo(f"Serving on http://{bound_host}:{bound_port}/ (search: /api/search?q=…); Ctrl-C to stop", err=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
