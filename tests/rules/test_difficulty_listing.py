"""The tactic's listings are decided lazily (tactic.py): it plays what the same tactic plays with each
listing decided whole when it is made.

The reference below asks `legal_commands` for the whole decided listing whenever it meets a situation
it does not remember (as the tactic did before its listings were decided lazily), and remembers it the
same way. Fights of every demo, played by both from the same seeded dice, must give the same logs
command for command; and every command the real tactic plays is one `legal_commands` lists in the
state it was played in.
"""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.difficulty.fight import ROUND_CAP, fight_seed
from gm_desk.rules.difficulty.quick_dice import QuickDiceBox
from gm_desk.rules.difficulty.tactic import Listing, Tactic, ever_played, situation
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.rulesets import RULESETS, get_ruleset

FIGHTS = 6


class WholeListing(Tactic):
    """The tactic with each listing decided whole when it is made (`legal_commands` instead of the
    undecided candidates), and ranked afresh at every step (no score kept with the listing)."""

    def step(self, enc: Encounter) -> Command | None:
        state = enc.state
        prompt = self.ruleset.prompt(state)
        key = situation(state, prompt, self.ruleset.listing_marks(state))
        known = self.memory.get(key)
        if known is not None:
            played = self._play(enc, known, self.order(state, prompt, known.commands), remembered=True)
            if played is not None:
                return played
        listing = Listing(self.ruleset.legal_commands(state, ever_played))
        listing.legal.update(dict.fromkeys(range(len(listing.commands)), True))
        self.memory[key] = listing
        return self._play(enc, listing, self.order(state, prompt, listing.commands), remembered=False)


def fight(setup: dict, tactic: Tactic, index: int, checked: bool = False) -> list[dict]:
    enc = Encounter(setup, tactic.ruleset, dice=QuickDiceBox(fight_seed(5, index)))
    tactic.new_fight()
    while enc.state.outcome is None and enc.state.round <= ROUND_CAP and len(enc.log) < 600:
        before = enc.state.clone()
        played = tactic.step(enc)
        if played is None:
            break
        if checked:
            listed = [cmd.to_dict() for cmd in tactic.ruleset.legal_commands(before)]
            assert played.to_dict() in listed, played
    return [entry.command.to_dict() for entry in enc.log]


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_lazily_decided_listing_plays_what_a_whole_one_plays(ruleset: str) -> None:
    setup = demo_setup_for(ruleset)
    rs = get_ruleset(ruleset)
    lazy, whole = Tactic(rs), WholeListing(rs)
    steps = 0
    for index in range(FIGHTS):
        ours = fight(setup, lazy, index, checked=index < 2)
        assert ours == fight(setup, whole, index), (ruleset, index)
        steps += len(ours)
    assert lazy.listings < steps  # some steps used a remembered listing


def test_a_listing_remembers_what_the_rules_refused() -> None:
    setup = demo_setup_for("glowlands")
    tactic = Tactic(get_ruleset("glowlands"))
    fight(setup, tactic, 0)
    decided = [listing.legal for listing in tactic.memory.values()]
    assert any(False in legal.values() for legal in decided)  # refusals kept, not decided again
    # and a listing is decided lazily: some candidates were never needed
    assert any(len(legal) < len(listing.commands) for legal, listing in zip(decided, tactic.memory.values()))


def test_a_kept_attack_score_is_read_again_when_a_stat_block_is_replaced() -> None:
    # Threat & Retaliation shows attack odds: an attack's kept part holds while the two stat blocks are
    # the same objects and the options the same values. A stat block replaced (as the GM's edit does)
    # with a tougher target must rank as a fresh ranking does, not as the kept part says.
    setup = demo_setup_for("glowlands")
    rs = get_ruleset("glowlands")
    tactic = Tactic(rs)
    enc = Encounter(setup, rs, dice=QuickDiceBox(fight_seed(5, 0)))
    tactic.new_fight()
    while True:
        state = enc.state
        prompt = rs.prompt(state)
        listing = Listing(rs.candidate_commands(state, ever_played))
        tactic.order(state, prompt, listing.commands, listing)  # the first ranking
        tactic.order(state, prompt, listing.commands, listing)  # keeps the attacks' parts
        if len(listing.parts) >= 2:
            break
        assert tactic.step(enc) is not None
    fresh = tactic.order(state, prompt, listing.commands)
    assert tactic.order(state, prompt, listing.commands, listing) == fresh
    targets = {part.part.target for part in listing.parts.values() if part.part is not None}
    for target in targets:
        c = state.combatants[target]
        c.stats = {**c.stats, "melee_threat": 30, "ranged_threat": 30} if target == min(targets) else dict(c.stats)
    fresh = tactic.order(state, prompt, listing.commands)
    assert tactic.order(state, prompt, listing.commands, listing) == fresh
    stale = {index: kept for index, kept in listing.parts.items()}
    assert all(kept.holds(state, listing.commands[i], prompt) for i, kept in stale.items())
    # a planted stale part (read from another stat block) is not taken for the current one
    index = next(iter(stale))
    planted = type(stale[index])(stale[index].part, True, {}, {}, state.options)
    assert not planted.holds(state, listing.commands[index], prompt)
