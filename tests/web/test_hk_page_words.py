"""The Hong Kong calculator page names its unit faan (番), its own word beside the points unit it shares with the
fan-total rulesets."""

from __future__ import annotations

import pytest

from bot.web.rulesets import ruleset_info
from scoring.rulesets import RulesetId, ruleset_of


@pytest.mark.parametrize(("language", "word"), [("en", "faan"), ("zh_hant", "番"), ("ja", "番")])
def test_the_page_says_faan_beside_a_hong_kong_total(language, word):
    assert ruleset_info(ruleset_of(RulesetId.HK), language)["unit_word"] == word
