"""`show` and `diff` without importing click: the commands a director runs at the table.

click and what it imports (``inspect``, ``uuid``, ``datetime``…) are a fifth of a `show` of one
law, and a `show` should answer in well under a tenth of a second. So the ``bridge-laws`` script
(:func:`run`) first reads the command line itself, and only when it is a plain one —

    bridge-laws [--laws DIR] show REF… [--edition YEAR] [--lang ru|en] [--json]
    bridge-laws [--laws DIR] diff REF… --from YEAR --to YEAR [--lang ru|en] [--json]

(each option once, as ``--opt value`` or ``--opt=value``, in any order among the words of the
ref; a valid year and language) — runs the command's body (:mod:`reading`) with the same
context, errors and exit codes as click would (:mod:`context`). Anything else — ``--help``, an
unknown or repeated option, a missing value, a year editions.yaml does not list, shell
completion — goes to click (:mod:`group`), which says what is wrong exactly as before. So this
module decides only *whether* a line is plain; click remains the one definition of the options
(a test checks that the two name the same options).
"""

from __future__ import annotations

import os
import sys

# Each fast command's options: the option → its parameter in the command (None: the --json flag).
OPTIONS = {
    "show": {"--edition": "edition", "--lang": "lang", "--json": None},
    "diff": {"--from": "old", "--to": "new", "--lang": "lang", "--json": None},
}
REQUIRED = {"show": (), "diff": ("old", "new")}


def parse(argv: list[str]) -> tuple[str, str | None, list[str], dict] | None:
    """(command, --laws or None, the words of the ref, {parameter: value}) of a plain line, else
    None (click's to read)."""
    args = list(argv)
    laws = None
    if args[:1] == ["--laws"] and len(args) > 1:
        laws, args = args[1], args[2:]
    elif args and args[0].startswith("--laws="):
        laws, args = args[0].partition("=")[2], args[1:]
    if not args or args[0] not in OPTIONS:
        return None
    command, rest = args[0], args[1:]
    # show without --lang: ru, else the language that has the unit (show_lang_option); diff: ru
    options, words, values = OPTIONS[command], [], {"lang": None if command == "show" else "ru", "json": False}
    i = 0
    while i < len(rest):
        arg = rest[i]
        i += 1
        if not arg.startswith("-"):
            words.append(arg)
            continue
        name, eq, value = arg.partition("=")
        if name not in options or name in values.get("seen", ()):
            return None  # --help, -h, --, an unknown or repeated option
        values.setdefault("seen", set()).add(name)
        if options[name] is None:
            if eq:
                return None  # --json=…
            values["json"] = True
            continue
        if not eq:
            if i == len(rest) or rest[i].startswith("-"):
                return None  # no value
            value, i = rest[i], i + 1
        values[options[name]] = value
    values.pop("seen", None)
    if not words or any(key not in values for key in REQUIRED[command]):
        return None
    return command, laws, words, values


def _laws_dir(laws: str | None):
    """The laws directory as the group's ``--laws`` (and BRIDGE_LAWS_DIR) gives it, or None when
    click should say what is wrong with it."""
    from ..paths import check_laws_dir, default_laws_dir

    laws = laws if laws is not None else (os.environ.get("BRIDGE_LAWS_DIR") or None)
    if laws is None:
        return default_laws_dir()
    if not laws or os.path.exists(laws) and not os.path.isdir(laws):
        return None  # click's Path(file_okay=False) refuses it with its own message
    return check_laws_dir(laws, must_exist=False)


def _years(laws, values: dict, keys: tuple[str, ...]) -> bool:
    """The years given, checked as the --edition/--from/--to type checks them (in place); False
    when one is not an edition (click says so)."""
    from ..corpus import editions

    for key in keys:
        if values.get(key) is not None:
            try:
                values[key] = str(editions.check_year(values[key], laws))
            except ValueError:
                return False
    return True


def _plain(parsed) -> bool:
    from ..model import LANGS

    return parsed is not None and parsed[3]["lang"] in (*LANGS, None) and not any(
        k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)  # shell completion: click's


def run(argv=None):
    """Run the command line ``argv``: a plain `show` or `diff` here, anything else with click."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parsed = parse(argv)
    if _plain(parsed):
        from .context import Ctx, run_guarded

        command, laws, words, values = parsed
        years = ("edition",) if command == "show" else ("old", "new")
        try:
            done = run_guarded(lambda: _run(command, laws, " ".join(words), values, years))
        except KeyboardInterrupt:  # as click's own main says it
            print("\nAborted!", file=sys.stderr)
            sys.exit(1)
        if done:
            return None
    from .group import main

    return main(argv)


def _run(command: str, laws, ref: str, values: dict, years: tuple[str, ...]) -> bool:
    """The command, True; or False, having done nothing, when click should read the line."""
    from .context import Ctx

    laws = _laws_dir(laws)
    if laws is None or not _years(laws, values, years):
        return False
    from . import reading

    obj = Ctx(laws)
    if command == "show":
        reading.show(obj, ref, values.get("edition"), values["lang"], values["json"])
    else:
        reading.diff(obj, ref, values["old"], values["new"], values["lang"], values["json"])
    return True
