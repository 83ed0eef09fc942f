"""Shared test material: a question whose answer is a checked case of rules.md, a settable clock."""

from __future__ import annotations

from quiz.questions import Question

#: rules.md case ``wait_4556``: 4556m123p789sEEE + 5m on a discard, East seat and round: 15 points.
WAIT_4556_ANSWER = {
    "ruleset": "mcr", "hand": "4556m123p789s111z5m", "total": 15, "meets_minimum": True,
    "fans": [
        {"id": "mixed_straight", "points": 8, "count": 1, "zh": "花龙", "zh_hant": "花龍", "en": "Mixed Straight",
         "sets": [["123p", "456m", "789s"]]},
        {"id": "prevalent_wind", "points": 2, "count": 1, "zh": "圈风刻", "zh_hant": "圈風刻",
         "en": "Prevalent Wind", "sets": [["1z"]]},
        {"id": "seat_wind", "points": 2, "count": 1, "zh": "门风刻", "zh_hant": "門風刻", "en": "Seat Wind",
         "sets": [["1z"]]},
        {"id": "concealed_hand", "points": 2, "count": 1, "zh": "门前清", "zh_hant": "門前清",
         "en": "Concealed Hand", "sets": []},
        {"id": "closed_wait", "points": 1, "count": 1, "zh": "嵌张", "zh_hant": "坎張", "en": "Closed Wait",
         "sets": [["456m"]]},
    ],
}
RIGHT_ANSWER = "花龙 圈风刻 门风刻 门前清 嵌张"
PARTLY_RIGHT = "花龙, 门前清, 断幺"


def fixed_question(kind: str = "fans") -> Question:
    return Question("mcr", "4556m123p789s111z5m", WAIT_4556_ANSWER, kind)


def fixed_source(game, number):
    return fixed_question(game.options.kind or "fans")


