"""Realistic discard positions: a simulated wall and sensible play, stopped at 1 to 3 shanten.

Nothing is constructed. A shuffled 136-tile wall deals four closed hands; the players draw and
discard in turn until the drill's player, having just drawn, holds 14 tiles whose best discard
leaves 1 to 3 shanten, on a turn picked at random (a seed reproduces the position). Nobody calls
or wins: the drill asks only "which tile now?".

Play is an efficiency heuristic, not an oracle (a drill whose hands were chosen by the ranking
itself would teach nothing new): the drill's player keeps the discard with the lowest regular
shanten and the most useful tiles still unseen by them, breaking ties by throwing the loneliest
tile (honors and terminals first); the others throw their loneliest tile, which is how casual
tables play and is enough to put a realistic river on the table. Every tile the others threw is
``seen`` (it lowers the remaining copies the analysis counts).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scoring.notation import parse_tiles
from scoring.shanten import analyse_13, regular_useful
from scoring.tiles import HONOR_LETTERS, Tile, counts_of

WINDS = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)
#: the drill stops on the player's n-th draw, n in this range (a river of a few turns, tiles left to draw)
STOP_TURNS = (3, 12)
SHANTEN_RANGE = (1, 3)
MAX_DEALS = 50


@dataclass(frozen=True)
class Position:
    """Fourteen closed tiles to discard from, where and when, and what the table has shown."""

    #: the 14 standing tiles, sorted (the drawn tile among them)
    tiles: tuple[Tile, ...]
    drawn: Tile
    seat_wind: Tile
    round_wind: Tile
    #: tiles the other players discarded (the player's own discards are ``own_discards``)
    seen: tuple[Tile, ...]
    own_discards: tuple[Tile, ...]
    #: the player's draw number (1 = the first draw after the deal)
    turn: int
    #: the shanten after the best discard (any shape of the fan-total rulesets)
    shanten: int
    seed: str = ""

    def notation(self) -> str:
        """The position in hand notation (tiles, seat, round, and the seen tiles when the notation takes them)."""
        return f"{tiles_text(self.tiles)} seat={_WIND_LETTER[self.seat_wind]} round={_WIND_LETTER[self.round_wind]}"

    @property
    def discarded(self) -> tuple[Tile, ...]:
        """Every tile on the table: the others' discards and the player's own."""
        return tuple(sorted(self.seen + self.own_discards))

    def to_json(self) -> dict:
        return {"tiles": tiles_text(self.tiles), "drawn": self.drawn.code, "seat": _WIND_LETTER[self.seat_wind],
                "round": _WIND_LETTER[self.round_wind], "seen": tiles_text(self.seen),
                "own_discards": tiles_text(self.own_discards), "turn": self.turn, "shanten": self.shanten,
                "seed": self.seed}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Position:
        return cls(tiles=tuple(parse_tiles(data["tiles"])), drawn=parse_tiles(data["drawn"])[0],
                   seat_wind=HONOR_LETTERS[data["seat"]], round_wind=HONOR_LETTERS[data["round"]],
                   seen=tuple(parse_tiles(data.get("seen", ""))),
                   own_discards=tuple(parse_tiles(data.get("own_discards", ""))),
                   turn=int(data["turn"]), shanten=int(data["shanten"]), seed=str(data.get("seed", "")))


_WIND_LETTER = {Tile.EAST: "E", Tile.SOUTH: "S", Tile.WEST: "W", Tile.NORTH: "N"}


def tiles_text(tiles) -> str:
    """Tiles in compact notation grouped by suit (``123m45p77z``); empty for none."""
    groups: dict[str, str] = {}
    for tile in sorted(tiles):
        groups.setdefault(tile.code[-1], "")
        groups[tile.code[-1]] += tile.code[:-1]
    return "".join(digits + suit for suit, digits in sorted(groups.items(), key=lambda kv: "mpsz".index(kv[0])))


def loneliness(counts: list[int], t: int) -> int:
    """How little a tile works with the rest: higher is lonelier (thrown first).

    Pairs and sets are kept; a suited tile counts its neighbours within two ranks; honors and
    terminals weigh lonelier because fewer shapes use them.
    """
    if counts[t] >= 2:
        return -10 * counts[t]
    if t >= 27:
        return 6
    rank, base = t % 9, t - t % 9
    friends = sum(counts[base + r] * (2 if abs(r - rank) == 1 else 1)
                  for r in range(max(0, rank - 2), min(8, rank + 2) + 1) if r != rank)
    edge = 1 if rank in (0, 8) else 0
    return 5 - friends + edge


def sensible_discard(counts: list[int], unseen: list[int]) -> int:
    """The drill player's discard from 14 tiles: lowest regular shanten, most useful tiles unseen, loneliest."""
    best_key, best = None, -1
    for t in range(34):
        if not counts[t]:
            continue
        counts[t] -= 1
        value, useful = regular_useful(counts, 0)
        counts[t] += 1
        key = (value, -sum(unseen[u] for u in useful), -loneliness(counts, t), t)
        if best_key is None or key < best_key:
            best_key, best = key, t
    return best


