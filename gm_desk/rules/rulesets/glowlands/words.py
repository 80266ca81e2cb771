"""The combat log in words: what a GM reads for each Threat & Retaliation event.

Creatures are named with "the" ("the Caretaker"), PCs by name. Threat labels from the stat block
('Medium', 'Engaged') follow the number when the option `show_threat_labels` is on (A8).
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.glowlands import shared_strain
from gm_desk.rules.state import EncounterState

OUTCOME_WORDS = {"fail": N_("failure"), "success": N_("success"), "critical": N_("critical")}
RANGE_WORDS = {"engaged": N_("Engaged"), "intimate": N_("Intimate")}
THREAT_KINDS = {"ranged": N_("Ranged Threat {value}"), "melee": N_("Melee Threat {value}")}


def who(state: EncounterState | None, cid: Any, *, start: bool = False) -> str:
    c = state.combatants.get(cid) if state is not None and isinstance(cid, str) else None
    if c is None:
        return str(cid)
    if c.is_pc or c.name.lower().startswith("the "):
        return c.name
    return t("The {name}", name=c.name) if start else t("the {name}", name=c.name)


def threat_words(state: EncounterState | None, npc: Any, kind: str, value: Any) -> str:
    text = t(THREAT_KINDS.get(kind, N_("Threat {value}")), value=value)
    c = state.combatants.get(npc) if state is not None and isinstance(npc, str) else None
    if c is not None and state is not None and state.options.get("show_threat_labels", True):
        label = c.stats.get(f"{kind}_threat_label")
        if label:
            text += " " + t("({label})", label=label)
    return text


def range_words(value: Any) -> str:
    if value is None:
        return t("any range")
    if isinstance(value, str) and value.lower() in RANGE_WORDS:
        return t(RANGE_WORDS[value.lower()])
    return t("range {value}", value=value)


def retaliation_words(r: dict[str, Any]) -> str:
    parts = [range_words(r.get("range"))]
    if r.get("damage"):
        parts.append(t("{dice} damage", dice=r["damage"]))
    text = t("{name} ({details})", name=r.get("name") or t("Retaliation"), details=", ".join(parts))
    if r.get("effect"):
        text = t("{retaliation}: {effect}", retaliation=text, effect=str(r["effect"]).rstrip("."))
    return text


def describe(event: Event, state: EncounterState | None) -> str | None:
    """Words for this ruleset's events (and its own roll purposes); None for the generic ones."""
    d = event.data
    kind = event.type

    def n(key: str, start: bool = False) -> str:
        return who(state, d.get(key), start=start)

    if kind == shared_strain.POOL_CHANGED:
        return shared_strain.words(d)
    if kind == "AttackResolved":
        verb = (
            N_("{actor} misses {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.")
            if d["outcome"] == "fail"
            else N_("{actor} hits {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.")
        )
        text = t(
            verb,
            actor=n("actor"),
            target=n("target"),
            weapon=d.get("weapon") or t("an attack"),
            total=d["total"],
            threat=threat_words(state, d["target"], d["threat_type"], d["threat"]),
            edge=t(", with {edge}", edge=t(str(d["edge"]))) if d.get("edge") else "",
            nat=" " + t("natural 20,") if d.get("natural_20") else "",
            outcome=t(OUTCOME_WORDS[d["outcome"]]),
        )
        if d.get("accepted_retaliation"):
            text += " " + t("They accept the Retaliation for +1 damage.")
        return text
    if kind == "ActionResolved":
        return t(
            "{actor} attempts {what} ({total} vs {npc}'s {threat}): {outcome}.",
            actor=n("actor"),
            what=t(str(d["what"])),
            total=d["total"],
            npc=who(state, d["npc"]),
            threat=threat_words(state, d["npc"], d["threat_type"], d["threat"]),
            outcome=t(OUTCOME_WORDS[d["outcome"]]),
        )
    if kind == "ActionTaken":
        return t("{actor}: {what}.", actor=n("actor"), what=t(str(d["what"])))
    if kind == "DamageApplied":
        details = []
        if d.get("doubled"):
            details.append(t("dice doubled by the natural 20"))
        if d.get("armour"):
            details.append(t("{raw} less {armour} armour", raw=d["raw"], armour=d["armour"]))
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
        text = t(
            "{npc} retaliates against {target}: {retaliation}.",
            npc=n("npc", True),
            target=n("target"),
            retaliation=retaliation_words(d["retaliation"]),
        )
        if not d.get("in_reach", True):
            text += " " + t("It does not reach from where it stands: the GM decides.")
        elif d.get("pending"):
            text += " " + t("The damage waits for the GM.")
        return text
    if kind == "RetaliationPrevented":
        reason = {
            "down": N_("{npc} goes down before it can retaliate."),
            "spent": N_("{npc} has no Retaliation left this round."),
            "target_down": N_("{npc} has nobody standing to retaliate against."),
        }.get(d.get("reason", ""), N_("{npc} does not retaliate."))
        return t(reason, npc=n("npc", True))
    if kind == "RetaliationApplied":
        return t("{who}'s Retaliation lands on {n}.", who=who(state, d["npc"], start=True), n=n("target"))
    if kind == "RetaliationDismissed":
        return t(
            "The GM sets aside {who}'s Retaliation against {n}.", who=who(state, d["npc"]), n=n("target")
        )
    if kind == "SweepSkipped":
        return t("{n} lets its end-of-round Retaliation pass.", n=n("npc", True))
    if kind == "BackOutResolved":
        parts = ", ".join(
            t("{outcome} against {npc}", outcome=t(OUTCOME_WORDS[o]), npc=who(state, npc))
            for npc, o in d["outcomes"].items()
        )
        if d.get("escaped"):
            end = t("gets out of reach")
        elif d.get("leaves"):
            end = t("gets out of reach of {whom} only", whom=", ".join(who(state, x) for x in d["leaves"]))
        else:
            end = t("stays in reach")
        return t(
            "{n} tries to back out ({total}): {parts}; {end}.",
            n=n("actor"),
            total=d["total"],
            parts=parts,
            end=end,
        )
    if kind == "BleedOutResolved":
        result = t(
            {
                "conscious": N_("regains consciousness"),
                "holds_on": N_("hangs on"),
                "no_change": N_("fails, but nothing changes"),
                "death_mark": N_("fails and is a step closer to death ({marks})"),
                "dies": N_("dies"),
            }[d["result"]],
            marks=d.get("marks"),
        )
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
            replace=t(d["action"].replace("_", " ")),
            trigger=t(str(d["trigger"])),
        )
    if kind == "PreparedUsed":
        return t(
            "{n} takes the prepared {replace} as a reaction.",
            n=n("actor"),
            replace=t(d["action"].replace("_", " ")),
        )
    if kind == "ReactionUsed":
        return t("{n} reacts: {what}.", n=n("actor"), what=t(str(d["what"])))
    if kind == "RollMade" and state is not None and d.get("actor") in state.combatants:
        purpose = d.get("purpose") or ""
        label = {
            "initiative": N_("Skill Mastery"),
            "attack": N_("to attack"),
            "action": N_("for the action"),
            "back_out": N_("Graceful + Defiant to back out"),
            "bleed_out": N_("Defiant + Lucky against bleeding out"),
            "damage": N_("damage"),
        }.get(purpose)
        if purpose.startswith("retaliation"):
            label = N_("Retaliation damage")
        if label is None:
            return None
        faces = f" [{', '.join(map(str, d['faces']))}]" if d.get("faces") else ""
        return t(
            "{n} rolls {label}: {expr}{faces} = {total}.",
            n=n("actor", True),
            label=t(label),
            expr=d["expr"],
            faces=faces,
            total=d["total"],
        )
    return None
