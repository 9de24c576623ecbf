"""The documentation stays true of the code: docs/cli.md is what scripts/make_cli_docs.py writes from
the --help of every command, every command's help has an example, every link of README.md and docs/
resolves, and docs/architecture.md names every module and every dependency."""

from __future__ import annotations

import importlib.util
import re

import click
import pytest

from helpers import REPO

DOCS = REPO / "docs"
PAGES = [REPO / "README.md", *sorted(DOCS.glob("*.md"))]


def _make_cli_docs():
    spec = importlib.util.spec_from_file_location("make_cli_docs", REPO / "scripts" / "make_cli_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _commands():
    from bridge_laws.cli import main

    script = _make_cli_docs()
    root = click.Context(main, info_name=script.PROG, **main.context_settings)
    return [(ctx.command_path, command.get_help(ctx)) for ctx, command in script.commands(main, root)]


def test_cli_reference_is_what_the_script_generates():
    written = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert written == _make_cli_docs().render(), \
        "docs/cli.md is out of date: run python3 scripts/make_cli_docs.py and commit the result"


def test_cli_reference_has_every_command():
    written = (DOCS / "cli.md").read_text(encoding="utf-8")
    paths = [path for path, _ in _commands()]
    assert len(paths) > 10
    for path in paths:
        assert f"\n## `{path}`\n" in written, path


@pytest.mark.parametrize("path, text", _commands(), ids=lambda v: v if isinstance(v, str) and "\n" not in v else "")
def test_every_command_has_an_example_of_itself(path, text):
    example = text.split("Example:", 1)
    assert len(example) == 2, f"{path} --help has no 'Example:'"
    assert path in example[1], f"the example in {path} --help does not run {path}"


def test_the_generator_finds_a_command_without_an_example():
    """The check above could fail: a command without one is caught."""
    @click.group()
    def group():
        """A group.

        Example:
          prog sub
        """

    @group.command()
    def sub():
        """No example here."""

    script = _make_cli_docs()
    found = {ctx.command_path: cmd.get_help(ctx) for ctx, cmd in script.commands(group, click.Context(group, info_name="prog"))}
    assert set(found) == {"prog", "prog sub"}
    assert "Example:" not in found["prog sub"]


# -- links ---------------------------------------------------------------------------------------

LINK = re.compile(r"(?<!\!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped (but - and _), spaces → -."""
    text = re.sub(r"[`*]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page) -> set[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6} (.+)$", text, re.M)}


def links(page):
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    for m in LINK.finditer(text):
        yield m.group(1) or m.group(2)


def broken_links(page) -> list[str]:
    bad = []
    for target in links(page):
        if re.match(r"[a-z]+:", target):  # https:, mailto:: not ours to check offline
            continue
        file, _, anchor = target.partition("#")
        path = (page.parent / file).resolve() if file else page
        if not path.exists():
            bad.append(f"{target}: no such file")
        elif anchor and path.suffix == ".md" and anchor not in anchors(path):
            bad.append(f"{target}: no such heading")
    return bad


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_link_resolves(page):
    assert not broken_links(page), f"{page.name}: {broken_links(page)}"


def test_a_broken_link_is_found(tmp_path):
    (tmp_path / "a.md").write_text("# Here\n\n## Two words\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text("[ok](a.md#two-words) [self](#top) [gone](c.md) [wrong](a.md#three) "
                    "![img](a.png) [web](https://example.org/x)\n\n# Top\n\n```\n[in code](nowhere.md)\n```\n",
                    encoding="utf-8")
    assert broken_links(page) == ["c.md: no such file", "a.md#three: no such heading", "a.png: no such file"]


def test_slug_is_githubs():
    assert slug("`search --json` and `/api/search` — the answer to a query") == \
        "search---json-and-apisearch--the-answer-to-a-query"
    assert slug("Profiles: laws without text") == "profiles-laws-without-text"


def test_every_page_of_docs_is_reached_from_the_readme_and_it_stays_short():
    seen, todo = set(), [(REPO / "README.md").resolve()]
    while todo:
        page = todo.pop()
        if page in seen or page.suffix != ".md" or not page.exists():
            continue
        seen.add(page)
        todo += [(page.parent / t.partition("#")[0]).resolve() for t in links(page) if not re.match(r"[a-z]+:", t)]
    unreached = [p.name for p in DOCS.glob("*.md") if p.resolve() not in seen]
    assert not unreached, f"no link leads from README.md to docs/{unreached}"
    assert len((REPO / "README.md").read_text(encoding="utf-8").splitlines()) <= 170, \
        "the README is a front door: reference goes in docs/"


# -- architecture --------------------------------------------------------------------------------

def test_architecture_names_every_module_and_floor():
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    package = REPO / "src" / "bridge_laws"
    missing = []
    for path in sorted(package.rglob("*.py")):
        name = path.parent.name if path.stem == "__init__" else path.stem
        if path.stem == "__init__" and path.parent == package:
            name = "__init__"
        if not re.search(rf"`([\w/.]*/)?{re.escape(name)}(\.py|/)?`", text):
            missing.append(str(path.relative_to(package)))
    assert not missing, f"docs/architecture.md does not name: {missing}"


def test_architecture_table_of_floor_imports_is_the_code():
    from test_architecture import FLOORS, floor_imports, import_graph

    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    written = {m.group(1): set(re.findall(r"`(\w+)`", m.group(2)))
               for m in re.finditer(r"^\| `(\w+)` \| ([^|\n]*) \|$", text, re.M) if m.group(1) in FLOORS}
    actual = floor_imports(import_graph())
    assert written == actual


def test_architecture_explains_every_dependency():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    text = (DOCS / "architecture.md").read_text(encoding="utf-8") + (REPO / "README.md").read_text(encoding="utf-8")
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    names = [re.split(r"[<>=!~\[ ;]", spec, 1)[0] for spec in wanted]
    missing = [name for name in names if f"`{name}`" not in text]
    assert not missing, f"the dependency table lacks the why of: {missing}"


def test_every_library_the_code_imports_is_declared():
    """A module of another package imported by src/ (or by the tests' samples) is one of the
    project's declared dependencies, not one that only comes in with another (``markupsafe`` with
    jinja2, ``pdfminer`` with pdfplumber were imported undeclared)."""
    import ast
    import sys
    from importlib.metadata import packages_distributions

    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]

    def names(specs):
        return {re.split(r"[<>=!~\[ ;]", spec, 1)[0].lower().replace("_", "-") for spec in specs}

    declared = names(project["dependencies"])
    owners = packages_distributions()
    test_extra = declared | names(project["optional-dependencies"]["test"])
    # (the evaluation sets' own tools, tests/eval/, say what they need: they are no test)
    for paths, allowed in (((REPO / "src").rglob("*.py"), declared), ((REPO / "tests").glob("*.py"), test_extra)):
        for path in paths:
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                mods = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
                for mod in mods:
                    top = mod.split(".")[0]
                    if top in sys.stdlib_module_names or top in ("bridge_laws", "_browser", "_search_index", "_serve",
                                                                 "helpers", "quality", "format_samples", "shape_samples",
                                                                 "standard_samples", "ruling_samples", "test_architecture",
                                                                 "test_formats", "conftest") or top not in owners \
                            or top == "cached_property" and path.name == "test_speed.py":  # whoosh's own, stood in for
                        continue
                    dists = {d.lower().replace("_", "-") for d in owners[top]}
                    assert dists & allowed, f"{path.relative_to(REPO)} imports {top} ({', '.join(sorted(dists))}), not declared"
