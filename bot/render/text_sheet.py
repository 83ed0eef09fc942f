"""The score sheet as text, in the catalogue's languages: a row just entered, the whole sheet with
its totals and standings, the next hand, and the chase figures (``quiz.sheet``'s typed data)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from bot.i18n import Translator
from bot.render.ruleset_words import ruleset_key
from bot.render.sheet_final import final_parts, table_points_line
from bot.render.sheet_words import signed, wind_name
from bot.render.views import ValueUnit, view_of
from bot.rich import Rich, block, lines, rich_translator
from quiz.sheet.mcr import Chase
from quiz.sheet.model import Draw, HandState, Penalty, Row, RowKind, RulesetEntry, Sheet, TableStart, Win, Wind
from quiz.sheet.rulesets import rules_for


@runtime_checkable
class _PlayersEntry(Protocol):
    """A row of a ruleset's own kind that names one player (a riichi bet)."""

    player: int


def hand_label(tr: Translator, hand: HandState, start: TableStart | None = None) -> str:
    """``Hand 6 (South round, South)``: the number, the prevailing wind and the hand within its round;
    given the table's start, as its ruleset's sheet names hands (``East 2, 1 honba``)."""
    sheet_view = None if start is None else view_of(start.ruleset).sheet
    if start is not None and sheet_view is not None:
        return sheet_view.hand_label(tr, start, hand)
    in_round = Wind((hand.number - 1) % 4)
    return tr("sheet.hand", number=hand.number, prevailing=wind_name(tr, hand.prevailing),
              seat=wind_name(tr, in_round))


def _deltas(sheet: Sheet, deltas: Sequence[int]) -> str:
    names = sheet.names
    return " · ".join(f"{names[p]} {signed(d)}" for p, d in enumerate(deltas))


def row_text(row: Row, sheet: Sheet, language: str) -> Rich:
    """What one entry did: who won what from whom, and each player's change."""
    tr = Translator(language)
    rt = rich_translator(tr)
    names = sheet.names
    body = row.entry
    hand = hand_label(tr, row.hand, sheet.start)
    sheet_view = view_of(sheet.start.ruleset).sheet
    if isinstance(body, Win) and body.false_win:
        what = rt(ruleset_key(tr, "sheet.row_false_win", sheet.start.ruleset), hand=hand, player=names[body.winner],
                  fan=body.fan or 0)
    elif isinstance(body, Win):
        value = _win_value(tr, body, sheet.start.ruleset)
        if row.kind is RowKind.SELF_DRAWN:
            what = rt("sheet.row_self_drawn", hand=hand, winner=names[body.winner], value=value)
        else:
            what = rt("sheet.row_win_on_discard", hand=hand, winner=names[body.winner], value=value,
                      loser=names[body.loser])
    elif isinstance(body, Draw):
        what = rt("sheet.row_draw", hand=hand)
    elif isinstance(body, Penalty) and body.deducted:
        what = rt("sheet.row_penalty_deducted", player=names[body.player], points=body.points)
    elif isinstance(body, Penalty) and body.to is not None:
        what = rt("sheet.row_penalty_to", player=names[body.player], points=body.points, to=names[body.to])
    elif isinstance(body, Penalty):
        what = rt("sheet.row_penalty_split", player=names[body.player], points=body.points)
    elif isinstance(body, _PlayersEntry):  # a row of the ruleset's own kind: ``sheet.row_<kind>``
        what = rt(f"sheet.row_{row.kind.value}", player=names[body.player])
    elif isinstance(body, RulesetEntry) and sheet_view is not None and sheet_view.own_row is not None:
        what = sheet_view.own_row(tr, row, sheet, hand)
    else:
        what = rt("sheet.row_other", hand=hand)
    if isinstance(body, Win) and not body.false_win and sheet_view is not None and sheet_view.win_note is not None:
        note = sheet_view.win_note(tr, names[body.winner], row.hand)
        what = lines(what, note) if note else what
    return lines(what, rt("sheet.changes", changes=_deltas(sheet, row.deltas)))


def _win_value(tr: Translator, win: Win, ruleset: str) -> str:
    if win.fan is not None and view_of(ruleset).unit is ValueUnit.TAI:
        return tr("sheet.value_tai", tai=win.fan)
    if win.fan is not None:
        return tr(ruleset_key(tr, "sheet.value_fan", ruleset), fan=win.fan)
    if win.fu:
        return tr("sheet.value_han_fu", han=win.han or 0, fu=win.fu)
    return tr("sheet.value_han", han=win.han or 0)


