"""Encounter ▸ Map picture…: a picture under the zones (a drawn map, a photo of the battle mat), where it
lies, how large, how faded, and whether it is locked.

Every change is one undo step of the encounter's layout (a slider's drag merges into one), saved with
the encounter and shown in the player view and on the prep sheet. A picture that is refused (not a
picture, damaged, too large) is refused in the dialog's message line, and nothing changes.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.store import StoreError
from gm_desk.ui.file_dialogs import ask_open
from gm_desk.ui.i18n import tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.pictures import PICTURE_FILES, image_of
from gm_desk.ui.plain_text import plain_label
from gm_desk.zone_layout import MAX_PICTURE_WIDTH, MIN_OPACITY, MIN_PICTURE_WIDTH

if TYPE_CHECKING:
    from gm_desk.ui.main_parts import MainParts

OPACITY_MERGE, WIDTH_MERGE, PLACE_MERGE = 0x5049_0001, 0x5049_0002, 0x5049_0003
FIT_MARGIN = 60.0  # the picture reaches this far past the outermost zones when fitted to them


def fitted(session: Any, width: int, height: int) -> dict[str, float]:
    """A picture of `width` x `height` pixels laid under the zones so that it covers them all (its shape
    kept, centred on them); at its own size at the origin on an empty map."""
    bounds = QRectF()
    for zone_id in session.state.zones.zones:
        bounds = bounds.united(session.zone_rect(zone_id))
    if bounds.isNull():
        return {"x": 0.0, "y": 0.0, "width": float(min(width, 1600))}
    bounds = bounds.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
    scale = max(bounds.width() / width, bounds.height() / height)
    shown_w, shown_h = width * scale, height * scale
    centre = bounds.center()
    return {
        "x": round(centre.x() - shown_w / 2),
        "y": round(centre.y() - shown_h / 2),
        "width": round(min(MAX_PICTURE_WIDTH, max(MIN_PICTURE_WIDTH, shown_w))),
    }


class MapPictureDialog(QDialog):
    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapPictureDialog")
        self.setWindowTitle(tr("Map picture"))
        self._notices = notices
        self.session: Any = notices.session
        self._filling = False
        intro = plain_label(
            tr(
                "A picture under the zones: a drawn map, or a photo of the battle mat. The zones are drawn "
                "over it, and the players see it too. PNG, JPEG or WebP, up to 20 MB."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.about = plain_label("", self)
        self.about.setObjectName("pictureAbout")
        self.choose = QPushButton(tr("&Choose picture…"), self)
        self.remove = QPushButton(tr("&Remove picture"), self)
        self.fit = QPushButton(tr("&Fit to the zones"), self)
        self.fit.setToolTip(tr("Scale and move the picture so that it lies under every zone"))
        buttons = QHBoxLayout()
        for button in (self.choose, self.fit, self.remove):
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.width_box = QSpinBox(self)
        self.width_box.setRange(int(MIN_PICTURE_WIDTH), int(MAX_PICTURE_WIDTH))
        self.width_box.setSingleStep(20)
        self.width_box.setSuffix(tr(" px on the map"))
        self.x_box, self.y_box = QSpinBox(self), QSpinBox(self)
        for box in (self.x_box, self.y_box):
            box.setRange(-100_000, 100_000)
            box.setSingleStep(10)
        place = QHBoxLayout()
        place.addWidget(QLabel(tr("left"), self))
        place.addWidget(self.x_box, 1)
        place.addWidget(QLabel(tr("top"), self))
        place.addWidget(self.y_box, 1)
        self.opacity = QSlider(Qt.Orientation.Horizontal, self)
        self.opacity.setRange(int(MIN_OPACITY * 100), 100)
        self.opacity.setSingleStep(5)
        self.opacity.setPageStep(10)
        self.opacity_words = plain_label("", self)
        self.opacity_words.setMinimumWidth(self.fontMetrics().horizontalAdvance("100 %") + 8)
        fade = QHBoxLayout()
        fade.addWidget(self.opacity, 1)
        fade.addWidget(self.opacity_words)
        self.locked = QCheckBox(
            tr("&Locked: clicks go to the zones (unlock to drag the picture on the map)"), self
        )
        form = QFormLayout()
        form.addRow(tr("&Width"), self.width_box)
        form.addRow(tr("Place"), place)
        shows = QLabel(tr("&Shows"), self)
        shows.setBuddy(self.opacity)
        form.addRow(shows, fade)
        form.addRow("", self.locked)
        self.message = plain_label("", self)
        self.message.setObjectName("dialogMessage")
        self.message.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(buttons)
        layout.addWidget(self.about)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(close)

        self.choose.clicked.connect(self.choose_picture)
        self.remove.clicked.connect(lambda: self._set(None, tr("Remove map picture")))
        self.fit.clicked.connect(self.fit_to_zones)
        self.width_box.valueChanged.connect(
            lambda v: self._change({"width": float(v)}, tr("Scale map picture"), WIDTH_MERGE)
        )
        self.x_box.valueChanged.connect(
            lambda v: self._change({"x": float(v)}, tr("Move map picture"), PLACE_MERGE)
        )
        self.y_box.valueChanged.connect(
            lambda v: self._change({"y": float(v)}, tr("Move map picture"), PLACE_MERGE)
        )
        self.opacity.valueChanged.connect(
            lambda v: self._change({"opacity": v / 100}, tr("Fade map picture"), OPACITY_MERGE)
        )
        self.locked.toggled.connect(
            lambda on: self._change(
                {"locked": on}, tr("Lock map picture") if on else tr("Unlock map picture")
            )
        )
        notices.follow(self._changed)
        notices.refused.connect(self._refused)
        self.refresh()

    # --- following the encounter ------------------------------------------------------------------

    def _changed(self, notice: Notice) -> None:
        if notice.session is not self.session:
            self.reject()  # another encounter opened: this one's picture dialog goes
        elif notice.layout:
            self.refresh()

    def _refused(self, _code: str, text: str) -> None:
        self.message.setText(text)

    def refresh(self) -> None:
        """Show the picture's settings as the encounter has them now."""
        placement = self.session.picture if self.session is not None else None
        image = image_of(placement["digest"]) if placement else None
        info = repo.picture_info(placement["digest"]) if placement else None
        self._filling = True
        try:
            for part in (
                self.fit,
                self.remove,
                self.width_box,
                self.x_box,
                self.y_box,
                self.opacity,
                self.locked,
            ):
                part.setEnabled(placement is not None)
            if placement is None:
                self.about.setText(tr("No picture: the zones lie on the bare canvas."))
                self.opacity_words.setText("")
                return
            if info is None or image is None:
                self.about.setText(tr("The picture can no longer be shown; choose it again."))
            else:
                self.about.setText(
                    tr(
                        "{kind} picture, {width}×{height} pixels, {size} KB.",
                        kind=info.kind.upper(),
                        width=info.width,
                        height=info.height,
                        size=max(1, round(info.size / 1024)),
                    )
                )
            self.width_box.setValue(round(placement["width"]))
            self.x_box.setValue(round(placement["x"]))
            self.y_box.setValue(round(placement["y"]))
            self.opacity.setValue(round(placement["opacity"] * 100))
            self.opacity_words.setText(f"{round(placement['opacity'] * 100)} %")
            self.locked.setChecked(bool(placement["locked"]))
        finally:
            self._filling = False

    # --- changes ----------------------------------------------------------------------------------

    def choose_picture(self) -> None:
        path = ask_open(self, tr("Choose a map picture"), tr("Pictures ({patterns})", patterns=PICTURE_FILES))
        if path is None:
            return
        try:
            record = repo.import_picture(path)
        except StoreError as exc:
            self.message.setText(str(exc))
            return
        self.use_picture(record.digest, record.width, record.height)

    def use_picture(self, digest: str, width: int, height: int) -> bool:
        """Put a kept picture under the zones, fitted to them and locked; one undo step."""
        placement = {"digest": digest, "opacity": 1.0, "locked": True, **fitted(self.session, width, height)}
        return self._set(placement, tr("Map picture"))

    def fit_to_zones(self) -> None:
        placement = self.session.picture
        image = image_of(placement["digest"]) if placement else None
        if placement is None or image is None:
            return
        self._set({**placement, **fitted(self.session, image.width(), image.height())}, tr("Fit map picture"))

    def _change(self, part: dict[str, Any], text: str, merge: int = -1) -> None:
        placement = self.session.picture if self.session is not None else None
        if self._filling or placement is None:
            return
        self._set({**placement, **part}, text, merge)

    def _set(self, placement: dict[str, Any] | None, text: str, merge: int = -1) -> bool:
        self.message.setText("")
        return bool(self.session.set_picture(placement, text, merge))

    def done(self, result: int) -> None:
        for signal, slot in ((self._notices.changed, self._changed), (self._notices.refused, self._refused)):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        super().done(result)


def open_map_picture(window: MainParts) -> MapPictureDialog | None:
    """Encounter ▸ Map picture…"""
    if window.session is None:
        window.say(tr("Open an encounter first."), 5000)
        return None
    dialog = MapPictureDialog(window.notices, window.window())
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
