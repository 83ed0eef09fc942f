"""A three-player self-draw names its two payers, in every language (the figures come from the scorer)."""

from __future__ import annotations

import pytest

from bot.render.text_riichi import render_riichi_text
from scoring.notation import parse_hand
from scoring.riichi import RiichiRules, score_hand

HAND = "123p456p789s234s55p tsumo riichi"
SANMA = RiichiRules(players=3)


def _points_line(seat: str, rules: RiichiRules, lang: str) -> str:
    result = score_hand(parse_hand(f"{HAND} seat={seat}", "riichi"), rules)
    return str(render_riichi_text(result, lang)).splitlines()[-1]


@pytest.mark.parametrize("lang, non_dealer, dealer", [
    ("en", "the dealer pays 1000, the other player 500 = 1500", "1000 from each of the two others = 2000"),
    ("zh", "庄家支付 1000，另一闲家支付 500，共 1500", "另外两家各支付 1000，共 2000"),
    ("zh_hant", "莊家支付 1000，另一閒家支付 500，共 1500", "另外兩家各支付 1000，共 2000"),
    ("ja", "親が 1000、もう一人の子が 500、計 1500", "他の二人が各 1000、計 2000"),
])
def test_a_three_player_tsumo_says_the_two_others_pay(lang, non_dealer, dealer):
    assert non_dealer in _points_line("S", SANMA, lang)
    assert dealer in _points_line("E", SANMA, lang)


def test_a_four_player_tsumo_still_says_each_other_player():
    assert "the dealer pays 1000, each other player 500 = 2000" in _points_line("S", RiichiRules(), "en")
    assert "1000 from each player = 3000" in _points_line("E", RiichiRules(), "en")
