"""The simulation's tactic: one simple, declared rule for every side, chosen among legal commands.

Each step the tactic ranks commands and asks the engine to handle them in that order; the first one the
engine accepts is played. The ranking, the same for the party and its foes:

0. when the prompt asks the table to decide something (waiting Retaliation damage, a defence), its
   non-secondary answer comes first, as a GM would settle it before anyone acts on;
1. an attack on a foe, the one with the best expected damage (the weapon's mean damage, times the chance
   to hit when the system's Presentation gives attack odds); ties go to the foe with the least left;
   where the target chooses part of the attack (`Presentation.defender_args`: a dodge or parry declared
   with it), the target defends whenever the rules allow it, with the first defence the rules list;
2. a non-secondary answer to the prompt (a sweep, a defence, a morale save, picking who acts...);
3. engaging a foe in the same zone; 4. a move that brings the actor nearer its nearest foe;
5. any other plain command (rolling initiative, drawing a card), one naming a weapon (reloading it)
   first;
6. ending the turn or passing; 7. a secondary answer (skip, dismiss); 8. `next`.

A command other than an attack, ending the turn or `next` is played at most once a turn (the same command, actor and arguments
in the same round and turn), so no answer is repeated in a loop. Never played: the GM's own commands (`gm.*`), disengaging, commands with free text or a modifier typed
for the sample, and those in `NEVER` (hazards the GM imposes, giving up, fleeing).

Where the candidates come from: `ruleset.candidate_commands(state, ever_played)`, the commands the
system's `legal_commands` would decide, without those the tactic never plays. Deciding one costs about
as much as playing it, so the listing is decided lazily: the tactic ranks the candidates and hands them
to the engine in that order, each one not decided yet decided by the engine itself (`attempt`: the
verdict a trial on a copy of the state gives, without the copy and without deciding the command played
twice), so only the few above the command played are decided, never the whole listing. The tactic remembers each
listing, with what was decided of it, under the situation it was made in (`situation`: the prompt, the
turn's budget, where everyone stands and who is engaged) and, when the same situation comes back, ranks
it again on the state as it is now, leaving out what the rules refused (only the scores the situation
itself decides are kept with it: every score but an attack's, and an attack's but for its target's
health, with attack odds while the two stat blocks and the options stay the same; a target's health is
read only where it could change the order, `attack_keys`); the engine still decides each command played, and as soon as it
refuses one decided legal before, or accepts none, the tactic lists again (the listing was out of date).
The situation holds what legality depends on beyond the turn: each combatant's budget kept off its turn
and the claims the schedule owes (`OWED`), so a remembered listing mostly stands for a fresh one. Not
always: a command whose arguments depend on more than the situation (the order in which a tie is
settled) may be missing from it while another legal command is there, and the fight then takes that
other, legal, course (of six Threat & Retaliation demo fights played with seed 5, one so differs from a
tactic that lists afresh at every step). So every command played was decided legal by the rules and is
accepted by the engine now, the same command a fully decided listing leads to; and the results depend on
the memory, which belongs to one chunk of fights (see `run.py`) and starts from the first chunk's, so
they never depend on how chunks are spread over processes.
"""

from __future__ import annotations

import bisect
import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from gm_desk.rules.dice import DiceError
from gm_desk.rules.dice_odds import OddsError, distribution
from gm_desk.rules.difficulty.attempt import attempt
from gm_desk.rules.i18n import N_
from gm_desk.rules.presentation import THREAT_ATTACK
from gm_desk.rules.state import ACTIVE

if TYPE_CHECKING:
    from gm_desk.rules.engine import Encounter
    from gm_desk.rules.events import Command
    from gm_desk.rules.prompts import Prompt, PromptKey
    from gm_desk.rules.ruleset import Ruleset
    from gm_desk.rules.state import EncounterState

DESCRIPTION = N_(
    "each side attacks the foe it expects to hurt most, else answers the prompt, engages or closes in on "
    "the nearest foe, else ends its turn; a target defends whenever the rules allow"
)
DEFENDS = 0.001
# Entries of the schedule that say what someone may claim now (a swap of initiative cards earned by a
# defence): what is legal depends on them, so a remembered listing is kept apart for each.
OWED = (
    "swap_rights",
    "pending_swaps",
)  # below every other difference in an attack's score: only picks the defended variant

