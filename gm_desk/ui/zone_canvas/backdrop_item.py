"""The map picture under the zones: drawn below everything, faded as the GM set it.

Locked (the usual state once it is placed), it takes no click: a double-click on it makes a zone and a
drag draws a selection, as on the bare canvas. Unlocked, the GM drags it into place; the release is
one undo step (`EncounterSession.set_picture`), through the scene.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gm_desk.ui.pictures import image_of, picture_rect

BACKDROP_Z = -1000.0


@runtime_checkable
class BackdropHost(Protocol):
    def picture_moved(self, placement: dict[str, Any]) -> None: ...


class BackdropItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(BACKDROP_Z)
        self.placement: dict[str, Any] | None = None
        self._image: QImage | None = None
        self._rect = QRectF()
        self._press: QPointF | None = None
        self.hide()

    def set_placement(self, placement: dict[str, Any] | None) -> None:
        """Show the picture as `placement` (cleaned) says, or nothing (None, or a picture that cannot
        be shown)."""
        self.placement = placement
        image = image_of(placement["digest"]) if placement else None
        self.prepareGeometryChange()
        self._image = image
        self._rect = picture_rect(placement, image) if placement and image is not None else QRectF()
        self.setPos(0, 0)
        locked = placement is None or bool(placement.get("locked"))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton if locked else Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.ArrowCursor if locked else Qt.CursorShape.SizeAllCursor)
        self.setVisible(image is not None)
        self.update()

    def picture_rect(self) -> QRectF:
        """Where the picture lies on the canvas now (empty when there is none)."""
        return self._rect.translated(self.pos())

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._image is None or self.placement is None:
            return
        painter.setOpacity(float(self.placement["opacity"]))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(self._rect, self._image)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = event.scenePos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None:
            self.setPos(event.scenePos() - self._press)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        moved = self.pos()
        self._press = None
        if self.placement is None or (moved.x() == 0 and moved.y() == 0):
            return
        placement = {
            **self.placement,
            "x": round(self.placement["x"] + moved.x()),
            "y": round(self.placement["y"] + moved.y()),
        }
        host = self.scene()
        if isinstance(host, BackdropHost):
            host.picture_moved(placement)  # the session's layout changes; the scene places it again

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.ignore()


def is_backdrop(item: QGraphicsItem | None) -> bool:
    return isinstance(item, BackdropItem)
