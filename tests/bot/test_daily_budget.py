"""The daily problem's tick budget (issue 23): hundreds of groups due at one hour are decided a tick's
budget at a time, so the tick that closes other chats' quiz rounds is never held up by them, and every
group still gets its post once. (End to end through python-telegram-bot: test_group_budgets.py.)"""

from __future__ import annotations

import itertools

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.outbox import Advance, Outlet
from bot.services.daily_posts import DailyPosts
from tests.bot import chat_core
from tests.clock import Clock

#: claimed as Telegram claims: a round's result owed until posted (its item carries a token), a daily post not
OWING = Outlet("telegram", owing=True)
DAY_START = 1_800_000_000 - 1_800_000_000 % 86400  # 00:00 UTC of a day


@pytest.fixture
def clock():
    return Clock(DAY_START + 8 * 3600)


core = chat_core.clocked_core  # on this module's clock


def ctx(chat: str, *, admin: bool = False, user: str = "u1") -> CommandContext:
    return CommandContext("telegram", chat, user, "Ann", is_group=True, is_admin=admin, locale="en")


async def _daily_in(core: BotCore, groups: list[str]) -> None:
    for group in groups:
        await core.handle(ctx(group, admin=True), "settings", "pictures=off")  # (drawing would only slow the test)
        await core.handle(ctx(group, admin=True), "daily", "on hour=9")


def _stores(core: BotCore):
    """What the daily posts are built with: the stored daily problems, the claimed days and the clock."""
    return core.services.settings_store, core.quiz.storage.adapter_state, core.services.clock


def _work_clock(step: float):
    """A work clock on which each reading costs ``step`` seconds: the budget runs out after a known count."""
    readings = itertools.count()
    return lambda: next(readings) * step


def _daily_chats(messages) -> list[str]:
    return [m.chat_id for m in messages if not m.token]


async def test_a_tick_decides_daily_posts_within_its_budget_and_leaves_the_rest_to_the_next_ticks(core, clock):
    groups = [f"d{n}" for n in range(10)]
    await _daily_in(core, groups)
    core.quiz.daily = DailyPosts(*_stores(core), budget=0.25, work_clock=_work_clock(0.1))
    clock.now = DAY_START + 9 * 3600
    per_tick = [_daily_chats(await core.claim(OWING, advance=Advance.ROUNDS)) for _ in range(6)]
    assert [len(chats) for chats in per_tick] == [3, 3, 3, 1, 0, 0]  # 0.0, 0.1, 0.2 spent; at 0.3 the rest wait
    posted = [chat for chats in per_tick for chat in chats]
    assert sorted(posted) == sorted(groups)  # every group once


async def test_a_tick_always_decides_one_post_even_when_one_costs_more_than_the_budget(core, clock):
    await _daily_in(core, ["d0", "d1"])
    core.quiz.daily = DailyPosts(*_stores(core), budget=0.0, work_clock=_work_clock(1.0))
    clock.now = DAY_START + 9 * 3600
    assert [len(_daily_chats(await core.claim(OWING, advance=Advance.ROUNDS))) for _ in range(3)] == [1, 1, 0]


async def test_a_quiz_deadline_closes_in_the_first_tick_while_many_daily_posts_wait_their_turn(core, clock):
    await _daily_in(core, [f"d{n}" for n in range(30)])
    await core.handle(ctx("quiz-group"), "quiz", "start rounds=1 seconds=30")
    core.quiz.daily = DailyPosts(*_stores(core), budget=0.0, work_clock=_work_clock(1.0))
    clock.now = DAY_START + 9 * 3600  # the quiz's 30 s are over and 30 groups' daily hour has come at once
    first = await core.claim(OWING, advance=Advance.ROUNDS)
    closed = [m for m in first if m.token]
    assert [m.chat_id for m in closed] == ["quiz-group"]
    assert closed[0].replies  # its result
    assert len(_daily_chats(first)) == 1


async def test_a_chat_posted_today_costs_no_storage_write_at_the_later_ticks(core, clock):
    await _daily_in(core, [f"d{n}" for n in range(5)])
    core.quiz.daily = DailyPosts(*_stores(core), work_clock=_work_clock(0.0))  # (no pace counted)
    clock.now = DAY_START + 9 * 3600
    assert len(_daily_chats(await core.claim(OWING, advance=Advance.ROUNDS))) == 5
    state = core.quiz.storage.adapter_state
    claims = []
    claim = state.claim

    def counting_claim(*args, **kwargs):
        claims.append(args)
        return claim(*args, **kwargs)

    state.claim = counting_claim
    try:
        for _ in range(3):
            clock.now += 2
            assert _daily_chats(await core.claim(OWING, advance=Advance.ROUNDS)) == []
        assert not [c for c in claims if c[1] == "daily_posted"]
        clock.now += 86400  # the next day: claimed again, once each
        assert len(_daily_chats(await core.claim(OWING, advance=Advance.ROUNDS))) == 5
        assert len([c for c in claims if c[1] == "daily_posted"]) == 5
    finally:
        del state.claim


async def test_a_post_another_process_made_is_not_made_again(tmp_path, clock):
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    first, second = (BotCore(Config(database_url=url, rate_limit=(1000, 60.0)), clock=clock) for _ in range(2))
    try:
        await _daily_in(first, ["d0", "d1"])
        for core in (first, second):
            core.quiz.daily = DailyPosts(*_stores(core), work_clock=_work_clock(0.0))
        clock.now = DAY_START + 9 * 3600
        assert sorted(_daily_chats(await first.claim(OWING, advance=Advance.ROUNDS))) == ["d0", "d1"]
        for _ in range(2):
            assert _daily_chats(await second.claim(OWING, advance=Advance.ROUNDS)) == []  # the claims are shared
    finally:
        first.close()
        second.close()


async def test_a_tick_with_nothing_owed_or_due_writes_nothing_and_reads_no_time_zones(core, clock):
    """Every worker ticks every two seconds: an idle tick must not take the database's write lock."""
    state, settings = core.owed.state, core.services.settings_store
    calls = []
    for owner, name in ((state, "update"), (state, "claim"), (state, "put"), (state, "delete"),
                        (settings, "of_every_chat")):
        original = getattr(owner, name)
        setattr(owner, name, lambda *args, _name=name, _original=original, **kwargs:
                calls.append(_name) or _original(*args, **kwargs))
    for _ in range(3):
        clock.now += 2
        assert await core.claim(OWING, advance=Advance.ROUNDS) == []
    assert calls == []
