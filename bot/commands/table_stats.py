"""/table stats [PLAYER] and /table top [month|YYYY-MM]: the chat's finished tables in figures.

Subcommands of /table (``bot/commands/table.py`` puts them in its group). A table counts once
``/table end`` has stored it. Rulesets are shown apart: the one the words name (``/table top
riichi``), else the ruleset of the chat's latest finished table (stats show both when a player has both).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from bot.commands.common import read_ruleset
from bot.commands.sheet_riichi_words import aliases, folded, words
from bot.commands.spec import ParamSpec, subcommand
from bot.render.text_sheet_stats import leaderboard_text, stats_text
from bot.replies import Reply, error_reply
from bot.rich import lines
from bot.session import Session
from bot.storage import chat_key
from quiz.sheet.stats import PlayedTable, PlayerStats, collect, in_month, leaderboard, played_tables
from scoring.rulesets import RulesetId

_MENTION = re.compile(r"<@!?(\d+)>")
_MONTH = re.compile(r"(\d{4})[-/.\u5e74](\d{1,2})\u6708?")  # 2026-11, 2026年11月


def _history(session: Session) -> list[PlayedTable]:
    store = session.services.sheets
    return played_tables(store, chat_key(session.ctx.platform, session.ctx.chat_id))


def _split(words: str) -> tuple[RulesetId | None, list[str]]:
    ruleset, rest = None, []
    for word in words.split():
        named = read_ruleset(word)
        if named is not None and ruleset is None:
            ruleset = RulesetId(named)
        else:
            rest.append(word)
    return ruleset, rest


def _rulesets(session: Session, named: RulesetId | None) -> list[RulesetId]:
    if named is not None:
        return [named]
    preferred = RulesetId(session.settings.ruleset)
    return [preferred, *(r for r in RulesetId if r is not preferred)]


def _matches(stats: PlayerStats, word: str, session: Session) -> bool:
    mention = _MENTION.fullmatch(word)
    word = folded(word)
    name = folded(stats.name)
    if mention:
        return stats.key == f"id:{mention.group(1)}"
    if word in words("me"):
        return stats.key == f"id:{session.ctx.user_id}" or name == folded(session.ctx.user_name or session.ctx.user_id)
    return name.lstrip("@") == word.lstrip("@")


@subcommand("stats", "sheet_stats.cmd_table_stats", ParamSpec("player", "sheet_stats.param_player", rest=True),
            aliases=aliases("table_stats"))
def stats(session: Session, player: str = "") -> list[Reply]:
    named, given = _split(player)
    who = " ".join(given) or "me"
    history = _history(session)
    if not history:
        return [error_reply(session.rich("sheet_stats.none"))]
    found = []
    for ruleset in _rulesets(session, named):
        for figures in collect(history, ruleset).values():
            if _matches(figures, who, session):
                found.append(figures)
    if not found:
        return [error_reply(session.rich("sheet_stats.unknown_player", player=who[:32]))]
    text = lines(*(stats_text(figures, session.language) for figures in found))
    return [Reply(text=text, title=session.tr("sheet_stats.title_short"))]


@subcommand("top", "sheet_stats.cmd_table_top", ParamSpec("period", "sheet_stats.param_period", rest=True),
            aliases=aliases("table_top"))
def top(session: Session, period: str = "") -> list[Reply]:
    named, given = _split(period)
    month: tuple[int, int] | None = None
    for word in given:
        found = _MONTH.fullmatch(folded(word))
        if folded(word) in words("month"):
            now = datetime.fromtimestamp(session.services.clock(), UTC)
            month = (now.year, now.month)
        elif found and 1 <= int(found.group(2)) <= 12 and 2000 <= int(found.group(1)) <= 9999:
            month = (int(found.group(1)), int(found.group(2)))
        else:
            return [error_reply(session.rich("sheet_stats.bad_period", value=word[:32]))]
    history = _history(session)
    # unnamed: the ruleset of the chat's latest finished table, else the chat's ruleset
    ruleset = named or (history[-1].sheet.start.ruleset if history else RulesetId(session.settings.ruleset))
    if month is not None:
        history = in_month(history, *month)
    board = leaderboard(collect(history, ruleset))
    label = f"{month[0]}-{month[1]:02d}" if month else None
    return [Reply(text=leaderboard_text(board, ruleset, label, session.language),
                  title=session.tr("sheet_stats.title_short"))]
