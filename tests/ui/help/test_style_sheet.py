"""The app's style sheet as a GM sees it: a drop-down's open list shows its current row's text."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from gm_desk.ui.resources import style_sheet


def _colours(image, rect) -> set[int]:
    return {
        image.pixel(x, y) for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom())
    }


def test_an_open_drop_down_draws_its_current_row_readably(qtbot) -> None:
    host = QWidget()
    host.setStyleSheet(style_sheet())  # as the main window does: every dialog is its child
    qtbot.addWidget(host)
    combo = QComboBox(host)
    combo.addItems(["Threat & Retaliation", "Alternating teams", "Factions"])
    combo.setCurrentIndex(1)
    QVBoxLayout(host).addWidget(combo)
    host.resize(360, 120)
    host.show()
    qtbot.waitExposed(host)

    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(lambda: view.isVisible())
    qtbot.wait(50)
    image = view.viewport().grab().toImage()
    current = view.visualRect(combo.model().index(1, 0))
    other = view.visualRect(combo.model().index(2, 0))
    assert current.height() < 60, "a row as tall as the list: the items took the field's rule"
    row = _colours(image, current.adjusted(2, 2, -2, -2))
    assert len(row) > 2, "the current row is one blank colour: its text is not drawn"
    # The current row stands out from the others, and its text is dark on its light background.
    background = image.pixelColor(current.right() - 3, current.center().y())
    assert background != image.pixelColor(other.right() - 3, other.center().y())
    darkest = min(
        image.pixelColor(x, y).lightness()
        for x in range(current.left(), current.right())
        for y in range(current.top(), current.bottom())
    )
    assert background.lightness() - darkest > 120
    combo.hidePopup()


def test_the_resources_folder_is_found_once_and_holds_the_icons_and_style_sheets() -> None:
    """Every icon asks for the folder: it is resolved once (a start asks a dozen times before its paint)."""
    from gm_desk.ui.resources import icon, resources_dir

    folder = resources_dir()
    assert resources_dir() is folder
    assert (folder / "styles" / "light.qss").is_file() and (folder / "icons" / "gm-desk.svg").is_file()
    assert not icon("gm-desk").isNull() and style_sheet()
