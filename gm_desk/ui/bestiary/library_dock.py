"""The bestiary library: every creature of every system, searched as the GM types, and its actions.

A drop-in for the first `BestiaryPanel` (same constructor, `add_requested`, `set_ruleset`, `reload`,
`row_count`, and the `search`, `system`, `table`, `model` and `add_button` attributes), plus: search by
name, tag or pack, a Threat range, sortable columns, dragging creatures out (to the zone canvas), new /
edit / duplicate / delete, and pack import and export. Editing happens in a `BestiaryEditor`: one the
main window attaches with `attach_editor`, or else one in a window of its own.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gm_desk import store as repo
from gm_desk.rules.rulesets import available
from gm_desk.store import CreatureRecord, StoreError
from gm_desk.ui.bestiary.library_model import (
    COL_NAME,
    COL_PACK,
    COL_SYSTEM,
    COL_TAGS,
    COL_THREAT,
    ID_ROLE,
    RULESET_ROLE,
    T_HAYSTACK,
    T_NAME,
    T_PACK,
    T_RULESET,
    CreatureFilterModel,
    CreatureLibraryModel,
)
from gm_desk.ui.file_dialogs import ask_open, ask_save
from gm_desk.ui.first_paint import after_first_paint
from gm_desk.ui.forms.inputs import QuietSpinBox
from gm_desk.ui.i18n import N_, tr, trn
from gm_desk.ui.link_label import LinkLabel
from gm_desk.ui.plain_text import literal, menu_text, plain_label
from gm_desk.ui.theme import style
from gm_desk.ui.viewport import own_viewport

if TYPE_CHECKING:  # the editor, pack import and export load pydantic and the schemas: only when used
    from gm_desk.store import ImportReport
    from gm_desk.ui.bestiary.editor import BestiaryEditor

THREAT_ANY = -11  # below every system's lowest rating (Armour class -10): shown as "any"
PACK_FILTER = N_("Bestiary packs (*.toml *.json *.zip);;All files (*)")  # tr() where shown
EXPORT_FILTER = N_("Bestiary packs (*.toml *.json);;All files (*)")  # an archive is read, never written
NAME_WIDTH = 160
LOOKALIKE_FALLBACK_MS = 500  # a dock not shown at start (closed by the GM) flags its rows all the same
ADD_KEY = "Ctrl+Return"  # adds the selected creature to the open encounter
TAGS_MIN_WIDTH = 90
NAME_MIN_WIDTH = 150  # "Harvester Matriarch" and most names whole; never squeezed to "R…"
SYSTEM_MIN_WIDTH = 60
FIRST_ROWS = 200  # creatures of each system read at start; the rest as the list is scrolled or searched


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a whole bestiary is read and turned into rows.

    That makes some 60,000 tuples and lists, none in a reference cycle; left running, the collector
    walks them ~80 times on the way, and every other load also sets off a full pass over every object
    of the app (~20 ms for 10,000 creatures). Paused, the collector's next ordinary pass sees them once.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _fit_spin(spin: QuietSpinBox) -> None:
    """ "any" (in the language in use) and three digits whole, in the type in use; the dock may be narrow."""
    spin.setMinimumWidth(0)
    spin.setMaximumWidth(16777215)
    wanted = spin.sizeHint().width()
    spin.setMinimumWidth(wanted)
    spin.setMaximumWidth(max(72, wanted))


class BestiaryLibrary(QWidget):
    """Browse, search and manage the bestiary; drag or "Add to encounter" a creature into the fight."""

    add_requested = Signal(int)  # a creature id, to join the open encounter
    copies_requested = Signal(list)  # creature ids, for the quick roster (several copies of each)
    message = Signal(str)  # a sentence for the status bar
    portrait_changed = Signal()  # a creature's portrait was kept or taken away
    encounters_followed = Signal(object)  # FollowReport: prep encounters changed by a saved edit
    import_progress = Signal(int, int)  # done, total while an import runs

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bestiaryLibrary")
        self.systems = available()
        self.model = CreatureLibraryModel(self.systems, self)
        self.proxy = CreatureFilterModel(self)
        self.proxy.setSourceModel(self.model)
        self.editor: BestiaryEditor | None = None
        self.editor_window: QWidget | None = None

        self.search = QLineEdit(self)
        self.search.setObjectName("bestiarySearch")
        self.search.setPlaceholderText(tr("Search names, tags, packs…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(tr("Search the bestiary"))
        self.system = QComboBox(self)
        self.system.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.system.setMinimumContentsLength(10)
        self.system.addItem(tr("All systems"), None)
        for rid, name in self.systems:
            self.system.addItem(name, rid)
        self.threat_min = self._threat_spin(tr("Lowest Threat to show"))
        self.threat_max = self._threat_spin(tr("Highest Threat to show"))
        threat_row = QHBoxLayout()
        threat_row.setSpacing(3)
        threat_label, dash = QLabel(tr("Threat"), self), QLabel("–", self)
        # The range row, shown only while the listed system rates its creatures.
        self._threat_row = (threat_label, self.threat_min, dash, self.threat_max)
        # The title on its own line: the two boxes keep the dock's width in every language and type size.
        self._threat_title = threat_label
        threat_row.addWidget(self.threat_min, 1)
        threat_row.addWidget(dash)
        threat_row.addWidget(self.threat_max, 1)
        threat_row.addStretch(1)

        self.table = QTableView(self)
        own_viewport(self.table)  # its width is read as the columns fit: no PySide walk over QWidget classes
        self.table.setAccessibleName(tr("Creatures"))
        self.table.setObjectName("bestiaryTable")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COL_NAME, Qt.SortOrder.AscendingOrder)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        # Fixed widths measured once: ResizeToContents would read 1,000 rows of Python data() each time
        # the layout changes. Names get a fair share first; tags take what is left (elided).
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        widths = {
            COL_NAME: NAME_WIDTH,
            COL_SYSTEM: max(metrics.horizontalAdvance(name) for _, name in self.systems) + 20,
            COL_THREAT: metrics.horizontalAdvance(tr("Threat")) + 24,  # the header and its sort arrow
            COL_PACK: 140,
        }
        for column, width in widths.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, width)
        self._system_width = widths[COL_SYSTEM]
        header.setStretchLastSection(False)
        self.table.setColumnHidden(COL_PACK, True)

        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.new_button = QToolButton(self)
        self.new_button.setText(tr("New"))
        self.new_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.new_menu = QMenu(self.new_button)
        for rid, name in self.systems:
            self.new_menu.addAction(menu_text(name), partial(self.new_creature, rid))
        self.new_button.setMenu(self.new_menu)
        self.toolbar.addWidget(self.new_button)
        self.edit_action = self.toolbar.addAction(tr("Edit"), self.edit_selected)
        self.edit_action.setToolTip(tr("Open the selected creature in the editor (double-click or Return)"))
        self.import_action = self.toolbar.addAction(tr("Import…"), self.choose_import)
        self.export_action = self.toolbar.addAction(tr("Export…"), self.choose_export)
        self.add_button = QPushButton(tr("Add to encounter"), self)
        self.add_button.setEnabled(False)
        self.add_button.setToolTip(
            tr("Add the selected creature to the open encounter ({ADD_KEY})", ADD_KEY=ADD_KEY)
        )
        self.elsewhere = LinkLabel(self)  # "3 matches in Alternating Teams — show all systems"
        self.elsewhere.setObjectName("bestiaryElsewhere")
        self.elsewhere.setAccessibleName(tr("Show every system"))
        style(self.elsewhere, "color: #1d4ed8; text-decoration: underline;")
        self.elsewhere.setToolTip(
            tr("The search finds creatures of other systems: click to list every system")
        )
        self.elsewhere.hide()
        self.elsewhere.clicked.connect(lambda: self.system.setCurrentIndex(0))
        self.status = plain_label(parent=self)
        self.status.setObjectName("bestiaryStatus")
        self.status.setWordWrap(True)
        style(self.status, "color: #5d6a80;")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.search)
        layout.addWidget(self.system)
        layout.addWidget(self._threat_title)
        layout.addLayout(threat_row)
        layout.addWidget(self.elsewhere)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.add_button)
        layout.addWidget(self.status)

        self.search.textChanged.connect(self._filter)
        self.system.currentIndexChanged.connect(self._filter)
        self.threat_min.valueChanged.connect(self._filter)
        self.threat_max.valueChanged.connect(self._filter)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        # Double-click and Return open the creature in the editor, as in any list of documents; adding
        # to the fight is a deliberate act: its button, the row menu, or Ctrl+Return.
        self.table.activated.connect(self._open_index)
        self.add_action = QAction(tr("Add to encounter"), self.table)
        self.add_action.setShortcut(QKeySequence(ADD_KEY))
        self.add_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.add_action.triggered.connect(lambda: self._request(self.table.currentIndex()))
        self.table.addAction(self.add_action)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.add_button.clicked.connect(lambda: self._request(self.table.currentIndex()))
        self.message.connect(self._show_message)
        self._read_first()

    def _threat_spin(self, tip: str) -> QuietSpinBox:
        spin = QuietSpinBox(self)
        spin.setRange(THREAT_ANY, 999)
        spin.setSpecialValueText(tr("any"))
        spin.setValue(THREAT_ANY)
        spin.setToolTip(tip)
        spin.setAccessibleName(tip)
        _fit_spin(spin)
        return spin

    # --- the placeholder's API --------------------------------------------------------------------

    def set_ruleset(self, ruleset_id: str | None) -> None:
        """Show the creatures of the open encounter's system."""
        index = self.system.findData(ruleset_id)
        self.system.setCurrentIndex(max(0, index))

    def _read_first(self) -> None:
        """Each system's first screen of creatures; the rest is read when the list needs it (scrolled to
        its end, searched, sorted by another column, counted)."""
        with _collector_paused():
            try:
                rows, facts = repo.library_first_rows(FIRST_ROWS)
            except StoreError as exc:
                rows, facts = [], {}
                self.message.emit(str(exc))
            self.model.load_first(rows, facts, self._read_rest)
        self._filter()
        # Look-alike names (a full read of the names, ~20 ms) are flagged once the list is on the screen,
        # behind whatever else waited for that paint.
        after_first_paint(
            self, lambda: QTimer.singleShot(0, self, self._flag_lookalikes), fallback_ms=LOOKALIKE_FALLBACK_MS
        )

    def _read_rest(self) -> list[tuple[Any, ...]]:
        with _collector_paused():
            try:
                return repo.library_rows()
            except StoreError as exc:
                self.message.emit(str(exc))
                return []

    def reload(self) -> None:
        """Read the whole bestiary again (after an import or a change made elsewhere)."""
        with _collector_paused():
            try:
                rows = repo.library_rows()
            except StoreError as exc:
                rows = []
                self.message.emit(str(exc))
            self.model.load(rows)
        self._filter()
        # Names stored apart before they were compared as they look: flagged once the list is shown.
        QTimer.singleShot(0, self._flag_lookalikes)

    def _flag_lookalikes(self) -> None:
        try:
            pairs = repo.lookalike_pairs()
        except StoreError as exc:
            self.message.emit(str(exc))
            return
        self.model.flag_lookalikes(pairs)

    def row_count(self) -> int:
        """How many creatures the table shows (after the search), once the whole bestiary is read."""
        self.model.read_all()
        return self.proxy.rowCount()

    # --- searching --------------------------------------------------------------------------------

    def _filter(self, *args: Any) -> None:
        def bound(spin: QuietSpinBox) -> int | None:
            return None if spin.value() == THREAT_ANY else spin.value()

        ruleset = self.system.currentData()
        if self.search.text().strip():  # a search also counts the matches in every other system
            self.model.read_all()
        # A system whose creatures have no rating at all: no column for it, and no range row (one set
        # for another system is kept for when the GM goes back, but filters nothing here).
        rated = ruleset is None or self.model.rated(ruleset)
        low, high = (bound(self.threat_min), bound(self.threat_max)) if rated else (None, None)
        self.proxy.set_filter(self.search.text(), ruleset, low, high)
        self._say_elsewhere(ruleset)
        self.table.setColumnHidden(COL_SYSTEM, ruleset is not None)
        self.table.setColumnHidden(COL_THREAT, not rated)
        for part in self._threat_row:  # a system without ratings has no range to set
            part.setVisible(rated)
        self._fit_columns()
        self._selection_changed()

    def _say_elsewhere(self, ruleset: str | None) -> None:
        """While one system is listed, say how many creatures the search finds in the other systems."""
        needle = self.search.text().strip().casefold()
        found: dict[str, int] = {}
        if ruleset is not None and needle:
            for row in self.model.creature_rows():
                if row[T_RULESET] != ruleset and needle in row[T_HAYSTACK]:
                    found[row[T_RULESET]] = found.get(row[T_RULESET], 0) + 1
        if not found:
            self.elsewhere.hide()
            return
        parts = [
            (tr("{count} match in {system}") if count == 1 else tr("{count} matches in {system}")).format(
                count=count, system=self.model.system_name(rid)
            )
            for rid, count in sorted(found.items(), key=lambda pair: (-pair[1], pair[0]))
        ]
        self.elsewhere.setText(tr("{join} — show all systems", join=", ".join(parts)))
        self.elsewhere.show()

    def _fit_columns(self) -> None:
        """Names always stretch and keep a readable width; in a narrow dock the tags give way (they are
        in each row's tooltip), then the System column is cut down (its names elide, whole in tooltips)."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        view = self.table.viewport().width()
        # The Threat title whole, in the header's own type (larger type, a longer language): measured now.
        title = header.fontMetrics().horizontalAdvance(tr("Threat")) + 32  # margins and the sort arrow
        if header.sectionSize(COL_THREAT) < title:
            header.resizeSection(COL_THREAT, title)
        threat = 0 if self.table.isColumnHidden(COL_THREAT) else header.sectionSize(COL_THREAT)
        system = 0
        if not self.table.isColumnHidden(COL_SYSTEM):
            system = max(SYSTEM_MIN_WIDTH, min(self._system_width, view - threat - NAME_MIN_WIDTH))
            header.resizeSection(COL_SYSTEM, system)
        room = view - threat - system
        show_tags = room >= NAME_WIDTH + TAGS_MIN_WIDTH
        self.table.setColumnHidden(COL_TAGS, not show_tags)
        if show_tags:
            header.setSectionResizeMode(COL_TAGS, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(COL_TAGS, max(TAGS_MIN_WIDTH, room - max(NAME_WIDTH, room * 3 // 5)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # larger type: measured again
            for spin in (self.threat_min, self.threat_max):
                _fit_spin(spin)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def set_threat_range(self, low: int | None, high: int | None) -> None:
        self.threat_min.setValue(THREAT_ANY if low is None else low)
        self.threat_max.setValue(THREAT_ANY if high is None else high)

    def shown_names(self) -> list[str]:
        """The names in the table, top to bottom (the whole list: the rest of the bestiary is read)."""
        self.model.read_all()
        return [self.proxy.index(row, COL_NAME).data() for row in range(self.proxy.rowCount())]

    def selected_ids(self) -> list[int]:
        rows = self.table.selectionModel().selectedRows(COL_NAME)
        return [int(index.data(ID_ROLE)) for index in sorted(rows, key=QModelIndex.row)]

    def select_creature(self, creature_id: int) -> bool:
        """Select and show the creature's row, if the search lets it be seen."""
        row = self.model.row_of(creature_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, COL_NAME))
        if not index.isValid():
            return False
        self.table.selectRow(index.row())
        self.table.scrollTo(index)
        return True

    def _selection_changed(self, *args: Any) -> None:
        selected = self.table.selectionModel().hasSelection()
        self.add_button.setEnabled(selected)
        self.edit_action.setEnabled(len(self.selected_ids()) == 1)

    def _open_index(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit_creature(int(index.siblingAtColumn(COL_NAME).data(ID_ROLE)))

    def _request(self, index: QModelIndex) -> None:
        if index.isValid():
            self.add_requested.emit(int(index.siblingAtColumn(COL_NAME).data(ID_ROLE)))

    # --- editing ----------------------------------------------------------------------------------

    def attach_editor(self, editor: BestiaryEditor) -> None:
        """Edit in `editor` (a dock of the main window, say) instead of a window of the library's own."""
        self.editor = editor
        editor.saved.connect(self.creature_saved)
        editor.deleted.connect(self.creatures_deleted)
        editor.message.connect(self.message)
        editor.portrait_changed.connect(self.portrait_changed)
        editor.encounters_followed.connect(self.encounters_followed)

    def _ensure_editor(self) -> BestiaryEditor:
        editor = self.editor
        if editor is None:
            from gm_desk.ui.bestiary.editor_window import BestiaryEditorWindow

            self.editor_window = BestiaryEditorWindow(self.window())
            editor = self.editor_window.editor
            self.attach_editor(editor)
        if self.editor_window is not None:
            self.editor_window.show()
            self.editor_window.raise_()
            self.editor_window.activateWindow()
        return editor

    def edit_creature(self, creature_id: int) -> bool:
        return self._ensure_editor().load_creature(creature_id)

    def edit_selected(self) -> bool:
        ids = self.selected_ids()
        return len(ids) == 1 and self.edit_creature(ids[0])

    def new_creature(self, ruleset: str) -> bool:
        return self._ensure_editor().new_creature(ruleset)

    def creature_saved(self, record: CreatureRecord) -> None:
        """Show a saved creature: its row changes in place (or appears) and is selected."""
        self.model.upsert(record)
        assert record.id is not None  # a saved creature has its id
        self.select_creature(record.id)

    def creatures_deleted(self, creature_id: int) -> None:
        self.model.remove([creature_id])
        self._selection_changed()

    def delete_selected(self) -> bool:
        ids = self.selected_ids()
        if not ids:
            return False
        names = [self._listed_name(i) for i in ids]
        shown = names[0] if len(names) == 1 else tr("these {count} creatures", count=len(names))
        from PySide6.QtWidgets import QMessageBox  # not with the dock: its type costs ~2.5 ms at start

        answer = QMessageBox.question(
            self,
            tr("Delete creatures"),
            literal(
                tr(
                    "Delete {shown} from the bestiary?\n\nEncounters that already use them keep their copies.",
                    shown=shown,
                )
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            repo.delete_creatures(ids)
        except StoreError as exc:
            self.message.emit(str(exc))
            return False
        if self.editor is not None and self.editor.creature_id in ids:
            self.editor.clear()
        self.model.remove(ids)
        self.message.emit(tr("Deleted {shown}.", shown=shown))
        return True

    def duplicate_selected(self) -> bool:
        ids = self.selected_ids()
        if len(ids) != 1:
            return False
        try:
            copy = repo.duplicate_creature(ids[0])
        except StoreError as exc:
            self.message.emit(str(exc))
            return False
        self.creature_saved(copy)
        self.message.emit(tr("Made {name}.", name=copy.name))
        return True

    def _context_menu(self, at: QPoint) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        menu = QMenu(self)
        menu.addAction(tr("Edit"), self.edit_selected).setEnabled(len(ids) == 1)
        menu.addAction(self.add_action)
        menu.addAction(tr("Add copies…"), lambda: self.copies_requested.emit(ids))
        menu.addAction(tr("Duplicate"), self.duplicate_selected).setEnabled(len(ids) == 1)
        menu.addAction(tr("Delete…"), self.delete_selected)
        menu.addSeparator()
        menu.addAction(tr("Export selected…"), self.choose_export)
        menu.exec(self.table.viewport().mapToGlobal(at))

    # --- packs ------------------------------------------------------------------------------------

    def choose_import(self) -> ImportReport | None:
        path = ask_open(self, tr("Import a bestiary pack"), tr(PACK_FILTER))
        return self.import_file(path) if path else None

    def import_file(self, path: Path) -> ImportReport | None:
        """Import the pack at `path`, asking about clashing names; None if refused or backed out of."""
        from gm_desk.ui.bestiary.import_dialog import import_interactively

        report = import_interactively(self, Path(path), self.import_progress.emit)
        if report is not None:
            self.reload()
            text = report.summary()
            shown = self.system.currentData()
            if report.changed and shown is not None and shown != report.ruleset:
                # The pack's creatures would be filtered out of sight: list their system instead.
                self.set_ruleset(report.ruleset)
                text += " " + tr(
                    "Now listing {system}, the pack's system.", system=self.model.system_name(report.ruleset)
                )
            self.message.emit(text)
        return report

    def choose_export(self) -> Path | None:
        selection = [
            (creature_id, self._listed_name(creature_id), ruleset)
            for creature_id, ruleset in self._selected_rulesets()
        ]
        from gm_desk.ui.bestiary.export_dialog import ExportDialog, export_request

        dialog = ExportDialog(selection, self._stored_packs(), self._systems_with_creatures(), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        request = dialog.request()
        suggested = f"{request.pack_name or 'bestiary'}{request.suffix}"
        path = ask_save(self, tr("Export a bestiary pack"), suggested, tr(EXPORT_FILTER))
        if not path:
            return None
        try:
            written, count = export_request(request, Path(path))
        except StoreError as exc:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, tr("Pack not exported"), literal(str(exc)))
            return None
        self.message.emit(
            trn("Exported {count} creature to {name}.", "Exported {count} creatures to {name}.", count, count=count, name=written.name)
        )
        return written

    def _listed_name(self, creature_id: int) -> str:
        """The name of a creature the list holds (a selected one)."""
        row = self.model.row_of(creature_id)
        assert row is not None  # what is selected is listed
        name: str = self.model.creature_row(row)[T_NAME]
        return name

    def _selected_rulesets(self) -> list[tuple[int, str]]:
        rows = self.table.selectionModel().selectedRows(COL_NAME)
        return [(int(i.data(ID_ROLE)), i.data(RULESET_ROLE)) for i in sorted(rows, key=QModelIndex.row)]

    def _stored_packs(self) -> list[tuple[str, str]]:
        self.model.read_all()
        packs = {
            (row[T_RULESET], row[T_PACK])
            for row in (self.model.creature_row(i) for i in range(self.model.rowCount()))
            if row[T_PACK]
        }
        return sorted(packs, key=lambda pair: (pair[1].casefold(), pair[0]))

    def _systems_with_creatures(self) -> list[tuple[str, str]]:
        self.model.read_all()
        present = {self.model.creature_row(i)[T_RULESET] for i in range(self.model.rowCount())}
        return [(rid, name) for rid, name in self.systems if rid in present]

    def _show_message(self, text: str) -> None:
        self.status.setText(text)

    def creature_id_at(self, row: int) -> int:
        """The id of the creature on the table's row `row` (as sorted and filtered)."""
        return int(self.proxy.index(row, COL_NAME).data(ID_ROLE))
