"""Run under an X server (see test_small_screen.py): GM Desk's first start on a fresh data folder, as
`gm_desk.app.run_gui` does it; prints the window's frame and the screen's free area as JSON."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gm_desk.app import Startup
from gm_desk.ui.main_window import MainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        window = MainWindow(data_dir=folder)
        start = Startup(window, folder)
        window.show()
        start.load()
        for _ in range(25):  # the docks and panels settle
            app.processEvents()
            time.sleep(0.02)
        screen = window.screen()
        area = screen.availableGeometry() if screen is not None else None
        print(
            json.dumps(
                {
                    "frame": list(window.frameGeometry().getRect()),
                    "area": list(area.getRect()) if area is not None else None,
                    "size": [window.width(), window.height()],
                }
            )
        )
        if start.store is not None:
            start.store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
