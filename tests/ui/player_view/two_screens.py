"""Run under an X server with two screens (see test_player_view_screens.py): the player view goes to the
screen the GM's window is not on, and to the one the GM picks; prints what happened as JSON."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow

from gm_desk.ui.notice import Notices
from gm_desk.ui.player_view import PlayerView


def main() -> int:
    app = QApplication(sys.argv[:1])
    screens = app.screens()
    gm = QMainWindow()
    gm.setScreen(screens[0])
    gm.show()
    app.processEvents()
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        notices = Notices(gm)
        view = PlayerView(gm, settings, notices)
        window = view.open()  # no choice yet: a screen the GM's window is not on
        app.processEvents()
        by_default = screens.index(window.screen())
        shown = [window.isVisible()]
        view.place_on(screens[0])  # the GM picks the first screen
        app.processEvents()
        picked = screens.index(window.screen())
        shown.append(window.isVisible())
        view.place_on(screens[1])  # and the second again: the view must not vanish
        app.processEvents()
        back = screens.index(window.screen())
        shown.append(window.isVisible())
        names = [view.screen_name(screen) for screen in screens]
        view.place_on(screens[0])
        app.processEvents()
        view.close()
        again = PlayerView(gm, settings, notices).open()  # the choice is remembered
        app.processEvents()
        remembered = screens.index(again.screen())
        print(
            json.dumps(
                {
                    "screens": len(screens),
                    "gm": screens.index(gm.screen()),
                    "default": by_default,
                    "picked": picked,
                    "remembered": remembered,
                    "default_size": [window.width(), window.height()],
                    "back": back,
                    "shown": shown,
                    "names": names,
                }
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
