"""`gm-desk replay FILE`: re-run an encounter file without a window and report what happened.

Plain words by default (one line per event, the way the combat log reads), or with `--json` the events
and the final state: round, phase, order, whose turn, each combatant's budget and tracks.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from gm_desk.rules.encounter_file import EncounterFileError, load
from gm_desk.rules.engine import Encounter, fold
from gm_desk.rules.events import Event, apply_event
from gm_desk.rules.ruleset import QUIET_EVENTS
from gm_desk.rules.state import EncounterState


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


def run(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="gm-desk replay", description="Re-run a saved encounter file.")
    parser.add_argument("file", type=Path)
    parser.add_argument("--json", action="store_true", help="print the events and the final state as JSON")
    parser.add_argument(
        "--check",
        action="store_true",
        help="decide every command again with its recorded rolls and stop at the first difference",
    )
    args = parser.parse_args(argv)
    try:
        enc = load(args.file, redecide=args.check)
    except EncounterFileError as exc:
        print(f"gm-desk replay: {exc}", file=sys.stderr)
        return 2
    # Everything is worked out before the first character is written: a refusal never follows half
    # an answer on stdout.
    try:
        text = report_json(enc) if args.json else report_words(enc)
    except Exception:  # the log folded, but left values the summary cannot read (a hand-edited file)
        print(
            f"gm-desk replay: {args.file.name[:80]}: log: the logged events leave the fight in a state "
            "GM Desk cannot read; the file cannot be replayed.",
            file=sys.stderr,
        )
        return 2
    out.write(text)
    return 0


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
    phase = str(summary["phase"] or "no phase").replace("_", " ")
    lines.append(f"Round {summary['round']}, {phase}. Next: {summary['next']['text']}\n")
    return "".join(lines)


def describe(enc: Encounter, event: Event, state: EncounterState) -> str:
    """The event in plain words; one the words cannot be found for (a logged event missing a field the
    sentence needs, which folding did not) is named by its type, as `--json` would show it."""
    try:
        return enc.ruleset.describe(event, state)
    except Exception:
        shown = event.type if len(event.type) <= 60 else event.type[:57] + "..."
        return f"{shown} (recorded without the details its description needs)"
