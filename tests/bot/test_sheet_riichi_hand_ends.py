"""The Riichi sheet's double ron, nagashi mangan and abortive draws through the core: ``/win A … from C and
B …``, ``/draw nagashi A``, ``/draw abort`` and the named aborts, in English and another language."""

from __future__ import annotations

from bot.render.sheet_csv import sheet_rows
from bot.render.sheet_picture import layout_sheet
from bot.render.text_sheet import row_text
from quiz.sheet.model import RowKind
from quiz.sheet.riichi_hand_ends import RiichiAbort, RiichiNagashi
from tests.bot import test_sheet_riichi_commands as commands
from tests.bot.test_sheet_riichi_commands import ANN, member, say, sheet_of, start
from tests.quiz.sheet.test_riichi_hand_ends import A, B, C, play, rons, table

#: the same core as the other Riichi sheet commands' tests: a fresh one on a migrated database per test
core = commands.core


async def refusal(core, command: str, args: str) -> str:
    [reply] = await core.handle(ANN, command, args)
    assert reply.is_error
    return reply.text.plain


async def test_win_and_enters_a_double_ron_with_a_row_for_each_winner(core):
    await start(core)
    await say(core, "reach", "Di")
    shown = await say(core, "win", "Bo 2 30 from Cy and Ann mangan")
    sheet = sheet_of(core)
    # Cy discards; Di sits on Cy's right but did not win: Ann (the dealer) is the nearest and takes Di's stick
    assert "Ann also takes the riichi sticks" in shown and shown.count("Cy −") == 2
    assert sheet.totals == (25000 + 12000 + 1000, 25000 + 2000, 25000 - 12000 - 2000, 24000)
    assert [row.kind for row in sheet.rows[-2:]] == [RowKind.WIN_ON_DISCARD] * 2


async def test_a_double_ron_needs_the_discarder_and_a_head_bump_table_refuses_it(core):
    await start(core, "preset=wrc")
    assert "head bump" in await refusal(core, "win", "Bo 2 30 from Cy and Ann mangan")
    assert "discarder" in await refusal(core, "win", "Bo 2 30 and Ann mangan")


async def test_draw_nagashi_pays_a_mangan_and_shows_its_row(core):
    await start(core)
    shown = await say(core, "draw", "Bo nagashi Cy")
    assert "nagashi mangan for Cy" in shown
    assert sheet_of(core).totals == (21000, 23000, 33000, 23000)
    rows = sheet_rows(sheet_of(core), "en")
    assert any("nagashi" in str(cell) for cell in rows[1])


async def test_draw_abort_and_a_named_abort_pay_nothing_and_keep_the_deal(core):
    await start(core)
    shown = await say(core, "draw", "nine-terminals")
    assert "abortive draw (nine terminals)" in shown and "East 1, 1 honba" in shown
    await say(core, "draw", "abort")
    sheet = sheet_of(core)
    assert sheet.totals == (25000,) * 4 and sheet.next_hand.honba == 2 and sheet.next_hand.dealer == 0


async def test_the_words_are_read_in_japanese(core):
    ja = member(locale="ja")
    await start(core)
    await say(core, "draw", "九種九牌", who=ja)
    await say(core, "win", "Bo 2 30 from Cy と Ann 満貫", who=ja)
    assert [row.kind for row in sheet_of(core).rows] == [RowKind.ABORT, RowKind.WIN_ON_DISCARD,
                                                        RowKind.WIN_ON_DISCARD]


async def test_an_abortive_draw_with_a_name_beside_it_is_refused(core):
    await start(core)
    assert "no other word" in await refusal(core, "draw", "abort Bo")


# ---- the rows in the picture and the text ----

def test_the_picture_shows_a_row_per_winner_then_nagashi_and_the_abort():
    sheet = play(table(), rons(C, (A, 2, 30), (B, 5, None)), RiichiNagashi((C,)), RiichiAbort("four_kans"))
    assert [c.text for c in layout_sheet(sheet).role("what")] == [
        "won on discard 2/30", "won on discard 5", "nagashi", "abortive draw"]


def test_the_text_names_the_nagashi_player_and_the_abortive_draw():
    sheet = play(table(), RiichiNagashi((C,)), RiichiAbort("four_kans"))
    nagashi, abort = (row_text(row, sheet, "en").plain for row in sheet.rows)
    assert "East 1: drawn, nagashi mangan for Cy" in nagashi
    assert "abortive draw (four kans), nothing paid" in abort
    assert "四槓散了" in row_text(sheet.rows[1], sheet, "ja").plain


def test_the_sheets_table_marks_nagashi_and_abort_rows_and_says_what_the_marks_mean():
    from bot.render.text_sheet import sheet_text

    shown = sheet_text(play(table(), RiichiNagashi((C,)), RiichiAbort()), "en").plain
    assert "1n" in shown and "2a" in shown
    assert "n nagashi mangan" in shown and "a abortive draw" in shown
