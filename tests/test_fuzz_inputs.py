"""Fuzzing every way in: the encounter-file loader, `gm-desk replay` and the pack import.

Property-based (hypothesis) on mutated valid files: any field replaced by any JSON value, deleted, or
the whole text cut or garbled. Nothing but the documented refusal may escape (EncounterFileError,
exit code 2, PackError), a refusal stays one short message, and the data file is byte for byte the
same after every refused import (sha256).

Replaying a failure: every test runs from the fixed SEED with no example database, so every run tries
the same examples; the seed and the budget are printed with the results. A failure prints hypothesis's
falsifying example, and rerunning this file reproduces it (change SEED to explore further).
"""

from __future__ import annotations

import copy
import hashlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from gm_desk.cli import replay_main as run
from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.store.connection import open_store
from gm_desk.store.intake import encounter_file
from gm_desk.store.intake.packs import PackError, import_pack_file
from tests.rules.test_encounter_file import played

SEED = 20261125  # every fuzz test runs from this seed: the same examples on every run
BUDGET = {"loader": 400, "replay": 150, "packs": 120}
FUZZ = settings(
    database=None,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["\ud800", "\u200b", "\u2028", "x" * 5000, "z1", "party", "haelon", "RollMade"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


_ANNOUNCED: list[bool] = []


@pytest.fixture(autouse=True)
def announce(capsys: pytest.CaptureFixture[str]) -> None:
    """Print the seed and the budget once, past pytest's capture, so a failure can be replayed."""
    if not _ANNOUNCED:
        _ANNOUNCED.append(True)
        with capsys.disabled():
            print(f"\nfuzz: hypothesis seed {SEED}, budget {BUDGET} examples (tests/test_fuzz_inputs.py)")


def _paths(value: Any, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value[:6]):
            found += _paths(child, (*here, index))
    return found


def _mutate(doc: Any, path: tuple, replacement: Any, delete: bool) -> Any:
    doc = copy.deepcopy(doc)
    if not path:
        return replacement
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = replacement
    return doc


VALID_ENCOUNTER = json.loads(encounter_file.dumps(played()))
ENCOUNTER_PATHS = _paths(VALID_ENCOUNTER)


@st.composite
def encounter_texts(draw: st.DrawFn) -> str:
    path = draw(st.sampled_from(ENCOUNTER_PATHS))
    doc = _mutate(VALID_ENCOUNTER, path, draw(JSON_VALUES), draw(st.booleans()))
    text = json.dumps(doc, ensure_ascii=True)
    cut = draw(st.integers(min_value=0, max_value=20))
    return text[: len(text) - cut] if cut > 15 else text


def _load_or_refuse(path: Path) -> None:
    try:
        encounter_file.load(path)
    except EncounterFileError as refusal:
        assert len(str(refusal)) <= encounter_file.MAX_MESSAGE


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["loader"])
@given(text=encounter_texts())
def test_the_encounter_loader_refuses_or_loads(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    _load_or_refuse(path)


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["replay"])
@given(text=encounter_texts())
def test_replay_answers_or_refuses_with_exit_code_2(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    codes = []
    for flags in (["--json"], []):
        out = io.StringIO()
        code = run([str(path), *flags], out)
        assert code in (0, 2)
        if code == 2:
            assert out.getvalue() == ""  # nothing printed before a refusal
        elif flags:
            json.loads(out.getvalue())
        codes.append(code)
    assert codes[0] == codes[1], "plain words must replay whatever --json replays"


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(VALID_ENCOUNTER).replace('"Haelon"', '"Ha\\ud800"', 1),
        json.dumps(_mutate(VALID_ENCOUNTER, ("setup", "zones"), 5, False)),
    ],
)
def test_the_replay_command_refuses_in_one_line_as_a_process(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "gm_desk", "replay", str(path), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("gm-desk replay: fuzz.json: ") and done.stderr.count("\n") == 1


GOOD_PACK = {
    "pack": {"name": "Fuzz", "ruleset": "factions", "format": 1},
    "creatures": [
        {
            "name": "Raider",
            "str": 10,
            "agi": 10,
            "wit": 10,
            "health_max": 5,
            "weapons": [{"name": "Bow", "damage_die": "d6", "kind": "ranged", "range_zones": 3}],
        }
    ],
}
PACK_PATHS = _paths(GOOD_PACK)


@st.composite
def pack_bytes(draw: st.DrawFn) -> bytes:
    path = draw(st.sampled_from(PACK_PATHS))
    doc = _mutate(GOOD_PACK, path, draw(JSON_VALUES), draw(st.booleans()))
    text = json.dumps(doc, ensure_ascii=False)
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "utf-16", "utf-8-sig"]))
    return text.encode(encoding, errors="surrogatepass")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["packs"])
@given(raw=pack_bytes())
def test_a_pack_import_refuses_and_changes_nothing_or_imports(tmp_path_factory, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("fuzzpack")
    data_file = folder / "gm_desk.sqlite3"
    with open_store(data_file):
        pass
    pack = folder / "fuzz.json"
    pack.write_bytes(raw)
    before = _sha256(data_file)
    try:
        with open_store(data_file):
            import_pack_file(pack)
    except PackError as refusal:
        assert _sha256(data_file) == before
        assert len(str(refusal)) < 4000
