"""Waits and win conditions: how the winning tile came, what it completed, and flowers."""

from __future__ import annotations

from scoring.mcr.decompose import CHOW, PAIR
from scoring.mcr.readings import (
    HAS_UNIQUE_WAIT,
    KNITTED_STRAIGHT,
    REGULAR,
    WIN_KONG,
    WIN_LAST_TILE,
    WIN_WALL_LAST,
    HandFacts,
)
from scoring.mcr.rules.registry import WINS, bonus_fan, fan, win_fan


def _win(facts: HandFacts, wanted: bool):
    return [(facts.win,)] if wanted else None


@win_fan(WINS)
def last_tile_draw(f: HandFacts):
    """妙手回春: self-drawn with the last tile of the wall."""
    return _win(f, f.self_drawn and bool(f.flags & WIN_WALL_LAST))


@win_fan(WINS)
def last_tile_claim(f: HandFacts):
    """海底捞月: winning on the last discard of the game."""
    return _win(f, not f.self_drawn and bool(f.flags & WIN_WALL_LAST))


@win_fan(WINS)
def out_with_replacement_tile(f: HandFacts):
    """杠上开花: self-drawn with the replacement tile of one's own kong."""
    return _win(f, f.self_drawn and bool(f.flags & WIN_KONG))


@win_fan(WINS)
def robbing_the_kong(f: HandFacts):
    """抢杠和: winning on the tile another player adds to a melded pung."""
    return _win(f, not f.self_drawn and bool(f.flags & WIN_KONG))


@win_fan(WINS)
def last_tile(f: HandFacts):
    """和绝张: winning on the last copy of a tile (the other three are in sight)."""
    return _win(f, bool(f.flags & WIN_LAST_TILE))


@win_fan(WINS)
def self_drawn(f: HandFacts):
    """自摸: the winning tile is drawn from the wall."""
    return _win(f, f.self_drawn)


def _unique_wait(r, kind: int, test):
    """The first of the winning tile's own sets of this kind it completes, if it was the only wait.

    A chow is shown with the tile that completed it (``456p 5p``); a pair is shown alone, since both
    of its tiles are that tile.
    """
    if r.unique_wait:
        win = r.win
        for p in r.wait_sets:
            if p[0] == kind and test(p[1], win):
                return [(p, win)] if kind == CHOW else [(p,)]
    return None


@fan(WINS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_UNIQUE_WAIT)
def edge_wait(r):
    """边张: the only wait was the 3 of 12 or the 7 of 89."""
    return _unique_wait(r, CHOW, lambda middle, win: win == middle - 1 or win == middle + 1)


@fan(WINS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_UNIQUE_WAIT)
def closed_wait(r):
    """嵌张: the only wait was the middle tile of a chow."""
    return _unique_wait(r, CHOW, lambda middle, win: win == middle)


@fan(WINS, shapes=(REGULAR, KNITTED_STRAIGHT), needs=HAS_UNIQUE_WAIT)
def single_wait(r):
    """单钓将: the only wait was the second tile of the pair."""
    return _unique_wait(r, PAIR, lambda code, win: win == code)


@bonus_fan(WINS)
def flower_tiles(f: HandFacts):
    """花牌: one point per flower or season (not counted for the 8-point minimum)."""
    return [()] * f.flowers
