"""The turn-order list: one painted row per combatant, the current actor highlighted, rows draggable.

Each row shows what the order rests on (an initiative value, a card, a team), the counters left to
spend (actions this turn, the reaction off turn: `Presentation.budgets`), the main health track, conditions with the rounds
they have left, and the system's badges. A drop emits the new order; the panel turns it into a
command (or puts the rows back when the rules refuse).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDropEvent, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from gm_desk.rules.ruleset import OrderEntry
from gm_desk.rules.state import EncounterState
from gm_desk.ui.combat.tracks import Track, main_track, presentation_of
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.pictures import round_face
from gm_desk.ui.plain_text import tooltip
from gm_desk.ui.theme import colour
from gm_desk.ui.zone_canvas.palette import side_colours

CID_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

# Light-theme colours, drawn through `colour` at each paint: a theme switch shows at once.
CURRENT_BG = "#fff3cf"
CURRENT_EDGE = "#e0a800"
DONE_FG = "#5d6a80"
TEXT_FG = "#1c2638"
MUTED_FG = "#5d6a80"
SIDE_COLOURS = {"party": "#2f6fde", "hostile": "#c0392b", "neutral": "#5d6a80"}
COUNTER_WORDS = {"aspect_roll": N_("roll"), "primary": N_("primary"), "reaction": N_("reaction")}


def counter_words(name: str) -> str:
    """A turn's counter ("action", "aspect_roll") in the words of the language in use."""
    return tr(COUNTER_WORDS.get(name, name.replace("_", " ")))


@dataclass
class RowView:
    """Everything a row paints, read from the state once per refresh."""

    cid: str
    name: str
    label: str
    current: bool
    done: bool
    standing: bool
    stance: str
    counters: list[tuple[str, int, int]] = field(default_factory=list)  # (name, left, cap)
    track: Track | None = None
    conditions: list[str] = field(default_factory=list)
    badges: list[str] = field(default_factory=list)
    may_act: bool = False
    colour: QColor | None = None  # its side's own colour (one per side); None: by stance
    face: str | None = None  # the digest of its portrait, drawn at the row's start

    @property
    def text(self) -> str:
        """The plain text of the row (screen readers, tests): marker, name and label."""
        marker = "▶ " if self.current else "✓ " if self.done else "   "
        return f"{marker}{self.name}{f'  ·  {self.label}' if self.label else ''}"


def condition_words(cond: Any) -> str:
    return f"{cond.name} {cond.remaining}" if cond.remaining is not None else str(cond.name)


def row_views(
    state: EncounterState,
    entries: list[OrderEntry],
    badges: Any,
    may_act: tuple[str, ...] = (),
) -> list[RowView]:
    """Rows for the order entries; combatants the order leaves out follow, so nobody is forgotten,
    except those still hidden (prepared hidden, not yet acting or revealed)."""
    rows = []
    listed = []
    colours = side_colours(state, {stance: colour(hex_colour) for stance, hex_colour in SIDE_COLOURS.items()})
    for entry in entries:
        c = state.combatants.get(entry.cid)
        if c is None or c.status == "removed" or c.hidden or entry.cid in listed:
            continue
        listed.append(entry.cid)
        rows.append(_row(state, entry.cid, entry.label, entry.current, entry.done, badges, may_act))
    if state.started:
        for cid, c in state.combatants.items():
            if cid not in listed and c.status != "removed" and not c.hidden:
                rows.append(_row(state, cid, "", False, False, badges, may_act))
    for row in rows:
        row.colour = colours.get(state.combatants[row.cid].side)
    return rows


def _row(
    state: EncounterState,
    cid: str,
    label: str,
    current: bool,
    done: bool,
    badges: Any,
    may_act: tuple[str, ...],
) -> RowView:
    c = state.combatants[cid]
    side = state.sides.get(c.side)
    # The counters left, each out of what was granted, as the fight's system reads them.
    counters = [(b.name, b.left, b.cap) for b in presentation_of(state.ruleset).budgets(state, cid)]
    return RowView(
        cid=cid,
        name=c.name,
        label=label,
        current=current,
        done=done,
        standing=c.status == "active",
        stance=side.stance if side else "neutral",
        counters=counters,
        track=main_track(state.ruleset, c),
        conditions=[condition_words(cond) for cond in c.conditions],
        badges=list(badges(state, cid)),
        may_act=cid in may_act,
    )


