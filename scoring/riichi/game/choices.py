"""What a seat may do at a hand of Riichi: the turn's choices and the answers to a discard (a mixin of
``RiichiHand``, whose state it reads), and the tile helpers behind them.

Kuikae (swap calling) as Tenhou's rule page bans it: after a chi or pon, not the claimed kind, nor the
kind at the other end of a chi's run when the claimed tile closes its edge; a call that would leave
nothing else to discard is not offered. A closed kan after riichi only when it keeps the waits.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.riichi.game.model import Act, Action, MeldKind
from scoring.riichi.game.tiles import NORTH, RED_IDS, TERMINALS_AND_HONOURS, kind
from scoring.riichi.game.wins import waits_of

KAN_CAP = 4


class HandChoices:
    """The choices of ``RiichiHand`` (its state: hands, melds, rivers, waits, the preset...)."""

    def _turn_options(self) -> tuple[Action, ...]:
        seat, hand, drawn, p = self.turn, self.hands[self.turn], self.drawn, self.preset
        out: list[Action] = []
        melds = len(self.melds[seat])
        if drawn is not None and kind(drawn) in self.waits[seat] and self._win(seat, drawn, True) is not None:
            out.append(Action(Act.TSUMO, seat))
        can_kan = drawn is not None and self.kans < KAN_CAP and self.live_left >= 1
        can_nuki = drawn is not None and p.nuki_dora and self.live_left >= 1
        counts = [0] * 34
        for t in hand:
            counts[t >> 2] += 1
        if self.riichi[seat]:
            k = kind(drawn)
            if can_kan and counts[k] == 4 and self._kan_keeps_waits(seat, k):
                out.append(Action(Act.CLOSED_KAN, seat, drawn))
            if can_nuki and k == NORTH:
                out.append(Action(Act.NUKI, seat, drawn))
            out.append(Action(Act.DISCARD, seat, drawn))
            return tuple(out)
        if (drawn is not None and p.abort_nine_terminals and self.first_go_around and not self.rivers[seat]
                and sum(1 for k in TERMINALS_AND_HONOURS if counts[k]) >= 9):
            out.append(Action(Act.NINE_TERMINALS, seat))
        choices = _distinct(hand, drawn)
        discards = [t for t in choices if kind(t) not in self.kuikae]
        out.extend(Action(Act.DISCARD, seat, t) for t in discards)
        closed = all(m.kind is MeldKind.CLOSED_KAN for m in self.melds[seat])
        enough = self.live_left >= (self.players if p.riichi_needs_draw else 1)
        # a draw takes a hand one step at most: riichi needs the 13 tiles before it one step from ready
        if drawn is not None and closed and self.scores[seat] >= 1000 and enough and self.shanten[seat] <= 1:
            for t in discards:
                rest = list(hand)
                rest.remove(t)
                if waits_of(rest, melds):
                    out.append(Action(Act.RIICHI, seat, t))
        if can_kan:
            for k in sorted({t >> 2 for t in hand}):
                if counts[k] == 4:
                    out.append(Action(Act.CLOSED_KAN, seat, next(t for t in hand if kind(t) == k)))
            for meld in self.melds[seat]:
                if meld.kind is MeldKind.PON and counts[meld.kind_index]:
                    out.append(Action(Act.ADDED_KAN, seat, next(t for t in hand if kind(t) == meld.kind_index)))
        if can_nuki and counts[NORTH]:
            out.append(Action(Act.NUKI, seat, next(t for t in hand if kind(t) == NORTH)))
        return tuple(out)

    def _kan_keeps_waits(self, seat: int, k: int) -> bool:
        before = self.waits[seat]
        rest = [t for t in self.hands[seat] if kind(t) != k]
        return bool(before) and waits_of(rest, len(self.melds[seat]) + 1) == before

    def _others(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(1, self.players)]

    def _claims(self, seat: int, discarder: int, tile: int) -> tuple[Action, ...]:
        out: list[Action] = []
        if self._can_ron(seat, tile, chankan=False):
            out.append(Action(Act.RON, seat, tile))
        if not self.riichi[seat] and self.live_left > 0:
            k, hand = kind(tile), self.hands[seat]
            same = [t for t in hand if kind(t) == k]
            for pair in _distinct_pairs(same):
                if self._leaves_discard(seat, pair, frozenset((k,))):
                    out.append(Action(Act.PON, seat, tile, pair))
            if len(same) == 3 and self.kans < KAN_CAP:
                out.append(Action(Act.OPEN_KAN, seat, tile, tuple(same)))
            if self.players == 4 and seat == (discarder + 1) % 4 and k < 27:
                for pair in _chi_pairs(hand, k):
                    if self._leaves_discard(seat, pair, kuikae_kinds(k, pair)):
                        out.append(Action(Act.CHI, seat, tile, pair))
        if out:
            out.append(Action(Act.PASS, seat))
        return tuple(out)

    def _leaves_discard(self, seat: int, used: tuple[int, ...], banned: frozenset[int]) -> bool:
        if not self.preset.kuikae_ban:
            return True
        rest = list(self.hands[seat])
        for t in used:
            rest.remove(t)
        return any(kind(t) not in banned for t in rest)


def _distinct(hand: Sequence[int], drawn: int | None) -> list[int]:
    """One tile per kind and colour (red or not), and the drawn tile itself (a tsumogiri)."""
    seen: dict[tuple[int, bool], int] = {}
    for t in sorted(hand):
        if t != drawn:
            seen.setdefault((t >> 2, t in RED_IDS), t)
    return sorted({*seen.values(), *((drawn,) if drawn is not None else ())})


def _distinct_pairs(same: list[int]) -> list[tuple[int, int]]:
    pairs = {}
    for i, a in enumerate(same):
        for b in same[i + 1:]:
            pairs.setdefault(((a in RED_IDS) + (b in RED_IDS)), (a, b))
    return sorted(pairs.values())


def _chi_pairs(hand: Sequence[int], k: int) -> list[tuple[int, int]]:
    out = []
    for low, high in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
        if low < 0 or low // 9 != k // 9 or high // 9 != k // 9:
            continue
        lows = _distinct([t for t in hand if kind(t) == low], None)
        highs = _distinct([t for t in hand if kind(t) == high], None)
        out.extend((a, b) for a in lows for b in highs)
    return out


def kuikae_kinds(k: int, used: Sequence[int]) -> frozenset[int]:
    """The kinds a chi may not discard next: the claimed one, and its suji when it closes a run's edge."""
    kinds = sorted([kind(t) for t in used] + [k])
    banned = {k}
    if kinds[0] == k and k % 9 <= 5:
        banned.add(k + 3)
    elif kinds[-1] == k and k % 9 >= 3:
        banned.add(k - 3)
    return frozenset(banned)
