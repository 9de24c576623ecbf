"""Where each page of the site lives: the one home of its paths (the templates and the scripts
get them from here, or as data the build exports)."""

from __future__ import annotations

# A law's page in one version: 1987-ru/75.html, a unit of it 1987-ru/75.html#75D2 — the version a
# folder of its own, Russian and English side by side (PARALLEL) or a comparison (DIFF) too.
LAW = "{version}/{law}.html"
PARALLEL = "{edition}-ru-en"
DIFFS = "diff"  # the comparisons' folder
DIFF = DIFFS + "/{old}-{new}-{lang}"
FRONT = "front.html"  # the parts before Law 1 of a version: 2017-en/front.html
FOLDER = "{folder}/index.html"  # what a folder of pages holds: 1987-ru/index.html, diff/index.html
RULINGS = "rulings/index.html"  # every ruling, newest first
RULING = "rulings/{id}.html"  # one ruling
RULING_FORM = "rulings/appeal/{id}.html"  # its appeal form, to print (a folder of its own: ids may end in anything)
RULING_API = "api/rulings/{id}.json"  # one ruling as `bridge-laws ruling show --json` prints it
SCORE = "scoring.html?contract={contract}&vul={vul}#h-score"  # a contract scored at once (vul: 1 or 0)


def law_page(version: str, law: int | str, ref: str | None = None) -> str:
    """The path from the site root of law ``law``'s page in ``version``, at unit ``ref`` if given."""
    return LAW.format(version=version, law=law) + (f"#{ref}" if ref else "")


def folder_page(folder: str) -> str:
    """The path from the site root of a folder's index of its pages."""
    return FOLDER.format(folder=folder)


def for_js() -> dict[str, str]:
    """The patterns the site's scripts fill in ({name} → the value of that name), as data the
    build exports (``data/refs.js``, ``BL_URLS``): the scripts make no URL of their own."""
    return {"law": LAW, "ruling": RULING, "score": SCORE}
