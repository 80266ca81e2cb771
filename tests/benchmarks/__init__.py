"""Benchmarks: how fast GM Desk is, against a floor measured in the same run. Not part of `pytest`."""
