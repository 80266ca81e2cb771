"""A pack import prepares outside any transaction and writes in one short transaction with no callbacks.

The progress callback stands in for the UI's, which runs the event loop: whatever a timer writes from
inside it (the layout autosave, a creature edit) must commit on its own, survive a Cancel, and never
find a transaction open. A clash that appears between preparing and writing refuses the import whole.
"""

from __future__ import annotations

import pytest

from gm_desk.rules.statblocks import validate_creature
from gm_desk.store.auto_backup import import_with_backup
from gm_desk.store.campaigns import create_campaign, create_encounter, get_encounter, update_encounter
from gm_desk.store.creatures import (
    count_creatures,
    creature_ids_by_name,
    delete_creature,
    get_creature,
    list_creatures,
    save_creature,
)
from gm_desk.store.intake import pack_import, packs
from gm_desk.store.intake.packs import Pack, PackError, import_pack
from gm_desk.store.models import db
from gm_desk.store.records import CreatureRecord


def block(name: str, armour: int = 0) -> dict:
    return {
        "name": name,
        "ranged_threat": 10,
        "melee_threat": 11,
        "max_strain": 6,
        "armour": armour,
        "retaliations": [{"name": "Claw", "trigger": "melee", "range": "engaged", "damage": "1d6"}],
    }


def pack_of(*names: str, armour: int = 0) -> Pack:
    creatures = tuple(validate_creature("glowlands", block(name, armour)) for name in names)
    return Pack(name="Phases", ruleset="glowlands", creatures=creatures)


def big_pack(count: int) -> Pack:
    return pack_of(*(f"Drone {i:04d}" for i in range(count)))


def save_new(name: str) -> CreatureRecord:
    return save_creature(CreatureRecord(id=None, ruleset="glowlands", name=name, statblock=block(name)))


def names() -> list[str]:
    return [row[1] for row in list_creatures("glowlands")]


def test_a_write_made_from_the_progress_callback_survives_a_cancel(store):
    def progress(done: int, total: int) -> None:
        if done == 200:
            save_new("Saved Meanwhile")

    report = import_pack(big_pack(450), progress=progress, cancelled=lambda: "Saved Meanwhile" in names())
    assert report.cancelled and report.changed == 0
    assert names() == ["Saved Meanwhile"]  # the callback's own write was not rolled back with the import


def test_a_layout_save_from_the_progress_callback_survives_a_cancel(store):
    campaign = create_campaign("Glow", "glowlands")
    encounter = create_encounter(campaign.id, "Ambush", "glowlands", setup={}, layout={"zoom": 1})
    saves = 0

    def progress(done: int, total: int) -> None:
        nonlocal saves
        saves += 1
        update_encounter(encounter.id, layout={"zoom": saves})

    report = import_with_backup(
        big_pack(450), progress=progress, cancelled=lambda: saves >= 2, backup_dir=store.path.parent / "bk"
    )
    assert report.cancelled and count_creatures() == 0
    assert get_encounter(encounter.id).layout == {"zoom": 2}


def test_without_a_cancel_the_callback_write_and_the_import_both_land(store):
    written: list[int] = []

    def progress(done: int, total: int) -> None:
        written.append(save_new(f"Meanwhile {done:03d}").id)

    report = import_pack(big_pack(450), progress=progress)
    assert (report.added, report.cancelled) == (450, False)
    assert count_creatures() == 450 + 4
    assert [get_creature(i).name for i in written] == [f"Meanwhile {d:03d}" for d in (0, 200, 400, 450)]


@pytest.mark.parametrize("on_clash", packs.ON_CLASH)
def test_callbacks_never_run_inside_a_transaction_and_the_write_calls_nothing_back(
    store, monkeypatch, on_clash
):
    import_pack(pack_of("Drone 0003", "Drone 0250"))
    events: list[tuple[str, bool]] = []
    real_insert = pack_import.insert_creature_columns

    def recording_insert(rows):
        events.append(("insert", db.in_transaction()))
        return real_insert(rows)

    def cancelled() -> bool:
        events.append(("cancelled", db.in_transaction()))
        return False

    monkeypatch.setattr(pack_import, "insert_creature_columns", recording_insert)
    report = import_pack(
        big_pack(450),
        on_clash,
        progress=lambda done, total: events.append(("progress", db.in_transaction())),
        cancelled=cancelled,
    )
    assert report.changed == (448 if on_clash == "skip" else 450)
    kinds = [kind for kind, _ in events]
    first_insert = kinds.index("insert")
    assert kinds[:first_insert] == ["progress", *["cancelled", "progress"] * 3, "cancelled"]
    assert set(kinds[first_insert:]) == {"insert"}  # the write phase calls nothing back
    assert [open_ for kind, open_ in events if kind != "insert"] == [False] * first_insert
    assert all(open_ for kind, open_ in events if kind == "insert")


def test_a_clash_that_appears_while_preparing_refuses_the_whole_import(store):
    def progress(done: int, total: int) -> None:
        if done == total:  # the last report: the write comes next
            save_new("drone 0300")

    with pytest.raises(PackError, match=r"changed while the import was being prepared \(drone 0300\)"):
        import_pack(big_pack(450), progress=progress)
    assert names() == ["drone 0300"]


def test_a_taken_keep_both_name_refuses_the_whole_import(store):
    import_pack(pack_of("Warden"))

    def progress(done: int, total: int) -> None:
        if done == total:
            save_new("Warden (2)")  # the name keep_both chose while preparing

    with pytest.raises(PackError, match=r"warden \(2\)"):
        import_pack(pack_of("Warden", "Sentry"), "keep_both", progress=progress)
    assert names() == ["Warden", "Warden (2)"]


def test_a_replace_target_deleted_while_preparing_refuses_the_whole_import(store):
    import_pack(pack_of("Warden", "Sentry"))
    warden = creature_ids_by_name("glowlands", ["Warden"])["warden"]
    before = get_creature(creature_ids_by_name("glowlands", ["Sentry"])["sentry"]).statblock

    def progress(done: int, total: int) -> None:
        if done == total:
            delete_creature(warden)

    with pytest.raises(PackError, match="nothing was imported"):
        import_pack(pack_of("Warden", "Sentry", "Scout", armour=3), "replace", progress=progress)
    assert names() == ["Sentry"]
    assert get_creature(creature_ids_by_name("glowlands", ["Sentry"])["sentry"]).statblock == before


def test_an_unchanged_bestiary_replaces_and_renames_as_planned(store):
    import_pack(pack_of("Warden", "Sentry"))
    replaced = import_pack(pack_of("Warden", "Scout", armour=3), "replace", progress=lambda d, t: None)
    assert (replaced.added, replaced.replaced) == (1, 1)
    kept = import_pack(pack_of("Warden", "Sentry (2)"), "keep_both")
    assert kept.renamed == (("Warden", "Warden (2)"),)
    assert names() == ["Scout", "Sentry", "Sentry (2)", "Warden", "Warden (2)"]
