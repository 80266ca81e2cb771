"""Bestiary packs through a real data file: shipped packs, round trips, clashes, progress and cancel."""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gm_desk.rules.rulesets import BUILT_IN
from gm_desk.rules.statblocks import validate_creature
from gm_desk.store.creature_bulk import CreatureColumns
from gm_desk.store.creatures import count_creatures, creature_ids_by_name, list_creatures
from gm_desk.store.errors import StoreError
from gm_desk.store.intake import pack_export, pack_import, packs
from gm_desk.store.intake.packs import (
    Pack,
    PackError,
    export_pack,
    import_pack,
    import_pack_file,
    load_pack,
    parse_pack,
    sanitise_filename,
    stored_creatures,
)
from gm_desk.store.models import db
from tests.conftest import BESTIARY_DIR

SHIPPED = sorted(BESTIARY_DIR.glob("*.toml"))
MINIMUM_CREATURES = {"glowlands": 12}  # every other shipped pack holds at least 5


def glowlands_creature(name: str, **changes) -> dict:
    return {
        "name": name,
        "ranged_threat": 10,
        "melee_threat": 11,
        "max_strain": 6,
        "retaliations": [{"name": "Claw", "trigger": "melee", "range": "engaged", "damage": "1d6"}],
        **changes,
    }


def make_pack(*creatures: dict, name: str = "Test Pack", ruleset: str = "glowlands") -> Pack:
    models = tuple(validate_creature(ruleset, data) for data in creatures)
    return Pack(name=name, ruleset=ruleset, creatures=models)


def table_dump(path: Path) -> list[str]:
    """Every row of the data file as SQL text, for before/after comparisons."""
    with sqlite3.connect(path) as connection:
        return list(connection.iterdump())


def stored_blocks(ruleset: str) -> dict[str, dict]:
    return {model.name: model.model_dump(mode="json") for model in stored_creatures(ruleset)}


# ------------------------------------------------------------------------------------ shipped packs


def test_every_ruleset_ships_a_pack():
    assert {load_pack(path).ruleset for path in SHIPPED} == {p.id for p in BUILT_IN}
    # Each shipped system names its pack, and that pack is of its system.
    assert {p.pack for p in BUILT_IN} == {path.name for path in SHIPPED}
    assert all(load_pack(BESTIARY_DIR / p.pack).ruleset == p.id for p in BUILT_IN)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_shipped_pack_validates(path):
    pack = load_pack(path)
    assert pack.source == path
    assert path.name.startswith(pack.ruleset)
    assert len(pack.creatures) >= MINIMUM_CREATURES.get(pack.ruleset, 5)
    assert all(pack.ruleset == type(creature).RULESET for creature in pack.creatures)
    assert pack.description


def test_glowlands_pack_has_the_machines_of_the_worked_example():
    pack = load_pack(BESTIARY_DIR / "glowlands_core.toml")
    by_name = {creature.name: creature for creature in pack.creatures}
    caretaker = by_name["Caretaker"]
    assert (caretaker.ranged_threat, caretaker.ranged_threat_label) == (9, "Medium")
    assert (caretaker.melee_threat, caretaker.melee_threat_label) == (10, "Engaged")
    triggers = {r.trigger: r for r in caretaker.retaliations}
    assert "spear" in triggers["melee"].name.lower() and "shortbow" in triggers["ranged"].name.lower()
    peacekeeper = by_name["Peacekeeper"]
    assert peacekeeper.melee_threat == 13
    coils = next(r for r in peacekeeper.retaliations if r.name == "Shock coils")
    assert coils.damage == "2"
    assert sum(c.retaliation_limit == 2 for c in pack.creatures) >= 2
    assert any(c.has_reach for c in pack.creatures)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
