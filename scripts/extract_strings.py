"""Extract the catalogue of translatable strings into resources/i18n/gm_desk.ts (Qt Linguist's format),
bring each language's catalogue (gm_desk_<code>.ts) up to date with it, and compile those.

Every string a GM sees goes through `tr` (widgets, gm_desk.ui.i18n) or `t` (the rules layer's words,
gm_desk.rules.i18n), always with a literal first argument; a text with plural forms goes through `trn`
or `tn` (its form for one, its form for many, the count). This script finds those calls with `ast`
and writes one message per distinct text, with where it is used (a plural text is a "numerus"
message: its source is the form for many, its comment the form for one).

A language's catalogue keeps every translation whose English text is unchanged; a new or changed text
is added unfinished, and a text no longer used is dropped. Translators open the file in Qt Linguist;
`pyside6-lrelease` compiles it into gm_desk_<code>.qm, which ships with the app.

    python scripts/extract_strings.py            # write the catalogues and compile the languages
    python scripts/extract_strings.py --check    # exit 1 when a catalogue is out of date
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "resources" / "i18n" / "gm_desk.ts"
# The call names that translate, and the context each one's strings belong to. `N_` marks a constant
# that is translated where it is shown (`tr(CONSTANT)` / `t(CONSTANT)`): its context is its layer's.
CONTEXTS = {"tr": "GMDesk", "t": "rules"}
PLURAL_CONTEXTS = {"trn": "GMDesk", "tn": "rules"}
MARKER = "N_"
# How many plural forms Qt's lrelease expects for a language (English, German, French: two).
PLURAL_FORMS = {"de": 2, "fr": 2}


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
        if name in PLURAL_CONTEXTS and len(node.args) >= 2:
            second = node.args[1]
            if all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (first, second)):
                # One text with plural forms: "one\x04other" (the form for one, the form for many).
                text = f"{first.value}{PLURAL}{second.value}"  # type: ignore[union-attr]
                found.append((PLURAL_CONTEXTS[name], text, f"{path.relative_to(root).as_posix()}:{node.lineno}"))
            continue
        if context and isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.append((context, first.value, f"{path.relative_to(root).as_posix()}:{node.lineno}"))
    return found


PLURAL = "\x04"  # separates a plural text's form for one from its form for many in `strings_in`


def catalogue_text(
    root: Path = ROOT, translations: dict[Key, tuple[bool, list[str]]] | None = None, code: str = ""
) -> str:
    """The catalogue: every translated text of the app; with ``translations``, a language's (``code``)."""
    messages: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted((root / "gm_desk").rglob("*.py")):
        for context, text, where in strings_in(path, root):
            messages[context][text].append(where)
    language = f' language="{code}"' if code else ""
    forms = PLURAL_FORMS.get(code, 2)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1"{language} sourcelanguage="en">',
    ]
    for context in sorted(messages):
        lines += ["<context>", f"    <name>{context}</name>"]
        for text in sorted(messages[context], key=lambda x: x.split(PLURAL)[-1] + PLURAL + x):
            places = sorted({where.rsplit(":", 1)[0] for where in messages[context][text]})
            lines += _message(context, text, places, translations, forms)
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


Key = tuple[str, str, str]  # (context, source, comment): the comment is a plural text's form for one


def _key(context: str, text: str) -> Key:
    one, _, other = text.rpartition(PLURAL)
    return (context, other, one)


def _message(
    context: str, text: str, places: list[str], translations: dict[Key, tuple[bool, list[str]]] | None, forms: int
) -> list[str]:
    key = _key(context, text)
    plural = bool(key[2])
    lines = ['    <message numerus="yes">' if plural else "    <message>"]
    # Files only, not lines: moving a string within its file does not change the catalogue.
    lines += [f'        <location filename="../../{filename}"/>' for filename in places]
    lines.append(f"        <source>{escape(key[1])}</source>")
    if plural:
        lines.append(f"        <comment>{escape(key[2])}</comment>")
    finished, shown = (translations or {}).get(key, (False, []))
    state = "" if finished else ' type="unfinished"'
    if plural:
        shown = (shown + [""] * forms)[:forms]
        inner = "".join(f"<numerusform>{escape(form)}</numerusform>" for form in shown)
        lines.append(f"        <translation{state}>{inner}</translation>")
    else:
        lines.append(f"        <translation{state}>{escape(shown[0] if shown else '')}</translation>")
    lines.append("    </message>")
    return lines


