"""The prep sheet on paper: File ▸ Print prep sheet…, File ▸ Export prep sheet as PDF…, `gm-desk prep-sheet`.

The sheet's content comes from `prep_sheet_content`; here the zone map is drawn with QPainter into an
image (zones as boxes with their names and tags, links as lines, tokens as labelled circles whose ring
says the side: a thick ring for the party, a filled disc for foes, a dashed ring for neutrals) and laid
out with the rest as one QTextDocument, printed to a QPdfWriter (A4 or Letter) or to a printer. Black on
white throughout, so it prints the same on any printer.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from gm_desk.ui.file_dialogs import ask_save
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.pictures import image_of, picture_rect
from gm_desk.ui.plain_text import literal
from gm_desk.ui.prep_sheet_content import MapToken, SheetContent

if TYPE_CHECKING:
    from gm_desk.ui.desk import Desk

PAGES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 14.0
PRINTED_PICTURE = 0.6  # how much of the map picture's strength the printed map keeps
MAP_PX = 1600  # the map image's width; drawn at about 240 dpi across the printed width
TOKEN_R = 21.0
PDF_FILTER = N_("PDF document (*.pdf)")  # these three: tr() where shown
PRINT_TITLE = N_("Print prep sheet")
EXPORT_TITLE = N_("Export prep sheet as PDF")
STYLE = """
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #000; }
h1 { font-size: 16pt; margin: 0; }
h2 { font-size: 12pt; margin-top: 12px; margin-bottom: 3px; border-bottom: 1px solid #000; }
h3 { font-size: 10pt; margin-top: 8px; margin-bottom: 1px; }
h4 { font-size: 9pt; margin-top: 3px; margin-bottom: 1px; font-style: italic; }
p { margin-top: 1px; margin-bottom: 2px; }
.meta { font-weight: normal; font-style: italic; color: #333; }
.label { color: #333; font-style: italic; }
table.grid { border: 1px solid #000; border-collapse: collapse; margin-bottom: 4px; }
table.grid th, table.grid td { border: 1px solid #000; font-size: 8pt; }
table.options td { font-size: 7pt; vertical-align: top; border-bottom: 1px solid #999; }
table.notes td.line { border-bottom: 1px solid #000; }
"""
LEGEND = N_(
    "Map: zones as boxes (name, then tags in brackets), links as lines. Tokens: "
    "<b>thick ring</b> = the party, <b>filled disc</b> = hostile, <b>dashed ring</b> = neutral."
)


def page_id(page: str) -> QPageSize.PageSizeId:
    """The paper of a page name ("a4" or "letter"); ValueError for another."""
    try:
        return PAGES[page.strip().lower()]
    except KeyError:
        raise ValueError(f"the page is A4 or Letter, not '{page}'") from None


# --------------------------------------------------------------------------------------------- map


def map_image(content: SheetContent, width: int = MAP_PX) -> QImage:
    """The zone map, scaled to `width` pixels (its height follows the map's shape)."""
    if not content.zones:
        return QImage()
    left = min(z.rect[0] for z in content.zones)
    top = min(z.rect[1] for z in content.zones)
    right = max(z.rect[0] + z.rect[2] for z in content.zones)
    bottom = max(z.rect[1] + z.rect[3] for z in content.zones)
    pad = 20.0
    scale = width / (right - left + 2 * pad)
    height = max(1, min(int((bottom - top + 2 * pad) * scale), int(width * 0.75)))
    scale = min(scale, height / (bottom - top + 2 * pad))
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(pad - left, pad - top)
    rects = {z.id: QRectF(*z.rect) for z in content.zones}
    over_picture = _picture(painter, content)
    painter.setPen(QPen(QColor("black"), 3.0))
    for a, b in content.links:
        if a in rects and b in rects:
            painter.drawLine(rects[a].center(), rects[b].center())
    for zone in content.zones:
        _zone(painter, zone.name, zone.tags, rects[zone.id], over_picture)
        standing = [t for t in content.tokens if t.zone == zone.id]
        _tokens(painter, rects[zone.id], standing)
    painter.end()
    return image


def _picture(painter: QPainter, content: SheetContent) -> bool:
    """The map picture under the zones, lighter on paper so the zones' ink reads over it."""
    placement = content.picture
    image = image_of(placement["digest"]) if placement else None
    if placement is None or image is None:
        return False
    painter.save()
    painter.setOpacity(placement["opacity"] * PRINTED_PICTURE)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(picture_rect(placement, image), image)
    painter.restore()
    return True


def _zone(
    painter: QPainter, name: str, tags: tuple[str, ...], rect: QRectF, over_picture: bool = False
) -> None:
    painter.setPen(QPen(QColor("black"), 2.5))
    paper = QColor("white")
    if over_picture:  # the picture shows through, the name keeps a white band
        paper.setAlphaF(0.35)
        painter.setBrush(paper)
        painter.drawRect(rect)
        band = QColor("white")
        band.setAlphaF(0.85)
        painter.fillRect(QRectF(rect.x() + 1, rect.y() + 1, rect.width() - 2, 44), band)
    else:
        painter.setBrush(paper)
        painter.drawRect(rect)
    font = QFont("DejaVu Sans")
    font.setPixelSize(17)
    font.setBold(True)
    painter.setFont(font)
    header = QRectF(rect.x() + 6, rect.y() + 4, rect.width() - 12, 22)
    painter.drawText(header, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
    if tags:
        font.setBold(False)
        font.setItalic(True)
        font.setPixelSize(14)
        painter.setFont(font)
        below = QRectF(rect.x() + 6, rect.y() + 25, rect.width() - 12, 18)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, f"[{', '.join(tags)}]")


def _tokens(painter: QPainter, rect: QRectF, tokens: list[MapToken]) -> None:
    if not tokens:
        return
    slot_w, slot_h = max(112.0, min((rect.width() - 8) / len(tokens), 170.0)), 70.0
    room = QRectF(rect.x() + 4, rect.y() + 46, rect.width() - 8, rect.height() - 50)
    cols = max(1, int(room.width() // slot_w))
    rows = -(-len(tokens) // cols)
    shrink = min(1.0, room.height() / (rows * slot_h))
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(10, int(16 * shrink)))
    for i, token in enumerate(tokens):
        row, col = divmod(i, cols)
        centre = QPointF(room.x() + (col + 0.5) * slot_w, room.y() + (row * slot_h + TOKEN_R + 2) * shrink)
        radius = TOKEN_R * shrink
        if token.stance == "party":
            painter.setPen(QPen(QColor("black"), 4.5))
            painter.setBrush(QColor("white"))
        elif token.stance == "neutral":
            pen = QPen(QColor("black"), 2.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(QColor("white"))
        else:
            painter.setPen(QPen(QColor("black"), 2.0))
            painter.setBrush(QColor(40, 40, 40))
        painter.drawEllipse(centre, radius, radius)
        initials = "".join(w[0] for w in token.name.split()[:2]).upper()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white") if token.stance not in ("party", "neutral") else QColor("black"))
        circle = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, initials)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("black"))
        label = QRectF(centre.x() - slot_w / 2, centre.y() + radius + 1, slot_w, 19 * shrink + 2)
        shown = QFontMetricsF(font).elidedText(token.name, Qt.TextElideMode.ElideRight, slot_w - 4)
        painter.drawText(label, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, shown)


# ---------------------------------------------------------------------------------------- document


def sheet_document(content: SheetContent, page: QPageSize.PageSizeId) -> QTextDocument:
    """The whole sheet as a document sized for `page` (its margins included)."""
    from html import escape

    doc = QTextDocument()
    doc.setDefaultStyleSheet(STYLE)
    size = QPageSize(page).size(QPageSize.Unit.Point)
    margin = MARGIN_MM * 72 / 25.4
    text_width = size.width() - 2 * margin
    image = map_image(content)
    parts = [
        f"<h1>{escape(content.title)}</h1>",
        f'<p class="meta">{escape(tr("{system} — prep sheet", system=content.system))}</p>',
    ]
    if not image.isNull():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl("sheet://map.png"), image)
        shown_w = text_width
        shown_h = min(image.height() * text_width / image.width(), (size.height() - 2 * margin) * 0.45)
        shown_w = image.width() * shown_h / image.height()
        parts.append(
            f'<p align="center"><img src="sheet://map.png" width="{int(shown_w)}" height="{int(shown_h)}"/></p>'
        )
        parts.append(f'<p class="meta">{tr(LEGEND)}</p>')
    parts.extend(content.sections)
    doc.setHtml(tr("<html><body>{join}</body></html>", join="".join(parts)))
    doc.setPageSize(QSizeF(size.width() - 2 * margin, size.height() - 2 * margin))
    doc.setDocumentMargin(0)
    return doc


def write_pdf(content: SheetContent, path: Path, page: str = "a4") -> int:
    """Write the sheet as a PDF on `page` paper; the number of pages. OSError when it cannot be written."""
    paper = page_id(page)
    path = Path(path)
    if not path.parent.is_dir():
        raise OSError(tr("there is no folder {folder}", folder=path.parent))
    writer = QPdfWriter(str(path))
    writer.setTitle(tr("{title} — prep sheet", title=content.title))
    writer.setCreator("GM Desk")
    writer.setResolution(300)
    _paper(writer, paper)
    doc = sheet_document(content, paper)
    doc.print_(writer)
    pages = doc.pageCount()
    del writer  # finishes the file
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(tr("{path} could not be written", path=path))
    return pages


def _paper(device: QPagedPaintDevice, paper: QPageSize.PageSizeId) -> None:
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    device.setPageLayout(
        QPageLayout(QPageSize(paper), QPageLayout.Orientation.Portrait, margins, QPageLayout.Unit.Millimeter)
    )


def default_page() -> str:
    """Letter where the locale's paper is Letter (the Americas), else A4."""
    from PySide6.QtCore import QLocale

    letter = {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
        QLocale.Country.Philippines,
    }
    return "letter" if QLocale().territory() in letter else "a4"


# ----------------------------------------------------------------------------------- from the window


def _open_content(window: Desk, title: str) -> SheetContent | None:
    from PySide6.QtWidgets import QMessageBox

    from gm_desk.rules.setup import SetupError
    from gm_desk.ui.prep_sheet_content import sheet_content

    session = window.session
    if session is None:
        return None
    try:
        # The badge's last report, when it is of this encounter as it stands (it is dropped on any change).
        badge = getattr(window, "difficulty_badge", None)
        report = getattr(badge, "report", None) if session.in_prep else None
        return sheet_content(session.name, session.setup, session.layout, report)
    except SetupError as exc:
        QMessageBox.warning(
            window.window(), title, literal(tr("The encounter cannot be put on paper: {exc}", exc=exc))
        )
        return None


def export_pdf(window: Desk, path: str | Path | None = None, page: str | None = None) -> Path | None:
    """File ▸ Export prep sheet as PDF…: ask for a file (unless given) and write the open encounter's sheet."""
    from PySide6.QtWidgets import QMessageBox

    content = _open_content(window, tr(EXPORT_TITLE))
    if content is None:
        return None
    if not path:
        path = ask_save(window.window(), tr(EXPORT_TITLE), f"{content.title} prep sheet.pdf", tr(PDF_FILTER))
        if not path:
            return None
    target = Path(path)
    if target.suffix.lower() != ".pdf":
        target = target.with_name(target.name + ".pdf")
    try:
        pages = write_pdf(content, target, page or default_page())
    except OSError as exc:
        QMessageBox.warning(
            window.window(),
            tr(EXPORT_TITLE),
            literal(tr("The prep sheet was not written: {problem}", problem=exc.strerror or exc)),
        )
        return None
    window.say(tr("Prep sheet written to {name} ({pages} pages).", name=target.name, pages=pages), 12000)
    return target


def print_sheet(window: Desk) -> bool:
    """File ▸ Print prep sheet…: the system's print dialog, then the open encounter's sheet on its paper."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    content = _open_content(window, tr(PRINT_TITLE))
    if content is None:
        return False
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    _paper(printer, page_id(default_page()))
    dialog = QPrintDialog(printer, window.window())
    dialog.setWindowTitle(tr(PRINT_TITLE))
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paper = printer.pageLayout().pageSize().id()
    sheet_document(content, paper if paper != QPageSize.PageSizeId.Custom else PAGES["a4"]).print_(printer)
    return True
