"""Quiz hands of the rulesets that score a table of patterns with flower tiles (faan, tai): one recipe per pattern.

A ruleset gives a ``PatternHands``: how many sets its hands have, a ``Recipe`` per pattern (the kit's recipe
that places the pattern's sets, plus what the hand must be: closed, self-drawn, its seat, its flowers, its own
declarations), the main patterns of each difficulty, its flags and its scorer. ``generate_patterned`` builds
toward a pattern with the kit, adds the flower tiles and declarations, reads the hand back through the
ruleset's notation and keeps it when its scorer says it wins, meets the minimum and scores the target.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from quiz.hands.generated import MAX_ATTEMPTS, GeneratedHand, GeneratorError
from quiz.hands.kit import Builder, Failed
from quiz.hands.mcr_recipes import apply
from quiz.hands.odds import QUIZ_CONTEXT
from quiz.hands.policy import DIFFICULTIES
from scoring.hand import Hand, HandError, RulesetFlags
from scoring.notation import format_hand, parse_hand
from scoring.tiles import WINDS, Tile

#: flower tiles f1-f8: the seasons 1-4 and the plants 5-8, each numbered for a seat (East 1 ... North 4)
FLOWERS = tuple(range(1, 9))
SEASONS, PLANTS = FLOWERS[:4], FLOWERS[4:]


class FlowerDraw:
    """What a recipe asks of the flower tiles (``Recipe.flowers``)."""

    ANY = "any"  # as dealt (``QUIZ_CONTEXT.flowers``'s counts)
    NONE = "none"  # none, said so
    SEAT = "seat"  # at least the seat's own
    SET = "set"  # a complete set of four
    EIGHT = "eight"  # all eight: a win by the flowers
    SEVEN = "seven-robs-one"  # seven, robbing the eighth


@dataclass(frozen=True)
class Recipe:
    """How a pattern is built: the kit's recipe for its sets (``quiz.hands.mcr_recipes``) and the hand's shape."""

    sets: str | None = None
    closed: bool | None = None
    self_drawn: bool | None = None
    #: how many sets are claimed (all of them: a hand won from others)
    claimed: int | None = None
    #: how the winning tile completes the hand (``Builder.win``)
    win: str | None = None
    pung: Tile | None = None
    #: concealed pungs of random tiles placed before the kit's recipe
    concealed_pungs: int = 0
    seat: Tile | None = None
    no_honors: bool = False
    flowers: str = FlowerDraw.ANY
    #: the ruleset's own declarations the pattern needs (its flags' field names)
    declared: tuple[str, ...] = ()


@dataclass(frozen=True)
class PatternHands:
    """A ruleset's hands: its sets, recipes, mains by difficulty, flags and scorer."""

    ruleset: str
    #: sets beside the pair (four in 14 tiles, five in 17)
    sets: int
    recipes: Mapping[str, Recipe]
    #: the main pattern of an untargeted hand by difficulty, weighted (None: whatever the filled sets give)
    mains: Mapping[str, Mapping[str | None, float]]
    #: (flowers, flower win word, declarations) -> the ruleset's flags for the hand
    flags: Callable[[tuple[int, ...], str, tuple[str, ...]], RulesetFlags]
    score: Callable[[Hand], dict]
    #: the pattern ids a score JSON names
    found: Callable[[dict], set[str]]
    #: the kongs' weight among the sets by difficulty
    kong_weight: Mapping[str, float] = field(default_factory=lambda: {"easy": 0.0, "normal": 0.03, "hard": 0.1})

    def targets(self) -> tuple[str, ...]:
        """The patterns a game may ask hands for: those with a recipe."""
        return tuple(self.recipes)

    def generate(self, rng: random.Random, difficulty: str = "normal", target: str | None = None) -> GeneratedHand:
        return generate_patterned(self, rng, difficulty, target)


