"""fanbot's Riichi AI inside PyPI jansou's engine (a test dependency): legal actions only, the same game from
the same seed."""

from __future__ import annotations

import pytest
from jansou.core.rules import preset
from jansou.game.agents import SmartEfficiencyAgent
from jansou.game.environment import Environment

from scoring.riichi.ai.decide import Level
from tests.scoring.riichi_ai_jansou import FanbotAgent


def first_hands(name: str, seed: int, level: Level = Level.STRONG, hands: int = 1) -> list:
    """The first ``hands`` hands of a game of preset ``name``, fanbot in seat 0 beside jansou's agents: every
    decision made (an action outside the offered ones raises jansou's IllegalActionError)."""
    rules = preset(name)
    agents = [FanbotAgent(level)] + [SmartEfficiencyAgent(seed=seat) for seat in range(1, rules.player_count)]
    env = Environment(rules, seed=seed)

    def observe(event) -> None:
        for seat, agent in enumerate(agents):
            agent.observe(event.mask_for(seat))

    game = env.play(observe=observe)
    request = next(game)
    decisions = []
    while len(env.records) <= hands:
        action = agents[request.seat].act(request.seat, request.kind, list(request.actions))
        decisions.append((len(env.records), request.seat, action))
        try:
            request = game.send(action)
        except StopIteration:
            break
    return decisions


@pytest.mark.parametrize("name", ["tenhou", "tenhou-3p"])
def test_the_adapter_plays_a_hand_without_an_illegal_action(name):
    decisions = first_hands(name, 3)
    assert any(seat == 0 for _, seat, _ in decisions)


def test_the_same_seed_plays_the_same_game():
    assert first_hands("tenhou", 5) == first_hands("tenhou", 5)
