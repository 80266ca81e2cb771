"""Faction Passing turn order: factions alternate a character's turn or a pass until all pass in a row.

Round flow (spec section 2): round start -> the initiative holder picks the first faction -> (fast/slow
option: the GM rolls the fast action threshold) -> phase loop(s) -> morale phase -> end check -> next
round. A concealed character at the start adds an ambush bonus phase (round 0) where only concealed
characters may act. A faction whose go comes while it has nobody eligible passes automatically.

Scheduler data (`state.sched`): `factions` (cyclic order), `holder`, `first`, `current`, `passes`,
`fat`, `had_turn` [cid] (this round: turns, reactions, surrenders), `phase_turns` [cid] (normal turns
this phase), `reactions` [cid] (this round), `next_phase` (what follows the first-faction choice),
`groups` {group: [cid]} (original morale groups), plus the morale and aftermath keys of those modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import arrivals
from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.factions import aftermath, holds, morale, schedule, stats, statuses
from gm_desk.rules.state import ACTIVE, SURRENDERED
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.factions import Factions
    from gm_desk.rules.tx import Tx


# --- starting -------------------------------------------------------------------------------------


def start(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", t("The encounter has already started."))
    wanted = [f for f in state.rs.get("setup_factions", ()) if isinstance(f, str)]
    unknown = [f for f in wanted if f not in state.sides]
    if unknown:
        raise Reject(
            "UNKNOWN_FACTION", t("The faction order names '{value}', which is not a side.", value=unknown[0])
        )
    order = schedule.setup_order(state)
    if len(order) < 2:
        raise Reject("NEED_TWO_SIDES", t("A fight needs at least two factions."))
    # The faction that started the fight holds the initiative: the start names it (None: unclear, a die
    # decides), else the setup does.
    holder = cmd.args["holder"] if "holder" in cmd.args else state.rs.get("setup_holder")
    if holder is not None and holder not in order:
        raise Reject(
            "UNKNOWN_FACTION",
            t("The initiative holder '{holder}' is not a faction.", holder=schedule.side_name(state, holder)),
        )
    tx.emit("EncounterStarted", options=dict(state.options))
    groups: dict[str, list[str]] = {}
    for c in state.combatants.values():
        if c.status != "removed":
            groups.setdefault(stats.group_of(c), []).append(c.id)
    tx.emit(
        "SchedulerChanged",
        changes={
            "factions": order,
            "had_turn": [],
            "phase_turns": [],
            "reactions": [],
            "passes": 0,
            "current": None,
            "first": None,
            "fat": None,
            "groups": groups,
            "morale_done": [],
            "morale_pending": {},
            "morale_fates": [],
        },
    )
    if holder is None:
        # Whoever started the fight is unclear: a die over the faction order picks the holder.
        roll = tx.roll(f"1d{len(order)}", "initiative_holder")
        tx.emit("factions.HolderSet", faction=order[roll.total - 1], how="random")
    else:
        tx.emit("factions.HolderSet", faction=holder, how="setup")
    for c in state.combatants.values():
        if c.stats.get("concealed_at_start") and statuses.CONCEALED not in c.flags and c.status == ACTIVE:
            tx.emit("FlagChanged", cid=c.id, flag=statuses.CONCEALED, on=True)
    ambush = any(statuses.CONCEALED in c.flags and c.status == ACTIVE for c in state.combatants.values())
    begin_round(rs, tx, 0 if ambush else 1)


def begin_round(rs: Factions, tx: Tx, number: int) -> None:
    state = tx.state
    rs.start_round(tx, number)
    if number == 0:
        coming = schedule.AMBUSH
    else:
        coming = schedule.FAST if state.options.get("fast_slow") else schedule.MAIN
    tx.emit(
        "SchedulerChanged",
        changes={
            "had_turn": [],
            "phase_turns": [],
            "reactions": [],
            "passes": 0,
            "current": None,
            "first": None,
            "fat": None,
            "next_phase": coming,
        },
    )
    tx.emit("PhaseChanged", phase=schedule.CHOOSE_FIRST)
    # The holder's choice only matters when two factions could act; otherwise it is made for them.
    hopeful = [
        f
        for f in schedule.factions(state)
        if any(schedule.eligible(state, c, coming) for c in state.on_side(f))
    ]
    if len(hopeful) <= 1:
        chosen = hopeful[0] if hopeful else state.sched["holder"]
        tx.emit("factions.FirstChosen", faction=chosen, by=state.sched["holder"], auto=True)
        after_first_choice(rs, tx)


def choose_first(rs: Factions, tx: Tx, cmd: Command) -> None:
    """The initiative holder decides which faction acts first: `faction` goes first, `by` is who chose.

    The chapter: "The faction holding the initiative can decide which faction acts first each round."
    The command names the choosing faction, so a choice made by any other faction is refused.
    """
    state = tx.state
    if state.phase != schedule.CHOOSE_FIRST:
        raise Reject("NOT_NOW", t("The first faction is chosen at the start of a round."))
    faction = rs.arg(cmd, "faction")
    if faction not in schedule.factions(state):
        raise Reject("UNKNOWN_FACTION", t("'{faction}' is not a faction in this fight.", faction=faction))
    holder = state.sched["holder"]
    by = cmd.args.get("by")
    if by is None:
        raise Reject(
            "MISSING_ARGUMENT",
            t(
                "Say which faction makes this choice: {side_name} hold the initiative and decide who acts first.",
                side_name=schedule.side_name(state, holder),
            ),
        )
    if by not in schedule.factions(state):
        raise Reject("UNKNOWN_FACTION", t("'{by}' is not a faction in this fight.", by=by))
    if by != holder:
        raise Reject(
            "NOT_YOUR_DECISION",
            t(
                "{side_name} do not hold the initiative: {side_name2} decide which faction acts first.",
                side_name=schedule.side_name(state, by),
                side_name2=schedule.side_name(state, holder),
            ),
        )
    tx.emit("factions.FirstChosen", faction=faction, by=holder, auto=False)
    after_first_choice(rs, tx)


def after_first_choice(rs: Factions, tx: Tx) -> None:
    coming = tx.state.sched["next_phase"]
    if coming == schedule.FAST:
        tx.emit("PhaseChanged", phase=schedule.FAT)
    else:
        enter_phase(rs, tx, coming)


def roll_fat(rs: Factions, tx: Tx, cmd: Command) -> None:
    """The GM openly rolls a d20: the fast action threshold of this round."""
    if tx.state.phase != schedule.FAT:
        raise Reject("NOT_NOW", t("The fast action threshold is rolled after the first faction is chosen."))
    roll = tx.roll("1d20", "fat")
    tx.emit("factions.ThresholdSet", fat=roll.total)
    enter_phase(rs, tx, schedule.FAST)


# --- the phase loop -------------------------------------------------------------------------------


def enter_phase(rs: Factions, tx: Tx, phase: str) -> None:
    tx.emit("PhaseChanged", phase=phase)
    tx.emit("SchedulerChanged", changes={"passes": 0, "phase_turns": []})
    tx.emit("factions.Go", faction=tx.state.sched["first"])
    settle(rs, tx)


def settle(rs: Factions, tx: Tx) -> None:
    """Pass automatically for every faction whose go comes while it has nobody eligible."""
    state = tx.state
    while (
        state.phase in schedule.LOOP_PHASES
        and state.turn is None
        and holds.pending(state) is None
        and state.outcome is None
        and not schedule.eligible_in(state, state.sched["current"])
    ):
        record_pass(rs, tx, state.sched["current"], auto=True)


def record_pass(rs: Factions, tx: Tx, faction: str, *, auto: bool) -> None:
    state = tx.state
    tx.emit("factions.Passed", faction=faction, auto=auto)
    if state.sched["passes"] >= len(schedule.factions(state)):
        end_phase(rs, tx)
    else:
        tx.emit("factions.Go", faction=schedule.next_faction(state, faction))


def end_phase(rs: Factions, tx: Tx) -> None:
    state = tx.state
    phase = state.phase
    tx.emit("factions.PhaseEnded", phase=phase)
    if phase == schedule.FAST:
        if state.options.get("slow_phase_rechoose"):
            tx.emit("SchedulerChanged", changes={"next_phase": schedule.SLOW})
            tx.emit("PhaseChanged", phase=schedule.CHOOSE_FIRST)
        else:
            enter_phase(rs, tx, schedule.SLOW)
    elif phase == schedule.AMBUSH:
        begin_round(rs, tx, 1)
    else:
        morale.begin(rs, tx)


def require_go(tx: Tx) -> None:
    state = tx.state
    if state.phase not in schedule.LOOP_PHASES:
        raise Reject("NOT_NOW", t("Characters take turns only while factions alternate."))
    holds.require_no_pending(state)
    if state.turn is not None:
        raise Reject(
            "TURN_IN_PROGRESS", t("{name}'s turn is still running.", name=state.get(state.turn.actor).name)
        )


def take_turn(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    require_go(tx)
    cid = cmd.actor or cmd.args.get("cid")
    c = rs.combatant(tx, cid)
    check_can_take_turn(state, c)
    tx.emit("factions.TurnTaken", actor=c.id, faction=c.side)
    rs.start_turn(tx, c.id, dict(schedule.TURN_BUDGET))


def check_can_take_turn(state: Any, c: Any) -> None:
    if c.side != state.sched["current"]:
        raise Reject("NOT_YOUR_TURN", t("It is not the {name}'s go.", name=state.sides[c.side].name))
    if c.status != ACTIVE:
        raise Reject(
            "CANNOT_ACT",
            t("{name} is {status_words} and cannot act.", name=c.name, status_words=statuses.status_words(c)),
        )
    if schedule.had_turn(state, c.id):
        raise Reject("ALREADY_ACTED", t("{name} has already had a turn this round.", name=c.name))
    if state.phase == schedule.FAST and stats.score(c, "wit") < int(state.sched.get("fat") or 0):
        raise Reject("TOO_SLOW", t("{name}'s WIT is below the fast action threshold.", name=c.name))
    if state.phase == schedule.AMBUSH and not schedule.eligible(state, c):
        raise Reject(
            "NOT_CONCEALED", t("Only concealed ambushers act in the ambush turn; {name} cannot.", name=c.name)
        )


def pass_go(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    require_go(tx)
    faction = cmd.args.get("faction", state.sched["current"])
    if faction != state.sched["current"]:
        raise Reject("NOT_YOUR_TURN", t("It is not the {faction}'s go.", faction=faction))
    record_pass(rs, tx, faction, auto=False)
    settle(rs, tx)


def end_turn(rs: Factions, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.turn is None:
        raise Reject("NO_TURN", t("No turn is running."))
    if cmd.actor is not None and cmd.actor != state.turn.actor:
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=state.get(state.turn.actor).name))
    holds.require_no_pending(state)
    close_turn(rs, tx)


def close_turn(rs: Factions, tx: Tx) -> None:
    """End the running turn and hand the go to the next faction."""
    state = tx.state
    actor = rs.finish_turn(tx)
    if actor is not None and state.phase in schedule.LOOP_PHASES:
        tx.emit("factions.Go", faction=schedule.next_faction(state, state.get(actor).side))
        settle(rs, tx)


# --- surrender, late joiners, leaving -------------------------------------------------------------


def surrender(rs: Factions, tx: Tx, cmd: Command) -> None:
    """Surrendering takes the whole turn: at the start of one's own turn, or as one's faction's go."""
    state = tx.state
    c = rs.combatant(tx, cmd.actor or cmd.args.get("cid"))
    if c.status != ACTIVE:
        raise Reject(
            "CANNOT_ACT", t("{name} is {status_words}.", name=c.name, status_words=statuses.status_words(c))
        )
    holds.require_no_pending(state)
    if state.turn is not None:
        if state.turn.actor != c.id:
            raise Reject("NOT_YOUR_TURN", t("It is {name}'s turn.", name=state.get(state.turn.actor).name))
        if state.turn.spent:
            raise Reject(
                "ALREADY_ACTED", t("Surrendering takes {name}'s whole turn; some is spent.", name=c.name)
            )
        tx.emit("factions.Surrendered", cid=c.id, uses_turn=False)
        rs.set_status(tx, c.id, SURRENDERED)  # on_left closes the turn
        return
    require_go(tx)
    check_can_take_turn(state, c)
    tx.emit("factions.Surrendered", cid=c.id, uses_turn=True)
    # The go moves on first: the surrender was this faction's go, not a reason for it to pass.
    tx.emit("factions.Go", faction=schedule.next_faction(state, c.side))
    rs.set_status(tx, c.id, SURRENDERED)
    settle(rs, tx)


