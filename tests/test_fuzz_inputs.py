"""Fuzzing every way in: every door a file comes through, with hostile files it must refuse in words.

The doors: encounter files through the loader, `gm-desk replay`, `import-encounter`, `difficulty FILE`,
and `prep-sheet` and `recap` on what was imported, and through the app's File ▸ Import encounter file…
(played fights with groups, scene events that came up and zone hazards that struck and spread); map
files (and the encounters a map is stamped into); bestiary packs and the condition library they carry;
the window's settings file; and special files (a FIFO, a link to a device, a link to nothing, a folder,
a link to a good file) at each of them.

Property-based (hypothesis) on mutated valid files: any field replaced by any JSON value or a hostile
one (nesting 40 deep, a 400-digit number, café decomposed, a terminal's escape sequences), deleted, or
the whole text cut or garbled. Nothing but the documented refusal may escape (EncounterFileError, exit
code 2 with one line, PackError, a StoreError), a refusal stays one short message with no Python in it,
and the data file is the same after every refusal (sha256 of its bytes where nothing opened it, of its
content where the app holds it open). Nothing may hang: the FIFOs here would end a wrong read at once.

Replaying a failure: every test runs from the fixed SEED with no example database, so every run tries
the same examples; the seed and the budget are printed with the results. A failure prints hypothesis's
falsifying example, and rerunning this file reproduces it (change SEED to explore further). Run with
--hypothesis-show-statistics to see how many examples each door refused and took in.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import io
import json
import random
import shutil
import subprocess
import sys
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, seed, settings
from hypothesis import strategies as st

from gm_desk import cli
from gm_desk.cli import replay_main as run
from gm_desk.paths import database_path
from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.dice import DiceBox
from gm_desk.rules.encounter_file import EncounterFileError
from gm_desk.rules.engine import Encounter
from gm_desk.store.connection import open_store
from gm_desk.store.files import checkpoint
from gm_desk.store.intake import encounter_file
from gm_desk.store.intake.packs import PackError, import_pack_file
from gm_desk.store.seed import seed_if_empty
from tests.conftest import BESTIARY_DIR
from tests.intake_files import POSIX, content_digest, fifo, link
from tests.rules.test_encounter_file import played

# A mutated played fight is a long text: hypothesis says so when it keeps one as an example, which is fine.
pytestmark = pytest.mark.filterwarnings("ignore:Generating overly large repr")
SEED = 20261125  # every fuzz test runs from this seed: the same examples on every run
BUDGET = {
    "loader": 400,
    "replay": 150,
    "packs": 120,
    "verbs": 60,
    "app": 60,
    "maps": 150,
    "conditions": 120,
    "settings": 80,
}
FUZZ = settings(
    database=None,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["\ud800", "\u200b", "\u2028", "x" * 5000, "z1", "party", "haelon", "RollMade"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


_ANNOUNCED: list[bool] = []


@pytest.fixture(autouse=True)
def announce(capsys: pytest.CaptureFixture[str]) -> None:
    """Print the seed and the budget once, past pytest's capture, so a failure can be replayed."""
    if not _ANNOUNCED:
        _ANNOUNCED.append(True)
        with capsys.disabled():
            print(f"\nfuzz: hypothesis seed {SEED}, budget {BUDGET} examples (tests/test_fuzz_inputs.py)")


def _paths(value: Any, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*here, key))
    elif isinstance(value, list):
        for index, child in enumerate(value[:6]):
            found += _paths(child, (*here, index))
    return found


def _mutate(doc: Any, path: tuple, replacement: Any, delete: bool) -> Any:
    doc = copy.deepcopy(doc)
    if not path:
        return replacement
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = replacement
    return doc


VALID_ENCOUNTER = json.loads(encounter_file.dumps(played()))
ENCOUNTER_PATHS = _paths(VALID_ENCOUNTER)


@st.composite
def encounter_texts(draw: st.DrawFn) -> str:
    path = draw(st.sampled_from(ENCOUNTER_PATHS))
    doc = _mutate(VALID_ENCOUNTER, path, draw(JSON_VALUES), draw(st.booleans()))
    text = json.dumps(doc, ensure_ascii=True)
    cut = draw(st.integers(min_value=0, max_value=20))
    return text[: len(text) - cut] if cut > 15 else text