@pytest.mark.parametrize("fmt", ["toml", "json"])
def test_shipped_pack_round_trips_through_the_store(store, tmp_path, path, fmt):
    pack = load_pack(path)
    report = import_pack_file(path)
    assert (report.added, report.cancelled) == (len(pack.creatures), False)
    before = stored_blocks(pack.ruleset)
    assert before == {c.name: c.model_dump(mode="json") for c in pack.creatures}
    texts = dict(db.execute_sql("SELECT name, statblock FROM creature WHERE ruleset = ?", [pack.ruleset]).fetchall())
    assert texts == {c.name: c.model_dump_json() for c in pack.creatures}  # the very text, not just its meaning

    exported = export_pack(stored_creatures(pack.ruleset), tmp_path / "out", fmt, pack_name=pack.name)
    assert exported.suffix == f".{fmt}"
    reloaded = load_pack(exported)
    assert (reloaded.name, reloaded.ruleset) == (pack.name, pack.ruleset)
    assert sorted(reloaded.creatures, key=lambda c: c.name) == sorted(pack.creatures, key=lambda c: c.name)

    # Import the exported file into an emptied bestiary: the stored blocks come back identical.
    packs_ids = creature_ids_by_name(pack.ruleset, before)
    from gm_desk.store.creatures import delete_creatures

    delete_creatures(packs_ids.values())
    assert count_creatures(pack.ruleset) == 0
    import_pack_file(exported)
    assert stored_blocks(pack.ruleset) == before


def test_json_and_toml_of_the_same_pack_load_alike(tmp_path):
    pack = load_pack(BESTIARY_DIR / "teams_core.toml")
    as_json = export_pack(pack.creatures, tmp_path / "teams.json", "json", pack_name=pack.name)
    assert json.loads(as_json.read_text(encoding="utf-8"))["pack"]["ruleset"] == "teams"
    assert load_pack(as_json).creatures == pack.creatures


def test_a_byte_order_mark_is_tolerated(tmp_path):
    source = (BESTIARY_DIR / "cards_core.toml").read_bytes()
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + source)
    assert len(load_pack(path).creatures) == len(load_pack(BESTIARY_DIR / "cards_core.toml").creatures)


def test_format_without_suffix_is_sniffed():
    text = json.dumps(
        {"pack": {"name": "P", "ruleset": "glowlands", "format": 1}, "creatures": [glowlands_creature("A")]}
    )
    assert parse_pack(text.encode(), "download").creatures[0].name == "A"


# -------------------------------------------------------------------------------- error locations


def test_error_names_file_line_creature_and_field(tmp_path):
    creatures = "\n".join(
        f'[[creatures]]\nname = "{name}"\nranged_threat = 10\nmelee_threat = {threat}\nmax_strain = 4\n'
        f'[[creatures.retaliations]]\nname = "Stab"\ntrigger = "melee"\nrange = "engaged"\n'
        for name, threat in [("Goblin", 8), ("Goblin boss", 12), ("Goblin shaman", 9), ("Goblin archer", 40)]
    )
    path = tmp_path / "goblins.toml"
    path.write_text(f'[pack]\nname = "Goblins"\nruleset = "glowlands"\nformat = 1\n\n{creatures}')
    with pytest.raises(PackError) as caught:
        load_pack(path)
    line = path.read_text().splitlines().index("melee_threat = 40") + 1
    assert str(caught.value) == (
        f"goblins.toml:{line}: creature 4 (Goblin archer): Melee Threat: must be between 1 and 30, not 40"
    )


def test_nested_errors_point_at_the_nested_table(tmp_path):
    path = tmp_path / "nested.toml"
    path.write_text(
        '[pack]\nname = "N"\nruleset = "glowlands"\nformat = 1\n'
        '[[creatures]]\nname = "A"\nranged_threat = 10\nmelee_threat = 10\nmax_strain = 4\n'
        '[[creatures.retaliations]]\nname = "One"\ntrigger = "melee"\nrange = "engaged"\n'
        '[[creatures.retaliations]]\nname = "Two"\ntrigger = "melee"\nrange = "engaged"\n'
        'damage = "1d0"\n'
    )
    with pytest.raises(PackError) as caught:
        load_pack(path)
    assert str(caught.value) == (
        "nested.toml:18: creature 1 (A): Retaliations 2, Damage: a die needs at least 1 side, not d0"
    )