def casual_discard(counts: list[int]) -> int:
    """The other players' discard: their loneliest tile."""
    return max((t for t in range(34) if counts[t]), key=lambda t: (loneliness(counts, t), -t))


def _position_shanten(counts: list[int]) -> int:
    best = 99
    for t in range(34):
        if counts[t]:
            counts[t] -= 1
            best = min(best, analyse_13(counts, 0, counts)[0])
            counts[t] += 1
    return best


def deal_position(rng: random.Random, shanten_range: tuple[int, int] = SHANTEN_RANGE) -> Position:
    """A position from a simulated game, drawn with ``rng`` (the same state gives the same position)."""
    low, high = shanten_range
    for _ in range(MAX_DEALS):
        position = _play_one(rng, low, high)
        if position is not None:
            return position
    raise RuntimeError("no position in range after many deals")  # never seen: ~half the deals stop in range


def _play_one(rng: random.Random, low: int, high: int) -> Position | None:
    wall = [Tile(t) for t in range(34) for _ in range(4)]
    rng.shuffle(wall)
    hands = [counts_of(wall[13 * p:13 * p + 13]) for p in range(4)]
    wall = wall[52:]
    seat = rng.choice(WINDS)
    player = WINDS.index(seat)  # East (the dealer) draws first
    round_wind = rng.choice(WINDS)
    stop = rng.randint(*STOP_TURNS)
    seen: list[Tile] = []
    own: list[Tile] = []
    turn = 0
    while len(wall) > 16:  # keep a dead wall's worth back, as a real table does
        for seat_index in range(4):
            tile = wall.pop()
            counts = hands[seat_index]
            counts[tile] += 1
            if seat_index != player:
                thrown = casual_discard(counts)
                counts[thrown] -= 1
                seen.append(Tile(thrown))
                continue
            turn += 1
            if turn >= stop:
                shanten = _position_shanten(counts)
                if shanten < low:
                    return None  # the hand ran ahead of the drill: deal again
                if shanten <= high:
                    tiles = tuple(sorted(Tile(t) for t in range(34) for _ in range(counts[t])))
                    return Position(tiles, tile, seat, round_wind, tuple(seen), tuple(own), turn, shanten)
            unseen = [4 - counts[t] - seen.count(Tile(t)) - own.count(Tile(t)) for t in range(34)]
            thrown = sensible_discard(counts, unseen)
            counts[thrown] -= 1
            own.append(Tile(thrown))
    return None


def position_for(seed: str) -> Position:
    """The position of a seed (a game's seed and round number, a chat's day): reproducible anywhere."""
    position = deal_position(random.Random(f"position:{seed}"))
    return Position(**{**position.__dict__, "seed": seed})


__all__ = ["Position", "deal_position", "position_for", "sensible_discard", "casual_discard", "loneliness",
           "tiles_text", "SHANTEN_RANGE", "STOP_TURNS"]
