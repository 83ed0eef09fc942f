"""Issue 24, bug 10: plural forms from the catalogue, no stray spaces between CJK words, lists as
each language writes them; checked over every message in every language."""

from __future__ import annotations

import re
import string

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.i18n import LANGUAGES, listed, load_strings, plural_key, sentence_gap, t, tn
from bot.render.text_sheet import status_text
from quiz.sheet.model import Win
from tests.bot.sheet_samples import mcr_sheet
from tests.migrated import migrated_url

_CJK = "[\u3040-\u30ff\u4e00-\u9fff]"
_CJK_SPACE = re.compile(f"{_CJK} +{_CJK}")
#: words that follow a number in English and take a plural -s
_COUNTED = re.compile(r"\{(\w+)\}(?:/\{\w+\})? (games|hands|table points|rounds)\b")


def _base(key: str) -> str:
    return key.removesuffix(".one").removesuffix(".other")


def test_no_english_message_writes_a_plural_as_s_in_brackets() -> None:
    assert sorted(key for key, text in load_strings("en").items() if "(s)" in text) == []


def test_every_english_message_that_counts_games_hands_or_table_points_has_plural_forms() -> None:
    english = load_strings("en")
    plain = [key for key, text in english.items() if _COUNTED.search(text) and "/{" not in text
             and not key.endswith((".one", ".other"))]
    assert plain == [], plain
    for key in {_base(k) for k in english if k.endswith(".one")}:
        assert f"{key}.other" in english, key
        one, other = english[f"{key}.one"], english[f"{key}.other"]
        assert one != other and not re.search(r"\{\w+\} (games|hands|table points|rounds|seconds)\b", one), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_message_reads_for_one_and_for_many_in_every_language(language) -> None:
    strings = load_strings(language)
    for key in {_base(k) for k in strings if k.endswith((".one", ".other"))}:
        for count in (0, 1, 1.5, 2, 21):
            chosen = plural_key(language, key, count)
            assert chosen in strings, chosen
            fields = {name for _, name, _, _ in string.Formatter().parse(strings[chosen]) if name}
            text = tn(language, key, count, **{name: count for name in fields})
            assert "{" not in text and "(s)" not in text, (key, text)


def test_one_game_one_table_point_one_hand_played_in_english() -> None:
    assert tn("en", "sheet_stats.top_line", 1, rank=1, name="Ann", points="4", games=1,
              average_rank="1.00") == "1. Ann: 4 (1 game, average rank 1.00)"
    assert tn("en", "sheet.final_line", 1, rank=3, name="Cy", score="-8", points="1") == "3. Cy: -8 · 1 table point"
    assert tn("en", "sheet.final_line", 1.5, rank=2, name="Bo", score="0", points="1½").endswith("1½ table points")
    assert tn("en", "sheet_riichi.next_hand", 1, hand="East 2", dealer="Bo", played=1).endswith("(1 hand played)")
    assert tn("en", "text.quiz.intro", 1, rounds=1, rules="MCR", difficulty="easy", seed=1).startswith("Quiz: 1 hand,")


def test_a_finished_sheet_of_one_hand_says_one_hand_and_table_points_that_agree() -> None:
    one_hand = str(status_text(mcr_sheet((Win(0, 1, fan=8),), finished=True), "en"))
    assert "after 1 hand." in one_hand and "1 hands" not in one_hand and "· 1½ table points" in one_hand
    two_hands = str(status_text(mcr_sheet((Win(0, 1, fan=8), Win(0, 2, fan=9)), finished=True), "en"))
    assert "· 4 table points" in two_hands and "Bob: −24 · 1 table point\n" in two_hands


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_lists_in_chinese_and_japanese_are_joined_with_the_enumeration_comma(language) -> None:
    assert listed(language, ["立直", "平和", "断幺九"]) == "立直、平和、断幺九"
    assert listed("en", ["Riichi", "Pinfu"]) == "Riichi, Pinfu"
    assert sentence_gap(language) == "" and sentence_gap("en") == " "
    for key, text in load_strings(language).items():
        assert not re.search(f"{_CJK}, |, {_CJK}", text), key


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(10_000, 60.0)))
    yield core
    core.close()


SETTINGS = ("language zh_hans", "ruleset riichi", "pictures off", "quiz_mode total", "quiz_seconds 30",
            "quiz_rounds 1", "quiz_rounds 7", "riichi players:3")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_saved_setting_replies_have_no_stray_spaces_and_agree_in_number(core, language) -> None:
    ctx = CommandContext("console", "c", "u", "Ann", locale=language.replace("_", "-"))
    for words in SETTINGS:
        await core.handle(ctx, "settings", f"language {language}")
        [saved] = await core.handle(ctx, "settings", words)
        plain = saved.text.plain
        assert not saved.is_error, plain
        assert not _CJK_SPACE.search(plain), (words, plain)
        if language == "en":
            assert "rules is now" not in plain, plain
            assert "1 rounds" not in plain, plain


async def test_the_issues_saved_setting_replies_read_as_written(core) -> None:
    ctx = CommandContext("console", "c", "u", "Ann", locale="en")
    [saved] = await core.handle(ctx, "settings", "riichi players:3")
    assert saved.text.plain.startswith("Saved: Riichi table rules are now")
    [saved] = await core.handle(ctx, "settings", "language zh_hans")
    assert saved.text.plain == "已保存：语言现在是简体中文。"
    await core.handle(ctx, "settings", "language ja")
    [saved] = await core.handle(ctx, "settings", "language ja")
    assert saved.text.plain == "保存しました：言語は日本語です。"
    assert t("ja", "settings.saved_language", value="日本語") == "保存しました：言語は**日本語**です。"


def _waits_first_line(hand: str, language: str) -> str:
    from bot.render.text_waits import render_report
    from scoring.notation import parse_partial
    from scoring.waits import report

    return render_report(report(parse_partial(hand)), (language,)).splitlines()[0]


@pytest.mark.parametrize("hand, english", [
    ("123m456p789s123s1z", "Ready: 1 wait, 3 tiles unseen"),
    ("1112345678999m", "Ready: 9 waits, 23 tiles unseen"),
    ("123m456p789s1s3s5z1z", "1-shanten: "),
])
def test_the_waits_lines_count_waits_and_tiles_in_each_languages_plural_forms(hand, english) -> None:
    assert _waits_first_line(hand, "en").startswith(english)
    for language in LANGUAGES:
        line = _waits_first_line(hand, language)
        assert "(s)" not in line and "{" not in line, line
    assert "tile unseen" not in _waits_first_line("1112345678999m", "en")


def test_one_tile_left_is_one_tile_and_a_discard_row_counts_its_tiles() -> None:
    from bot.render.text_waits import render_report
    from scoring.notation import parse_partial
    from scoring.waits import report

    text = render_report(report(parse_partial("11123455678999m")), ("en",))
    assert "discard 2m: ready, 14 useful tiles unseen" in text
    assert _waits_first_line("123m456p789s123s1z seen=1z1z", "en") == "Ready: 1 wait, 1 tile unseen"
