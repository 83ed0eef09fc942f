"""Hong Kong's part of the quiz: name the patterns and the total in faan, hands from ``quiz.hands.hk``.

Its score JSON lists ``patterns``, each worth its ``value`` in faan (None for a limit hand)."""

from __future__ import annotations

from quiz.hands.hk import HK_HANDS
from quiz.pattern_parts import pattern_quiz
from scoring.rulesets import RulesetId

HK_QUIZ = pattern_quiz(RulesetId.HK, HK_HANDS, patterns_key="patterns", value_key="value")
