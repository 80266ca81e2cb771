"""What a prep sheet says about an encounter, as plain data: the map to draw and the sheet's HTML sections.

`sheet_content(name, setup, layout)` reads the encounter as prepared (its setup, checked by the rules,
and the canvas layout) and asks the system's ruleset and Presentation for everything else: each side's
combatants with their stat blocks as the bestiary prints them (`statblock_view.LAYOUTS`), the PCs' key
figures (`pc_summary` and their tracks), the options in force with their text, and, where the system
offers attack odds (`shows(THREAT_ATTACK)`), each PC's chances against each foe. No meaning is carried
by colour alone, so the sheet reads the same in black and white. `prep_sheet.py` renders it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from gm_desk.rules.arrival_book import waiting
from gm_desk.rules.difficulty.report import Report
from gm_desk.rules.events import Command
from gm_desk.rules.i18n import percent
from gm_desk.rules.presentation import THREAT_ATTACK
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.rulesets import available, get_ruleset
from gm_desk.rules.scene_event_spec import events_of, when_words
from gm_desk.rules.setup import state_from_setup
from gm_desk.rules.state import Combatant, EncounterState
from gm_desk.rules.zone_hazard_spec import words as hazard_words
from gm_desk.ui.bestiary.statblock_view import LAYOUTS, key_words, layout_of
from gm_desk.ui.forms.inputs import choice_words
from gm_desk.ui.i18n import N_, number, tr
from gm_desk.zone_layout import clean_layout, fill_layout

STANCE_WORDS = {
    "party": N_("the party"),
    "hostile": N_("hostile"),
    "neutral": N_("neutral"),
}  # tr() where shown
NOTE_LINES = 12


@dataclass(frozen=True)
class MapToken:
    name: str
    zone: str
    stance: str  # party | hostile | neutral: drawn as differently shaped rings, not colours
    face: str | None = None  # the digest of its portrait, printed inside its ring


@dataclass(frozen=True)
class MapZone:
    id: str
    name: str
    tags: tuple[str, ...]
    rect: tuple[float, float, float, float]


@dataclass
class SheetContent:
    title: str
    system: str
    zones: list[MapZone] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)
    tokens: list[MapToken] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)  # HTML, in the order printed after the map
    picture: dict[str, Any] | None = None  # the map picture under the zones, as the GM placed it

    @property
    def names(self) -> list[str]:
        """Every combatant's name, in the order of the setup."""
        return [t.name for t in self.tokens]


def sheet_content(
    name: str,
    setup: dict[str, Any],
    layout: Mapping[str, Any] | None,
    difficulty: Report | None = None,
    faces: Mapping[str, str] | None = None,
    notes: Mapping[str, Any] | None = None,
    campaign_notes: str = "",
) -> SheetContent:
    """The prep sheet of an encounter as prepared (with its difficulty summary when a simulation's report
    is given). SetupError when the setup cannot start a fight."""
    ruleset = get_ruleset(str(setup.get("ruleset")))
    state = state_from_setup(setup, ruleset)
    system = dict(available()).get(ruleset.id, ruleset.id)
    content = SheetContent(title=name or state.name, system=system)
    _map(content, state, layout, faces or {})
    content.sections.append(_sides(ruleset, state))
    scene = _scene(ruleset, state)
    if scene:
        content.sections.append(scene)
    odds = _odds(ruleset, state)
    if odds:
        content.sections.append(odds)
    if difficulty is not None:
        content.sections.append(_difficulty(difficulty))
    content.sections.append(_options(ruleset, state))
    typed = _gm_notes(state, notes or {}, campaign_notes)
    if typed:
        content.sections.append(typed)
    content.sections.append(_notes())
    return content


# ------------------------------------------------------------------------------------------- the map


def _map(
    content: SheetContent, state: EncounterState, layout: Mapping[str, Any] | None, faces: Mapping[str, str]
) -> None:
    zone_ids = list(state.zones.zones)
    cells = clean_layout(dict(layout or {}))
    content.picture = cells.get("picture")
    cells["zones"] = {z: r for z, r in cells["zones"].items() if z in state.zones.zones}
    fill_layout(cells, zone_ids, state.zones.links)
    for zid in zone_ids:
        zone = state.zones.zones[zid]
        x, y, w, h = cells["zones"][zid]
        content.zones.append(MapZone(zid, zone.name, tuple(sorted(zone.tags)), (x, y, w, h)))
    content.links = sorted(tuple(sorted(link)) for link in state.zones.links)  # type: ignore[misc]
    for c in state.combatants.values():
        side = state.sides.get(c.side)
        stance = side.stance if side is not None else ("party" if c.is_pc else "hostile")
        content.tokens.append(MapToken(c.name, c.zone or "", stance, faces.get(c.id)))


