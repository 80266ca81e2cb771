"""How bestiary entries reach encounters: combatants linked by `ref`, and edits that follow them.

A creature placed in an encounter keeps a copy of its stat block and a link to where it came from, the
combatant's ``ref`` = ``"creature:<id>"``. An encounter still in prep follows the bestiary: saving a
creature rewrites the stats of the combatants linked to it in every prep encounter of its system. A
running or ended fight keeps its copy (changing a block mid-fight would change rolls already made);
``compare_with_bestiary`` says which of its combatants now differ, for a "refresh from bestiary" the GM
applies on purpose.

``creature_tags`` gives every creature's tags by id, read as the library reads its rows
(``library_rows``: one query, every tags column decoded at once).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gm_desk.rules.i18n import t, tn
from gm_desk.store.campaigns import update_encounter
from gm_desk.store.creatures import get_creature, library_rows, save_creature
from gm_desk.store.errors import NotFoundError
from gm_desk.store.models import Encounter
from gm_desk.store.records import CreatureRecord
from gm_desk.store.transactions import reads, transaction

__all__ = [
    "REF_PREFIX",
    "FollowReport",
    "StaleCombatant",
    "compare_with_bestiary",
    "creature_ref",
    "creature_tags",
    "follow_creature",
    "ref_creature_id",
    "save_and_follow",
    "stale_combatants",
]

REF_PREFIX = "creature:"


def creature_ref(creature_id: int) -> str:
    """The `ref` a combatant placed from the bestiary carries."""
    return f"{REF_PREFIX}{int(creature_id)}"


def ref_creature_id(ref: Any) -> int | None:
    """The creature id in a `ref`, or None for PCs, hand-made combatants and anything malformed."""
    if not isinstance(ref, str) or not ref.startswith(REF_PREFIX):
        return None
    digits = ref[len(REF_PREFIX) :]
    if not digits.isascii() or not digits.isdigit() or len(digits) > 18:
        return None
    return int(digits)


# -------------------------------------------------------------------------------- prep encounters


@dataclass(frozen=True)
class FollowReport:
    """What saving a creature did to prep encounters.

    ``updated`` pairs each changed encounter's id with the combatant ids whose stats were rewritten;
    ``refused`` pairs an encounter with the reason its setup was left alone (the new block would have
    made it unplayable).
    """

    creature_id: int
    updated: tuple[tuple[int, tuple[str, ...]], ...] = ()
    refused: tuple[tuple[int, str], ...] = ()
    running: tuple[int, ...] = ()  # running encounters that use the creature: they keep their copy

    @property
    def encounter_ids(self) -> tuple[int, ...]:
        return tuple(encounter_id for encounter_id, _ in self.updated)

    def summary(self, name: str) -> str:
        """A sentence for the GM, or "" when no encounter uses the creature."""
        parts = []
        if self.updated:
            count = len(self.updated)
            parts.append(
                tn(
                    "{count} encounter in prep now uses the new {name}.",
                    "{count} encounters in prep now use the new {name}.",
                    count,
                    count=count,
                    name=name,
                )
            )
        if self.refused:
            parts.append(
                t("{count} kept the old {name}: {why}", count=len(self.refused), name=name, why=self.refused[0][1])
            )
        if self.running:
            count = len(self.running)
            parts.append(
                tn(
                    "{count} running fight keeps its copy of {name}; to give it the new stats there, open the "
                    "fight and use Encounter ▸ Refresh from bestiary…",
                    "{count} running fights keep their copy of {name}; to give it the new stats there, open the "
                    "fight and use Encounter ▸ Refresh from bestiary…",
                    count,
                    count=count,
                    name=name,
                )
            )
        return " ".join(parts)


def save_and_follow(record: CreatureRecord) -> tuple[CreatureRecord, FollowReport]:
    """Save the creature and update prep encounters that use it, in one transaction."""
    with transaction():
        saved = save_creature(record)
        return saved, follow_creature(saved)


def follow_creature(creature: CreatureRecord) -> FollowReport:
    """Rewrite the stats of the combatants linked to `creature` in every prep encounter of its system.

    Combatants whose stats already match are left alone, and an encounter is written only if one of
    its combatants changed. Each new setup is checked by the rules engine first; one it refuses is
    left as it was and named in the report.
    """
    if creature.id is None:
        raise ValueError(t("Only a saved creature can be followed."))
    ref = creature_ref(creature.id)
    updated: list[tuple[int, tuple[str, ...]]] = []
    refused: list[tuple[int, str]] = []
    with transaction():
        rows = (
            Encounter.select(Encounter.id, Encounter.setup)
            .where(Encounter.status == "prep", Encounter.ruleset == creature.ruleset)
            .order_by(Encounter.id)
            .tuples()
        )
        for encounter_id, setup in rows:
            new_setup, changed = _with_stats(setup, ref, creature.statblock)
            if not changed:
                continue
            problem = _setup_problem(new_setup)
            if problem:
                refused.append((encounter_id, problem))
                continue
            update_encounter(encounter_id, setup=new_setup)
            updated.append((encounter_id, changed))
    return FollowReport(creature.id, tuple(updated), tuple(refused), running_users(creature))


def running_users(creature: CreatureRecord) -> tuple[int, ...]:
    """The running encounters of the creature's system with a combatant drawn from it (by its link)."""
    if creature.id is None:
        return ()
    ref = creature_ref(creature.id)
    rows = (
        Encounter.select(Encounter.id, Encounter.setup)
        .where(Encounter.status == "running", Encounter.ruleset == creature.ruleset)
        .order_by(Encounter.id)
        .tuples()
    )
    return tuple(
        encounter_id
        for encounter_id, setup in rows
        if isinstance(setup, dict)
        and any(isinstance(c, dict) and c.get("ref") == ref for c in setup.get("combatants") or ())
    )


