"""The quiz's policy: which fans and yaku a hand is built around at each difficulty, and whether it fits.

A hand is aimed at one main fan (or yaku); small fans get a booster that lifts the hand over
the 8-point minimum. ``difficulty_ok`` (and ``quiz/hands/riichi_policy.py``'s for yaku) says whether a
scored hand looks like its difficulty; the generators retry a few times before giving way to the target.
"""

from __future__ import annotations

import random

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes import PRE
from scoring.hand import Hand

DIFFICULTIES = ("easy", "normal", "hard")
SPECIAL_SHAPE_FANS = frozenset({
    "seven_pairs", "seven_shifted_pairs", "thirteen_orphans", "greater_honors_and_knitted_tiles",
    "lesser_honors_and_knitted_tiles", "knitted_straight", "nine_gates"})


# ============================================================================ fans

#: fans that lift a hand over the minimum; each is a recipe that reuses sets already placed
BOOSTERS = ("mixed_straight", "mixed_triple_chow", "pure_straight", "mixed_shifted_pungs", "half_flush",
            "all_pungs", "pure_shifted_chows", "full_flush", "triple_pung", "two_dragon_pungs", "all_types",
            "mixed_shifted_chows", "pure_shifted_pungs", "outside_hand")
_CHOW_BOOSTERS = ("mixed_straight", "mixed_triple_chow", "pure_straight", "pure_shifted_chows", "full_flush",
                  "half_flush", "mixed_shifted_chows")
_PUNG_BOOSTERS = ("all_pungs", "mixed_shifted_pungs", "triple_pung", "two_dragon_pungs", "half_flush",
                  "pure_shifted_pungs", "full_flush", "mixed_straight", "mixed_triple_chow")
BOOSTERS_FOR: dict[str, tuple[str, ...]] = {
    "all_chows": _CHOW_BOOSTERS, "pure_double_chow": _CHOW_BOOSTERS, "mixed_double_chow": _CHOW_BOOSTERS,
    "short_straight": _CHOW_BOOSTERS, "two_terminal_chows": _CHOW_BOOSTERS, "edge_wait": _CHOW_BOOSTERS,
    "closed_wait": _CHOW_BOOSTERS, "tile_hog": _CHOW_BOOSTERS, "double_pung": _PUNG_BOOSTERS,
    "two_concealed_pungs": _PUNG_BOOSTERS, "pung_of_terminals_or_honors": _PUNG_BOOSTERS,
    "two_melded_kongs": ("all_pungs", "half_flush", "full_flush", "two_dragon_pungs"),
    "concealed_kong_and_melded_kong": ("all_pungs", "half_flush", "full_flush", "two_dragon_pungs"),
    "melded_kong": _PUNG_BOOSTERS, "concealed_kong": _PUNG_BOOSTERS, "all_simples": (
        "mixed_triple_chow", "mixed_shifted_pungs", "mixed_shifted_chows", "all_pungs", "pure_shifted_chows",
        "full_flush"),
    "no_honors": ("mixed_straight", "mixed_triple_chow", "pure_straight", "mixed_shifted_pungs", "full_flush",
                  "triple_pung", "pure_shifted_chows"),
    "one_voided_suit": ("half_flush", "all_pungs", "pure_straight", "pure_shifted_chows", "two_dragon_pungs"),
    "dragon_pung": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                    "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
    "prevalent_wind": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                       "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
    "seat_wind": ("mixed_straight", "mixed_triple_chow", "half_flush", "all_pungs", "pure_straight",
                  "mixed_shifted_pungs", "all_types", "mixed_shifted_chows"),
}
#: the main fans of ordinary winning hands, with how often they are the reason a hand is worth 8
REALISTIC_MAINS: dict[str, dict[str | None, float]] = {
    "easy": {"mixed_straight": 14, "half_flush": 12, "all_pungs": 10, "mixed_triple_chow": 8,
             "mixed_shifted_chows": 8, "all_types": 8, "pure_straight": 5, "full_flush": 4, "melded_hand": 3,
             "two_dragon_pungs": 3, "outside_hand": 2, None: 6},
    "normal": {"mixed_straight": 12, "half_flush": 11, "all_pungs": 8, "mixed_triple_chow": 7,
               "mixed_shifted_chows": 7, "all_types": 7, "pure_straight": 5, "full_flush": 5, "seven_pairs": 5,
               "melded_hand": 4, "mixed_shifted_pungs": 3, "pure_shifted_chows": 3, "knitted_straight": 3,
               "lesser_honors_and_knitted_tiles": 2, "three_concealed_pungs": 2, "two_dragon_pungs": 3,
               "outside_hand": 3, "triple_pung": 1, "pure_triple_chow": 1, "last_tile_draw": 1,
               "last_tile_claim": 1, "out_with_replacement_tile": 1, "robbing_the_kong": 0.5,
               "all_chows": 3, "concealed_hand": 2, "fully_concealed_hand": 2, None: 8},
    "hard": {"seven_pairs": 6, "knitted_straight": 5, "lesser_honors_and_knitted_tiles": 3,
             "greater_honors_and_knitted_tiles": 2, "pure_shifted_chows": 6, "pure_triple_chow": 4,
             "pure_straight": 5, "full_flush": 6, "three_concealed_pungs": 4, "two_concealed_kongs": 3,
             "three_kongs": 2, "concealed_kong_and_melded_kong": 3, "two_melded_kongs": 3, "tile_hog": 4,
             "mixed_double_chow": 5, "pure_double_chow": 5, "short_straight": 4, "triple_pung": 3,
             "pure_shifted_pungs": 3, "little_three_dragons": 1, "all_terminals_and_honors": 1,
             "outside_hand": 3, "four_pure_shifted_chows": 1, "seven_shifted_pairs": 0.5, "thirteen_orphans": 0.5,
             "nine_gates": 0.3, "mixed_straight": 4, "mixed_shifted_chows": 3, "all_fives": 1, "upper_four": 1,
             "lower_four": 1, "reversible_tiles": 1, "last_tile": 2, None: 4},
}
EASY_FANS = frozenset({
    "mixed_straight", "half_flush", "all_pungs", "mixed_triple_chow", "mixed_shifted_chows", "all_types",
    "pure_straight", "full_flush", "melded_hand", "two_dragon_pungs", "outside_hand", "dragon_pung",
    "prevalent_wind", "seat_wind", "concealed_hand", "all_chows", "all_simples", "pure_double_chow",
    "mixed_double_chow", "short_straight", "two_terminal_chows", "pung_of_terminals_or_honors", "one_voided_suit",
    "no_honors", "self_drawn", "flower_tiles", "single_wait", "edge_wait", "closed_wait", "fully_concealed_hand"})


