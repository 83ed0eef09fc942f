"""Adding a ruleset touches the files ``docs/rulesets.md`` lists: here, from the test, MCR without flowers.

Its core (the notation refuses ``flowers=``; MCR's scorer; a table option of its own), the bot's view
(MCR's words and glossary), the quiz's part (MCR's hands without flowers), the commands' part (a win typed
as a hand on its score sheet) and its score sheet (MCR's) are registered the way the doc says; /score,
/waits, /fan, /fans, a quiz question, /settings and a ``/table start`` score sheet then come from it
through the command layer, and everything is unregistered afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from aiohttp.test_utils import TestClient, TestServer

import quiz.sheet.rulesets
from bot.cli.mcr_options import MCR_CLI
from bot.cli.rulesets import register_cli, unregister_cli
from bot.commands.ruleset_mcr import MCR_COMMANDS
from bot.commands.rulesets import commands_of, register_commands, unregister_commands
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.render.text_mcr import render_mcr_text
from bot.render.views import RulesetView, ValueUnit, register_view, unregister_view, view_of
from bot.storage import ChatSettings
from bot.web.app import build_app
from bot.web.rulesets import rulesets_json
from quiz.hands.mcr import generate_mcr
from quiz.kinds import QuestionKind
from quiz.ruleset_mcr import MCR_QUIZ
from quiz.rulesets import quiz_of, register_quiz, unregister_quiz
from quiz.sheet.mcr import McrSheet
from scoring.rulesets import (
    Ruleset,
    RulesetId,
    TableOptions,
    option_keys,
    register,
    ruleset_ids,
    ruleset_of,
    unregister,
)
from tests.clock import Clock
from tests.migrated import migrated_url

NO_FLOWERS = "mcr_noflowers"


@dataclass(frozen=True)
class Pace:
    """The toy ruleset's one table option: seconds a player has for a move (``pace:20``)."""

    seconds: int = 30


def _read_pace(words: str, current: Pace) -> Pace:
    word = words.strip()
    if word in ("", "default"):
        return Pace()
    key, _, value = word.partition(":")
    if key != "pace" or not value.isdecimal():
        raise ValueError(word)  # the part not understood, as a ruleset's options name it
    return replace(current, seconds=int(value))


PACE = TableOptions(Pace(), _read_pace, lambda pace: "" if pace == Pace() else f"pace:{pace.seconds}",
                    lambda: "pace:SECONDS")


class NoFlowersSheet(McrSheet):
    """MCR's score sheet, kept under the toy ruleset's id."""

    ruleset = NO_FLOWERS


def _generate_without_flowers(rng, difficulty, target):
    while True:
        hand = generate_mcr(rng, difficulty, target)
        if "flowers=" not in hand.notation:
            return hand


@pytest.fixture
def no_flowers(monkeypatch):
    mcr = ruleset_of(RulesetId.MCR)
    try:
        register(Ruleset(id=NO_FLOWERS, aliases=("无花",), variant_of=RulesetId.MCR,
                         notation=replace(mcr.notation, flags=frozenset({"last"}), fast_text=False),
                         score=mcr.score, waits=mcr.waits, efficiency_rows=mcr.efficiency_rows, options=PACE))
        register_view(RulesetView(id=NO_FLOWERS, words="mcr", glossary="mcr", unit=ValueUnit.POINTS,
                                  render_score=render_mcr_text, minimum_points=8))
        register_quiz(replace(MCR_QUIZ, id=NO_FLOWERS, generate=_generate_without_flowers,
                              kinds=frozenset({QuestionKind.TOTAL, QuestionKind.CHOICE_TOTAL})))
        register_commands(replace(MCR_COMMANDS, id=NO_FLOWERS))
        register_cli(replace(MCR_CLI, id=NO_FLOWERS))
        # the score sheet's registry has no register function yet: its table, for this test only
        monkeypatch.setitem(quiz.sheet.rulesets._REGISTRY, NO_FLOWERS, NoFlowersSheet())
        yield NO_FLOWERS
    finally:
        unregister_cli(NO_FLOWERS)
        unregister_commands(NO_FLOWERS)
        unregister_quiz(NO_FLOWERS)
        unregister_view(NO_FLOWERS)
        unregister(NO_FLOWERS)


