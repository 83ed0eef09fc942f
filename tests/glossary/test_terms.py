"""Terms that are not fans (data/terms.toml): Riichi's limits, the units, and the words for a hand's
state. Lookup finds them; the fan lists (entries, the /fans table, the quiz) never contain them; and
each one's example is checked with the real scorer (the limits must reach exactly their limit)."""

from __future__ import annotations

import pytest

from bot.render.text_glossary import render_entry, value_text
from glossary import entries, get_entry, lookup, terms, twin_of
from glossary.loader import GlossaryDataError, _entry
from glossary.normalize import fold
from scoring.notation import parse_hand

TERMS = terms()
LIMITS = {"mangan": "mangan", "haneman": "haneman", "baiman": "baiman", "sanbaiman": "sanbaiman",
          "kazoe_yakuman": "kazoe yakuman", "yakuman": "yakuman"}


def _riichi_json(example: str) -> dict:
    from scoring.riichi import score_hand

    return score_hand(parse_hand(example, "riichi")).to_json()


def test_the_fan_lists_keep_exactly_the_fans():
    assert len(entries("mcr")) == 82
    assert len(entries("riichi")) == 15 + 33
    assert not any(e.is_term for e in entries())
    assert {e.kind for e in entries()} == {"fan"}


def test_terms_cover_the_limits_units_and_hand_states():
    assert {e.id for e in terms("riichi")} >= set(LIMITS) | {"fu", "han", "honba", "tenpai", "shanten", "furiten"}
    assert {e.id for e in terms("mcr")} == {"fan", "ready_hand"}
    assert all(e.is_term and e.kind == "term" for e in TERMS)


@pytest.mark.parametrize("term", TERMS, ids=lambda e: e.key)
def test_a_term_has_no_value_and_its_id_is_no_fan_id(term):
    assert (term.points, term.yakuman, term.han_open, term.excludes) == (None, None, None, ())
    assert term.id not in {e.id for e in entries(term.ruleset)}
    assert get_entry(term.ruleset, term.id) is term


@pytest.mark.parametrize("term", TERMS, ids=lambda e: e.key)
def test_a_terms_names_are_no_fans_names_in_its_ruleset(term):
    fan_names = {fold(name).compact for fan in entries(term.ruleset) for name in fan.names}
    assert not {fold(name).compact for name in term.names} & fan_names


@pytest.mark.parametrize("term", TERMS, ids=lambda e: e.key)
def test_every_name_of_a_term_finds_it_in_its_rulesets_chat(term):
    for name in term.names:
        assert lookup(name, term.ruleset).best == term, name


@pytest.mark.parametrize("query, key", [
    ("mangan", "riichi:mangan"), ("满贯", "riichi:mangan"), ("滿貫", "riichi:mangan"),
    ("haneman", "riichi:haneman"), ("跳满", "riichi:haneman"), ("跳滿", "riichi:haneman"),
    ("baiman", "riichi:baiman"), ("倍满", "riichi:baiman"), ("倍滿", "riichi:baiman"),
    ("sanbaiman", "riichi:sanbaiman"), ("三倍满", "riichi:sanbaiman"), ("三倍滿", "riichi:sanbaiman"),
    ("kazoe yakuman", "riichi:kazoe_yakuman"), ("累计役满", "riichi:kazoe_yakuman"),
    ("累計役滿", "riichi:kazoe_yakuman"), ("yakuman", "riichi:yakuman"), ("役满", "riichi:yakuman"),
    ("役滿", "riichi:yakuman"), ("fu", "riichi:fu"), ("符", "riichi:fu"), ("han", "riichi:han"),
    ("翻", "riichi:han"), ("honba", "riichi:honba"), ("本场", "riichi:honba"), ("听牌", "mcr:ready_hand"),
    ("聽牌", "mcr:ready_hand"), ("shanten", "riichi:shanten"), ("向听", "riichi:shanten"),
    ("furiten", "riichi:furiten"), ("振听", "riichi:furiten"), ("番", "mcr:fan"),
])
def test_the_words_players_ask_about_find_their_terms_from_an_mcr_chat(query, key):
    assert lookup(query, "mcr").best.key == key


