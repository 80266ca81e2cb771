"""`gm_desk.store` is the store's public face: every name the UI needs, the costly ones read lazily."""

from __future__ import annotations

import subprocess
import sys

import gm_desk.store as store


def test_every_public_name_resolves_and_every_lazy_name_is_public() -> None:
    assert set(store._LAZY) <= set(store.__all__)
    missing = [name for name in store.__all__ if getattr(store, name, None) is None]
    assert missing == []


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        store.no_such_thing  # noqa: B018
    except AttributeError as exc:
        assert "no_such_thing" in str(exc)
    else:
        raise AssertionError("an unknown name resolved")


def test_importing_the_store_leaves_packs_encounter_files_and_the_engine_unloaded() -> None:
    code = (
        "import sys, gm_desk.store as s\n"
        "costly = ['gm_desk.store.intake.packs', 'gm_desk.store.encounter_files', 'gm_desk.rules.engine', 'tomllib']\n"
        "print([m for m in costly if m in sys.modules])\n"
        "s.find_encounter\n"
        "print('gm_desk.store.encounter_files' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["[]", "True"]
