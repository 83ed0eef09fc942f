"""The Taiwanese ruleset's part of the commands (``bot/commands/rulesets.py``): a win typed as a hand on the
score sheet."""

from __future__ import annotations

from bot.commands.rulesets import CommandRuleset, register_commands
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.render.text_taiwan import render_taiwan_text
from bot.replies import Reply
from bot.session import Session
from quiz.sheet import taiwan
from quiz.sheet.model import Sheet, SheetError, Win
from scoring.rulesets import RulesetId


def _typed_hand(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
                false_win: bool) -> tuple[Win, list[Reply]]:
    """``/win Ann 123m…``: the sheet scores the hand under its preset, the reply shows its tai (a table without
    a minimum has no false win)."""
    if false_win:
        raise SheetError("not_in_ruleset", what="false_win")
    win, result = taiwan.scored_win(sheet, winner, loser, hand)
    body = render_taiwan_text(result, session.language, Style.CHAT, win.hand)
    picture = hand_picture(result.hand, session.language, win.hand or "") if session.pictures else None
    return win, [Reply(text=body, title=session.tr("score.title_taiwan"), picture=picture)]


TAIWAN_COMMANDS = register_commands(CommandRuleset(RulesetId.TAIWAN, read_hand=_typed_hand))
