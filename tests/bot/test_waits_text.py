"""The waits text (``/waits`` and ``fanbot waits``): names in the reader's language, and short.

Waits that score alike are explained once: thirteen orphans waits on 13 tiles and a pure Nine
Gates on 9, and a chat message should not repeat the same line for each.
"""

from __future__ import annotations

from bot.render.text_waits import _Words, render_waits
from scoring.hand import NotWinningHand
from scoring.notation import parse_partial


def test_riichi_waits_name_yaku_in_traditional_chinese_in_a_traditional_chat():
    text = render_waits(parse_partial("234m345p456s66s78m", "riichi"), "riichi", "zh_hant")
    assert "(平和 1, 斷么九 1)" in text and "門前清自摸和 1" in text
    assert "pinfu" not in text.lower() and "menzen" not in text.lower()


def test_riichi_waits_name_yaku_in_romaji_in_english_and_beside_the_chinese_in_both():
    partial = parse_partial("234m345p456s66s78m", "riichi")
    assert "(Pinfu 1, Tanyao 1)" in render_waits(partial, "riichi", "en")
    assert "Pinfu 平和 1" in render_waits(partial, "riichi", "both")


def test_riichi_waits_that_score_alike_are_shown_once():
    text = render_waits(parse_partial("1112345678999m", "riichi"), "riichi", "zh_hans")
    assert text.count("纯正九莲宝灯") == 2  # one ron line and one tsumo line for all nine waits
    assert "1m 一万×1, 2m 二万×3" in text and "9m 九万×1" in text


def test_mcr_wait_details_that_score_alike_are_written_once_with_the_tiles_codes():
    text = render_waits(parse_partial("19m19p19s1234567z", "mcr"), "mcr", "en")
    assert text.count("Thirteen Orphans 88") == 1
    assert "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z, on a discard: Thirteen Orphans 88" in text
    assert text.count("\n1z ") == 1  # the table keeps one row per wait


def test_a_wait_explained_alone_keeps_its_chinese_name():
    text = render_waits(parse_partial("123m456p789s1122z", "mcr"), "mcr", "zh_hans")
    assert "1z 东, 点和: 花龙 8" in text and "2z 南, 点和: 花龙 8" in text


def test_scoring_errors_in_the_waits_text_are_in_the_readers_chinese():
    assert _Words("zh_hant").error(NotWinningHand("not_winning")) == "無法計分：不是和牌型"
    assert _Words("en").error(NotWinningHand("not_winning")) == "cannot score: not a winning hand"


def test_the_discard_table_says_what_the_two_numbers_after_each_wait_are():
    text = render_waits(parse_partial("1234567m1234567p", "mcr"), "mcr", "en")
    assert "1p×3: 8/10" in text and "4p×3: (7)/9" in text and "((" not in text
    assert "a/b after each wait: the total on a discard / self-drawn" in text
    assert "(n): under 8 without flowers" in text
    riichi = render_waits(parse_partial("1234567m1234567p", "riichi"), "riichi", "zh_hant")
    assert "每張聽牌後的 a/b：榮和點數 / 自摸點數" in riichi
