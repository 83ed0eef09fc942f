"""/play riichi through the core with the real store and engine (``scoring.riichi.game``): the preset named at
the table, four and three seats, a person's hand played by its buttons to the hand's end, the hand's result,
a restart mid-hand carrying on, and the game's tenhou.net/6 and mjai files."""

from __future__ import annotations

import argparse
import io
import json
import sys

from bot.cli import main
from bot.cli.play_riichi_human import play_console
from bot.core import CommandContext
from bot.render.text_play_riichi import button_rows, move_code, move_of, shown_as
from bot.storage import chat_key
from quiz.play.model import Status
from quiz.play.store import PlayStore
from quiz.sheet.store import SheetStore
from scoring.riichi.game.ai import decide_view
from scoring.riichi.game.model import Act, Action
from tests.bot import play_core
from tests.bot.outbound import play_posts, play_tick
from tests.bot.play_moves import button_for

clock, core = play_core.clock, play_core.core
GROUP = "-100932"
ANN = CommandContext("telegram", GROUP, "1", "Ann", is_group=True, locale="en")


def ai_code(now, seat: int) -> str:
    """The code of the button of the engine AI's choice at ``seat``."""
    view = now.state.hand.view(seat)
    return move_code(shown_as(decide_view(view), view.legal))


def table_of(core):
    store = core.services.play.store
    return store.table("telegram", GROUP) or store.last("telegram", GROUP)


def now_of(core):
    return core.services.play.store.hand(table_of(core))


async def play_hand_out(core) -> int:
    """Ann presses the button of the engine AI's choice at each of her decisions until the hand ends."""
    table, presses = table_of(core), 0
    hand = table.hand
    while table.status is Status.PLAYING and table.hand == hand:
        now = now_of(core)
        [reply] = await core.handle_action(ANN, f"play:hand:{table.id}")
        code = ai_code(now, 0)
        [moved] = await core.handle_action(ANN, button_for(reply.buttons, code).action)
        assert not moved.is_error, moved.text.plain
        presses += 1
        table = table_of(core)
    return presses


async def test_a_riichi_table_names_its_preset_and_plays_a_hand_to_its_result(core):
    [ack] = await core.handle(ANN, "play", "riichi preset=tenhou 1 coach=on")
    assert not ack.is_error, ack.text.plain
    table = table_of(core)
    assert table.status is Status.PLAYING and table.options.ruleset == "riichi" and table.options.preset == "tenhou"
    assert [s.ai for s in table.seats] == [False, True, True, True]
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    shown = post.table.text.plain
    assert "tenhou" in shown and "honba 0" in shown and "Dora indicators:" in shown and "25000" in shown
    [hand] = await core.handle_action(ANN, f"play:hand:{table.id}")
    assert "Coach: each discard" in hand.text.plain and "◀" in hand.text.plain
    assert await play_hand_out(core) > 0
    table = table_of(core)
    assert table.hand == 2 or table.status is Status.ENDED
    assert sum(table.totals) + 1000 * now_of(core).state.opening["sticks"] == 0  # points kept, sticks aside
    [post] = await play_posts(core, "telegram", edit_seconds=0, private_prompts=True)
    result = post.before[0].text.plain
    assert "Hand 1" in result and ("wins" in result or "Draw" in result)
    [(user, review)] = [(user, reply) for user, reply in post.private if "Review" in reply.text.plain]
    discards = sum(1 for d in core.storage.db.play.decisions(table.id, 1)
                   if d.author == "1" and d.action["kind"] in ("discard", "riichi"))
    assert user == "1" and review.private and f" of {discards} as the analysis would" in review.text.plain
    sheet = SheetStore(core.storage.db).view(chat_key("telegram", GROUP)).sheet
    assert sheet.start.ruleset == "riichi" and sheet.start.option("played") == "fanbot"
    scores = now_of(core).state.hand.view(0).scores  # the second hand's start: the first one's end
    assert tuple(sheet.totals) == tuple(scores), (sheet.totals, scores)


async def test_a_three_player_table_seats_three_and_a_bad_preset_is_refused(core):
    [refused] = await core.handle(ANN, "play", "riichi preset=nowhere")
    assert refused.is_error and "tenhou-3p" in refused.text.plain
    [ack] = await core.handle(ANN, "play", "riichi preset=tenhou-3p 1")
    assert not ack.is_error, ack.text.plain
    table = table_of(core)
    assert len(table.seats) == 3 and table.totals == (0, 0, 0)
    assert len(now_of(core).state.hand.wall) == 108  # 2m-8m left out


async def test_a_restarted_worker_replays_the_hand_from_its_log_and_carries_on(core):
    await core.handle(ANN, "play", "riichi preset=mahjong-soul 1")
    table = table_of(core)
    for _ in range(3):
        now = now_of(core)
        [reply] = await core.handle_action(ANN, f"play:hand:{table.id}")
        code = ai_code(now, 0)
        await core.handle_action(ANN, button_for(reply.buttons, code).action)
    before = now_of(core)
    fresh = PlayStore(core.storage.db).hand(table_of(core))  # a new process: nothing remembered
    assert fresh.point == before.point and fresh.waiting == before.waiting
    assert fresh.state.hand.view(0) == before.state.hand.view(0)
    assert fresh.decisions[0].action["kind"] == "start" and fresh.decisions[0].seat == -1


