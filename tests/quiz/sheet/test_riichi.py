"""The Riichi score sheet: payments, honba, riichi sticks, no-ten payments, dealer repeats, the
game's length, bust, agari-yame and the final score with uma and oka."""

from __future__ import annotations

import dataclasses

import pytest

from quiz.sheet.log import replay
from quiz.sheet.model import (
    Draw,
    End,
    Entry,
    Penalty,
    Player,
    RowKind,
    SheetError,
    TableStart,
    Undo,
    Win,
    Wind,
)
from quiz.sheet.riichi import RULES, kyoku
from quiz.sheet.riichi_bet import RiichiBet
from quiz.sheet.riichi_hand_entry import win_from_hand
from quiz.sheet.riichi_settings import PRESETS, Ties, settings_of
from scoring.hand import HandError
from scoring.riichi.flags import flags_of
from scoring.rulesets import RulesetId
from scoring.tiles import Tile

A, B, C, D = range(4)
IN_ORDER = (Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH)


def table(seats=IN_ORDER, **options: str) -> TableStart:
    return TableStart(RulesetId.RIICHI, tuple(Player(n) for n in ("Ann", "Bo", "Cy", "Di")), tuple(seats),
                      tuple(options.items()))


def play(start: TableStart, *bodies):
    return replay(RULES, start, [Entry(seq, body) for seq, body in enumerate(bodies, 1)])


def last_deltas(start, *bodies):
    return play(start, *bodies).rows[-1].deltas


def refused(start, *bodies) -> SheetError:
    sheet = play(start, *bodies[:-1])
    with pytest.raises(SheetError) as caught:
        RULES.apply(sheet, Entry(len(bodies), bodies[-1]))
    return caught.value


# ---- payments ----

def test_everyone_starts_with_25000_unless_the_table_says_otherwise():
    assert play(table()).totals == (25000,) * 4
    assert play(table(start="30000", **{"return": "30000"})).totals == (30000,) * 4


def test_a_win_on_a_discard_is_paid_by_the_discarder_alone():
    assert last_deltas(table(), Win(B, loser=C, han=2, fu=30)) == (0, 2000, -2000, 0)


def test_the_dealer_is_paid_half_as_much_again_on_a_discard():
    assert last_deltas(table(), Win(A, loser=C, han=3, fu=40)) == (7700, 0, -7700, 0)


def test_a_non_dealer_self_draw_takes_the_larger_share_from_the_dealer():
    assert last_deltas(table(), Win(B, han=1, fu=30)) == (-500, 1100, -300, -300)


def test_a_dealer_self_draw_is_paid_the_same_by_each():
    assert last_deltas(table(), Win(A, han=2, fu=30)) == (3000, -1000, -1000, -1000)


def test_limits_need_no_fu_and_a_yakuman_is_thirteen_han():
    assert last_deltas(table(), Win(B, loser=D, han=5)) == (0, 8000, 0, -8000)
    assert last_deltas(table(), Win(C, han=13)) == (-16000, -8000, 32000, -8000)
    assert last_deltas(table(), Win(A, loser=B, han=26)) == (96000, -96000, 0, 0)


def test_kazoe_follows_the_preset_wrc_caps_thirteen_han_of_yaku_at_sanbaiman():
    counted = Win(B, loser=D, han=13, fu=30)
    assert last_deltas(table(), counted)[B] == 32000
    assert last_deltas(table(preset="wrc"), counted)[B] == 24000


def test_each_honba_adds_300_to_a_ron_and_100_from_each_payer_on_a_self_draw():
    after_two_draws = (Draw((A,)), Draw((A,)))
    assert play(table(), *after_two_draws).next_hand.honba == 2
    assert last_deltas(table(), *after_two_draws, Win(B, loser=C, han=2, fu=30)) == (0, 2600, -2600, 0)
    assert last_deltas(table(), *after_two_draws, Win(B, han=1, fu=30)) == (-700, 1700, -500, -500)


