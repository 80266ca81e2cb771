"""What `gm-desk replay FILE` reports of an encounter re-run without a window.

Plain words by default (one line per event, the way the combat log reads), or with `--json` the events
and the final state: round, phase, order, whose turn, each combatant's budget and tracks. The verb
itself (reading the file through the store's intake) is `gm_desk.cli.replay_main`.
"""

from __future__ import annotations

import json
from typing import Any

from gm_desk.rules.engine import Encounter, fold
from gm_desk.rules.events import Event, apply_event
from gm_desk.rules.i18n import t
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.state import EncounterState
from gm_desk.rules.words import plain


def final_state(enc: Encounter) -> dict[str, Any]:
    """The summary a GM (or a bug report) needs: where the fight stands."""
    state = enc.state
    prompt = enc.prompt()
    return {
        "ruleset": state.ruleset,
        "round": state.round,
        "phase": state.phase,
        "turn": state.turn.actor if state.turn else None,
        "order": [entry.cid for entry in enc.ruleset.order(state)],
        "next": {"kind": prompt.kind, "text": prompt.text},
        "outcome": state.outcome,
        "combatants": {
            c.id: {
                "name": c.name,
                "status": c.status,
                "substatus": c.substatus,
                "zone": c.zone,
                "tracks": dict(c.res),
                "budget": dict(state.turn.budget)
                if state.turn and state.turn.actor == c.id
                else dict(c.rs.get("budget", {})),
                "conditions": [{"name": k.name, "remaining": k.remaining} for k in c.conditions],
                "engaged": sorted(c.engaged),
            }
            for c in state.combatants.values()
        },
    }


def report_json(enc: Encounter) -> str:
    events = [event.to_dict() for event in enc.events()]
    return json.dumps({"events": events, "final": final_state(enc)}, indent=1, ensure_ascii=False) + "\n"


def report_words(enc: Encounter) -> str:
    lines = []
    # Words need the state as it was when each event happened: fold again while describing.
    state = fold(enc.setup, (), enc.ruleset)
    for number, entry in enumerate(enc.log, 1):
        for event in entry.events:
            apply_event(state, event, enc.ruleset.reducers)
            if event.type not in QUIET_EVENTS:
                lines.append(f"{number:>4}  {describe(enc, event, state)}\n")
    summary = final_state(enc)
    phase = plain(str(summary["phase"]).lower()) if summary["phase"] else t("no phase")
    lines.append(t("Round {round}, {phase}. Next: {next}", round=summary["round"], phase=phase, next=summary["next"]["text"]) + "\n")
    return "".join(lines)


def describe(enc: Encounter, event: Event, state: EncounterState) -> str:
    """The event in plain words; one the words cannot be found for (a logged event missing a field the
    sentence needs, which folding did not) is named by its type, as `--json` would show it."""
    try:
        return enc.ruleset.describe(event, state)
    except Exception:
        shown = event.type if len(event.type) <= 60 else event.type[:57] + "..."
        return f"{shown} (recorded without the details its description needs)"
