"""A whole east-only Riichi game in the terminal (``fanbot play --rules riichi --length east``), you against
three AI seats, to its final standings; and the same game kept in a save file (``--save``), its process killed
with SIGKILL mid-hand and started again with it, carrying the game on to the same end. The terminal has no
clock and no seat to leave (``quit`` ends the game): the timeout and the leaver are the chats' tests'."""

from __future__ import annotations

import asyncio
import io
import json
import signal
import sys

from bot.cli import main
from tests.bot.fanbot_process import environment, fanbot_command, output, reap, start

#: the game: Tenhou's rules east-only, a seed that ends in four hands, you choosing the first choice each time
GAME = ["play", "--rules", "riichi", "--preset", "tenhou", "--length", "east", "--ai", "3", "--seed", "5",
        "--no-coach"]
#: more first choices than the game asks for
ANSWERS = "1\n" * 400


def standings(shown: str) -> str:
    return shown[shown.rindex("The game is over. Standings:"):]


def test_a_whole_east_only_game_in_the_terminal_to_its_final_standings(monkeypatch, capsys, tmp_path):
    save = tmp_path / "game.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO(ANSWERS))
    assert main([*GAME, "--save", str(save)]) == 0
    shown = capsys.readouterr().out
    assert "tenhou, east-only · East 1" in shown and "Hand 4: result" in shown
    assert "South 1" not in shown and "(+" in standings(shown)
    assert not save.exists()  # the game ended by its rules: nothing left to carry on


async def test_a_terminal_game_killed_mid_hand_carries_on_from_its_save_file(tmp_path, monkeypatch, capsys):
    save = tmp_path / "game.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO(ANSWERS))
    assert main(GAME) == 0
    uninterrupted = standings(capsys.readouterr().out)

    game = await start(fanbot_command(*GAME, "--save", str(save)), cwd=tmp_path, env=environment(), stdin=True)
    try:
        game.stdin.write(b"1\n" * 3)  # three decisions, then the game waits for the fourth, mid-hand
        await game.stdin.drain()
        for _ in range(600):
            if save.exists() and len(json.loads(save.read_text())["hands"][0]) > 4:
                break
            await asyncio.sleep(0.1)
        kept = json.loads(save.read_text())
        assert len(kept["hands"]) == 1 and kept["length"] == "east"
        game.send_signal(signal.SIGKILL)
        await asyncio.wait_for(game.wait(), 20)
    finally:
        await reap(game)

    again = await start(fanbot_command(*GAME, "--save", str(save)), cwd=tmp_path, env=environment(), stdin=True)
    try:
        again.stdin.write(ANSWERS.encode())
        again.stdin.close()
        assert await asyncio.wait_for(again.wait(), 120) == 0
        shown = await output(again)
    finally:
        await reap(again)
    assert "Carrying the saved game on from hand 1." in shown
    assert standings(shown) == uninterrupted  # the same game, to the same end
    assert not save.exists()
