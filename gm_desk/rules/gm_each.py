"""`gm.each`: the GM's damage, healing or condition on several combatants at once (a blast, a zone).

{cids: [...], do: "damage", amount} lands what `gm.damage` would on each, through each system's own
damage path (`take_damage`, `take_healing`: armour, Strain, wounds as the system has them); the amount
is read once, so dice are rolled once for all, as a blast's are. {cids, do: "condition", name, rounds?,
hook?} adds the condition to each through the system's own `condition.add`.

One command, so one undo step, and each result is its own line in the log. A target the change cannot
touch (healing someone already at full) is said in the log and passed over; any other refusal (a target
with no health track, a bad amount) refuses the whole command and nothing changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.command_help import combatant
from gm_desk.rules.events import Command
from gm_desk.rules.gm_damage import Landing, amount_of, main_track
from gm_desk.rules.i18n import t
from gm_desk.rules.tx import Reject, trial

if TYPE_CHECKING:
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.system_rules import Handler
    from gm_desk.rules.tx import Tx

MAX_TARGETS = 200
DAMAGE, CONDITION = "damage", "condition"
NO_CHANGE = "NO_CHANGE"


def targets(tx: Tx, raw: Any) -> list[Combatant]:
    if not isinstance(raw, list) or not raw or len(raw) > MAX_TARGETS:
        raise Reject("BAD_ARGUMENT", t("Choose 1 to {most} combatants.", most=MAX_TARGETS))
    if len(set(map(str, raw))) != len(raw):
        raise Reject("BAD_ARGUMENT", t("A combatant is chosen twice."))
    return [combatant(tx, cid) for cid in raw]


def each(rs: Landing, tx: Tx, cmd: Command, add_condition: Handler) -> None:
    """`add_condition`: the system's own `condition.add`."""
    people = targets(tx, cmd.args.get("cids"))
    what = cmd.args.get("do")
    if what == DAMAGE:
        _damage(rs, tx, cmd, people)
    elif what == CONDITION:
        _condition(tx, cmd, people, add_condition)
    else:
        raise Reject("BAD_ARGUMENT", t("'do' is damage or condition."))


def _damage(rs: Landing, tx: Tx, cmd: Command, people: list[Combatant]) -> None:
    if "amount" not in cmd.args:
        raise Reject("MISSING_ARGUMENT", t("'gm.each' needs 'amount'."))
    for c in people:
        main_track(rs, c.id, tx)  # a target with no health track refuses it all, before any roll
    amount, roll_words = amount_of(tx, cmd.args["amount"])
    for c in people:
        one = Command("gm.damage", args={"cid": c.id, "amount": amount})
        refused = trial(tx.ruleset, tx.state, one).rejected
        if refused is not None and refused.code == NO_CHANGE:
            tx.emit("Note", text=refused.message)
            continue
        if refused is not None:
            raise refused
        if amount > 0:
            what = f"{c.name} takes {amount} damage{roll_words}"
        else:
            what = f"{c.name} heals {-amount} on {main_track(rs, c.id, tx).label}{roll_words}"
        tx.emit("GMOverrideApplied", what=what, reason=cmd.args.get("reason", ""))
        if amount > 0:
            rs.take_damage(tx, c.id, amount)
        else:
            rs.take_healing(tx, c.id, -amount)


def _condition(tx: Tx, cmd: Command, people: list[Combatant], add_condition: Handler) -> None:
    args: dict[str, Any] = {key: cmd.args[key] for key in ("name", "rounds", "hook") if key in cmd.args}
    for c in people:
        add_condition(tx, Command("condition.add", args={**args, "cid": c.id}))
