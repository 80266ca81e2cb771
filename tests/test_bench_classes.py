"""The start-up benchmark's class count (tests/benchmarks/start_classes.py) counts what a program makes.

The benchmark explains the part of "until usable" paid per class made; a count that missed classes, or
counted an enum made inside another's creation twice, would explain it wrongly.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tests.benchmarks.start_classes import count_classes

pytestmark = pytest.mark.slow

PROGRAM = """
import enum, sys
from dataclasses import dataclass

@dataclass
class Plain:
    a: int

@dataclass(frozen=True, slots=True)
class Frozen:
    b: str = ""

class Colour(enum.Enum):
    RED = 1
    BLUE = 2

Shade = enum.Flag("Shade", ["LIGHT", "DARK"])
assert Frozen("x") == Frozen("x") and Plain(1).a == 1 and Colour.RED.value == 1
assert sys.argv[1:] == ["given"], sys.argv
"""


def test_a_program_s_dataclasses_and_enum_types_are_each_counted_once(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "pycache")}
    baseline = count_classes(sys.executable, ["pass"], env, tmp_path, runs=1)
    counted = count_classes(sys.executable, [PROGRAM, "given"], env, tmp_path, runs=1)
    assert counted.dataclasses - baseline.dataclasses == 2
    assert counted.enums - baseline.enums == 2  # a class statement and the functional call PySide uses
    assert counted.dataclass_ms > 0 and counted.enum_ms > 0
    assert counted.modules >= baseline.modules and counted.own_modules == 0


def test_a_program_that_fails_is_named_not_counted(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="did not report its classes"):
        count_classes(sys.executable, ["raise SystemExit(3)"], dict(os.environ), tmp_path, runs=1)
