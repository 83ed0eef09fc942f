"""The locale files: same keys and placeholders everywhere; platform locales map to languages."""

from __future__ import annotations

import string

import pytest

from bot.config import Config
from bot.core import BotCore
from bot.i18n import LANGUAGES, language_of, load_strings, t
from bot.session import CommandContext
from tests.migrated import migrated_url


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_locale_has_the_english_keys_and_no_others():
    english = load_strings("en")
    for language in LANGUAGES:
        strings = load_strings(language)
        assert set(strings) == set(english), language


def test_placeholders_agree_across_locales():
    english = load_strings("en")
    for language in LANGUAGES:
        for key, template in load_strings(language).items():
            assert _placeholders(template) == _placeholders(english[key]), (language, key)


@pytest.mark.parametrize("locale, language", [
    ("en-US", "en"), ("en-GB", "en"), ("en", "en"),
    ("zh-CN", "zh_hans"), ("zh-TW", "zh_hant"),  # Discord
    ("zh-hans", "zh_hans"), ("zh-hant", "zh_hant"), ("zh", "zh_hans"), ("zh-HK", "zh_hant"),  # Telegram
    ("zh_Hant_TW", "zh_hant"), ("繁體", "zh_hant"), ("简体", "zh_hans"),
    ("ja", "ja"), ("ja-JP", "ja"), ("日本語", "ja"),  # Discord, Telegram, typed
    ("fr", "en"), (None, "en"), ("", "en"),
])
def test_platform_locale_to_language(locale, language):
    assert language_of(locale) == language


def test_unknown_locale_uses_the_default():
    assert language_of("fr", default="zh_hant") == "zh_hant"


def test_missing_key_shows_the_key_and_bad_values_do_not_raise():
    assert t("en", "no.such.key") == "no.such.key"
    assert "{seconds}" in t("en", "error.rate_limited")  # unformatted when values are missing
    assert "5" in t("zh_hans", "error.rate_limited", seconds=5)


@pytest.mark.parametrize("bad_hand, ruleset", [
    ("123m45x", "mcr"), ("m123", "mcr"), ("123", "mcr"), ("8z", "mcr"), ("123m456p", "mcr"),
    ("11111m234p567s789s", "mcr"), ("[124m] 123p456p789s11s", "mcr"), ("123m456p789s11s1z wibble", "mcr"),
    ("", "mcr"),
])
def test_common_hand_errors_read_in_chinese(bad_hand, ruleset):
    from bot.i18n import error_text
    from scoring.hand import HandError
    from scoring.notation import parse_hand

    with pytest.raises(HandError) as caught:
        parse_hand(bad_hand, ruleset)
    english = error_text(caught.value, "en")
    for language in ("zh_hans", "zh_hant"):
        translated = error_text(caught.value, language)
        assert translated != english, f"no Chinese for: {english}"
        assert not any(word in translated for word in ("counted", "unknown", "digits")), translated


def test_scoring_errors_read_in_chinese():
    from bot.i18n import error_text
    from scoring.hand import HandError
    from scoring.mcr import score_hand
    from scoring.notation import parse_hand

    with pytest.raises(HandError) as caught:
        score_hand(parse_hand("123m456p789s2344s +5s"))
    assert error_text(caught.value, "zh_hans") == "不是和牌型"


async def test_an_english_user_can_choose_japanese_by_typing_its_name(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    try:
        ctx = CommandContext("console", "c", "u", "Player", locale="en-US")
        [saved] = await core.handle(ctx, "settings", "language 日本語")
        assert "日本語" in saved.text and "保存しました" in saved.text
        [reply] = await core.handle(ctx, "score", "1112345678999m5m")
        assert "九蓮宝燈" in reply.text and "合計：91 点" in reply.text
    finally:
        core.close()
