"""Difficulty by simulation, where the GM sees it: the prep badge (`badge.py`), the report window
(`report_window.py` with its histogram, `histogram.py`) and the background run both use (`worker.py`)."""
