"""The composition root: command-line flags, the Qt application, the data file, the main window.

gm-desk [--data-dir DIR]        start the app (first run: seeds the bestiary and a demo campaign)
gm-desk --selftest              build everything offscreen on a temporary data folder, exit 0 or say what failed
gm-desk --version
gm-desk replay FILE [--json]    re-run a saved encounter without a window
gm-desk --restore-backup FILE [--data-dir DIR]   put a backup in place of the data file, then exit
gm-desk import-encounter FILE [--campaign NAME] [--data-dir DIR]   an encounter file in (see gm_desk/cli.py)
gm-desk export-encounter NAME_OR_ID -o FILE [--data-dir DIR]       an encounter out as a file
gm-desk prep-sheet NAME_OR_ID -o FILE.pdf [--data-dir DIR] [--page a4|letter]   its prep sheet as a PDF
gm-desk share NAME_OR_ID [--bind ADDR] [--port N] [--data-dir DIR]   its player view for the players' phones

Started where no window can open (Linux without DISPLAY or WAYLAND_DISPLAY), it says so and exits with
code 4 before Qt would abort.

A start shows the main window's frame first and opens the data file right after the frame's first paint
(see `Startup`), so the GM is never left looking at nothing while the bestiary and the encounter load.

For the start-up benchmark (tests/benchmarks/bench_startup.py) only: with GM_DESK_BENCH_EXIT=1 in the
environment the app prints "gm-desk-bench: shown <CLOCK_MONOTONIC seconds> <peak RSS KiB>" on stdout
after the frame's first paint, "gm-desk-bench: ready ..." after the first paint of the loaded window,
and quits.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import sys
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from gm_desk import __version__
from gm_desk.paths import resource_root
from gm_desk.rules.i18n import t

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from gm_desk.instance_lock import FolderLock
    from gm_desk.store import SeedReport, Store
    from gm_desk.ui.main_window import MainWindow

BENCH_EXIT_ENV = "GM_DESK_BENCH_EXIT"


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="gm-desk",
        description="GM Desk: a combat assistant for game masters.",
        epilog="Also: gm-desk replay FILE, gm-desk import-encounter FILE, gm-desk export-encounter "
        "NAME_OR_ID -o FILE, gm-desk prep-sheet NAME_OR_ID -o FILE.pdf, gm-desk difficulty FILE|NAME, "
        "gm-desk recap NAME_OR_ID -o FILE.md, gm-desk share NAME_OR_ID [--bind ADDR] [--port N] "
        "(each with --help).",
    )
    parser.add_argument("--version", action="version", version=f"GM Desk {__version__}")
    parser.add_argument(
        "--data-dir", type=Path, help="keep the data file here instead of the user data folder"
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="open a temporary database, load the packs, build the main window offscreen, exit",
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="show GM Desk in this language: en, pseudo (every string altered, to check translations) or the "
        "code of a compiled catalogue in resources/i18n (gm_desk_CODE.qm); remembered for later starts",
    )
    parser.add_argument(
        "--restore-backup",
        type=Path,
        metavar="FILE",
        help="put this backup in place of the data file (which is backed up first), then exit",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "replay":
        from gm_desk.cli import replay_main as run

        return run(argv[1:])
    from gm_desk.verbs import split_verb

    verb, rest = split_verb(argv)
    if verb is not None:
        from gm_desk.cli import run as run_verb

        return run_verb(verb, rest)
    args = parse_args(argv)
    if args.selftest:
        return selftest()
    if args.restore_backup is not None:
        return restore_from_command_line(args.restore_backup, args.data_dir)
    problem = no_display_problem(os.environ, sys.platform)
    if problem is not None:
        print(problem, file=sys.stderr)
        return NO_DISPLAY_EXIT
    return run_gui(args.data_dir, args.lang)


NO_DISPLAY_EXIT = 4


def no_display_problem(environ: Mapping[str, str], platform: str) -> str | None:
    """Why no window can open, said before Qt aborts with its own message; None when one can.

    Windows and macOS always have their platform. Elsewhere Qt needs an X11 or Wayland display, unless
    QT_QPA_PLATFORM names a platform (offscreen, vnc, ...), which Qt then reports on by itself.
    """
    if platform.startswith(("win", "darwin")) or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "gm-desk: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
        "Start GM Desk from a desktop session (X11 or Wayland), or over ssh with X forwarding (ssh -X).\n"
        "To check the installation without a screen, run: gm-desk --selftest\n"
        "(or start it offscreen: QT_QPA_PLATFORM=offscreen gm-desk)."
    )


def selftest() -> int:
    """Everything a real start does, offscreen, on a throwaway data folder: the frame, then the load."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="gm-desk-selftest-") as tmp:
        start = None
        try:
            from PySide6.QtWidgets import QApplication

            from gm_desk.ui.main_window import MainWindow

            app = QApplication.instance() or QApplication(["gm-desk", "-platform", "offscreen"])
            window = MainWindow(data_dir=Path(tmp))
            window.show()
            app.processEvents()
            start = Startup(window, Path(tmp))
            start.load()
            if start.exit_code is not None:
                raise RuntimeError(f"the start failed (it would exit with code {start.exit_code})")
            assert start.seeded is not None  # a load that did not fail has seeded
            if start.seeded.problems:
                raise RuntimeError("bestiary packs refused: " + "; ".join(start.seeded.problems))
            from gm_desk.store import count_creatures, list_campaigns

            creatures, campaigns = count_creatures(), len(list_campaigns())
            if not creatures or not campaigns:
                raise RuntimeError("the first run left no creatures or no demo campaign")
            if window.session is None:
                raise RuntimeError("the main window opened no encounter")
            window.finish_load()  # a start does it after the loaded window's first paint
            listed = window.creature_count()
            _check_pictures()
            languages = _check_languages()
            window.close()
            window.deleteLater()
            app.processEvents()
        except Exception:  # the self-test reports any failure as text, never as a crash
            print("GM Desk self-test FAILED:", file=sys.stderr)
            traceback.print_exc()
            return 1
        finally:
            if start is not None and start.store is not None:
                start.store.close()
    print(
        f"GM Desk {__version__} self-test passed: {creatures} creatures loaded ({listed} listed for the demo's "
        f"system), {campaigns} campaign(s), main window built on the demo encounter, languages: {', '.join(languages)}."
    )
    return 0


