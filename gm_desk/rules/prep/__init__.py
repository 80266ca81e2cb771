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
"""

from __future__ import annotations

from collections.abc import Callable

from gm_desk.rules.i18n import t
from gm_desk.rules.prep import (
    arrivals,
    groups,
    numbers,
    options,
    quick_roster,
    roster,
    scene,
    sides,
    tuning,
    zones,
)
from gm_desk.rules.prep.arrivals import arrive_at_round, arrive_with
from gm_desk.rules.prep.check import check
from gm_desk.rules.prep.edited import Edited, Setup, zone_name
from gm_desk.rules.prep.groups import group, rename_group, stat_block_groups, suggested_group_name, ungroup
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

Edit = Callable[..., Edited]

_FIXED = {
    module.__name__: module.FIXED
    for module in (zones, roster, sides, groups, scene, options, numbers, tuning, arrivals)
}
_FIXED[quick_roster.__name__] = roster.FIXED  # many at once is the roster's edit too


def fixed_words(edit: Edit) -> str:
    """Why `edit` is refused once the fight has started, in the words of its kind (FIGHT_STARTED)."""
    return t(_FIXED.get(getattr(edit, "__module__", ""), zones.FIXED))


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
