"""The small input widgets and words every form shares: wheel-safe spin and combo boxes, choice labels,
the red line of a field's problems. Panels outside the forms (the bestiary filter) use the boxes too.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QValidator, QWheelEvent
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from gm_desk.ui.i18n import tr
from gm_desk.ui.plain_text import plain_label
from gm_desk.ui.theme import style

NONE_TEXT = "—"
ISSUE_COLOUR = "#b42318"
ISSUE_STYLE = f"color: {ISSUE_COLOUR};"
UNBOUNDED_SPIN = 1_000_000  # a number the schema does not bound still needs a spin box range


def choice_words(choice: Any) -> str:
    """How a choice reads in a list: "melee" → "Melee", "off_hand" → "Off hand"; dice sizes stay "d6"."""
    text = str(choice)
    if len(text) > 1 and text[0] == "d" and text[1:].isdigit():
        return text
    return tr(text.replace("_", " ").capitalize())


def issue_label(parent: QWidget) -> QLabel:
    """The red line under a field that says what is wrong with it; hidden while nothing is."""
    label = plain_label(parent=parent)
    label.setObjectName("fieldIssue")
    style(label, ISSUE_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class _WheelWhenFocused:
    """Leaves the mouse wheel to the scrolling form unless the GM is working in this box.

    A form scrolled with the wheel would otherwise change every number it passes under the pointer.
    """

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class QuietSpinBox(_WheelWhenFocused, QSpinBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


class QuietComboBox(_WheelWhenFocused, QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


class CheckedSpinBox(QuietSpinBox):
    """A spin box that lets a number outside its range be typed, so it can be refused in words.

    A plain QSpinBox drops keys it cannot accept: "-3" typed where the lowest is 0 silently becomes 3,
    and "45" where the highest is 30 becomes 4. Here the typed text stays in the box, also when the
    focus leaves it, and `typed_outside()` says what was typed, for the form to explain. While it is
    refused, `kept()` is the value the box held before the GM started typing (not the "9" on the way to
    "99999"): that is the value the form keeps.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._before = self.value()
        self.editingFinished.connect(self._finished)

    def kept(self) -> int:
        """The value the form keeps: the box's own, or while a refused number is typed, the one before."""
        return self._before if self.typed_outside() else self.value()

    def focusInEvent(self, event: QFocusEvent) -> None:
        if not self.typed_outside():
            self._before = self.value()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if self.typed_outside():
            # Qt would put the last good value back in silently: what the GM typed stays, marked.
            QWidget.focusOutEvent(self, event)
            return
        super().focusOutEvent(event)

    def _finished(self) -> None:
        if not self.typed_outside():
            self._before = self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        answer = super().validate(text, pos)  # PySide gives (state, text, pos) or a bare state
        state = answer[0] if isinstance(answer, tuple) else answer
        if state == QValidator.State.Invalid and self._number_text(text) is not None:
            return QValidator.State.Intermediate, text, pos
        return answer

    def _number_text(self, text: str) -> str | None:
        core = text
        if self.prefix() and core.startswith(self.prefix()):
            core = core[len(self.prefix()) :]
        if self.suffix() and core.endswith(self.suffix()):
            core = core[: -len(self.suffix())]
        core = core.strip()
        body = core[1:] if core[:1] in "-+−" else core
        return core if core and (body == "" or body.isdigit()) else None

    def typed_outside(self) -> str:
        """The number typed if it is outside the range or not a whole number yet ("" if none is)."""
        text = self.lineEdit().text()
        core = self._number_text(text)
        if core is None or text == self.specialValueText():
            return ""
        body = core.lstrip("-+−")
        if body and self.minimum() <= int(core.replace("−", "-")) <= self.maximum():
            return ""
        return core

    def refusal(self, label: str, low: int | None = None) -> str:
        """Why the number typed is not kept ("" when it is), naming the field `label`; `low` is the
        lowest real number when the box's minimum stands for "none"."""
        typed = self.typed_outside()
        if not typed:
            return ""
        low = self.minimum() if low is None else low
        high = self.maximum()
        if high >= UNBOUNDED_SPIN:
            bounds = tr("at least {low}", low=low)
        elif low <= -UNBOUNDED_SPIN:
            bounds = tr("at most {high}", high=high)
        else:
            bounds = tr("from {low} to {high}", low=low, high=high)
        if typed.strip("-+−") == "":
            return tr("Type a number: {label} goes {bounds}.", label=label, bounds=bounds)
        kept = (
            self.specialValueText()
            if self.kept() == self.minimum() and self.specialValueText()
            else self.kept()
        )
        return tr(
            "{typed} is not allowed: {label} goes {bounds}. It stays {kept} until you fix it.",
            typed=typed,
            label=label,
            bounds=bounds,
            kept=kept,
        )
