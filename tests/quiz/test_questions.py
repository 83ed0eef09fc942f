"""A question tells its hand's context in words, read from the hand itself."""

from quiz.questions import describe_context


def test_context_names_the_winds_and_how_the_tile_came():
    lines = describe_context("[234p] [456p] [567p] [567p] 9p9p tsumo round=S flowers=1")
    assert lines == ["Seat wind East 东, round wind South 南; won self-drawn 自摸.", "Also: 1 flower(s) 花牌."]


def test_riichi_context_lists_riichi_dora_and_honba():
    [winds, also] = describe_context("123m456p789s234s5m5m riichi seat=S dora=4s honba=2", "riichi")
    assert winds == "Seat wind South 南, round wind East 东; won on a discard 点和."
    assert also == "Also: riichi declared; dora indicators 4s; 2 honba."
