"""Running a fight: the attack flow, a form for any legal command, health tracks and conditions.

`CombatPanel` holds them in tabs; `ThreatAttackPanel` is Threat & Retaliation's attack against a
Threat with its Retaliations; `CommandForm` offers every legal command of any system; `CombatantCard`
shows one combatant's tracks, status and conditions. `selected_cids(scene)` reads the canvas selection.
The forms share: `dice_entry` (a roll typed, or left to GM Desk when the campaign allows), `notes` (the
line that says why a button waits: a hint, or a red refusal), `sides` (foes first, allies and self
apart) and `scroll` (fields that scroll above a button that stays in view).
"""

from gm_desk.ui.combat.combatant_card import CombatantCard
from gm_desk.ui.combat.command_form import CommandForm
from gm_desk.ui.combat.conditions import ConditionsEditor
from gm_desk.ui.combat.dice_entry import DiceEntry
from gm_desk.ui.combat.panel import CombatPanel, selected_cids
from gm_desk.ui.combat.pending import PendingRetaliations
from gm_desk.ui.combat.threat_attack import ThreatAttackPanel

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
