"""The hand being changed by one action: a mutable copy of a ``HandState``, frozen again at the end.

What every ruleset shares is here: the deal and the draws (a bonus tile set aside and replaced from the
back), turns, claim windows resolved by priority (a win first, in turn order after the discarder, then
a pung or kong, then a chow), kongs and their replacements, false wins, the exhaustive draw and the log.
What a seat may do, what wins and what it pays are the hand's ``TableRules``.
"""

from __future__ import annotations

import bisect
from dataclasses import fields

from scoring.game.model import (
    CLAIM_PRIORITY,
    SEATS,
    Action,
    ActionKind,
    FalseWin,
    GameMeld,
    HandPosition,
    HandResult,
    MeldSource,
    Phase,
    RiverTile,
)
from scoring.game.options import seat_view
from scoring.game.registry import table_rules
from scoring.game.rules import TableRules, WinScore
from scoring.game.state import HandState
from scoring.game.tokens import INDEX, TOKENS

K = ActionKind
#: the claims other than a win, grouped by ``CLAIM_PRIORITY``, strongest first
_CLAIMS_AFTER_A_WIN = tuple(tuple(k for k, rank in CLAIM_PRIORITY.items() if rank == r)
                            for r in sorted(set(CLAIM_PRIORITY.values())) if r > CLAIM_PRIORITY[ActionKind.WIN])
_FIELDS = tuple(f.name for f in fields(HandState))


