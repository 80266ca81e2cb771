"""Help inside the app: the offline manual (opened at the section for the panel, window or dialog in
focus) and the list of keyboard shortcuts, made from the window's own actions."""

from gm_desk.ui.help.manual import HelpKey, ManualViewer, manual_folder, manual_html, picture_folders
from gm_desk.ui.help.sections import action_section, section_for
from gm_desk.ui.help.shortcuts import ShortcutsDialog, shortcut_rows

__all__ = [
    "HelpKey",
    "ManualViewer",
    "ShortcutsDialog",
    "action_section",
    "manual_folder",
    "manual_html",
    "picture_folders",
    "section_for",
    "shortcut_rows",
]
