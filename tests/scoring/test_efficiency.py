"""Named cases for the discard analysis (何切) and its route to 8 points."""

from __future__ import annotations

import pytest

from scoring.efficiency import analyse
from scoring.hand import HandError
from scoring.notation import parse_hand, parse_partial
from scoring.tiles import Tile


def _tile(code: str) -> Tile:
    return next(t for t in Tile if t.code == code)


def _report(text: str, ruleset: str = "mcr"):
    return analyse(parse_partial(text, ruleset), ruleset)


def _row(report, tile: str):
    return next(d for d in report.discards if d.tile == _tile(tile))


def test_a_wait_whose_only_eight_point_win_is_self_drawn_counts_for_self_drawn_only() -> None:
    # 2s closed wait: concealed hand 2 + all chows 2 + short straight 1 + closed wait 1 = 6 on a discard;
    # self-drawn the concealed hand becomes fully concealed (4): 8
    ready = _report("789m34599p13456s seat=W round=N").current
    (wait,) = ready.waits
    assert (wait.tile.code, wait.discard_total, wait.self_drawn_total) == ("2s", 6, 8)
    assert not wait.discard_reaches_8 and wait.self_drawn_reaches_8
    assert ready.winning_8.to_json() == {"discard": 0, "self_drawn": 4}


def test_seen_tiles_exhausting_a_wait_leave_it_no_copies() -> None:
    plain = _row(_report("123m456p789s1122z5m"), "5m")
    seen = _row(_report("123m456p789s1122z5m seen=11z"), "5m")
    assert {w.tile.code: w.remaining for w in plain.waits} == {"1z": 2, "2z": 2}
    assert {w.tile.code: w.remaining for w in seen.waits} == {"1z": 0, "2z": 2}
    assert plain.winning_8.to_json() == {"discard": 4, "self_drawn": 4}
    assert seen.winning_8.to_json() == {"discard": 2, "self_drawn": 2}


def test_a_wait_whose_other_three_copies_are_seen_is_won_as_the_last_copy() -> None:
    wait = next(w for w in _report("12m456p789s234s99m seen=333m").current.waits if w.tile.code == "3m")
    assert wait.remaining == 1 and wait.last_copy
    assert "last_tile" in wait.discard_fans


def test_a_ready_hand_that_can_never_reach_eight_ranks_below_a_one_shanten_route() -> None:
    report = _report("[123m] [456p] 678s23s55m9p")
    dead = _row(report, "9p")
    assert dead.shanten == 0 and dead.winning_8.to_json() == {"discard": 0, "self_drawn": 0}
    assert {w.tile.code: (w.discard_total, w.self_drawn_total) for w in dead.waits} == {"1s": (3, 4), "4s": (2, 3)}
    best = report.discards[0]
    assert best.shanten == 1 and best.route_value > 0
    ranked = [d.tile.code for d in report.discards]
    assert ranked.index("9p") > ranked.index(best.tile.code)


def test_flowers_do_not_count_toward_eight() -> None:
    plain = _report("[123m] [456p] 678s23s55m").current
    flowers = _report("[123m] [456p] 678s23s55m flowers=8").current
    assert plain.winning_8 == flowers.winning_8
    assert flowers.winning_8.to_json() == {"discard": 0, "self_drawn": 0}
    assert [w.discard_total for w in flowers.waits] == [3, 2]


def test_one_shanten_weights_each_useful_draw_by_its_copies() -> None:
    row = _row(_report("123m456p789s1122z5m"), "1z")
    assert row.shanten == 1
    assert sum(d.remaining for d in row.draws) == row.useful_count
    expected = row.expected_winning_8
    total = sum(d.remaining for d in row.draws)
    assert expected.discard == pytest.approx(sum(d.remaining * d.winning_8.discard for d in row.draws) / total)
    assert row.route_value == pytest.approx(sum(d.remaining * d.winning_8.value for d in row.draws))
    assert row.fans_to_8 and row.fans_to_8[0].fan == "mixed_straight"
    assert 0 < row.good_shape_count <= row.useful_count


def test_mcr_ranks_by_the_route_to_eight_first() -> None:
    report = _report("123m456p789s1122z5m")
    assert report.shanten == 0 and report.discards[0].tile.code == "5m"
    values = [d.route_value for d in report.discards if d.shanten == 1]
    assert values == sorted(values, reverse=True)


def test_two_shanten_lists_fans_still_in_reach() -> None:
    row = _row(_report("123m456p7s1135z59s2p"), "2p")
    assert row.shanten >= 2
    fans = {f.fan for f in row.fans_in_reach}
    assert "mixed_straight" in fans
    assert all(f.points >= 6 and f.missing <= row.shanten + 1 for f in row.fans_in_reach)


def test_a_complete_hand_has_shanten_minus_one_and_still_ranks_discards() -> None:
    report = _report("123m456p789s11222z")
    assert report.shanten == -1 and report.discards


def test_thirteen_tiles_are_analysed_as_they_stand() -> None:
    report = _report("123m456p789s1122z")
    assert report.current is not None and not report.discards
    assert report.to_json()["current"]["winning_8"] == {"discard": 4, "self_drawn": 4}


