#!/usr/bin/env python3
"""Try to lose data or get a traceback, and count: the battery behind the table in docs/robustness.md of
what was tried (issue 14). Every case runs on a copy of the laws directory.

  kills        `import` killed by SIGKILL / SIGTERM / SIGHUP, `build` by SIGKILL, at random
               points; then the next command (`build`) must leave the text wholly imported or
               not at all, `check` passing, no temporary directory left
  concurrent   two imports at once: every import that said "Copied" is in the manifest, no
               orphan file; builds while `serve` answers: every request 200
  bad input    malformed manifests, hostile import files, mistyped or alias-bombed corpus files,
               bad --laws / --site-dir / --host: one `Error:` line, exit ≠ 0, nothing changed
  trust        (issue 22) planted or malformed journals, spoilt cache entries, decompression bombs
               and documents that crashed or hung (each import's peak memory and time), `serve`
               of every precached file and a trickling client, terminal escapes

Usage: python scripts/redteam.py [--kills 30] [--pairs 3] [--builds 6] [--only-trust]
Prints a table and writes scripts/bench-redteam.md. A record, not a test (tests/test_faults.py
holds the regression tests).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
BIN = [sys.executable, "-c", "from bridge_laws.cli import main; main()"]
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}
LAW5 = ("Правило 5. Места участников\n---------------------------\nA.Начальное положение\n"
        "Участник, который выбрал место, сохраняет его до конца сессии, если\n"
        "директор не распорядится иначе; см. правило 4.\n")
LAW6 = LAW5.replace("Правило 5. Места участников", "Правило 6. Порядок за столом").replace("сессии", "игры")


def cli(laws: Path, *args, timeout=180) -> subprocess.CompletedProcess:
    return subprocess.run([*BIN, "--laws", str(laws), *args], capture_output=True, text=True, timeout=timeout,
                          env=ENV)


def snapshot(root: Path) -> dict:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != ".build.lock"}


def fresh(built: Path, where: Path) -> Path:
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(built, where, ignore=shutil.ignore_patterns(".build.lock"))
    return where / "laws"


def state(laws: Path) -> str:
    """'imported' / 'absent', or a description of what is wrong."""
    import yaml

    entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
    mine = [e for e in entries if e["original_name"] == "law5.txt"]
    copies = sorted(p.name for p in (laws / "sources").iterdir() if "law5" in p.name)
    debris = [p.name for p in laws.iterdir() if p.name.startswith((".transaction", ".import-", ".corpus-"))]
    has_text = "Участник, который выбрал место" in (laws / "corpus" / "1987-ru" / "005.yaml").read_text("utf-8")
    if debris:
        return f"debris {debris}"
    if mine and copies == [mine[0]["file"]] and has_text:
        return "imported"
    if not mine and not copies and not has_text:
        return "absent"
    return f"mixed: entry {bool(mine)}, copies {copies}, text {has_text}"


def kills(built: Path, tmp: Path, n: int, rng: random.Random) -> list[tuple[str, int, int]]:
    text = tmp / "law5.txt"
    text.write_text(LAW5, encoding="utf-8")
    plan = [("import", s) for s in (signal.SIGKILL, signal.SIGTERM, signal.SIGHUP)] + [("build", signal.SIGKILL)]
    rows = []
    for command, sig in plan:
        ok = 0
        for i in range(n):
            laws = fresh(built, tmp / "kill")
            args = ["import", str(text), "--edition", "1987", "--yes"] if command == "import" else ["build", "-q"]
            if command == "build":  # the new text is in the manifest, the build is what gets killed
                shutil.copy(text, laws / "sources" / "1987-ru-plain-law5-00000000.txt")
                _add_entry(laws)
            proc = subprocess.Popen([*BIN, "--laws", str(laws), *args], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, env=ENV)
            time.sleep(rng.uniform(0.2, 4.0))
            proc.send_signal(sig)
            _, err = proc.communicate(timeout=180)
            after = cli(laws, "build", "-q")
            result = state(laws)
            fine = ("Traceback" not in err + after.stderr and after.returncode == 0
                    and cli(laws, "check").returncode == 0 and result in ("imported", "absent"))
            ok += fine
            if not fine:
                print(f"  {command} {signal.Signals(sig).name} #{i}: {result}; {err[-300:]} {after.stderr[-300:]}")
        rows.append((f"`{command}` killed by {signal.Signals(sig).name} at a random point (0.2–4 s)", n, ok))
        print(rows[-1], flush=True)
    return rows


def _add_entry(laws: Path) -> None:
    from bridge_laws.corpus.manifest import load_manifest, save_manifest
    from bridge_laws.readers.sources import SourceEntry, sha256

    data = (laws / "sources" / "1987-ru-plain-law5-00000000.txt").read_bytes()
    entries = load_manifest(laws / "sources")
    (laws / "sources" / "sources.yaml").chmod(0o644)
    save_manifest(laws / "sources", entries + [SourceEntry(
        "1987-ru-plain-law5-00000000.txt", "law5.txt", sha256(data), 1987, ("ru",), "plain",
        damage="imported with `bridge-laws import`")])


def concurrent_imports(built: Path, tmp: Path, pairs: int) -> tuple[str, int, int]:
    import yaml

    texts = [tmp / "law5.txt", tmp / "law6.txt"]
    for p, t in zip(texts, (LAW5, LAW6)):
        p.write_text(t, encoding="utf-8")
    ok = 0
    for _ in range(pairs):
        laws = fresh(built, tmp / "pair")
        procs = [subprocess.Popen([*BIN, "--laws", str(laws), "import", str(p), "--edition", "1987", "--yes"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV) for p in texts]
        outs = [p.communicate(timeout=180) for p in procs]
        said = sum("Copied to" in out for out, _ in outs)
        entries = yaml.safe_load((laws / "sources" / "sources.yaml").read_text(encoding="utf-8"))
        listed = {e["file"] for e in entries}
        on_disk = {p.name for p in (laws / "sources").iterdir() if p.name != "sources.yaml"}
        ok += (said == len(entries) - 4 and listed == on_disk and not any("Traceback" in e for _, e in outs))
    return ("two imports at once", pairs, ok)


def build_while_serving(built: Path, tmp: Path, builds: int) -> tuple[str, int, int]:
    from bridge_laws.site.server import Handler

    sys.path.insert(0, str(REPO / "tests"))
    from test_server import statuses_while_building  # the test's own client loop

    Handler.log_message = lambda self, *args: None  # thousands of request lines
    laws = fresh(built, tmp / "serve")
    statuses = statuses_while_building(laws, laws.parent / "site", builds, clients=4, most=None,
                                       paths=("/", "/data/search/core.js", "/1987-ru/75.html", "/search.html"))
    bad = len([s for s in statuses if s != 200])
    print(f"  {len(statuses)} requests during {builds} builds, {bad} not 200")
    return (f"requests while the site was rebuilt {builds} times (4 clients)", len(statuses), len(statuses) - bad)


def bad_inputs(built: Path, tmp: Path) -> list[tuple[str, int, int]]:
    """Each case: (what, how to spoil the copy, command): refused with one Error line, nothing changed."""
    sys.path.insert(0, str(REPO / "tests"))
    from test_faults import BAD_MANIFESTS, _alias_bomb  # the same table as the tests

    rows = []
    seeds = REPO / "laws" / "sources"
    manifest_cases = []
    for name, make, _ in BAD_MANIFESTS:
        manifest_cases.append((name, lambda laws, make=make: _write(laws / "sources" / "sources.yaml",
                                                                       make(_seed_entries(seeds))), ["build", "-q"]))
    manifest_cases.append(("path ../../victim.txt", lambda laws: _write(
        laws / "sources" / "sources.yaml", (laws / "sources" / "sources.yaml").read_bytes()
        + b"- {file: ../../victim.txt, edition: 1987, langs: [ru], kind: plain}\n"), ["build", "-q"]))
    rows.append(_run_cases("malformed manifests", manifest_cases, built, tmp))
    files = {"zero": Path("/dev/zero"), "empty": _make(tmp, "empty.txt", b""),
             "binary": _make(tmp, "bin.txt", bytes(range(256)) * 40),
             "cp1251 + 0x98": _make(tmp, "x98.txt", LAW5.encode("cp1251").replace(b"\xe2", b"\x98", 1)),
             "utf-16 manifest-like": _make(tmp, "u16.txt", "ничего\n".encode("utf-16")),
             "no law headers": _make(tmp, "prose.txt", "Просто текст без заголовков.\n".encode()),
             "truncated UTF-8": _make(tmp, "cut.txt", LAW5.encode()[:-1] + "я".encode()[:1]),
             "directory": tmp, "missing": tmp / "nope.txt"}
    fifo = tmp / "fifo.txt"
    if not fifo.exists():
        os.mkfifo(fifo)
    files["FIFO"] = fifo
    # the formats people have, spoilt: a scan, a locked PDF, a zip that is no Word file, a page
    # with no law, a language no reader knows (the same table as tests/test_import_formats.py)
    from test_import_formats import BAD as BAD_FORMATS

    for name, make, _ in BAD_FORMATS:
        files[name] = _make(tmp, name, make())
    rows.append(_run_cases("hostile import files", [(k, None, ["import", str(v), "--edition", "1987", "--yes"])
                                                    for k, v in files.items()], built, tmp))
    corpus_cases = []
    for target in ("corpus/1987-ru/075.yaml", "corpus/subjects-1987-ru.yaml", "corpus/report.yaml", "glossary.yaml"):
        for command in (["check"], ["show", "75A"], ["search", "штраф"], ["build", "-q"]):
            corpus_cases.append((f"alias bomb in {target}", lambda laws, t=target: _write(laws / t, _alias_bomb().encode()),
                                 command))
    for spoil in ("title: 42", "refs: [40]"):
        for command in (["show", "75"], ["search", "штраф"]):
            corpus_cases.append((spoil, lambda laws, s=spoil: _retype(laws, s), command))
    rows.append(_run_cases("alias bombs and mistyped fields in corpus / glossary files", corpus_cases, built, tmp,
                           allow_exit_zero=lambda name, command: (command[0] == "build" and "corpus/" in name)
                           # `show` of a law with text reads that law's copy alone (performance.md)
                           or (command[0] == "show" and "075.yaml" not in name)))
    option_cases = [(f"--site-dir {d}", None, ["build", "-q", "--site-dir", d]) for d in (".", "laws", "laws/sources")]
    option_cases += [(f"--laws {d!r}", None, ["--laws", d, "build", "-q"]) for d in ("", "/dev/null", "/nonexistent")]
    option_cases += [(f"--host {h}", None, ["serve", "--host", h]) for h in ("bad host!", "999.1.1.1")]
    rows.append(_run_cases("bad --site-dir, --laws, --host", option_cases, built, tmp))
    return rows


def _seed_entries(seeds: Path):
    import yaml

    return yaml.safe_load((seeds / "sources.yaml").read_text(encoding="utf-8"))


def _write(path: Path, data: bytes) -> None:
    if path.exists():
        path.chmod(0o644)
    path.write_bytes(data)


def _make(tmp: Path, name: str, data: bytes) -> Path:
    (tmp / name).write_bytes(data)
    return tmp / name


def _retype(laws: Path, spoil: str) -> None:
    import yaml

    path = laws / "corpus" / "1987-ru" / "075.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    key, value = spoil.split(": ")
    data["unit"][key] = yaml.safe_load(value)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def _run_cases(title: str, cases, built: Path, tmp: Path, allow_exit_zero=lambda n, c: False):
    ok = 0
    for name, spoil, command in cases:
        laws = fresh(built, tmp / "case")
        if spoil:
            spoil(laws)
        os.chdir(laws.parent)
        before = snapshot(laws.parent)
        args = command if command[0] == "--laws" else ["--laws", str(laws), *command]
        result = subprocess.run([*BIN, *args], capture_output=True, text=True, timeout=180, env=ENV)
        os.chdir(REPO)
        lines = result.stderr.strip().splitlines()
        clean = "Traceback" not in result.stderr and lines and lines[-1].startswith("Error: ") and len(lines[-1]) < 600
        refused = result.returncode != 0 and clean
        fine = (refused and snapshot(laws.parent) == before) or (allow_exit_zero(name, command) and result.returncode == 0)
        ok += bool(fine)
        if not fine:
            print(f"  {title}: {name} {command}: rc {result.returncode}; {result.stderr[-300:]}")
    print((title, len(cases), ok), flush=True)
    return (title, len(cases), ok)

# -- issue 22: nothing on disk or in a file is trusted ------------------------------------------
GB = 1024 ** 3
PEAK_BOUND_MB = 1024  # a hostile document may cost the import at most this much memory to be held
TIME_BOUND_S = 120


def trust_base(built: Path, tmp: Path) -> Path:
    """The seeds built, with editions.yaml and the glossary: the standard layout in 2017 imports."""
    base = tmp / "trust-base"
    shutil.rmtree(base, ignore_errors=True)
    shutil.copytree(built, base, ignore=shutil.ignore_patterns(".build.lock"))
    for extra in ("editions.yaml", "glossary.yaml"):
        shutil.copy(REPO / "laws" / extra, base / "laws" / extra)
    return base


def planted_journals(base: Path, tmp: Path) -> tuple[str, int, int]:
    """Each journal of tests/test_trust.py's table: `build` refuses it in one line naming
    --discard-journal, which settles it; nothing outside the project is touched at any point."""
    from test_trust import PLANTED, _plant, _record, _victims

    cases = [(n, r, e) for n, r, e in PLANTED] + [("the journal a symlink out", None, None)]
    ok = 0
    for name, record, extra in cases:
        laws = fresh(base, tmp / "journal")
        shutil.rmtree(tmp / "elsewhere", ignore_errors=True)
        victims = _victims(tmp)
        if record is None:
            (victims / "journal.yaml").write_text(_dump(_record(op="build", removed=None, site="site")))
            (laws / ".transaction").symlink_to(victims)
        else:
            _plant(laws, record(victims), extra)
        before, outside = snapshot(laws / "sources"), snapshot(victims)
        refused = cli(laws, "build", "-q")
        lines = refused.stderr.strip().splitlines()
        settled = cli(laws, "build", "-q", "--discard-journal")
        fine = (refused.returncode == 1 and len(lines) == 1 and "--discard-journal" in lines[0]
                and settled.returncode == 0 and not os.path.lexists(laws / ".transaction")
                and snapshot(laws / "sources") == before and snapshot(victims) == outside
                and not (victims / "newsite").exists() and "Traceback" not in refused.stderr + settled.stderr)
        ok += fine
        if not fine:
            print(f"  journal {name}: rc {refused.returncode}/{settled.returncode}; {refused.stderr[-300:]}")
    print(("planted or malformed journals", len(cases), ok), flush=True)
    return ("planted or malformed journals (`laws/.transaction/`: paths out of the project, a site "
            "elsewhere, wrong types, symlinks, a FIFO)", len(cases), ok)


def _dump(data) -> str:
    import yaml

    return yaml.safe_dump(data)


def must_read(laws: Path) -> None:
    """The next build reads every source again (no reading or corpus kept from the last)."""
    build = laws.parent / "build"
    shutil.rmtree(build / "readings", ignore_errors=True)
    (build / "corpus-stage.json").unlink(missing_ok=True)


def spoilt_cache(base: Path, tmp: Path) -> tuple[str, int, int]:
    """A PDF and a DOCX imported; each kind of spoilt entry of tests/test_trust.py: the next build
    gives the same corpus and rewrites the entry."""
    import json

    import format_samples as fs
    from test_trust import SPOILT_ENTRIES

    cached = tmp / "cache-base"
    laws = fresh(base, cached)
    files = {"en.pdf": fs.pdf(fs.EN), "ru.docx": fs.docx(fs.RU, "ru")}
    for name, data in files.items():
        (tmp / name).write_bytes(data)
        assert cli(laws, "import", str(tmp / name), "--edition", "2017", "--yes").returncode == 0
    # An import reads in a staging copy and keeps each source's reading (build/readings), not the
    # extraction: a build that must read the sources again writes the entries, and each case
    # below makes its build read again, through the spoilt entry.
    must_read(laws)
    assert cli(laws, "build", "-q").returncode == 0
    reference = snapshot(laws / "corpus")
    ok = n = 0
    for name, data in files.items():
        for spoil_name, spoil in SPOILT_ENTRIES.items():
            n += 1
            laws = fresh(cached, tmp / "cache")
            [entry] = (laws.parent / "build" / "extracted").glob(f"{hashlib.sha256(data).hexdigest()}-*.json")
            must_read(laws)
            spoil(entry, json.loads(entry.read_text(encoding="utf-8")))
            result = cli(laws, "build", "-q")
            fine = (result.returncode == 0 and "Traceback" not in result.stderr and snapshot(laws / "corpus") == reference
                    and not entry.is_symlink() and "PLANTED" not in entry.read_text(encoding="utf-8"))
            ok += fine
            if not fine:
                print(f"  cache {name} {spoil_name}: rc {result.returncode}; {result.stderr[-300:]}")
    print(("spoilt cache entries", n, ok), flush=True)
    return ("edited, emptied, truncated or symlinked entries of the extraction cache (PDF and DOCX)", n, ok)


# The hostile documents: each is imported into a copy of the laws (with the figures of the import).
# The process's own peak (VmHWM, in kB): ru_maxrss would carry this script's size over the fork.
MEASURED = [sys.executable, "-c", "import atexit, sys; atexit.register(lambda: sys.stderr.write('\\nPEAK ' + "
            "[line.split()[1] for line in open('/proc/self/status') if line.startswith('VmHWM')][0] + '\\n')); "
            "from bridge_laws.cli import main; main()"]


def _stream_deflate(head: bytes, fill: bytes, size: int) -> bytes:
    """zlib data of ``head`` then ``size`` bytes of ``fill``, made piece by piece (never whole)."""
    import zlib

    c, piece, out = zlib.compressobj(9), fill * (16 * 1024 * 1024 // len(fill)), [b""]
    out.append(c.compress(head))
    for _ in range(size // len(piece)):
        out.append(c.compress(piece))
    return b"".join(out) + c.flush()


def _docx_member(member: str, size: int, fill: bytes = b"\0") -> bytes:
    """The sample DOCX with ``member`` inflating to ``size`` bytes, written piece by piece."""
    import io
    import zipfile

    import format_samples as fs

    source, out = zipfile.ZipFile(io.BytesIO(fs.docx(fs.EN, "en"))), io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in source.infolist():
            if info.filename != member:
                z.writestr(info.filename, source.read(info))
        with z.open(member, "w", force_zip64=True) as f:
            piece = fill * (16 * 1024 * 1024 // len(fill))
            for _ in range(size // len(piece)):
                f.write(piece)
    return out.getvalue()


def _lzw_bomb(head: bytes, size: int) -> bytes:
    """LZW (PDF's, early change) of ``head`` as literals, then a run of spaces of about ``size``
    bytes: after each clear code, codes 32, 258, 259, … each give one space more than the last."""
    import format_samples as fs

    codes, made = [256, *head, 256], 0
    while made < size:
        run = [32, *range(258, 4094)]
        codes += run + [256]
        made += sum(range(1, len(run) + 1))
    codes.append(257)
    return fs.lzw_pack(codes)


def bombs() -> list[tuple[str, str, bytes]]:
    """(what, file name, bytes): each would inflate to a gigabyte or more."""
    from test_trust import CONTENT, _pdf

    flate = _stream_deflate(CONTENT, b" ", GB)
    return [
        ("DOCX: the thumbnail inflates to 1 GB", "thumb.docx", _docx_member("docProps/thumbnail.jpeg", GB)),
        ("DOCX: an embedded file of 3 GB", "embedded.docx", _docx_member("word/embeddings/big.bin", 3 * GB)),
        ("DOCX: word/document.xml inflates to 1 GB", "document.docx", _docx_member("word/document.xml", GB, b" ")),
        ("PDF: a Flate stream of 1 GB", "flate.pdf", _pdf(flate, b"/Filter /FlateDecode")),
        ("PDF: a Flate stream of 1 GB, its checksum damaged", "damaged.pdf",
         _pdf(flate[:-4] + b"\0\0\0\0", b"/Filter /FlateDecode")),
        ("PDF: a RunLength stream of 1 GB", "runlength.pdf",
         _pdf(bytes([len(CONTENT) - 1]) + CONTENT + bytes([129, 32]) * (GB // 128) + b"\x80", b"/Filter /RunLengthDecode")),
        ("PDF: an LZW stream of 1 GB", "lzw.pdf", _pdf(_lzw_bomb(CONTENT, GB), b"/Filter /LZWDecode")),
        ("PDF: a PNG predictor row of 2·10^9 columns", "predictor.pdf",
         _pdf(_stream_deflate(CONTENT, b" ", 0), b"/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 2000000000 >>")),
    ]


def crashes() -> list[tuple[str, str, bytes]]:
    """(what, file name, bytes): each gave a traceback, a hang or gigabytes before issue 22."""
    import format_samples as fs
    from test_trust import CONTENT, DOCX_NUMBERING, _pdf

    law = fs.html_paragraphs(fs.EN)
    cases = [(f"DOCX numbering: {name}", "numbering.docx", make()) for name, make, _ in DOCX_NUMBERING]
    cases += [(f"HTML charset {label}", "charset.html", fs.page(law, "en", meta=f'<meta charset="{label}">').encode())
              for label in ("rot13", "base64", "hex", "zlib", "uu", "punycode")]
    cases += [
        ('HTML <ol type="I" start="10^15">', "roman.html",
         fs.page(f'<ol type="I" start="1000000000000000"><li>{law}</li></ol>', "en").encode()),
        ("HTML: 5,000 nested <div>", "deep.html", fs.page("<div>" * 5000 + law + "</div>" * 5000, "en").encode()),
        ("HTML: 100,000 nested <div>", "deeper.html", fs.page("<div>" * 100_000 + law, "en").encode()),
        ("HTML: <svg><script> and <math> text", "svg.html", fs.page(
            law + "<svg><script>alert(1)</script><text>LAW 90 - PLANTED</text></svg><math><mi>PLANTED</mi></math>",
            "en").encode()),
        ("PDF: /MediaBox [0 0 100000000 792]", "wide.pdf", _pdf(CONTENT, media_box=b"0 0 100000000 792")),
        ("text: 64 KB of '['", "brackets.txt", b"[" * 65536),
        ("Markdown: a heading and 64 KB of '['", "brackets.md", b"# LAW 3 - A TITLE\n\n" + b"[" * 65536),
    ]
    return cases


def _import_measured(laws: Path, path: Path) -> tuple[int, str, float, float]:
    """(exit code, stderr, peak memory in MB, seconds) of `import path` in its own process."""
    started = time.monotonic()
    proc = subprocess.Popen([*MEASURED, "--laws", str(laws), "import", str(path), "--edition", "2017", "--yes"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    try:
        _, err = proc.communicate(timeout=TIME_BOUND_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return -9, "timed out", float("nan"), time.monotonic() - started
    seconds = time.monotonic() - started
    peak = [line for line in err.splitlines() if line.startswith("PEAK ")]
    err = "\n".join(line for line in err.splitlines() if not line.startswith("PEAK ")).strip()
    return proc.returncode, err, int(peak[-1].split()[1]) / 1024 if peak else float("nan"), seconds


def hostile_documents(base: Path, tmp: Path, title: str, cases) -> tuple[tuple[str, int, int], list[str]]:
    """Each case imported: held when refused in one line with nothing changed, or imported with no
    planted text, with no traceback, in under TIME_BOUND_S and PEAK_BOUND_MB."""
    ok, figures = 0, []
    for what, name, data in cases:
        laws = fresh(base, tmp / "hostile")
        path = tmp / name
        path.write_bytes(data)
        del data
        before = snapshot(laws)
        rc, err, peak, seconds = _import_measured(laws, path)
        lines = err.splitlines()
        refused = rc != 0 and len(lines) == 1 and lines[0].startswith("Error: ") and snapshot(laws) == before
        imported = rc == 0 and "PLANTED" not in "".join(p.read_text("utf-8") for p in (laws / "corpus").rglob("*.yaml"))
        fine = (refused or imported) and "Traceback" not in err and seconds < TIME_BOUND_S and peak < PEAK_BOUND_MB
        ok += fine
        outcome = ("refused: " + textwrap.shorten(lines[0][7:].split(": ", 1)[-1], 110, placeholder=" …") if refused
                   else "imported" if imported else "FAILED")
        figures.append(f"| {what} | {path.stat().st_size / 1024:,.0f} KB | {outcome} | {peak:,.0f} MB | {seconds:.1f} s |")
        print(f"  {figures[-1]}", flush=True)
        path.unlink()
    return (title, len(cases), ok), figures



def serve_whole_site(base: Path, tmp: Path) -> tuple[str, int, int]:
    """Under `serve`: every file the service worker precaches and every site/api/*.json answers 200,
    and a client trickling a byte every 2 s is dropped at the 10 s deadline, the server going on."""
    import http.client
    import json
    import re
    import socket
    import threading

    from bridge_laws.site.server import Handler, make_server

    Handler.log_message = lambda self, *args: None
    laws = fresh(base, tmp / "serve22")
    server = make_server(laws, laws.parent / "site", port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        sw = (laws.parent / "site" / "sw.js").read_text(encoding="utf-8")
        files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S)[1])
        # the worker keeps a core only (issue 23): the API's files are asked for as well
        site = laws.parent / "site"
        files += sorted(p.relative_to(site).as_posix() for p in (site / "api").rglob("*.json"))
        statuses = []
        conn = http.client.HTTPConnection("127.0.0.1", server.server_port, timeout=10)
        for f in files:
            conn.request("GET", "/" + f.removeprefix("./"))
            response = conn.getresponse()
            response.read()
            statuses.append(response.status)
        every_file = set(statuses) == {200} and any(f.startswith("api/") for f in files)
        print(f"  {len(files)} precached and API files under serve: {sorted(set(statuses))}")
        slow = socket.create_connection(("127.0.0.1", server.server_port))
        started, dropped = time.monotonic(), None
        for byte in b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 30:
            try:
                slow.sendall(bytes([byte]))
                slow.settimeout(2.0)
                if slow.recv(100) == b"":
                    dropped = time.monotonic() - started
                    break
            except socket.timeout:
                continue
            except OSError:
                dropped = time.monotonic() - started
                break
        slow.close()
        print(f"  a client sending a byte every 2 s was dropped after {dropped or float('nan'):.1f} s")
        trickle = dropped is not None and dropped < 13
    finally:
        server.shutdown()
        server.server_close()
    return ("`serve`: every file the service worker precaches, and site/api/*.json; a client trickling "
            "a byte every 2 s dropped at the 10 s deadline", 2, every_file + trickle)


def terminal_escapes(base: Path, tmp: Path) -> tuple[str, int, int]:
    """Escapes (OSC title, clear screen, C1 CSI, CR) in a unit's title and in a file's name: `show`,
    `show --json`, `search`, `import` and `unimport` print none of them."""
    import re

    from test_faults import LAW5
    from test_trust import ESCAPES, _plant_title

    controls = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
    laws = fresh(base, tmp / "escapes")
    _plant_title(laws)
    text = tmp / f"law5{ESCAPES}.txt"
    text.write_text(LAW5, encoding="utf-8")
    runs = [cli(laws, "show", "75A"), cli(laws, "show", "75A", "--json"), cli(laws, "search", "специальные соглашения"),
            cli(laws, "import", str(text), "--edition", "1987", "--yes"), cli(laws, "unimport", text.name)]
    ok = sum(r.returncode == 0 and not controls.search(r.stdout + r.stderr) and "Traceback" not in r.stderr
             for r in runs)
    text.unlink()
    return ("terminal escapes in law text and a file name (`show`, `show --json`, `search`, `import`, "
            "`unimport`)", len(runs), ok)


def trust_rows(built: Path, tmp: Path) -> tuple[list[tuple[str, int, int]], list[str]]:
    """Issue 22's kinds: planted journals and cache entries, bombs, crashes, serve, escapes."""
    sys.path.insert(0, str(REPO / "tests"))
    base = trust_base(built, tmp)
    rows = [planted_journals(base, tmp), spoilt_cache(base, tmp)]
    bomb_row, bomb_figures = hostile_documents(
        base, tmp, "decompression bombs (DOCX members of 1 and 3 GB; PDF streams of 1 GB: Flate, damaged Flate, "
                   "RunLength, LZW; a PNG predictor row of 2·10⁹)", bombs())
    crash_row, crash_figures = hostile_documents(
        base, tmp, "documents that crashed or hung (DOCX numbering, list numbers of 10¹⁵, HTML charsets that are "
                   "no text encoding, nesting of 5,000 and 100,000, SVG script, a 10⁸-point page, 64 KB of '[')",
        crashes())
    rows += [bomb_row, crash_row, serve_whole_site(base, tmp), terminal_escapes(base, tmp)]
    return rows, bomb_figures + crash_figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kills", type=int, default=8, help="kills per command and signal")
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--builds", type=int, default=6)
    parser.add_argument("--only-trust", action="store_true", help="only issue 22's kinds (a trial run)")
    args = parser.parse_args()
    rng = random.Random(14)
    figures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        built = tmp / "built"
        shutil.copytree(REPO / "laws" / "sources", built / "laws" / "sources")
        assert cli(built / "laws", "build", "-q").returncode == 0
        rows = [] if args.only_trust else bad_inputs(built, tmp)
        trust, figures = trust_rows(built, tmp)
        rows += trust
        if not args.only_trust:
            rows += kills(built, tmp, args.kills, rng)
            rows.append(concurrent_imports(built, tmp, args.pairs))
            rows.append(build_while_serving(built, tmp, args.builds))
    lines = ["# What was tried (scripts/redteam.py)", "",
             "Each case on a copy of the laws directory. *Held*: refused with one `Error:` line and a "
             "non-zero exit with every file as it was, or (kills, concurrent runs) the text wholly imported "
             "or wholly absent after the next command, `check` passing, no temporary directory left, and "
             "no traceback anywhere. A planted journal is held when `build` refuses it in one line naming "
             "`--discard-journal`, which then settles it, nothing outside the project touched; a spoilt cache "
             "entry when the next build gives the same corpus; a hostile document when its import is refused "
             f"in one line or reads right, in under {TIME_BOUND_S} s and {PEAK_BOUND_MB:,} MB.", "",
             "| what was tried | cases | held |", "| --- | ---: | ---: |"]
    lines += [f"| {what} | {n} | {ok} |" for what, n, ok in rows]
    if figures:
        lines += ["", "## Hostile documents, one by one (`import`, its own process: peak memory and time)", "",
                  "| document | file | outcome | peak memory | time |", "| --- | ---: | --- | ---: | ---: |", *figures]
    (REPO / "scripts" / "bench-redteam.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
