"""A creature's stat block as a GM would print it: clean HTML for a QTextBrowser (or a printer).

Each system names its layout (`Presentation.statblock_layout`) and `LAYOUTS` holds the renderer of each:
"threats" (Threat & Retaliation: the two Threats with their labels, Strain, armour, then each
Retaliation with its trigger, range, damage and effect) and "fields", laid out from the field specs:
numbers in one line, lists of weapons or attacks as paragraphs. The renderers read plain dicts and
tolerate half-typed values, since the preview follows the editor keystroke by keystroke.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any

from PySide6.QtWidgets import QTextBrowser, QWidget

from gm_desk.rules.presentation import FIELDS_LAYOUT, THREATS_LAYOUT
from gm_desk.rules.rulesets import UnknownRuleset, get_ruleset
from gm_desk.rules.statblocks import FieldSpec, StatblockError, field_specs
from gm_desk.rules.words import condition_name
from gm_desk.ui.bestiary.retaliation_editor import reach_text
from gm_desk.ui.forms.inputs import choice_words
from gm_desk.ui.i18n import tr

STYLE = """
h1 { font-size: 18pt; margin: 0; }
h2 { font-size: 12pt; margin-top: 10px; margin-bottom: 2px; color: #7a2e0e;
     border-bottom: 1px solid #7a2e0e; }
p { margin-top: 3px; margin-bottom: 3px; }
.meta { color: #5d6a80; font-style: italic; }
.label { color: #5d6a80; }
"""
_SKIPPED = {"name", "tags", "description"}


def statblock_html(ruleset: str, statblock: Mapping[str, Any], system: str = "") -> str:
    """The whole page: a heading, the system and tags, and the system's body."""
    name = _text(statblock.get("name")) or tr("(unnamed)")
    tags = [str(t) for t in statblock.get("tags") or () if str(t).strip()]
    meta = " · ".join(part for part in (system, ", ".join(tags)) if part)
    body = LAYOUTS[layout_of(ruleset)](ruleset, statblock)
    parts = [f"<h1>{escape(name)}</h1>"]
    if meta:
        parts.append(f'<p class="meta">{escape(meta)}</p>')
    description = _text(statblock.get("description"))
    if description:
        parts.append(f"<p>{_paragraph(description)}</p>")
    parts.append(body)
    return f"<html><head><style>{STYLE}</style></head><body>{''.join(parts)}</body></html>"


def layout_of(ruleset: str) -> str:
    """The layout a system prints its stat blocks in ("fields" for a system GM Desk does not know)."""
    try:
        return get_ruleset(ruleset).presentation.statblock_layout
    except UnknownRuleset:
        return FIELDS_LAYOUT


class StatblockView(QTextBrowser):
    """The read-only preview beside the editor."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statblockPreview")
        self.setOpenLinks(False)

    def show_creature(self, ruleset: str, statblock: Mapping[str, Any], system: str = "") -> None:
        scroll = self.verticalScrollBar().value()
        self.setHtml(statblock_html(ruleset, statblock, system))
        self.verticalScrollBar().setValue(scroll)  # typing should not jump the preview to the top


# ----------------------------------------------------------------- "threats": Threat & Retaliation


def _threats_body(ruleset: str, block: Mapping[str, Any]) -> str:
    threats = " &nbsp;·&nbsp; ".join(
        f"<b>{label}</b> {_num(block.get(key))}{_aside(block.get(key + '_label'))}"
        for label, key in ((tr("Ranged Threat"), "ranged_threat"), (tr("Melee Threat"), "melee_threat"))
    )
    speed = block.get("speed")
    numbers = [
        (tr("Strain"), _num(block.get("max_strain"))),
        (tr("Armour"), _num(block.get("armour"))),
        (
            tr("Speed"),
            tr("{count} zone", count=_num(speed)) if speed == 1 else tr("{count} zones", count=_num(speed)),
        ),
    ]
    if block.get("has_reach"):
        numbers.append((tr("Reach"), tr("yes")))
    line = " &nbsp;·&nbsp; ".join(f"<b>{label}</b> {value}" for label, value in numbers)
    parts = [f"<p>{threats}</p>", f"<p>{line}</p>", f"<h2>{tr('Retaliations')}</h2>"]
    limit = block.get("retaliation_limit")
    if isinstance(limit, int) and not isinstance(limit, bool):
        parts.append(f'<p class="meta">{tr("At most {limit} a round.", limit=limit)}</p>')
    retaliations = [r for r in block.get("retaliations") or () if isinstance(r, Mapping)]
    if not retaliations:
        parts.append(f'<p class="meta">{tr("None yet.")}</p>')
    parts.extend(_retaliation(r) for r in retaliations)
    return "".join(parts)


def _retaliation(item: Mapping[str, Any]) -> str:
    name = _text(item.get("name")) or tr("(unnamed)")
    trigger = choice_words(str(item.get("trigger") or "?"))
    reach = reach_text(item.get("range"))
    reach = reach if isinstance(item.get("range"), int) else choice_words(reach)
    damage = _text(item.get("damage"))
    uses = item.get("uses_per_round")
    text = f"<b>{escape(name)}.</b> <i>{escape(trigger)}, {escape(reach)}.</i>"
    if damage:
        text += " " + escape(tr("{dice} damage.", dice=damage))
    effect = _text(item.get("effect"))
    if effect:
        text += f" {_paragraph(effect)}"
    if isinstance(uses, int) and uses > 1:
        text += f' <span class="label">({tr("{uses} times a round", uses=uses)})</span>'
    return f"<p>{text}</p>"


# --------------------------------------------------------------------- "fields": the other systems


def _generic_body(ruleset: str, block: Mapping[str, Any]) -> str:
    try:
        specs = field_specs(ruleset)
    except StatblockError:
        return ""
    numbers: list[str] = []
    lines: list[str] = []
    sections: list[str] = []
    for spec in specs:
        if spec.name in _SKIPPED or spec.name not in block:
            continue
        value = block[spec.name]
        if spec.kind == "list" and spec.item is not None and spec.item.kind == "group":
            entries = [_entry(spec.item, item) for item in value or () if isinstance(item, Mapping)]
            if entries:
                sections.append(f"<h2>{escape(tr(spec.label))}</h2>{''.join(entries)}")
        elif spec.kind in ("group", "map", "list"):
            shown = _compound(spec, value)
            if shown:
                lines.append(f"<p><b>{escape(tr(spec.label))}</b> {shown}</p>")
        else:
            shown = _scalar(spec, value)
            if shown:
                numbers.append(
                    f"<b>{escape(tr(spec.label))}</b> {shown}"
                    if shown != "yes"
                    else f"<b>{escape(tr(spec.label))}</b>"
                )
    parts = []
    if numbers:
        parts.append(f"<p>{' &nbsp;·&nbsp; '.join(numbers)}</p>")
    return "".join(parts + lines + sections)


def _entry(spec: FieldSpec, item: Mapping[str, Any]) -> str:
    name = _text(item.get("name")) or tr("(unnamed)")
    details = []
    for child in spec.fields:
        if child.name == "name" or child.name not in item:
            continue
        if not child.required and item[child.name] == child.default:
            continue  # a printed block leaves out what every entry has unless told otherwise
        shown = (
            _compound(child, item[child.name])
            if child.kind in ("group", "map", "list")
            else _scalar(child, item[child.name])
        )
        if shown:
            details.append(
                escape(tr(child.label))
                if shown == "yes"
                else f'<span class="label">{escape(tr(child.label))}</span> {shown}'
            )
    return f"<p><b>{escape(name)}.</b> {'; '.join(details)}</p>"


def _scalar(spec: FieldSpec, value: Any) -> str:
    if value is None or value == "" or value is False:
        return ""
    if value is True:
        return "yes"
    if spec.kind == "choice":
        return escape(choice_words(str(value)))
    if spec.kind == "multiline":
        return _paragraph(str(value))
    return escape(str(value))


def _compound(spec: FieldSpec, value: Any) -> str:
    if isinstance(value, Mapping):
        if spec.kind == "group":
            pairs = [(tr(child.label), value.get(child.name)) for child in spec.fields]
        else:
            pairs = [(key_words(key), item) for key, item in value.items()]
        shown = [
            escape(label) if item is True else f"{escape(label)} {escape(str(item))}"
            for label, item in pairs
            if item not in (None, False, "")
        ]
        return ", ".join(shown)
    if isinstance(value, list):
        if spec.item is not None and spec.item.kind == "int" and len(value) == 2:
            low, high = value
            return escape(str(low) if low == high else f"{low}–{high}")
        return escape(", ".join(key_words(item) for item in value))
    return ""


def key_words(key: Any) -> str:
    """A key the rules read ("quick_reflexes", "cannot_be_surprised") in words; anything else (a name the
    GM wrote) as it is."""
    return condition_name(key) if isinstance(key, str) else str(key)


# ----------------------------------------------------------------------------------------- helpers


def _text(value: Any) -> str:
    return str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""


def _num(value: Any) -> str:
    return escape(str(value)) if isinstance(value, int) and not isinstance(value, bool) else "—"


def _aside(value: Any) -> str:
    text = _text(value)
    return f' <span class="label">({escape(text)})</span>' if text else ""


def _paragraph(text: str) -> str:
    """Free text as a GM wrote it in a pack: single line breaks are wrapping, blank lines separate."""
    paragraphs = [" ".join(chunk.split()) for chunk in text.strip().split("\n\n")]
    return "<br><br>".join(escape(p) for p in paragraphs if p)


# Layout (`Presentation.statblock_layout`) → the renderer of a stat block's body.
LAYOUTS: dict[str, Callable[[str, Mapping[str, Any]], str]] = {
    FIELDS_LAYOUT: _generic_body,
    THREATS_LAYOUT: _threats_body,
}