# The last word of command types the tactic never plays: hazards the GM imposes, giving up, leaving.
NEVER = frozenset(
    {
        "surrender",
        "flee",
        "fear",
        "fall",
        "ignite",
        "poison",
        "antidote",
        "frantic",
        "time_out",
        "ambush",
        "reorder",
        "note",
        "disengage",
        "drop_item",
        "drop_prone",
        "abandon",
    }
)
FREE_TEXT = ("what", "text", "reason", "trigger")
ATTACKS = frozenset({"attack", "killing_strike"})
MOVES = frozenset({"move", "step", "approach", "sprint"})
ENDS = frozenset({"end_turn", "pass", "wait", "skip"})
TARGET_KEYS = ("target", "npc", "defender", "cid")

# What a command is to the ranking, by its type alone (`kind_of`): the first that fits, in this order.
ATTACKING, ANSWERING, ENGAGING, MOVING, NEXT_STEP, ENDING, PLAIN = (
    "attack",
    "answer",
    "engage",
    "move",
    "next",
    "end",
    "other",
)

READY = 5.0  # an other command that names a weapon (reloading it, drawing it) comes before the rest
DECIDE, ATTACK, ANSWER, ENGAGE, MOVE, OTHER, END, QUIET, NEXT = (
    200.0,
    100.0,
    60.0,
    50.0,
    40.0,
    20.0,
    10.0,
    5.0,
    4.0,
)


@functools.lru_cache(maxsize=256)
def mean_of(expr: str) -> float:
    """The mean of a dice expression (or a plain number); 1 when it cannot be read."""
    try:
        d = distribution(str(expr))
    except (OddsError, DiceError, ValueError, TypeError):
        return 1.0
    return sum(total * n for total, n in d.counts.items()) / d.outcomes


def weapon_damage(stats: dict[str, Any], name: Any) -> float:
    """The mean damage of the named weapon or attack on a sheet (the first one when unnamed)."""
    entries = [e for key in ("weapons", "attacks") for e in stats.get(key) or () if isinstance(e, dict)]
    chosen = next((e for e in entries if e.get("name") == name), entries[0] if entries else None)
    if chosen is None:
        return 1.0
    damage = chosen.get("damage", chosen.get("damage_die"))
    if isinstance(damage, (int, float)) and not isinstance(damage, bool):
        return float(damage)
    if isinstance(damage, str) and damage.strip():
        text = damage.strip()
        return mean_of("1" + text if text.lower().startswith("d") else text)
    return 1.0


def ever_played(cmd: Command) -> bool:
    """Whether the tactic may play `cmd` in any state: never the GM's own commands, those in `NEVER`,
    nor a command with free text or a typed modifier."""
    if not _played_type(cmd.type):
        return False
    args = cmd.args
    return not args or (args.keys().isdisjoint(FREE_TEXT) and not args.get("modifier"))


def kind_of(cmd_type: str, answer_types: tuple[str, ...]) -> str:
    """What commands of type `cmd_type` are to the ranking: an attack, an answer to the prompt (one of
    the system's `answer_types`), engaging, a move, `next`, ending the turn, or any other command."""
    last = cmd_type.rsplit(".", 1)[-1]
    if last in ATTACKS:
        return ATTACKING
    if cmd_type in answer_types:
        return ANSWERING
    if cmd_type == "engage":
        return ENGAGING
    if last in MOVES:
        return MOVING
    if cmd_type == "next":
        return NEXT_STEP
    return ENDING if last in ENDS else PLAIN


@functools.lru_cache(maxsize=1024)
def _played_type(kind: str) -> bool:
    """Whether commands of this type may be played at all (not the GM's own, not in `NEVER`)."""
    return not (kind.startswith("gm.") or kind.rsplit(".", 1)[-1] in NEVER)


