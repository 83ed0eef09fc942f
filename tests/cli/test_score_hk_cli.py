"""``fanbot score --rules hk``: the JSON of a Hong Kong hand, its presets and options, and bad hands."""

from __future__ import annotations

import json

from bot.cli import main


def run(capsys, *args: str) -> tuple[int, dict]:
    code = main(["score", "--rules", "hk", "--json", *args])
    return code, json.loads(capsys.readouterr().out)


def test_a_hand_answers_its_total_patterns_limit_and_minimum(capsys):
    code, out = run(capsys, "[111s] 555s 789s WWW N N")
    assert code == 0
    assert out["ruleset"] == "hk" and out["total"] == 3 and out["limit"] is False and out["meets_minimum"] is True
    assert out["fans"][0] | {} == {"id": "mixed_one_suit", "zh_hant": "混一色", "zh_hans": "混一色",
                                      "en": "Mixed One Suit", "count": 1, "points": 3, "limit": False,
                                      "excluded": []}


def test_a_limit_hand_is_the_presets_limit(capsys):
    code, out = run(capsys, "--preset", "half-spicy", "[EEE] SSS WWW NNN 2s 2s")
    assert (code, out["total"], out["limit"], out["preset"]) == (0, 10, True, "half-spicy")


def test_the_no_flower_bonus_option_adds_one_for_flowers_0(capsys):
    assert run(capsys, "--no-flower-bonus", "[111s] 555s 789s WWW N N flowers=0")[1]["total"] == 4


def test_house_options_are_named_with_option_as_the_issue_writes_them(capsys):
    assert run(capsys, "--option", "no-flower-bonus", "[111s] 555s 789s WWW N N flowers=0")[1]["total"] == 4
    code, out = run(capsys, "--option", "no-such-option", "[111s] 555s 789s WWW N N")
    assert code == 1 and "error" in out


def test_a_hand_that_cannot_win_is_an_error_and_exit_1(capsys):
    code, out = run(capsys, "1133557799m11p2p 2p")
    assert code == 1 and out["code"] == "not_winning"


def test_an_unknown_preset_is_an_error_and_exit_1(capsys):
    code, out = run(capsys, "--preset", "nope", "[111s] 555s 789s WWW N N")
    assert code == 1 and out["code"] == "hk_unknown_preset"
