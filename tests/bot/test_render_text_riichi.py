"""``render_riichi_text``: names in the chosen languages, han, fu breakdown and payments."""

from __future__ import annotations

import pytest

from bot.render.labels import parts
from bot.render.text_riichi import render_riichi_text
from scoring.notation import parse_hand
from scoring.riichi import score_hand


def _text(hand: str, lang: str = "en+zh") -> str:
    return render_riichi_text(score_hand(parse_hand(hand, "riichi")), lang).plain


def test_default_shows_romaji_chinese_and_english() -> None:
    text = _text("[666z] 123m789p1178s9s seat=S round=S")
    assert "Yakuhai (Hatsu)" in text and "役牌 发" in text and "Green Dragon" in text
    assert "Chanta" in text and "混全带幺九" in text and "Half Outside Hand" in text
    assert "Fu: 30 = 20 base + 4 open triplet of terminals/honors [666z], 24 rounded up" in text
    assert "Points: 2000: ron: the discarder pays 2000" in text


@pytest.mark.parametrize(("lang", "present", "absent"), [
    ("en", "Half Outside Hand", "混全带幺九"), ("zh", "混全带幺九", "Half Outside Hand"),
    ("zh_hant", "混全帶么九", "Half Outside Hand")])
def test_languages(lang: str, present: str, absent: str) -> None:
    text = _text("[666z] 123m789p1178s9s seat=S round=S", lang)
    assert present in text and absent not in text


@pytest.mark.parametrize(("lang", "yakuman", "seven_pairs"), [
    ("en+zh", "yakuman", "seven pairs: always 25"), ("en", "yakuman", "seven pairs: always 25"),
    ("zh", "役满", "七对子：固定 25 符"), ("zh_hant", "役滿", "七對子：固定 25 符")])
def test_every_language_renders_a_yakuman_and_seven_pairs(lang: str, yakuman: str, seven_pairs: str) -> None:
    assert parts(lang)  # a --lang word of languages.toml
    assert yakuman in _text("19m19p19s1234567z1m tsumo", lang)
    assert seven_pairs in _text("1133m5577p2299s6z6z riichi seat=S", lang)


def test_the_chinese_text_is_labelled_in_chinese_throughout() -> None:
    text = _text("[666z] 123m789p1178s9s seat=S round=S", "zh")
    assert text.splitlines()[0].startswith("手牌：") and "门风 南，圈风 南，荣和" in text
    assert "符：30 = 20 底符 + 4 幺九明刻 [666z]，24 进位" in text
    assert "合计：2 番 30 符" in text and "点数：2000：荣和：放铳者支付 2000" in text
    for english in ("Hand:", "Yaku:", "Fu:", "Value:", "Points:", " han", "rounded", "ron:"):
        assert english not in text, english
    hant = _text("234789m1234566p6p tsumo riichi honba=1", "zh_hant")
    assert "門風 東（莊家）" in hant and "自摸：每家支付 1400，共 4200（含本場 1×100）" in hant


def test_dealer_tsumo_and_honba_are_explained() -> None:
    text = _text("234789m1234566p6p tsumo riichi honba=1")
    assert "tsumo: 1400 from each player = 4200 (honba included: 1×100)" in text
    assert "seat East (dealer)" in text


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        _text("234789m1234566p6p tsumo riichi", "fr")


@pytest.mark.parametrize("lang", ["en", "zh_hans", "zh_hant", "ja"])
@pytest.mark.parametrize(("hand", "fu", "rest"), [
    ("123m456p789s234s5m5m riichi", 40, "+ 2 "),  # a pair wait: 20 + 10 + 2 = 32, rounded up
    ("234m345p456s66s789m", 30, ""),  # pinfu on a discard: the base and the closed ron alone
    ("111m456p789s234s5m5m riichi", 40, "+ 2 "),  # the pair wait, then a closed terminal triplet
])
def test_the_fu_of_a_closed_ron_add_up_from_20_base_and_10_for_the_closed_hand(lang, hand, fu, rest) -> None:
    from bot.i18n import t

    result = score_hand(parse_hand(hand, "riichi"))
    text = render_riichi_text(result, lang).plain
    start = f"{fu} = 20 {t(lang, 'render.text_riichi.fu_reasons.base')} + 10 {t(lang, 'render.text_riichi.closed_ron')}"
    assert start in text and (start + " " + rest in text if rest else f"{start} +" not in text), text
    assert "30 " + t(lang, "render.text_riichi.fu_reasons.base") not in text
    assert sum(item.fu for item in result.fu_details) <= fu  # the breakdown adds up to what is rounded


def test_an_open_or_self_drawn_hand_has_no_closed_ron_fu() -> None:
    for hand in ("[666z] 123m789p1178s9s seat=S round=S", "123m456p789s234s5m +5m tsumo riichi"):
        text = _text(hand, "en")
        assert "20 base" in text and "closed ron" not in text


def test_the_chat_result_names_the_limit_who_pays_what_and_the_fu_breakdown() -> None:
    from bot.render.styles import Style

    result = score_hand(parse_hand("234789m1234066p6p tsumo riichi ippatsu dora=2p seat=S", "riichi"))
    text = render_riichi_text(result, "en", Style.CHAT).plain
    assert "Fu: 20 = 20 base" in text
    assert "Value: 6 han 20 fu, haneman" in text
    assert "the dealer pays 6000, each other player 3000 = 12000" in text
