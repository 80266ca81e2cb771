"""Encounter prep as plain rules code: the edits a GM makes to an encounter's setup before its fight.

Each edit is a function from a setup to a new setup (`Edited`: the setup, the step's words, the id of
what it made), refusing with the engine's `Reject(code, words)`; `check(setup)` says whether a setup
can start a fight, without building an engine. By idea: `zones` (the map and where each combatant
starts), `roster` (who joins), `sides`, `groups`, `scene` (scene events and zone hazards), `options`, `numbers` (a creature's stat-block
numbers) and `tuning` (a difficulty proposal's changes as one edit).
An edit changes the setup a fight starts from, so it is allowed only before the first command:
`fixed_words(edit)` says, in the words of the edit's kind, why it is refused once the fight has
started. The UI's session applies an edit in one place: check, save, push the undo step, send the
notice (gm_desk/ui/session).

The edits' names load on first use (PEP 562): a start that only asks whose side a creature is on (`sides_of`,
for the difficulty badge) or checks a setup loads those modules alone, not every kind of edit.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gm_desk.rules.i18n import t
from gm_desk.rules.prep.check import check  # bound first, so the name is the function, never its module
from gm_desk.rules.prep.edited import Edited, Setup, zone_name

if TYPE_CHECKING:
    from gm_desk.rules.prep import arrivals as arrivals
    from gm_desk.rules.prep import groups as groups
    from gm_desk.rules.prep import numbers as numbers
    from gm_desk.rules.prep import options as options
    from gm_desk.rules.prep import quick_roster as quick_roster
    from gm_desk.rules.prep import roster as roster
    from gm_desk.rules.prep import scene as scene
    from gm_desk.rules.prep import sides as sides
    from gm_desk.rules.prep import tuning as tuning
    from gm_desk.rules.prep import zones as zones
    from gm_desk.rules.prep.arrivals import arrive_at_round, arrive_with
    from gm_desk.rules.prep.groups import (
        group,
        rename_group,
        stat_block_groups,
        suggested_group_name,
        ungroup,
    )
    from gm_desk.rules.prep.numbers import set_number
    from gm_desk.rules.prep.options import set_options
    from gm_desk.rules.prep.quick_roster import add_many
    from gm_desk.rules.prep.roster import (
        add_creature,
        creature_entry,
        remove_combatant,
        swap_creature,
        unique_name,
    )
    from gm_desk.rules.prep.scene import (
        add_scene_event,
        change_scene_event,
        remove_scene_event,
        scene_rows,
        set_zone_hazard,
    )
    from gm_desk.rules.prep.sides import (
        add_side,
        move_to_side,
        remove_side,
        rename_side,
        set_hidden,
        set_side_allies,
        set_side_stance,
        side_name,
        sides_of,
    )
    from gm_desk.rules.prep.tuning import apply_changes
    from gm_desk.rules.prep.zones import (
        add_zone,
        link,
        place,
        remove_zone,
        rename_zone,
        set_zone_tag,
        unlink,
        use_map,
    )

# Each name's module, imported when the name is first read.
_HOMES = {
    "add_creature": "roster",
    "add_many": "quick_roster",
    "add_scene_event": "scene",
    "add_side": "sides",
    "add_zone": "zones",
    "apply_changes": "tuning",
    "arrive_at_round": "arrivals",
    "arrive_with": "arrivals",
    "change_scene_event": "scene",
    "creature_entry": "roster",
    "group": "groups",
    "link": "zones",
    "move_to_side": "sides",
    "place": "zones",
    "remove_combatant": "roster",
    "remove_scene_event": "scene",
    "remove_side": "sides",
    "remove_zone": "zones",
    "rename_group": "groups",
    "rename_side": "sides",
    "rename_zone": "zones",
    "scene_rows": "scene",
    "set_hidden": "sides",
    "set_number": "numbers",
    "set_options": "options",
    "set_side_allies": "sides",
    "set_side_stance": "sides",
    "set_zone_hazard": "scene",
    "set_zone_tag": "zones",
    "side_name": "sides",
    "sides_of": "sides",
    "stat_block_groups": "groups",
    "suggested_group_name": "groups",
    "swap_creature": "roster",
    "ungroup": "groups",
    "unique_name": "roster",
    "unlink": "zones",
    "use_map": "zones",
}
_KINDS = ("zones", "roster", "sides", "groups", "scene", "options", "numbers", "tuning", "arrivals")
_SUBMODULES = frozenset((*_KINDS, "quick_roster"))

Edit = Callable[..., Edited]


def fixed_words(edit: Edit) -> str:
    """Why `edit` is refused once the fight has started, in the words of its kind (FIGHT_STARTED)."""
    return t(_fixed().get(getattr(edit, "__module__", ""), _kind("zones").FIXED))


def _kind(name: str) -> Any:
    return importlib.import_module(f"{__name__}.{name}")


def _fixed() -> dict[str, str]:
    fixed = {f"{__name__}.{name}": _kind(name).FIXED for name in _KINDS}
    fixed[f"{__name__}.quick_roster"] = _kind("roster").FIXED  # many at once is the roster's edit too
    return fixed


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return _kind(name)
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(_kind(_HOMES[name]), name)


__all__ = [
    "Edit",
    "Edited",
    "Setup",
    "add_creature",
    "add_many",
    "add_scene_event",
    "add_side",
    "add_zone",
    "apply_changes",
    "arrive_at_round",
    "arrive_with",
    "change_scene_event",
    "check",
    "creature_entry",
    "fixed_words",
    "group",
    "link",
    "move_to_side",
    "place",
    "remove_combatant",
    "remove_scene_event",
    "remove_side",
    "remove_zone",
    "rename_group",
    "rename_side",
    "rename_zone",
    "scene_rows",
    "set_hidden",
    "set_number",
    "set_options",
    "set_side_allies",
    "set_side_stance",
    "set_zone_hazard",
    "set_zone_tag",
    "side_name",
    "sides_of",
    "stat_block_groups",
    "suggested_group_name",
    "swap_creature",
    "ungroup",
    "unique_name",
    "unlink",
    "use_map",
    "zone_name",
]
