"""mjai JSON lines into the game record.

Format: the mjai protocol (github.com/gimite/mjai, as Mortal and mjai-reviewer write it): one event
per line, ``start_game`` (``names``), ``start_kyoku`` (``bakaze``, ``kyoku``, ``honba``, ``oya``,
``scores``, ``tehais``, ``dora_marker``), ``tsumo``, ``dahai``, ``reach`` (before its discard),
``chi``/``pon``/``daiminkan`` (``target``, ``pai``, ``consumed``), ``ankan``, ``kakan``, ``nukidora``,
``hora`` (``actor``, ``target``, ``deltas``), ``ryukyoku``, ``end_kyoku``, ``end_game``.
"""

from __future__ import annotations

from scoring.review.formats import LogFormat, register_format
from scoring.review.json_lines import json_events
from scoring.review.record import Action, ActionKind, CallKind, GameRecord, HandRecord, Result, ResultKind, hand_label
from scoring.riichi.logs.tiles_riichi import mjai_tile
from scoring.tiles import Tile

NAME = "mjai"
_WINDS = "ESWN"
_CALLS = {"chi": CallKind.CHI, "pon": CallKind.PON, "daiminkan": CallKind.OPEN_KAN, "ankan": CallKind.CLOSED_KAN,
          "kakan": CallKind.ADDED_KAN}


def sniff(text: str) -> bool:
    return text.startswith("{") and '"type"' in text.split("\n", 1)[0]


def read(text: str) -> GameRecord:
    names: tuple[str, ...] = ()
    hands: list[HandRecord] = []
    current: _Hand | None = None
    for event in json_events(text, NAME):
        kind = event["type"]
        if kind == "start_game":
            names = tuple(str(name) for name in event.get("names", ()))
        elif kind == "start_kyoku":
            current = _Hand(event)
        elif kind == "end_kyoku" and current is not None:
            hands.append(current.record())
            current = None
        elif current is not None:
            current.take(event)
    if current is not None:
        hands.append(current.record())  # no end_kyoku: a truncated log, refused when it has no result
    seats = len(hands[0].starts) if hands else len(names)
    return GameRecord("riichi", names[:seats] or tuple(str(seat) for seat in range(seats)), tuple(hands), NAME)


class _Hand:
    def __init__(self, start: dict) -> None:
        self.start = start
        tehais = [hand for hand in start["tehais"] if hand]
        self.seats = len(tehais)
        self.starts = tuple(tuple(mjai_tile(t) for t in hand) for hand in tehais)
        self.dora = [mjai_tile(start["dora_marker"])]
        self.actions: list[Action] = []
        self.results: list[Result] = []
        self.riichi = [False] * self.seats

    def take(self, event: dict) -> None:
        kind = event["type"]
        if kind == "tsumo":
            self.actions.append(Action(event["actor"], ActionKind.DRAW, mjai_tile(event["pai"])))
        elif kind == "reach":
            self.riichi[event["actor"]] = True
        elif kind == "dahai":
            seat = event["actor"]
            self.actions.append(Action(seat, ActionKind.DISCARD, mjai_tile(event["pai"]), riichi=self.riichi[seat]))
            self.riichi[seat] = False
        elif kind in _CALLS:
            self.actions.append(self._call(event, _CALLS[kind]))
        elif kind in ("nukidora", "kita"):
            self.actions.append(Action(event["actor"], ActionKind.BONUS, Tile.NORTH))
        elif kind == "dora":
            self.dora.append(mjai_tile(event["dora_marker"]))
        elif kind == "hora":
            loser = None if event["target"] == event["actor"] else event["target"]
            yaku = tuple(str(y[0]) if isinstance(y, list) else str(y) for y in event.get("yakus", ()))
            deltas = tuple(event.get("deltas") or (0,) * self.seats)  # some writers leave the changes out
            self.results.append(Result(ResultKind.WIN, deltas, event["actor"], loser, yaku))
        elif kind == "ryukyoku":
            self.results.append(Result(ResultKind.DRAW, tuple(event.get("deltas") or (0,) * self.seats)))

    def _call(self, event: dict, kind: CallKind) -> Action:
        used = tuple(mjai_tile(t) for t in event["consumed"])
        if kind is CallKind.CLOSED_KAN:
            return Action(event["actor"], ActionKind.CALL, used[0], kind, used)
        tile = mjai_tile(event["pai"])
        if kind is CallKind.ADDED_KAN:
            return Action(event["actor"], ActionKind.CALL, tile, kind, (tile,))
        return Action(event["actor"], ActionKind.CALL, tile, kind, used, event["target"])

    def record(self) -> HandRecord:
        start = self.start
        round_index = _WINDS.index(start["bakaze"]) * 4 + start["kyoku"] - 1
        return HandRecord(hand_label(round_index, start["honba"]), start["oya"], tuple(start["scores"][:self.seats]),
                          tuple(self.dora), self.starts, tuple(self.actions), tuple(self.results))


register_format(LogFormat(NAME, sniff, read))