def _load_or_refuse(path: Path) -> None:
    try:
        encounter_file.load(path)
    except EncounterFileError as refusal:
        assert len(str(refusal)) <= encounter_file.MAX_MESSAGE


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["loader"])
@given(text=encounter_texts())
def test_the_encounter_loader_refuses_or_loads(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    _load_or_refuse(path)


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["replay"])
@given(text=encounter_texts())
def test_replay_answers_or_refuses_with_exit_code_2(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    codes = []
    for flags in (["--json"], []):
        out = io.StringIO()
        code = run([str(path), *flags], out)
        assert code in (0, 2)
        if code == 2:
            assert out.getvalue() == ""  # nothing printed before a refusal
        elif flags:
            json.loads(out.getvalue())
        codes.append(code)
    assert codes[0] == codes[1], "plain words must replay whatever --json replays"


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(VALID_ENCOUNTER).replace('"Haelon"', '"Ha\\ud800"', 1),
        json.dumps(_mutate(VALID_ENCOUNTER, ("setup", "zones"), 5, False)),
    ],
)
def test_the_replay_command_refuses_in_one_line_as_a_process(tmp_path: Path, text: str) -> None:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "gm_desk", "replay", str(path), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("gm-desk replay: fuzz.json: ") and done.stderr.count("\n") == 1


GOOD_PACK = {
    "pack": {"name": "Fuzz", "ruleset": "factions", "format": 1},
    "creatures": [
        {
            "name": "Raider",
            "str": 10,
            "agi": 10,
            "wit": 10,
            "health_max": 5,
            "weapons": [{"name": "Bow", "damage_die": "d6", "kind": "ranged", "range_zones": 3}],
        }
    ],
}
PACK_PATHS = _paths(GOOD_PACK)


@st.composite
def pack_bytes(draw: st.DrawFn) -> bytes:
    path = draw(st.sampled_from(PACK_PATHS))
    doc = _mutate(GOOD_PACK, path, draw(JSON_VALUES), draw(st.booleans()))
    text = json.dumps(doc, ensure_ascii=False)
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "utf-16", "utf-8-sig"]))
    return text.encode(encoding, errors="surrogatepass")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["packs"])
