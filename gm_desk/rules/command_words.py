"""Plain words for any command, in the language in use: "Move: Haelon → Relay Yard", "Cede: Ava".

These are the generic words every command falls back on where its system says nothing of its own
(`Presentation.answer_label`): the command picker, a button's verb, a tooltip. A command's verb is its
type's last part in words ("glowlands.back_out" → "Back out"); each is listed in `VERBS` so the catalogue
holds it. The names a command carries (combatants, zones, sides) are the GM's and stay as they are; an
identifier among its arguments (a lower-case word: "controlled", "fortify") reads as words (`words.plain`).
"""

from __future__ import annotations

from gm_desk.rules.events import Command
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.presentation import Presentation, name_of
from gm_desk.rules.state import EncounterState
from gm_desk.rules.words import plain

__all__ = ["VERBS", "command_words", "verb_of"]

# The verb of each command type of the shipped systems and of the engine, by the type's last part.
VERBS = {
    "abandon": N_("Abandon"),
    "act": N_("Act"),
    "act_together": N_("Act together"),
    "action_lost": N_("Action lost"),
    "add": N_("Add"),
    "add_combatant": N_("Add combatant"),
    "add_combatants": N_("Add combatants"),
    "add_zone": N_("Add zone"),
    "aftermath": N_("Aftermath"),
    "agl_check": N_("AGL check"),
    "ambush": N_("Ambush"),
    "antidote": N_("Antidote"),
    "apply_retaliation": N_("Apply retaliation"),
    "approach": N_("Approach"),
    "attack": N_("Attack"),
    "back_out": N_("Back out"),
    "bleed_out": N_("Bleed out"),
    "bonus": N_("Bonus"),
    "brandish": N_("Brandish"),
    "bring_in": N_("Bring in"),
    "break_free": N_("Break free"),
    "cede": N_("Cede"),
    "chase": N_("Chase"),
    "choose_first": N_("Choose first"),
    "circumstance": N_("Circumstance"),
    "clear": N_("Clear"),
    "command": N_("Command"),
    "complete_objective": N_("Complete objective"),
    "conceal": N_("Conceal"),
    "continue": N_("Continue"),
    "cover": N_("Cover"),
    "damage": N_("Damage"),
    "defend": N_("Defend"),
    "delay": N_("Delay"),
    "disengage": N_("Disengage"),
    "dismiss_scene_event": N_("Dismiss scene event"),
    "draw": N_("Draw"),
    "drop_item": N_("Drop item"),
    "drop_prone": N_("Drop prone"),
    "durability": N_("Durability"),
    "each": N_("Each"),
    "end": N_("End"),
    "end_hazard": N_("End hazard"),
    "end_turn": N_("End turn"),
    "engage": N_("Engage"),
    "extinguish": N_("Extinguish"),
    "fall": N_("Fall"),
    "fear": N_("Fear"),
    "first": N_("First"),
    "flee": N_("Flee"),
    "force_swap": N_("Force swap"),
    "fortify": N_("Fortify"),
    "frantic": N_("Frantic"),
    "give_card": N_("Give card"),
    "grapple": N_("Grapple"),
    "grid_move": N_("Grid move"),
    "group_order": N_("Group order"),
    "guard": N_("Guard"),
    "hardship": N_("Hardship"),
    "ignite": N_("Ignite"),
    "initiative": N_("Initiative"),
    "interact": N_("Interact"),
    "intercept": N_("Intercept"),
    "killing_strike": N_("Killing strike"),
    "link": N_("Link"),
    "main": N_("Main"),
    "maneuver": N_("Maneuver"),
    "mark_acted": N_("Mark acted"),
    "morale_fate": N_("Morale fate"),
    "morale_save": N_("Morale save"),
    "move": N_("Move"),
    "next": N_("Next"),
    "no_reaction": N_("No reaction"),
    "note": N_("Note"),
    "objective": N_("Objective"),
    "obscure": N_("Obscure"),
    "obstacle": N_("Obstacle"),
    "opportunity": N_("Opportunity"),
    "pass": N_("Pass"),
    "pick": N_("Pick"),
    "place": N_("Place"),
    "place_border": N_("Place border"),
    "poison": N_("Poison"),
    "prepare": N_("Prepare"),
    "react": N_("React"),
    "reaction": N_("Reaction"),
    "ready": N_("Ready"),
    "redraw": N_("Redraw"),
    "release": N_("Release"),
    "reload": N_("Reload"),
    "remove": N_("Remove"),
    "remove_combatant": N_("Remove combatant"),
    "reorder": N_("Reorder"),
    "resist": N_("Resist"),
    "resolve_tie": N_("Resolve tie"),
    "resume": N_("Resume"),
    "resuscitate": N_("Resuscitate"),
    "reveal": N_("Reveal"),
    "roll_fat": N_("Roll fat"),
    "save": N_("Save"),
    "seek_cover": N_("Seek cover"),
    "seize": N_("Seize"),
    "set_acted": N_("Set acted"),
    "set_contact": N_("Set contact"),
    "set_lead": N_("Set lead"),
    "set_marching_order": N_("Set marching order"),
    "set_order": N_("Set order"),
    "set_resource": N_("Set resource"),
    "set_sees": N_("Set sees"),
    "set_stats": N_("Set stats"),
    "set_zone_tag": N_("Set zone tag"),
    "set_status": N_("Set status"),
    "short_task": N_("Short task"),
    "shove": N_("Shove"),
    "simultaneous_attacks": N_("Simultaneous attacks"),
    "skip": N_("Skip"),
    "sprint": N_("Sprint"),
    "stand_up": N_("Stand up"),
    "start": N_("Start"),
    "stay_conscious": N_("Stay conscious"),
    "step": N_("Step"),
    "stunt_reply": N_("Stunt reply"),
    "surprise": N_("Surprise"),
    "surrender": N_("Surrender"),
    "swap": N_("Swap"),
    "sweep": N_("Sweep"),
    "take": N_("Take"),
    "take_turn": N_("Take turn"),
    "team_order": N_("Team order"),
    "test": N_("Test"),
    "time_out": N_("Time out"),
    "torchlight": N_("Torchlight"),
    "trigger": N_("Trigger"),
    "unlink": N_("Unlink"),
    "use_prepared": N_("Use prepared"),
    "wait": N_("Wait"),
}
# The arguments that name where or at whom a command is aimed, shown after an arrow, in this order.
AIMED_AT = ("to", "zone", "target", "b", "y", "with", "npc", "ally", "holder", "faction", "team")
# The arguments that name who does it, when the command has no actor, in this order.
DOER = ("cid", "a", "by", "x")