class Table:
    """Field for field a ``HandState``, with lists where the action changes things."""

    @classmethod
    def empty(cls, seed: bytes, position: HandPosition, wall: tuple[int, ...], salt: str,
              rules: TableRules | None = None) -> Table:
        """A hand about to be dealt from ``wall`` (``rules``: the default ruleset's when not given)."""
        table = cls()
        table.seed, table.position, table.wall, table.salt = seed, position, wall, salt
        table.rules = rules if rules is not None else table_rules()
        table.front, table.back = 0, len(wall)
        table.hands = [[] for _ in range(SEATS)]
        table.melds = [[] for _ in range(SEATS)]
        table.flowers = [[] for _ in range(SEATS)]
        table.rivers = [[] for _ in range(SEATS)]
        table.phase, table.turn, table.tile = Phase.DISCARD, position.dealer, None
        table.drawn, table.drawn_after_kong = None, False
        table.asked, table.answers, table.no_self_win = frozenset(), [], False
        table.decisions, table.log, table.penalties, table.false_wins, table.outcome = [], [], [0] * SEATS, [], None
        return table

    @classmethod
    def of(cls, state: HandState) -> Table:
        table = cls()
        for name in _FIELDS:
            setattr(table, name, getattr(state, name))
        table.hands = [list(h) for h in state.hands]
        table.melds = [list(m) for m in state.melds]
        table.flowers = [list(f) for f in state.flowers]
        table.rivers = [list(r) for r in state.rivers]
        table.answers, table.decisions, table.log = list(state.answers), list(state.decisions), list(state.log)
        table.penalties, table.false_wins = list(state.penalties), list(state.false_wins)
        return table

    def freeze(self) -> HandState:
        values = {name: getattr(self, name) for name in _FIELDS}
        for name in ("hands", "melds", "flowers", "rivers"):
            values[name] = tuple(tuple(x) for x in values[name])
        for name in ("answers", "decisions", "log", "penalties", "false_wins"):
            values[name] = tuple(values[name])
        return HandState(**values)

    @property
    def wall_count(self) -> int:
        return self.back - self.front

    # ------------------------------------------------------------------------- the flow

    def event(self, name: str, seat: int | None = None, tile: str | None = None, **more) -> None:
        entry: dict = {"event": name, "hand": self.position.number}
        if seat is not None:
            entry["seat"] = seat
        if tile is not None:
            entry["tile"] = tile
        entry.update(more)
        self.log.append(entry)

    def deal(self) -> None:
        order = self.position.order()
        for seat in order:
            dealt = self.wall[self.front:self.front + self.rules.dealt]
            self.front += self.rules.dealt
            self.hands[seat] = sorted(dealt)
            self.event("deal", seat, tiles=[TOKENS[t] for t in sorted(dealt)])
        for seat in order:
            for flower in [t for t in self.hands[seat] if self.rules.is_bonus(t)]:
                self.hands[seat].remove(flower)
                self._set_aside(seat, flower)
                self._replace(seat)
        self.draw(self.position.dealer)

    def _set_aside(self, seat: int, flower: int) -> None:
        self.flowers[seat].append(TOKENS[flower])
        self.event("flower", seat, TOKENS[flower])

    def _replace(self, seat: int) -> None:
        """A bonus tile's replacement in the deal, from the back (a bonus tile again is set aside in turn)."""
        while True:
            self.back -= 1
            tile = self.wall[self.back]
            if not self.rules.is_bonus(tile):
                self.event("draw", seat, TOKENS[tile], replacement=True)
                bisect.insort(self.hands[seat], tile)
                return
            self._set_aside(seat, tile)

    def draw(self, seat: int, from_back: bool = False, after_kong: bool = False) -> None:
        """``seat`` draws (bonus tiles set aside and replaced from the back); an empty wall ends the hand drawn."""
        while True:
            if self.front >= self.back:
                self.end_drawn()
                return
            if from_back:
                self.back -= 1
                tile = self.wall[self.back]
            else:
                tile = self.wall[self.front]
                self.front += 1
            if self.rules.is_bonus(tile):
                self._set_aside(seat, tile)
                from_back = True
                continue
            self.event("draw", seat, TOKENS[tile], **({"replacement": True} if from_back else {}))
            bisect.insort(self.hands[seat], tile)
            self.phase, self.turn, self.tile = Phase.DISCARD, seat, None
            self.drawn, self.drawn_after_kong, self.no_self_win = tile, after_kong, False
            self.asked, self.answers = frozenset(), []
            return

    def act(self, action: Action) -> None:
        kind = action.kind
        if kind is K.DISCARD:
            self.discard(action.seat, _index(action.tile))
        elif kind is K.CONCEALED_KONG:
            tile = _index(action.tile)
            for _ in range(4):
                self.hands[action.seat].remove(tile)
            self.melds[action.seat].append(GameMeld("kong", (action.tile,) * 4, MeldSource.CONCEALED))
            self.event("kong", action.seat, action.tile, kind="concealed")
            self.draw(action.seat, from_back=True, after_kong=True)
        elif kind is K.ADDED_KONG:
            self.add_kong(action.seat, _index(action.tile))
        elif kind is K.SELF_DRAWN_WIN:
            scored = self.score(action.seat, action.tile, self_drawn=True)
            if scored.valid:
                self.end_won(action.seat, None, action.tile, scored)
            else:
                self.false_win(action.seat, action.tile, scored)
                self.no_self_win = True
        else:
            self.answers.append(action)
            if action.kind is K.PASS:
                self.event("pass", action.seat, TOKENS[self.tile])
            if {a.seat for a in self.answers} == self.asked:
                self.resolve()

    def discard(self, seat: int, tile: int) -> None:
        self.hands[seat].remove(tile)
        self.rivers[seat].append(RiverTile(TOKENS[tile]))
        self.event("discard", seat, TOKENS[tile])
        self.phase, self.turn, self.tile, self.drawn, self.drawn_after_kong = Phase.CLAIM, seat, tile, None, False
        self.open_window()

    def add_kong(self, seat: int, tile: int) -> None:
        self.hands[seat].remove(tile)
        self.event("kong", seat, TOKENS[tile], kind="added")
        self.phase, self.tile, self.drawn, self.drawn_after_kong = Phase.ROB, tile, None, False
        self.open_window()

    def open_window(self) -> None:
        self.answers = []
        self.asked = frozenset(s for s in range(SEATS) if s != self.turn and self.rules.claim_options(self, s))
        if not self.asked:
            self.resolve()

    def resolve(self) -> None:
        """Every asked seat has answered: the first valid win in turn order, else a pung or kong, else a chow
        (``CLAIM_PRIORITY``)."""
        by_seat = {a.seat: a for a in self.answers}
        offer, token, giver = self.tile, TOKENS[self.tile], self.turn
        robbing = self.phase is Phase.ROB
        seat = giver
        for _ in range(SEATS - 1):
            seat = self.position.next_seat(seat)
            answer = by_seat.get(seat)
            if answer is not None and answer.kind is K.WIN:
                scored = self.score(seat, token, self_drawn=False, robbing=robbing)
                if scored.valid:
                    self.end_won(seat, giver, token, scored, robbing=robbing)
                    return
                self.false_win(seat, token, scored)
        self.asked, self.answers = frozenset(), []
        if robbing:
            melds = self.melds[giver]
            at = next(i for i, m in enumerate(melds) if m.kind == "pung" and m.tiles[0] == token)
            melds[at] = GameMeld("kong", (token,) * 4, MeldSource.ADDED, melds[at].claimed, melds[at].from_seat)
            self.draw(giver, from_back=True, after_kong=True)
            return
        for kinds in _CLAIMS_AFTER_A_WIN:
            claim = next((a for a in by_seat.values() if a.kind in kinds), None)
            if claim is not None:
                self.claim(claim, giver, offer)
                return
        self.draw(self.position.next_seat(giver))

    def claim(self, action: Action, giver: int, tile: int) -> None:
        seat, token = action.seat, TOKENS[tile]
        river = self.rivers[giver]
        river[-1] = RiverTile(token, claimed=True)
        if action.kind is K.CHOW:
            tiles = action.tiles
            for t in tiles:
                if t != token:
                    self.hands[seat].remove(_index(t))
            self.melds[seat].append(GameMeld("chow", tiles, MeldSource.CLAIMED, token, giver))
            self.event("chow", seat, token, tiles=list(tiles), **{"from": giver})
        else:
            size = 4 if action.kind is K.KONG else 3
            for _ in range(size - 1):
                self.hands[seat].remove(tile)
            kind = "kong" if size == 4 else "pung"
            self.melds[seat].append(GameMeld(kind, (token,) * size, MeldSource.CLAIMED, token, giver))
            extra = {"kind": "melded"} if size == 4 else {}
            self.event(kind, seat, token, **{"from": giver}, **extra)
        if action.kind is K.KONG:
            self.draw(seat, from_back=True, after_kong=True)
            return
        self.phase, self.turn, self.tile, self.drawn, self.drawn_after_kong = Phase.DISCARD, seat, None, None, False
        self.no_self_win = False

    # ------------------------------------------------------------------------- endings

    def score(self, seat: int, token: str, self_drawn: bool, robbing: bool = False) -> WinScore:
        return self.rules.score_win(seat_view(self, seat), token, self_drawn, robbing)

    def false_win(self, seat: int, token: str, scored: WinScore) -> None:
        deltas = self.rules.false_win_deltas(seat)
        self.penalties = [p + d for p, d in zip(self.penalties, deltas, strict=True)]
        self.false_wins.append(FalseWin(seat, scored.notation, scored.counted))
        self.event("win", seat, token, false_win=True, notation=scored.notation, fan=scored.fan,
                   scores=list(deltas))

    def end_won(self, seat: int, giver: int | None, token: str, scored: WinScore, robbing: bool = False) -> None:
        deltas = self.rules.win_deltas(seat, giver, scored.fan)
        scores = tuple(p + d for p, d in zip(self.penalties, deltas, strict=True))
        self.event("win", seat, token, **{"from": giver}, self_drawn=giver is None, robbing=robbing,
                   notation=scored.notation, fan=scored.fan)
        self.finish(HandResult("win", seat, giver, scored.notation, scored.fan, scored.fans, scores,
                               tuple(self.false_wins)))

    def end_drawn(self) -> None:
        self.finish(HandResult("draw", None, None, None, 0, (), tuple(self.penalties), tuple(self.false_wins)))

    def finish(self, outcome: HandResult) -> None:
        self.phase, self.outcome, self.asked, self.answers = Phase.OVER, outcome, frozenset(), []
        self.drawn, self.tile = None, None
        self.event("hand_end", prevailing=self.position.prevailing, dealer=self.position.dealer,
                   **outcome.to_json())


def _index(token: str | None) -> int:
    return INDEX[token]  # type: ignore[index]
