"""The Hong Kong glossary section: every pattern of the scorer's table, each example scoring its pattern."""

from __future__ import annotations

import pytest

from glossary import entries, lookup
from glossary.normalize import fold
from scoring.hk.options import HkRules, option_names
from scoring.hk.scorer import score_hand
from scoring.hk.table import pattern_table
from scoring.notation import parse_hand

HK = entries("hk")


def test_the_section_has_every_pattern_of_the_table_once_in_table_order():
    assert [e.id for e in HK] == [row.id for row in pattern_table()]


def test_values_and_names_are_the_tables_and_a_limit_pattern_is_worth_the_default_limit():
    for entry, row in zip(HK, pattern_table(), strict=True):
        assert (entry.zh_hant, entry.zh_hans, entry.en) == (row.zh_hant, row.zh_hans, row.en)
        assert entry.points == (13 if row.is_limit else row.faan)


@pytest.mark.parametrize("entry", HK, ids=lambda e: e.id)
def test_each_example_scores_its_pattern_and_none_it_excludes(entry):
    found = {p.id for p in score_hand(parse_hand(entry.example, "hk"), HkRules(options=frozenset(option_names())))
             .patterns}
    assert entry.id in found, f"{entry.example}: {sorted(found)}"
    assert not found & set(entry.excludes)


def test_names_are_unique_within_the_section():
    owner: dict[str, str] = {}
    for entry in HK:
        for name in entry.names:
            assert owner.setdefault(fold(name).compact, entry.id) == entry.id, name


@pytest.mark.parametrize(("query", "found"), [("清一色", "all_one_suit"), ("十三幺", "thirteen_orphans"),
                                              ("Eight Immortals", "eight_immortals"), ("坎坎糊", "kaan_kaan")])
def test_a_chat_playing_hong_kong_finds_its_patterns(query, found):
    best = lookup(query, "hk").best
    assert (best.ruleset, best.id) == ("hk", found)
