"""Pictures of the data file as Qt draws them: the map picture and the portraits, decoded once.

The bytes were checked when they came in (`gm_desk.store`'s picture intake); they are decoded here by
Qt's image reader with an allocation limit all the same, so a file changed behind GM Desk's back can
only fail to show, never fill the memory. A picture that cannot be shown is None (the map draws
without it; a token shows its initials).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QBrush, QImage, QImageReader, QPainter, QPainterPath, QPixmap

from gm_desk import store as repo
from gm_desk.store import StoreError

PICTURE_FILES = "*.png *.jpg *.jpeg *.webp"  # what a file dialog offers for a map picture or a portrait
ALLOCATION_LIMIT_MB = 512  # a 40-million-pixel picture (the most the intake lets in) decodes to 160 MB
_KEPT = 24  # decoded pictures kept at once (map pictures are large; portraits small)


class _Decoded:
    images: OrderedDict[str, QImage | None] = OrderedDict()


def image_of(digest: str | None) -> QImage | None:
    """The picture named `digest`, decoded, or None (no such picture, or it cannot be read)."""
    if not digest:
        return None
    cache = _Decoded.images
    if digest in cache:
        cache.move_to_end(digest)
        return cache[digest]
    image = _decode(digest)
    cache[digest] = image
    while len(cache) > _KEPT:
        cache.popitem(last=False)
    return image


def _decode(digest: str) -> QImage | None:
    try:
        data = repo.picture_data(digest)
    except StoreError:
        return None
    QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setAutoTransform(True)  # a phone's photo the right way up
    image = reader.read()
    return None if image.isNull() else image


def forget_pictures() -> None:
    """Drop what was decoded (another data file was opened)."""
    _Decoded.images.clear()
    _faces.clear()


_faces: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
_FACES_KEPT = 256  # a face per combatant, in the few sizes the map, the order and the cards draw


def round_face(digest: str | None, diameter: int) -> QPixmap | None:
    """A portrait cut to a circle `diameter` pixels across (its middle, filling the circle), or None."""
    if not digest:
        return None
    key = (digest, diameter)
    kept = _faces.get(key)
    if kept is not None:
        _faces.move_to_end(key)
        return kept
    face = _cut_face(digest, diameter)
    if face is not None:
        _faces[key] = face
        while len(_faces) > _FACES_KEPT:
            _faces.popitem(last=False)
    return face


def _cut_face(digest: str, diameter: int) -> QPixmap | None:
    image = image_of(digest)
    if image is None or diameter < 2:
        return None
    side = min(image.width(), image.height())
    square = image.copy((image.width() - side) // 2, (image.height() - side) // 2, side, side)
    scaled = square.scaled(
        diameter, diameter, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    face = QPixmap(diameter, diameter)
    face.fill(Qt.GlobalColor.transparent)
    painter = QPainter(face)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addEllipse(QRectF(0, 0, diameter, diameter))
    painter.fillPath(clip, QBrush(scaled))
    painter.end()
    return face


def draw_picture(painter: QPainter, placement: dict[str, Any] | None) -> None:
    """Paint the map picture where `placement` (a cleaned one: `zone_layout.clean_picture`) puts it, at
    its opacity, into a painter whose coordinates are the canvas's; nothing when there is no picture or
    it cannot be shown."""
    if not placement:
        return
    image = image_of(placement["digest"])
    if image is None:
        return
    painter.save()
    painter.setOpacity(placement["opacity"])
    painter.drawImage(picture_rect(placement, image), image)
    painter.restore()


def picture_rect(placement: dict[str, Any], image: QImage) -> QRectF:
    """Where the picture lies on the canvas: its corner and width from `placement`, its height from
    its own shape."""
    width = placement["width"]
    return QRectF(placement["x"], placement["y"], width, width * image.height() / max(1, image.width()))
