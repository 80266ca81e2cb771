"""Alternating teams: team initiative, one pick per team in turn, surprise round, round end.

Team initiative is fixed when the fight starts: the instigator's team, then the attacked team, then the
other teams in the GM's order (or a `team_order` given outright). A round is a series of picks: the
team whose pick it is chooses a member who can still act this round; that member takes a turn; the pick
passes to the next team in the order that still has someone able to act. A team that runs out is
skipped; when no team can pick, the round ends. The end check ("until one team remains") runs after
every accepted command (`settle`), so a fight ends mid-round, mid-turn, right after the resolution
that left one team standing; the `end_check` option can delay it to the turn's or the round's end.

Scheduler data (`state.sched`): `team_order` [team...], `next_team_idx` (where the next scan for a
picking team starts), `turn_team` (team of the running turn, None between turns), `acted` [cid...]
this round, `surprise` (team or None), `instigator` (cid or None), `instigator_pending` (the
instigator has not had a turn yet), `opening` (the triggering action, or None), `passed` [team...]
since the last turn (only with the `allow_team_pass` option).

Phases: `setup`, `surprise_round` (round 0), `round`, `ended`. A running turn is `state.turn`; the
spec's TURN phase is that, not a phase value of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules import arrivals
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.rulesets.teams import stats
from gm_desk.rules.state import ACTIVE, DEAD, EncounterState
from gm_desk.rules.tx import Reject
from gm_desk.rules.words import plain

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.teams import Teams
    from gm_desk.rules.state import Combatant
    from gm_desk.rules.tx import Tx

SETUP, SURPRISE, ROUND, ENDED = "setup", "surprise_round", "round", "ended"
UNCONSCIOUS = "unconscious"
ACTIONS_PER_TURN = 3


# --- reading the schedule -------------------------------------------------------------------------


def order(state: EncounterState) -> list[str]:
    teams: list[str] = list(state.sched.get("team_order", ()))
    return teams


def members(state: EncounterState, team: str) -> list[Combatant]:
    return [c for c in state.on_side(team)]


def _bar(state: EncounterState, c: Combatant) -> str | None:
    """What keeps a combatant from being picked now ("status", "acted", "surprised"), or None."""
    if c.status != ACTIVE:
        return "status"
    if c.id in state.sched.get("acted", ()):
        return "acted"
    if state.phase == SURPRISE and c.side != state.sched.get("surprise") and not stats.cannot_be_surprised(c):
        return "surprised"
    return None


def why_not_eligible(state: EncounterState, c: Combatant) -> str | None:
    """None when the combatant may be picked now; otherwise the reason, a sentence for the GM."""
    bar = _bar(state, c)
    if bar == "status":
        status = (c.substatus or "down") if c.status == "down" else c.status
        return t("{name} is {status}.", name=c.name, status=plain(status))
    if bar == "acted":
        return t("{name} has already acted this round.", name=c.name)
    if bar == "surprised":
        return t("{name} is surprised and cannot act in the surprise round.", name=c.name)
    return None


def eligible(state: EncounterState, c: Combatant) -> bool:
    """Whether the combatant may be picked now (`why_not_eligible` without writing the reason: the
    simulation asks it at every step)."""
    return _bar(state, c) is None


def eligible_members(state: EncounterState, team: str) -> list[str]:
    return [c.id for c in members(state, team) if eligible(state, c)]


def team_can_pick(state: EncounterState, team: str) -> bool:
    return any(eligible(state, c) for c in members(state, team))


def picking_team(state: EncounterState) -> str | None:
    """The team that must pick now (between turns of a running round), or None when the round is over."""
    if state.phase not in (SURPRISE, ROUND) or state.outcome is not None:
        return None
    teams = order(state)
    able = [t for t in teams if team_can_pick(state, t)]
    if not able or set(able) <= set(state.sched.get("passed", ())):
        return None
    start: int = state.sched.get("next_team_idx", 0)
    for k in range(len(teams)):
        team = teams[(start + k) % len(teams)]
        if team in able:
            return team
    return None


def picking_with_members(state: EncounterState) -> tuple[str | None, tuple[str, ...]]:
    """`picking_team` and that team's `eligible_members` (None, () when no team picks), while the fight
    runs, reading once whether each combatant may be picked, where the two read it for every member of
    every team: a fifth of the simulation's tactic's work at each pick (its prompt key). The two must
    agree; tests/rules/test_prompt_key.py holds the key to the prompt, which reads them."""
    if state.phase not in (SURPRISE, ROUND) or state.outcome is not None:
        return None, ()
    ready: dict[str, list[str]] = {}  # by team, in the encounter's order (an eligible one is active)
    for c in state.combatants.values():
        if eligible(state, c):
            ready.setdefault(c.side, []).append(c.id)
    teams = order(state)
    able = [team for team in teams if team in ready]
    if not able or set(able) <= set(state.sched.get("passed", ())):
        return None, ()
    start: int = state.sched.get("next_team_idx", 0)
    for k in range(len(teams)):
        team = teams[(start + k) % len(teams)]
        if team in able:
            return team, tuple(ready[team])
    return None, ()


def forced_pick(state: EncounterState, team: str) -> str | None:
    """The instigator, when A14 makes them their team's first pick and they can act now."""
    cid: str | None = state.sched.get("instigator")
    if not (state.options["instigator_first"] and state.sched.get("instigator_pending") and cid):
        return None
    c = state.combatants.get(cid)
    if c is None or c.side != team or not eligible(state, c):
        return None
    return cid


