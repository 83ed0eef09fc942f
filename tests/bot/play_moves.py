"""What the people at a test table choose: the AI's choice at that seat (a fixed random seed), found
among the buttons the bot offered them. With the wall ``QUICK_WALL`` a hand so played ends in 26
decisions, seat 3 winning on seat 1's discard with 8 fan."""

from __future__ import annotations

from bot.services.play_board import move_code
from quiz.play import engine
from scoring.game.ai import AILevel, decide

#: a table seed whose first hand, every seat choosing as ``choice`` does, ends in a win after 26 decisions
QUICK_WALL = "test-34"


def choice(now, seat: int) -> str:
    """The code of the move the test's player at ``seat`` makes (as a button's action ends)."""
    state = now.state
    return move_code(decide(engine.view(state, seat), engine.legal(state, seat), AILevel.PLAYER, 0))


def button_for(buttons, code: str):
    """The button of a reply or keyboard (rows of buttons) whose action plays ``code``."""
    for row in buttons:
        for button in row:
            if button.action.rsplit(":", 1)[-1] == code:
                return button
    raise AssertionError(f"no button plays {code}: {[[b.action for b in row] for row in buttons]}")
