"""`show` and `diff` run without click on a plain command line (cli/fast.py): the same output,
errors and exit codes as click gives, and every other line left to click."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner
from click.utils import _detect_program_name

from bridge_laws.cli import fast, main

from helpers import REPO


@pytest.mark.parametrize("argv, expected", [
    (["show", "75D2"], ("show", None, ["75D2"], {"lang": None, "json": False})),  # ru, else the language that has it
    (["--laws", "x", "show", "Law", "75D2", "--json", "--lang=en"],
     ("show", "x", ["Law", "75D2"], {"lang": "en", "json": True})),
    (["--laws=x", "show", "--edition", "1987", "75", "d", "2"],
     ("show", "x", ["75", "d", "2"], {"lang": None, "json": False, "edition": "1987"})),
    (["diff", "16", "--from", "1997", "--to=2017"],
     ("diff", None, ["16"], {"lang": "ru", "json": False, "old": "1997", "new": "2017"})),
])
def test_a_plain_line_is_read(argv, expected):
    assert fast.parse(argv) == expected


@pytest.mark.parametrize("argv", [
    [], ["search", "revoke"], ["--laws"], ["show"], ["show", "--help"], ["show", "-h", "16"], ["--help"],
    ["--version"], ["show", "16", "--json", "--json"], ["show", "16", "--lang"], ["show", "16", "--lang", "--json"],
    ["show", "16", "--json=yes"], ["show", "16", "--edtion", "1997"], ["show", "16", "--from", "1997"],
    ["show", "--", "16"], ["diff", "16", "--from", "1997"], ["diff", "16", "--to", "2017"],
    ["show", "16", "--laws", "x"],  # --laws is the group's: before the command
])
def test_any_other_line_is_left_to_click(argv):
    assert fast.parse(argv) is None


@pytest.mark.parametrize("command", ["show", "diff"])
def test_the_fast_path_names_the_options_click_defines(command):
    """One definition of the options: click's. The fast path reads the same names, the same flags."""
    cmd = main.commands[command]
    options = {name: p.is_flag for p in cmd.params if p.param_type_name == "option" for name in p.opts}
    options.pop("--help", None)
    assert {name: key is None for name, key in fast.OPTIONS[command].items()} == options
    assert set(fast.REQUIRED[command]) == {p.name for p in cmd.params if p.required and p.param_type_name == "option"}


LINES = [
    ["show", "75D2", "--json"], ["show", "75", "d", "2", "--edition", "1987"], ["show", "Law 79C", "--lang=en"],
    ["show", "12", "--edition", "1987"], ["show", "12", "--edition", "1987", "--json"], ["show", "99Z"],
    ["show", "definitions", "--lang", "en"], ["show", "definitions"], ["show", "75D2", "--edition", "1850"], ["show", "75D2", "--lang", "fr"],
    ["show", "75D2", "--edition", "1997", "--lang", "en"],
    ["diff", "79C", "--from", "1987", "--to", "1997"], ["diff", "79", "--from", "1987", "--to", "1997", "--json"],
    ["diff", "definitions", "--from", "1997", "--to", "2017", "--lang", "en"], ["diff", "nonsense", "--from", "1987", "--to", "1997"],
    ["diff", "79C", "--from", "1987"], ["show", "75D2", "--json", "--json"],
    ["show", "50", "51"], ["show", "16,", "73", "--json"], ["show", "16", "99"],
]


@pytest.mark.parametrize("line", LINES, ids=" ".join)
def test_the_same_output_errors_and_exit_code_as_click(built_laws, capsys, line):
    argv = ["--laws", str(built_laws), *line]
    by_click = CliRunner().invoke(main, argv, prog_name=_detect_program_name())  # the name click gives itself
    try:
        fast.run(argv)
        code = 0
    except SystemExit as exc:
        code = exc.code or 0
    out, err = capsys.readouterr()
    assert (out, err, code) == (by_click.stdout, by_click.stderr, by_click.exit_code)


def test_show_and_diff_import_no_click(built_laws):
    """What the fast path is for: neither command imports click (nor a YAML parser)."""
    code = ("import sys; from bridge_laws.cli import run; run(sys.argv[1:]); "
            "print(json.dumps(sorted(m for m in ('click', 'yaml') if m in sys.modules)), file=sys.stderr)")
    for line in (["show", "75D2", "--json"], ["show", "12", "--edition", "1987"],
                 ["diff", "79C", "--from", "1987", "--to", "1997"]):
        done = subprocess.run([sys.executable, "-c", "import json; " + code, "--laws", str(built_laws), *line],
                              capture_output=True, text=True, cwd=REPO, check=True)
        assert json.loads(done.stderr.splitlines()[-1]) == [], line
        assert done.stdout.strip()


@pytest.mark.parametrize("line, code", [(["show", "16"], 1), (["show", "16", "--json"], 1), (["subjects"], 1)],
                         ids=lambda v: " ".join(v) if isinstance(v, list) else str(v))
def test_a_reader_that_goes_away_gets_a_quiet_exit(built_laws, line, code):
    """`bridge-laws show 16 | head -1`: the pipe closed before the output is written is no error
    to print (it printed "Error: Broken pipe"), on the fast path and through click alike; the exit
    code says the output was cut."""
    proc = subprocess.Popen([sys.executable, "-c", "from bridge_laws.cli import run; run()", "--laws", str(built_laws),
                             *line], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO)
    proc.stdout.close()  # before the command has written anything
    err = proc.stderr.read().decode()
    assert (proc.wait(timeout=120), err) == (code, "")


def test_the_package_runs_as_a_module():
    """`python3 -m bridge_laws` is the command, as `python3 -m bridge_laws.cli` is (a trial found
    "No module named bridge_laws.__main__")."""
    result = subprocess.run([sys.executable, "-m", "bridge_laws", "--help"], capture_output=True, text=True,
                            cwd=REPO, timeout=60)
    assert result.returncode == 0 and "Usage:" in result.stdout and "show" in result.stdout
