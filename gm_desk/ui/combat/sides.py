"""Foes first: how a combatant stands to whoever acts, so lists offer the usual targets first.

An attack on a packmate or a hazard on oneself is possible, but not what a GM usually means: lists put
foes (and anything that names no combatant) first, then a separator, then allies and self, marked.
Who acts is the command's actor, else the combatant whose turn it is.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command
from gm_desk.rules.state import EncounterState
from gm_desk.ui.i18n import N_, tr

FOE, ALLY, SELF = "foe", "ally", "self"
MARKS = {ALLY: N_("ally"), SELF: N_("itself")}  # tr() where shown


def relation(state: EncounterState, who: str | None, cid: str) -> str:
    """FOE, ALLY or SELF of `cid` for `who` (FOE when nobody acts: nothing is unusual then)."""
    if who is None or who not in state.combatants or cid not in state.combatants:
        return FOE
    if cid == who:
        return SELF
    return FOE if cid in {c.id for c in state.enemies_of(who)} else ALLY


def acting(state: EncounterState, cmd: Command) -> str | None:
    return cmd.actor or state.actor


TARGET_ARGS = ("target", "targets", "cid", "by")


def command_relation(state: EncounterState, cmd: Command) -> str:
    """SELF or ALLY when the command aims at the actor itself or at a friend, else FOE."""
    who = acting(state, cmd)
    found = {relation(state, who, v) for key in TARGET_ARGS for v in _combatants(state, cmd.args.get(key))}
    return SELF if SELF in found else ALLY if ALLY in found else FOE


def aims_at_foe(state: EncounterState, cmd: Command) -> bool:
    """Whether the command names a foe of whoever acts as its target (an attack, a grapple, a shove)."""
    who = acting(state, cmd)
    if who is None:
        return False
    return any(
        relation(state, who, cid) == FOE for key in TARGET_ARGS for cid in _combatants(state, cmd.args.get(key))
    )


def _combatants(state: EncounterState, value: Any) -> list[str]:
    if isinstance(value, str):
        return [value] if value in state.combatants else []
    if isinstance(value, dict):
        return [cid for v in value.values() for cid in _combatants(state, v)]
    if isinstance(value, list):
        return [cid for v in value for cid in _combatants(state, v)]
    return []


def foes_first(
    items: list[tuple[str, Any]], kinds: list[str]
) -> tuple[list[tuple[str, Any]], list[tuple[str, Any]]]:
    """(the usual items, the unusual ones with their mark) keeping each group's order."""
    usual = [item for item, kind in zip(items, kinds) if kind == FOE]
    unusual = [
        (f"{text} ({tr(MARKS[kind])})", data) for (text, data), kind in zip(items, kinds) if kind != FOE
    ]
    return usual, unusual
