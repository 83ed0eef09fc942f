"""Discard drills (何切): a realistic position, "which tile now?", graded by the efficiency ranking.

A question holds the position in hand notation (14 tiles, seat, round and the tiles already on the
table as ``seen=``) and, as its answer, the ranking of ``scoring.efficiency.analyse`` reduced to
what grading and the explanation need: per distinct discard its shanten, useful copies, route
value (fan-total rulesets) and the credit a player gets for it. The credit is decided once, when the question is
made, so every answer to a round is graded against the same table:

* a best discard (level with the first row on every measure the ranking reads before the tile
  itself) earns full credit;
* a discard that leaves the hand further from a win (more steps: shanten, or a tenpai that can
  never reach the minimum, or an open hand losing its only yaku) earns none;
* otherwise the credit is the ratio of its measure to the best's: the route value (fan-total rulesets) when
  the best discard has one (a ready or 1-shanten hand), else the useful copies; when the two tie on
  the route value the useful copies decide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from quiz.hands.positions import Position, deal_position, tiles_text
from quiz.kinds import QuestionKind
from quiz.questions import Question, QuestionMeta
from quiz.rulesets import DEFAULT_RULESET, quiz_of
from scoring.efficiency import DiscardAnalysis, EfficiencyReport, analyse
from scoring.hand import HandError
from scoring.notation import parse_partial, parse_tiles
from scoring.tiles import Tile

KIND = QuestionKind.DISCARD
#: rows of the table kept in a question (the explanation shows the first few; every discard is graded)
EPSILON = 1e-9


def position_hand(position: Position) -> str:
    """The position as hand notation, with the table's discards as ``seen=``."""
    seen = tiles_text(position.discarded)
    return position.notation() + (f" seen={seen}" if seen else "")


def _measures(row: DiscardAnalysis, ruleset: str) -> tuple[int, float, int]:
    """(steps from a hand that can win, route value, useful copies), read off the ranking's own sort key
    so that grading can never disagree with the order of the table."""
    return quiz_of(ruleset).discard_measures(row)


def credits(report: EfficiencyReport) -> dict[Tile, float]:
    """The credit of every distinct discard of a 14-tile report (see the module docstring)."""
    rows = report.discards
    if not rows:
        return {}
    ruleset = report.ruleset
    best_steps, best_route, best_useful = _measures(rows[0], ruleset)
    out: dict[Tile, float] = {}
    ceiling = 1.0
    for row in rows:
        steps, route, useful = _measures(row, ruleset)
        if (steps, route, useful) == (best_steps, best_route, best_useful):
            credit = 1.0
        elif steps > best_steps:
            credit = 0.0
        elif best_route > EPSILON and abs(route - best_route) > EPSILON:
            credit = route / best_route
        else:
            credit = useful / best_useful if best_useful else 0.0
        ceiling = min(ceiling, credit)
        out[row.tile] = round(ceiling, 4)
    return out


def answer_of(report: EfficiencyReport) -> dict:
    """The question's stored answer: the ranking rows with their credit, best first."""
    credit = credits(report)
    rows = []
    for row in report.discards:
        entry = {"tile": row.tile.code, "shanten": row.shanten, "useful_count": row.useful_count,
                 "credit": credit[row.tile]}
        entry.update(quiz_of(report.ruleset).discard_details(row))
        rows.append(entry)
    return {"ruleset": report.ruleset, "kind": KIND, "shanten": report.shanten, "discards": rows,
            "best": [r["tile"] for r in rows if r["credit"] == 1.0]}


def discard_question(position: Position, ruleset: str = DEFAULT_RULESET) -> Question:
    hand = position_hand(position)
    report = analyse(parse_partial(hand, ruleset, sizes=(14,)), ruleset)
    return Question(ruleset, hand, answer_of(report), KIND, meta=QuestionMeta(position=position))


def random_discard_question(rng: random.Random, ruleset: str = DEFAULT_RULESET) -> Question:
    return discard_question(deal_position(rng), ruleset)


@dataclass(frozen=True)
class DiscardPick:
    """What a player's answer named: one tile of the hand, and its credit."""

    tile: str
    credit: float
    best: tuple[str, ...]

    @property
    def correct(self) -> bool:
        return self.credit >= 1.0


def _one_tile(text: str) -> str | None:
    """The code of the one tile an answer names (``3m``, ``三万``, ``东``, or the same tile repeated), else None."""
    try:
        tiles = parse_tiles((text or "").strip())
    except HandError:
        return None
    return tiles[0].code if len(set(tiles)) == 1 else None


def read_pick(question: Question, text: str) -> DiscardPick | None:
    """The discard an answer names (``3m``, ``三万``, ``东``); None when it names no one tile of the hand."""
    code = _one_tile(text)
    answer = question.discard
    if code not in answer.credits:
        return None
    return DiscardPick(code, answer.credits[code], answer.best)


def tile_not_in_hand(question: Question, text: str) -> str | None:
    """The tile an answer names when it is one tile the hand does not hold (to say so), else None."""
    code = _one_tile(text)
    return code if code is not None and code not in question.discard.credits else None


__all__ = ["KIND", "DiscardPick", "answer_of", "credits", "discard_question", "position_hand",
           "random_discard_question",
           "read_pick", "tile_not_in_hand"]