def test_every_problem_is_listed_up_to_a_limit(tmp_path):
    bad = [glowlands_creature(f"C{i}", armour=-1) for i in range(30)]
    text = json.dumps({"pack": {"name": "P", "ruleset": "glowlands", "format": 1}, "creatures": bad})
    with pytest.raises(PackError) as caught:
        parse_pack(text.encode(), "many.json")
    assert len(caught.value.problems) == 30
    lines = str(caught.value).splitlines()
    assert lines[0] == "many.json: creature 1 (C0): Armour: must be between 0 and 99, not -1"
    assert lines[-1] == "... and 10 more problems"


# -------------------------------------------------------------------------------------- clash modes


def test_skip_keeps_the_stored_creature(store):
    import_pack(make_pack(glowlands_creature("Caretaker", armour=1), glowlands_creature("Hound")))
    report = import_pack(
        make_pack(glowlands_creature("CARETAKER", armour=5), glowlands_creature("Moth")), on_clash="skip"
    )
    assert (report.added, report.replaced, report.skipped) == (1, 0, ("CARETAKER",))
    blocks = stored_blocks("glowlands")
    assert set(blocks) == {"Caretaker", "Hound", "Moth"}
    assert blocks["Caretaker"]["armour"] == 1
    assert "Skipped 1" in report.summary()


def test_replace_overwrites_in_place(store):
    import_pack(make_pack(glowlands_creature("Caretaker", armour=1)))
    (old_id,) = creature_ids_by_name("glowlands", ["Caretaker"]).values()
    report = import_pack(make_pack(glowlands_creature("caretaker", armour=5), name="Newer"), "replace")
    assert (report.added, report.replaced) == (0, 1)
    rows = list_creatures("glowlands")
    assert [(row[0], row[1], row[3]) for row in rows] == [(old_id, "caretaker", "Newer")]
    assert stored_blocks("glowlands")["caretaker"]["armour"] == 5


def test_keep_both_renames_with_the_next_free_number(store):
    import_pack(make_pack(glowlands_creature("Caretaker"), glowlands_creature("Hound")))
    first = import_pack(make_pack(glowlands_creature("caretaker", armour=2)), "keep_both")
    assert first.renamed == (("caretaker", "caretaker (2)"),)
    # The pack itself holds "Hound (2)", so the renamed Hound must skip to (3).
    second = import_pack(
        make_pack(
            glowlands_creature("Caretaker"), glowlands_creature("Hound"), glowlands_creature("Hound (2)")
        ),
        "keep_both",
    )
    assert dict(second.renamed) == {"Caretaker": "Caretaker (3)", "Hound": "Hound (3)"}
    assert second.added == 3
    names = {model.name for model in stored_creatures("glowlands")}
    assert names == {"Caretaker", "caretaker (2)", "Caretaker (3)", "Hound", "Hound (2)", "Hound (3)"}
    # The stat block carries the new name too.
    assert stored_blocks("glowlands")["Caretaker (3)"]["name"] == "Caretaker (3)"


def test_keep_both_keeps_long_names_within_the_limit(store):
    long_name = "L" * 80
    import_pack(make_pack(glowlands_creature(long_name)))
    report = import_pack(make_pack(glowlands_creature(long_name)), "keep_both")
    ((_, new_name),) = report.renamed
    assert len(new_name) == 80 and new_name.endswith(" (2)")


def test_clashes_are_per_ruleset(store):
    import_pack(make_pack(glowlands_creature("Wolf")))
    report = import_pack(make_pack({"name": "Wolf", "harm_capacity": 4}, ruleset="cards"))
    assert report.added == 1 and not report.skipped


