"""Changes of the zone map as the map's menus and gestures ask for them, in prep or during the fight.

Before the first command each is a prep edit of the setup (`gm_desk.rules.prep`); once the fight runs,
the same gesture is the GM's command (`gm.link`, `gm.unlink`, `gm.add_zone`, `gm.set_zone_tag`: see
`gm_desk.rules.field_changes`), logged in words and undone like any other. Each returns whether the map
changed; a refusal is said on the session's `rejected`, as always.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from gm_desk.rules.events import Command
from gm_desk.rules.field_changes import next_zone_id
from gm_desk.ui.session.encounter_session import EncounterSession
from gm_desk.zone_layout import placing


def link(session: EncounterSession, a: str, b: str) -> bool:
    if session.in_prep:
        from gm_desk.rules import prep

        return session.edit(prep.link, a, b) is not None
    return session.submit(Command("gm.link", args={"a": a, "b": b})).ok


def unlink(session: EncounterSession, a: str, b: str) -> bool:
    if session.in_prep:
        from gm_desk.rules import prep

        return session.edit(prep.unlink, a, b) is not None
    return session.submit(Command("gm.unlink", args={"a": a, "b": b})).ok


def set_tag(session: EncounterSession, zone_id: str, tag: str, on: bool) -> bool:
    if session.in_prep:
        from gm_desk.rules import prep

        return session.edit(prep.set_zone_tag, zone_id, tag, on) is not None
    return session.submit(Command("gm.set_zone_tag", args={"zone": zone_id, "tag": tag, "on": on})).ok


def new_zone(session: EncounterSession, rect: QRectF, name: str | None = None) -> str | None:
    """A new zone at `rect` on the canvas; its id, or None when refused."""
    if session.in_prep:
        from gm_desk.rules import prep

        done = session.edit(
            prep.add_zone, name, layout=placing((rect.x(), rect.y(), rect.width(), rect.height()))
        )
        return done.made if done is not None else None
    zone_id = next_zone_id(session.state)
    session.reserve_zone_rect(zone_id, rect)
    args: dict[str, object] = {"id": zone_id}
    if name:
        args["name"] = name
    return zone_id if session.submit(Command("gm.add_zone", args=args)).ok else None
