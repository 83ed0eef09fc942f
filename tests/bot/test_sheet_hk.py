"""A Hong Kong score sheet through ``BotCore.handle``: started, wins typed as a hand and as a faan number,
the totals after."""

from __future__ import annotations

from tests.bot.chat_core import core_fixture
from tests.bot.chat_core import private_chat as ctx

core = core_fixture()


async def test_a_hong_kong_sheet_pays_typed_hands_and_faan_numbers_by_the_half_spicy_table(core):
    [started] = await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    assert not started.is_error and "Hong Kong" in started.text.plain, started.text
    # East's seat and prevailing wind, a mixed one suit, concealed: 6 faan, 32 a portion, two from Bo
    [*shown, entered] = await core.handle(ctx(), "win", "Ann 123m456m789m111z99m from Bo")
    assert not entered.is_error, entered.text
    assert shown and "6" in shown[0].text.plain
    [drawn] = await core.handle(ctx(), "win", "Cy 4 self")  # 16 from each of the three
    assert not drawn.is_error, drawn.text
    [sheet] = await core.handle(ctx(), "table", "show")
    totals = ("Ann: +48", "Cy: +48", "Di: −16", "Bo: −80")
    assert all(total in sheet.text.plain for total in totals), sheet.text.plain


async def test_half_responsibility_is_the_tables_choice(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di responsibility=half")
    [entered] = await core.handle(ctx(), "win", "Ann 3 from Bo")
    assert not entered.is_error and "−8" in entered.text.plain and "−4" in entered.text.plain, entered.text


async def test_a_hand_under_three_faan_is_refused(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    [refused] = await core.handle(ctx(), "win", "Ann 2 from Bo")
    assert refused.is_error and refused.text.plain.startswith("2 faan is below the minimum of 3")
    [*_, typed] = await core.handle(ctx(), "win", "Ann 123m456m789m123p99s from Bo")  # 2 faan, in faan
    assert typed.is_error and typed.text.plain.startswith("This hand scores 2 faan, under the 3 needed"), typed.text


async def test_two_winners_on_one_discard_are_refused_naming_the_second_as_a_player(core):
    await core.handle(ctx(), "table", "start hk Ann Bo Cy Di")
    [refused] = await core.handle(ctx(), "win", "Ann 3 from Bo and Cy")
    assert refused.is_error and refused.text.plain.startswith("Cy is a player, not part of a hand or a total")
