"""The action list's box shortens a long entry with "…" and gives its whole words as the tooltip; an
entry that fits is drawn whole."""

from __future__ import annotations

from typing import Any

from gm_desk.ui.eliding_combo import ElidingComboBox


def test_a_long_entry_ends_in_an_ellipsis_and_its_whole_words_are_the_tooltip(qtbot: Any) -> None:
    box = ElidingComboBox()
    qtbot.addWidget(box)
    long = "Prepare: Brannoc (attack, when it moves) with a good deal more words"
    box.addItems(["Move: Haelon → Relay Yard", long])
    box.setFixedWidth(220)
    box.show()
    qtbot.waitExposed(box)
    assert box.shown_text() == "Move: Haelon → Relay Yard"  # it fits: drawn whole
    box.setCurrentIndex(1)
    shown = box.shown_text()
    assert shown.endswith("…") and long.startswith(shown[:-1].rstrip())
    assert box.toolTip() == long
    box.setFixedWidth(900)
    assert box.shown_text() == long  # room enough: the whole entry
    assert not box.grab().toImage().isNull()
    box.addItem("Attack: <b>Ada</b> → Orc")
    box.setCurrentIndex(2)
    assert box.toolTip() != "Attack: <b>Ada</b> → Orc" and "&lt;b&gt;" in box.toolTip()  # shown as typed
