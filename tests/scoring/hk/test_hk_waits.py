"""Hong Kong waits: the tiles that make a win the scorer accepts, each with its total; the discard table for 14."""

from __future__ import annotations

from scoring.efficiency.analyse import analyse
from scoring.notation import parse_partial
from scoring.waits import report


def waits_of(text: str, **rules) -> dict[str, tuple[int | None, int | None]]:
    found = report(parse_partial(text, "hk"), "hk")
    return {w.tile.code: (w.discard.total, w.self_drawn.total) for w in found.waits}


def test_a_ready_hand_waits_on_each_tile_with_its_total_on_a_discard_and_self_drawn():
    assert waits_of("[111s] 555s 789s WWW N") == {"4z": (3, 4)}


def test_the_thirteen_orphans_wait_on_all_thirteen_kinds_at_the_limit():
    waits = waits_of("19m19p19sESWNCFP")
    assert len(waits) == 13 and set(waits.values()) == {(13, 13)}


def test_seven_pairs_is_no_hong_kong_shape_so_six_pairs_and_a_single_wait_on_nothing():
    found = report(parse_partial("1133m5577p99s11zC", "hk"), "hk")
    assert found.shanten > 0 and found.waits == ()


def test_a_wait_below_the_minimum_says_so():
    [wait] = report(parse_partial("[123m] [456p] [789s] [234s] 5m", "hk"), "hk").waits
    assert (wait.discard.total, wait.discard.meets_minimum) == (1, False)  # 平糊 alone


def test_fourteen_tiles_give_the_discard_table_with_the_waits_of_ready_discards():
    found = report(parse_partial("[111s] 555s 789s WWW N 1m", "hk"), "hk")
    best = found.discards[0]
    assert (found.shanten, best.option.tile.code, [w.tile.code for w in best.waits]) == (0, "1m", ["4z"])


def test_the_discard_analysis_ranks_by_shanten_then_useful_copies():
    result = analyse(parse_partial("[111s] 555s 789s WWW N 1m", "hk"), "hk")
    assert (result.shanten, result.discards[0].tile.code, result.discards[0].shanten) == (0, "1m", 0)
