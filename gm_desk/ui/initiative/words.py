"""Plain words for commands and phases, for buttons, menus and tooltips."""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Command
from gm_desk.rules.state import EncounterState

PHASE_WORDS = {
    "setup": "Before the fight",
    "initiative": "Initiative",
    "ready": "Initiative set",
    "pc_turns": "PC turns",
    "retaliation_sweep": "Retaliation phase",
    "surprise_round": "Surprise round",
    "round": "Team picks",
    "choose_first": "Choosing who goes first",
    "fast_threshold": "Fast action threshold",
    "ambush_bonus": "Ambush turn",
    "round_main": "Faction goes",
    "fast": "Fast phase",
    "slow": "Slow phase",
    "morale": "Morale",
    "aftermath": "After the fight",
    "turns": "Turns",
    "delayed": "Delayed turns",
    "draw": "Dealing cards",
    "round_start": "Round start: swaps",
    "acting": "Card order",
    "round_end": "Round end",
    "ended": "Fight over",
}


def phase_words(phase: str) -> str:
    """ "pc_turns" → "PC turns"; unknown phases read as their words."""
    if phase in PHASE_WORDS:
        return PHASE_WORDS[phase]
    words = [w.upper() if w in ("pc", "npc", "gm") else w for w in phase.split("_")]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


def name_of(state: EncounterState, value: Any) -> str:
    if isinstance(value, str):
        if value in state.combatants:
            return state.name_of(value)
        if value in state.zones.zones:
            return state.zones.zones[value].name
        if value in state.sides:
            return state.sides[value].name
    return str(value)


def verb_of(cmd_type: str) -> str:
    """ "glowlands.back_out" → "Back out"."""
    return cmd_type.split(".")[-1].replace("_", " ").capitalize()


def command_words(cmd: Command, state: EncounterState) -> str:
    """ "Move: Haelon → Relay Yard", "Attack: Ysolde → Caretaker (Staff)" from any command."""
    args = dict(cmd.args)
    if cmd.actor and args.get("cid") == cmd.actor:
        del args["cid"]
    who = cmd.actor or args.pop("cid", None) or args.pop("a", None) or args.pop("by", None)
    text = f"{verb_of(cmd.type)}: {name_of(state, who)}" if who else verb_of(cmd.type)
    for key in ("to", "zone", "target", "b", "with", "npc", "ally", "holder", "faction", "team"):
        if key in args:
            text += f" → {name_of(state, args.pop(key))}"
    extras = []
    for key, value in args.items():
        if value is True:
            extras.append(key.replace("_", " "))
        elif isinstance(value, str):
            extras.append(name_of(state, value))
        elif isinstance(value, int) and not isinstance(value, bool):
            extras.append(f"{key.replace('_', ' ')} {value}")
    return f"{text} ({', '.join(extras)})" if extras else text
