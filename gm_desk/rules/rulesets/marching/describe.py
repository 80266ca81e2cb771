"""Words for the log: Marching Order's own events as sentences for the GM."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import t
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name


def describe_event(event: Event, state: EncounterState | None) -> str | None:
    """A sentence for one of this ruleset's events, or None to fall back on the generic words."""
    d = event.data
    kind = event.type

    def n(key: str) -> str:
        return _name(state, d.get(key))

    if kind == "marching.InitiativeDecided":
        first = "The party acts first" if d["first_side"] == "party" else "The monsters act first"
        return f"{first}: {d['why']}."
    if kind == "marching.Delayed":
        return f"{n('actor')} {'is too slow and ' if d.get('reason') == 'too slow' else ''}delays; initiative passes on."
    if kind == "marching.TurnForfeited":
        return t("{n} loses the turn ({why}).", n=n("actor"), why=d["why"])
    if kind == "marching.InitiativeSeized":
        rolls = "; ".join(
            f"{_name(state, cid)} rolls {r['die']} against AGL {r['agl_eff']} ({'success' if r['ok'] else 'failure'})"
            for cid, r in d["rolls"].items()
        )
        if d["result"] == "simultaneous":
            return t("Seizing initiative: {rolls}. They act together.", rolls=rolls)
        if d["result"] == "order_stands":
            return t("Seizing initiative: {rolls}. The order stands.", rolls=rolls)
        return t("Seizing initiative: {rolls}. {n} acts first.", rolls=rolls, n=n("first"))
    if kind == "marching.ActingTogether":
        names = " and ".join(f"{_name(state, c)} ({d['choices'][c].replace('_', ' ')})" for c in d["ids"])
        return t("{names} act together.", names=names)
    if kind == "marching.TogetherEnded":
        return t("The joint step ends.")
    if kind == "marching.ActionLost":
        return t(
            "{n} was too slow to {stage} and loses the {slot} action.",
            n=n("actor"),
            stage=d["stage"],
            slot=d["slot"],
        )
    if kind == "marching.ConsiderOptions":
        return t("{n} missed every action and Considers Options.", n=n("actor"))
    if kind == "marching.FranticSwitched":
        return f"Frantic combat {'on' if d['on'] else 'off'}: {d['seconds']} s to announce, {d['seconds']} s to act."
    if kind == "marching.SurpriseResisted":
        return t("{n} cannot be surprised.", n=n("cid"))
    if kind == "marching.AglChecked":
        return f"{n('cid')} AGL check: {d['die']} against {d['agl_eff']}, {'success' if d['success'] else 'failure'}."
    if kind == "marching.SaveMade":
        return f"{n('cid')} saves: {d['total']} against {d['target']}, {'success' if d['success'] else 'failure'}."
    if kind == "marching.AttackResolved":
        edge = " (+2, impaired)" if d.get("impaired_bonus") else ""
        if d["hit"]:
            return t(
                "{n} hits {n2}{edge}: {total} against AC {armour_class}, {damage} damage.",
                n=n("attacker"),
                n2=n("target"),
                edge=edge,
                total=d["total"],
                armour_class=d["armour_class"],
                damage=d["damage"],
            )
        return t(
            "{n} misses {n2}{edge}: {total} against AC {armour_class}.",
            n=n("attacker"),
            n2=n("target"),
            edge=edge,
            total=d["total"],
            armour_class=d["armour_class"],
        )
    if kind == "marching.AttackForestalled":
        return t("{n} falls before striking {n2}.", n=n("attacker"), n2=n("target"))
    if kind == "marching.SimultaneousResolution":
        if d["together"]:
            return t("The blows land together.")
        return "Priority: " + ", then ".join(_name(state, c) for c in d["resolution_order"]) + "."
    if kind == "marching.MoveStep":
        return f"Step {d['step']}" + (": collision!" if d["conflict"] else ".")
    if kind == "marching.Overrun":
        a, b = d["pair"]
        return t(
            "{_name} and {_name2} collide at {at}: resolve an overrun.",
            _name=_name(state, a),
            _name2=_name(state, b),
            at=d["at"],
        )
    if kind == "marching.TorchlightChecked":
        return f"A torch {d['dist_ft']} ft away is {'visible' if d['visible'] else 'not visible'}."
    return None
