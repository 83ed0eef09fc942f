"""``fanbot quiz`` in the terminal and ``fanbot quiz generate`` for machines."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from quiz.generator import generate_many
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand

ROOT = Path(__file__).resolve().parents[2]


def test_generate_json_prints_one_normalized_hand_and_its_score_per_line(capsys):
    assert main(["quiz", "generate", "--count", "5", "--seed", "9", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5
    for line in lines:
        obj = json.loads(line)
        assert set(obj) == {"hand", "answer"}
        hand = parse_hand(obj["hand"])
        assert format_hand(hand) == obj["hand"]
        assert obj["answer"] == score_hand(hand).to_json()
        assert obj["answer"]["meets_minimum"]


def test_generate_is_reproducible_and_takes_target_names_in_any_language(capsys):
    main(["quiz", "generate", "--count", "3", "--seed", "4", "--target", "一色三步高", "--json"])
    by_name = capsys.readouterr().out
    main(["quiz", "generate", "--count", "3", "--seed", "4", "--target", "pure_shifted_chows", "--json"])
    by_id = capsys.readouterr().out
    assert by_name == by_id
    for line in by_id.splitlines():
        assert "pure_shifted_chows" in {f["id"] for f in json.loads(line)["answer"]["fans"]}


def test_generate_riichi_and_difficulty(capsys):
    assert main(["quiz", "generate", "--count", "3", "--seed", "1", "--rules", "riichi", "--difficulty", "hard",
                 "--target", "chiitoitsu", "--json"]) == 0
    for line in capsys.readouterr().out.splitlines():
        answer = json.loads(line)["answer"]
        assert answer["ruleset"] == "riichi" and "chiitoitsu" in {y["id"] for y in answer["yaku"]}


def test_unknown_target_is_a_clear_json_error(capsys):
    assert main(["quiz", "generate", "--count", "2", "--target", "bogus fan", "--json"]) == 2
    assert json.loads(capsys.readouterr().out) == {"error": "unknown MCR fan 'bogus fan' for --target"}


def test_bad_count_is_a_clear_error(capsys):
    assert main(["quiz", "generate", "--count", "0"]) == 2
    assert "--count must be 1 to 1000000, not 0" in capsys.readouterr().err


def _typed(capsys, monkeypatch, *argv: str, lines: str = "") -> str:
    """``fanbot quiz ARGV`` in this process with ``lines`` typed on its standard input: what it printed.

    One test below runs the real program through a pipe; the others check the words, in one process."""
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    assert main(["quiz", *argv]) == 0
    printed = capsys.readouterr()
    assert "Traceback" not in printed.err, printed.err
    return printed.out


def _right_answer(answer: dict) -> str:
    return "、".join(f["zh"] + (f"x{f['count']}" if f["count"] > 1 else "") for f in answer["fans"])


def test_playing_through_a_pipe_grades_each_answer():
    hands = list(generate_many(3, "77", "mcr", "normal"))
    answers = [_right_answer(hands[0].answer), "skip", str(hands[2].answer["total"] + 2)]
    out = subprocess.run([sys.executable, "-m", "bot", "quiz", "--rounds", "3", "--seed", "77"], cwd=ROOT,
                         input="\n".join(answers) + "\n", capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    for generated in hands:
        assert generated.notation in text
    assert "Correct!" in text
    assert f"Total off by +2 (it is {hands[2].answer['total']})" in text
    assert text.count("Answer: ") == 3
    assert "Score: 1." in text


def test_end_of_input_stops_cleanly(capsys, monkeypatch):
    assert "(end of input)" in _typed(capsys, monkeypatch, "--rounds", "4", "--seed", "1")


@pytest.mark.parametrize("kind", ["total", "choice_total", "choice_fans"])
def test_other_question_kinds_in_the_terminal(kind, capsys, monkeypatch):
    out = _typed(capsys, monkeypatch, "--rounds", "1", "--seed", "5", "--kind", kind, lines="A\n")
    assert "Answer: " in out
    if kind != "total":
        assert "A. " in out and "D. " in out


def test_flashcards_in_the_terminal_keep_progress_in_the_database(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'cards.db'}")
    command = ["cards", "--count", "2", "--user", "ann"]
    first = _typed(capsys, monkeypatch, *command, lines="8\nwrong\n")
    assert "1/2. Mixed Straight (花龙) How many points" in first  # the words of the chat's /learn
    assert "Right! Mixed Straight (花龙) — 8 fan" in first and "Not quite." in first
    assert "1 right." in first
    again = _typed(capsys, monkeypatch, *command, lines="quit\n")
    assert "box 1: 2" in again  # the two cards seen last time are remembered


def test_generate_riichi_json_answer_is_the_riichi_score_json_of_the_hand_red_fives_included(capsys):
    from scoring.riichi import score_hand as riichi_score

    assert main(["quiz", "generate", "--count", "40", "--seed", "12", "--rules", "riichi", "--json"]) == 0
    red = 0
    for line in capsys.readouterr().out.splitlines():
        obj = json.loads(line)
        hand = parse_hand(obj["hand"], "riichi")
        red += bool(hand.red_fives)
        assert obj["answer"] == riichi_score(hand).to_json()
        assert {"han", "fu", "fu_details", "points"} <= set(obj["answer"])
    assert red, "red fives (0m/0p/0s) show up in realistic hands"


def test_generate_riichi_text_shows_han_fu_and_the_payment(capsys):
    assert main(["quiz", "generate", "--count", "3", "--seed", "3", "--rules", "riichi"]) == 0
    summaries = capsys.readouterr().out.splitlines()[1::2]
    assert all(" han " in s and " fu, " in s and (" ron " in s or " tsumo " in s) for s in summaries)


@pytest.mark.parametrize("kind, right", [("fu", lambda a: str(a["fu"])),
                                         ("payment", lambda a: _payment_text(a))])
def test_riichi_fu_and_payment_questions_in_the_terminal(kind, right, capsys, monkeypatch):
    first = next(generate_many(1, "21", "riichi", "normal"))
    out = _typed(capsys, monkeypatch, "--rules", "riichi", "--kind", kind, "--rounds", "1", "--seed", "21",
                 lines=right(first.answer) + "\n")
    assert first.notation in out and "Correct!" in out
    assert ("How many fu?" if kind == "fu" else "How many points?") in out


def test_a_riichi_question_kind_with_mcr_hands_is_a_usage_error(capsys):
    assert main(["quiz", "--kind", "fu", "--rounds", "1"]) == 2
    assert "--kind fu is for Riichi hands: add --rules riichi" in capsys.readouterr().err


def _payment_text(answer: dict) -> str:
    from quiz.riichi_points import answer_payment

    return answer_payment(answer).text()


def test_quiz_lang_writes_every_line_in_that_language_with_the_chats_words(capsys, monkeypatch):
    out = _typed(capsys, monkeypatch, "--rounds", "1", "--seed", "5", "--lang", "ja", lines="skip\n")
    assert "クイズ：1 問" in out and "1/1 問目：" in out and "自風" in out
    assert "Seat wind" not in out and "Quiz:" not in out


def test_quiz_lang_takes_the_chats_spellings_and_says_usage_errors_in_that_language(capsys):
    assert main(["quiz", "--rounds", "0", "--lang", "繁體"]) == 2
    assert capsys.readouterr().err.strip() == "fanbot quiz: --rounds 必須是 1 到 1000，不是 0"
    assert main(["quiz", "generate", "--count", "1", "--target", "bogus", "--lang", "zh", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "没有叫 'bogus' 的国标番种（--target）"
    with pytest.raises(SystemExit):
        main(["quiz", "--lang", "xx"])


def test_flashcards_in_traditional_chinese(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'cards.db'}")
    done = _typed(capsys, monkeypatch, "cards", "--count", "1", "--lang", "zh_hant", lines="8\n")
    assert "的閃卡：1 張" in done and "對！" in done and "第 1 盒" in done
