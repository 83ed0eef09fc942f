"""One hand of Riichi at the table: the deal, the turns, the claims and how the hand ends.

``RiichiHand`` is a state machine: ``waiting()`` names the seats to decide, ``legal(seat)`` their
choices, ``act(action)`` applies one; the hand replays from its wall and the decisions. The rules
follow the preset (``presets.toml``); the order of things (riichi accepted when its discard passes or
is called, a late kan indicator turned at the next discard, furiten, rob windows) follows Tenhou's
rule page as PyPI ``jansou`` plays it, so that its replay of our logs agrees.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from scoring.game.model import ActionRefused
from scoring.riichi.game.choices import KAN_CAP, HandChoices, kuikae_kinds
from scoring.riichi.game.model import (
    Act,
    Action,
    DrawKind,
    Event,
    EventKind,
    HandEnd,
    MeldKind,
    RiverTile,
    SeatView,
    TableMeld,
    Win,
)
from scoring.riichi.game.presets import Preset
from scoring.riichi.game.settle import draw_deltas, rons_in_order
from scoring.riichi.game.tiles import TERMINALS_AND_HONOURS, kind
from scoring.riichi.game.wins import WinFacts, pao_seat, ready_state, score_win, win_deltas

DEAD_WALL = 14
REPLACEMENTS = 4
_DRAGONS = frozenset((31, 32, 33))
_WINDS = frozenset((27, 28, 29, 30))


class Phase(enum.StrEnum):
    SELF = "self"      # the turn's seat holds 14 (kans counted as 3): discard, kan, nuki, tsumo
    REACT = "react"    # the others answer a discard: ron, pon, kan, chi, pass
    ROB = "rob"        # the others may rob an added kan (chankan) or a North set aside
    OVER = "over"


class RiichiHand(HandChoices):
    """A hand from its wall (ids, the live wall first, the dead wall its last 14) and the table's position."""

    def __init__(self, preset: Preset, wall: Sequence[int], dealer: int, round_wind: int, honba: int,
                 sticks: int, scores: Sequence[int]) -> None:
        n = preset.players
        self.preset, self.players, self.wall = preset, n, tuple(wall)
        self.dealer, self.round_wind, self.honba, self.sticks = dealer, round_wind, honba, sticks
        self.scores = list(scores)
        self.start_scores, self.start_sticks = tuple(scores), sticks
        self.dead = self.wall[-DEAD_WALL:]
        self.live_end = len(self.wall) - DEAD_WALL
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(n):
            seat = (dealer + i) % n
            self.hands[seat] = sorted(self.wall[13 * i:13 * i + 13])
        self.starts = tuple(tuple(h) for h in self.hands)
        self.next_draw = 13 * n
        self.replacements = 0
        self.melds: list[list[TableMeld]] = [[] for _ in range(n)]
        self.rivers: list[list[RiverTile]] = [[] for _ in range(n)]
        self.kita = [0] * n
        self.riichi = [False] * n
        self.double_riichi = [False] * n
        self.ippatsu = [False] * n
        self.furiten_passed = [False] * n
        self.furiten_riichi = [False] * n
        self.first_go_around = True
        self.dora_count = 1
        self.late_reveals = 0
        self.kans = 0
        self.pending_riichi: int | None = None
        self.shanten, self.waits = map(list, zip(*(ready_state(h, 0) for h in self.hands), strict=True))
        self.liabilities: list[tuple[int, int, str]] = []
        self.events: list[Event] = []
        self.kuikae: frozenset[int] = frozenset()
        self.turn, self.drawn, self.rinshan = dealer, None, False
        self.phase = Phase.SELF
        self.offered: int | None = None
        self.robbing: Action | None = None
        self.asked: dict[int, tuple[Action, ...]] = {}
        self.answers: dict[int, Action] = {}
        self.end: HandEnd | None = None
        self.decisions: list[Action] = []
        self._legal_turn: tuple[Action, ...] | None = None
        self._draw(dealer)

    # --- what the table shows -------------------------------------------------------------------------

    @property
    def live_left(self) -> int:
        return self.live_end - self.next_draw

    @property
    def dora_indicators(self) -> tuple[int, ...]:
        return tuple(self.dead[4 + 2 * i] for i in range(self.dora_count))

    @property
    def ura_indicators(self) -> tuple[int, ...]:
        return tuple(self.dead[5 + 2 * i] for i in range(self.dora_count))

    def seat_wind(self, seat: int) -> int:
        return (seat - self.dealer) % self.players

    def waiting(self) -> tuple[int, ...]:
        """The seats that must decide now."""
        if self.phase is Phase.OVER:
            return ()
        if self.phase is Phase.SELF:
            return (self.turn,)
        return tuple(s for s in self.asked if s not in self.answers)

    def legal(self, seat: int) -> tuple[Action, ...]:
        if self.phase is Phase.OVER:
            return ()
        if self.phase is Phase.SELF:
            if seat != self.turn:
                return ()
            if self._legal_turn is None:
                self._legal_turn = self._turn_options()
            return self._legal_turn
        return self.asked.get(seat, ()) if seat not in self.answers else ()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` sees (its own tiles only) and may do."""
        return SeatView(seat, self.dealer, self.round_wind, self.honba, self.sticks, tuple(self.scores),
                        tuple(sorted(self.hands[seat])), self.drawn if seat == self.turn else None,
                        tuple(tuple(m) for m in self.melds), tuple(tuple(r) for r in self.rivers),
                        tuple(self.riichi), tuple(self.kita), self.dora_indicators, self.live_left,
                        self.offered if self.phase in (Phase.REACT, Phase.ROB) else None, self.legal(seat))

    # --- acting -----------------------------------------------------------------------------------------

    def act(self, action: Action) -> None:
        if self.phase is Phase.OVER:
            raise ActionRefused("hand_over")
        if action not in self.legal(action.seat):
            code = "illegal_action" if self.legal(action.seat) else "not_your_turn"
            raise ActionRefused(code, seat=action.seat)
        self.decisions.append(action)
        if self.phase is not Phase.SELF:
            self.answers[action.seat] = action
            if len(self.answers) == len(self.asked):
                self._resolve_rob() if self.phase is Phase.ROB else self._resolve_react()
            return
        self._legal_turn = None
        k, seat = action.kind, action.seat
        if k is Act.TSUMO:
            self._finish_wins([seat], None, self.drawn, kan=self.rinshan)
        elif k is Act.NINE_TERMINALS:
            self._finish_draw(DrawKind.NINE_TERMINALS)
        elif k in (Act.DISCARD, Act.RIICHI):
            self._discard(seat, action.tile, riichi=k is Act.RIICHI)
        elif k is Act.CLOSED_KAN and not self.preset.kokushi_robs_closed_kan:
            self._closed_kan(seat, kind(action.tile))
        else:  # an added kan, a North, a closed kan where thirteen orphans may rob it: the others answer first
            self._offer_rob(action)

    # --- the turn ------------------------------------------------------------------------------------

    def _draw(self, seat: int) -> None:
        tile = self.wall[self.next_draw]
        self.next_draw += 1
        self._take(seat, tile, replacement=False)

    def _replacement(self, seat: int) -> None:
        self.replacements += 1
        # the dead wall's four replacement tiles first, then (three players' many Norths) the live wall's tail
        tile = self.dead[self.replacements - 1] if self.replacements <= REPLACEMENTS else self.wall[self.live_end - 1]
        self.live_end -= 1
        self._take(seat, tile, replacement=True)

    def _take(self, seat: int, tile: int, replacement: bool) -> None:
        self.hands[seat].append(tile)
        self.turn, self.drawn, self.phase = seat, tile, Phase.SELF
        self.rinshan = replacement
        self._legal_turn = None
        self.events.append(Event(EventKind.DRAW, seat, tile, replacement=replacement))

    def _discard(self, seat: int, tile: int, riichi: bool) -> None:
        self._flush_reveals()
        hand = self.hands[seat]
        hand.remove(tile)
        tsumogiri = tile == self.drawn
        self.drawn, self.rinshan, self.kuikae = None, False, frozenset()
        self.rivers[seat].append(RiverTile(tile, tsumogiri, riichi))
        self.ippatsu[seat] = False
        self.furiten_passed[seat] = False
        self._settle(seat)
        self.events.append(Event(EventKind.DISCARD, seat, tile, tsumogiri=tsumogiri, riichi=riichi))
        if riichi:
            self.pending_riichi = seat
        self.offered = tile
        self.asked = {s: opts for s in self._others(seat) if (opts := self._claims(s, seat, tile))}
        self.answers = {}
        if self.asked:
            self.phase = Phase.REACT
        else:
            self._after_discard()

    def _settle(self, seat: int) -> None:
        """The seat's shanten and waits, once it holds 13 tiles again (kans counted as three)."""
        self.shanten[seat], self.waits[seat] = ready_state(self.hands[seat], len(self.melds[seat]))

    def _can_ron(self, seat: int, tile: int, chankan: bool) -> bool:
        if kind(tile) not in self.waits[seat] or self.furiten_passed[seat] or self.furiten_riichi[seat]:
            return False
        if any(kind(r.tile) in self.waits[seat] for r in self.rivers[seat]):
            return False
        return self._win(seat, tile, False, kan=chankan) is not None

    def _win(self, seat: int, tile: int, self_drawn: bool, kan: bool = False):
        hand = list(self.hands[seat])
        if self_drawn:
            hand.remove(tile)
        first = self_drawn and self.first_go_around and not self.rivers[seat] and not self.melds[seat]
        riichi = self.riichi[seat]
        facts = WinFacts(
            self_drawn, self.seat_wind(seat), self.round_wind, riichi, self.double_riichi[seat],
            self.ippatsu[seat], kan,
            self.live_left == 0 and not (self_drawn and self.rinshan) and not (kan and not self_drawn),
            first and seat == self.dealer, first and seat != self.dealer, self.dora_indicators,
            self.ura_indicators if riichi and self.preset.ura_dora else (), self.kita[seat])
        return score_win(hand, self.melds[seat], tile, facts, self.preset)

    # --- answers ----------------------------------------------------------------------------------------

    def _resolve_react(self) -> None:
        discarder, tile = self.turn, self.offered
        rons = [s for s, a in self.answers.items() if a.kind is Act.RON]
        self._mark_passed()
        if rons:
            if len(rons) >= 3 and self.preset.abort_triple_ron:
                self._finish_draw(DrawKind.TRIPLE_RON)
                return
            self.pending_riichi = None  # a riichi discard that deals in never stands
            self._finish_wins(rons_in_order(rons, discarder, self.players, self.preset.multiple_ron), discarder,
                              tile, kan=False)
            return
        calls = [a for a in self.answers.values() if a.kind in (Act.PON, Act.OPEN_KAN)]
        calls = calls or [a for a in self.answers.values() if a.kind is Act.CHI]
        self._accept_riichi()
        if calls:
            self._call(calls[0], discarder, tile)
        else:
            self._after_discard()

    def _mark_passed(self) -> None:
        for seat, opts in self.asked.items():
            if opts[0].kind is Act.RON and self.answers[seat].kind is not Act.RON:
                self.furiten_passed[seat] = True
                if self.riichi[seat]:
                    self.furiten_riichi[seat] = True

    def _accept_riichi(self) -> None:
        seat = self.pending_riichi
        if seat is None:
            return
        self.pending_riichi = None
        self.riichi[seat] = True
        self.double_riichi[seat] = self.first_go_around and len(self.rivers[seat]) == 1
        self.ippatsu[seat] = self.preset.ippatsu
        self.scores[seat] -= 1000
        self.sticks += 1
        self.events.append(Event(EventKind.RIICHI_ACCEPTED, seat))

    def _after_discard(self) -> None:
        self._accept_riichi()
        self.phase, self.offered = Phase.SELF, None
        abort = self._abort()
        if abort is not None:
            self._finish_draw(abort)
        elif self.live_left == 0:
            self._finish_draw(DrawKind.EXHAUSTIVE)
        else:
            self._draw((self.turn + 1) % self.players)

    def _abort(self) -> DrawKind | None:
        p = self.preset
        if p.abort_four_kans and self.kans == KAN_CAP and sum(1 for m in self.melds if any(x.is_kan for x in m)) > 1:
            return DrawKind.FOUR_KANS
        if p.abort_four_riichi and all(self.riichi):
            return DrawKind.FOUR_RIICHI
        if p.abort_four_winds and self.players == 4 and self.first_go_around and all(len(r) == 1 for r in self.rivers):
            firsts = {kind(r[0].tile) for r in self.rivers}
            if len(firsts) == 1 and firsts <= _WINDS:
                return DrawKind.FOUR_WINDS
        return None

    def _call(self, action: Action, discarder: int, tile: int) -> None:
        seat, k = action.seat, kind(tile)
        river = self.rivers[discarder]
        river[-1] = RiverTile(river[-1].tile, river[-1].tsumogiri, river[-1].riichi, claimed=True)
        for t in action.tiles:
            self.hands[seat].remove(t)
        meld_kind = {Act.CHI: MeldKind.CHI, Act.PON: MeldKind.PON, Act.OPEN_KAN: MeldKind.OPEN_KAN}[action.kind]
        meld = TableMeld(meld_kind, tuple(sorted((*action.tiles, tile))), tile, discarder)
        self.melds[seat].append(meld)
        self.events.append(Event(EventKind.CALL, seat, tile, meld=meld))
        self._interrupt()
        self.offered = None
        self._liability(seat, discarder, meld)
        if meld_kind is MeldKind.OPEN_KAN:
            self.kans += 1
            self._reveal(late=self.preset.open_kan_dora_late)
            self._settle(seat)
            self._replacement(seat)
            return
        if self.preset.kuikae_ban:
            self.kuikae = kuikae_kinds(k, action.tiles) if meld_kind is MeldKind.CHI else frozenset((k,))
        self.turn, self.drawn, self.phase, self.rinshan = seat, None, Phase.SELF, False
        self._legal_turn = None

    def _interrupt(self) -> None:
        self.ippatsu = [False] * self.players
        self.first_go_around = False

    def _liability(self, seat: int, discarder: int, meld: TableMeld) -> None:
        if not self.preset.pao or meld.kind is MeldKind.CHI:
            return
        sets = {m.kind_index for m in self.melds[seat] if m.kind is not MeldKind.CHI}
        if meld.kind_index in _DRAGONS and len(sets & _DRAGONS) == 3:
            self.liabilities.append((seat, discarder, "daisangen"))
        elif meld.kind_index in _WINDS and len(sets & _WINDS) == 4:
            self.liabilities.append((seat, discarder, "daisuushii"))

    def _reveal(self, late: bool) -> None:
        if not self.preset.kan_dora:
            return
        if late:
            self.late_reveals += 1
        else:
            self.dora_count += 1
            self.events.append(Event(EventKind.DORA, tile=self.dora_indicators[-1]))

    def _flush_reveals(self) -> None:
        while self.late_reveals:
            self.late_reveals -= 1
            self._reveal(late=False)

    def _closed_kan(self, seat: int, k: int, announced: bool = False) -> None:
        used = tuple(t for t in self.hands[seat] if kind(t) == k)
        for t in used:
            self.hands[seat].remove(t)
        meld = TableMeld(MeldKind.CLOSED_KAN, tuple(sorted(used)))
        self.melds[seat].append(meld)
        if not announced:
            self.events.append(Event(EventKind.CALL, seat, used[0], meld=meld))
        self._interrupt()
        self.kans += 1
        self._flush_reveals()
        self._reveal(late=False)
        self._settle(seat)
        self._replacement(seat)

    def _offer_rob(self, action: Action) -> None:
        """The kan or North is declared (and logged); the seats that may win on its tile answer first."""
        seat, tile, chankan = action.seat, action.tile, action.kind is not Act.NUKI
        if action.kind is Act.NUKI:
            self._flush_reveals()
            self.events.append(Event(EventKind.NUKI, seat, tile))
        else:
            self.events.append(Event(EventKind.CALL, seat, tile, meld=self._declared_kan(action)))
        self.robbing, self.offered, self.answers = action, tile, {}
        self.asked = {s: (Action(Act.RON, s, tile), Action(Act.PASS, s)) for s in self._others(seat)
                      if self._can_ron(s, tile, chankan=chankan)
                      and (action.kind is not Act.CLOSED_KAN or self._robs_closed_kan(s, tile))}
        self.phase = Phase.ROB
        if not self.asked:
            self._resolve_rob()

    def _declared_kan(self, action: Action) -> TableMeld:
        k = kind(action.tile)
        if action.kind is Act.CLOSED_KAN:
            return TableMeld(MeldKind.CLOSED_KAN, tuple(sorted(t for t in self.hands[action.seat] if kind(t) == k)))
        pon = next(m for m in self.melds[action.seat] if m.kind is MeldKind.PON and m.kind_index == k)
        return TableMeld(MeldKind.ADDED_KAN, tuple(sorted((*pon.tiles, action.tile))), pon.called, pon.from_seat,
                         action.tile)

    def _robs_closed_kan(self, seat: int, tile: int) -> bool:
        """Only thirteen orphans robs a closed kan (where the preset allows it at all)."""
        result = self._win(seat, tile, False, kan=True)
        return any(hit.id.startswith("kokushi") for hit in result.yakuman)

    def _resolve_rob(self) -> None:
        action = self.robbing
        rons = [s for s, a in self.answers.items() if a.kind is Act.RON]
        self._mark_passed()
        if rons:
            self._finish_wins(rons_in_order(rons, action.seat, self.players, self.preset.multiple_ron), action.seat,
                              action.tile, kan=action.kind is not Act.NUKI)
            return
        seat, hand = action.seat, self.hands[action.seat]
        self.robbing, self.offered = None, None
        if action.kind is Act.CLOSED_KAN:
            self._closed_kan(seat, kind(action.tile), announced=True)
            return
        hand.remove(action.tile)
        self._interrupt()
        if action.kind is Act.NUKI:
            self.kita[seat] += 1
        else:
            index = next(i for i, m in enumerate(self.melds[seat])
                         if m.kind is MeldKind.PON and m.kind_index == kind(action.tile))
            self.melds[seat][index] = self._declared_kan(action)
            self.kans += 1
            self._reveal(late=self.preset.open_kan_dora_late)
        self._settle(seat)
        self._replacement(seat)

    # --- the end ----------------------------------------------------------------------------------------

    def _finish_wins(self, winners: list[int], from_seat: int | None, tile: int, kan: bool) -> None:
        wins, total = [], [0] * self.players
        for i, seat in enumerate(winners):
            self_drawn = from_seat is None
            result = self._win(seat, tile, self_drawn, kan=kan)
            liable = pao_seat(result, self.liabilities, seat) if self.preset.pao else None
            deltas = win_deltas(result, self.preset, seat, from_seat, self.dealer, self.honba if i == 0 else 0,
                                self.sticks if i == 0 else 0, liable)
            ura = self.ura_indicators if self.riichi[seat] and self.preset.ura_dora else ()
            wins.append(Win(seat, from_seat, tile, result, deltas, liable, ura))
            total = [a + b for a, b in zip(total, deltas, strict=True)]
        self.sticks = 0
        self._close(HandEnd(tuple(wins), None, tuple(total), dealer_repeats=self.dealer in winners))

    def _finish_draw(self, why: DrawKind) -> None:
        if why is not DrawKind.EXHAUSTIVE:
            self._close(HandEnd((), why, (0,) * self.players, dealer_repeats=True, sticks=self.sticks))
            return
        tenpai = tuple(s for s in range(self.players) if self.waits[s])
        nagashi = tuple(s for s in range(self.players) if self.preset.nagashi_mangan and self.rivers[s]
                        and all(kind(r.tile) in TERMINALS_AND_HONOURS and not r.claimed for r in self.rivers[s]))
        deltas = draw_deltas(self.preset, self.dealer, tenpai, nagashi)
        self._close(HandEnd((), DrawKind.NAGASHI if nagashi else DrawKind.EXHAUSTIVE, deltas, tenpai, nagashi,
                            self.dealer in tenpai, self.sticks))

    def _close(self, end: HandEnd) -> None:
        self.scores = [s + d for s, d in zip(self.scores, end.deltas, strict=True)]
        self.end, self.phase, self.asked, self.answers = end, Phase.OVER, {}, {}

