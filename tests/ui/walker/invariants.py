"""What must hold in GM Desk's window after every step a GM takes (issue #30): the walker's checks.

Each check reads the window as a person would (its visible texts, where it lies on the screen, which
widget has the keys, the colours it draws) and returns the problems it finds, in words; an empty list
means it holds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QStyle,
    QTableView,
    QTextEdit,
    QWidget,
)

from gm_desk.ui.combat.notes import ERROR_COLOUR
from gm_desk.ui.eliding_combo import ElidingComboBox
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.theme import colour
from tests.ui.i18n.visible_words import visible_words

SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
# An id such as card1, zone7, g2, side3 (but not a die: d6, d20, 2d6).
NUMBERED_ID = re.compile(r"\b(?!d\d)[a-z]{1,8}\d+\b")
PYTHON = re.compile(r"\b(?:True|False)\b|\[['\"]|\{['\"]|\bNone\b\s*[,)\]]")
PAREN_ID = re.compile(r"\(([a-z][a-z0-9_-]*)\)")
INFO = re.compile(
    r"^(?:Saved|Started|Made|Added|Deleted|Exported|Imported|Restored|Resumed|Opened|Copied|Renamed|"
    r"Created|Wrote|Moved|Loaded)\b"
)
# Texts that are keys, dice, paths or the product's names: never programmer words.
NOT_WORDS = re.compile(
    r"(?:\b(?:Ctrl|Shift|Alt|Meta)\+)+\S+|\bF\d{1,2}\b|\b\d*d\d+(?:[a-z]{1,2}\d+)*(?:[+-]\d*d?\d+)*|"
    r"(?:/[\w.\-]+){2,}|\S+\.(?:sqlite3|json|toml|md|pdf|png|gmdesk\.json)\b|https?://\S+|"
    r"\bgm-desk [^\n]*"  # a command line, written as it is typed (the manual's --page a4|letter)
)


def _without(text: str, data: Iterable[str]) -> str:
    """`text` with the GM's own words taken out (names, notes, tags) and keys, dice and paths."""
    rest = " ".join(text.split())
    for word in sorted({" ".join(d.split()) for d in data if d and d.strip()}, key=len, reverse=True):
        rest = rest.replace(word, " ")
    return NOT_WORDS.sub(" ", rest)


def programmer_words(
    root: QWidget, data: Iterable[str], ids: Iterable[str] = (), event_types: Iterable[str] = ()
) -> list[str]:
    """Visible texts holding a snake_case word, an internal id, a Python value or an event's type name
    (the GM's own data aside)."""
    data = list(data)
    ids = {i for i in ids if i}
    types = {t for t in event_types if t}
    found = []
    for where, text in visible_words(root):
        rest = _without(text, data)
        why = []
        if m := SNAKE.search(rest):
            why.append(f"the word {m.group(0)!r}")
        if m := NUMBERED_ID.search(rest):
            why.append(f"the id {m.group(0)!r}")
        if m := PYTHON.search(rest):
            why.append(f"the Python value {m.group(0)!r}")
        for m in PAREN_ID.finditer(rest):
            if m.group(1) in ids:
                why.append(f"the id {m.group(0)!r}")
        for name in types:
            if re.search(rf"\b{re.escape(name)}\b", rest):
                why.append(f"the event type {name!r}")
        if why:
            found.append(f"{where} shows {text[:120]!r}: {', '.join(why)}")
    return found


def frame_fits(window: QWidget) -> list[str]:
    """The window's frame lies inside its screen's available area."""
    screen = window.screen()
    if screen is None:
        return []
    area: QRect = screen.availableGeometry()
    frame = window.frameGeometry()
    if area.contains(frame):
        return []
    return [f"the window's frame {frame.getRect()} does not fit the screen's area {area.getRect()}"]


def _header_cuts(view: QAbstractItemView) -> list[str]:
    header = view.horizontalHeader() if isinstance(view, QTableView) else None
    if header is None or not header.isVisible() or header.model() is None:
        return []
    found = []
    metrics = header.fontMetrics()
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(header.model().headerData(section, Qt.Orientation.Horizontal) or "")
        # The text, the sort arrow's room and the section's margins (as Qt's style draws a header).
        need = metrics.horizontalAdvance(text) + 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        if text and header.sectionSize(section) < need:
            found.append(f"the column {text!r} of {view.objectName() or type(view).__name__} is cut short")
    return found


SHORT = 40  # a choice longer than this (a long name the GM gave) may be cut in its box: the list shows it whole


