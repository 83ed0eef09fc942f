"""The Taiwanese score sheet: 底 + 台 × tai, self-drawn paid by all three, a discard by the discarder, the
dealer's tai by option."""

import pytest

from quiz.sheet.log import replay
from quiz.sheet.model import Player, SheetError, TableStart, Win, Wind
from quiz.sheet.taiwan import RULES, win_deltas
from scoring.rulesets import RulesetId
from tests.quiz.sheet.helpers import NAMES, log


def taiwan_start(**options) -> TableStart:
    return TableStart(RulesetId.TAIWAN, tuple(Player(name) for name in NAMES), tuple(Wind),
                      tuple((k, str(v)) for k, v in options.items()))


def sheet_of(*bodies, start=None):
    return replay(RULES, start or taiwan_start(), log(*bodies))


def test_a_discard_win_takes_the_base_and_the_tai_from_the_discarder_alone():
    assert win_deltas(1, 3, 5, dealer=0) == (0, 200, 0, -200)


def test_a_self_drawn_win_takes_the_base_and_the_tai_from_each_of_the_three():
    assert win_deltas(2, None, 3, dealer=0) == (-160, -160, 480, -160)


def test_the_dealers_tai_count_only_between_the_dealer_and_the_winner():
    assert win_deltas(2, None, 3, dealer=0, extra=1) == (-180, -160, 500, -160)
    assert win_deltas(0, None, 3, dealer=0, extra=1) == (540, -180, -180, -180)


def test_the_tables_base_and_price_per_tai_are_its_options():
    assert sheet_of(Win(winner=0, loser=1, fan=2), start=taiwan_start(base=50, tai=10)).totals == (70, -70, 0, 0)


def test_with_the_streak_option_each_kept_deal_adds_two_tai_to_the_dealers_one():
    sheet = sheet_of(Win(winner=0, loser=1, fan=1), Win(winner=0, loser=2, fan=1), start=taiwan_start(dealer="streak"))
    assert [row.deltas[0] for row in sheet.rows] == [140, 180]
    assert sheet.next_hand.honba == 2


def test_without_the_dealer_option_the_dealer_pays_like_anyone():
    assert sheet_of(Win(winner=1, fan=2)).totals == (-140, 420, -140, -140)


def test_a_false_win_and_a_bad_option_are_refused():
    with pytest.raises(SheetError) as refused:
        sheet_of(Win(winner=0, fan=0, false_win=True))
    assert refused.value.code == "not_in_ruleset"
    for options in ({"dealer": "always"}, {"base": "-5"}, {"preset": "none"}):
        with pytest.raises(SheetError) as bad:
            RULES.begin(taiwan_start(**options))
        assert bad.value.code == "bad_option"
