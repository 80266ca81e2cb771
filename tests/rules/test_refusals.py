"""One vocabulary of refusals: every code the engine can emit is in the shared list, with one sentence
per reason, and docs/refusals.md is written from it."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from gm_desk.rules import i18n
from gm_desk.rules.engine import Reject
from gm_desk.rules.refusals import REFUSALS, sentence

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from refusal_docs import emitted_codes  # noqa: E402


def test_every_code_the_source_can_emit_is_in_the_list() -> None:
    emitted = emitted_codes(ROOT)
    assert len(emitted) > 150  # the walker finds the systems' refusals at all
    missing = {code: sorted(where) for code, where in emitted.items() if code not in REFUSALS}
    assert missing == {}


def test_every_code_in_the_list_is_emitted_somewhere() -> None:
    assert sorted(set(REFUSALS) - set(emitted_codes(ROOT))) == []


def test_one_reason_one_code_no_two_codes_share_a_sentence() -> None:
    shared = [text for text, count in Counter(REFUSALS.values()).items() if count > 1]
    assert shared == []


def test_reasons_shared_by_several_systems_use_one_code_in_each() -> None:
    emitted = emitted_codes(ROOT)
    systems = {"glowlands", "teams", "factions", "marching", "cards"}
    # the reasons the issue names, each one code used across the systems that have the reason
    assert len(emitted["MOVE_USED"] & systems) >= 2
    assert len(emitted["NO_REACTION_LEFT"] & systems) >= 3
    assert len(emitted["NOT_YOUR_TURN"] & (systems | {"engine"})) >= 3
    assert len(emitted["TARGET_OUT"] & systems) >= 3
    for retired in (
        "NOT_YOUR_GO",
        "NO_REACTION",
        "SLOT_SPENT",
        "TURN_RUNNING",
        "NO_FAST_LEFT",
        "OUT_OF_RANGE",
    ):
        assert retired not in emitted


def test_the_walker_catches_a_planted_unknown_code(tmp_path: Path) -> None:
    module = tmp_path / "gm_desk" / "rules" / "rulesets" / "sixth" / "moves.py"
    module.parent.mkdir(parents=True)
    module.write_text('def go(tx):\n    raise Reject("TELEPORT_USED", "Once a fight.")\n', encoding="utf-8")
    assert emitted_codes(tmp_path) == {"TELEPORT_USED": {"sixth"}}


def test_a_code_outside_the_list_is_a_programming_error() -> None:
    with pytest.raises(AssertionError, match="TELEPORT_USED"):
        Reject("TELEPORT_USED", "Once a fight.")


def test_each_code_has_a_translated_sentence() -> None:
    assert sentence("MOVE_USED") == "This combatant has already moved this turn."
    assert sentence("NOPE") == ""
    i18n.use_pseudo(True)
    try:
        assert sentence("MOVE_USED").startswith("[")
    finally:
        i18n.use_pseudo(False)


def test_the_docs_page_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "refusal_docs.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
