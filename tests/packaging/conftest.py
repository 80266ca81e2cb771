"""Fixtures for the packaging tests: the helpers in packaging/ on the import path, the built bundle and .deb.

The build runs once per test session through `packaging/build.py`, exactly as a release would; that script
reuses an earlier bundle whose inputs are unchanged, so a fresh CI machine builds and a developer's second
run does not.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import PROJECT_ROOT

PACKAGING_DIR = PROJECT_ROOT / "packaging"
if str(PACKAGING_DIR) not in sys.path:
    sys.path.insert(0, str(PACKAGING_DIR))  # build.py, elfdeps, system_libs... are scripts, not a package


def build_script():
    """packaging/build.py as a module (loaded by path: `build` is also the name of a PyPI package)."""
    name = "gm_desk_packaging_build"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, PACKAGING_DIR / "build.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@dataclass(frozen=True)
class Build:
    bundle: Path
    deb: Path | None  # None where dpkg-deb is missing (not Debian or Ubuntu)
    seconds: float


@pytest.fixture(scope="session")
def build() -> Build:
    script = build_script()
    target = "deb" if shutil.which("dpkg-deb") else "bundle"
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(PACKAGING_DIR / "build.py"), target],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, f"build.py {target} failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    deb = script.DIST / f"gm-desk_{script.version()}_{dpkg_architecture()}.deb"
    return Build(script.BUNDLE, deb if target == "deb" else None, time.monotonic() - started)


def dpkg_architecture() -> str:
    if not shutil.which("dpkg"):
        return "none"
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()


@pytest.fixture(scope="session")
def installed(build: Build, tmp_path_factory) -> Path:
    """The .deb's files unpacked into an empty folder, as dpkg would lay them out under /."""
    if build.deb is None:
        pytest.skip("dpkg-deb is missing: no .deb on this system")
    root = tmp_path_factory.mktemp("installed-root")
    subprocess.run(["dpkg-deb", "-x", str(build.deb), str(root)], check=True)
    return root


def clean_env(**extra: str) -> dict[str, str]:
    """The environment a desktop launcher would give: no Python variables leaking in from the test run."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env
