"""The quiz's hand generators: one entry point over the rulesets' generators of ``quiz.hands``.

``quiz/hands/`` holds the pieces: ``kit`` (the builder of sets, pairs, special shapes, winning tile
and context, with ``tiles``, ``odds``, ``special_shapes`` and ``riichi_context`` beside it),
``mcr_recipes/`` (one recipe per fan, grouped like the rules), ``riichi_recipes`` (each yaku as
a recipe plus conditions), ``policy`` (what each difficulty aims at and accepts), the generators
``mcr`` and ``riichi``, and ``patterned`` (the rulesets that score a table of patterns, each with its
recipes). Every draw comes from the ``random.Random`` passed in, so a seed reproduces a run.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from quiz.hands.generated import GeneratedHand, GeneratorError
from quiz.hands.policy import DIFFICULTIES
from quiz.kinds import QuestionKind
from quiz.questions import QuestionMeta, make_question, question_kind
from quiz.rulesets import DEFAULT_RULESET, quiz_of, quiz_rulesets


def generate(rng: random.Random, ruleset: str = DEFAULT_RULESET, difficulty: str = "normal",
             target: str | None = None) -> GeneratedHand:
    try:
        part = quiz_of(ruleset)
    except KeyError:
        raise GeneratorError("unknown_ruleset", ruleset=ruleset, known=", ".join(quiz_rulesets())) from None
    return part.generate(rng, difficulty, target)


def generate_many(count: int, seed: int | str, ruleset: str = DEFAULT_RULESET, difficulty: str = "normal",
                  target: str | None = None) -> Iterator[GeneratedHand]:
    """``count`` hands from one seed: the same seed and options always give the same hands."""
    rng = random.Random(f"{ruleset}:{difficulty}:{target}:{seed}")
    for _ in range(count):
        yield generate(rng, ruleset, difficulty, target)


def generate_question(rng: random.Random, ruleset: str = DEFAULT_RULESET, kind: str = "fans",
                      difficulty: str = "normal", target: str | None = None):
    kind = question_kind(kind, ruleset)
    generated = generate(rng, ruleset, difficulty, target)
    for _ in range(20):
        if kind not in (QuestionKind.FU, QuestionKind.CHOICE_FU) or not generated.answer.get("yakuman"):
            break
        generated = generate(rng, ruleset, difficulty, target)  # a yakuman's fu counts for nothing
    return make_question(ruleset, generated.notation, generated.answer, kind, rng,
                         meta=QuestionMeta(target=target, difficulty=difficulty))


__all__ = ["GeneratedHand", "GeneratorError", "generate", "generate_many", "generate_question", "DIFFICULTIES"]
