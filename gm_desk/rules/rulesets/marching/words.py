"""Words for the log: Marching Order's own events as sentences for the GM."""

from __future__ import annotations

from gm_desk.rules.events import Event
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.state import EncounterState
from gm_desk.rules.state import name_of as _name
from gm_desk.rules.words import words_of


def describe(event: Event, state: EncounterState | None) -> str | None:
    """A sentence for one of this ruleset's events, or None to fall back on the generic words."""
    d = event.data
    kind = event.type

    def n(key: str) -> str:
        return _name(state, d.get(key))

    if kind == "marching.InitiativeDecided":
        first = (
            N_("The party acts first: {why}.")
            if d["first_side"] == "party"
            else N_("The monsters act first: {why}.")
        )
        return t(first, why=words_of(d["why"]))
    if kind == "marching.Delayed":
        delayed = (
            N_("{n} is too slow and delays; initiative passes on.")
            if d.get("reason") == "too slow"
            else N_("{n} delays; initiative passes on.")
        )
        return t(delayed, n=n("actor"))
    if kind == "marching.TurnForfeited":
        return t("{n} loses the turn ({why}).", n=n("actor"), why=words_of(d["why"]))
    if kind == "marching.InitiativeSeized":
        rolls = "; ".join(
            t(
                "{name} rolls {die} against AGL {agl} ({result})",
                name=_name(state, cid),
                die=r["die"],
                agl=r["agl_eff"],
                result=t("success") if r["ok"] else t("failure"),
            )
            for cid, r in d["rolls"].items()
        )
        if d["result"] == "simultaneous":
            return t("Seizing initiative: {rolls}. They act together.", rolls=rolls)
        if d["result"] == "order_stands":
            return t("Seizing initiative: {rolls}. The order stands.", rolls=rolls)
        return t("Seizing initiative: {rolls}. {n} acts first.", rolls=rolls, n=n("first"))
    if kind == "marching.ActingTogether":
        names = t(" and ").join(
            t("{name} ({choice})", name=_name(state, c), choice=t(d["choices"][c].replace("_", " ")))
            for c in d["ids"]
        )
        return t("{names} act together.", names=names)
    if kind == "marching.TogetherEnded":
        return t("The joint step ends.")
    if kind == "marching.ActionLost":
        return t(
            "{n} was too slow to {stage} and loses the {slot} action.",
            n=n("actor"),
            stage=t(str(d["stage"])),
            slot=t(str(d["slot"])),
        )
    if kind == "marching.ConsiderOptions":
        return t("{n} missed every action and Considers Options.", n=n("actor"))
    if kind == "marching.FranticSwitched":
        frantic = (
            N_("Frantic combat on: {seconds} s to announce, {seconds} s to act.")
            if d["on"]
            else N_("Frantic combat off: {seconds} s to announce, {seconds} s to act.")
        )
        return t(frantic, seconds=d["seconds"])
    if kind == "marching.SurpriseResisted":
        return t("{n} cannot be surprised.", n=n("cid"))
    if kind == "marching.AglChecked":
        return t(
            "{n} AGL check: {die} against {agl}, {result}.",
            n=n("cid"),
            die=d["die"],
            agl=d["agl_eff"],
            result=t("success") if d["success"] else t("failure"),
        )
    if kind == "marching.SaveMade":
        return t(
            "{n} saves: {total} against {target}, {result}.",
            n=n("cid"),
            total=d["total"],
            target=d["target"],
            result=t("success") if d["success"] else t("failure"),
        )
    if kind == "marching.AttackResolved":
        edge = " " + t("(+2, impaired)") if d.get("impaired_bonus") else ""
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
        return t(
            "Priority: {order}.", order=t(", then ").join(_name(state, c) for c in d["resolution_order"])
        )
    if kind == "marching.MoveStep":
        return t(N_("Step {step}: collision!") if d["conflict"] else N_("Step {step}."), step=d["step"])
    if kind == "marching.Overrun":
        a, b = d["pair"]
        return t(
            "{_name} and {_name2} collide at {at}: resolve an overrun.",
            _name=_name(state, a),
            _name2=_name(state, b),
            at=d["at"],
        )
    if kind == "marching.TorchlightChecked":
        torch = (
            N_("A torch {feet} ft away is visible.")
            if d["visible"]
            else N_("A torch {feet} ft away is not visible.")
        )
        return t(torch, feet=d["dist_ft"])
    return None
