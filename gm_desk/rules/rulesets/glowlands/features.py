"""Threat & Retaliation's answers for the special widgets: the attack form, its report, the waiting
Retaliations and the aftermath picks, as the plain data of `gm_desk.rules.feature_data`.

The attack form lists the attacker's weapons and Aspects, then shows the Threat the weapon meets, where
a critical starts and the exact chances (`odds.py`); a typed roll is classified by `rolls.classify`,
the rule itself. The report reads AttackResolved, DamageApplied, RetaliationTakesEffect,
RetaliationSuppressed and RetaliationPrevented back from the attack's events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from gm_desk.rules.events import Command, Event
from gm_desk.rules.feature_data import (
    AftermathPicks,
    AttackKit,
    AttackPreview,
    AttackReport,
    AttackWeapon,
    ReportedReaction,
    WaitingReaction,
)
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import attacks, odds, rolls
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.words import threat_words
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.dice import Roll
    from gm_desk.rules.state import EncounterState

ATTACK = "glowlands.attack"
APPLY = "glowlands.apply_retaliation"
AFTERMATH = "glowlands.aftermath"
REACH_CODES = ("NOT_ENGAGED", "OUT_OF_REACH")  # an attack's refusals for a target out of reach
RETALIATION_DAMAGE = "retaliation_damage"  # the purpose of a waiting Retaliation's damage dice


def attack_kit(state: EncounterState, cid: str) -> AttackKit | None:
    """The PC's weapons (as their sheet writes them) and Aspects; None for anyone else."""
    pc = state.combatants.get(cid)
    if pc is None or not pc.is_pc:
        return None
    try:
        weapons = attacks.sheet_weapons(pc)
    except Reject:
        weapons = []
    listed = tuple(
        AttackWeapon(
            w.name, str(w.range) if isinstance(w.range, int) else t(str(w.range).capitalize()), w.damage or ""
        )
        for w in weapons
    )
    return AttackKit(ATTACK, listed, tuple(rolls.sheet_aspects(pc.stats).items()), REACH_CODES)


def _terms(state: EncounterState, cmd: Command) -> attacks.AttackTerms | None:
    pc = state.combatants.get(cmd.actor) if cmd.actor else None
    npc = state.combatants.get(cmd.args.get("target"))  # type: ignore[arg-type]
    if pc is None or npc is None:
        return None
    try:
        return attacks.attack_terms(state, cmd, pc, npc, attacks.find_weapon(pc, cmd.args.get("weapon")))
    except Reject:
        return None


def attack_preview(state: EncounterState, cmd: Command) -> AttackPreview | None:
    """The Threat the weapon meets, the critical threshold and the exact odds (None while incomplete)."""
    terms = _terms(state, cmd)
    if terms is None:
        return None
    chances = _chances(state, terms)
    return AttackPreview(
        command=ATTACK,
        roll=rolls.d20_expression(terms.modifier, terms.edge),
        modifier=terms.modifier,
        edge=terms.edge,
        against=threat_words(state, cmd.args.get("target"), terms.threat_type, terms.threat),
        success_from=terms.threat,
        critical_from=rolls.crit_threshold(state, terms.threat),
        odds=tuple((k, float(chances[k])) for k in (rolls.FAIL, rolls.SUCCESS, rolls.CRITICAL)),
    )


def attack_odds(state: EncounterState, cmd: Command) -> tuple[tuple[str, float], ...]:
    """`attack_preview`'s odds alone (empty while incomplete).

    They follow from the command, the two stat blocks and the reading options alone, so they are kept
    for the command while those stay the same objects and values (a stat block is replaced, never
    changed, when the GM edits one): the simulation's tactic weighs the same commands thousands of
    times a run."""
    pc = state.combatants.get(cmd.actor) if cmd.actor else None
    npc = state.combatants.get(cmd.args.get("target"))  # type: ignore[arg-type]
    if pc is None or npc is None:
        return ()
    reading = tuple(opt(state, name) for name in _READING)
    known = _ODDS.get(id(cmd))
    if known is not None and known[:3] == (cmd, pc.stats, npc.stats) and known[3] == reading:
        return known[4]
    terms = _terms(state, cmd)
    if terms is None:
        return ()
    chances = _chances(state, terms)
    found = tuple((k, float(chances[k])) for k in (rolls.FAIL, rolls.SUCCESS, rolls.CRITICAL))
    if len(_ODDS) >= 4096:
        _ODDS.clear()
    _ODDS[id(cmd)] = (cmd, pc.stats, npc.stats, reading, found)
    return found


