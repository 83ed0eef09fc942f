"""Walls made to order for the Riichi table's rule tests: chosen starting hands, draws and dora indicator.

``build_wall`` lays each named seat's 13 tiles where the deal gives them, the draws after the deal in
draw order and the first dora indicator in the dead wall; the other tiles fill the rest in a fixed order.
Tiles are written in the notation (``123m55z``; ``0p`` a red five).
"""

from __future__ import annotations

import random

from scoring.riichi.game.model import Act, Action
from scoring.riichi.game.presets import Preset
from scoring.riichi.game.table import Phase, RiichiHand
from scoring.riichi.game.tiles import RED_IDS, wall_ids

_SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}


def tile_ids(text: str, used: set[int]) -> list[int]:
    """The ids of ``text``'s tiles, each a copy not yet ``used`` (plain fives before the red one)."""
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
            continue
        for d in digits:
            if d == 0:
                tile = next(t for t in RED_IDS if t // 4 == _SUITS[ch] + 4)
            else:
                kind = _SUITS[ch] + d - 1
                tile = next(t for t in sorted(range(4 * kind, 4 * kind + 4), key=lambda t: t in RED_IDS)
                            if t not in used)
            if tile in used:
                raise ValueError(f"{text}: no copy left of {d}{ch}")
            used.add(tile)
            out.append(tile)
        digits = []
    return out


def build_wall(preset: Preset, hands: dict[int, str], draws: str = "", dora: str = "1z", dealer: int = 0,
               filler_seed: int = 7, last: str = "", rinshan: str = "") -> tuple[int, ...]:
    """The wall; ``last`` the live wall's last tile (the haitei), ``rinshan`` the first replacement tile."""
    n = preset.players
    used: set[int] = set()
    full = wall_ids(n)
    wall: list[int | None] = [None] * len(full)
    for i in range(n):
        seat = (dealer + i) % n
        if seat in hands:
            dealt = tile_ids(hands[seat], used)
            if len(dealt) != 13:
                raise ValueError(f"{hands[seat]}: 13 tiles, not {len(dealt)}")
            wall[13 * i:13 * i + 13] = dealt
    for j, tile in enumerate(tile_ids(draws, used)):
        wall[13 * n + j] = tile
    wall[len(full) - 14 + 4] = tile_ids(dora, used)[0]
    if last:
        wall[len(full) - 15] = tile_ids(last, used)[0]
    if rinshan:
        wall[len(full) - 14] = tile_ids(rinshan, used)[0]
    rest = [t for t in full if t not in used]
    random.Random(filler_seed).shuffle(rest)
    return tuple(t if t is not None else rest.pop() for t in wall)


def table(preset: Preset, hands: dict[int, str], draws: str = "", dora: str = "1z", dealer: int = 0,
          honba: int = 0, sticks: int = 0, scores: tuple[int, ...] | None = None, last: str = "",
          rinshan: str = "") -> RiichiHand:
    start = scores or (preset.start_points,) * preset.players
    wall = build_wall(preset, hands, draws, dora, dealer, last=last, rinshan=rinshan)
    return RiichiHand(preset, wall, dealer, 0, honba, sticks, start)


def tsumogiri(hand: RiichiHand) -> None:
    """The seat whose turn it is discards the tile it drew."""
    hand.act(Action(Act.DISCARD, hand.turn, hand.drawn))


def pass_all(hand: RiichiHand) -> None:
    """Every seat asked about a discard passes."""
    while hand.phase in (Phase.REACT, Phase.ROB):
        for seat in hand.waiting():
            hand.act(Action(Act.PASS, seat))


def kinds_of(actions, act: Act) -> set[int]:
    return {a.tile // 4 for a in actions if a.kind is act}