class OrderDelegate(QStyledItemDelegate):
    """Paints a RowView: name and label, then the track, the counters and the chips."""

    PAD = 8

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        row: RowView | None = index.data(ROW_ROLE)
        lines = 1 if row is None else 2 + (1 if (row.conditions or row.badges) else 0)
        height = QFontMetrics(option.font).height()
        return QSize(200, self.PAD + lines * (height + 5) + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        row: RowView | None = index.data(ROW_ROLE)
        if row is None:
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = option.rect.adjusted(1, 1, -1, -1)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if row.current:
            painter.fillRect(rect, colour(CURRENT_BG))
            painter.fillRect(QRect(rect.left(), rect.top(), 4, rect.height()), colour(CURRENT_EDGE))
        elif selected:
            painter.fillRect(rect, colour("#e7eefc"))
        painter.setPen(QPen(colour("#edf0f4")))
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        metrics = QFontMetrics(option.font)
        line = metrics.height() + 5
        x = rect.left() + 12
        y = rect.top() + self.PAD // 2
        # The side dot (or the portrait in a ring of the side's colour) and the name.
        dot = row.colour or colour(SIDE_COLOURS.get(row.stance, SIDE_COLOURS["neutral"]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(dot if row.standing else colour(DONE_FG)))
        size = 2 * line - 8
        face = round_face(row.face, size - 4) if row.face else None
        if face is not None:
            painter.drawEllipse(QRectF(x - 4, y + 2, size, size))
            if not row.standing:
                painter.setOpacity(0.45)
            painter.drawPixmap(x - 2, y + 4, face)
            painter.setOpacity(1.0)
            x += size - 6
        else:
            painter.drawEllipse(QRectF(x, y + line / 2 - 5, 9, 9))
        name_font = QFont(option.font)
        name_font.setBold(row.current)
        name_font.setStrikeOut(not row.standing and not row.current)
        painter.setFont(name_font)
        painter.setPen(colour(DONE_FG) if (row.done or not row.standing) and not row.current else colour(TEXT_FG))
        marker = "▶ " if row.current else "✓ " if row.done else ""
        label_width = metrics.horizontalAdvance(row.label) + 16 if row.label else 0
        name_rect = QRect(x + 16, y, rect.right() - x - 24 - label_width, line)
        name = QFontMetrics(name_font).elidedText(
            marker + row.name, Qt.TextElideMode.ElideRight, name_rect.width()
        )
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name)
        if row.label:
            self._pill(
                painter,
                option.font,
                rect.right() - label_width - 4,
                y + 2,
                row.label,
                colour("#eef1f6"),
                colour(TEXT_FG),
            )
        # Second line: the track, then the counters.
        y += line
        cx = x + 16
        if row.track is not None:
            cx = self._track(painter, option.font, cx, y, row.track) + 10
        painter.setFont(option.font)
        for counter, left, cap in row.counters:
            text = f"{counter_words(counter)} " + "●" * left + "○" * max(0, cap - left)
            ink = colour(TEXT_FG) if left else colour(DONE_FG)
            width = metrics.horizontalAdvance(text)
            if cx + width > rect.right() - 4:
                break
            painter.setPen(ink)
            painter.drawText(QRect(cx, y, width + 2, line), Qt.AlignmentFlag.AlignVCenter, text)
            cx += width + 10
        # Third line: conditions and badges as chips.
        if row.conditions or row.badges:
            y += line
            cx = x + 16
            chips = [(t, colour("#fde8e6"), colour("#8a2a22")) for t in row.conditions]
            chips += [(t, colour("#eef1f6"), colour(MUTED_FG)) for t in row.badges]
            small = QFont(option.font)
            small.setPointSizeF(max(6.0, option.font.pointSizeF() - 1))
            for text, bg, fg in chips:
                width = QFontMetrics(small).horizontalAdvance(text) + 12
                if cx + width > rect.right() - 4:
                    break
                self._pill(painter, small, cx, y + 2, text, bg, fg)
                cx += width + 4
        if row.may_act and not row.current:
            painter.setPen(QPen(colour("#2f6fde"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(rect).adjusted(2, 2, -2, -2), 5, 5)
        painter.restore()

    @staticmethod
    def _pill(painter: QPainter, font: QFont, x: int, y: int, text: str, bg: QColor, fg: QColor) -> None:
        metrics = QFontMetrics(font)
        box = QRectF(x, y, metrics.horizontalAdvance(text) + 12, metrics.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(bg)
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setFont(font)
        painter.setPen(fg)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _track(painter: QPainter, font: QFont, x: int, y: int, track: Track) -> int:
        metrics = QFontMetrics(font)
        bar = QRectF(x, y + metrics.height() / 2 - 2, 56 if track.top else -6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("#e3e7ee"))
        if track.top:  # a plain count (harm levels with no cap) gets its words only
            painter.drawRoundedRect(bar, 3, 3)
        share = track.fraction_left
        if share is not None and share > 0:
            shade = (
                colour("#2e9d5b") if share > 0.5 else colour("#e0a800") if share > 0.25 else colour("#c0392b")
            )
            painter.setBrush(shade)
            painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * share, bar.height()), 3, 3)
        text = track.words()
        painter.setFont(font)
        painter.setPen(colour(MUTED_FG))
        width = metrics.horizontalAdvance(text)
        painter.drawText(
            QRect(int(bar.right()) + 6, y, width + 2, metrics.height() + 5),
            Qt.AlignmentFlag.AlignVCenter,
            text,
        )
        return int(bar.right()) + 6 + width


class OrderList(QListWidget):
    """The order as painted rows; dragging a row emits the order the GM asks for."""

    reordered = Signal(list)  # [cid...] top to bottom after a drop

    def sizeHint(self) -> QSize:
        # Asks for about three rows: the list takes whatever height is left over, and what the table
        # must do now (above it in the panel) keeps its own height first.
        return QSize(super().sizeHint().width(), 150)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("orderList")
        self.setItemDelegate(OrderDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self._rows: list[RowView] = []
        self.set_draggable(False)

    def set_draggable(self, on: bool) -> None:
        self.setDragDropMode(
            QAbstractItemView.DragDropMode.InternalMove if on else QAbstractItemView.DragDropMode.NoDragDrop
        )
        self.setDragEnabled(on)

    def show_rows(self, rows: list[RowView], placeholder: str = "") -> None:
        """Redraw the rows, keeping the GM's scroll position and selection; follow a new current actor."""
        scroll = self.verticalScrollBar().value()
        chosen = self.currentItem().data(CID_ROLE) if self.currentItem() is not None else None
        was_current = next((r.cid for r in self._rows if r.current), None)
        self._rows = list(rows)
        self.clear()
        for row in rows:
            item = QListWidgetItem(row.text)
            item.setData(CID_ROLE, row.cid)
            item.setData(ROW_ROLE, row)
            item.setToolTip(tooltip(self._tip(row)))
            self.addItem(item)
        if not rows and placeholder:
            item = QListWidgetItem(placeholder)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setForeground(QBrush(colour(DONE_FG)))
            self.addItem(item)
        cids = [r.cid for r in rows]
        if chosen in cids:
            self.setCurrentRow(cids.index(chosen))
        self.verticalScrollBar().setValue(scroll)
        current = next((r.cid for r in rows if r.current), None)
        if current is not None and current != was_current:
            self.scrollToItem(self.item(cids.index(current)), QAbstractItemView.ScrollHint.EnsureVisible)

    @staticmethod
    def _tip(row: RowView) -> str:
        parts = [row.name + (f" · {row.label}" if row.label else "")]
        if row.track is not None:
            parts.append(row.track.words() + (f" ({row.track.detail})" if row.track.detail else ""))
        if row.counters:
            parts.append(", ".join(f"{counter_words(k)} {left}/{cap}" for k, left, cap in row.counters))
        parts += row.conditions + row.badges
        return "\n".join(parts)

    def cids(self) -> list[str]:
        return [self.item(r).data(CID_ROLE) for r in range(self.count()) if self.item(r).data(CID_ROLE)]

    def row_of(self, cid: str) -> RowView | None:
        for r in range(self.count()):
            if self.item(r).data(CID_ROLE) == cid:
                row: RowView = self.item(r).data(ROW_ROLE)
                return row
        return None

    def dropEvent(self, event: QDropEvent) -> None:
        before = self.cids()
        super().dropEvent(event)
        after = self.cids()
        if after != before:
            self.reordered.emit(after)

    def move_row(self, cid: str, to: int) -> None:
        """Move a row as a drag would (tests and keyboard reordering use it)."""
        before = self.cids()
        if cid not in before:
            return
        order = [c for c in before if c != cid]
        order.insert(max(0, min(to, len(order))), cid)
        if order != before:
            self.reordered.emit(order)
