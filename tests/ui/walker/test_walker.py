"""The invariant walker in the test run (issue #30, item 12).

The walk plays every demo, in both themes and both type sizes, through a real window on a real X
server (Xvfb at 1280x800, the smallest laptop screen the brief names), and builds an encounter through
the dialogs; after every step it checks that no programmer word shows, nothing is wider than its
screen, no earlier encounter's name lingers, the keys act on the fight after a command, nothing
informative is drawn in red, text contrasts at 4.5:1, and the docks keep their widths.

A clean walk must find nothing. Each planted defect must be found by its own check: a walk that
cannot fail would prove nothing.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import PROJECT_ROOT, xcb_env, xvfb_run

WALK = Path(__file__).with_name("walk.py")

needs_xvfb = pytest.mark.skipif(
    shutil.which("xvfb-run") is None, reason="xvfb-run is not installed (scripts/dev.sh test installs it)"
)


def walk(*args: str, timeout: int = 600) -> dict[str, Any]:
    env = xcb_env()
    done = subprocess.run(
        [*xvfb_run(), "-s", "-screen 0 1280x800x24", sys.executable, str(WALK), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=PROJECT_ROOT,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def found(result: dict[str, Any]) -> dict[str, int]:
    return {check: len(problems) for check, problems in result["problems"].items()}


@needs_xvfb
def test_a_full_walk_of_every_demo_in_every_theme_finds_nothing() -> None:
    result = walk()
    # Four looks (light, dark, each at two type sizes); in each, the five demos and one with
    # 80-character names played a full round, and an encounter built: about 500 steps, each checked.
    assert result["steps"] >= 300
    problems = {check: items[:5] for check, items in result["problems"].items() if items}
    assert not problems, json.dumps(problems, indent=1, ensure_ascii=False)


@needs_xvfb
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_walk_in_german_and_in_french_finds_nothing(language: str) -> None:
    """German runs about a third longer than English: every demo played and an encounter built, and no
    word cut short, no panel scrolled sideways, no dock widened, no programmer word."""
    result = walk("--one-look", "--lang", language)
    assert result["steps"] >= 80
    problems = {check: items[:5] for check, items in result["problems"].items() if items}
    assert not problems, json.dumps(problems, indent=1, ensure_ascii=False)


PLANTED = {
    "raw_word": "words",
    "wide_widget": "fits",
    "cut_button": "clipped",
    "leftover": "stale",
    "focus_trap": "keys",
    "red_info": "red",
}


@needs_xvfb
@pytest.mark.parametrize("plant", sorted(PLANTED))
def test_each_planted_defect_is_found_by_its_check(plant: str) -> None:
    # The walk ends at the first step its check finds something: the planted defect, or a real one the
    # clean walks above would fail on.
    result = walk("--quick", "--plant", plant, "--until", PLANTED[plant])
    counts = found(result)
    assert counts[PLANTED[plant]] > 0, counts
