"""/play through the core with the real store and engine: the lobby, seats of people, AI and away, the
timer's automatic move, a press taken twice, each hand on the chat's score sheet, the game log, and what
the chat is shown (one table message, edits coalesced, each person asked once per decision)."""

from __future__ import annotations

import ast
import hashlib
import json
import threading
from pathlib import Path

import pytest

from bot.core import CommandContext
from bot.i18n import LANGUAGES, load_strings
from bot.services.play_board import move_of
from bot.storage import chat_key
from quiz.play import engine
from quiz.play.model import Status
from quiz.sheet.store import SheetStore
from tests import parsed
from tests.bot import play_core
from tests.bot.outbound import play_posts, play_tick, prompts_sent, table_posted
from tests.bot.play_moves import button_for, choice

#: the shared fixtures: a core over a fresh database with the quick wall, and its clock
clock, core = play_core.clock, play_core.core
GROUP = "-100900"


def person(user: str, name: str) -> CommandContext:
    return CommandContext("telegram", GROUP, user, name, is_group=True, locale="en")


ANN, BO, CY, DI = person("1", "Ann"), person("2", "Bo"), person("3", "Cy"), person("4", "Di")
PEOPLE = {p.user_id: p for p in (ANN, BO, CY, DI)}


def table_of(core):
    return core.services.play.store.table("telegram", GROUP) or core.services.play.store.last("telegram", GROUP)


def now_of(core):
    return core.services.play.store.hand(table_of(core))


async def press(core, who: CommandContext, action: str):
    return await core.handle_action(who, action)


async def open_table(core, words: str, *joining: CommandContext):
    [ack] = await core.handle(ANN, "play", words)
    assert not ack.is_error, ack.text.plain
    table = table_of(core)
    for who in joining:
        [reply] = await press(core, who, f"play:join:{table.id}")
        assert not reply.is_error, reply.text.plain
    return table_of(core)


async def play_move(core, who: CommandContext):
    """``who`` asks for their hand and presses the button of their choice."""
    table = table_of(core)
    now = now_of(core)
    seat = table.seat_of(who.user_id)
    [hand] = await press(core, who, f"play:hand:{table.id}")
    button = button_for(hand.buttons, choice(now, seat))
    return await press(core, who, button.action)


async def play_out(core, limit: int = 200) -> int:
    """Every person waited for plays, until the hand (or the table) ends; returns the presses made."""
    presses = 0
    table = table_of(core)
    hand = table.hand
    while table.status is Status.PLAYING and table.hand == hand:
        waiting = sorted(now_of(core).waiting)
        seat = waiting[0]
        [reply] = await play_move(core, PEOPLE[table.seats[seat].user_id])
        assert not reply.is_error, reply.text.plain
        presses += 1
        assert presses < limit
        table = table_of(core)
    return presses


async def test_a_table_waits_in_its_lobby_and_starts_when_the_people_seats_are_full(core):
    table = await open_table(core, "2")
    assert table.status is Status.LOBBY and [s.name for s in table.seats] == ["Ann"]
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert post.message_id is None and "1 of 2 people seated: Ann" in post.table.text.plain
    assert [b.action.split(":")[1] for b in post.table.buttons[0]] == ["join", "start", "leave"]
    [[hand_button]] = post.table.buttons[1:]
    assert hand_button.private and hand_button.action == f"play:hand:{table.id}"
    [seated] = await press(core, ANN, hand_button.action)
    assert "once the game starts" in seated.text.plain and not seated.is_error
    [refused] = await press(core, ANN, f"play:join:{table.id}")
    assert refused.is_error and "seat already" in refused.text.plain
    await press(core, BO, f"play:join:{table.id}")
    table = table_of(core)
    assert table.status is Status.PLAYING and table.hand == 1
    assert [(s.name, s.ai) for s in table.seats] == [("Ann", False), ("Bo", False), ("AI 3", True), ("AI 4", True)]
    sheet = SheetStore(core.storage.db).view(chat_key("telegram", GROUP))
    assert [p.name for p in sheet.sheet.start.players] == ["Ann", "Bo", "AI 3", "AI 4"]
    assert sheet.table.start.option("played") == "fanbot"


