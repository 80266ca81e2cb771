"""Extract the catalogue of translatable strings into resources/i18n/gm_desk.ts (Qt Linguist's format).

Every string a GM sees goes through `tr` (widgets, gm_desk.ui.i18n) or `t` (the rules layer's words,
gm_desk.rules.i18n), always with a literal first argument; this script finds those calls with `ast`
and writes one message per distinct text, with where it is used. Translators open the file in Qt
Linguist; `pyside6-lrelease` compiles it.

    python scripts/extract_strings.py            # write the catalogue
    python scripts/extract_strings.py --check    # exit 1 when the catalogue is out of date
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "resources" / "i18n" / "gm_desk.ts"
# The call names that translate, and the context each one's strings belong to. `N_` marks a constant
# that is translated where it is shown (`tr(CONSTANT)` / `t(CONSTANT)`): its context is its layer's.
CONTEXTS = {"tr": "GMDesk", "t": "rules"}
MARKER = "N_"


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


# A stat block's field titles and descriptions are shown by the forms, which translate them with `tr`.
FIELD_WORDS = ("title", "description")


def _field_words(node: ast.Call) -> list[str]:
    """The title and description of a stat block's `Field(...)`, when written as literals."""
    if _call_name(node) != "Field":
        return []
    return [
        k.value.value
        for k in node.keywords
        if k.arg in FIELD_WORDS and isinstance(k.value, ast.Constant) and isinstance(k.value.value, str)
    ]


def strings_in(path: Path, root: Path = ROOT) -> list[tuple[str, str, str]]:
    """(context, text, 'file:line') of every translated literal in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    # The shared stat-block machinery, and each system's schema (`rulesets/<id>/statblock.py`).
    statblock = "statblocks" in path.relative_to(root).parts or path.name == "statblock.py"
    for node in ast.walk(tree):
        if statblock and isinstance(node, ast.Call):
            where = f"{path.relative_to(root).as_posix()}:{node.lineno}"
            found += [(CONTEXTS["tr"], text, where) for text in _field_words(node)]
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _call_name(node) or ""
        if name == MARKER:
            rules = "rules" in path.relative_to(root).parts[:2]
            context = CONTEXTS["t" if rules else "tr"]
        else:
            context = CONTEXTS.get(name)
        first = node.args[0]
        if context and isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.append((context, first.value, f"{path.relative_to(root).as_posix()}:{node.lineno}"))
    return found


def catalogue_text(root: Path = ROOT) -> str:
    messages: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted((root / "gm_desk").rglob("*.py")):
        for context, text, where in strings_in(path, root):
            messages[context][text].append(where)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        '<TS version="2.1" sourcelanguage="en">',
    ]
    for context in sorted(messages):
        lines += ["<context>", f"    <name>{context}</name>"]
        for text in sorted(messages[context]):
            lines.append("    <message>")
            # Files only, not lines: moving a string within its file does not change the catalogue.
            for filename in sorted({where.rsplit(":", 1)[0] for where in messages[context][text]}):
                lines.append(f'        <location filename="../../{filename}"/>')
            lines.append(f"        <source>{escape(text)}</source>")
            lines.append('        <translation type="unfinished"></translation>')
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the catalogue is up to date")
    args = parser.parse_args(argv)
    text = catalogue_text()
    if args.check:
        current = CATALOGUE.read_text(encoding="utf-8") if CATALOGUE.exists() else ""
        if current != text:
            print(f"{CATALOGUE.relative_to(ROOT)} is out of date: run python scripts/extract_strings.py")
            return 1
        return 0
    CATALOGUE.parent.mkdir(parents=True, exist_ok=True)
    CATALOGUE.write_text(text, encoding="utf-8")
    count = text.count("<message>")
    print(f"wrote {count} strings to {CATALOGUE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
