"""The native kernel (``scoring/riichi/kernel.pyx``) chooses exactly the candidate the Python path chooses.

Where the core was compiled, ``scorer.best_candidate`` and ``engine.best_of`` ask the kernel for every hand of
sets and a pair (not thirteen orphans, a closing yaku, nagashi or aotenjou); with ``engine.KERNEL`` set to None
the same hand goes through the Python definitions alone. The differential tests against PyPI ``mahjong`` run
through ``best_candidate``, so they test the kernel too; here the two of ours are held to each other, candidate
by candidate (sets, winning set, yaku in order, fu items, payment and the key of preference), under the default
rules and under each rule option the kernel reads.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from scoring.hand import HandError
from scoring.notation import parse_hand
from scoring.riichi import engine, native
from scoring.riichi.options import DaisharinRule, GreenDragonRule, KazoeLimit, RenhouRule, RiichiRules
from scoring.riichi.rules import rules_in_table_order
from scoring.riichi.rules.registry import READING, WAIT
from scoring.riichi.scorer import best_candidate
from tests.deep import fresh, fresh_seed, sized
from tests.scoring.riichi_random_hands import random_riichi_hand

KERNEL = engine.KERNEL
pytestmark = pytest.mark.skipif(KERNEL is None, reason="the native kernel is not built in this install")

#: each rule option the kernel reads, away from its default at least once
VARIANTS = (
    RiichiRules(),
    RiichiRules(double_yakuman=False, suukantsu_double=True, open_tanyao=False, kiriage=True),
    RiichiRules(green_dragon=GreenDragonRule.REQUIRED, daisharin=DaisharinRule.PINZU, daichisei=True,
                double_wind_pair_fu=2),
    RiichiRules(green_dragon=GreenDragonRule.PURE_DOUBLE, daisharin=DaisharinRule.ANY_SUIT, open_pinfu_fu=False,
                pinfu_tsumo_fu=True, limit_six_yakuman=False, kazoe=KazoeLimit.NONE),
    RiichiRules(renhou=RenhouRule.YAKUMAN, blessing_best_wait=False, red_fives=False, players=4),
)
#: the reading and wait yaku the kernel finds
KERNEL_YAKU = frozenset(r.id for r in rules_in_table_order() if r.how in (READING, WAIT))


def _outcome(hand, rules):
    """The best candidate as the scorer finds it (from the hand) and as the engine does (from its facts)."""
    outcomes = []
    for score in (best_candidate, lambda hand, rules: engine.evaluate(hand, rules)):
        try:
            outcomes.append(score(hand, rules))
        except HandError as error:
            outcomes.append(("error", type(error).__name__, error.code))
    return outcomes


def _both(hand, rules, monkeypatch):
    """(the kernel's candidates, the Python path's) for the hand under the rules."""
    native_outcome = _outcome(hand, rules)
    with monkeypatch.context() as patched:
        patched.setattr(engine, "KERNEL", None)
        python_outcome = _outcome(hand, rules)
    return native_outcome, python_outcome


def _compare(seed: int, count: int, monkeypatch) -> Counter:
    rng = random.Random(seed)
    hands = [random_riichi_hand(rng) for _ in range(count)]
    seen: Counter = Counter()
    for rules in VARIANTS:
        for hand in hands:
            native_outcome, python_outcome = _both(hand, rules, monkeypatch)
            assert native_outcome == python_outcome, (seed, rules, hand)
            if isinstance(native_outcome[0], engine.Candidate):
                seen.update(yaku_id for yaku_id, _ in native_outcome[0].yaku + native_outcome[0].yakuman)
    return seen


def test_the_kernel_chooses_the_python_paths_candidate_on_seeded_hands(monkeypatch) -> None:
    seen = _compare(11, sized(1500, 20000), monkeypatch)
    # every reading and wait yaku was met but big wheels, which the named hands below cover
    assert KERNEL_YAKU - {"daisharin"} <= set(seen), sorted(KERNEL_YAKU - set(seen))


@fresh("RIICHI_KERNEL_SEED")
def test_the_kernel_chooses_the_python_paths_candidate_on_a_fresh_seed(monkeypatch) -> None:
    _compare(fresh_seed("RIICHI_KERNEL_SEED"), 20000, monkeypatch)


@pytest.mark.parametrize("text", [
    "2233445566778p8p tsumo",  # big wheels in dots
    "2233445566778m8m",  # in characters: big wheels only where any suit counts
    "2233445566778s8s riichi",
    "1122334455667p7p",  # seven pairs that also read as two double sequences
    "1122334455667z7z",  # big seven stars where it is played
    "2223344666888s2s",  # all green without the green dragon
    "1112345678999m5m tsumo",  # nine gates won on the doubled tile
])
def test_named_hands_agree_under_every_rule_variant(text, monkeypatch) -> None:
    hand = parse_hand(text, "riichi")
    for rules in VARIANTS:
        native_outcome, python_outcome = _both(hand, rules, monkeypatch)
        assert native_outcome == python_outcome, (text, rules)


def test_big_wheels_is_the_kernels_answer_where_the_rules_play_it() -> None:
    hand = parse_hand("2233445566778p8p tsumo", "riichi")
    assert best_candidate(hand, RiichiRules(daisharin=DaisharinRule.PINZU)).yakuman == (("daisharin", 1),)


def test_bind_refuses_a_reading_yaku_it_does_not_find() -> None:
    reading_rules = [r for r in rules_in_table_order() if r.how == READING]
    stranger = replace(reading_rules[0], yaku=replace(reading_rules[0].yaku, id="kazoe_nothing"))
    try:
        with pytest.raises(KERNEL.KernelMismatch):
            KERNEL.bind(table=[], reading_rules=[*reading_rules, stranger], wait_rules=[], set_bits_=(),
                        set_counts_=(), terminal_or_honor_=(), set_fu=(), seven_pairs_fu=(), candidate=None,
                        payment=None, yakuman_multiplier=None, green_dragon=GreenDragonRule,
                        daisharin=DaisharinRule, win_rules=[], closing_rules=[], bonus_rules=[], dora_of_=(),
                        meld_kinds=(), renhou=None, flags_of=None)
    finally:
        assert native.bound(engine.Candidate, engine.yakuman_multiplier) is KERNEL

