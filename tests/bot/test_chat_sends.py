"""The timers' posts (``bot/adapters/chat_sends.py``) and the per-group flood control
(``bot/adapters/telegram/flood.py``), in process: a post waiting for one chat holds no other chat,
one chat's posts keep their order, stopping gives up what waits, and 500 groups' daily problems due
at the same hour are all sent within the overall limit."""

from __future__ import annotations

import asyncio

import pytest

from bot.adapters.chat_sends import ChatSends
from bot.adapters.telegram.flood import ChatRateLimiter, SendAbandoned
from bot.budgets import BUDGETS


async def test_a_chat_waiting_holds_only_its_own_later_posts():
    sends, done, gate = ChatSends(), [], asyncio.Event()

    async def post(name, wait=None):
        if wait is not None:
            await wait.wait()
        done.append(name)
    sends.post("busy", post("busy-1", gate))
    sends.post("busy", post("busy-2"))
    quiet = sends.post("quiet", post("quiet-1"))
    await asyncio.wait_for(quiet, 1)
    assert done == ["quiet-1"]  # busy's first post waits, and its second waits behind it
    gate.set()
    await sends.drain(1)
    assert done == ["quiet-1", "busy-1", "busy-2"] and sends.pending == 0


async def test_closing_cancels_what_waits_at_once():
    sends, never = ChatSends(), asyncio.Event()

    async def post():
        await never.wait()
    for _ in range(3):
        sends.post("busy", post())
    await asyncio.wait_for(sends.close(), 1)
    assert sends.pending == 0


async def _send_all(limiter: ChatRateLimiter, chats: list[int]) -> list[tuple[int, float]]:
    loop, sent = asyncio.get_running_loop(), []

    async def send(chat):
        sent.append((chat, loop.time()))
        return True
    await asyncio.gather(*(limiter.process_request(send, (chat,), {}, "sendMessage", {"chat_id": chat}, None)
                           for chat in chats))
    return sent


async def test_500_groups_due_at_once_are_all_sent_spread_within_the_overall_limit():
    limiter = ChatRateLimiter(overall=(250, 0.25), group=(20, 60.0))  # Telegram's 30 a second, scaled up
    sent = await asyncio.wait_for(_send_all(limiter, [-1000 - n for n in range(500)]), 5)
    assert sorted(chat for chat, _ in sent) == sorted(-1000 - n for n in range(500))  # all, once
    times = sorted(at for _, at in sent)
    assert all(times[i + 250] - times[i] >= 0.24 for i in range(len(times) - 250))  # never over the limit
    assert times[-1] - times[0] < 1.0  # and no slower than it


async def test_a_group_past_its_window_waits_while_another_group_is_sent_at_once():
    limiter = ChatRateLimiter(overall=(1000, 1.0), group=(3, 60.0))
    await _send_all(limiter, [-1, -1, -1])
    held = asyncio.ensure_future(_send_all(limiter, [-1]))
    other = await asyncio.wait_for(_send_all(limiter, [-2]), 0.5)
    assert other and not held.done()
    limiter.abandon()
    with pytest.raises(SendAbandoned):
        await asyncio.wait_for(held, 1)


def test_every_budget_is_in_the_documented_table():
    with open("docs/budgets.md", encoding="utf-8") as table:
        text = table.read()
    for budget in BUDGETS:
        assert f"| {budget.feature} | {budget.unit} | {budget.messages} | {budget.edits} | {budget.once} |" in text
