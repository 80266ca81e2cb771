"""View ▸ Go to: one key to each panel, so a whole round can be run from the keyboard.

Ctrl+1 the map, Ctrl+2 the initiative, Ctrl+3 the form the acting combatant uses (the Attack form's
d20 field on a PC's turn in Threat & Retaliation, else the Action form's list of what can be done:
arrows to choose, Return to do it), Ctrl+4 the bestiary's search, Ctrl+5 the combat log's filter,
Ctrl+6 the Action form's list whatever the system. Space is Next wherever the focus is not in a text
field; Return does what a form shows; a digit typed on the map starts the acting PC's roll. Once a
form's command is applied (or the last initiative roll entered) the keys go back to the map, so Space,
Escape and Ctrl+Z act on the fight; Escape in a form goes back to the map too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLineEdit, QMenu, QWidget

from gm_desk.ui.i18n import tr

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts


def _focus(dock: QDockWidget | None, widget: Callable[[], QWidget | None]) -> Callable[[], None]:
    def go() -> None:
        if dock is not None:
            dock.show()
            dock.raise_()
        target = widget()
        if target is not None:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)

    return go


def action_form_picker(window: MainParts) -> QWidget:
    combat = window.combat
    combat.tabs.setCurrentWidget(combat._action_page)
    return combat.action.picker


def back_to_the_map(window: MainParts) -> None:
    """Escape: the keys go back to the fight (the map); on the map, its selection goes."""
    canvas = window.canvas
    if canvas.hasFocus():
        canvas.map_scene.clearSelection()
    else:
        canvas.setFocus(Qt.FocusReason.ShortcutFocusReason)


def install_go_to(window: MainParts, view: QMenu) -> list[QAction]:
    """View ▸ Go to ▸ each panel, with Ctrl+1 … Ctrl+5; the actions, kept by the window."""
    menu = view.addMenu(tr("&Go to"))
    menu.setObjectName("goToMenu")
    places = [
        (tr("&Map"), "Ctrl+1", None, lambda: window.canvas),
        (tr("&Initiative"), "Ctrl+2", window.initiative_dock, lambda: window.initiative.order),
        (tr("&Form of the acting combatant"), "Ctrl+3", window.combat_dock, window.combat.form_for_actor),
        (tr("&Bestiary search"), "Ctrl+4", window.bestiary_dock, lambda: window.bestiary.search),
        (tr("Combat &log filter"), "Ctrl+5", window.log_dock, lambda: window.combat_log.filter),
        (tr("&Action form"), "Ctrl+6", window.combat_dock, lambda: action_form_picker(window)),
    ]
    made = []
    for text, key, dock, widget in places:
        act = menu.addAction(text)
        act.setShortcut(QKeySequence(key))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(_focus(dock, widget))
        window.addAction(act)
        made.append(act)
    escape = menu.addAction(tr("Back to the &map"))
    escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
    escape.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    escape.triggered.connect(lambda: back_to_the_map(window))
    window.addAction(escape)
    made.append(escape)
    window.combat.command_done.connect(
        lambda: window.canvas.setFocus(Qt.FocusReason.OtherFocusReason)
    )
    window.initiative.entry.all_entered.connect(
        lambda: window.canvas.setFocus(Qt.FocusReason.OtherFocusReason)
    )
    window.canvas.digit_typed.connect(lambda digit: type_ahead(window, digit))
    return made


def type_ahead(window: MainParts, digit: str) -> None:
    """A digit typed on the map starts the roll the acting combatant's form waits for (the d20 of a
    PC's attack in Threat & Retaliation, else the first roll of the command picked in the Action form),
    as Ctrl+3 then the digit would: the GM types the number a player calls out without reaching for
    the form. Where no roll waits for a player (a creature's turn, a command without dice) nothing
    changes, not even the form's tab."""
    combat = window.combat
    tab = combat.tabs.currentIndex()
    target: QWidget | None = combat.form_for_actor()
    if target is combat.action.picker:  # the Action form: the roll its picked command waits for, if any
        target = combat.action.waiting_roll()
    if not isinstance(target, QLineEdit) or not target.isEnabled():
        combat.tabs.setCurrentIndex(tab)
        return
    window.combat_dock.show()
    window.combat_dock.raise_()
    target.setFocus(Qt.FocusReason.ShortcutFocusReason)
    target.selectAll()  # a number left from before gives way to the new one
    target.insert(digit)