def status_text(sheet: Sheet, language: str) -> Rich:
    """The totals by rank, then the next hand and its dealer, or the final standings."""
    sheet_view = view_of(sheet.start.ruleset).sheet
    if sheet_view is not None:
        return sheet_view.status_text(sheet, language)
    tr = Translator(language)
    rt = rich_translator(tr)
    names = sheet.names
    parts: list[Rich | str] = []
    if sheet.finished:
        return lines(*final_parts(sheet, language, table_points_line(language, names)))
    for standing in sheet.standings:
        parts.append(rt("sheet.total_line", rank=standing.rank, name=names[standing.player],
                        score=signed(standing.score)))
    if sheet.next_hand is not None:
        hand = sheet.next_hand
        parts.append(rt("sheet.next_hand", hand=hand_label(tr, hand),
                        dealer=names[hand.dealer], played=sheet.hands_played, total=_hands_total(sheet)))
    return lines(*parts)


def _hands_total(sheet: Sheet) -> int | str:
    hands = rules_for(sheet.start.ruleset).traits.hands
    return "?" if hands is None else hands


def sheet_text(sheet: Sheet, language: str) -> Rich:
    """The whole sheet: one line per row with each player's change, the totals, and the status."""
    tr = Translator(language)
    rt = rich_translator(tr)
    names = sheet.names
    width = max(6, *(len(name) for name in names))
    header = f"{'':>4} " + " ".join(f"{name[:width]:>{width}}" for name in names)
    table = [header]
    sheet_view = view_of(sheet.start.ruleset).sheet
    marks = _marks(sheet)
    for row in sheet.rows:
        label = f"{row.hand.number:>3}{marks.get(row.kind, ' ')}"
        table.append(f"{label:>4} " + " ".join(f"{signed(d):>{width}}" for d in row.deltas))
    total = signed if sheet_view is None else sheet_view.total_text  # its own totals: points held, not changes
    table.append(f"{'Σ':>4} " + " ".join(f"{total(t):>{width}}" for t in sheet.totals))
    seats = " · ".join(f"{names[p]} {wind_name(tr, seat)}" for p, seat in enumerate(sheet.start.seats))
    title = rt("sheet.title", ruleset=tr(f"sheet.ruleset_{view_of(sheet.start.ruleset).words}"), seats=seats)
    settings = [] if sheet_view is None else [sheet_view.settings_text(sheet.start, language)]
    legend = _marks_legend(tr, sheet.rows, marks)
    return lines(title, *settings, block("\n".join(table)), *legend, status_text(sheet, language))


#: the one-letter mark of a row's kind in the sheet's table (a win on a discard has none); a ruleset's
#: own kinds of row have theirs in its sheet view
MARKS = {RowKind.SELF_DRAWN: "*", RowKind.DRAW: "-", RowKind.PENALTY: "!"}


def _marks(sheet: Sheet) -> dict[str, str]:
    sheet_view = view_of(sheet.start.ruleset).sheet
    return {**MARKS, **(sheet_view.marks if sheet_view is not None else {})}


def _marks_legend(tr: Translator, rows: Sequence[Row], marks: dict[str, str]) -> list[str]:
    """What the marks shown in the table mean (``2*`` self-drawn…), only those that appear."""
    kinds = {row.kind for row in rows}
    shown = [tr(f"sheet.mark_{kind}", mark=mark) for kind, mark in marks.items() if kind in kinds]
    return [" · ".join(shown)] if shown else []


def chase_text(figures: Sequence[Chase], sheet: Sheet, language: str) -> Rich:
    """For each player, the fan needed to pass each player above: self-drawn, on that player's
    discard, on another player's discard."""
    tr = Translator(language)
    rt = rich_translator(tr)
    names = sheet.names
    if not figures:
        return rt("sheet.chase_none")
    parts: list[Rich | str] = [rt("sheet.chase_title")]
    for figure in figures:
        parts.append(rt("sheet.chase_line", player=names[figure.player], target=names[figure.target],
                        gap=figure.gap, self_drawn=figure.self_drawn, on_target=figure.on_target,
                        on_other=figure.on_other))
    return lines(*parts)
