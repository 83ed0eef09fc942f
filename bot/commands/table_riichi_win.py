"""A Riichi win written on the score sheet by hand (``/win Ann 123m… from Bo``) or by a limit's name
(``/win Ann mangan from Bo``): what ``/win`` reads for a Riichi table (``bot/commands/table.py``)."""

from __future__ import annotations

from bot.commands.sheet_riichi_words import folded, limit_han
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.render.text_riichi import render_riichi_text
from bot.replies import Reply
from bot.session import Session
from quiz.sheet.model import Sheet, SheetError, Win
from quiz.sheet.riichi_hand_entry import win_from_hand


def riichi_hand(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
                false_win: bool) -> tuple[Win, list[Reply]]:
    """A win typed as a limit's name (no fu needed) or as the hand, which the sheet scores."""
    if false_win:  # a false win in Riichi is a chombo: a /penalty
        raise SheetError("not_in_ruleset", what="false")
    limit = limit_han().get(folded(hand).replace(" ", "-"))
    if limit is not None:
        return Win(winner=winner, loser=loser, han=limit), []
    win, result = win_from_hand(sheet, winner, loser, hand)
    body = render_riichi_text(result, session.language, Style.CHAT, win.hand)
    picture = (hand_picture(result.hand, session.language, win.hand or "", players=result.rules.players)
               if session.pictures else None)
    return win, [Reply(text=body, title=session.tr("score.title_riichi"), picture=picture)]
