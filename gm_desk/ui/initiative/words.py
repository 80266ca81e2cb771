"""Plain words for any command, for buttons, menus and tooltips.

The words for a system's phases and its own answers are the ruleset's (`Ruleset.phase_words`,
`Ruleset.answers`); these are the generic words every command falls back on.
"""

from __future__ import annotations

from gm_desk.rules.events import Command
from gm_desk.rules.presentation import name_of
from gm_desk.rules.state import EncounterState
from gm_desk.ui.i18n import tr

__all__ = ["command_words", "name_of", "verb_of"]


def verb_of(cmd_type: str) -> str:
    """ "glowlands.back_out" → "Back out"."""
    return tr(cmd_type.split(".")[-1].replace("_", " ").capitalize())


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
            extras.append(tr(key.replace("_", " ")))
        elif isinstance(value, str):
            known = value in state.combatants or value in state.zones.zones or value in state.sides
            extras.append(name_of(state, value) if known else tr(value))
        elif isinstance(value, int) and not isinstance(value, bool):
            extras.append(f"{tr(key.replace('_', ' '))} {value}")
    return f"{text} ({', '.join(extras)})" if extras else text
