"""A Riichi win written on the score sheet by hand (``/win Ann 123m… from Bo``) or by a limit's name
(``/win Ann mangan from Bo``), and several wins on one discard (``/win Ann 3 30 from Bo and Cy mangan``):
what ``/win`` reads for a Riichi table (``bot/commands/table.py``)."""

from __future__ import annotations

from bot.commands import table
from bot.commands.sheet_riichi_words import folded, limit_han, words
from bot.commands.table_words import number_of
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.render.text_riichi import render_riichi_text
from bot.replies import Reply
from bot.session import Session
from quiz.sheet.model import Sheet, SheetError, Win
from quiz.sheet.riichi_hand_ends import RiichiRons
from quiz.sheet.riichi_hand_entry import win_from_hand


def riichi_hand(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
                false_win: bool) -> tuple[Win, list[Reply]]:
    """A win typed as a limit's name (no fu needed) or as the hand, which the sheet scores."""
    if false_win:  # a false win in Riichi is a chombo: a /penalty
        raise SheetError("not_in_ruleset", what="false")
    parts = _parts(hand)
    if len(parts) > 1:
        return _rons(session, sheet, winner, loser, parts)
    return _one_win(session, sheet, winner, loser, hand)


def _parts(hand: str) -> list[list[str]]:
    """The words split at each "and": the first winner's value, then each other winner with theirs."""
    parts: list[list[str]] = [[]]
    for word in hand.split():
        if folded(word) in words("and"):
            parts.append([])
        else:
            parts[-1].append(word)
    return parts


def _rons(session: Session, sheet: Sheet, winner: int, loser: int | None,
          parts: list[list[str]]) -> tuple[RiichiRons, list[Reply]]:
    """A double or triple ron: every winner on ``loser``'s discard, each with a value of their own."""
    if loser is None:
        raise SheetError("rons_need_discarder")
    wins, shown = [], []
    for index, part in enumerate(parts):
        who = winner if index == 0 else table.find_player(sheet, part[0], session.ctx) if part else None
        value = part if index == 0 else part[1:]
        if who is None or not value:
            raise SheetError("rons_value_missing")
        win, replies = _one_win(session, sheet, who, loser, " ".join(value))
        wins.append(win)
        shown.extend(replies)
    return RiichiRons.of(tuple(wins)), shown


def _one_win(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str) -> tuple[Win, list[Reply]]:
    numbers = [number_of(word) for word in hand.split()]
    if None not in numbers and 1 <= len(numbers) <= 2:  # han, or han and fu
        return Win(winner=winner, loser=loser, han=numbers[0], fu=numbers[1] if len(numbers) > 1 else None), []
    limit = limit_han().get(folded(hand).replace(" ", "-"))
    if limit is not None:
        return Win(winner=winner, loser=loser, han=limit), []
    win, result = win_from_hand(sheet, winner, loser, hand)
    body = render_riichi_text(result, session.language, Style.CHAT, win.hand)
    picture = (hand_picture(result.hand, session.language, win.hand or "", players=result.rules.players)
               if session.pictures else None)
    return win, [Reply(text=body, title=session.tr("score.title_riichi"), picture=picture)]
