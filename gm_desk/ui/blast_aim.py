"""Aiming a blast from the map: "Blast attack here…" in a zone's menu (Faction Passing's `factions.attack`).

Offered in the fights of a system that asks for "blast_aim" (`Presentation.ui_features`), never in prep.

When the character holding the turn carries a ranged blast weapon (`Presentation.blast_aims`, plain
`BlastAim` data naming the command), each zone's menu offers to throw it there; the entry is greyed
out, with the rules' reason as its tooltip, where the rules would refuse. It does not attack at once:
it opens the combat panel's Action tab on that command with that weapon and zone, so the GM can still
type the dice (the save to hit, the deviation) before pressing the button.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QMenu

from gm_desk.rules import prep
from gm_desk.rules.feature_data import BlastAim
from gm_desk.rules.presentation import BLAST_AIM
from gm_desk.ui.combat.panel import ACTION_TAB
from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import menu_text, tooltip

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts

MESSAGE_MS = 12000


def zone_menu_hook(window: MainParts) -> Callable[[QMenu, str, str], None]:
    def hook(menu: QMenu, kind: str, zone_id: str) -> None:
        session = window.session
        if kind != "zone" or session is None or session.in_prep or not session.ruleset.presentation.shows(BLAST_AIM):
            return
        state = session.state
        actor = state.combatants.get(state.actor) if state.actor else None
        aims = session.ruleset.presentation.blast_aims(state, actor.id) if actor is not None else ()
        if actor is None or not aims:
            return
        menu.addSeparator()
        menu.setToolTipsVisible(True)
        zone = prep.zone_name(session.setup, zone_id)
        for aim in aims:
            weapon = aim.weapon
            label = (
                tr("Blast attack here…")
                if len(aims) == 1
                else tr("Blast attack here with the {weapon}…", weapon=menu_text(weapon))
            )
            act = menu.addAction(label, partial(aim_blast, window, aim, zone_id))
            refused = session.encounter.check(aim.command(zone_id))
            act.setEnabled(refused is None)
            act.setToolTip(
                tooltip(
                    refused.message
                    if refused
                    else tr(
                        "{actor} throws the {weapon} at {zone}.", actor=actor.name, weapon=weapon, zone=zone
                    )
                )
            )

    return hook


def aim_blast(window: MainParts, aim: BlastAim, zone_id: str) -> bool:
    """Preset the Action tab to this blast; False (with a status message) if the form cannot offer it."""
    session, form = window.session, window.combat.action
    if session is None:
        return False
    form.refresh()
    weapon, kind = aim.weapon, aim.command_type
    # The rules' samples aim each blast weapon at the thrower's own zone; the zone field then retargets it.
    samples = [
        c for c in form.samples if c.type == kind and c.actor == aim.actor and c.args.get("weapon") == weapon
    ]
    sample = next((c for c in samples if "zone" in c.args), None)
    if sample is None or not form.pick(kind, weapon=weapon, zone=sample.args["zone"]):
        window.statusBar().showMessage(
            tr("The Action tab cannot offer a blast with the {weapon} now.", weapon=weapon), MESSAGE_MS
        )
        return False
    combo = form.editors["zone"].widget
    if isinstance(combo, QComboBox):
        combo.setCurrentIndex(combo.findData(zone_id))
    window.combat.show_tab(ACTION_TAB)
    window.combat_dock.show()
    window.combat_dock.raise_()
    form.go.setFocus()
    return True
