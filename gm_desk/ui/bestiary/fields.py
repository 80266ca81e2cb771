# kept for library_dock.py until it imports from gm_desk.ui.forms
from gm_desk.ui.forms.inputs import QuietSpinBox as SpinBox  # noqa: F401
