"""Seat views for the Riichi AI's tests, written in tile notation (``0m`` a red five)."""

from __future__ import annotations

from scoring.riichi.ai.view import MeldView, RiverTile, SeatView

SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}
REDS = {"m": 34, "p": 35, "s": 36}


def tiles(text: str) -> tuple[int, ...]:
    """``123m0p77z`` as tile indexes."""
    out: list[int] = []
    digits = ""
    for char in text.replace(" ", ""):
        if char.isdigit():
            digits += char
            continue
        out += [REDS[char] if d == "0" else SUITS[char] + int(d) - 1 for d in digits]
        digits = ""
    return tuple(out)


def seat_view(hand: str, *, rivers: dict[int, str] | None = None, riichi: dict[int, int] | None = None,
              melds: dict[int, tuple[MeldView, ...]] | None = None, dora: str = "1z", seat: int = 0,
              seat_wind: int = 1, wall_left: int = 50, offered: str | None = None, offered_by: int | None = None
              ) -> SeatView:
    """Seat ``seat`` of four holding ``hand``; ``rivers`` and ``riichi`` (river index of the riichi tile) by seat."""
    rivers, riichi, melds = rivers or {}, riichi or {}, melds or {}
    river_tiles = tuple(tuple(RiverTile(t, riichi=riichi.get(s) == i) for i, t in enumerate(tiles(rivers.get(s, ""))))
                        for s in range(4))
    return SeatView(seat=seat, hand=tiles(hand), drawn=None, melds=tuple(melds.get(s, ()) for s in range(4)),
                    rivers=river_tiles, riichi_at=tuple(riichi.get(s) for s in range(4)), dora_indicators=tiles(dora),
                    round_wind=0, seat_wind=seat_wind, scores=(25000,) * 4, wall_left=wall_left,
                    offered=tiles(offered)[0] if offered else None, offered_by=offered_by)