def draw_flowers(rng: random.Random, seat: Tile, draw: str) -> tuple[tuple[int, ...], str]:
    """The flower tiles held and the flower win they make ("" for none)."""
    if draw == FlowerDraw.EIGHT:
        return FLOWERS, FlowerDraw.EIGHT
    if draw == FlowerDraw.SEVEN:
        return tuple(sorted(rng.sample(FLOWERS, 7))), FlowerDraw.SEVEN
    if draw == FlowerDraw.NONE:
        return (), ""
    counts, weights = QUIZ_CONTEXT.flowers
    held = set(rng.sample(FLOWERS, rng.choices(counts, weights)[0]))
    if draw == FlowerDraw.SEAT:
        number = WINDS.index(seat) + 1
        held.add(rng.choice((number, number + 4)))
    elif draw == FlowerDraw.SET:
        held.update(rng.choice((SEASONS, PLANTS)))
    return tuple(sorted(held)), ""


def _place(b: Builder, recipe: Recipe) -> None:
    if recipe.closed is not None:
        b.closed = recipe.closed
    if recipe.self_drawn is not None:
        b.self_drawn = recipe.self_drawn
    if recipe.claimed is not None:
        b.closed, b.exposed_count = False, recipe.claimed
    if recipe.seat is not None:
        b.seat = recipe.seat
    if recipe.no_honors:
        b.pool = frozenset(t for t in b.pool if not t.is_honor)
    if recipe.pung is not None:
        b.pung(recipe.pung)
    for tile in b.rng.sample(list(Tile), recipe.concealed_pungs):
        b.pung(tile, exposed=False)
    if recipe.sets is not None:
        apply(b, recipe.sets)
    if recipe.win is not None:
        b.win = recipe.win


def generate_patterned(spec: PatternHands, rng: random.Random, difficulty: str = "normal",
                       target: str | None = None, max_attempts: int = MAX_ATTEMPTS) -> GeneratedHand:
    """A winning hand of ``spec``'s ruleset that meets its minimum and has a pattern to name, with ``target`` among
    its patterns."""
    if difficulty not in DIFFICULTIES:
        raise GeneratorError("unknown_difficulty", difficulty=difficulty)
    if target is not None and target not in spec.recipes:
        raise GeneratorError("unknown_pattern", target=target)
    mains = spec.mains[difficulty]
    for attempt in range(1, max_attempts + 1):
        goal = target if target is not None else rng.choices(list(mains), list(mains.values()))[0]
        recipe = spec.recipes[goal] if goal is not None else Recipe()
        b = Builder(rng, difficulty)
        b.max_blocks, b.kong_weight = spec.sets, spec.kong_weight[difficulty]
        b.flowers, b.last_copy = 0, False  # flower tiles are the ruleset's flags; no last-copy pattern
        try:
            _place(b, recipe)
            b.fill()
            built = b.build()
            flowers, flower_win = draw_flowers(rng, built.context.seat_wind, recipe.flowers)
            extras = spec.flags(flowers, flower_win, recipe.declared)
            hand = Hand(built.melds, built.concealed, built.win_tile, built.context, extras)
            hand = parse_hand(format_hand(hand, ruleset=spec.ruleset), ruleset=spec.ruleset)
            answer = spec.score(hand)
        except (Failed, HandError):
            continue
        found = spec.found(answer)
        # a hand with no pattern to name (a plain win is one at Taiwan's pocket preset) is no question
        if not answer["meets_minimum"] or not found or (target is not None and target not in found):
            continue
        recipes = (goal,) if goal is not None else ()
        return GeneratedHand(spec.ruleset, hand, format_hand(hand, ruleset=spec.ruleset), answer, target, difficulty,
                             attempt, recipes)
    raise GeneratorError("no_hand_found", target=target, difficulty=difficulty, attempts=max_attempts)


__all__ = ["FlowerDraw", "Recipe", "PatternHands", "draw_flowers", "generate_patterned"]
