"""`make_editor` picks the editor for a spec; records, lists and tables register their kind with it."""

from __future__ import annotations

from typing import Any

import pytest

from gm_desk.rules.statblocks import FieldSpec
from gm_desk.ui.forms import GroupEditor, ListEditor, MapEditor, make_editor
from gm_desk.ui.forms.build import register_container
from gm_desk.ui.forms.leaves import NumbersEditor, TextEditor, WordsEditor

NAME = FieldSpec(name="name", label="Name", kind="text")
RATING = FieldSpec(name="rating", label="Rating", kind="int")


@pytest.mark.parametrize(
    "spec, editor",
    [
        (FieldSpec(name="shield", label="Shield", kind="group", fields=(NAME,)), GroupEditor),
        (
            FieldSpec(
                name="weapons",
                label="Weapons",
                kind="list",
                item=FieldSpec(name="", label="", kind="group", fields=(NAME,)),
            ),
            ListEditor,
        ),
        (FieldSpec(name="skills", label="Skills", kind="map", item=RATING), MapEditor),
        (
            FieldSpec(name="band", label="Band", kind="list", item=RATING, min_items=2, max_items=2),
            NumbersEditor,
        ),
        (FieldSpec(name="tags", label="Tags", kind="list", item=NAME), WordsEditor),
        (FieldSpec(name="odd", label="Odd", kind="map"), TextEditor),  # a table with no item spec
    ],
)
def test_each_kind_of_spec_gets_its_editor(qtbot: Any, spec: FieldSpec, editor: type) -> None:
    built = make_editor(spec)
    qtbot.addWidget(built)
    assert type(built) is editor


def test_a_record_builds_its_fields_through_make_editor(qtbot: Any) -> None:
    spec = FieldSpec(name="pc", label="PC", kind="group", fields=(NAME, RATING))
    record = make_editor(spec)
    qtbot.addWidget(record)
    record.set_value({"name": "Ysolde", "rating": 3})
    assert record.value() == {"name": "Ysolde", "rating": 3}


def test_only_the_three_container_kinds_can_be_registered() -> None:
    with pytest.raises(ValueError, match="no container kind 'table'; the kinds are group, list, map"):
        register_container("table", lambda spec, parent, overrides: make_editor(spec, parent))
