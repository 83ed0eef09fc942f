"""An agent adapter: fanbot's Riichi AI plays a seat inside PyPI ``jansou``'s engine (MIT; a test and bench
dependency). It rebuilds the seat's view from the events jansou shows that seat (``jansou/game/agents.py``:
an agent sees only its masked events), asks ``scoring.riichi.ai.decide.choose``, and answers with the
offered jansou action that matches.
"""

from __future__ import annotations

import time

from jansou.core.hand import MeldType
from jansou.core.tiles import Tile as JTile
from jansou.game import actions as ja
from jansou.game import events as je
from jansou.game.agents import Agent
from jansou.game.flow import DecisionKind

from scoring.riichi.ai.decide import Level, choose
from scoring.riichi.ai.view import Action, ActionKind, MeldKind, MeldView, RiverTile, SeatView, kind_of
from scoring.riichi.shanten import riichi_useful

#: the red five's index by its kind
RED_INDEX = {4: 34, 13: 35, 22: 36}
#: live draws after the deal: the wall less the dead wall (14) and 13 tiles a seat
LIVE_AFTER_DEAL = {4: 136 - 14 - 52, 3: 108 - 14 - 39}
MELD_KINDS = {MeldType.CHII: MeldKind.CHI, MeldType.PON: MeldKind.PON, MeldType.DAIMINKAN: MeldKind.OPEN_KAN,
              MeldType.ANKAN: MeldKind.CLOSED_KAN, MeldType.SHOUMINKAN: MeldKind.ADDED_KAN}


def index_of(tile: JTile) -> int:
    return RED_INDEX[int(tile.kind)] if tile.red else int(tile.kind)


def fanbot_action(action: ja.Action) -> Action | None:
    """The fanbot action a jansou action is; None for the tenpai declaration (answered apart)."""
    match action:
        case ja.Riichi(tile=tile):
            return Action(ActionKind.RIICHI, index_of(tile))
        case ja.Discard(tile=tile):
            return Action(ActionKind.DISCARD, index_of(tile))
        case ja.Chii(tiles=tiles):
            return Action(ActionKind.CHI, tiles=tuple(index_of(t) for t in tiles))
        case ja.Pon(tiles=tiles):
            return Action(ActionKind.PON, tiles=tuple(index_of(t) for t in tiles))
        case ja.ClosedKan(kind=kind):
            return Action(ActionKind.CLOSED_KAN, int(kind))
        case ja.AddedKan(tile=tile):
            return Action(ActionKind.ADDED_KAN, index_of(tile))
    simple = {ja.Tsumo: ActionKind.TSUMO, ja.Ron: ActionKind.RON, ja.OpenKan: ActionKind.OPEN_KAN,
              ja.Nuki: ActionKind.NUKI, ja.NineTerminals: ActionKind.NINE_TERMINALS, ja.Pass: ActionKind.PASS}
    kind = simple.get(type(action))
    return Action(kind) if kind else None


