"""The command-line verbs that work on the data file without a window (GM Desk must be closed):

gm-desk replay FILE [--json] [--check]
gm-desk import-encounter FILE [--campaign NAME] [--data-dir DIR]
gm-desk export-encounter NAME_OR_ID -o FILE [--data-dir DIR]
gm-desk prep-sheet NAME_OR_ID -o FILE.pdf [--data-dir DIR] [--page a4|letter]
gm-desk difficulty FILE|NAME [--fights N] [--seed S] [--workers W] [--round-cap R] [--json] [--data-dir DIR]
                  [--tune P [--save-as NEW_NAME] [--allow-options]]
gm-desk day FILE|NAME FILE|NAME... [--rest-after N[=WHAT,...]] [--days N] [--seed S] [--round-cap R] [--json]
           [--data-dir DIR]
gm-desk share NAME_OR_ID [--bind ADDR] [--port N] [--data-dir DIR]

Each prints one line saying what it did and exits 0, or prints why not (in a GM's words) on stderr and
exits non-zero: 2 when the file, the name or the data file is refused, 3 when a running GM Desk holds
the data folder (the same lock the app takes). A refused encounter file is refused before the data
file is even opened, so it changes nothing. The work itself is the store's
(`gm_desk.store.encounter_files`), the same functions the app's File menu calls.

`share` is the one verb that runs beside a running GM Desk: it only reads the data file (never under the
app's lock) and serves the encounter's player view until it is stopped (Ctrl+C or SIGTERM, exit 0).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from gm_desk.rules.i18n import t, tn

REFUSED = 2
FOLDER_IN_USE = 3


def speak_the_app_language(argv: list[str]) -> None:
    """Say everything in the language the app shows for this data folder (`--data-dir`, else the user's
    own): the one remembered in its window settings, else the computer's when GM Desk has it, else English.
    Nothing is written: a verb only reads the remembered choice."""
    from gm_desk.paths import default_data_dir
    from gm_desk.ui.i18n import available_languages, start_language, system_language, use_language
    from gm_desk.ui.window_settings import SETTINGS_FILE, open_settings

    folder: Path | None = None
    for index, arg in enumerate(argv):
        if arg == "--data-dir" and index + 1 < len(argv):
            folder = Path(argv[index + 1])
        elif arg.startswith("--data-dir="):
            folder = Path(arg.removeprefix("--data-dir="))
    folder = folder or default_data_dir()
    try:
        remembered = (folder / SETTINGS_FILE).is_file()
    except OSError:
        remembered = False
    if remembered:
        start_language(open_settings(folder))
    else:  # nothing remembered: the computer's language, when GM Desk has it
        use_language(system_language(available_languages()))


def run(verb: str, argv: list[str]) -> int:
    speak_the_app_language(argv)
    mains = {
        "import-encounter": import_main,
        "export-encounter": export_main,
        "prep-sheet": prep_sheet_main,
        "difficulty": difficulty_main,
        "day": day_main,
        "recap": recap_main,
        "share": share_main,
    }
    return mains[verb](argv)


def _data_dir_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir", type=Path, metavar="DIR", help="the data folder (default: your user data folder)"
    )


def replay_main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """`gm-desk replay FILE`: re-run an encounter file without a window and report what happened."""
    from gm_desk.rules.intake import shown_file
    from gm_desk.rules.replay import report_json, report_words
    from gm_desk.store.intake.encounter_file import EncounterFileError, load

    out = out or sys.stdout
    speak_the_app_language([])
    parser = argparse.ArgumentParser(prog="gm-desk replay", description="Re-run a saved encounter file.")
    parser.add_argument("file", type=Path)
    parser.add_argument("--json", action="store_true", help="print the events and the final state as JSON")
    parser.add_argument(
        "--check",
        action="store_true",
        help="decide every command again with its recorded rolls and stop at the first difference",
    )
    args = parser.parse_args(argv)
    try:
        enc = load(args.file, redecide=args.check)
    except EncounterFileError as exc:
        print(f"gm-desk replay: {exc}", file=sys.stderr)
        return REFUSED
    # Everything is worked out before the first character is written: a refusal never follows half
    # an answer on stdout.
    try:
        text = report_json(enc) if args.json else report_words(enc)
    except Exception:  # the log folded, but left values the summary cannot read (a hand-edited file)
        words = t(
            "{name}: log: the logged events leave the fight in a state GM Desk cannot read; the file cannot be replayed.",
            name=shown_file(args.file.name),
        )
        print(f"gm-desk replay: {words}", file=sys.stderr)
        return REFUSED
    out.write(text)
    return 0


def import_main(argv: list[str]) -> int:
    from gm_desk.store.encounter_files import checked_campaign_name, import_checked
    from gm_desk.store.errors import InvalidValueError
    from gm_desk.store.intake.encounter_file import EncounterFileError, check_encounter_file

    parser = argparse.ArgumentParser(
        prog="gm-desk import-encounter",
        description="Bring an encounter file in as a new encounter of a campaign: prepared, or running at "
        "its last command. The file is checked completely (and its log replayed) before anything is "
        "written; a refused file changes nothing. GM Desk must be closed.",
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="the encounter file (.json)")
    parser.add_argument(
        "--campaign",
        metavar="NAME",
        help="the campaign it joins; created with the file's system when no campaign has this name "
        "(default: 'Imported <system> encounters', e.g. 'Imported Threat & Retaliation encounters')",
    )
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk import-encounter"
    if args.campaign is not None:  # the one rule for names, before the file or the data file is read
        try:
            checked_campaign_name(args.campaign)
        except InvalidValueError as exc:
            print(f"{say}: {exc}", file=sys.stderr)
            return REFUSED
    try:
        checked = check_encounter_file(args.file)
    except EncounterFileError as exc:
        told = sentence(str(exc))
        nothing = "" if "nothing was imported" in told.casefold() else " " + t("Nothing was imported.")
        print(f"{say}: {told}{nothing}", file=sys.stderr)
        return REFUSED

    def work(seeded: bool) -> str:
        try:
            done = import_checked(checked, campaign_name=args.campaign)
        except InvalidValueError as exc:  # a name the one rule for names refuses: nothing was written
            raise _Refused(f"{exc} {t('Nothing was imported.')}") from None
        where = (
            t("the new campaign '{name}'", name=done.campaign_name)
            if done.campaign_created
            else f"'{done.campaign_name}'"
        )
        state = {
            "prep": t("prepared"),
            "running": t("running at command {count}", count=done.commands),
            "ended": t("ended after {count} commands", count=done.commands),
        }[done.status]
        first = (
            t(" (this data folder was new: its bestiary and demo campaigns were set up too)")
            if seeded
            else ""
        )
        return t(
            "Imported '{name}' ({state}) into {where}, encounter id {id}.{first}",
            name=done.name,
            state=state,
            where=where,
            id=done.encounter_id,
            first=first,
        )

    return _on_data_file(args.data_dir, say, t("import the file"), work, create=True)


def export_main(argv: list[str]) -> int:
    from gm_desk.store.encounter_files import export_encounter_file, find_encounter

    parser = argparse.ArgumentParser(
        prog="gm-desk export-encounter",
        description="Write an encounter (its setup, options and log) as an encounter file, the format "
        "`gm-desk replay` and `import-encounter` read. GM Desk must be closed.",
    )
    parser.add_argument("encounter", metavar="NAME_OR_ID", help="the encounter's name (any case) or its id")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="FILE", help="the file to write")
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk export-encounter"

    def work(_seeded: bool) -> str:
        record = find_encounter(args.encounter)
        try:
            export_encounter_file(record.id, args.output)
        except OSError as exc:
            raise _Refused(_cannot_write(args.output, exc)) from None
        commands = (
            t("no commands yet") if record.status == "prep" else t("status {status}", status=record.status)
        )
        return t(
            "Exported '{name}' (encounter id {id}, {commands}) to {path}.",
            name=record.name,
            id=record.id,
            commands=commands,
            path=shown_path(args.output),
        )

    return _on_data_file(args.data_dir, say, t("export it"), work, create=False)


def prep_sheet_main(argv: list[str]) -> int:
    """The prep sheet of an encounter as a PDF (gm_desk/ui/prep_sheet.py draws it, offscreen)."""
    from gm_desk.store.encounter_files import find_encounter

    parser = argparse.ArgumentParser(
        prog="gm-desk prep-sheet",
        description="Write an encounter's prep sheet as a PDF: the zone map, each side's combatants with "
        "their stat blocks, the PCs' key figures, the odds of the common rolls, the options in force and "
        "room for notes. GM Desk must be closed.",
    )
    parser.add_argument("encounter", metavar="NAME_OR_ID", help="the encounter's name (any case) or its id")
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="FILE", help="the PDF to write")
    parser.add_argument(
        "--page", choices=("a4", "letter"), default="a4", type=str.lower, help="the paper (default: a4)"
    )
    parser.add_argument(
        "--difficulty",
        type=_count(0, "the number of fights"),
        default=0,
        metavar="N",
        help="add a difficulty summary from N simulated fights (seed 0; default 0: no summary)",
    )
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk prep-sheet"

    def work(_seeded: bool) -> str:
        from gm_desk.rules.setup import SetupError

        record = find_encounter(args.encounter)
        _offscreen_app()
        from gm_desk.store import campaign_notes, encounter_notes, setup_faces
        from gm_desk.ui.prep_sheet import write_pdf
        from gm_desk.ui.prep_sheet_content import sheet_content

        report = None
        if args.difficulty:
            from gm_desk.rules.difficulty.run import simulate

            try:
                report = simulate(record.setup, fights=args.difficulty, seed=0)
            except (SetupError, ValueError) as exc:  # ValueError: TooLarge, said in words
                raise _Refused(
                    t("the encounter '{name}' cannot be simulated: {error}", name=record.name, error=exc)
                ) from None
        try:
            faces = setup_faces(record.campaign_id, record.setup, record.layout)
            notes = encounter_notes(record.id).document()
            content = sheet_content(
                record.name, record.setup, record.layout, report, faces, notes, campaign_notes(record.campaign_id)
            )
            pages = write_pdf(content, args.output, args.page)
        except SetupError as exc:
            raise _Refused(
                t("the encounter '{name}' cannot be put on paper: {error}", name=record.name, error=exc)
            ) from None
        except OSError as exc:
            raise _Refused(_cannot_write(args.output, exc)) from None
        return tn(
            "Wrote the prep sheet of '{name}' ({pages} {paper} page) to {path}.",
            "Wrote the prep sheet of '{name}' ({pages} {paper} pages) to {path}.",
            pages,
            name=record.name,
            pages=pages,
            paper=args.page.upper(),
            path=shown_path(args.output),
        )

    return _on_data_file(args.data_dir, say, t("print it"), work, create=False)


def recap_main(argv: list[str]) -> int:
    """A fight's recap as Markdown with a picture of the map per round (gm_desk/ui/fight_recap.py)."""
    from gm_desk.store import find_encounter

    parser = argparse.ArgumentParser(
        prog="gm-desk recap",
        description="Write a fight's recap: one section per round with what happened in plain words and "
        "a picture of the map as the round ended (FILE.md, pictures in FILE_files/). GM Desk must be closed.",
    )
    parser.add_argument("encounter", metavar="NAME_OR_ID", help="the encounter's name (any case) or its id")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="FILE", help="the .md file to write"
    )
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk recap"

    def work(_seeded: bool) -> str:
        from gm_desk.rules.fight_stats import fight_statistics
        from gm_desk.rules.recap import recap_rounds
        from gm_desk.rules.rulesets import get_ruleset
        from gm_desk.store import autosave

        record = find_encounter(args.encounter)
        try:
            encounter, _undone = autosave.load(record.id)
        except Exception as exc:  # a log that does not replay is told, never a traceback
            raise _Refused(
                t("the fight '{name}' cannot be read back: {error}", name=record.name, error=exc)
            ) from None
        if not encounter.log:
            raise _Refused(
                t("the fight '{name}' has not begun: there is nothing to recap.", name=record.name)
            )
        _offscreen_app(widgets=True)  # the map is a graphics scene: it needs the widgets' application
        from PySide6.QtCore import QRectF

        from gm_desk.ui.fight_recap import write_recap
        from gm_desk.zone_layout import clean_layout, fill_layout

        ruleset = get_ruleset(record.setup["ruleset"])
        layout = clean_layout(dict(record.layout or {}))
        fill_layout(layout, list(encounter.state.zones.zones), encounter.state.zones.links)
        try:
            rounds = recap_rounds(record.setup, encounter.log, ruleset)
        except Exception:  # a log stored before the gate read every event: told, never a traceback
            raise _Refused(
                t(
                    "the fight '{name}' cannot be told: its log holds an event GM Desk cannot put into words.",
                    name=record.name,
                )
            ) from None
        try:
            target, count = write_recap(
                args.output,
                record.name,
                rounds,
                ruleset,
                lambda zone: QRectF(*layout["zones"][zone]),
                fight_statistics(record.setup, encounter.log, ruleset),
            )
        except OSError as exc:
            raise _Refused(_cannot_write(args.output, exc)) from None
        return t(
            "Wrote the recap of '{name}' ({count} sections, a picture each) to {path}.",
            name=record.name,
            count=count,
            path=shown_path(target),
        )

    return _on_data_file(args.data_dir, say, t("read it"), work, create=False)