@given(raw=pack_bytes())
def test_a_pack_import_refuses_and_changes_nothing_or_imports(tmp_path_factory, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("fuzzpack")
    data_file = folder / "gm_desk.sqlite3"
    with open_store(data_file):
        pass
    pack = folder / "fuzz.json"
    pack.write_bytes(raw)
    before = _sha256(data_file)
    try:
        with open_store(data_file):
            import_pack_file(pack)
    except PackError as refusal:
        assert _sha256(data_file) == before
        assert len(str(refusal)) < 4000


# ======================================================================================================
# The newer doors (issue 29, item 11): encounter files with groups, scene events and hazards through
# every verb that reads them and through the app's File ▸ Import encounter file…; map files; condition
# libraries; the window's settings file; and special files (FIFO, device, link) at every door.

HOSTILE_VALUES = st.sampled_from(
    [
        "\u0063\u0061\u0066\u0065\u0301",  # café, decomposed
        "caf\u00e9",
        "\x1b[2J\x1b]0;owned\x07",
        10**400,
        -(2**63),
        2**64,
        1e308,
        "",
        " ",
        [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
    ]
)
FUZZ_VALUES = JSON_VALUES | HOSTILE_VALUES


def _rich_documents() -> list[dict]:
    """Played fights with groups, scene events that came up and zone hazards that struck and spread."""
    from tests.rules.test_scene_events import play_until
    from tests.rules.test_scene_files import prepared
    from tests.store.encounter_file_cases import with_sides

    docs = []
    for system in ("glowlands", "factions", "cards"):
        enc = Encounter(
            with_sides(prepared(system)), dice=DiceBox(rng=random.Random(2), script=deque([2] * 4000))
        )
        play_until(enc, lambda e: e.state.round > 2)
        docs.append(json.loads(encounter_file.dumps(enc)))
    return docs


RICH = _rich_documents()
RICH_PATHS = [(index, path) for index, doc in enumerate(RICH) for path in _paths(doc)]


@st.composite
def rich_encounter_texts(draw: st.DrawFn) -> str:
    index, path = draw(st.sampled_from(RICH_PATHS))
    doc = _mutate(RICH[index], path, draw(FUZZ_VALUES), draw(st.booleans()))
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    cut = draw(st.integers(min_value=0, max_value=40))
    return text[: len(text) - cut] if cut > 30 else text


def _bytes_digest(path: Path) -> str:
    """The data file's bytes and its journal's: what a refused import must leave as it was."""
    digest = hashlib.sha256(path.read_bytes())
    wal = path.with_name(path.name + "-wal")
    if wal.exists():
        digest.update(wal.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def seeded_data_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data file as a GM's is after the first start, folded into one file, to copy for each example."""
    path = database_path(tmp_path_factory.mktemp("seeded"))
    with open_store(path) as store:
        seed_if_empty(store, BESTIARY_DIR)
    checkpoint(path)
    return path


def _fresh_folder(factory: pytest.TempPathFactory, seeded: Path) -> Path:
    folder = factory.mktemp("fuzzdata")
    shutil.copyfile(seeded, database_path(folder))
    return folder


TRACEBACK_WORDS = ("Traceback", "KeyError", "NoneType", "object has no attribute", "RecursionError")


def _run_verb(main: Any, argv: list[str]) -> tuple[int, str, str]:
    """A verb run in this process as `gm-desk VERB` runs it: its exit code, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    assert code in (0, cli.REFUSED), err.getvalue()
    assert not any(words in err.getvalue() for words in TRACEBACK_WORDS), err.getvalue()
    if code:
        assert err.getvalue().count("\n") == 1 and out.getvalue() == "", err.getvalue()
    return code, out.getvalue(), err.getvalue()


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["verbs"])
@given(text=rich_encounter_texts())
def test_every_verb_that_reads_an_encounter_file_refuses_or_answers(
    qapp, tmp_path_factory: pytest.TempPathFactory, seeded_data_file: Path, text: str
) -> None:
    """import-encounter, difficulty FILE, and prep-sheet and recap on what was imported (the verbs run
    in this process, which holds one application for both: `qapp`)."""
    folder = _fresh_folder(tmp_path_factory, seeded_data_file)
    data_file = database_path(folder)
    path = folder / "fuzz.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    before = _bytes_digest(data_file)
    code, out, _err = _run_verb(cli.import_main, [str(path), "--data-dir", str(folder)])
    difficulty, _, _ = _run_verb(cli.difficulty_main, [str(path), "--fights", "2", "--workers", "1"])
    assert difficulty == code, "difficulty FILE and import-encounter go through one gate"
    event("refused" if code else "imported, then printed and recapped")
    if code:
        assert _bytes_digest(data_file) == before
        return
    encounter_id = out.split("encounter id ")[1].split(".")[0].split(" ")[0]
    imported = content_digest(data_file)
    _run_verb(cli.prep_sheet_main, [encounter_id, "-o", str(folder / "sheet.pdf"), "--data-dir", str(folder)])
    _run_verb(cli.recap_main, [encounter_id, "-o", str(folder / "recap.md"), "--data-dir", str(folder)])
    assert content_digest(data_file) == imported


@pytest.fixture
def app_window(qtbot, store, monkeypatch):
    """The window on a data file of its own, with File ▸ Import encounter file…'s warnings recorded."""
    from PySide6.QtWidgets import QMessageBox

    from gm_desk.rules.demo import demo_setup_for
    from gm_desk.store import repositories as repo
    from gm_desk.ui.main_window import MainWindow

    campaign = repo.create_campaign("Fuzz", "glowlands")
    repo.create_encounter(campaign.id, "Home", "glowlands", demo_setup_for("glowlands"))
    window = MainWindow(store)
    qtbot.addWidget(window)
    warned: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _p, _title, text, *a: warned.append(text))
    )
    window.warned = warned
    return window


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["app"])
@given(text=rich_encounter_texts())
def test_the_apps_import_refuses_in_words_or_opens_the_fight(
    app_window, store, tmp_path_factory: pytest.TempPathFactory, text: str
) -> None:
    path = tmp_path_factory.mktemp("fuzzapp") / "fuzz.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    app_window.warned.clear()
    before = content_digest(Path(store.path))
    opened = app_window.session.encounter_id
    new_id = app_window.import_encounter_file(path)
    event("refused" if new_id is None else "imported and opened")
    if new_id is None:
        (said,) = app_window.warned
        assert said.endswith("Nothing was imported.") and len(said) < 400
        assert not any(words in said for words in TRACEBACK_WORDS)
        assert app_window.session.encounter_id == opened and content_digest(Path(store.path)) == before
    else:
        assert app_window.warned == [] and app_window.session.encounter_id == new_id
        app_window.open_encounter(opened)  # back home for the next example


