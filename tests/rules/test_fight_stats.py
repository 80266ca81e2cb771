"""The fight's statistics on odd logs: unknown and corrupt times, events no system knows, fields that
are not numbers, a clock set back. Each gives a clear "not known" or nothing, never a traceback."""

from __future__ import annotations

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.events import Command, Event
from gm_desk.rules.fight_stats import TABLE, fight_statistics, mean_of
from gm_desk.rules.rulesets import get_ruleset
from gm_desk.rules.tx import Entry

T0 = "2026-11-27T20:00:00+00:00"
T1 = "2026-11-27T20:01:30+00:00"
T2 = "2026-11-27T20:03:30+00:00"


def _entry(at: str | None, *events: Event, actor: str | None = None) -> Entry:
    return Entry(Command("gm.note", actor), tuple(events), at)


def test_turn_times_known_unknown_and_running() -> None:
    setup = demo_setup_for("glowlands")
    haelon, brannoc = setup["combatants"][0]["id"], setup["combatants"][1]["id"]
    entries = [
        _entry(T0, Event("RoundStarted", {"round": 1}), Event("TurnStarted", {"actor": haelon})),
        _entry(T1, Event("TurnEnded", {"actor": haelon}), Event("TurnStarted", {"actor": brannoc})),
        _entry(None, Event("TurnEnded", {"actor": brannoc}), Event("TurnStarted", {"actor": haelon})),
        _entry(T2, Event("Whatever.NobodyKnows", {"x": 1})),
    ]
    stats = fight_statistics(setup, entries, get_ruleset("glowlands"))
    assert [(t.actor, t.seconds, t.finished) for t in stats.turns] == [
        (haelon, 90.0, True),
        (brannoc, None, True),  # ended in an entry whose time is not known
        (haelon, None, False),  # still running
    ]
    assert stats.rounds == 1 and stats.unknown_turns == 1
    assert stats.timed_entries == 3 and stats.fight_seconds == 210.0
    first = stats.figures(haelon)
    assert first is not None and first.turns == 1 and first.average_seconds == 90.0
    second = stats.figures(brannoc)
    assert second is not None and second.untimed_turns == 1 and second.average_seconds is None


def test_corrupt_values_count_for_nothing() -> None:
    setup = demo_setup_for("factions")
    ada = setup["combatants"][0]["id"]
    entries = [
        Entry(Command("gm.note"), (Event("TurnStarted", {"actor": ada}),), "not a time"),
        Entry(Command("gm.note"), (Event("TurnEnded", {}),), "2026-11-27T19:00:00+00:00"),
        Entry(
            Command("gm.note"),
            (
                Event("RollMade", {"actor": ada, "expr": "1d6", "total": "six"}),
                Event("RollMade", {"actor": None, "expr": "((((", "total": 4}),
                Event("ResourceChanged", {"cid": ada, "res": "health", "value": "low", "was": 8}),
                Event("factions.Hit", {"attacker": 7, "target": ada, "dealt": True}),
            ),
            None,
        ),
    ]
    stats = fight_statistics(setup, entries, get_ruleset("factions"))
    assert stats.turns[0].seconds is None and stats.timed_entries == 1
    figures = stats.figures(ada)
    assert figures is not None and figures.rolls == 0 and figures.taken == 0 and figures.luck is None
    table = stats.figures(TABLE)
    assert table is not None and table.rolls == 1 and table.judged_rolls == 0


def test_a_clock_set_back_gives_an_unknown_turn_not_a_negative_one() -> None:
    setup = demo_setup_for("teams")
    cid = setup["combatants"][0]["id"]
    entries = [
        _entry(T2, Event("TurnStarted", {"actor": cid})),
        _entry(T0, Event("TurnEnded", {"actor": cid})),
    ]
    stats = fight_statistics(setup, entries, get_ruleset("teams"))
    assert stats.turns[0].seconds is None


def test_means() -> None:
    assert mean_of("1d20+4") == 14.5
    assert mean_of("2d6") == 7.0
    assert mean_of("d") is None and mean_of("1d6" * 400) is None
