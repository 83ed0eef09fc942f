"""The quiz asks Hong Kong and Taiwanese hands: their generators' hands win and meet the minimum, reach most
patterns of their tables, and a round through the bot asks and grades them. (A Taiwanese hand may win
with no tai: its table has no minimum; such a hand is not asked, having no pattern to name.)"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from quiz.games import default_question_source
from quiz.hands.generated import GeneratorError
from quiz.hands.hk import HK_HANDS, HK_RECIPES
from quiz.hands.taiwan import TAIWAN_HANDS, TAIWAN_RECIPES
from quiz.kinds import QuestionKind
from quiz.rulesets import quiz_of
from scoring.notation import parse_hand
from scoring.rulesets import RulesetId, ruleset_of
from tests.clock import Clock
from tests.deep import sized
from tests.migrated import migrated_url

DIFFICULTIES = ("easy", "normal", "hard")
#: ruleset -> (generator, the patterns it builds toward, tiles in a winning hand, where its JSON lists patterns)
RULESETS = {
    RulesetId.HK: (HK_HANDS.generate, HK_RECIPES, 14, "fans"),
    RulesetId.TAIWAN: (TAIWAN_HANDS.generate, TAIWAN_RECIPES, 17, "fans"),
}


def _found(answer: dict, key: str) -> set[str]:
    return {p["id"] for p in answer[key]}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_fixed_seeds_hands_all_win_and_meet_the_minimum(ruleset):
    generate, _, tiles, _ = RULESETS[ruleset]
    rng = random.Random(2024)
    for difficulty in DIFFICULTIES:
        for _ in range(8):
            made = generate(rng, difficulty, None)
            hand = parse_hand(made.notation, ruleset=ruleset)
            assert sum(hand.counts()) - sum(m.is_kong for m in hand.melds) == tiles, made.notation
            assert "flowers=" in made.notation  # the flower tiles are always written (flowers=0: none)
            rescored = ruleset_of(ruleset).score(hand).to_json()
            assert rescored["meets_minimum"] and rescored["total"] == made.answer["total"], made.notation


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_generator_reaches_most_patterns_and_each_one_asked_for(ruleset):
    generate, recipes, _, key = RULESETS[ruleset]
    rng = random.Random(7)
    seen: Counter[str] = Counter()
    for difficulty in DIFFICULTIES:
        for _ in range(sized(40, 2000)):
            seen.update(_found(generate(rng, difficulty, None).answer, key))
    assert len(set(recipes) & set(seen)) >= 0.6 * len(recipes), sorted(set(recipes) - set(seen))
    for target in recipes:
        made = generate(rng, "normal", target)
        assert target in _found(made.answer, key) and made.answer["meets_minimum"], target


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_unknown_pattern_is_refused(ruleset):
    generate = RULESETS[ruleset][0]
    with pytest.raises(GeneratorError) as refused:
        generate(random.Random(1), "normal", "chicken_hand")
    assert refused.value.code == "unknown_pattern"


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_taiwanese_hand_with_no_pattern_to_name_is_never_asked(difficulty):
    """A plain win is 0 tai at the pocket preset and wins, but "name its patterns" would have no answer to type
    (seen in a round of the chat's quiz: the hand 22234567788m77s6m [444p] won on 6m with a winter flower)."""
    rng = random.Random(11)
    for _ in range(sized(120, 1_000)):
        assert TAIWAN_HANDS.generate(rng, difficulty, None).answer["fans"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_quiz_asks_their_patterns_and_totals_only(ruleset):
    part = quiz_of(ruleset)
    assert part.kinds == {QuestionKind.FANS, QuestionKind.TOTAL, QuestionKind.CHOICE_TOTAL, QuestionKind.CHOICE_FANS}
    made = RULESETS[ruleset][0](random.Random(3), "normal", None)
    answer = part.read_answer(made.answer)
    assert answer.total == made.answer["total"] and set(answer.expected) == _found(made.answer, RULESETS[ruleset][3])


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)),
                   clock=Clock(1_000_000.0))
    asked = []

    def recorded(game, number):
        asked.append(default_question_source(game, number))
        return asked[-1]

    core.quiz.engine.question_source = recorded
    core.asked = asked
    yield core
    core.close()


def ctx(chat: str) -> CommandContext:
    return CommandContext("telegram", chat, "u1", "Ann", is_group=False, is_admin=False, locale="en")


@pytest.mark.parametrize("ruleset, unit", [(RulesetId.HK, "faan"), (RulesetId.TAIWAN, "tai")])
async def test_a_quiz_round_asks_the_total_and_grades_it(core, ruleset, unit):
    intro, question = await core.handle(ctx("c1"), "quiz", f"start total 1 rules={ruleset}")
    assert not intro.is_error, intro.text
    assert f"in {unit}?" in question.text.plain
    [asked] = core.asked
    assert asked.ruleset == ruleset
    replies = await core.handle(ctx("c1"), "quiz", f"answer {asked.answer['total']}")
    assert "Right!" in replies[0].text
    assert any(f"Answer: {asked.answer['total']} {unit}" in r.text for r in replies)


@pytest.mark.parametrize("ruleset", RULESETS)
async def test_a_quiz_round_grades_the_patterns_named(core, ruleset):
    [intro, _] = await core.handle(ctx("c2"), "quiz", f"start fans 1 rules={ruleset}")
    assert not intro.is_error, intro.text
    [asked] = core.asked
    key = RULESETS[ruleset][3]
    names = ", ".join(p.get("en") or p.get("name_en") for p in asked.answer[key] for _ in range(p.get("count", 1)))
    replies = await core.handle(ctx("c2"), "quiz", f"answer {names}")
    assert "Right!" in replies[0].text, (asked.hand, names, replies[0].text)