async def test_the_opener_alone_may_start_early_and_ai_takes_the_empty_seats(core):
    table = await open_table(core, "4 seconds=30 hands=1 ai=beginner", BO)
    [refused] = await press(core, BO, f"play:start:{table.id}")
    assert refused.is_error and "opened the table" in refused.text.plain
    await press(core, ANN, f"play:start:{table.id}")
    table = table_of(core)
    assert table.status is Status.PLAYING and table.people == 2
    assert table.options.move_seconds == 30 and table.options.hands == 1 and table.options.ai_level == "beginner"
    [again] = await core.handle(CY, "play", "")
    assert again.is_error and "has a table already" in again.text.plain


async def test_a_press_taken_twice_acts_once_even_when_both_arrive_at_once(core):
    table = await open_table(core, "1")
    now = now_of(core)
    [hand] = await press(core, ANN, f"play:hand:{table.id}")
    button = button_for(hand.buttons, choice(now, 0))
    [first] = await press(core, ANN, button.action)
    [second] = await press(core, ANN, button.action)
    assert not first.is_error and second.is_error and "already made" in second.text.plain
    logged = core.storage.db.play.decisions(table.id, 1)
    assert [d.author for d in logged].count("1") == 1

    # two workers' threads pressing the same button at the same moment: one acts, the other is refused
    while 0 not in now_of(core).waiting:
        await play_move(core, ANN)
    now = now_of(core)
    [hand] = await press(core, ANN, f"play:hand:{table.id}")
    action = button_for(hand.buttons, choice(now, 0)).action
    store, seat_point, code = core.services.play.store, int(action.split(":")[3]), action.split(":")[4]
    gate, outcomes = threading.Barrier(2), []

    def at_once():
        gate.wait()
        try:
            store.act(table.id, "1", seat_point, move_of(code, 0))
            outcomes.append("acted")
        except Exception as error:  # PlayError("stale_move"), or the database's refusal of the duplicate
            outcomes.append(type(error).__name__)

    threads = [threading.Thread(target=at_once) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == ["PlayError", "acted"], outcomes
    assert len(core.storage.db.play.decisions(table.id, 1)) == len(set(
        d.seq for d in core.storage.db.play.decisions(table.id, 1)))


async def test_two_people_two_ai_one_runs_out_of_time_and_takes_the_seat_back_the_other_leaves(core, clock):
    table = await open_table(core, "2 seconds=20 hands=1", BO)
    assert table.deadline == clock.now + 20
    waiting = sorted(now_of(core).waiting)
    late = PEOPLE[table.seats[waiting[0]].user_id]
    before = len(core.storage.db.play.decisions(table.id, 1))
    clock.advance(19)
    await play_tick(core, "telegram")
    assert len(core.storage.db.play.decisions(table.id, 1)) == before  # not yet
    clock.advance(2)
    await play_tick(core, "telegram")
    table = table_of(core)
    logged = core.storage.db.play.decisions(table.id, 1)
    assert logged[before].author == "auto" and logged[before].seat == waiting[0]
    assert table.seats[waiting[0]].away and not table.seats[waiting[0]].ai
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True)
    assert f"{late.user_name} (away)" in post.table.text.plain
    [back] = await press(core, late, f"play:back:{table.id}")
    assert not back.is_error and not table_of(core).seats[waiting[0]].away
    leaver = BO if late is ANN else ANN
    await press(core, leaver, f"play:leave:{table.id}")
    table = table_of(core)
    assert table.seats[table.seats.index(next(s for s in table.seats if s.user_id == leaver.user_id))].ai
    # the one person left plays the hand out against three AI seats
    stayer = late
    while table.status is Status.PLAYING:
        if sorted(now_of(core).waiting):
            [reply] = await play_move(core, stayer)
            assert not reply.is_error, reply.text.plain
        table = table_of(core)
    assert table.status is Status.ENDED and table.hand == 1