def _check_languages() -> list[str]:
    """Each language shipped loads and translates GM Desk's words and Qt's own (OK, Cancel)."""
    from PySide6.QtCore import QCoreApplication

    from gm_desk.rules.i18n import PSEUDO, t
    from gm_desk.ui.i18n import ENGLISH, available_languages, current_language, tr, use_language

    shipped = [code for code in available_languages() if code not in (ENGLISH, PSEUDO)]
    try:
        for code in shipped:
            use_language(code)
            if current_language() != code:
                raise RuntimeError(f"the {code} catalogue does not load")
            if tr("&File") == "&File" or t("Round {round} begins.", round=1) == "Round 1 begins.":
                raise RuntimeError(f"the {code} catalogue translates nothing")
            if QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel":
                raise RuntimeError(f"Qt's own {code} catalogue (qtbase_{code}.qm) is missing")
    finally:
        use_language(ENGLISH)
    return [ENGLISH, *shipped]


def _check_pictures() -> None:
    """The picture formats a map or a portrait may come in: Qt draws them (its image plugins are in the
    bundle) and the store's check reads them (Pillow's decoders are in the bundle)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QImageWriter

    from gm_desk.store.intake.picture import check_picture

    for kind in ("PNG", "JPEG", "WEBP"):
        image = QImage(16, 16, QImage.Format.Format_RGB32)
        image.fill(QColor("darkgreen"))
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        writer = QImageWriter(buffer, QByteArray(kind.encode()))
        if not writer.write(image):
            raise RuntimeError(f"Qt cannot write {kind} pictures ({writer.errorString()}): its image plugin is missing")
        buffer.close()
        if QImage.fromData(data).isNull():
            raise RuntimeError(f"Qt cannot read {kind} pictures: its image plugin is missing")
        check_picture(bytes(data.data()), f"selftest.{kind.lower()}")


def run_gui(data_dir: Path | None, lang: str | None = None) -> int:
    """Show the window's frame at once, then open the data file and fill the window behind it."""
    # Start-up allocates almost only what the app keeps, so the cyclic collector would scan a growing
    # heap for nothing (about 6% of start-up): it waits until the window is loaded, and the start-up
    # objects are then frozen out of every later collection.
    gc.disable()
    from PySide6.QtWidgets import QApplication  # QMessageBox (its type costs ~2 ms) only to say a failure

    from gm_desk.ui.pyside_start import skip_feature_scan

    skip_feature_scan()  # before the ~250 modules of the window and the data are imported
    from gm_desk.paths import default_data_dir

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("GM Desk")
    app.setOrganizationName("GM Desk")
    app.setApplicationVersion(__version__)
    QApplication.setDesktopFileName("gm-desk")  # ties the window to its menu entry and icon (Wayland, docks)
    folder = data_dir or default_data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        from PySide6.QtWidgets import QMessageBox

        tell(
            QMessageBox.Icon.Critical,
            "GM Desk",
            t("GM Desk cannot create its data folder {folder}:\n{error}", folder=folder, error=exc.strerror),
        )
        return 1
    lock = take_folder(folder)
    if isinstance(lock, int):
        return lock
    from gm_desk.ui.first_paint import after_first_paint
    from gm_desk.ui.i18n import start_language
    from gm_desk.ui.main_window import MainWindow, settings_in

    start_language(settings_in(folder), lang)  # before any widget is built
    from gm_desk.ui.theme import start_theme

    start_theme(settings_in(folder))
    window = MainWindow(data_dir=folder)
    start = Startup(window, folder)
    if os.environ.get(BENCH_EXIT_ENV) == "1":
        start.shown_callback = lambda: bench_report("shown")
        start.loaded_callback = lambda: after_first_paint(
            window, lambda: bench_report("ready", quit_app=True)
        )
    # The fallback: a window started minimised is not painted, and must load all the same.
    after_first_paint(window, start.load, fallback_ms=LOAD_FALLBACK_MS)
    window.show()
    try:
        code = app.exec()
        code = start.exit_code if start.exit_code is not None else code
    finally:
        if start.store is not None:
            start.store.close()
        lock.unlock()
        gc.enable()  # when the window was closed before it loaded
    if window.restart_requested and code == 0:  # View ▸ Language: the data file is closed and unlocked
        command = restart_command(sys.argv, frozen=bool(getattr(sys, "frozen", False)))
        os.execv(command[0], command)
    return code


