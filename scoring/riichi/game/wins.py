"""A win at the table: the hand built for the Riichi scorer from the table's facts, scored, and paid.

The flags (riichi, ippatsu, tsumo, rinshan, chankan, haitei/houtei, tenhou/chiihou, dora and ura indicators,
red fives, nuki) come from the table; ``scoring.riichi.scorer`` scores the hand. Payments follow
``scoring.riichi.payments`` (honba and sticks added here); pao as Tenhou's rule page has it: the feeder of
the third dragon set or fourth wind set pays a self-drawn yakuman alone and half of one won off another.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.hand import Hand, HandError, Meld, MeldKind, WinContext
from scoring.riichi.flags import RiichiFlags, as_extras
from scoring.riichi.game.model import MeldKind as TableKind
from scoring.riichi.game.model import TableMeld
from scoring.riichi.game.presets import Preset
from scoring.riichi.game.tiles import KINDS, is_red, kind
from scoring.riichi.result import RiichiResult
from scoring.riichi.scorer import score_hand
from scoring.riichi.shanten import riichi_useful
from scoring.tiles import Tile

_SCORER_KIND = {TableKind.CHI: MeldKind.CHOW, TableKind.PON: MeldKind.PUNG}
PAO_YAKUMAN = frozenset(("daisangen", "daisuushii"))


@dataclass(frozen=True, slots=True)
class WinFacts:
    """What the table knows of a win beside the tiles."""

    self_drawn: bool
    seat_wind: int
    round_wind: int
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    #: rinshan (self-drawn) or chankan (robbing a kan)
    kan: bool = False
    #: haitei (self-drawn) or houtei (on a discard)
    last_tile: bool = False
    tenhou: bool = False
    chiihou: bool = False
    dora: tuple[int, ...] = ()
    ura: tuple[int, ...] = ()
    kita: int = 0


def counts_of(tiles: Sequence[int]) -> list[int]:
    counts = [0] * KINDS
    for tile in tiles:
        counts[tile >> 2] += 1
    return counts


def ready_state(concealed: Sequence[int], melds: int) -> tuple[int, frozenset[int]]:
    """A 13-tile hand's shanten (concealed ids, ``melds`` sets declared) and the kinds it wins on."""
    shanten, useful = riichi_useful(counts_of(concealed), melds)
    return shanten, frozenset(useful) if shanten == 0 else frozenset()


def waits_of(concealed: Sequence[int], melds: int) -> frozenset[int]:
    """The kinds a 13-tile hand wins on; empty when not ready."""
    return ready_state(concealed, melds)[1]


def scorer_meld(meld: TableMeld) -> Meld:
    scorer_kind = _SCORER_KIND.get(meld.kind, MeldKind.KONG)
    return Meld(scorer_kind, Tile(meld.kind_index), concealed=meld.kind is TableKind.CLOSED_KAN)


def winning_hand(concealed: Sequence[int], melds: Sequence[TableMeld], tile: int, facts: WinFacts,
                 preset: Preset) -> Hand:
    """The scorer's hand: ``concealed`` the standing tiles without the winning ``tile``."""
    every = [*concealed, tile, *(t for m in melds for t in m.tiles)]
    flags = RiichiFlags(
        riichi=facts.riichi and not facts.double_riichi, double_riichi=facts.double_riichi, ippatsu=facts.ippatsu,
        tenhou=facts.tenhou, chiihou=facts.chiihou, dora_indicators=tuple(Tile(kind(t)) for t in facts.dora),
        ura_indicators=tuple(Tile(kind(t)) for t in facts.ura), kita=facts.kita)
    context = WinContext(self_drawn=facts.self_drawn, wall_last=facts.last_tile, kong=facts.kan,
                         seat_wind=Tile(27 + facts.seat_wind), round_wind=Tile(27 + facts.round_wind))
    return Hand(tuple(scorer_meld(m) for m in melds), tuple(sorted(Tile(kind(t)) for t in concealed)),
                Tile(kind(tile)), context, as_extras(flags),
                tuple(sorted(Tile(kind(t)) for t in every if is_red(t, preset.red_fives))))


def score_win(concealed: Sequence[int], melds: Sequence[TableMeld], tile: int, facts: WinFacts,
              preset: Preset) -> RiichiResult | None:
    """The scored win, or None when the hand does not win (no shape, no yaku)."""
    try:
        return score_hand(winning_hand(concealed, melds, tile, facts, preset), preset.scorer_rules)
    except HandError:
        return None


def pao_seat(result: RiichiResult, liabilities: Sequence[tuple[int, int, str]], winner: int) -> int | None:
    """The seat liable for this win: a pao yakuman the winner's melds were fed."""
    found = {hit.id for hit in result.yakuman}
    return next((payer for who, payer, yaku in liabilities if who == winner and yaku in found), None)


def win_deltas(result: RiichiResult, preset: Preset, winner: int, from_seat: int | None, dealer: int, honba: int,
               sticks: int, liable: int | None) -> tuple[int, ...]:
    """Each seat's change for one win; ``honba`` and ``sticks`` only for the win that collects them."""
    players = preset.players
    deltas = [0] * players
    pay = result.points
    if from_seat is None:
        for seat in range(players):
            if seat == winner:
                continue
            share = pay.main if seat == dealer or winner == dealer else pay.additional
            share += preset.honba_value * honba
            deltas[liable if liable is not None else seat] -= share
            deltas[winner] += share
    else:
        honba_total = preset.honba_value * (players - 1) * honba
        deltas[winner] += pay.main + honba_total
        if liable is None:
            deltas[from_seat] -= pay.main + honba_total
        else:
            deltas[liable] -= pay.main // 2 + honba_total
            deltas[from_seat] -= pay.main - pay.main // 2
    deltas[winner] += 1000 * sticks
    return tuple(deltas)