def target_of(args: dict[str, Any]) -> Any:
    """Whom a command's arguments name as its target (the first of `TARGET_KEYS` naming anyone)."""
    for key in TARGET_KEYS:
        value = args.get(key)
        if isinstance(value, str):
            return value
    return None


def foes_of(state: EncounterState, cid: str | None) -> list[str]:
    if cid is None or cid not in state.combatants:
        return []
    return [c.id for c in state.enemies_of(cid) if c.status == ACTIVE]


@dataclass
class _Memo:
    """What one ranking reads once, the state standing still while the tactic ranks: each combatant's
    active foes and how far they stand from a zone, each target's share spent."""

    _foes: dict[str | None, list[str]] = field(default_factory=dict)
    _spent: dict[str, float] = field(default_factory=dict)
    _hops: dict[tuple[str, str], int | None] = field(default_factory=dict)
    # The tactic's shares spent kept across rankings, by (stat block, resources), where the system's
    # tracks follow from those alone (`Presentation.tracks_from_res_and_stats`); None: read each time.
    shares: dict[tuple[int, tuple[tuple[str, Any], ...]], tuple[dict[str, Any], float]] | None = None

    def foes(self, state: EncounterState, cid: str | None) -> list[str]:
        if cid not in self._foes:
            self._foes[cid] = foes_of(state, cid)
        return self._foes[cid]

    def nearest(self, state: EncounterState, cid: str, zone: str) -> int | None:
        """The fewest hops from `zone` to a zone where one of `cid`'s active foes stands (None: no foe
        stands in a zone), for each move it weighs: from where it stands, and where the move leads."""
        key = (cid, zone)
        if key not in self._hops:
            zones = [z for f in self.foes(state, cid) if (z := state.combatants[f].zone) is not None]
            self._hops[key] = min(state.zones.hops(zone, z) for z in zones) if zones else None
        return self._hops[key]

    def spent(self, state: EncounterState, target: str) -> float:
        if target not in self._spent:
            self._spent[target] = self._share(state, target)
        return self._spent[target]

    def _share(self, state: EncounterState, target: str) -> float:
        shares = self.shares
        c = state.combatants.get(target)
        if shares is None or c is None:
            return Tactic.spent_share(state, target)
        try:
            key = (id(c.stats), tuple(c.res.items()))
            kept = shares.get(key)
        except TypeError:  # a resource that is not a plain value
            return Tactic.spent_share(state, target)
        if kept is None or kept[0] is not c.stats:
            if len(shares) >= 4096:
                shares.clear()
            kept = shares[key] = (c.stats, Tactic.spent_share(state, target))
        return kept[1]


class _Attack(NamedTuple):
    """An attack's score, but for its target's share spent: ATTACK + expected damage, and the defence
    (a named tuple: one is made for every attack a first ranking weighs, three times cheaper than a
    frozen dataclass)."""

    target: str
    base: float
    defended: float

    def score(self, state: EncounterState, memo: _Memo) -> float:
        return self.base + SPENT_WEIGHT * memo.spent(state, self.target) + self.defended


# An attack's score lies in [base + defended, base + defended + SPENT_WEIGHT] whatever its target's
# health (the share spent is 0 to 1); BAND_SLACK covers the rounding of the sum.
SPENT_WEIGHT, BAND_SLACK = 0.01, 1e-9


def attack_keys(
    state: EncounterState, memo: _Memo, settled: list[tuple[float, int]], attacks: list[tuple[_Attack, int]]
) -> list[tuple[float, int]]:
    """The ranking keys (-score, index) of `attacks` among the `settled` keys (sorted), or keys that
    place them the same: a target's health only moves an attack within its band, so where no band
    meets another or a settled score, the middle of the band places it as its score does, and no
    health is read (a main track costs as much as the rest of the ranking)."""
    keys = band_keys(settled, attacks)
    return keys if keys is not None else health_keys(state, memo, attacks)


