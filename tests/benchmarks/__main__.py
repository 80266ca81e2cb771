"""Run every benchmark and print the table: `python -m tests.benchmarks [--json] [--only NAME]`."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from tests.benchmarks.report import as_json, as_text

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BENCHMARKS = [
    "bench_engine",
    "bench_store",
    "bench_startup",
    "bench_year",
    "bench_canvas",
    "bench_difficulty",
    "bench_share",
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--only", action="append", help="run only this benchmark module (repeatable)")
    args = parser.parse_args(argv)
    rows = []
    for name in args.only or BENCHMARKS:
        module = importlib.import_module(f"tests.benchmarks.{name}")
        rows.extend(module.measure())
    print(as_json(rows) if args.json else as_text(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
