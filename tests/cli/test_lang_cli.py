"""``--lang`` is spelled the same way for every text command, and errors follow it."""

from __future__ import annotations

import pytest

from bot.cli import main

SPELLINGS = {"en": "en", "zh": "zh_hans", "zh_hans": "zh_hans", "zh-CN": "zh_hans", "zh_hant": "zh_hant",
             "zh-TW": "zh_hant", "繁體": "zh_hant", "both": "both", "en+zh": "both"}
#: a word each language's text has, per command
MARKERS = {
    # the score text is the chat's, in one language; English keeps the Chinese fan names beside
    "score": {"en": "Total", "zh_hans": "九莲宝灯", "zh_hant": "九蓮寶燈"},
    "waits": {"en": "Ready", "zh_hans": "听牌", "zh_hant": "聽牌"},
    "fan": {"en": "Every tile is from one suit", "zh_hans": "同一花色的序数牌", "zh_hant": "同一花色的序數牌"},
    "fans": {"en": "Full Flush", "zh_hans": "清龙", "zh_hant": "清龍"},
}
ARGUMENTS = {"score": ["1112345678999m5m"], "waits": ["1112345678999m"], "fan": ["清一色"], "fans": []}


@pytest.mark.parametrize("spelling, language", SPELLINGS.items())
@pytest.mark.parametrize("command", ["score", "waits", "fan", "fans"])
def test_every_text_command_takes_every_spelling_of_a_language(capsys, command, spelling, language):
    code = main([command, "--lang", spelling, *ARGUMENTS[command]])
    out, err = capsys.readouterr()
    assert code == 0, err
    wanted = ["en", "zh_hans"] if language == "both" else [language]
    for shown in wanted:
        assert MARKERS[command][shown] in out, (shown, out[:300])
    if language in ("zh_hans", "zh_hant"):
        assert MARKERS[command]["en"] not in out


def test_an_unknown_language_is_refused_with_the_accepted_spellings(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["waits", "--lang", "klingon", "1112345678999m"])
    assert stopped.value.code == 2
    assert "unknown language 'klingon': use en,zh_hans,zh_hant,ja,both" in capsys.readouterr().err


@pytest.mark.parametrize("command, argv, spelling, line", [
    ("score", ["123m"], "zh", "无法计分：数到 3 张；和牌要 14 张（杠算 3 张）"),
    ("score", ["--rules", "riichi", "[123m] 345p567s99s789m"], "zh_hant", "無法計分：沒有役："),
    ("waits", ["123m"], "zh_hant", "讀不懂這手牌：數到 3 張；應該是 13 或 14 張（槓算 3 張）"),
    ("waits", ["123m"], "en", "cannot read that hand: counted 3, but 13 or 14 tiles are expected, kongs counting 3"),
    ("score", ["123m"], "ja", "点数を計算できません：3 枚あります。和了形は 14 枚"),
    ("waits", ["123m"], "日本語", "手牌を読めません：3 枚あります。13 枚か 14 枚"),
    ("score", ["123m"], "both", "cannot score that hand: counted 3, but a winning hand has 14 tiles, kongs counting 3 "
                                "/ 无法计分：数到 3 张"),
])
def test_hand_errors_are_written_in_the_language_of_the_text(capsys, command, argv, spelling, line):
    code = main([command, "--lang", spelling, *argv])
    err = capsys.readouterr().err
    assert code != 0 and err.startswith(line), err


@pytest.mark.parametrize("command, argv, expected", [
    ("score", ["1112345678999m5m"], ["九蓮宝燈  88", "合計：91 点"]),  # the chat's score text, in columns
    ("score", ["--rules", "riichi", "234m345p456s66s789m", "riichi", "tsumo"],
     ["立直", "門前清自摸和", "平和", "翻", "符", "ツモ：各自"]),
    ("waits", ["1112345678999m"], ["聴牌：9 種の待ち", "九蓮宝燈", "ロン"]),
    ("fan", ["七対子"], ["七対子", "24 点", "複合しない役", "リーチ麻雀での対応役"]),
    ("fans", ["--rules", "riichi"], ["リーチ麻雀", "役満", "国士無双", "門前のみ"]),
])
def test_lang_ja_writes_every_text_command_in_japanese(capsys, command, argv, expected):
    code = main([command, "--lang", "ja", *argv])
    out = capsys.readouterr().out
    assert code == 0
    for word in expected:
        assert word in out, (word, out)
    assert "Nine Gates" not in out and "Full Flush" not in out
