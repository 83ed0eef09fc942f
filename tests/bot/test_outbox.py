"""What the chats are owed, through the core's one outbound cycle (``bot/outbox.py``): claimed as typed items,
delivered by kind, acknowledged or released; and the adapters' one delivery loop (``bot/adapters/delivery.py``)."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable

import pytest

from bot.adapters.chat_sends import ChatSends
from bot.adapters.delivery import DeliveryLoop
from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.outbox import Advance, DeliveryReceipt, Outgoing, OutgoingKind, Outlet, Settles, table_items
from bot.replies import Reply
from bot.session import TablePost
from tests.clock import Clock
from tests.migrated import migrated_url

TELEGRAM = Outlet("telegram", edit_seconds=4.0, private_prompts=True, owing=True)


@pytest.fixture
def clock():
    return Clock(1_800_000_000.0)


def _core(tmp_path, clock) -> BotCore:
    return BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)), clock=clock)


@pytest.fixture
def core(tmp_path, clock):
    core = _core(tmp_path, clock)
    yield core
    core.close()


def _group(user: str = "u1") -> CommandContext:
    return CommandContext("telegram", "-100700", user, "Ann", is_group=True, is_admin=True, locale="en")


async def _claim_every_step(core: BotCore, outlet: Outlet = TELEGRAM) -> list[Outgoing]:
    return [item for advance in Advance for item in await core.claim(outlet, advance=advance)]


def test_a_tables_post_becomes_items_in_the_order_the_chat_sees_them_and_its_questions_in_a_lane_of_their_own():
    reply = Reply(text="x")
    post = TablePost("telegram", "-1", "t1", 2, before=(reply, reply), table=reply, message_id=None,
                     private=(("7", reply), ("8", reply)), prompts=(("1", 20_003),), closing=reply, closed="41")
    closing, results, table, review, question = table_items(post)
    assert (closing.kind, closing.message_id) == (OutgoingKind.EDIT, "41")
    assert results.kind is OutgoingKind.MESSAGE and results.replies == (reply, reply) and results.token is None
    assert table.reports_id and (table.token.settles, table.token.key, table.token.hand) == (
        Settles.TABLE_MESSAGE, "t1", 2)
    assert {closing.lane, results.lane, table.lane} == {""}  # the chat's own lane, in this order
    assert (review.kind, review.chat_id, review.lane, review.token) == (OutgoingKind.PROMPT, "7", "prompts:t1", None)
    assert (question.chat_id, question.token.questions) == ("8", (("1", 20_003),))


async def test_a_new_table_message_acknowledged_with_its_id_is_edited_afterwards(core, clock):
    await core.handle(_group(), "play", "2")
    [lobby] = await core.claim(TELEGRAM)  # the command touched the chat: its table is owed
    assert lobby.kind is OutgoingKind.MESSAGE and lobby.reports_id and lobby.chat_id == "-100700"
    await core.acknowledge(lobby, DeliveryReceipt("501"))
    table = core.services.play.store.table("telegram", "-100700")
    await core.handle_action(_group("u2"), f"play:join:{table.id}")
    clock.now += TELEGRAM.edit_seconds  # edits are kept that far apart
    [edit] = [item for item in await core.claim(TELEGRAM) if item.kind is OutgoingKind.EDIT]
    assert edit.message_id == "501" and "Hand 1/" in edit.replies[0].text.plain  # the lobby became the table


async def test_nothing_is_claimed_after_a_command_that_changed_no_table(core):
    await core.handle(_group(), "help")
    assert await core.claim(TELEGRAM) == []


async def test_a_round_result_released_unsent_is_offered_again_and_once_acknowledged_never(tmp_path, clock):
    first, second = _core(tmp_path, clock), _core(tmp_path, clock)
    try:
        await first.handle(_group(), "quiz", "start rounds=1 seconds=30")
        clock.now += 31
        [result] = await _claim_every_step(first)
        assert result.token.settles is Settles.ROUND_RESULT
        assert await _claim_every_step(second) == []  # another worker holds it
        await first.release([result])  # stopping with it unsent
        [again] = await _claim_every_step(second)
        assert again.chat_id == result.chat_id and again.token.key == result.token.key
        await second.acknowledge(again, DeliveryReceipt())
        clock.now += 1000  # past any lease
        assert await _claim_every_step(first) == [] and await _claim_every_step(second) == []
    finally:
        first.close()
        second.close()


class _Platform:
    """A platform that puts off what goes to chat "late" and has no chat "nowhere"."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def lane(self, item: Outgoing) -> Hashable | None:
        return None if item.chat_id == "nowhere" else item.lane or item.chat_id

    async def deliver(self, item: Outgoing) -> DeliveryReceipt | None:
        if item.chat_id == "late":
            return None
        self.sent.append(item.chat_id)
        return DeliveryReceipt("9")