def test_riichi_puts_1000_in_the_pot_and_the_next_winner_takes_every_stick():
    sheet = play(table(), RiichiBet(B), RiichiBet(C))
    assert sheet.totals == (25000, 24000, 24000, 25000)
    assert sheet.next_hand.pot == 2000
    assert [row.kind for row in sheet.rows] == [RowKind.BET, RowKind.BET]
    won = play(table(), RiichiBet(B), RiichiBet(C), Win(D, loser=A, han=1, fu=30))
    assert won.rows[-1].deltas == (-1000, 0, 0, 3000)
    assert won.next_hand.pot == 0


def test_riichi_sticks_stay_on_the_table_after_a_draw():
    sheet = play(table(), RiichiBet(B), Draw((B,)))
    assert sheet.next_hand.pot == 1000
    assert play(table(), RiichiBet(B), Draw((B,)), Win(C, han=1, fu=30)).rows[-1].deltas[C] == 1100 + 100 * 3 + 1000


def test_riichi_twice_in_a_hand_or_without_1000_points_is_refused():
    assert refused(table(), RiichiBet(B), RiichiBet(B)).code == "riichi_twice"
    assert refused(table(), Penalty(B, 24500, to=A), RiichiBet(B)).code == "riichi_needs_points"


@pytest.mark.parametrize(("ready", "deltas"), [
    ((B,), (-1000, 3000, -1000, -1000)),
    ((A, C), (1500, -1500, 1500, -1500)),
    ((A, B, D), (1000, 1000, -3000, 1000)),
    ((), (0, 0, 0, 0)),
    ((A, B, C, D), (0, 0, 0, 0)),
])
def test_a_draw_moves_3000_from_the_players_not_ready_to_the_players_ready(ready, deltas):
    assert last_deltas(table(), Draw(ready)) == deltas


def test_a_player_in_riichi_must_be_ready_at_a_draw():
    assert refused(table(), RiichiBet(C), Draw((A,))).code == "riichi_not_ready"


def test_a_penalty_goes_to_one_player_or_splits_among_the_other_three():
    assert last_deltas(table(), Penalty(A, 3000, to=D)) == (-3000, 0, 0, 3000)
    assert last_deltas(table(), Penalty(A, 12000)) == (-12000, 4000, 4000, 4000)
    assert refused(table(), Penalty(A, 1000)).code == "penalty_split"


# ---- the dealer, honba and the rounds ----

def test_the_dealer_repeats_after_a_win_with_one_more_honba():
    hand = play(table(), Win(A, loser=B, han=1, fu=30)).next_hand
    assert (hand.number, hand.dealer, hand.honba, hand.prevailing) == (2, A, 1, Wind.EAST)


def test_the_dealer_repeats_when_ready_at_a_draw_and_passes_when_not():
    assert play(table(), Draw((A, C))).next_hand.dealer == A
    passed = play(table(), Draw((C,))).next_hand
    assert (passed.dealer, passed.honba, passed.seats) == (B, 1, (Wind.NORTH, Wind.EAST, Wind.SOUTH, Wind.WEST))


def test_another_players_win_passes_the_deal_and_clears_the_honba():
    hand = play(table(), Draw((A,)), Draw((A,)), Win(C, loser=A, han=1, fu=30)).next_hand
    assert (hand.dealer, hand.honba) == (B, 0)


def test_the_first_dealer_is_whoever_sits_east():
    start = table(seats=(Wind.SOUTH, Wind.WEST, Wind.EAST, Wind.NORTH))
    hand = play(start).next_hand
    assert hand.dealer == C
    assert kyoku(start, hand) == 1
    assert play(start, Win(A, loser=C, han=1, fu=30)).next_hand.dealer == A  # the South seat deals next


def test_the_wind_turns_south_after_four_dealers_and_a_hanchan_ends_after_south_four():
    four = [Win(p, loser=(p + 1) % 4, han=1, fu=30) for p in (B, C, D, A)]
    sheet = play(table(), *four)
    hand = sheet.next_hand
    assert (hand.prevailing, hand.dealer, kyoku(sheet.start, hand)) == (Wind.SOUTH, A, 1)
    assert not sheet.finished
    over = play(table(), *four, *four)
    assert over.finished and over.next_hand is None
    assert over.hands_played == 8


def test_an_east_only_game_ends_after_east_four():
    four = [Draw(()) for _ in range(4)]
    sheet = play(table(length="tonpuu"), *four)
    assert sheet.finished and sheet.hands_played == 4