# ---------------------------------------------------------------------------------- sides and blocks


def _sides(ruleset: Ruleset, state: EncounterState) -> str:
    parts = []
    for side in state.sides.values():
        # Reinforcements (not in the fight yet) are on the sheet too, after those who start.
        members = [c for c in [*state.combatants.values(), *waiting(state)] if c.side == side.id]
        if not members:
            continue
        stance = tr(STANCE_WORDS.get(side.stance, side.stance))
        parts.append(f'<h2>{escape(side.name)} <span class="meta">({escape(stance)})</span></h2>')
        parts.extend(_combatant(ruleset, state, c) for c in members)
    return "".join(parts)


def _scene(ruleset: Ruleset, state: EncounterState) -> str:
    """The scene events and the zone hazards, after the sides ("" when there are none)."""
    rows = [
        f"<p><b>{escape(e.name)}</b> <i>({escape(when_words(e, ruleset.scene_order))})</i>: {escape(e.text)}</p>"
        for e in events_of(state)
    ]
    rows += [
        f"<p><b>{escape(z.name)}</b> <i>({escape(z.hazard.tag)})</i>: {escape(hazard_words(z.hazard))}</p>"
        for z in state.zones.zones.values()
        if z.hazard is not None
    ]
    return f"<h2>{tr('Scene events and hazards')}</h2>{''.join(rows)}" if rows else ""


def _combatant(ruleset: Ruleset, state: EncounterState, c: Combatant) -> str:
    where = state.zones.zones[c.zone].name if c.zone in state.zones.zones else tr("off the map")
    engaged = sorted(state.combatants[o].name for o in c.engaged if o in state.combatants)
    place = (
        tr("in {zone}, engaged with {names}", zone=where, names=", ".join(engaged))
        if engaged
        else tr("in {zone}", zone=where)
    )
    if c.id not in state.combatants:
        place = tr("arrives later, {place}", place=place)
    kind = tr("PC") if c.is_pc else tr("NPC")
    head = f'<h3>{escape(c.name)} <span class="meta">— {kind}, {escape(place)}</span></h3>'
    body = []
    if c.is_pc:
        figures = _pc_figures(ruleset, c.stats)
        if figures:
            body.append(f"<p><b>{tr('Key figures:')}</b> {figures}</p>")
        tracks = " &nbsp;·&nbsp; ".join(escape(t.words()) for t in ruleset.presentation.tracks(c) if t.words())
        if tracks:
            body.append(f"<p><b>{tr('Tracks:')}</b> {tracks}</p>")
        body.append(_pc_weapons(c.stats))
    else:
        block = {k: v for k, v in c.stats.items() if k not in ("name", "tags", "description")}
        printed = LAYOUTS[layout_of(ruleset.id)](ruleset.id, block)
        body.append(printed.replace("<h2>", "<h4>").replace("</h2>", "</h4>"))
    return f'<div class="block">{head}{"".join(body)}</div>'


def _pc_figures(ruleset: Ruleset, sheet: Mapping[str, Any]) -> str:
    """The numbers of a PC's sheet in the order its form shows them ("Skill Mastery 4 · Graceful 3 ...");
    the roster's one line when the system names no sheet fields."""
    shown = []
    for spec in ruleset.presentation.pc_sheet():
        value = sheet.get(spec.name)
        if spec.kind in ("int", "text", "choice", "bool", "dice", "reach") and value not in (None, "", False):
            words = (
                "yes" if value is True else choice_words(str(value)) if spec.kind == "choice" else str(value)
            )
            shown.append(f"<b>{escape(tr(spec.label))}</b> {escape(words)}")
        elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            shown.append(f"<b>{escape(tr(spec.label))}</b> {escape(', '.join(key_words(v) for v in value))}")
        elif isinstance(value, Mapping) and value and spec.kind == "map":
            pairs = ", ".join(f"{key_words(k)} {v}" for k, v in value.items())
            shown.append(f"<b>{escape(tr(spec.label))}</b> {escape(pairs)}")
    if shown:
        return " &nbsp;·&nbsp; ".join(shown)
    return escape(ruleset.presentation.pc_summary(dict(sheet)))


