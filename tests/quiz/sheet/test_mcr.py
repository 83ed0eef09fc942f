"""The MCR score sheet: payments, 16 hands, dealer and seat rotation, table points, chase."""

from fractions import Fraction

import pytest

from quiz.sheet.log import replay
from quiz.sheet.mcr import RULES, chase, hand_state, table_points, win_deltas
from quiz.sheet.model import Draw, End, Penalty, RowKind, SheetError, Undo, Win, Wind
from quiz.sheet.riichi_bet import RiichiBet
from tests.quiz.sheet.helpers import log, mcr_start

E, S, W, N = Wind


def sheet_of(*bodies, start=None):
    return replay(RULES, start or mcr_start(), log(*bodies))


def test_discard_win_charges_the_discarder_fan_plus_eight_and_the_others_eight():
    sheet = sheet_of(Win(winner=0, loser=2, fan=10))
    assert sheet.rows[0].kind is RowKind.WIN_ON_DISCARD
    assert sheet.rows[0].deltas == (34, -8, -18, -8)
    assert sheet.totals == (34, -8, -18, -8)


def test_self_drawn_win_takes_fan_plus_eight_from_each_of_the_three():
    sheet = sheet_of(Win(winner=1, fan=8))
    assert sheet.rows[0].kind is RowKind.SELF_DRAWN
    assert sheet.totals == (-16, 48, -16, -16)


def test_every_entry_keeps_the_sheet_zero_sum():
    sheet = sheet_of(Win(0, 1, fan=88), Win(2, fan=13), Draw(), Penalty(3, 30), Penalty(1, 5, to=0))
    assert sum(sheet.totals) == 0
    assert all(sum(row.deltas) == 0 for row in sheet.rows)


def test_a_drawn_hand_passes_the_deal_and_changes_no_score():
    sheet = sheet_of(Draw())
    assert sheet.totals == (0, 0, 0, 0) and sheet.hands_played == 1
    assert sheet.next_hand.dealer == 1


def test_penalty_to_one_player_or_split_among_the_other_three():
    assert sheet_of(Penalty(2, 10, to=0)).totals == (10, 0, -10, 0)
    assert sheet_of(Penalty(2, 30)).totals == (10, 10, -30, 10)


def test_a_penalty_is_no_hand():
    sheet = sheet_of(Penalty(2, 30))
    assert sheet.hands_played == 0 and sheet.next_hand.number == 1


@pytest.mark.parametrize("body, code", [
    (Win(0, 0, fan=8), "loser_is_winner"),
    (Win(0, 1, fan=7), "fan_below_minimum"),
    (Win(0, fan=-3), "fan_negative"),
    (Win(0, fan=None), "fan_missing"),
    (Win(4, fan=8), "unknown_player"),
    (Win(0, 5, fan=8), "unknown_player"),
    (Penalty(1, 0), "penalty_not_positive"),
    (Penalty(1, 10), "penalty_split"),
    (Penalty(1, 10, to=1), "penalty_to_self"),
    (RiichiBet(1), "not_in_ruleset"),
    (Draw(tenpai=(1,)), "not_in_ruleset"),
])
def test_wrong_entries_are_refused_with_a_code(body, code):
    sheet = sheet_of()
    with pytest.raises(SheetError) as refused:
        RULES.apply(sheet, log(body)[0])
    assert refused.value.code == code


