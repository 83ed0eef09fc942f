"""MCR's ``TableRules``: the wall with its flowers, the claims, the 8-fan win, the payments, the AI and coach."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.game.advice import AILevel, Hint, Review
from scoring.game.model import FLOWERS, Action, SeatView
from scoring.game.tokens import FIRST_FLOWER
from scoring.mcr.game import ai, coach, match, options
from scoring.mcr.game.winning import ScoredWin, score_win, win_hand
from scoring.rulesets import RulesetId


@dataclass(frozen=True, eq=False)
class McrTable:
    """The MCR competition rules at the table (the package's docstring lists them with their sources)."""

    id: str = RulesetId.MCR
    #: 136 tiles and the 8 flowers
    wall_tiles: tuple[int, ...] = (*(t for t in range(34) for _ in range(4)),
                                   *range(FIRST_FLOWER, FIRST_FLOWER + len(FLOWERS)))
    dealt: int = 13

    def position(self, hand_number: int):
        return match.position(hand_number)

    def is_bonus(self, tile: int) -> bool:
        return tile >= FIRST_FLOWER

    turn_options = staticmethod(options.turn_options)
    claim_options = staticmethod(options.claim_options)

    def score_win(self, view: SeatView, tile: str, self_drawn: bool, robbing: bool = False) -> ScoredWin:
        return score_win(win_hand(view, tile, self_drawn, robbing))

    win_deltas = staticmethod(match.win_deltas)
    false_win_deltas = staticmethod(match.false_win_deltas)

    def decide(self, view: SeatView, legal: tuple[Action, ...], level: AILevel, rng_seed: int) -> Action:
        return ai.decide(view, legal, level, rng_seed)

    def hint(self, view: SeatView) -> Hint:
        return coach.hint(view)

    def review(self, log: list[dict], seat: int) -> Review:
        return coach.review(log, seat)


MCR_TABLE = McrTable()
