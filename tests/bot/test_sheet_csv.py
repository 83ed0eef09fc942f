"""The sheet's CSV export: the header names the players, one line per row in order with each
change, a totals line, and a file any spreadsheet reads the same way."""

from __future__ import annotations

import csv
import io

from bot.render.sheet_csv import csv_filename, render_sheet_csv
from quiz.sheet.model import Draw, Penalty, Undo, Win
from tests.bot.sheet_samples import FULL_GAME, SAMPLE, mcr_sheet


def _read(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")  # the BOM: spreadsheets open UTF-8 names correctly
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_the_header_has_the_columns_then_the_players_names_in_start_order():
    lines = _read(render_sheet_csv(mcr_sheet(SAMPLE)))
    assert lines[0] == ["Row", "Hand", "Prevailing wind", "Dealer", "Entry", "Winner", "From", "Fan",
                        "Ann", "Bob", "Cat", "Dan"]


def test_one_line_per_row_in_order_with_each_players_change():
    sheet = mcr_sheet(SAMPLE)
    lines = _read(render_sheet_csv(sheet))[1:-1]
    assert len(lines) == len(sheet.rows)
    for number, (line, row) in enumerate(zip(lines, sheet.rows, strict=True), 1):
        assert int(line[0]) == number and int(line[1]) == row.hand.number
        assert tuple(int(v) for v in line[8:]) == row.deltas
    assert lines[0][4:8] == ["won on discard", "Ann", "Bob", "24"]
    assert lines[1][4:8] == ["self-drawn", "Cat", "", "8"]
    assert lines[2][4:8] == ["draw", "", "", ""]
    assert lines[3][4] == "penalty"


def test_the_last_line_holds_the_totals():
    sheet = mcr_sheet(FULL_GAME)
    lines = _read(render_sheet_csv(sheet))
    assert lines[-1][0] == "Total" and tuple(int(v) for v in lines[-1][8:]) == sheet.totals
    assert len(lines) == 1 + 16 + 1
    assert [line[2] for line in lines[1:-1]] == ["East"] * 4 + ["South"] * 4 + ["West"] * 4 + ["North"] * 4
    assert [line[3] for line in lines[1:5]] == ["Ann", "Bob", "Cat", "Dan"]


def test_names_with_commas_quotes_and_other_scripts_survive_a_round_trip():
    names = ("Dan, Jr.", 'Ann "the wall"', "张伟", "さくら")
    lines = _read(render_sheet_csv(mcr_sheet((Win(2, 3, fan=8),), names=names)))
    assert lines[0][8:] == list(names)
    assert lines[1][5:7] == ["张伟", "さくら"]


def test_a_name_a_spreadsheet_would_run_as_a_formula_is_kept_as_text():
    names = ("=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)")
    lines = _read(render_sheet_csv(mcr_sheet((Win(0, 1, fan=8),), names=names)))
    assert lines[0][8:] == ["'=HYPERLINK(\"x\")", "'+1", "'-2", "'@SUM(A1)"]
    assert lines[1][5] == "'=HYPERLINK(\"x\")"
    assert lines[1][8] == "32"  # numbers stay numbers (a negative change is a number, not a formula)
    assert lines[1][9] == "-16"


def test_the_columns_follow_the_readers_language():
    lines = _read(render_sheet_csv(mcr_sheet((Draw(),)), "zh_hans"))
    assert lines[0][:8] == ["行", "局", "圈风", "庄家", "记录", "和牌者", "点炮者", "番数"]
    assert lines[1][4] == "荒庄" and lines[-1][0] == "合计"


def test_a_telegram_username_is_a_name_not_a_formula():
    lines = _read(render_sheet_csv(mcr_sheet((Draw(),), names=("@bo_99", "@x(1)", "Ann", "Dan"))))
    assert lines[0][8:10] == ["@bo_99", "'@x(1)"]


def test_the_file_name_holds_no_player_text():
    assert csv_filename(mcr_sheet(SAMPLE, names=("a/b", "c", "d", "e")), 7) == "sheet-mcr-7.csv"


def test_rows_are_numbered_as_they_stand_when_entries_were_undone():
    """Issue 24, bug 4: the CSV said Row 5, 8, 9 after two entries were taken back."""
    undone = (Win(0, 1, fan=24), Win(2, None, fan=8), Draw(), Penalty(3, 30), Win(1, 3, fan=12), Undo(),
              Undo(), Win(3, 0, fan=64), Draw(), Undo(), Win(0, None, fan=9))
    sheet = mcr_sheet(undone)
    lines = _read(render_sheet_csv(sheet))[1:-1]
    assert [line[0] for line in lines] == [str(n) for n in range(1, len(sheet.rows) + 1)]
    assert [line[4] for line in lines] == ["won on discard", "self-drawn", "draw", "won on discard", "self-drawn"]
