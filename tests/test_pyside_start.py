"""PySide's per-import source scan, answered without reading the source (gm_desk/ui/pyside_start.py)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import PROJECT_ROOT

PROBE = """
import inspect, sys
import PySide6.QtWidgets
from gm_desk.ui.pyside_start import FEATURE_MODULE, skip_feature_scan

feature = sys.modules[FEATURE_MODULE]
read = []
real_getsource = inspect.getsource
inspect.getsource = lambda obj: read.append(obj.__name__) or real_getsource(obj)
from gm_desk.zone_layout import clean_layout  # scanned by PySide as it is imported
print("before:", feature.pyside_feature_dict.get("gm_desk.zone_layout"), "gm_desk.zone_layout" in read)
count = len(read)
print("skipped:", skip_feature_scan())
from gm_desk.rules.dice import DiceError
from gm_desk.ui.plain_text import plain_label
print("after:", feature.pyside_feature_dict.get("gm_desk.rules.dice"),
      feature.pyside_feature_dict.get("gm_desk.ui.plain_text"), len(read) - count)
from PySide6.QtCore import Qt
print("reads:", Qt.AlignmentFlag.AlignLeft.name)
"""


def test_pyside_no_longer_reads_each_imported_modules_source() -> None:
    """PySide 6.11 reads every later module's source to sort it (-1: no PySide in it, 0: PySide); after
    `skip_feature_scan` it reads none and sorts every module as 0, which reads Qt types the same way.
    A PySide that drops or renames the scan fails here ('skipped: False'), not silently at start."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "before: -1 True"  # what the scan did: read the source
    assert lines[1] == "skipped: True"
    assert lines[2] == "after: 0 0 0"  # no source read since
    assert lines[3] == "reads: AlignLeft"

