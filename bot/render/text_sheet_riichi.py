"""The Riichi parts of the score sheet as text: the hand as players name it (East 2, 1 honba),
the table's settings, the totals with the sticks on the table, and the final score with uma and
oka. ``bot/render/text_sheet.py`` hands Riichi sheets to these."""

from __future__ import annotations

from bot.i18n import Translator, plural_key
from bot.render.sheet_final import final_parts
from bot.rich import Rich, lines, rich_translator
from quiz.sheet.model import HandState, Row, Sheet, TableStart, Wind
from quiz.sheet.riichi import kyoku
from quiz.sheet.riichi_hand_ends import RiichiNagashi
from quiz.sheet.riichi_payments import RIICHI_STICK
from quiz.sheet.riichi_settings import table_settings

_WIND_KEYS = {Wind.EAST: "sheet.wind_east", Wind.SOUTH: "sheet.wind_south", Wind.WEST: "sheet.wind_west",
              Wind.NORTH: "sheet.wind_north"}


def points(value: int) -> str:
    """Riichi points with a thousands separator: 25,000, −1,300."""
    return f"{value:,}".replace("-", "−")


def pot_taken(tr: Translator, winner: str, hand: HandState) -> str:
    """The riichi sticks a win takes off the table (counted in the winner's change), or ""."""
    if not hand.pot:
        return ""
    return tr("sheet_riichi.pot_taken", winner=winner, sticks=hand.pot // RIICHI_STICK, points=points(hand.pot))


def own_row(tr: Translator, row: Row, sheet: Sheet, hand: str) -> Rich:
    """A nagashi mangan (who made it) or an abortive draw (which) row."""
    rt = rich_translator(tr)
    body = row.entry
    if isinstance(body, RiichiNagashi):
        return rt("sheet_riichi.row_nagashi", hand=hand, players=tr.listed([sheet.names[p] for p in body.players]))
    return rt("sheet_riichi.row_abort", hand=hand, why=tr(f"sheet_riichi.abort_{body.why}"))


def final_score(value: float | None) -> str:
    """A final score with uma and oka, signed with one decimal: +43.0, −15.0."""
    return "" if value is None else f"{value:+.1f}".replace("-", "−")


def riichi_hand_label(tr: Translator, start: TableStart, hand: HandState) -> str:
    """``East 2`` or ``East 2, 1 honba``."""
    wind = tr(_WIND_KEYS[Wind(hand.prevailing)])
    if hand.honba:
        return tr("sheet_riichi.hand_honba", prevailing=wind, kyoku=kyoku(start, hand), honba=hand.honba)
    return tr("sheet_riichi.hand", prevailing=wind, kyoku=kyoku(start, hand))


def settings_text(start: TableStart, language: str) -> Rich:
    """The table's rules in one line: preset, start and return points, uma, length, bust."""
    tr = Translator(language)
    settings = table_settings(start)
    uma = "/".join(f"{u:+d}".replace("-", "−") for u in settings.uma)
    length = tr("sheet_riichi.length_hanchan" if settings.rounds == 2 else "sheet_riichi.length_tonpuu")
    switches = [tr("sheet_riichi.bust_on" if settings.bust else "sheet_riichi.bust_off")]
    if settings.agariyame:
        switches.append(tr("sheet_riichi.agariyame"))
    return rich_translator(tr)("sheet_riichi.settings", preset=start.option("preset", "tenhou"),
                               start=points(settings.start_points), target=points(settings.return_points),
                               uma=uma, length=length, rules=tr.listed(switches))


def status_text(sheet: Sheet, language: str) -> Rich:
    """The totals by rank, then the next hand with its dealer, honba and sticks; or the final score."""
    tr = Translator(language)
    rt = rich_translator(tr)
    names = sheet.names
    parts: list[Rich | str] = []
    if sheet.finished:
        parts = final_parts(sheet, language, lambda rt, standing: rt(
            "sheet_riichi.final_line", rank=standing.rank, name=names[standing.player],
            score=points(standing.score), final=final_score(standing.final)))
        left = dict(sheet.extras).get("pot", 0)
        if left and sheet.is_game:
            parts.append(rt("sheet_riichi.pot_to_top", points=points(left)))
        return lines(*parts)
    for standing in sheet.standings:
        parts.append(rt("sheet.total_line", rank=standing.rank, name=names[standing.player],
                        score=points(standing.score)))
    hand = sheet.next_hand
    if hand is not None:
        next_line = plural_key(language, "sheet_riichi.next_hand", sheet.hands_played)
        parts.append(rt(next_line, hand=riichi_hand_label(tr, sheet.start, hand),
                        dealer=names[hand.dealer], played=sheet.hands_played))
        if hand.pot:
            parts.append(rt("sheet_riichi.pot", sticks=hand.pot // RIICHI_STICK, points=points(hand.pot)))
    return lines(*parts)