def restart_command(argv: list[str], *, frozen: bool) -> list[str]:
    """The command that starts GM Desk again as it was started, but in the language now chosen (a
    language asked for with --lang would override it, so that one is left out)."""
    kept: list[str] = []
    skip = False
    for arg in argv[1:]:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif not arg.startswith("--lang="):
            kept.append(arg)
    return [sys.executable, *kept] if frozen else [sys.executable, "-m", "gm_desk", *kept]


LOAD_FALLBACK_MS = 1500


def take_folder(folder: Path) -> FolderLock | int:
    """The data folder's writer lock, with a crash's leftovers removed; or the exit code after saying
    why not: 2 for a folder that cannot be written, 3 when another GM Desk runs on it."""
    from gm_desk.instance_lock import FolderNotWritable, single_instance_lock
    from gm_desk.leftovers import remove_leftovers

    try:
        lock = single_instance_lock(folder)
    except FolderNotWritable:
        from PySide6.QtWidgets import QMessageBox

        from gm_desk.store.connection import read_only_words  # only on this rare path: the store is heavy

        tell(
            QMessageBox.Icon.Critical,
            t("The data folder cannot be written"),
            read_only_words(folder, is_folder=True),
        )
        return 2
    if lock is None:
        from PySide6.QtWidgets import QMessageBox

        tell(
            QMessageBox.Icon.Warning,
            t("GM Desk is already running"),
            t(
                "Another GM Desk window is using the data folder\n{folder}\n\nSwitch to that window, or close it first.",
                folder=folder,
            ),
        )
        return 3
    remove_leftovers(folder)  # a crash's .partial backups and work files, before anything reads the folder
    return lock


