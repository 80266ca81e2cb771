"""What an attack did, drawn as rich text for the attack panel.

The fight's system reads the attack back from its events (`Presentation.attack_report`) into an
`AttackReport` of plain data: the outcome against what the roll met, the damage, each reaction it drew
(applied, waiting for the GM, out of reach) and the ones that did not land. This module only draws it.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from gm_desk.rules.feature_data import AttackReport
from gm_desk.ui.i18n import N_, tr

OUTCOME_WORDS = {
    "fail": N_("Failure"),
    "success": N_("Success"),
    "critical": N_("Critical"),
}  # tr() where shown
OUTCOME_COLOURS = {"fail": "#b42318", "success": "#1f7a45", "critical": "#7a3fd1"}


def summary_html(summary: AttackReport, name: Callable[[str], str]) -> str:
    """The attack as rich text for a label: outcome, damage, then each reaction it drew."""
    colour = OUTCOME_COLOURS.get(summary.outcome, "#1c2638")
    outcome = OUTCOME_WORDS.get(summary.outcome)
    shown = tr(outcome) if outcome is not None else html.escape(summary.outcome)
    fields = {
        "outcome": f"<b style='color:{colour}'>{shown}</b>",
        "total": summary.total,
        "against": html.escape(summary.against),
    }
    if summary.natural == 20:
        line = tr("{outcome} — {total} (natural 20) against {against}", **fields)
    else:
        line = tr("{outcome} — {total} against {against}", **fields)
    parts = [f"<div style='font-size:14px'>{line}</div>"]
    parts += [f"<div>{html.escape(note)}</div>" for note in summary.notes]
    if summary.damage is not None:
        dmg = summary.damage
        target = html.escape(name(summary.target))
        if dmg.get("armour"):
            took = tr(
                "{name} takes <b>{amount}</b> damage ({raw} less {armour} armour).",
                name=target,
                amount=dmg["amount"],
                raw=dmg["raw"],
                armour=dmg["armour"],
            )
        else:
            took = tr("{name} takes <b>{amount}</b> damage.", name=target, amount=dmg["amount"])
        parts.append(f"<div>{took}</div>")
    for fired in summary.reactions:
        if fired.taken is not None:
            state = tr("applied: <b>{amount}</b> {words}", amount=fired.taken, words=html.escape(summary.taken_words))
        elif fired.waiting_id:
            state = "<b style='color:#a15c00'>" + tr("waits for you") + "</b>"
        elif not fired.in_reach:
            state = tr("out of reach: the GM decides")
        else:
            state = tr("no damage")
        effect = f" — <i>{html.escape(str(fired.effect))}</i>" if fired.effect else ""
        damage = f", {html.escape(str(fired.damage))}" if fired.damage else ""
        parts.append(
            f"<div>⚔ <b>{html.escape(fired.name)}</b> ({html.escape(name(fired.by))} → "
            f"{html.escape(name(fired.target))}{damage}){effect}: {state}</div>"
        )
    for line in summary.quiet:
        parts.append(f"<div style='color:#5d6a80'>{html.escape(line)}</div>")
    return "".join(parts)
