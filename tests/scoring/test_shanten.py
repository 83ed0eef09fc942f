"""Named cases for shanten, useful tiles and the discard table."""

from __future__ import annotations

import pytest

from scoring.hand import HandError
from scoring.notation import parse_partial
from scoring.shanten import Shape, discard_table, shanten, waits_by_shape
from scoring.tiles import Tile


def _useful(text: str) -> dict[str, int]:
    return {u.tile.code: u.remaining for u in shanten(parse_partial(text)).useful}


def _shape(text: str, shape: Shape):
    return next(s for s in shanten(parse_partial(text)).shapes if s.shape is shape)


def test_nine_gates_is_ready_on_every_tile_of_its_suit() -> None:
    result = shanten(parse_partial("1112345678999m"))
    assert result.shanten == 0
    assert _useful("1112345678999m") == {"1m": 1, "2m": 3, "3m": 3, "4m": 3, "5m": 3, "6m": 3, "7m": 3,
                                         "8m": 3, "9m": 1}


def test_thirteen_orphans_thirteen_sided_wait() -> None:
    useful = _useful("19m19p19s1234567z")
    assert len(useful) == 13 and set(useful.values()) == {3}


def test_seven_pairs_counts_four_of_a_kind_as_two_pairs() -> None:
    assert _shape("1111m2222p3333s4z", Shape.SEVEN_PAIRS).shanten == 0
    assert _useful("1111m2222p3333s4z") == {"4z": 3}


def test_ready_hand_lists_a_wait_it_holds_four_of_with_none_remaining() -> None:
    # 1111m + 234567789p: only a fifth 1m completes it, formally.
    assert _useful("1111m234567789p") == {"1m": 0}


def test_remaining_counts_tiles_in_melds() -> None:
    useful = _useful("[111m] 1m2345678s99s")
    assert useful["1m"] == 0 and useful["9s"] == 2


def test_not_ready_hand_never_counts_a_tile_held_four_times_as_useful() -> None:
    assert "1m" not in _useful("1111m147p258s369s1z")


def test_knitted_straight_with_one_meld() -> None:
    result = shanten(parse_partial("[123m] 147p258s369m4z"))
    assert result.shanten == 0
    assert _useful("[123m] 147p258s369m4z") == {"4z": 3}
    assert {s.shape for s in result.shapes} == {Shape.REGULAR, Shape.KNITTED_STRAIGHT}


def test_special_shapes_need_a_closed_hand() -> None:
    assert {s.shape for s in shanten(parse_partial("[123m] [456p] 1199s122z3z")).shapes} == {Shape.REGULAR}


def test_honors_and_knitted_waits_on_each_missing_tile() -> None:
    assert _useful("147m258p369s1235z") == {"4z": 4, "6z": 4, "7z": 4}


def test_waits_name_the_shapes_they_complete() -> None:
    counts = [0] * 34
    for t in parse_partial("1122334455667m").concealed:
        counts[t] += 1
    waits = waits_by_shape(counts)
    assert waits[Tile.M7] == (Shape.REGULAR, Shape.SEVEN_PAIRS)
    assert waits[Tile.M1] == (Shape.REGULAR,)


def test_complete_fourteen_tiles_have_shanten_minus_one() -> None:
    result = shanten(parse_partial("11223344556677m"))
    assert result.shanten == -1
    assert result.complete_shapes == (Shape.REGULAR, Shape.SEVEN_PAIRS)


def test_discard_table_ranks_by_shanten_then_tiles_remaining() -> None:
    table = discard_table(parse_partial("1112345678999m5p"))
    assert table[0].tile == Tile.P5 and table[0].shanten == 0 and table[0].useful_remaining == 23
    assert all(d.shanten >= table[0].shanten for d in table)
    assert len(table) == 10  # one row per distinct tile


def test_discard_table_counts_the_discarded_tile_as_seen() -> None:
    first = discard_table(parse_partial("1112345678999m9m"))[0]
    assert first.tile == Tile.M9
    assert {u.tile.code: u.remaining for u in first.useful}["9m"] == 0


def test_discard_table_needs_fourteen_tiles() -> None:
    with pytest.raises(HandError, match="tile_count_discard"):
        discard_table(parse_partial("1112345678999m"))


def test_json_of_thirteen_and_fourteen_tiles() -> None:
    thirteen = shanten(parse_partial("1112345678999m")).to_json()
    assert thirteen["shanten"] == 0 and thirteen["useful"][0] == {"tile": "1m", "remaining": 1}
    assert set(thirteen["shapes"]) == {s.value for s in Shape}
    fourteen = shanten(parse_partial("1112345678999m5p")).to_json()
    assert fourteen["shanten"] == 0 and fourteen["discards"][0]["discard"] == "5p"