def resume(rs: Factions, tx: Tx, cmd: Command) -> None:
    """A surrendered character harmed by the enemy may fight again (the controller's choice)."""
    c = rs.combatant(tx, cmd.actor or cmd.args.get("cid"))
    if c.status != SURRENDERED:
        raise Reject("NOT_SURRENDERED", t("{name} has not surrendered.", name=c.name))
    if not c.rs.get("harmed_while_surrendered"):
        raise Reject(
            "NOT_HARMED", t("{name} may resume fighting only after the enemy harms them.", name=c.name)
        )
    tx.emit("factions.Resumed", cid=c.id)
    tx.emit("CombatantDataChanged", cid=c.id, changes={"harmed_while_surrendered": False})
    rs.set_status(tx, c.id, ACTIVE)
    settle(rs, tx)


def mark_acted(rs: Factions, tx: Tx, cmd: Command) -> None:
    """GM: this character counts as having had its turn this round (e.g. a late joiner who waits)."""
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    if not tx.state.started or schedule.had_turn(tx.state, c.id):
        raise Reject("ALREADY_ACTED", t("{name} already counts as having acted.", name=c.name))
    if tx.state.actor == c.id:
        raise Reject("TURN_IN_PROGRESS", t("{name} is taking a turn right now.", name=c.name))
    tx.emit("GMOverrideApplied", what=f"{c.name} counts as having acted", reason=cmd.args.get("reason", ""))
    tx.emit("factions.MarkedActed", cid=c.id)
    settle(rs, tx)