class FanbotAgent(Agent):
    """One seat played by fanbot's AI at ``level``; ``times`` keeps each decision's seconds."""

    def __init__(self, level: Level = Level.STRONG) -> None:
        self.level = level
        self.times: list[float] = []
        self.seat = 0

    def observe(self, event: je.Event) -> None:
        handler = getattr(self, "_on_" + type(event).__name__, None)
        if handler is not None:
            handler(event)

    def _on_DealStart(self, event: je.DealStart) -> None:  # noqa: N802 (named after jansou's events)
        n = len(event.hands)
        self.seat = next(i for i, hand in enumerate(event.hands) if hand is not None)
        self.players, self.dealer, self.round_wind = n, event.dealer, int(event.round_wind)
        self.hand = [index_of(t) for t in event.hands[self.seat]]  # type: ignore[union-attr]
        self.drawn: int | None = None
        self.melds: list[list[MeldView]] = [[] for _ in range(n)]
        self.rivers: list[list[RiverTile]] = [[] for _ in range(n)]
        self.riichi_at: list[int | None] = [None] * n
        self.indicators = [index_of(event.dora_indicator)]
        self.scores = list(event.scores)
        self.wall_left = LIVE_AFTER_DEAL[n]
        self.offered: tuple[int, int] | None = None
        self.nuki = 0

    def _on_Draw(self, event: je.Draw) -> None:  # noqa: N802
        self.wall_left -= 1
        self.offered = None
        if event.seat == self.seat and event.tile is not None:
            self.drawn = index_of(event.tile)
            self.hand.append(self.drawn)

    def _on_Discard(self, event: je.Discard) -> None:  # noqa: N802
        tile = index_of(event.tile)
        if event.riichi:
            self.riichi_at[event.seat] = len(self.rivers[event.seat])
        self.rivers[event.seat].append(RiverTile(tile, riichi=event.riichi, tsumogiri=event.tsumogiri))
        self.offered = (event.seat, tile)
        if event.seat == self.seat:
            self.hand.remove(tile)
            self.drawn = None

    def _on_Call(self, event: je.Call) -> None:  # noqa: N802
        tiles = tuple(index_of(t) for t in event.tiles)
        kind = MELD_KINDS[event.meld_type]
        caller = event.caller
        if kind is MeldKind.ADDED_KAN:
            pon = next(i for i, m in enumerate(self.melds[caller])
                       if m.kind is MeldKind.PON and kind_of(m.tiles[0]) == kind_of(tiles[0]))
            self.melds[caller][pon] = MeldView(kind, tiles)
            self.offered = (caller, tiles[0])  # the added tile may be robbed
            removed = [t for t in tiles if t in self.hand][:1] if caller == self.seat else []
        elif event.source == caller:
            self.melds[caller].append(MeldView(kind, tiles))
            removed = list(tiles) if caller == self.seat else []
        else:
            river = self.rivers[event.source]
            called = river[-1].tile
            river[-1] = RiverTile(called, True, river[-1].riichi, river[-1].tsumogiri)
            self.melds[caller].append(MeldView(kind, tiles, called, event.source))
            rest = list(tiles)
            rest.remove(called)
            removed = rest if caller == self.seat else []
        for tile in removed:
            self.hand.remove(tile)
        if caller == self.seat:
            self.drawn = None

    def _on_IndicatorReveal(self, event: je.IndicatorReveal) -> None:  # noqa: N802
        self.indicators.append(index_of(event.tile))

    def _on_NorthExtraction(self, event: je.NorthExtraction) -> None:  # noqa: N802
        self.offered = (event.seat, 30)
        if event.seat == self.seat:
            self.hand.remove(30)
            self.drawn = None
            self.nuki += 1

    def _on_ScoreChange(self, event: je.ScoreChange) -> None:  # noqa: N802
        self.scores = list(event.scores)

    def _on_RiichiAccepted(self, event: je.RiichiAccepted) -> None:  # noqa: N802
        self.scores[event.seat] -= 1000

    def view(self) -> SeatView:
        offered = self.offered
        return SeatView(
            seat=self.seat, hand=tuple(self.hand), drawn=self.drawn,
            melds=tuple(tuple(m) for m in self.melds), rivers=tuple(tuple(r) for r in self.rivers),
            riichi_at=tuple(self.riichi_at), dora_indicators=tuple(self.indicators),
            round_wind=self.round_wind, seat_wind=(self.seat - self.dealer) % self.players,
            scores=tuple(self.scores), wall_left=max(0, self.wall_left),
            offered=offered[1] if offered and offered[0] != self.seat else None,
            offered_by=offered[0] if offered and offered[0] != self.seat else None, nuki=self.nuki)

    def act(self, seat: int, kind: DecisionKind, actions: list[ja.Action]) -> ja.Action:
        start = time.perf_counter()
        view = self.view()
        if kind is DecisionKind.TENPAI:
            counts = view.counts()
            ready = riichi_useful(counts, len(view.my_melds))[0] == 0
            chosen: ja.Action = ja.DeclareTenpai(declare=ready)
        else:
            offered: dict[Action, ja.Action] = {}
            for action in actions:
                mine = fanbot_action(action)
                if mine is not None:
                    offered.setdefault(mine, action)
            chosen = offered[choose(view, list(offered), self.level)]
        self.times.append(time.perf_counter() - start)
        return chosen


__all__ = ["FanbotAgent", "fanbot_action", "index_of"]
