"""What every command shares: the context object, the error-to-exit-code group, the options."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import BridgeLawsError
from ..model import LANGS
from ..paths import Paths, default_laws_dir  # noqa: F401 (main's default)
from .terminal import echo, json_text

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


class EditionType(click.ParamType):
    """A year that laws/editions.yaml lists (read when the option is used, so that an edition
    added there is accepted with no change to the code). Converts to the year as a string."""

    name = "YEAR"

    def convert(self, value, param, ctx):
        from ..corpus import editions

        obj = ctx.find_object(Ctx) if ctx else None
        try:
            return str(editions.check_year(value, obj.laws if obj else None))
        except ValueError as exc:
            self.fail(str(exc), param, ctx)

    def get_metavar(self, param, *args, **kwargs):
        from ..corpus import editions

        return "|".join(map(str, editions.years()))


EDITION = EditionType()


class Ctx:
    """The ``obj`` of every command: the laws directory and the paths derived from it."""

    def __init__(self, laws: Path):
        self.laws = laws
        self.paths = Paths(laws)

    @property
    def corpus_root(self) -> Path:
        return self.paths.corpus

    def corpus(self):
        from ..corpus.query import load

        return load(self.corpus_root)

    def site_dir(self, given: Path | None) -> Path:
        return self.paths.with_site(given).site


class Group(click.Group):
    """Turns library errors into clean messages and exit codes."""

    def invoke(self, ctx):
        from ..jobs.signals import Interrupted, raise_on_signals

        try:
            with raise_on_signals():  # SIGTERM/SIGHUP unwind like Ctrl-C: an import or build rolls back
                return super().invoke(ctx)
        except BridgeLawsError as exc:
            echo(f"Error: {short(str(exc))}", err=True)
            sys.exit(exc.exit_code)
        except Interrupted as exc:
            echo(f"Error: {exc}; what it was doing was rolled back", err=True)
            sys.exit(128 + exc.signum)
        except OSError as exc:  # a disk full, a read-only directory: the file, not a traceback
            where = f"{exc.filename}: " if exc.filename else ""
            echo(f"Error: {where}{exc.strerror or exc}", err=True)
            sys.exit(1)


def short(message: str, limit: int = 2000) -> str:
    """An error message is for a person: never pages of echoed input."""
    return message if len(message) <= limit else message[:limit] + f"… ({len(message) - limit:,} more characters)"


def echo_json(data) -> None:
    click.echo(json_text(data))


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
edition_option = click.option("--edition", type=EDITION, default=None,
                              help="Edition of the Laws (default: the newest that has it).")
lang_option = click.option("--lang", type=click.Choice(LANGS), default="ru", show_default=True,
                           help="Language of the text.")
site_dir_option = click.option("--site-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                               help="Where the site is rendered (default: site/ beside laws/).")
