"""What every command shares: the context object, the error-to-exit-code group, the options."""

from __future__ import annotations

from pathlib import Path

import click

from ..model import LANGS
from ..paths import default_laws_dir  # noqa: F401 (main's default)
from .context import Ctx, run_guarded  # noqa: F401 (every command's obj)
from .terminal import echo_json  # noqa: F401 (the commands')

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
# «-100» and «-450» are scores, not options
NUMBERS = dict(CONTEXT, ignore_unknown_options=True)


class NumbersCommand(click.Command):
    """A command whose arguments are scores: «-50» is a number, not an unknown option. Click
    would raise and catch an exception for each (with a gettext lookup: 3 s for 5,000 negative
    scores); the arguments are put after «--» instead, in their order, the command's own options
    (and the value of each that takes one) kept in front."""

    def parse_args(self, ctx, args):
        takes_value = {name: not p.is_flag and not p.count for p in self.params if isinstance(p, click.Option)
                       for name in (*p.opts, *p.secondary_opts)}
        options, positional, i = [], [], 0
        while i < len(args):
            arg = args[i]
            name = arg.split("=", 1)[0]
            if arg == "--":
                positional.extend(args[i + 1:])
                break
            if name in takes_value or arg in ("-h", "--help") or self.an_option(arg):
                options.append(arg)
                if takes_value.get(name) and "=" not in arg and i + 1 < len(args):
                    options.append(args[i + 1])
                    i += 1
            else:
                positional.append(arg)
            i += 1
        return super().parse_args(ctx, [*options, "--", *positional])

    def an_option(self, arg: str) -> bool:
        """Whether an argument none of the command's options names is one all the same (an
        unknown one, which click then refuses): never, where every argument is a score."""
        return False


class QueryCommand(NumbersCommand):
    """A command whose arguments are a query: a word beginning with a minus and a digit («-800 в
    4ПК-3», "-1 trick") is a word of it; any other unknown option («--limt») is refused."""

    def an_option(self, arg: str) -> bool:
        return arg.startswith("-") and not arg[1:2].isdigit()


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
                               help="Where the site is rendered (default: site/ beside a laws directory named laws/, else inside the laws directory).")
