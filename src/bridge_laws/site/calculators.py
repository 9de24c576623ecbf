"""The scoring page: three calculators (a contract's score, IMPs, matchpoints) that run in the
browser, offline, on the figures :mod:`bridge_laws.scoring` reads from the corpus, exported at
build time to ``data/scoring.js``; and the cells of a table's header rows, for the law pages.
"""

from __future__ import annotations

import re

from .. import scoring
from ..model import Corpus
from .browser_index import as_script
from .links import Target


def header_cells(row) -> list[tuple[str, int]]:
    """A header row as (text, columns spanned): a heading repeated over adjacent columns is one
    cell («ДО ЗОНЫ» ×3 → one cell over three columns); empty cells stay single."""
    cells: list[list] = []
    for cell in row:
        if cells and cell and cells[-1][0] == cell:
            cells[-1][1] += 1
        else:
            cells.append([cell, 1])
    return [(text, span) for text, span in cells]


def header_grid(header) -> list[list[tuple[str, int, int]]]:
    """Header rows as cells (text, columns, rows spanned): the corner heading printed over rows
    whose corner is empty («За каждую недобранную взятку» over «без контры», …) spans them."""
    rows = [header_cells(r) for r in header]
    corner = len(rows) > 1 and rows[0] and rows[0][0][0] and all(r and r[0] == ("", 1) for r in rows[1:])
    grid = []
    for i, cells in enumerate(rows):
        if corner and i > 0:
            cells = cells[1:]
        grid.append([(t, c, len(rows) if corner and i == 0 and j == 0 else 1) for j, (t, c) in enumerate(cells)])
    return grid


def _href(version: str, figure) -> str:
    """The law page of the figure's unit, at its table: ``1987-ru/77.html#77-t6``."""
    law = int(re.match(r"\d+", figure.ref).group(0))
    return Target(version, law, figure.anchor or figure.ref, True).path()


def scoring_data(corpus: Corpus) -> dict:
    """Every edition and language with the tables of Law 77: the figures, by what they mean, with
    where each is printed; and the scoresheet grammar the CLI reads contracts with."""
    versions = {}
    pairs = sorted({(law.edition, law.lang) for law in corpus.laws if law.number == 77},
                   key=lambda p: (-p[0], p[1] != "ru"))
    for edition, lang in pairs:
        version = f"{edition}-{lang}"
        data = scoring.export(scoring.figures(corpus, edition, lang), href=lambda f, v=version: _href(v, f))
        if data["matchpoints"]:
            mp = data["matchpoints"]
            mp["href"] = Target(version, mp["law"], mp["ref"], True).path()
        versions[version] = data
    return {"versions": versions,
            "grammar": {"pattern": scoring.CONTRACT_RE.pattern, "strains": scoring.STRAINS,
                        "lookalike": {chr(k): v for k, v in scoring.LOOK_ALIKE.items()},
                        "signs": scoring.SUIT_SIGNS}}


def write_scoring(renderer, site) -> None:
    from .build import Page

    data = scoring_data(site.corpus)
    renderer.write("data/scoring.js", as_script("BL_SCORING", data))
    renderer.page("scoring.html", "scoring.html", Page(site, 0), versions=list(data["versions"]))