def on_joined(rs: Factions, tx: Tx, cid: str) -> None:
    """A late joiner may act from its faction's next go (option: it waits for the next round)."""
    args = tx.command.args
    waits = bool(args.get("had_turn") or tx.state.options.get("late_joiner_waits"))
    join(rs, tx, cid, args.get("faction_position"), waits)
    settle(rs, tx)


def join(rs: Factions, tx: Tx, cid: str, position: Any, waits: bool) -> None:
    """`cid` takes its place: its faction, if new, at `position` (None: last) in the cycle, in its
    group; with `waits` it has had its turn this round."""
    state = tx.state
    c = state.get(cid)
    order = schedule.factions(state)
    if c.side not in order:
        # A new faction enters the cycle where the GM says (default: last).
        at = len(order) if position is None else position
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(order):
            raise Reject(
                "BAD_ARGUMENT",
                t("faction_position must be a whole number from 0 to {len_order}.", len_order=len(order)),
            )
        tx.emit("SchedulerChanged", changes={"factions": [*order[:at], c.side, *order[at:]]})
    group = stats.group_of(c)
    groups = {k: list(v) for k, v in state.sched.get("groups", {}).items()}
    groups[group] = [*groups.get(group, []), c.id]
    tx.emit("SchedulerChanged", changes={"groups": groups})
    if waits:
        tx.emit("factions.MarkedActed", cid=c.id)


