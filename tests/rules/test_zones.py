"""The zone graph: distances, paths, ranges and movement."""

from __future__ import annotations

import pytest

from gm_desk.rules.zones import UNREACHABLE, ZoneError, ZoneMap, in_range, movement_allowance, parse_range


@pytest.fixture
def line() -> ZoneMap:
    zm = ZoneMap()
    for z in "abcde":
        zm.add_zone(z, z.upper(), ["difficult"] if z == "c" else [])
    for a, b in ["ab", "bc", "cd"]:
        zm.link(a, b)
    return zm


def test_hops_paths_and_neighbours(line: ZoneMap) -> None:
    assert line.hops("a", "d") == 3
    assert line.hops("a", "a") == 0
    assert line.hops("a", "e") == UNREACHABLE
    assert line.path("a", "d") == ["a", "b", "c", "d"]
    assert line.path("a", "e") == []
    assert line.neighbours("b") == ["a", "c"]
    assert line.within("b", 1) == ["b", "a", "c"]


def test_links_change_distances(line: ZoneMap) -> None:
    line.link("a", "d")
    assert line.hops("a", "d") == 1
    line.unlink("a", "d")
    assert line.hops("a", "d") == 3
    line.remove_zone("c")
    assert line.hops("a", "d") == UNREACHABLE


def test_bad_maps_are_refused(line: ZoneMap) -> None:
    with pytest.raises(ZoneError):
        line.link("a", "a")
    with pytest.raises(ZoneError):
        line.link("a", "zz")
    with pytest.raises(ZoneError):
        line.add_zone("a")
    with pytest.raises(ZoneError):
        ZoneMap.from_dict({"zones": [{"id": "x"}, {"id": "x"}]})


def test_round_trip(line: ZoneMap) -> None:
    again = ZoneMap.from_dict(line.to_dict())
    assert again.to_dict() == line.to_dict()
    assert again.has_tag("c", "difficult")


@pytest.mark.parametrize(
    "text, parsed",
    [(3, 3), ("2", 2), ("0-1", (0, 1)), ("1 - 3", (1, 3)), ("Engaged", "engaged"), ("intimate", "intimate")],
)
def test_parse_range(text, parsed) -> None:
    assert parse_range(text) == parsed


@pytest.mark.parametrize("bad", [-1, "3-1", "far", True, "", [1]])
def test_bad_ranges(bad) -> None:
    with pytest.raises(ZoneError):
        parse_range(bad)


def test_in_range() -> None:
    assert in_range(0, 0) and in_range(2, 2) and not in_range(3, 2)
    assert in_range(2, 2, exact=True) and not in_range(1, 2, exact=True)
    assert in_range(1, (1, 3)) and not in_range(0, (1, 3)) and not in_range(4, (1, 3))
    assert in_range(0, "engaged", engaged=True) and not in_range(0, "engaged")
    assert not in_range(1, "intimate", engaged=True)


def test_movement_allowance() -> None:
    assert movement_allowance(3, False) == 3
    assert movement_allowance(3, True) == 1
    assert movement_allowance(5, True) == 2
    assert movement_allowance(1, True) == 1
    assert movement_allowance(0, True) == 0
