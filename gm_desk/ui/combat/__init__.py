"""Running a fight: the attack flow, a form for any legal command, health tracks and conditions.

`CombatPanel` holds them in tabs; `ThreatAttackPanel` is Threat & Retaliation's attack against a
Threat with its Retaliations; `CommandForm` offers every legal command of any system; `CombatantCard`
shows one combatant's tracks, status and conditions. `selected_cids(scene)` reads the canvas selection.
The forms share: `dice_entry` (a roll typed, or left to GM Desk when the campaign allows), `notes` (the
line that says why a button waits: a hint, or a red refusal), `sides` (foes first, allies and self
apart) and `scroll` (fields that scroll above a button that stays in view).

The names load on first use (PEP 562): the window imports the panel alone, and the panel builds its
hidden tabs (and imports their modules) when they are first needed.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gm_desk.ui.combat.combatant_card import CombatantCard
    from gm_desk.ui.combat.command_form import CommandForm
    from gm_desk.ui.combat.conditions import ConditionsEditor
    from gm_desk.ui.combat.dice_entry import DiceEntry
    from gm_desk.ui.combat.panel import CombatPanel, selected_cids
    from gm_desk.ui.combat.pending import PendingRetaliations
    from gm_desk.ui.combat.threat_attack import ThreatAttackPanel

_HOMES = {
    "CombatPanel": "gm_desk.ui.combat.panel",
    "CombatantCard": "gm_desk.ui.combat.combatant_card",
    "CommandForm": "gm_desk.ui.combat.command_form",
    "ConditionsEditor": "gm_desk.ui.combat.conditions",
    "DiceEntry": "gm_desk.ui.combat.dice_entry",
    "PendingRetaliations": "gm_desk.ui.combat.pending",
    "ThreatAttackPanel": "gm_desk.ui.combat.threat_attack",
    "selected_cids": "gm_desk.ui.combat.panel",
}

__all__ = [
    "CombatPanel",
    "CombatantCard",
    "CommandForm",
    "ConditionsEditor",
    "DiceEntry",
    "PendingRetaliations",
    "ThreatAttackPanel",
    "selected_cids",
]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
