"""Every example of every command's --help runs as shown, on a copy of the shipped corpus (a
maintainer's day found four that could not: an example is what a user types first). An example
that needs what the corpus does not ship says so on its line ("(the 2017 Laws imported)"), or
names a file of the user's (a text to import, a casebook) or starts a server: those are not run
here, and the rest must all be."""

from __future__ import annotations

import shlex

import pytest
from click.testing import CliRunner

from bridge_laws.cli import main
from helpers import SOURCES, build_laws, copy_laws
from test_docs import _commands

# what runs the user's own files or a server, or changes the corpus: tried elsewhere
# (test_import_formats, test_rulings_import, test_server), not from the help's placeholders
NOT_RUN = ("import", "unimport", "serve", "build", "ruling import", "ruling unimport")


def examples() -> list[tuple[str, str]]:
    """(command path, example line) of every --help, continuation lines joined."""
    found = []
    for path, text in _commands():
        block = text.split("Example:", 1)[1] if "Example:" in text else ""
        lines, joined = block.split("\n"), []
        for line in lines:
            line = line.strip()
            if joined and joined[-1].endswith("\\"):
                joined[-1] = joined[-1][:-1] + " " + line
            elif line.startswith("bridge-laws "):
                joined.append(line)
            elif joined and not line:
                break
        found += [(path, line) for line in joined]
    return found


def runnable(line: str) -> bool:
    words = shlex.split(line.split("  (")[0])[1:]
    command = " ".join(words[:2]) if words[:1] == ["ruling"] else words[0]
    return "imported)" not in line and command not in NOT_RUN and ">" not in words


EXAMPLES = examples()
# a ruling the examples record first, so that the examples that show, list and remove it find it
ORDER = {"ruling add": 0, "ruling remove": 2}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    return build_laws(tmp_path_factory.mktemp("seed"), SOURCES,
                      extras=("editions.yaml", "glossary.yaml", "situations.yaml"))


def test_the_examples_are_found_and_most_are_run():
    run = [line for _, line in EXAMPLES if runnable(line)]
    assert len(EXAMPLES) >= 50 and len(run) >= 35


def test_every_example_that_needs_nothing_of_the_users_runs(built, tmp_path):
    laws = copy_laws(built, tmp_path)
    lines = sorted((line for _, line in EXAMPLES if runnable(line)),
                   key=lambda line: ORDER.get(" ".join(shlex.split(line)[1:3]), 1))
    failed = []
    for line in lines:
        args = shlex.split(line.split("  (")[0])[1:]
        result = CliRunner().invoke(main, ["--laws", str(laws), *args])
        if result.exit_code != 0 or result.exception and not isinstance(result.exception, SystemExit):
            failed.append(f"{line} → exit {result.exit_code}: {result.output.strip()[-200:]}")
    assert not failed, "\n".join(failed)
