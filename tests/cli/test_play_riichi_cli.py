"""``fanbot play --rules riichi``: AI games written as tenhou.net/6 JSON or mjai, one file per game."""

from __future__ import annotations

import io
import json

import pytest

import bot.cli.play_riichi as play_riichi
from bot.cli import main
from scoring.riichi.game.match import play_game


@pytest.fixture(autouse=True)
def short_games(monkeypatch):
    """One hand a game: the command is under test here, whole games are the engine's tests."""
    monkeypatch.setattr(play_riichi, "play_game", lambda preset, seed, decide: play_game(preset, seed, decide, 1))


def test_several_games_are_written_as_tenhou_json_with_their_number_before_the_ending(tmp_path, capsys):
    path = tmp_path / "game.json"
    assert main(["play", "--rules", "riichi", "--ai", "4", "--games", "2", "--seed", "3", "--log", str(path)]) == 0
    data = [json.loads((tmp_path / f"game-{n}.json").read_text(encoding="utf-8")) for n in (1, 2)]
    assert [len(d["log"]) for d in data] == [1, 1] and len(data[0]["name"]) == 4 and data[0] != data[1]
    assert capsys.readouterr().out.startswith("game 1 (1 hand): scores ")


def test_a_three_player_preset_writes_mjai_lines(tmp_path):
    path = tmp_path / "game.jsonl"
    assert main(["play", "--rules", "riichi", "--preset", "tenhou-3p", "--ai", "3", "--seed", "3",
                 "--log", str(path)]) == 0
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0] == {"type": "start_game", "names": ["AI 1", "AI 2", "AI 3"], "preset": "tenhou-3p", "seed": "3"}
    assert len(lines[1]["tehais"]) == 3 and lines[-1]["type"] == "end_game"


@pytest.mark.parametrize(("args", "said"), [
    (["--preset", "nowhere", "--ai", "4"], "unknown preset nowhere"),
    (["--ai", "2"], "--ai must be 4 (every seat an AI) or 3 (you play seat 0) here"),  # --ai 3: you play
    (["--ai", "4", "--log", "game.txt"], "must end in .json"),
])
def test_a_wrong_table_is_refused_with_its_reason(args, said, capsys):
    assert main(["play", "--rules", "riichi", *args]) == 2
    assert said in capsys.readouterr().err


def test_a_terminal_game_quit_at_once_says_how_its_log_is_written_not_a_chat_command(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--rules", "riichi", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().endswith("fanbot play --log FILE writes the game's log for Tenhou's viewer "
                                 "(tenhou.net/6: FILE.json) or mjai (FILE.jsonl).") and "/play export" not in out