# --- map files -----------------------------------------------------------------------------------------


def _map_documents() -> list[dict]:
    from gm_desk.rules.zone_maps import from_encounter, map_document
    from tests.rules.test_scene_files import prepared

    docs = []
    for system in ("glowlands", "cards"):
        setup = prepared(system)
        layout = {
            "zones": {z["id"]: [i * 300.0, 40.0, 260.0, 180.0] for i, z in enumerate(setup["zones"]["zones"])}
        }
        docs.append(map_document(from_encounter(f"Map of {system}", setup, layout)))
    return docs


MAPS = _map_documents()
MAP_PATHS = [(index, path) for index, doc in enumerate(MAPS) for path in _paths(doc)]


@st.composite
def map_texts(draw: st.DrawFn) -> bytes:
    import tomli_w

    index, path = draw(st.sampled_from(MAP_PATHS))
    doc = _mutate(MAPS[index], path, draw(FUZZ_VALUES), draw(st.booleans()))
    try:
        text = tomli_w.dumps(doc)
    except Exception:  # a null, a bare value, a key TOML cannot write: the map as JSON, no TOML at all
        text = json.dumps(doc)
    raw = text.encode("utf-8", errors="surrogatepass")
    cut = draw(st.integers(min_value=0, max_value=40))
    return raw[: len(raw) - cut] if cut > 30 else raw


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["maps"])
@given(raw=map_texts())
def test_a_map_file_is_refused_in_words_or_stamps_an_encounter_the_gate_accepts(
    store, tmp_path_factory: pytest.TempPathFactory, raw: bytes
) -> None:
    from gm_desk.rules.encounter_file import document_from_bytes, encounter_from_document
    from gm_desk.rules.zone_maps import stamp
    from gm_desk.store import StoreError, map_store

    path = tmp_path_factory.mktemp("fuzzmap") / "fuzz.toml"
    path.write_bytes(raw)
    before, maps = content_digest(Path(store.path)), map_store.list_maps()
    try:
        record = map_store.import_map(path, replace=True)
    except StoreError as refusal:
        event("refused")
        assert str(refusal).startswith("fuzz.toml") and len(str(refusal)) < 400
        assert content_digest(Path(store.path)) == before and map_store.list_maps() == maps
        return
    event("imported and stamped")
    target = demo_setup_for("glowlands")
    for combatant in target["combatants"]:
        combatant.pop("engaged", None)
    setup = stamp(record.map, target, None).setup
    document = {"format": "gm-desk-encounter", "version": 1, "setup": setup, "log": []}
    raw_doc = json.dumps(document, ensure_ascii=False).encode("utf-8")
    encounter_from_document(document_from_bytes(raw_doc, "stamped.json"), "stamped.json")


# --- condition libraries (a pack's [[conditions]]) ----------------------------------------------------

PACK_WITH_CONDITIONS = {
    **GOOD_PACK,
    "conditions": [
        {"name": "Hexed", "rounds": 3, "tick": "turn_end", "note": "-1 to every roll"},
        {"name": "Soaked"},
    ],
}
CONDITION_PATHS = [path for path in _paths(PACK_WITH_CONDITIONS) if path[:1] == ("conditions",)]


@st.composite
def condition_packs(draw: st.DrawFn) -> bytes:
    path = draw(st.sampled_from(CONDITION_PATHS))
    doc = _mutate(PACK_WITH_CONDITIONS, path, draw(FUZZ_VALUES), draw(st.booleans()))
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", errors="surrogatepass")


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["conditions"])
@given(raw=condition_packs())
def test_a_condition_library_is_refused_whole_or_imported(
    store, tmp_path_factory: pytest.TempPathFactory, raw: bytes
) -> None:
    from gm_desk.store.condition_store import list_conditions

    pack = tmp_path_factory.mktemp("fuzzcond") / "fuzz.json"
    pack.write_bytes(raw)
    before, library = content_digest(Path(store.path)), list_conditions("factions")
    try:
        import_pack_file(pack, on_clash="replace")
    except PackError as refusal:
        event("refused")
        assert len(str(refusal)) < 4000 and not any(w in str(refusal) for w in TRACEBACK_WORDS)
        assert content_digest(Path(store.path)) == before and list_conditions("factions") == library
        return
    event("imported")
    assert len(list_conditions("factions")) <= 200