def clipped(root: QWidget) -> list[str]:
    """Words cut short: a button or check box narrower than its text, a one-line label narrower than
    its text, a table's column header narrower than its title."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QAbstractButton) and widget.text():
            if widget.width() < widget.minimumSizeHint().width():
                found.append(f"the button {widget.text()!r} ({name}) is cut short")
        elif isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and widget.pixmap().isNull():
            if widget.width() < widget.minimumSizeHint().width() and not _in_scroll_area(widget):
                found.append(f"the label {widget.text()[:60]!r} ({name}) is cut short")
        elif isinstance(widget, QAbstractItemView):
            found += _header_cuts(widget)
        elif isinstance(widget, ElidingComboBox):
            # It draws a long entry shortened with "…", never cut mid-letter: the whole words must be
            # its tooltip, and what it draws must be the entry itself or the entry's start and "…".
            shown, whole = widget.shown_text(), widget.currentText()
            if shown != whole and (not shown.endswith("…") or widget.toolTip() != tooltip(whole)):
                found.append(f"the choice {whole!r} ({name}) is cut short without saying so")
        elif isinstance(widget, QComboBox) and 0 < len(widget.currentText()) <= SHORT and not widget.isEditable():
            # The chosen entry, its arrow and the frame (a combo box clips, it does not elide).
            need = widget.fontMetrics().horizontalAdvance(widget.currentText()) + 28
            if widget.width() < need:
                found.append(f"the choice {widget.currentText()!r} ({name}) is cut short")
        elif isinstance(widget, QAbstractSpinBox) and widget.width() < widget.sizeHint().width() - 4:
            found.append(f"the number box {widget.text()!r} ({name}) is cut short")
        elif isinstance(widget, QScrollArea) and widget.horizontalScrollBar().isVisible():
            found.append(f"the panel {name} must be scrolled sideways to be read{_widest(widget)}")
    return found


def _widest(area: QScrollArea) -> str:
    """The innermost of the widest parts of a scroll area's page, for the problem's words."""
    page = area.widget()
    if page is None:
        return ""
    parts = [w for w in page.findChildren(QWidget) if w.isVisible()]
    if not parts:
        return ""
    most = max(w.minimumSizeHint().width() for w in parts)
    widest = [w for w in parts if w.minimumSizeHint().width() >= most - 2]
    inner = widest[-1]
    text = inner.text() if isinstance(inner, QLabel | QAbstractButton) else ""
    return f" ({type(inner).__name__} {inner.objectName()} {text[:50]!r} wants {most} px)"


def _in_scroll_area(widget: QWidget) -> bool:
    """A widget inside a scroll area can be scrolled to: it is not cut off for good."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def dock_sizes(window: QWidget) -> dict[str, tuple[int, int]]:
    """The width and height of every dock shown in the window, by name."""
    from PySide6.QtWidgets import QDockWidget

    return {
        dock.objectName(): (dock.width(), dock.height())
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.isFloating()
    }


def docks_stay(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> list[str]:
    """Nothing the fight does widens a dock: the map and the panels beside it stay where the GM's pointer
    knows them. (A dock may grow taller to show rows the GM must fill in, which come into view.)"""
    return [
        f"the {name} dock went from {before[name][0]} to {size[0]} px wide"
        for name, size in after.items()
        if name in before and abs(size[0] - before[name][0]) > 2
    ]


def stale_names(roots: Iterable[QWidget], earlier: Iterable[str], current: Iterable[str]) -> list[str]:
    """Names of combatants of an encounter opened before (not in this one) shown anywhere in the parts
    of the window that show the open encounter (`roots`: not the bestiary or the campaign's party,
    which list every creature and PC whatever is open)."""
    mine = set(current)
    old = [n for n in set(earlier) - mine if n and not any(n in m for m in mine)]
    found = []
    texts = [pair for root in roots for pair in visible_words(root)]
    for where, text in texts:
        for name in old:
            if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text):
                found.append(f"{where} shows {name!r}, of another encounter: {text[:120]!r}")
    return found


def typing_widget(widget: QWidget | None) -> bool:
    """Would this widget take Space, Escape or Ctrl+Z for itself (a field, a spin box, a button)?"""
    if widget is None:
        return False
    if isinstance(widget, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit | QAbstractButton):
        return True
    return isinstance(widget, QComboBox) and widget.isEditable()


def keys_on_fight(focus: QWidget | None) -> list[str]:
    """After a form's command was applied, the keys act on the fight: the focus is not in a field."""
    if typing_widget(focus):
        name = f"{type(focus).__name__}:{focus.objectName()}" if focus is not None else "?"
        return [
            f"after a command, the keys stay in {name}: Space, Escape and Ctrl+Z would not act on the fight"
        ]
    return []