class Startup:
    """The second step of a start: open (or recover) the data file, seed it, load the window.

    A data file that cannot be opened ends the app with exit code 2 after the GM has read why; any
    other failure with exit code 1 and the traceback on stderr, never a half-built window.
    """

    def __init__(self, window: MainWindow, folder: Path) -> None:
        self.window = window
        self.folder = folder
        self.store: Store | None = None
        self.seeded: SeedReport | None = None  # what the first-run seeding did, once loaded
        self.exit_code: int | None = None
        self.shown_callback: Callable[[], None] | None = None  # the start-up benchmark's hooks
        self.loaded_callback: Callable[[], None] | None = None

    def load(self) -> None:
        from PySide6.QtWidgets import QApplication  # QMessageBox (its type: ~1 ms) for a failure only

        if self.shown_callback is not None:
            self.shown_callback()
        try:
            self._load()
        except _StartFailed as failure:
            self._quit(failure.code)
        except Exception:  # a bug: say so and stop, rather than leave a half-built window
            from PySide6.QtWidgets import QMessageBox

            text = traceback.format_exc()
            print(f"gm-desk: start-up failed:\n{text}", file=sys.stderr)
            tell(QMessageBox.Icon.Critical, t("GM Desk could not start"), text.strip().splitlines()[-1])
            self._quit(1)
        else:
            gc.freeze()
            gc.enable()
            if self.loaded_callback is not None:
                self.loaded_callback()
        finally:
            if self.exit_code is not None:
                QApplication.exit(self.exit_code)

    def _quit(self, code: int) -> None:
        self.exit_code = code
        self.window.hide()

    def _load(self) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QGuiApplication

        from gm_desk.paths import database_path
        from gm_desk.store.backup_policy import BackupPolicy
        from gm_desk.store.errors import StoreError
        from gm_desk.store.recovery import open_with_recovery
        from gm_desk.store.seed import seed_if_empty
        from gm_desk.ui.backups import BackupTimer
        from gm_desk.ui.first_paint import after_first_paint

        window = self.window
        policy = BackupPolicy()
        try:
            # open_store, and also: a file that lost its -wal is set aside, and the WAL guard is armed.
            self.store = open_with_recovery(database_path(self.folder), keep_backups=policy.max_files)
        except StoreError as exc:
            from PySide6.QtWidgets import QMessageBox

            tell(QMessageBox.Icon.Critical, t("GM Desk cannot open its data"), str(exc))
            raise _StartFailed(2) from exc
        store = self.store
        # With a screen, a set-aside file comes with the offer of a backup (the dialog says what
        # happened); offscreen, or with no good backup to offer, the messages are told as before.
        damaged = store.report.moved_aside is not None
        recovered = None
        if damaged and QGuiApplication.platformName() != "offscreen":  # the dialog loads only then
            from gm_desk.ui.backups import ask_to_recover

            recovered = ask_to_recover(store)
        notes = list(store.report.messages) if recovered is None else []
        if damaged and recovered is None:  # no screen to ask on: the offer is written out instead
            from gm_desk.store.recovery import offer_words, recovery_offer

            offer = recovery_offer(store)
            notes += [offer_words(offer, self.folder)] if offer is not None else []
        if damaged:  # the GM must read this before going on; routine news goes to the status bar
            from PySide6.QtWidgets import QMessageBox

            for message in notes:
                tell(QMessageBox.Icon.Warning, "GM Desk", message)
            notes = []
        if store.report.created:
            window.show_progress(t("Setting up your data file: the bestiary and a demo campaign…"))
        self.seeded = seed_if_empty(store, resource_root() / "bestiary")
        notes += self.seeded.problems  # a shipped pack refused: the app runs on without it
        window.load(store, rest_later=True)  # what is not on the screen yet: after the loaded window's paint
        after_first_paint(window, lambda: QTimer.singleShot(0, window, window.finish_load), fallback_ms=LOAD_FALLBACK_MS)
        backups = BackupTimer(store, policy, window)  # the day's backup, then a tick a minute
        backups.failed.connect(lambda text: window.statusBar().showMessage(text, 12000))
        backups.start()
        if recovered or notes:
            window.statusBar().showMessage(recovered or " ".join(notes), 12000)
            for message in notes:
                print(f"gm-desk: {message}", file=sys.stderr)