class _Core:
    """The core's outbound side, recording what the loop tells it."""

    def __init__(self, items: list[Outgoing]) -> None:
        self.items = items
        self.acknowledged: list[tuple[str, DeliveryReceipt]] = []
        self.released: list[str] = []

    async def claim(self, outlet: Outlet, *, advance: Advance | None = None) -> list[Outgoing]:
        return self.items if advance is Advance.ROUNDS else []

    async def acknowledge(self, item: Outgoing, delivered: DeliveryReceipt) -> None:
        self.acknowledged.append((item.chat_id, delivered))

    async def release(self, items) -> None:
        self.released += [item.chat_id for item in items]


async def test_the_delivery_loop_acknowledges_what_went_out_and_releases_what_was_put_off_when_it_stops():
    items = [Outgoing(OutgoingKind.MESSAGE, "test", chat, (Reply(text="x"),)) for chat in ("a", "late", "nowhere")]
    core, platform = _Core(items), _Platform()
    loop = DeliveryLoop(core, Outlet("test"), platform, ChatSends())
    await loop.tick(wait=True)
    assert platform.sent == ["a"]
    assert core.acknowledged == [("nowhere", DeliveryReceipt(delivered=False)), ("a", DeliveryReceipt("9"))]
    await loop.close()
    assert core.released == ["late"]


async def test_a_stopped_delivery_loop_claims_nothing_more_and_releases_what_a_tick_under_way_claimed():
    # a result it released would otherwise be taken over again by its own next tick, leased to a worker that
    # no longer sends, and wait out the lease before the next worker could post it
    items = [Outgoing(OutgoingKind.MESSAGE, "test", "a", (Reply(text="x"),))]
    claimed = asyncio.Event()
    go_on = asyncio.Event()

    class Busy(_Core):
        async def claim(self, outlet: Outlet, *, advance: Advance | None = None) -> list[Outgoing]:
            if advance is Advance.ROUNDS:
                claimed.set()
                await go_on.wait()  # the adapter stops while this claim is under way
            return await super().claim(outlet, advance=advance)

    core, platform = Busy(items), _Platform()
    loop = DeliveryLoop(core, Outlet("test"), platform, ChatSends())
    ticking = asyncio.create_task(loop.tick())
    await claimed.wait()
    await loop.close()
    go_on.set()
    await ticking
    assert platform.sent == [] and core.released == ["a"]
    await loop.tick()
    await loop.claim()
    assert core.released == ["a"] and not core.acknowledged  # nothing claimed once stopped


async def test_one_chats_waiting_items_never_hold_another_chats():
    gate = asyncio.Event()

    class Slow(_Platform):
        async def deliver(self, item: Outgoing) -> DeliveryReceipt | None:
            if item.chat_id == "busy":
                await gate.wait()
            return await super().deliver(item)

    items = [Outgoing(OutgoingKind.MESSAGE, "test", chat, (Reply(text="x"),)) for chat in ("busy", "busy", "calm")]
    platform = Slow()
    loop = DeliveryLoop(_Core(items), Outlet("test"), platform, ChatSends())
    await loop.tick()
    await asyncio.sleep(0.05)
    assert platform.sent == ["calm"]
    gate.set()
    await asyncio.sleep(0.05)
    assert platform.sent == ["calm", "busy", "busy"]
    await loop.close()
