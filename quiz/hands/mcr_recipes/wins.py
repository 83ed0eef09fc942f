"""MCR recipes of the win fans: last tiles, kong wins, self-drawn, waits, flowers."""

from __future__ import annotations

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import CHOW, KONG
from scoring.tiles import Tile


def _wait_chow(b: Builder, mode: str) -> None:
    chows = [blk for blk in b.blocks if blk.kind is CHOW and blk.exposed is not True
             and (mode == "closed" or blk.tile.rank in (1, 7))]
    if chows:
        b.rng.choice(chows).exposed = False
    else:
        b.chow(b.rng.randrange(3), b.rng.choice((1, 7)) if mode == "edge" else b.rng.randint(1, 7), exposed=False)
    b.win = mode


@recipe("last_tile_draw", pre=True)
def _last_tile_draw(b: Builder) -> None:
    b.self_drawn, b.wall_last, b.kong_flag = True, True, False


@recipe("last_tile_claim", pre=True)
def _last_tile_claim(b: Builder) -> None:
    b.self_drawn, b.wall_last, b.kong_flag = False, True, False


@recipe("out_with_replacement_tile", pre=True)
def _out_with_replacement_tile(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)))
    b.self_drawn, b.kong_flag = True, True


@recipe("robbing_the_kong", pre=True)
def _robbing_the_kong(b: Builder) -> None:
    b.self_drawn, b.kong_flag, b.wall_last, b.last_copy = False, True, False, False
    b.win = "chow"


@recipe("last_tile", pre=True)
def _last_tile(b: Builder) -> None:
    b.last_copy, b.kong_flag = True, False
    b.win = "chow"


@recipe("edge_wait")
def _edge_wait(b: Builder) -> None:
    _wait_chow(b, "edge")


@recipe("closed_wait")
def _closed_wait(b: Builder) -> None:
    _wait_chow(b, "closed")


@recipe("single_wait")
def _single_wait(b: Builder) -> None:
    b.win = "pair"


@recipe("self_drawn", pre=True)
def _self_drawn(b: Builder) -> None:
    b.self_drawn, b.closed = True, False
    b.wall_last, b.kong_flag = False, False


@recipe("flower_tiles", pre=True)
def _flower_tiles(b: Builder) -> None:
    b.flowers = b.rng.randint(1, 8)