class _StartFailed(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def bench_report(stage: str, *, quit_app: bool = False) -> None:
    """Benchmark hook: say when a start-up stage was painted (and the peak memory then)."""
    import time

    from PySide6.QtWidgets import QApplication

    print(f"gm-desk-bench: {stage} {time.monotonic():.6f} {peak_rss_kib()}", flush=True)
    if quit_app:
        QApplication.quit()


def peak_rss_kib() -> int:
    """This process's peak resident memory (VmHWM). Not getrusage: on Linux its ru_maxrss starts out at
    the spawning parent's peak, which is the benchmark runner's, not ours."""
    with contextlib.suppress(OSError):  # no /proc (not Linux): fall back to getrusage below
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def restore_from_command_line(backup: Path, data_dir: Path | None) -> int:
    """`--restore-backup FILE`: the restore dialog's work without a window (GM Desk must be closed)."""
    from gm_desk.instance_lock import FolderNotWritable, single_instance_lock
    from gm_desk.leftovers import remove_leftovers
    from gm_desk.paths import database_path, default_data_dir
    from gm_desk.store.backup_policy import BackupPolicy
    from gm_desk.store.connection import read_only_words
    from gm_desk.store.errors import StoreError
    from gm_desk.store.recovery import restore_file

    folder = data_dir or default_data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(
            "gm-desk: "
            + t("cannot create the data folder {folder} ({error}).", folder=folder, error=error.strerror),
            file=sys.stderr,
        )
        return 2
    try:
        lock = single_instance_lock(folder)
    except FolderNotWritable:
        print(f"gm-desk: {read_only_words(folder, is_folder=True)}", file=sys.stderr)
        return 2
    if lock is None:
        print(
            "gm-desk: " + t("GM Desk is using {folder}; close it, then restore the backup.", folder=folder),
            file=sys.stderr,
        )
        return 3
    try:
        remove_leftovers(folder)
        safety = restore_file(backup, database_path(folder), keep=BackupPolicy().max_files)
    except (StoreError, OSError) as error:
        print("gm-desk: " + t("the backup was not restored: {error}", error=error), file=sys.stderr)
        return 2
    finally:
        lock.unlock()
    kept = t(" The data it replaced was backed up to {safety}.", safety=safety) if safety is not None else ""
    print(t("Restored {backup} into {path}.", backup=backup, path=database_path(folder)) + kept)
    return 0


def tell(icon: QMessageBox.Icon, title: str, text: str) -> None:
    """Say something the GM must read before going on: on stderr always, in a dialog when there is a screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    print(f"gm-desk: {title}: {text}", file=sys.stderr)
    if QGuiApplication.platformName() != "offscreen":
        box = QMessageBox(icon, title, text)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a path or a name in it reads as written
        box.exec()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