def _offscreen_app(*, widgets: bool = False) -> None:
    """A Qt application to draw with, offscreen when there is no display to open (``widgets``: one that
    can also hold a graphics scene)."""
    import os

    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        if widgets:
            from PySide6.QtWidgets import QApplication

            _offscreen_app.app = QApplication(sys.argv[:1])  # type: ignore[attr-defined]
        else:
            _offscreen_app.app = QGuiApplication(sys.argv[:1])  # type: ignore[attr-defined]
        from gm_desk.ui.i18n import current_language, use_language

        use_language(current_language())  # the widgets' words too, now that there is an application


def shown_path(path: Path | str) -> str:
    """A path as a message shows it: every character a terminal would act on shown as "?"."""
    return "".join(c if c.isprintable() else "?" for c in str(path))


def _cannot_write(path: Path, error: OSError) -> str:
    return t(
        "cannot write {path} ({strerror}).",
        path=shown_path(path),
        strerror=getattr(error, "strerror", None) or error,
    )


def sentence(text: str) -> str:
    """The text as a sentence: ended by a full stop unless it ends with one already."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


class _Refused(Exception):
    """A refusal the work itself words."""


def _on_data_file(
    data_dir: Path | None,
    say: str,
    doing: str,
    work: Callable[[bool], str],
    *,
    create: bool,
    quiet: bool = False,
) -> int:
    """Run `work` on the open data file, holding the data folder's lock, and print its one line.

    A brand-new data file is first set up as the app's first start does (bestiary and demos), so the
    app, started later, does not take the imported encounter for the GM's own content and skip them.
    """
    from gm_desk.instance_lock import FolderNotWritable, single_instance_lock
    from gm_desk.leftovers import remove_leftovers
    from gm_desk.paths import database_path, default_data_dir, resource_root
    from gm_desk.store.backup_policy import BackupPolicy
    from gm_desk.store.connection import read_only_words
    from gm_desk.store.errors import NeedsRecoveryError, StoreError
    from gm_desk.store.recovery import good_backups, open_with_recovery, restore_command
    from gm_desk.store.seed import seed_if_empty

    folder = data_dir or default_data_dir()
    path = database_path(folder)
    if not create and not path.exists():
        print(
            f"{say}: " + t("there is no GM Desk data file in {folder} yet.", folder=folder), file=sys.stderr
        )
        return REFUSED
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(
            f"{say}: "
            + t("cannot create the data folder {folder} ({error}).", folder=folder, error=error.strerror),
            file=sys.stderr,
        )
        return REFUSED
    try:
        lock = single_instance_lock(folder)
    except FolderNotWritable:
        print(f"{say}: {read_only_words(folder, is_folder=True)}", file=sys.stderr)
        return REFUSED
    if lock is None:
        print(
            f"{say}: "
            + t("GM Desk is using {folder}; close it, then {doing} again.", folder=folder, doing=doing),
            file=sys.stderr,
        )
        return FOLDER_IN_USE
    store = None
    try:
        remove_leftovers(folder)
        # Nothing is set aside here: the app does that at its next start, where the GM picks a backup.
        store = open_with_recovery(path, keep_backups=BackupPolicy().max_files, repair=False)
        for message in store.report.messages:
            print(f"{say}: {message}", file=sys.stderr)
        seeded = seed_if_empty(store, resource_root() / "bestiary").seeded
        line = work(seeded)
    except NeedsRecoveryError as error:
        print(f"{say}: {error}", file=sys.stderr)
        newest = good_backups(path.parent / "backups", limit=1)
        hint = (
            t(
                "To restore the newest good backup ({name}), run: {command}",
                name=newest[0].path.name,
                command=restore_command(newest[0].path, folder),
            )
            if newest
            else ""
        )
        print(
            f"{say}: "
            + t(
                "nothing was done. Start GM Desk to set the file aside and restore a backup (File ▸ Restore a backup…), then {doing} again.",
                doing=doing,
            )
            + (f" {hint}" if hint else ""),
            file=sys.stderr,
        )
        return REFUSED
    except (StoreError, _Refused) as error:
        print(f"{say}: {error}", file=sys.stderr)
        return REFUSED
    finally:
        if store is not None:
            store.close()
        lock.unlock()
    if not quiet:
        print(line)
    return 0


# --- gm-desk difficulty -----------------------------------------------------------------------------


def _count(low: int, what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                t("{what} must be a whole number, not '{text}'", what=what, text=shown_path(text))
            ) from None
        if value < low:
            raise argparse.ArgumentTypeError(t("{what} must be at least {low}", what=what, low=low))
        return value

    return parse


def _names_a_file(path: Path) -> bool:
    """Whether a FILE|NAME argument names something on disk: a file, a link, a FIFO, a device or a
    folder all go to the intake, which reads the first and refuses the rest in words."""
    import os

    return os.path.lexists(path)


def difficulty_main(argv: list[str]) -> int:
    """`gm-desk difficulty`: the encounter played many times through the engine, and the report."""
    from gm_desk.rules.difficulty import DEFAULT_FIGHTS, DEFAULT_WORKERS, ROUND_CAP, TooLarge, simulate
    from gm_desk.rules.difficulty.run import MAX_FIGHTS, MAX_ROUND_CAP
    from gm_desk.rules.setup import SetupError
    from gm_desk.store.intake.encounter_file import EncounterFileError, check_encounter_file

    parser = argparse.ArgumentParser(
        prog="gm-desk difficulty",
        description="How dangerous is this fight? Plays a prepared encounter many times through GM Desk's "
        "own rules for its system and options, each side with a simple declared tactic, GM Desk rolling "
        "every die in these simulated fights only, and reports the party's chance to win (with a 95% "
        f"interval), the fight lengths, each PC's chance to go down, and how often a fight reached "
        f"{ROUND_CAP} rounds. The same seed gives the same report. A file is read as an encounter file, "
        "checked as an import checks it (its log replayed), and its setup played; otherwise the "
        "encounter is looked up in the data folder (GM Desk must then be closed).",
    )
    parser.add_argument(
        "encounter", metavar="FILE|NAME", help="an encounter file, or an encounter's name (any case) or id"
    )
    parser.add_argument(
        "--fights",
        type=_count(1, "--fights"),
        default=DEFAULT_FIGHTS,
        metavar="N",
        help=f"how many fights to play (default {DEFAULT_FIGHTS})",
    )
    parser.add_argument(
        "--seed", type=_count(0, "--seed"), default=0, metavar="S", help="the dice seed (default 0)"
    )
    parser.add_argument(
        "--workers",
        type=_count(1, "--workers"),
        default=DEFAULT_WORKERS,
        metavar="W",
        help=f"worker processes (default {DEFAULT_WORKERS}); the report does not depend on it",
    )
    parser.add_argument(
        "--round-cap",
        type=_count(1, "--round-cap"),
        default=ROUND_CAP,
        metavar="R",
        help=f"a fight still going after R rounds is undecided, neither won nor lost (default {ROUND_CAP})",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON (sorted keys)")
    parser.add_argument(
        "--tune",
        metavar="P",
        help="propose changes that bring the party's win chance near P: easy, fair, hard, deadly, a "
        "fraction (0.6) or a percentage (60%%); each proposal's figure comes from --fights fights played on it",
    )
    parser.add_argument(
        "--save-as",
        metavar="NEW_NAME",
        help="with --tune: save the first proposal (the nearest the target) as a new encounter",
    )
    parser.add_argument(
        "--allow-options",
        action="store_true",
        help="with --tune: the proposals may also turn one of the system's yes-or-no options",
    )
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk difficulty"
    if args.fights > MAX_FIGHTS:
        print(f"{say}: {t('at most {count} fights at a time.', count=MAX_FIGHTS)}", file=sys.stderr)
        return REFUSED
    if args.round_cap > MAX_ROUND_CAP:
        print(f"{say}: {t('the round cap is at most {count} rounds.', count=MAX_ROUND_CAP)}", file=sys.stderr)
        return REFUSED
    target = None
    if args.tune is not None:
        from gm_desk.rules.difficulty.target import BadTarget, parse_target

        try:
            target = parse_target(args.tune)
        except BadTarget as exc:
            print(f"{say}: {exc}", file=sys.stderr)
            return REFUSED
    elif args.save_as is not None or args.allow_options:
        print(f"{say}: {t('--save-as and --allow-options go with --tune.')}", file=sys.stderr)
        return REFUSED
    if args.save_as is not None and not args.save_as.strip():
        print(f"{say}: {t('--save-as needs a name for the new encounter.')}", file=sys.stderr)
        return REFUSED
    found_id: list[int] = []
    path = Path(args.encounter)
    if _names_a_file(path):
        try:
            setup = check_encounter_file(path).setup  # the same gate as import-encounter
        except EncounterFileError as exc:
            print(f"{say}: {sentence(str(exc))}", file=sys.stderr)
            return REFUSED
    else:
        found: list[dict[str, Any]] = []

        def work(_seeded: bool) -> str:
            from gm_desk.store.encounter_files import find_encounter

            record = find_encounter(args.encounter)
            found.append(record.setup)
            found_id.append(record.id)
            return ""

        code = _on_data_file(args.data_dir, say, t("ask"), work, create=False, quiet=True)
        if code != 0:
            return code
        setup = found[0]
    from gm_desk.rules.prep.sides import foes

    if isinstance(setup, dict) and isinstance(setup.get("combatants"), list) and not foes(setup):
        print(f"{say}: {t('this encounter has no foes: there is no fight to simulate.')}", file=sys.stderr)
        return REFUSED
    try:
        if target is not None:
            return _tune(args, setup, target, found_id[0] if found_id else None)
        report = simulate(
            setup, fights=args.fights, seed=args.seed, workers=args.workers, round_cap=args.round_cap
        )
    except TooLarge as exc:
        hint = t(" Ask for fewer with --fights.") if exc.fits else ""
        print(f"{say}: {exc}{hint}", file=sys.stderr)
        return REFUSED
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        print(
            f"{say}: {t('this encounter cannot be played: {why}', why=sentence(str(exc)))}", file=sys.stderr
        )
        return REFUSED
    try:
        print(report.to_json() if args.json else report.words(), flush=True)
    except BrokenPipeError:  # the reader stopped early (| head): not an error of the report
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _tune(args: argparse.Namespace, setup: dict[str, Any], target: float, encounter_id: int | None) -> int:
    """`gm-desk difficulty NAME --tune P`: the proposals, and the first saved when `--save-as` asks."""
    from gm_desk.rules.difficulty.changes import BestiaryCreature
    from gm_desk.rules.difficulty.tune import tune

    say = "gm-desk difficulty"
    bestiary: list[BestiaryCreature] = []
    if encounter_id is not None:

        def read(_seeded: bool) -> str:
            from gm_desk.store.tuned_encounters import bestiary_for

            bestiary.extend(BestiaryCreature(*row) for row in bestiary_for(str(setup["ruleset"])))
            return ""

        code = _on_data_file(args.data_dir, say, t("ask"), read, create=False, quiet=True)
        if code != 0:
            return code
    tuning = tune(
        setup,
        target,
        fights=args.fights,
        seed=args.seed,
        workers=args.workers,
        round_cap=args.round_cap,
        bestiary=bestiary,
        allow_options=args.allow_options,
    )
    saved = ""
    if args.save_as is not None:
        if not tuning.proposals:
            print(f"{say}: {t('there is nothing to save: no change was found to propose.')}", file=sys.stderr)
            return REFUSED
        first = tuning.proposals[0]

        def save(_seeded: bool) -> str:
            from gm_desk.store.tuned_encounters import save_as_new

            record = save_as_new(args.save_as, first.setup, like=encounter_id)
            return t("Saved the first proposal as '{name}'.", name=record.name)

        said: list[str] = []

        def work(seeded: bool) -> str:
            said.append(save(seeded))
            return said[-1]

        code = _on_data_file(args.data_dir, say, t("save it"), work, create=True, quiet=True)
        if code != 0:
            return code
        saved = said[0]
    if args.json:
        doc = {
            **tuning.before.to_dict(),
            "target": target,
            "proposals": [p.to_dict() for p in tuning.proposals],
        }
        if saved:
            doc["saved_as"] = args.save_as.strip()
        text = json.dumps(doc, sort_keys=True, ensure_ascii=False)
    else:
        lines = [tuning.before.words(), "", t("Target: the party wins {target:.0%}.", target=target)]
        if not tuning.proposals:
            lines.append(t("No change to propose: the encounter has no foes to change."))
        for number, proposal in enumerate(tuning.proposals, 1):
            lines.append(f"{number}. {proposal.words()}")
        if saved:
            lines.append(saved)
        text = "\n".join(lines)
    print(text, flush=True)
    return 0


# --- gm-desk day -----------------------------------------------------------------------------------


def _rest(text: str) -> tuple[int, frozenset[str]]:
    """`--rest-after N` (everything recovers) or `N=tracks,conditions,down` (only those)."""
    from gm_desk.rules.difficulty.day import FULL_REST, RECOVERS

    number, _, what = text.partition("=")
    try:
        after = int(number)
    except ValueError:
        raise argparse.ArgumentTypeError(
            t("--rest-after takes the number of the fight the rest follows, not '{text}'", text=text)
        ) from None
    if after < 1:
        raise argparse.ArgumentTypeError(t("--rest-after counts fights from 1, not {number}", number=after))
    if not what:
        return after, FULL_REST
    names = frozenset(w.strip() for w in what.split(",") if w.strip())
    unknown = sorted(names - set(RECOVERS))
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            t(
                "a rest recovers {known}, not '{what}'",
                known=", ".join(sorted(RECOVERS)),
                what=", ".join(unknown) or what,
            )
        )
    return after, names


def day_main(argv: list[str]) -> int:
    """`gm-desk day`: a chain of encounters fought in order, the PCs carrying over what each fight took."""
    from gm_desk.rules.difficulty.day import DEFAULT_DAYS, simulate_day
    from gm_desk.rules.difficulty.fight import ROUND_CAP
    from gm_desk.rules.setup import SetupError
    from gm_desk.store.intake.encounter_file import EncounterFileError, check_encounter_file

    parser = argparse.ArgumentParser(
        prog="gm-desk day",
        description="Simulate an adventuring day: the encounters fought in the order given, each PC carrying "
        "into the next fight its tracks (Strain, wounds, health, hit points, harm), its conditions and being "
        "down, unless a rest between two fights lets some of it recover. Prints the chance to survive the "
        "whole day and the likely breaking point. GM Desk must be closed when encounters are named.",
    )
    parser.add_argument(
        "encounters", nargs="+", metavar="FILE|NAME", help="the encounters in order: files, or names (any case) or ids"
    )
    parser.add_argument(
        "--rest-after",
        action="append",
        type=_rest,
        default=[],
        metavar="N[=WHAT,...]",
        help="a rest after fight N (from 1): everything recovers, or only what is named among tracks, "
        "conditions and down (PCs back on their feet); by default nothing recovers between fights",
    )
    parser.add_argument(
        "--days", type=_count(1, "--days"), default=DEFAULT_DAYS, metavar="N",
        help=f"how many days to play (default {DEFAULT_DAYS})",
    )  # fmt: skip
    parser.add_argument("--seed", type=_count(0, "--seed"), default=0, metavar="S", help="the dice seed (default 0)")
    parser.add_argument(
        "--round-cap", type=_count(1, "--round-cap"), default=ROUND_CAP, metavar="R",
        help=f"a fight still going after R rounds is undecided, and ends the day (default {ROUND_CAP})",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the report as JSON (sorted keys)")
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk day"
    if len(args.encounters) < 2:
        print(f"{say}: {t('a day is at least two encounters, in the order they are fought.')}", file=sys.stderr)
        return REFUSED
    for after, _what in args.rest_after:
        if after >= len(args.encounters):
            print(
                f"{say}: "
                + t("--rest-after {number}: there is no fight after fight {number}.", number=after),
                file=sys.stderr,
            )
            return REFUSED
    setups: list[dict[str, Any] | None] = []
    names: list[str] = []
    for given in args.encounters:
        path = Path(given)
        if _names_a_file(path):
            try:
                setups.append(check_encounter_file(path).setup)
            except EncounterFileError as exc:
                print(f"{say}: {sentence(str(exc))}", file=sys.stderr)
                return REFUSED
        else:
            setups.append(None)
            names.append(given)
    if names:
        found: list[dict[str, Any]] = []

        def work(_seeded: bool) -> str:
            from gm_desk.store.encounter_files import find_encounter

            found.extend(find_encounter(name).setup for name in names)
            return ""

        code = _on_data_file(args.data_dir, say, t("ask"), work, create=False, quiet=True)
        if code != 0:
            return code
        stored = iter(found)
        setups = [setup if setup is not None else next(stored) for setup in setups]
    try:
        report = simulate_day(
            [s for s in setups if s is not None],
            days=args.days,
            seed=args.seed,
            round_cap=args.round_cap,
            rests={after - 1: what for after, what in args.rest_after},
        )
    except (SetupError, KeyError, ValueError, TypeError) as exc:
        print(f"{say}: {t('this day cannot be played: {why}', why=sentence(str(exc)))}", file=sys.stderr)
        return REFUSED
    print(json.dumps(report.to_dict(), sort_keys=True, ensure_ascii=False) if args.json else report.words())
    return 0


# --- gm-desk share ----------------------------------------------------------------------------------


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t("the port must be a whole number, not '{text}'", text=shown_path(text))) from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(t("the port must be 0 (any free one) to 65535, not {value}", value=value))
    return value


def share_main(argv: list[str]) -> int:
    """`gm-desk share`: an encounter's player view served to the players' phones, following the data file."""
    import signal
    import threading

    from gm_desk.instance_lock import reader_lock
    from gm_desk.paths import database_path, default_data_dir
    from gm_desk.share.addresses import LOOPBACK, bind_problem

    parser = argparse.ArgumentParser(
        prog="gm-desk share",
        description="Serve an encounter's player view as a web page on the local network, for the players' "
        "phones, tablets or a TV's browser: the round, the order, the map, what the players may see and "
        "nothing else, read-only. Prints the page's address (with its random token) and follows the fight "
        "as GM Desk plays it in the same data folder: it only reads the data file, so GM Desk may be "
        "running. Ends with Ctrl+C or SIGTERM.",
    )
    parser.add_argument("encounter", metavar="NAME_OR_ID", help="the encounter's name (any case) or its id")
    parser.add_argument(
        "--bind",
        metavar="ADDR",
        default=LOOPBACK,
        help=f"the address to listen on: {LOOPBACK} (this computer only, the default), one of this computer's "
        "addresses on the table's network (e.g. 192.168.1.20), or 0.0.0.0 for every network",
    )
    parser.add_argument(
        "--port", type=_port, default=0, metavar="N", help="the port (default 0: any free port, printed)"
    )
    _data_dir_argument(parser)
    args = parser.parse_args(argv)
    say = "gm-desk share"
    problem = bind_problem(args.bind)
    if problem is not None:
        print(f"{say}: {shown_path(problem)}", file=sys.stderr)
        return REFUSED
    folder = args.data_dir or default_data_dir()
    path = database_path(folder)
    if not path.is_file():
        print(f"{say}: " + t("there is no GM Desk data file in {folder} yet.", folder=shown_path(folder)), file=sys.stderr)
        return REFUSED
    from gm_desk.share.errors import ShareError
    from gm_desk.share.file_follower import FileFollower
    from gm_desk.share.server import ShareServer
    from gm_desk.store.errors import StoreError
    from gm_desk.store.reader import DataFileReader

    stop = threading.Event()  # Ctrl+C and SIGTERM end the serving cleanly, from here on
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda _signum, _frame: stop.set())
    readers = reader_lock(folder)  # shared: the app and other readers go on; a restore knows we read
    server: ShareServer | None = None
    follower: FileFollower | None = None
    try:
        try:
            finder = DataFileReader(path)
            try:
                encounter_id = finder.find(args.encounter)
            finally:
                finder.close()
            server = ShareServer(args.bind, args.port)
            follower = FileFollower(path, encounter_id, server.publish)
            if not follower.look():
                raise _Refused(t("the encounter cannot be shown: {why}", why=follower.trouble or "?"))
            follower.complain = lambda words: print(f"{say}: {words}", file=sys.stderr, flush=True)
            server.start()
        except (StoreError, ShareError, _Refused) as exc:
            print(f"{say}: {exc}", file=sys.stderr)
            return REFUSED
        for url in server.urls():
            print(url, flush=True)
        print(
            f"{say}: " + t("serving the player view; Ctrl+C stops it."),
            file=sys.stderr,
            flush=True,
        )
        follower.follow(stop)
        print(f"{say}: " + t("stopped sharing."), file=sys.stderr)
        return 0
    finally:
        if server is not None:
            server.stop()
        if follower is not None:
            follower.close()
        if readers is not None:
            readers.unlock()
