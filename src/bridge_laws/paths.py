"""Where everything lives, from the one laws directory the user names.

``laws/`` holds ``sources/`` (the raw texts and ``sources.yaml``), ``corpus/`` (the YAML the build
writes) and ``glossary.yaml``; the search index and the site are built beside it, in
``build/index`` and ``site/``. Every stage asks this object instead of joining paths itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Paths:
    laws: Path
    site_override: Path | None = None

    @property
    def sources(self) -> Path:
        return self.laws / "sources"

    @property
    def manifest(self) -> Path:
        return self.sources / "sources.yaml"

    @property
    def corpus(self) -> Path:
        return self.laws / "corpus"

    @property
    def glossary(self) -> Path:
        return self.laws / "glossary.yaml"

    @property
    def index(self) -> Path:
        return self.laws.parent / "build" / "index"

    @property
    def extracted(self) -> Path:
        """What the slow format readers (PDF) extracted, by the file's bytes: a cache."""
        return self.laws.parent / "build" / "extracted"

    @property
    def site(self) -> Path:
        return self.site_override or self.laws.parent / "site"

    def with_site(self, site_dir: Path | None) -> "Paths":
        return Paths(self.laws, site_dir) if site_dir else self


def default_laws_dir() -> Path:
    """The repository's ``laws/``: found upward from the working directory, else beside the package."""
    here = Path.cwd()
    for d in (here, *here.parents):
        if (d / "laws" / "sources").is_dir():
            return d / "laws"
    return Path(__file__).resolve().parents[2] / "laws"
