"""Write docs/refusals.md from gm_desk.rules.refusals, with the systems that emit each code.

    python scripts/refusal_docs.py            # write the page
    python scripts/refusal_docs.py --check    # exit 1 when the page is out of date

Which code each part of GM Desk can emit is found by reading the source with `ast`: the first argument
of every `Reject(...)` (a literal, a module constant, either branch of a conditional, or what the
function it calls returns), and every `code=` keyword (the budget's refusal code).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "refusals.md"
SYSTEMS = {"glowlands": "000", "teams": "001", "factions": "002", "marching": "003", "cards": "004"}


def _where(path: Path, root: Path) -> str:
    parts = path.relative_to(root).parts
    if len(parts) > 3 and parts[1] == "rules" and parts[2] == "rulesets":
        return parts[3]
    if parts[1] == "ui":
        return "app"
    return "engine"


def _returns(function: ast.FunctionDef) -> list[ast.expr]:
    return [n.value for n in ast.walk(function) if isinstance(n, ast.Return) and n.value is not None]


def _strings(
    expr: ast.expr, constants: dict[str, str], functions: dict[str, ast.FunctionDef], scope: ast.AST
) -> set[str]:
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return {expr.value}
    if isinstance(expr, ast.IfExp):
        return _strings(expr.body, constants, functions, scope) | _strings(
            expr.orelse, constants, functions, scope
        )
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id in functions:
        found: set[str] = set()
        for value in _returns(functions[expr.func.id]):
            found |= _strings(value, constants, functions, functions[expr.func.id])
        return found
    if isinstance(expr, ast.Name):
        if expr.id in constants:
            return {constants[expr.id]}
        # a local assigned in the same function: follow what it was given
        found = set()
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == expr.id for t in node.targets
            ):
                found |= _strings(node.value, constants, functions, scope)
        return found
    return set()


def _module_constants(tree: ast.Module) -> dict[str, str]:
    return {
        node.targets[0].id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and node.targets[0].id.isupper()
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def emitted_codes(root: Path = ROOT) -> dict[str, set[str]]:
    """code -> where it is emitted (a system's id, 'engine' or 'app'), read from the source."""
    found: dict[str, set[str]] = defaultdict(set)
    paths = sorted((root / "gm_desk").rglob("*.py"))
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in paths}
    # Upper-case constants of every module: a code constant is often imported from where it is named.
    shared: dict[str, str] = {}
    for tree in trees.values():
        shared.update(_module_constants(tree))
    for path, tree in trees.items():
        constants = {**shared, **_module_constants(tree)}
        functions = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        where = _where(path, root)
        scopes = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)] or [tree]
        for scope in scopes:
            for node in ast.walk(scope):
                if not isinstance(node, ast.Call):
                    continue
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
                exprs: list[ast.expr] = []
                # Reject(code, ...), a subclass handing its code to Reject.__init__, the session's _refuse
                if name in ("Reject", "__init__", "_refuse") and node.args:
                    exprs.append(node.args[0])
                exprs += [kw.value for kw in node.keywords if kw.arg == "code"]
                for expr in exprs:
                    for code in _strings(expr, constants, functions, scope):
                        if code.replace("_", "").isalpha() and code.isupper():
                            found[code].add(where)
        # a function's default budget code
        for function in functions.values():
            args = function.args
            for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
                if arg.arg == "code" and isinstance(default, ast.Constant) and isinstance(default.value, str):
                    found[default.value].add(where)
    return dict(found)


def page_text(root: Path = ROOT) -> str:
    sys.path.insert(0, str(root))
    from gm_desk.rules.refusals import REFUSALS

    emitted = emitted_codes(root)
    order = [*SYSTEMS, "engine", "app"]
    lines = [
        "# Refusal codes",
        "",
        "Every refusal GM Desk gives carries one of these codes, with the same meaning in every combat",
        "system, and this sentence for the GM (the refusal's own message adds the particulars: who, which",
        "weapon, how far). Written by `scripts/refusal_docs.py` from `gm_desk/rules/refusals.py`; a test",
        "fails when the engine emits a code missing here or when two codes share one reason.",
        "",
        "Where: 000 Threat & Retaliation (glowlands), 001 teams, 002 factions, 003 marching, 004 cards;",
        "engine = every system (the shared rules); app = the app's own checks.",
        "",
        "| Code | What the GM reads | Where |",
        "|---|---|---|",
    ]
    for code in sorted(REFUSALS):
        places = sorted(emitted.get(code, ()), key=order.index)
        shown = ", ".join(SYSTEMS.get(p, p) for p in places)
        lines.append(f"| `{code}` | {REFUSALS[code]} | {shown} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write docs/refusals.md from the refusal list.")
    parser.add_argument("--check", action="store_true", help="only check that the page is up to date")
    args = parser.parse_args(argv)
    text = page_text()
    if args.check:
        if not PAGE.exists() or PAGE.read_text(encoding="utf-8") != text:
            print("docs/refusals.md is out of date: run python scripts/refusal_docs.py")
            return 1
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10)) - 12} codes to docs/refusals.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
