"""The Riichi yaku definitions: one per table row, and their reading traits are true necessities."""

from __future__ import annotations

import random

import pytest

from scoring.riichi.decompose import readings
from scoring.riichi.flags import flags_of
from scoring.riichi.options import RiichiRules
from scoring.riichi.reading import HandFacts, Reading
from scoring.riichi.rules import RULES, TRAITS, registry, rules_in_table_order
from scoring.riichi.table import TableError, yaku_table
from tests.scoring.riichi_random_hands import random_riichi_hand


def test_every_table_row_has_one_definition_in_table_order() -> None:
    assert [r.id for r in rules_in_table_order()] == [y.id for y in yaku_table()]
    assert set(RULES) == {y.id for y in yaku_table()}


def test_bonus_rows_are_bonus_definitions_and_nothing_else_is() -> None:
    for rule in rules_in_table_order():
        assert (rule.how == registry.BONUS) == (rule.yaku.kind == "bonus"), rule.id


def test_a_definition_without_a_row_is_refused() -> None:
    with pytest.raises(TableError, match="no row"):
        registry.win_yaku()(lambda f: True)  # named "<lambda>": no such yaku


def test_a_second_definition_of_a_yaku_is_refused() -> None:
    def riichi(f) -> bool:
        return True

    with pytest.raises(TableError, match="twice"):
        registry.win_yaku()(riichi)


def _traits_of(r: Reading) -> int:
    """The reading traits, from their meanings (the scorer writes them out for speed)."""
    checks = {
        "sequences": bool(r.chis), "no sequences": not r.chis, "triplets": bool(r.pons), "honors": r.honors > 0,
        "terminals": not r.simple_only, "simples": r.simple_only, "closed": not r.is_open,
        "one suit": r.one_suit, "three suits": r.suit_mask == 7, "seven pairs": r.chiitoitsu,
        "dragon triplets": any(t >= 31 for t in r.pons), "wind triplets": any(27 <= t <= 30 for t in r.pons),
        "kongs": any(k & 3 == 0 for k in r.blocks),
    }
    return sum(TRAITS[name] for name, holds in checks.items() if holds)


def _sample_readings(count: int, seed: int):
    rng = random.Random(seed)
    rules = RiichiRules()
    for _ in range(count):
        hand = random_riichi_hand(rng)
        f = HandFacts(hand, rules)
        for blocks in readings(f.standing, f.meld_blocks):
            yield Reading(blocks, f.win, f)


def test_reading_traits_are_what_their_names_say() -> None:
    for r in _sample_readings(3000, 5):
        assert r.traits == _traits_of(r), r.blocks


def test_a_yaku_is_never_found_in_a_reading_that_lacks_a_trait_it_needs() -> None:
    """Asking every definition of every reading finds nothing the traits would skip."""
    reading_rules = [rule for rule in rules_in_table_order() if rule.how == registry.READING]
    for r in _sample_readings(3000, 6):
        for rule in reading_rules:
            if rule.needs & r.traits != rule.needs:
                assert not rule.find(r), (rule.id, r.blocks)


def test_a_wait_yaku_is_never_found_in_a_reading_that_lacks_a_trait_it_needs() -> None:
    from scoring.riichi.fu import fu

    wait_rules = [rule for rule in rules_in_table_order() if rule.how == registry.WAIT]
    for r in _sample_readings(3000, 9):
        for rule in wait_rules:
            if rule.needs & r.traits != rule.needs and not r.chiitoitsu:
                for wg in r.win_groups:
                    assert not rule.find(r, fu(r, wg)[0]), (rule.id, r.blocks)


def test_hand_traits_are_what_their_names_say() -> None:
    from scoring.riichi.rules.registry import HAND_TRAITS

    rng = random.Random(7)
    for _ in range(2000):
        hand = random_riichi_hand(rng)
        f = HandFacts(hand, RiichiRules())
        r, ctx = flags_of(hand), hand.context
        checks = {"tsumo": ctx.self_drawn, "ron": not ctx.self_drawn, "riichi": r.riichi or r.double_riichi,
                  "open riichi": r.open_riichi, "kong win": ctx.kong, "last tile": ctx.wall_last,
                  "blessing": r.tenhou or r.chiihou, "renhou": r.renhou, "closed hand": hand.is_closed,
                  "paarenchan": bool(r.paarenchan), "nagashi": r.nagashi}
        assert f.traits == sum(HAND_TRAITS[name] for name, holds in checks.items() if holds)


def test_a_win_yaku_is_never_found_in_a_hand_that_lacks_a_trait_it_needs() -> None:
    from tests.scoring import riichi_table_samplers as samplers

    rng = random.Random(8)
    win_rules = [rule for rule in rules_in_table_order() if rule.how == registry.WIN]
    for sampler in (random_riichi_hand, samplers.renhou_hand, samplers.open_riichi_hand, samplers.nagashi_hand):
        for _ in range(500):
            f = HandFacts(sampler(rng), RiichiRules(sashikomi=True))
            for rule in win_rules:
                if rule.needs & f.traits != rule.needs:
                    assert not rule.find(f), rule.id
