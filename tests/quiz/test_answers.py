"""Reading what players write: any language, aliases, typos, counts, separators, totals."""

import pytest

from quiz.answers import name_index, parse_answer, parse_choices


@pytest.fixture(scope="module")
def mcr():
    return name_index("mcr")


@pytest.mark.parametrize("text, fans", [
    ("清一色 一色三步高 喜相逢x2", {"full_flush": 1, "pure_shifted_chows": 1, "mixed_double_chow": 2}),
    ("清一色、一色三步高，喜相逢×2", {"full_flush": 1, "pure_shifted_chows": 1, "mixed_double_chow": 2}),
    ("Full Flush; Pure Shifted Chows / 2x Mixed Double Chow",
     {"full_flush": 1, "pure_shifted_chows": 1, "mixed_double_chow": 2}),
    ("清一色\n一色三步高\n喜相逢*2", {"full_flush": 1, "pure_shifted_chows": 1, "mixed_double_chow": 2}),
    ("清一色+一色三步高+2×喜相逢", {"full_flush": 1, "pure_shifted_chows": 1, "mixed_double_chow": 2}),
    ("喜相逢两个 连六", {"mixed_double_chow": 2, "short_straight": 1}),
    ("清一色一般高", {"full_flush": 1, "pure_double_chow": 1}),
    ("清一色 一般高", {"full_flush": 1, "pure_double_chow": 1}),
    ("full flush pure double chow", {"full_flush": 1, "pure_double_chow": 1}),
])
def test_fans_in_any_order_and_separator_with_counts(mcr, text, fans):
    parsed = parse_answer(text, mcr)
    assert dict(parsed.fans) == fans and parsed.unknown == []


@pytest.mark.parametrize("text, fan", [
    ("清一色", "full_flush"), ("清一色", "full_flush"), ("Full Flush", "full_flush"), ("qing yi se", "full_flush"),
    ("qys", "full_flush"), ("碰碰胡", "all_pungs"), ("对对和", "all_pungs"),
    ("平胡", "all_chows"), ("pinghu", "all_chows"), ("門前清", "concealed_hand"), ("斷么", "all_simples"),
    ("無字", "no_honors"), ("no honours", "no_honors"), ("self drawn", "self_drawn"), ("自摸", "self_drawn"),
    ("独听・边张", "edge_wait"), ("坎張", "closed_wait"), ("单钓将", "single_wait"), ("全帶五", "all_fives"),
])
def test_names_in_chinese_english_pinyin_and_aliases(mcr, text, fan):
    assert dict(parse_answer(text, mcr).fans) == {fan: 1}


def test_a_riichi_name_is_not_read_as_an_mcr_fan(mcr):
    parsed = parse_answer("Chinitsu", mcr)
    assert not parsed.fans and parsed.unknown == ["Chinitsu"]


@pytest.mark.parametrize("text, fans", [
    ("ful flush, pure dubble chow", {"full_flush": 1, "pure_double_chow": 1}),
    ("mixed dbl chow x2, short straigt", {"mixed_double_chow": 2, "short_straight": 1}),
    ("Half flsh, all pung, dragon pung", {"half_flush": 1, "all_pungs": 1, "dragon_pung": 1}),
    ("mixed stright", {"mixed_straight": 1}),
])
def test_typos_are_forgiven(mcr, text, fans):
    assert dict(parse_answer(text, mcr).fans) == fans


@pytest.mark.parametrize("text, total", [
    ("29", 29), ("= 29", 29), ("total 29", 29), ("Total: 29 points", 29), ("共29番", 29), ("合计 29", 29),
    ("清一色、喜相逢×2 = 29", 29), ("29分", 29),
])
def test_totals(mcr, text, total):
    assert parse_answer(text, mcr).total == total