# The options an attack's odds read (its edge and its critical), and the odds kept per command object.
_READING = ("adv_mode", "crit_rule", "crit_margin", "natural_20")
_ODDS: dict[int, tuple[Command, dict[str, Any], dict[str, Any], tuple[Any, ...], tuple[tuple[str, float], ...]]] = {}


def _chances(state: EncounterState, terms: attacks.AttackTerms) -> dict[str, Fraction]:
    return odds.outcome_odds(
        terms.modifier,
        terms.threat,
        terms.edge,
        crit_rule=opt(state, "crit_rule"),
        crit_margin=int(opt(state, "crit_margin")),
        natural_20=opt(state, "natural_20"),
    )


def attack_outcome(state: EncounterState, cmd: Command, roll: Roll) -> str | None:
    """The outcome of a typed attack roll, by the rule itself (a natural 20 read as the options say)."""
    terms = _terms(state, cmd)
    if terms is None:
        return None
    natural_20 = rolls.is_natural_20(state, roll)
    return rolls.classify(roll.total, natural_20, terms.threat, rolls.crit_threshold(state, terms.threat))


def attack_report(
    state: EncounterState, events: Iterable[Event], describe: Callable[[Event], str]
) -> AttackReport | None:
    """The attack in `events` (the first AttackResolved), or None when they hold none."""
    events = list(events)
    start = next((i for i, e in enumerate(events) if e.type == "AttackResolved"), None)
    if start is None:
        return None
    d = events[start].data
    damage: dict[str, Any] | None = None
    fired: list[ReportedReaction] = []
    quiet: list[str] = []
    for event in events[start + 1 :]:
        data = event.data
        if event.type == "DamageApplied" and data.get("target") == d["target"] and damage is None:
            damage = dict(data)
        elif event.type == "RetaliationTakesEffect":
            ret = data["retaliation"]
            fired.append(
                ReportedReaction(
                    name=ret["name"],
                    by=data["npc"],
                    target=data["target"],
                    damage=ret.get("damage"),
                    effect=ret.get("effect"),
                    waiting_id=data["id"] if data.get("pending") else None,
                    in_reach=bool(data.get("in_reach", True)),
                )
            )
        elif event.type == "DamageApplied" and data.get("retaliation") and fired:
            last = fired[-1]
            if last.name == data["retaliation"] and last.target == data.get("target"):
                fired[-1] = ReportedReaction(**{**last.__dict__, "taken": data.get("amount")})
        elif event.type in ("RetaliationSuppressed", "RetaliationPrevented"):
            quiet.append(describe(event))
    accepted = bool(d.get("accepted_retaliation"))
    return AttackReport(
        actor=d["actor"],
        target=d["target"],
        outcome=d["outcome"],
        total=d["total"],
        natural=d.get("natural"),
        against=threat_words(state, d["target"], d["threat_type"], d["threat"]),
        notes=("The Retaliation is accepted for +1 damage.",) if accepted else (),
        damage=damage,
        reactions=tuple(fired),
        quiet=tuple(quiet),
        taken_words="Strain",
    )


def waiting_reactions(state: EncounterState) -> tuple[WaitingReaction, ...]:
    """The Retaliations whose damage waits for the GM (option `retaliation_damage` = confirm)."""
    out = []
    for item in state.rs.get("pending", ()):
        ret = item["retaliation"]
        out.append(
            WaitingReaction(
                id=item["id"],
                name=ret["name"],
                by=item["npc"],
                target=item["target"],
                damage=ret.get("damage"),
                effect=ret.get("effect"),
                apply=Command(APPLY, args={"id": item["id"]}),
                dismiss=Command(APPLY, args={"id": item["id"], "skip": True}),
                purpose=RETALIATION_DAMAGE,
            )
        )
    return tuple(out)


def aftermath_picks(state: EncounterState) -> AftermathPicks | None:
    """The benefits and drawbacks the ended fight's outcome owes the group (None before the end)."""
    outcome = state.outcome
    if not outcome:
        return None
    return AftermathPicks(
        int(outcome.get("benefits", 0) or 0), int(outcome.get("drawbacks", 0) or 0), AFTERMATH
    )
