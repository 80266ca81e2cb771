"""Prep edits of the sides: add, rename and remove a side, its stance and allies, and a combatant that
changes sides or is prepared hidden.

What the rules would refuse, or what would leave the GM with two sides nobody can tell apart, is
refused here in words before anything is saved.
"""

from __future__ import annotations

from typing import Any

from gm_desk.rules import groups
from gm_desk.rules.i18n import N_, t
from gm_desk.rules.names import name_problem, normal
from gm_desk.rules.prep.edited import Edited, Setup, combatant_entries, combatant_entry, copied, fresh_id
from gm_desk.rules.state import STANCES
from gm_desk.rules.tx import Reject

FIXED = N_(
    "The fight has started, so sides are fixed (and who starts hidden). Undo back to the start to change them."
)
MAX_NAME = 60
HIDDEN = "hidden"


def sides_of(setup: Setup) -> list[dict[str, Any]]:
    """Every side as a fight reads the setup, in order: the listed ones, then those a combatant implies
    (named after their id, a party for PCs, hostile otherwise)."""
    rows: list[dict[str, Any]] = []
    for raw in setup.get("sides") or []:
        rows.append(
            {
                "id": str(raw["id"]),
                "name": str(raw.get("name") or raw["id"]),
                "stance": str(raw.get("stance", "hostile")),
                "allies": list(raw.get("allies") or []),
            }
        )
    known = {row["id"] for row in rows}
    for entry in combatant_entries(setup):
        side = str(entry.get("side"))
        if side not in known:
            stance = "party" if str(entry.get("kind", "NPC")).upper() == "PC" else "hostile"
            rows.append({"id": side, "name": side.title(), "stance": stance, "allies": []})
            known.add(side)
    return rows


def side_name(setup: Setup, side_id: str) -> str:
    return next((row["name"] for row in sides_of(setup) if row["id"] == side_id), side_id)


def _row(rows: list[dict[str, Any]], side_id: str) -> dict[str, Any]:
    for row in rows:
        if row["id"] == side_id:
            return row
    raise Reject("BAD_SIDE", t("That side is not in this encounter."))


def _good_name(rows: list[dict[str, Any]], name: str, side_id: str | None) -> str:
    name = name.strip()
    if not name:
        raise Reject("BAD_SIDE", t("A side needs a name."))
    if len(name) > MAX_NAME:
        raise Reject("BAD_SIDE", t("A side's name holds at most {n} characters.", n=MAX_NAME))
    name = normal(name)
    problem = name_problem(name)  # the one rule for names (gm_desk.rules.names)
    if problem is not None:
        raise Reject("BAD_SIDE", t("A side's name {problem}.", problem=problem))
    same = [row for row in rows if row["id"] != side_id and row["name"].lower() == name.lower()]
    if same:
        raise Reject("BAD_SIDE", t("There is already a side called {name}.", name=same[0]["name"]))
    return name


def _good_stance(stance: str) -> None:
    if stance not in STANCES:
        raise Reject(
            "BAD_SIDE",
            t(
                "A side is {stances}, not '{stance}'.",
                stances=", ".join(t(s) for s in STANCES),
                stance=stance,
            ),
        )


def _with_sides(setup: Setup, rows: list[dict[str, Any]], words: str, made: str | None = None) -> Edited:
    out = copied(setup)
    out["sides"] = rows
    return Edited(out, words, made)


def add_side(setup: Setup, name: str, stance: str = "hostile") -> Edited:
    """A new side with nobody on it yet; `made` is its id."""
    rows = sides_of(setup)
    name = _good_name(rows, name, None)
    _good_stance(stance)
    side_id = fresh_id("side", {row["id"] for row in rows}, len(rows) + 1)
    rows.append({"id": side_id, "name": name, "stance": stance, "allies": []})
    return _with_sides(setup, rows, t("Add side {name}", name=name), side_id)