def test_json_keys_follow_the_issue() -> None:
    data = _report("123m456p789s1122z5m").to_json()
    assert data["shanten"] == 0
    first = data["discards"][0]
    assert {"tile", "shanten", "useful", "useful_count", "winning_8"} <= set(first)
    assert first["useful"][0] == {"tile": "1z", "remaining": 2}


def test_riichi_ranks_by_useful_tiles_and_tells_an_open_hand_without_yaku() -> None:
    report = _report("[123m] 456p789s1122z5m seat=S round=S", "riichi")
    counts = [(d.shanten, -d.useful_count) for d in report.discards]
    assert counts == sorted(counts)
    ready = _row(report, "5m")
    # 1z (East) is no yakuhai for a South seat in the South round; 2z (South) is
    assert ready.yaku_waits.to_json() == {"ron": 2, "tsumo": 2} and ready.keeps_yaku is True


def test_seen_is_refused_in_a_winning_hand_and_beyond_four_copies() -> None:
    with pytest.raises(HandError) as caught:
        parse_hand("123m456p789s11222z seen=1m")
    assert caught.value.code == "seen_in_winning_hand"
    with pytest.raises(HandError) as caught:
        parse_partial("123m456p789s1122z seen=1111m")
    assert caught.value.code == "seen_too_many" and caught.value.params["tile"] == "1m"


def test_seen_has_chinese_aliases_and_is_written_back() -> None:
    from scoring.notation import format_partial
    assert parse_partial("123m456p789s1122z 已见=5m").seen == (_tile("5m"),)
    assert format_partial(parse_partial("123m456p789s1122z seen=5m1z")).endswith("seen=5m1z")


def test_a_thirteen_tile_one_shanten_hand_shows_the_best_discard_after_each_draw() -> None:
    current = _report("123m456p789s122z5m").current
    assert current.shanten == 1 and current.draws
    by_tile = {d.tile.code: d for d in current.draws}
    # drawing 1z: discard 5m for the 1z-2z wait with its mixed straight
    assert by_tile["1z"].discard.code == "5m" and by_tile["1z"].winning_8.discard > 0
    assert sum(d.remaining for d in current.draws) == current.useful_count


def test_route_false_gives_shanten_and_useful_tiles_only() -> None:
    report = analyse(parse_partial("123m456p789s1122z5m"), route=False)
    assert all(d.winning_8 is None and not d.draws for d in report.discards)
    assert report.discards[0].useful_count == 4


def test_riichi_counts_good_shape_draws_at_one_shanten() -> None:
    row = _row(_report("23m456p789s1122z5m8s", "riichi"), "8s")
    assert row.shanten == 1 and row.good_shape_count is not None
    assert row.good_shape_count == sum(d.remaining for d in row.draws if d.good_shape)


def test_random_reports_keep_their_invariants() -> None:
    import random

    from scoring.mcr.efficiency import mcr_rank
    from tests.scoring.efficiency_hands import random_hand

    rng = random.Random(7)
    for _ in range(80):
        report = analyse(random_hand(rng))
        assert [mcr_rank(r) for r in report.discards] == sorted(mcr_rank(r) for r in report.discards)
        for row in report.discards:
            assert row.useful_count == sum(u.remaining for u in row.useful) >= 0
            if row.shanten == 0:
                live = sum(w.remaining for w in row.waits)
                assert row.winning_8.discard <= live and row.winning_8.self_drawn <= live
            elif row.shanten == 1:
                assert sum(d.remaining for d in row.draws) == row.useful_count
                best = max((d.winning_8.discard for d in row.draws), default=0)
                assert row.expected_winning_8.discard <= best + 1e-9
                assert 0 <= row.good_shape_count <= row.useful_count
                assert all(0 < f.share <= 1 for f in row.fans_to_8)
            else:
                assert all(f.missing <= row.shanten + 1 for f in row.fans_in_reach)


def test_riichi_discarding_one_of_the_waits_is_furiten_and_loses_the_ron() -> None:
    # a discard that leaves the hand waiting on the tile just discarded: the 14 tiles were complete,
    # so every ready discard of a complete hand is furiten (it can still win self-drawn)
    report = _report("[123p] 234456m789s11z seat=S", "riichi")
    assert report.shanten == -1
    assert all(r.furiten and r.yaku_waits.ron == 0 for r in report.discards if r.shanten == 0)
    assert not any(r.furiten for r in _report("[123m] 456p789s1122z5m seat=S round=S", "riichi").discards)


def test_three_player_riichi_counts_no_copies_of_2m_to_8m() -> None:
    from scoring.riichi import RiichiRules

    partial = parse_partial("19m123p456p789s12z3z", "riichi")
    rows = analyse(partial, "riichi", RiichiRules(players=3)).discards
    assert all(u.remaining == 0 for r in rows for u in r.useful if 1 <= int(u.tile) <= 7)
    four = analyse(partial, "riichi").discards
    assert sum(r.useful_count for r in rows) < sum(r.useful_count for r in four)
