"""Players may write the conditions of a win with their Chinese names."""

from __future__ import annotations

import pytest

from scoring.notation import format_hand, parse_hand


@pytest.mark.parametrize("written, normalized", [
    ("[123m] 456p789s1122z2z 自摸 门风=南 圈风=西 花=2", "[123m] 456p789s1122z2z tsumo seat=S round=W flowers=2"),
    ("[123m] 456p789s1122z2z 門風=南 花牌=3", "[123m] 456p789s1122z2z seat=S flowers=3"),
    ("[123m] 456p789s1122z2z 花牌2 圈風：北", "[123m] 456p789s1122z2z round=N flowers=2"),
    ("[123m] 456p789s11z22z3z 和绝张", "[123m] 456p789s1122z3z last"),
    ("[123m] 456p789s1122z2z 自摸 妙手回春", "[123m] 456p789s1122z2z tsumo wall"),
    ("[123m] 456p789s1122z3z 抢杠", "[123m] 456p789s1122z3z kong"),
])
def test_mcr_conditions_by_their_chinese_names(written, normalized):
    assert format_hand(parse_hand(written)) == normalized


@pytest.mark.parametrize("written, normalized", [
    ("234m345p456s66s789m 立直 一发 自摸 宝牌=1m", "23478m345p45666s9m tsumo riichi ippatsu dora=1m"),
    ("234m345p456s66s789m 兩立直 本場=2", "23478m345p45666s9m double-riichi honba=2"),
])
def test_riichi_conditions_by_their_chinese_names(written, normalized):
    assert format_hand(parse_hand(written, "riichi"), ruleset="riichi") == normalized
