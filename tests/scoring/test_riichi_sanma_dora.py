"""Three-player Riichi counts dora by its own rule (Tenhou's sanma: 2m-8m are not played, so a 1m
indicator points to 9m and a 9m to 1m); four players count 1m -> 2m as always."""

from __future__ import annotations

from scoring.notation import parse_hand
from scoring.riichi import RiichiRules, score_hand
from scoring.riichi.rules.bonus import indicated, indicated_count

SANMA, FOUR = RiichiRules(players=3), RiichiRules()
HAND = "111m999m123p456s7z7z riichi tsumo seat=S"


def _bonus(text: str, rules: RiichiRules) -> dict[str, int]:
    return {y.id: y.han for y in score_hand(parse_hand(text, "riichi"), rules).yaku if y.id.endswith("dora")}


def test_with_three_players_a_1m_indicator_makes_9m_dora_and_a_9m_indicator_1m():
    assert _bonus(f"{HAND} dora=1m", SANMA) == {"dora": 3}
    assert _bonus(f"{HAND} dora=9m", SANMA) == {"dora": 3}
    assert _bonus(f"{HAND} dora=1m", FOUR) == {}  # 1m -> 2m, none held
    assert _bonus(f"{HAND} dora=8m", FOUR) == {"dora": 3}


def test_ura_dora_follow_the_three_player_rule_too():
    assert _bonus(f"{HAND} dora=1m ura=1m", SANMA) == {"dora": 3, "ura_dora": 3}
    assert _bonus(f"{HAND} dora=1m ura=1m", FOUR) == {}


def test_the_other_indicators_point_where_four_players_point():
    assert all(indicated(t, 3) == indicated(t, 4) for t in range(34) if t not in (0, 8))
    assert (indicated(0, 3), indicated(8, 3), indicated(0, 4), indicated(8, 4)) == (8, 0, 1, 0)


def test_norths_set_aside_count_when_the_indicator_points_to_north():
    assert _bonus("111m999m123p456s7z7z riichi tsumo seat=S dora=3z kita=2", SANMA) == {"dora": 2, "nuki_dora": 2}
    counts = parse_hand("111m999m123p456s7z7z", "riichi").counts()
    assert indicated_count(counts, [30 - 1], players=3, kita=2) == 2  # West -> North: the two set aside
    assert indicated_count(counts, [0, 8], players=3) == indicated_count(counts, [0, 8], players=4) + 3