def test_a_finished_game_takes_no_more_hands():
    four = [Draw(()) for _ in range(4)]
    assert refused(table(length="tonpuu"), *four, Draw(())).code == "table_finished"


# ---- the last hand: agari-yame, bust ----

def _to_all_last(start):
    # three dealers pass at a draw nobody is ready for: East 4, dealer Di
    return [Draw(()) for _ in range(3)]


def test_the_last_dealer_stops_when_a_win_leaves_them_first_tenhou():
    start = table(length="tonpuu")
    sheet = play(start, *_to_all_last(start), Win(D, loser=A, han=3, fu=30))
    assert sheet.finished


def test_the_last_dealer_plays_on_while_not_first():
    start = table(length="tonpuu")
    behind = (Penalty(D, 9000), *_to_all_last(start), Win(D, loser=A, han=1, fu=30))
    sheet = play(start, *behind)
    assert not sheet.finished and sheet.next_hand.dealer == D and sheet.next_hand.honba == 4


def test_m_league_plays_on_after_the_last_dealers_win():
    start = table(preset="mleague", length="tonpuu")
    assert not play(start, *_to_all_last(start), Win(D, loser=A, han=3, fu=30)).finished


def test_a_player_below_zero_ends_the_game_but_zero_does_not():
    assert play(table(), Win(B, loser=A, han=13)).finished
    exactly = play(table(), Penalty(A, 17000, to=B), Win(B, loser=A, han=5))
    assert exactly.totals[A] == 0 and not exactly.finished


def test_the_ema_preset_plays_on_below_zero():
    assert not play(table(preset="ema"), Win(B, loser=A, han=13, fu=None), Win(B, loser=A, han=13)).finished


# ---- final score: uma, oka, ties, sticks left ----

def _spread(start):
    # Ann 45,000, Bo 30,000, Cy 15,000, Di 10,000 (from a 25,000 start)
    return play(start, Penalty(D, 15000, to=A), Penalty(C, 5000, to=A), Penalty(C, 5000, to=B), End())


def test_tenhou_final_score_counts_from_30000_with_uma_20_10_and_oka_to_the_top():
    sheet = _spread(table())
    assert sheet.finished
    assert [(s.player, s.rank, s.final) for s in sheet.standings] == [
        (A, 1, 55.0), (B, 2, 10.0), (C, 3, -25.0), (D, 4, -40.0)]


def test_m_league_final_score_is_uma_30_10_and_oka_20():
    assert [s.final for s in _spread(table(preset="mleague")).standings] == [65.0, 10.0, -25.0, -50.0]


def test_wrc_final_score_has_no_oka_and_uma_15_5():
    start = table(preset="wrc")
    sheet = play(start, Penalty(D, 15000, to=A), Penalty(C, 5000, to=A), Penalty(C, 5000, to=B), End())
    assert sheet.totals == (50000, 35000, 20000, 15000)
    assert [s.final for s in sheet.standings] == [35.0, 10.0, -15.0, -30.0]


def test_tied_players_share_their_places_uma_under_m_league_and_split_by_seat_under_tenhou():
    bodies = (Penalty(C, 5000, to=A), Penalty(D, 5000, to=B), End())  # Ann and Bo 30,000, Cy and Di 20,000
    split = play(table(preset="mleague"), *bodies).standings
    assert [(s.player, s.rank, s.final) for s in split] == [(A, 1, 30.0), (B, 1, 30.0), (C, 3, -30.0), (D, 3, -30.0)]
    by_seat = play(table(), *bodies).standings
    assert [(s.player, s.rank, s.final) for s in by_seat] == [(A, 1, 40.0), (B, 2, 10.0), (C, 3, -20.0), (D, 4, -30.0)]


def test_sticks_left_at_the_end_go_to_the_player_in_first_place():
    sheet = play(table(), Penalty(C, 3000, to=A), RiichiBet(B), RiichiBet(C), Draw((B, C)), End())
    assert sheet.standings[0].player == A and sheet.standings[0].score == 28000 + 1500 * 0 - 1500 + 2000
    assert sum(s.score for s in sheet.standings) == 100000
    assert sum(s.final for s in sheet.standings) == pytest.approx(0)