def tidy(rs: Factions, tx: Tx) -> None:
    """After someone dropped, surrendered, fled or left: fix grabs, pending decisions and the turn."""
    state = tx.state
    holds.release_broken_grabs(rs, tx)
    holds.drop_stale(rs, tx)
    if state.turn is not None and state.get(state.turn.actor).status != ACTIVE:
        if state.rs.get("move"):
            tx.emit("RulesetDataChanged", changes={"move": None})
        close_turn(rs, tx)
    else:
        settle(rs, tx)


def on_left(rs: Factions, tx: Tx, cid: str) -> None:
    if tx.scratch.get("factions.resolving"):
        return  # an attack is being resolved; it tidies up once it is done
    tidy(rs, tx)


# --- end of the round and the fight ---------------------------------------------------------------


def finish_round(rs: Factions, tx: Tx) -> None:
    state = tx.state
    rs.finish_round(tx)
    result = fight_over(state)
    # With reinforcements still to come the fight goes on to the round that brings them.
    if result is not None and not arrivals.still_to_come(tx, *result):
        aftermath.enter(rs, tx, *result)
    else:
        begin_round(rs, tx, state.round + 1)


def finish_morale(rs: Factions, tx: Tx) -> None:
    """Space bar in the morale phase: roll the saves still due; then, once fates are chosen, next round."""
    state = tx.state
    pending = sorted(state.sched.get("morale_pending", {}))
    if pending:
        for cid in pending:
            morale.roll_one(rs, tx, cid)
        return
    fates = state.sched.get("morale_fates", ())
    if fates:
        names = ", ".join(state.get(cid).name for cid in fates)
        raise Reject("SETTLE_FIRST", t("Choose surrender or retreat for {names} first.", names=names))
    finish_round(rs, tx)


def fight_over(state: Any) -> tuple[str, str] | None:
    """(result, why) when only one faction, or only allied factions, still have active characters."""
    standing = sorted({c.side for c in state.combatants.values() if c.status == ACTIVE})
    if not standing:
        return ("stalemate", "nobody is left fighting")
    for a in standing:
        for b in standing:
            if a != b and b not in state.sides[a].allies and a not in state.sides[b].allies:
                return None
    if any(state.sides[s].stance == "party" for s in standing):
        return ("victory", "only the party's side is still fighting")
    if any(s.stance == "party" for s in state.sides.values()):
        return ("defeat", "the party's side is out of the fight")
    return ("ended", f"only {', '.join(state.sides[s].name for s in standing)} still fight")


def set_order(rs: Factions, tx: Tx, cmd: Command) -> None:
    """GM: rearrange the cyclic faction order (same factions, new order)."""
    order = rs.arg(cmd, "factions", list)
    if not tx.state.started:
        raise Reject("NOT_NOW", t("Set the faction order in the setup before the fight starts."))
    if sorted(map(str, order)) != sorted(schedule.factions(tx.state)) or len(order) != len(set(order)):
        raise Reject("BAD_ORDER", t("A new order must list exactly the factions already in the fight."))
    tx.emit("GMOverrideApplied", what="faction order rearranged", reason=cmd.args.get("reason", ""))
    tx.emit("SchedulerChanged", changes={"factions": list(order)})