async def test_a_full_hand_of_four_people_is_scored_onto_the_chats_sheet_and_exported(core):
    await open_table(core, "4 hands=1", BO, CY, DI)
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    await table_posted(core, post, "50")
    committed = post.table.text.plain.rsplit("SHA-256: ", 1)[1]
    presses = await play_out(core)
    table = table_of(core)
    assert table.status is Status.ENDED and presses == 26
    view = SheetStore(core.storage.db).last_ended(chat_key("telegram", GROUP))
    [win] = [row.entry for row in view.sheet.rows]
    assert (win.winner, win.loser, win.fan) == (3, 1, 8) and win.hand and win.fans
    assert view.sheet.totals == table.totals == (-8, -16, -8, 32)
    posts = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    [post] = posts
    result, standings = post.before
    assert "Di wins on Bo's discard: 8 fan" in result.text.plain and result.picture is not None
    assert "1. Di +32" in standings.text.plain
    [exported] = await core.handle(ANN, "play", "export")
    events = [json.loads(line) for line in exported.document.data.decode().splitlines()]
    assert events[0]["event"] == "deal" and events[-1]["event"] == "hand_end"
    assert events[-1]["winner"] == 3 and events[-1]["discarder"] == 1 and events[-1]["fan"] == 8
    # the wall committed at the start (its SHA-256 on the table) is revealed with the result and in the log
    assert hashlib.sha256(events[-1]["wall"].encode()).hexdigest() == events[-1]["wall_sha256"] == committed
    assert events[-1]["wall"] in result.text.plain


async def test_the_chat_gets_one_table_message_edited_at_most_every_few_seconds_and_each_person_is_asked_once(
        core, clock):
    table = await open_table(core, "2", BO)
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert post.message_id is None and post.table is not None
    await table_posted(core, post, "77")
    asked = {user for user, _ in post.private}
    waiting = sorted(now_of(core).waiting)
    assert asked == {table.seats[s].user_id for s in waiting}
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []
    await play_move(core, PEOPLE[table.seats[waiting[0]].user_id])
    posts = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert all(p.table is None for p in posts)  # the move is shown at the next edit, not at once
    clock.advance(4)
    [edit] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True)
    assert edit.message_id == "77" and edit.table is not None
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []


async def test_a_move_out_of_turn_or_a_forged_button_gets_a_short_answer(core):
    table = await open_table(core, "2", BO)
    idle = next(p for p in (ANN, BO) if table.seat_of(p.user_id) not in now_of(core).waiting)
    for action in (f"play:m:{table.id}:0:d1m", f"play:m:{table.id}:0:zz", f"play:m:{table.id}:x:d1m",
                   "play:join", f"play:hand:{'0' * 32}"):
        [reply] = await press(core, idle, action)
        assert reply.is_error and "Traceback" not in reply.text.plain, action
        assert not reply.text.plain.startswith(("play_table_error.", "error.internal")), action


async def test_a_coached_table_shows_the_coachs_advice_with_the_hand_and_reviews_each_hand_in_private(core, clock):
    plain = await open_table(core, "1 hands=1")
    now = now_of(core)
    [hand] = await press(core, ANN, f"play:hand:{plain.id}")
    assert "Shanten" not in hand.text.plain and "shanten" not in hand.text.plain.casefold()
    await core.handle(ANN, "play", "stop")
    clock.advance(1)

    table = await open_table(core, "1 hands=1 coach=on")
    assert table.options.coach
    now = now_of(core)
    [hand] = await press(core, ANN, f"play:hand:{table.id}")
    advice = engine.coach_hint(now.state, 0)
    assert advice.discard and advice.discard in hand.text.plain.split("\n", 4)[-1]  # the advice, after the hand
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    await table_posted(core, post, "60")
    while table_of(core).status is Status.PLAYING:
        if now_of(core).waiting:
            await play_move(core, ANN)
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    reviews = [reply for user, reply in post.private if user == "1"]
    assert len(reviews) == 1 and "Review of your discards: 5 of 5" in reviews[0].text.plain  # she played its choice
    [discord] = [p for p in await play_posts(core, "discord", edit_seconds=1, private_prompts=False)] or [None]
    assert discord is None  # another platform's tables are not this one's


async def test_the_terminal_is_pointed_to_fanbot_play(core):
    [reply] = await core.handle(CommandContext("console", "console", "me", "me"), "play", "")
    assert reply.is_error and "fanbot play" in reply.text.plain


