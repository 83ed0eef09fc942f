"""The tests' ways into what the chats are owed: the core's timer claims (``BotCore.claim`` at each ``Advance``,
what every adapter's ticker calls), and the tables' posts as the play service claims and records them (the
``TablePost`` that the core turns into ``Outgoing`` items: ``bot/outbox.py``)."""

from __future__ import annotations

import asyncio

from bot.core import BotCore
from bot.outbox import Advance, Outgoing, Outlet
from bot.session import TablePost


async def tick(core: BotCore, platform: str) -> list[Outgoing]:
    """Time moves on for ``platform``: what its timers owe now (quiz results, daily problems, tables)."""
    return [item for advance in Advance for item in await core.claim(Outlet(platform), advance=advance)]


async def play_tick(core: BotCore, platform: str) -> None:
    """The tables' turns run out (the automatic moves), without claiming their posts."""
    await asyncio.to_thread(core.services.play.tick, platform)


async def play_posts(core: BotCore, platform: str, *, edit_seconds: float, private_prompts: bool,
                     every_table: bool = False) -> list[TablePost]:
    """What the tables just changed (or, ``every_table``, all of the platform's) owe their chats, claimed."""
    play = core.services.play
    return await asyncio.to_thread(play.posts, platform, play.touched(platform), edit_seconds, private_prompts,
                                   every_table)


async def table_posted(core: BotCore, post: TablePost, message_id: str) -> None:
    """The post's table message went out as a new message with this id: later changes edit it."""
    await asyncio.to_thread(core.services.play.posted, post.table_id, post.hand, message_id)


async def prompts_sent(core: BotCore, post: TablePost) -> None:
    """The post's questions went out: nobody asks them again."""
    if post.prompts:
        await asyncio.to_thread(core.services.play.prompts_sent, post.table_id, post.prompts)
