"""The combat log in words: what a GM reads for each Threat & Retaliation event.

Creatures are named with "the" ("the Caretaker"), PCs by name. Threat labels from the stat block
('Medium', 'Engaged') follow the number when the option `show_threat_labels` is on (A8).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import pools
from gm_desk.rules.state import EncounterState

OUTCOME_WORDS = {"fail": "failure", "success": "success", "critical": "critical"}
RANGE_WORDS = {"engaged": "Engaged", "intimate": "Intimate"}


def who(state: EncounterState | None, cid: Any, *, start: bool = False) -> str:
    c = state.combatants.get(cid) if state is not None and isinstance(cid, str) else None
    if c is None:
        return str(cid)
    if c.is_pc or c.name.lower().startswith("the "):
        return c.name
    return f"{'The' if start else 'the'} {c.name}"


def threat_words(state: EncounterState | None, npc: Any, kind: str, value: Any) -> str:
    text = f"{kind.capitalize()} Threat {value}"
    c = state.combatants.get(npc) if state is not None and isinstance(npc, str) else None
    if c is not None and state is not None and state.options.get("show_threat_labels", True):
        label = c.stats.get(f"{kind}_threat_label")
        if label:
            text += f" ({label})"
    return text


def range_words(value: Any) -> str:
    if value is None:
        return "any range"
    if isinstance(value, str) and value.lower() in RANGE_WORDS:
        return RANGE_WORDS[value.lower()]
    return f"range {value}"


def retaliation_words(r: dict[str, Any]) -> str:
    parts = [range_words(r.get("range"))]
    if r.get("damage"):
        parts.append(f"{r['damage']} damage")
    text = f"{r.get('name', 'Retaliation')} ({', '.join(parts)})"
    if r.get("effect"):
        text += f": {str(r['effect']).rstrip('.')}"
    return text


def describe(event: Event, state: EncounterState | None) -> str | None:
    """Words for this ruleset's events (and its own roll purposes); None for the generic ones."""
    d = event.data
    kind = event.type

    def n(key: str, start: bool = False) -> str:
        return who(state, d.get(key), start=start)

    if kind == pools.POOL_CHANGED:
        return pools.words(d)
    if kind == "AttackResolved":
        verb = "misses" if d["outcome"] == "fail" else "hits"
        edge = f", with {d['edge']}" if d.get("edge") else ""
        nat = " natural 20," if d.get("natural_20") else ""
        text = (
            f"{n('actor')} {verb} {n('target')} with {d.get('weapon', 'an attack')} "
            f"({d['total']} vs {threat_words(state, d['target'], d['threat_type'], d['threat'])}{edge}):"
            f"{nat} {OUTCOME_WORDS[d['outcome']]}."
        )
        if d.get("accepted_retaliation"):
            text += " They accept the Retaliation for +1 damage."
        return text
    if kind == "ActionResolved":
        return (
            f"{n('actor')} attempts {d['what']} ({d['total']} vs {who(state, d['npc'])}'s "
            f"{threat_words(state, d['npc'], d['threat_type'], d['threat'])}): {OUTCOME_WORDS[d['outcome']]}."
        )
    if kind == "ActionTaken":
        return f"{n('actor')}: {d['what']}."
    if kind == "DamageApplied":
        details = []
        if d.get("doubled"):
            details.append("dice doubled by the natural 20")
        if d.get("armour"):
            details.append(f"{d['raw']} less {d['armour']} armour")
        extra = f" ({'; '.join(details)})" if details else ""
        return t("{n} takes {amount} damage{extra}.", n=n("target", True), amount=d["amount"], extra=extra)
    if kind == "WoundTicked":
        return t(
            "{n} ticks off a wound rank: {rank} ({wounds} of {of}).",
            n=n("cid"),
            rank=d["rank"],
            wounds=d["wounds"],
            of=d["of"],
        )
    if kind == "RetaliationSuppressed":
        if not d.get("spent", True):
            return t(
                "{n} is caught off guard and does not retaliate (its Retaliation is kept).", n=n("npc", True)
            )
        return t("{n}'s Retaliation is spent without effect.", n=n("npc", True))
    if kind == "RetaliationTakesEffect":
        text = f"{n('npc', True)} retaliates against {n('target')}: {retaliation_words(d['retaliation'])}."
        if not d.get("in_reach", True):
            text += " It does not reach from where it stands: the GM decides."
        elif d.get("pending"):
            text += " The damage waits for the GM."
        return text
    if kind == "RetaliationPrevented":
        reason = {
            "down": "goes down before it can retaliate",
            "spent": "has no Retaliation left this round",
            "target_down": "has nobody standing to retaliate against",
        }.get(d.get("reason", ""), "does not retaliate")
        return f"{n('npc', True)} {reason}."
    if kind == "RetaliationApplied":
        return t("{who}'s Retaliation lands on {n}.", who=who(state, d["npc"], start=True), n=n("target"))
    if kind == "RetaliationDismissed":
        return t(
            "The GM sets aside {who}'s Retaliation against {n}.", who=who(state, d["npc"]), n=n("target")
        )
    if kind == "SweepSkipped":
        return t("{n} lets its end-of-round Retaliation pass.", n=n("npc", True))
    if kind == "BackOutResolved":
        parts = ", ".join(f"{OUTCOME_WORDS[o]} against {who(state, npc)}" for npc, o in d["outcomes"].items())
        if d.get("escaped"):
            end = "gets out of reach"
        elif d.get("leaves"):
            end = "gets out of reach of " + ", ".join(who(state, x) for x in d["leaves"]) + " only"
        else:
            end = "stays in reach"
        return t(
            "{n} tries to back out ({total}): {parts}; {end}.",
            n=n("actor"),
            total=d["total"],
            parts=parts,
            end=end,
        )
    if kind == "BleedOutResolved":
        result = {
            "conscious": "regains consciousness",
            "holds_on": "hangs on",
            "no_change": "fails, but nothing changes",
            "death_mark": f"fails and is a step closer to death ({d.get('marks')})",
            "dies": "dies",
        }[d["result"]]
        return t(
            "{n} fights to stay alive ({total} vs 10): {result}.",
            n=n("actor"),
            total=d["total"],
            result=result,
        )
    if kind == "ActionPrepared":
        return t(
            "{n} prepares to {replace} when: {trigger}.",
            n=n("actor"),
            replace=d["action"].replace("_", " "),
            trigger=d["trigger"],
        )
    if kind == "PreparedUsed":
        return t(
            "{n} takes the prepared {replace} as a reaction.",
            n=n("actor"),
            replace=d["action"].replace("_", " "),
        )
    if kind == "ReactionUsed":
        return t("{n} reacts: {what}.", n=n("actor"), what=d["what"])
    if kind == "RollMade" and state is not None and d.get("actor") in state.combatants:
        purpose = d.get("purpose") or ""
        label = {
            "initiative": "Skill Mastery",
            "attack": "to attack",
            "action": "for the action",
            "back_out": "Graceful + Defiant to back out",
            "bleed_out": "Defiant + Lucky against bleeding out",
            "damage": "damage",
        }.get(purpose)
        if purpose.startswith("retaliation"):
            label = "Retaliation damage"
        if label is None:
            return None
        faces = f" [{', '.join(map(str, d['faces']))}]" if d.get("faces") else ""
        return t(
            "{n} rolls {label}: {expr}{faces} = {total}.",
            n=n("actor", True),
            label=label,
            expr=d["expr"],
            faces=faces,
            total=d["total"],
        )
    return None
