"""The Hong Kong score sheet reads in faan: its rules line (preset, responsibility, base), hands named by round
and deal with the dealer's repeats, the entry buttons' totals and prompts, the statistics' words; the command
line's generated quiz hands say faan."""

from __future__ import annotations

import pytest

from bot.cli import main
from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx
from tests.bot.sheet_words import ask_total, buttons, one_win_stats

core = core_fixture()


async def test_the_sheet_shows_its_preset_responsibility_and_base_in_its_rules_line(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di responsibility=half base=2 preset=full-spicy")
    [sheet] = await core.handle(ctx(), "table", "show")
    rules = next(line for line in sheet.text.plain.splitlines() if line.startswith("Rules:"))
    assert "full-spicy" in rules and "3 to 10 faan" in rules and "half responsibility (半銃)" in rules, rules
    assert "2 a portion" in rules, rules


async def test_a_win_reads_in_faan_and_the_dealer_who_keeps_the_deal_repeats_the_hand(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    [entered] = await core.handle(ctx(), "win", "Ann 5 from Bo")
    assert "Ann wins 5 faan on Bo's discard" in entered.text.plain, entered.text.plain
    assert "Next: East 1, repeat 1, dealer Ann (1 hand played)" in entered.text.plain, entered.text.plain
    [passed] = await core.handle(ctx(), "win", "Bo 3 self")
    assert "Next: East 2, dealer Bo (2 hands played)" in passed.text.plain, passed.text.plain


@pytest.mark.parametrize(("language", "words"), [("en", "East 1, repeat 1"), ("zh_hant", "東1局 連1"),
                                                 ("ja", "東1局 1連荘")])
async def test_a_repeated_hand_is_named_in_every_language(core, language, words):
    chat = ctx()
    chat = type(chat)(chat.platform, chat.chat_id, chat.user_id, chat.user_name, is_group=False, is_admin=False,
                      locale=language)
    await core.handle(chat, "table", "start hk Ann Bo Cy Di")
    [entered] = await core.handle(chat, "win", "Ann 5 from Bo")
    assert words in entered.text.plain, entered.text.plain


async def test_the_entry_buttons_offer_faan_totals_from_the_minimum_and_ask_in_faan(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    ask = await ask_total(core, "Ann", "Bo")
    assert "pick the faan total" in ask.text.plain and " fan" not in ask.text.plain, ask.text.plain
    assert {"3", "10"} <= set(buttons(ask)) and "88" not in buttons(ask)
    [prompt] = await core.handle_action(ctx(), buttons(ask)["Other total"])
    assert prompt.text.plain == "Faan total (3 or more)"
    [refusal] = await core.handle_action(ctx(), prompt.number_prompt.action, ["lots"])
    assert "is not a faan total" in refusal.text.plain
    refused, offer = await core.handle_action(ctx(), prompt.number_prompt.action, ["2"])
    assert "worth 2 faan" in offer.text.plain, offer.text.plain


def test_the_statistics_count_faan():
    text = one_win_stats("hk", 7, "en")
    assert "Hong Kong" in text and "Average faan of wins: 7.0" in text and "7 faan" in text, text


def test_generated_quiz_lines_give_the_total_in_faan(capsys):
    assert main(["quiz", "generate", "--rules", "hk", "--count", "2", "--seed", "3", "--lang", "zh_hant"]) == 0
    totals = capsys.readouterr().out.splitlines()[1::2]
    assert all(" 番：" in line for line in totals), totals


async def test_a_win_names_the_player_liable_for_it_with_包_at_a_table_that_plays_it(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di liability=on")
    [sheet] = await core.handle(ctx(), "table", "show")
    assert "包: who lets a big hand win pays for all of it" in sheet.text.plain, sheet.text.plain
    [entered] = await core.handle(ctx(), "win", "Ann 10 self 包 Di")  # three portions of 128, all from Di
    assert not entered.is_error and "Ann +384 · Bo 0 · Cy 0 · Di −384" in entered.text.plain, entered.text.plain


async def test_包_is_refused_at_a_table_that_does_not_play_it(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    [refused] = await core.handle(ctx(), "win", "Ann 10 self liable Di")
    assert refused.is_error and "liability=on" in refused.text.plain, refused.text.plain
