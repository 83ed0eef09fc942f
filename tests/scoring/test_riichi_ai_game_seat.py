"""The AI at the seats of fanbot's own Riichi table: every choice one of the table's legal actions."""

from __future__ import annotations

import pytest

from scoring.riichi.ai.decide import Level
from scoring.riichi.ai.game_seat import decide
from scoring.riichi.game import Phase, RiichiGame, play_hand, preset_of


@pytest.mark.parametrize(("name", "level"), [("tenhou", Level.STRONG), ("tenhou-3p", Level.BASIC)])
def test_the_ai_plays_a_hand_of_the_table_with_legal_actions_only(name, level):
    preset = preset_of(name)
    game = RiichiGame(preset, 7)
    # an action outside the legal ones would be refused (ActionRefused)
    hand = play_hand(game.next_hand(), lambda hand, seat: decide(hand.view(seat), preset.red_fives, level))
    assert hand.phase is Phase.OVER and hand.end is not None
