"""The manual's pictures: each one it names is shipped (and nothing it does not name), they stay small
for the installer, and the manual window really shows them (their paths are relative to the manual)."""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from gm_desk.ui.help import ManualViewer, manual_folder, manual_html, picture_folders

BUDGET = 1_500_000  # bytes, all pictures together: the installer has a size budget
NAMED = sorted(set(re.findall(r'<img src="([^"]+)"', manual_html("en"))))


def test_every_picture_the_manual_names_is_shipped_and_every_shipped_one_is_named() -> None:
    assert len(NAMED) >= 10
    shipped = sorted(p.relative_to(manual_folder()).as_posix() for p in (manual_folder() / "images").glob("*"))
    assert shipped == NAMED
    assert all(name.startswith("images/") and name.endswith(".png") for name in NAMED)


def test_the_pictures_are_small() -> None:
    sizes = {p: p.stat().st_size for p in manual_folder().rglob("images/*.png")}
    assert sum(sizes.values()) < BUDGET, sizes
    for path, size in sizes.items():
        assert size < 250_000, path
        image = QImage(str(path))
        assert not image.isNull() and image.width() <= 800, path


def test_a_language_with_pictures_of_its_own_shows_them_and_the_english_ones_for_the_rest(tmp_path) -> None:
    (tmp_path / "images").mkdir()
    assert picture_folders("de", tmp_path) == [tmp_path]
    (tmp_path / "de" / "images").mkdir(parents=True)
    assert picture_folders("de", tmp_path) == [tmp_path / "de", tmp_path]
    assert picture_folders("fr", tmp_path) == picture_folders("en", tmp_path) == [tmp_path]


def test_the_manual_window_shows_its_pictures(qtbot) -> None:
    viewer = ManualViewer()
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    document = viewer.browser.document()
    for name in NAMED:
        data = viewer.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl(name))
        assert not QImage.fromData(data).isNull(), name  # found beside the manual, whatever the current folder
    # and the laid-out page has them: its height grows by the pictures
    without = QTextDocument()
    without.setHtml(re.sub(r"<img [^>]*>", "", manual_html("en")))
    without.setTextWidth(document.textWidth())
    assert document.textWidth() > 300
    assert document.size().height() > without.size().height() + 1000
