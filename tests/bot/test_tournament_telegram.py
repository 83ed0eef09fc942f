"""A club tournament in a Telegram group, end to end: the real python-telegram-bot against the fake
Bot API on 127.0.0.1. Eight players join by the button, the director (a group admin) starts and
seats two rounds, each table's players enter their own result as a command and another of them
presses Confirm; every round costs the group what docs/budgets.md says."""

from __future__ import annotations

import random

import pytest

from bot.budgets import TOURNAMENT_RESULT, TOURNAMENT_ROUND
from bot.storage import chat_key
from quiz.tournament.store import TournamentStore
from tests.bot.fakes.fake_telegram import FakeTelegram
from tests.bot.telegram_calls import buttons_of, text_of
from tests.bot.test_telegram_e2e import started_bot

GROUP = FakeTelegram.group_chat(-100555, "Club night")
DIRECTOR = FakeTelegram.user(700, "Director")
PLAYERS = tuple(FakeTelegram.user(701 + n, f"Player{n + 1}") for n in range(8))
SENDS = ("sendMessage", "sendPhoto", "sendDocument")


async def says(bot, who, text: str, method: tuple[str, ...] = ("sendMessage", "sendPhoto")):
    start = bot.mark()
    bot.fake.send_text(GROUP, who, text)
    return await bot.fake.wait_for_any(method, start=start, timeout=20)


async def presses(bot, who, call, label: str):
    start = bot.mark()
    bot.fake.click(GROUP, who, call.result["message_id"], buttons_of(call)[label])
    return await bot.fake.wait_for_any(("editMessageText", "editMessageCaption"), start=start, timeout=20)


@pytest.fixture
async def bot(tmp_path):
    async with started_bot(tmp_path) as running:
        running.fake.admins[GROUP.id] = {DIRECTOR.id}
        yield running


async def test_players_join_enter_and_confirm_their_own_results_in_a_telegram_group(bot):
    created = await says(bot, DIRECTOR, "/tournament new Club Night mcr rounds=2 seed=5")
    assert "A new tournament is open" in text_of(created)
    for number, player in enumerate(PLAYERS, start=1):
        edited = await presses(bot, player, created, "Join")  # the registration message shows the count
        assert f"Registration open: {number} players" in text_of(edited)
    assert "Only the chat's admins" in text_of(await says(bot, PLAYERS[0], "/tournament start"))
    await says(bot, DIRECTOR, "/tournament start")
    rng = random.Random(5)
    store = TournamentStore(bot.core.storage.db)
    by_name = {player.first_name: player for player in PLAYERS}
    for round_number in (1, 2):
        start = bot.mark()
        seating = await says(bot, DIRECTOR, "/tournament seat", ("sendPhoto",))
        assert f"Round {round_number} of 2" in text_of(seating)
        t = store.view(chat_key("telegram", str(GROUP.id))).tournament
        for table in t.current.tables:
            names = [t.entrants[p].name for p in table.players]
            scores = [rng.choice((-24, -8, 8, 24)) for _ in range(3)]
            scores.append(-sum(scores))
            words = " ".join(f"{name}={score}" for name, score in zip(names, scores, strict=True))
            entry = await says(bot, by_name[names[0]], f"/tournament result {table.number} {words}")
            assert "waiting for another player" in text_of(entry) and "Confirm" in buttons_of(entry)
            outsider = next(p for p in PLAYERS if p.first_name not in names)
            refused = await presses_refused(bot, outsider, entry)
            assert "Only the players of table" in refused
            confirmed = await presses(bot, by_name[names[2]], entry, "Confirm")
            assert "counted" in text_of(confirmed) and buttons_of(confirmed) == {}
        last = round_number == 2
        if last:  # the last confirmation brings the final standings (a second picture this round)
            standings = (await bot.fake.wait_count("sendPhoto", 2, start=start, timeout=20))[-1]
            assert "standings after round 2 of 2" in text_of(standings)
        tables = len(t.current.tables)
        sent = [c for c in bot.fake.calls[start:] if c.method in SENDS and int(c.params["chat_id"]) == GROUP.id]
        edits = [c for c in bot.fake.calls[start:] if c.method in ("editMessageText", "editMessageCaption")]
        # docs/budgets.md: the seating (and, once, the final standings), then one message and one
        # edit per table, whoever plays
        assert len(sent) == 1 + tables + last and len(edits) == tables
        assert TOURNAMENT_ROUND.allows(1, 1 + last) and TOURNAMENT_RESULT.allows(tables, tables, len(edits))
    t = store.latest(chat_key("telegram", str(GROUP.id))).tournament
    assert t.finished and len(t.results()) == 4
    export = bot.mark()
    bot.fake.send_text(GROUP, PLAYERS[3], "/tournament export")
    documents = await bot.fake.wait_count("sendDocument", 2, start=export, timeout=20)
    assert "EMA format" in text_of(documents[0]) and "seating" in text_of(documents[1])


async def presses_refused(bot, who, call) -> str:
    """A press the bot refuses: answered privately, by the button's toast, the message unchanged."""
    start = bot.mark()
    query = bot.fake.click(GROUP, who, call.result["message_id"], buttons_of(call)["Confirm"])
    answer = await bot.fake.wait_for("answerCallbackQuery", lambda c: str(c.params.get("callback_query_id")) == query,
                                     timeout=20, start=start)
    assert not bot.fake.calls_of("editMessageText", start)
    return answer.params["text"]
