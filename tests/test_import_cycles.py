"""No import loops among gm_desk's modules (issue 16, item 4; issue 28, item 3).

Every module is read with `ast`; each `import` counts, also inside functions. The loops are the strongly
connected components of the import graph; the tests name each one with the imports that close it.

Two countings. The lenient one (issue 16) leaves out the imports under `if TYPE_CHECKING:` (they never
run) and a package's `__init__` importing its own modules (or they it): Python runs the `__init__`
first either way. The strict one (issue 28) counts both, for a loop a type checker or a reader must
follow is a loop all the same; only a combat system's own package (`gm_desk/rules/rulesets/<id>/`) may
name its own modules, as a system is one folder whose `__init__` puts its parts together.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def module_files(root: Path, package: str) -> dict[str, Path]:
    """Every module of `package` under `root`, by dotted name (a package by its own name)."""
    out = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _import_nodes(node: ast.AST, type_checking: bool = False) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports in the tree: those that can run (all but the body of `if TYPE_CHECKING:`), or with
    `type_checking` every one."""
    for child in ast.iter_child_nodes(node):
        if not type_checking and isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _import_nodes_of(other, type_checking)
            continue
        yield from _import_nodes_of(child, type_checking)


def _import_nodes_of(node: ast.AST, type_checking: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    yield from _import_nodes(node, type_checking)


def _imported_names(name: str, is_package: bool, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """Dotted names an import may load: the module, and for `from m import x` also `m.x`."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level:
        base = name.split(".") if is_package else name.split(".")[:-1]
        base = base[: len(base) - node.level + 1]
        source = ".".join([*base, node.module] if node.module else base)
    else:
        source = node.module or ""
    yield source
    for alias in node.names:
        yield f"{source}.{alias.name}"


def _raw_graph(root: Path, package: str, type_checking: bool) -> tuple[dict[str, set[str]], set[str]]:
    """Module → every module of `package` it imports; and the names of the packages among them."""
    files = module_files(root, package)
    packages = {name for name, path in files.items() if path.name == "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        targets = set()
        for node in _import_nodes(tree, type_checking):
            for dotted in _imported_names(name, name in packages, node):
                while dotted and dotted not in files:  # `from pkg import function` → pkg
                    dotted = dotted.rpartition(".")[0]
                if dotted and dotted != name:
                    targets.add(dotted)
        graph[name] = targets
    return graph, packages


def _package_edge(a: str, b: str, packages: set[str]) -> bool:
    """`a` is a package and `b` one of its modules (at any depth), or the other way round."""
    return (a in packages and b.startswith(a + ".")) or (b in packages and a.startswith(b + "."))


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """The lenient counting: module → the modules of the same package it imports, leaving out the imports
    under TYPE_CHECKING and the edges between a package's `__init__` and its own modules."""
    graph, packages = _raw_graph(root, package, type_checking=False)
    return {
        name: {t for t in targets if not _package_edge(name, t, packages)} for name, targets in graph.items()
    }


# The package whose sub-packages are the combat systems: each may name its own modules from its
# `__init__` (and they it), the one exemption of the strict counting.
SYSTEMS = "gm_desk.rules.rulesets"


def _system_of(module: str, systems: str) -> str | None:
    """The system package `module` lies in (`<systems>.<id>`, itself included), or None."""
    if not module.startswith(systems + "."):
        return None
    return ".".join(module.split(".")[: systems.count(".") + 2])


def strict_import_graph(root: Path, package: str, systems: str = SYSTEMS) -> dict[str, set[str]]:
    """The strict counting: module → the modules of the same package it imports, every import counted
    (inside functions, under TYPE_CHECKING) and every package edge, but those inside one system's own
    package below `systems`. `package` is a path below `root` ("gm_desk/rules"), like `module_files`."""
    graph, packages = _raw_graph(root, package, type_checking=True)

    def exempt(a: str, b: str) -> bool:
        own = _system_of(a, systems)
        return own is not None and own == _system_of(b, systems) and _package_edge(a, b, packages)

    return {name: {t for t in targets if not exempt(name, t)} for name, targets in graph.items()}


def strict_import_loops(root: Path, package: str) -> tuple[list[list[str]], dict[str, set[str]]]:
    """The loops of `package` (a path below `root`) under the strict counting, and the graph they are in."""
    graph = strict_import_graph(root, package)
    return import_loops(graph), graph


def import_loops(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    loops: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        loops.append(sorted(component))
    return loops


def describe(loop: list[str], graph: dict[str, set[str]]) -> str:
    members = set(loop)
    edges = [f"    {a} -> {b}" for a in loop for b in sorted(graph[a] & members)]
    return f"{len(loop)} modules: {', '.join(loop)}\n" + "\n".join(edges)


def test_gm_desk_has_no_import_loops() -> None:
    graph = import_graph(ROOT, "gm_desk")
    assert "gm_desk.rules.engine" in graph  # the walk found the real package
    loops = import_loops(graph)
    assert not loops, "import loops among gm_desk's modules:\n" + "\n".join(describe(x, graph) for x in loops)


def test_gm_desk_has_no_import_loops_counted_strictly() -> None:
    """Issue #28: every import counts (inside functions, under TYPE_CHECKING), and every package's
    `__init__` with its modules but a combat system's own: no loop in the rules, the store, the UI,
    the app or between them."""
    loops, graph = strict_import_loops(ROOT, "gm_desk")
    for module in ("gm_desk.rules.engine", "gm_desk.rules.rulesets.glowlands", "gm_desk.ui.main_window"):
        assert module in graph  # the walk found the real package, every layer of it
    assert "gm_desk.store" in graph and "gm_desk.app" in graph
    assert not loops, "import loops among gm_desk's modules, counted strictly:\n" + "\n".join(
        describe(x, graph) for x in loops
    )


def _plant(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_walker_finds_a_loop_closed_inside_a_function(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "from toy import a, b\n",  # the package's own imports make no loop
            "toy/a.py": "from toy.b import helper\n",
            "toy/b.py": "def helper():\n    from . import a\n    return a\n",
            "toy/c.py": "import toy.a\n",
        },
    )
    graph = import_graph(tmp_path, "toy")
    assert graph["toy.b"] == {"toy.a"}
    assert import_loops(graph) == [["toy.a", "toy.b"]]


def test_walker_skips_type_checking_imports_and_package_edges(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "from toy.a import thing\n",
            "toy/a.py": (
                "from typing import TYPE_CHECKING\nimport toy\nthing = 1\n"
                "if TYPE_CHECKING:\n    from toy.b import other\nelse:\n    import toy.c\n"
            ),
            "toy/b.py": "from toy.a import thing\nother = thing\n",
            "toy/c.py": "import json\n",
        },
    )
    graph = import_graph(tmp_path, "toy")
    assert graph["toy.a"] == {"toy.c"}  # the `else:` branch runs, the TYPE_CHECKING one does not
    assert import_loops(graph) == []


@pytest.mark.parametrize("level, expected", [(1, "toy.inner.x"), (2, "toy.y")])
def test_relative_imports_resolve_from_the_module_and_from_a_package(
    tmp_path: Path, level: int, expected: str
) -> None:
    dots = "." * level
    mod = expected.rsplit(".", 1)[1]
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "",
            "toy/y.py": "",
            "toy/inner/__init__.py": f"from {dots} import {mod}\n",
            "toy/inner/x.py": "",
            "toy/inner/z.py": f"from {dots}{mod} import *\n",
        },
    )
    graph = import_graph(tmp_path, "toy")
    assert expected in graph["toy.inner.z"]
    if level == 2:
        assert graph["toy.inner"] == {"toy.y"}


