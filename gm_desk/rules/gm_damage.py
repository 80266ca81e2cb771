"""`gm.damage`: damage or healing the GM types on a combatant, landing on the system's main track.

What the GM types is read here, not in a widget: `7` is 7 damage, `-3` heals 3, `2d6+1` rolls the
dice as the GM's roll (logged like every roll) and `-1d4` heals what it rolls. The command carries
the text as typed (`amount`: text or a whole number), so a replay reads the same words back.

The amount is what lands: armour and other reductions of an attack are not taken off again. Where it
lands is the ruleset's `take_damage` (damage) and `take_healing` (healing). Their defaults, here, use
the system's first track (`ruleset.presentation.tracks`): damage empties a draining track (health, HP) or
fills a filling one (Strain, harm), never past its ends, and a track at its end drops an active
combatant; healing moves the track back, never past its maximum or zero. A system whose chapter has
overflow rules (Strain that ticks a wound, endurance before health) overrides `take_damage` with its
own damage path.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol

from gm_desk.rules import dice
from gm_desk.rules.command_help import combatant
from gm_desk.rules.i18n import t
from gm_desk.rules.presentation import DRAIN
from gm_desk.rules.state import ACTIVE, DOWN
from gm_desk.rules.system_rules import SystemRules
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.presentation import Presentation, Track
    from gm_desk.rules.tx import Tx

MAX_AMOUNT = 10_000
PURPOSE = "gm_damage"
_WHOLE = re.compile(r"[+-]?\d+")
_MINUS = "-\u2212\u2013"  # a minus typed as a hyphen, a minus sign or an en dash


class Landing(SystemRules, Protocol):
    """What the GM's damage needs of a ruleset: its hooks, its tracks, and a change of status."""

    @property
    def presentation(self) -> Presentation: ...
    def set_status(self, tx: Tx, cid: str, status: str, substatus: str | None = None) -> None: ...


def main_track(rs: Landing, cid: str, tx: Tx) -> Track:
    """The track `gm.damage` changes by default: the first one the system shows."""
    c = tx.state.get(cid)
    found = rs.presentation.tracks(c)
    if not found:
        raise Reject("NO_TRACK", t("{name} has no health track to damage or heal.", name=c.name))
    return found[0]


def amount_of(tx: Tx, typed: Any) -> tuple[int, str]:
    """(signed amount, the roll in words or "") for what the GM typed: positive is damage, negative healing."""
    if isinstance(typed, int) and not isinstance(typed, bool):
        return _bounded(typed), ""
    if not isinstance(typed, str) or not typed.strip():
        raise Reject("BAD_ARGUMENT", t("Type the damage (7 or 2d6+1) or the healing (-3)."))
    text = typed.strip()
    sign = 1
    if text[0] in _MINUS:
        sign, text = -1, text[1:].strip()
    elif text[0] == "+":
        text = text[1:].strip()
    if _WHOLE.fullmatch(text):
        if len(text) > 6:
            raise Reject(
                "BAD_ARGUMENT", t("{text} is more damage or healing than GM Desk applies at once.", text=text)
            )
        return _bounded(sign * int(text)), ""
    if not re.search(r"\dd|^d|d\d", text, re.IGNORECASE):
        raise Reject(
            "BAD_ARGUMENT",
            t("'{value}' is neither a number nor a dice expression.", value=typed.strip()[:24]),
        )
    try:
        dice.validate(text)
    except dice.DiceError as exc:
        raise Reject("BAD_DICE", str(exc)) from None
    rolled = tx.roll(text, PURPOSE, None)
    total = max(0, rolled.total)
    return sign * min(total, MAX_AMOUNT), f" ({'-' if sign < 0 else ''}{text} rolled {rolled.total})"


def _bounded(value: int) -> int:
    if value == 0:
        raise Reject("BAD_ARGUMENT", t("Type an amount other than 0: 7 damages, -3 heals."))
    if abs(value) > MAX_AMOUNT:
        raise Reject(
            "BAD_ARGUMENT",
            t("GM Desk applies at most {MAX_AMOUNT} damage or healing at once.", MAX_AMOUNT=MAX_AMOUNT),
        )
    return value


def decide(rs: Landing, tx: Tx, cmd: Command) -> None:
    """`gm.damage` {cid, amount}: log the GM's words, then let the system land the damage or healing."""
    c = combatant(tx, cmd.args.get("cid"))
    if "amount" not in cmd.args:
        raise Reject("MISSING_ARGUMENT", t("'gm.damage' needs 'amount'."))
    amount, roll_words = amount_of(tx, cmd.args["amount"])
    track = main_track(rs, c.id, tx)
    if amount > 0:
        what = f"{c.name} takes {amount} damage{roll_words}"
    elif amount < 0:
        what = f"{c.name} heals {-amount} on {track.label}{roll_words}"
    else:
        what = f"{c.name} takes no damage{roll_words}"
    tx.emit("GMOverrideApplied", what=what, reason=cmd.args.get("reason", ""))
    if amount > 0:
        rs.take_damage(tx, c.id, amount)
    elif amount < 0:
        rs.take_healing(tx, c.id, -amount)


def damage_main_track(rs: Landing, tx: Tx, cid: str, amount: int) -> None:
    """The default damage: the first track towards its end; an active combatant at the end drops."""
    track = main_track(rs, cid, tx)
    if track.kind == DRAIN:
        value = max(0, track.value - amount)
        at_end = value == 0
    else:
        value = track.value + amount if track.top is None else min(track.top, track.value + amount)
        at_end = track.top is not None and value >= track.top
    if value != track.value:
        tx.emit("ResourceChanged", cid=cid, res=track.key, value=value, was=track.value)
    if at_end and tx.state.get(cid).status == ACTIVE:
        rs.set_status(tx, cid, DOWN)


def heal_main_track(rs: Landing, tx: Tx, cid: str, amount: int) -> None:
    """The default healing: the first track back towards fresh, never past its maximum or below zero."""
    track = main_track(rs, cid, tx)
    if track.kind == DRAIN:
        value = track.value + amount if track.top is None else min(track.top, track.value + amount)
        value = max(value, track.value)
    else:
        value = max(0, track.value - amount)
    if value == track.value:
        c = tx.state.get(cid)
        raise Reject(
            "NO_CHANGE",
            t("{name}'s {label} is already as healthy as it gets.", name=c.name, label=track.label),
        )
    tx.emit("ResourceChanged", cid=cid, res=track.key, value=value, was=track.value)
