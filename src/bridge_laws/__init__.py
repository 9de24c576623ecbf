"""bridge-laws: the Laws of Duplicate Bridge as structured YAML, a search index and a static site."""

__version__ = "0.1.0"
