"""A game written as mjai JSON lines, as Mortal and mjai-reviewer read them.

The mjai protocol (github.com/gimite/mjai): ``start_game``, per hand ``start_kyoku`` (``bakaze``, ``kyoku``,
``honba``, ``kyotaku``, ``oya``, ``scores``, ``dora_marker``, ``tehais``), ``tsumo``, ``dahai`` (with
``tsumogiri``), ``reach`` before its discard and ``reach_accepted`` after it stands, ``chi``/``pon``/
``daiminkan`` (``target``, ``pai``, ``consumed``), ``ankan``, ``kakan``, ``dora``, ``hora`` (``deltas``,
``ura_markers``), ``ryukyoku``, ``end_kyoku``, ``end_game``. Three players' Norths set aside are ``kita``
(the word of the three-player mjai dialects); ``start_game`` names the preset.
"""

from __future__ import annotations

import json

from scoring.riichi.game.match import RiichiGame
from scoring.riichi.game.model import DrawKind, EventKind, MeldKind, TableMeld
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import mjai_word

WINDS = ("E", "S", "W", "N")
#: the draw reasons as mjai writers name them
REASONS = {DrawKind.EXHAUSTIVE: "exhaustive", DrawKind.NAGASHI: "nm", DrawKind.NINE_TERMINALS: "yao9",
           DrawKind.FOUR_WINDS: "kaze4", DrawKind.FOUR_RIICHI: "reach4", DrawKind.FOUR_KANS: "kan4",
           DrawKind.TRIPLE_RON: "ron3"}


def write_game(game: RiichiGame, names: tuple[str, ...] | None = None) -> str:
    """The game as mjai JSON lines (one object a line, a newline after each)."""
    n = game.preset.players
    lines: list[dict] = [{"type": "start_game", "names": list(names or tuple(f"AI {s + 1}" for s in range(n))),
                          "preset": game.preset.name, "seed": str(game.seed)}]
    for hand in game.played:
        lines += _hand(hand)
    lines.append({"type": "end_game", "scores": list(game.scores)})
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


def _hand(hand: RiichiHand) -> list[dict]:
    reds = hand.preset.red_fives

    def w(tile: int) -> str:
        return mjai_word(tile, reds)

    out: list[dict] = [{"type": "start_kyoku", "bakaze": WINDS[hand.round_wind], "dora_marker": w(hand.dead[4]),
                        "kyoku": hand.dealer + 1, "honba": hand.honba, "kyotaku": hand.start_sticks,
                        "oya": hand.dealer, "scores": list(hand.start_scores),
                        "tehais": [[w(t) for t in start] for start in hand.starts]}]
    scores = list(hand.start_scores)
    for event in hand.events:
        seat = event.seat
        if event.kind is EventKind.DRAW:
            out.append({"type": "tsumo", "actor": seat, "pai": w(event.tile)})
        elif event.kind is EventKind.DISCARD:
            if event.riichi:
                out.append({"type": "reach", "actor": seat})
            out.append({"type": "dahai", "actor": seat, "pai": w(event.tile), "tsumogiri": event.tsumogiri})
        elif event.kind is EventKind.RIICHI_ACCEPTED:
            scores[seat] -= 1000
            deltas = [-1000 if s == seat else 0 for s in range(hand.players)]
            out.append({"type": "reach_accepted", "actor": seat, "deltas": deltas, "scores": list(scores)})
        elif event.kind is EventKind.CALL:
            out.append(_call(seat, event.meld, w))
        elif event.kind is EventKind.NUKI:
            out.append({"type": "kita", "actor": seat, "pai": "N"})
        else:
            out.append({"type": "dora", "dora_marker": w(event.tile)})
    end = hand.end
    if end.draw is not None:
        tehais = [[w(t) for t in sorted(hand.hands[s])] if s in end.tenpai else None for s in range(hand.players)]
        out.append({"type": "ryukyoku", "reason": REASONS[end.draw], "deltas": list(end.deltas), "tehais": tehais,
                    "scores": list(hand.scores)})
    for win in end.wins:
        scores = [a + b for a, b in zip(scores, win.deltas, strict=True)]
        hora = {"type": "hora", "actor": win.seat, "target": win.seat if win.from_seat is None else win.from_seat,
                "pai": w(win.tile), "deltas": list(win.deltas), "ura_markers": [w(t) for t in win.ura],
                "scores": list(scores)}
        if win.liable is not None:
            hora["pao"] = win.liable
        out.append(hora)
    out.append({"type": "end_kyoku"})
    return out


def _call(seat: int, meld: TableMeld, w) -> dict:
    if meld.kind is MeldKind.CLOSED_KAN:
        return {"type": "ankan", "actor": seat, "consumed": [w(t) for t in meld.tiles]}
    focus = meld.added if meld.kind is MeldKind.ADDED_KAN else meld.called
    rest = list(meld.tiles)
    rest.remove(focus)
    if meld.kind is MeldKind.ADDED_KAN:
        return {"type": "kakan", "actor": seat, "pai": w(focus), "consumed": [w(t) for t in rest]}
    kind = {MeldKind.CHI: "chi", MeldKind.PON: "pon", MeldKind.OPEN_KAN: "daiminkan"}[meld.kind]
    return {"type": kind, "actor": seat, "target": meld.from_seat, "pai": w(focus), "consumed": [w(t) for t in rest]}
