"""Words for the log: Marching Order's own events as sentences for the GM."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name


def describe_event(event: Event, state: EncounterState | None) -> str | None:
    """A sentence for one of this ruleset's events, or None to fall back on the generic words."""
    d = event.data
    t = event.type

    def n(key: str) -> str:
        return _name(state, d.get(key))

    if t == "marching.InitiativeDecided":
        first = "The party acts first" if d["first_side"] == "party" else "The monsters act first"
        return f"{first}: {d['why']}."
    if t == "marching.Delayed":
        return f"{n('actor')} {'is too slow and ' if d.get('reason') == 'too slow' else ''}delays; initiative passes on."
    if t == "marching.TurnForfeited":
        return f"{n('actor')} loses the turn ({d['why']})."
    if t == "marching.InitiativeSeized":
        rolls = "; ".join(
            f"{_name(state, cid)} rolls {r['die']} against AGL {r['agl_eff']} ({'success' if r['ok'] else 'failure'})"
            for cid, r in d["rolls"].items()
        )
        if d["result"] == "simultaneous":
            return f"Seizing initiative: {rolls}. They act together."
        if d["result"] == "order_stands":
            return f"Seizing initiative: {rolls}. The order stands."
        return f"Seizing initiative: {rolls}. {n('first')} acts first."
    if t == "marching.ActingTogether":
        names = " and ".join(f"{_name(state, c)} ({d['choices'][c].replace('_', ' ')})" for c in d["ids"])
        return f"{names} act together."
    if t == "marching.TogetherEnded":
        return "The joint step ends."
    if t == "marching.ActionLost":
        return f"{n('actor')} was too slow to {d['stage']} and loses the {d['slot']} action."
    if t == "marching.ConsiderOptions":
        return f"{n('actor')} missed every action and Considers Options."
    if t == "marching.FranticSwitched":
        return f"Frantic combat {'on' if d['on'] else 'off'}: {d['seconds']} s to announce, {d['seconds']} s to act."
    if t == "marching.SurpriseResisted":
        return f"{n('cid')} cannot be surprised."
    if t == "marching.AglChecked":
        return f"{n('cid')} AGL check: {d['die']} against {d['agl_eff']}, {'success' if d['success'] else 'failure'}."
    if t == "marching.SaveMade":
        return f"{n('cid')} saves: {d['total']} against {d['target']}, {'success' if d['success'] else 'failure'}."
    if t == "marching.AttackResolved":
        edge = " (+2, impaired)" if d.get("impaired_bonus") else ""
        if d["hit"]:
            return f"{n('attacker')} hits {n('target')}{edge}: {d['total']} against AC {d['armour_class']}, {d['damage']} damage."
        return f"{n('attacker')} misses {n('target')}{edge}: {d['total']} against AC {d['armour_class']}."
    if t == "marching.AttackForestalled":
        return f"{n('attacker')} falls before striking {n('target')}."
    if t == "marching.SimultaneousResolution":
        if d["together"]:
            return "The blows land together."
        return "Priority: " + ", then ".join(_name(state, c) for c in d["resolution_order"]) + "."
    if t == "marching.MoveStep":
        return f"Step {d['step']}" + (": collision!" if d["conflict"] else ".")
    if t == "marching.Overrun":
        a, b = d["pair"]
        return f"{_name(state, a)} and {_name(state, b)} collide at {d['at']}: resolve an overrun."
    if t == "marching.TorchlightChecked":
        return f"A torch {d['dist_ft']} ft away is {'visible' if d['visible'] else 'not visible'}."
    return None
