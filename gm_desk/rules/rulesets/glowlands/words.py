"""The combat log in words: what a GM reads for each Threat & Retaliation event.

Creatures are named with "the" ("the Caretaker"), PCs by name. Threat labels from the stat block
('Medium', 'Engaged') follow the number when the option `show_threat_labels` is on (A8).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
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
    t = event.type

    def n(key: str, start: bool = False) -> str:
        return who(state, d.get(key), start=start)

    if t == pools.POOL_CHANGED:
        return pools.words(d)
    if t == "AttackResolved":
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
    if t == "ActionResolved":
        return (
            f"{n('actor')} attempts {d['what']} ({d['total']} vs {who(state, d['npc'])}'s "
            f"{threat_words(state, d['npc'], d['threat_type'], d['threat'])}): {OUTCOME_WORDS[d['outcome']]}."
        )
    if t == "ActionTaken":
        return f"{n('actor')}: {d['what']}."
    if t == "DamageApplied":
        details = []
        if d.get("doubled"):
            details.append("dice doubled by the natural 20")
        if d.get("armour"):
            details.append(f"{d['raw']} less {d['armour']} armour")
        extra = f" ({'; '.join(details)})" if details else ""
        return f"{n('target', True)} takes {d['amount']} damage{extra}."
    if t == "WoundTicked":
        return f"{n('cid')} ticks off a wound rank: {d['rank']} ({d['wounds']} of {d['of']})."
    if t == "RetaliationSuppressed":
        if not d.get("spent", True):
            return f"{n('npc', True)} is caught off guard and does not retaliate (its Retaliation is kept)."
        return f"{n('npc', True)}'s Retaliation is spent without effect."
    if t == "RetaliationTakesEffect":
        text = f"{n('npc', True)} retaliates against {n('target')}: {retaliation_words(d['retaliation'])}."
        if not d.get("in_reach", True):
            text += " It does not reach from where it stands: the GM decides."
        elif d.get("pending"):
            text += " The damage waits for the GM."
        return text
    if t == "RetaliationPrevented":
        reason = {
            "down": "goes down before it can retaliate",
            "spent": "has no Retaliation left this round",
            "target_down": "has nobody standing to retaliate against",
        }.get(d.get("reason", ""), "does not retaliate")
        return f"{n('npc', True)} {reason}."
    if t == "RetaliationApplied":
        return f"{who(state, d['npc'], start=True)}'s Retaliation lands on {n('target')}."
    if t == "RetaliationDismissed":
        return f"The GM sets aside {who(state, d['npc'])}'s Retaliation against {n('target')}."
    if t == "SweepSkipped":
        return f"{n('npc', True)} lets its end-of-round Retaliation pass."
    if t == "BackOutResolved":
        parts = ", ".join(f"{OUTCOME_WORDS[o]} against {who(state, npc)}" for npc, o in d["outcomes"].items())
        if d.get("escaped"):
            end = "gets out of reach"
        elif d.get("leaves"):
            end = "gets out of reach of " + ", ".join(who(state, x) for x in d["leaves"]) + " only"
        else:
            end = "stays in reach"
        return f"{n('actor')} tries to back out ({d['total']}): {parts}; {end}."
    if t == "BleedOutResolved":
        result = {
            "conscious": "regains consciousness",
            "holds_on": "hangs on",
            "no_change": "fails, but nothing changes",
            "death_mark": f"fails and is a step closer to death ({d.get('marks')})",
            "dies": "dies",
        }[d["result"]]
        return f"{n('actor')} fights to stay alive ({d['total']} vs 10): {result}."
    if t == "ActionPrepared":
        return f"{n('actor')} prepares to {d['action'].replace('_', ' ')} when: {d['trigger']}."
    if t == "PreparedUsed":
        return f"{n('actor')} takes the prepared {d['action'].replace('_', ' ')} as a reaction."
    if t == "ReactionUsed":
        return f"{n('actor')} reacts: {d['what']}."
    if t == "RollMade" and state is not None and d.get("actor") in state.combatants:
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
        return f"{n('actor', True)} rolls {label}: {d['expr']}{faces} = {d['total']}."
    return None
