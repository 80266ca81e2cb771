"""What differs per system in the initiative panel: typed initiative, the choices offered, reordering.

The panel is generic: it shows `ruleset.prompt(state)`, `ruleset.order(state)` and buttons for the
legal commands that answer the prompt. An adapter only says which command types are such answers,
how to word them, how a typed initiative becomes a command (a Skill Mastery die for Threat &
Retaliation, a card for Initiative Cards), and how a dragged order becomes one (a tie settled, a
queue or a group rearranged). Everything else comes from the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from gm_desk.rules.events import Command
from gm_desk.rules.ruleset import Prompt
from gm_desk.rules.state import EncounterState
from gm_desk.ui.initiative.words import command_words, name_of

DICE, NUMBER = "dice", "number"


@dataclass(frozen=True)
class EntryRow:
    """One combatant's initiative, typed in or rolled."""

    cid: str
    name: str
    label: str  # what is typed: "Skill Mastery", "Card"
    kind: str  # DICE (faces of `expr`) or NUMBER (a value lo..hi)
    template: Command  # the command that rolls it
    expr: str = ""
    purpose: str = "initiative"
    lo: int = 1
    hi: int = 20
    arg: str = ""  # NUMBER: the argument the value goes into

    def command(self, value: Any) -> Command:
        """The command for a typed value (None: let GM Desk roll)."""
        if value is None:
            return self.template
        if self.kind == DICE:
            return replace(self.template, dice={self.purpose: value})
        return replace(self.template, args={**self.template.args, self.arg: value})


@dataclass(frozen=True)
class Choice:
    """A button: one legal command that answers the prompt."""

    label: str
    command: Command
    tip: str = ""
    quiet: bool = False  # a secondary choice (skip, dismiss, pass) drawn plainly