# --- the strict counting (issue 28) ---------------------------------------------------------------


def test_strict_counting_sees_type_checking_imports_and_package_edges(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "from toy.a import thing\n",
            "toy/a.py": (
                "from typing import TYPE_CHECKING\nimport toy\nthing = 1\n"
                "if TYPE_CHECKING:\n    from toy.b import other\nelse:\n    import toy.c\n"
            ),
            "toy/b.py": "from toy.a import thing\nother = thing\n",
            "toy/c.py": "import json\n",
        },
    )
    graph = strict_import_graph(tmp_path, "toy")
    assert graph["toy.a"] == {"toy", "toy.b", "toy.c"}  # both branches, and the package itself
    assert graph["toy"] == {"toy.a"}
    assert import_loops(graph) == [["toy", "toy.a", "toy.b"]]  # toy.a <-> toy.b, and toy <-> toy.a
    assert import_loops(import_graph(tmp_path, "toy")) == []  # the lenient counting sees neither


def test_strict_counting_sees_a_loop_through_a_package_init_of_another_package(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "",
            "toy/registry/__init__.py": "from toy.registry import found\n",
            "toy/registry/found.py": "def find():\n    from toy.base import Base\n    return Base\n",
            "toy/base.py": "from toy.registry import found\nclass Base: ...\n",
        },
    )
    loops, graph = _strict_loops(tmp_path)
    assert graph["toy.registry"] == {"toy.registry.found"}
    assert graph["toy.base"] == {"toy.registry", "toy.registry.found"}  # the package's __init__ runs first
    assert loops == [["toy.base", "toy.registry", "toy.registry.found"]]
    assert import_loops(import_graph(tmp_path, "toy")) == [["toy.base", "toy.registry.found"]]


def _strict_loops(root: Path) -> tuple[list[list[str]], dict[str, set[str]]]:
    graph = strict_import_graph(root, "toy", systems="toy.systems")
    return import_loops(graph), graph


def test_strict_counting_lets_a_system_package_name_its_own_modules_and_nothing_else(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "",
            "toy/systems/__init__.py": "def get():\n    from toy.systems import duel\n    return duel\n",
            # the system's __init__ puts its parts together, and they name the package: no loop
            "toy/systems/duel/__init__.py": "from toy.systems.duel import turns\n",
            "toy/systems/duel/turns.py": "from toy.systems.duel import words\n",
            "toy/systems/duel/words.py": "import toy.systems.duel\n",
            # two of its modules importing each other are a loop all the same
            "toy/systems/duel/odds.py": "from toy.systems.duel import pools\n",
            "toy/systems/duel/pools.py": "if False:\n    from toy.systems.duel import odds\n",
            # and the registry's package edge counts: it is not a system
            "toy/systems/helper.py": "from toy.systems import get\n",
            "toy/base.py": "from toy.systems import helper\n",
        },
    )
    loops, graph = _strict_loops(tmp_path)
    assert graph["toy.systems.duel"] == set()  # its own modules, named from its __init__
    assert graph["toy.systems.duel.words"] == set()  # and the package, named from one of them
    assert graph["toy.systems.helper"] == {"toy.systems"}
    assert graph["toy.systems"] == {"toy.systems.duel"}
    assert loops == [["toy.systems.duel.odds", "toy.systems.duel.pools"]]


def test_strict_counting_counts_a_package_edge_of_the_systems_registry(tmp_path: Path) -> None:
    _plant(
        tmp_path,
        {
            "toy/__init__.py": "",
            "toy/systems/__init__.py": "from toy.systems import helper\n",
            "toy/systems/helper.py": "import toy.systems\n",
        },
    )
    loops, _ = _strict_loops(tmp_path)
    assert loops == [["toy.systems", "toy.systems.helper"]]
