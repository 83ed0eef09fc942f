"""A win typed as a hand on a score sheet: the entry the ruleset's sheet scores from it, and a reply showing
the score as ``/score`` would (its text, and the hand's picture where the chat shows pictures)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.commands.rulesets import HandReader
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.replies import Reply
from bot.session import Session
from quiz.sheet.model import Sheet, Win

#: (sheet, winner, loser, the hand's words, a false win) -> the entry and the ruleset's scored result
SheetScorer = Callable[[Sheet, int, "int | None", str, bool], tuple[Win, Any]]


def typed_hand_reader(scored: SheetScorer, render: Callable[..., Any], title_key: str) -> HandReader:
    """The ``read_hand`` of a ruleset's commands: ``scored`` makes the entry, ``render`` (a ruleset's score
    renderer) and the catalogue's ``title_key`` the reply."""

    def read(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
             false_win: bool) -> tuple[Win, list[Reply]]:
        win, result = scored(sheet, winner, loser, hand, false_win)
        body = render(result, session.language, Style.CHAT, win.hand)
        picture = hand_picture(result.hand, session.language, win.hand or "") if session.pictures else None
        return win, [Reply(text=body, title=session.tr(title_key), picture=picture)]

    return read


__all__ = ["SheetScorer", "typed_hand_reader"]
