"""MCR's coach: ``hint(view) -> Hint`` at any turn, ``review(log, seat) -> Review`` after a hand.

Both read only what the seat saw (its own tiles, rivers, exposed melds) and ask the discard analysis
(``scoring.efficiency``, ranked by the route to 8 fan) what it would do. The review rebuilds, from the
hand's events, the seat's tiles and what it could see before each of its discards, and sets its
discard beside the analysis's choice: the useful copies it gave up and whether it lost the route to 8.
"""

from __future__ import annotations

from scoring.efficiency import analyse
from scoring.efficiency.result import DiscardAnalysis
from scoring.game.advice import Hint, HintReason, Review, ReviewedDiscard
from scoring.game.model import Phase, SeatView
from scoring.game.tokens import tile_of
from scoring.game.winning import MELD_KINDS, own_melds
from scoring.hand import Meld, MeldKind, PartialHand, WinContext
from scoring.mcr.efficiency import mcr_rank
from scoring.mcr.game.match import position
from scoring.mcr.game.winning import WIND_TILES, score_win, win_hand
from scoring.shanten import complete_shapes
from scoring.tiles import Tile, counts_of


def _partial(seat_wind: str, prevailing: str, melds: tuple[Meld, ...], tiles: list[Tile], seen: list[Tile]):
    context = WinContext(seat_wind=WIND_TILES[seat_wind], round_wind=WIND_TILES[prevailing])
    return PartialHand(melds, tuple(sorted(tiles)), context, seen=tuple(sorted(seen)))


def _fans(row: DiscardAnalysis) -> tuple[str, ...]:
    if row.fans_to_8:
        return tuple(f.fan for f in row.fans_to_8)
    return tuple(f.fan for f in row.fans_in_reach)


def hint(view: SeatView) -> Hint:
    """The analysis's advice for the seat's hand as it stands (a discard when it is the seat's turn)."""
    melds = own_melds(view)
    tiles = [tile_of(t) for t in view.hand]
    partial = _partial(view.position.winds[view.seat], view.position.prevailing, melds, tiles,
                       [tile_of(t) for t in view.seen])
    report = analyse(partial)
    row = report.best
    assert row is not None
    reasons: list[HintReason] = []
    discarding = view.phase is Phase.DISCARD and view.turn == view.seat
    if discarding and view.drawn is not None and complete_shapes(counts_of(tiles), len(melds)):
        won = score_win(win_hand(view, view.drawn, True)).valid
        reasons.append(HintReason.WINS if won else HintReason.FALSE_WIN)
    if not discarding:
        reasons.append(HintReason.NOT_YOUR_TURN)
    if row.shanten == 0 and row.route_value > 0:
        reasons.append(HintReason.READY)
    elif row.route_value > 0:
        reasons.append(HintReason.ROUTE)
    else:
        reasons.append(HintReason.USEFUL)
    return Hint(row.tile.code if discarding and row.tile is not None else None, tuple(reasons), row.shanten,
                tuple(u.tile.code for u in row.useful), row.useful_count, _fans(row))


class _Seen:
    """The seat's tiles and what it can see, rebuilt event by event."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.tiles: list[Tile] = []
        self.melds: list[Meld] = []
        self.rivers: list[list[str]] = [[] for _ in range(4)]
        self.exposed: list[str] = []

    def seen(self) -> list[Tile]:
        return [tile_of(t) for river in self.rivers for t in river] + [tile_of(t) for t in self.exposed]

    def take(self, event: dict) -> None:
        kind, seat = event["event"], event.get("seat")
        mine = seat == self.seat
        if kind == "deal" and mine:
            self.tiles = [tile_of(t) for t in event["tiles"] if not t.startswith("f")]
        elif kind == "draw" and mine:
            self.tiles.append(tile_of(event["tile"]))
        elif kind == "discard":
            self.rivers[seat].append(event["tile"])
            if mine:
                self.tiles.remove(tile_of(event["tile"]))
        elif kind in ("chow", "pung", "kong"):
            self._meld(event, mine)

    def _meld(self, event: dict, mine: bool) -> None:
        kind, token = event["event"], event["tile"]
        giver = event.get("from")
        if giver is not None:
            self.rivers[giver].pop()
        tiles = event.get("tiles") or [token] * (4 if kind == "kong" else 3)
        how = event.get("kind")
        if how == "added":
            tiles = [token]
        if not mine:
            if how != "concealed":
                self.exposed.extend(tiles)
            return
        taken = list(tiles)
        if giver is not None:
            taken.remove(token)
        for t in taken:
            self.tiles.remove(tile_of(t))
        if how == "added":
            self.melds = [Meld(MeldKind.KONG, m.tile) if m.kind is MeldKind.PUNG and m.tile == tile_of(token) else m
                          for m in self.melds]
        else:
            self.melds.append(Meld(MELD_KINDS[kind], tile_of(tiles[0]), how == "concealed"))


def review(log: list[dict], seat: int) -> Review:
    """The seat's discards of one hand's events beside the analysis's choice at each."""
    if not log:
        return Review(seat, ())
    where = position(log[0]["hand"])
    state = _Seen(seat)
    found: list[ReviewedDiscard] = []
    for event in log:
        if event["event"] == "discard" and event["seat"] == seat:
            partial = _partial(where.winds[seat], where.prevailing, tuple(state.melds), state.tiles, state.seen())
            rows = analyse(partial).discards
            best, mine = rows[0], next(r for r in rows if r.tile is not None and r.tile.code == event["tile"])
            lost = mcr_rank(mine)[0] > mcr_rank(best)[0] or (best.route_value > 0 and mine.route_value == 0)
            found.append(ReviewedDiscard(len(found) + 1, event["tile"], best.tile.code,  # type: ignore[union-attr]
                                         max(0, best.useful_count - mine.useful_count), lost,
                                         tuple(t.code for t in sorted(state.tiles))))
        state.take(event)
    return Review(seat, tuple(found))
