"""The events Threat & Retaliation adds, and how each folds into state.

Most only inform the log (the roll's outcome, the damage dealt): what they change arrives as generic
events (ResourceChanged, StatusChanged, Disengaged). The Retaliation events do change state: each one
is the fact that a creature spent a Retaliation, so its reducer counts it; damage left for the GM is
listed in `state.rs["pending"]` until applied or dismissed.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Reducer
from gm_desk.rules.rulesets.glowlands import shared_strain
from gm_desk.rules.state import EncounterState, copy_data


def _inform(state: EncounterState, data: dict[str, Any]) -> None:
    """Informative: the consequences come as their own events."""


def _count(state: EncounterState, npc_id: str, name: str | None) -> None:
    npc = state.get(npc_id)
    npc.rs["retaliations_used"] = npc.rs.get("retaliations_used", 0) + 1
    npc.rs["retaliated"] = npc.rs.get("retaliated", 0) + 1
    if name is not None:
        uses = dict(npc.rs.get("uses", {}))
        uses[name] = uses.get(name, 0) + 1
        npc.rs["uses"] = uses


def _takes_effect(state: EncounterState, data: dict[str, Any]) -> None:
    _count(state, data["npc"], data["retaliation"]["name"])
    state.next_id += 1  # the id 'retN' this Retaliation took
    if data.get("pending"):
        item = {k: copy_data(data[k]) for k in ("id", "npc", "target", "retaliation")}
        state.rs["pending"] = [*state.rs.get("pending", []), item]


def _suppressed(state: EncounterState, data: dict[str, Any]) -> None:
    if data.get("spent", True):
        _count(state, data["npc"], None)


def _settled(state: EncounterState, data: dict[str, Any]) -> None:
    state.rs["pending"] = [p for p in state.rs.get("pending", []) if p["id"] != data["id"]]


def _prepared(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["actor"]).rs["prepared"] = {
        "action": data["action"],
        "args": copy_data(data["args"]),
        "trigger": data["trigger"],
        "needs_roll": data["needs_roll"],
    }


def _prepared_used(state: EncounterState, data: dict[str, Any]) -> None:
    state.get(data["actor"]).rs["prepared"] = None


REDUCERS: dict[str, Reducer] = {
    "AttackResolved": _inform,
    "ActionResolved": _inform,
    "ActionTaken": _inform,
    "DamageApplied": _inform,
    "WoundTicked": _inform,
    "RetaliationTakesEffect": _takes_effect,
    "RetaliationSuppressed": _suppressed,
    "RetaliationPrevented": _inform,
    "RetaliationApplied": _settled,
    "RetaliationDismissed": _settled,
    "SweepSkipped": _inform,
    "BackOutResolved": _inform,
    "BleedOutResolved": _inform,
    "ActionPrepared": _prepared,
    "PreparedUsed": _prepared_used,
    "ReactionUsed": _inform,
    shared_strain.POOL_CHANGED: shared_strain.fold,
}
