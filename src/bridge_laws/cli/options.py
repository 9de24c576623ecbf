"""What every command shares: the context object, the error-to-exit-code group, the options."""

from __future__ import annotations

from pathlib import Path

import click

from ..model import LANGS
from ..paths import default_laws_dir  # noqa: F401 (main's default)
from .context import Ctx, run_guarded  # noqa: F401 (every command's obj)
from .terminal import echo_json  # noqa: F401 (the commands')

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


class Group(click.Group):
    """Turns library errors into clean messages and exit codes (``context.run_guarded``)."""

    def invoke(self, ctx):
        return run_guarded(lambda: super(Group, self).invoke(ctx))


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
edition_option = click.option("--edition", type=EDITION, default=None,
                              help="Edition of the Laws (default: the newest that has it).")
lang_option = click.option("--lang", type=click.Choice(LANGS), default="ru", show_default=True,
                           help="Language of the text.")
# show: without --lang, the version a search for the ref jumps to (query.find)
show_lang_option = click.option("--lang", type=click.Choice(LANGS), default=None,
                                help="Language of the text (default: a version with text first, then ru, then the "
                                     "newest edition).")
site_dir_option = click.option("--site-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                               help="Where the site is rendered (default: site/ beside laws/).")