def _pc_weapons(sheet: Mapping[str, Any]) -> str:
    weapons = [w for w in sheet.get("weapons") or sheet.get("attacks") or () if isinstance(w, Mapping)]
    if not weapons:
        return ""
    lines = []
    for w in weapons:
        details = []
        if "range" in w:
            details.append(_range_words(w["range"]))
        for key, value in w.items():  # the rest as the sheet holds it: damage, skill, bonus...
            if (
                key not in ("name", "range", "tags")
                and value not in (None, "", False)
                and not isinstance(value, dict | list)
            ):
                details.append(f"{tr(key.replace('_', ' '))} {tr('yes') if value is True else value}")
        tags = [str(t) for t in w.get("tags") or () if str(t).strip()]
        if tags:
            details.append(", ".join(tags))
        lines.append(f"<b>{escape(str(w.get('name') or tr('(unnamed)')))}</b> ({escape('; '.join(details))})")
    label = tr("Weapons") if sheet.get("weapons") else tr("Attacks")
    return f"<p><b>{label}:</b> {' &nbsp;·&nbsp; '.join(lines)}</p>"


def _range_words(reach: Any) -> str:
    """A weapon's range as words: "range 2", "range 1–3" (a [low, high] pair), "engaged"."""
    if isinstance(reach, list) and len(reach) == 2 and all(isinstance(v, int) for v in reach):
        low, high = reach
        return tr("range {low}", low=low) if low == high else tr("range {low}–{high}", low=low, high=high)
    if isinstance(reach, int) and not isinstance(reach, bool):
        return tr("range {low}", low=reach)
    return choice_words(str(reach)).lower()


# -------------------------------------------------------------------------------------- attack odds


def _odds(ruleset: Ruleset, state: EncounterState) -> str:
    """Each PC's chance to hit (and to crit) each foe with each weapon, with the PC's best Aspect and the
    edge the weapon itself brings (an intimate weapon), as the system's attack preview reads it; "" when the system offers no attack odds."""
    if not ruleset.presentation.shows(THREAT_ATTACK):
        return ""
    foes = [c for c in state.combatants.values() if not c.is_pc]
    tables = []
    for pc in (c for c in state.combatants.values() if c.is_pc):
        kit = ruleset.presentation.attack_kit(state, pc.id)
        if kit is None or not kit.weapons or not foes:
            continue
        aspect = max(kit.aspects, key=lambda item: item[1], default=None)
        args: dict[str, Any] = {"aspects": [aspect[0]]} if aspect else {}
        with_aspect = f"{tr(aspect[0].capitalize())} +{aspect[1]}" if aspect else tr("no Aspect")
        head = "".join(f"<th>{escape(f.name)}</th>" for f in foes)
        rows = []
        for weapon in kit.weapons:
            cells = []
            for foe in foes:
                cmd = Command(
                    kit.command, actor=pc.id, args={**args, "target": foe.id, "weapon": weapon.name}
                )
                preview = ruleset.presentation.attack_preview(state, cmd)
                if preview is None:
                    cells.append("<td>—</td>")
                    continue
                odds = dict(preview.odds)
                hit = sum(v for k, v in odds.items() if k != "fail")
                crit = odds.get("critical", 0.0)
                against = preview.against + (
                    ", " + tr("with {edge}", edge=tr(preview.edge)) if preview.edge else ""
                )
                cells.append(f"<td>{percent(hit)} / {percent(crit)}<br/><small>{escape(against)}</small></td>")
            rows.append(f"<tr><th>{escape(weapon.name)}</th>{''.join(cells)}</tr>")
        tables.append(
            f"<p><b>{escape(pc.name)}</b> ({escape(with_aspect)}; "
            f"{tr('advantage or disadvantage only where the weapon brings it')})</p>"
            f'<table class="grid" cellspacing="0" cellpadding="3"><tr><th>{escape(tr("Weapon"))}</th>{head}</tr>'
            f"{''.join(rows)}</table>"
        )
    if not tables:
        return ""
    return (
        f"<h2>{tr('Attack odds')}</h2>"
        f'<p class="meta">{tr("Chance to succeed (or better) / chance of a critical, the Threat each weapon meets below.")}</p>'
        + "".join(tables)
    )


# -------------------------------------------------------------------------------------- difficulty