def _with_stats(setup: Any, ref: str, statblock: dict[str, Any]) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A copy of `setup` with the linked combatants' stats replaced, and the ids of those that changed."""
    if not isinstance(setup, dict) or not isinstance(setup.get("combatants"), list):
        return setup, ()
    new_setup = copy.deepcopy(setup)
    changed = []
    for combatant in new_setup["combatants"]:
        if (
            isinstance(combatant, dict)
            and combatant.get("ref") == ref
            and combatant.get("stats") != statblock
        ):
            combatant["stats"] = copy.deepcopy(statblock)
            changed.append(str(combatant.get("id")))
    return new_setup, tuple(changed)


def _setup_problem(setup: dict[str, Any]) -> str:
    # The rules are imported here: a save that touches no encounter should not pay for them.
    from gm_desk.rules.prep import check

    problem = check(setup)
    return problem.message if problem is not None else ""


# ------------------------------------------------------------------------------ running encounters


@dataclass(frozen=True)
class StaleCombatant:
    """A combatant whose copy differs from its bestiary entry.

    ``fields`` names the top-level stat-block keys that differ, in the entry's order (then the copy's
    extra keys). ``stats`` is the entry's current block, or None when the entry was deleted (then
    ``fields`` is empty and there is nothing to refresh from).
    """

    combatant_id: str
    name: str
    creature_id: int
    fields: tuple[str, ...]
    stats: dict[str, Any] | None

    @property
    def deleted(self) -> bool:
        return self.stats is None


def compare_with_bestiary(
    combatants: Iterable[Any], creatures: Mapping[int, Mapping[str, Any] | None]
) -> list[StaleCombatant]:
    """Which linked combatants differ from their entries, in the order given. Pure: no store access.

    `combatants` are setup dicts or engine Combatant objects (anything with id, name, ref and stats);
    `creatures` maps creature ids to their current stat block, or None for a deleted one. Combatants
    without a creature ref, or whose creature is not in `creatures`, are not reported.
    """
    stale = []
    for combatant in combatants:
        creature_id = ref_creature_id(_attr(combatant, "ref"))
        if creature_id is None or creature_id not in creatures:
            continue
        copy_stats = _attr(combatant, "stats") or {}
        entry = creatures[creature_id]
        cid, name = str(_attr(combatant, "id")), str(_attr(combatant, "name") or "")
        if entry is None:
            stale.append(StaleCombatant(cid, name, creature_id, (), None))
            continue
        keys = [*entry, *(k for k in copy_stats if k not in entry)]
        fields = tuple(k for k in keys if entry.get(k) != copy_stats.get(k))
        if fields:
            stale.append(StaleCombatant(cid, name, creature_id, fields, copy.deepcopy(dict(entry))))
    return stale


@reads
def stale_combatants(combatants: Iterable[Any]) -> list[StaleCombatant]:
    """`compare_with_bestiary` against the stored bestiary: what "refresh from bestiary" would change."""
    combatants = list(combatants)
    wanted = {cid for c in combatants if (cid := ref_creature_id(_attr(c, "ref"))) is not None}
    creatures: dict[int, dict[str, Any] | None] = {}
    for creature_id in sorted(wanted):
        try:
            creatures[creature_id] = get_creature(creature_id).statblock
        except NotFoundError:
            creatures[creature_id] = None
    return compare_with_bestiary(combatants, creatures)


def _attr(combatant: Any, name: str) -> Any:
    if isinstance(combatant, Mapping):
        return combatant.get(name)
    return getattr(combatant, name, None)


# ---------------------------------------------------------------------------------------- search


@reads
def creature_tags(ruleset: str | None = None) -> dict[int, tuple[str, ...]]:
    """Every creature's tags by id (of one system if given)."""
    return {row[0]: row[6] for row in library_rows() if ruleset is None or row[2] == ruleset}