def test_hand_built_packs_are_checked_before_import(store):
    twins = make_pack(glowlands_creature("Hound"), glowlands_creature("HOUND"))
    with pytest.raises(PackError, match="already used by creature 1"):
        import_pack(twins, "keep_both")
    wolf = validate_creature("cards", {"name": "Wolf", "harm_capacity": 4})
    with pytest.raises(PackError, match="not stat blocks of glowlands"):
        import_pack(Pack(name="Mixed", ruleset="glowlands", creatures=(wolf,)))
    assert count_creatures() == 0


def test_unknown_clash_mode_is_refused_before_anything_happens(store):
    with pytest.raises(ValueError, match="on_clash"):
        import_pack(make_pack(glowlands_creature("A")), "merge")
    assert count_creatures() == 0


# --------------------------------------------------------------------------- progress, cancel, failure


def big_pack(count: int) -> Pack:
    return make_pack(*(glowlands_creature(f"Machine {i:04d}") for i in range(count)), name="Big")


def test_progress_reports_every_batch_up_to_the_total(store):
    calls: list[tuple[int, int]] = []
    report = import_pack(big_pack(450), progress=lambda done, total: calls.append((done, total)))
    assert report.added == 450
    assert calls[0] == (0, 450) and calls[-1] == (450, 450)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    assert len(calls) == 1 + -(-450 // packs.CHUNK)


@pytest.mark.parametrize("cancel_after", [1, 2, 3, 4])
def test_cancel_at_any_point_imports_nothing(store, cancel_after):
    import_pack(make_pack(glowlands_creature("Machine 0001", armour=7)))
    before = table_dump(store.path)
    checks = 0

    def cancelled() -> bool:
        nonlocal checks
        checks += 1
        return checks >= cancel_after

    report = import_pack(big_pack(450), on_clash="replace", cancelled=cancelled)
    assert report.cancelled and report.changed == 0
    assert "nothing was imported" in report.summary()
    assert table_dump(store.path) == before


def test_a_store_failure_mid_import_rolls_everything_back(store, monkeypatch):
    import_pack(make_pack(glowlands_creature("Existing")))
    before = table_dump(store.path)
    real_insert = pack_import.insert_creature_columns

    def failing_insert(columns: CreatureColumns):
        half = {part.name: getattr(columns, part.name)[: len(columns) // 2] for part in fields(columns)}
        real_insert(CreatureColumns(**half))  # half the rows are in when the disk fails
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(pack_import, "insert_creature_columns", failing_insert)
    with pytest.raises(Exception, match="I/O"):
        import_pack(big_pack(450))
    assert table_dump(store.path) == before


def test_a_row_sqlite_refuses_in_the_middle_of_the_insert_rolls_everything_back(store):
    import_pack(make_pack(glowlands_creature("Existing")))
    before = table_dump(store.path)
    # A temporary trigger (this connection's only, so not in the dump) fails the insert at its 301st row,
    # when 300 rows of the same statement batch are in already.
    db.execute_sql(
        "CREATE TEMP TRIGGER refuse_one BEFORE INSERT ON creature WHEN NEW.name = 'Machine 0300'"
        " BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END"
    )
    try:
        with pytest.raises(StoreError) as refused:
            import_pack(big_pack(450))
    finally:
        db.execute_sql("DROP TRIGGER temp.refuse_one")
    assert str(refused.value) == "That change conflicts with data already saved (refused by a trigger)."
    assert table_dump(store.path) == before
    assert import_pack(big_pack(450)).added == 450  # nothing was left half-done


# ------------------------------------------------------------------------------------------- export


def test_export_is_atomic_and_overwrites(tmp_path):
    pack = load_pack(BESTIARY_DIR / "marching_core.toml")
    target = tmp_path / "warren.toml"
    target.write_text("old contents")
    assert export_pack(pack.creatures, target) == target
    assert load_pack(target).creatures == pack.creatures
    assert [p.name for p in tmp_path.iterdir()] == ["warren.toml"]  # no temporary file left behind


def test_export_sanitises_the_file_name(tmp_path):
    pack = load_pack(BESTIARY_DIR / "cards_core.toml")
    written = export_pack(pack.creatures, tmp_path / "..\u202egpj.toml", "toml")
    assert written.parent == tmp_path and written.name == "gpj.toml"
    into_folder = export_pack(pack.creatures, tmp_path, "json", pack_name="../../etc/CON")
    assert into_folder.parent == tmp_path and into_folder.name == "etc CON.json"
    reserved = export_pack(pack.creatures, tmp_path / "nul.toml")
    assert reserved.name == "_nul.toml"


def test_export_refuses_what_would_not_import(tmp_path):
    glow = load_pack(BESTIARY_DIR / "glowlands_core.toml").creatures
    cards = load_pack(BESTIARY_DIR / "cards_core.toml").creatures
    with pytest.raises(PackError, match="exactly one ruleset"):
        export_pack([glow[0], cards[0]], tmp_path / "mixed.toml")
    with pytest.raises(PackError, match="no creatures"):
        export_pack([], tmp_path / "empty.toml")
    twin = glow[0].model_copy(update={"name": glow[0].name.upper()})
    with pytest.raises(PackError, match="already used by creature 1"):
        export_pack([glow[0], twin], tmp_path / "twins.toml")
    assert list(tmp_path.iterdir()) == []


def test_export_refuses_more_creatures_than_a_pack_may_hold(tmp_path, monkeypatch):
    creatures = load_pack(BESTIARY_DIR / "cards_core.toml").creatures
    monkeypatch.setattr(pack_export, "MAX_CREATURES", 3)
    with pytest.raises(PackError, match="at most 3, so split it"):
        export_pack(creatures, tmp_path / "big.toml")


def test_export_failure_to_write_is_a_pack_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    pack = load_pack(BESTIARY_DIR / "cards_core.toml")
    with pytest.raises(PackError, match="cannot be written"):
        export_pack(pack.creatures, blocker / "sub" / "pack.toml")


# ---------------------------------------------------------------------------------------- file names


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Goblins", "Goblins"),
        ("../../etc/passwd", "etc passwd"),
        ("a/b\\c", "a b c"),
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("COM1", "_COM1"),
        ("LPT9 ", "_LPT9"),
        ("CONSOLE", "CONSOLE"),
        ("\u202eevil\u202c", "evil"),
        ("tab\tand\nnewline", "tab and newline"),
        ("", "pack"),
        ("  ...  ", "pack"),
        ("\x00\x01", "pack"),
        ("x" * 500, "x" * 120),
        ("what?*<>|:", "what"),
    ],
)
def test_sanitise_filename(name, expected):
    assert sanitise_filename(name) == expected


def test_sanitise_filename_keeps_the_suffix_within_the_limits():
    assert sanitise_filename("x" * 500, suffix=".toml") == "x" * 115 + ".toml"
    wide = sanitise_filename("😀" * 100, suffix=".json")
    assert wide.endswith(".json") and len(wide.encode("utf-8")) <= 240


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_sanitised_names_are_always_safe(name):
    result = sanitise_filename(name, suffix=".toml")
    stem = result.removesuffix(".toml")
    assert stem and len(result) <= 120 and len(result.encode("utf-8")) <= 240
    assert not set(stem) & set('/\\<>:"|?*')
    assert ".." not in stem and not stem.startswith(".") and not stem.endswith((" ", "."))
    assert all(unicodedata.category(c) not in ("Cc", "Cf", "Cs") for c in stem)
    assert stem.split(".")[0].strip().upper() not in {"CON", "PRN", "AUX", "NUL", "COM1", "LPT1"}
