"""What a Threat & Retaliation attack did, read back from its events, in a form a panel can show.

The rules emit AttackResolved (the roll against the Threat), DamageApplied (to the creature, then to
the PC for each Retaliation applied at once), RetaliationTakesEffect (name, effect, damage; `pending`
when the damage waits for the GM), RetaliationSuppressed (spent without effect on a critical) and
RetaliationPrevented (down, spent, nobody to hit). This module only gathers them.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from gm_desk.rules.events import Event

OUTCOME_WORDS = {"fail": "Failure", "success": "Success", "critical": "Critical"}
OUTCOME_COLOURS = {"fail": "#b42318", "success": "#1f7a45", "critical": "#7a3fd1"}


@dataclass(frozen=True)
class Fired:
    """One Retaliation that took effect against the PC."""

    npc: str
    target: str
    name: str
    effect: str | None
    damage: str | None
    range: Any
    pending_id: str | None  # waits for the GM under this id
    in_reach: bool
    taken: int | None = None  # Strain taken when the damage landed at once


@dataclass
class AttackSummary:
    actor: str
    target: str
    weapon: str
    outcome: str
    total: int
    natural: int | None
    threat: int
    threat_type: str
    accepted: bool
    damage: dict[str, Any] | None = None  # the creature's DamageApplied
    fired: list[Fired] = field(default_factory=list)
    quiet: list[str] = field(default_factory=list)  # Retaliations that did not land, in words


def summarise_attack(events: Iterable[Event], describe: Callable[[Event], str]) -> AttackSummary | None:
    """The attack in `events` (the first AttackResolved), or None when they hold none."""
    events = list(events)
    start = next((i for i, e in enumerate(events) if e.type == "AttackResolved"), None)
    if start is None:
        return None
    d = events[start].data
    out = AttackSummary(
        actor=d["actor"],
        target=d["target"],
        weapon=str(d.get("weapon", "")),
        outcome=d["outcome"],
        total=d["total"],
        natural=d.get("natural"),
        threat=d["threat"],
        threat_type=d["threat_type"],
        accepted=bool(d.get("accepted_retaliation")),
    )
    fired: list[Fired] = []
    for event in events[start + 1 :]:
        data = event.data
        if event.type == "DamageApplied" and data.get("target") == out.target and out.damage is None:
            out.damage = dict(data)
        elif event.type == "RetaliationTakesEffect":
            ret = data["retaliation"]
            fired.append(
                Fired(
                    data["npc"],
                    data["target"],
                    ret["name"],
                    ret.get("effect"),
                    ret.get("damage"),
                    ret.get("range"),
                    data["id"] if data.get("pending") else None,
                    bool(data.get("in_reach", True)),
                )
            )
        elif event.type == "DamageApplied" and data.get("retaliation") and fired:
            last = fired[-1]
            if last.name == data["retaliation"] and last.target == data.get("target"):
                fired[-1] = Fired(**{**last.__dict__, "taken": data.get("amount")})
        elif event.type in ("RetaliationSuppressed", "RetaliationPrevented"):
            out.quiet.append(describe(event))
    out.fired = fired
    return out


def summary_html(summary: AttackSummary, name: Callable[[str], str], threat_text: str) -> str:
    """The attack as rich text for a label: outcome, damage, then each Retaliation."""
    colour = OUTCOME_COLOURS.get(summary.outcome, "#1c2638")
    nat = " (natural 20)" if summary.natural == 20 else ""
    parts = [
        f"<div style='font-size:14px'><b style='color:{colour}'>{OUTCOME_WORDS.get(summary.outcome, summary.outcome)}"
        f"</b> — {summary.total}{nat} against {html.escape(threat_text)}</div>"
    ]
    if summary.accepted:
        parts.append("<div>The Retaliation is accepted for +1 damage.</div>")
    if summary.damage is not None:
        dmg = summary.damage
        armour = f" ({dmg['raw']} less {dmg['armour']} armour)" if dmg.get("armour") else ""
        parts.append(
            f"<div>{html.escape(name(summary.target))} takes <b>{dmg['amount']}</b> damage{armour}.</div>"
        )
    for fired in summary.fired:
        if fired.taken is not None:
            state = f"applied: <b>{fired.taken}</b> Strain"
        elif fired.pending_id:
            state = "<b style='color:#a15c00'>waits for you</b>"
        elif not fired.in_reach:
            state = "out of reach: the GM decides"
        else:
            state = "no damage"
        effect = f" — <i>{html.escape(str(fired.effect))}</i>" if fired.effect else ""
        damage = f", {html.escape(str(fired.damage))}" if fired.damage else ""
        parts.append(
            f"<div>⚔ <b>{html.escape(fired.name)}</b> ({html.escape(name(fired.npc))} → "
            f"{html.escape(name(fired.target))}{damage}){effect}: {state}</div>"
        )
    for line in summary.quiet:
        parts.append(f"<div style='color:#8a93a3'>{html.escape(line)}</div>")
    return "".join(parts)