def remaining_teams(state: EncounterState) -> list[str]:
    """A2: a team remains while it has a conscious member who has not surrendered or fled."""
    return [t for t in order(state) if any(c.status == ACTIVE for c in members(state, t))]


def hostile(state: EncounterState, a: str, b: str) -> bool:
    sa, sb = state.sides.get(a), state.sides.get(b)
    allied = (sa is not None and b in sa.allies) or (sb is not None and a in sb.allies)
    return a != b and not allied


def ending(tx: Tx) -> tuple[str, str] | None:
    """`fight_over`, unless reinforcements are still to come: then the fight goes on until they arrive."""
    over = fight_over(tx.state)
    return None if over is None or arrivals.still_to_come(tx, *over) else over


def fight_over(state: EncounterState) -> tuple[str, str] | None:
    """(result, why) when no two remaining teams oppose each other; None while the fight goes on."""
    left = remaining_teams(state)
    if any(hostile(state, a, b) for a in left for b in left):
        return None
    if not left:
        return "stalemate", "no team has anyone left standing"
    names = ", ".join(state.sides[t].name if t in state.sides else t for t in left)
    if any(state.sides[t].stance == "party" for t in left if t in state.sides):
        return "victory", f"only {names} remain"
    if any(s.stance == "party" for s in state.sides.values()):
        return "defeat", f"only {names} remain"
    return "ended", f"only {names} remain"


# --- starting -------------------------------------------------------------------------------------