def _shown_colour(widget: QWidget) -> QColor:
    widget.ensurePolished()
    return widget.palette().color(QPalette.ColorRole.WindowText)


def _status_red(root: QWidget) -> list[str]:
    """The window's status bar: what it says now, if that is information drawn in a red."""
    from PySide6.QtWidgets import QMainWindow

    if not isinstance(root, QMainWindow):
        return []
    bar = root.statusBar()
    text = " ".join(bar.currentMessage().split())
    if not text or not INFO.search(text):
        return []
    bar.ensurePolished()
    ink = bar.palette().color(QPalette.ColorRole.WindowText)
    if ink.red() > 110 and ink.red() > ink.green() * 1.6 and ink.red() > ink.blue() * 1.6:
        return [f"the status bar says {text[:100]!r} in red ({ink.name()})"]
    return []


def info_not_red(root: QWidget, *, just_sent: QWidget | None = None) -> list[str]:
    """No informational message is drawn in the error colour; right after a form sent a command that
    was applied, nothing in that form is."""
    red = colour(ERROR_COLOUR).name()
    found = _status_red(root)
    for label in root.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip():
            continue
        if _shown_colour(label).name() != red:
            continue
        text = " ".join(label.text().split())
        if INFO.search(text):
            found.append(f"QLabel:{label.objectName()} says {text[:100]!r} in the error colour")
        elif just_sent is not None and just_sent.isAncestorOf(label):
            found.append(
                f"QLabel:{label.objectName()} says {text[:100]!r} in the error colour right after its "
                "command was applied"
            )
    return found


def _luminance(rgb: int) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def drawn_contrast(image: QImage) -> float | None:
    """The contrast of what is drawn on the image's most common colour (its background): the ratio of
    the background's luminance to the pixel furthest from it. None for an image of one colour."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    if w == 0 or h == 0:
        return None
    step = max(1, (w * h) // 6000)
    pixels = [image.pixel(x, y) & 0xFFFFFF for y in range(h) for x in range(0, w, step)]
    background = Counter(pixels).most_common(1)[0][0]
    lb = _luminance(background)
    far = max(pixels, key=lambda p: abs(_luminance(p) - lb))
    lf = _luminance(far)
    if far == background:
        return None
    hi, lo = max(lb, lf), min(lb, lf)
    return (hi + 0.05) / (lo + 0.05)


def _text_widgets(root: QWidget) -> list[QWidget]:
    out = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() < 8 or widget.height() < 8:
            continue
        if widget.visibleRegion().boundingRect() != widget.rect():
            continue  # scrolled partly or wholly out of sight: what is drawn there is something else
        if isinstance(widget, QLabel) and widget.text().strip() and widget.pixmap().isNull():
            out.append(widget)
        elif isinstance(widget, QAbstractItemView):
            out.append(widget.viewport())
    return out


def _as_drawn(widget: QWidget, rect: QRect | None = None) -> QImage:
    """What the window draws where `widget` (or `rect` of it) is: its parents' backgrounds included,
    as a person sees it (a widget grabbed alone is drawn on its own palette's background)."""
    top = widget.window()
    area = rect if rect is not None else widget.rect()
    origin = widget.mapTo(top, area.topLeft())
    return top.grab(QRect(origin, area.size())).toImage()


def contrast(root: QWidget, least: float = 4.5) -> list[str]:
    """Every text the window draws (labels, list and table rows) stands out from what it is drawn on
    by at least `least`:1, measured on the pixels drawn."""
    found = []
    for widget in _text_widgets(root):
        parent = widget.parentWidget()
        if isinstance(parent, QAbstractItemView):
            view = parent
            model = view.model()
            if model is None:
                continue
            for row in range(min(model.rowCount(), 12)):
                rect = view.visualRect(model.index(row, 0))
                rect.setRight(widget.width())  # the whole row
                if rect.height() < 6 or not widget.rect().contains(rect):
                    continue  # a row scrolled partly out of sight shows only part of its words
                ratio = drawn_contrast(_as_drawn(widget, rect))
                if ratio is not None and ratio < least:
                    text = model.index(row, 0).data() or ""
                    found.append(
                        f"{type(view).__name__}:{view.objectName()} row {row} {str(text)[:60]!r}: {ratio:.1f}:1"
                    )
            continue
        ratio = drawn_contrast(_as_drawn(widget))
        if ratio is not None and ratio < least:
            text = widget.text() if isinstance(widget, QLabel) else ""
            found.append(f"{type(widget).__name__}:{widget.objectName()} {text[:60]!r}: {ratio:.1f}:1")
    return found


def focus_widget() -> QWidget | None:
    return QApplication.focusWidget()