# --- the window's settings file ------------------------------------------------------------------------

SETTING_KEYS = st.sampled_from(
    [("window", "geometry"), ("window", "state"), ("session", "last_encounter"), ("view", "language"),
     ("view", "theme"), ("view", "larger_type"), ("player_view", "screen"), ("General", "x")]
)  # fmt: skip
SETTING_VALUES = st.sampled_from(
    [
        "abc",
        "@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0",
        "@ByteArray()",
        "@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0)",
        "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x4QPoint)",
        "@Rect(1 2 3 4)",
        "@Size(10 20)",
        "@Invalid()",
        "\u00b2",
        "1" * 4301,
        "-5",
        "0",
        "1",
        "pseudo",
        "dark",
        "x" * 10000,
        "maybe",
        "\x1b[2J",
        "a, b, c",
        "",
    ]
)


@st.composite
def settings_texts(draw: st.DrawFn) -> bytes:
    """A settings file: sections of keys the window reads, with odd values, stray lines, cut anywhere."""
    lines: list[str] = []
    for section, key in draw(st.lists(SETTING_KEYS, max_size=6)):
        value = draw(SETTING_VALUES | st.text(max_size=20))
        lines += [f"[{section}]", f"{key}={value}"]
    lines += draw(st.lists(st.sampled_from(["=", "[", "\x00", "a\\b=c", "[window", "; note"]), max_size=3))
    raw = "\n".join(lines).encode("utf-8", errors="surrogatepass")
    cut = draw(st.integers(min_value=0, max_value=len(raw)))
    return raw[:cut] if draw(st.booleans()) else raw


@seed(SEED)
@settings(FUZZ, max_examples=BUDGET["settings"])
@given(raw=settings_texts())
def test_the_window_starts_whatever_its_settings_file_holds(
    qtbot, tmp_path_factory: pytest.TempPathFactory, raw: bytes
) -> None:
    from gm_desk.ui import theme, window_settings
    from gm_desk.ui.main_window import KEY_LAST, MainWindow, settings_in

    folder = tmp_path_factory.mktemp("fuzzsettings")
    data_file = database_path(folder)
    data_file.write_bytes(b"SQLite format 3\x00 stands in for the data file")
    (folder / window_settings.SETTINGS_FILE).write_bytes(raw)
    settings = settings_in(folder)
    theme.chosen(settings)
    window = MainWindow(data_dir=folder)  # the frame: geometry and docks restored from the file
    qtbot.addWidget(window)
    window_settings.stored_id(window.settings, KEY_LAST, "the encounter open last")
    window.close()  # writes the settings back
    event("said something" if window_settings.take_notes() else "quiet")
    assert data_file.read_bytes() == b"SQLite format 3\x00 stands in for the data file"
    assert not (folder / window_settings.SETTINGS_FILE).is_symlink()


# --- special files at every door -------------------------------------------------------------------------

SPECIAL = {
    "a FIFO": "is not a regular file but a named pipe (FIFO); GM Desk reads only ordinary files",
    "a link to /dev/zero": "is a link to a device, not to a regular file; GM Desk reads only ordinary files",
    "a link to /dev/urandom": "is a link to a device, not to a regular file; GM Desk reads only ordinary files",
    "a link to nothing": "is a link to nothing that can be read",
    "a folder": "is not a regular file but a folder; GM Desk reads only ordinary files",
    "a link to a good file": None,  # followed, and read
}
GOOD_MAP = (
    'format = "gm-desk-map"\nversion = 1\nname = "Linked"\n[[zones]]\nid = "a"\nname = "A"\n'
    "rect = [0, 0, 100, 80]\n"
)


@contextlib.contextmanager
def special_file(kind: str, path: Path, good: bytes) -> Iterator[Path]:
    """``path`` made into ``kind`` for the time of the block."""
    if kind == "a FIFO":
        with fifo(path):
            yield path
        return
    if kind.startswith("a link to /dev/"):
        link(path, kind.removeprefix("a link to "))
    elif kind == "a link to nothing":
        link(path, path.with_name("gone"))
    elif kind == "a folder":
        path.mkdir()
    else:
        real = path.with_name("real" + path.suffix)
        real.write_bytes(good)
        link(path, real)
    yield path


posix_only = pytest.mark.skipif(not POSIX, reason="FIFOs, devices and symbolic links as POSIX has them")


