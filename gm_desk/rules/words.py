"""The log's words for the events every system shares, and the stat-block differences a GM reads.

A ruleset's `describe` handles its own events and falls back on `describe_generic` for the rest.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from gm_desk.rules import arrival_book, field_map, live_hazards, scene_event_spec
from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t, tn
from gm_desk.rules.state import EncounterState, name_of

QUIET_EVENTS = frozenset({"SchedulerChanged", "RulesetDataChanged", "CombatantDataChanged", "BudgetSet"})

# Field names whose plain words are not just the name with spaces (every other one is: "physical_harm"
# reads "physical harm").
FIELD_WORDS = {
    "hp": N_("HP"),
    "harm_points": N_("harm"),
    "death_dc": N_("Death DC"),
    "health_max": N_("maximum health"),
    "max_strain": N_("maximum Strain"),
    "endurance_max": N_("maximum endurance"),
    "stamina_max": N_("maximum stamina"),
    "focus_max": N_("maximum focus"),
    "speed_m": N_("speed (m)"),
    "move_ft": N_("move (ft)"),
    "aspect_roll": N_("the Aspect roll"),
}


# A roll's purpose whose words are not its name with spaces.
PURPOSE_WORDS = {"agl": N_("AGL check"), "card": N_("card")}
_NUMBERED = re.compile(r"([a-z_]*[a-z])(\d+)")


def purpose_words(purpose: Any) -> str:
    """What a roll was for, in words: "attack#2" and "card2:ida" → "attack 2", "card 2" (whose it is
    left out: the log line names the roller)."""
    base = str(purpose).split(":", 1)[0]
    base, _, nth = base.partition("#")
    numbered = _NUMBERED.fullmatch(base)
    if numbered and not nth and numbered.group(1) in PURPOSE_WORDS:
        base, nth = numbered.groups()
    text = t(PURPOSE_WORDS[base]) if base in PURPOSE_WORDS else plain(base)
    return f"{text} {nth}" if nth else text


# Phrases the systems write into their events with a name or a number in them ("attacks Ava"): read
# back into their fields, so that a log written in one language reads in another.
PHRASES = (
    N_("attacks {name}"),
    N_("moves {feet} ft"),
    N_("uses the {slot}"),
    N_("only {names} remain"),
    N_("only {names} still fight"),
    N_("{count} of {total} still fight"),
    N_("{name} fights alone at half health or less"),
    N_("clear {obstacle}"),
    N_("clearing the {obstacle}"),
    N_("loses the {slot} action"),
    N_("skips the {slot} action"),
    # Notes the systems write into the log ("Note" events), with a name in them.
    N_("{name} shrugs off the poison."),
    N_("{name} does not catch fire."),
    N_("{name}'s opening action lapses: {why}"),
)
# Notes the systems write into the log whole: looked up by `words_of` when the log is read.
NOTES = (
    N_("The pending decision lapses: the one who had to decide is out of the fight."),
    N_("The deal is taken back; the cards are shuffled again."),
    N_("A forced card swap lapsed: one of its cards has left the fight."),
)
# What a GM override did, as the systems write it into the event (`GMOverrideApplied`'s "what"): read
# back into its fields by `override_words`, so that the log reads in the language in use. A longer phrase
# comes before a shorter one it starts with.
OVERRIDES = (
    N_("team order rearranged"),
    N_("turn order rearranged"),
    N_("faction order rearranged"),
    N_("new stat block for {name}"),
    N_("{name} has not acted this round"),
    N_("{name} has acted this round"),
    N_("{name} counts as having acted"),
    N_("{name} may make another Aspect roll this turn"),
    N_("{group} act in a new order"),
    N_("{group}: shared Strain set to {value}"),
    N_("{name}: {res} set to {value}"),
    N_("{name} is now {status}"),
    N_("{name} takes no damage ({dice} rolled {total})"),
    N_("{name} takes no damage"),
    N_("{name} takes {amount} damage ({dice} rolled {total})"),
    N_("{name} takes {amount} damage"),
    N_("{name} heals {amount} on {track} ({dice} rolled {total})"),
    N_("{name} heals {amount} on {track}"),
)
_FIELD = re.compile(r"\\\{(\w+)\\\}")


@cache
def _forms(phrases: tuple[str, ...]) -> list[tuple[str, re.Pattern[str]]]:
    """Each phrase with the pattern that reads it back, its names as groups; made at the first use (the
    32 patterns were a fifth of this module's import, paid at start-up where no phrase is read)."""
    return [(phrase, re.compile("^" + _FIELD.sub(r"(?P<\1>.+?)", re.escape(phrase)) + "$")) for phrase in phrases]

_QUALIFIED = re.compile(r"^(?P<what>[a-z][a-z _]*) \((?P<detail>[^()]+)\)$")


def plain(key: Any) -> str:
    """A field, resource, purpose, phase or status name in a GM's words, in the language in use: never a
    raw snake_case name.

    A purpose qualified by whom it is for ("retaliation:cat") reads as its first part; a key with a
    detail ("attack (readied)") reads as both, each translated; a phrase of `PHRASES` is translated with
    its name or number kept.
    """
    text = str(key).split(":", 1)[0]
    if text in FIELD_WORDS:
        return t(FIELD_WORDS[text])
    if (said := _phrase_words(text)) is not None:
        return said
    if found := _QUALIFIED.match(text):
        detail = found["detail"]
        shown = t(detail) if _WORDS.fullmatch(detail) else plain_part(detail)  # "too slow to execute": whole
        return t("{what} ({detail})", what=plain(found["what"]), detail=shown)
    return t(text.replace("_", " "))


def words_of(text: Any) -> str:
    """A reason or a note a system wrote into an event ("no actions left", "only Guards remain"), in the
    language in use: a phrase of `PHRASES` with its names kept, anything else looked up whole."""
    said = str(text)
    phrase = _phrase_words(said)
    return phrase if phrase is not None else t(said)


def _phrase_words(text: str) -> str | None:
    """``text`` read as one of `PHRASES` and translated with its names kept; None when it is none."""
    for phrase, form in _forms(PHRASES):
        if found := form.match(text):
            return t(phrase, **{k: plain_part(v) for k, v in found.groupdict().items()})
    return None


def override_words(what: Any) -> str:
    """What a GM override did ("Ida takes 4 damage"), in the language in use: names and numbers kept,
    keys (a resource, a status) and a track's name in words; anything else looked up whole."""
    said = str(what)
    for phrase, form in _forms(OVERRIDES):
        if found := form.match(said):
            fields = found.groupdict()
            if "track" in fields:
                fields["track"] = t(fields["track"])  # written as the track's label: look it up whole
            for key in ("res", "status"):
                if key in fields:
                    fields[key] = plain_part(fields[key])
            return t(phrase, **fields)
    return words_of(said)


def note_words(text: Any) -> str:
    """A note in the log: a system's (`NOTES`, or a phrase of `PHRASES`) in the language in use, the GM's
    own exactly as typed."""
    said = str(text)
    if said in NOTES:
        return t(said)
    for phrase, form in _forms(PHRASES):
        if found := form.match(said):
            return t(phrase, **{k: plain_part(v) for k, v in found.groupdict().items()})
    return said


def plain_part(text: str) -> str:
    """A part of a phrase: a key ("move", "primary") in words; a name or a number as it is."""
    return plain(text) if _KEY.fullmatch(text) else text


def condition_name(name: Any) -> str:
    """A condition's name as the GM reads it: a key ("on_fire") in plain words, a name the GM typed
    ("Bound: rope", "<b>Hexed</b>") exactly as typed."""
    text = str(name)
    return plain(text) if _KEY.fullmatch(text) else text


_KEY = re.compile(r"[a-z][a-z0-9_]*")
_WORDS = re.compile(r"[a-z]+(?: [a-z]+)+")  # lower-case words with spaces: a reason, looked up whole


def describe_generic(event: Event, state: EncounterState | None) -> str:
    d = event.data

    def n(key: str) -> str:
        return name_of(state, d.get(key))

    kind = event.type
    if kind == "EncounterStarted":
        return t("The encounter begins.")
    if kind == "RoundStarted":
        return t("Round {round} begins.", round=d["round"])
    if kind == "RoundEnded":
        return t("Round {round} ends.", round=d["round"])
    if kind == "PhaseChanged":
        return t("Phase: {phase}.", phase=plain(str(d["phase"]).lower()))
    if kind == "TurnStarted":
        return t("{actor}'s turn.", actor=n("actor"))
    if kind == "TurnEnded":
        return t("{actor} ends the turn.", actor=n("actor"))
    if kind == "TurnSkipped":
        return t("{actor} is skipped ({why}).", actor=n("actor"), why=plain(d.get("why", "cannot act")))
    if kind == "BudgetSpent":
        return t("{actor}: {action}.", actor=n("actor"), action=plain(d["action"]))
    if kind == "RollMade":
        faces = f" [{', '.join(map(str, d['faces']))}]" if d.get("faces") else ""
        purpose = purpose_words(d.get("purpose") or "roll")
        if d.get("source"):
            purpose = t("{purpose}, {source}", purpose=purpose, source=plain(d["source"]))
        roll = {"expr": d["expr"], "faces": faces, "total": d["total"], "purpose": purpose}
        if d.get("actor"):
            return t("{actor} rolls {expr}{faces} = {total} ({purpose}).", actor=n("actor"), **roll)
        return t("Roll {expr}{faces} = {total} ({purpose}).", **roll)
    if kind == "ResourceChanged":
        return t(
            "{name}: {resource} {was} → {value}.",
            name=n("cid"),
            resource=plain(d["res"]),
            was=d.get("was", "?"),
            value=d["value"],
        )
    if kind == "StatusChanged":
        status = plain(d["status"])
        if d.get("substatus"):
            status = t("{status} ({detail})", status=status, detail=plain(str(d["substatus"]).lower()))
        return t("{name} is now {status}.", name=n("cid"), status=status)
    if kind == "Moved":
        where = state.zones.zones[d["to"]].name if state and d["to"] in state.zones.zones else d["to"]
        return t("{name} moves to {zone}.", name=n("cid"), zone=where)
    if kind == "Engaged":
        return t("{a} and {b} are engaged.", a=n("a"), b=n("b"))
    if kind == "Disengaged":
        return t("{a} and {b} are no longer engaged.", a=n("a"), b=n("b"))
    if kind == "Revealed":
        if d.get("why") == "acts":
            return t("{name} steps out of hiding to act.", name=n("cid"))
        return t("{name} is revealed by the GM.", name=n("cid"))
    if kind == "ConditionAdded":
        cond = d["condition"]
        if cond.get("remaining"):
            return tn(
                "{name} is {condition} for {rounds} round.",
                "{name} is {condition} for {rounds} rounds.",
                int(cond["remaining"]),
                name=n("cid"),
                condition=condition_name(cond["name"]),
                rounds=cond["remaining"],
            )
        return t("{name} is {condition}.", name=n("cid"), condition=condition_name(cond["name"]))
    if kind == "ConditionTicked":
        return t(
            "{name}: {condition} has {remaining} left.",
            name=n("cid"),
            condition=condition_name(d.get("name", "condition")),
            remaining=d["remaining"],
        )
    if kind == "ConditionRemoved":
        return t(
            "{name} is no longer {condition} ({reason}).",
            name=n("cid"),
            condition=condition_name(d.get("name", "affected")),
            reason=plain(d.get("reason", "removed")),
        )
    if kind == "CombatantAdded":
        return t("{name} joins the fight.", name=d["combatant"]["name"])
    if kind == "CombatantRemoved":
        return t("{name} leaves the fight.", name=d.get("name", d["cid"]))
    if kind == "SideAdded":
        return t("{side} join the fight.", side=d["side"]["name"])
    if kind == "FlagChanged":
        if d["on"]:
            return t("{name} is now {flag}.", name=n("cid"), flag=plain(d["flag"]))
        return t("{name} is no longer {flag}.", name=n("cid"), flag=plain(d["flag"]))
    if kind == "EncounterEnded":
        return t("The encounter ends: {result}.", result=plain(d["result"]))
    if kind == "GMOverrideApplied":
        if d.get("reason"):
            # A reason the GM typed stays as typed; one the app wrote (a bestiary refresh) is looked up.
            reason = words_of(d["reason"])
            return t("GM override: {what} ({reason}).", what=override_words(d["what"]), reason=reason)
        return t("GM override: {what}.", what=override_words(d["what"]))
    if kind == "Note":
        return note_words(d["text"])
    if kind == "StatsReplaced":
        return t("{name}'s stat block: {changes}.", name=n("cid"), changes=stat_changes(d["was"], d["stats"]))
    return (
        scene_event_spec.describe(kind, d)
        or live_hazards.describe(kind, d, state)
        or field_map.describe(kind, d, state)
        or arrival_book.describe(kind, d, state)
        or kind
    )


def stat_changes(was: dict[str, Any], now: dict[str, Any], shown: int = 4) -> str:
    """What differs between two stat blocks, in words: "wit 9 → 12, weapons changed"."""
    parts = []
    for key in [*now, *(k for k in was if k not in now)]:
        old, new = was.get(key), now.get(key)
        if old == new:
            continue
        if key not in now:
            parts.append(t("{field} removed", field=plain(key)))
        elif isinstance(old, str | int | float) and isinstance(new, str | int | float):
            parts.append(t("{field} {old} → {new}", field=plain(key), old=old, new=new))
        else:
            parts.append(t("{field} changed", field=plain(key)))
    if len(parts) > shown:
        parts = [*parts[:shown], t("{count} more", count=len(parts) - shown)]
    return ", ".join(parts) or t("unchanged")