def band_keys(settled: list[tuple[float, int]], attacks: list[tuple[_Attack, int]]) -> list[tuple[float, int]] | None:
    """The keys of `attacks` at the middle of their bands, or None where a band meets another or a
    settled score (then the targets' health decides: `health_keys`). Reads nothing but its arguments."""
    bands = sorted((part.base + part.defended, index) for part, index in attacks)
    reach = float("-inf")
    for low, _ in bands:
        high = low + SPENT_WEIGHT + BAND_SLACK
        if low - BAND_SLACK <= reach:
            return None
        reach = high
        at = bisect.bisect_left(settled, (-high, -1))
        if at < len(settled) and settled[at][0] <= -(low - BAND_SLACK):
            return None
    return [(-(low + SPENT_WEIGHT / 2), index) for low, index in bands]


def health_keys(state: EncounterState, memo: _Memo, attacks: list[tuple[_Attack, int]]) -> list[tuple[float, int]]:
    """The keys of `attacks` from their exact scores, their targets' health read."""
    return [(-part.score(state, memo), index) for part, index in attacks]


def placed(settled: list[tuple[float, int]], ranked: list[int], keys: list[tuple[float, int]]) -> list[int]:
    """The indices `ranked` (those of the sorted `settled` keys) with each key's index put in its place."""
    out = list(ranked)
    for key in sorted(keys, reverse=True):  # the last first: each goes before those placed already
        out.insert(bisect.bisect_left(settled, key), key[1])
    return out


class _Kept(NamedTuple):
    """An attack's part (None: not an attack on a foe) and, in a system with attack odds, the stat
    blocks of the attacker and the target and the options it was read with (kept while the stat blocks
    are the same objects, a stat block being replaced, never changed, and the options the same values:
    each fight starts on its own copy)."""

    part: _Attack | None
    odds: bool = False
    actor: Any = None
    target: Any = None
    options: Any = None

    def holds(self, state: EncounterState, cmd: Command, prompt: Prompt | PromptKey) -> bool:
        if not self.odds:
            return True
        actor = state.combatants.get(cmd.actor or prompt.actor)  # type: ignore[arg-type]
        target = state.combatants.get(target_of(cmd.args))
        return (
            (self.options is state.options or self.options == state.options)
            and self.actor is (actor.stats if actor is not None else None)
            and self.target is (target.stats if target is not None else None)
        )

    @classmethod
    def read(cls, state: EncounterState, cmd: Command, prompt: Prompt | PromptKey, part: _Attack | None, odds: bool) -> _Kept:
        if not odds:
            return cls(part)
        actor = state.combatants.get(cmd.actor or prompt.actor)  # type: ignore[arg-type]
        target = state.combatants.get(target_of(cmd.args))
        return cls(
            part,
            True,
            actor.stats if actor is not None else None,
            target.stats if target is not None else None,
            state.options,
        )


@dataclass
class Listing:
    """The commands a situation offers, and what the rules said of those decided so far (by index)."""

    commands: list[Command]
    legal: dict[int, bool] = field(default_factory=dict)
    # Once ranked: the scores the situation decides (all but attacks'), as (-score, index) in ranking
    # order, and the indices of the attacks, whose scores read health and odds at each ranking.
    settled: list[tuple[float, int]] | None = None
    attacks: list[int] = field(default_factory=list)
    # Each attack's score but for its target's health, by index, with what it was read from beyond the
    # situation (`_Kept`): the weapon and the foes standing follow from the situation; a system's attack
    # odds from the command, the two stat blocks and the options (`Presentation.attack_odds`).
    parts: dict[int, _Kept] = field(default_factory=dict)
    # What marks each command played at most once a turn ("" for the others), by index.
    marks: dict[int, str] = field(default_factory=dict)
    # `settled` and `attacks` without what the rules refused, as of `len(legal)` decisions (a command
    # is decided once: the count says whether a refusal may have come since).
    _live: tuple[int, list[tuple[float, int]], list[int], list[int]] | None = field(
        default=None, repr=False, compare=False
    )
    # The order of a ranking again, as of `len(legal)` decisions: (decisions, the order or None where a
    # target's health decides it, the attacks' parts it was made from). Kept while no decision came
    # and no part was read again (`Tactic._again`); never changed in place, only replaced.
    _order: tuple[int, list[int] | None, list[tuple[_Attack, int]]] | None = field(
        default=None, repr=False, compare=False
    )
    # Where a target's health decides the order: the last such order, with the kept order it was made
    # for (`_order`, the same object), the targets and each one's share spent (`Tactic._by_health`).
    _health: tuple[Any, tuple[str, ...], tuple[float, ...], list[int]] | None = field(
        default=None, repr=False, compare=False
    )

    def live(self) -> tuple[list[tuple[float, int]], list[int], list[int]]:
        """`settled` less the commands the rules refused, and their indices alone (in ranking order),
        and `attacks` less those refused (a ranked listing only)."""
        assert self.settled is not None
        decided = len(self.legal)
        live = self._live
        if live is None or live[0] != decided:
            refused = self.legal
            settled = [item for item in self.settled if refused.get(item[1]) is not False]
            live = self._live = (
                decided,
                settled,
                [index for _, index in settled],
                [index for index in self.attacks if refused.get(index) is not False],
            )
        return live[1], live[2], live[3]

    def copy(self) -> Listing:
        return Listing(
            self.commands, dict(self.legal), self.settled, list(self.attacks), dict(self.parts), dict(self.marks)
        )

    def once(self, index: int) -> str:
        """The mark of a command played at most once a turn: "" for an attack, ending the turn, `next`."""
        mark = self.marks.get(index)
        if mark is None:
            cmd = self.commands[index]
            last = cmd.type.rsplit(".", 1)[-1]
            repeats = last in ATTACKS or last in ENDS or cmd.type == "next"
            mark = self.marks[index] = "" if repeats else f"{cmd.type} {cmd.actor} {cmd.args!r}"
        return mark


