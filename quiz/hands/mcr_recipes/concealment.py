"""MCR recipes of the concealment fans: kongs, concealed pungs, concealed and melded hands."""

from __future__ import annotations

from quiz.hands.kit import Builder
from quiz.hands.mcr_recipes.registry import recipe
from quiz.hands.tiles import KONG, PUNG
from scoring.tiles import Tile


@recipe("four_kongs")
def _four_kongs(b: Builder) -> None:
    tiles = b.rng.sample(list(Tile), 4)
    for t in tiles:
        b.add(KONG, t)


@recipe("four_concealed_pungs")
def _four_concealed_pungs(b: Builder) -> None:
    b.chow_weight = 0.0
    b.closed = True
    if b.rng.random() < 0.5:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "pair"


@recipe("three_kongs")
def _three_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 3):
        b.add(KONG, t)


@recipe("three_concealed_pungs")
def _three_concealed_pungs(b: Builder) -> None:
    rng = b.rng
    tiles = rng.sample(list(Tile), 3)
    for t in tiles:
        b.pung(t, exposed=False)
    # the fourth set: a chow or a claimed pung (a fourth concealed pung is another, rarer fan)
    if rng.random() < 0.6:
        b.chow(rng.randrange(3), rng.randint(1, 7))
    else:
        b.add(PUNG, Tile(rng.randrange(34)), exposed=True)
    if rng.random() < 0.4:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "not_pung"


@recipe("melded_hand", pre=True)
def _melded_hand(b: Builder) -> None:
    b.closed, b.exposed_count, b.self_drawn, b.win = False, 4, False, "pair"
    b.kong_flag = False


@recipe("two_concealed_kongs")
def _two_concealed_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(KONG, t, exposed=False)


@recipe("fully_concealed_hand", pre=True)
def _fully_concealed_hand(b: Builder) -> None:
    b.closed, b.self_drawn = True, True


@recipe("two_melded_kongs", pre=True)
def _two_melded_kongs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(KONG, t, exposed=True)


@recipe("concealed_kong_and_melded_kong", pre=True)
def _conc_and_melded_kong(b: Builder) -> None:
    a, c = b.rng.sample(list(Tile), 2)
    b.add(KONG, a, exposed=True)
    b.add(KONG, c, exposed=False)


@recipe("concealed_hand", pre=True)
def _concealed_hand(b: Builder) -> None:
    b.closed, b.self_drawn = True, False


@recipe("two_concealed_pungs")
def _two_concealed_pungs(b: Builder) -> None:
    for t in b.rng.sample(list(Tile), 2):
        b.add(PUNG, t, exposed=False)
    if b.rng.random() < 0.5:
        b.self_drawn = True
    else:
        b.self_drawn, b.win = False, "not_pung"


@recipe("concealed_kong", pre=True)
def _concealed_kong(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)), exposed=False)


@recipe("melded_kong", pre=True)
def _melded_kong(b: Builder) -> None:
    b.add(KONG, b.rng.choice(list(Tile)), exposed=True)
