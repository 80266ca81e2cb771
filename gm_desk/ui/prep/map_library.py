"""Encounter ▸ Save map to library… and Encounter ▸ Use a map from the library….

Saving takes the open encounter's zones, links, tags and canvas places under a name; the library dialog
lists the stored maps with a small drawing of each (its zones' rectangles and links), stamps the one
picked into the open encounter while it is in prep (the session's `use_map`, one undo step), and
imports or exports maps as TOML files (the store checks them: gm_desk/store/map_store.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules import prep
from gm_desk.rules.zone_maps import ZoneMap, from_encounter
from gm_desk.store import StoreError, map_store, sanitise_filename
from gm_desk.ui.file_dialogs import ask_open, ask_save
from gm_desk.ui.i18n import tr
from gm_desk.ui.theme import colour
from gm_desk.zone_layout import clean_layout, fill_layout

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk


def placed(zone_map: ZoneMap) -> dict[str, list[float]]:
    """Every zone's rectangle: the saved ones, and the canvas's default places for the rest."""
    layout = clean_layout({"zones": zone_map.rects})
    links = [frozenset(map(str, link)) for link in zone_map.zones.get("links", []) if len(set(link)) == 2]
    fill_layout(layout, zone_map.zone_ids(), links)
    zones: dict[str, list[float]] = layout["zones"]
    return zones


class MapPreview(QWidget):
    """The picked map drawn small: its zones' rectangles with their names, and lines for its links."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapPreview")
        self.setMinimumSize(360, 260)
        self.zone_map: ZoneMap | None = None

    def show_map(self, zone_map: ZoneMap | None) -> None:
        self.zone_map = zone_map
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        if self.zone_map is None:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("No map picked"))
            return
        rects = placed(self.zone_map)
        left = min(r[0] for r in rects.values())
        top = min(r[1] for r in rects.values())
        right = max(r[0] + r[2] for r in rects.values())
        bottom = max(r[1] + r[3] for r in rects.values())
        margin = 10.0
        width, height = max(right - left, 1.0), max(bottom - top, 1.0)
        scale = min((self.width() - 2 * margin) / width, (self.height() - 2 * margin) / height)

        def box(zone_id: str) -> QRectF:
            x, y, w, h = rects[zone_id]
            return QRectF(margin + (x - left) * scale, margin + (y - top) * scale, w * scale, h * scale)

        painter.setPen(QPen(colour("#8a8a8a"), 2))
        for a, b in self.zone_map.zones.get("links", []):
            if a in rects and b in rects:
                painter.drawLine(QPointF(box(a).center()), QPointF(box(b).center()))
        names = {z["id"]: z.get("name") or z["id"] for z in self.zone_map.zones.get("zones", [])}
        for zone_id in rects:
            area = box(zone_id)
            painter.setPen(QPen(colour("#4a6a8a"), 1.5))
            painter.setBrush(colour("#e8eef5"))
            painter.drawRoundedRect(area, 4, 4)
            painter.setPen(colour("#202020"))
            painter.drawText(
                area.adjusted(3, 3, -3, -3),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                names.get(zone_id, zone_id),
            )


