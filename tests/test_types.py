"""The type check: mypy, configured in pyproject.toml, holds all of gm_desk to its strict checks, with no
module let off (issue 28, item 5).

`scripts/dev.sh test` runs it on the project. These tests prove the configuration bites where it should:
it names every module of the package, lets none of them off, and a copy of the package with a planted
mistake in each layer (and in the modules once let off) must fail it, naming each.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

from tests.conftest import PROJECT_ROOT

# The overrides that may stay: they are about third-party code (peewee and d20 ship no type
# information) and the store's peewee tables, never about letting a module's own mistakes through.
THIRD_PARTY_OVERRIDES = {
    ("peewee", "playhouse.*"): {"ignore_missing_imports": True},
    ("gm_desk.store.models", "gm_desk.store.fields"): {"disallow_subclassing_any": False},
    ("d20", "d20.*"): {"follow_untyped_imports": True},
}


def mypy_config(root: Path = PROJECT_ROOT) -> dict[str, Any]:
    with (root / "pyproject.toml").open("rb") as f:
        config: dict[str, Any] = tomllib.load(f)["tool"]["mypy"]
    return config


def checked(path: Path, files: list[str]) -> bool:
    """Whether mypy, given `files` (folders or modules, relative to the project), reads `path`."""
    relative = path.relative_to(PROJECT_ROOT)
    return any(relative == Path(entry) or Path(entry) in relative.parents for entry in files)


def test_the_check_covers_every_module_of_gm_desk() -> None:
    config = mypy_config()
    modules = sorted((PROJECT_ROOT / "gm_desk").rglob("*.py"))
    assert PROJECT_ROOT / "gm_desk" / "app.py" in modules
    left_out = [str(m.relative_to(PROJECT_ROOT)) for m in modules if not checked(m, config["files"])]
    assert not left_out, f"pyproject.toml's [tool.mypy] files leave out {left_out}"
    assert "exclude" not in config, "no part of gm_desk is excluded from the type check"


def test_the_check_is_strict_and_lets_no_module_off() -> None:
    config = mypy_config()
    assert config["strict"] is True
    assert config["warn_unused_ignores"] is True
    assert "ignore-without-code" in config["enable_error_code"]  # every type: ignore names its code
    assert "ignore_errors" not in config
    overrides = {tuple(o["module"]): {k: v for k, v in o.items() if k != "module"} for o in config["overrides"]}
    assert not [m for m, o in overrides.items() if "ignore_errors" in o], "a module is let off the check"
    assert overrides == THIRD_PARTY_OVERRIDES


def test_a_checked_path_means_the_module_or_a_folder_above_it() -> None:
    app = PROJECT_ROOT / "gm_desk" / "app.py"
    assert checked(app, ["gm_desk"]) and checked(app, ["gm_desk/app.py"])
    assert not checked(app, ["gm_desk/rules", "gm_desk/store", "gm_desk/ui"])
    assert not checked(app, ["gm_desk/app"])


def run_mypy(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(root / "pyproject.toml"), "--no-incremental"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_planted_type_mistake_anywhere_in_the_package_fails_the_check(tmp_path: Path) -> None:
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

    # UI modules (one always typed, two once let off), the composition root and the package's own
    # top-level modules (once outside the checked files), and brand-new modules in the UI and at the top.
    untyped = (
        "ui/about.py",
        "ui/main_window.py",
        "ui/actions.py",
        "app.py",
        "cli.py",
        "paths.py",
        "instance_lock.py",
    )
    for module in untyped:
        with (root / "gm_desk" / module).open("a", encoding="utf-8") as f:
            f.write("\n\ndef planted_untyped_module(widget):\n    return widget\n")
    new = ("ui/planted_new.py", "planted_top.py")
    for module in new:
        (root / "gm_desk" / module).write_text("def fresh(x):\n    return x\n", encoding="utf-8")
    # A type: ignore without its code is refused, as is one that ignores nothing.
    with (root / "gm_desk" / "leftovers.py").open("a", encoding="utf-8") as f:
        f.write("\n\nplanted_bare: int = 'text'  # type: ignore\n")
    with (root / "gm_desk" / "file_kinds.py").open("a", encoding="utf-8") as f:
        f.write("\n\nplanted_needless: int = 1  # type: ignore[assignment]\n")

    result = run_mypy(root)

    assert result.returncode == 1, result.stdout + result.stderr
    errors = result.stdout.splitlines()

    def reported(path: str, code: str) -> bool:
        return any(e.startswith(f"gm_desk/{path}:") and f"[{code}]" in e for e in errors)

    assert reported("rules/words.py", "no-untyped-def"), errors
    assert reported("store/creatures.py", "no-any-return"), errors
    for system in systems:
        assert reported(f"rules/rulesets/{system}/__init__.py", "no-any-return"), errors
    for module in (*untyped, *new):
        assert reported(module, "no-untyped-def"), (module, errors)
    assert reported("leftovers.py", "ignore-without-code"), errors
    assert reported("file_kinds.py", "unused-ignore"), errors
