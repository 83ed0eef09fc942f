"""Tenhou's mjlog XML into the game record (the gzip around a downloaded one is the shared reader's).

Format (Tenhou's own logs; the tags as documented by the tenhou-log and mjlog-parsing projects):
``UN`` the names (URL-quoted), ``INIT`` a hand (``seed`` = round, counters, sticks, dice, dice, dora
indicator; ``ten`` the scores in hundreds; ``oya``; ``hai0``.. the starting tiles as 136 ids),
``T U V W`` + id a draw of seat 0-3, ``D E F G`` + id a discard, ``N`` a call (``m`` bit-packed:
``scoring.riichi.logs.meld_code_riichi``), ``REACH`` step 1 before the riichi discard, ``DORA``,
``AGARI`` (``who``, ``fromWho``, ``sc`` = score and change pairs in hundreds), ``RYUUKYOKU``.
"""

from __future__ import annotations

import re
import urllib.parse
import xml.etree.ElementTree as ElementTree

from scoring.review.errors import LogError
from scoring.review.formats import LogFormat, register_format
from scoring.review.record import Action, ActionKind, GameRecord, HandRecord, Result, ResultKind, hand_label
from scoring.riichi.logs.meld_code_riichi import decode_meld
from scoring.riichi.logs.tiles_riichi import tile_136

NAME = "mjlog"
_DRAW, _DISCARD = "TUVW", "DEFG"
_MOVE = re.compile(r"([TUVWDEFG])(\d+)")


def sniff(text: str) -> bool:
    return text.startswith("<") and "<mjloggm" in text[:200]


def read(text: str) -> GameRecord:
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LogError("malformed", format=NAME)  # a log has no entities: refuse expansion bombs outright
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError:
        raise LogError("malformed", format=NAME) from None
    names: tuple[str, ...] = ()
    hands: list[HandRecord] = []
    current: _Hand | None = None
    for element in root:
        tag = element.tag
        if tag == "UN" and not names:
            names = tuple(urllib.parse.unquote(element.get(f"n{seat}", "")) for seat in range(4))
        elif tag == "INIT":
            if current is not None:
                hands.append(current.record())
            current = _Hand(element)
        elif current is not None:
            current.take(element)
    if current is not None:
        hands.append(current.record())
    seats = len(hands[0].starts) if hands else 4
    names = names[:seats] if any(names[:seats]) else tuple(str(seat) for seat in range(seats))
    return GameRecord("riichi", names, tuple(hands), NAME)


def _ints(value: str | None) -> list[int]:
    return [int(part) for part in value.split(",")] if value else []


class _Hand:
    def __init__(self, init: ElementTree.Element) -> None:
        seed = _ints(init.get("seed"))
        self.seats = sum(1 for seat in range(4) if init.get(f"hai{seat}"))
        self.label = hand_label(seed[0], seed[1])
        self.dealer = int(init.get("oya", "0"))
        self.scores = tuple(100 * points for points in _ints(init.get("ten")))[:self.seats]
        self.dora = [tile_136(seed[5])]
        self.starts = tuple(tuple(tile_136(code) for code in _ints(init.get(f"hai{seat}")))
                            for seat in range(self.seats))
        self.actions: list[Action] = []
        self.results: list[Result] = []
        self.riichi = [False] * self.seats

    def take(self, element: ElementTree.Element) -> None:
        tag = element.tag
        move = _MOVE.fullmatch(tag)
        if move:
            letter, code = move.groups()
            if letter in _DRAW:
                self.actions.append(Action(_DRAW.index(letter), ActionKind.DRAW, tile_136(int(code))))
            else:
                seat = _DISCARD.index(letter)
                self.actions.append(Action(seat, ActionKind.DISCARD, tile_136(int(code)), riichi=self.riichi[seat]))
                self.riichi[seat] = False
        elif tag == "N":
            self.actions.append(decode_meld(int(element.get("who", "0")), int(element.get("m", "0")), self.seats))
        elif tag == "REACH" and element.get("step") == "1":
            self.riichi[int(element.get("who", "0"))] = True
        elif tag == "DORA":
            self.dora.append(tile_136(int(element.get("hai", "0"))))
        elif tag == "AGARI":
            winner, loser = int(element.get("who", "0")), int(element.get("fromWho", "0"))
            ten = _ints(element.get("ten"))
            self.results.append(Result(ResultKind.WIN, self._deltas(element), winner,
                                       None if loser == winner else loser, _yaku(element), ten[1] if ten else None))
        elif tag == "RYUUKYOKU":
            self.results.append(Result(ResultKind.DRAW, self._deltas(element)))

    def _deltas(self, element: ElementTree.Element) -> tuple[int, ...]:
        pairs = _ints(element.get("sc"))
        return tuple(100 * change for change in pairs[1::2])[:self.seats] or (0,) * self.seats

    def record(self) -> HandRecord:
        return HandRecord(self.label, self.dealer, self.scores, tuple(self.dora), self.starts, tuple(self.actions),
                          tuple(self.results))


def _yaku(element: ElementTree.Element) -> tuple[str, ...]:
    """Tenhou's yaku numbers (its table's ids) with their han, as ``id:han``; yakuman ids alone."""
    values = _ints(element.get("yaku"))
    named = [f"{yaku}:{han}" for yaku, han in zip(values[::2], values[1::2], strict=False)]
    return tuple(named + [str(yaku) for yaku in _ints(element.get("yakuman"))])


register_format(LogFormat(NAME, sniff, read))
