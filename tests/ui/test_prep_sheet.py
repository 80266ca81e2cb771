"""The prep sheet: the demo encounter of every system rendered to PDF and read back with pypdf (every
combatant, every Retaliation, the options and notes, pages that fit the content), A4 against Letter, the
zone map drawn in black on white, and File ▸ Export prep sheet as PDF… on the open encounter."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog

from gm_desk.rules.demo import demo_setups
from gm_desk.rules.rulesets import available, get_ruleset
from gm_desk.ui.prep_sheet import map_image, page_id, write_pdf
from gm_desk.ui.prep_sheet_content import sheet_content
from tests.ui.test_encounter_files_ui import menu_action

SYSTEMS = list(demo_setups())
POINTS = {"a4": (595, 842), "letter": (612, 792)}


def flat(text: str) -> str:
    return " ".join(text.split()).casefold()


def pdf_text(path: Path) -> tuple[str, PdfReader]:
    reader = PdfReader(str(path))
    return flat(" ".join(page.extract_text() or "" for page in reader.pages)), reader


def retaliation_names(setup: dict) -> list[str]:
    return [
        str(r["name"])
        for c in setup["combatants"]
        for r in c.get("stats", {}).get("retaliations") or ()
        if isinstance(r, dict) and r.get("name")
    ]


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_demo_sheet_names_every_combatant_and_retaliation(qapp, tmp_path: Path, system: str) -> None:
    setup = demo_setups()[system]()
    target = tmp_path / f"{system}.pdf"
    pages = write_pdf(sheet_content(setup["name"], setup, None), target, "a4")
    text, reader = pdf_text(target)
    assert len(reader.pages) == pages
    assert 1 <= pages <= 4, f"{pages} pages for a demo of {len(setup['combatants'])} combatants"
    assert flat(setup["name"]) in text and flat(f"{dict(available())[system]} — prep sheet") in text
    missing = [n for n in [c["name"] for c in setup["combatants"]] if flat(n) not in text]
    assert not missing, f"the sheet lacks {missing}"
    missing = [n for n in retaliation_names(setup) if flat(n) not in text]
    assert not missing, f"the sheet lacks the Retaliations {missing}"
    for zone in setup["zones"]["zones"]:  # every zone is named on the sheet (in the combatants' places)
        if any(c.get("zone") == zone["id"] for c in setup["combatants"]):
            assert flat(f"in {zone['name']}") in text
    ruleset = get_ruleset(system)
    for option in list(ruleset.options.values())[:3]:  # the options in force carry their text
        assert flat(option.text)[:40] in text
    assert "notes" in text


def test_a_threat_and_retaliation_sheet_has_the_full_stat_blocks_and_the_attack_odds(
    qapp, tmp_path: Path
) -> None:
    setup = demo_setups()["glowlands"]()
    write_pdf(sheet_content(setup["name"], setup, None), tmp_path / "g.pdf")
    text, _ = pdf_text(tmp_path / "g.pdf")
    peacekeeper = next(c["stats"] for c in setup["combatants"] if c["name"] == "Peacekeeper")
    assert flat(f"ranged threat {peacekeeper['ranged_threat']}") in text
    assert flat(f"melee threat {peacekeeper['melee_threat']}") in text
    assert flat(f"strain {peacekeeper['max_strain']}") in text and flat("armour 2") in text
    for retaliation in peacekeeper["retaliations"]:
        assert flat(retaliation["effect"]) in text
    assert flat("Shock coils. Any, Engaged. 2 damage.") in text  # name, trigger, reach and damage
    # The PCs' key figures, and the odds: Haelon's best Aspect is Graceful +3; his Shortsword meets the
    # Caretaker's Melee Threat 10, so 8 faces of 20 fail (1-7): 65% hit or better.
    assert flat("Skill Mastery 4") in text and flat("Graceful 3") in text
    assert "attack odds" in text and flat("Haelon (Graceful +3") in text
    assert "65% /" in text
    # The Knife is intimate: disadvantage against the Peacekeeper (no Reach), advantage against the
    # Caretaker (Reach), and the sheet says so beside the odds.
    assert flat("Melee Threat 13 (Engaged), with disadvantage") in text
    assert flat("Melee Threat 10 (Engaged), with advantage") in text


def test_pc_weapons_read_in_words(qapp, tmp_path: Path) -> None:
    setup = demo_setups()["cards"]()
    write_pdf(sheet_content(setup["name"], setup, None), tmp_path / "c.pdf")
    text, _ = pdf_text(tmp_path / "c.pdf")
    ida = next(c["stats"] for c in setup["combatants"] if c["name"] == "Ida")
    for weapon in ida["attacks"]:
        low, high = weapon["range"]
        reach = f"range {low}" if low == high else f"range {low}–{high}"
        assert flat(f"{weapon['name']} ({reach}; skill {weapon['skill']}; damage {weapon['damage']})") in text
    assert "[0, 0]" not in text


def test_a_system_without_attack_odds_prints_none(qapp, tmp_path: Path) -> None:
    setup = demo_setups()["teams"]()
    assert not get_ruleset("teams").presentation.shows("threat_attack")
    write_pdf(sheet_content(setup["name"], setup, None), tmp_path / "t.pdf")
    text, _ = pdf_text(tmp_path / "t.pdf")
    assert "attack odds" not in text and "options in force" in text


@pytest.mark.parametrize("page", ["a4", "letter"])
def test_the_paper_is_a4_or_letter(qapp, tmp_path: Path, page: str) -> None:
    setup = demo_setups()["glowlands"]()
    write_pdf(sheet_content(setup["name"], setup, None), tmp_path / "s.pdf", page)
    _, reader = pdf_text(tmp_path / "s.pdf")
    for sheet in reader.pages:
        width, height = float(sheet.mediabox.width), float(sheet.mediabox.height)
        assert (round(width), round(height)) == POINTS[page]
    with pytest.raises(ValueError, match="A4 or Letter"):
        page_id("a5")


def test_the_map_is_drawn_black_on_white_from_the_saved_layout(qapp) -> None:
    setup = demo_setups()["glowlands"]()
    wide = {"zones": {z["id"]: [i * 300.0, 0.0, 260.0, 180.0] for i, z in enumerate(setup["zones"]["zones"])}}
    content = sheet_content(setup["name"], setup, wide)
    assert [z.rect for z in content.zones][1] == (300.0, 0.0, 260.0, 180.0)
    image = map_image(content, 1200)
    assert image.width() == 1200 and image.height() < 1200 / 4  # one row of six zones: a wide, low map
    colours = {image.pixelColor(x, y).name() for x in range(0, 1200, 7) for y in range(0, image.height(), 7)}
    assert QColor("white").name() in colours and QColor("black").name() in colours
    grey = [c for c in colours if len({c[1:3], c[3:5], c[5:7]}) > 1]
    assert not grey, f"colours that would not print in black and white: {grey[:5]}"
    stances = {t.name: t.stance for t in content.tokens}
    assert stances["Haelon"] == "party" and stances["Caretaker"] == "hostile"


def test_file_menu_exports_the_open_encounter(window, monkeypatch, tmp_path: Path) -> None:
    target = tmp_path / "relay"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    action = menu_action(window, "&File", "Export prep sheet as &PDF…")
    assert action.isEnabled()
    action.trigger()
    written = tmp_path / "relay.pdf"
    text, _ = pdf_text(written)
    assert "ambush at the dead relay" in text and "glass hound" in text and "weave and close" in text
    assert "relay.pdf" in window.statusBar().currentMessage()
    assert menu_action(window, "&File", "&Print prep sheet…").isEnabled()


def test_file_menu_prints_the_open_encounter_on_the_paper_the_dialog_chose(
    window, monkeypatch, tmp_path: Path
) -> None:
    """No printer exists here: the print dialog, answered, sends the printer to a PDF file on Letter."""
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    target = tmp_path / "printed.pdf"
    titles: list[str] = []

    def answer(dialog: QPrintDialog) -> int:
        titles.append(dialog.windowTitle())
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", answer)
    menu_action(window, "&File", "&Print prep sheet…").trigger()
    assert titles == ["Print prep sheet"]
    text, reader = pdf_text(target)
    assert "ambush at the dead relay" in text and "lumen moth swarm" in text and "glowdust" in text
    page = reader.pages[0]
    assert (round(float(page.mediabox.width)), round(float(page.mediabox.height))) == POINTS["letter"]


def test_the_sheet_carries_the_badges_difficulty_summary_while_it_is_current(window, tmp_path: Path) -> None:
    from gm_desk.rules.difficulty.run import simulate
    from gm_desk.ui.prep_sheet import export_pdf

    session = window.session
    assert session.in_prep
    from gm_desk.rules.i18n import percent as pct

    report = simulate(session.setup, fights=30, seed=1, workers=1, round_cap=2)
    window.difficulty_badge.report = report
    written = export_pdf(window, tmp_path / "with.pdf")
    text, _ = pdf_text(written)
    assert "of 30 simulated fights" in text and "goes down (95%)" in text
    assert report.undecided and "are undecided: still going after the cap of 2 rounds" in text
    for pc in report.pcs:  # each PC's risk with its interval
        lo, hi = pc.down_interval
        assert f"{pct(pc.down_chance)} ({pct(lo)}–{pct(hi)})".lower() in text
    assert "most at risk" not in text  # nobody goes down in two rounds: nobody is named
    window.difficulty_badge.report = None  # an edit drops the report: the sheet then has no summary
    text, _ = pdf_text(export_pdf(window, tmp_path / "without.pdf"))
    assert "simulated fights" not in text


def test_the_sheet_names_the_pc_most_at_risk() -> None:
    from gm_desk.rules.difficulty.run import simulate
    from gm_desk.rules.i18n import percent

    setup = demo_setups()["marching"]()
    report = simulate(setup, fights=60, seed=2, workers=1)
    worst = max(report.pcs, key=lambda pc: pc.down_chance)
    assert worst.down_chance > 0 and sum(pc.down_chance == worst.down_chance for pc in report.pcs) == 1
    html = "".join(sheet_content("Warren", setup, None, report).sections)
    assert f"Most at risk: {worst.name}, who goes down in {percent(worst.down_chance)} of the fights." in html
