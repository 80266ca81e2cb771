"""The combat systems, one package each, and the way in to them: `get_ruleset` and the registry.

Each system is one package here. Which systems there are is said once, in `gm_desk.rules.systems`
(`BUILT_IN`, `register`), whose names this package passes on; here a system's ruleset is made the first
time it is asked for, and kept (rulesets hold no state). The UI reaches a system only through these
names, never by importing its package.

A system's package names its files by role, the same name for the same role in every system:

- `__init__.py`: the ruleset class (the package's name for it: `Glowlands`, `Teams`...), which wires
  the other files to the engine's hooks (`gm_desk.rules.system_rules.SystemRules`);
- `statblock.py`: the stat-block schema of its bestiary (its plugin names it);
- `options.py`: its options, every reading adopted for an unclear rule or a table's choice, with
  its default;
- `demo.py`: the demo encounter (`demo_setup`);
- `turns.py`: the turn order: rounds, turns, who acts next;
- `table.py`: what the table sees: the prompt and the turn-order tracker (`prompt`, `order`);
- `legal.py`: a sample of the commands the rules accept now (`legal_commands`);
- `checks.py`: a combatant's stat block before the fight (`check_combatant`) and the promises every
  state keeps (`invariants`);
- `words.py`: the log, a sentence for each of the system's own events (`describe`);
- `display.py`: what the panels show, its `Presentation` (the class it names in `Ruleset.looks`);

and, where a system has the idea at all:

- `schedule.py`: its phases and how its scheduler's data is read and written, where these stand
  apart from `turns.py`;
- `stats.py`: reading a combatant's stat block (scores, tracks, weapons) for the rules;
- `space.py`: where combatants stand and what is near, where the zone graph alone does not say;
- `rolls.py`: how its dice are rolled and read (a d20 against a Threat, a test with the luck die,
  a save rolled under a score, a pool of successes);
- `scene.py`: the GM's scene data, the setup keys only it reads (`check_keys`, `initial_data`);
- `reducers.py`: how its own events fold into the state, where they do more than report;
- `aftermath.py`: what the end of the fight brings.

Its other files are named for the ideas of its chapter (`attacks.py`, `damage.py`, `deck.py`...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gm_desk.rules.plugin import SystemPlugin
from gm_desk.rules.systems import (
    BUILT_IN,
    RULESETS,
    UnknownRuleset,
    available,
    plugin_for,
    register,
    unregister,
)

if TYPE_CHECKING:
    from gm_desk.rules.ruleset import Ruleset

__all__ = [
    "BUILT_IN",
    "RULESETS",
    "UnknownRuleset",
    "available",
    "get_ruleset",
    "plugin_for",
    "register",
    "unregister",
]

# id -> (the plugin it was made from, the ruleset): a system registered again under its id is made anew.
_instances: dict[str, tuple[SystemPlugin, Ruleset]] = {}


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with this id (one shared instance: rulesets hold no state); UnknownRuleset if none."""
    plugin = plugin_for(ruleset_id)
    made = _instances.get(ruleset_id)
    if made is None or made[0] is not plugin:
        made = _instances[ruleset_id] = (plugin, plugin.make_ruleset())
    return made[1]