def _team_list(rs: Teams, value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise Reject("BAD_ARGUMENT", t("{what} is a list of team ids.", what=what))
    return list(value)


def plan_order(rs: Teams, tx: Tx, args: dict[str, Any]) -> tuple[list[str], str | None]:
    """The team order and the instigator from the start command (or the setup's defaults)."""
    state = tx.state
    fielded = [t for t in state.sides if state.on_side(t)]
    instigator = args.get("instigator")
    if instigator is not None:
        inst = rs.combatant(tx, instigator)
        first = inst.side
        attacked = args.get("attacked_team")
        others_fielded = [t for t in fielded if t != first]
        if attacked is None:
            if len(others_fielded) != 1:
                raise Reject(
                    "MISSING_ARGUMENT",
                    t("Say which team the instigator attacked: it takes the second pick."),
                )
            attacked = others_fielded[0]
        if attacked not in state.sides:
            raise Reject("UNKNOWN_TEAM", t("There is no team '{attacked}'.", attacked=attacked))
        if attacked == first:
            raise Reject("BAD_TEAM_ORDER", t("The instigator cannot attack their own team."))
        rest = _team_list(rs, args.get("other_teams", []), "other_teams")
        listed = [first, attacked, *rest]
        listed += [t for t in fielded if t not in listed]  # the GM's order for the rest: setup order
    else:
        raw = args.get("team_order")
        listed = _team_list(rs, raw, "team_order") if raw is not None else list(fielded)
        inst = None
    unknown = [t for t in listed if t not in state.sides]
    if unknown:
        raise Reject("UNKNOWN_TEAM", t("There is no team '{value}'.", value=unknown[0]))
    if len(set(listed)) != len(listed):
        raise Reject("BAD_TEAM_ORDER", t("A team appears twice in the team order."))
    missing = [t for t in fielded if t not in listed]
    if missing:
        raise Reject(
            "BAD_TEAM_ORDER", t("The team order leaves out {name}.", name=state.sides[missing[0]].name)
        )
    if len([t for t in listed if any(c.status == ACTIVE for c in state.on_side(t))]) < 2:
        raise Reject("NEED_TWO_SIDES", t("A fight needs at least two teams with someone able to act."))
    return listed, inst.id if inst else None


def start(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.started:
        raise Reject("ALREADY_STARTED", t("The encounter has already started."))
    args = {**state.rs.get("start", {}), **cmd.args}
    team_order, instigator = plan_order(rs, tx, args)
    surprise = args.get("surprise")
    if surprise is not None and surprise not in team_order:
        raise Reject(
            "UNKNOWN_TEAM", t("The surprising team '{surprise}' is not in the fight.", surprise=surprise)
        )
    opening = args.get("opening_action")
    if opening is not None:
        if instigator is None:
            raise Reject("NO_INSTIGATOR", t("An opening action belongs to the instigator: name them."))
        rs.check_opening(tx, state.get(instigator), opening)
    tx.emit("EncounterStarted", options=dict(state.options))
    tx.emit(
        "SchedulerChanged",
        changes={
            "team_order": team_order,
            "next_team_idx": 0,
            "turn_team": None,
            "acted": [],
            "passed": [],
            "surprise": surprise,
            "instigator": instigator,
            "instigator_pending": instigator is not None,
            "opening": opening,
        },
    )
    for c in state.combatants.values():
        if c.status != "removed":
            tx.emit("BudgetSet", actor=c.id, budget={"reaction": stats.reactions_per_round(c)}, off_turn=True)
    if surprise is not None:
        begin_round(rs, tx, 0, SURPRISE)
    else:
        begin_round(rs, tx, 1, ROUND)


def begin_round(rs: Teams, tx: Tx, number: int, phase: str) -> None:
    state = tx.state
    if state.phase != phase:
        tx.emit("PhaseChanged", phase=phase)
    rs.start_round(tx, number)
    tx.emit("SchedulerChanged", changes={"acted": [], "next_team_idx": 0, "passed": []})
    if state.options["map_scope"] == "round":
        for c in state.combatants.values():
            if c.rs.get("attacks"):
                tx.emit("CombatantDataChanged", cid=c.id, changes={"attacks": 0})
    if state.options["reaction_refresh"] == "round_start":
        for c in state.combatants.values():
            if c.status not in ("removed", DEAD):
                tx.emit(
                    "BudgetSet", actor=c.id, budget={"reaction": stats.reactions_per_round(c)}, off_turn=True
                )


def end_round(rs: Teams, tx: Tx) -> None:
    state = tx.state
    rs.finish_round(tx)
    over = ending(tx)
    if over is not None:
        rs.end(tx, *over)
        return
    if state.phase == SURPRISE:
        begin_round(rs, tx, 1, ROUND)
    else:
        begin_round(rs, tx, state.round + 1, ROUND)


# --- picks and turns ------------------------------------------------------------------------------


def begin_turn(rs: Teams, tx: Tx, cid: str) -> None:
    state = tx.state
    c = state.get(cid)
    tx.emit(
        "SchedulerChanged",
        changes={"acted": [*state.sched.get("acted", ()), cid], "turn_team": c.side, "passed": []},
    )
    rs.start_turn(tx, cid, {"action": ACTIONS_PER_TURN})
    if state.options["reaction_refresh"] == "own_turn":  # A4: restored at the start of the owner's turn
        tx.emit("BudgetSet", actor=cid, budget={"reaction": stats.reactions_per_round(c)}, off_turn=True)
    if state.options["map_scope"] == "turn" and c.rs.get("attacks"):
        tx.emit("CombatantDataChanged", cid=cid, changes={"attacks": 0})
    if state.sched.get("instigator") == cid and state.sched.get("instigator_pending"):
        opening = state.sched.get("opening")
        tx.emit("SchedulerChanged", changes={"instigator_pending": False, "opening": None})
        if opening is not None:
            try:  # with A14 off the world may have moved on (the target fell): the opening then lapses
                rs.check_opening(tx, c, opening)
            except Reject as why:
                tx.emit("Note", text=f"{c.name}'s opening action lapses: {why.message}")
                return
            tx.emit("teams.OpeningAction", actor=cid, action=opening)
            rs.run_opening(tx, c, opening)


def await_pick(rs: Teams, tx: Tx) -> None:
    """Between turns: end rounds nobody can act in, and start the instigator's forced first turn."""
    state = tx.state
    for _ in range(3):  # a surprise round nobody can act in, then a normal round: never more
        if state.outcome is not None or state.turn is not None:
            return
        team = picking_team(state)
        if team is None:
            end_round(rs, tx)
            continue
        forced = forced_pick(state, team)
        if forced is not None:
            begin_turn(rs, tx, forced)
        return


def close_turn(rs: Teams, tx: Tx, why: str | None = None) -> None:
    """The running turn is over (ended, turn-ending action, budget spent, actor dropped)."""
    state = tx.state
    team = state.sched.get("turn_team")
    if state.turn is not None:
        if why:
            tx.emit("teams.TurnClosed", actor=state.turn.actor, why=why)
        rs.finish_turn(tx)
    teams = order(state)
    idx = (teams.index(team) + 1) % len(teams) if team in teams else state.sched.get("next_team_idx", 0)
    tx.emit("SchedulerChanged", changes={"next_team_idx": idx, "turn_team": None})
    if state.options["end_check"] == "turn_end":
        over = ending(tx)
        if over is not None:
            rs.end(tx, *over)
            return
    await_pick(rs, tx)


def settle(rs: Teams, tx: Tx) -> None:
    """After every accepted command: end a fight only one team remains in, else close a turn that is over
    and move on to the next pick."""
    state = tx.state
    if not state.started or state.outcome is not None:
        return
    if state.rs.get("pending"):
        drop_stale_decision(tx)
        if state.rs.get("pending"):
            return
    if state.options["end_check"] == "resolution":  # A2: "until one team remains", checked at once
        over = ending(tx)
        if over is not None:
            rs.end(tx, *over)
            return
    turn = state.turn
    if turn is not None:
        actor = state.get(turn.actor)
        if actor.status != ACTIVE:
            close_turn(rs, tx, f"{actor.name} can no longer act")
        elif state.options["auto_end_turn"] and turn.budget.get("action", 0) <= 0:
            close_turn(rs, tx, "no actions left")
        return
    if state.sched.get("turn_team") is not None:  # the turn was closed from outside (GM removed the actor)
        close_turn(rs, tx)
        return
    await_pick(rs, tx)


def drop_stale_decision(tx: Tx) -> None:
    """A GM override can take the decider out of the fight: then nobody is left to decide."""
    pending = tx.state.rs["pending"]
    who = tx.state.combatants.get(pending.get("defender") or pending.get("cid") or "")
    if pending["kind"] == "stay_conscious":
        gone = who is None or who.status != ACTIVE
    else:
        gone = who is None or who.status in (DEAD, "removed")
    if gone:
        tx.emit("RulesetDataChanged", changes={"pending": None})
        tx.emit("Note", text="The pending decision lapses: the one who had to decide is out of the fight.")


def _require_pick(tx: Tx) -> str:
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    if state.turn is not None:
        raise Reject(
            "TURN_IN_PROGRESS", t("{name}'s turn is still running.", name=state.get(state.turn.actor).name)
        )
    team = picking_team(state)
    if team is None:
        raise Reject("NO_PICK", t("No team can pick now."))
    return team


def pick(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    team = _require_pick(tx)
    cid = cmd.args.get("cid", cmd.actor)
    c = rs.combatant(tx, cid)
    if c.side != team:
        raise Reject(
            "NOT_YOUR_TURN",
            t(
                "It is {name}'s pick, and {name2} is not on that team.",
                name=state.sides[team].name,
                name2=c.name,
            ),
        )
    why = why_not_eligible(state, c)
    if why is not None:
        raise Reject("NOT_ELIGIBLE", why)
    begin_turn(rs, tx, c.id)  # a forced first pick (A14) never waits for a pick: `settle` makes it


def pass_pick(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    team = _require_pick(tx)
    named = cmd.args.get("team", team)
    if named != team:
        raise Reject("NOT_YOUR_TURN", t("It is {name}'s pick.", name=state.sides[team].name))
    if not state.options["allow_team_pass"]:
        raise Reject(
            "TEAM_MUST_PICK",
            t("{name} must choose someone to act (teams cannot pass).", name=state.sides[team].name),
        )
    teams = order(state)
    tx.emit("teams.TeamPassed", team=team)
    tx.emit(
        "SchedulerChanged",
        changes={
            "next_team_idx": (teams.index(team) + 1) % len(teams),
            "passed": [*state.sched.get("passed", ()), team],
        },
    )


def end_turn(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    rs.require_turn(tx, cmd)
    close_turn(rs, tx)


def advance(rs: Teams, tx: Tx, cmd: Command) -> None:
    """Space bar: start, end the running turn, or make the only pick there is."""
    state = tx.state
    if not state.started:
        start(rs, tx, cmd)
        return
    if state.rs.get("pending"):
        raise Reject("SETTLE_FIRST", t("Settle the decision that is pending first."))
    if state.turn is not None:
        end_turn(rs, tx, cmd)
        return
    team = picking_team(state)
    if team is None:
        raise Reject("NO_PICK", t("No team can pick now."))
    choices = eligible_members(state, team)
    if len(choices) != 1:
        names = ", ".join(state.get(cid).name for cid in choices)
        raise Reject(
            "CHOOSE_ACTOR",
            t("{name} choose who acts next: {names}.", name=state.sides[team].name, names=names),
        )
    begin_turn(rs, tx, choices[0])


# --- GM tools -------------------------------------------------------------------------------------


def set_team_order(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("The team order is set when the fight starts."))
    new = _team_list(rs, rs.arg(cmd, "order", list), "order")
    if sorted(new) != sorted(order(state)):
        raise Reject("BAD_TEAM_ORDER", t("A new order must list exactly the teams already in the order."))
    changes: dict[str, Any] = {"team_order": new}
    if state.turn is None:
        team = picking_team(state)
        changes["next_team_idx"] = new.index(team) if team else 0
    tx.emit("GMOverrideApplied", what="team order rearranged", reason=cmd.args.get("reason", ""))
    tx.emit("SchedulerChanged", changes=changes)


def set_acted(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    c = rs.combatant(tx, rs.arg(cmd, "cid"))
    flag = rs.arg(cmd, "acted", bool)
    if state.actor == c.id:
        raise Reject("TURN_IN_PROGRESS", t("{name} is taking a turn right now.", name=c.name))
    acted = list(state.sched.get("acted", ()))
    if (c.id in acted) == flag:
        raise Reject(
            "NO_CHANGE", t(N_("{name} has acted already.") if flag else N_("{name} has not acted yet."), name=c.name)
        )
    acted = [*acted, c.id] if flag else [x for x in acted if x != c.id]
    tx.emit("GMOverrideApplied", what=f"{c.name} {'has' if flag else 'has not'} acted this round", reason="")
    tx.emit("SchedulerChanged", changes={"acted": acted})


def set_objective(rs: Teams, tx: Tx, cmd: Command) -> None:
    """A1: a free-text objective per team, editable between rounds (or any time)."""
    state = tx.state
    team = rs.arg(cmd, "team")
    text = rs.arg(cmd, "text")
    if team not in state.sides:
        raise Reject("UNKNOWN_TEAM", t("There is no team '{team}'.", team=team))
    if len(text) > 500:
        raise Reject("BAD_ARGUMENT", t("An objective holds at most 500 characters."))
    objectives = {**state.rs.get("objectives", {}), team: text.strip()}
    tx.emit("RulesetDataChanged", changes={"objectives": objectives})


def complete_objective(rs: Teams, tx: Tx, cmd: Command) -> None:
    state = tx.state
    if not state.started:
        raise Reject("NOT_STARTED", t("Start the encounter first."))
    team = rs.arg(cmd, "team")
    if team not in state.sides:
        raise Reject("UNKNOWN_TEAM", t("There is no team '{team}'.", team=team))
    tx.emit("RulesetDataChanged", changes={"winner": team, "pending": None})
    rs.end(tx, "objective", f"{state.sides[team].name} completed their objective")


def on_joined(rs: Teams, tx: Tx, cid: str) -> None:
    """A late joiner: a new team goes where the GM says (default last); members may act this round."""
    args = tx.command.args
    join(rs, tx, cid, args.get("team_position"), args.get("wait", tx.state.options["late_joiner_waits"]))


def join(rs: Teams, tx: Tx, cid: str, position: Any, waits: Any) -> None:
    """`cid` takes its place: its team, if new, at `position` (None: last); with `waits` it has acted
    this round already."""
    state = tx.state
    c = state.get(cid)
    teams = order(state)
    if c.side not in teams:
        at = len(teams) if position is None else position
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= len(teams):
            raise Reject("BAD_ARGUMENT", t("team_position must be 0 to {len_teams}.", len_teams=len(teams)))
        teams.insert(at, c.side)
        changes: dict[str, Any] = {"team_order": teams}
        if state.turn is None and at <= state.sched.get("next_team_idx", 0) and at < len(teams) - 1:
            changes["next_team_idx"] = state.sched.get("next_team_idx", 0) + 1
        tx.emit("SchedulerChanged", changes=changes)
    tx.emit("BudgetSet", actor=cid, budget={"reaction": stats.reactions_per_round(c)}, off_turn=True)
    if waits is True:
        tx.emit("SchedulerChanged", changes={"acted": [*state.sched.get("acted", ()), cid]})
