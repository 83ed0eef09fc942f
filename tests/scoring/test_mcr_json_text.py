"""``McrResult.to_json_text()``, what a batch prints, is ``json.dumps(result.to_json(), ensure_ascii=False)``."""

from __future__ import annotations

import json
import random

from scoring.mcr import score_hand
from tests.scoring.random_hands import random_winning_hand


def test_json_text_is_the_json_of_the_result():
    rng = random.Random(20261214)
    for _ in range(3000):
        result = score_hand(random_winning_hand(rng))
        assert result.to_json_text() == json.dumps(result.to_json(), ensure_ascii=False)
