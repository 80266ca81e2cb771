"""Ambush and sneak attack: one Sneak test for the whole ambushing group, before the deal.

One ambusher (the best Sneak pool unless the GM names one) rolls against the defenders' best Track
or Read pool (reading A7; the GM may name the defender and the skill). More successes than the
defence: every ambusher draws one extra card and keeps the best, and each success beyond the one
needed to win gives every ambusher +1 die on its first maneuver of the round. Otherwise (a tie too,
by default) they are detected and every opponent draws the extra card instead. The Director may
skip the test and grant the extra card (`grant`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.cards import model, rolls
from gm_desk.rules.rulesets.cards.options import opt
from gm_desk.rules.rulesets.cards.schedule import DRAW, sched_set
from gm_desk.rules.state import ACTIVE
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.cards import Cards
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

DEFENCE_SKILLS = ("track", "read")


def best(candidates: list[Combatant], skills: tuple[str, ...]) -> tuple[Combatant, str]:
    """The candidate with the biggest pool in any of the skills (first listed wins ties)."""
    ranked = [
        (model.skill(c, s), -i, -j, c, s) for i, c in enumerate(candidates) for j, s in enumerate(skills)
    ]
    top = max(ranked, key=lambda r: (r[0], r[1], r[2]))
    return top[3], top[4]


def ambush(rs: Cards, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.phase != DRAW:
        raise Reject("AMBUSH_TOO_LATE", t("An ambush is settled before the cards are dealt."))
    if state.sched.get("cards"):
        raise Reject("AMBUSH_TOO_LATE", t("Some cards are already dealt: settle an ambush before the deal."))
    if state.sched.get("ambush"):
        raise Reject("AMBUSH_DONE", t("The ambush has already been settled."))
    ids = rs.arg(cmd, "ambushers", list)
    if not ids or len(set(ids)) != len(ids):
        raise Reject("BAD_ARGUMENT", t("Name each ambusher once."))
    ambushers = [rs.combatant(tx, cid) for cid in ids]
    if any(a.status != ACTIVE for a in ambushers):
        raise Reject("CANNOT_ACT", t("Every ambusher must be able to act."))
    friends = {a.id for a in ambushers}
    defenders = [e for e in state.enemies_of(ambushers[0].id) if e.status == ACTIVE and e.id not in friends]
    if not defenders:
        raise Reject("NO_DEFENDERS", t("There is nobody to ambush."))
    if any(e.id in friends for a in ambushers for e in state.enemies_of(a.id)):
        raise Reject("BAD_ARGUMENT", t("The ambushers must be on the same side."))
    if rs.arg(cmd, "grant", bool, False):
        tx.emit("cards.AmbushResolved", ambushers=ids, granted=True, won=True, bonus=0)
        grant_extra(tx, ids, 0)
        return
    roller_id = cmd.args.get("roller")
    if roller_id is not None:
        roller = rs.combatant(tx, roller_id)
        if roller.id not in friends:
            raise Reject("BAD_ARGUMENT", t("{name} is not one of the ambushers.", name=roller.name))
    else:
        roller = best(ambushers, ("sneak",))[0]
    defender_id = cmd.args.get("defender")
    skill = cmd.args.get("defender_skill")
    if skill is not None and skill not in DEFENCE_SKILLS:
        raise Reject("BAD_ARGUMENT", t("The defence against an ambush is Track or Read."))
    if defender_id is not None:
        defender = rs.combatant(tx, defender_id)
        if defender.id not in {d.id for d in defenders}:
            raise Reject("BAD_ARGUMENT", t("{name} is not among the ambushed.", name=defender.name))
        skill = skill or best([defender], DEFENCE_SKILLS)[1]
    else:
        defender, picked = best(defenders, (skill,) if skill else DEFENCE_SKILLS)
        skill = skill or picked
    _, s_sneak = rolls.test(tx, roller.id, "sneak", "sneak")
    _, s_def = rolls.test(tx, defender.id, skill, "ambush_defence")
    won = s_sneak > s_def
    tie_nothing = s_sneak == s_def and opt(state, "ambush_tie") == "nothing"
    bonus = s_sneak - s_def - 1 if won else 0
    tx.emit(
        "cards.AmbushResolved",
        ambushers=ids,
        roller=roller.id,
        defender=defender.id,
        defender_skill=skill,
        s_sneak=s_sneak,
        s_def=s_def,
        won=won,
        detected=not won and not tie_nothing,
        bonus=bonus,
        granted=False,
    )
    if won:
        grant_extra(tx, ids, bonus)
    elif tie_nothing:
        sched_set(tx, ambush={"won": False, "detected": False})
    else:
        holders = sorted({model.holder_of(state, d.id) for d in defenders})
        sched_set(tx, extra=holders, ambush={"won": False, "detected": True})


def grant_extra(tx: Tx, ids: list[str], bonus: int) -> None:
    state = tx.state
    holders = sorted({model.holder_of(state, cid) for cid in ids})
    sched_set(tx, extra=holders, ambush={"won": True, "bonus": bonus})
    if bonus > 0:
        for cid in ids:
            tx.emit("CombatantDataChanged", cid=cid, changes={"first_bonus": bonus})