def test_finals_always_sum_to_zero():
    sheet = play(table(preset="wrc"), Win(B, han=3, fu=30), Win(C, loser=D, han=2, fu=40), Draw((A,)), End())
    assert sum(s.final for s in sheet.standings) == pytest.approx(0)


# ---- options and presets ----

def test_the_presets_hold_the_numbers_of_their_rule_books():
    assert [(p.start_points, p.return_points, p.uma) for p in PRESETS.values()] == [
        (25000, 30000, (20, 10, -10, -20)), (25000, 30000, (30, 10, -10, -30)),
        (30000, 30000, (15, 5, -5, -15)), (30000, 30000, (15, 5, -5, -15))]
    assert PRESETS["tenhou"].oka == 20000 and PRESETS["wrc"].oka == 0
    assert PRESETS["tenhou"].ties is Ties.SEAT and PRESETS["mleague"].ties is Ties.SPLIT


def test_custom_values_override_the_preset_and_uma_may_be_written_short():
    settings = settings_of({"preset": "mleague", "uma": "5,10", "start": "30,000", "bust": "on"})
    assert settings.uma == (10, 5, -5, -10)
    assert settings.start_points == 30000 and settings.bust
    assert settings_of({"uma": "40,10,-10,-40"}).uma == (40, 10, -10, -40)


def test_sticks_left_at_the_end_may_be_lost_and_a_played_table_ends_with_its_game():
    assert settings_of({}).leftover_to_top and not settings_of({"leftover": "lost"}).leftover_to_top
    assert settings_of({}).ends_itself and not settings_of({"played": "fanbot"}).ends_itself


@pytest.mark.parametrize(("options", "code"), [
    ({"preset": "mahjongsoul2"}, "unknown_preset"),
    ({"leftover": "somewhere"}, "bad_option"),
    ({"uma": "10,10,10"}, "bad_option"),
    ({"uma": "30,10,-10,-20"}, "bad_option"),
    ({"length": "forever"}, "bad_option"),
    ({"colour": "red"}, "bad_option"),
    ({"start": "30000", "return": "25000"}, "bad_option"),
])
def test_options_that_cannot_be_read_are_refused_by_name(options, code):
    with pytest.raises(SheetError) as caught:
        settings_of(options)
    assert caught.value.code == code


# ---- wrong input ----

@pytest.mark.parametrize(("win", "code"), [
    (Win(B, loser=B, han=1, fu=30), "loser_is_winner"),
    (Win(7, han=1, fu=30), "unknown_player"),
    (Win(B, loser=C, han=3), "fu_needed"),
    (Win(B, loser=C, han=0, fu=30), "han_needed"),
    (Win(B, loser=C, han=2, fu=35), "bad_fu"),
    (Win(B, loser=C, han=1, fu=25), "impossible_fu"),
    (Win(B, loser=C, han=2, fu=20), "impossible_fu"),
])
def test_a_win_that_cannot_be_is_refused_and_changes_nothing(win, code):
    sheet = play(table())
    with pytest.raises(SheetError) as caught:
        RULES.apply(sheet, Entry(1, win))
    assert caught.value.code == code
    assert sheet.totals == (25000,) * 4 and sheet.rows == ()


def test_undo_takes_back_a_riichi_and_its_stick():
    sheet = play(table(), RiichiBet(B), Undo())
    assert sheet.totals == (25000,) * 4 and sheet.next_hand.pot == 0


def test_undo_takes_back_the_last_hand_and_its_dealer_change():
    sheet = play(table(), Win(B, loser=C, han=2, fu=30), Undo())
    assert sheet.next_hand.dealer == A and sheet.hands_played == 0


# ---- a win entered as the hand ----

def test_a_typed_hand_gets_the_winners_seat_wind_and_the_prevailing_wind_from_the_sheet():
    # Bo sits South in the East round: his South triplet is a seat-wind yakuhai, East is not his
    start = table()
    win, result = win_from_hand(play(start), B, C, "[222z] 234m 567p 789s 11z")
    assert "yakuhai_seat_wind" in win.fans and "yakuhai_round_wind" not in win.fans
    assert (win.han, win.fu) == (result.han, result.fu)
    assert "seat=S" in win.hand
    # in the South round, his triplet counts twice
    four = [Win(p, loser=(p + 1) % 4, han=1, fu=30) for p in (B, C, D, A)]
    south, _ = win_from_hand(play(start, *four), B, C, "[222z] 234m 567p 789s 11z")
    assert {"yakuhai_seat_wind", "yakuhai_round_wind"} <= set(south.fans)


