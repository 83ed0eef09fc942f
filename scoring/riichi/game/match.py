"""A whole game: hands one after another from a seed, the deal passing and repeating, the end and the
final scores with uma and oka.

Progression as Tenhou's rule page has it (and PyPI jansou's ``game/progression.py`` plays it): honba
grows on a dealer repeat or a draw and resets otherwise; the game ends on bankruptcy (a score below
zero, per preset), after the last hand of its length unless nobody holds the return points (then one
more wind, ended by the first rotation that finds someone there, or by its last hand), or when the
last dealer wins while first (the last dealer's stop). Sticks left at the end go to first per preset.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace

from scoring.game.wall import shuffled_wall
from scoring.riichi.game.model import Action, DrawKind, HandEnd
from scoring.riichi.game.presets import Preset
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import mjai_word, wall_ids

#: an AI seat or a player: the hand as it stands and the seat to decide -> one of its legal actions
Decide = Callable[[RiichiHand, int], Action]


@dataclass(frozen=True, slots=True)
class Position:
    """Where a hand sits: its prevailing wind (0 east), the dealer seat, its number in the wind (1-4), honba."""

    round_wind: int = 0
    dealer: int = 0
    number: int = 1
    honba: int = 0
    extension: bool = False


def ranking(scores: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """The seats best first; a tie goes to the seat nearer the first dealer (seat 0)."""
    return tuple(sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat)))


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of a game: scores after leftover sticks, the places, and points with uma and oka (thousands)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    points: tuple[float, ...]
    hands: int


def final_points(preset: Preset, scores: tuple[int, ...]) -> tuple[float, ...]:
    """(score - return) / 1000 plus the uma of the place, the oka ((return - start) x players) to first; a
    preset without oka counts from the start: (score - start) / 1000 plus the uma."""
    places = ranking(scores)
    base = preset.return_points if preset.oka_to_first else preset.start_points
    oka = (base - preset.start_points) * preset.players / 1000
    points = [0.0] * preset.players
    for place, seat in enumerate(places):
        points[seat] = (scores[seat] - base) / 1000 + preset.uma[place] + (oka if place == 0 else 0)
    return tuple(round(p, 1) for p in points)


@dataclass
class RiichiGame:
    """A game from a seed: ``next_hand()`` deals the next hand, ``hand_over(hand)`` moves the table on."""

    preset: Preset
    seed: int | str
    scores: list[int] = field(default_factory=list)
    position: Position = field(default_factory=Position)
    sticks: int = 0
    played: list[RiichiHand] = field(default_factory=list)
    over: bool = False

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [self.preset.start_points] * self.preset.players

    def next_hand(self) -> RiichiHand:
        p = self.position
        return RiichiHand(self.preset, self.wall(len(self.played) + 1), p.dealer, p.round_wind, p.honba, self.sticks,
                          self.scores)

    def wall(self, hand_number: int) -> tuple[int, ...]:
        """Hand ``hand_number``'s wall, shuffled from the seed as the shared engine shuffles (``scoring.game.wall``)."""
        return self._shuffled(hand_number)[0]

    def _shuffled(self, hand_number: int) -> tuple[tuple[int, ...], str]:
        return shuffled_wall(SimpleNamespace(wall_tiles=wall_ids(self.preset.players)), self.seed, hand_number)

    def wall_reveal(self, hand_number: int) -> str:
        """The wall in draw order as mjai words, then its salt (``5m,E,5pr,...;<salt>``): shown after the hand."""
        wall, salt = self._shuffled(hand_number)
        return ",".join(mjai_word(t, self.preset.red_fives) for t in wall) + ";" + salt

    def wall_commitment(self, hand_number: int) -> str:
        """``sha256`` of the reveal: published before the hand, so that anyone can check the wall after it."""
        return hashlib.sha256(self.wall_reveal(hand_number).encode()).hexdigest()

    def hand_over(self, hand: RiichiHand) -> None:
        end: HandEnd = hand.end
        self.played.append(hand)
        self.scores, self.sticks = list(hand.scores), end.sticks
        p, n, preset = self.position, self.preset.players, self.preset
        honba = p.honba + 1 if end.dealer_repeats or end.draw is not None else 0
        last = p.round_wind == preset.last_wind and p.number == n
        if preset.bankruptcy and min(self.scores) < 0:
            return self._finish()
        if end.dealer_repeats:
            dealer_won = any(w.seat == p.dealer for w in end.wins)
            ready = preset.last_dealer_tenpai_stop and end.draw is DrawKind.EXHAUSTIVE and p.dealer in end.tenpai
            if (preset.last_dealer_stop and (dealer_won or ready) and (p.extension or last)
                    and ranking(self.scores)[0] == p.dealer
                    and not (preset.extra_round and max(self.scores) < preset.return_points)):
                return self._finish()
            self.position = Position(p.round_wind, p.dealer, p.number, honba, p.extension)
            return None
        dealer = (p.dealer + 1) % n
        if p.extension:
            if max(self.scores) >= preset.return_points or p.number == n:
                return self._finish()
            self.position = Position(p.round_wind, dealer, p.number + 1, honba, True)
        elif last:
            if preset.extra_round and max(self.scores) < preset.return_points and p.round_wind < 3:
                self.position = Position(p.round_wind + 1, dealer, 1, honba, True)
                return None
            return self._finish()
        elif p.number == n:
            self.position = Position(p.round_wind + 1, dealer, 1, honba)
        else:
            self.position = Position(p.round_wind, dealer, p.number + 1, honba)
        return None

    def _finish(self) -> None:
        self.over = True
        if self.sticks and self.preset.leftover_sticks_to_first:
            self.scores[ranking(self.scores)[0]] += 1000 * self.sticks
            self.sticks = 0

    def result(self) -> GameResult:
        scores = tuple(self.scores)
        return GameResult(scores, ranking(scores), final_points(self.preset, scores), len(self.played))


def play_hand(hand: RiichiHand, decide: Decide) -> RiichiHand:
    """Play a hand to its end, asking ``decide`` for every seat that must choose."""
    while hand.end is None:
        for seat in hand.waiting():
            hand.act(decide(hand, seat))
    return hand


def play_game(preset: Preset, seed: int | str, decide: Decide, max_hands: int = 200) -> RiichiGame:
    """A whole game with ``decide`` at every seat."""
    game = RiichiGame(preset, seed)
    while not game.over and len(game.played) < max_hands:
        game.hand_over(play_hand(game.next_hand(), decide))
    return game


def replay_hand(preset: Preset, wall: tuple[int, ...], position: Position, sticks: int, scores: list[int],
                decisions: list[Action]) -> RiichiHand:
    """The hand again from its wall, its position and its decisions (a chat table's restart)."""
    hand = RiichiHand(preset, wall, position.dealer, position.round_wind, position.honba, sticks, scores)
    for action in decisions:
        hand.act(action)
    return hand
