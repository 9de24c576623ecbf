"""The scoring page: three calculators (a contract's score, IMPs, matchpoints) that run in the
browser, offline, on the figures :mod:`bridge_laws.corpus.scoring` reads from the corpus, exported at
build time to ``data/scoring.js`` (the page itself is written by :mod:`.build`).
"""

from __future__ import annotations

import re

from ..corpus import scoresheet, scoring
from ..model import Corpus
from .links import Target


def _href(version: str, figure) -> str:
    """The law page of the figure's unit, at its table: ``1987-ru/77.html#77-t6``."""
    law = int(re.match(r"\d+", figure.ref).group(0))
    return Target(version, law, figure.anchor or figure.ref, True).path()


def scoring_data(corpus: Corpus) -> dict:
    """Every edition and language with the tables of Law 77: the figures, by what they mean, with
    where each is printed, and the largest score they give; and the grammar the CLI reads
    contracts and scores with (``corpus.scoresheet.grammar``)."""
    versions = {}
    pairs = sorted({(law.edition, law.lang) for law in corpus.laws if law.number == 77},
                   key=lambda p: (-p[0], p[1] != "ru"))
    for edition, lang in pairs:
        version = f"{edition}-{lang}"
        figures = scoring.figures(corpus, edition, lang)
        data = scoring.export(figures, href=lambda f, v=version: _href(v, f))
        data["largest"] = scoring.largest_score(figures)  # the bound check_imps_input reads inputs by
        if data["matchpoints"]:
            mp = data["matchpoints"]
            mp["href"] = Target(version, mp["law"], mp["ref"], True).path()
        versions[version] = data
    return {"versions": versions, "grammar": scoresheet.grammar()}