class MapLibraryDialog(QDialog):
    """The stored maps; Use map stamps the picked one into the open encounter."""

    def __init__(self, window: Desk) -> None:
        super().__init__(window.window())
        self.window_ = window
        self.setObjectName("mapLibraryDialog")
        self.setWindowTitle(tr("Map library"))
        self.resize(720, 440)
        self.maps = QListWidget(self)
        self.maps.setObjectName("mapList")
        self.preview = MapPreview(self)
        self.details = QLabel(self)
        self.details.setObjectName("mapDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.import_button = QPushButton(tr("&Import…"), self)
        self.export_button = QPushButton(tr("&Export…"), self)
        self.delete_button = QPushButton(tr("&Delete"), self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.use_button = self.buttons.addButton(tr("&Use map"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.use_picked)
        self.buttons.rejected.connect(self.reject)
        self.import_button.clicked.connect(lambda: self.import_file())
        self.export_button.clicked.connect(lambda: self.export_file())
        self.delete_button.clicked.connect(self.delete_picked)
        self.maps.currentRowChanged.connect(self._show_picked)
        self.maps.itemDoubleClicked.connect(lambda _item: self.use_picked())
        side = QVBoxLayout()
        side.addWidget(QLabel(tr("Maps:"), self))
        side.addWidget(self.maps, 1)
        row = QHBoxLayout()
        for button in (self.import_button, self.export_button, self.delete_button):
            row.addWidget(button)
        side.addLayout(row)
        main = QHBoxLayout()
        main.addLayout(side, 2)
        right = QVBoxLayout()
        right.addWidget(self.preview, 1)
        right.addWidget(self.details)
        main.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(main, 1)
        layout.addWidget(self.buttons)
        self.reload()

    def reload(self, pick: int | None = None) -> None:
        self.maps.clear()
        try:
            records = map_store.list_maps()
        except StoreError as exc:
            records = []
            self.details.setText(str(exc))
        for record in records:
            item = QListWidgetItem(record.map.name)
            item.setData(Qt.ItemDataRole.UserRole, record)
            self.maps.addItem(item)
            if record.id == pick:
                self.maps.setCurrentItem(item)
        if self.maps.currentRow() < 0 and records:
            self.maps.setCurrentRow(0)
        self._show_picked()

    def picked(self) -> map_store.MapRecord | None:
        item = self.maps.currentItem()
        if item is None:
            return None
        record: map_store.MapRecord = item.data(Qt.ItemDataRole.UserRole)
        return record

    def _show_picked(self, *_args: object) -> None:
        record = self.picked()
        self.preview.show_map(record.map if record else None)
        for button in (self.use_button, self.export_button, self.delete_button):
            button.setEnabled(record is not None)
        if record is None:
            self.details.setText(tr("The library is empty: save a map from an encounter, or import one."))
            return
        zones = record.map.zones["zones"]
        tags = sorted({t for z in zones for t in z.get("tags", [])})
        counts = {"zones": len(zones), "links": len(record.map.zones.get("links", []))}
        if tags:
            self.details.setText(
                tr("{zones} zones, {links} links; tags: {tags}.", tags=", ".join(tags), **counts)
            )
        else:
            self.details.setText(tr("{zones} zones, {links} links.", **counts))

    def use_picked(self) -> None:
        record = self.picked()
        session = self.window_.session
        if record is None or session is None:
            return
        places = {zone_id: list(rect) for zone_id, rect in record.map.rects.items()}
        done = session.edit(prep.use_map, record.map, layout=lambda _edited, layout: {**layout, "zones": places})
        if done is None:
            return  # the session said why (the fight started, or the rules refused the setup)
        words = [tr("'{name}' now uses the map {map}.", name=session.name, map=record.map.name), *done.notes]
        self.window_.say(" ".join(words))
        self.accept()

    def import_file(self, path: str | Path | None = None) -> bool:
        if path is None:
            path = ask_open(self, tr("Import a map"), tr("Map files (*.toml)"))
            if not path:
                return False
        try:
            record = map_store.import_map(Path(path))
        except StoreError as exc:
            self.details.setText(str(exc))
            return False
        self.reload(record.id)
        self.details.setText(tr("Imported {name} from {name2}.", name=record.map.name, name2=Path(path).name))
        return True

    def export_file(self, path: str | Path | None = None) -> bool:
        record = self.picked()
        if record is None:
            return False
        if path is None:
            suggested = sanitise_filename(record.map.name, suffix=".toml")
            path = ask_save(self, tr("Export a map"), suggested, tr("Map files (*.toml)"))
            if not path:
                return False
        try:
            map_store.export_map(record.id, Path(path))
        except (StoreError, OSError) as exc:
            self.details.setText(tr("{name}: could not be written ({exc}).", name=Path(path).name, exc=exc))
            return False
        self.details.setText(tr("Exported {name} to {name2}.", name=record.map.name, name2=Path(path).name))
        return True

    def delete_picked(self) -> None:
        record = self.picked()
        if record is None:
            return
        try:
            map_store.delete_map(record.id)
        except StoreError as exc:
            self.details.setText(str(exc))
            return
        self.reload()


def open_map_library(window: Desk) -> MapLibraryDialog | None:
    """Encounter ▸ Use a map from the library…: the dialog, window-modal."""
    if window.session is None:
        return None
    window.session.flush()  # a layout edit still waiting is written before the map replaces it
    dialog = MapLibraryDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def save_map_to_library(window: Desk) -> QInputDialog | None:
    """Encounter ▸ Save map to library…: asks for a name, then stores the open encounter's map."""
    session = window.session
    if session is None:
        return None
    ask = QInputDialog(window.window())
    ask.setObjectName("saveMapDialog")
    ask.setWindowTitle(tr("Save map to library"))
    ask.setLabelText(tr("Name of the map:"))
    ask.setTextValue(session.name)
    ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def save(name: str) -> None:
        zone_map = from_encounter(name.strip(), session.setup, session.layout)
        try:
            map_store.save_map(zone_map)
        except StoreError as exc:
            window.say(str(exc))
            return
        count = len(zone_map.zones.get("zones", []))
        window.say(
            tr("Saved the map {name} ({count} zones) to the library.", name=zone_map.name, count=count)
        )

    ask.textValueSelected.connect(save)
    ask.open()
    return ask
