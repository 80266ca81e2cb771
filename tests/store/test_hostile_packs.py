"""Hostile and broken pack files: each is refused with a clear message and the data file is untouched.

The corpus is generated here rather than checked in: a 50 MB file, a 5,000-digit number and a
100,000-deep nest are cheaper to build than to store.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gm_desk.store.connection import open_store
from gm_desk.store.intake.packs import (
    MAX_PACK_BYTES,
    PackError,
    import_pack,
    import_pack_file,
    load_pack,
    parse_pack,
)
from tests.conftest import BESTIARY_DIR

HEADER = '[pack]\nname = "Hostile"\nruleset = "glowlands"\nformat = 1\n\n'
RETALIATION = '[[creatures.retaliations]]\nname = "Claw"\ntrigger = "melee"\nrange = "engaged"\n'


def creature_toml(name: str = "Crawler", **fields: str) -> str:
    """A glowlands creature as TOML text; ``fields`` are raw TOML values that override the defaults."""
    values = {"ranged_threat": "10", "melee_threat": "11", "max_strain": "6", **fields}
    body = "".join(f"{key} = {value}\n" for key, value in values.items())
    return f'[[creatures]]\nname = "{name}"\n{body}'


def toml_pack(*creatures: str, header: str = HEADER) -> bytes:
    return (header + "\n".join(c + RETALIATION for c in creatures)).encode("utf-8")


def retaliation_damage(damage: str) -> bytes:
    body = creature_toml() + RETALIATION.replace('"engaged"\n', f'"engaged"\ndamage = {damage}\n')
    return (HEADER + body).encode("utf-8")


def json_pack(creature: object, ruleset: str = "glowlands") -> bytes:
    document = {"pack": {"name": "Hostile", "ruleset": ruleset, "format": 1}, "creatures": [creature]}
    return json.dumps(document).encode("utf-8")


GOOD_JSON_CREATURE = {
    "name": "Crawler",
    "ranged_threat": 10,
    "melee_threat": 11,
    "max_strain": 6,
    "retaliations": [{"name": "Claw", "trigger": "melee", "range": "engaged"}],
}


def json_text_pack(creature_text: str) -> bytes:
    """A JSON pack whose one creature is given as raw JSON text (to hold what json.dumps cannot)."""
    header = '{"pack": {"name": "H", "ruleset": "glowlands", "format": 1}, "creatures": ['
    return (header + creature_text + "]}").encode()


# (file name, contents, fragments the message must hold). Contents are bytes or a writer(path).
Case = tuple[str, bytes | Callable[[Path], None], tuple[str, ...]]


def sparse_file(size: int) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        with path.open("wb") as handle:
            handle.truncate(size)

    return write


def written_file(size: int) -> Callable[[Path], None]:
    def write(path: Path) -> None:
        block = (b"# padding line of a pack that is much too large\n" * 1024)[: 64 * 1024]
        with path.open("wb") as handle:
            for _ in range(size // len(block) + 1):
                handle.write(block)

    return write


CASES: list[Case] = [
    # Size, encoding and bytes.
    ("huge.toml", sparse_file(50 * 1024 * 1024), ("huge.toml:", "50 MB", "at most 5 MB")),
    ("padded.toml", written_file(MAX_PACK_BYTES + 10), ("padded.toml:", "at most 5 MB")),
    ("nul.toml", toml_pack(creature_toml()) + b"\x00", ("nul.toml:", "NUL byte")),
    ("nul_in_name.json", json_text_pack('{"name": "a\\u0000b"}'), ("nul_in_name.json:", "NUL character")),
    ("latin1.toml", HEADER.encode() + 'name = "Caf\xe9"\n'.encode("latin-1"), ("latin1.toml:6:", "UTF-8")),
    ("cesu.toml", HEADER.encode() + b'x = "\xed\xa0\x80"\n', ("cesu.toml:6:", "not valid UTF-8")),
    ("garbage.toml", bytes(range(1, 256)) * 10, ("garbage.toml:", "UTF-8")),
    ("empty.toml", b"", ("empty.toml:", "[pack] is missing")),
    # Parser bombs.
    ("deep.toml", b"x = " + b"[" * 5000 + b"]" * 5000, ("deep.toml:", "nested too deeply")),
    ("deep_tables.toml", b"x = " + b"{a = " * 3000 + b"1" + b"}" * 3000, ("deep_tables.toml:", "nested")),
    ("deep.json", b"[" * 100_000 + b"]" * 100_000, ("deep.json:", "nested too deeply")),
    ("nest50.json", b'{"pack": ' + b"[" * 50 + b"]" * 50 + b"}", ("nest50.json:", "more than 16 levels")),
    ("digits.toml", toml_pack(creature_toml(max_strain="9" * 5000)), ("digits.toml:", "number too long")),
    (
        "digits.json",
        json_text_pack('{"max_strain": %s}' % ("9" * 5000)),
        ("digits.json:", "Exceeds the limit"),
    ),
    (
        "bigint.toml",
        toml_pack(creature_toml(max_strain=str(2**64))),
        ("Max Strain: must be between 1 and 999",),
    ),
    # Non-finite numbers.
    ("nan.toml", toml_pack(creature_toml(ranged_threat="nan")), ("nan.toml:", "nan", "not a number")),
    ("inf.toml", toml_pack(creature_toml(melee_threat="-inf")), ("inf.toml:", "-inf")),
    ("nan.json", json_text_pack('{"ranged_threat": NaN}'), ("nan.json:", "NaN is not a number")),
    ("infinity.json", json_text_pack('{"ranged_threat": Infinity}'), ("infinity.json:", "Infinity")),
    ("1e400.json", json_text_pack('{"ranged_threat": 1e400}'), ("1e400.json:", "1e400 is too large")),
    # Broken Unicode.
    ("surrogate.json", json_text_pack('{"name": "\\ud800"}'), ("surrogate.json:", "lone surrogate")),
    ("surrogate_key.json", json_text_pack('{"\\udfff": 1}'), ("surrogate_key.json:", "lone surrogate")),
    ("surrogate.toml", toml_pack(creature_toml(description='"\\ud800"')), ("surrogate.toml:11:", "Unicode")),
    (
        "bidi.toml",
        toml_pack(creature_toml(name="Evil\u202eeno")),
        ("bidi.toml:7:", "(Evileno): Name:", "U+202E"),
    ),
    # Syntax.
    ("syntax.toml", HEADER.encode() + b"[[creatures]\nname = 1\n", ("syntax.toml:6:", "column")),
    ("syntax.json", b'{"pack": {\n"name": "x",\n}', ("syntax.json:3:", "column")),
    ("twice.toml", HEADER.encode() + b"[pack]\n", ("twice.toml:",)),
    ("dupkey.json", json_text_pack('{"name": "A", "name": "B"}'), ("dupkey.json:", "'name' appears twice")),
    # Structure.
    ("list.json", b"[1, 2, 3]", ("list.json:", "must hold a [pack] table")),
    ("nocreatures.toml", HEADER.encode(), ("nocreatures.toml:", "creatures: must be a list of at least one")),
    ("extra.toml", toml_pack(creature_toml()) + b"\n[extras]\nx = 1\n", ("'extras' is not a known section",)),
    (
        "ruleset.toml",
        toml_pack(creature_toml(), header=HEADER.replace("glowlands", "dnd5e")),
        ("pack.ruleset:",),
    ),
    (
        "format.toml",
        toml_pack(creature_toml(), header=HEADER.replace("format = 1", "format = 2")),
        ("format 2",),
    ),
    (
        "noformat.toml",
        toml_pack(creature_toml(), header=HEADER.replace("format = 1\n", "")),
        ("pack.format: is required",),
    ),
    (
        "toomany.json",
        json.dumps(
            {"pack": {"name": "H", "ruleset": "cards", "format": 1}, "creatures": [{}] * 10_001}
        ).encode(),
        ("holds 10001 creatures; a pack may hold 10000",),
    ),
    # Wrong types and values.
    (
        "type.toml",
        toml_pack(creature_toml(ranged_threat='"nine"')),
        ("Ranged Threat: must be a whole number",),
    ),
    ("float.toml", toml_pack(creature_toml(ranged_threat="9.0")), ("Ranged Threat: must be a whole number",)),
    (
        "bool.toml",
        toml_pack(creature_toml(ranged_threat="true")),
        ("Ranged Threat: must be a whole number, not true",),
    ),
    ("reach.toml", toml_pack(creature_toml(has_reach='"yes"')), ("Has Reach: must be true or false",)),
    ("tags.toml", toml_pack(creature_toml(tags='"machine"')), ("Tags: must be a list",)),
    (
        "threat_hi.toml",
        toml_pack(creature_toml(melee_threat="31")),
        ("Melee Threat: must be between 1 and 30, not 31",),
    ),
    (
        "threat_lo.toml",
        toml_pack(creature_toml(ranged_threat="0")),
        ("Ranged Threat: must be between 1 and 30, not 0",),
    ),
    ("armour.toml", toml_pack(creature_toml(armour="-2")), ("Armour: must be between 0 and 99, not -2",)),
    ("unknown.toml", toml_pack(creature_toml(colour='"red"')), ("'colour': is not a known field",)),
    ("typo.toml", toml_pack(creature_toml(max_stain="3")), ("did you mean 'max_strain'?",)),
    (
        "noname.json",
        json_pack({k: v for k, v in GOOD_JSON_CREATURE.items() if k != "name"}),
        ("(unnamed): Name: is required",),
    ),
    ("creature_list.json", json_pack([1, 2]), ("creature 1 (unnamed): must be a table of fields",)),
    # Dice.
    ("d0.toml", retaliation_damage('"1d0"'), ("Retaliations 1, Damage: a die needs at least 1 side",)),
    ("d.toml", retaliation_damage('"d"'), ("Retaliations 1, Damage: 'd' is not a dice expression",)),
    ("chain.toml", retaliation_damage('"' + "1" + "+1" * 600 + '"'), ("longer than 64 characters",)),
    ("bigdie.toml", retaliation_damage('"1000d999999999"'), ("d999999999 is too large",)),
    ("explode.toml", retaliation_damage('"1d1e1"'), ("can roll without end",)),
    # Duplicates.
    (
        "twins.toml",
        toml_pack(creature_toml("Crawler"), creature_toml("crawler")),
        ("creature 2 (crawler): the name is already used by creature 1",),
    ),
]


def _write(directory: Path, name: str, contents: bytes | Callable[[Path], None]) -> Path:
    path = directory / name
    if callable(contents):
        contents(path)
    else:
        path.write_bytes(contents)
    return path


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def hostile_dir(tmp_path_factory) -> Path:
    directory = tmp_path_factory.mktemp("hostile")
    for name, contents, _ in CASES:
        _write(directory, name, contents)
    return directory


@pytest.fixture(scope="module")
def seeded_db(tmp_path_factory) -> Path:
    """A closed data file that already holds a pack, so 'unchanged' means something."""
    path = tmp_path_factory.mktemp("db") / "gm_desk.sqlite3"
    with open_store(path):
        import_pack_file(BESTIARY_DIR / "glowlands_core.toml")
    return path


@pytest.mark.parametrize(("name", "contents", "expected"), CASES, ids=[case[0] for case in CASES])
def test_hostile_file_is_refused_and_the_data_file_is_unchanged(
    hostile_dir, seeded_db, name, contents, expected
):
    before = _sha256(seeded_db)
    with open_store(seeded_db), pytest.raises(PackError) as caught:
        import_pack_file(hostile_dir / name)
    assert _sha256(seeded_db) == before
    message = str(caught.value)
    for fragment in expected:
        assert fragment in message, message
    assert len(message) < 4000  # a dialog, not a dump


def test_size_is_checked_before_the_file_is_opened(tmp_path, monkeypatch):
    path = _write(tmp_path, "huge.toml", sparse_file(50 * 1024 * 1024))
    opened: list[Path] = []
    real_open = Path.open

    def spy(self, *args, **kwargs):
        opened.append(self)
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spy)
    with pytest.raises(PackError, match="at most 5 MB"):
        load_pack(path)
    assert path not in opened


def test_missing_file_and_folder_are_refused(tmp_path):
    with pytest.raises(PackError, match=r"missing\.toml: cannot be read"):
        load_pack(tmp_path / "missing.toml")
    (tmp_path / "folder.toml").mkdir()
    with pytest.raises(PackError, match=r"folder\.toml: is not a regular file"):
        load_pack(tmp_path / "folder.toml")


def test_oversized_bytes_are_refused_by_parse_pack_too():
    with pytest.raises(PackError, match="larger than 5 MB"):
        parse_pack(b" " * (MAX_PACK_BYTES + 1), "big.toml")


# -------------------------------------------------------------------------------------------- fuzzing

_valid = json.loads(json_pack(GOOD_JSON_CREATURE))
json_leaves = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
json_values = st.recursive(
    json_leaves,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4)
    ),
    max_leaves=25,
)


def _only_pack_errors(raw: bytes, name: str) -> None:
    try:
        parse_pack(raw, name)
    except PackError as error:
        assert str(error)


@settings(max_examples=400, deadline=None)
@given(raw=st.binary(max_size=2000), name=st.sampled_from(["fuzz.toml", "fuzz.json", "fuzz"]))
def test_random_bytes_only_raise_pack_error(raw, name):
    _only_pack_errors(raw, name)


@settings(max_examples=400, deadline=None)
@given(text=st.text(max_size=2000), name=st.sampled_from(["fuzz.toml", "fuzz.json"]))
def test_random_text_only_raises_pack_error(text, name):
    _only_pack_errors(text.encode("utf-8", "surrogatepass"), name)


@settings(max_examples=300, deadline=None)
@given(
    section=st.sampled_from(["pack", "creature", "retaliation"]),
    key=st.sampled_from(
        ["name", "ruleset", "format", "ranged_threat", "retaliations", "range", "damage", "zz"]
    ),
    value=json_values,
)
def test_mutated_valid_pack_only_raises_pack_error(section, key, value):
    document = json.loads(json.dumps(_valid))
    target = {
        "pack": document["pack"],
        "creature": document["creatures"][0],
        "retaliation": document["creatures"][0]["retaliations"][0],
    }[section]
    target[key] = value
    try:
        raw = json.dumps(document).encode("utf-8", "surrogatepass")
    except ValueError:
        return
    _only_pack_errors(raw, "mutated.json")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=st.binary(max_size=500), suffix=st.sampled_from([".toml", ".json"]))
def test_load_pack_from_disk_only_raises_pack_error(raw, suffix):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"fuzz{suffix}"
        path.write_bytes(HEADER.encode() + raw if suffix == ".toml" else raw)
        with contextlib.suppress(PackError):
            load_pack(path)


# --- issue 17: encodings, names, weapons, header keys ----------------------------------------------

FACTIONS_CREATURE = {"name": "Raider", "str": 10, "agi": 10, "wit": 10, "health_max": 5}


def _refusal(raw: bytes, filename: str = "p.json") -> str:
    with pytest.raises(PackError) as caught:
        parse_pack(raw, filename)
    return str(caught.value)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-32"])
def test_a_pack_in_another_encoding_is_named_as_such(encoding):
    raw = json_pack(GOOD_JSON_CREATURE).decode("utf-8").encode(encoding)
    message = _refusal(raw)
    assert f"this file is {encoding.split('-')[0].upper()}-{encoding.split('-')[1][:2]}" in message
    assert "GM Desk reads UTF-8" in message and "NUL" not in message


@pytest.mark.parametrize(
    ("name", "named"),
    [
        ("Craw\u200bler", "U+200B ZERO WIDTH SPACE"),
        ("\u200d", "U+200D ZERO WIDTH JOINER"),
        ("Craw\u2028ler", "U+2028 LINE SEPARATOR"),
        ("Craw\u2029ler", "U+2029 PARAGRAPH SEPARATOR"),
        ("Craw\ufffeler", "U+FFFE"),
        ("Craw\ue000ler", "U+E000"),
        ("Craw\u0085ler", "U+0085"),
        ("\u0301\u0302", "nothing visible"),
    ],
)
def test_names_with_invisible_or_line_breaking_characters_are_refused_with_the_character_named(name, named):
    message = _refusal(json_pack({**GOOD_JSON_CREATURE, "name": name}))
    assert "creature 1 (" in message and "): Name:" in message and named in message, message


@pytest.mark.parametrize("other", ["E\u0301clair", "\u00c9CLAIR", "\uff25\u0301clair"])
def test_look_alike_names_in_one_pack_are_duplicates(other):
    creatures = [{**GOOD_JSON_CREATURE, "name": "\u00c9clair"}, {**GOOD_JSON_CREATURE, "name": other}]
    raw = json.dumps({"pack": {"name": "H", "ruleset": "glowlands", "format": 1}, "creatures": creatures})
    message = _refusal(raw.encode("utf-8"))
    assert "creature 2 (" in message and "already used by creature 1;" in message, message


def test_names_are_stored_in_nfc(store):
    from gm_desk.store.creatures import list_creatures

    import_pack(parse_pack(json_pack({**GOOD_JSON_CREATURE, "name": "Ame\u0301lie"}), "p.json"))
    assert [row[1] for row in list_creatures("glowlands")] == ["Am\u00e9lie"]


def test_a_look_alike_of_a_stored_name_clashes_on_import(store):
    from gm_desk.store.creatures import count_creatures

    import_pack(parse_pack(json_pack({**GOOD_JSON_CREATURE, "name": "Goblin"}), "p.json"))
    report = import_pack(parse_pack(json_pack({**GOOD_JSON_CREATURE, "name": "\uff27oblin"}), "q.json"))
    assert report.skipped == ("\uff27oblin",) and count_creatures("glowlands") == 1


def test_look_alike_pairs_already_stored_are_reported_and_not_rewritten(store):
    from gm_desk.store.creatures import lookalike_pairs
    from gm_desk.store.models import db

    rows = [
        ("glowlands", "\u00c9clair"),
        ("glowlands", "E\u0301CLAIR"),
        ("teams", "\u00c9clair"),
        ("glowlands", "Wolf"),
    ]
    for ruleset, name in rows:  # as an older GM Desk stored them: names neither normalised nor compared
        db.execute_sql(
            "INSERT INTO creature (ruleset, name, name_folded, pack, tags, statblock, created_at, updated_at)"
            " VALUES (?, ?, ?, NULL, '[]', '{}', '2026-01-01', '2026-01-01')",
            [ruleset, name, name.casefold()],
        )
    pairs = lookalike_pairs()
    assert [(p[0], p[2], p[4]) for p in pairs] == [("glowlands", "\u00c9clair", "E\u0301CLAIR")]
    assert lookalike_pairs("teams") == []
    stored = [name for (name,) in db.execute_sql("SELECT name FROM creature ORDER BY id")]
    assert stored == [name for _, name in rows]


def test_two_weapons_with_one_name_on_one_creature_are_refused():
    weapons = [{"name": "Axe", "damage_die": "d6"}, {"name": "axe", "damage_die": "d8"}]
    message = _refusal(json_pack({**FACTIONS_CREATURE, "weapons": weapons}, ruleset="factions"))
    assert (
        "creature 1 (Raider): " in message and "Weapons 2 (axe) has the same name as Weapons 1" in message
    )


def test_a_ranged_weapon_without_a_range_is_refused():
    weapons = [{"name": "Bow", "damage_die": "d6", "kind": "ranged"}]
    message = _refusal(json_pack({**FACTIONS_CREATURE, "weapons": weapons}, ruleset="factions"))
    assert "creature 1 (Raider): Weapons 1:" in message and "needs a Range (zones) of at least 1" in message, message


def test_an_unknown_key_in_the_pack_header_is_refused_with_its_path():
    raw = toml_pack(creature_toml(), header=HEADER.replace("format = 1\n", "format = 1\nbogus = 2\n"))
    message = _refusal(raw, "p.toml")
    assert "pack.bogus: is not a known field" in message, message
