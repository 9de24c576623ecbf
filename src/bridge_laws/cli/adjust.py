"""``bridge-laws adjust``: an assigned or weighted adjusted score, worked out from the corpus's
own scoring tables (Laws 77 and 78), as ``score``, ``imps`` and ``matchpoints`` do."""

from __future__ import annotations

import click

from .options import CONTEXT, Ctx, echo_json, edition_option, json_option, lang_option
from .options import NUMBERS


@click.command(context_settings=NUMBERS)
@click.argument("score", nargs=-1, required=True)
@click.option("--vulnerable", "-v", default="none", show_default=True, metavar="NS|EW|both|none",
              help="Who is vulnerable on the board.")
@click.option("--versus", default=None, metavar="SCORE",
              help="The other table's score (North-South): each part's IMPs (Law 78B) and their weighted sum.")
@click.option("--field", multiple=True, metavar="SCORES",
              help="The board's other scores (North-South), spaces or commas between, or the option "
                   "repeated: matchpoints (Law 78A).")
@edition_option
@lang_option
@json_option
@click.pass_obj
def adjust(obj: Ctx, score, vulnerable, versus, field, edition, lang, as_json):
    """Work out an adjusted SCORE: one result (assigned) or weighted results, each a contract,
    its result and declarer; the weights in percent, coming to 100%.

    Scores are North-South's (East-West's are the same with the sign turned). Every figure is
    read from the tables of Laws 77–78 in the corpus. Malformed input exits with code 2.

    \b
    Example:
      bridge-laws adjust "60% 4S= N, 40% 4S-1 N" --vulnerable NS
      bridge-laws adjust "4S-1 N" --versus 420 --json
      bridge-laws adjust "50% 3NT= S, 50% 3NT-1 S" --field "400 430 -50 400"
    """
    from ..corpus.scoring import for_edition
    from ..rulings.adjust import parse, vulnerable_side, work_out
    from ..rulings.fields import score_value, scores as field_scores

    parts = parse(" ".join(score))
    vul = vulnerable_side(vulnerable)
    other = score_value(versus, "--versus") if versus is not None else None
    scores = field_scores(list(field))
    corpus = obj.corpus()
    year = int(edition) if edition else None
    figures = for_edition(corpus, year, lang)
    imp_figures = for_edition(corpus, figures.edition, lang, law=78) if other is not None else None
    result = work_out(parts, vul, figures, imp_figures, other, scores)
    if as_json:
        echo_json(result)
        return
    for line in describe(result):
        click.echo(line)


def describe(result: dict) -> list[str]:
    """The worked-out score as lines: each part, then the weighted sum."""
    vul = {"None": "none vulnerable", "NS": "NS vulnerable", "EW": "EW vulnerable", "All": "both vulnerable"}
    lines = [f"[{result['edition']} {result['lang']}] {vul[result['vulnerable']]}; scores are North-South's"]
    for p in result["parts"]:
        extra = ""
        if "imps" in p:
            extra += f"  {p['score'] - result['versus']:+d} against {result['versus']:+d}: {p['imps']:+d} IMP"
        if "matchpoints" in p:
            extra += f"  {p['matchpoints']} of {result['top']} matchpoints"
        lines.append(f"  {p['weight']:>5g}%  {p['result']:<10} {p['score']:+6d}{extra}")
        for b in p["breakdown"]:
            source = b["source"]
            lines.append(f"           {b['item']}: {b['calc']} = {b['points']}  "
                         f"({source['ref']}{', ' + source['table'] if source['table'] else ''}: «{source['row']}»)")
    w = result["weighted"]
    total = f"weighted: {w['score']:+g}"
    if "imps" in w:
        total += f"; {w['imps']:+g} IMP"
    if "matchpoints" in w:
        total += f"; {w['matchpoints']:g} of {result['top']} matchpoints ({w['percent']:g}%)"
    return lines + [total]
