"""Text that comes from data shown as it is written: a creature named "<h1>HUGE</h1>" reads as those
characters in every widget, tooltip, sheet and file, never as a heading.

Qt guesses. A QLabel (its default AutoText), a tooltip and a message box render their text as HTML when
it looks like HTML (`Qt.mightBeRichText`), and Markdown renders `*bold*` and `[link](x)`. So:

- a label that shows data is plain text: `plain_label(...)`, or `plain(label)` for one made elsewhere;
- a label that mixes formatting with data (bold, colour) is RichText and escapes the data: `html(text)`;
- a tooltip goes through `tooltip(text)` (a message box's text through `literal(text)`, the same): plain
  text stays as it is, what Qt would render is escaped;
- a button, action, tab or group box that names data doubles its "&" (Qt's mnemonic mark): `menu_text`;
- Markdown that carries data escapes it: `markdown(text)`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QBrush, Qt  # QtGui's Qt: QtCore's plus mightBeRichText
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # html (its entity table) and QListWidgetItem load at first use, not with the frame
    from PySide6.QtWidgets import QListWidgetItem

NOTE_INK = "#5d6a80"  # muted, yet 5.3:1 on white (and lifted to 4.5:1 or more in the dark theme)

__all__ = [
    "follow_text_in_tooltip",
    "html",
    "html_lines",
    "literal",
    "markdown",
    "menu_text",
    "note_item",
    "plain",
    "plain_label",
    "shows_as",
    "tooltip",
    "undo_text",
]


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows its text as written (Qt.PlainText): for names, notes and anything of the data."""
    return plain(QLabel(text, parent))


def row_label(text: str, parent: QWidget | None = None) -> QLabel:
    """The label of a form's row that wraps onto a second line rather than widening its panel: a long
    argument's name in a longer language fits a dock of the usual width."""
    label = QLabel(text, parent)
    label.setWordWrap(True)
    return label


def note_item(text: str) -> QListWidgetItem:
    """A line in a list that says something ("No conditions."), not an entry: it cannot be chosen, and
    it is drawn in muted ink that still reads at 4.5:1 (Qt's disabled grey does not)."""
    from PySide6.QtWidgets import QListWidgetItem

    from gm_desk.ui.theme import colour

    item = QListWidgetItem(text)
    item.setFlags(Qt.ItemFlag.NoItemFlags)
    item.setForeground(QBrush(colour(NOTE_INK)))
    return item


def plain(label: QLabel) -> QLabel:
    """``label`` made plain text, whatever is set in it later; returns it."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def html(text: object) -> str:
    """``text`` escaped for a rich-text label or an HTML document: its ``<``, ``>``, ``&`` and quotes read
    as themselves."""
    from html import escape

    return escape(str(text), quote=True)


def html_lines(text: object) -> str:
    """``html(text)`` with its line breaks kept (``<br>``)."""
    return html(text).replace("\n", "<br>")


def shows_as(text: str) -> bool:
    """Would Qt render ``text`` as rich text where it guesses (AutoText labels, tooltips, message boxes)?"""
    return bool(Qt.mightBeRichText(text))


def literal(text: str) -> str:
    """``text`` for a place where Qt guesses the format (a tooltip, a message box, an input dialog's
    label): unchanged when Qt would show it plain; escaped, its line breaks and spaces kept, when Qt
    would take it for HTML. Either way it reads as ``text``."""
    if not text or not shows_as(text):
        return text
    return f"<p style='white-space:pre-wrap'>{html(text)}</p>"


tooltip = literal  # the same, by the name of the place it is most used


def menu_text(text: str) -> str:
    """A name from the data (a system, a zone, a creature) as the text of an action, menu, button, tab or
    group box: its `&` doubled, so Qt shows it instead of taking it for a mnemonic ("Threat _Retaliation")."""
    return text.replace("&", "&&")


def undo_text(words: str) -> str:
    """The text of an undo step naming data: the history lists ``words`` as written, the Undo and Redo
    actions show them with "&" doubled (Qt's QUndoCommand gives them the part after a line break)."""
    line = " ".join(words.splitlines())
    return f"{line}\n{menu_text(line)}"


def follow_text_in_tooltip(action: QAction) -> None:
    """Keep the tooltip of ``action``, whose text names data ("Undo <name> moves"), reading as its text:
    Qt takes an action's tooltip from its text and then guesses its format."""

    def follow() -> None:
        action.setToolTip(tooltip(re.sub(r"&(.)", r"\1", action.text())))  # as Qt strips mnemonics

    action.changed.connect(follow)
    follow()


# Markdown: backslash, code, emphasis, strike-through, HTML and entity marks; "_" only where it could open
# or close emphasis; "]" only where it would close a link ("[15]" alone is plain text, and a roll's
# faces read better unescaped); a block mark (heading, quote, list) only at the start.
_MARKDOWN = re.compile(r"[\\`*~<]|(?<![0-9A-Za-z])_|_(?![0-9A-Za-z])|\](?=[(\[:])|&(?=#?[0-9A-Za-z]+;)")
_BLOCK_START = re.compile(r"^([#>+\-=|]|\d{1,9}(?=[.)]))")


def markdown(text: str) -> str:
    """Plain words kept plain in Markdown, on one line: a `*` in a name never starts emphasis, a
    `[link](x)` never links, an `<h1>` is never HTML."""
    escaped = _MARKDOWN.sub(lambda m: "\\" + m.group(0), " ".join(text.split()))
    start = _BLOCK_START.match(escaped)
    if start is None:
        return escaped
    mark = start.group(0)
    if mark.isdigit():  # "1. Bob" would start a numbered list: escape its dot or bracket
        return mark + "\\" + escaped[len(mark) :]
    return "\\" + escaped
