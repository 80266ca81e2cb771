"""First-run content: the bestiary packs shipped in `bestiary/` and one demo campaign per combat system.

Each demo campaign is named for its system and holds its party and one prepared encounter (the setups
come from `gm_desk.rules.demo`). `add_demo_campaign` adds one system's demo again on demand (Help menu).
Seeding happens once per data file. The file records that it was seeded (or that it already had
content), so a GM who later deletes everything gets an empty desk, not the demo again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gm_desk.rules.demo import demo_name, demo_setup_for, demo_setups
from gm_desk.rules.i18n import t, tn
from gm_desk.store.campaigns import (
    add_party_member,
    create_campaign,
    create_encounter,
    get_meta,
    list_campaigns,
    set_meta,
)
from gm_desk.store.creatures import count_creatures
from gm_desk.store.errors import StoreError
from gm_desk.store.transactions import transaction
from gm_desk.store.values import timestamp_text, utc_now

if TYPE_CHECKING:
    from gm_desk.store.connection import Store

DEMO_CAMPAIGN_NAME = demo_name(next(iter(demo_setups())))  # the first demo: the one the app opens
DEMO_NOTES = (
    "A ready-made campaign to try GM Desk on: open the prepared encounter and run it. "
    "Delete it whenever you like; Help can add it again."
)
SEEDED_KEY = "seeded_at"


@dataclass(frozen=True)
class SeedReport:
    seeded: bool
    reason: str  # a sentence for the GM or the log
    imports: tuple[Any, ...] = ()  # one ImportReport (from gm_desk.store.intake.packs) per pack imported
    problems: tuple[str, ...] = ()  # packs that could not be imported, and why
    campaign_id: int | None = None  # the first demo campaign (the one the app opens)
    encounter_id: int | None = None
    demos: tuple[tuple[str, int, int], ...] = ()  # (system id, campaign id, encounter id) per demo


def seed_if_empty(store: Store, bestiary_dir: Path) -> SeedReport:
    """On a brand-new data file, import every pack in `bestiary_dir` and create every system's demo.

    Does nothing on a file that was seeded before or already has creatures or campaigns (and records
    that, so it never seeds later). A pack that fails to import is reported in `problems` and skipped;
    the rest of the seeding still happens. Everything is one transaction: a crash seeds nothing.
    """
    if store.closed:
        raise StoreError(t("No data file is open."))
    if get_meta(SEEDED_KEY) is not None:
        return SeedReport(False, "This data file was set up before.")
    with transaction():
        if count_creatures() or list_campaigns():
            _mark_seeded()
            return SeedReport(False, "This data file already has creatures or campaigns.")
        imports, problems = _import_packs(bestiary_dir)
        demos = tuple((rid, *_create_demo(rid)) for rid in _demo_systems())
        _mark_seeded()
    first = demos[0] if demos else (None, None, None)
    return SeedReport(
        True,
        " ".join(
            (
                tn("Imported {n} bestiary pack.", "Imported {n} bestiary packs.", len(imports), n=len(imports)),
                tn("Created {n} demo campaign.", "Created {n} demo campaigns.", len(demos), n=len(demos)),
            )
        ),
        tuple(imports),
        tuple(problems),
        first[1],
        first[2],
        demos,
    )


def demo_campaign_name(ruleset_id: str) -> str:
    """The name of a system's demo campaign; it says the system ("Threat & Retaliation demo")."""
    return demo_name(ruleset_id)


def add_demo_campaign(ruleset_id: str) -> tuple[int, int]:
    """Add one system's demo campaign (its party and prepared encounter) again; (campaign id, encounter id).

    One transaction. An unknown system id is refused with a StoreError in the GM's words.
    """
    if ruleset_id not in _demo_systems():
        raise StoreError(
            t("GM Desk has no demo for the combat system '{ruleset_id}'.", ruleset_id=ruleset_id)
        )
    with transaction():
        return _create_demo(ruleset_id)


def _demo_systems() -> list[str]:
    return list(demo_setups())


def _mark_seeded() -> None:
    set_meta(SEEDED_KEY, timestamp_text(utc_now()))


def _import_packs(bestiary_dir: Path) -> tuple[list[Any], list[str]]:
    # Imported here, not at the top: packs pull in pydantic and the rulesets' schemas, which only a
    # first run needs.
    from gm_desk.store.intake.packs import PackError, import_pack_file

    if not bestiary_dir.is_dir():
        return [], [t("The bestiary folder {folder} is missing; no creatures were imported.", folder=bestiary_dir)]
    imports: list[Any] = []
    problems: list[str] = []
    for path in sorted(bestiary_dir.glob("*.toml")):
        try:
            imports.append(import_pack_file(path))
        except PackError as error:
            problems.append(f"{path.name}: {error}")
    return imports, problems


def _create_demo(ruleset_id: str) -> tuple[int, int]:
    setup = demo_setup_for(ruleset_id)
    ruleset = setup["ruleset"]
    campaign = create_campaign(demo_campaign_name(ruleset_id), ruleset, notes=DEMO_NOTES)
    for combatant in _player_characters(setup.get("combatants", ())):
        add_party_member(campaign.id, combatant["name"], ruleset, _sheet(combatant))
    encounter = create_encounter(campaign.id, setup["name"], ruleset, setup)
    return campaign.id, encounter.id


def _player_characters(combatants: Iterable[Any] | Mapping[str, Any]) -> list[Mapping[str, Any]]:
    items = combatants.values() if isinstance(combatants, Mapping) else combatants
    return [c for c in items if isinstance(c, Mapping) and str(c.get("kind", "")).upper() == "PC"]


def _sheet(combatant: Mapping[str, Any]) -> dict[str, Any]:
    """The PC sheet is the combatant's ruleset stat block; without one, the whole combatant."""
    stats = combatant.get("stats")
    return dict(stats) if isinstance(stats, Mapping) else dict(combatant)