@pytest.fixture
def core(tmp_path, no_flowers):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)),
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


async def test_waits_come_from_its_scorer(core):
    [reply] = await core.handle(ctx(), "waits", "1112345678999m rules=mcr_noflowers")
    assert not reply.is_error and "9m" in reply.text.plain


async def test_the_chat_can_choose_it_and_fan_looks_in_its_glossary(core):
    [chosen] = await core.handle(ctx(), "settings", "ruleset mcr_noflowers")
    assert not chosen.is_error
    [reply] = await core.handle(ctx(), "fan", "清一色")
    assert "Full Flush" in reply.text and reply.buttons[0][0].action.startswith("score:mcr:")
    [table] = await core.handle(ctx(), "fans", "mcr_noflowers")  # a variant lists its base's fans
    assert not table.is_error and "Full Flush" in table.text.plain


async def test_a_quiz_question_comes_from_it(core):
    intro, question = await core.handle(ctx(), "quiz", "start choice_total 1 rules=mcr_noflowers")
    assert not intro.is_error and question.poll is not None, intro.text
    assert all(option.isdigit() for option in question.poll.options)  # four totals to pick from
    assert "flowers" not in question.text.plain.lower()
    [refused] = await core.handle(ctx("chat2"), "quiz", "start fans 1 rules=mcr_noflowers")
    assert refused.is_error  # it asks totals only


async def test_its_table_option_is_a_setting_stored_under_its_id(core):
    assert NO_FLOWERS in option_keys()
    [saved] = await core.handle(ctx(), "settings", "mcr_noflowers pace:20")
    assert not saved.is_error, saved.text
    stored = core.storage.chat_settings("telegram", "chat1")
    assert stored.options_of(NO_FLOWERS) == Pace(20) and stored.to_strings()[NO_FLOWERS] == "pace:20"
    assert ChatSettings.from_strings(stored.to_strings()) == stored
    [shown] = await core.handle(ctx(), "settings")
    assert "pace:20" in shown.text.plain
    [bad] = await core.handle(ctx(), "settings", "mcr_noflowers speed:9")
    assert bad.is_error and "speed:9" in bad.text.plain


async def test_a_score_sheet_is_kept_in_it(core):
    [started] = await core.handle(ctx(), "table", "start mcr_noflowers Ann Bo Cy Di")
    assert not started.is_error, started.text
    [*shown, entered] = await core.handle(ctx(), "win", "Ann 1112345678999m5m from Bo")
    assert not entered.is_error, entered.text
    assert any("**Total: 91 fan**" in reply.text.markdown for reply in shown)  # typed as a hand: scored
    [sheet] = await core.handle(ctx(), "table", "show")
    assert "Ann" in sheet.text.plain and "+" in sheet.text.plain


async def test_the_web_page_learns_it_and_the_api_scores_in_it(no_flowers):
    client = TestClient(TestServer(build_app(budget=(10**9, 60.0))))
    await client.start_server()
    try:
        listed = await (await client.get("/api/rulesets?lang=en")).json()
        scored = await client.post("/api/score", json={"hand": "1112345678999m5m", "rules": NO_FLOWERS})
        flowered = await client.post("/api/score", json={"hand": "1112345678999m5m flowers=1", "rules": NO_FLOWERS})
        answers = await scored.json(), await flowered.json()
    finally:
        await client.close()
    assert NO_FLOWERS in [info["id"] for info in listed["rulesets"]]
    assert scored.status == 200 and answers[0]["total"] == 91
    assert flowered.status == 400 and "flowers" in answers[1]["error"]


def test_it_is_gone_afterwards():
    assert NO_FLOWERS not in ruleset_ids() and NO_FLOWERS not in option_keys()
    assert NO_FLOWERS.encode() not in rulesets_json("en")  # the web page's list follows the registry both ways
    assert commands_of(NO_FLOWERS).read_hand is None
    with pytest.raises(KeyError):
        view_of(NO_FLOWERS)
    with pytest.raises(KeyError):
        quiz_of(NO_FLOWERS)
