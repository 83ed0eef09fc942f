"""/fan: a ruleset prefix searches that ruleset; Riichi examples are scored in the reader's words."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.render.text_glossary import render_entry
from glossary import get_entry
from tests.migrated import migrated_url


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)))
    yield core
    core.close()


@pytest.mark.parametrize("query", ["riichi: 清一色", "riichi:清一色", "Riichi:chinitsu", "riichi:chinitsu"])
async def test_a_ruleset_prefix_searches_that_ruleset_by_name_or_id(core, query):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "fan", query)
    assert not reply.is_error and "Chinitsu" in reply.text and "日本麻将" in reply.text


def test_a_riichi_example_is_scored_in_chinese_words_in_a_chinese_entry():
    ippatsu = render_entry(get_entry("riichi", "ippatsu"), "zh")
    assert "= 2 番 40 符，2600 点" in ippatsu and "han" not in ippatsu
    daisangen = render_entry(get_entry("riichi", "daisangen"), "zh_hant")
    assert "= 役滿，32000 點" in daisangen
    assert "= yakuman, 32000" in render_entry(get_entry("riichi", "daisangen"), "en")
    assert "= 6 番 40 符（跳满），12000 点" in render_entry(get_entry("riichi", "chinitsu"), "zh")


async def test_the_chat_entry_keeps_the_rules_in_a_note_and_leaves_out_our_sources(core):
    ctx = CommandContext("console", "c", "u", locale="en")
    [seven_pairs] = await core.handle(ctx, "fan", "seven pairs")
    assert "Note / 说明: A self-drawn Seven Pairs scores Self-Drawn." in seven_pairs.text
    [full_flush] = await core.handle(ctx, "fan", "full flush")
    assert "seed" not in full_flush.text.plain.lower() and "Note" not in full_flush.text
    # the command line leaves out the notes about our sources too (issue 24)
    assert "Seed 002" not in render_entry(get_entry("mcr", "full_flush"), "en")


def test_autocomplete_labels_say_the_ruleset_in_the_users_language():
    from bot.commands.glossary_cmds import autocomplete

    assert "清一色 · 日麻" in [o.label for o in autocomplete("qing", "zh_hans", 5)]
    assert "八仙過海 · 地方番種" in [o.label for o in autocomplete("eight", "zh_hant", 3)]
    assert "Full Flush (清一色) · Riichi" in [o.label for o in autocomplete("qing", "en", 5)]


async def test_the_chat_says_fan_for_mcr_points_as_its_scores_do(core):
    ctx = CommandContext("console", "c", "u", locale="en")
    [entry] = await core.handle(ctx, "fan", "full flush")
    [score] = await core.handle(ctx, "score", "1112345678999m5m")
    assert "24 fan / 24 番" in entry.text and "points" not in entry.text.plain.split("\n")[0]
    assert "fan**" in score.text.markdown
    assert "24 fan" in render_entry(get_entry("mcr", "full_flush"), "en")  # MCR values are fan, as everywhere


LOCALES = {"en": "en", "zh_hans": "zh-CN", "zh_hant": "zh-TW", "ja": "ja"}


@pytest.mark.parametrize("language", list(LOCALES))
@pytest.mark.parametrize(("words", "ruleset", "worth"), [("8", "mcr", 8), ("88", "mcr", 88), ("6", "mcr", 6),
                                                          ("2 rules=riichi", "riichi", 2)])
async def test_a_number_lists_the_fans_worth_that_much(core, language, words, ruleset, worth):
    from bot.render.names import entry_name_in
    from glossary import entries

    [reply] = await core.handle(CommandContext("console", "c", "u", locale=LOCALES[language]), "fan", words)
    assert not reply.is_error
    shown = reply.text.plain.split(":", 1)[-1].split("：", 1)[-1].split(" · ")
    worth_it = [e for e in entries(ruleset) if e.points == worth and not e.yakuman]
    assert len(worth_it) >= 2 and len(shown) == len(worth_it)
    names = {entry_name_in(e, language) for e in worth_it}
    assert all(any(name in part or part.strip() in name for name in names) for part in shown), shown


async def test_a_number_no_fan_is_worth_is_a_short_error(core):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "fan", "7")
    assert reply.is_error and reply.text.plain == "No fan is worth 7 here. /fans lists them all by value."


async def test_the_riichi_table_keeps_a_name_with_a_comma_whole(core):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="en"), "fans", "riichi")
    double = next(line for line in reply.text.plain.splitlines() if line.startswith("Yakuman ×2"))
    entries_shown = double.split(":", 1)[1].strip().split(" · ")
    assert "Four Concealed Triplets, Single Wait" in entries_shown and "Single Wait" not in entries_shown


@pytest.mark.parametrize(("query", "fan_id"), [("一気通貫", "ittsu"), ("七対子", "chiitoitsu")])
async def test_a_japanese_name_finds_the_riichi_entry_under_riichi_rules(core, query, fan_id):
    ctx = CommandContext("console", "riichi-chat", "u", locale="ja", is_admin=True)
    await core.handle(ctx, "settings", "ruleset=riichi")
    [reply] = await core.handle(ctx, "fan", query)
    entry = get_entry("riichi", fan_id)
    assert not reply.is_error and entry.romaji in reply.text.plain
    [mcr] = await core.handle(CommandContext("console", "mcr-chat", "u", locale="ja"), "fan", f"{query} rules=riichi")
    assert entry.romaji in mcr.text.plain


async def test_a_name_several_rulesets_share_says_whose_each_choice_is(core):
    [reply] = await core.handle(CommandContext("console", "c", "u", locale="ja"), "fan", "chihou zz")
    labels = [button.label for row in reply.buttons for button in row]
    assert "地和 (リーチ麻雀)" in labels and "地和 (香港麻雀)" in labels
    assert len(set(labels)) == len(labels)  # no two choices look alike

