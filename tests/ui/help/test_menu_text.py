"""Names from the data become menu texts with their `&` kept: the bestiary's New menu, the demo menu."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from gm_desk.rules.rulesets import available
from gm_desk.ui.bestiary import BestiaryLibrary
from gm_desk.ui.plain_text import menu_text


def test_menu_text_doubles_every_ampersand() -> None:
    assert menu_text("Threat & Retaliation") == "Threat && Retaliation"
    assert menu_text("A&&B") == "A&&&&B"
    assert menu_text("Plain") == "Plain"


def test_the_bestiary_new_menu_names_each_system_as_written(qtbot, store) -> None:
    library = BestiaryLibrary()
    qtbot.addWidget(library)
    menu: QMenu = library.new_menu
    assert [a.text() for a in menu.actions()] == [name.replace("&", "&&") for _, name in available()]
    assert "Threat && Retaliation" in [a.text() for a in menu.actions()]
