"""What a start spends creating classes: the part of "until usable" that no code of ours can speed up.

Two costs of a Python Qt start are paid once per class made, whatever the class does:

- each `@dataclass` writes and compiles its methods (`__init__`, `__repr__`, `__eq__`, and for a frozen
  one `__setattr__`, `__delattr__`, `__hash__`): about a millisecond a class on the machines measured;
- each enum type PySide makes goes through Python's `enum` module, a few tenths of a millisecond a type;
  PySide 6.11 makes all of a Qt class's enum types when the class is first imported (`Qt` alone: 93).

`count_classes` starts a program once with both counted and timed (the outermost creation only, so an
enum made inside another's creation is not counted twice) and the modules it imported, read when it
exits. The bench runs it on the app, the libraries-alone skeleton and bare Qt, so every run shows how
much of the gap between them is class creation, and how many modules the app's own code adds.
"""

from __future__ import annotations

import statistics
import subprocess
from dataclasses import dataclass
from pathlib import Path

COUNT_MARK = "gm-desk-bench-classes: "

# Runs a program (`-m gm_desk ...`, or a script given as the first argument) with class creation counted.
COUNTING = f"""
import atexit, dataclasses, enum, runpy, sys, time

spent = {{"dataclass": [0, 0.0], "enum": [0, 0.0]}}

def timed(kind, make):
    depth = [0]
    def counted(*args, **kwargs):
        depth[0] += 1
        start = time.perf_counter()
        try:
            return make(*args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                spent[kind][0] += 1
                spent[kind][1] += time.perf_counter() - start
    return counted

dataclasses._process_class = timed("dataclass", dataclasses._process_class)
enum.EnumType.__new__ = timed("enum", enum.EnumType.__new__)

def report():
    own = sum(name.split(".")[0] == "gm_desk" for name in sys.modules)
    (made, made_s), (enums, enums_s) = spent["dataclass"], spent["enum"]
    print(f"{COUNT_MARK}{{made}} {{made_s:.6f}} {{enums}} {{enums_s:.6f}} {{len(sys.modules)}} {{own}}", flush=True)

atexit.register(report)
if sys.argv[1] == "-m":
    sys.argv = [sys.argv[2], *sys.argv[3:]]
    runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
else:
    code, sys.argv = sys.argv[1], ["-c", *sys.argv[2:]]
    exec(compile(code, "<bench>", "exec"), {{"__name__": "__main__"}})
"""


@dataclass(frozen=True)
class Classes:
    """Medians over a few starts of one program."""

    dataclasses: int
    dataclass_ms: float
    enums: int
    enum_ms: float
    modules: int
    own_modules: int

    @property
    def made_ms(self) -> float:
        return self.dataclass_ms + self.enum_ms

    def words(self) -> str:
        return (
            f"{self.dataclasses} dataclasses ({self.dataclass_ms:.0f} ms), {self.enums} enum types "
            f"({self.enum_ms:.0f} ms), {self.modules} modules ({self.own_modules} of GM Desk)"
        )


def count_classes(python: str, program: list[str], env: dict[str, str], cwd: Path, runs: int = 3) -> Classes:
    """`program` (["-m", "gm_desk", ...] or [script, args...]) started `runs` times with its class
    creation counted; the medians of what each start reported."""
    seen = []
    for _ in range(runs):
        done = subprocess.run(
            [python, "-c", COUNTING, *program], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
        )
        lines = [line for line in done.stdout.splitlines() if line.startswith(COUNT_MARK)]
        if done.returncode != 0 or not lines:
            raise RuntimeError(f"{program[:2]} did not report its classes (exit {done.returncode}):\n{done.stderr}")
        seen.append([float(part) for part in lines[-1][len(COUNT_MARK) :].split()])
    made, made_s, enums, enums_s, modules, own = (statistics.median(column) for column in zip(*seen, strict=True))
    return Classes(int(made), made_s * 1e3, int(enums), enums_s * 1e3, int(modules), int(own))
