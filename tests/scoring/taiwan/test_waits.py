"""Waits, shanten and the discard analysis of 16- and 17-tile hands (five sets and a pair)."""

from __future__ import annotations

from scoring.efficiency import analyse
from scoring.notation import parse_partial
from scoring.rulesets import RulesetId
from scoring.shanten_regular import regular_shanten, regular_useful
from scoring.taiwan.waits import taiwan_report
from scoring.tiles import Tile, counts_of
from scoring.waits import awaiting_draw

TAIWAN = RulesetId.TAIWAN
#: five sets and a single honour: ready on that honour alone (a single wait)
SINGLE_WAIT = "123456m789p123567s1z"


def _report(text: str):
    return taiwan_report(parse_partial(text, TAIWAN))


def test_a_ready_16_tile_hand_waits_on_the_tiles_that_complete_five_sets_and_a_pair():
    report = _report("123456m789p12355s11z")
    assert report.shanten == 0
    assert [w.tile.code for w in report.waits] == ["5s", "1z"]


def test_each_wait_has_its_tai_on_a_discard_and_self_drawn():
    (wait,) = _report(SINGLE_WAIT).waits
    assert wait.remaining == 3
    assert {hit.id for hit in wait.discard.fans} == {"concealed", "single_wait"}
    assert wait.discard.total == 2 and wait.self_drawn.total == 4  # concealed self-draw is 3 tai


def test_a_16_tile_hand_a_set_short_is_one_step_from_ready_with_its_useful_tiles():
    report = _report("123456m789p12358s11z")
    assert report.shanten == 1 and not report.waits
    assert {u.tile.code for u in report.useful} >= {"3s", "4s", "6s", "7s"}


def test_a_complete_17_tile_hand_is_minus_one_with_every_discard_ranked():
    report = _report("123456m789p123567s11z")
    assert report.shanten == -1
    assert all(row.option.shanten == 0 for row in report.discards)
    assert report.discards[0].option.useful_remaining >= report.discards[-1].option.useful_remaining


def test_the_json_of_a_16_tile_hand_lists_its_waits_with_both_totals():
    data = _report(SINGLE_WAIT).to_json()
    assert data["waits"][0]["tile"] == "1z"
    assert (data["waits"][0]["discard"]["total"], data["waits"][0]["self_drawn"]["total"]) == (2, 4)
    assert {fan["id"] for fan in data["waits"][0]["self_drawn"]["fans"]} == {"concealed_self_draw", "single_wait"}


def test_a_hand_awaits_its_draw_one_tile_short_of_its_rulesets_hand_size():
    assert awaiting_draw(parse_partial(SINGLE_WAIT, TAIWAN), TAIWAN)
    assert not awaiting_draw(parse_partial("123456m789p123567s11z", TAIWAN), TAIWAN)


def test_the_regular_shanten_counts_the_sets_asked_for():
    counts = counts_of(parse_partial(SINGLE_WAIT, TAIWAN).concealed)
    assert regular_shanten(counts, 0, sets=5) == 0
    assert regular_useful(counts, 0, sets=5) == (0, (int(Tile.EAST),))
    counts[Tile.S5] -= 1
    counts[Tile.S6] -= 1
    counts[Tile.S7] -= 1  # four sets and a single: ready for four sets, two steps from five
    assert regular_shanten(counts) == 0 and regular_shanten(counts, sets=5) == 2


def test_the_discard_analysis_takes_16_and_17_tiles():
    ready = analyse(parse_partial(SINGLE_WAIT, TAIWAN), TAIWAN)
    assert ready.current is not None and ready.current.shanten == 0
    drawn = analyse(parse_partial("123456m789p12358s117z", TAIWAN), TAIWAN)
    assert drawn.discards[0].shanten == 1 and drawn.discards[0].tile.code in {"7z", "8s"}
