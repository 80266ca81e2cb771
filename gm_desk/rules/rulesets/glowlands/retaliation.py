"""Retaliation: how a creature answers a PC's roll, the end-of-round sweep, and applying its damage.

Each creature may retaliate `retaliation_limit` times a round (default 1). A roll provokes its target
and every creature engaged with the roller; each one's outcome against its own Threat decides whether
its Retaliation takes effect or is spent without effect (a critical). A creature that is down, or has
no Retaliation left, does not answer.

Per-creature data (`combatant.rs`): `retaliations_used` (against the limit; refilled each round, or
each turn under A9's alternative), `retaliated` (this round, for the sweep), `uses` {name: count} for
entries with `uses_per_round`. Damage waiting for the GM is listed in `state.rs["pending"]`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.rulesets.glowlands import damage, strain, turns
from gm_desk.rules.rulesets.glowlands.options import opt
from gm_desk.rules.rulesets.glowlands.rolls import CRITICAL, MELEE, RANGED
from gm_desk.rules.state import ACTIVE, PC
from gm_desk.rules.tx import Reject
from gm_desk.rules.zones import UNREACHABLE, ZoneError, in_range, parse_range

if TYPE_CHECKING:
    from gm_desk.rules.events import Command
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import Combatant, EncounterState
    from gm_desk.rules.tx import Tx

INTERACTION = "interaction"
TRIGGERS = ("melee", "ranged", "any", "interaction")
GENERIC = {
    "name": "Retaliation",
    "trigger": "any",
    "range": None,
    "damage": None,
    "effect": "The GM decides.",
}


# --- reading stat blocks --------------------------------------------------------------------------


def entries(npc: Combatant) -> list[dict[str, Any]]:
    """The creature's Retaliations as the log shows them."""
    out = []
    for raw in npc.stats.get("retaliations") or ():
        out.append(
            {
                "name": str(raw.get("name", "Retaliation")),
                "trigger": str(raw.get("trigger", "any")).lower(),
                "range": raw.get("range"),
                "damage": None if raw.get("damage") in (None, "") else str(raw["damage"]),
                "effect": raw.get("effect"),
                "uses_per_round": int(raw.get("uses_per_round", 1)),
            }
        )
    return out


def public(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: entry.get(k) for k in ("name", "trigger", "range", "damage", "effect")}


def stat_problems(stats: dict[str, Any]) -> list[str]:
    raw = stats.get("retaliations")
    if raw is None:
        return []
    if not isinstance(raw, list):
        return [t("retaliations must be a list")]
    for r in raw:
        if not isinstance(r, dict) or not isinstance(r.get("name"), str) or not r["name"].strip():
            return [t("every Retaliation needs a name")]
        if str(r.get("trigger", "any")).lower() not in TRIGGERS:
            return [t("the Retaliation '{name}' has an unknown trigger", name=r["name"])]
        if r.get("range") is not None:
            try:
                parse_range(r["range"])
            except ZoneError:
                return [
                    t("the Retaliation '{name}' has a range that is not Intimate, Engaged or a number", name=r["name"])
                ]
        if r.get("damage") not in (None, ""):
            try:
                damage.check(str(r["damage"]))
            except Reject:
                return [t("the Retaliation '{name}' has damage that is not a dice expression", name=r["name"])]
        uses = r.get("uses_per_round", 1)
        if isinstance(uses, bool) or not isinstance(uses, int) or uses < 1:
            return [t("the Retaliation '{name}' needs at least one use per round", name=r["name"])]
    return []


def limit(npc: Combatant) -> int:
    return max(1, int(npc.stats.get("retaliation_limit", 1)))


def has_left(npc: Combatant) -> bool:
    used: int = npc.rs.get("retaliations_used", 0)
    return used < limit(npc)


def reaches(state: EncounterState, npc: Combatant, pc: Combatant, rng: Any) -> bool:
    """Whether a Retaliation of this range reaches the PC where both stand now."""
    if rng is None:
        return True  # no range given: the GM judges
    if npc.zone is None or pc.zone is None:
        return False
    try:
        spec = parse_range(rng)
    except ZoneError:
        return False
    return in_range(
        state.zones.hops(npc.zone, pc.zone),
        spec,
        engaged=pc.id in npc.engaged,
        exact=opt(state, "exact_range"),
    )


