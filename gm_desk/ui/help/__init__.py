"""Help inside the app: the offline manual (opened at the section for the panel in focus) and the list of
keyboard shortcuts, made from the window's own actions."""

from gm_desk.ui.help.manual import ManualViewer, manual_html, section_for
from gm_desk.ui.help.shortcuts import ShortcutsDialog, shortcut_rows

__all__ = ["ManualViewer", "ShortcutsDialog", "manual_html", "section_for", "shortcut_rows"]
