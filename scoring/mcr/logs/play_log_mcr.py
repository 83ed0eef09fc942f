"""The JSON lines of ``fanbot play --log`` into the game record.

Events (``docs/play.md``): ``deal`` (13 tiles, flowers among them), ``flower`` (set aside: a bonus tile
has no place among the 34, so the record leaves it out; the replacement is a ``draw``), ``draw``,
``discard``, ``pass``, ``chow`` / ``pung`` (``from``), ``kong`` (``kind`` concealed, melded, added),
``win`` (a false win marked ``false_win`` is a penalty, not a result), ``hand_end`` (the prevailing
wind, the dealer, the result and the hand's ``scores``).
"""

from __future__ import annotations

from scoring.review.formats import LogFormat, register_format
from scoring.review.json_lines import json_events
from scoring.review.record import (
    Action,
    ActionKind,
    CallKind,
    GameRecord,
    HandRecord,
    Result,
    ResultKind,
    hand_label,
)
from scoring.tiles import Tile

NAME = "fanbot_play"
SEATS = 4
_SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}
_KONGS = {"concealed": CallKind.CLOSED_KAN, "melded": CallKind.OPEN_KAN, "added": CallKind.ADDED_KAN}


def sniff(text: str) -> bool:
    first = text.split("\n", 1)[0]
    return first.startswith("{") and '"event"' in first and '"hand"' in first


def _tile(token: str) -> Tile:
    rank, suit = token[:-1], token[-1]
    if len(token) != 2 or suit not in _SUITS or not rank.isdigit() or not 1 <= int(rank) <= (7 if suit == "z" else 9):
        raise ValueError(f"no tile {token!r}")
    return Tile(_SUITS[suit] + int(rank) - 1)


def _is_flower(token: str) -> bool:
    return token.startswith("f")


def read(text: str) -> GameRecord:
    hands: list[HandRecord] = []
    current: _Hand | None = None
    totals = [0] * SEATS
    for event in json_events(text, NAME):
        if current is None or current.number != event["hand"]:
            if current is not None:
                hands.append(current.record(totals))
            current = _Hand(event["hand"])
        current.take(event)
        if event["event"] == "hand_end":
            hands.append(current.record(totals))
            totals = [a + b for a, b in zip(totals, event["scores"], strict=True)]
            current = None
    if current is not None:
        hands.append(current.record(totals))  # no hand_end: a truncated log, refused for its missing result
    return GameRecord("mcr", tuple(str(seat) for seat in range(SEATS)), tuple(hands), NAME)


class _Hand:
    def __init__(self, number: int) -> None:
        self.number = number
        self.starts: list[tuple[Tile, ...]] = [()] * SEATS
        self.actions: list[Action] = []
        self.win: dict | None = None
        self.end: dict | None = None

    def take(self, event: dict) -> None:
        kind, seat = event["event"], event.get("seat")
        if kind == "deal":
            self.starts[seat] = tuple(_tile(t) for t in event["tiles"] if not _is_flower(t))
        elif kind == "draw" and not _is_flower(event["tile"]):
            self.actions.append(Action(seat, ActionKind.DRAW, _tile(event["tile"])))
        elif kind == "discard":
            self.actions.append(Action(seat, ActionKind.DISCARD, _tile(event["tile"])))
        elif kind in ("chow", "pung", "kong"):
            self.actions.append(_call(event))
        elif kind == "win" and not event.get("false_win"):
            self.win = event
        elif kind == "hand_end":
            self.end = event

    def record(self, totals: list[int]) -> HandRecord:
        results: tuple[Result, ...] = ()
        label = hand_label(self.number - 1, 0)
        if self.end is not None:
            end = self.end
            label = hand_label("ESWN".index(end["prevailing"]) * 4 + end["dealer"], 0)
            deltas = tuple(end["scores"])
            if self.win is not None:
                win = self.win
                results = (Result(ResultKind.WIN, deltas, win["seat"], None if win["self_drawn"] else win["from"],
                                  value=win.get("fan")),)
            else:
                results = (Result(ResultKind.DRAW, deltas),)
        dealer = self.end["dealer"] if self.end is not None else 0
        return HandRecord(label, dealer, tuple(totals), (), tuple(self.starts), tuple(self.actions), results)


def _call(event: dict) -> Action:
    seat, tile = event["seat"], _tile(event["tile"])
    if event["event"] == "chow":
        used = [_tile(t) for t in event["tiles"]]
        used.remove(tile)
        return Action(seat, ActionKind.CALL, tile, CallKind.CHI, tuple(used), event["from"])
    if event["event"] == "pung":
        return Action(seat, ActionKind.CALL, tile, CallKind.PON, (tile, tile), event["from"])
    kind = _KONGS[event["kind"]]
    used = {CallKind.CLOSED_KAN: (tile,) * 4, CallKind.OPEN_KAN: (tile,) * 3, CallKind.ADDED_KAN: (tile,)}[kind]
    return Action(seat, ActionKind.CALL, tile, kind, used, event.get("from"))


register_format(LogFormat(NAME, sniff, read))
