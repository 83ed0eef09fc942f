"""Named cases for the MCR and Riichi waits and their scores (totals checked against the reference)."""

from __future__ import annotations

import random

import pytest

from scoring.hand import Hand, HandError, WinContext
from scoring.mcr.waits import mcr_report, mcr_waits
from scoring.notation import parse_partial
from scoring.riichi.waits import riichi_report, riichi_waits
from scoring.shanten import Shape
from scoring.tiles import Tile
from scoring.waits import won
from tests.scoring.random_hands import random_ready_hand


def _waits(text: str) -> dict[str, object]:
    return {w.tile.code: w for w in mcr_waits(parse_partial(text))}


def _totals(wait) -> list[int | None]:
    return [s.total for s in wait.scores]


def test_nine_gates_waits_on_all_nine_tiles_worth_at_least_88() -> None:
    waits = _waits("1112345678999m")
    assert list(waits) == ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    assert _totals(waits["1m"]) == [106, 107, 106, 107]
    assert _totals(waits["3m"]) == [89, 90, 89, 90]
    assert waits["1m"].remaining == 1 and waits["5m"].remaining == 3


def test_last_copy_adds_last_tile_when_the_hand_does_not_hold_the_tile() -> None:
    wait = _waits("12m456p789s234s99m")["3m"]
    assert wait.last_copy_possible
    assert _totals(wait) == [13, 15, 17, 19]
    assert "last_tile" in {hit.id for hit in wait.discard_last.fans}


def test_last_copy_of_a_held_tile_repeats_the_plain_scores() -> None:
    wait = _waits("123m456p789s234s9m")["9m"]
    assert not wait.last_copy_possible
    assert wait.discard_last == wait.discard and wait.self_drawn_last == wait.self_drawn
    assert wait.to_json()["last_copy_possible"] is False


def test_flowers_count_in_the_total_but_not_toward_eight() -> None:
    waits = _waits("[123m] [345m] 56s678pWW flowers=3")
    assert set(waits) == {"4s", "7s"}
    seven = waits["7s"]
    assert (seven.discard.total, seven.discard.meets_minimum) == (11, True)  # Chicken Hand 8 + 3 flowers
    assert (seven.self_drawn.total, seven.self_drawn.meets_minimum) == (4, False)  # Self-Drawn 1 + 3 flowers


def test_a_wait_the_hand_holds_four_of_is_listed_with_none_remaining() -> None:
    wait = _waits("1111m234567789p")["1m"]
    assert wait.remaining == 0 and not wait.last_copy_possible
    assert wait.discard.total == 7


def test_seven_pairs_thirteen_orphans_and_knitted_waits_count() -> None:
    assert _waits("1122m3344p5566s7z")["7z"].shapes == (Shape.SEVEN_PAIRS,)
    assert _waits("1122m3344p5566s7z")["7z"].discard.total == 24
    orphans = _waits("19m19p19s1234567z")
    assert len(orphans) == 13 and all(w.discard.total == 88 for w in orphans.values())
    knitted = _waits("258m369p14789s55m")
    assert list(knitted) == ["7s"] and knitted["7s"].shapes == (Shape.KNITTED_STRAIGHT,)
    assert knitted["7s"].discard.total == 17


def test_waits_need_thirteen_tiles() -> None:
    with pytest.raises(HandError, match="tile_count_waits"):
        mcr_waits(parse_partial("1112345678999m5p"))


def test_not_ready_hand_has_no_waits_but_useful_tiles() -> None:
    result = mcr_report(parse_partial("1112345678m1p2s3z"))
    assert result.shanten > 0 and result.waits == ()
    assert result.useful and "useful" in result.to_json()


def test_fourteen_tiles_give_the_discard_table_with_waits_of_ready_discards() -> None:
    result = mcr_report(parse_partial("1112345678999m5p"))
    best = result.discards[0]
    assert best.option.tile == Tile.P5 and best.option.shanten == 0
    assert [w.tile.code for w in best.waits] == ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    data = result.to_json()
    assert data["shanten"] == 0 and data["discards"][0]["waits"][0]["tile"] == "1m"


def test_json_has_the_four_ways_for_each_wait() -> None:
    data = mcr_report(parse_partial("12m456p789s234s99m")).to_json()
    assert data["shanten"] == 0
    wait = data["waits"][0]
    assert wait["tile"] == "3m" and wait["remaining"] == 4
    for way in ("discard", "self_drawn", "discard_last", "self_drawn_last"):
        assert set(wait[way]) == {"total", "meets_minimum", "fans"}
    assert wait["discard_last"]["total"] == 17
    assert any(f["id"] == "last_tile" and f["points"] == 4 for f in wait["discard_last"]["fans"])


def test_seat_and_round_winds_change_the_scores() -> None:
    # rules.md wait_multi_no_edge: 15 with East seat and round (Prevalent Wind 2 + Seat Wind 2)
    assert _waits("1233m456p789sEEE")["3m"].discard.total == 15
    # South seat and round: the East pung is only a Pung of Terminals or Honors (1)
    assert _waits("1233m456p789sEEE seat=S round=S")["3m"].discard.total == 12


def test_riichi_waits_score_ron_and_tsumo() -> None:
    waits = {w.tile.code: w for w in riichi_waits(parse_partial("23456m234p678s55z", "riichi"))}
    assert set(waits) == {"1m", "4m", "7m"}
    assert waits["1m"].ron.result is None and waits["1m"].ron.error.code == "no_yaku"
    assert waits["1m"].tsumo.result.han == 1
    assert waits["4m"].remaining == 3


def test_riichi_report_of_fourteen_tiles_ranks_discards() -> None:
    result = riichi_report(parse_partial("23456m234p678s555z", "riichi"))
    assert result.discards[0].option.tile == Tile.WHITE
    assert result.to_json()["discards"][0]["waits"][0]["tile"] == "1m"


def test_seen_tiles_lower_the_remaining_copies_of_waits_and_useful_tiles() -> None:
    plain = {w.tile.code: w.remaining for w in mcr_waits(parse_partial("123m456p789s1122z"))}
    seen = {w.tile.code: w.remaining for w in mcr_waits(parse_partial("123m456p789s1122z seen=2z"))}
    assert plain == {"1z": 2, "2z": 2} and seen == {"1z": 2, "2z": 1}
    rows = {r.option.tile.code: r.option for r in mcr_report(parse_partial("123m456p789s1122z5m seen=1z")).discards}
    assert {u.tile.code: u.remaining for u in rows["5m"].useful} == {"1z": 1, "2z": 2}


def test_the_waits_table_makes_the_same_hands_as_hand_does() -> None:
    ready = random_ready_hand(random.Random(7))
    context = WinContext(self_drawn=True, seat_wind=Tile.SOUTH, flowers=2)
    made = won(ready.melds, ready.concealed, Tile.M5, context, ready.extras, ready.red_fives)
    assert made == Hand(ready.melds, ready.concealed, Tile.M5, context, ready.extras, ready.red_fives)
    assert vars(made) == vars(Hand(ready.melds, ready.concealed, Tile.M5, context, ready.extras, ready.red_fives))
