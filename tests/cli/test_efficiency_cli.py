"""``fanbot efficiency``: the ranked discards as text in every language, ``--json``, ``--batch``, errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from bot.cli import main


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["efficiency", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_ranks_the_ready_discard_first_with_its_winning_8(capsys) -> None:
    code, out, _ = _run(capsys, "123m456p789s1122z5m", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["shanten"] == 0 and data["tiles"] == 14
    first = data["discards"][0]
    assert first["tile"] == "5m" and first["shanten"] == 0
    assert first["useful"] == [{"tile": "1z", "remaining": 2}, {"tile": "2z", "remaining": 2}]
    assert first["useful_count"] == 4
    assert first["winning_8"] == {"discard": 4, "self_drawn": 4}
    second = data["discards"][1]
    assert second["shanten"] == 1 and {"expected_winning_8", "draws_to_8", "fans_to_8", "good_shape_count",
                                       "draws"} <= set(second)


def test_seen_tiles_lower_the_remaining_counts(capsys) -> None:
    _, out, _ = _run(capsys, "123m456p789s1122z5m", "seen=2z", "--json")
    first = json.loads(out)["discards"][0]
    assert first["useful"] == [{"tile": "1z", "remaining": 2}, {"tile": "2z", "remaining": 1}]
    assert json.loads(out)["hand"].endswith("seen=2z")


def test_text_is_bilingual_by_default_and_names_the_best_discard(capsys) -> None:
    code, out, _ = _run(capsys, "123m456p789s1122z5m")
    assert code == 0
    assert "Best discard: 5m 五万" in out and "最佳打法" in out
    row = next(line for line in out.splitlines() if line.startswith("5m"))
    assert row.split()[-1] == "4/4"


@pytest.mark.parametrize("lang, word", [("en", "Best discard"), ("zh_hans", "最佳打法"), ("zh_hant", "聽牌"),
                                        ("ja", "最善の打牌")])
def test_each_language_has_its_own_labels(capsys, lang: str, word: str) -> None:
    _, out, _ = _run(capsys, "123m456p789s1122z5m", "--lang", lang)
    assert word in out


def test_riichi_ranks_by_useful_copies(capsys) -> None:
    _, out, _ = _run(capsys, "--rules", "riichi", "--json", "[123m]", "456p789s1122z5m", "seat=S", "round=S")
    rows = json.loads(out)["discards"]
    assert rows[0]["tile"] == "5m" and rows[0]["keeps_yaku"] is True
    assert "winning_8" not in rows[0] and rows[0]["yaku_waits"] == {"ron": 2, "tsumo": 2}


def test_a_hand_that_cannot_be_read_says_why_in_the_language(capsys) -> None:
    code, _, err = _run(capsys, "123m", "--lang", "zh_hans")
    assert code == 1 and "数到 3 张" in err
    code, out, _ = _run(capsys, "123m456p789s1122z seen=1111m", "--json")
    assert code == 1 and json.loads(out)["code"] == "seen_too_many"


def test_batch_answers_every_line_in_order(capsys, monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("123m456p789s1122z5m\n\nxx\n123m456p789s1122z\n"))
    code, out, _ = _run(capsys, "--batch", "-")
    answers = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(answers) == 4
    assert answers[0]["discards"][0]["tile"] == "5m"
    assert answers[1]["code"] == "empty_line" and answers[2]["code"] == "unknown_character"
    assert answers[3]["current"]["winning_8"] == {"discard": 4, "self_drawn": 4}


def test_fanbot_efficiency_runs_as_a_program() -> None:
    done = subprocess.run([sys.executable, "-m", "bot", "efficiency", "123m456p789s1122z5m", "--lang", "en"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Best discard: 5m" in done.stdout
