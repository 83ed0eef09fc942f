"""``fanbot score --rules taiwan``: its JSON, presets and house options, text, and the errors of a bad hand."""

from __future__ import annotations

import json

import pytest

from bot.cli import main

FIVE_TRIPLETS = "111m222p333s44455566z"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["score", "--rules", "taiwan", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _json(capsys, *argv: str) -> tuple[int, dict]:
    code, out, _ = _run(capsys, "--json", *argv)
    return code, json.loads(out)


def test_the_json_names_the_ruleset_total_patterns_limit_and_minimum(capsys):
    code, data = _json(capsys, FIVE_TRIPLETS, "tsumo")
    assert code == 0
    assert data["ruleset"] == "taiwan" and data["total"] == 17 and data["limit"] is False and data["meets_minimum"]
    five = next(p for p in data["fans"] if p["id"] == "five_concealed_triplets")
    assert five == {"id": "five_concealed_triplets", "name_zh": "五暗刻", "name_en": "Five Concealed Triplets",
                    "points": 8, "count": 1, "excludes": ["four_concealed_triplets", "three_concealed_triplets"]}


def test_a_ruleset_alias_names_it(capsys):
    code = main(["score", "--rules", "台灣麻將", "--json", FIVE_TRIPLETS, "tsumo"])
    assert code == 0 and json.loads(capsys.readouterr().out)["total"] == 17


def test_the_southern_preset_caps_the_total_and_says_so(capsys):
    code, data = _json(capsys, "--preset", "southern", FIVE_TRIPLETS, "tsumo")
    assert code == 0 and data["total"] == 4 and data["raw_total"] == 16 and data["limit"] is True
    assert data["preset"] == "southern" and data["cap"] == 4


def test_house_options_are_joined_by_commas(capsys):
    _, data = _json(capsys, "--option", "streak,no-cap", "123456m123p123789s55z", "dealer", "dealer_streak=1")
    assert data["options"] == ["streak", "no-cap"]
    assert {p["id"]: p["points"] for p in data["fans"]}["dealer_streak"] == 2


@pytest.mark.parametrize(("argv", "code"), [
    (("123456m123p1278s55p",), "tile_count_expected"),
    (("123456m123p123789s55p1z",), "tile_count_expected"),
    (("123456m123p123789s55p", "flowers=f1f1"), "taiwan_flower_twice"),
    (("123456m123p123789s55p", "riichi"), "other_flag_in_taiwan"),
    (("1199m1199p1199s11555z",), "taiwan_no_winning_shape"),
    (("--preset", "northern", "123456m123p123789s55p"), "taiwan_unknown_preset"),
    (("--option", "triple", "123456m123p123789s55p"), "taiwan_unknown_option"),
])
def test_a_hand_the_preset_cannot_win_with_is_an_error_object_and_exit_1(capsys, argv, code):
    status, data = _json(capsys, *argv)
    assert status == 1 and data["code"] == code and data["error"]


def test_the_text_lists_each_pattern_with_its_tai_and_the_total(capsys):
    code, out, _ = _run(capsys, "--lang", "en", FIVE_TRIPLETS, "tsumo")
    assert code == 0
    assert "Five Concealed Triplets (五暗刻): 8 tai" in out and "Total: 17 tai" in out


def test_the_text_says_the_cap(capsys):
    _, out, _ = _run(capsys, "--lang", "zh_hant", "--preset", "southern", FIVE_TRIPLETS, "tsumo")
    assert "五暗刻：8 台" in out and "封頂 4 台" in out