def test_a_self_drawn_hand_is_scored_as_tsumo_without_writing_it():
    win, _ = win_from_hand(play(table()), C, None, "234789m1234066p6p")
    assert win.loser is None and "menzen_tsumo" in win.fans


def test_the_sheets_riichi_honba_and_sticks_go_into_the_typed_hand_and_its_payment():
    sheet = play(table(), Draw((A,)), RiichiBet(C), RiichiBet(D))
    win, result = win_from_hand(sheet, C, B, "234789m1234066p6p dora=1m")
    assert "riichi" in win.fans
    assert "honba=1" in win.hand and "kyoutaku=2" in win.hand
    applied = RULES.apply(sheet, Entry(9, win))
    assert applied.rows[-1].deltas[C] == result.points.total
    assert -applied.rows[-1].deltas[B] == result.points.main


def test_a_typed_hand_that_contradicts_the_sheet_is_refused():
    sheet = play(table())
    with pytest.raises(SheetError, match="seat_differs"):
        win_from_hand(sheet, B, C, "[222z] 234m 567p 789s 11z seat=W")
    with pytest.raises(SheetError, match="self_drawn_with_loser"):
        win_from_hand(sheet, C, B, "234789m1234066p6p tsumo")
    with pytest.raises(SheetError, match="riichi_not_declared"):
        win_from_hand(sheet, C, B, "234789m1234066p6p riichi")
    with pytest.raises(SheetError, match="loser_is_winner"):
        win_from_hand(sheet, C, C, "234789m1234066p6p")


def test_a_typed_yakuman_is_recorded_as_a_limit():
    win, result = win_from_hand(play(table()), B, A, "9m19p19s12345677z1m")
    assert result.is_yakuman and win.fu is None and win.han == 13
    assert RULES.apply(play(table()), Entry(1, win)).rows[-1].deltas == (-32000, 32000, 0, 0)


def test_typed_hands_pay_what_the_scorer_says_over_random_hands():
    import random

    from scoring.notation import format_hand
    from tests.scoring.riichi_random_hands import random_riichi_hand

    rng = random.Random(20261201)
    start = table()
    checked = 0
    for _ in range(400):
        hand = random_riichi_hand(rng)
        sheet = play(start, *([Draw(())] * rng.randrange(3)))
        winner = rng.randrange(4)
        loser = None if hand.context.self_drawn else (winner + 1 + rng.randrange(3)) % 4
        plain = dataclasses.replace(hand, context=dataclasses.replace(hand.context, seat_wind=Tile.EAST,
                                                                    round_wind=Tile.EAST),
                                    extras=dataclasses.replace(flags_of(hand), riichi=False, double_riichi=False,
                                                               ippatsu=False, open_riichi=False, honba=0, kyoutaku=0,
                                                               tenhou=False, chiihou=False, renhou=False))
        try:
            win, result = win_from_hand(sheet, winner, loser, format_hand(plain, ruleset="riichi"))
        except (SheetError, HandError):
            continue  # no yaku at this seat, or a flag the seat does not allow
        deltas = RULES.apply(sheet, Entry(99, win)).rows[-1].deltas
        assert deltas[winner] == result.points.total, win
        assert sum(deltas) == sheet.next_hand.pot
        checked += 1
    assert checked > 200


def test_the_presets_table_in_the_docs_is_the_code():
    from pathlib import Path

    text = (Path(__file__).resolve().parents[3] / "docs" / "sheet_riichi.md").read_text(encoding="utf-8")
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 7 and cells[0] in PRESETS:
            rows[cells[0]] = cells[1:]
    switch = {True: "on", False: "off"}
    assert rows == {name: [str(p.start_points), str(p.return_points), ",".join(map(str, p.uma)), p.ties.value,
                           switch[p.bust], switch[p.agariyame]] for name, p in PRESETS.items()}
