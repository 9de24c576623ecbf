"""The scoring commands: score (Law 77), imps (Law 78B), matchpoints (Law 78A).

Every figure comes from the tables of the Laws in the corpus; each line of output names the
unit, table and row it was read from.
"""

from __future__ import annotations

import click

from .options import CONTEXT, Ctx, echo_json, edition_option, json_option, lang_option
from .terminal import echo

# «-100» and «-450» are scores, not options
NUMBERS = dict(CONTEXT, ignore_unknown_options=True)


@click.command(context_settings=NUMBERS)
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

    \b
    Example:
      bridge-laws score 4S=
      bridge-laws score 3NT+1 --vulnerable
      bridge-laws score 4SX-1 --edition 1987 --json
      bridge-laws score 3БК+1
    """
    from ..corpus.scoring import for_edition, parse_contract, score as compute

    c = parse_contract(" ".join(contract))
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


@click.command(context_settings=NUMBERS)
@click.argument("diff")
@edition_option
@lang_option
@json_option
@click.pass_obj
def imps(obj: Ctx, diff, edition, lang, as_json):
    """IMPs for a difference of DIFF points between two scores (Law 78B).

    A negative difference gives negative IMPs; a difference under the scale's first band gives
    none. A malformed number exits with code 2.

    \b
    Example:
      bridge-laws imps 430
      bridge-laws imps -1460 --edition 1987 --json
    """
    from ..corpus.scoring import for_edition, imps as compute, parse_int

    d = parse_int(diff, "difference")
    result = compute(for_edition(obj.corpus(), int(edition) if edition else None, lang, law=78), d)
    if as_json:
        echo_json(result.to_dict())
        return
    echo(f"{d:+d} → {result.imps:+d} IMP [{result.edition} {result.lang}]")
    if result.band:
        low, high, fig = result.band
        echo(f"  band {low}–{high if high is not None else '…'}: {fig.value} IMP  ({fig.ref}, {fig.anchor})")
    else:
        echo("  under the first band of the scale: no IMPs")


@click.command(context_settings=NUMBERS)
@click.argument("scores", nargs=-1, required=True)
@json_option
@click.pass_obj
def matchpoints(obj: Ctx, scores, as_json):
    """Matchpoints for the SCORES of one board (Law 78A): two for each score beaten, one for each tie.

    Give every score of the board, from the same direction (North-South, say), minus sign for
    a score of the other side. A malformed score exits with code 2.

    \b
    Example:
      bridge-laws matchpoints 420 420 450 -50 170
      bridge-laws matchpoints 100 -200 100 --json
    """
    from ..corpus.scoring import matchpoints as compute, parse_int

    values = [parse_int(s, "score") for s in scores]
    results = compute(values)
    if as_json:
        echo_json({"results": results, "top": 2 * (len(values) - 1)})
        return
    echo(f"top {2 * (len(values) - 1)} (Law 78A: 2 for each score beaten, 1 for each tie)")
    for r in results:
        echo(f"  {r['score']:>6d}  {r['matchpoints']}")
