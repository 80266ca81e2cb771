"""Forms built from field specs (`gm_desk.rules.statblocks.FieldSpec`): PC sheets, stat blocks, any record.

`make_editor(spec)` gives the editor for one field; `SpecForm(fields, validator=...)` edits a whole
record and lists the validator's problems under it. Every editor has `value()`, `set_value()` and an
`edited` signal.
"""

from gm_desk.ui.forms.containers import GroupEditor, ListEditor, MapEditor, default_value
from gm_desk.ui.forms.form import SpecForm, make_editor
from gm_desk.ui.forms.leaves import Editor

__all__ = ["Editor", "GroupEditor", "ListEditor", "MapEditor", "SpecForm", "default_value", "make_editor"]
