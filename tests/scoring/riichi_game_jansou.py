"""PyPI ``jansou``'s own self-play games replayed through our Riichi table (test-only adapter).

``jansou`` (MIT) plays a game with its agents; each of its hands gives our table its wall (the dealt
hands, the draws, the replacement tiles and the indicators, where our wall keeps them) and its decisions
(the discards, riichi, calls, kans, Norths, wins, passes), and our table plays the hand from them.
"""

from __future__ import annotations

from jansou.core.hand import MeldType
from jansou.core.rules import preset as jansou_preset
from jansou.game.agents import SmartEfficiencyAgent
from jansou.game.environment import Environment
from jansou.io.from_game import paifu_from_game
from jansou.io.paifu import Call, Discard, DoraReveal, Draw, Kita, Ryuukyoku

from scoring.riichi.game.model import Act, Action
from scoring.riichi.game.presets import PRESETS
from scoring.riichi.game.table import Phase, RiichiHand
from scoring.riichi.game.tiles import RED_IDS, wall_ids

_CALLS = {MeldType.CHII: Act.CHI, MeldType.PON: Act.PON, MeldType.DAIMINKAN: Act.OPEN_KAN}
_SELF_KANS = {MeldType.ANKAN: Act.CLOSED_KAN, MeldType.SHOUMINKAN: Act.ADDED_KAN}


def jansou_game(preset: str, seed: int):
    """One of jansou's games, four (or three) of its efficiency agents, as its neutral record."""
    rules = jansou_preset(preset)
    environment = Environment(rules, seed=seed)
    environment.run([SmartEfficiencyAgent(seed=seed * 10 + seat) for seat in range(rules.player_count)])
    return paifu_from_game(environment)


class _Ids:
    """Our ids for jansou's tiles: the red five its own id, plain tiles the next copy not yet given."""

    def __init__(self, reds: bool) -> None:
        self.used: set[int] = set()
        self.reds = reds

    def of(self, tile) -> int:
        kind = int(tile.kind)
        copies = range(4 * kind, 4 * kind + 4)
        found = next(t for t in copies if t not in self.used and (t in RED_IDS) == (tile.red and self.reds)
                     or t not in self.used and not self.reds)
        self.used.add(found)
        return found


def our_wall(round_log, players: int, reds: bool) -> tuple[tuple[int, ...], dict]:
    """Our wall for jansou's hand, and which of our ids each of its tiles became (by the event's index)."""
    ids, full = _Ids(reds), wall_ids(players)
    size = len(full)
    wall: list[int | None] = [None] * size
    for i in range(players):
        seat = (round_log.dealer + i) % players
        wall[13 * i:13 * i + 13] = [ids.of(t) for t in round_log.hands[seat]]
    drawn: dict[int, int] = {}
    live, replaced, pending = 13 * players, 0, False
    reveals = 0
    wall[size - 14 + 4] = ids.of(round_log.initial_dora)
    for index, event in enumerate(round_log.events):
        if isinstance(event, Draw):
            tile = ids.of(event.tile)
            if pending:
                replaced += 1
                wall[size - 14 + replaced - 1 if replaced <= 4 else size - 14 - replaced] = tile
                pending = False
            else:
                wall[live] = tile
                live += 1
            drawn[index] = tile
        elif isinstance(event, Kita) or (isinstance(event, Call) and event.meld.is_kan):
            pending = True
        elif isinstance(event, DoraReveal):
            reveals += 1
            wall[size - 14 + 4 + 2 * reveals] = ids.of(event.indicator)
    outcome = round_log.outcome
    if not isinstance(outcome, Ryuukyoku):
        ura = max((a.ura_indicators for a in outcome), key=len, default=())
        for i, tile in enumerate(ura):
            wall[size - 14 + 5 + 2 * i] = ids.of(tile)
    rest = iter(t for t in full if t not in ids.used)
    return tuple(t if t is not None else next(rest) for t in wall), drawn


def _same(ours: int, tile) -> bool:
    return ours // 4 == int(tile.kind) and (ours in RED_IDS) == bool(tile.red)


def replay_round(round_log, preset_name: str) -> RiichiHand:
    """Our table playing jansou's hand: its wall and its decisions."""
    preset = PRESETS[preset_name]
    players = preset.players
    wall, _ = our_wall(round_log, players, preset.red_fives)
    hand = RiichiHand(preset, wall, round_log.dealer, int(round_log.round_wind), round_log.honba,
                      round_log.riichi_sticks, round_log.scores)
    steps = [e for e in round_log.events if not isinstance(e, (Draw, DoraReveal))]
    outcome = round_log.outcome
    for event in steps:
        if isinstance(event, Discard):
            _answer_all(hand, event)
            kind = Act.RIICHI if event.riichi else Act.DISCARD
            hand.act(next(a for a in hand.legal(event.seat) if a.kind is kind and _same(a.tile, event.tile)
                          and (not event.tsumogiri or a.tile == hand.drawn)))
        elif isinstance(event, Kita):
            _answer_all(hand, event)
            hand.act(next(a for a in hand.legal(event.seat) if a.kind is Act.NUKI))
        elif event.meld.type in _CALLS:
            act, used = _CALLS[event.meld.type], sorted((int(t.kind), t.red) for t in _without(event.meld))
            hand.act(next(a for a in hand.legal(event.seat) if a.kind is act
                          and (act is Act.OPEN_KAN or sorted((t // 4, t in RED_IDS) for t in a.tiles) == used)))
            _answer_all(hand, None)
        else:
            _answer_all(hand, event)
            act = _SELF_KANS[event.meld.type]
            hand.act(next(a for a in hand.legal(event.seat) if a.kind is act
                          and a.tile // 4 == int(event.meld.tiles[0].kind)))
    _finish(hand, outcome)
    return hand


def _without(meld):
    rest = list(meld.tiles)
    rest.remove(meld.called)
    return rest


def _answer_all(hand: RiichiHand, event) -> None:
    """Every seat asked about the last discard (or kan, or North) passes, unless ``event`` is its own call."""
    while hand.phase in (Phase.REACT, Phase.ROB):
        for seat in hand.waiting():
            hand.act(Action(Act.PASS, seat))


def _finish(hand: RiichiHand, outcome) -> None:
    if isinstance(outcome, Ryuukyoku):
        if hand.end is None and hand.phase is Phase.SELF:
            hand.act(next(a for a in hand.legal(hand.turn) if a.kind is Act.NINE_TERMINALS))
        return
    winners = {a.winner for a in outcome}
    if any(a.from_seat == a.winner for a in outcome):  # self-drawn: the last discard passes, the draw wins
        _answer_all(hand, None)
        hand.act(Action(Act.TSUMO, hand.turn))
        return
    if hand.phase is Phase.SELF:  # a kan or a North robbed: jansou's record stops before it
        robbed = int(outcome[0].winning_tile.kind)
        hand.act(next(a for a in hand.legal(hand.turn) if a.kind in (Act.NUKI, Act.ADDED_KAN, Act.CLOSED_KAN)
                      and a.tile // 4 == robbed))
    for seat in hand.waiting():
        hand.act(Action(Act.RON if seat in winners else Act.PASS, seat, hand.offered if seat in winners else None))
