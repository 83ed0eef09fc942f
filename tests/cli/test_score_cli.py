"""``fanbot score``: readable text (the chat's score text, in the terminal's columns), ``--json``,
``--batch`` (bad lines included), exit codes."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from bot.cli import main


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["score", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_readable_text_lists_fans_with_their_chinese_names_and_sets_in_columns(capsys):
    code, out, err = _run(capsys, "[123p]", "[CCC]", "999m7999p8p", "tsumo")
    assert code == 0 and err == ""
    assert "  Outside Hand (全带幺)                 4   123p 中中中 999m 789p 99p" in out.splitlines()
    assert "  Dragon Pung (箭刻)                    2   中中中" in out.splitlines()
    assert "Two Terminal Chows (老少副)" in out and "123p 789p" in out
    assert "Total: 10 fan" in out
    assert "minimum" not in out  # only a hand below the minimum is warned about
    assert "**" not in out and "`" not in out  # the chat's bold and code are plain in a terminal


def test_the_command_line_and_the_chat_write_the_same_score(capsys):
    from bot.render.styles import Style
    from bot.render.text_mcr import render_mcr_text
    from scoring.mcr import score_hand
    from scoring.notation import parse_hand

    result = score_hand(parse_hand("[123p] [CCC] 999m7999p8p tsumo", "mcr"))
    chat, terminal = (render_mcr_text(result, "en", style).plain for style in (Style.CHAT, Style.TERMINAL))
    assert "• Dragon Pung (箭刻): 2 — 中中中" in chat and "Total: 10 fan" in chat
    chat_words = [line.split(":")[0].lstrip("• ") for line in chat.splitlines() if line.startswith("• ")]
    assert all(name in terminal for name in chat_words)


def test_readable_text_echoes_the_parsed_hand_with_honor_names(capsys):
    _, out, _ = _run(capsys, "[EEE] {SSSS} 55pWWWNN N tsumo")
    assert out.splitlines()[0] == "Hand: [东东东] {南南南南} 55p西西西北北北 tsumo"


def test_readable_text_says_when_the_minimum_is_missed(capsys):
    code, out, _ = _run(capsys, "[789p] 123m456m56sWW7s flowers=1")
    assert code == 0
    assert "Total: 2 fan\n(including 1 for flowers; 1 without)" in out
    assert "below the 8-fan minimum" in out


def test_english_only_text(capsys):
    _, out, _ = _run(capsys, "--lang", "en", "1112345678999m9m")
    assert "Nine Gates (九莲宝灯)" in out and "合计" not in out  # English words, the fans' Chinese names kept


def test_json_object_per_notation_spec(capsys):
    code, out, _ = _run(capsys, "--json", "1112345678999m5m")
    assert code == 0
    data = json.loads(out)
    assert data["ruleset"] == "mcr" and data["hand"] == "1112345678999m5m"
    assert data["total"] == 91 and data["meets_minimum"] is True
    assert [(f["id"], f["points"], f["count"]) for f in data["fans"]] == [
        ("nine_gates", 88, 1), ("two_concealed_pungs", 2, 1), ("pung_of_terminals_or_honors", 1, 1)]
    assert data["fans"][1]["sets"] == [["111m", "999m"]]


def test_json_bad_hand_prints_error_object_and_fails(capsys):
    code, out, _ = _run(capsys, "--json", "123m")
    assert code != 0
    assert "error" in json.loads(out)


def test_json_not_winning_hand_is_an_error(capsys):
    code, out, _ = _run(capsys, "--json", "1112345678999m9p")
    assert code != 0
    assert json.loads(out) == {"error": "not a winning hand", "code": "not_winning"}


def test_bad_hand_in_text_mode_one_line_on_stderr_exit_1_as_with_json(capsys):
    code, out, err = _run(capsys, "12x")
    assert code == 1 and out == ""
    assert _run(capsys, "--json", "12x")[0] == 1
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_batch_one_json_line_per_input_line_in_order(tmp_path, capsys):
    source = tmp_path / "hands.txt"
    source.write_text("1112345678999m5m\nnot a hand\n[123m] [345m] 56s678pWW7s\n", encoding="utf-8")
    code, out, _ = _run(capsys, "--batch", str(source))
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 3
    assert lines[0]["total"] == 91
    assert "error" in lines[1]
    assert [f["id"] for f in lines[2]["fans"]] == ["chicken_hand"]
    assert code == 1


def test_batch_from_standard_input_subprocess():
    done = subprocess.run([sys.executable, "-m", "bot", "score", "--batch", "-"], input="1112345678999m9m\n12x\n",
                          capture_output=True, text=True, timeout=60)
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0]["total"] == 106 and "error" in lines[1]
    assert done.returncode == 1


def test_single_bad_hand_subprocess_exit_code_without_traceback():
    done = subprocess.run([sys.executable, "-m", "bot", "score", "1m"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and done.stderr.strip()


def test_missing_batch_file_is_reported(capsys, tmp_path):
    code, _, err = _run(capsys, "--batch", str(tmp_path / "missing.txt"))
    assert code == 2 and "cannot read" in err


def test_repeated_fans_show_points_times_count(capsys):
    _, out, _ = _run(capsys, "[111s]", "[123s]", "3345555s3s", "tsumo")
    assert re.search(r"^  Tile Hog \(四归一\) ×3 +6   1111s \| 3333s \| 5555s$", out, re.M), out


def test_rules_riichi_is_delegated_when_available(capsys):
    import importlib.util

    import pytest

    if importlib.util.find_spec("bot.cli.score_riichi") is None:
        code, _, err = _run(capsys, "--rules", "riichi", "123m456p789s111z22z")
        assert code == 2 and "not available" in err
        pytest.skip("Riichi CLI module not installed")
    code, out, _ = _run(capsys, "--rules", "riichi", "--json", "123m456p789s111z22z", "tsumo")
    assert code == 0 and json.loads(out)["ruleset"] == "riichi"


def test_an_unknown_ruleset_is_a_usage_problem_never_mcr(capsys):
    assert main(["score", "--rules", "go", "1112345678999m5m"]) == 2
    assert "'go'" in capsys.readouterr().err
    assert main(["waits", "--rules", "go", "1112345678999m"]) == 2


def test_a_ruleset_is_named_by_any_of_its_words(capsys):
    assert main(["score", "--rules", "国标", "--json", "1112345678999m5m"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 91
