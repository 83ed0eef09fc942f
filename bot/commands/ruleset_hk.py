"""Hong Kong's part of the commands (``bot/commands/rulesets.py``): a win typed as a hand on the score sheet."""

from __future__ import annotations

from bot.commands.rulesets import CommandRuleset, register_commands
from bot.render.reply_parts import hand_picture
from bot.render.styles import Style
from bot.render.text_hk import render_hk_text
from bot.replies import Reply
from bot.session import Session
from quiz.sheet import hk
from quiz.sheet.model import Sheet, Win
from scoring.rulesets import RulesetId


def _typed_hand(session: Session, sheet: Sheet, winner: int, loser: int | None, hand: str,
                false_win: bool) -> tuple[Win, list[Reply]]:
    """``/win Ann 123m…``: the sheet scores the hand under its preset, the reply shows its patterns."""
    win, result = hk.scored_win(sheet, winner, loser, hand, false_win)
    body = render_hk_text(result, session.language, Style.CHAT, win.hand)
    picture = hand_picture(result.hand, session.language, win.hand or "") if session.pictures else None
    return win, [Reply(text=body, title=session.tr("score.title_hk"), picture=picture)]


HK_COMMANDS = register_commands(CommandRuleset(RulesetId.HK, read_hand=_typed_hand))