def _difficulty(report: Report) -> str:
    """The simulation's summary: the party's chance, undecided fights apart, how long fights last, and each
    PC's risk (its chance to go down with its interval; the PC most at risk named in words, not marked
    by colour)."""
    lo, hi = report.win_interval
    rows = "".join(
        f"<tr><td>{escape(pc.name)}</td><td>{percent(pc.down_chance)} "
        f"({percent(pc.down_interval[0])}–{percent(pc.down_interval[1])})</td>"
        f"<td>{number(pc.track_mean, '.1f')} {escape(pc.track)}</td></tr>"
        for pc in report.pcs
    )
    capped = (
        " "
        + tr(
            "{share} are undecided: still going after the cap of {cap} rounds.",
            share=percent(report.capped_chance),
            cap=report.round_cap,
        )
        if report.capped
        else ""
    )
    risk = ""
    worst = max(report.pcs, key=lambda pc: (pc.down_chance, pc.name), default=None)
    if worst is not None and worst.down_chance > 0:
        risk = "<p>" + escape(
            tr(
                "Most at risk: {name}, who goes down in {chance} of the fights.",
                name=worst.name,
                chance=percent(worst.down_chance),
            )
        ) + "</p>"
    return (
        f"<h2>{tr('Difficulty')}</h2><p>"
        + tr(
            "The party wins <b>{chance}</b> of {fights} simulated fights (95% interval {low} to {high}); a "
            "fight lasts {rounds:.1f} rounds on average.",
            chance=percent(report.win_chance),
            fights=report.fights,
            low=percent(lo),
            high=percent(hi),
            rounds=report.rounds_mean,
        )
        + f"{capped}</p>{risk}"
        '<table class="grid" cellspacing="0" cellpadding="3"><tr>'
        f"<th>{tr('PC')}</th><th>{tr('Goes down (95%)')}</th><th>{tr('On average, ends with')}</th></tr>{rows}</table>"
        f'<p class="meta">{escape(tr("How each side plays: {tactic}. Seed {seed}.", tactic=tr(report.tactic.rstrip(".")), seed=report.seed))}</p>'
    )


# ------------------------------------------------------------------------------------------ options


def _options(ruleset: Ruleset, state: EncounterState) -> str:
    if not ruleset.options:
        return f"<h2>{tr('Options in force')}</h2><p>{tr('This system has no options.')}</p>"
    rows = []
    changed = 0
    for key, option in ruleset.options.items():
        value = state.options.get(key, option.default)
        differs = value != option.default
        changed += differs
        mark = f" <b>{tr('(changed)')}</b>" if differs else ""
        rows.append(
            f"<tr><td><b>{escape(option.label(key))}</b></td><td>{escape(option.value_words(value))}{mark}</td>"
            f"<td>{escape(tr(option.text))}</td></tr>"
        )
    said = tr("{count} changed from the default", count=changed) if changed else tr("all at their defaults")
    return (
        f'<h2>{tr("Options in force")}</h2><p class="meta">{said}.</p>'
        f'<table class="options" cellspacing="0" cellpadding="2">{"".join(rows)}</table>'
    )


def _gm_notes(state: EncounterState, notes: Mapping[str, Any], campaign: str) -> str:
    """The GM's own notes (gm_desk/store/notes.py): the encounter's, each combatant's and zone's, the
    campaign's; "" when there are none. Line breaks are kept; everything is printed as typed."""

    def para(text: str) -> str:
        return "<br>".join(escape(line) for line in text.splitlines())

    rows = []
    if isinstance(notes.get("encounter"), str) and notes["encounter"]:
        rows.append(f"<p>{para(notes['encounter'])}</p>")
    for key, things in (("combatants", state.combatants), ("zones", state.zones.zones)):
        table = notes.get(key)
        if not isinstance(table, dict):
            continue
        for thing_id, thing in things.items():
            text = table.get(thing_id)
            if isinstance(text, str) and text:
                rows.append(f"<p><b>{escape(thing.name)}</b>: {para(text)}</p>")
    if campaign:
        rows.append(f"<p><b>{escape(tr('The campaign'))}</b>: {para(campaign)}</p>")
    return f"<h2>{tr('Your notes')}</h2>{''.join(rows)}" if rows else ""


def _notes() -> str:
    lines = "".join('<tr><td class="line">&nbsp;</td></tr>' for _ in range(NOTE_LINES))
    return f'<h2>{tr("Notes")}</h2><table class="notes" width="100%" cellspacing="0" cellpadding="6">{lines}</table>'
