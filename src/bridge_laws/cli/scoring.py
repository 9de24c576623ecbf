"""The scoring commands: score (Law 77), imps (Law 78B), matchpoints (Law 78A).

Every figure comes from the tables of the Laws in the corpus; each line of output names the
unit, table and row it was read from.
"""

from __future__ import annotations

import click

from .options import NUMBERS, Ctx, NumbersCommand, echo_json, edition_option, json_option, lang_option
from .terminal import echo

@click.command(cls=NumbersCommand, context_settings=NUMBERS)
@click.argument("contract", nargs=-1, required=True)
@click.option("--vulnerable", "-v", is_flag=True, help="Declarer's side is vulnerable.")
@edition_option
@lang_option
@json_option
@click.pass_obj
def score(obj: Ctx, contract, vulnerable, edition, lang, as_json):
    """The score of CONTRACT for declarer's side (Law 77): negative when it fails.

    CONTRACT as on a scoresheet: level, strain (C D H S NT, ♣ ♦ ♥ ♠, or Т/К Б Ч П БК), X or XX,
    then the result: = made exactly, +1 one overtrick, -2 two down. Each line of the breakdown
    names the table and row of Law 77 it comes from. A malformed contract exits with code 2.

    The vulnerability may be said after the contract too, in the words the search reads
    ("4S-1 vul", "3NT+1 nv", «4ПК-2 в зоне»). A board passed out (`pass`, `all pass`, «пас»)
    scores 0.

    \b
    Example:
      bridge-laws score 4S=
      bridge-laws score 3NT+1 --vulnerable
      bridge-laws score 4SX-1 --edition 1987 --json
      bridge-laws score 3БК+1
      bridge-laws score 4S-1 vul
    """
    from ..corpus.scoring import for_edition, parse_contract, score as compute
    from ..errors import BadValue

    text = " ".join(contract)
    if passed_out(text):  # no contract: nothing is scored either way
        if as_json:
            echo_json({"contract": None, "passed_out": True, "vulnerable": vulnerable, "score": 0, "breakdown": []})
        else:
            echo("Passed out (four passes, no contract): 0 for both sides")
        return
    try:
        c = parse_contract(text)
    except BadValue:
        said = _said_score(text)
        if said is None or said[1] is None:  # the words after it say no vulnerability ("4S-1 banana")
            raise
        c, vulnerable = parse_contract(said[0]), vulnerable or bool(said[1])
    figures = for_edition(obj.corpus(), int(edition) if edition else None, lang)
    result = compute(figures, c, vulnerable)
    if as_json:
        echo_json(result.to_dict())
        return
    vul = "vulnerable" if vulnerable else "not vulnerable"
    echo(f"{result.contract}, {vul} [{result.edition} {result.lang}]: {result.score:+d}")
    sign = -1 if result.score < 0 else 1
    for line in result.breakdown:
        echo(f"  {sign * line.points:+6d}  {line.item}: {line.calc}  ({line.figure.cite()})")


def _said_score(text: str) -> tuple[str, bool | None] | None:
    """The one contract with its result, and its vulnerability, that the search reads in ``text``
    ("4S-1 vul": ("4S-1", True)); None unless there is exactly one."""
    from ..searchindex.understand import notation
    from ..text.numerals import query_forms

    scores = [r.score for r in notation(text, query_forms())[1] if r.score]
    return scores[0] if len(scores) == 1 else None


@click.command(cls=NumbersCommand, context_settings=NUMBERS)
@click.argument("scores", nargs=-1, required=True)
@edition_option
@lang_option
@json_option
@click.pass_obj
def imps(obj: Ctx, scores, edition, lang, as_json):
    """IMPs for a difference of scores, or for the two SCORES of a board (Law 78B).

    One number is the difference (430, -1460). Two scores without signs (470 140, 470-140,
    "470 vs 140") are both from the same side: the first minus the second. Two scores each with
    its sign (+470 -140) are each side's own result: their sum. The working is printed
    (470 − 140 = 330 → +8 IMP). Anything else — a half-signed pair, three numbers, a score
    that is not in tens or larger than any contract scores — exits with code 2 and the reason.

    \b
    Example:
      bridge-laws imps 430
      bridge-laws imps 470 140
      bridge-laws imps +470 -140
      bridge-laws imps -1460 --edition 1987 --json
    """
    from ..corpus.scoresheet import read_imps, signed
    from ..corpus.scoring import check_imps_input, for_edition, imps as compute

    reading = read_imps(" ".join(scores))
    figures = for_edition(obj.corpus(), int(edition) if edition else None, lang, law=78)
    reading = check_imps_input(figures, reading)
    result = compute(figures, reading.diff)
    if as_json:
        echo_json({**result.to_dict(), "input": reading.to_dict()})
        return
    echo(f"{reading.working()} → {signed(result.imps)} IMP [{result.edition} {result.lang}]")
    if reading.scores:
        echo(f"  read as {reading.read_as()}")
    if result.band:
        low, high, fig = result.band
        echo(f"  band {low}–{high if high is not None else '…'}: {fig.value} IMP  ({fig.ref}, {fig.anchor})")
    else:
        echo("  under the first band of the scale: no IMPs")


@click.command(cls=NumbersCommand, context_settings=NUMBERS)
@click.argument("scores", nargs=-1, required=True)
@json_option
@click.pass_obj
def matchpoints(obj: Ctx, scores, as_json):
    """Matchpoints for the SCORES of one board (Law 78A): two for each score beaten, one for each tie.

    Give every score of the board, from the same direction (North-South, say), minus sign for
    a score of the other side, split by spaces (or commas). A score that is not a whole number
    of points in tens, or two run together (420-50), exits with code 2 and the reason.

    \b
    Example:
      bridge-laws matchpoints 420 420 450 -50 170
      bridge-laws matchpoints 100 -200 100 --json
    """
    from ..corpus.scoresheet import read_scores
    from ..corpus.scoring import matchpoints as compute

    values = read_scores(" ".join(scores))
    results = compute(values)
    if as_json:
        echo_json({"results": results, "top": 2 * (len(values) - 1)})
        return
    echo(f"top {2 * (len(values) - 1)} (Law 78A: 2 for each score beaten, 1 for each tie)")
    for r in results:
        echo(f"  {r['score']:>6d}  {r['matchpoints']}")


# A board passed out, as a scoresheet or a director writes it: its words (folded), at least one
# saying the pass, any vulnerability after it (a passed-out board scores nothing either way)
PASSES = frozenset({"pass", "passes", "passed", "passout", "p", "пас", "пасс", "паса", "пасов", "спасовано",
                    "спасована", "спасовали"})
PASSED_OUT_WORDS = PASSES | frozenset({"all", "out", "four", "4", "все", "четыре", "сдача", "board",
                                       "vul", "vulnerable", "nv", "non", "not", "в", "зоне", "до", "зоны", "вне"})


def passed_out(text: str) -> bool:
    """Whether ``text`` says a board was passed out ("all pass", "P-P-P-P", «пас, пас, пас, пас»)."""
    import re

    words = [w for w in re.split(r"[\s,;\-–—]+", text.strip().lower().replace("ё", "е")) if w]
    return bool(words) and set(words) <= PASSED_OUT_WORDS and bool(PASSES & set(words))