@dataclass
class Tactic:
    """The declared tactic, with its memory of listings for one chunk of fights."""

    ruleset: Ruleset
    memory: dict[Any, Listing] = field(default_factory=dict)
    listings: int = 0
    # Commands other than attacks played this turn, by (round, turn number): never twice (no loops).
    done: set[tuple[int, int, str]] = field(default_factory=set)
    # Each weapon's mean damage, by (stat block, weapon), with the stat block it was read from.
    damages: dict[tuple[int, str], tuple[dict[str, Any], float]] = field(default_factory=dict)
    # Each share spent, by (stat block, resources), in a system whose tracks follow from those (`_Memo`).
    keep_shares: bool = True
    shares: dict[tuple[int, tuple[tuple[str, Any], ...]], tuple[dict[str, Any], float]] = field(
        default_factory=dict
    )
    # Each command type's kind for the ranking (`kind_of`), by type.
    kinds: dict[str, str] = field(default_factory=dict, repr=False, compare=False)
    # Whether the system gives attack odds (`Presentation.attack_odds`): asked at every ranking.
    odds: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.odds = self.ruleset.presentation.shows(THREAT_ATTACK)

    def new_fight(self) -> None:
        self.done.clear()
        if len(self.damages) > 1024:
            self.damages.clear()

    def step(self, enc: Encounter) -> Command | None:
        """Play one command; None when the engine accepts none of the legal commands (a stuck fight)."""
        state = enc.state
        prompt = self.ruleset.prompt_key(state)  # what the prompt asks of whom, without its words
        key = situation(state, prompt, self.ruleset.listing_marks(state))
        known = self.memory.get(key)
        if known is not None:
            # A remembered command the engine now refuses means the listing is out of date for this
            # situation (a swap earned for another card): the tactic lists again before playing anything.
            order = self.order(state, prompt, known.commands, known)
            played = self._play(enc, known, order, remembered=True)
            if played is not None:
                return played
        listing = Listing(self.ruleset.candidate_commands(state, ever_played))  # what it never plays: not listed
        self.listings += 1
        self.memory[key] = listing
        order = self.order(state, prompt, listing.commands, listing)
        return self._play(enc, listing, order, remembered=False)

    def rank(self, state: EncounterState, prompt: Prompt | PromptKey, commands: list[Command]) -> list[Command]:
        """The commands the tactic would play, most wanted first (the listing's order breaks ties)."""
        return [commands[index] for index in self.order(state, prompt, commands)]

    def order(
        self,
        state: EncounterState,
        prompt: Prompt | PromptKey,
        commands: list[Command],
        listing: Listing | None = None,
    ) -> list[int]:
        """`rank`, as indices into `commands`; for the commands of a `listing`, leaving out those the
        rules refused, and reusing the scores the situation decides (otherwise leaving out those the
        tactic never plays)."""
        if listing is not None and listing.settled is not None:
            return self._again(state, prompt, commands, listing)  # makes its own memo, if it needs one
        memo = self._memo(state)
        if listing is None:
            keys = [
                (-score, index)
                for index, cmd in enumerate(commands)
                if ever_played(cmd) and (score := self._score(state, prompt, cmd, memo)) is not None
            ]
        else:  # its first ranking: what the situation decides is kept
            keys, settled = [], []
            refused = listing.legal
            for index, cmd in enumerate(commands):
                if refused.get(index) is False:
                    continue
                kind = self._kind(cmd.type)
                score = self._score_as(kind, state, prompt, cmd, memo)
                attack = kind == ATTACKING
                if attack:
                    listing.attacks.append(index)
                if score is not None:
                    keys.append((-score, index))
                    if not attack:
                        settled.append((-score, index))
            settled.sort()
            listing.settled = settled
        keys.sort()  # highest score first, then the listing's order (no two keys are equal)
        return [index for _, index in keys]

    def _again(self, state: EncounterState, prompt: Prompt | PromptKey, commands: list[Command], listing: Listing) -> list[int]:
        """A ranked listing ranked again: the same order as sorting (score, index) by (-score, index),
        the settled keys in their order and each attack put in its place among them. The order is kept
        with the listing (`Listing._order`) while no decision came since and no attack's part was read
        again, unless a target's health decides it (`band_keys`): then only the parts are kept. The
        order returned is the listing's own: read it, never change it."""
        decided = len(listing.legal)
        kept = listing._order
        odds = self.odds
        if kept is not None and kept[0] == decided and kept[1] is not None and not odds:
            return kept[1]  # most steps: no decision since, no odds to read again, no health deciding
        fresh = kept is not None and kept[0] == decided
        settled, ranked, attacks = listing.live()
        memo: _Memo | None = None
        if odds or not fresh:  # without odds a part, once read, holds for the situation
            parts = listing.parts
            for index in attacks:
                cmd = commands[index]
                known = parts.get(index)
                if known is None or not known.holds(state, cmd, prompt):
                    memo = memo or self._memo(state)
                    parts[index] = _Kept.read(state, cmd, prompt, self._attack(state, prompt, cmd, memo), odds)
                    fresh = False
        if kept is None or not fresh:
            extra = [(attack, index) for index in attacks if (attack := listing.parts[index].part) is not None]
            keys = band_keys(settled, extra) if extra else []
            order = None if keys is None else placed(settled, ranked, keys) if keys else ranked
            kept = listing._order = (decided, order, extra)
        if kept[1] is not None:
            return kept[1]
        return self._by_health(state, memo or self._memo(state), listing, kept, settled, ranked)

    def _by_health(
        self,
        state: EncounterState,
        memo: _Memo,
        listing: Listing,
        kept: tuple[int, list[int] | None, list[tuple[_Attack, int]]],
        settled: list[tuple[float, int]],
        ranked: list[int],
    ) -> list[int]:
        """The order of a ranking again where the targets' health decides it (`health_keys`), kept with
        the listing while the same kept order (the same parts, the same decisions) meets the same shares
        spent: an attack's score reads nothing else of the state (`_Attack.score`), so the same shares
        place the same attacks the same way. A dozen attacks on two targets are placed once, not at
        every step. The order returned is the listing's own: read it, never change it."""
        last = listing._health
        if last is not None and last[0] is kept:
            targets = last[1]
        else:
            last, targets = None, tuple(dict.fromkeys(part.target for part, _ in kept[2]))
        shares = tuple([memo.spent(state, target) for target in targets])
        if last is not None and last[2] == shares:
            return last[3]
        order = placed(settled, ranked, health_keys(state, memo, kept[2]))
        listing._health = (kept, targets, shares, order)
        return order

    def _memo(self, state: EncounterState) -> _Memo:
        keep = (
            self.keep_shares
            and self.ruleset.presentation.tracks_from_res_and_stats
            and state.ruleset == self.ruleset.id
        )
        return _Memo(shares=self.shares if keep else None)

    def _play(self, enc: Encounter, listing: Listing, order: list[int], *, remembered: bool) -> Command | None:
        """Hand the listing's commands to the engine in `order`, leaving out those decided illegal; the
        first one accepted is played. One not decided yet is decided by the engine itself (`attempt`,
        the same verdict as deciding it on a copy of the state first). A command decided legal before
        (`remembered`) and refused now stops the walk: the listing is out of date."""
        state = enc.state
        when = (state.round, state.turn_count)
        commands, decided, marks, done = listing.commands, listing.legal, listing.marks, self.done
        for index in order:
            once = marks.get(index)
            if once is None:
                once = listing.once(index)
            mark = (*when, once) if once else None
            if mark is not None and mark in done:
                continue
            legal = decided.get(index)
            cmd = commands[index]
            if legal is None:  # decided by the engine itself (`attempt`): played when legal
                legal, played = attempt(enc, cmd)
                decided[index] = legal
                if played:
                    if mark is not None:
                        done.add(mark)
                    return cmd
                continue
            if not legal:
                continue
            if enc.handle(cmd).ok:
                if mark is not None:
                    done.add(mark)
                return cmd
            if remembered:
                return None
        return None

    def score(self, state: EncounterState, prompt: Prompt | PromptKey, cmd: Command) -> float | None:
        """How much the tactic wants `cmd` (higher first); None: never."""
        return self._score(state, prompt, cmd, _Memo()) if ever_played(cmd) else None

    def _score(self, state: EncounterState, prompt: Prompt | PromptKey, cmd: Command, memo: _Memo) -> float | None:
        return self._score_as(self._kind(cmd.type), state, prompt, cmd, memo)

    def _score_as(
        self, kind: str, state: EncounterState, prompt: Prompt | PromptKey, cmd: Command, memo: _Memo
    ) -> float | None:
        """`_score` of a command of that kind (`kind_of`)."""
        if kind == ATTACKING:
            part = self._attack(state, prompt, cmd, memo)
            return None if part is None else part.score(state, memo)
        args = cmd.args
        if kind == ANSWERING:
            if self.ruleset.presentation.quiet_answer(cmd) or args.get("skip"):
                return QUIET
            return DECIDE if prompt.kind == "decide" else ANSWER
        if args.get("skip"):
            return QUIET
        if kind == PLAIN:
            return OTHER + READY if isinstance(args.get("weapon"), str) else OTHER
        if kind == ENGAGING:
            actor = cmd.actor or prompt.actor
            a, b = args.get("a"), args.get("b")
            return ENGAGE if actor in (a, b) and (b in memo.foes(state, a)) else None
        if kind == MOVING:
            return self.move_score(state, cmd, cmd.actor or prompt.actor, memo)
        return NEXT if kind == NEXT_STEP else END

    def _kind(self, cmd_type: str) -> str:
        """`kind_of`, kept by type (asked for every command the tactic ranks for the first time)."""
        known = self.kinds.get(cmd_type)
        if known is None:
            known = self.kinds[cmd_type] = kind_of(cmd_type, self.ruleset.presentation.answer_types)
        return known

    def _attack(self, state: EncounterState, prompt: Prompt | PromptKey, cmd: Command, memo: _Memo) -> _Attack | None:
        """What an attack's score is made of, its target's health aside (None: not an attack on a foe)."""
        args = cmd.args
        actor = cmd.actor or prompt.actor
        target = target_of(args)
        if target is None or target not in memo.foes(state, actor):
            return None
        chosen = self.ruleset.presentation.defender_args
        defended = DEFENDS if chosen and any(args.get(k) is not None for k in chosen) else 0.0
        return _Attack(target, ATTACK + self.expected_damage(state, cmd, actor), defended)

    def expected_damage(self, state: EncounterState, cmd: Command, actor: str | None) -> float:
        c = state.combatants.get(actor) if actor else None
        damage = self._weapon_damage(c.stats, cmd.args.get("weapon", cmd.args.get("attack"))) if c else 1.0
        chance = 1.0
        if self.odds:
            odds = self.ruleset.presentation.attack_odds(state, cmd)
            if odds:
                chance = sum(p for outcome, p in odds if outcome != "fail")
        return damage * chance

    def _weapon_damage(self, stats: dict[str, Any], name: Any) -> float:
        """`weapon_damage`, kept per stat block while it is the same object (a stat block is replaced,
        never changed, during a fight)."""
        key = (id(stats), name if isinstance(name, str) else repr(name))
        known = self.damages.get(key)
        if known is None or known[0] is not stats:
            known = self.damages[key] = (stats, weapon_damage(stats, name))
        return known[1]

    @staticmethod
    def spent_share(state: EncounterState, target: str) -> float:
        return 0.0 if target not in state.combatants else _spent(state, target)

    def move_score(
        self, state: EncounterState, cmd: Command, actor: str | None, memo: _Memo | None = None
    ) -> float | None:
        to = cmd.args.get("to")
        me = state.combatants.get(actor) if actor else None
        if me is None or me.zone is None or not isinstance(to, str) or to not in state.zones.zones:
            return None
        memo = memo or _Memo()
        now = memo.nearest(state, me.id, me.zone)
        if now is None:
            return None
        then = memo.nearest(state, me.id, to)
        return MOVE + min(now - then, 9) if then is not None and then < now else None