def test_points_written_after_names_are_not_totals(mcr):
    parsed = parse_answer("门前清2 平和2 断幺2\n一般高1", mcr)
    assert dict(parsed.fans) == {"concealed_hand": 1, "all_chows": 1, "all_simples": 1, "pure_double_chow": 1}
    assert parsed.total is None
    parsed = parse_answer("Full Flush 24 + Pure Double Chow 1, total 25", mcr)
    assert dict(parsed.fans) == {"full_flush": 1, "pure_double_chow": 1} and parsed.total == 25


def test_unreadable_pieces_are_reported_not_guessed(mcr):
    parsed = parse_answer("清一色, banana split", mcr)
    assert dict(parsed.fans) == {"full_flush": 1}
    assert parsed.unknown == ["banana split"]
    assert parse_answer("", mcr).empty


def test_riichi_yaku_names(mcr):
    riichi = name_index("riichi")
    parsed = parse_answer("riichi, tanyao, pinfu, dora x2", riichi)
    assert dict(parsed.fans) == {"riichi": 1, "tanyao": 1, "pinfu": 1, "dora": 2}


@pytest.mark.parametrize("text, count, picks", [
    ("B", 4, [1]), ("a c", 8, [0, 2]), ("1,3", 8, [0, 2]), ("ACD", 8, [0, 2, 3]), ("b, B", 4, [1]),
    ("E", 4, None), ("9", 8, None), ("banana", 4, None),
])
def test_multiple_choice_picks(text, count, picks):
    assert parse_choices(text, count) == picks


def test_unknown_words_between_names_are_reported_and_the_rest_is_read(mcr):
    parsed = parse_answer("full flush banana pure double chow", mcr)
    assert dict(parsed.fans) == {"full_flush": 1, "pure_double_chow": 1}
    assert parsed.unknown == ["banana"]
    parsed = parse_answer("清一色 香蕉", mcr)
    assert dict(parsed.fans) == {"full_flush": 1} and parsed.unknown == ["香蕉"]


@pytest.mark.parametrize("text", [
    "2个喜相逢 连六", "两个喜相逢 连六", "兩個喜相逢、連六", "喜相逢兩個 連六", "喜相逢 2次，连六", "喜相逢两次 连六",
    "mixed double chow twice, short straight", "Mixed Double Chow two times; Short Straight",
])
def test_counts_written_before_chinese_names_or_as_words(mcr, text):
    parsed = parse_answer(text, mcr)
    assert dict(parsed.fans) == {"mixed_double_chow": 2, "short_straight": 1} and parsed.unknown == []


@pytest.mark.parametrize("text, total", [
    ("八番", 8), ("二十四番", 24), ("一共8番", 8), ("一共八番", 8), ("共八十八番", 88), ("十六分", 16),
])
def test_totals_with_chinese_numerals_or_yigong(mcr, text, total):
    parsed = parse_answer(text, mcr)
    assert parsed.total == total and not parsed.fans and parsed.unknown == []


def test_chinese_numerals_inside_fan_names_stay_names(mcr):
    parsed = parse_answer("一色三同顺 三色三步高 十三幺", mcr)
    assert dict(parsed.fans) == {"pure_triple_chow": 1, "mixed_shifted_chows": 1, "thirteen_orphans": 1}
    assert parsed.total is None


@pytest.mark.parametrize("text, fan", [
    ("单吊", "single_wait"), ("單吊", "single_wait"), ("九莲", "nine_gates"), ("杠开", "out_with_replacement_tile"),
    ("槓上花", "out_with_replacement_tile"), ("无字牌", "no_honors"), ("双箭", "two_dragon_pungs"),
])
def test_players_short_chinese_names(mcr, text, fan):
    assert dict(parse_answer(text, mcr).fans) == {fan: 1}


@pytest.mark.parametrize("text, yaku", [("混全", "chanta"), ("纯全", "junchan"), ("純全", "junchan"),
                                        ("国士", "kokushi_musou")])
def test_riichi_players_short_chinese_names(text, yaku):
    assert dict(parse_answer(text, name_index("riichi")).fans) == {yaku: 1}