def plan(rng: random.Random, target: str | None, difficulty: str, points: dict[str, int]) -> list[str]:
    """The recipes of one attempt, in order: pre-conditions, booster, target sets."""
    if target is None:
        mains = REALISTIC_MAINS[difficulty]
        main = rng.choices(list(mains), list(mains.values()))[0]
        if main is None:
            return []
        target = main
    value = points.get(target, 0)
    if value >= 6 or target == "chicken_hand" or target in SPECIAL_SHAPE_FANS:
        return [target]
    boosters = BOOSTERS_FOR.get(target, BOOSTERS)
    booster = rng.choice([x for x in boosters if x != target])
    if target in PRE:
        return [target, booster]
    return [booster, target]


def configure(b: Builder, difficulty: str) -> None:
    if difficulty == "easy":
        b.kong_weight = 0.0
    elif difficulty == "hard":
        b.kong_weight = 0.12


def difficulty_ok(answer: dict, hand: Hand, difficulty: str, target: str | None = None,
                   points: dict[str, int] | None = None) -> bool:
    """Whether a hand fits the difficulty; a target's own fan never counts against it."""
    fans = [f for f in answer["fans"] if f["id"] not in ("flower_tiles", target)]
    ids = {f["id"] for f in fans}
    if difficulty == "easy":
        allowed = 3 if target else 4
        limit = 40 + (points or {}).get(target or "", 0)
        return len(fans) <= allowed and ids <= EASY_FANS and answer["total"] <= limit
    if difficulty == "hard":
        if target is not None and (points or {}).get(target, 0) >= 24:
            return True
        kongs = any(m.is_kong for m in hand.melds)
        special = bool((ids | {target}) & SPECIAL_SHAPE_FANS)
        repeated = any(f["count"] > 1 for f in fans)
        chow_pairs = sum(f["count"] for f in fans if f["id"] in (
            "pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows"))
        return kongs or special or repeated or chow_pairs >= 2 or len(fans) >= 7 or "tile_hog" in ids
    return True


def accidental_limit(answer: dict, plan: list[str]) -> bool:
    return any(f["points"] >= 48 and f["id"] not in plan for f in answer["fans"])