def _spent(state: EncounterState, cid: str) -> float:
    from gm_desk.rules.rulesets import get_ruleset

    track = get_ruleset(state.ruleset).presentation.main_track(state.combatants[cid])
    left = track.fraction_left if track is not None else None
    return 0.0 if left is None else 1.0 - left


def situation(state: EncounterState, prompt: Prompt | PromptKey, marks: Any = None) -> tuple[Any, ...]:
    """What a listing of legal commands mostly depends on: the prompt, the turn, positions, engagements,
    what each combatant keeps off its turn, and what else the system names (`Ruleset.listing_marks`).

    Made at every step (up to a quarter of what the tactic adds to the engine's work where few new
    situations come), so made in one pass over the combatants, calling nothing per combatant. What
    each one keeps off its turn (a reaction, a maneuver: whether it may defend depends on it) is its
    budget's items, sorted as `_pairs` sorts them."""
    turn = state.turn
    standing = []
    for c in state.combatants.values():
        kept = c.rs.get("budget") if c.rs else None
        standing.append(
            (
                c.id,
                c.zone,
                c.status,
                c.substatus,
                frozenset(c.engaged) if c.engaged else (),
                (tuple(kept.items()) if len(kept) < 2 else tuple(sorted(kept.items())))
                if kept and isinstance(kept, dict)
                else (),
            )
        )
    return (
        state.phase,
        prompt.kind,
        prompt.actor,
        prompt.side,
        prompt.choices,
        turn.actor if turn else None,
        _pairs(turn.budget) if turn else (),
        tuple(standing),
        _owed(state.sched),
        marks,
    )


def _pairs(data: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """A dict's items as a key: sorted, so that equal dicts give equal keys (one item needs no sorting)."""
    return tuple(data.items()) if len(data) < 2 else tuple(sorted(data.items()))


def _owed(sched: dict[str, Any]) -> tuple[tuple[tuple[Any, Any], ...], ...]:
    """The claims of each entry of the schedule in `OWED` (`_claims`): mostly none is owed."""
    for key in OWED:
        if sched.get(key):
            return tuple([_claims(sched.get(entry)) for entry in OWED])
    return NO_CLAIMS


def _claims(entries: Any) -> tuple[tuple[Any, Any], ...]:
    """Who may claim what from whom (the details, such as which card, are left to the engine)."""
    if not entries or not isinstance(entries, list):
        return ()
    return tuple(sorted((str(e.get("by")), str(e.get("with"))) for e in entries if isinstance(e, dict)))


NO_CLAIMS = tuple(() for _ in OWED)  # `_claims` of each entry in `OWED` when the schedule holds none
