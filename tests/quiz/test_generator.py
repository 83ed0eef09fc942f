"""Quiz hands: valid, realistic, built toward any target, reproducible, and scored like the reference.

The big run rescores every generated hand with our scorer and with PyMahjongGB (``MahjongGB``) and
compares with the answer stored at generation. One run uses a fixed seed; a second, smaller one a
fresh seed printed in the output (re-run it with QUIZ_SEED=<seed>).
"""

import json
import random
import statistics
from collections import Counter

import pytest

from quiz.generator import DIFFICULTIES, GeneratorError, generate, generate_many
from quiz.hands.mcr import generate_mcr, mcr_targets
from quiz.hands.policy import SPECIAL_SHAPE_FANS, difficulty_ok
from quiz.hands.riichi import generate_riichi
from quiz.hands.riichi_policy import EASY_RIICHI_YAKU, HARD_RIICHI_YAKU, riichi_difficulty_ok
from quiz.hands.riichi_recipes import RIICHI_RECIPES
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand
from scoring.riichi import RiichiRules
from scoring.riichi import score_hand as riichi_score
from scoring.riichi.flags import flags_of
from scoring.tiles import Tile
from tests.deep import fresh, fresh_seed, sized
from tests.scoring.mcr_reference import reference_fans
from tests.scoring.riichi_reference import our_outcome, reference_outcome

FIXED_SEED = 20240601


def check_mcr(generated) -> None:
    """Stored answer == our scorer == the reference, on the hand re-read from its notation."""
    hand = parse_hand(generated.notation)
    assert format_hand(hand) == generated.notation, "the notation is normalized"
    assert max(hand.counts()) <= 4
    assert generated.answer["meets_minimum"] and generated.answer["hand"] == generated.notation
    assert score_hand(hand).to_json() == generated.answer
    ours = {f["id"]: f["count"] for f in generated.answer["fans"]}
    assert reference_fans(hand) == ours, generated.notation


def _run(seed, count_per_difficulty):
    failures, fans, totals = [], Counter(), Counter()
    n = 0
    for difficulty in DIFFICULTIES:
        for generated in generate_many(count_per_difficulty, seed, "mcr", difficulty):
            n += 1
            try:
                check_mcr(generated)
            except AssertionError as e:
                failures.append(f"{generated.notation}: {e}")
            fans.update(f["id"] for f in generated.answer["fans"])
            totals[generated.answer["total"]] += 1
    return n, failures, fans


def test_a_seeded_sample_of_hands_agrees_with_scorer_and_reference():
    """500 hands of each difficulty (69 different fans among them); 3,334 of each under FANBOT_TEST_DEEP=1."""
    n, failures, fans = _run(FIXED_SEED, sized(500, 3334))
    assert n >= sized(1_500, 10_000)
    assert failures == [], f"{len(failures)} disagreements, first: {failures[:3]}"
    assert len(fans) >= 60, "a realistic mix still shows most fans"


@fresh("QUIZ_SEED")
def test_fresh_seed_hands_agree_with_reference():
    seed = fresh_seed("QUIZ_SEED")
    n, failures, _ = _run(seed, 300)
    assert failures == [], f"QUIZ_SEED={seed}: {failures[:3]}"


@pytest.mark.parametrize("target", mcr_targets())
def test_every_mcr_fan_works_as_a_target(target):
    rng = random.Random(f"target:{target}")
    for difficulty in DIFFICULTIES:
        generated = generate_mcr(rng, difficulty, target)
        assert target in {f["id"] for f in generated.answer["fans"]}
        check_mcr(generated)


def test_there_are_82_targets():
    assert len(mcr_targets()) == 82


def test_same_seed_same_hands_and_different_seed_different_hands():
    first = [g.to_json() for g in generate_many(30, 7, "mcr", "normal", "pure_shifted_chows")]
    again = [g.to_json() for g in generate_many(30, 7, "mcr", "normal", "pure_shifted_chows")]
    other = [g.to_json() for g in generate_many(30, 8, "mcr", "normal", "pure_shifted_chows")]
    assert first == again and first != other
    assert json.dumps(first, ensure_ascii=False)


def test_easy_hands_are_few_common_fans_and_hard_hands_have_traps():
    easy = list(generate_many(200, 1, "mcr", "easy"))
    hard = list(generate_many(200, 1, "mcr", "hard"))
    easy_fit = sum(difficulty_ok(g.answer, g.hand, "easy") for g in easy)
    hard_fit = sum(difficulty_ok(g.answer, g.hand, "hard") for g in hard)
    assert easy_fit >= 190 and hard_fit >= 190
    assert not any(any(m.is_kong for m in g.hand.melds) for g in easy)
    special = sum(bool({f["id"] for f in g.answer["fans"]} & SPECIAL_SHAPE_FANS) for g in hard)
    kongs = sum(any(m.is_kong for m in g.hand.melds) for g in hard)
    assert special >= 10 and kongs >= 20
    mean = statistics.mean
    assert mean(len(g.answer["fans"]) for g in easy) < mean(len(g.answer["fans"]) for g in hard)


def test_default_hands_are_realistic():
    hands = list(generate_many(600, 3, "mcr", "normal"))
    totals = [g.answer["total"] for g in hands]
    assert 8 <= statistics.median(totals) <= 40
    claimed = sum(not g.hand.is_closed for g in hands) / len(hands)
    assert 0.4 < claimed < 0.85, "most winning hands have claimed sets"
    limit = sum(t >= 64 for t in totals) / len(totals)
    assert limit < 0.05


