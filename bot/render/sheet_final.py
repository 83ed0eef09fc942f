"""The status of a finished score sheet, shared by every ruleset's sheet text: what differs is one line per standing."""

from __future__ import annotations

from collections.abc import Callable

from bot.i18n import Translator, plural_key
from bot.render.sheet_words import points_text, signed
from bot.rich import Rich, rich_translator
from quiz.sheet.model import Sheet, Standing

#: one standing's final line, written with the sheet's rich translator
FinalLine = Callable[[Callable[..., Rich], Standing], Rich]


def final_parts(sheet: Sheet, language: str, final_line: FinalLine) -> list[Rich | str]:
    """"Ended before a hand was played" alone, or the game-over line and each standing's final line."""
    rt = rich_translator(Translator(language))
    if not sheet.is_game:
        return [rt("sheet_game.ended_empty")]
    parts: list[Rich | str] = [rt(plural_key(language, "sheet.game_over", sheet.hands_played),
                                  hands=sheet.hands_played)]
    parts.extend(final_line(rt, standing) for standing in sheet.standings)
    return parts


def table_points_line(language: str, names: tuple[str, ...]) -> FinalLine:
    """A standing's final line on a sheet of changes: its total and its table points (``1½ table points``)."""
    def final_line(rt: Callable[..., Rich], standing: Standing) -> Rich:
        line = plural_key(language, "sheet.final_line", standing.final or 0)  # 1 table point, 1½ points
        return rt(line, rank=standing.rank, name=names[standing.player], score=signed(standing.score),
                  points=points_text(standing.final))
    return final_line
