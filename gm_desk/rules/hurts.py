"""Who hurt whom in one log entry, as a system reads its own events: the plain records the fight's
statistics add up (damage dealt and taken per combatant), and the shared helper the systems use.

Each system's `Presentation.hurts(command, events)` answers for one entry (a command and the events it
produced) with `Hurt` records: who took how much, and who dealt it when the log says (None: a hazard,
the GM's damage, anything with no combatant behind it). A system reads its own events, so the figures
are the ones its log shows; `taken_with_claims` does the common work: amounts taken, matched to the
attacks that claimed them in the same entry, in order. Anything that does not read as a whole number
or a combatant id is skipped, never raised.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from gm_desk.rules.events import Event

Taken = tuple[str, int, str | None]  # (who took it, how much, who dealt it if the event says)
Claim = tuple[str, str, int]  # (target, attacker, amount the attack says it dealt)


@dataclass(frozen=True)
class Hurt:
    """Damage one combatant took in one entry: how much, and from whom (None: nobody in the fight)."""

    target: str
    amount: int
    dealer: str | None = None


@dataclass
class _Claim:
    attacker: str
    left: int


def number(value: object) -> int | None:
    """A whole number from an event's field, or None (a bool, a text, a fraction are not amounts)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def ident(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def track_drop(event: Event, keys: Collection[str], *, fills: bool = False) -> tuple[str, int] | None:
    """(who, how much) when `event` moves one of the tracks `keys` the hurting way: down (a draining track
    such as health), or up when `fills` (Strain, harm); None for anything else."""
    if event.type != "ResourceChanged" or event.data.get("res") not in keys:
        return None
    cid, value, was = ident(event.data.get("cid")), number(event.data.get("value")), number(event.data.get("was"))
    if cid is None or value is None or was is None:
        return None
    amount = value - was if fills else was - value
    return (cid, amount) if amount > 0 else None


def taken_with_claims(
    events: Sequence[Event],
    taken_of: Callable[[Event], Taken | None],
    claim_of: Callable[[Event], Claim | None] = lambda _event: None,
) -> tuple[Hurt, ...]:
    """The hurts of one entry: each amount `taken_of` reads, credited to the event's own dealer if it
    names one, else to the attacks `claim_of` read earlier in the entry against that target (in order,
    each up to what it claimed); what no claim covers has no dealer."""
    claims: dict[str, list[_Claim]] = {}
    hurts: list[Hurt] = []
    for event in events:
        claim = claim_of(event)
        if claim is not None:
            target, attacker, amount = claim
            if amount > 0:
                claims.setdefault(target, []).append(_Claim(attacker, amount))
            continue
        took = taken_of(event)
        if took is None:
            continue
        target, amount, dealer = took
        if amount <= 0:
            continue
        if dealer is not None:
            hurts.append(Hurt(target, amount, dealer))
            continue
        left = amount
        for pending in claims.get(target, []):
            share = min(left, pending.left)
            if share > 0:
                hurts.append(Hurt(target, share, pending.attacker))
                pending.left -= share
                left -= share
        if left > 0:
            hurts.append(Hurt(target, left, None))
    return tuple(hurts)
