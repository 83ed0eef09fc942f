"""The score sheet as a CSV file, for a spreadsheet or another club's tool.

One header line (the columns in the reader's language, then the players' names in the order given
at start), one line per row of the sheet in order (the row, numbered as the rows stand, the hand,
its prevailing wind and dealer, what happened, the winner, the discarder, the fan or han/fu, then each player's change),
and a last line of totals. A competition penalty (``/penalty … deducted``) is marked as deducted,
and a line before the totals sums each player's deductions: what the totals lack to add up to zero.
UTF-8 with a byte-order mark, so spreadsheets open names in any script correctly; numbers are
plain integers. A name a spreadsheet would read as a formula (``=1+1``, ``@cmd``) gets a leading
apostrophe (``quiz/csv_cells.py``, the guard of every CSV the bot writes).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from bot.i18n import Translator
from bot.render.views import view_of
from quiz.csv_cells import safe_text
from quiz.sheet.model import Penalty, Sheet, Win, Wind

WIND_KEYS = {Wind.EAST: "east", Wind.SOUTH: "south", Wind.WEST: "west", Wind.NORTH: "north"}


def sheet_rows(sheet: Sheet, language: str = "en", names: Sequence[str] | None = None) -> list[list[str | int]]:
    """The CSV's lines as values: header, one line per sheet row, totals (``names`` replace the
    players' names as given at start)."""
    tr = Translator(language)
    given = names if names is not None else sheet.names
    names = [safe_text(name) for name in given]
    header: list[str | int] = [tr("sheet_ui.csv_row"), tr("sheet_ui.csv_hand"), tr("sheet_ui.csv_wind"),
                               tr("sheet_ui.csv_dealer"), tr("sheet_ui.csv_kind"), tr("sheet_ui.csv_winner"),
                               tr("sheet_ui.csv_loser"), tr(f"sheet_ui.csv_value_{view_of(sheet.start.ruleset).words}"),
                               *names]
    lines = [header]
    # rows are numbered as they stand: an entry taken back with /undo leaves no gap
    for number, row in enumerate(sheet.rows, 1):
        entry = row.entry
        winner = loser = value = ""
        if isinstance(entry, Win):
            winner = names[entry.winner]
            loser = names[entry.loser] if entry.loser is not None else ""
            if entry.fan is not None:
                value = str(entry.fan)
            elif entry.han is not None:
                value = f"{entry.han}/{entry.fu}" if entry.fu else str(entry.han)
        kind = "penalty_deducted" if is_deducted(entry) else row.kind.value
        lines.append([number, row.hand.number, tr(f"sheet_ui.wind_{WIND_KEYS[row.hand.prevailing]}"),
                      names[row.hand.dealer], tr(f"sheet_ui.kind_{kind}"), winner, loser, value,
                      *row.deltas])
    deducted = deductions(sheet)
    if any(deducted):
        lines.append([tr("sheet_ui.csv_deducted"), "", "", "", "", "", "", "", *deducted])
    lines.append([tr("sheet_ui.picture_total"), "", "", "", "", "", "", "", *sheet.totals])
    return lines


def is_deducted(entry: object) -> bool:
    """A competition penalty: points taken from the offender, given to no one."""
    return isinstance(entry, Penalty) and entry.deducted


def deductions(sheet: Sheet) -> tuple[int, ...]:
    """Each player's deducted points, as the (negative) changes they made to the totals."""
    found = [0] * len(sheet.totals)
    for row in sheet.rows:
        if is_deducted(row.entry):
            found = [a + b for a, b in zip(found, row.deltas, strict=True)]
    return tuple(found)


def render_sheet_csv(sheet: Sheet, language: str = "en", names: Sequence[str] | None = None) -> bytes:
    """The CSV file's bytes."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerows(sheet_rows(sheet, language, names))
    return out.getvalue().encode("utf-8-sig")


def csv_filename(sheet: Sheet, table: int | str | None = None) -> str:
    """``sheet-<ruleset>[-<table>].csv``: a name without the players' text, so no platform or file
    system trips over it."""
    suffix = f"-{table}" if table is not None else ""
    return f"sheet-{sheet.start.ruleset}{suffix}.csv"
