"""The health tracks each system keeps, read from a combatant for display: value, top, and which way is bad.

Threat & Retaliation fills Strain (and a PC's wound ranks, named on the sheet); Alternating Teams drains
endurance, then health (stamina and focus are spent); Faction Passing drains health; Marching Order
drains hit points; Initiative Cards marks harm (points against a capacity for creatures, levels of
physical and mental harm for PCs). Any other track a combatant carries is shown as a plain number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gm_desk.rules.state import Combatant

FILL, DRAIN, COUNT = "fill", "drain", "count"  # damage fills the track / empties it / a plain number


@dataclass(frozen=True)
class Track:
    key: str  # the name in combatant.res (what gm.set_resource changes)
    label: str
    value: int
    top: int | None  # None: no maximum
    kind: str = DRAIN
    detail: str = ""  # e.g. the wound ranks ticked

    @property
    def fraction_left(self) -> float | None:
        """How healthy the track reads, 1.0 untouched to 0.0 spent (None when it has no top)."""
        if not self.top:
            return None
        share = max(0.0, min(1.0, self.value / self.top))
        return 1.0 - share if self.kind == FILL else share

    def words(self) -> str:
        shown = f"{self.value}/{self.top}" if self.top is not None else str(self.value)
        return f"{self.label} {shown}"


def _int(stats: dict, key: str, default: int | None = None) -> int | None:
    value = stats.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _glowlands(c: Combatant) -> list[Track]:
    from gm_desk.rules.rulesets.glowlands.strain import wound_ranks

    out = [Track("strain", "Strain", c.res.get("strain", 0), _int(c.stats, "max_strain", 1), FILL)]
    if c.is_pc:
        ranks = wound_ranks(c)
        ticked = c.res.get("wounds", 0)
        detail = ", ".join(ranks[:ticked]) if ticked else "none ticked"
        out.append(Track("wounds", "Wounds", ticked, len(ranks), FILL, detail))
    return out


def _teams(c: Combatant) -> list[Track]:
    out = []
    for key, top_key, label in (
        ("endurance", "endurance_max", "Endurance"),
        ("health", "health_max", "Health"),
        ("stamina", "stamina_max", "Stamina"),
        ("focus", "focus_max", "Focus"),
    ):
        top = _int(c.stats, top_key, 0)
        if key in c.res and (top or key == "health"):
            out.append(Track(key, label, c.res[key], top or None, DRAIN))
    if "death_dc" in c.res:
        out.append(Track("death_dc", "Death DC", c.res["death_dc"], None, COUNT))
    return out


def _factions(c: Combatant) -> list[Track]:
    return [Track("health", "Health", c.res.get("health", 0), _int(c.stats, "health_max", 1), DRAIN)]


def _marching(c: Combatant) -> list[Track]:
    if "hp" not in c.res:
        return []
    top = _int(c.stats, "hit_points", _int(c.stats, "hp"))
    return [Track("hp", "HP", c.res["hp"], top, DRAIN)]


def _cards(c: Combatant) -> list[Track]:
    cap = _int(c.stats, "harm_capacity")
    if "harm_points" in c.res:
        return [Track("harm_points", "Harm", c.res["harm_points"], cap, FILL)]
    return [
        Track("physical_harm", "Physical harm", c.res.get("physical_harm", 0), cap, FILL if cap else COUNT),
        Track("mental_harm", "Mental harm", c.res.get("mental_harm", 0), cap, FILL if cap else COUNT),
    ]


READERS: dict[str, Callable[[Combatant], list[Track]]] = {
    "glowlands": _glowlands,
    "teams": _teams,
    "factions": _factions,
    "marching": _marching,
    "cards": _cards,
}


# Tracks a system reads itself, even those it leaves out for this combatant (no stamina on the sheet).
OWNED: dict[str, frozenset[str]] = {
    "glowlands": frozenset({"strain", "wounds"}),
    "teams": frozenset({"endurance", "health", "stamina", "focus", "death_dc"}),
    "factions": frozenset({"health"}),
    "marching": frozenset({"hp"}),
    "cards": frozenset({"harm_points", "physical_harm", "mental_harm"}),
}


def tracks_for(ruleset_id: str, c: Combatant) -> list[Track]:
    """Every track of the combatant, the system's own first, then any others it carries."""
    known = READERS.get(ruleset_id, lambda _: [])(c)
    named = {t.key for t in known} | OWNED.get(ruleset_id, frozenset())
    rest = [
        Track(k, k.replace("_", " ").capitalize(), v, None, COUNT) for k, v in c.res.items() if k not in named
    ]
    return known + rest


def main_track(ruleset_id: str, c: Combatant) -> Track | None:
    """The one track a compact row shows: the first with a maximum, else the first of all."""
    found = tracks_for(ruleset_id, c)
    return next((t for t in found if t.top), found[0] if found else None)
