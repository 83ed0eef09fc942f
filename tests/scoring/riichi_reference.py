"""Adapter to the reference Riichi scorer, PyPI ``mahjong`` 2.1.0 (test-only).

Builds the library's inputs from a ``Hand`` (136-ids with red fives as copy 0, melds, a config with
``player_wind`` always set, ``has_aka_dora`` and ``has_open_tanyao`` on) and maps its answer to our
ids, so that results compare field by field.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import Aotenjou, ScoresCalculator
from mahjong.meld import Meld as LibMeld

from scoring.hand import Hand, MeldKind
from scoring.notation import format_hand
from scoring.riichi import DaisharinRule, KazoeLimit, RenhouRule, RiichiRules
from scoring.riichi.flags import flags_of

#: library class name -> our id
LIBRARY_IDS = {
    "Tsumo": "menzen_tsumo", "Riichi": "riichi", "DaburuRiichi": "double_riichi", "Ippatsu": "ippatsu",
    "Chankan": "chankan", "Rinshan": "rinshan_kaihou", "Haitei": "haitei_raoyue", "Houtei": "houtei_raoyui",
    "Pinfu": "pinfu", "Tanyao": "tanyao", "Iipeiko": "iipeikou", "Haku": "yakuhai_haku", "Hatsu": "yakuhai_hatsu",
    "Chun": "yakuhai_chun", "SeatWindEast": "yakuhai_seat_wind", "SeatWindSouth": "yakuhai_seat_wind",
    "SeatWindWest": "yakuhai_seat_wind", "SeatWindNorth": "yakuhai_seat_wind",
    "RoundWindEast": "yakuhai_round_wind", "RoundWindSouth": "yakuhai_round_wind",
    "RoundWindWest": "yakuhai_round_wind", "RoundWindNorth": "yakuhai_round_wind",
    "Sanshoku": "sanshoku_doujun", "Ittsu": "ittsu", "Chantai": "chanta", "Honroto": "honroutou",
    "Toitoi": "toitoi", "Sanankou": "sanankou", "SanKantsu": "sankantsu", "SanshokuDoukou": "sanshoku_doukou",
    "Chiitoitsu": "chiitoitsu", "Shosangen": "shousangen", "Honitsu": "honitsu", "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu",
    "KokushiMusou": "kokushi_musou", "ChuurenPoutou": "chuuren_poutou", "Suuankou": "suuankou",
    "Daisangen": "daisangen", "Shousuushii": "shousuushii", "Ryuuiisou": "ryuuiisou", "Suukantsu": "suukantsu",
    "Tsuuiisou": "tsuuiisou", "Chinroutou": "chinroutou", "DaiSuushii": "daisuushii",
    "DaburuKokushiMusou": "kokushi_musou_13", "SuuankouTanki": "suuankou_tanki",
    "DaburuChuurenPoutou": "junsei_chuuren_poutou", "Tenhou": "tenhou", "Chiihou": "chiihou",
    "Dora": "dora", "AkaDora": "aka_dora", "UraDora": "ura_dora",
    "OpenRiichi": "open_riichi", "DaburuOpenRiichi": "double_open_riichi", "Renhou": "renhou",
    "RenhouYakuman": "renhou_yakuman", "NagashiMangan": "nagashi_mangan", "Daisharin": "daisharin",
    "Daichisei": "daichisei", "Sashikomi": "sashikomi", "Paarenchan": "paarenchan",
}
_KAZOE = {KazoeLimit.YAKUMAN: HandConstants.KAZOE_LIMITED, KazoeLimit.SANBAIMAN: HandConstants.KAZOE_SANBAIMAN,
          KazoeLimit.NONE: HandConstants.KAZOE_NO_LIMIT}
_RED_FIVE_IDS = {4: 16, 13: 52, 22: 88}
DEFAULT_RULES = RiichiRules()


@dataclass(frozen=True)
class LibraryInput:
    tiles: list[int]
    win_tile: int
    melds: list[LibMeld]
    dora: list[int]
    ura: list[int]
    config: HandConfig


@dataclass(frozen=True)
class Outcome:
    """A result reduced to what both scorers report: our ids, han, fu and payments."""

    yaku: tuple[tuple[str, int], ...]  # sorted (id, han)
    yakuman: tuple[tuple[str, int], ...]  # sorted (id, multiplier)
    han: int
    fu: int
    fu_details: tuple[tuple[int, str], ...]  # sorted
    main: int
    additional: int
    total: int

    @property
    def key(self) -> tuple:
        return (self.total, bool(self.yakuman), self.han, self.fu, sum(f for f, _ in self.fu_details))


def library_config(hand: Hand, rules: RiichiRules = DEFAULT_RULES) -> HandConfig:
    ctx, r = hand.context, flags_of(hand)
    options = OptionalRules(has_open_tanyao=rules.open_tanyao, has_aka_dora=rules.red_fives,
                            has_double_yakuman=rules.double_yakuman, kiriage=rules.kiriage,
                            kazoe_limit=_KAZOE[rules.kazoe], limit_to_sextuple_yakuman=rules.limit_six_yakuman,
                            fu_for_open_pinfu=rules.open_pinfu_fu, fu_for_pinfu_tsumo=rules.pinfu_tsumo_fu,
                            renhou_as_yakuman=rules.renhou is RenhouRule.YAKUMAN,
                            has_daisharin=rules.daisharin is not DaisharinRule.OFF,
                            has_daisharin_other_suits=rules.daisharin is DaisharinRule.ANY_SUIT,
                            has_daichisei=rules.daichisei, has_sashikomi_yakuman=rules.sashikomi,
                            paarenchan_needs_yaku=rules.paarenchan_needs_yaku, is_three_player=rules.players == 3)
    return HandConfig(
        is_tsumo=ctx.self_drawn or r.nagashi, is_riichi=r.riichi and not r.double_riichi,
        is_daburu_riichi=r.double_riichi,
        is_ippatsu=r.ippatsu, is_rinshan=ctx.kong and ctx.self_drawn, is_chankan=ctx.kong and not ctx.self_drawn,
        is_haitei=ctx.wall_last and ctx.self_drawn, is_houtei=ctx.wall_last and not ctx.self_drawn,
        is_tenhou=r.tenhou, is_chiihou=r.chiihou, player_wind=int(ctx.seat_wind), round_wind=int(ctx.round_wind),
        tsumi_number=r.honba, options=options, is_renhou=r.renhou and rules.renhou is not RenhouRule.OFF,
        is_nagashi_mangan=r.nagashi, is_open_riichi=r.open_riichi, paarenchan=r.paarenchan,
        kyoutaku_number=r.kyoutaku, num_nuki_dora=r.kita)


def library_input(hand: Hand, rules: RiichiRules = DEFAULT_RULES, win: int | None = None) -> LibraryInput:
    """The library's view of ``hand`` (``win`` overrides the winning tile kind, for blessing hands).

    With red fives on, copy 0 of a five is the red one: the hand's red fives take it and the plain
    fives take copies 1-3 (so four fives of a suit are expressible exactly when one of them is red,
    as at a real table). With red fives off, copy 0 is a plain five like the others.
    """
    next_copy = [0] * 34
    red_left = {int(t) for t in hand.red_fives} if rules.red_fives else set()

    def take(kind: int) -> int:
        if kind in red_left:
            red_left.discard(kind)
            return _RED_FIVE_IDS[kind]
        copy = next_copy[kind]
        if rules.red_fives and kind in _RED_FIVE_IDS and copy == 0:
            copy = 1  # copy 0 of a five is the red one
        next_copy[kind] = copy + 1
        if copy > 3:
            raise ValueError(f"too many plain copies of tile {kind} (four fives of a suit hold the red one)")
        return kind * 4 + copy

    tiles: list[int] = []
    melds: list[LibMeld] = []
    for m in hand.melds:
        ids = [take(int(t)) for t in m.tiles]
        tiles.extend(ids)
        if m.kind is MeldKind.CHOW:
            melds.append(LibMeld(LibMeld.CHI, ids, opened=True))
        elif m.kind is MeldKind.PUNG:
            melds.append(LibMeld(LibMeld.PON, ids, opened=True))
        else:
            melds.append(LibMeld(LibMeld.KAN, ids, opened=not m.concealed))
    standing = [int(t) for t in hand.concealed] + [int(hand.win_tile)]
    standing_ids = [take(t) for t in standing]
    tiles.extend(standing_ids)
    win_kind = int(hand.win_tile) if win is None else win
    win_id = next(i for i in standing_ids if i // 4 == win_kind)
    dora = [int(t) * 4 + 3 for t in flags_of(hand).dora_indicators]
    ura = [int(t) * 4 + 3 for t in flags_of(hand).ura_indicators]
    return LibraryInput(tiles, win_id, melds, dora, ura, library_config(hand, rules))


def run_library(inp: LibraryInput, aotenjou: bool = False):
    factory = Aotenjou if aotenjou else ScoresCalculator
    return HandCalculator.estimate_hand_value(inp.tiles, inp.win_tile, melds=inp.melds, dora_indicators=inp.dora,
                                              config=inp.config, ura_dora_indicators=inp.ura,
                                              scores_calculator_factory=factory)


def library_outcome(response, is_open: bool) -> Outcome | str:
    """Our view of a library response; the error string when it has one."""
    if response.error:
        return response.error
    yaku: list[tuple[str, int]] = []
    yakuman: list[tuple[str, int]] = []
    for item in response.yaku:
        our = LIBRARY_IDS[type(item).__name__]
        if item.is_yakuman:
            yakuman.append((our, item.han_closed // 13))
        else:
            han = item.han_open if is_open and item.han_open else item.han_closed
            yaku.append((our, han))
    cost = response.cost
    additional = cost["additional"] + cost["additional_bonus"] if cost["additional"] else 0
    return Outcome(tuple(sorted(yaku)), tuple(sorted(yakuman)), response.han, response.fu,
                   tuple(sorted((d["fu"], d["reason"]) for d in response.fu_details or ())),
                   cost["main"] + cost["main_bonus"], additional, cost["total"])


def reference_outcome(hand: Hand, rules: RiichiRules = DEFAULT_RULES) -> Outcome | str:
    """The library's answer for ``hand`` under the same policy as ours for blessing hands:
    with ``blessing_best_wait`` every tile kind of the hand is tried as the winning tile and
    the best-paid reading counts (first one on a tie)."""
    is_open = not hand.is_closed
    r = flags_of(hand)
    if (r.tenhou or r.chiihou) and rules.blessing_best_wait:
        best: Outcome | str | None = None
        for kind in sorted({int(t) for t in hand.standing}):
            out = library_outcome(run_library(library_input(hand, rules, kind), rules.aotenjou), is_open)
            if isinstance(out, str):
                best = best if best is not None else out
                continue
            if best is None or isinstance(best, str) or out.key > best.key:
                best = out
        return best  # type: ignore[return-value]
    return library_outcome(run_library(library_input(hand, rules), rules.aotenjou), is_open)


def our_outcome(result) -> Outcome:
    """Our result as the library reports it: North dora (kita) are part of its dora count."""
    yaku = {}
    for y in result.yaku:
        key = "dora" if y.id == "nuki_dora" else y.id
        yaku[key] = yaku.get(key, 0) + y.han
    return Outcome(
        tuple(sorted(yaku.items())),
        tuple(sorted((y.id, y.multiplier) for y in result.yakuman)),
        result.han, result.fu, tuple(sorted((f.fu, f.reason) for f in result.fu_details)),
        result.points.main, result.points.additional, result.points.total)


def disagreement(hand: Hand, expected: Outcome | str, got: Outcome | str) -> str | None:
    """The hand and both outcomes, for a report, unless the two agree: the same score, or both refusing the hand
    for want of a yaku (a refusal of any other kind by the library is always reported)."""
    if expected == got and (not isinstance(expected, str) or expected == "no_yaku"):
        return None
    return (f"{format_hand(hand, ruleset='riichi')} red={[t.code for t in hand.red_fives]}\n"
            f"    mahjong: {expected}\n    fanbot:  {got}")
