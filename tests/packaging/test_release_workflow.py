"""The release workflow (.github/workflows/release.yml) builds the three installers on each platform's
runner through packaging/build.py, checked here by actionlint; the Windows and macOS steps are checked
on Linux by build.py's --dry-run."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT

WORKFLOW = PROJECT_ROOT / ".github" / "workflows" / "release.yml"
ACTIONLINT = Path(sys.executable).with_name("actionlint")
BUILD = PROJECT_ROOT / "packaging" / "build.py"

needs_actionlint = pytest.mark.skipif(
    not ACTIONLINT.exists(), reason="actionlint is installed with the test extras on Linux x86_64 only"
)


def actionlint(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ACTIONLINT), "-no-color", str(path)], capture_output=True, text=True, timeout=60
    )


@needs_actionlint
def test_actionlint_finds_nothing_wrong_with_the_release_workflow() -> None:
    done = actionlint(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


@needs_actionlint
def test_actionlint_fails_a_planted_mistake(tmp_path: Path) -> None:
    bad = tmp_path / ".github" / "workflows" / "release.yml"
    bad.parent.mkdir(parents=True)
    bad.write_text(
        WORKFLOW.read_text().replace("${{ matrix.target }} --dry-run", "${{ matrix.targte }} --dry-run")
    )
    done = actionlint(bad)
    assert done.returncode != 0 and "targte" in done.stdout


def test_every_platform_builds_checks_and_selftests_through_build_py_only() -> None:
    text = WORKFLOW.read_text()
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"os: {runner}" in text
    for target in ("deb", "windows", "macos"):
        assert f"target: {target}" in text
    for step in ("--dry-run", "--selftest-installed"):
        assert f"python packaging/build.py ${{{{ matrix.target }}}} {step}" in text
    assert "python packaging/build.py ${{ matrix.target }}\n" in text
    # no build tool is called from the workflow itself: they are build.py's business
    for tool in ("ISCC", "hdiutil", "dpkg-deb", "PyInstaller"):
        assert tool not in text


@pytest.mark.parametrize(
    ("target", "tool"), [("windows", "ISCC.exe"), ("macos", "hdiutil attach"), ("deb", "dpkg-deb")]
)
def test_the_dry_run_says_each_step_and_builds_nothing(target: str, tool: str) -> None:
    before = set((PROJECT_ROOT / "dist").glob("*")) if (PROJECT_ROOT / "dist").exists() else set()
    done = subprocess.run(
        [sys.executable, str(BUILD), target, "--dry-run"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert tool in done.stdout and "--selftest" in done.stdout
    assert "inputs checked, nothing built" in done.stderr
    after = set((PROJECT_ROOT / "dist").glob("*")) if (PROJECT_ROOT / "dist").exists() else set()
    assert after == before


def test_the_dry_run_refuses_an_installer_script_missing_a_define(tmp_path: Path) -> None:
    copy = tmp_path / "project"
    shutil.copytree(
        PROJECT_ROOT / "packaging", copy / "packaging", ignore=shutil.ignore_patterns("__pycache__")
    )
    (copy / "gm_desk").mkdir()
    shutil.copy(PROJECT_ROOT / "gm_desk" / "__init__.py", copy / "gm_desk" / "__init__.py")
    iss = copy / "packaging" / "windows" / "gm-desk.iss"
    iss.write_text(iss.read_text().replace("#define IconFile", "#define Icon_File"))
    done = subprocess.run(
        [sys.executable, str(copy / "packaging" / "build.py"), "windows", "--dry-run"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "does not define IconFile" in done.stderr


def test_the_readme_says_the_workflow_has_not_run_on_windows_or_macos_yet() -> None:
    readme = (PROJECT_ROOT / "README.md").read_text()
    assert "release.yml" in readme and "not yet run on Windows or macOS" in readme
