"""Quiz Riichi hands: built toward a target yaku (or a main yaku of the difficulty), checked by the scorer."""

from __future__ import annotations

import random
from collections.abc import Callable

from quiz.hands.generated import MAX_ATTEMPTS, STRICT_ATTEMPTS, GeneratedHand, GeneratorError
from quiz.hands.kit import Builder, Failed
from quiz.hands.policy import DIFFICULTIES
from quiz.hands.riichi_context import riichi_context
from quiz.hands.riichi_odds import QUIZ_RIICHI
from quiz.hands.riichi_policy import (
    EASY_RIICHI_YAKU,
    RIICHI_KONG_WEIGHT,
    RIICHI_MAINS,
    riichi_difficulty_ok,
    riichi_ids,
)
from quiz.hands.riichi_recipes import RIICHI_RECIPES, apply_riichi_recipe
from scoring import riichi
from scoring.hand import Hand, HandError
from scoring.notation import format_hand, parse_hand


def _score_riichi(hand: Hand) -> dict:
    return riichi.score_hand(hand).to_json()


def generate_riichi(rng: random.Random, difficulty: str = "normal", target: str | None = None,
                    scorer: Callable[[Hand], dict] = _score_riichi,
                    max_attempts: int = MAX_ATTEMPTS) -> GeneratedHand:
    """A winning Riichi hand with at least one yaku (``target`` among them when given)."""
    if difficulty not in DIFFICULTIES:
        raise GeneratorError("unknown_difficulty", difficulty=difficulty)
    if target is not None and target not in RIICHI_RECIPES:
        raise GeneratorError("unknown_riichi_yaku", target=target)
    # As for MCR, the difficulty filter gives way before the target does.
    strict_until = STRICT_ATTEMPTS if target is not None else max_attempts // 2
    for attempt in range(1, max_attempts + 1):
        mains = RIICHI_MAINS[difficulty]
        goal = target if target is not None else rng.choices(list(mains), list(mains.values()))[0]
        b = Builder(rng, difficulty)
        b.kong_weight = RIICHI_KONG_WEIGHT[difficulty]
        b.flowers = 0
        b.last_copy = False
        try:
            if difficulty == "easy" and (target is None or target in EASY_RIICHI_YAKU):
                b.closed = True
            flags = apply_riichi_recipe(b, goal) if goal is not None else {}
            b.fill()
            hand = b.build()
            hand = riichi_context(rng, hand, QUIZ_RIICHI[difficulty], **flags)
            hand = parse_hand(format_hand(hand, ruleset="riichi"), ruleset="riichi")
            answer = scorer(hand)
        except (Failed, HandError):
            continue
        if target is not None and target not in riichi_ids(answer):
            continue
        if attempt <= strict_until and not riichi_difficulty_ok(answer, hand, difficulty, target):
            continue
        return GeneratedHand("riichi", hand, format_hand(hand, ruleset="riichi"), answer, target, difficulty,
                             attempt)
    raise GeneratorError("no_hand_found", target=target, difficulty=difficulty, attempts=max_attempts)