def test_a_word_both_games_use_goes_to_the_chats_game():
    assert lookup("番", "mcr").best.key == "mcr:fan"
    assert lookup("番", "riichi").best.key == "riichi:han"
    assert lookup("听牌", "riichi").best.key == "riichi:tenpai"


@pytest.mark.parametrize("term_id, level", sorted(LIMITS.items()))
def test_a_limits_example_reaches_exactly_that_limit(term_id, level):
    assert _riichi_json(get_entry("riichi", term_id).example)["level"] == level


def test_the_yakuman_example_is_a_yakuman_pattern_and_the_counted_one_is_not():
    assert _riichi_json(get_entry("riichi", "yakuman").example)["yakuman"]
    counted = _riichi_json(get_entry("riichi", "kazoe_yakuman").example)
    assert not counted["yakuman"] and counted["han"] >= 13


def test_the_honba_example_is_paid_its_honba():
    honba = _riichi_json(get_entry("riichi", "honba").example)
    without = _riichi_json(get_entry("riichi", "honba").example.replace(" honba=2", ""))
    assert honba["points"]["total"] - without["points"]["total"] == 600


def test_the_furiten_example_wins_by_self_draw_and_renchan_is_the_dealers():
    assert parse_hand(get_entry("riichi", "furiten").example, "riichi").context.self_drawn
    assert "seat=E" in get_entry("riichi", "renchan").example


def test_the_fu_example_has_more_than_the_base_fu():
    assert _riichi_json(get_entry("riichi", "fu").example)["fu"] > 30


def test_the_mcr_fan_example_reaches_the_minimum():
    from scoring.mcr import score_hand

    assert score_hand(parse_hand(get_entry("mcr", "fan").example, "mcr")).meets_minimum


def test_twin_terms_point_at_each_other():
    assert twin_of(get_entry("mcr", "fan")) == get_entry("riichi", "han")
    assert twin_of(get_entry("riichi", "tenpai")) == get_entry("mcr", "ready_hand")


def test_a_term_says_what_it_is_instead_of_a_value():
    term = get_entry("riichi", "mangan")
    assert value_text(term, "en") == "a term, not a fan" and value_text(term, "ja") == "用語（役ではありません）"
    assert value_text(term, "zh") == "术语，不是番种" and value_text(term, "zh_hant") == "術語，不是番種"


def test_a_term_with_a_value_is_refused_by_name():
    raw = {"id": "x", "zh_hans": "满贯", "zh_hant": "滿貫", "en": "X", "pinyin": "mǎn guàn", "definition_en": "d",
           "definition_zh": "定", "definition_zh_hant": "定", "example": "e"}
    with pytest.raises(GlossaryDataError, match="points"):
        _entry("riichi", {**raw, "points": 5}, "terms.toml term #1 (x)", kind="term")
    with pytest.raises(GlossaryDataError, match="excludes"):
        _entry("riichi", {**raw, "excludes": []}, "terms.toml term #1 (x)", kind="term")
    assert _entry("riichi", raw, "here", kind="term").is_term


def test_terms_render_as_terms_in_every_language():
    for term in TERMS:
        for lang in ("en+zh", "en", "zh", "zh_hant"):
            text = render_entry(term, lang)
            assert term.example in text and "cannot be scored" not in text and "无法计分" not in text
            assert "not a fan" in text or "不是番" in text


def test_autocomplete_offers_terms_too():
    from glossary import complete

    assert "riichi:mangan" in {c.entry.key for c in complete("mang")}


@pytest.mark.parametrize("entry", [*entries(), *terms()], ids=lambda e: f"{e.ruleset}:{e.id}")
def test_every_fan_and_term_has_a_japanese_name_and_definition(entry):
    # Japanese readers get the entry in Japanese, not the English fallback
    assert entry.definition_ja.strip(), entry.id
    assert (entry.ja or "").strip() or entry.ruleset != "riichi", entry.id
