"""Promise: the statistics of a played fight are what its log says.

Each system's demo is played to its end through the real engine (the difficulty tactic picks the
commands), every command saved as the app saves it, with a clock that ticks unevenly; a few entries
then lose their time, as entries saved before times were kept have none. The test reads the raw rows
back from the SQLite file (command, events and time, as JSON text) and adds everything up itself, from
the events as the systems write them, without calling the statistics code, and compares.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import sqlite3
from collections import Counter, defaultdict
from datetime import UTC, datetime, timedelta
from fractions import Fraction
from typing import Any

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.difficulty.tactic import Tactic
from gm_desk.rules.engine import Encounter
from gm_desk.rules.fight_stats import TABLE, fight_statistics
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.store.autosave import load, save_applied
from gm_desk.store.campaigns import create_campaign, create_encounter

SYSTEMS = list(RULESETS)
UNTIMED = {5, 6, 17}  # entries (1-based) whose time is then taken away


def _clock(seed: int):
    rng = random.Random(seed)
    moment = datetime(2026, 11, 27, 20, 0, 0, tzinfo=UTC)

    def tick() -> str:
        nonlocal moment
        moment += timedelta(seconds=rng.randint(3, 240), microseconds=rng.randint(0, 999_999))
        return moment.isoformat(timespec="microseconds")

    return tick


def _played_and_saved(rid: str, seed: int = 3) -> tuple[int, Encounter]:
    ruleset = get_ruleset(rid)
    campaign = create_campaign(f"Stats {rid}", ruleset=rid)
    record = create_encounter(campaign.id, "Demo", rid, demo_setup_for(rid), {})
    enc = Encounter(record.setup, ruleset, dice=DiceBox(rng=random.Random(seed)), clock=_clock(seed))
    tactic = Tactic(ruleset)
    while enc.state.outcome is None and len(enc.log) < 600 and enc.state.round <= 12:
        if tactic.step(enc) is None:
            break
        save_applied(record.id, enc, drop_tail=False)
    return record.id, enc


def _raw_rows(store: Any, encounter_id: int) -> list[tuple[dict, list[dict], str | None]]:
    with sqlite3.connect(store.path) as connection:
        rows = connection.execute(
            "SELECT command, events, made_at FROM encounter_entry WHERE encounter_id = ? AND undone = 0 "
            "ORDER BY seq",
            (encounter_id,),
        ).fetchall()
    return [(json.loads(command), json.loads(events), made_at) for command, events, made_at in rows]


def _forget_times(store: Any, encounter_id: int) -> None:
    with sqlite3.connect(store.path) as connection:
        connection.execute(
            f"UPDATE encounter_entry SET made_at = NULL WHERE encounter_id = ? AND seq IN ({','.join('?' * len(UNTIMED))})",
            (encounter_id, *sorted(UNTIMED)),
        )


# --- the test's own reading of the log ------------------------------------------------------------


def _mean(expr: str) -> Fraction:
    """The mean of NdM, NdMkhK and whole-number terms, by counting every face (small dice only)."""
    total = Fraction(0)
    for sign, term in re.findall(r"([+-]?)([^+-]+)", expr.replace(" ", "")):
        factor = -1 if sign == "-" else 1
        found = re.fullmatch(r"(\d*)d(\d+)(?:kh(\d+))?", term)
        if found is None:
            total += factor * int(term)
            continue
        n, m, keep = int(found[1] or 1), int(found[2]), found[3]
        if keep is None:
            total += factor * Fraction(n * (m + 1), 2)
        else:
            outcomes = list(itertools.product(range(1, m + 1), repeat=n))
            kept = sum(sum(sorted(faces)[-int(keep) :]) for faces in outcomes)
            total += factor * Fraction(kept, len(outcomes))
    return total


def _hurts(rid: str, command: dict, events: list[dict]) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """(taken, dealt) in one entry, each a list of (combatant, amount), as the system logs damage."""
    taken: list[tuple[str, int]] = []
    dealt: list[tuple[str, int]] = []
    if rid == "glowlands":
        for e in events:
            if e["type"] == "DamageApplied" and e["amount"] > 0:
                taken.append((e["target"], e["amount"]))
                if e.get("source"):
                    dealt.append((e["source"], e["amount"]))
        return taken, dealt
    if rid == "cards":
        for e in events:
            if e["type"] == "cards.Harmed" and e["amount"] > 0:
                taken.append((e["cid"], e["amount"]))
                if command["type"] == "cards.attack" and command.get("actor") != e["cid"]:
                    dealt.append((command["actor"], e["amount"]))
        return taken, dealt
    # teams, factions, marching: an attack names what it dealt; the target's loss follows in the entry
    claimed: dict[str, list[list]] = defaultdict(list)
    for e in events:
        if e["type"] == {"teams": "teams.Damage", "factions": "factions.Hit"}.get(rid):
            claimed[e["target"]].append([e["attacker"], e["dealt"]])
        elif rid == "marching" and e["type"] == "marching.AttackResolved" and e["hit"]:
            claimed[e["target"]].append([e["attacker"], e["damage"]])
        loss = None
        if rid == "teams" and e["type"] == "teams.DamageApplied":
            loss = (e["cid"], e["amount"])
        elif e["type"] == "ResourceChanged" and e["res"] == {"factions": "health", "marching": "hp"}.get(rid):
            loss = (e["cid"], e["was"] - e["value"])
        if loss is None or loss[1] <= 0:
            continue
        taken.append(loss)
        left = loss[1]
        for claim in claimed[loss[0]]:
            share = min(left, claim[1])
            if share > 0:
                dealt.append((claim[0], share))
                claim[1] -= share
                left -= share
    return taken, dealt


def _re_added(rid: str, setup: dict, rows: list[tuple[dict, list[dict], str | None]]) -> dict[str, Any]:
    ids = {c["id"] for c in setup["combatants"]}
    for _, events, _ in rows:
        ids |= {e["combatant"]["id"] for e in events if e["type"] == "CombatantAdded"}
    rounds = 0
    taken: Counter[str] = Counter()
    dealt: Counter[str] = Counter()
    drawn: Counter[str] = Counter()
    rolls: Counter[str] = Counter()
    rolled: Counter[str] = Counter()
    expected: dict[str, Fraction] = defaultdict(Fraction)
    turns: Counter[str] = Counter()
    seconds: dict[str, float] = defaultdict(float)
    unknown: Counter[str] = Counter()
    running: tuple[str, datetime | None] | None = None

    def close(at: datetime | None) -> None:
        nonlocal running
        if running is None:
            return
        actor, began = running
        turns[actor] += 1
        if began is None or at is None:
            unknown[actor] += 1
        else:
            seconds[actor] += (at - began).total_seconds()
        running = None

    for command, events, made_at in rows:
        at = datetime.fromisoformat(made_at) if made_at else None
        for e in events:
            if e["type"] == "RoundStarted":
                rounds += 1
            elif e["type"] == "TurnStarted":
                close(at)
                running = (e["actor"], at)
            elif e["type"] in ("TurnEnded", "EncounterEnded"):
                close(at)
            elif e["type"] == "RollMade":
                who = e["actor"] or TABLE
                rolls[who] += 1
                rolled[who] += e["total"]
                expected[who] += _mean(e["expr"])
            elif e["type"] == "RetaliationTakesEffect":
                drawn[e["target"]] += 1
        took, gave = _hurts(rid, command, events)
        for cid, amount in took:
            taken[cid] += amount
        for cid, amount in gave:
            if cid in ids:
                dealt[cid] += amount
    return {
        "rounds": rounds,
        "taken": +taken,
        "dealt": +dealt,
        "drawn": +drawn,
        "rolls": +rolls,
        "rolled": +rolled,
        "expected": {k: float(v) for k, v in expected.items()},
        "turns": +turns,
        "seconds": dict(seconds),
        "unknown": +unknown,
        "still_running": running is not None,
    }


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_played_demo_fights_statistics_are_what_its_log_says(rid: str, store) -> None:
    encounter_id, played = _played_and_saved(rid)
    assert played.state.outcome is not None, f"{rid}: the demo fight did not end"
    _forget_times(store, encounter_id)
    rows = _raw_rows(store, encounter_id)
    assert sum(1 for _, _, at in rows if at is None) == len(UNTIMED)
    mine = _re_added(rid, played.setup, rows)

    enc, _ = load(encounter_id)  # the fight as the app reads it back, times and all
    stats = fight_statistics(enc.setup, enc.log, enc.ruleset)

    assert stats.rounds == mine["rounds"] > 0
    assert stats.entries == len(rows) and stats.timed_entries == len(rows) - len(UNTIMED)
    got = {f.cid: f for f in stats.combatants}
    assert Counter({cid: f.taken for cid, f in got.items() if f.taken}) == mine["taken"]
    assert Counter({cid: f.dealt for cid, f in got.items() if f.dealt}) == mine["dealt"]
    assert sum(mine["taken"].values()) > 0 and sum(mine["dealt"].values()) > 0, f"{rid}: nobody was hurt"
    assert Counter({cid: f.rolls for cid, f in got.items() if f.rolls}) == mine["rolls"]
    assert Counter({cid: f.rolled for cid, f in got.items() if f.rolled}) == mine["rolled"]
    for cid, mean in mine["expected"].items():
        assert got[cid].expected == pytest.approx(mean, abs=1e-9)
        assert got[cid].judged_rolls == got[cid].rolls  # every demo roll has a mean
    assert Counter({cid: f.turns for cid, f in got.items() if f.turns}) == mine["turns"]
    assert Counter({cid: f.untimed_turns for cid, f in got.items() if f.untimed_turns}) == mine["unknown"]
    assert sum(mine["unknown"].values()) > 0, f"{rid}: no turn lost its time"
    for cid, total in mine["seconds"].items():
        assert got[cid].seconds == pytest.approx(total, abs=1e-6)
    # an unknown turn is said to be unknown (None), never 0 seconds
    assert stats.unknown_turns == sum(mine["unknown"].values())
    assert sum(1 for t in stats.turns if t.seconds) == sum(mine["turns"].values()) - stats.unknown_turns - sum(
        1 for t in stats.turns if t.seconds == 0
    )
    assert stats.has_retaliations == (rid == "glowlands")
    if rid == "glowlands":
        assert Counter({cid: f.retaliations for cid, f in got.items() if f.retaliations}) == mine["drawn"]
        assert sum(mine["drawn"].values()) > 0
    else:
        assert mine["drawn"] == Counter() and all(f.retaliations == 0 for f in got.values())


def test_the_re_adding_catches_a_system_whose_damage_is_not_read(store, monkeypatch) -> None:
    """Planted: a system that reads no damage from its events gives figures the log contradicts."""
    encounter_id, played = _played_and_saved("marching")
    mine = _re_added("marching", played.setup, _raw_rows(store, encounter_id))
    enc, _ = load(encounter_id)
    monkeypatch.setattr(type(enc.ruleset.presentation), "hurts", lambda self, command, events: ())
    stats = fight_statistics(enc.setup, enc.log, enc.ruleset)
    assert Counter({f.cid: f.taken for f in stats.combatants if f.taken}) != mine["taken"]
