"""The Hong Kong score sheet: faan paid by the half-spicy payout table, full or half responsibility, the
rotating deal, the 3-faan minimum."""

import pytest

from quiz.sheet.hk import RULES, portion, sheet_preset, win_deltas
from quiz.sheet.log import replay
from quiz.sheet.model import Draw, Player, RowKind, SheetError, TableStart, Win, Wind
from scoring.rulesets import RulesetId
from tests.quiz.sheet.helpers import NAMES, log

HALF_SPICY = sheet_preset(TableStart(RulesetId.HK, (), ()))


def hk_start(**options) -> TableStart:
    return TableStart(RulesetId.HK, tuple(Player(name) for name in NAMES), tuple(Wind),
                      tuple((k, str(v)) for k, v in options.items()))


def sheet_of(*bodies, start=None):
    return replay(RULES, start or hk_start(), log(*bodies))


def test_the_sheet_pays_by_the_half_spicy_table_and_the_limit_beyond_it():
    assert [portion(HALF_SPICY, 1, faan) for faan in (3, 4, 5, 6, 7, 10)] == [8, 16, 24, 32, 48, 128]
    assert portion(HALF_SPICY, 1, 13) == 128 and portion(HALF_SPICY, 2, 4) == 32


def test_a_self_drawn_win_takes_one_portion_from_each_of_the_three():
    assert win_deltas(1, None, 4, HALF_SPICY) == (-16, 48, -16, -16)


def test_under_full_responsibility_the_discarder_pays_two_portions_alone():
    assert win_deltas(0, 2, 3, HALF_SPICY) == (16, 0, -16, 0)


def test_under_half_responsibility_the_discarder_pays_double_what_each_other_pays():
    assert win_deltas(0, 2, 3, HALF_SPICY, half=True) == (16, -4, -8, -4)


def test_the_tables_options_choose_responsibility_preset_and_base():
    sheet = sheet_of(Win(winner=0, loser=2, fan=5), start=hk_start(responsibility="半銃", preset="full-spicy", base=2))
    assert sheet.totals == (128, -32, -64, -32)


def test_a_win_under_three_faan_is_refused_and_a_false_win_pays_the_limit_self_drawn_to_each():
    with pytest.raises(SheetError) as refused:
        sheet_of(Win(winner=0, loser=1, fan=2))
    assert refused.value.code == "fan_below_minimum"
    sheet = sheet_of(Win(winner=3, fan=1, false_win=True))
    assert sheet.rows[0].kind is RowKind.PENALTY and sheet.totals == (384, 384, 384, -1152)
    assert sheet.next_hand.number == 1


def test_the_dealer_keeps_the_deal_on_a_win_or_a_draw_and_passes_it_otherwise():
    sheet = sheet_of(Win(winner=0, fan=3), Draw(), Win(winner=2, loser=0, fan=3))
    assert sheet.next_hand.dealer == 1 and sheet.next_hand.seats == (Wind.NORTH, Wind.EAST, Wind.SOUTH, Wind.WEST)


def test_the_game_ends_when_the_north_rounds_last_dealer_passes_the_deal():
    sheet = sheet_of(*[Win(winner=(hand + 1) % 4, fan=3) for hand in range(16)])
    assert sheet.finished and sheet.hands_played == 16 and sheet.rows[15].hand.prevailing == Wind.NORTH
    assert sheet.totals == (0, 0, 0, 0) and [standing.final for standing in sheet.standings] == [1.75] * 4  # tied


def test_an_option_the_table_does_not_take_is_refused():
    for options in ({"responsibility": "some"}, {"preset": "hk-mahjong"}, {"false_win": 5}):
        with pytest.raises(SheetError) as refused:
            RULES.begin(hk_start(**options))
        assert refused.value.code == "bad_option"