async def test_a_hand_that_ends_at_a_tick_still_posts_its_result_and_the_standings(core, clock):
    await open_table(core, "1 hands=1 seconds=10")
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    await table_posted(core, post, "70")
    clock.advance(11)  # Ann never plays: away after her first timeout, her moves are automatic from then on
    await play_tick(core, "telegram")
    assert table_of(core).status is Status.ENDED
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True)
    assert [reply.text.plain.split("\n")[0] for reply in post.before] == ["Hand 1: result",
                                                                          "The game is over. Standings:"]
    assert post.table is not None and post.message_id == "70" and not post.table.buttons
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []


async def test_a_claim_window_keeps_its_time_when_one_person_passes_and_the_next_turn_gets_a_full_one(core, clock):
    core.services.play.store.new_seed = lambda: "window-0"  # its fourth decision: a discard two people may claim
    table = await open_table(core, "4 seconds=30 hands=1", BO, CY, DI)
    for _ in range(40):  # play on until a discard that two people or more may claim, none for a win
        now = now_of(core)
        wins = [a for seat in now.waiting for a in engine.legal(now.state, seat) if a.kind is engine.ActionKind.WIN]
        if len(now.waiting) >= 2 and not wins:
            break
        await play_move(core, PEOPLE[table.seats[min(now.waiting)].user_id])
        clock.advance(3)
    else:
        raise AssertionError("no claim window with two people in the first 40 moves")
    opened = table_of(core).deadline
    clock.advance(7)
    passer = min(now.waiting)
    [hand] = await press(core, PEOPLE[table.seats[passer].user_id], f"play:hand:{table.id}")
    await press(core, PEOPLE[table.seats[passer].user_id], button_for(hand.buttons, "x").action)
    after = now_of(core)
    assert after.waiting == now.waiting - {passer} and table_of(core).deadline == opened  # the others' time runs on
    while now_of(core).waiting <= after.waiting:  # the others answer, until the game asks for a new decision
        await play_move(core, PEOPLE[table.seats[min(now_of(core).waiting)].user_id])
    assert now_of(core).waiting and table_of(core).deadline == clock.now + 30  # a new decision: a full time


async def test_a_hand_says_how_many_seconds_are_left_to_decide(core, clock):
    table = await open_table(core, "1 seconds=40 hands=1")
    clock.advance(15)
    [hand] = await press(core, ANN, f"play:hand:{table.id}")
    assert "Your time runs out in 25 s" in hand.text.plain


async def test_a_question_claimed_by_a_worker_that_died_before_sending_it_is_asked_again(core, clock):
    await open_table(core, "1 hands=1")
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert [user for user, _ in post.private] == ["1"]  # claimed, and then the worker died: never reported sent
    await table_posted(core, post, "80")
    clock.advance(9)
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []
    clock.advance(2)
    [again] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True)
    assert [user for user, _ in again.private] == ["1"] and again.prompts == post.prompts
    await prompts_sent(core, again)
    clock.advance(60)
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []


async def test_a_dead_workers_question_whose_decision_has_passed_costs_the_ticks_nothing(core, clock):
    await open_table(core, "2 hands=1 seconds=20", BO)
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    await table_posted(core, post, "90")  # the question went out unreported (the worker died); the time runs out
    clock.advance(21)
    await play_tick(core, "telegram")
    for post in await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True):
        await prompts_sent(core, post)
    table = table_of(core)
    assert table.status is Status.PLAYING and table.posts.sent == table.posts.prompted
    board, claims = core.services.play, []
    original = board._claim
    board._claim = lambda *args: claims.append(args) or original(*args)
    clock.advance(11)  # past the question's lease, within the next decision's time
    assert await play_posts(core, "telegram", edit_seconds=4, private_prompts=True, every_table=True) == []
    assert claims == []  # settled: the tick does not even open a transaction for it


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_of_a_table_reads_in_every_language(language):
    codes = set()
    for path in [*Path("quiz/play").glob("*.py"), Path("bot/commands/play.py"), Path("bot/services/play_board.py")]:
        for node in parsed.nodes(path):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "PlayError":
                codes.add(node.args[0].value)
    assert len(codes) >= 12
    strings = load_strings(language)
    assert sorted(code for code in codes if f"play_table_error.{code}" not in strings) == []
