"""tenhou.net/6 JSON (and a viewer link carrying it) into the game record.

Format (Tenhou's viewer; the layout as documented by the mjai-reviewer and tenhou-log projects):
``{"name": [...], "log": [hand, ...]}``; a hand is ``[[round, counters, sticks], scores, dora, ura,``
then per seat its starting tiles, its takes and its discards, then the result. A take is a tile or a
call written as a string (``c`` chi, ``p`` pon, ``m`` open kan: the letter's place says from whom,
the two digits after it the claimed tile); a discard is a tile, 60 for the tile just drawn,
``r`` before it for riichi, a kan string (``a`` closed, ``k`` added), ``f`` a North set aside,
or 0 in the slot an open kan leaves empty. Turn order is not stored: it is rebuilt by following
each claim of the last discard, else the next seat.
"""

from __future__ import annotations

import json
import urllib.parse

from scoring.review.errors import LogError
from scoring.review.formats import LogFormat, register_format
from scoring.review.record import Action, ActionKind, CallKind, GameRecord, HandRecord, Result, ResultKind, hand_label
from scoring.riichi.logs.tiles_riichi import tenhou_tile
from scoring.tiles import Tile

NAME = "tenhou6"
VIEWER_MARK = "#json="
TSUMOGIRI = 60
EMPTY_SLOT = 0
WIN_TAG = "和了"
_CALL_KINDS = {"c": CallKind.CHI, "p": CallKind.PON, "m": CallKind.OPEN_KAN, "a": CallKind.CLOSED_KAN,
               "k": CallKind.ADDED_KAN}


def sniff(text: str) -> bool:
    return text.startswith("{") and '"log"' in text[:100_000] or (text.startswith("http") and VIEWER_MARK in text)


def read(text: str) -> GameRecord:
    if text.startswith("http"):
        fragment = text.split(VIEWER_MARK, 1)[1].split("&ts=", 1)[0]
        text = urllib.parse.unquote(fragment)
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise LogError("malformed", format=NAME) from None
    hands = tuple(_hand(entry) for entry in data["log"])
    seats = len(hands[0].starts) if hands else len(data.get("name", ()))
    names = tuple(str(name) for name in data.get("name", ())[:seats]) or tuple(f"{seat}" for seat in range(seats))
    return GameRecord("riichi", names, hands, NAME)


def _hand(entry: list) -> HandRecord:
    (round_index, honba, _sticks), scores, dora = entry[0], entry[1], entry[2]
    seats = (len(entry) - 5) // 3
    if seats not in (3, 4) or len(entry) != 5 + 3 * seats:
        raise LogError("malformed", format=NAME)
    starts = tuple(tuple(tenhou_tile(t) for t in entry[4 + 3 * seat]) for seat in range(seats))
    takes = [entry[5 + 3 * seat] for seat in range(seats)]
    discards = [entry[6 + 3 * seat] for seat in range(seats)]
    dealer = round_index % 4
    return HandRecord(hand_label(round_index, honba), dealer, tuple(scores), tuple(tenhou_tile(t) for t in dora),
                      starts, tuple(_replay(takes, discards, dealer)), _results(entry[-1], seats))


def _call(text: str, seat: int, seats: int) -> Action:
    """A call string: its letter, the claimed (or kan) tile after it, the letter's place giving the source."""
    place = next(i for i, ch in enumerate(text) if ch.isalpha())
    kind = _CALL_KINDS[text[place]]
    rest = text[:place] + text[place + 1:]
    codes = [int(rest[i:i + 2]) for i in range(0, len(rest), 2)]
    tile = tenhou_tile(int(text[place + 1:place + 3]))
    tiles = [tenhou_tile(code) for code in codes]
    if kind is CallKind.CLOSED_KAN:
        return Action(seat, ActionKind.CALL, tile, kind, tuple(tiles))
    if kind is CallKind.ADDED_KAN:
        return Action(seat, ActionKind.CALL, tile, kind, (tile,))
    # the letter's place, in tiles: 0 from the seat before, 1 across, 2 (3 for a kan) from the seat after
    offset = {0: seats - 1, 1: 2 if seats == 4 else 1, 2: 1, 3: 1}[place // 2]
    used = list(tiles)
    used.remove(tile)
    return Action(seat, ActionKind.CALL, tile, kind, tuple(used), (seat + offset) % seats)


def _replay(takes: list[list], discards: list[list], dealer: int) -> list[Action]:
    seats = len(takes)
    took, dropped = [0] * seats, [0] * seats
    actions: list[Action] = []
    seat, drawn = dealer, None
    while took[seat] < len(takes[seat]):
        take = takes[seat][took[seat]]
        took[seat] += 1
        if isinstance(take, str):
            actions.append(_call(take, seat, seats))
        else:
            drawn = tenhou_tile(take)
            actions.append(Action(seat, ActionKind.DRAW, drawn))
        discard = _next_discard(discards, dropped, seat)
        while isinstance(discard, str) and discard[0] != "r":  # a kan or a North set aside, then a replacement
            if "f" in discard:
                actions.append(Action(seat, ActionKind.BONUS, Tile.NORTH))
            else:
                actions.append(_call(discard, seat, seats))
            if took[seat] >= len(takes[seat]):
                return actions
            drawn = tenhou_tile(takes[seat][took[seat]])
            took[seat] += 1
            actions.append(Action(seat, ActionKind.DRAW, drawn))
            discard = _next_discard(discards, dropped, seat)
        if discard is None:
            return actions  # a self-drawn win: no discard follows the last draw
        if discard == EMPTY_SLOT:
            continue  # an open kan: the seat draws its replacement next
        riichi = isinstance(discard, str)
        code = int(discard[1:]) if riichi else discard
        tile = drawn if code == TSUMOGIRI else tenhou_tile(code)
        actions.append(Action(seat, ActionKind.DISCARD, tile, riichi=riichi))
        seat = _claimer(takes, took, seat, tile, seats)
    return actions


def _next_discard(discards: list[list], dropped: list[int], seat: int) -> int | str | None:
    if dropped[seat] >= len(discards[seat]):
        return None
    dropped[seat] += 1
    return discards[seat][dropped[seat] - 1]


def _claimer(takes: list[list], took: list[int], seat: int, tile: Tile, seats: int) -> int:
    """The seat whose next take claims this discard, else the next seat."""
    for other in range(seats):
        if other == seat or took[other] >= len(takes[other]):
            continue
        take = takes[other][took[other]]
        if isinstance(take, str):
            call = _call(take, other, seats)
            if call.tile == tile and (call.source == seat or seats == 3):
                return other
    return (seat + 1) % seats


def _results(result: list, seats: int) -> tuple[Result, ...]:
    if not result:
        return ()
    if result[0] != WIN_TAG:
        deltas = tuple(result[1]) if len(result) > 1 and result[1] else (0,) * seats
        return (Result(ResultKind.DRAW, deltas),)
    wins = []
    for deltas, info in zip(result[1::2], result[2::2], strict=True):
        winner, loser = info[0], info[1]
        yaku = tuple(str(word) for word in info[4:])
        wins.append(Result(ResultKind.WIN, tuple(deltas), winner, None if loser == winner else loser, yaku))
    return tuple(wins)


register_format(LogFormat(NAME, sniff, read))
