"""The type check: mypy, configured in pyproject.toml, holds the rules, the store and the UI (but for the
modules listed as not yet typed) to its strict checks.

`scripts/dev.sh test` runs it on the project. This test proves the configuration bites where it should:
a copy of the package with a planted mistake in each layer must fail it, naming both.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import PROJECT_ROOT


def run_mypy(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(root / "pyproject.toml"), "--no-incremental"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_planted_type_mistake_in_the_rules_or_the_store_fails_the_check(tmp_path: Path) -> None:
    root = tmp_path / "copy"
    shutil.copytree(PROJECT_ROOT / "gm_desk", root / "gm_desk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PROJECT_ROOT / "pyproject.toml", root / "pyproject.toml")
    # A function without annotations: only the strict checks refuse it.
    with (root / "gm_desk" / "rules" / "words.py").open("a", encoding="utf-8") as rules_file:
        rules_file.write("\n\ndef planted_untyped(event):\n    return event\n")
    # An untyped value handed on as a whole number: caught by warn_return_any.
    with (root / "gm_desk" / "store" / "creatures.py").open("a", encoding="utf-8") as store_file:
        store_file.write("\n\ndef planted_any(raw: dict[str, Any]) -> int:\n    return raw['count']\n")
    # The same mistake in each of the three systems that were once held only to the default checks.
    systems = ("factions", "marching", "teams")
    for system in systems:
        with (root / "gm_desk" / "rules" / "rulesets" / system / "__init__.py").open(
            "a", encoding="utf-8"
        ) as f:
            f.write(
                "\n\ndef planted_any(raw: dict[str, typing.Any]) -> int:\n    return raw['count']\n\n\nimport typing\n"
            )

    # A typed UI module (the dice roller dock is clean) and a brand-new one are checked strictly too.
    with (root / "gm_desk" / "ui" / "about.py").open("a", encoding="utf-8") as ui_file:
        ui_file.write("\n\ndef planted_untyped_ui(widget):\n    return widget\n")
    (root / "gm_desk" / "ui" / "planted_new.py").write_text("def fresh(x):\n    return x\n", encoding="utf-8")

    result = run_mypy(root)

    assert result.returncode == 1, result.stdout + result.stderr
    errors = result.stdout.splitlines()
    assert any(e.startswith("gm_desk/rules/words.py") and "[no-untyped-def]" in e for e in errors), errors
    assert any(e.startswith("gm_desk/store/creatures.py") and "[no-any-return]" in e for e in errors), errors
    assert any(e.startswith("gm_desk/ui/about.py") and "[no-untyped-def]" in e for e in errors), errors
    assert any(e.startswith("gm_desk/ui/planted_new.py") and "[no-untyped-def]" in e for e in errors), errors
    for system in systems:
        planted = f"gm_desk/rules/rulesets/{system}/__init__.py"
        assert any(e.startswith(planted) and "[no-any-return]" in e for e in errors), errors
