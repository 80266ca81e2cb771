"""The catalogue of strings for translators is extracted by a script and kept up to date."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "extract_strings.py"


def test_the_catalogue_in_the_repo_is_up_to_date() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_script_finds_widget_and_rules_strings_and_skips_computed_ones(tmp_path: Path) -> None:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import extract_strings
    finally:
        sys.path.remove(str(SCRIPT.parent))
    source = tmp_path / "gm_desk" / "sample.py"
    source.parent.mkdir()
    source.write_text(
        'label = tr("Open encounter…")\nline = t("Round {round} begins.", round=2)\n'
        "other = tr(name)\nself.tr('Undo')\n",
        encoding="utf-8",
    )
    found = extract_strings.strings_in(source, tmp_path)
    assert found == [
        ("GMDesk", "Open encounter…", "gm_desk/sample.py:1"),
        ("rules", "Round {round} begins.", "gm_desk/sample.py:2"),
        ("GMDesk", "Undo", "gm_desk/sample.py:4"),
    ]
    text = extract_strings.catalogue_text(tmp_path)
    assert text.count("<message>") == 3 and "<name>rules</name>" in text


def test_the_titles_and_descriptions_of_stat_block_fields_are_in_the_catalogue() -> None:
    """The forms show a field's title and description through tr(): a translator must find them."""
    catalogue = (ROOT / "resources" / "i18n" / "gm_desk.ts").read_text(encoding="utf-8")
    from gm_desk.rules.statblocks import field_specs

    labels = {spec.label for spec in field_specs("glowlands")}
    assert "Retaliations per round" in labels
    assert all(f"<source>{label}</source>" in catalogue for label in labels), labels


def test_no_words_are_painted_untranslated() -> None:
    # Words a widget paints itself (QPainter.drawText) reach no catalogue unless they go through tr():
    # the difficulty histogram's "No fights simulated yet." showed in English in the German dialog.
    import ast

    painted = []
    for path in (ROOT / "gm_desk" / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "drawText":
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and any(c.isalpha() for c in arg.value):
                        painted.append(f"{path.relative_to(ROOT)}:{node.lineno} {arg.value!r}")
    assert painted == []
