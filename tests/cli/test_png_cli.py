"""``--png FILE``: ``fanbot score``, ``waits`` and ``efficiency`` write the hand's picture beside their text."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.cli import main
from bot.render.picture import CHAT_SCALE, render_hand_png
from scoring.notation import parse_hand, parse_partial


@pytest.mark.parametrize(("argv", "hand"), [
    (["score", "1112345678999m5m"], lambda: parse_hand("1112345678999m5m")),
    (["score", "--rules", "riichi", "123m456p789s234s5m", "+5m", "tsumo", "riichi"],
     lambda: parse_hand("123m456p789s234s5m +5m tsumo riichi", "riichi")),
    (["waits", "1112345678999m"], lambda: parse_partial("1112345678999m")),
    (["efficiency", "123m456p789s1122z5m"], lambda: parse_partial("123m456p789s1122z5m")),
])
def test_png_writes_the_picture_the_chat_would_send(tmp_path, capsys, argv, hand):
    path = tmp_path / "hand.png"
    assert main([*argv, "--png", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.strip() and err == ""  # the text answer is printed as before
    assert path.read_bytes() == render_hand_png(hand(), CHAT_SCALE)
    with Image.open(path) as picture:
        assert picture.format == "PNG" and picture.width > picture.height > 0


@pytest.mark.parametrize("mode", [["--json"], ["--batch", "-"]])
def test_png_with_a_machine_answer_is_a_usage_error(tmp_path, capsys, mode):
    path = tmp_path / "hand.png"
    hand = [] if "--batch" in mode else ["1112345678999m5m"]
    assert main(["score", *mode, *hand, "--png", str(path), "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == "--png draws one hand answered as text: leave out --json and --batch"
    assert not path.exists()


def test_a_picture_that_cannot_be_written_is_one_line(tmp_path, capsys):
    path = tmp_path / "missing-folder" / "hand.png"
    assert main(["score", "1112345678999m5m", "--png", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"cannot write the picture to {path}: ")


def test_a_hand_that_cannot_be_read_draws_nothing(tmp_path, capsys):
    path = tmp_path / "hand.png"
    assert main(["score", "1112345678999m", "--png", str(path)]) == 1
    assert not path.exists()


def test_fanbot_score_players_3_png_draws_the_three_player_dora_count(tmp_path):
    text = "111m999m123p456s7z7z riichi tsumo seat=S dora=1m"
    out = tmp_path / "hand.png"
    assert main(["score", "--rules", "riichi", "--players", "3", "--png", str(out), *text.split()]) == 0
    hand = parse_hand(text, "riichi")
    assert out.read_bytes() == render_hand_png(hand, CHAT_SCALE, players=3)
    assert out.read_bytes() != render_hand_png(hand, CHAT_SCALE, players=4)
