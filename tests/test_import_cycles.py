"""No import loops among gm_desk's modules (issue 16, item 4).

Every module is read with `ast`; each `import` counts, also inside functions, except those under
`if TYPE_CHECKING:` (they never run). A package's `__init__` importing its own modules (or they it) is
not a loop: Python runs the `__init__` first either way. The loops are the strongly connected components
of what is left; the test names each one with the imports that close it.
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


def _import_nodes(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports that can run: everywhere in the tree but the body of `if TYPE_CHECKING:`."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _import_nodes_of(other)
            continue
        yield from _import_nodes_of(child)


def _import_nodes_of(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    yield from _import_nodes(node)


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


def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Module → the modules of the same package it imports, `__init__`-to-own-module edges left out."""
    files = module_files(root, package)
    packages = {name for name, path in files.items() if path.name == "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        targets = set()
        for node in _import_nodes(tree):
            for dotted in _imported_names(name, name in packages, node):
                while dotted and dotted not in files:  # `from pkg import function` → pkg
                    dotted = dotted.rpartition(".")[0]
                if dotted and dotted != name:
                    targets.add(dotted)
        graph[name] = targets
    for name, targets in graph.items():
        graph[name] = {
            t
            for t in targets
            if not (name in packages and t.startswith(name + "."))
            and not (t in packages and name.startswith(t + "."))
        }
    return graph


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
