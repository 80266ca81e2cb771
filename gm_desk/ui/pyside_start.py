"""PySide's scan of every module imported after it, made free for GM Desk's start.

Once PySide6 is loaded, its `__feature__` support (snake_case, true_property) sorts each module imported
afterwards: `_mod_uses_pyside` in PySide's embedded shibokensupport/feature.py reads the module's whole
source file (`inspect.getsource`) and looks for the word "PySide6". A module that has it gets the
selection 0 ("no feature", switched to when that module reads a Qt type's attributes), any other gets -1
("ignore": the last selection stays). GM Desk imports about 250 modules after PySide at start, and that
scan was 8.5% of the instructions to the loaded window's first paint (245 M of 2.87 G, cachegrind).

GM Desk never selects a feature, so the selection is 0 everywhere and the two answers read a Qt type the
same way: every module is taken as one that uses PySide, without reading its source.
"""

from __future__ import annotations

import sys
from types import ModuleType

FEATURE_MODULE = "PySide6.support.feature"


def skip_feature_scan() -> bool:
    """Answer PySide's per-import question without reading the module's source; False (and nothing
    changed) when this PySide has no such scan to replace."""
    feature = sys.modules.get(FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _uses_pyside  # type: ignore[attr-defined]
    return True


def _uses_pyside(module: ModuleType) -> bool:
    return True
