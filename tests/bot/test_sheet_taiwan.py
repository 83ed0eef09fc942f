"""A Taiwanese score sheet through ``BotCore.handle``: started, wins typed as a hand and as a tai number,
the totals after (底 100, 20 a tai unless the table says otherwise)."""

from __future__ import annotations

from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx

core = core_fixture()


async def test_a_taiwanese_sheet_pays_typed_hands_and_tai_numbers(core):
    [started] = await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di")
    assert not started.is_error and "Taiwanese" in started.text.plain, started.text
    # 平胡, 門清, 獨聽: 4 tai, 100 + 4 × 20 from Bo
    [*shown, entered] = await core.handle(ctx(), "win", "Ann 123m456m789m234p567p99s from Bo")
    assert not entered.is_error, entered.text
    assert shown and "4" in shown[0].text.plain
    [drawn] = await core.handle(ctx(), "win", "Cy 2 self")  # 140 from each of the three
    assert not drawn.is_error, drawn.text
    [sheet] = await core.handle(ctx(), "table", "show")
    assert "+420" in sheet.text.plain and "−320" in sheet.text.plain and "+40" in sheet.text.plain


async def test_the_stake_and_the_dealers_tai_are_the_tables_options(core):
    await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di base=50 tai=10 dealer=on")
    [entered] = await core.handle(ctx(), "win", "Bo 2 from Ann")  # Ann deals: 50 + (2 + 1) × 10
    assert not entered.is_error and "−80" in entered.text.plain, entered.text
    assert "Bo wins 2 tai" in entered.text.plain


async def test_an_ended_table_gives_its_final_places(core):
    await core.handle(ctx(), "table", "start taiwan Ann Bo Cy Di")
    await core.handle(ctx(), "win", "Cy 3 from Di")
    [ended, *_] = await core.handle(ctx(), "table", "end")
    assert not ended.is_error and "1. Cy: +160 · 4 table points" in ended.text.plain, ended.text.plain
    assert ended.document is not None  # the final sheet as a file
