"""The Taiwanese score sheet reads in tai: its rules line (preset, 底 and a tai's price, the dealer's tai), the
entry buttons' totals and prompts, the statistics; the command line's generated quiz hands say tai."""

from __future__ import annotations

from bot.cli import main
from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx
from tests.bot.sheet_words import ask_total, buttons, one_win_stats

core = core_fixture()


async def test_the_sheet_shows_its_preset_stake_and_dealer_option_in_its_rules_line(core):
    await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di base=50 tai=10 dealer=streak preset=southern")
    [sheet] = await core.handle(ctx(), "table", "show")
    rules = next(line for line in sheet.text.plain.splitlines() if line.startswith("Rules:"))
    assert rules == "Rules: southern · base 50 + 10 a tai · the dealer's 1 tai and 2 for each repeat (連莊拉莊)", rules


async def test_the_rules_line_says_when_the_dealer_adds_no_tai(core):
    await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di")
    [sheet] = await core.handle(ctx(), "table", "show")
    assert "Rules: pocket · base 100 + 20 a tai · no dealer's tai" in sheet.text.plain, sheet.text.plain


async def test_the_entry_buttons_offer_tai_totals_and_ask_in_tai(core):
    await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di")
    ask = await ask_total(core, "Ann", "Self-drawn")
    assert "pick the tai total" in ask.text.plain and " fan" not in ask.text.plain, ask.text.plain
    assert {"1", "2", "16"} <= set(buttons(ask)) and "88" not in buttons(ask)
    [prompt] = await core.handle_action(ctx(), buttons(ask)["Other total"])
    assert prompt.text.plain == "Tai total (0 or more)"
    [refusal] = await core.handle_action(ctx(), prompt.number_prompt.action, ["lots"])
    assert "is not a tai total" in refusal.text.plain
    [done] = await core.handle_action(ctx(), buttons(ask)["2"])
    assert "Ann wins 2 tai, self-drawn" in done.text.plain, done.text.plain


def test_the_statistics_count_tai():
    text = one_win_stats("taiwan", 8, "zh_hant")
    assert "台灣麻將" in text and "胡牌平均台數：8.0" in text and "8 台" in text, text


def test_generated_quiz_lines_give_the_total_in_tai(capsys):
    assert main(["quiz", "generate", "--rules", "taiwan", "--count", "2", "--seed", "3"]) == 0
    totals = capsys.readouterr().out.splitlines()[1::2]
    assert all(" tai: " in line and " fan" not in line for line in totals), totals
