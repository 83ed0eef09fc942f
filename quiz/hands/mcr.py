"""Quiz MCR hands: built toward a target fan (or a realistic main fan), checked by the scorer.

A hand is constructed, not sampled and rejected: the plan's recipes place the sets that realize
the target fan (or a special shape), small fans get a booster that lifts the hand over the 8-point
minimum, the builder fills the rest, declares some sets as claimed melds and picks a winning tile
and a context, and the scorer checks the result (target present, minimum met, difficulty fits).
Failed attempts are cheap and retried.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from quiz.hands.generated import MAX_ATTEMPTS, STRICT_ATTEMPTS, GeneratedHand, GeneratorError
from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes import apply
from quiz.hands.policy import DIFFICULTIES, accidental_limit, configure, difficulty_ok, plan
from scoring import mcr
from scoring.hand import Hand, HandError
from scoring.notation import format_hand, parse_hand


def fan_points_table() -> dict[str, int]:
    return {f.id: f.points for f in mcr.fan_table()}


def mcr_targets() -> tuple[str, ...]:
    """Every MCR fan id that can be asked for as a target."""
    return tuple(f.id for f in mcr.fan_table())


def _score_mcr(hand: Hand) -> dict:
    return mcr.score_hand(hand).to_json()


def generate_mcr(rng: random.Random, difficulty: str = "normal", target: str | None = None,
                 scorer: Callable[[Hand], dict] = _score_mcr, max_attempts: int = MAX_ATTEMPTS) -> GeneratedHand:
    """A winning MCR hand worth at least 8 points (without flowers), with ``target`` among its fans."""
    if difficulty not in DIFFICULTIES:
        raise GeneratorError("unknown_difficulty", difficulty=difficulty)
    points = fan_points_table()
    if target is not None and target not in points:
        raise GeneratorError("unknown_mcr_fan", target=target)
    # The difficulty filter gives way before the target does (some targets never look easy).
    strict_until = STRICT_ATTEMPTS if target is not None else max_attempts // 2
    for attempt in range(1, max_attempts + 1):
        b = Builder(rng, difficulty)
        configure(b, difficulty)
        recipes = plan(rng, target, difficulty, points)
        try:
            for name in recipes:
                apply(b, name)
            b.fill()
            hand = b.build()
            hand = parse_hand(format_hand(hand))  # the flags and copies pass the notation's own checks
            answer = scorer(hand)
        except (Failed, HandError):
            continue
        ids = {f["id"] for f in answer["fans"]}
        if not answer["meets_minimum"] or (target is not None and target not in ids):
            continue
        if target is None and accidental_limit(answer, recipes) and rng.random() < 0.85:
            continue  # limit hands that nobody aimed for stay as rare as at a real table
        if attempt <= strict_until and not difficulty_ok(answer, hand, difficulty, target, points):
            continue
        return GeneratedHand("mcr", hand, format_hand(hand), answer, target, difficulty, attempt, tuple(recipes))
    raise GeneratorError("no_hand_found", target=target, difficulty=difficulty, attempts=max_attempts)