def _said(text: str, expected: str | None, name: str) -> None:
    assert not any(words in text for words in TRACEBACK_WORDS), text
    assert expected is not None and f"{name}: {expected}" in text, text


@posix_only
@pytest.mark.parametrize("kind", SPECIAL)
@pytest.mark.parametrize("verb", ["import-encounter", "difficulty", "replay"])
def test_special_files_at_the_verbs(
    tmp_path_factory: pytest.TempPathFactory, seeded_data_file: Path, kind: str, verb: str
) -> None:
    folder = _fresh_folder(tmp_path_factory, seeded_data_file)
    before = _bytes_digest(database_path(folder))
    argv = {"import-encounter": ["--data-dir", str(folder)], "difficulty": ["--fights", "1"], "replay": []}[
        verb
    ]
    main = {"import-encounter": cli.import_main, "difficulty": cli.difficulty_main, "replay": cli.replay_main}
    good = json.dumps(VALID_ENCOUNTER).encode("utf-8")
    with special_file(kind, folder / "fight.json", good) as path:
        code, _out, err = _run_verb(main[verb], [str(path), *argv])
    if SPECIAL[kind] is None:
        assert code == 0
    else:
        assert code == cli.REFUSED
        _said(err, SPECIAL[kind], "fight.json")
        assert _bytes_digest(database_path(folder)) == before


@posix_only
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_at_the_apps_import(app_window, store, tmp_path: Path, kind: str) -> None:
    before = content_digest(Path(store.path))
    with special_file(kind, tmp_path / "fight.json", json.dumps(VALID_ENCOUNTER).encode("utf-8")) as path:
        new_id = app_window.import_encounter_file(path)
    if SPECIAL[kind] is None:
        assert new_id is not None
    else:
        assert new_id is None
        (said,) = app_window.warned
        _said(said, SPECIAL[kind], "fight.json")
        assert content_digest(Path(store.path)) == before


@posix_only
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_at_the_map_library(store, tmp_path: Path, kind: str) -> None:
    from gm_desk.store import StoreError, map_store

    before = content_digest(Path(store.path))
    with special_file(kind, tmp_path / "map.toml", GOOD_MAP.encode("utf-8")) as path:
        if SPECIAL[kind] is None:
            assert map_store.import_map(path).map.name == "Linked"
            return
        with pytest.raises(StoreError) as refused:
            map_store.import_map(path)
    _said(str(refused.value), SPECIAL[kind], "map.toml")
    assert content_digest(Path(store.path)) == before and map_store.list_maps() == []


@posix_only
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_at_the_pack_import_and_its_condition_library(store, tmp_path: Path, kind: str) -> None:
    from gm_desk.store.condition_store import list_conditions

    before = content_digest(Path(store.path))
    good = json.dumps(PACK_WITH_CONDITIONS).encode("utf-8")
    with special_file(kind, tmp_path / "pack.json", good) as path:
        if SPECIAL[kind] is None:
            import_pack_file(path)
            assert [c.template.name for c in list_conditions("factions")] == ["Hexed", "Soaked"]
            return
        with pytest.raises(PackError) as refused:
            import_pack_file(path)
    _said(str(refused.value), SPECIAL[kind], "pack.json")
    assert content_digest(Path(store.path)) == before


@posix_only
@pytest.mark.parametrize("kind", SPECIAL)
def test_special_files_as_the_window_settings_are_set_aside_never_read_or_written_through(
    qtbot, tmp_path: Path, kind: str
) -> None:
    from gm_desk.ui import window_settings
    from gm_desk.ui.main_window import MainWindow

    data_file = database_path(tmp_path)
    data_file.write_bytes(b"SQLite format 3\x00 stands in for the data file")
    settings = tmp_path / window_settings.SETTINGS_FILE
    with special_file(kind, settings, b"[window]\n") as path:
        if kind == "a link to a good file":
            path.unlink()
            link(path, data_file)  # the one that matters: a link to the data file itself
        window = MainWindow(data_dir=tmp_path)
        qtbot.addWidget(window)
        window.close()  # writes the settings
    (note,) = window_settings.take_notes()
    assert note.startswith(f"The window's settings file {window_settings.SETTINGS_FILE} ")
    assert "set it aside, untouched, as gm-desk-window.ini.set-aside-" in note
    assert data_file.read_bytes() == b"SQLite format 3\x00 stands in for the data file"
    assert settings.is_file() and not settings.is_symlink()
