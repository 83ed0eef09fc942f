"""``fanbot play``: four AI seats writing the log, and a person at the terminal against three AI seats."""

from __future__ import annotations

import ast
import contextlib
import hashlib
import io
import json
import pathlib

import pytest

from bot.cli import main
from bot.cli.play import read_answer
from bot.i18n import LANGUAGES, error_text, load_strings
from scoring.game import Action, ActionKind, ActionRefused
from scoring.game.tokens import TOKENS
from scoring.mcr.game.match import win_deltas
from scoring.notation import parse_tiles
from tests import parsed

K = ActionKind


def _log(tmp_path, *extra: str) -> list[dict]:
    path = tmp_path / "game.jsonl"
    assert main(["play", "--ai", "4", "--hands", "2", "--seed", "8", "--log", str(path), *extra]) == 0
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[list[dict], list[str], pathlib.Path]:
    """One game of four AI seats (seed 8, two hands), played once for the tests that read it: the log's lines,
    what the command printed, and the folder of the log."""
    folder = tmp_path_factory.mktemp("played")
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        lines = _log(folder)
    return lines, printed.getvalue().splitlines(), folder


def test_four_ai_seats_write_one_json_line_per_event_and_one_hand_end_per_hand(played):
    lines, out, folder = played
    assert out[0].startswith("Hand 1: ") and out[-1] == f"2 hands written to {folder / 'game.jsonl'}"
    ends = [line for line in lines if line["event"] == "hand_end"]
    assert [e["hand"] for e in ends] == [1, 2] and lines[-1]["event"] == "hand_end"
    assert {line["event"] for line in lines} <= {"deal", "draw", "discard", "chow", "pung", "kong", "flower", "win",
                                                 "pass", "hand_end"}
    for line in lines:
        assert line["hand"] in (1, 2)
        if "seat" in line:
            assert line["seat"] in range(4)
        for tile in [line.get("tile"), *line.get("tiles", [])]:
            assert tile is None or tile in TOKENS
    for end in ends:
        assert set(end) == {"event", "hand", "prevailing", "dealer", "result", "winner", "discarder", "notation",
                            "fan", "scores"}
        assert end["prevailing"] == "E" and end["dealer"] == end["hand"] - 1 and sum(end["scores"]) == 0
        if end["result"] == "win":
            assert end["scores"] == list(win_deltas(end["winner"], end["discarder"], end["fan"]))


def test_the_same_seed_writes_the_same_log(played, tmp_path):
    assert _log(tmp_path) == played[0]


def test_a_bad_hand_count_is_a_clear_error(capsys):
    assert main(["play", "--hands", "17"]) == 2
    assert "--hands must be 1 to 16, not 17" in capsys.readouterr().err


class Player(io.TextIOBase):
    """A person at the terminal: asks one hint, then discards the first tile of the hand each turn and
    passes every claim, reading the prompts the game printed."""

    def __init__(self, screen: io.StringIO) -> None:
        self.screen, self.hinted, self.turns = screen, False, 0

    def readline(self, size: int = -1) -> str:
        lines = [line for line in self.screen.getvalue().splitlines() if line]
        if not lines[-1].startswith(("Your turn", "Hint", "Not understood", "You may")):
            return "\n"  # a claim: an empty line passes
        if not self.hinted:
            self.hinted = True
            return "hint\n"
        self.turns += 1
        hand = next(line for line in reversed(lines) if line.startswith("Your hand: "))
        return parse_tiles(hand.removeprefix("Your hand: "))[0].code + "\n"


def test_a_person_plays_a_whole_hand_by_typing_and_gets_the_review_and_the_wall_revealed(monkeypatch, tmp_path):
    screen = io.StringIO()
    player = Player(screen)
    monkeypatch.setattr("sys.stdin", player)
    monkeypatch.setattr("sys.stdout", screen)
    walls = tmp_path / "walls"
    assert main(["play", "--hands", "1", "--seed", "21", "--pictures", str(tmp_path), "--walls", str(walls)]) == 0
    text = screen.getvalue()
    assert player.turns > 3 and "Hint: discard " in text and "Review of your discards: " in text
    committed = text.split("Wall committed: SHA-256 ")[1].split()[0]
    # the wall is revealed in a file, named on one line with its hash, not written out on the screen
    [wall] = walls.glob("*.txt")
    assert f"Wall revealed in {wall} (its SHA-256 is the commitment, {committed})" in text
    assert hashlib.sha256(wall.read_bytes()).hexdigest() == committed and wall.read_text() not in text
    assert "Match over. Totals: Seat 0 (you) " in text and "Seat 1 (AI) discards " in text
    # a discard marked as claimed comes with the mark's legend, and only then
    claimed = any("*" in line for line in text.splitlines() if line.startswith("  discards:"))
    assert claimed == ("  * a discard another seat claimed" in text)
    if "wins" in text:
        assert list(tmp_path.glob("hand1_win.png"))


CLAIM = (Action(K.CHOW, 1, "3m", ("1m", "2m", "3m")), Action(K.CHOW, 1, "3m", ("3m", "4m", "5m")),
         Action(K.PUNG, 1, "3m"), Action(K.WIN, 1, "3m"), Action(K.PASS, 1))


@pytest.mark.parametrize("typed, chosen", [("碰", 2), ("ポン", 2), ("pung", 2), ("PUNG", 2), ("和", 3), ("和了", 3),
                                           ("win", 3), ("過", 4), ("", 4), ("吃 345m", 1), ("chow 1m2m3m", 0),
                                           ("チー 345m", 1)])
def test_claims_are_typed_by_their_word_in_any_language(typed, chosen):
    assert read_answer(typed + "\n", CLAIM) == CLAIM[chosen]


def test_a_chow_without_its_tiles_asks_which_and_words_that_do_not_fit_are_not_understood():
    assert read_answer("chow\n", CLAIM) == "which_chow"
    assert read_answer("kong\n", CLAIM) == "unknown" and read_answer("5m\n", CLAIM) == "unknown"
    assert read_answer("提示\n", CLAIM) == "hint" and read_answer("終了\n", CLAIM) == "quit"


TURN = (Action(K.DISCARD, 0, "5m"), Action(K.DISCARD, 0, "7z"), Action(K.CONCEALED_KONG, 0, "5m"),
        Action(K.SELF_DRAWN_WIN, 0, "7z"))


@pytest.mark.parametrize("typed, chosen", [("5m", 0), ("中", 1), ("7z", 1), ("C", 1), ("杠 5m", 2), ("kong", 2),
                                           ("win", 3)])
def test_a_discard_is_typed_as_its_tile_in_any_spelling_of_the_notation(typed, chosen):
    assert read_answer(typed + "\n", TURN) == TURN[chosen]


def test_every_play_error_the_engine_raises_reads_in_every_language():
    root = pathlib.Path(__file__).resolve().parents[2] / "scoring" / "game"
    codes = {node.args[0].value for path in root.glob("*.py") for node in parsed.nodes(path)
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "ActionRefused"}
    assert codes == {"hand_over", "match_over", "not_your_turn", "illegal_action"}
    for language in LANGUAGES:
        assert {f"play_error.{code}" for code in codes} <= set(load_strings(language))
    assert error_text(ActionRefused("not_your_turn", seat=2), "en") == "Seat 2 has nothing to decide now."
