"""How pack text becomes checked data: the two TOML parsers, the walk, and the limits set before parsing.

rtoml (when installed) must load and refuse exactly what tomllib does, word refusals the same, and be
kept away from value-dense text where its own tree would cost many times the file. The walk must refuse
what the parsers let through; the structure bound must never refuse a real pack and must cut hostile
ones off before they are parsed.
"""

from __future__ import annotations

import json
import math
import time
import tomllib
import tracemalloc
from typing import Any

import pytest
import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from gm_desk.rules.statblocks import RULESET_IDS, field_specs
from gm_desk.rules.statblocks._specs import specs_for
from gm_desk.rules.statblocks.header import PackHeader
from gm_desk.store.intake import pack_load, pack_text, packs
from gm_desk.store.intake.packs import (
    MAX_CONTAINERS,
    MAX_CREATURES,
    MAX_DEPTH,
    MAX_KEYS,
    MAX_PACK_BYTES,
    PackError,
    export_pack,
    load_pack,
    parse_pack,
)
from tests.conftest import BESTIARY_DIR
from tests.store.test_hostile_packs import CASES

BESTIARIES = sorted(BESTIARY_DIR.glob("*.toml"))


@pytest.fixture
def with_tomllib_only(monkeypatch):
    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: None)


@pytest.fixture
def rtoml_loads(monkeypatch):
    rtoml = pytest.importorskip("rtoml")
    calls: list[int] = []

    def spy(text: str) -> Any:
        calls.append(len(text))
        return rtoml.loads(text)

    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: spy)
    return calls


def _refusal(raw: bytes, name: str) -> str:
    with pytest.raises(PackError) as caught:
        parse_pack(raw, name)
    return str(caught.value)


# ------------------------------------------------------------------------------------ the TOML parsers


@pytest.mark.parametrize("path", BESTIARIES, ids=[p.name for p in BESTIARIES])
def test_rtoml_loads_the_bestiaries_as_tomllib_does(path, rtoml_loads, monkeypatch) -> None:
    fast = load_pack(path)
    assert rtoml_loads, "rtoml was not used for a plain pack"
    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: None)
    assert load_pack(path) == fast


TOML_CASES = [case for case in CASES if case[0].endswith(".toml") and isinstance(case[1], bytes)]


@pytest.mark.parametrize(("name", "contents", "expected"), TOML_CASES, ids=[c[0] for c in TOML_CASES])
def test_refusals_read_the_same_with_rtoml(name, contents, expected, rtoml_loads, monkeypatch) -> None:
    fast = _refusal(contents, name)
    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: None)
    assert fast == _refusal(contents, name)


def test_value_dense_text_goes_to_tomllib(rtoml_loads) -> None:
    header = '[pack]\nname = "H"\nruleset = "glowlands"\nformat = 1\n'
    dense = header + "x = [" + "1," * 200_000 + "1]\n"
    assert "pack.x: is not a known field" in _refusal(dense.encode(), "dense.toml")
    assert rtoml_loads == []
    load_pack(BESTIARY_DIR / "glowlands_core.toml")
    assert rtoml_loads != []


def test_a_broken_fast_parser_only_means_tomllib_decides(monkeypatch) -> None:
    def panics(text: str) -> Any:
        raise BaseException("a Rust panic")  # what pyo3 raises when the Rust side panics

    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: panics)
    assert load_pack(BESTIARY_DIR / "cards_core.toml").ruleset == "cards"


def test_a_fast_parser_does_not_swallow_ctrl_c(monkeypatch) -> None:
    def interrupted(text: str) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(pack_load, "_fast_toml_parser", lambda: interrupted)
    with pytest.raises(KeyboardInterrupt):
        load_pack(BESTIARY_DIR / "cards_core.toml")


# ---------------------------------------------------------------------------------------------- walk