async def test_the_export_gives_the_games_tenhou_json_and_mjai_lines(core):
    await core.handle(ANN, "play", "riichi 1")
    await play_hand_out(core)
    replies = await core.handle(ANN, "play", "export")
    files = {reply.document.filename.rsplit(".", 2)[-2] if reply.document.filename.endswith(".mjai.jsonl")
             else reply.document.filename.rsplit(".", 1)[-1]: reply.document for reply in replies}
    tenhou = json.loads(files["json"].data)
    assert len(tenhou["log"]) >= 1 and tenhou["name"][0] == "Ann"
    first = json.loads(files["mjai"].data.splitlines()[0])
    assert first["type"] == "start_game"
    [summary, *_] = await core.handle(ANN, "review", "")  # the review reads the game's first file
    assert not summary.is_error and "Review of Ann (seat 0), tenhou6 log" in summary.text.plain
    await core.handle(ANN, "play", "stop")
    [post] = await play_posts(core, "telegram", edit_seconds=0, private_prompts=True)
    [standings] = [reply.text.plain for reply in post.before if "Standings" in reply.text.plain]
    link = standings.rsplit("Tenhou's viewer: ", 1)[1]
    assert link.startswith("https://tenhou.net/6/#json=") and json.loads(link.split("=", 1)[1]) == tenhou


def test_riichi_is_a_button_beside_the_discard_it_declares_on_and_codes_read_back():
    choices = (Action(Act.DISCARD, 0, 4), Action(Act.DISCARD, 0, 52), Action(Act.RIICHI, 0, 52),
               Action(Act.TSUMO, 0), Action(Act.DISCARD, 0, 120))
    [row, rest] = button_rows(choices, 4)
    assert [(c.kind, c.tile) for c in row] == [(Act.TSUMO, None), (Act.DISCARD, 4), (Act.DISCARD, 52),
                                               (Act.RIICHI, 52)]
    assert [c.tile for c in rest] == [120]
    chi = Action(Act.CHI, 2, 40, (44, 48))
    assert move_code(chi) == "c040044048" and move_of("c040044048", 2) == chi.to_json()


def test_a_console_game_plays_a_whole_hand_against_ai_seats_and_writes_its_tenhou_log(tmp_path):
    log = tmp_path / "game.json"
    args = argparse.Namespace(lang="en", no_coach=False, level="player", log=str(log))
    out = io.StringIO()
    answers = io.StringIO("hint\nnonsense\n" + "1\n" * 20)  # the first choice each time: wins, calls, discards
    assert play_console(args, "tenhou-3p", 7, answers, out) == 0
    shown = out.getvalue()
    assert "Coach:" in shown and "Type a number from 1 to" in shown and "Hand 1: result" in shown
    assert "Review of your discards:" in shown
    assert "Standings" in shown and "tenhou-3p · East 1" in shown
    assert len(json.loads(log.read_text())["name"]) == 3


async def test_a_person_whose_time_runs_out_gets_the_automatic_move_and_one_who_leaves_an_ai(core, clock):
    bo = CommandContext("telegram", GROUP, "2", "Bo", is_group=True, locale="en")
    await core.handle(ANN, "play", "riichi preset=tenhou 2 seconds=20")
    await core.handle_action(bo, f"play:join:{table_of(core).id}")
    table = table_of(core)
    assert [s.ai for s in table.seats] == [False, False, True, True] and table.deadline == clock.now + 20
    late = min(now_of(core).waiting)
    logged = len(core.storage.db.play.decisions(table.id, 1))
    clock.advance(21)
    await play_tick(core, "telegram")
    table = table_of(core)
    automatic = core.storage.db.play.decisions(table.id, 1)[logged]
    assert automatic.author == "auto" and automatic.seat == late and automatic.action["kind"] in ("discard", "pass")
    assert table.seats[late].away
    latecomer, leaver = (ANN, bo) if table.seats[late].user_id == ANN.user_id else (bo, ANN)
    [back] = await core.handle_action(latecomer, f"play:back:{table.id}")
    assert not back.is_error and not table_of(core).seats[late].away
    [left] = await core.handle_action(leaver, f"play:leave:{table.id}")
    assert not left.is_error and table_of(core).seats[table.seat_of(leaver.user_id)].ai


def test_fanbot_play_rules_riichi_seats_you_against_ai_seats(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--rules", "riichi", "--preset", "tenhou-3p", "--ai", "2", "--seed", "3"]) == 0
    shown = capsys.readouterr().out
    assert "tenhou-3p · East 1" in shown and "Hand 1, your seat: East" in shown and "Standings" in shown
