"""The Taiwanese glossary section: every tai pattern of the scorer's table, in four languages, with its facts
from that table; seed 004's regional fans point at the pattern that scores them."""

from __future__ import annotations

import pytest

from bot.render.text_glossary import render_entry
from glossary import entries, get_entry, lookup, scored_by
from glossary.errors import GlossaryDataError
from glossary.normalize import fold
from glossary.section_taiwan import _with_taiwan_facts
from scoring.notation import parse_hand
from scoring.rulesets import RulesetId
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import PATTERNS

TAIWAN = RulesetId.TAIWAN
PATTERN_ENTRIES = entries(TAIWAN)


def test_every_pattern_of_the_table_is_an_entry_once_in_table_order():
    assert [e.id for e in PATTERN_ENTRIES] == list(PATTERNS)


def test_tai_names_and_exclusions_are_the_scorers_table():
    for entry in PATTERN_ENTRIES:
        pattern = PATTERNS[entry.id]
        assert (entry.points, entry.zh_hant, entry.en, set(entry.excludes)) == (
            pattern.tai, pattern.zh, pattern.en, set(pattern.excludes)), entry.id


def test_the_data_file_may_not_repeat_a_fact_of_the_table():
    with pytest.raises(GlossaryDataError, match="patterns.tsv"):
        _with_taiwan_facts([{"id": "heavenly_win", "points": 24}])


def test_every_pattern_is_named_in_the_four_languages():
    for entry in PATTERN_ENTRIES:
        assert entry.zh_hans and entry.zh_hant and entry.en and entry.ja, entry.id
        assert entry.definition_zh and entry.definition_zh_hant and entry.definition_en and entry.definition_ja


def test_japanese_names_are_the_riichi_terms_where_players_have_one():
    assert get_entry(TAIWAN, "all_triplets").ja == get_entry(RulesetId.RIICHI, "toitoi").ja
    assert get_entry(TAIWAN, "heavenly_win").ja == "天和" and get_entry(TAIWAN, "replacement_win").ja == "嶺上開花"
    assert get_entry(TAIWAN, "flower_set").ja == "花槓"  # no Japanese term: the Chinese name


def test_names_are_unique_among_the_patterns():
    owner: dict[str, str] = {}
    for entry in PATTERN_ENTRIES:
        for name in entry.names:
            assert owner.setdefault(fold(name).compact, entry.id) == entry.id, name


@pytest.mark.parametrize("entry", [e for e in PATTERN_ENTRIES if e.points], ids=lambda e: e.id)
def test_each_example_scores_its_pattern_and_none_it_excludes(entry):
    found = {award.id for award in score_hand(parse_hand(entry.example, TAIWAN)).awards}
    assert entry.id in found and not found & set(entry.excludes), found


SEED_LINKS = {"eight_immortals": "eight_flowers", "heavenly_ready": "heavenly_ready", "earthly_ready": "earthly_ready",
              "heavenly_win": "heavenly_win", "blessing_of_man": "human_win", "concealed_ready": "declared_ready",
              "self_drawn_melded_hand": "half_from_others"}


def test_seed_004s_regional_fans_name_the_pattern_that_scores_them():
    linked = {e.id: scored_by(e) for e in entries("regional") if scored_by(e) is not None}
    assert {fan: entry.key for fan, entry in linked.items()} == {
        fan: f"{TAIWAN}:{pattern}" for fan, pattern in SEED_LINKS.items()}
    assert scored_by(get_entry("regional", "no_fives")) is None  # 无五: no pattern of the table


def test_a_chat_playing_the_ruleset_finds_eight_immortals_as_its_pattern():
    assert lookup("八仙過海", TAIWAN).best == get_entry(TAIWAN, "eight_flowers")
    assert lookup("天聽", TAIWAN).best == get_entry(TAIWAN, "heavenly_ready")


def test_a_regional_fan_shows_the_pattern_that_scores_it_in_tai():
    text = render_entry(get_entry("regional", "eight_immortals"), "en")
    assert "Scored in Taiwanese: 八仙过海 Eight Immortals Crossing the Sea — 8 tai" in text


def test_a_patterns_entry_scores_its_example_in_tai():
    text = render_entry(get_entry(TAIWAN, "concealed_self_draw"), "en")
    assert "3 tai · Taiwanese" in text and "Concealed Self-Draw 3" in text
