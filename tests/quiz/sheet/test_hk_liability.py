"""Hong Kong 包 on the score sheet (``liability=on``): the player who let a big hand win pays for all of it, as
yawnoc/mahjong-scorer's README describes 包打出 (discard-guaranteeing) and 包自摸 (self-draw-guaranteeing)."""

import pytest

from quiz.sheet.hk import RULES, liable_player
from quiz.sheet.log import replay
from quiz.sheet.model import Player, SheetError, TableStart, Win, Wind
from scoring.rulesets import RulesetId
from tests.quiz.sheet.helpers import NAMES, log


def hk_start(**options) -> TableStart:
    return TableStart(RulesetId.HK, tuple(Player(name) for name in NAMES), tuple(Wind),
                      tuple((k, str(v)) for k, v in options.items()))


def totals(*bodies, **options):
    return replay(RULES, hk_start(**options), log(*bodies)).totals


def test_under_half_responsibility_the_discarder_of_a_flush_pays_the_others_halves_too():
    flush = Win(winner=0, loser=2, fan=7, fans=("all_one_suit",))  # 48 a portion: 24 from each blameless player
    assert totals(flush, responsibility="half") == (96, -24, -48, -24)
    assert totals(flush, responsibility="half", liability="on") == (96, 0, -96, 0)


def test_a_win_at_the_limit_on_a_discard_is_the_discarders_alone_whatever_its_patterns():
    assert totals(Win(winner=1, loser=3, fan=10), responsibility="half", liability="on") == (0, 256, 0, -256)


def test_a_smaller_hand_without_a_liable_pattern_is_paid_as_responsibility_says():
    mixed = Win(winner=0, loser=2, fan=7, fans=("mixed_one_suit",))
    assert totals(mixed, responsibility="half", liability="on") == (96, -24, -48, -24)


def test_the_player_who_fed_the_sets_pays_all_of_a_self_drawn_win():
    assert totals(Win(winner=0, fan=10, liable=3), liability="on") == (384, 0, 0, -384)  # three portions of 128


def test_the_feeder_pays_for_the_discarder_too():
    assert totals(Win(winner=0, loser=1, fan=8, liable=2), liability="on") == (128, 0, -128, 0)


def test_a_table_without_liability_keeps_every_payment_and_refuses_a_liable_player():
    assert totals(Win(winner=1, loser=3, fan=10), responsibility="half") == (-64, 256, -64, -128)
    with pytest.raises(SheetError) as refused:
        liable_player(hk_start(), Win(winner=0, fan=10, liable=3))
    assert refused.value.code == "liability_off"


def test_the_winner_cannot_be_liable_for_their_own_win():
    with pytest.raises(SheetError) as refused:
        liable_player(hk_start(liability="on"), Win(winner=0, fan=10, liable=0))
    assert refused.value.code == "liable_is_winner"


def test_liability_takes_on_off_or_包_and_nothing_else():
    assert RULES.begin(hk_start(liability="包")).rows == ()
    with pytest.raises(SheetError) as refused:
        RULES.begin(hk_start(liability="maybe"))
    assert refused.value.code == "bad_option"
