"""``fanbot console``: the bot in a terminal, reading commands from standard input (here a pipe)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from bot.adapters.console import terminal_text
from bot.rich import block, bold, code, italic, user
from tests.bot.console_run import UNSET, Done, run_console, run_fanbot
from tests.migrated import migrated_url


def _env(tmp_path, **extra) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "TELEGRAM_TOKEN", "LANG", "LC_ALL")}
    env.update(DATABASE_URL=migrated_url(tmp_path / "console.sqlite3"), PYTHONUNBUFFERED="1", **extra)
    return env


def _run(tmp_path, lines: list[str], *args: str, **env) -> Done:
    """The console in this process (a process of its own where that is the point: below)."""
    return run_console(lines, *args, cwd=tmp_path,
                       env={"DATABASE_URL": migrated_url(tmp_path / "console.sqlite3"), **env})


def test_console_scores_a_hand_from_a_pipe(tmp_path):
    done = _run(tmp_path, ["/score 1112345678999m5m", "/score [123m] [555p] 234s678s7z7z tsumo seat=S"])
    assert done.returncode == 0, done.stderr
    assert "Nine Gates" in done.stdout and "Total: 91 fan" in done.stdout
    assert "below the 8-fan minimum" in done.stdout  # the second hand
    assert "Traceback" not in done.stdout + done.stderr


def test_console_explains_a_fan_and_presses_a_button_by_number(tmp_path):
    done = _run(tmp_path, ["/fan qing yi se", "1"])
    assert done.returncode == 0, done.stderr
    assert "Full Flush" in done.stdout and "清一色" in done.stdout
    assert "[1] Score the example" in done.stdout
    assert done.stdout.count("MCR score") == 1  # the example was scored by pressing 1


def test_console_errors_are_short_and_the_session_goes_on(tmp_path):
    done = _run(tmp_path, ["/score 123m45x", "/nonsense", "hello", "/help"])
    assert done.returncode == 0
    assert "unknown character 'x'" in done.stdout
    assert "Unknown command /nonsense" in done.stdout
    assert "Commands start with /" in done.stdout
    assert "/settings" in done.stdout  # /help still answered
    assert "Traceback" not in done.stdout + done.stderr


def test_console_speaks_the_terminal_language(tmp_path):
    done = _run(tmp_path, ["/score 1112345678999m5m"], LANG="zh_TW.UTF-8")
    assert "九蓮寶燈" in done.stdout and "合計：91 番" in done.stdout
    done = _run(tmp_path, ["/help"], "--language", "zh_hans")
    assert "这个机器人能做什么" in done.stdout


def test_console_quiz_round_with_a_poll_answered_by_number(tmp_path):
    done = _run(tmp_path, ["/settings quiz_rounds 1", "/quiz start", "1", "/quiz leaderboard"])
    assert done.returncode == 0, done.stderr
    assert "Round 1/1" in done.stdout
    # a private chat closes the round at the first answer: the answer and the final scores follow
    assert "Answer:" in done.stdout and "Quiz over" in done.stdout
    assert "Leaderboard" in done.stdout


def test_plain_fanbot_without_tokens_starts_the_console(tmp_path):
    done = run_fanbot([], cwd=tmp_path, environ=_env(tmp_path), stdin="/fans\n")  # in this process: the command
    assert done.returncode == 0, done.stderr
    assert "fanbot in the terminal" in done.stdout and "88 fan:" in done.stdout


def test_console_stops_cleanly_on_sigterm(tmp_path):
    process = subprocess.Popen([sys.executable, "-m", "bot", "console"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                               env=_env(tmp_path))
    try:
        assert "fanbot" in process.stdout.readline()
        time.sleep(0.3)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
        process.stdin.close()
        process.stdout.close()
        process.stderr.close()


@pytest.mark.parametrize("text, shown", [
    (bold("Total: 8 fan"), "Total: 8 fan"),
    ("Hand: " + code("123m"), "Hand: 123m"),
    (block("a  b"), "a  b"),
    (italic("nice") + " 2*3*4", "nice 2*3*4"),
    ("**not bold** `nor code`", "**not bold** `nor code`"),  # a plain str is plain text
])
def test_spans_become_plain_text_off_a_terminal(text, shown):
    assert terminal_text(text, color=False) == shown


def test_a_terminal_shows_styles_but_never_control_characters_a_user_typed():
    assert terminal_text(bold("8"), color=True) == "\033[1m8\033[0m"
    assert terminal_text(user("red\033[31m") + "\n", color=True) == "red\\x1b[31m\n"  # shown escaped


def test_console_can_save_the_pictures(tmp_path):
    done = _run(tmp_path, ["/score 1112345678999m5m"], "--save-pictures", "pics")
    assert done.returncode == 0, done.stderr
    [saved] = (tmp_path / "pics").glob("*.png")
    assert f"[{saved.relative_to(tmp_path)}]" in done.stdout or str(saved) in done.stdout
    assert saved.read_bytes().startswith(b"\x89PNG")


def test_a_new_session_numbers_its_pictures_after_the_earlier_ones(tmp_path):
    folder = tmp_path / "pics"
    folder.mkdir()
    (folder / "007-hand.png").write_bytes(b"earlier")
    (folder / "notes.txt").write_text("not a picture of the console's")
    done = _run(tmp_path, ["/score 1112345678999m5m"], "--save-pictures", "pics")
    assert done.returncode == 0, done.stderr
    assert (folder / "007-hand.png").read_bytes() == b"earlier"  # kept, not overwritten
    [saved] = [path for path in folder.glob("*.png") if path.name != "007-hand.png"]
    assert saved.name.startswith("008-")


def _in_another_terminal(tmp_path, lines: list[str], *args: str) -> str:
    """A console started in a terminal session of its own (as a second terminal window is)."""
    return subprocess.run([sys.executable, "-m", "bot", "console", *args], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=60, cwd=tmp_path, env=_env(tmp_path),
                          start_new_session=True).stdout


def test_each_terminal_is_a_chat_of_its_own_unless_it_names_a_shared_one(tmp_path):
    _run(tmp_path, ["/settings ruleset riichi"])
    assert "Ruleset: Riichi" in _run(tmp_path, ["/settings"]).stdout  # started again in the same terminal
    assert "Ruleset: MCR" in _in_another_terminal(tmp_path, ["/settings"])  # not the first terminal's chat
    _run(tmp_path, ["/settings ruleset riichi"], "--chat", "club")
    assert "Ruleset: Riichi" in _in_another_terminal(tmp_path, ["/settings"], "--chat", "club")


def test_a_quiz_round_started_in_another_terminal_is_not_announced_in_this_one(tmp_path):
    _in_another_terminal(tmp_path, ["/settings quiz_seconds 10", "/settings quiz_rounds 2", "/quiz start"])
    time.sleep(11)  # the other terminal's round is over by now
    done = _run(tmp_path, ["/fans", "/fans"])
    assert done.returncode == 0, done.stderr
    assert "Answer:" not in done.stdout and "Round" not in done.stdout


def test_a_piped_session_of_many_commands_is_not_throttled(tmp_path):
    done = run_console(["/fans"] * 30, cwd=tmp_path, env={"DATABASE_URL": migrated_url(tmp_path / "console.sqlite3")},
                       unset=(*UNSET, "RATE_LIMIT"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("MCR fans") == 30 and "Too many commands" not in done.stdout


def test_the_console_keeps_a_rate_limit_that_is_asked_for(tmp_path):
    done = _run(tmp_path, ["/fans"] * 3, RATE_LIMIT="2/60")
    assert done.returncode == 0, done.stderr
    assert "Too many commands" in done.stdout
