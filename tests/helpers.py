"""Paths the tests share, and the program run as a user runs it (conftest holds only fixtures and
options)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"
LAWS = REPO / "laws"
SOURCES = LAWS / "sources"
ARTIFACTS = TESTS / "artifacts"  # the browser tests' screenshots (git-ignored)
BIN = [sys.executable, "-c", "from bridge_laws.cli import main; main()"]
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}


def cli(laws: Path, *args, timeout=120, **kwargs) -> subprocess.CompletedProcess:
    """``bridge-laws --laws LAWS ARGS…`` in a process of its own (this tree's code), as a user runs it."""
    return subprocess.run([*BIN, "--laws", str(laws), *args], capture_output=True, text=True, timeout=timeout,
                          env=kwargs.pop("env", ENV), **kwargs)


def rewrite_source(laws: Path, name: str, data: bytes) -> None:
    """A source of ``laws`` given other bytes, its manifest entry's sha256 with them (a source
    whose bytes are not the ones its entry records is refused before it is read)."""
    import dataclasses

    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import sha256

    (laws / "sources" / name).write_bytes(data)
    save_manifest(laws / "sources", [dataclasses.replace(e, sha256=sha256(data)) if e.file == name else e
                                     for e in load_manifest(laws / "sources")])


def built_corpus(root: Path) -> Path:
    """A laws directory under ``root`` with the repository's built corpus and editorial files (no
    sources): what the site stage reads, for tests of the site alone."""
    import shutil

    laws = root / "laws"
    shutil.copytree(LAWS / "corpus", laws / "corpus")
    for name in ("glossary.yaml", "editions.yaml", "situations.yaml"):
        if (LAWS / name).is_file():
            shutil.copy(LAWS / name, laws / name)
    return laws


def build_laws(root: Path, sources: Path, extras=()) -> Path:
    """A laws directory under ``root`` with a copy of ``sources`` (and the ``extras`` files of the
    repository's laws/, such as editions.yaml), built: a module's tests each take a copy."""
    import shutil

    from bridge_laws.corpus.stage import build

    laws = root / "laws"
    shutil.copytree(sources, laws / "sources")
    for extra in extras:
        if (LAWS / extra).exists():
            shutil.copy(LAWS / extra, laws / extra)
    build(laws)
    return laws


def copy_laws(built: Path, tmp_path: Path) -> Path:
    """A test's own copy of a built laws directory, at tmp_path/repo/laws."""
    return copy_built(built, tmp_path / "repo" / "laws")


def copy_built(built: Path, target: Path, symlinks: bool = False) -> Path:
    """A copy of a built project or laws directory (without its lock), its search index sealed
    again as the user's own: a copy has new inodes, so the program would rebuild the index (see
    ``searchindex/seal.py``), which the test that copies does not mean to test."""
    import shutil

    from bridge_laws.searchindex.seal import seal

    shutil.copytree(built, target, ignore=shutil.ignore_patterns(".build.lock"), symlinks=symlinks)
    for index in target.glob("**/build/index"):
        if (index / "seal").is_file():
            seal(index)
    return target


# -- the CLI in this process (click's runner), and what a refused command prints ------------------

# an invented law in the shape of the 1987 Russian text (our sentences, not the Laws')
LAW5 = """Правило 5. Места участников
---------------------------
A.Начальное положение
Участник, который выбрал место, сохраняет его до конца сессии, если
директор не распорядится иначе; см. правило 4.
"""


def files(root: Path) -> dict:
    """Every file under ``root`` by its bytes; a search index's seal by whether it holds (an index
    put back is a copy, with new inodes: it is sealed again, so the seal's bytes change)."""
    from bridge_laws.searchindex.seal import SEAL, is_sealed

    return {str(p.relative_to(root)): is_sealed(p.parent) if p.name == SEAL else p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file() and p.name != ".build.lock"}


def run(laws: Path, *args, input=None):
    """``bridge-laws --laws LAWS ARGS…`` in this process (click's runner): fast, for what a command prints."""
    from click.testing import CliRunner

    from bridge_laws.cli import main

    return CliRunner().invoke(main, ["--laws", str(laws), *args], input=input)


def one_error_line(output: str) -> str:
    """The whole of what a refused command printed: one `Error: …` line, no traceback."""
    assert "Traceback" not in output, output
    lines = [line for line in output.strip().splitlines() if line.strip()]
    assert lines and lines[-1].startswith("Error: "), output
    return lines[-1]


def run_node(harness: Path, site: Path, calls, what: str, timeout: int = 120):
    """What a Node harness of ``tests/js`` prints (JSON) for ``calls`` (JSON on its stdin), run on
    ``site``; ``what``: what it runs, for the message when Node is missing."""
    import json
    import shutil

    node = shutil.which("node")
    assert node, f"Node.js is needed to run {what} outside a browser (apt-get install nodejs)"
    done = subprocess.run([node, str(harness), str(site)], input=json.dumps(calls), capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def left_by(journal_dir: Path, pid: int) -> None:
    """A journal this process wrote, as if another one (``pid``, killed) had left it: its record
    names that process and it is sealed again, as that process would have sealed it."""
    import yaml

    from bridge_laws.jobs import transaction
    from bridge_laws.userkey import sign

    record = yaml.safe_load((journal_dir / transaction.JOURNAL).read_text(encoding="utf-8"))
    (journal_dir / transaction.JOURNAL).write_text(yaml.safe_dump({**record, "pid": pid}), encoding="utf-8")
    (journal_dir / transaction.SEAL).write_text(sign(transaction._journal_seal(journal_dir)) + "\n", encoding="ascii")


# A linear pass takes four times as long on four times the text, a quadratic one sixteen times. The
# performance guards bound that growth, not seconds: CPU seconds differ threefold between this
# machine's hours (one-character lines took the standard reader 3.5 s on one, 10.6 s on another);
# the growth does not.
GROWTH = 4
MAX_GROWTH = 8.0
SLACK_S = 0.5  # the fixed cost of a call, which the smaller text cannot show


def _cpu_seconds(work: Callable[[str], object], text: str) -> float:
    started = time.process_time()  # CPU time: a shared machine's load must not fail the bound
    work(text)
    return time.process_time() - started


def assert_linear(work: Callable[[str], object], make: Callable[[int], str], size: int, what: str) -> None:
    """`work` on `make(size)` takes no more than about four times what it takes on `make(size // 4)`."""
    small = _cpu_seconds(work, make(size // GROWTH))
    large = _cpu_seconds(work, make(size))
    assert large < MAX_GROWTH * small + SLACK_S, (
        f"{what}: {large:.2f} s on {size:,} characters but {small:.2f} s on a quarter of them, "
        f"{large / max(small, 1e-9):.1f} times as long on four times the text")
