"""The discard drill's explanation: the ranking stored with the question, as rich lines.

A row per discard, best first: the tile, the shanten it leaves, the useful copies, where wins need
a minimum the route to it (the weighted 8-point winning copies of a ready hand, or their expectation
over the useful draws at 1-shanten), and the credit the tile earned.
"""

from __future__ import annotations

from bot.render.formats import number_text
from bot.render.views import view_or_first
from bot.rich import Rich, code
from bot.rich import lines as rich_lines
from quiz.scored import DiscardAnswer

#: rows shown in chat (every discard is graded; the table shows the head of the ranking)
SHOWN_ROWS = 5


def discard_rows(rt, answer: DiscardAnswer, picked: tuple[str, ...] = (), rows: int = SHOWN_ROWS) -> list[Rich]:
    """The head of the ranking, and the rows of tiles players picked further down (a few at most)."""
    ranking = answer.rows
    chosen = ranking[:rows]
    further = tuple(r for r in ranking[rows:] if r.tile in picked)
    chosen += further[:rows]
    out = []
    for row in chosen:
        values = {"tile": code(row.tile), "shanten": row.shanten, "useful": row.useful_count,
                  "percent": round(row.credit * 100)}
        if row.route_value is not None and row.shanten <= 1:  # a route to the minimum (a ruleset with one ranks by it)
            out.append(rt("drill.row_route", route=number_text(row.route_value), **values))
        else:
            out.append(rt("drill.row", **values))
    return out


def discard_explanation(rt, answer: DiscardAnswer, picked: tuple[str, ...] = ()) -> Rich:
    best = " ".join(answer.best)
    head = rt("drill.best_discard", tiles=code(best))
    key = f"drill.measure_{view_or_first(answer.ruleset).words}"
    return rich_lines(head, *discard_rows(rt, answer, picked), rt(key))


__all__ = ["discard_rows", "discard_explanation", "SHOWN_ROWS"]
