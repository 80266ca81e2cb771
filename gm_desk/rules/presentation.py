"""What a ruleset tells the panels about a fight, as plain data: tracks, badges, answers, sheets, words.

`Presentation` is an object every ruleset holds beside its rules, `ruleset.presentation`, made for its
system from the class the system names (`Ruleset.looks`, its `display.py`). Every method has a default
that suits a system with nothing of its own to say, and a system's subclass overrides what it knows (its
health tracks, the words for its phases, the commands that answer its prompts, the fields of its PC
sheet...). The UI asks `ruleset.presentation` and draws what it is told, so it never branches on a
ruleset's id. The rules themselves never ask it, but for the GM's damage, which lands on the track the
panels show first (`gm_damage`). Nothing here knows Qt: a health track is numbers and words, an
answer is a command and its label, a typed-initiative row names the *kind* of field it wants ("dice",
"number") and the UI keeps the widget for each kind.

The same holds for the few widgets that only some systems want. A system names the kinds it wants and
the UI keeps one small registry from kind to widget, so a new system that reuses one needs only its
own ruleset module:

- `ui_features`, the special widgets of a fight. Each draws plain data the system returns (the frozen
  types of `feature_data`) and sends the commands that data names, so no widget reads a system's
  modules or its `rs` keys:
  - "threat_attack": the combat panel's Attack tab, a PC's attack roll against a creature's Threat
    (`attack_kit`, `attack_preview`, `attack_outcome`, `attack_report`; Threat & Retaliation's
    command is `glowlands.attack`);
  - "pending_retaliations": under that tab, the reactions waiting for the GM to apply their damage
    (`waiting_reactions`, each with its apply and dismiss commands: `glowlands.apply_retaliation`);
  - "blast_aim": "Blast attack here…" in a zone's menu on the map, presetting the command of
    `blast_aims` (`factions.attack`) with the ranged blast weapon in hand; the map then shows where a
    blast that missed drifted (`blast_drift`);
  - "aftermath_picks": the end-of-fight dialog's second step, naming the benefits and drawbacks
    `aftermath_picks` counts (sent as its command, `glowlands.aftermath`).
  Every system's order rows count the `budgets` it reads (by default what the engine keeps).
- `statblock_layout`, how a stat block is printed: "fields" (from its field specs, the default) or
  "threats" (the two Threats with their labels, Strain, armour, then each Retaliation).
- `field_editors`, stat-block field name → the kind of editor it wants in place of the form's generic
  one: "retaliation_list" (Retaliations with trigger, range, damage and effect).

A system whose table plays against the clock says so in `countdown`: the seconds, the stages (announce,
then execute) and the command each stage sends when it runs out. The initiative panel runs the clock
(a Qt timer) and sends that command like any other; the rules only ever see the command.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import (
    AftermathPicks,
    AttackKit,
    AttackPreview,
    AttackReport,
    BlastAim,
    BlastDrift,
    Budget,
    GroupRule,
    WaitingReaction,
)
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.reach import stat_reach
from gm_desk.rules.statblocks import FieldSpec, StatblockError, field_specs
from gm_desk.rules.state import ACTIVE, Combatant, EncounterState
from gm_desk.rules.words import plain

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from gm_desk.rules.dice import Roll
    from gm_desk.rules.hurts import Hurt
    from gm_desk.rules.prompts import Prompt

FILL, DRAIN, COUNT = "fill", "drain", "count"  # damage fills the track / empties it / a plain number
DICE, NUMBER = "dice", "number"  # the kinds of typed-initiative field

# Phases every system shares; a system names its own in `phase_names`.
SHARED_PHASES = {"setup": N_("Before the fight"), "ended": N_("Fight over")}

# The special widgets of a fight a system may ask for in `Presentation.ui_features`.
THREAT_ATTACK = "threat_attack"
PENDING_RETALIATIONS = "pending_retaliations"
BLAST_AIM = "blast_aim"
AFTERMATH_PICKS = "aftermath_picks"
UI_FEATURES = frozenset({THREAT_ATTACK, PENDING_RETALIATIONS, BLAST_AIM, AFTERMATH_PICKS})

# How a stat block is printed (`Presentation.statblock_layout`).
FIELDS_LAYOUT, THREATS_LAYOUT = "fields", "threats"
STATBLOCK_LAYOUTS = frozenset({FIELDS_LAYOUT, THREATS_LAYOUT})

# Editors a stat-block field may ask for instead of the generic one (`Presentation.field_editors`).
RETALIATION_LIST = "retaliation_list"
FIELD_EDITOR_KINDS = frozenset({RETALIATION_LIST})

# A group's rule in a system whose chapter gives groups none (`Presentation.group_rule`).
LABEL_ONLY = N_(
    "This system has no rule for groups: each member keeps its own turn and its own tracks. Here a "
    "group is a label, and a way to pick several combatants at once."
)

# Fields of a creature's stat block that a PC sheet does without.
CREATURE_ONLY = frozenset(
    {"name", "tags", "description", "team", "faction", "side", "group", "hit_dice", "morale", "group_key"}
)


@dataclass(frozen=True)
class Track:
    """One health track of a combatant, as the combat card, the order row and the token show it."""

    key: str  # the name in combatant.res (what gm.set_resource changes)
    label: str
    value: int
    top: int | None  # None: no maximum
    kind: str = DRAIN
    detail: str = ""  # e.g. the wound ranks ticked
    # The worst mark ticked that goes with this track's figure (a PC's wound rank: "Dying"): shown beside
    # the figure wherever the track is shown, so "Strain 2/10" never hides how hurt the PC is.
    rank: str = ""
    # How healthy the combatant reads through this track when more than its figure counts (Strain that
    # starts again once a wound rank is ticked), 1.0 to 0.0; None: the figure's own share.
    health: float | None = None
    # The last mark before the combatant goes down is ticked (Dying): the table reads "dying".
    dying: bool = False

    @property
    def fraction_left(self) -> float | None:
        """How healthy the track reads, 1.0 untouched to 0.0 spent (None when it has no top)."""
        if self.health is not None:
            return max(0.0, min(1.0, self.health))
        if not self.top:
            return None
        share = max(0.0, min(1.0, self.value / self.top))
        return 1.0 - share if self.kind == FILL else share

    def figure(self) -> str:
        """The track's figure, with its rank beside it: "2/10 · Dying"."""
        shown = f"{self.value}/{self.top}" if self.top is not None else str(self.value)
        return f"{shown} · {self.rank}" if self.rank else shown

    def words(self) -> str:
        return f"{self.label} {self.figure()}"


