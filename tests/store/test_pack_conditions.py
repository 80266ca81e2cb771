"""Condition-library entries travel with creature packs as ``[[conditions]]``: exported with the
creatures, imported in the same transaction, and a bad entry refused by field path with the data file
unchanged, byte for byte."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from gm_desk.rules.condition_library import ConditionTemplate
from gm_desk.store.condition_store import ConditionRecord, list_conditions, save_condition
from gm_desk.store.connection import open_store
from gm_desk.store.intake.pack_export import export_pack, stored_conditions, stored_creatures
from gm_desk.store.intake.packs import PackError, import_pack_file, load_pack, parse_pack
from tests.conftest import BESTIARY_DIR
from tests.store.test_hostile_packs import HEADER, creature_toml, toml_pack

HEXED = ConditionTemplate(
    name="Hexed", rounds=3, tick="turn_end", note="-1 to every roll.\nLifted by a blessing."
)
SOAKED = ConditionTemplate(name="Soaked")


def with_conditions(*entries: str) -> bytes:
    return toml_pack(creature_toml()) + "".join(f"\n[[conditions]]\n{e}" for e in entries).encode("utf-8")


@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_conditions_are_exported_with_the_creatures_and_imported_back(
    store, tmp_path: Path, fmt: str
) -> None:
    import_pack_file(BESTIARY_DIR / "glowlands_core.toml")
    save_condition(ConditionRecord("glowlands", HEXED))
    save_condition(ConditionRecord("glowlands", SOAKED))
    save_condition(ConditionRecord("cards", ConditionTemplate(name="Dazzled")))

    path = export_pack(
        stored_creatures("glowlands"), tmp_path / "out", fmt, conditions=stored_conditions("glowlands")
    )
    text = path.read_text(encoding="utf-8")
    assert ("[[conditions]]" in text) == (fmt == "toml") and "Dazzled" not in text
    assert list(load_pack(path).conditions) == [HEXED, SOAKED]

    for record in list_conditions("glowlands"):
        from gm_desk.store.condition_store import delete_condition

        delete_condition(record.id)
    report = import_pack_file(path, on_clash="skip")
    assert (report.conditions_added, report.conditions_replaced) == (2, 0)
    assert "2 added to the library" in report.summary()
    assert [r.template for r in list_conditions("glowlands")] == [HEXED, SOAKED]


def test_a_stored_condition_is_kept_or_replaced_as_the_creatures_are(store, tmp_path: Path) -> None:
    save_condition(ConditionRecord("glowlands", ConditionTemplate(name="hexed", rounds=9)))
    pack = tmp_path / "p.toml"
    pack.write_bytes(with_conditions('name = "Hexed"\nrounds = 2\n'))

    assert import_pack_file(pack, on_clash="skip").conditions_added == 0
    assert [r.template.rounds for r in list_conditions("glowlands")] == [9]
    assert import_pack_file(pack, on_clash="replace").conditions_replaced == 1
    assert [(r.template.name, r.template.rounds) for r in list_conditions("glowlands")] == [("Hexed", 2)]


HOSTILE = {
    "an entry that is text": (
        b'conditions = ["hexed"]\n' + toml_pack(creature_toml()),
        "conditions[0]: must be a condition",
    ),
    "no name": (with_conditions("rounds = 2\n"), "conditions[0]: needs a name"),
    "a zero-width space in the name": (
        with_conditions('name = "Hex\\u200bed"\n'),
        "conditions[0].name: contains U+200B ZERO WIDTH SPACE",
    ),
    "a name of combining marks": (with_conditions('name = "\\u0301\\u0302"\n'), "conditions[0].name"),
    "rounds of zero": (with_conditions('name = "Hexed"\nrounds = 0\n'), "conditions[0].rounds: must be"),
    "rounds as text": (with_conditions('name = "Hexed"\nrounds = "3"\n'), 'not the text "3"'),
    "an unknown tick": (
        with_conditions('name = "Hexed"\ntick = "dawn"\n'),
        "conditions[0].tick: must be one of",
    ),
    "an unknown key": (
        with_conditions('name = "Hexed"\ncurse = true\n'),
        "conditions[0].curse: is not a field",
    ),
    "a huge note": (
        with_conditions(f'name = "Hexed"\nnote = "{"x" * 5000}"\n'),
        "conditions[0].note: must be at most 500 characters",
    ),
    "look-alike names": (
        with_conditions('name = "Café"\n', 'name = "CAFE\\u0301"\n'),
        "conditions[1].name: the name is already used by conditions[0]",
    ),
    "too many": (
        with_conditions(*[f'name = "C{n}"\n' for n in range(201)]),
        "conditions: may hold at most 200 entries",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_condition_entry_is_refused_and_the_data_file_is_unchanged(
    tmp_path: Path, case: str
) -> None:
    contents, expected = HOSTILE[case]
    db = tmp_path / "gm_desk.sqlite3"
    with open_store(db):
        import_pack_file(BESTIARY_DIR / "glowlands_core.toml")
        save_condition(ConditionRecord("glowlands", SOAKED))
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    pack = tmp_path / "hostile.toml"
    pack.write_bytes(contents)

    with open_store(db), pytest.raises(PackError) as caught:
        import_pack_file(pack)

    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
    message = str(caught.value)
    assert message.startswith("hostile.toml:") and expected in message, message
    assert len(message) < 400


def test_the_line_of_a_bad_entry_is_given_in_toml() -> None:
    raw = with_conditions('name = "Soaked"\n', 'name = "Hexed"\nrounds = -1\n')
    with pytest.raises(PackError) as caught:
        parse_pack(raw, "p.toml")
    line = raw.decode().splitlines().index("rounds = -1") + 1
    assert str(caught.value).startswith(f"p.toml:{line}: conditions[1].rounds:"), str(caught.value)


def test_a_pack_without_conditions_still_loads_with_none() -> None:
    assert parse_pack(toml_pack(creature_toml()), "p.toml").conditions == ()
    assert HEADER.startswith("[pack]")
