"""gm_desk.rules.prep names its edits lazily (PEP 562): each name reads as before, loaded when first read."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import PROJECT_ROOT

PROBE = """
import sys
from gm_desk.rules import prep
print("at import:", sorted(m.rsplit(".", 1)[1] for m in sys.modules if m.startswith("gm_desk.rules.prep.")))
import gm_desk.rules.prep.check  # the submodule imported by its name leaves the function in place
print("check:", callable(prep.check) and prep.check.__module__)
print("place:", prep.place.__module__, prep.zones.__name__)
from gm_desk.rules.prep import add_many, sides
print("fixed:", prep.fixed_words(add_many) == prep.fixed_words(prep.add_creature), sides.__name__)
print("all:", all(hasattr(prep, name) for name in prep.__all__))
try:
    prep.no_such_edit
except AttributeError as error:
    print("missing:", error)
"""


def test_the_prep_names_load_when_first_read() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "at import: ['check', 'edited']",
        "check: gm_desk.rules.prep.check",
        "place: gm_desk.rules.prep.zones gm_desk.rules.prep.zones",
        "fixed: True gm_desk.rules.prep.sides",
        "all: True",
        "missing: module 'gm_desk.rules.prep' has no attribute 'no_such_edit'",
    ]