@dataclass(frozen=True)
class EntryRow:
    """One combatant's initiative, typed in as the table rolled it, or left for GM Desk to roll."""

    cid: str
    name: str
    label: str  # what is typed: "Skill Mastery", "Card"
    kind: str  # DICE (faces of `expr`) or NUMBER (a value lo..hi): the UI picks the field by it
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
class CountdownStage:
    """One stretch of a countdown: its words ("Announce…") and what is sent when it runs out."""

    words: str
    on_time_out: Command


@dataclass(frozen=True)
class Countdown:
    """A clock the panel runs for whoever must act now; each stage gets `seconds`.

    `key` names this countdown: while the system returns the same key the clock runs on; a new key
    (the next action, the next fighter, an undo) starts it afresh."""

    key: str
    title: str
    seconds: int
    stages: tuple[CountdownStage, ...]


@dataclass(frozen=True)
class Answer:
    """A legal command that answers the prompt, as a button shows it."""

    command: Command
    label: str = ""  # empty: the UI words the command its generic way
    quiet: bool = False  # a secondary choice (skip, dismiss, pass) drawn plainly


def whole(stats: dict[str, Any], key: str, default: int | None = None) -> int | None:
    """A whole-number stat, or `default` when it is missing or not a whole number."""
    value = stats.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def name_of(state: EncounterState, value: Any) -> str:
    """A combatant's, zone's or side's name for an id; anything else as text."""
    if isinstance(value, str):
        if value in state.combatants:
            return state.name_of(value)
        if value in state.zones.zones:
            return state.zones.zones[value].name
        if value in state.sides:
            return state.sides[value].name
    return str(value)


