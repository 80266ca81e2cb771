"""What a character does with its turn besides attacking: moving, bonus and main actions, and grabs.

A turn holds one bonus action, one main action (or a second bonus action) and one zone of movement,
split as the character likes. Moving away from nearby enemies who still have their turn opens a window
for opportunity attacks (resolved in `attacks.py`); the move completes afterwards if the mover is still
up. A character holding a grabbed enemy may move with it and attack it; anything else lets go (the
waiting move and the grabs themselves are kept in `holds.py`).
The GM's table commands for concealment, cover and border positions live here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.factions import arms, holds, space, statuses, turns
from gm_desk.rules.rulesets.factions.holds import (
    complete_move,
    let_go,
    opportunity_reactors,
    release,
    release_broken_grabs,
)
from gm_desk.rules.state import Combatant
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx

BONUS_ACTIONS = ("pick_up", "put_down", "equip", "unequip", "swap", "consumable", "interact", "speak")
MAIN_ACTIONS = ("interact", "power")
REVEALING = ("speak", "power")


# --- budget ---------------------------------------------------------------------------------------


def bonus_costs(tx: Tx) -> dict[str, int]:
    """A bonus action uses the bonus slot, or the main slot once the bonus slot is gone."""
    turn = tx.state.turn
    return {"bonus": 1} if turn is not None and turn.budget.get("bonus", 0) > 0 else {"main": 1}


def acting(rs: Factions, tx: Tx, cmd: Command) -> Combatant:
    """The actor of an own-turn action: holds the turn and nothing waits for a decision."""
    c = rs.require_turn(tx, cmd)
    holds.require_no_pending(tx.state)
    return c


def reveal_after(tx: Tx, c: Combatant, cmd: Command) -> None:
    """A revealing action by a concealed character: revealed unless the GM says otherwise (option)."""
    if statuses.CONCEALED not in c.flags:
        return
    revealed = cmd.args.get("revealed")
    if not isinstance(revealed, bool):
        revealed = bool(tx.state.options.get("reveal_default", True))
    if revealed:
        tx.emit("FlagChanged", cid=c.id, flag=statuses.CONCEALED, on=False)


# --- moving ---------------------------------------------------------------------------------------


def move(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    c = acting(rs, tx, cmd)
    to = rs.arg(cmd, "to")
    if to not in state.zones.zones:
        raise Reject("UNKNOWN_ZONE", t("There is no zone '{to}'.", to=to))
    if c.zone is None or to == c.zone:
        raise Reject("ALREADY_THERE", t("{name} is already there.", name=c.name))
    if to not in state.zones.neighbours(c.zone):
        raise Reject(
            "TOO_FAR",
            t("{name} moves one zone a turn; {to} is not next to {zone}.", name=c.name, to=to, zone=c.zone),
        )
    if statuses.ENTANGLED in c.flags:
        raise Reject("ENTANGLED", t("{name} is held and cannot move away.", name=c.name))
    sneaking = rs.arg(cmd, "sneaking", bool, False)
    rs.spend(tx, c.id, "move", {"move": 1}, code="MOVE_USED")
    if not sneaking:
        reveal_after(tx, c, cmd)
    reactors = opportunity_reactors(state, c, to)
    if reactors:
        tx.emit("factions.MoveInterrupted", cid=c.id, to=to, reactors=reactors)
        tx.emit("RulesetDataChanged", changes={"move": {"cid": c.id, "to": to, "was": c.zone}})
        return
    complete_move(tx, c, to)
    turns.settle(rs, tx)


# --- bonus and main actions -----------------------------------------------------------------------


def bonus(rs: Factions, tx: Tx, cmd: Command) -> None:
    c = acting(rs, tx, cmd)
    what = rs.arg(cmd, "what")
    item = rs.arg(cmd, "item", str, None)
    if what == "armour":
        raise Reject("ARMOUR_LOCKED", t("Armour cannot be put on or taken off during a fight."))
    if what not in BONUS_ACTIONS:
        raise Reject(
            "BAD_ARGUMENT",
            t("'{what}' is not a bonus action ({join}).", what=what, join=", ".join(BONUS_ACTIONS)),
        )
    dropped = list(c.rs.get("dropped", ()))
    if what == "pick_up" and item is not None and item in arms.weapon_names(c) and item not in dropped:
        raise Reject("NOT_DROPPED", t("{name} is not without the {item}.", name=c.name, item=item))
    if what == "swap":
        # Swapping two items is two bonus actions: the bonus slot and the main slot.
        rs.spend(tx, c.id, "swap", {"bonus": 1, "main": 1})
    else:
        rs.spend(tx, c.id, what, bonus_costs(tx))
    tx.emit("factions.ActionTaken", cid=c.id, slot="bonus", what=what, item=item)
    if what == "pick_up" and item in dropped:
        tx.emit("CombatantDataChanged", cid=c.id, changes={"dropped": [d for d in dropped if d != item]})
    if what in REVEALING:
        reveal_after(tx, c, cmd)
    let_go(tx, c, "it did something else")


def main_action(rs: Factions, tx: Tx, cmd: Command) -> None:
    c = acting(rs, tx, cmd)
    what = rs.arg(cmd, "what")
    if what not in MAIN_ACTIONS:
        raise Reject(
            "BAD_ARGUMENT",
            t("'{what}' is not a main action here ({join}).", what=what, join=", ".join(MAIN_ACTIONS)),
        )
    power = rs.arg(cmd, "power", str, None)
    if what == "power" and power not in c.stats.get("powers", ()):
        raise Reject("UNKNOWN_POWER", t("{name} has no power '{power}'.", name=c.name, power=power))
    rs.spend(tx, c.id, what, {"main": 1})
    tx.emit("factions.ActionTaken", cid=c.id, slot="main", what=what, item=power)
    if what in REVEALING:
        reveal_after(tx, c, cmd)
    let_go(tx, c, "it did something else")


def action_lost(rs: Factions, tx: Tx, cmd: Command) -> None:
    """Chaos of combat: the player did not declare in time, so the character does nothing this turn."""
    if not tx.state.options.get("chaos_of_combat"):
        raise Reject("OPTION_OFF", t("The chaos-of-combat rule is not in use in this fight."))
    c = acting(rs, tx, cmd)
    if tx.state.turn is not None and tx.state.turn.spent:
        raise Reject("ALREADY_ACTED", t("{name} has already done something this turn.", name=c.name))
    tx.emit("factions.ActionLost", cid=c.id)
    turns.close_turn(rs, tx)


# --- grabs ----------------------------------------------------------------------------------------


def release_command(rs: Factions, tx: Tx, cmd: Command) -> None:
    c = rs.combatant(tx, cmd.actor or cmd.args.get("cid"))
    if not c.rs.get("holding"):
        raise Reject("NOT_HOLDING", t("{name} holds nobody.", name=c.name))
    release(tx, c, "let go")


def shove(rs: Factions, tx: Tx, cmd: Command) -> None:
    """The holder shoves the grabbed character half a zone (onto a border) and/or into a hazard."""
    state = tx.state
    c = acting(rs, tx, cmd)
    held_id = c.rs.get("holding")
    if not held_id:
        raise Reject("NOT_HOLDING", t("{name} holds nobody to shove.", name=c.name))
    held = state.get(held_id)
    to = rs.arg(cmd, "to", str, None)
    hazard = rs.arg(cmd, "hazard", bool, False)
    if to is None and not hazard:
        raise Reject(
            "MISSING_ARGUMENT", t("A shove sends the victim towards a zone ('to'), into a hazard, or both.")
        )
    if to is not None and (held.zone is None or to not in state.zones.neighbours(held.zone)):
        raise Reject(
            "TOO_FAR", t("A shove moves {name} half a zone, towards a neighbouring zone.", name=held.name)
        )
    rs.spend(tx, c.id, "shove", {"main": 1})
    tx.emit("factions.Shoved", cid=c.id, target=held.id, to=to, hazard=hazard)
    release(tx, c, "shoved away")
    if to is not None:
        tx.emit("CombatantDataChanged", cid=held.id, changes={"border": to})


# --- GM table commands ----------------------------------------------------------------------------


def set_flag(rs: Factions, tx: Tx, cmd: Command, flag: str) -> None:
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    on = rs.arg(cmd, "on", bool, True)
    if flag == statuses.OBSCURED and not tx.state.options.get("separate_obscured"):
        raise Reject(
            "OPTION_OFF",
            t(
                "Concealment already impairs damage; turn on the option for separate obscured attacks to use this."
            ),
        )
    if (flag in c.flags) == on:
        raise Reject(
            "NO_CHANGE",
            t(
                N_("{name} is already {flag}.") if on else N_("{name} is not {flag}."),
                name=c.name,
                flag=t(statuses.FLAG_WORDS.get(flag, flag.replace("_", " "))),
            ),
        )
    tx.emit("FlagChanged", cid=c.id, flag=flag, on=on)
    turns.settle(rs, tx)


def place_border(rs: Factions, tx: Tx, cmd: Command) -> None:
    """GM: put a character on the border between its zone and a neighbouring one (or back inside)."""
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    to = rs.arg(cmd, "border", str, None)
    if to is not None and (c.zone is None or to not in tx.state.zones.neighbours(c.zone)):
        raise Reject("NOT_A_BORDER", t("{name}'s zone has no border with '{to}'.", name=c.name, to=to))
    if space.border(c) == to:
        raise Reject("NO_CHANGE", t("{name} already stands there.", name=c.name))
    tx.emit("CombatantDataChanged", cid=c.id, changes={"border": to})
    release_broken_grabs(rs, tx)