def pick(
    state: EncounterState, npc: Combatant, kind: str, pc: Combatant, name: str | None = None
) -> dict[str, Any]:
    """The Retaliation a provocation of this kind calls for, or the one the GM names.

    Preference: one with uses left this round, that reaches the PC, whose trigger is the kind itself,
    then 'any'; for a non-attack action, an 'interaction' one first. Stat-block order breaks ties.
    """
    listed = entries(npc)
    if name is not None:
        for entry in listed:
            if entry["name"].lower() == str(name).lower():
                return entry
        raise Reject(
            "UNKNOWN_RETALIATION", t("{name} has no Retaliation called '{name2}'.", name=npc.name, name2=name)
        )
    if not listed:
        return dict(GENERIC, trigger=kind)
    wanted = {INTERACTION: (INTERACTION, "any", RANGED, MELEE)}.get(kind, (kind, "any"))
    used = npc.rs.get("uses", {})

    def rank(item: tuple[int, dict[str, Any]]) -> tuple[bool, bool, int, int]:
        index, entry = item
        trigger = wanted.index(entry["trigger"]) if entry["trigger"] in wanted else len(wanted)
        spent = used.get(entry["name"], 0) >= entry["uses_per_round"]
        return (spent, not reaches(state, npc, pc, entry["range"]), trigger, index)

    return min(enumerate(listed), key=rank)[1]


def engaged_creatures(state: EncounterState, pc: Combatant, exclude: str | None = None) -> list[str]:
    """Active creatures engaged with the PC, in the encounter's entry order."""
    return [
        c.id
        for c in state.combatants.values()
        if c.id in pc.engaged and c.id != exclude and not c.is_pc and c.status == ACTIVE
    ]


# --- answering a roll -----------------------------------------------------------------------------


def answer(
    rs: Glowlands,
    tx: Tx,
    pc_id: str,
    npc_id: str,
    outcome: str,
    kind: str,
    *,
    threat: int,
    threat_type: str,
    accepted: bool = False,
    bystander: bool = False,
    name: str | None = None,
) -> None:
    """One creature's answer to one roll (spec 4.5)."""
    state = tx.state
    npc, pc = state.get(npc_id), state.get(pc_id)
    common = {
        "npc": npc_id,
        "target": pc_id,
        "outcome": outcome,
        "threat": threat,
        "threat_type": threat_type,
    }
    if npc.status != ACTIVE:
        tx.emit("RetaliationPrevented", reason="down", **common)
        return
    if not has_left(npc):
        tx.emit("RetaliationPrevented", reason="spent", used=npc.rs.get("retaliations_used", 0), **common)
        return
    if pc.status != ACTIVE:
        # An earlier answer to the same roll knocked the PC out: nobody spends a Retaliation on them.
        tx.emit("RetaliationPrevented", reason="target_down", **common)
        return
    if outcome == CRITICAL and not accepted:
        spends = not bystander or opt(state, "crit_spends_bystander")
        tx.emit("RetaliationSuppressed", spent=spends, bystander=bystander, **common)
        return
    retaliate(rs, tx, npc_id, pc_id, pick(state, npc, kind, pc, name), cause=kind, **common)


def retaliate(
    rs: Glowlands, tx: Tx, npc_id: str, pc_id: str, entry: dict[str, Any], *, cause: str, **extra: Any
) -> None:
    """The Retaliation takes effect; its damage lands now or waits for the GM."""
    state = tx.state
    npc, pc = state.get(npc_id), state.get(pc_id)
    in_reach = reaches(state, npc, pc, entry.get("range"))
    hurts = entry.get("damage") is not None
    auto = hurts and in_reach and opt(state, "retaliation_damage") == "auto"
    extra = {k: v for k, v in extra.items() if k not in ("npc", "target")}
    tx.emit(
        "RetaliationTakesEffect",
        npc=npc_id,
        target=pc_id,
        retaliation=public(entry),
        id=f"ret{state.next_id}",
        cause=cause,
        in_reach=in_reach,
        pending=hurts and not auto,
        **extra,
    )
    if auto:
        amount, _ = damage.roll_damage(tx, entry["damage"], f"retaliation:{npc_id}", npc_id)
        strain.hurt_pc(tx, pc_id, amount, npc_id, retaliation=entry["name"])


# --- the end-of-round sweep -----------------------------------------------------------------------