def read_translations(path: Path) -> dict[Key, tuple[bool, list[str]]]:
    """(context, source, comment) -> (finished, its translation or plural forms) of a language's .ts."""
    found: dict[Key, tuple[bool, list[str]]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            shown = forms if message.get("numerus") == "yes" else [translation.text or ""]
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = (finished and all(shown), shown)
    return found


def languages(root: Path = ROOT) -> list[str]:
    """The codes of the languages with a catalogue of their own (gm_desk_<code>.ts)."""
    return sorted(p.stem.removeprefix("gm_desk_") for p in (root / "resources" / "i18n").glob("gm_desk_*.ts"))


def language_text(code: str, root: Path = ROOT) -> str:
    """The catalogue of language ``code``: every current text, with the translations it already had."""
    path = root / "resources" / "i18n" / f"gm_desk_{code}.ts"
    return catalogue_text(root, read_translations(path), code)


def compile_language(code: str, root: Path = ROOT) -> None:
    """Compile gm_desk_<code>.ts into the .qm the app loads, with Qt's lrelease (comes with PySide6)."""
    folder = root / "resources" / "i18n"
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent / "pyside6-lrelease")
    done = subprocess.run(
        [tool, "-silent", "-removeidentical", str(folder / f"gm_desk_{code}.ts"), "-qm", str(folder / f"gm_desk_{code}.qm")],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"lrelease failed on gm_desk_{code}.ts:\n{done.stdout}{done.stderr}")


# What a translation must keep from its English text: the fields filled in ({name}, {n:+d}), Qt's
# placeholders (%1, %n), markup tags and escaped braces.
_KEPT = re.compile(r"\{\{|\}\}|\{[^{}]*\}|%n|%\d|<[^<>]*>")
_MNEMONIC = re.compile(r"&[^&\s]")


def translation_problems(source: str, translation: str) -> list[str]:
    """What is wrong with ``translation`` of ``source``: empty, a field or tag lost or added, a menu's
    shortcut letter (&) lost or doubled, an ending "…" or an edge space dropped."""
    if not translation.strip():
        return ["no translation"] if source.strip() else []
    found = []
    if Counter(_KEPT.findall(source)) != Counter(_KEPT.findall(translation)):
        found.append(f"fields differ: {sorted(_KEPT.findall(source))} vs {sorted(_KEPT.findall(translation))}")
    if len(_MNEMONIC.findall(source.replace("&&", ""))) != len(_MNEMONIC.findall(translation.replace("&&", ""))):
        found.append("the shortcut letter (&) differs")
    if source.endswith("…") != translation.endswith("…"):
        found.append("the ending … differs")
    if (source[:1].isspace(), source[-1:].isspace()) != (translation[:1].isspace(), translation[-1:].isspace()):
        found.append("a leading or trailing space differs")
    return found


def language_problems(code: str, root: Path = ROOT) -> list[str]:
    """Every unfinished message and every translation with a problem in language ``code``'s catalogue."""
    path = root / "resources" / "i18n" / f"gm_desk_{code}.ts"
    found = []
    for (context, source, one), (finished, shown) in read_translations(path).items():
        where = f"{code} {context}: {source!r}"
        if not finished:
            found.append(f"{where}: unfinished")
            continue
        forms = PLURAL_FORMS.get(code, 2) if one else 1
        if len(shown) != forms:
            found.append(f"{where}: {len(shown)} forms, {forms} wanted")
        for index, text in enumerate(shown):
            english = one if one and index == 0 else source
            found += [f"{where}: {problem}" for problem in translation_problems(english, text)]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the catalogue is up to date")
    args = parser.parse_args(argv)
    wanted = {CATALOGUE: catalogue_text()}
    for code in languages():
        wanted[CATALOGUE.with_name(f"gm_desk_{code}.ts")] = language_text(code)
    if args.check:
        stale = [p for p, text in wanted.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of date: run python scripts/extract_strings.py")
        return 1 if stale else 0
    CATALOGUE.parent.mkdir(parents=True, exist_ok=True)
    for path, text in wanted.items():
        path.write_text(text, encoding="utf-8")
        count = text.count("<message")
        left = text.count('type="unfinished"') if path != CATALOGUE else 0
        print(f"wrote {count} strings to {path.relative_to(ROOT)}" + (f" ({left} unfinished)" if left else ""))
    for code in languages():
        compile_language(code)
    return 0


if __name__ == "__main__":
    sys.exit(main())
