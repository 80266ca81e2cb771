"""The plain data the special widgets of a fight draw, as a system's `Presentation` answers it.

A special widget (`presentation.UI_FEATURES`) never reads a system's modules or its `rs` keys: it asks
the fight's `Presentation` and draws the frozen values here, and sends the commands they name. So a
refactor inside a system cannot break a panel unseen, and a sixth system that answers these reuses the
widgets. Nothing here knows Qt or any one system:

- `AttackKit` and `AttackPreview`: the attack form's weapons and Aspects, then the rules' reading of the
  attack as chosen (the roll, the thresholds, the odds, the command to send);
- `AttackReport` (with `ReportedReaction`): what an attack did, in words, read back from its events;
- `WaitingReaction`: a reaction whose damage waits for the GM, with the commands that apply or drop it;
- `Budget`: a counter a combatant has left to spend, out of what was granted;
- `BlastAim`: a weapon the actor may throw at a zone, and the command that does; `BlastDrift`: where a
  blast that missed was aimed and where it landed;
- `AftermathPicks`: the benefits and drawbacks the group names after the fight, and the command;
- `GroupRule`: what a group of combatants does in the system (one turn slot or not), in words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_desk.rules.events import Command

# Where an outcome keeps the names of the picks once recorded (the campaign lists them).
BENEFITS_CHOSEN, DRAWBACKS_CHOSEN = "benefits_chosen", "drawbacks_chosen"
PICKS_KEYS = (BENEFITS_CHOSEN, DRAWBACKS_CHOSEN)

# The outcomes of an attack roll that the attack form and its report know how to colour.
FAIL, SUCCESS, CRITICAL = "fail", "success", "critical"


@dataclass(frozen=True)
class AttackWeapon:
    """A weapon on the attacker's sheet, as the weapon list shows it."""

    name: str
    reach: str  # "Engaged", "3"
    damage: str = ""  # empty: it deals no damage


@dataclass(frozen=True)
class AttackKit:
    """What an attacker may attack with, and the command an attack is."""

    command: str  # the command type, e.g. "glowlands.attack" {target, weapon, modifier, aspects, ...}
    weapons: tuple[AttackWeapon, ...] = ()
    aspects: tuple[tuple[str, int], ...] = ()  # (name, value) the roll may add
    # The refusal codes meaning "out of this weapon's reach": another target or weapon may not meet them.
    reach_codes: tuple[str, ...] = ()

    def weapon(self, name: Any) -> AttackWeapon | None:
        return next((w for w in self.weapons if w.name == name), None)


@dataclass(frozen=True)
class AttackPreview:
    """The rules' reading of an attack before the roll: what the die meets and how likely each outcome."""

    command: str  # the command type the attack is sent as
    roll: str  # the attack roll's dice, modifier and edge included ("2d20kh1+3")
    modifier: int
    edge: str | None  # "advantage", "disadvantage" or None
    against: str  # what the roll meets, in words ("Melee Threat 13 (Engaged)")
    success_from: int  # the total that succeeds
    critical_from: int  # the total that is critical (a natural 20 always is)
    odds: tuple[tuple[str, float], ...] = ()  # (outcome, chance) in the order shown


@dataclass(frozen=True)
class ReportedReaction:
    """A reaction an attack drew (a Retaliation that fired), as the report lists it."""

    name: str
    by: str  # the id of who reacted
    target: str  # the id of who it hit
    damage: str | None
    effect: str | None
    waiting_id: str | None = None  # its damage waits for the GM under this id
    in_reach: bool = True
    taken: int | None = None  # what it dealt at once


@dataclass(frozen=True)
class AttackReport:
    """What an attack did, read back from its events."""

    actor: str
    target: str
    outcome: str  # FAIL, SUCCESS, CRITICAL
    total: int
    natural: int | None
    against: str  # what the roll met, in words
    notes: tuple[str, ...] = ()  # lines after the headline ("The Retaliation is accepted ...")
    damage: dict[str, Any] | None = None  # the target's damage: amount, raw, armour
    reactions: tuple[ReportedReaction, ...] = ()
    quiet: tuple[str, ...] = ()  # reactions that did not land, in words
    taken_words: str = "damage"  # the track a reaction's damage fills ("Strain")


@dataclass(frozen=True)
class WaitingReaction:
    """A reaction whose damage waits for the GM: who hits whom, with what, and how to answer it."""

    id: str
    name: str
    by: str  # the id of who reacts
    target: str  # the id of who is hit
    damage: str | None  # dice or a number (None: none)
    effect: str | None
    apply: Command  # applies it; the damage's dice go under `purpose`
    dismiss: Command
    purpose: str = "damage"


@dataclass(frozen=True)
class Budget:
    """A counter a combatant has left to spend ("reaction" 1 of 1)."""

    name: str
    left: int
    cap: int


@dataclass(frozen=True)
class BlastAim:
    """A blast weapon the actor may aim at a zone, and the command that aims it there."""

    actor: str
    weapon: str
    command_type: str  # e.g. "factions.attack" {weapon, zone}

    def command(self, zone: str) -> Command:
        return Command(self.command_type, self.actor, {"weapon": self.weapon, "zone": zone})


@dataclass(frozen=True)
class BlastDrift:
    """A blast that missed: the zone it was aimed at and the zone it landed in (None: lost)."""

    aimed: str
    landed: str | None


@dataclass(frozen=True)
class AftermathPicks:
    """How many benefits and drawbacks the group names after the fight, and the command that records them."""

    benefits: int
    drawbacks: int
    command_type: str  # {benefits: [names], drawbacks: [names]}

    def command(self, benefits: list[str], drawbacks: list[str]) -> Command:
        return Command(self.command_type, args={"benefits": list(benefits), "drawbacks": list(drawbacks)})


@dataclass(frozen=True)
class GroupRule:
    """What a group of combatants does in one system, as the prep screens say it: whether its members
    share one place in the turn order, and the rule in words (a plain label where the chapter has none)."""

    shared_slot: bool
    words: str


__all__ = [
    "BENEFITS_CHOSEN",
    "CRITICAL",
    "DRAWBACKS_CHOSEN",
    "FAIL",
    "PICKS_KEYS",
    "SUCCESS",
    "AftermathPicks",
    "AttackKit",
    "AttackPreview",
    "AttackReport",
    "AttackWeapon",
    "BlastAim",
    "BlastDrift",
    "Budget",
    "GroupRule",
    "ReportedReaction",
    "WaitingReaction",
]
