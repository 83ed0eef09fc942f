"""The ruleset registry: the built-ins load when asked, ids and words are unique, a test's ruleset goes away."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from scoring.hand import HandError
from scoring.notation import format_hand, parse_hand
from scoring.rulesets import (
    BUILT_IN,
    RulesetId,
    UnknownRuleset,
    is_ruleset,
    option_keys,
    read_ruleset_word,
    register,
    ruleset_ids,
    ruleset_of,
    unregister,
)


def test_the_built_in_rulesets_are_registered_under_their_ids():
    assert ruleset_ids()[:2] == (RulesetId.MCR, RulesetId.RIICHI)
    assert ruleset_of("mcr") is ruleset_of(RulesetId.MCR) and ruleset_of("mcr").id == "mcr"
    assert option_keys() == ("riichi",)  # the chat setting of Riichi's table rules
    with pytest.raises(UnknownRuleset):
        ruleset_of("xyz")
    assert not is_ruleset("xyz") and is_ruleset("riichi")


@pytest.mark.parametrize("word, ruleset", [("mcr", "mcr"), ("國標", "mcr"), ("CN", "mcr"), (" riichi ", "riichi"),
                                           ("日麻", "riichi"), ("立直", "riichi"), ("jp", "riichi"), ("hk", "hk"),
                                           ("台灣麻將", "taiwan"), ("xyz", None)])
def test_the_words_players_write_for_a_ruleset(word, ruleset):
    assert read_ruleset_word(word) == ruleset


def test_an_id_or_word_taken_is_refused_and_a_built_in_stays():
    mcr = ruleset_of(RulesetId.MCR)
    with pytest.raises(ValueError, match="registered already"):
        register(mcr)
    with pytest.raises(ValueError, match="国标"):
        register(replace(mcr, id="mcr2"))
    with pytest.raises(ValueError, match="built in"):
        unregister(RulesetId.MCR)


def test_a_registered_dialect_reads_and_writes_hands_and_goes_away():
    mcr = ruleset_of(RulesetId.MCR)
    register(replace(mcr, id="plain", aliases=(), notation=replace(mcr.notation, flags=frozenset(), fast_text=False)))
    try:
        hand = parse_hand("1112345678999m5m tsumo", "plain")
        assert format_hand(hand, ruleset="plain") == "1112345678999m5m tsumo"
        with pytest.raises(HandError) as refused:
            parse_hand("1112345678999m5m last", "plain")
        assert refused.value.code == "riichi_flag_in_mcr"
        assert "plain" in ruleset_ids()
    finally:
        unregister("plain")
    assert "plain" not in ruleset_ids()
    with pytest.raises(HandError) as unknown:
        parse_hand("1112345678999m5m", "plain")
    assert unknown.value.code == "unknown_ruleset"


def test_the_order_of_the_rulesets_does_not_depend_on_which_was_asked_first():
    asked_riichi_first = subprocess.run(
        [sys.executable, "-c", "from scoring.rulesets import ruleset_of, ruleset_ids, rulesets; ruleset_of('riichi'); "
                               "print(*ruleset_ids(), *(r.id for r in rulesets()))"],
        capture_output=True, text=True, check=True, timeout=60)
    assert asked_riichi_first.stdout.split() == [*BUILT_IN, *BUILT_IN]