def verb_of(cmd_type: str) -> str:
    """ "glowlands.back_out" → "Back out", in the language in use."""
    key = cmd_type.split(".")[-1]
    return t(VERBS.get(key) or key.replace("_", " ").capitalize())


def _value_words(state: EncounterState, value: str) -> str:
    """A string argument: a combatant's, zone's or side's name; an identifier ("controlled") in words;
    anything else (a weapon's name, a Retaliation's) as the GM wrote it."""
    if value in state.combatants or value in state.zones.zones or value in state.sides:
        return name_of(state, value)
    kind, colon, rest = value.partition(":")
    if colon and rest and kind.isidentifier() and kind == kind.lower():
        return _value_words(state, rest)  # a qualified key ("weapon:Sword") reads as what it names
    if value == value.lower() and value.replace("_", "").isalpha():
        return plain(value)
    return value


def _looks_of(state: EncounterState) -> Presentation | None:
    """The presentation of the state's system (None for a system GM Desk does not know)."""
    from gm_desk.rules.rulesets import UnknownRuleset, get_ruleset  # the registry, loaded when first asked

    try:
        return get_ruleset(state.ruleset).presentation
    except UnknownRuleset:
        return None


def _in_a_sentence(words: str) -> str:
    """ "Unopposed" → "unopposed" inside brackets; "AGL check" stays as it is."""
    return words[:1].lower() + words[1:] if words[1:2].islower() else words


def command_words(cmd: Command, state: EncounterState, presentation: Presentation | None = None) -> str:
    """ "Move: Haelon → Relay Yard", "Attack: Ysolde → Caretaker (Staff)" from any command.

    With the system's `presentation` (by default the state's system's), a switch among the arguments reads
    as the system names it
    ("Seize: Ava → Bren (unopposed)"); a command carried as an argument (the action a Ready waits
    with) reads as its own words."""
    if presentation is None:
        presentation = _looks_of(state)
    args = dict(cmd.args)
    if cmd.actor and args.get("cid") == cmd.actor:
        del args["cid"]
    who = cmd.actor
    for key in DOER:
        if who is None and args.get(key) is not None:
            who = args.pop(key)
    verb = verb_of(cmd.type)
    text = t("{verb}: {who}", verb=verb, who=name_of(state, who)) if who else verb
    for key in AIMED_AT:
        if key in args and args[key] is None:
            del args[key]  # aimed at nobody ("— nobody" in the start form): nothing to name
        elif key in args:
            text += f" → {name_of(state, args.pop(key))}"
    extras = []
    for key, value in args.items():
        if value is True:
            named = presentation.arg_words(cmd.type, key) if presentation is not None else ""
            extras.append(_in_a_sentence(named) if named else plain(key))
        elif isinstance(value, dict) and isinstance(value.get("type"), str):
            inner = value.get("args")
            carried = Command(value["type"], args=dict(inner) if isinstance(inner, dict) else {})
            extras.append(_in_a_sentence(command_words(carried, state, presentation)))
        elif isinstance(value, str):
            extras.append(_value_words(state, value))
        elif isinstance(value, int) and not isinstance(value, bool):
            extras.append(t("{what} {value}", what=plain(key), value=value))
    return t("{command} ({details})", command=text, details=", ".join(extras)) if extras else text
