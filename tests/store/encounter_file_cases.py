"""Encounter files for the import/export tests: 20 documents over the five systems (the demos as shipped,
with their sides and options changed, played for a few commands, and the chapters' scenario setups),
and the hostile files every import must refuse."""

from __future__ import annotations

import copy
import hashlib
import json
import random
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.encounter_file import to_document
from gm_desk.rules.engine import Encounter
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.store.files import checkpoint

SYSTEMS = list(RULESETS)
PLAYED_FIRST = ("start", "next", "end_turn")


def changed_options(ruleset_id: str, how_many: int = 2) -> dict[str, Any]:
    """The first `how_many` options of the system set to a value other than their default."""
    out: dict[str, Any] = {}
    for name, option in get_ruleset(ruleset_id).options.items():
        default = option.default
        tries = [v for v in getattr(option, "choices", ()) or () if v != default]
        if isinstance(default, bool):
            tries = [not default]
        elif isinstance(default, int) and not tries:
            tries = [default + 1, default - 1]
        for value in tries:
            try:
                option.check(name, value)
            except Exception:
                continue
            out[name] = value
            break
        if len(out) == how_many:
            break
    assert len(out) == how_many, f"{ruleset_id}: fewer than {how_many} options can be changed"
    return out


def with_sides(setup: dict[str, Any]) -> dict[str, Any]:
    """Sides changed: the foes renamed, a neutral side with allies, and a second hostile side the last
    creature moves to, in a group."""
    setup = copy.deepcopy(setup)
    foes = next(s for s in setup["sides"] if s["stance"] == "hostile")
    foes["name"] = "The renamed foes"
    setup["sides"].append({"id": "second_band", "name": "Second band", "stance": "hostile", "allies": []})
    setup["sides"].append(
        {"id": "onlookers", "name": "Onlookers", "stance": "neutral", "allies": [setup["sides"][0]["id"]]}
    )
    last = [c for c in setup["combatants"] if c["kind"] == "NPC"][-1]
    last["side"] = "second_band"
    last["group"] = "band"
    if "factions" in setup:
        setup["factions"] = [s["id"] for s in setup["sides"]]
    return setup


def played(setup: dict[str, Any], commands: int, seed: int = 3) -> Encounter:
    """The encounter driven for `commands` of its legal commands (start, next and end turn first)."""
    enc = Encounter(setup, dice=DiceBox(rng=random.Random(seed), script=deque([1] * 2000)))
    for _ in range(commands):
        offered = get_ruleset(setup["ruleset"]).legal_commands(enc.state)
        plain = [c for c in offered if not c.type.startswith(("gm.", "condition."))] or offered
        chosen = next((c for c in plain if c.type in PLAYED_FIRST), plain[0])
        assert enc.handle(chosen).ok
    return enc


def _scenario_setups() -> dict[str, Callable[[], dict[str, Any]]]:
    from tests.scenarios import test_s000, test_s001, test_s002, test_s003, test_s004

    return {
        "glowlands": lambda: (
            test_s000.begin(
                [
                    test_s000.hero("pc1", "z1", test_s000.PC1_WEAPONS),
                    test_s000.caretaker("z2", []),
                ]
            ).setup
        ),
        "teams": lambda: test_s001.fight({"party": ["boudica"], "raiders": ["gob"]}).setup,
        "factions": lambda: test_s002.setup(
            [test_s002.fighter("ann", "players", kind="PC"), test_s002.fighter("orc", "bandits")]
        ),
        "marching": lambda: test_s003.setup(["ann", "bo"], ["orc", "rat"]),
        "cards": test_s004.s1_setup,
    }


def documents() -> list[tuple[str, dict[str, Any]]]:
    """Twenty (label, encounter file document) pairs, four per system."""
    scenarios = _scenario_setups()
    out = []
    for rid in SYSTEMS:
        demo = demo_setup_for(rid)
        sided = with_sides(demo)
        sided["options"] = changed_options(rid)
        running = copy.deepcopy(demo)
        running["options"] = changed_options(rid, 1)
        scenario = copy.deepcopy(scenarios[rid]())
        scenario["options"] = {**scenario.get("options", {}), **changed_options(rid, 1)}
        out += [
            (f"{rid}-demo", to_document(Encounter(demo))),
            (f"{rid}-sides-options", to_document(Encounter(sided))),
            (f"{rid}-running", to_document(played(running, 5))),
            (f"{rid}-scenario", to_document(played(scenario, 3))),
        ]
    return [(label, json.loads(json.dumps(doc))) for label, doc in out]


def hostile_documents() -> dict[str, tuple[Any, str]]:
    """name -> (document, or the raw text, a word the refusal must say)."""
    base = to_document(Encounter(demo_setup_for("cards")))
    base = json.loads(json.dumps(base))

    def changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
        doc = copy.deepcopy(base)
        change(doc)
        return doc

    many = copy.deepcopy(base)
    one = many["setup"]["combatants"][0]
    many["setup"]["combatants"] = [{**one, "id": f"c{n}"} for n in range(31_000)]
    return {
        "newer version": (changed(lambda d: d.update(version=2)), "newer"),
        "version not a number": (changed(lambda d: d.update(version="one")), "version"),
        "unknown system": (changed(lambda d: d["setup"].update(ruleset="chess")), "ruleset"),
        "side that does not exist": (
            changed(lambda d: d["setup"]["combatants"][0].update(side="nobody")),
            "side",
        ),
        "group with no members": (changed(lambda d: d["setup"].update(groups={"wolves": []})), "no members"),
        "10 MB of combatants": (many, "combatants"),
        "10 MB name": (changed(lambda d: d["setup"].update(name="x" * 10_000_000)), "name"),
    }


def data_file_digest(store: Any) -> str:
    """The open data file's bytes after its journal is folded in, and whatever the journal still holds."""
    checkpoint(Path(store.path))
    digest = hashlib.sha256(Path(store.path).read_bytes())
    wal = Path(f"{store.path}-wal")
    if wal.exists():
        digest.update(wal.read_bytes())
    return digest.hexdigest()
