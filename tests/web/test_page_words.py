"""The calculator page's words (``GET /api/words``): MCR totals are fan in every language, and yaku carry the
names Riichi players say (their romaji) beside the translation on a page that reads Latin letters."""

from __future__ import annotations

import json

import pytest

from bot.render.views import view_of
from bot.web.words import words_json
from glossary.lookup import get_entry
from scoring.rulesets import ruleset_ids


def _words(language: str) -> dict:
    return json.loads(words_json(language))


@pytest.mark.parametrize(("language", "fan"), [("en", "fan"), ("zh_hans", "番"), ("zh_hant", "番"), ("ja", "点")])
def test_a_fan_total_is_named_by_the_word_its_players_use(language, fan):
    assert _words(language)["ui"]["fan"] == fan  # Japanese MCR players count 点, as the chat's Japanese does


@pytest.mark.parametrize("language", ["zh_hans", "zh_hant"])
def test_a_chinese_page_never_counts_in_fen(language):
    assert not [word for word in _words(language)["ui"].values() if "分" in word]


def test_an_english_page_says_the_minimum_in_fan():
    assert "fan" in _words("en")["ui"]["under_minimum"]


def test_an_english_page_names_each_yaku_by_its_romaji_beside_the_translation():
    for ruleset, names in _words("en")["fans"].items():
        for fan_id, name in names.items():
            entry = get_entry(view_of(ruleset).glossary, fan_id)
            if entry.romaji and entry.romaji != entry.en:
                assert name == f"{entry.romaji} ({entry.en})"
            else:
                assert name == entry.en  # no romaji of its own: the English name alone
    assert len(_words("en")["fans"]) == len(ruleset_ids())


def test_a_page_in_characters_names_yaku_in_them_alone():
    names = _words("zh_hans")["fans"]
    assert all("(" not in name for section in names.values() for name in section.values())
