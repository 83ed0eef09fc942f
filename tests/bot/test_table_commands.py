"""/table, /win, /draw, /penalty, /undo through the core, with the real store behind them."""

from __future__ import annotations

import asyncio

import pytest

from bot.core import CommandContext
from bot.storage import chat_key
from quiz.sheet.store import SheetStore
from tests.bot.chat_core import core_fixture, member

core = core_fixture(per_minute=10_000, real_clock=True)


SCOREKEEPER = member("u9", "Keeper")
ANN, OUTSIDER = member("u1", "Ann"), member("u7", "Zed")


def sheet_of(core, chat="g1"):
    return SheetStore(core.storage.db).view(chat_key("telegram", chat)).sheet


async def start_table(core, words="me Bo Cy Di", who=ANN):
    [reply] = await core.handle(who, "table", f"start {words}")
    assert not reply.is_error, reply.text.plain
    return reply


async def test_start_seats_the_players_east_south_west_north_in_the_order_given(core):
    reply = await start_table(core)
    assert "Ann East · Bo South · Cy West · Di North" in reply.text.plain
    sheet = sheet_of(core)
    assert [p.name for p in sheet.start.players] == ["Ann", "Bo", "Cy", "Di"]
    assert sheet.start.players[0].user_id == "u1"  # "me" is the caller's account


async def test_random_seats_are_a_permutation_of_the_four_winds(core):
    await start_table(core, "Ann Bo Cy Di seats=random")
    assert sorted(sheet_of(core).start.seats) == [0, 1, 2, 3]


async def test_a_win_on_a_discard_and_a_self_drawn_win_are_paid_as_mcr_says(core):
    await start_table(core)
    [reply] = await core.handle(ANN, "win", "Ann 24 from Bo")
    assert "Ann +48 · Bo −32 · Cy −8 · Di −8" in reply.text.plain
    [reply] = await core.handle(ANN, "win", "Cy 8")
    assert "Ann −16 · Bo −16 · Cy +48 · Di −16" in reply.text.plain
    assert sheet_of(core).totals == (32, -48, 40, -24)


async def test_chinese_words_and_aliases_enter_the_same_entries(core):
    await start_table(core)
    await core.handle(ANN, "和", "Ann 点炮 Bo 10")
    await core.handle(ANN, "win", "自摸 Cy 8")
    await core.handle(ANN, "罚分", "Di 10 给 Ann")
    await core.handle(ANN, "荒庄")
    await core.handle(ANN, "撤销")
    sheet = sheet_of(core)
    assert [row.kind.value for row in sheet.rows] == ["win_on_discard", "self_drawn", "penalty"]
    assert sheet.totals == (34 - 16 + 10, -18 - 16, -8 + 48, -8 - 16 - 10)


async def test_a_hand_typed_as_notation_is_scored_with_the_seat_and_prevailing_wind_and_tsumo(core):
    await start_table(core)
    for _ in range(4):
        await core.handle(ANN, "draw")
    # hand 5: South round; Bo (who started South) sits East and deals, Ann sits South
    replies = await core.handle(ANN, "win", "Ann [222z] 123m456m789m5p5p")
    text = "\n".join(r.text.plain for r in replies)
    assert "Prevalent Wind" in text and "Seat Wind" in text and "Self-Drawn" in text
    row = sheet_of(core).rows[-1]
    assert row.kind.value == "self_drawn" and "seat_wind" in row.entry.fans and "prevalent_wind" in row.entry.fans


async def test_a_hand_under_eight_fan_is_refused_unless_confirmed_as_a_false_win(core):
    await start_table(core)
    replies = await core.handle(ANN, "win", "Ann from Bo 123m456p789m22z34s5s")
    assert replies[-1].is_error and "nothing was recorded" in replies[-1].text.plain
    assert sheet_of(core).rows == ()
    await core.handle(ANN, "win", "Ann from Bo 123m456p789m22z34s5s false")
    assert sheet_of(core).totals == (-30, 10, 10, 10)


@pytest.mark.parametrize("args, says", [
    ("Zed 8", "Zed is not at this table"),
    ("Ann 8 from Ann", "cannot also be the discarder"),
    ("Ann 5", "below the minimum of 8"),
    ("Ann -8", "cannot be negative"),
    ("Ann 8 tsumo from Bo", "self-drawn win has no discarder"),
    ("Ann", "Write `/win WINNER FAN"),
])
async def test_wrong_wins_get_a_short_refusal_and_change_nothing(core, args, says):
    await start_table(core)
    [reply] = await core.handle(ANN, "win", args)
    assert reply.is_error and says.replace("`", "") in reply.text.plain.replace("`", "")
    assert sheet_of(core).rows == ()


async def test_only_the_players_the_scorekeeper_and_admins_may_write_and_anyone_may_read(core):
    await start_table(core, "me Bo Cy Di")  # Ann starts; Bo, Cy, Di are names only
    [refused] = await core.handle(OUTSIDER, "win", "Ann 8")
    assert refused.is_error and "Only the four players" in refused.text.plain
    [read] = await core.handle(OUTSIDER, "table")
    assert not read.is_error
    [ok] = await core.handle(member("u8", "Admin", admin=True), "draw")
    assert not ok.is_error
    assert len(sheet_of(core).rows) == 1