def test_seat_winds_and_prevailing_wind_over_the_sixteen_hands():
    # (prevailing, dealer, each player's seat wind) by hand, players starting E S W N; the seat each
    # takes at a round's first hand follows ChineseOfficialMahjongHelper's RecordScene seat flags
    start = mcr_start()
    expected_first_hands = {
        1: (E, 0, (E, S, W, N)),
        5: (S, 1, (S, E, N, W)),
        9: (W, 3, (W, N, S, E)),
        13: (N, 2, (N, W, E, S)),
    }
    for number, (prevailing, dealer, seats) in expected_first_hands.items():
        state = hand_state(start, number)
        assert (state.prevailing, state.dealer, state.seats) == (prevailing, dealer, seats)
    # within a round the deal passes to the next seat (East -> South -> West -> North)
    assert [hand_state(start, n).dealer for n in range(1, 5)] == [0, 1, 2, 3]
    assert [hand_state(start, n).dealer for n in range(5, 9)] == [1, 0, 3, 2]
    assert hand_state(start, 2).seats == (N, E, S, W)
    for number in range(1, 17):
        state = hand_state(start, number)
        assert sorted(state.seats) == list(Wind)
        assert state.prevailing == Wind((number - 1) // 4)


def test_drawn_seats_are_followed_from_the_first_hand():
    start = mcr_start(seats=(W, E, N, S))
    assert hand_state(start, 1).dealer == 1
    assert hand_state(start, 5).seats == (N, S, W, E)


def test_sixteen_hands_finish_the_game_and_a_seventeenth_is_refused():
    bodies = [Win(n % 4, fan=8) if n % 3 else Draw() for n in range(16)]
    sheet = sheet_of(*bodies)
    assert sheet.finished and sheet.next_hand is None and sheet.hands_played == 16
    with pytest.raises(SheetError) as refused:
        RULES.apply(sheet, log(Draw())[0])
    assert refused.value.code == "table_finished"


def test_table_points_are_4_2_1_0_by_rank():
    assert table_points((50, 10, -20, -40)) == (4, 2, 1, 0)
    assert table_points((-40, 10, 50, -20)) == (0, 2, 4, 1)


def test_tied_players_share_the_table_points_of_their_places():
    assert table_points((30, 30, -20, -40)) == (3, 3, 1, 0)
    assert table_points((30, -10, -10, -10)) == (4, Fraction(1), Fraction(1), Fraction(1))
    assert table_points((0, 0, 0, 0)) == (Fraction(7, 4),) * 4
    assert table_points((20, 0, 0, -20)) == (4, Fraction(3, 2), Fraction(3, 2), 0)


def test_finished_standings_carry_ranks_and_table_points():
    sheet = RULES.finish(sheet_of(Win(0, 1, fan=8), Win(2, 3, fan=8)))
    assert [(s.player, s.rank, s.final) for s in sheet.standings] == [(0, 1, 3.0), (2, 1, 3.0), (1, 3, 0.5),
                                                                      (3, 3, 0.5)]


def test_ending_early_finishes_the_sheet():
    sheet = sheet_of(Win(0, fan=8), End())
    assert sheet.finished and sheet.standings[0].final == 4


def test_undo_takes_back_the_last_entry_and_is_repeatable():
    sheet = sheet_of(Win(0, 1, fan=8), Win(2, fan=10), Undo(), Undo())
    assert sheet.totals == (0, 0, 0, 0) and sheet.hands_played == 0


def test_chase_gives_the_fan_to_pass_each_player_above():
    # Ann leads Bo by 100: self-drawn needs 4(f+8) > 100 -> 18; on Ann's discard 2f+32 > 100 -> 35;
    # on another's discard f+32 > 100 -> 69
    figures = {(c.player, c.target): c for c in chase((100, 0, 0, -100))}
    first = figures[(1, 0)]
    assert (first.gap, first.self_drawn, first.on_target, first.on_other) == (100, 18, 35, 69)
    assert (0, 1) not in figures and (1, 2) not in figures  # nobody chases a player level or below
    # a small gap still needs the minimum of 8
    small = chase((10, 0, 0, -10))
    assert {(c.self_drawn, c.on_target, c.on_other) for c in small if c.gap <= 20} == {(8, 8, 8)}


def test_chase_figures_really_pass_the_target():
    totals = (137, 20, -57, -100)
    for c in chase(totals):
        for fan, loser in ((c.self_drawn, None), (c.on_target, c.target),
                           (c.on_other, next(p for p in range(4) if p not in (c.player, c.target)))):
            after = [t + d for t, d in zip(totals, win_deltas(c.player, loser, fan), strict=True)]
            assert after[c.player] > after[c.target]
            if fan > 8:
                before = [t + d for t, d in zip(totals, win_deltas(c.player, loser, fan - 1), strict=True)]
                assert before[c.player] <= before[c.target]


def test_a_false_win_costs_the_claimer_ten_to_each_and_the_hand_goes_on():
    sheet = sheet_of(Win(0, fan=5, false_win=True))
    assert sheet.totals == (-30, 10, 10, 10)
    assert sheet.hands_played == 0 and sheet.rows[0].kind is RowKind.PENALTY


def test_an_mcr_table_refuses_options_it_does_not_take_and_reads_false_win():
    with pytest.raises(SheetError) as refused:
        RULES.begin(mcr_start(uma="tenhou"))
    assert refused.value.params == {"option": "uma", "value": "tenhou"}
    sheet = sheet_of(Win(0, fan=5, false_win=True), start=mcr_start(false_win=5))
    assert sheet.totals == (-15, 5, 5, 5)
