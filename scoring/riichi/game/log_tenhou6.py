"""A game written as tenhou.net/6 JSON, the log Tenhou's viewer opens (``https://tenhou.net/6/#json=…``).

Layout (Tenhou's viewer; as ``scoring/riichi/logs/tenhou6_riichi.py`` reads it): ``{"name", "rule", "log"}``;
a hand is ``[[round, honba, sticks], scores, dora, ura]``, then per seat its starting tiles, its takes
(draws, and calls: ``c`` chi, ``p`` pon, ``m`` open kan, the letter's place naming the discarder) and its
discards (60 for the tile just drawn, ``r`` before a riichi, ``a``/``k`` closed and added kans, ``f44`` a
North set aside, 0 where an open kan leaves no discard), then the result. Three players are written with
three names and three seats per hand, as the viewer reads a three-player log.
"""

from __future__ import annotations

from scoring.riichi.game.match import RiichiGame
from scoring.riichi.game.model import DrawKind, EventKind, MeldKind, TableMeld, Win
from scoring.riichi.game.table import RiichiHand
from scoring.riichi.game.tiles import tenhou_code
from scoring.riichi.table import yaku_by_id

TSUMOGIRI = 60
WIN_TAG = "和了"
DRAW_TAGS = {DrawKind.EXHAUSTIVE: "流局", DrawKind.NAGASHI: "流し満貫", DrawKind.NINE_TERMINALS: "九種九牌",
             DrawKind.FOUR_WINDS: "四風連打", DrawKind.FOUR_RIICHI: "四家立直", DrawKind.FOUR_KANS: "四開槓",
             DrawKind.TRIPLE_RON: "三家和了"}
LEVELS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満", "yakuman": "役満"}


def write_game(game: RiichiGame, names: tuple[str, ...] | None = None) -> dict:
    """The game as a tenhou.net/6 JSON object."""
    preset = game.preset
    n = preset.players
    disp = ("三" if n == 3 else "") + ("般南" if preset.length == "south" else "般東") + ("喰赤" if preset.red_fives
                                                                                      else "喰")
    return {"title": [preset.name, f"seed {game.seed}"],
            "name": list(names or tuple(f"AI {seat + 1}" for seat in range(n))),
            "rule": {"disp": disp, "aka": int(preset.red_fives), **_red_fives(preset)},
            "log": [_hand(hand) for hand in game.played]}


def _red_fives(preset) -> dict:
    """The red fives per suit as the viewer's rule reads them (``aka51`` 5m, ``aka52`` 5p, ``aka53`` 5s)."""
    reds = preset.scorer_rules.red_five_counts
    return {f"aka5{suit + 1}": count for suit, count in enumerate(reds)}


def _hand(hand: RiichiHand) -> list:
    reds = hand.preset.red_fives
    n = hand.players
    takes: list[list] = [[] for _ in range(n)]
    drops: list[list] = [[] for _ in range(n)]
    dora = [tenhou_code(hand.dead[4], reds)]
    for event in hand.events:
        if event.kind is EventKind.DRAW:
            takes[event.seat].append(tenhou_code(event.tile, reds))
        elif event.kind is EventKind.DISCARD:
            code = TSUMOGIRI if event.tsumogiri else tenhou_code(event.tile, reds)
            drops[event.seat].append(f"r{code}" if event.riichi else code)
        elif event.kind is EventKind.CALL:
            _call(event.seat, event.meld, hand, takes, drops)
        elif event.kind is EventKind.NUKI:
            drops[event.seat].append("f44")
        elif event.kind is EventKind.DORA:
            dora.append(tenhou_code(event.tile, reds))
    end = hand.end
    ura = next((w.ura for w in end.wins if w.ura), ())
    entry: list = [[hand.round_wind * 4 + hand.dealer, hand.honba, hand.start_sticks], list(hand.start_scores), dora,
                   [tenhou_code(t, reds) for t in ura]]
    for seat in range(n):
        entry += [[tenhou_code(t, reds) for t in hand.starts[seat]], takes[seat], drops[seat]]
    if end.draw is not None:
        entry.append([DRAW_TAGS[end.draw], list(end.deltas)])
    else:
        result: list = [WIN_TAG]
        for win in end.wins:
            result += [list(win.deltas), _win_detail(win, hand)]
        entry.append(result)
    return entry


def _call(seat: int, meld: TableMeld, hand: RiichiHand, takes: list[list], drops: list[list]) -> None:
    reds = hand.preset.red_fives
    codes = [tenhou_code(t, reds) for t in meld.tiles]
    if meld.kind is MeldKind.CLOSED_KAN:
        drops[seat].append("".join(f"{c:02d}" for c in codes[:3]) + f"a{codes[3]:02d}")
        return
    focus = meld.added if meld.kind is MeldKind.ADDED_KAN else meld.called
    rest = list(meld.tiles)
    rest.remove(focus)
    if meld.kind is MeldKind.ADDED_KAN:
        rest.remove(meld.called)
    # the letter's place: 0 the seat before (left), 1 across, 2 (3 for an open kan) the seat after (right)
    steps = (seat - meld.from_seat) % hand.players
    place = {1: 0, 2: 1 if hand.players == 4 else 2, 3: 2}[steps if hand.players == 4 else (1 if steps == 2 else 3)]
    letter = {MeldKind.CHI: "c", MeldKind.PON: "p", MeldKind.OPEN_KAN: "m", MeldKind.ADDED_KAN: "k"}[meld.kind]
    if meld.kind is MeldKind.OPEN_KAN and place == 2:
        place = 3
    if meld.kind is MeldKind.ADDED_KAN:
        # the pon's claimed tile at its place, the added tile after the letter just before it
        order = [tenhou_code(t, reds) for t in rest]
        order.insert(place, tenhou_code(meld.called, reds))
        text = "".join(f"{c:02d}" for c in order[:place]) + f"k{tenhou_code(focus, reds):02d}" + "".join(
            f"{c:02d}" for c in order[place:])
        drops[seat].append(text)
        return
    order = [tenhou_code(t, reds) for t in rest]
    order.insert(place, tenhou_code(focus, reds))
    text = "".join(f"{c:02d}" for c in order[:place]) + letter + "".join(f"{c:02d}" for c in order[place:])
    takes[seat].append(text)
    if meld.kind is MeldKind.OPEN_KAN:
        drops[seat].append(0)


def _win_detail(win: Win, hand: RiichiHand) -> list:
    result = win.result
    pay = result.points
    self_drawn = win.from_seat is None
    level = LEVELS.get(pay.level.removeprefix("kazoe ").split(" ")[-1], "") if pay.level else ""
    if self_drawn:
        dealer = win.seat == hand.dealer
        points = f"{pay.main}点∀" if dealer else f"{pay.additional}-{pay.main}点"
    else:
        points = f"{pay.main}点"
    score = (level or f"{result.fu}符{result.han}飜") + points
    table = yaku_by_id()
    words = [f"{table[hit.id].ja}(役満)" for hit in result.yakuman]
    words += [f"{table[hit.id].ja}({hit.han}飜)" for hit in result.yaku]
    liable = win.liable if win.liable is not None else win.seat
    return [win.seat, win.seat if self_drawn else win.from_seat, liable, score, *words]
