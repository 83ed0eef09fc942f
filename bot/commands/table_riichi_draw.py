"""``/draw`` at a Riichi table beside the plain draw with its ready players: nagashi mangan (``/draw nagashi
Ann``, the ready players before the word: ``/draw Bo nagashi Ann``) and the abortive draws (``/draw abort``,
``/draw nine-terminals`` ...). The rules are ``quiz/sheet/riichi_multiple.py``'s."""

from __future__ import annotations

from bot.commands import table
from bot.commands.sheet_riichi_words import abort_kinds, folded, words
from bot.session import CommandContext
from quiz.sheet.model import EntryBody, Sheet, SheetError
from quiz.sheet.riichi_hand_ends import RiichiAbort, RiichiNagashi


def riichi_draw(sheet: Sheet, named: list[str], ctx: CommandContext) -> EntryBody | None:
    """The draw of Riichi's own kind these words name; None for a plain draw (the words are the ready players)."""
    kinds = [abort_kinds().get(folded(word)) for word in named]
    if any(kinds):
        if len(named) != 1:
            raise SheetError("abort_alone")
        return RiichiAbort(kinds[0])
    marks = [index for index, word in enumerate(named) if folded(word) in words("nagashi")]
    if not marks:
        return None
    ready, players = named[:marks[0]], named[marks[0] + 1:]
    return RiichiNagashi(players=tuple(sorted({table._ready_player(sheet, word, ctx) for word in players})),
                         tenpai=tuple(sorted({table._ready_player(sheet, word, ctx) for word in ready})))

