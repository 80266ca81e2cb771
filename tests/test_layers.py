"""The layer contract: rules know no Qt and no database; the store knows no Qt.

The contract lives in pyproject.toml and is checked by import-linter. The second test proves the check
bites: a copy of the package with one forbidden import must fail it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import PROJECT_ROOT

LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def run_contracts(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--no-logo", "--config", str(root / "pyproject.toml")],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
    )


def test_the_project_keeps_its_layers() -> None:
    result = run_contracts(PROJECT_ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def copy_project(tmp_path: Path) -> Path:
    root = tmp_path / "copy"
    shutil.copytree(PROJECT_ROOT / "gm_desk", root / "gm_desk", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PROJECT_ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def test_rules_importing_qt_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "rules" / "leak.py").write_text("from PySide6 import QtCore  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.rules.leak" in result.stdout


def test_store_importing_qt_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "store" / "leak.py").write_text("import PySide6.QtWidgets  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.store.leak" in result.stdout


def test_rules_importing_peewee_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "rules" / "leak.py").write_text("import peewee  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.rules.leak" in result.stdout


# --- the seam between the panels and the combat systems ------------------------------------------


def test_the_ui_importing_a_system_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "ui" / "leak.py").write_text(
        "from gm_desk.rules.rulesets.glowlands import odds  # noqa\n"
    )
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.ui is not allowed to import gm_desk.rules.rulesets.glowlands" in result.stdout
    assert "gm_desk.ui.leak -> gm_desk.rules.rulesets.glowlands.odds" in result.stdout


def test_the_ui_importing_a_sixth_system_breaks_the_contract(tmp_path: Path) -> None:
    """The contract names the packages below the registry, not the five by hand: a new one is covered."""
    root = copy_project(tmp_path)
    sixth = root / "gm_desk" / "rules" / "rulesets" / "sixth"
    sixth.mkdir()
    (sixth / "__init__.py").write_text('"""A sixth system."""\n')
    (root / "gm_desk" / "ui" / "leak.py").write_text("import gm_desk.rules.rulesets.sixth  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.ui.leak -> gm_desk.rules.rulesets.sixth" in result.stdout


def test_the_ui_may_use_the_registry_of_systems() -> None:
    """The registry (get_ruleset, available) stays the UI's way in, and the contract is kept with it."""
    panels = (PROJECT_ROOT / "gm_desk" / "ui" / "combat" / "pending.py").read_text()
    assert "from gm_desk.rules.rulesets import get_ruleset" in panels
    assert run_contracts(PROJECT_ROOT).returncode == 0


def test_one_system_importing_another_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    leak = root / "gm_desk" / "rules" / "rulesets" / "factions" / "leak.py"
    leak.write_text("from gm_desk.rules.rulesets.teams import stats  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "The combat systems do not import each other" in result.stdout
    assert "gm_desk.rules.rulesets.factions.leak -> gm_desk.rules.rulesets.teams.stats" in result.stdout
    assert "gm_desk.ui is not allowed" not in result.stdout  # only the systems' contract breaks


# --- the store's public face -----------------------------------------------------------------------


def test_the_ui_reaching_into_a_store_module_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "ui" / "leak.py").write_text(
        "from gm_desk.store.intake.packs import load_pack  # noqa\n"
    )
    result = run_contracts(root)
    assert result.returncode != 0
    assert "The UI uses the store's public face" in result.stdout
    assert "gm_desk.ui.leak -> gm_desk.store.intake.packs" in result.stdout


def test_the_ui_may_import_the_same_name_from_the_public_face(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    (root / "gm_desk" / "ui" / "leak.py").write_text("from gm_desk.store import load_pack  # noqa\n")
    assert run_contracts(root).returncode == 0


# --- the engine above the systems ------------------------------------------------------------------


def test_a_system_importing_the_engine_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    leak = root / "gm_desk" / "rules" / "rulesets" / "cards" / "leak.py"
    leak.write_text("from gm_desk.rules.engine import Encounter  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.rules.rulesets.cards.leak -> gm_desk.rules.engine" in result.stdout


def test_the_transaction_module_reaching_the_engine_breaks_the_contract(tmp_path: Path) -> None:
    root = copy_project(tmp_path)
    tx = root / "gm_desk" / "rules" / "tx.py"
    tx.write_text(tx.read_text() + "\nfrom gm_desk.rules import engine  # noqa\n")
    result = run_contracts(root)
    assert result.returncode != 0
    assert "gm_desk.rules.tx -> gm_desk.rules.engine" in result.stdout
