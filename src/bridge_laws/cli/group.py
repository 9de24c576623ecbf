"""The ``bridge-laws`` command: a thin click layer over the library.

Library errors become ``Error: …`` on stderr and a non-zero exit code; nothing here reads
sources or YAML itself. Each command lives at module level in the module of its kind and is
added to the group here.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

import click

from .. import __version__
from .options import CONTEXT, Ctx, Group, default_laws_dir

# Each command where it lives (module of this package, function): a module is imported only when
# its command runs or help lists it, so `bridge-laws search` does not import the importer, the
# scoring tables or YAML.
COMMANDS = {"build": ("corpus", "build"), "show": ("corpus", "show"), "coverage": ("corpus", "coverage"),
            "subjects": ("corpus", "subjects"), "check": ("corpus", "check"), "search": ("search", "search"),
            "serve": ("search", "serve"), "import": ("imports", "import_"), "unimport": ("imports", "unimport"),
            "diff": ("diff", "diff"), "score": ("scoring", "score"), "imps": ("scoring", "imps"),
            "matchpoints": ("scoring", "matchpoints"), "adjust": ("adjust", "adjust"), "ruling": ("rulings", "ruling")}


class LazyCommands(Mapping):
    """name → command, each module imported when one of its commands is first asked for."""

    def __getitem__(self, name):
        module, attr = COMMANDS[name]
        return getattr(importlib.import_module(f"{__package__}.{module}"), attr)

    def __iter__(self):
        return iter(COMMANDS)

    def __len__(self):
        return len(COMMANDS)


class LazyGroup(Group):
    """A group whose commands are loaded by name, on demand (``COMMANDS``)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.commands = LazyCommands()

    def list_commands(self, ctx):
        return sorted(COMMANDS)


@click.group(cls=LazyGroup, context_settings=CONTEXT)
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


if __name__ == "__main__":  # pragma: no cover
    main()
