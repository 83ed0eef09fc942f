"""Taiwan's part of the quiz: name the patterns and the total in tai, hands from ``quiz.hands.taiwan``.

Its score JSON lists its patterns as ``fans``, each worth its ``points`` in tai."""

from __future__ import annotations

from quiz.hands.taiwan import TAIWAN_HANDS
from quiz.pattern_parts import pattern_quiz
from scoring.rulesets import RulesetId

TAIWAN_QUIZ = pattern_quiz(RulesetId.TAIWAN, TAIWAN_HANDS, patterns_key="fans", value_key="points")
