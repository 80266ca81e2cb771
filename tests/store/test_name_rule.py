"""One rule for every name (#29.7): campaign, encounter and PC names are refused for what a creature's
name is refused for (the bestiary's own cases: tests/rules/test_statblocks.py and
tests/store/test_hostile_packs.py), in words, and nothing is written.
"""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.rules.names import NAME_MAX, name_refusal, with_suffix
from gm_desk.rules.rulesets.glowlands.demo import CARETAKER, demo_setup
from gm_desk.rules.statblocks import StatblockError, validate_creature
from gm_desk.store import repositories as repo
from gm_desk.store.encounter_files import duplicate_encounter
from gm_desk.store.errors import InvalidValueError

# (name, words the refusal holds): the cases the bestiary refuses a creature's name for.
HOSTILE = [
    ("", "must not be empty"),
    ("   ", "must not be empty"),
    ("bell\x07", "U+0007"),
    ("a\nb", "U+000A"),
    ("Evil\u202eeno", "U+202E"),
    ("Craw\u200bler", "U+200B ZERO WIDTH SPACE"),
    ("\u200d", "U+200D ZERO WIDTH JOINER"),
    ("Craw\u2028ler", "U+2028 LINE SEPARATOR"),
    ("Craw\u2029ler", "U+2029 PARAGRAPH SEPARATOR"),
    ("Craw\ufffeler", "U+FFFE"),
    ("Craw\ue000ler", "U+E000"),
    ("Craw\u0085ler", "U+0085"),
    ("\u0301\u0302", "nothing visible"),
    ("broken\ud800", "surrogate"),
    ("nul\x00", "NUL"),
    ("x" * (NAME_MAX + 1), "is 81 characters long: a name holds at most 80"),
    ("x" * 100_000, "is 100,000 characters long: a name holds at most 80"),
]
IDS = [repr(name[:12]) + (f"…{len(name)}" if len(name) > 12 else "") for name, _ in HOSTILE]


def snapshot() -> list[Any]:
    """Every campaign, PC and encounter as stored (names included)."""
    out: list[Any] = []
    for campaign in repo.list_campaigns():
        out.append((campaign.id, campaign.name))
        out += [(m.id, m.name) for m in repo.list_party(campaign.id)]
        out += [(e.id, e.name, e.updated_at) for e in repo.list_encounters(campaign.id)]
    return out


@pytest.fixture
def kept(store: Any) -> dict[str, int]:
    campaign = repo.create_campaign("Tuesday", "glowlands")
    pc = next(c for c in demo_setup()["combatants"] if c["kind"] == "PC")
    member = repo.add_party_member(campaign.id, pc["name"], "glowlands", pc["stats"])
    encounter = repo.create_encounter(campaign.id, "Ambush", "glowlands", demo_setup())
    return {"campaign": campaign.id, "member": member.id, "encounter": encounter.id}


WRITES = {
    "new campaign": lambda ids, name: repo.create_campaign(name, "glowlands"),
    "campaign rename": lambda ids, name: repo.update_campaign(ids["campaign"], name=name),
    "new encounter": lambda ids, name: repo.create_encounter(
        ids["campaign"], name, "glowlands", demo_setup()
    ),
    "encounter rename": lambda ids, name: repo.update_encounter(ids["encounter"], name=name),
    "new PC": lambda ids, name: repo.add_party_member(ids["campaign"], name, "glowlands", {}),
    "PC rename": lambda ids, name: repo.update_party_member(ids["member"], name=name),
}
WHAT = {"campaign": "Campaign name", "encounter": "Encounter name", "PC": "Character name"}


@pytest.mark.parametrize("write", list(WRITES))
@pytest.mark.parametrize(("name", "words"), HOSTILE, ids=IDS)
def test_a_hostile_name_is_refused_in_words_and_nothing_is_written(
    kept: dict[str, int], write: str, name: str, words: str
) -> None:
    before = snapshot()
    with pytest.raises(InvalidValueError) as refused:
        WRITES[write](kept, name)
    said = str(refused.value)
    what = next(label for key, label in WHAT.items() if key in write)
    assert said.startswith(what) and words in said, said
    assert len(said) < 200  # the name itself is never repeated back
    assert snapshot() == before


@pytest.mark.parametrize(("name", "words"), HOSTILE, ids=IDS)
def test_the_bestiary_refuses_the_same_names(name: str, words: str) -> None:
    with pytest.raises(StatblockError):
        validate_creature("glowlands", {**CARETAKER, "name": name})
    if "\x00" not in name and "\ud800" not in name:
        assert name_refusal(name, "Name") is not None


@pytest.mark.parametrize(
    "name",
    [
        "Ambush at the Dead Relay",
        "É" * NAME_MAX,
        "<h1>Huge</h1> *bold* [link](x)",
        "👨\u200d👩\u200d👧 family",
        "Ünal's",
    ],
)
def test_names_the_rule_keeps_are_stored_in_nfc_as_typed(kept: dict[str, int], name: str) -> None:
    campaign = repo.update_campaign(kept["campaign"], name=f"  {name}  ")
    assert campaign.name == name
    assert (
        repo.create_encounter(kept["campaign"], "E\u0301clair", "glowlands", demo_setup()).name
        == "\u00c9clair"
    )


def test_a_copy_of_a_long_name_stays_within_the_bound(kept: dict[str, int]) -> None:
    long_name = "Siege of the " + "x" * (NAME_MAX - 13)
    repo.update_encounter(kept["encounter"], name=long_name)
    first = duplicate_encounter(kept["encounter"])
    second = duplicate_encounter(kept["encounter"])
    assert first.name.endswith(" (copy)") and len(first.name) == NAME_MAX
    assert second.name.endswith(" (copy) (2)") or second.name.endswith(" (2)")
    assert len(second.name) <= NAME_MAX and second.name != first.name
    assert with_suffix("ab\u200d", " (2)", limit=6) == "ab (2)"
