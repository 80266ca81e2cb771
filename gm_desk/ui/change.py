"""What one operation changed: the `Change` an open encounter sends after each of its own operations, and
the window after the others (gm_desk/ui/notice.py relays them to every panel; docs/change-notice.md
lists them)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gm_desk.rules.events import Event


@dataclass(frozen=True)
class Change:
    """What one operation changed. Flags combine; `opened` comes with every other flag of the encounter."""

    opened: bool = False  # another encounter, or none, is open now: forget everything of the last
    fight: bool = False  # the fight's state changed: a command applied, undone or redone
    events: tuple[Event, ...] = ()  # the events of the command just applied (none after undo and redo)
    undone: bool = False  # the state went back or was rebuilt: what was shown may no longer have happened
    setup: bool = False  # the setup changed: zones, links, tags, places, roster, sides, groups, options
    layout: bool = False  # the zones' places and sizes, the map picture or the portraits changed
    bestiary: bool = False  # creatures were added, edited, imported or removed
    campaigns: bool = False  # campaigns, the party, or the encounters' names or list changed
    look: bool = False  # the theme, the type size or the language changed

    @property
    def encounter(self) -> bool:
        """Anything shown of the open encounter may have changed."""
        return self.opened or self.fight or self.setup or self.layout


UNDONE = Change(fight=True, undone=True)  # an undo or a redo of a command
SETUP = Change(fight=True, undone=True, setup=True)  # a setup edit (or its undo) rebuilds the fight's state
LAYOUT = Change(layout=True)
OPENED = Change(opened=True, fight=True, undone=True, setup=True, layout=True)
BESTIARY = Change(bestiary=True)
CAMPAIGNS = Change(campaigns=True)
LOOK = Change(look=True)


def applied(events: tuple[Event, ...]) -> Change:
    """A command was applied with these events."""
    return Change(fight=True, events=tuple(events))


def merged(first: Change, second: Change) -> Change:
    """One change holding both (flags or'ed, the second's events)."""
    flags = {
        name: getattr(first, name) or getattr(second, name)
        for name in ("opened", "fight", "undone", "setup", "layout", "bestiary", "campaigns", "look")
    }
    return replace(second, **flags)
