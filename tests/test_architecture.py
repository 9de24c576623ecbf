"""The tree is the pipeline: a top level of shared vocabulary only, every stage in its own
subpackage, and no import circle among the modules (static: every import statement, including
the ones inside functions, counts)."""

from __future__ import annotations

import ast
from pathlib import Path

from helpers import REPO

PACKAGE = REPO / "src" / "bridge_laws"

# The ground floor: what every stage may import. Anything else at the top is a stage that lost its floor.
TOP_LEVEL = {"__init__", "model", "errors", "paths", "refs", "outline", "api"}
FLOORS = {"text", "readers", "corpus", "rulings", "searchindex", "site", "jobs", "cli"}


def _modules() -> dict[str, tuple[Path, bool]]:
    mods = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        mods[".".join(parts[:-1] if is_pkg else parts)] = (path, is_pkg)
    return mods


def _imports(name: str, path: Path, is_pkg: bool, known) -> set[str]:
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
    return {d for d in deps if d in known and d != name and not d.startswith(name + ".")}


def import_graph() -> dict[str, set[str]]:
    mods = _modules()
    return {name: _imports(name, path, is_pkg, mods) for name, (path, is_pkg) in mods.items()}


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


def test_cycle_finder_finds_a_planted_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_top_level_is_shared_vocabulary_only():
    top = {p.stem for p in PACKAGE.glob("*.py")}
    floors = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert top == TOP_LEVEL
    assert floors == FLOORS


def test_ground_floor_imports_no_stage():
    """model, errors, paths, refs and outline are imported by every stage and import none of them."""
    graph = import_graph()
    for name in TOP_LEVEL - {"__init__", "api"}:
        stages = {d for d in graph[f"bridge_laws.{name}"] if d.split(".")[1] in FLOORS}
        assert not stages, f"{name} imports {stages}"
