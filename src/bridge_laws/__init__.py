"""bridge-laws: the Laws of Duplicate Bridge as structured YAML, a search index and a static site.

The Python API is two functions, the JSON of the CLI as Python objects::

    import bridge_laws
    bridge_laws.search("штрафной картой", limit=3)["hits"][0]["ref"]   # the best unit's ref
    bridge_laws.show("75D2")["title"]

Both import what they need when first called, so ``import bridge_laws`` stays cheap.
"""

__version__ = "0.1.0"


def search(query, *, laws_dir=None, lang=None, edition=None, laws=None, limit=10, kind=None) -> dict:
    """The units (and rulings) that speak of ``query``, best first: the object ``bridge-laws
    search --json`` prints; ``kind`` "law" or "ruling" keeps one. The index stays open between
    calls; see ``bridge_laws.api.search``."""
    from .api import search as run

    return run(query, laws_dir=laws_dir, lang=lang, edition=edition, laws=laws, limit=limit, kind=kind)


def show(ref, *, laws_dir=None, edition=None, lang=None) -> dict:
    """The unit ``ref`` and its children: the object ``bridge-laws show --json`` prints; see
    ``bridge_laws.api.show``."""
    from .api import show as run

    return run(ref, laws_dir=laws_dir, edition=edition, lang=lang)
