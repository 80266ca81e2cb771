"""Conditions with durations: added, ticked at the hook their system names, expired.

One mechanism for all five systems. Each ruleset says at which hook a condition ticks by default
(003: the end of the bearer's turn; 004: the start of the round; ...); a condition may name its own
hook. A tick lowers `remaining` by one; at zero the condition expires.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import N_, t
from gm_desk.rules.names import name_problem, normal
from gm_desk.rules.state import Condition

if TYPE_CHECKING:
    from gm_desk.rules.tx import Tx

HOOKS = ("round_start", "round_end", "turn_start", "turn_end", "none")

# Conditions a GM reaches for often; any other name can be typed in.
COMMON_CONDITIONS = (
    "blinded",
    "burning",
    "concealed",
    "deafened",
    "frightened",
    "grappled",
    "impaired",
    "poisoned",
    "prone",
    "restrained",
    "stunned",
)


# When a condition ticks, in a GM's words (the hooks above, and "none": only removed by hand).
HOOK_WORDS = {
    "round_start": N_("at the start of each round"),
    "round_end": N_("at the end of each round"),
    "turn_start": N_("at the start of the bearer's turn"),
    "turn_end": N_("at the end of the bearer's turn"),
    "none": N_("never (until removed)"),
}


def add(
    tx: Tx,
    cid: str,
    name: str,
    rounds: int | None,
    hook: str | None = None,
    source: str | None = None,
    data: dict[str, Any] | None = None,
) -> Condition:
    from gm_desk.rules.tx import Reject

    name = (name or "").strip()
    if not name or len(name) > 60:
        raise Reject("BAD_CONDITION", t("A condition needs a name of at most 60 characters."))
    problem = name_problem(normal(name))  # the one rule for names (gm_desk.rules.names)
    if problem is not None:
        raise Reject("BAD_CONDITION", t("A condition's name {problem}.", problem=problem))
    if rounds is not None and (
        not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 1000
    ):
        raise Reject("BAD_CONDITION", t("A condition lasts between 1 and 1000 rounds, or until removed."))
    hook = hook or tx.ruleset.condition_hook
    if hook not in HOOKS:
        raise Reject("BAD_CONDITION", t("'{hook}' is not a moment conditions can tick at.", hook=hook))
    cond = Condition(tx.new_id("cond"), name, rounds, hook, tx.state.turn_count, source, dict(data or {}))
    tx.emit("ConditionAdded", cid=cid, condition=cond.to_dict())
    return cond


def remove(tx: Tx, cid: str, condition_id: str, reason: str = "removed") -> None:
    from gm_desk.rules.tx import Reject

    bearer = tx.state.get(cid)
    if not any(c.id == condition_id for c in bearer.conditions):
        raise Reject("NO_SUCH_CONDITION", t("{name} has no such condition.", name=bearer.name))
    tx.emit("ConditionRemoved", cid=cid, condition=condition_id, reason=reason)


def tick(tx: Tx, hook: str, bearer: str | None = None, *, spare_this_turn: bool = False) -> None:
    """Advance every condition that ticks at `hook` (on one bearer, or on everyone for round hooks).

    With `spare_this_turn`, a condition applied during the current turn does not tick at its end.
    """
    state = tx.state
    bearers = [state.get(bearer)] if bearer else list(state.combatants.values())
    for who in bearers:
        for cond in list(who.conditions):
            if cond.tick != hook or cond.remaining is None:
                continue
            if spare_this_turn and cond.applied_turn == state.turn_count:
                continue
            left = cond.remaining - 1
            if left <= 0:
                tx.emit("ConditionRemoved", cid=who.id, condition=cond.id, reason="expired", name=cond.name)
            else:
                tx.emit("ConditionTicked", cid=who.id, condition=cond.id, remaining=left, name=cond.name)


def has(state_combatant: Any, name: str) -> bool:
    return any(c.name == name for c in state_combatant.conditions)
