"""The score sheet of a ruleset whose deal rotates (``quiz.sheet.rotation``) as text: a hand named by its round
and its deal within the round, with the dealer's repeats (``East 2, repeat 1``), the totals, the next hand and
its dealer, or the final places. A ruleset's own view adds its rules line (``rotating_sheet_view``)."""

from __future__ import annotations

from collections.abc import Callable

from bot.i18n import Translator, plural_key
from bot.render.sheet_final import final_parts, table_points_line
from bot.render.sheet_words import signed, wind_name
from bot.render.view_parts import SheetView
from bot.rich import Rich, lines, rich_translator
from quiz.sheet.model import HandState, Sheet, TableStart


def deal_label(tr: Translator, start: TableStart, hand: HandState) -> str:
    """``East 2`` (the second deal of the East round), ``East 2, repeat 1`` once its dealer has kept the deal."""
    # the deal passes to the South seat each time, so the n-th dealer of a round is the one who started in the
    # n-th wind
    deal = int(start.seats[hand.dealer]) + 1
    wind = wind_name(tr, hand.prevailing)
    if hand.honba:
        return tr("sheet_rotating.hand_repeat", prevailing=wind, deal=deal, repeat=hand.honba)
    return tr("sheet_rotating.hand", prevailing=wind, deal=deal)


def status_text(sheet: Sheet, language: str) -> Rich:
    """The totals by rank, then the next hand and its dealer; or the final places and table points."""
    tr = Translator(language)
    names = sheet.names
    if sheet.finished:
        return lines(*final_parts(sheet, language, table_points_line(language, names)))
    rt = rich_translator(tr)
    parts: list[Rich | str] = [rt("sheet.total_line", rank=standing.rank, name=names[standing.player],
                                  score=signed(standing.score)) for standing in sheet.standings]
    hand = sheet.next_hand
    if hand is not None:
        parts.append(rt(plural_key(language, "sheet_rotating.next_hand", sheet.hands_played),
                        hand=deal_label(tr, sheet.start, hand), dealer=names[hand.dealer],
                        played=sheet.hands_played))
    return lines(*parts)


def rotating_sheet_view(settings_text: Callable[[TableStart, str], Rich]) -> SheetView:
    """The sheet view of a rotating-deal ruleset with its own rules line."""
    return SheetView(hand_label=deal_label, status_text=status_text, total_text=signed, settings_text=settings_text)
