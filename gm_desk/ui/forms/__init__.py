"""Forms built from field specs (`gm_desk.rules.statblocks.FieldSpec`): stat blocks, PC sheets, any record.

    form = SpecForm(fields, validator=..., overrides=...)   # a scrolling form for one dict
    editor = make_editor(spec)                               # the editor for one field

Every editor has `value()`, `set_value()` (quiet), an `edited(path)` signal and `show_issues()` for the
problems a schema located below it. The modules, by what they hold: `inputs` (wheel-safe boxes, choice
words), `specs` (defaults and labels, no Qt), `base` (the protocol), `leaves`, `group`, `lists`, `maps`,
`build` (make_editor), `form` (SpecForm) and `undo` (the commands and keys of a form's own undo stack).
"""

from gm_desk.ui.forms.base import Editor
from gm_desk.ui.forms.build import make_editor
from gm_desk.ui.forms.form import SpecForm
from gm_desk.ui.forms.group import GroupEditor
from gm_desk.ui.forms.inputs import QuietComboBox, QuietSpinBox
from gm_desk.ui.forms.lists import ListEditor
from gm_desk.ui.forms.maps import MapEditor
from gm_desk.ui.forms.specs import default_value
from gm_desk.ui.forms.undo import FormEdit, FormKeys

__all__ = [
    "Editor",
    "FormEdit",
    "FormKeys",
    "GroupEditor",
    "ListEditor",
    "MapEditor",
    "QuietComboBox",
    "QuietSpinBox",
    "SpecForm",
    "default_value",
    "make_editor",
]
