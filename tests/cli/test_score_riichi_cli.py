"""``fanbot score --rules riichi``: readable text, ``--json``, ``--batch``, the rule switches, errors."""

from __future__ import annotations

import io
import json

import pytest

from bot.cli import main


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["score", "--rules", "riichi", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _json(capsys, *argv: str) -> dict:
    code, out, _ = _run(capsys, "--json", *argv)
    assert code == 0, out
    return json.loads(out)


def test_text_names_each_yaku_in_romaji_chinese_and_english_with_han(capsys) -> None:
    code, out, _ = _run(capsys, "234789m1234066p6p", "tsumo", "riichi", "seat=S", "dora=1m")
    assert code == 0
    assert "Menzen Tsumo" in out and "门前清自摸和" in out and "Fully Concealed Self-draw" in out
    assert "Aka Dora" in out and "赤宝牌" in out
    assert "Fu: 20 = 20 base" in out
    assert "Value: 5 han 20 fu, mangan" in out
    assert "Points: 8000: tsumo: the dealer pays 4000, each other player 2000 = 8000" in out


def test_text_shows_the_fu_breakdown_with_its_sets(capsys) -> None:
    _, out, _ = _run(capsys, "222m777p345s99s44z4z", "riichi", "seat=S")
    assert "8 concealed triplet of terminals/honors 999s" not in out  # 99s is the pair
    assert "4 concealed triplet of simples 222m" in out
    assert "4 open triplet of terminals/honors 444z (completed on a discard)" in out
    assert "rounded up" in out


def test_text_of_a_yakuman(capsys) -> None:
    _, out, _ = _run(capsys, "5m111222333444z5m", "seat=S")
    assert "Daisuushii" in out and "大四喜" in out and "Big Four Winds" in out and "2x yakuman" in out
    assert "Value: 4x yakuman (52 han)" in out
    assert "Points: 128000: ron: the discarder pays 128000" in out


def test_json_has_the_issue_shape(capsys) -> None:
    data = _json(capsys, "[406p] 234m067s22m88s8s", "seat=S", "dora=7s")
    assert set(data) >= {"ruleset", "yaku", "yakuman", "han", "fu", "points"}
    assert data["ruleset"] == "riichi" and data["hand"] == "[406p] 22234m06788s8s seat=S dora=7s"
    assert data["yaku"] == [{"id": "tanyao", "han": 1}, {"id": "dora", "han": 3}, {"id": "aka_dora", "han": 2}]
    assert (data["han"], data["fu"]) == (6, 30)
    assert data["points"] == {"total": 12000, "main": 12000, "additional": 0}


@pytest.mark.parametrize(("switches", "hand", "expected"), [
    ((), "111m222p333s4445z5z seat=S", [{"id": "suuankou_tanki", "multiplier": 2}]),
    (("--no-double-yakuman",), "111m222p333s4445z5z seat=S", [{"id": "suuankou_tanki", "multiplier": 1}]),
    (("--tenhou-double",), "123m456p789s1112z2z tsumo tenhou", [{"id": "tenhou", "multiplier": 2}]),
    (("--suukantsu-double",), "[1111m] [2222p] [3333s] {4444z} 5z5z seat=S", [{"id": "suukantsu", "multiplier": 2}]),
    (("--ryuuiisou", "pure-double"), "2222344666888s3s seat=S", [{"id": "ryuuiisou", "multiplier": 2}]),
    (("--ryuuiisou", "required"), "2222344666888s3s seat=S", []),
])
def test_yakuman_switches(capsys, switches: tuple[str, ...], hand: str, expected: list[dict]) -> None:
    assert _json(capsys, *switches, hand)["yakuman"] == expected


def test_no_open_tanyao_switch(capsys) -> None:
    assert _json(capsys, "[234m] 567p2s345s666s2s", "seat=S")["yaku"] == [{"id": "tanyao", "han": 1}]
    code, out, _ = _run(capsys, "--json", "--no-open-tanyao", "[234m] 567p2s345s666s2s", "seat=S")
    assert code == 1 and json.loads(out)["error"].startswith("no yaku")


def test_kiriage_switch(capsys) -> None:
    hand = ("234789m12345p66p6p", "riichi", "seat=S", "dora=1m4p")
    assert _json(capsys, *hand)["points"]["total"] == 7700
    assert _json(capsys, "--kiriage", *hand)["points"]["total"] == 8000


def test_hand_without_yaku_is_an_error_that_says_so(capsys) -> None:
    code, out, err = _run(capsys, "[123m]", "456p789s2345m5m", "seat=S")
    assert code == 1 and out == ""
    assert "no yaku" in err and "Traceback" not in err


def test_batch_prints_one_object_per_line_and_goes_on_after_a_bad_line(capsys, monkeypatch) -> None:
    lines = "123m1p555666777z1p seat=S\nnonsense\n\n[123m] 456p789s2345m5m\n234789m1234566p6p tsumo\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    code, out, _ = _run(capsys, "--batch", "-")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and len(rows) == 5
    assert rows[0]["yakuman"] == [{"id": "daisangen", "multiplier": 1}]
    assert "error" in rows[1] and rows[2] == {"error": "empty line: no hand", "code": "empty_line"}
    assert rows[3]["error"].startswith("no yaku")
    assert rows[4]["points"]["total"] == 2100  # dealer menzen tsumo pinfu, 2 han 20 fu: 700 all


def test_batch_file_that_cannot_be_read(capsys, tmp_path) -> None:
    code, _, err = _run(capsys, "--batch", str(tmp_path / "missing.txt"))
    assert code == 2 and "cannot read" in err


def test_bad_hand_text_mode(capsys) -> None:
    code, _, err = _run(capsys, "123m456p")
    assert code == 1 and "counted 6, but" in err


def test_mcr_only_flag_is_refused_for_riichi(capsys) -> None:
    code, out, _ = _run(capsys, "--json", "123m1p555666777z1p", "flowers=2")
    assert code == 1 and "MCR flag" in json.loads(out)["error"]


# ---------------------------------------------------------------- the table switches of issue 15

def test_renhou_switch_makes_blessing_of_man_a_yakuman(capsys) -> None:
    hand = ("234789m12345p66p6p", "renhou", "seat=S")
    assert {y["id"] for y in _json(capsys, *hand)["yaku"]} == {"pinfu", "renhou"}
    assert _json(capsys, "--renhou", "yakuman", *hand)["yakuman"] == [{"id": "renhou_yakuman", "multiplier": 1}]
    assert {y["id"] for y in _json(capsys, "--renhou", "off", *hand)["yaku"]} == {"pinfu"}


def test_daisharin_switch(capsys) -> None:
    hand = ("2233445566778p8p", "seat=S")
    assert _json(capsys, *hand)["yakuman"] == []
    assert _json(capsys, "--daisharin", "pinzu", *hand)["yakuman"] == [{"id": "daisharin", "multiplier": 1}]
    assert _json(capsys, "--daisharin", "pinzu", "2233445566778s8s", "seat=S")["yakuman"] == []
    assert _json(capsys, "--daisharin", "any-suit", "2233445566778s8s", "seat=S")["yakuman"]


def test_three_players_pay_a_self_draw_with_one_payer_fewer(capsys) -> None:
    hand = ("111999p11199s1z1z9s", "tsumo", "seat=S", "kita=1")
    assert _json(capsys, "--players", "3", *hand)["points"] == {"total": 24000, "main": 16000, "additional": 8000}
    bisect = _json(capsys, "--players", "3", "--sanma-tsumo", "north-bisection", *hand)["points"]
    assert bisect == {"total": 32000, "main": 20000, "additional": 12000}


def test_three_players_refuse_2m_to_8m_with_a_clear_message(capsys) -> None:
    code, _, err = _run(capsys, "--players", "3", "234m567p234s666s5s5s", "seat=S")
    assert code == 1 and "2m is not played with three players" in err


def test_kyoutaku_sticks_go_into_the_total(capsys) -> None:
    points = _json(capsys, "234789m12345p66p6p", "riichi", "seat=S", "kyoutaku=2")["points"]
    assert points == {"total": 2000 + 2000, "main": 2000, "additional": 0}


def test_red_fives_switch_allows_two_red_5p(capsys) -> None:
    code, _, err = _run(capsys, "234m00p567p234s6s6s5p", "riichi", "seat=S")
    assert code == 1 and "red fives of 5p" in err
    data = _json(capsys, "--red-fives", "1,2,1", "234m00p567p234s6s6s5p", "riichi", "seat=S")
    assert {"id": "aka_dora", "han": 2} in data["yaku"]


@pytest.mark.parametrize("switch", ["--aotenjou", "--daichisei", "--sashikomi", "--no-paarenchan-needs-yaku",
                                    "--no-open-pinfu-fu", "--pinfu-tsumo-fu"])
def test_every_boolean_switch_is_accepted(capsys, switch: str) -> None:
    assert _json(capsys, switch, "234789m12345p66p6p", "riichi", "seat=S")["han"] >= 2


def test_aotenjou_pays_without_limits(capsys) -> None:
    data = _json(capsys, "--aotenjou", "111999p11199s1z1z9s", "tsumo", "seat=S")
    assert data["points"]["total"] > 1_000_000 and data["level"] == ""


def test_nagashi_needs_no_hand_in_text_json_and_batch(capsys, tmp_path) -> None:
    code, out, _ = _run(capsys, "--players", "3", "nagashi", "seat=S", "--lang", "en")
    assert code == 0 and "Nagashi Mangan" in out
    assert "Points: 6000: tsumo: the dealer pays 4000, the other player 2000 = 6000" in out
    data = _json(capsys, "nagashi", "seat=E", "kyoutaku=1")
    assert data["points"] == {"total": 13000, "main": 4000, "additional": 4000} and data["han"] == 5
    lines = tmp_path / "draws.txt"
    lines.write_text("nagashi seat=W\nseat=W\n")
    code, out, _ = _run(capsys, "--batch", str(lines))
    first, second = (json.loads(line) for line in out.splitlines())
    assert first["yaku"] == [{"id": "nagashi_mangan", "han": 5}] and "error" in second and code == 1
