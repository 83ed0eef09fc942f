"""``fanbot waits``: readable text in two languages, ``--json``, ``--batch``, ``--rules riichi``, errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bot.cli import main
from bot.render.text_waits import LANGUAGES, labels, render_waits
from scoring.notation import parse_partial


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["waits", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_every_wait_with_four_totals(capsys) -> None:
    code, out, _ = _run(capsys, "1112345678999m", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["shanten"] == 0
    assert [w["tile"] for w in data["waits"]] == ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    first = data["waits"][0]
    assert first["remaining"] == 1
    assert first["discard"]["total"] == 106 and first["self_drawn"]["total"] == 107
    assert first["discard"]["meets_minimum"] is True
    assert first["discard"]["fans"][0]["id"] == "nine_gates"


def test_hand_written_in_several_words_with_flags(capsys) -> None:
    code, out, _ = _run(capsys, "[123m]", "[345m]", "56s678pWW", "flowers=3", "--json")
    assert code == 0
    waits = {w["tile"]: w for w in json.loads(out)["waits"]}
    assert waits["7s"]["discard"]["total"] == 11 and waits["7s"]["discard"]["meets_minimum"] is True
    assert waits["7s"]["self_drawn"]["meets_minimum"] is False


def test_readable_text_is_bilingual_by_default(capsys) -> None:
    code, out, _ = _run(capsys, "12m456p789s234s99m")
    assert code == 0
    assert "Ready" in out and "听牌" in out
    assert "3m" in out and "三万" in out
    row = next(line for line in out.splitlines() if line.startswith("3m"))
    assert row.split()[2:7] == ["4", "13", "15", "17", "19"]


@pytest.mark.parametrize("language, word", [("en", "Ready"), ("zh_hans", "听牌"), ("zh_hant", "聽牌")])
def test_readable_text_in_one_language(capsys, language: str, word: str) -> None:
    code, out, _ = _run(capsys, "1112345678999m", "--lang", language)
    assert code == 0 and word in out


def test_not_ready_hand_shows_shanten_and_useful_tiles(capsys) -> None:
    code, out, _ = _run(capsys, "1112345678m1p2s3z", "--json")
    data = json.loads(out)
    assert code == 0 and data["shanten"] >= 1 and data["waits"] == [] and data["useful"]


def test_fourteen_tiles_get_the_discard_table(capsys) -> None:
    code, out, _ = _run(capsys, "1112345678999m5p", "--json")
    data = json.loads(out)
    assert code == 0 and data["discards"][0]["discard"] == "5p"
    code, out, _ = _run(capsys, "1112345678999m5p", "--lang", "en")
    assert "discard 5p: ready" in out


def test_riichi_waits_with_ron_and_tsumo(capsys) -> None:
    code, out, _ = _run(capsys, "23456m234p678s55z", "--rules", "riichi", "--json")
    data = json.loads(out)
    assert code == 0 and data["ruleset"] == "riichi"
    one = next(w for w in data["waits"] if w["tile"] == "1m")
    assert one["ron"]["error"] == "no_yaku"  # per-wait errors are codes; the line error is a sentence
    assert one["tsumo"]["han"] == 1 and one["tsumo"]["points"]["total"] > 0


def test_bad_hand_is_a_short_error_not_a_traceback(capsys) -> None:
    code, out, _ = _run(capsys, "123m8x", "--json")
    assert code == 1 and "error" in json.loads(out)
    code, _, err = _run(capsys, "1112345678999m5p5p")
    assert code == 1 and "counted 15, but" in err and "Traceback" not in err


def test_no_hand_given(capsys) -> None:
    code, _, err = _run(capsys)
    assert code == 2 and "no hand" in err


def test_batch_file_prints_one_json_line_per_hand_in_order(capsys, tmp_path) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("1112345678999m\n\n# a comment\n123m8x\n1112345678999m5p\n", encoding="utf-8")
    code, out, _ = _run(capsys, "--batch", str(batch))
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1  # three lines could not be read
    assert len(lines) == 5  # one answer per input line, so answers line up with their hands
    assert len(lines[0]["waits"]) == 9 and "discards" in lines[4]
    assert lines[1] == {"error": "empty line: no hand", "code": "empty_line"}
    assert "error" in lines[2] and "error" in lines[3]


def test_batch_from_standard_input() -> None:
    done = subprocess.run([sys.executable, "-m", "bot", "waits", "--batch", "-"], input="19m19p19s1234567z\n",
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert len(data["waits"]) == 13 and all(w["discard"]["total"] == 88 for w in data["waits"])


def test_missing_batch_file(capsys, tmp_path) -> None:
    code, _, err = _run(capsys, "--batch", str(tmp_path / "none.txt"))
    assert code == 2 and "cannot read" in err


def test_bot_rendering_marks_held_tiles_that_cannot_be_last() -> None:
    text = render_waits(parse_partial("123m456p789s234s9m"), "mcr", "en")
    assert "13*" in text and "cannot be the last copy" in text


def test_every_language_has_the_same_labels() -> None:
    keys = {language: set(labels(language)) for language in LANGUAGES}
    assert keys["zh_hans"] == keys["en"] == keys["zh_hant"]


def test_chat_rendering_is_in_the_chat_language_with_the_table_in_a_code_block() -> None:
    from bot.render.text_waits import render_waits_for_bot

    text = render_waits_for_bot(parse_partial("12m456p789s234s99m"), "mcr", "zh_hant").markdown
    head, _, body = text.partition("\n")
    assert head == "**聽牌：聽 1 種牌，未見 4 張**"
    assert body.startswith("```") and body.endswith("```")
    assert "平和" in body and "Ready" not in body


def test_riichi_karaten_is_not_ready_by_default_and_ready_on_request(capsys) -> None:
    from bot.cli import main

    hand = "5555m123p123s111z"  # waits only on a fifth 5m
    assert main(["waits", "--rules", "riichi", "--json", hand]) == 0
    not_ready = json.loads(capsys.readouterr().out)
    assert (not_ready["shanten"], not_ready["waits"]) == (1, [])
    assert main(["waits", "--rules", "riichi", "--karaten", "ready", "--json", hand]) == 0
    ready = json.loads(capsys.readouterr().out)
    assert ready["shanten"] == 0 and [w["tile"] for w in ready["waits"]] == ["5m"]
    assert main(["waits", "--json", hand]) == 0  # MCR: formally ready, as its reference counts it
    assert json.loads(capsys.readouterr().out)["shanten"] == 0