# Words for a command's argument in the combat form, where its name alone would puzzle a GM.
ARG_WORDS = {
    "cid": N_("Combatant"),
    "id": N_("Which one"),
    "npc": N_("Creature"),
    "dc": N_("Difficulty"),
    "to": N_("To zone"),
    "args": N_("Details"),
    # Keys many systems' commands share: named here, so that each reaches the catalogue (a key read as
    # its own capitalised word, "Target", would stay in English in every language).
    "target": N_("Target"),
    "what": N_("What"),
    "item": N_("Item"),
    "by": N_("By"),
    "slot": N_("Slot"),
    "modifier": N_("Modifier"),
    "order": N_("Order"),
    "name": N_("Name"),
    "action": N_("Action"),
    "faction": N_("Faction"),
    "ally": N_("Ally"),
    "mode": N_("Mode"),
    "fate": N_("Fate"),
    "moves": N_("Moves"),
    # The engine's own engage and disengage name their two combatants "a" and "b".
    "engage.a": N_("Who"),
    "engage.b": N_("With"),
    "disengage.a": N_("Who"),
    "disengage.b": N_("From"),
}


def generic_phase_words(phase: str) -> str:
    """ "pc_turns" → "PC turns": a phase no system names reads as its words."""
    words = [w.upper() if w in ("pc", "npc", "gm") else w for w in phase.split("_")]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