def test_bad_options_are_named():
    with pytest.raises(GeneratorError, match="unknown_mcr_fan"):
        generate_mcr(random.Random(1), "normal", "full_flush_x")
    with pytest.raises(GeneratorError, match="unknown_difficulty"):
        generate_mcr(random.Random(1), "insane")
    with pytest.raises(GeneratorError, match="unknown_ruleset"):
        generate(random.Random(1), "xyz")


def check_riichi(generated) -> None:
    hand = parse_hand(generated.notation, "riichi")
    assert max(hand.counts()) <= 4
    result = riichi_score(hand)
    assert result.to_json() == generated.answer
    assert generated.answer["yaku"] or generated.answer["yakuman"]
    assert hand.red_fives == generated.hand.red_fives, "red fives survive the notation (written 0m/0p/0s)"
    counts = hand.counts()
    for five in (Tile(4), Tile(13), Tile(22)):
        if counts[five] == 4:
            assert five in hand.red_fives, "a set has one red five per suit: four fives include it"
    assert reference_outcome(hand) == our_outcome(result), generated.notation


def test_riichi_hands_have_a_yaku_and_agree_with_the_reference():
    for difficulty in DIFFICULTIES:
        for generated in generate_many(300, FIXED_SEED, "riichi", difficulty):
            check_riichi(generated)


@fresh("QUIZ_SEED")
def test_fresh_seed_riichi_hands_agree_with_the_reference():
    seed = fresh_seed("QUIZ_SEED")
    for difficulty in DIFFICULTIES:
        for generated in generate_many(100, seed, "riichi", difficulty):
            check_riichi(generated)


@pytest.mark.parametrize("target", sorted(RIICHI_RECIPES))
def test_every_riichi_yaku_works_as_a_target(target):
    for difficulty in DIFFICULTIES:
        generated = generate_riichi(random.Random(f"{target}:{difficulty}"), difficulty, target)
        assert target in _ids(generated.answer), difficulty
        check_riichi(generated)


def _ids(answer: dict) -> set[str]:
    return {y["id"] for y in answer["yaku"]} | {y["id"] for y in answer["yakuman"]}


def test_riichi_hands_are_dealt_red_fives_at_a_table_rate():
    hands = list(generate_many(600, 5, "riichi", "normal"))
    with_fives = [g for g in hands if any(g.hand.counts()[f] for f in (4, 13, 22))]
    red = [g for g in hands if g.hand.red_fives]
    # each five in a hand is the red one with chance 1/4
    assert 0.15 < len(red) / len(with_fives) < 0.6
    tiles_text = [" ".join(w for w in g.notation.split() if "=" not in w) for g in red]
    assert all(text.count("0") == len(g.hand.red_fives) for text, g in zip(tiles_text, red, strict=True))
    assert all(any(y["id"] == "aka_dora" for y in g.answer["yaku"]) for g in red if not g.answer["yakuman"])


def test_four_fives_of_a_suit_hold_the_red_one_and_the_reference_scores_them():
    hand = parse_hand("123p789s11z345550m riichi", "riichi")
    assert hand.red_fives == (Tile(4),) and hand.counts()[4] == 4
    assert reference_outcome(hand) == our_outcome(riichi_score(hand))


def test_without_red_fives_four_plain_fives_go_to_the_reference_too():
    rules = RiichiRules(red_fives=False)
    hand = parse_hand("123p789s11z345555m riichi", "riichi")
    assert hand.red_fives == ()
    assert reference_outcome(hand, rules) == our_outcome(riichi_score(hand, rules))


def test_easy_riichi_hands_are_closed_common_yaku_without_kans():
    for g in generate_many(300, 11, "riichi", "easy"):
        assert g.hand.is_closed and not any(m.is_kong for m in g.hand.melds), g.notation
        assert _ids(g.answer) <= EASY_RIICHI_YAKU, g.notation


def test_normal_riichi_hands_mix_closed_and_called_hands():
    hands = list(generate_many(300, 11, "riichi", "normal"))
    called = sum(not g.hand.is_closed for g in hands) / len(hands)
    assert 0.2 < called < 0.7
    assert len(set().union(*(_ids(g.answer) for g in hands))) >= 15


def test_hard_riichi_hands_have_bigger_yaku_kans_dora_and_a_rare_yakuman():
    hands = list(generate_many(300, 11, "riichi", "hard"))
    assert sum(riichi_difficulty_ok(g.answer, g.hand, "hard") for g in hands) >= 290
    hard_yaku = sum(bool(_ids(g.answer) & HARD_RIICHI_YAKU) for g in hands)
    kans = sum(any(m.is_kong for m in g.hand.melds) for g in hands)
    yakuman = sum(bool(g.answer["yakuman"]) for g in hands)
    several_dora = sum(len(flags_of(g.hand).dora_indicators) >= 2 for g in hands)
    assert hard_yaku >= 200 and kans >= 30 and several_dora >= 100
    assert 3 <= yakuman <= 40, "yakuman now and then, not every other hand"
    easy = list(generate_many(300, 11, "riichi", "easy"))
    assert statistics.mean(g.answer["han"] for g in easy) < statistics.mean(
        g.answer["han"] for g in hands if not g.answer["yakuman"])
