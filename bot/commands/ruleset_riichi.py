"""Riichi's part of the commands (``bot/commands/rulesets.py``): ``/riichi Ann`` at an open table is a
riichi bet, ``/score nagashi`` a draw paid as a mangan, a win typed as a hand or a limit's name on the
score sheet, and the other words of its table options' setting (``/settings table players:3``)."""

from __future__ import annotations

from bot.commands.common import hand_error
from bot.commands.rulesets import CommandRuleset, register_commands
from bot.commands.table_riichi import riichi_bet
from bot.commands.table_riichi_draw import riichi_draw
from bot.commands.table_riichi_win import riichi_hand
from bot.render.styles import Style
from bot.render.text_riichi import render_nagashi_text
from bot.replies import Reply
from bot.session import Session
from scoring.hand import HandError
from scoring.riichi import parse_nagashi, score_nagashi
from scoring.rulesets import RulesetId


def _nagashi(session: Session, words: str) -> list[Reply] | None:
    """``/score nagashi seat=S``: nagashi mangan needs no hand; None when the words are not that draw."""
    draw = parse_nagashi(words)
    if draw is None:
        return None
    try:
        result = score_nagashi(*draw, session.settings.options_of(RulesetId.RIICHI))
    except HandError as error:
        return [hand_error(session, error)]
    text = render_nagashi_text(result, session.language, Style.CHAT)
    return [Reply(text=text, title=session.tr("score.title_riichi"))]


RIICHI_COMMANDS = register_commands(CommandRuleset(
    RulesetId.RIICHI, read_hand=riichi_hand, other_readings=(riichi_bet,), score_draw=_nagashi, read_draw=riichi_draw,
    option_words=("riichi_rules", "table"), help_topic="riichi"))
