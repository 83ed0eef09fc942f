"""MCR recipes of the special shapes: seven pairs, thirteen orphans, knitted tiles, nine gates, chicken hand."""

from __future__ import annotations

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.special_shapes import (
    honors_and_knitted_tiles,
    knitted_tiles,
    nine_gates_tiles,
    pairs_of,
    shifted_pairs_tiles,
    thirteen_orphans_tiles,
)
from quiz.hands.tiles import T, some_suits
from scoring.tiles import DRAGONS, WINDS, Tile


@recipe("nine_gates")
def _nine_gates(b: Builder) -> None:
    s = b.rng.randrange(3)
    extra = T(s, b.rng.randint(1, 9))
    b.special_shape(nine_gates_tiles(s) + [extra], win=extra)


@recipe("seven_shifted_pairs")
def _seven_shifted_pairs(b: Builder) -> None:
    s, start = b.rng.randrange(3), b.rng.randint(1, 3)
    b.special_shape(shifted_pairs_tiles(s, start))


@recipe("thirteen_orphans")
def _thirteen_orphans(b: Builder) -> None:
    b.special_shape(thirteen_orphans_tiles(b.rng))


@recipe("seven_pairs")
def _seven_pairs(b: Builder) -> None:
    rng = b.rng
    tiles = rng.sample(list(Tile), 7)
    if rng.random() < (0.25 if b.difficulty == "hard" else 0.08):
        tiles[-1] = tiles[0]
    b.special_shape(pairs_of(tiles))


@recipe("greater_honors_and_knitted_tiles")
def _greater_honors(b: Builder) -> None:
    b.special_shape(honors_and_knitted_tiles(b.rng, 7))


@recipe("lesser_honors_and_knitted_tiles")
def _lesser_honors(b: Builder) -> None:
    rng = b.rng
    b.special_shape(honors_and_knitted_tiles(rng, rng.randint(5, 6)))


@recipe("knitted_straight")
def _knitted_straight(b: Builder) -> None:
    b.add_loose(knitted_tiles(b.rng))
    b.max_blocks = 1
    # with more than one claimed meld the shape is impossible; the one extra set may be claimed
    b.exposed_count = 1 if b.rng.random() < 0.3 else 0
    b.closed = None if b.exposed_count else True


@recipe("chicken_hand")
def _chicken_hand(b: Builder) -> None:
    rng = b.rng
    # Claimed sets in all three suits with no pattern between them, a pung of simples (so not All
    # Chows), an honor pair (so not No Honors), and a two-sided wait on the one concealed chow.
    b.closed, b.self_drawn, b.exposed_count = False, False, 3
    b.flowers = rng.choice((0, 0, 1, 2))
    b.wall_last = b.kong_flag = b.last_copy = False
    b.seat, b.prevalent = rng.sample(WINDS, 2)
    suits = [*some_suits(rng), rng.randrange(3)]
    starts = rng.sample(range(2, 7), 3)
    pung_at = rng.randrange(4)
    chow_suits = [s for i, s in enumerate(suits) if i != pung_at]
    for suit, start in zip(chow_suits, starts, strict=True):
        b.chow(suit, start, exposed=True)
    b.blocks[-1].exposed = False
    b.pung(T(suits[pung_at], rng.randint(2, 8)), exposed=True)
    b.set_pair(rng.choice([w for w in WINDS if w not in (b.seat, b.prevalent)] + list(DRAGONS)))
    last = b.blocks[2]
    b.win_tile = rng.choice((last.tile, Tile(last.tile + 2)))