def suggest(state: EncounterState, npc: Combatant) -> tuple[str, dict[str, Any]] | None:
    """A target and Retaliation for a sweep: an engaged PC first, else the nearest PC it reaches.

    Only a Retaliation that reaches its target where both stand is suggested, by the same rule that
    decides whether a provoked Retaliation lands (`reaches`): an Engaged or Intimate one needs the PC
    engaged in its zone, a numeric one the PC within that many zones. None when nothing reaches.
    """
    pcs = [p for p in state.pcs() if p.status == ACTIVE and p.zone is not None]
    here = npc.zone
    if not pcs or here is None:
        return None

    def distance(p: Combatant) -> int:
        return state.zones.hops(here, p.zone) if p.zone is not None else UNREACHABLE

    engaged = [p for p in pcs if p.id in npc.engaged]
    others = sorted((p for p in pcs if p.id not in npc.engaged), key=distance)
    for p in [*engaged, *others]:
        entry = pick(state, npc, sweep_kind(npc, p), p)
        if reaches(state, npc, p, entry.get("range")):
            return p.id, entry
    return None


def sweep_kind(npc: Combatant, pc: Combatant) -> str:
    """A sweep Retaliation against an engaged PC is a melee answer, else a ranged one."""
    return MELEE if pc.id in npc.engaged else RANGED


def no_reach_reason(state: EncounterState, npc: Combatant) -> str:
    """Why a creature owed an end-of-round Retaliation has nobody to aim it at, in the GM's words."""
    if not any(p.status == ACTIVE for p in state.pcs()):
        return t("No PC is standing for {name} to retaliate against.", name=npc.name)
    return t("None of {name}'s Retaliations reaches a standing PC from where it is: let it pass.", name=npc.name)


def sweep(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """Resolve or skip one creature's end-of-round Retaliation."""
    state = tx.state
    holder = turns.active_holder(state)
    if state.phase != turns.SWEEP:
        raise Reject("NOT_SWEEP", t("End-of-round Retaliations come after every PC has had a turn."))
    npc = rs.combatant(tx, rs.arg(cmd, "npc"))
    if npc.id not in turns.pending_sweep(state):
        raise Reject("NOT_OWED", t("{name} owes no end-of-round Retaliation.", name=npc.name))
    if rs.arg(cmd, "skip", bool, False):
        tx.emit("SweepSkipped", npc=npc.id)
    else:
        target_id = rs.arg(cmd, "target", str, None)
        name = rs.arg(cmd, "retaliation", str, None)
        if target_id is None:
            suggestion = suggest(state, npc)
            if suggestion is None:
                raise Reject("NO_TARGET", no_reach_reason(state, npc))
            target_id = suggestion[0]
        pc = rs.combatant(tx, target_id)
        if pc.kind != PC or pc.status != ACTIVE:
            raise Reject("BAD_TARGET", t("{name} is not a PC who is standing.", name=pc.name))
        entry = pick(state, npc, sweep_kind(npc, pc), pc, name)
        if not reaches(state, npc, pc, entry.get("range")):
            raise Reject(
                "OUT_OF_REACH",
                t(
                    "{name}'s {name2} does not reach {name3} from where it is.",
                    name=npc.name,
                    name2=entry["name"],
                    name3=pc.name,
                ),
            )
        retaliate(rs, tx, npc.id, pc.id, entry, cause="sweep")
    tx.emit("SchedulerChanged", changes={"swept": [*state.sched.get("swept", ()), npc.id]})
    turns.settle(rs, tx, holder)


# --- damage waiting for the GM --------------------------------------------------------------------


def apply_pending(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    """Apply (rolling or taking the typed-in amount) or dismiss a Retaliation's waiting damage."""
    state = tx.state
    holder = turns.active_holder(state)
    pending = state.rs.get("pending", [])
    rid = rs.arg(cmd, "id", str, None)
    if rid is None and len(pending) == 1:
        rid = pending[0]["id"]
    item = next((p for p in pending if p["id"] == rid), None)
    if item is None:
        raise Reject("NO_SUCH_RETALIATION", t("No Retaliation damage is waiting under that id."))
    if rs.arg(cmd, "skip", bool, False):
        tx.emit("RetaliationDismissed", id=item["id"], npc=item["npc"], target=item["target"])
        return
    amount = rs.arg(cmd, "damage", int, None)
    if amount is not None and not 0 <= amount <= 10_000:
        raise Reject("BAD_ARGUMENT", t("Damage is a whole number from 0 to 10000."))
    if item["target"] not in state.combatants:
        raise Reject("UNKNOWN_COMBATANT", t("The PC this damage was meant for is gone."))
    tx.emit("RetaliationApplied", id=item["id"], npc=item["npc"], target=item["target"])
    if amount is None:
        amount, _ = damage.roll_damage(tx, item["retaliation"]["damage"], "retaliation_damage", item["npc"])
    strain.hurt_pc(tx, item["target"], amount, item["npc"], retaliation=item["retaliation"]["name"])
    turns.settle(rs, tx, holder)