def _reference_walk(data: Any) -> bool:
    """True if the data is acceptable: the rules of the walk, written plainly and recursively."""

    def ok(value: Any, depth: int) -> bool:
        if depth > MAX_DEPTH:
            return False
        if isinstance(value, float):
            return math.isfinite(value)
        if isinstance(value, str):
            return "\x00" not in value and not any(0xD800 <= ord(c) <= 0xDFFF for c in value)
        if isinstance(value, dict):
            return len(value) <= MAX_KEYS and all(
                ok(key, depth) and ok(item, depth + 1) for key, item in value.items()
            )
        if isinstance(value, list):
            return all(ok(item, depth + 1) for item in value)
        return True

    return ok(data, 0)


_text = st.text(alphabet=st.sampled_from(["a", "é", "\x00", "\ud800", "\udc00", "🐺", " "]), max_size=4)
_plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | _text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_text, inner, max_size=3),
    max_leaves=30,
)


def _deep(depth: int) -> Any:
    data: Any = 1
    for _ in range(depth):
        data = [data]
    return data


@settings(max_examples=500, deadline=None)
@given(
    data=_plain
    | st.integers(14, 19).map(_deep)
    | st.integers(60, 70).map(lambda n: {str(i): i for i in range(n)})
)
def test_the_walk_refuses_exactly_what_the_rules_refuse(data: Any) -> None:
    try:
        pack_load._check_plain_data(data, "walked.json")
        accepted = True
    except PackError as error:
        assert str(error).startswith("walked.json: ")
        accepted = False
    assert accepted == _reference_walk(data)


def test_a_table_wider_than_any_stat_block_is_refused() -> None:
    creature = {"name": "Wide"} | {f"k{i}": i for i in range(MAX_KEYS)}
    raw = json.dumps({"pack": {"name": "W", "ruleset": "glowlands", "format": 1}, "creatures": [creature]})
    assert (
        _refusal(raw.encode(), "wide.json")
        == f"wide.json: a table holds 65 keys; a pack's hold {MAX_KEYS} at most"
    )


# --------------------------------------------------------------------------------- limits vs schemas


def _containers(spec) -> int:
    if spec.kind == "group":
        return 1 + sum(_containers(field) for field in spec.fields)
    if spec.kind == "list":
        return 1 + spec.max_items * _containers(spec.item)
    return 1 if spec.kind == "map" else 0


def _widest(spec) -> int:
    if spec.kind == "group":
        return max([len(spec.fields), *(_widest(field) for field in spec.fields)])
    if spec.kind == "list":
        return _widest(spec.item)
    if spec.kind == "map":
        return spec.max_items or len(spec.key.choices)
    return 0


def _group(fields):
    return type("Group", (), {"kind": "group", "fields": fields})


def test_the_limits_admit_the_richest_pack_the_schemas_allow() -> None:
    richest = max(_containers(_group(field_specs(ruleset))) for ruleset in RULESET_IDS)
    header = _containers(_group(specs_for(PackHeader)))
    assert richest >= 40  # teams: 12 weapons (each with its attribute list), 12 items, three maps...
    assert 1 + header + MAX_CREATURES * richest <= MAX_CONTAINERS  # 1: the document itself
    assert max(_widest(_group(field_specs(ruleset))) for ruleset in RULESET_IDS) <= MAX_KEYS
    assert len(specs_for(PackHeader)) <= MAX_KEYS


_json_doc = st.recursive(
    st.integers() | st.text(alphabet='ab"\\{[.#\n', max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(alphabet="ab.{[", max_size=3), inner, max_size=4)
    ),
    max_leaves=40,
)


def _count(data: Any) -> int:
    if isinstance(data, dict):
        return 1 + sum(_count(v) for v in data.values())
    if isinstance(data, list):
        return 1 + sum(_count(v) for v in data)
    return 0


