"""The tree is the pipeline: a top level of shared vocabulary only, every stage in its own
subpackage, each floor importing only the floors below it, and no import circle among the modules
(static: every import statement, including the ones inside functions, counts)."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import REPO

PACKAGE = REPO / "src" / "bridge_laws"

# The ground floor: what every stage may import. Anything else at the top is a stage that lost its floor.
TOP_LEVEL = {"__init__", "__main__", "model", "errors", "paths", "refs", "outline", "api", "userkey"}
ENTRY_POINTS = {"__init__", "api", "__main__"}  # the package's doors: the Python API, `python3 -m bridge_laws`
# The floors from the bottom up, in the order the data travels: a floor imports only floors before it.
FLOORS = ("text", "readers", "corpus", "rulings", "searchindex", "site", "jobs", "cli")


def _modules() -> dict[str, tuple[Path, bool]]:
    mods = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        mods[".".join(parts[:-1] if is_pkg else parts)] = (path, is_pkg)
    return mods


def _imports(name: str, path: Path, is_pkg: bool, known, own: bool = False) -> set[str]:
    deps = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_pkg else name.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                deps.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in known else target)
        elif isinstance(node, ast.Import):
            deps.update(alias.name for alias in node.names)
    return {d for d in deps if d in known and d != name and (own or not d.startswith(name + "."))}


def import_graph(own: bool = False) -> dict[str, set[str]]:
    """Each module's imports of the package's modules (``own``: a package's of its own submodules too)."""
    mods = _modules()
    return {name: _imports(name, path, is_pkg, mods, own) for name, (path, is_pkg) in mods.items()}


def floor_imports(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Which other floors each floor's modules import."""
    found = {floor: set() for floor in FLOORS}
    for module, deps in graph.items():
        ours = module.split(".")[1:2]
        for dep in deps:
            theirs = dep.split(".")[1:2]
            if ours and theirs and ours[0] in FLOORS and theirs[0] in FLOORS and theirs != ours:
                found[ours[0]].add(theirs[0])
    return found


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every module that imports a floor above its own, as "module → imported"."""
    rank = {floor: i for i, floor in enumerate(FLOORS)}
    bad = []
    for module, deps in sorted(graph.items()):
        ours = module.split(".")[1:2]
        for dep in sorted(deps):
            theirs = dep.split(".")[1:2]
            if ours and theirs and ours[0] in rank and theirs[0] in rank and rank[theirs[0]] > rank[ours[0]]:
                bad.append(f"{module} → {dep}")
    return bad


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan's algorithm)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_no_import_circle():
    assert cycles(import_graph()) == []


def with_packages(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The graph with the imports Python makes unasked: importing ``a.b.c`` runs ``a.b``'s
    ``__init__`` first, so a module importing a submodule of another package imports that package
    too (a module's own packages are being imported already: no edge)."""
    out = {}
    for module, deps in graph.items():
        own = {".".join(module.split(".")[:k]) for k in range(1, module.count(".") + 1)}
        parents = {".".join(dep.split(".")[:k]) for dep in deps for k in range(2, dep.count(".") + 1)}
        out[module] = deps | {p for p in parents if p in graph and p not in own and p != module}
    return out


def test_no_import_circle_through_a_packages_init():
    """A session's change had a reader's format (markdown) import from `readers.fixers`, which
    imports `readers.formats.furniture` — whose package's `__init__` imports every format, markdown
    among them: `import bridge_laws.readers.fixers` first failed (ImportError, a partly initialised
    module), though every module's own imports made no circle."""
    assert cycles(with_packages(import_graph(own=True))) == []
    planted = {"p": set(), "p.a": {"p.b.c"}, "p.b": {"p.b.d"}, "p.b.c": set(), "p.b.d": {"p.a"}}
    assert cycles(planted) == [] and cycles(with_packages(planted)) == [["p.a", "p.b", "p.b.d"]]


def test_cycle_finder_finds_a_planted_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_each_floor_imports_only_the_floors_below_it():
    assert upward_imports(import_graph()) == []


def test_an_upward_import_is_found():
    graph = {"bridge_laws.readers.sources": {"bridge_laws.corpus.yamlio", "bridge_laws.text.decode"},
             "bridge_laws.corpus.yamlio": {"bridge_laws.readers.subjects"}, "bridge_laws.text.decode": set(),
             "bridge_laws.readers.subjects": set()}
    assert upward_imports(graph) == ["bridge_laws.readers.sources → bridge_laws.corpus.yamlio"]
    assert floor_imports(graph)["readers"] == {"corpus", "text"}


def test_top_level_is_shared_vocabulary_only():
    top = {p.stem for p in PACKAGE.glob("*.py")}
    floors = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert top == TOP_LEVEL
    assert floors == set(FLOORS)


def test_ground_floor_imports_no_stage():
    """model, errors, paths, refs and outline are imported by every stage and import none of them."""
    graph = import_graph()
    for name in TOP_LEVEL - ENTRY_POINTS:
        stages = {d for d in graph[f"bridge_laws.{name}"] if d.split(".")[1] in FLOORS}
        assert not stages, f"{name} imports {stages}"


# -- the tests themselves ------------------------------------------------------------------------

TESTS = REPO / "tests"


def _fixtures(path: Path) -> set[str]:
    return {node.name for node in ast.parse(path.read_text(encoding="utf-8")).body
            if isinstance(node, ast.FunctionDef) and any("fixture" in ast.unparse(d) for d in node.decorator_list)}


def test_no_test_module_shadows_a_shared_fixture():
    """A module's own fixture named like one of conftest.py's would silently replace it there."""
    shared = _fixtures(TESTS / "conftest.py")
    shadows = {p.name: _fixtures(p) & shared for p in TESTS.glob("*.py") if p.name != "conftest.py"}
    assert {name: found for name, found in shadows.items() if found} == {}


def test_paths_of_the_repository_come_from_helpers():
    """REPO, LAWS, SOURCES … are defined once, in tests/helpers.py, never worked out again from a
    test module's own __file__."""
    def again(path: Path) -> bool:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        return any(isinstance(node, ast.Name) and node.id == "__file__" for node in ast.walk(tree)) or any(
            isinstance(node, ast.Assign) and {getattr(t, "id", "") for t in node.targets} & {"REPO", "LAWS", "SOURCES"}
            for node in tree.body)

    assert [p.name for p in TESTS.glob("*.py") if p.name != "helpers.py" and again(p)] == []


def test_the_kill_tests_are_marked_slow_and_ci_runs_them():
    """The tests that kill real processes at random points take most of a minute: marked `slow`,
    so `-m "not slow"` leaves them out while working, and CI's one pytest command selects no
    marker away."""
    def marked_slow(path: Path, name: str) -> bool:
        node = next(n for n in ast.parse(path.read_text(encoding="utf-8")).body
                    if isinstance(n, ast.FunctionDef) and n.name == name)
        return any(ast.unparse(d) == "pytest.mark.slow" for d in node.decorator_list)

    assert marked_slow(TESTS / "test_faults.py", "test_killed_import_is_finished_or_undone")
    assert marked_slow(TESTS / "test_hardening.py", "test_killed_build_leaves_the_previous_corpus")
    runs = [line.split("-m pytest", 1)[1].split() for line in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
            if "-m pytest" in line and not line.lstrip().startswith("#")]
    assert runs and not any({"-m", "-k"} & set(args) for args in runs), runs
