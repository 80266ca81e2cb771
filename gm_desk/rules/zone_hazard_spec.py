"""A zone's timed hazard as the zone map holds it: what a tag such as `burning` does each round.

A zone that carries a tag (`hazard`, `burning`, or one of the GM's own) may give that tag an effect:
`damage` (a whole number or plain dice, "2" or "1d6+1") to everyone in the zone at a round hook
(`hook`: the start or the end of each round), for `rounds` rounds (absent: until the fight ends or the
GM puts it out), with a `spread` chance in percent, each time it strikes, to reach each linked zone that
has no hazard of its own yet.

    {"id": "pit", "name": "Fire pit", "tags": ["burning"],
     "hazard": {"tag": "burning", "damage": "1d6", "hook": "round_end", "rounds": 3, "spread": 25}}

Here: the record (`ZoneHazard`) and its check (for the gate, the map library and the editor). The zone
map holds these records, so this module knows nothing of a fight: the hazards burning in one, with the
reducers and words of their events, are `live_hazards.py`, and `zone_hazards.py` decides when they strike.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gm_desk.rules import dice
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.intake import Checker, Refusal, quote

ROUND_START, ROUND_END = "round_start", "round_end"
HOOKS = (ROUND_START, ROUND_END)
HOOK_WORDS = {ROUND_START: N_("at the start of each round"), ROUND_END: N_("at the end of each round")}
FIELDS = ("tag", "damage", "hook", "rounds", "spread")
MAX_ROUNDS = 100
MAX_TAG = 40
# Plain damage: a whole number or dice with plus and minus ("3", "1d6", "2d4+1"), nothing a parser must read.
PLAIN_DAMAGE = re.compile(
    r"\d{1,3}|(\d{1,2})?d\d{1,3}(\s*[+-]\s*(\d{1,3}|(\d{1,2})?d\d{1,3}))*", re.IGNORECASE
)


class HazardError(ValueError):
    """A hazard that does not hold together (the zone map's reading of it)."""


@dataclass(frozen=True)
class ZoneHazard:
    tag: str = "hazard"
    damage: str = "1"
    hook: str = ROUND_END
    rounds: int | None = None  # None: until the fight ends or the GM puts it out
    spread: int = 0  # percent, per linked zone, each time it strikes

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"tag": self.tag, "damage": self.damage, "hook": self.hook}
        if self.rounds is not None:  # no null: a map file is TOML
            out["rounds"] = self.rounds
        out["spread"] = self.spread
        return out

    @classmethod
    def from_dict(cls, data: Any) -> ZoneHazard:
        """The hazard a zone map holds; HazardError for one that is not sane (see `hazard_problem`)."""
        problem = hazard_problem(data)
        if problem is not None:
            field, why = problem
            if field:
                raise HazardError(t("the hazard's {field} {why}", field=t(field.replace("_", " ")), why=why))
            raise HazardError(t("the hazard {why}", why=why))
        rounds = data.get("rounds")
        return cls(
            tag=str(data.get("tag", "hazard")),
            damage=str(data["damage"]).strip(),
            hook=str(data.get("hook", ROUND_END)),
            rounds=int(rounds) if rounds is not None else None,
            spread=int(data.get("spread", 0)),
        )


def words(hazard: ZoneHazard) -> str:
    """The hazard in a GM's words: "1d6 damage at the end of each round, for 3 rounds, 25% to spread"."""
    parts = [t("{dice} damage {when}", dice=hazard.damage, when=t(HOOK_WORDS.get(hazard.hook, hazard.hook)))]
    if hazard.rounds:
        rounds = N_("for {rounds} round") if hazard.rounds == 1 else N_("for {rounds} rounds")
        parts.append(t(rounds, rounds=hazard.rounds))
    else:
        parts.append(t("all fight"))
    if hazard.spread:
        parts.append(t("{spread}% to spread", spread=hazard.spread))
    return ", ".join(parts)


# --- the check ------------------------------------------------------------------------------------


def check_hazard(
    raw: Any, check: Checker, where: tuple[str | int, ...], tags: list[Any] | None = None
) -> None:
    """A zone's `hazard`: each field of the right shape and in bounds, its tag one the zone carries."""
    body = check.obj(
        raw, where, N_('a hazard: an object with "damage" (and "tag", "hook", "rounds", "spread")')
    )
    extra = sorted(set(body) - set(FIELDS))
    if extra:
        raise check.refuse((*where, extra[0]), t("is not a field of a zone hazard"))
    tag = body.get("tag", "hazard")
    if not isinstance(tag, str) or not tag.strip():
        raise check.refuse(
            (*where, "tag"), t("must be the zone tag it belongs to, not {value}", value=quote(tag))
        )
    check.name(tag, (*where, "tag"), limit=MAX_TAG)
    if tags is not None and tag not in tags:
        raise check.refuse(
            (*where, "tag"), t("names a tag the zone does not carry ({value})", value=quote(tag))
        )
    if "damage" not in body:
        raise check.refuse(where, 'needs "damage" (a number or dice such as 1d6)')
    damage = body["damage"]
    if isinstance(damage, int) and not isinstance(damage, bool):
        damage = str(damage)
    if not isinstance(damage, str) or not PLAIN_DAMAGE.fullmatch(damage.strip()):
        raise check.refuse(
            (*where, "damage"),
            t("must be a number or dice such as 1d6+1, not {value}", value=quote(body["damage"])),
        )
    try:
        dice.validate(damage.strip())
    except dice.DiceError as exc:
        raise check.refuse((*where, "damage"), str(exc).rstrip(".")) from None
    if "hook" in body:
        check.choice(body["hook"], (*where, "hook"), HOOKS)
    if body.get("rounds") is not None:
        check.whole(body["rounds"], (*where, "rounds"), 1, MAX_ROUNDS)
    if "spread" in body:
        check.whole(body["spread"], (*where, "spread"), 0, 100)


def hazard_problem(raw: Any, tags: list[Any] | None = None) -> tuple[str, str] | None:
    """(field, what is wrong) with a hazard as a form or a zone map holds it, or None."""
    try:
        check_hazard(raw, Checker("hazard"), (), tags)
    except Refusal as refusal:
        return refusal.path, refusal.expected
    return None