class Presentation:
    """The defaults: a system that says nothing of its own still gets a working, generic panel."""

    # Phase id → the words the panel shows (on top of SHARED_PHASES).
    phase_names: ClassVar[dict[str, str]] = {}
    # Tracks the system reads itself, even those it leaves out for one combatant (no stamina on a sheet).
    track_keys: ClassVar[frozenset[str]] = frozenset()
    # Whether `own_tracks` reads nothing of a combatant but its `res` and its `stats`: then the tracks
    # follow from those two alone and may be kept for them (the simulation's tactic reads a main track
    # for every attack it weighs).
    tracks_from_res_and_stats: ClassVar[bool] = False
    # Command types that answer the prompt as buttons in the initiative panel.
    answer_types: ClassVar[tuple[str, ...]] = ()
    # Whether the GM may drag the turn order (`reorder_command` says what a drag asks for).
    drag_order: ClassVar[bool] = False
    # (sheet field, short label) for the one line about a PC in the party roster.
    summary_fields: ClassVar[tuple[tuple[str, str], ...]] = ()
    # The special widgets this system's fights use (names from UI_FEATURES).
    ui_features: ClassVar[frozenset[str]] = frozenset()
    # How its stat blocks are printed (one of STATBLOCK_LAYOUTS).
    statblock_layout: ClassVar[str] = FIELDS_LAYOUT
    # Stat-block field name → the kind of editor it wants (one of FIELD_EDITOR_KINDS).
    field_editors: ClassVar[dict[str, str]] = {}
    # A command argument's words in the combat form, by "command.type.argument" or by argument alone
    # (on top of ARG_WORDS).
    arg_names: ClassVar[dict[str, str]] = {}
    # Arguments of an attack that its target chooses, not the attacker (a dodge declared inline): the
    # difficulty tactic lets the target use them whenever the rules allow.
    defender_args: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, system: str = "") -> None:
        # The id of the system shown ("" for one GM Desk does not know): its stat block is where a PC
        # sheet starts from.
        self.id = system

    def hurts(self, command: Command, events: Sequence[Event]) -> tuple[Hurt, ...]:
        """Who took how much damage in one log entry, and from whom (`gm_desk.rules.hurts`), read from
        the system's own events: what the fight's statistics add up. By default, nothing."""
        return ()

    def retaliations_drawn(self, events: Sequence[Event]) -> tuple[str, ...]:
        """The combatants who drew a Retaliation in one log entry (once per Retaliation that took
        effect); only systems with Retaliations (`PENDING_RETALIATIONS`) name any."""
        return ()

    def shows(self, feature: str) -> bool:
        """Whether this system's fights use the special widget `feature` (one of UI_FEATURES)."""
        return feature in self.ui_features

    def arg_words(self, cmd_type: str, key: str) -> str:
        """The label of a command's argument in the combat form ("cid" → "Combatant")."""
        named = (
            self.arg_names.get(f"{cmd_type}.{key}")
            or self.arg_names.get(key)
            or ARG_WORDS.get(f"{cmd_type}.{key}")
            or ARG_WORDS.get(key)
        )
        return t(named or key.replace("_", " ").capitalize())

    # --- phases and notes -------------------------------------------------------------------------

    def phase_words(self, phase: str) -> str:
        """The words for a phase of this system."""
        named = self.phase_names.get(phase) or SHARED_PHASES.get(phase)
        return t(named or generic_phase_words(phase))

    def order_notes(self, state: EncounterState) -> str:
        """One line of context under the phase (a team order, a threshold, the marching order)."""
        return ""

    # --- a combatant at a glance ------------------------------------------------------------------

    def own_tracks(self, c: Combatant) -> list[Track]:
        """The system's own health tracks of this combatant, most important first."""
        return []

    def tracks(self, c: Combatant) -> list[Track]:
        """Every track of the combatant: the system's own first, then any others it carries as counts."""
        known = self.own_tracks(c)
        named = {t.key for t in known} | self.track_keys
        rest = [
            Track(k, t(k.replace("_", " ").capitalize()), v, None, COUNT)
            for k, v in c.res.items()
            if k not in named
        ]
        return known + rest

    def main_track(self, c: Combatant) -> Track | None:
        """The one track a compact row or a token shows: the first with a maximum, else the first."""
        found = self.tracks(c)
        return next((t for t in found if t.top), found[0] if found else None)

    def badges(self, state: EncounterState, cid: str) -> list[str]:
        """Short words about a combatant for its order row (down, prepared, bleeding out...)."""
        c = state.combatants[cid]
        if c.substatus:
            return [plain(c.substatus)]
        return [plain(c.status)] if c.status != ACTIVE else []

    # --- answering the prompt ---------------------------------------------------------------------

    def initiative_entries(self, state: EncounterState, prompt: Prompt) -> list[EntryRow]:
        """Rows of initiative the table may type in now (empty: nothing is typed in this system)."""
        return []

    def answers(self, state: EncounterState, prompt: Prompt, legal: list[Command]) -> list[Answer]:
        """The legal commands that answer the prompt, with their labels, in the order given."""
        return [
            Answer(cmd, self.answer_label(cmd, state, prompt), self.quiet_answer(cmd))
            for cmd in legal
            if cmd.type in self.answer_types
        ]

    def answer_label(self, cmd: Command, state: EncounterState, prompt: Prompt) -> str:
        """The words of an answer's button ("" for the generic words of the command)."""
        return ""

    def quiet_answer(self, cmd: Command) -> bool:
        """A secondary answer (pass, skip, dismiss) that the panel draws plainly."""
        return False

    def reorder_command(self, state: EncounterState, order: list[str]) -> Command | None:
        """The command a dragged turn order asks for, or None when the drag changes nothing it can."""
        return None

    def countdown(self, state: EncounterState) -> Countdown | None:
        """The clock the table plays against now (None: no clock runs in this system or moment)."""
        return None

    def reach(self, state: EncounterState, cid: str) -> dict[str, str]:
        """Zone id -> "melee", "ranged" or "both": where `cid` reaches from where it stands (the map shades
        them when it is selected). Default: the ranges of its weapons, Retaliations and attacks."""
        return stat_reach(state, cid)

    # --- the special widgets (`ui_features`), as plain data from `feature_data` ----------------------

    def attack_kit(self, state: EncounterState, cid: str) -> AttackKit | None:
        """For "threat_attack": what `cid` may attack with and the command an attack is (None: nothing)."""
        return None

    def attack_preview(self, state: EncounterState, cmd: Command) -> AttackPreview | None:
        """For "threat_attack": the rules' reading of the attack `cmd` before the roll (None while incomplete)."""
        return None

    def attack_odds(self, state: EncounterState, cmd: Command) -> tuple[tuple[str, float], ...]:
        """The odds of `attack_preview` alone, without its words (the simulation's tactic reads them for
        every attack it weighs); empty while the attack is incomplete."""
        preview = self.attack_preview(state, cmd)
        return preview.odds if preview is not None else ()

    def attack_outcome(self, state: EncounterState, cmd: Command, roll: Roll) -> str | None:
        """For "threat_attack": the outcome a typed roll gives the attack `cmd` (None: not known before)."""
        return None

    def attack_report(
        self, state: EncounterState, events: Iterable[Event], describe: Callable[[Event], str]
    ) -> AttackReport | None:
        """For "threat_attack": what the attack among `events` did (None when they hold none)."""
        return None

    def waiting_reactions(self, state: EncounterState) -> tuple[WaitingReaction, ...]:
        """For "pending_retaliations": the reactions whose damage waits for the GM."""
        return ()

    def blast_aims(self, state: EncounterState, cid: str) -> tuple[BlastAim, ...]:
        """For "blast_aim": the blast weapons `cid` may aim at a zone of the map."""
        return ()

    def blast_drift(self, events: Iterable[Event]) -> BlastDrift | None:
        """For "blast_aim": the last blast among `events` that missed and drifted (None: none did)."""
        return None

    def aftermath_picks(self, state: EncounterState) -> AftermathPicks | None:
        """For "aftermath_picks": what the group names after the fight (None before it ends)."""
        return None

    def budgets(self, state: EncounterState, cid: str) -> list[Budget]:
        """The counters `cid` has left (actions this turn, the reaction off turn), each out of its cap.

        The cap is what the state says was granted (never less than what is left): undo takes it back too.
        The engine keeps them (`BudgetSet`, `BudgetSpent`): the turn's own, then those kept off turn."""
        c = state.combatants[cid]
        out: list[Budget] = []
        if state.turn is not None and state.turn.actor == cid:
            given = state.turn.granted
            out += [Budget(k, v, max(given.get(k, 0), v)) for k, v in state.turn.budget.items()]
        granted = dict(c.rs.get("granted_budget", {}))
        for k, v in dict(c.rs.get("budget", {})).items() if c.status == ACTIVE else ():
            if isinstance(v, int) and all(k != b.name for b in out):
                out.append(Budget(k, v, max(granted.get(k, 0), v)))
        return out

    # --- groups -----------------------------------------------------------------------------------

    def group_rule(self, options: dict[str, Any]) -> GroupRule:
        """What a group of combatants does in this system under `options` (the prep screens say it).

        By default nothing: the chapter gives groups no rule, so a group is a label."""
        return GroupRule(False, t(LABEL_ONLY))

    def default_group(self, c: Combatant) -> str | None:
        """The group `c`'s stat block puts it in when the setup gives it none (a pack's shared card),
        or None. A creature flagged `ungrouped` (`rules.groups.UNGROUPED`) is in none."""
        return None

    # --- after the fight --------------------------------------------------------------------------

    def picks_pending(self, state: EncounterState) -> bool:
        """The fight is over and the group owes picks (benefits, drawbacks) not recorded yet."""
        return False

    # --- PC sheets --------------------------------------------------------------------------------

    def pc_sheet(self) -> tuple[FieldSpec, ...]:
        """The fields a PC sheet of this system holds, in the order a form shows them.

        By default the creature stat block's fields, less those only a creature has, each passed
        through `pc_field`."""
        try:
            creature = field_specs(self.id)
        except StatblockError:  # a system with no stat block: a free sheet with no fields of its own
            return ()
        return tuple(self.pc_field(spec) for spec in creature if spec.name not in CREATURE_ONLY)

    def pc_field(self, spec: FieldSpec) -> FieldSpec:
        """A creature's field as a PC sheet holds it (a PC may go without attacks, say)."""
        return spec

    def pc_summary(self, sheet: dict[str, Any]) -> str:
        """A line about a PC for the roster: the numbers a GM looks for first, then the weapons."""
        parts = [
            f"{t(label)} {sheet[key]}" for key, label in self.summary_fields if sheet.get(key) is not None
        ]
        weapons = sheet.get("weapons") or sheet.get("attacks") or []
        names = [str(w.get("name")) for w in weapons if isinstance(w, dict) and w.get("name")]
        if names:
            parts.append(", ".join(names))
        return " · ".join(parts)


__all__ = [
    "AFTERMATH_PICKS",
    "BLAST_AIM",
    "COUNT",
    "CREATURE_ONLY",
    "DICE",
    "DRAIN",
    "FIELDS_LAYOUT",
    "FIELD_EDITOR_KINDS",
    "FILL",
    "LABEL_ONLY",
    "NUMBER",
    "PENDING_RETALIATIONS",
    "RETALIATION_LIST",
    "STATBLOCK_LAYOUTS",
    "THREATS_LAYOUT",
    "THREAT_ATTACK",
    "UI_FEATURES",
    "Answer",
    "Countdown",
    "CountdownStage",
    "EntryRow",
    "Presentation",
    "Track",
    "generic_phase_words",
    "name_of",
    "whole",
]