def rename_side(setup: Setup, side_id: str, name: str) -> Edited:
    rows = sides_of(setup)
    row = _row(rows, side_id)
    row["name"] = _good_name(rows, name, side_id)
    return _with_sides(setup, rows, t("Rename side to {name}", name=row["name"]))


def set_side_stance(setup: Setup, side_id: str, stance: str) -> Edited:
    rows = sides_of(setup)
    row = _row(rows, side_id)
    _good_stance(stance)
    row["stance"] = stance
    return _with_sides(setup, rows, t("{side} is {stance}", side=row["name"], stance=t(stance)))


def set_side_allies(setup: Setup, side_id: str, allies: list[str]) -> Edited:
    """`side_id` is allied with exactly `allies`; an alliance goes both ways."""
    rows = sides_of(setup)
    name = _row(rows, side_id)["name"]
    wanted = set(allies)
    if side_id in wanted:
        raise Reject("BAD_SIDE", t("{side} cannot be its own ally.", side=name))
    if not wanted <= {row["id"] for row in rows}:
        raise Reject("BAD_SIDE", t("An ally must be one of this encounter's sides."))
    for row in rows:
        others = set(row["allies"]) - {side_id}
        if row["id"] == side_id:
            others = wanted
        elif row["id"] in wanted:
            others.add(side_id)
        row["allies"] = [r["id"] for r in rows if r["id"] in others]
    return _with_sides(setup, rows, t("Allies of {side}", side=name))


def remove_side(setup: Setup, side_id: str) -> Edited:
    """A side nobody stands on goes (an encounter keeps at least one)."""
    rows = sides_of(setup)
    name = _row(rows, side_id)["name"]
    members = [str(e.get("name")) for e in combatant_entries(setup) if str(e.get("side")) == side_id]
    if members:
        raise Reject(
            "SIDE_NOT_EMPTY",
            t(
                "{names} still on {side}: move them to another side first.",
                names=", ".join(members),
                side=name,
            ),
        )
    rows = [row for row in rows if row["id"] != side_id]
    if not rows:
        raise Reject("BAD_SIDE", t("An encounter keeps at least one side."))
    for row in rows:
        row["allies"] = [a for a in row["allies"] if a != side_id]
    return _with_sides(setup, rows, t("Remove side {name}", name=name))


def move_to_side(setup: Setup, cid: str, side_id: str) -> Edited:
    """A combatant changes sides before the fight (and leaves its group, which stands on one side)."""
    rows = sides_of(setup)
    side = _row(rows, side_id)["name"]
    entry = combatant_entry(setup, cid)
    name = str(entry.get("name") or cid)
    words = t("{name} joins {side}", name=name, side=side)
    group = groups.group_of(setup, cid)
    base = setup
    if group is not None and str(entry.get("side")) != side_id:
        base = groups.part(setup, [cid])
        words = t("{name} joins {side} (leaves {group})", name=name, side=side, group=group)
    out = copied(base)
    out["sides"] = rows
    combatant_entry(out, cid)["side"] = side_id
    return Edited(out, words)


def set_hidden(setup: Setup, cid: str, hidden: bool) -> Edited:
    """The combatant starts the fight hidden (out of the shown order until it acts or is revealed), or not."""
    out = copied(setup)
    entry = combatant_entry(out, cid)
    entry.pop(HIDDEN, None)
    flags = [f for f in entry.get("flags") or [] if f != HIDDEN]
    if flags:
        entry["flags"] = flags
    else:
        entry.pop("flags", None)
    if hidden:
        entry[HIDDEN] = True
    name = str(entry.get("name") or cid)
    return Edited(out, t("Hide {name}", name=name) if hidden else t("Unhide {name}", name=name))


def foes(setup: Setup) -> list[dict[str, Any]]:
    """The creatures the party fights: NPCs on a hostile side, in the setup's order."""
    hostile = {row["id"] for row in sides_of(setup) if row["stance"] == "hostile"}
    return [
        e
        for e in setup.get("combatants") or []
        if e.get("kind") != "PC" and e.get("side") in hostile and e.get("status", "active") == "active"
    ]
