"""Glossary entries rendered as text for the chat bot and the command line."""

from __future__ import annotations

import pytest

from bot.render.text_glossary import render_entry, render_entry_for_bot, render_lookup, render_table
from glossary import entries, get_entry, lookup


@pytest.mark.parametrize("entry", entries(), ids=lambda e: e.key)
def test_every_entry_renders_in_every_language_with_its_example_scored(entry):
    for lang in ("en+zh", "en", "zh", "zh_hant"):
        text = render_entry(entry, lang)
        assert entry.example in text
        assert "cannot be scored" not in text and "无法计分" not in text


def test_bot_rendering_is_bold_and_follows_the_chat_language():
    entry = get_entry("mcr", "all_pungs")
    english = render_entry_for_bot(entry, "en")
    assert english.markdown.startswith("**碰碰和 All Pungs**") and "Four pungs" in english
    traditional = render_entry_for_bot(get_entry("mcr", "full_flush"), "zh_hant")
    assert "不計: 混一色、無字、缺一門" in traditional and "Every tile" not in traditional
    assert "國標麻將" in traditional
    assert "全部由同一花色的序數牌組成的和牌，沒有字牌。" in traditional


def test_excluded_fans_are_named_not_listed_by_id():
    text = render_entry(get_entry("mcr", "big_four_winds"), "en")
    assert "Big Three Winds" in text and "big_three_winds" not in text


def test_lookup_rendering_lists_equally_good_matches_from_other_rulesets():
    text = render_lookup(lookup("Thirteen Terminals"), "en")
    assert text.plain.startswith("Thirteen Orphans (十三幺)")
    assert "Kokushi Musou" in text  # the twin


def test_lookup_rendering_suggests_candidates_when_nothing_fits():
    text = render_lookup(lookup("断腰"), "zh")
    assert "没有找到" in text and "断幺" in text


def test_table_has_every_entry_once():
    text = render_table("riichi", "en")
    for entry in entries("riichi"):
        assert text.plain.count(f"({entry.id})") == 1