async def test_a_seventeenth_hand_is_refused_and_table_end_stores_table_points(core):
    await start_table(core)
    for number in range(16):
        [reply] = await core.handle(ANN, "win" if number == 0 else "draw", "Ann 8" if number == 0 else "")
        assert not reply.is_error
    assert "Game over" in reply.text.plain
    [refused] = await core.handle(ANN, "draw")
    assert refused.is_error and "This game is over" in refused.text.plain
    [ended] = await core.handle(ANN, "table", "end")
    assert "1. Ann: +48 · 4 table points" in ended.text.plain
    assert "2. Bo: −16 · 1 table point" in ended.text.plain  # three tied for second share (2+1+0)/3
    [none] = await core.handle(ANN, "table")
    assert none.is_error and "No score sheet is open here" in none.text.plain


async def test_chase_lists_the_fan_to_pass_each_player_above(core):
    await start_table(core)
    await core.handle(ANN, "win", "Ann 24 from Bo")  # Ann +48, Bo -32: Bo is 80 behind Ann
    [reply] = await core.handle(ANN, "table", "chase")
    assert "Bo → Ann (behind by 80): 13 / 25 / 49" in reply.text.plain


async def test_the_sheet_is_answered_in_the_callers_language(core):
    await start_table(core, who=member("u1", "Ann", locale="zh-CN"))
    [reply] = await core.handle(member("u1", "Ann", locale="zh-CN"), "win", "Ann 8 from Bo")
    assert "第1盘（东风东）" in reply.text.plain and "点炮" in reply.text.plain


async def test_one_open_table_per_chat(core):
    await start_table(core)
    [reply] = await core.handle(ANN, "table", "start Ann Bo Cy Di")
    assert reply.is_error and "already being scored" in reply.text.plain
    await start_table(core, who=member(chat="g2"))


async def test_a_telegram_player_named_by_username_may_write_and_be_named_me(core):
    await start_table(core, "Ann @bo_tg Cy Di", who=SCOREKEEPER)
    bo = CommandContext("telegram", "g1", "u2", "Bo", is_group=True, user_handle="Bo_TG")
    [reply] = await core.handle(bo, "win", "me 8 from Ann")
    assert not reply.is_error, reply.text.plain
    assert sheet_of(core).totals == (-16, 32, -8, -8)
    [refused] = await core.handle(ANN, "draw")  # Ann is a plain name: the scorekeeper enters for her
    assert refused.is_error


async def test_a_discord_mention_names_the_account_that_may_write(core):
    keeper = CommandContext("discord", "c1", "999", "Keeper", is_group=True)
    [reply] = await core.handle(keeper, "table", "start <@111> Bo Cy Di")
    assert not reply.is_error
    ctx = CommandContext("discord", "c1", "111", "Ann", is_group=True)
    other = CommandContext("discord", "c1", "222", "Bo", is_group=True)
    [refused] = await core.handle(other, "win", "<@111> 8")
    assert refused.is_error
    [ok] = await core.handle(ctx, "win", "<@111> 8")
    assert not ok.is_error


async def test_two_players_entering_at_the_same_moment_are_both_recorded_one_after_the_other(core):
    await start_table(core)
    first, second = await asyncio.gather(core.handle(ANN, "penalty", "Bo 3 to Ann"),
                                         core.handle(member("u8", "Admin", admin=True), "penalty", "Cy 6 to Di"))
    assert not first[0].is_error and not second[0].is_error
    rows = sheet_of(core).rows
    assert sorted((row.entry.player, row.entry.points) for row in rows) == [(1, 3), (2, 6)]
    assert [row.seq for row in rows] == [1, 2]


async def test_an_unknown_table_subcommand_names_the_ones_there_are(core):
    [reply] = await core.handle(ANN, "table", "strat Ann Bo Cy Di")
    assert reply.is_error and "There is no /table strat" in reply.text.plain


async def test_numbers_may_carry_their_unit(core):
    await start_table(core)
    await core.handle(ANN, "win", "Ann 24番 from Bo")
    await core.handle(ANN, "penalty", "Cy 30分")
    assert sheet_of(core).totals == (48 + 10, -32 + 10, -8 - 30, -8 + 10)


async def test_an_outsider_is_refused_before_any_name_is_read(core):
    await start_table(core)
    [reply] = await core.handle(OUTSIDER, "penalty", "Nobody 30")
    assert reply.is_error and "Only the four players" in reply.text.plain


async def test_a_draw_that_pays_nobody_refuses_names_instead_of_dropping_them(core):
    await start_table(core)
    [reply] = await core.handle(ANN, "draw", "nonsense words")
    assert reply.is_error and "/draw takes no names (nonsense)" in reply.text.plain
    assert sheet_of(core).rows == ()
    [reply] = await core.handle(ANN, "draw", "")
    assert not reply.is_error and len(sheet_of(core).rows) == 1
