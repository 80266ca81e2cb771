"""The Retaliation list of a Threat & Retaliation creature: the forms' list editor, read the GM's way.

Each line says what provokes the Retaliation, how far it reaches and what it deals ("Spear thrust —
melee · engaged · 1d6+1"), and a new one starts as a melee answer at Engaged range with 1d6 damage, the
commonest shape, so adding one is a rename and a number.
"""

from __future__ import annotations

from typing import Any

from gm_desk.ui.forms.lists import ListEditor
from gm_desk.ui.i18n import tr


def reach_text(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        if value == 0:
            return tr("same zone")
        return tr("{count} zone", count=value) if value == 1 else tr("{count} zones", count=value)
    return tr(str(value)) if value else "?"


class RetaliationEditor(ListEditor):
    """Add, remove and reorder Retaliations; each one's trigger, range, damage, effect and uses."""

    def entry_text(self, item: dict[str, Any]) -> str:
        name = super().entry_text(item)
        parts = [tr(str(item.get("trigger") or "?")), reach_text(item.get("range"))]
        damage = item.get("damage")
        parts.append(str(damage) if damage else tr("no damage"))
        uses = item.get("uses_per_round")
        if isinstance(uses, int) and uses > 1:
            parts.append(tr("{uses}/round", uses=uses))
        return f"{name} — {' · '.join(parts)}"

    def new_entry(self) -> dict[str, Any]:
        entry = super().new_entry()
        entry.update(name=tr("New retaliation"), trigger="melee", range="engaged", damage="1d6")
        return entry
