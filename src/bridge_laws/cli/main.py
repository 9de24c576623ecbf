"""The ``bridge-laws`` command: a thin click layer over the library.

Library errors become ``Error: …`` on stderr and a non-zero exit code; nothing here reads
sources or YAML itself. Each command lives at module level in the module of its kind and is
added to the group here.
"""

from __future__ import annotations

import click

from .. import __version__
from . import adjust, corpus, diff, imports, rulings, scoring, search
from .options import CONTEXT, Ctx, Group, default_laws_dir


@click.group(cls=Group, context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="bridge-laws")
@click.option("--laws", "laws", type=click.Path(file_okay=False), envvar="BRIDGE_LAWS_DIR",
              default=None, help="The laws directory (sources/ and corpus/). Env: BRIDGE_LAWS_DIR. "
                                 "Default: the repository's laws/.")
@click.pass_context
def main(ctx, laws):
    """The Laws of Duplicate Bridge (every edition of laws/editions.yaml, Russian and English):
    build, show, search, diff.

    \b
    Example:
      bridge-laws build
      bridge-laws show 75D2
    """
    from ..paths import check_laws_dir

    ctx.obj = Ctx(check_laws_dir(laws, must_exist=False) if laws is not None else default_laws_dir())


for command in (corpus.build, corpus.show, corpus.coverage, corpus.subjects, corpus.check,
                search.search, search.serve, imports.import_, imports.unimport, diff.diff,
                scoring.score, scoring.imps, scoring.matchpoints, adjust.adjust, rulings.ruling):
    main.add_command(command)

if __name__ == "__main__":  # pragma: no cover
    main()