@settings(max_examples=300, deadline=None)
@given(data=st.dictionaries(st.text(alphabet="ab.{[", max_size=3), _json_doc, max_size=4))
def test_the_bound_is_never_below_what_the_parser_builds(data: dict) -> None:
    as_json = json.dumps(data)
    as_toml = tomli_w.dumps(data)
    real = _count(data)
    assert real == _count(json.loads(as_json)) == _count(tomllib.loads(as_toml))
    # limit 0 forces the careful count, which must still be an upper bound.
    assert pack_text.container_bound(as_json, is_json=True, limit=0) >= real
    assert pack_text.container_bound(as_toml, is_json=False, limit=0) >= real


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_the_careful_count_of_an_exported_pack_stays_near_the_truth(fmt: str, tmp_path) -> None:
    creatures = load_pack(BESTIARY_DIR / "teams_core.toml").creatures
    text = export_pack(creatures, tmp_path, fmt).read_text()
    data = json.loads(text) if fmt == "json" else tomllib.loads(text)
    careful = pack_text.container_bound(text, is_json=fmt == "json", limit=0)
    assert _count(data) <= careful <= _count(data) + 32  # a few tables per distinct header path


# Strings that never end, or end only at the end of the file: a backtracking count would take hours.
ADVERSARIAL_TEXT = {
    "escaped_quotes.toml": 'x = "' + '\\"' * 2_000_000,
    "open_strings.toml": "x = '\n" * 500_000,
    "open_multiline.toml": 'x = """' + '\\"""' * 1_000_000,
    "open_literal.toml": "x = " + "'" * 3 + "''" * 2_000_000,
    "escaped_quotes.json": '["' + '\\"' * 2_000_000,
    "open_strings.json": '"\\' * 1_600_000,
}


@pytest.mark.slow
@pytest.mark.parametrize("name", ADVERSARIAL_TEXT)
def test_the_careful_count_takes_linear_time(name: str) -> None:
    text = ADVERSARIAL_TEXT[name]
    assert len(text) <= MAX_PACK_BYTES
    started = time.perf_counter()
    pack_text.container_bound(text, is_json=name.endswith(".json"), limit=0)
    spent = time.perf_counter() - started
    assert spent < 5, f"{spent:.1f} s to count a {len(text) / 1e6:.1f} MB file"


HOSTILE_STRUCTURE = {
    "dotted_keys.toml": "".join(f"k{i}.a.a.a.a.a.a.a.a.a.a.a.a.a = 1\n" for i in range(120_000)),
    "deep_headers.toml": "".join(f"[k{i}.a.a.a.a.a.a.a.a.a.a.a.a]\n" for i in range(120_000)),
    "empty_tables.toml": "x = [" + "{}," * 600_000 + "{}]",
    "empty_lists.json": "[" + "[]," * 600_000 + "[]]",
}


@pytest.mark.slow
@pytest.mark.parametrize("name", HOSTILE_STRUCTURE)
def test_hostile_structure_is_refused_before_parsing(name: str, monkeypatch) -> None:
    text = HOSTILE_STRUCTURE[name]
    assert len(text) <= MAX_PACK_BYTES

    def no_parsing(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("parsed")

    monkeypatch.setattr(pack_load, "_parse_toml", no_parsing)
    monkeypatch.setattr(pack_load, "_parse_json", no_parsing)
    tracemalloc.start()
    try:
        message = _refusal(text.encode(), name)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert message.startswith(f"{name}: opens ") and f"a pack needs at most {MAX_CONTAINERS}" in message
    assert peak < 12 * MAX_PACK_BYTES, f"{peak / 1e6:.0f} MB"


def test_flooding_a_pack_with_unknown_keys_is_counted_not_worded() -> None:
    creature = {"name": "C", "ranged_threat": 9, "melee_threat": 9, "max_strain": 3, "retaliations": []}
    creatures = [creature | {"name": f"C{i}"} | {f"k{j}": 1 for j in range(50)} for i in range(3000)]
    raw = json.dumps({"pack": {"name": "F", "ruleset": "glowlands", "format": 1}, "creatures": creatures})

    tracemalloc.start()
    try:
        with pytest.raises(PackError) as caught:
            parse_pack(raw.encode(), "flood.json")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    error = caught.value
    assert error.total == 3000 * 51  # 50 unknown keys and an empty retaliation list per creature
    assert len(error.problems) == packs.MAX_WORDED
    assert str(error).endswith(f"... and {3000 * 51 - packs.MAX_REPORTED} more problems")
    assert "flood.json: creature 1 (C0): 'k0': is not a known field" in str(error)
    assert peak < 150_000_000, f"{peak / 1e6:.0f} MB"
