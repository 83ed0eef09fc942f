"""The Riichi half of the score sheet's commands: ``/reach PLAYER``, and ``/riichi PLAYER`` while a
Riichi table is open (``riichi_bet``, which /score asks first). ``/win`` with the hand typed as notation
or a limit named is ``bot/commands/table_riichi_win.py``'s; ``/win WINNER HAN FU``, ``/draw tenpai=P,Q``
and the rest are ``bot/commands/table.py``'s, the rules ``quiz/sheet/riichi.py``'s (and its ``riichi_*`` modules).
"""

from __future__ import annotations

import re

from bot.commands import table
from bot.commands.sheet_riichi_words import aliases, folded, words
from bot.commands.spec import ParamSpec, command
from bot.replies import Reply, error_reply
from bot.session import Session
from quiz.sheet.model import Sheet, SheetError
from quiz.sheet.riichi_bet import RiichiBet
from scoring.rulesets import RulesetId

_MENTION = re.compile(r"<@!?(\d+)>")


def _bet(session: Session, player: str) -> list[Reply]:
    def entry(sheet: Sheet) -> RiichiBet:
        if sheet.start.ruleset is not RulesetId.RIICHI:
            raise SheetError("not_in_ruleset", what="riichi")
        return RiichiBet(table.find_player(sheet, player, session.ctx))

    return table._append(session, entry)


@command("reach", "sheet_riichi.cmd_reach", ParamSpec("player", "sheet_riichi.param_player", required=True, rest=True),
         aliases=aliases("reach"), usage_key="sheet_riichi.usage_reach", admin_aware=True)
def reach(session: Session, player: str) -> list[Reply]:
    if len(player.split()) != 1:
        return [error_reply(session.rich("sheet_riichi.usage_reach"))]
    return _bet(session, player.strip())


def riichi_bet(session: Session, text: str) -> list[Reply] | None:
    """``/riichi Ann`` as a riichi declaration when the chat's open table is Riichi and the one word
    names one of its players (by name, mention or ``me``); None otherwise (then it is a hand to score)."""
    word = text.strip()
    if not word or len(word.split()) != 1:
        return None
    view = table.store_of(session).view(table._chat(session))
    if view is None or view.sheet.start.ruleset is not RulesetId.RIICHI:
        return None
    players = view.sheet.start.players
    mention = _MENTION.fullmatch(word)
    named = (any(p.user_id == mention.group(1) for p in players) if mention
             else folded(word) in words("me") or any(folded(p.name).lstrip("@") == folded(word).lstrip("@")
                                                     for p in players))
    return _bet(session, word) if named else None