@dataclass
class Adapter:
    """The generic behaviour; each system's adapter names its answers and words."""

    answers: tuple[str, ...] = ()
    quiet_when: Callable[[Command], bool] = field(default=lambda cmd: False)

    def entry_rows(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        return []

    def choices(self, state: EncounterState, prompt: Prompt, legal: list[Command]) -> list[Choice]:
        out = []
        for cmd in legal:
            if cmd.type in self.answers:
                out.append(
                    Choice(
                        self.label(cmd, state, prompt), cmd, command_words(cmd, state), self.quiet_when(cmd)
                    )
                )
        return out

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        return command_words(cmd, state)

    def reorder(self, state: EncounterState, order: list[str]) -> Command | None:
        """The command a dragged order asks for, or None when this system's order is not dragged."""
        return None

    def notes(self, state: EncounterState) -> str:
        """One line of context under the phase (a team order, a threshold, the marching order)."""
        return ""

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        """Short words about a combatant that the order row shows (prepared, bleeding out...)."""
        c = state.combatants[cid]
        out = []
        if c.substatus:
            out.append(c.substatus.replace("_", " "))
        elif c.status != "active":
            out.append(c.status)
        return out


# --- Threat & Retaliation (000) -------------------------------------------------------------------


class GlowlandsAdapter(Adapter):
    def __init__(self) -> None:
        super().__init__(
            (
                "glowlands.apply_retaliation",
                "glowlands.sweep",
                "glowlands.resolve_tie",
                "glowlands.bleed_out",
            ),
            lambda cmd: bool(cmd.args.get("skip")),
        )

    def entry_rows(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        if prompt.kind != "initiative":
            return []
        rows = []
        for cid in prompt.choices:
            c = state.combatants[cid]
            mastery = c.stats.get("skill_mastery", 0)
            mastery = mastery if isinstance(mastery, int) and not isinstance(mastery, bool) else 0
            rows.append(
                EntryRow(
                    cid,
                    c.name,
                    "Skill Mastery",
                    DICE,
                    Command("glowlands.initiative", args={"cid": cid}),
                    expr=f"1d20{mastery:+d}",
                )
            )
        return rows

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a = cmd.args
        if cmd.type == "glowlands.apply_retaliation":
            item = next((p for p in state.rs.get("pending", ()) if p["id"] == a.get("id")), None)
            if item is None:
                return command_words(cmd, state)
            ret = item["retaliation"]
            if a.get("skip"):
                return f"Dismiss {ret['name']}"
            return f"Apply {ret['name']} ({ret.get('damage')}) to {name_of(state, item['target'])}"
        if cmd.type == "glowlands.sweep":
            npc = name_of(state, a["npc"])
            if a.get("skip"):
                return f"{npc}: let it pass"
            hint = prompt.data.get("suggestions", {}).get(a["npc"])
            if hint:
                return f"{npc}: {hint['retaliation']} → {name_of(state, hint['target'])}"
            return f"{npc} retaliates"
        if cmd.type == "glowlands.resolve_tie":
            return "Tie: " + " before ".join(name_of(state, c) for c in a["order"])
        if cmd.type == "glowlands.bleed_out":
            return f"{name_of(state, cmd.actor)}: roll Defiant + Lucky"
        return command_words(cmd, state)

    def reorder(self, state: EncounterState, order: list[str]) -> Command | None:
        current = list(state.sched.get("order", ()))
        order = [cid for cid in order if cid in current]
        if sorted(order) != sorted(current) or order == current:
            return None
        if state.phase in ("initiative", "ready"):
            for group in state.sched.get("ties", ()):
                rest = [cid for cid in order if cid not in group]
                if rest == [cid for cid in current if cid not in group]:
                    return Command("glowlands.resolve_tie", args={"order": [c for c in order if c in group]})
        return Command("gm.reorder", args={"order": order})

    def notes(self, state: EncounterState) -> str:
        ties = state.sched.get("ties", ())
        if ties and state.phase in ("initiative", "ready"):
            names = "; ".join(" = ".join(name_of(state, c) for c in group) for group in ties)
            return f"Tied: {names}. Drag to settle."
        return ""

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        c = state.combatants[cid]
        out = super().badges(state, cid)
        prepared = c.rs.get("prepared")
        if prepared:
            out.append(f"prepared {prepared['action'].replace('_', ' ')}")
        if not c.is_pc and c.status == "active":
            limit = max(1, int(c.stats.get("retaliation_limit", 1)))
            used = c.rs.get("retaliations_used", 0)
            out.append(f"retaliation {limit - used}/{limit}")
        return out


# --- Alternating Teams (001) ----------------------------------------------------------------------


class TeamsAdapter(Adapter):
    def __init__(self) -> None:
        super().__init__(
            (
                "teams.pick",
                "teams.pass",
                "teams.defend",
                "teams.intercept",
                "teams.stay_conscious",
                "teams.continue",
                "teams.abandon",
            ),
            lambda cmd: (
                cmd.type in ("teams.pass", "teams.abandon")
                or cmd.args.get("reaction") == "none"
                or cmd.args.get("choice") == "fall"
            ),
        )

    def notes(self, state: EncounterState) -> str:
        teams = state.sched.get("team_order", ())
        return "Team order: " + ", ".join(name_of(state, t) for t in teams) if teams else ""

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "teams.pick":
            return f"{name_of(state, a['cid'])} acts"
        if cmd.type == "teams.pass":
            return f"{name_of(state, a['team'])} pass"
        if cmd.type == "teams.defend":
            reaction = a.get("reaction")
            item = f" with the {a['item']}" if a.get("item") else ""
            words = {"none": "takes the hit", "dodge": "dodges", "parry": "parries", "block": "blocks"}
            return f"{who} {words.get(reaction, reaction)}{item}"
        if cmd.type == "teams.intercept":
            return f"{who} steps in"
        if cmd.type == "teams.stay_conscious":
            return f"{who}: Fortify" if a.get("choice") == "fortify" else f"{who} falls unconscious"
        if cmd.type == "teams.continue":
            return f"{who} continues the action"
        if cmd.type == "teams.abandon":
            return f"{who} abandons the action"
        return command_words(cmd, state)


# --- Faction Passing (002) ------------------------------------------------------------------------


class FactionsAdapter(Adapter):
    def notes(self, state: EncounterState) -> str:
        parts = []
        holder = state.sched.get("holder")
        if holder:
            parts.append(f"Initiative: {name_of(state, holder)}")
        if state.sched.get("fat") is not None:
            parts.append(f"fast action threshold {state.sched['fat']}")
        return " · ".join(parts)

    def __init__(self) -> None:
        super().__init__(
            (
                "factions.first",
                "factions.roll_fat",
                "factions.take_turn",
                "factions.pass",
                "factions.react",
                "factions.no_reaction",
                "factions.opportunity",
                "factions.stunt_reply",
                "factions.morale_save",
                "factions.morale_fate",
                "factions.durability",
                "factions.resume",
            ),
            lambda cmd: (
                cmd.type in ("factions.pass", "factions.no_reaction") or cmd.args.get("accept") is False
            ),
        )

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "factions.first":
            return f"{name_of(state, a['faction'])} go first"
        if cmd.type == "factions.roll_fat":
            return "Roll the fast action threshold"
        if cmd.type == "factions.take_turn":
            return f"{who} takes the turn"
        if cmd.type == "factions.pass":
            return f"{name_of(state, a['faction'])} pass"
        if cmd.type == "factions.react":
            behind = f" behind {name_of(state, a['behind'])}" if a.get("behind") else ""
            return f"{who}: {a.get('kind')}{behind}"
        if cmd.type == "factions.no_reaction":
            return "No reaction"
        if cmd.type == "factions.opportunity":
            return f"{who}: opportunity attack"
        if cmd.type == "factions.stunt_reply":
            return f"{who} {'accepts' if a.get('accept') else 'refuses'} the stunt"
        if cmd.type == "factions.morale_save":
            return f"{name_of(state, a['cid'])}: morale save"
        if cmd.type == "factions.morale_fate":
            return f"{name_of(state, a['cid'])} must {a['fate']}"
        if cmd.type == "factions.durability":
            verdict = "damaged" if a.get("damaged") else "holds up"
            return f"{name_of(state, a['cid'])}'s {str(a['item']).split(':')[-1]}: {verdict}"
        return command_words(cmd, state)

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        c = state.combatants[cid]
        return super().badges(state, cid) + sorted(f.replace("_", " ") for f in c.flags)


# --- Marching Order (003) -------------------------------------------------------------------------


class MarchingAdapter(Adapter):
    def __init__(self) -> None:
        super().__init__(
            (
                "marching.take",
                "marching.cede",
                "marching.delay",
                "marching.act_together",
                "marching.seize",
                "marching.choose_first",
            ),
            lambda cmd: cmd.type == "marching.cede" or bool(cmd.args.get("y_declines")),
        )

    def notes(self, state: EncounterState) -> str:
        marching = state.rs.get("marching_order", ())
        text = "Marching order: " + ", ".join(name_of(state, c) for c in marching) if marching else ""
        if state.sched.get("choice"):
            text += f"{' · ' if text else ''}last round the lead chose to {state.sched['choice']}"
        return text

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a, who = cmd.args, name_of(state, cmd.actor)
        if cmd.type == "marching.take":
            return f"{who} takes the initiative"
        if cmd.type == "marching.cede":
            return f"{who} cedes the initiative"
        if cmd.type == "marching.delay":
            return f"{who} delays"
        if cmd.type == "marching.act_together":
            return f"{who} acts together with {name_of(state, a['with'])}"
        if cmd.type == "marching.seize":
            declines = " (unopposed)" if a.get("y_declines") else ""
            return f"{name_of(state, a['x'])} seizes the turn from {name_of(state, a['y'])}{declines}"
        return command_words(cmd, state)

    def reorder(self, state: EncounterState, order: list[str]) -> Command | None:
        from gm_desk.rules.rulesets.marching import turns

        queue = list(turns.pending(state)) if state.phase in turns.RUNNING else []
        new = [cid for cid in order if cid in queue]
        if len(queue) < 2 or new == queue or sorted(new) != sorted(queue):
            return None
        return Command("gm.reorder", args={"order": new})


# --- Initiative Cards (004) -----------------------------------------------------------------------


class CardsAdapter(Adapter):
    def __init__(self) -> None:
        super().__init__(
            ("cards.swap", "cards.force_swap", "cards.redraw"), lambda cmd: cmd.type == "cards.redraw"
        )

    def entry_rows(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        from gm_desk.rules.rulesets.cards import model

        if prompt.kind != "initiative":
            return []
        return [
            EntryRow(
                holder,
                model.holder_name(state, holder),
                "Card",
                NUMBER,
                Command("cards.draw", args={"holder": holder}),
                lo=1,
                hi=10,
                arg="card",
            )
            for holder in prompt.choices
        ]

    def label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        a = cmd.args
        if cmd.type == "cards.swap":
            return f"Swap cards: {name_of(state, a['a'])} ↔ {name_of(state, a['b'])}"
        if cmd.type == "cards.force_swap":
            return f"{name_of(state, a['by'])} takes {name_of(state, a['with'])}'s card"
        if cmd.type == "cards.redraw":
            return "Take the deal back"
        return command_words(cmd, state)

    def reorder(self, state: EncounterState, order: list[str]) -> Command | None:
        from gm_desk.rules.rulesets.cards import model

        for group in model.groups(state):
            members = list(model.members(state, group))
            new = [cid for cid in order if cid in members]
            if len(members) > 1 and new != members and sorted(new) == sorted(members):
                return Command("gm.reorder", args={"order": new})
        return None


ADAPTERS: dict[str, Callable[[], Adapter]] = {
    "glowlands": GlowlandsAdapter,
    "teams": TeamsAdapter,
    "factions": FactionsAdapter,
    "marching": MarchingAdapter,
    "cards": CardsAdapter,
}


def adapter_for(ruleset_id: str) -> Adapter:
    """The adapter of a system; a system without one still gets the generic panel."""
    return ADAPTERS.get(ruleset_id, Adapter)()
