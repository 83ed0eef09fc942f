"""The Riichi score sheet through the core with the real store: /table start riichi with a preset,
/reach and /riichi, /win as han and fu, as a limit or as the hand, /draw tenpai=, the final score,
and /table stats and /table top."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.storage import chat_key
from quiz.sheet.store import SheetStore
from tests.bot.chat_core import core_fixture, member

core = core_fixture(per_minute=10_000, real_clock=True)


ANN = member()


def sheet_of(core, chat="g1"):
    return SheetStore(core.storage.db).view(chat_key("telegram", chat)).sheet


def text(replies) -> str:
    return "\n".join(reply.text.plain for reply in replies)


async def say(core, command, args="", who=ANN):
    replies = await core.handle(who, command, args)
    assert not replies[-1].is_error, text(replies)
    return text(replies)


async def start(core, options=""):
    return await say(core, "table", f"start riichi me Bo Cy Di {options}".strip())


async def test_a_riichi_table_starts_at_25000_and_shows_its_rules(core):
    shown = await start(core, "preset=mleague")
    assert "Rules: mleague · 25,000 to start, 30,000 returned · uma +30/+10/−10/−30" in shown
    assert "Next: East 1, dealer Ann" in shown
    assert "/reach PLAYER" in shown and "/draw tenpai=P,Q" in shown
    assert sheet_of(core).totals == (25000,) * 4


async def test_a_preset_or_option_that_cannot_be_read_is_refused_by_name(core):
    [reply] = await core.handle(ANN, "table", "start riichi me Bo Cy Di preset=mahjongsoul")
    assert reply.is_error and "no preset mahjongsoul" in reply.text.plain
    [reply] = await core.handle(ANN, "table", "start riichi me Bo Cy Di uma=1,2,3")
    assert reply.is_error and "uma=1,2,3 is not a value" in reply.text.plain


async def test_reach_and_riichi_put_1000_in_the_pot_and_the_winner_takes_it(core):
    await start(core)
    shown = await say(core, "reach", "Bo")
    assert "Bo puts 1,000 in the pot" in shown and "Riichi sticks on the table: 1 (1,000)" in shown
    await say(core, "riichi", "Cy")
    [twice] = await core.handle(ANN, "riichi", "Cy")
    assert twice.is_error and "Cy has already declared riichi" in twice.text.plain
    shown = await say(core, "win", "Di 3 30 from Ann")
    assert "Ann −3900 · Bo 0 · Cy 0 · Di +5900" in shown
    assert sheet_of(core).totals == (21100, 24000, 24000, 30900)
    # the text says what the +5900 holds beyond the hand's 3900: the two sticks it took off the table
    assert "Di also takes the riichi sticks on the table: 2 (2,000)" in shown


async def test_a_win_with_no_sticks_on_the_table_says_nothing_of_them(core):
    await start(core)
    assert "riichi sticks" not in await say(core, "win", "Di 3 30 from Ann")


async def test_riichi_with_a_hand_still_scores_the_hand(core):
    await start(core)
    shown = await say(core, "riichi", "234789m1234066p6p tsumo riichi seat=S")
    assert "Riichi" in shown and "Pinfu" in shown
    assert sheet_of(core).rows == ()


async def test_honba_and_the_dealer_repeat_show_in_the_next_hand(core):
    await start(core)
    shown = await say(core, "draw", "tenpai=Ann,Cy")
    assert "Ann +1500 · Bo −1500 · Cy +1500 · Di −1500" in shown
    assert "Next: East 1, 1 honba, dealer Ann" in shown
    shown = await say(core, "win", "Bo 2 30 from Cy")
    assert "Bo +2300" in shown and "Next: East 2, dealer Bo" in shown


async def test_a_limit_may_be_named_and_needs_no_fu(core):
    await start(core)
    shown = await say(core, "win", "Cy mangan")
    assert "Ann −4000 · Bo −2000 · Cy +8000 · Di −2000" in shown
    await say(core, "undo")
    await say(core, "win", "Cy 役満")
    assert sheet_of(core).totals == (25000 - 16000, 25000 - 8000, 25000 + 32000, 25000 - 8000)
    [reply] = await core.handle(ANN, "win", "Cy 3 from Bo")
    assert reply.is_error and "3 han needs its fu too" in reply.text.plain


async def test_a_typed_hand_is_scored_with_the_sheets_seat_riichi_and_sticks(core):
    await start(core)
    await say(core, "draw", "tenpai=Ann")  # Ann repeats: East 1, 1 honba
    await say(core, "reach", "Bo")
    replies = await core.handle(ANN, "win", "Bo 234789m1234066p6p dora=1m from Cy")
    shown = text(replies)
    assert not replies[-1].is_error, shown
    assert "Riichi" in shown and "honba=1" in shown and "kyoutaku=1" in shown
    row = sheet_of(core).rows[-1]
    assert "riichi" in row.entry.fans and "seat=S" in row.entry.hand
    [refused] = await core.handle(ANN, "win", "Cy 234789m1234066p6p riichi from Ann")
    assert refused.is_error and "has not declared riichi" in refused.text.plain


async def test_draw_names_the_ready_players_and_refuses_other_words(core):
    await start(core)
    shown = await say(core, "draw", "Ann Cy")  # as /reach Ann reads them: the same as tenpai=Ann,Cy
    assert "Ann +1500 · Bo −1500 · Cy +1500 · Di −1500" in shown
    assert sheet_of(core).rows[-1].entry.tenpai == (0, 2)
    [reply] = await core.handle(ANN, "draw", "nonsense words")
    assert reply.is_error and "nonsense is not a player at this table" in reply.text.plain
    assert "name the players who were ready (/draw Ann Cy)" in reply.text.plain
    assert len(sheet_of(core).rows) == 1


async def test_a_player_in_riichi_must_be_ready_at_a_draw(core):
    await start(core)
    await say(core, "reach", "Di")
    [reply] = await core.handle(ANN, "draw", "tenpai=Ann")
    assert reply.is_error and "Di declared riichi" in reply.text.plain


async def test_the_end_gives_the_final_score_with_uma_and_oka_and_the_history_counts_it(core):
    await start(core)
    await say(core, "win", "Bo 5 from Cy")
    ended = await say(core, "table", "end")
    assert "1. Bo: 33,000 · +43.0" in ended and "4. Cy: 17,000 · −33.0" in ended
    shown = await say(core, "table", "stats Bo")
    assert "Bo · Riichi · games played: 1" in shown
    assert "Win 100% · self-drawn 0% · dealt in 0% (of 1 hand)" in shown
    assert "Biggest hand: 5 han" in shown
    me = await say(core, "table", "stats")
    assert "Ann · Riichi" in me and "Average rank 2.00" in me
    board = await say(core, "table", "top riichi")
    assert board.index("1. Bo: +43.0") < board.index("2. Ann: +5.0")
    month = datetime.now(UTC).strftime("%Y-%m")
    assert "1. Bo: +43.0" in await say(core, "table", f"top {month} riichi")
    assert "No finished table yet." in await say(core, "table", "top 2001-01 riichi")
    [bad] = await core.handle(ANN, "table", "top someday")
    assert bad.is_error and "someday is not a month" in bad.text.plain
    [nobody] = await core.handle(ANN, "table", "stats Zed")
    assert nobody.is_error and "Zed" in nobody.text.plain


async def test_stats_without_a_finished_table_say_how_to_store_one(core):
    [reply] = await core.handle(ANN, "table", "stats")
    assert reply.is_error and "/table end" in reply.text.plain


async def test_the_riichi_sheet_reads_in_japanese_and_chinese(core):
    ja = member(locale="ja")
    await start(core)
    shown = await say(core, "draw", "tenpai=Ann", who=ja)
    assert "東1局 1本場" in shown
    zh = member(locale="zh-CN")
    shown = await say(core, "立直", "Bo", who=zh)
    assert "场上立直棒：1 根" in shown


def test_a_riichi_east_only_game_on_the_console_survives_a_restart_and_ends_with_uma(tmp_path):
    from tests.bot.console_run import console_in

    def console(lines):  # a session in the test's process; the restart is a second one on the same file
        done = console_in(tmp_path, lines)
        assert done.returncode == 0 and "Traceback" not in done.stdout + done.stderr, done.stderr
        return done.stdout

    first = console(["/table start riichi Ann Bo Cy Di length=tonpuu", "/riichi Bo",
                     "/win Bo 234789m1234066p6p dora=1m from Cy", "/draw tenpai=Ann"])
    assert "Rules: tenhou" in first and "Riichi" in first
    assert "Next: East 3, 1 honba, dealer Cy" in first
    second = console(["/table", "/win Ann 2 30", "/draw", "/table end", "/table stats Bo", "/table top"])
    assert "Game over after 4 hands" in second and "1. Bo: 31,100 · +41.1" in second
    assert "Bo · Riichi · games played: 1" in second and "Leaderboard · Riichi · all time" in second
