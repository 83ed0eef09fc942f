"""Adding a ruleset touches the files ``docs/rulesets.md`` lists: here, from the test, MCR without flowers.

Its core (the notation refuses ``flowers=``; MCR's scorer), the bot's view (MCR's words and glossary),
and the quiz's part (MCR's hands without flowers) are registered the way the doc says; /score, /fan
and a quiz question then come from it through the command layer, and it is unregistered afterwards.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.render.text_mcr import render_mcr_text
from bot.render.views import RulesetView, ValueUnit, register_view, unregister_view, view_of
from quiz.hands.mcr import generate_mcr
from quiz.kinds import QuestionKind
from quiz.ruleset_mcr import MCR_QUIZ
from quiz.rulesets import quiz_of, register_quiz, unregister_quiz
from scoring.rulesets import Ruleset, RulesetId, register, ruleset_ids, ruleset_of, unregister
from tests.clock import Clock

NO_FLOWERS = "mcr_noflowers"


def _generate_without_flowers(rng, difficulty, target):
    while True:
        hand = generate_mcr(rng, difficulty, target)
        if "flowers=" not in hand.notation:
            return hand


@pytest.fixture
def no_flowers():
    mcr = ruleset_of(RulesetId.MCR)
    register(Ruleset(id=NO_FLOWERS, aliases=("无花",), variant_of=RulesetId.MCR,
                     notation=replace(mcr.notation, flags=frozenset({"last"}), fast_text=False),
                     score=mcr.score, waits=mcr.waits, efficiency_rows=mcr.efficiency_rows))
    register_view(RulesetView(id=NO_FLOWERS, words="mcr", glossary="mcr", unit=ValueUnit.POINTS,
                              render_score=render_mcr_text, minimum_points=8))
    register_quiz(replace(MCR_QUIZ, id=NO_FLOWERS, generate=_generate_without_flowers,
                          kinds=frozenset({QuestionKind.TOTAL, QuestionKind.CHOICE_TOTAL})))
    try:
        yield NO_FLOWERS
    finally:
        unregister_quiz(NO_FLOWERS)
        unregister_view(NO_FLOWERS)
        unregister(NO_FLOWERS)


@pytest.fixture
def core(tmp_path, no_flowers):
    core = BotCore(Config(database_url=f"sqlite:///{tmp_path / 'bot.sqlite3'}", rate_limit=(1000, 60.0)),
                   clock=Clock(1_000_000.0))
    yield core
    core.close()


def ctx(chat="chat1"):
    return CommandContext("telegram", chat, "u1", "Ann", is_group=False, is_admin=False, locale="en")


async def test_score_reads_and_scores_in_the_new_ruleset(core):
    [reply] = await core.handle(ctx(), "score", "1112345678999m5m rules=mcr_noflowers")
    assert not reply.is_error and "**Total: 91 fan**" in reply.text.markdown
    assert reply.title == "MCR score"  # the words of the ruleset it varies
    [refused] = await core.handle(ctx(), "score", "1112345678999m5m flowers=2 rules=无花")
    assert refused.is_error and "flowers" in refused.text
    [plain_mcr] = await core.handle(ctx(), "score", "1112345678999m5m flowers=2")
    assert not plain_mcr.is_error and "**Total: 93 fan**" in plain_mcr.text.markdown


async def test_the_chat_can_choose_it_and_fan_looks_in_its_glossary(core):
    [chosen] = await core.handle(ctx(), "settings", "ruleset mcr_noflowers")
    assert not chosen.is_error
    [reply] = await core.handle(ctx(), "fan", "清一色")
    assert "Full Flush" in reply.text and reply.buttons[0][0].action.startswith("score:mcr:")


async def test_a_quiz_question_comes_from_it(core):
    intro, question = await core.handle(ctx(), "quiz", "start choice_total 1 rules=mcr_noflowers")
    assert not intro.is_error and question.poll is not None, intro.text
    assert all(option.isdigit() for option in question.poll.options)  # four totals to pick from
    assert "flowers" not in question.text.plain.lower()
    [refused] = await core.handle(ctx("chat2"), "quiz", "start fans 1 rules=mcr_noflowers")
    assert refused.is_error  # it asks totals only


def test_it_is_gone_afterwards():
    assert NO_FLOWERS not in ruleset_ids()
    with pytest.raises(KeyError):
        view_of(NO_FLOWERS)
    with pytest.raises(KeyError):
        quiz_of(NO_FLOWERS)
