"""Every fan name written in the seeds resolves to the right entry.

Seed 002 (MCR, Traditional Chinese, 1998 spellings): the 81 names that open its lines, and the names
in its 不計 lists. Seed 004: the names in its 不计 lists (2006-style and regional terms, with the
seed's conversion damage). Seed 000 (Riichi yakuman, machine-translated): the twelve titles and the
other names its text uses.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from glossary import get_entry, lookup
from glossary.normalize import fold

SEEDS = Path(__file__).resolve().parents[2] / "seeds"


def _seed(number: str) -> str:
    (path,) = SEEDS.glob(f"{number}_*.txt")
    return path.read_text(encoding="utf-8")


def _entry(key: str):
    ruleset, _, fan_id = key.partition(":")
    return get_entry(ruleset, fan_id)


# seed 002: the names opening its 81 fan lines, in table order, spelled as the seed spells them
SEED_002_NAMES = [
    "大四喜", "大三元", "綠一色", "九蓮寶燈", "四槓", "連七對", "十三麼", "清么九", "小四喜", "小三元", "字一色",
    "四暗刻", "一色雙龍會", "一色四同順", "一色四節高", "一色四步高", "三槓", "混么九", "七對", "七星不靠", "全雙刻",
    "清一色", "一色三同順", "一色三節高", "全大", "全中", "全小", "清龍", "三色雙龍會", "一色三步高", "全帶五",
    "三同刻", "三暗刻", "全不靠", "組合龍", "大於五", "小於五", "三風刻", "花龍", "推不倒", "三色三同順", "三色三節高",
    "無番和", "妙手回春", "海底撈月", "槓上開花", "搶槓和", "碰碰和", "混一色", "三色三步高", "五門齊", "全求人",
    "雙暗槓", "雙箭刻", "全帶麼", "不求人", "雙明槓", "和絕張", "箭刻", "圈風刻", "門風刻", "門前清", "平和", "四歸一",
    "雙同刻", "雙暗刻", "暗槓", "斷麼", "一般高", "喜相逢", "連六", "老少副", "么九刻", "明槓", "缺一門", "無字",
    "邊張", "坎張", "單釣將", "自摸", "花牌",
]

# every term of the 不計/不计 lists, as the seeds write it (after the cleanup below), and its entry
SEED_002_EXCLUSION_TERMS = {
    "一般高": "mcr:pure_double_chow", "一色三同順": "mcr:pure_triple_chow", "一色三節高": "mcr:pure_shifted_pungs",
    "七對": "mcr:seven_pairs", "三風刻": "mcr:big_three_winds", "不求人": "mcr:fully_concealed_hand",
    "五門齊": "mcr:all_types", "同刻": "mcr:triple_pung", "和絕張": "mcr:last_tile", "喜相逢": "mcr:mixed_double_chow",
    "單釣": "mcr:single_wait", "四歸一": "mcr:tile_hog", "圈風刻": "mcr:prevalent_wind", "平和": "mcr:all_chows",
    "斷麼": "mcr:all_simples", "槓上開花": "mcr:out_with_replacement_tile", "混一色": "mcr:half_flush",
    "清一色": "mcr:full_flush", "無字": "mcr:no_honors", "碰碰和": "mcr:all_pungs", "箭刻": "mcr:dragon_pung",
    "缺一門": "mcr:one_voided_suit", "老少副": "mcr:two_terminal_chows", "自摸": "mcr:self_drawn",
    "門前清": "mcr:concealed_hand", "門風刻": "mcr:seat_wind",
}
SEED_004_EXCLUSION_TERMS = {
    "┅色三节高": "mcr:pure_shifted_pungs", "一色三同顺": "mcr:pure_triple_chow", "一色三步高": "mcr:pure_shifted_chows",
    "一色三节高": "mcr:pure_shifted_pungs", "七对": "mcr:seven_pairs", "三杠": "mcr:three_kongs",
    "三色同刻": "mcr:triple_pung", "三风刻": "mcr:big_three_winds", "么九刻": "mcr:pung_of_terminals_or_honors",
    "幺九刻": "mcr:pung_of_terminals_or_honors", "五门齐": "mcr:all_types",
    "全不靠": "mcr:lesser_honors_and_knitted_tiles", "单钓将": "mcr:single_wait", "双同刻": "mcr:double_pung",
    "双明杠": "mcr:two_melded_kongs", "双暗刻": "mcr:two_concealed_pungs", "双暗杠": "mcr:two_concealed_kongs",
    "双杠": "mcr:concealed_kong_and_melded_kong", "双箭刻": "mcr:two_dragon_pungs",
    "双龙菢": "regional:two_dragons_hold_a_pearl", "喜相逢": "mcr:mixed_double_chow", "四归一": "mcr:tile_hog",
    "圈风刻": "mcr:prevalent_wind", "对对胡": "mcr:all_pungs", "小三元": "mcr:little_three_dragons",
    "小四喜": "mcr:little_four_winds", "平胡": "mcr:all_chows", "断幺": "mcr:all_simples", "断幺九": "mcr:all_simples",
    "无字": "mcr:no_honors", "明杠": "mcr:melded_kong", "暗杠": "mcr:concealed_kong",
    "杠上开花": "mcr:out_with_replacement_tile", "浑带幺": "mcr:outside_hand", "混一色": "mcr:half_flush",
    "混幺九": "mcr:all_terminals_and_honors", "清一色": "mcr:full_flush", "箭刻": "mcr:dragon_pung",
    "缺五": "regional:no_fives", "缺门": "mcr:one_voided_suit", "老少": "mcr:two_terminal_chows",
    "胡绝张": "mcr:last_tile", "自摸": "mcr:self_drawn", "般高": "mcr:pure_double_chow", "连六": "mcr:short_straight",
    "门前清": "mcr:concealed_hand", "门清自摸": "mcr:fully_concealed_hand", "门风刻": "mcr:seat_wind",
}

# seed 000: its titles in order are seed 000's twelve yakuman
SEED_000_TITLE_IDS = ["tenhou", "chiihou", "daisangen", "shousuushii", "daisuushii", "suuankou", "kokushi_musou",
                      "chuuren_poutou", "tsuuiisou", "chinroutou", "ryuuiisou", "suukantsu"]
# other fan names in seed 000's text (found there with punctuation ignored)
SEED_000_PHRASES = {
    "Tianhe": "tenhou", "Earth Harmony": "chiihou", "land tie": "chiihou", "Thirteen Units": "kokushi_musou",
    "four secret carvings to ride alone": "suuankou_tanki",
    "Guoshi Wushuang Thirteen Faces": "kokushi_musou_13", "pure Nine Lotus Lantern": "junsei_chuuren_poutou",
    "Green One Color": "ryuuiisou", "pure green one color": "ryuuiisou", "Eighteen Arhats": "suukantsu",
    "all in one color": "chinitsu", "pair-pair-sum": "toitoi", "pairs and": "toitoi", "seven pairs": "chiitoitsu",
    "Duan Yaojiu": "tanyao", "three sets of concealed engravings": "sanankou",
}


def _exclusion_terms(text: str) -> set[str]:
    """The names listed after 不計/不计 (not 不計算 'not counted' nor 不计在 'not counted in')."""
    terms = set()
    for match in re.finditer(r"不[計计](?!算|在)(.*?)(?=[。，,（(]|$)", text, re.MULTILINE):
        for term in re.split(r"[、\s]+", match.group(1)):
            term = term.strip("()（）")
            term = re.split(r"如[無无]", term)[0]  # 混一色如无“发”字组成的胡牌: the list ended at 如
            term = term.removesuffix("序数牌")  # a fragment of the next record glued on (喜相逢序数牌)
            half = len(term) // 2
            if len(term) % 2 == 0 and term[:half] == term[half:]:  # 一色三節高一色三節高: printed twice
                term = term[:half]
            if term:
                terms.add(term)
    return terms


def _seed_002_fan_lines() -> list[str]:
    lines = [line.strip() for line in _seed("002").splitlines() if line.strip()]
    return [line for line in lines if not re.fullmatch(r"\d+\s*番", line)]


def test_seed_002_has_one_line_per_fan_opening_with_its_name():
    lines = _seed_002_fan_lines()
    assert len(lines) == len(SEED_002_NAMES) == 81
    for line, name in zip(lines, SEED_002_NAMES, strict=True):
        assert line.startswith(name), (line[:12], name)


@pytest.mark.parametrize("position", range(81))
def test_seed_002_fan_name_resolves_to_its_fan(position):
    from glossary import entries

    name = SEED_002_NAMES[position]
    assert lookup(name).best == entries("mcr")[position], name


def test_seed_002_exclusion_lists_use_only_known_terms():
    assert _exclusion_terms(_seed("002")) == set(SEED_002_EXCLUSION_TERMS)


def test_seed_004_exclusion_lists_use_only_known_terms():
    assert _exclusion_terms(_seed("004")) == set(SEED_004_EXCLUSION_TERMS)


@pytest.mark.parametrize("term, key", sorted({**SEED_002_EXCLUSION_TERMS}.items()))
def test_seed_002_exclusion_term_resolves(term, key):
    assert lookup(term).best == _entry(key), term


@pytest.mark.parametrize("term, key", sorted(SEED_004_EXCLUSION_TERMS.items()))
def test_seed_004_exclusion_term_resolves(term, key):
    assert lookup(term).best == _entry(key), term


def test_seed_000_titles_are_the_twelve_yakuman():
    titles = re.findall(r"^\d+\. ([^:]+):", _seed("000"), re.MULTILINE)
    assert len(titles) == len(SEED_000_TITLE_IDS) == 12
    for title, fan_id in zip(titles, SEED_000_TITLE_IDS, strict=True):
        assert lookup(title, ruleset="riichi").best == get_entry("riichi", fan_id), title


@pytest.mark.parametrize("phrase, fan_id", sorted(SEED_000_PHRASES.items()))
def test_seed_000_phrase_is_in_the_seed_and_resolves(phrase, fan_id):
    assert fold(phrase).compact in fold(_seed("000")).compact, phrase
    assert lookup(phrase, ruleset="riichi").best == get_entry("riichi", fan_id), phrase
