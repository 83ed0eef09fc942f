"""The danger ladder against a riichi: genbutsu, honours seen, suji, kabe, then the bare tiles."""

from __future__ import annotations

from scoring.review.danger import DangerReason, danger_against, danger_of
from scoring.tiles import Tile


def _seen(**copies: int) -> list[int]:
    seen = [0] * 34
    for name, count in copies.items():
        seen[Tile[name]] = count
    return seen


def test_a_tile_the_riichi_seat_discarded_is_genbutsu() -> None:
    assert danger_against(Tile.P5, {Tile.P5}, _seen()).reason is DangerReason.GENBUTSU


def test_honours_grow_safer_with_each_copy_seen() -> None:
    assert danger_against(Tile.RED, set(), _seen(RED=3)).reason is DangerReason.HONOUR_THIRD
    assert danger_against(Tile.RED, set(), _seen(RED=2)).reason is DangerReason.HONOUR_SECOND
    assert danger_against(Tile.RED, set(), _seen()).reason is DangerReason.HONOUR


def test_a_middle_tile_is_suji_only_with_both_sides_discarded() -> None:
    assert danger_against(Tile.M5, {Tile.M2, Tile.M8}, _seen()).reason is DangerReason.SUJI
    assert danger_against(Tile.M5, {Tile.M2}, _seen()).reason is DangerReason.MIDDLE
    assert danger_against(Tile.M1, {Tile.M4}, _seen()).reason is DangerReason.SUJI_TERMINAL


def test_a_tile_whose_two_sided_waits_need_a_tile_all_seen_is_kabe() -> None:
    assert danger_against(Tile.S1, set(), _seen(S2=4)).reason is DangerReason.KABE
    assert danger_against(Tile.S8, set(), _seen()).reason is DangerReason.EDGE
    assert danger_against(Tile.S9, set(), _seen()).reason is DangerReason.TERMINAL


def test_against_two_riichi_the_worse_counts_and_against_none_there_is_no_danger() -> None:
    assert danger_of(Tile.M5, [{Tile.M5}, set()], _seen()).reason is DangerReason.MIDDLE
    assert danger_of(Tile.M5, [], _seen()) is None
