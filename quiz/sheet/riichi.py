"""The Riichi ruleset of the score sheet: payments with honba and riichi sticks, no-ten payments,
dealer repeats, hanchan or tonpuusen, bust, and the final score with uma and oka.

The table's settings are plain ``TableStart.options`` (``preset=mleague``, ``uma=30,10,-10,-30``,
...); ``settings_of`` reads them over the preset's values. Where the rule books differ the preset
says which way, and ``docs/sheet_riichi.md`` cites where each preset's numbers come from.

One winner per hand (atamahane): a double ron is entered as the win of the player nearest the
discarder in turn order, as WRC 2015 5.7.6 plays it.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from functools import lru_cache

from quiz.sheet.model import (
    Draw,
    Entry,
    HandState,
    Penalty,
    RiichiBet,
    Row,
    RowKind,
    Ruleset,
    Sheet,
    SheetError,
    SheetTraits,
    Standing,
    TableStart,
    Win,
    Wind,
)
from scoring.notation import format_hand, parse_hand
from scoring.riichi.options import KazoeLimit, RiichiRules
from scoring.riichi.payments import payment
from scoring.riichi.result import RiichiResult
from scoring.riichi.scorer import score_hand
from scoring.tiles import Tile

#: fu a hand can have (20 and 25 only with 2 han or more)
FU_VALUES = frozenset((20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110))
#: han of one yakuman when a win is entered as a limit (``/win Ann yakuman`` is 13 han, no fu)
YAKUMAN_HAN = 13
RIICHI_STICK = 1000
NOTEN_TOTAL = 3000


class Ties(enum.StrEnum):
    """Players level on points at the end: they share the places' uma and oka, or the one who sat
    nearer the first dealer ranks higher."""

    SPLIT = "split"
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class RiichiSettings:
    """What a table plays: points, length, the end-of-game rules and the scorer's rules."""

    start_points: int = 25000
    #: the "return" or target: the final score counts from it; (return - start) x 4 is the oka to the top
    return_points: int = 30000
    #: uma by rank, in thousands (first to fourth)
    uma: tuple[int, int, int, int] = (20, 10, -10, -20)
    #: 1 round (East only, tonpuusen) or 2 (East and South, hanchan)
    rounds: int = 2
    #: the game ends at once when a player's points fall below zero (tobi)
    bust: bool = True
    #: the last dealer's win or tenpai ends the game when it leaves them first (agari-yame)
    agariyame: bool = True
    ties: Ties = Ties.SEAT
    #: riichi sticks left on the table at the end go to the player in first place
    leftover_to_top: bool = True
    scoring: RiichiRules = RiichiRules()

    @property
    def oka(self) -> int:
        return 4 * (self.return_points - self.start_points)


#: the presets; docs/sheet_riichi.md gives each number's source
PRESETS: dict[str, RiichiSettings] = {
    "tenhou": RiichiSettings(),
    "mleague": RiichiSettings(uma=(30, 10, -10, -30), bust=False, agariyame=False, ties=Ties.SPLIT,
                              scoring=RiichiRules(double_wind_pair_fu=2)),
    "wrc": RiichiSettings(start_points=30000, return_points=30000, uma=(15, 5, -5, -15), bust=True,
                          agariyame=False, ties=Ties.SPLIT,
                          scoring=RiichiRules(kazoe=KazoeLimit.SANBAIMAN, double_yakuman=False)),
    "ema": RiichiSettings(start_points=30000, return_points=30000, uma=(15, 5, -5, -15), bust=False,
                          agariyame=False, ties=Ties.SPLIT),
}
DEFAULT_PRESET = "tenhou"

#: option names a table may set, beside ``preset``
OPTION_NAMES = ("preset", "start", "return", "uma", "length", "bust", "agariyame", "ties")
_LENGTHS = {"hanchan": 2, "tonpuu": 1, "tonpuusen": 1, "east": 1}
_SWITCH = {"on": True, "yes": True, "true": True, "1": True, "off": False, "no": False, "false": False, "0": False}


def settings_of(options: tuple[tuple[str, str], ...] | dict[str, str]) -> RiichiSettings:
    """The settings a table's options give (the preset, then each option over it); SheetError
    ``bad_option`` names an option that cannot be read."""
    if isinstance(options, dict):
        options = tuple(options.items())
    return _settings(options)  # a table's options are one tuple for its whole life: cached as they are


@lru_cache(maxsize=256)
def _settings(options: tuple[tuple[str, str], ...]) -> RiichiSettings:
    values = dict(options)  # a name given twice: the last one counts
    name = values.get("preset", DEFAULT_PRESET).lower()
    if name not in PRESETS:
        raise SheetError("unknown_preset", preset=name, presets=", ".join(PRESETS))
    settings = PRESETS[name]
    changes: dict[str, object] = {}
    for key, value in values.items():
        if key == "preset":
            continue
        if key not in OPTION_NAMES:
            raise SheetError("bad_option", option=key, value=value)
        changes.update(_option(key, value.strip().lower()))
    settings = dataclasses.replace(settings, **changes)
    if settings.start_points <= 0 or settings.return_points < settings.start_points:
        raise SheetError("bad_option", option="return", value=str(settings.return_points))
    return settings


def _option(key: str, value: str) -> dict[str, object]:
    try:
        if key in ("start", "return"):
            points = int(value.replace(",", "").replace("_", ""))
            if not 1000 <= points <= 1_000_000 or points % 100:
                raise ValueError(value)
            return {"start_points" if key == "start" else "return_points": points}
        if key == "uma":
            uma = tuple(int(part) for part in value.replace("/", ",").split(","))
            if len(uma) == 2:  # "10,20" or "20,10": the usual short form, second and first place's
                low, high = sorted(abs(u) for u in uma)
                uma = (high, low, -low, -high)
            if len(uma) != 4 or sum(uma) != 0 or list(uma) != sorted(uma, reverse=True):
                raise ValueError(value)
            return {"uma": uma}
        if key == "length":
            return {"rounds": _LENGTHS[value]}
        if key in ("bust", "agariyame"):
            return {key: _SWITCH[value]}
        if key == "ties":
            return {"ties": Ties(value)}
    except (ValueError, KeyError):
        pass
    raise SheetError("bad_option", option=key, value=value)


# ---- the ruleset ----

class RiichiSheet:
    """``SheetRules`` for Riichi: the deal passes to the South seat (and every seat wind turns)
    unless the dealer wins or is ready at a draw; the prevailing wind turns after four dealers."""

    ruleset = Ruleset.RIICHI
    traits = SheetTraits(by_fan=False, draws_pay_ready=True, holds_points=True)

    def hand_value(self, win: Win) -> int:
        return win.han or 0

    def begin(self, start: TableStart) -> Sheet:
        settings = settings_of(start.options)
        if len(start.players) != 4:
            raise SheetError("four_players", count=len(start.players))
        if sorted(start.seats) != list(Wind):
            raise SheetError("bad_seats")
        if len({player.name.casefold() for player in start.players}) != 4:
            raise SheetError("same_player_twice")
        dealer = start.seats.index(Wind.EAST)
        first = HandState(number=1, prevailing=Wind.EAST, dealer=dealer, seats=start.seats)
        totals = (settings.start_points,) * 4
        return Sheet(start=start, rows=(), totals=totals, next_hand=first, hands_played=0,
                     standings=_standings(start, totals, settings, final=False))

    def apply(self, sheet: Sheet, entry: Entry) -> Sheet:
        hand = sheet.next_hand
        if sheet.finished or hand is None:
            raise SheetError("table_finished")
        body = entry.body
        settings = settings_of(sheet.start.options)
        if isinstance(body, Win):
            deltas = win_deltas(sheet, body, settings)
            kind = RowKind.SELF_DRAWN if body.loser is None else RowKind.WIN_ON_DISCARD
            repeat = body.winner == hand.dealer
            return self._hand_over(sheet, entry, kind, deltas, repeat, pot_taken=True, settings=settings)
        if isinstance(body, Draw):
            deltas = draw_deltas(sheet, body)
            repeat = hand.dealer in body.tenpai
            return self._hand_over(sheet, entry, RowKind.DRAW, deltas, repeat, pot_taken=False, settings=settings)
        if isinstance(body, RiichiBet):
            _check_player(sheet, body.player)
            if body.player in riichi_declared(sheet):
                raise SheetError("riichi_twice", player=_name(sheet, body.player))
            if sheet.totals[body.player] < RIICHI_STICK:
                raise SheetError("riichi_needs_points", player=_name(sheet, body.player), points=RIICHI_STICK)
            deltas = tuple(-RIICHI_STICK if p == body.player else 0 for p in range(4))
            next_hand = dataclasses.replace(hand, pot=hand.pot + RIICHI_STICK)
            return self._with_row(sheet, Row(entry.seq, RowKind.RIICHI, hand, deltas, body), next_hand, settings)
        if isinstance(body, Penalty):
            deltas = penalty_deltas(sheet, body)
            return self._with_row(sheet, Row(entry.seq, RowKind.PENALTY, hand, deltas, body), hand, settings)
        raise SheetError("not_an_entry")

    def finish(self, sheet: Sheet) -> Sheet:
        """The game closed as it stands (``/table end`` before the last hand, or the last hand played)."""
        settings = settings_of(sheet.start.options)
        pot = sheet.next_hand.pot if sheet.next_hand is not None else _pot_left(sheet)
        return dataclasses.replace(
            sheet, next_hand=None, finished=True,
            standings=_standings(sheet.start, sheet.totals, settings, final=True, pot=pot),
            extras=(("pot", pot),))

    # ---- steps ----

    def _with_row(self, sheet: Sheet, row: Row, next_hand: HandState, settings: RiichiSettings) -> Sheet:
        totals = tuple(t + d for t, d in zip(sheet.totals, row.deltas, strict=True))
        return dataclasses.replace(sheet, rows=(*sheet.rows, row), totals=totals, next_hand=next_hand,
                                   standings=_standings(sheet.start, totals, settings, final=False),
                                   extras=(("pot", next_hand.pot),))

    def _hand_over(self, sheet: Sheet, entry: Entry, kind: RowKind, deltas: tuple[int, ...], repeat: bool,
                   pot_taken: bool, settings: RiichiSettings) -> Sheet:
        hand = sheet.next_hand
        assert hand is not None
        following = _next_hand(sheet.start, hand, repeat, won_by_other=pot_taken and not repeat,
                               pot=0 if pot_taken else hand.pot)
        played = dataclasses.replace(
            self._with_row(sheet, Row(entry.seq, kind, hand, deltas, entry.body), following, settings),
            hands_played=sheet.hands_played + 1)
        if _game_over(played, hand, repeat, settings):
            return self.finish(played)
        return played


def kyoku(start: TableStart, hand: HandState) -> int:
    """The hand's place within its wind, 1 to 4 (East 1 ... East 4): the dealer's first seat + 1."""
    return start.seats[hand.dealer] + 1


def is_last_hand(start: TableStart, hand: HandState, settings: RiichiSettings) -> bool:
    """All-last: the fourth dealer of the last wind."""
    return hand.prevailing == settings.rounds - 1 and kyoku(start, hand) == 4


def _next_hand(start: TableStart, hand: HandState, repeat: bool, won_by_other: bool, pot: int) -> HandState:
    """The hand after this one: the same dealer with one more honba, or the next dealer, the seats
    turning (honba cleared after another player's win, one more after a draw)."""
    if repeat:
        return dataclasses.replace(hand, number=hand.number + 1, honba=hand.honba + 1, pot=pot)
    seats = tuple(Wind((seat - 1) % 4) for seat in hand.seats)
    prevailing = Wind((hand.prevailing + 1) % 4) if kyoku(start, hand) == 4 else hand.prevailing
    honba = 0 if won_by_other else hand.honba + 1
    return HandState(number=hand.number + 1, prevailing=prevailing, dealer=seats.index(Wind.EAST), seats=seats,
                     honba=honba, pot=pot)


def _game_over(sheet: Sheet, hand: HandState, repeat: bool, settings: RiichiSettings) -> bool:
    if settings.bust and min(sheet.totals) < 0:
        return True
    if not is_last_hand(sheet.start, hand, settings):
        return False
    if not repeat:
        return True
    # agari-yame / tenpai-yame: the last dealer stops when first, ahead of everyone
    dealer_points = sheet.totals[hand.dealer]
    return settings.agariyame and all(dealer_points > t for p, t in enumerate(sheet.totals) if p != hand.dealer)


# ---- payments ----

def riichi_declared(sheet: Sheet) -> frozenset[int]:
    """The players who declared riichi in the hand being played."""
    declared: set[int] = set()
    for row in reversed(sheet.rows):
        if row.kind is RowKind.RIICHI:
            declared.add(row.entry.player)
        elif row.kind is not RowKind.PENALTY:
            break
    return frozenset(declared)


def is_limit_entry(win: Win) -> bool:
    """A win entered as a limit with no fu: 13 han per yakuman (``yakuman``, ``2x yakuman``)."""
    return win.fu is None and (win.han or 0) >= YAKUMAN_HAN


def check_win(sheet: Sheet, win: Win, settings: RiichiSettings) -> None:
    _check_player(sheet, win.winner)
    if win.loser is not None:
        _check_player(sheet, win.loser)
        if win.loser == win.winner:
            raise SheetError("loser_is_winner")
    han, fu = win.han, win.fu
    if han is None or han < 1:
        raise SheetError("han_needed")
    if han > 6 * YAKUMAN_HAN:
        raise SheetError("han_too_many", han=han)
    if fu is None:
        if han < 5:
            raise SheetError("fu_needed", han=han)
        return
    if fu not in FU_VALUES:
        raise SheetError("bad_fu", fu=fu)
    if fu in (20, 25) and han < 2:
        raise SheetError("impossible_fu", han=han, fu=fu)
    if fu == 20 and win.loser is not None and settings.scoring.open_pinfu_fu:
        # 20 fu is a self-drawn pinfu; a ron always has at least 30
        raise SheetError("impossible_fu", han=han, fu=fu)


def win_payment(sheet: Sheet, win: Win, settings: RiichiSettings):
    """The scorer's payment for a win at this hand (honba included, sticks not)."""
    hand = sheet.next_hand
    assert hand is not None
    yakuman = is_limit_entry(win)
    return payment(win.han, win.fu if win.fu is not None else 30, yakuman, win.winner == hand.dealer,
                   win.loser is None, hand.honba, settings.scoring)


def win_deltas(sheet: Sheet, win: Win, settings: RiichiSettings) -> tuple[int, ...]:
    """Each player's change: the loser pays the ron, or the three pay the tsumo (the dealer the
    larger share); the winner also takes every riichi stick on the table."""
    check_win(sheet, win, settings)
    hand = sheet.next_hand
    assert hand is not None
    paid = win_payment(sheet, win, settings)
    deltas = [0, 0, 0, 0]
    if win.loser is not None:
        deltas[win.loser] -= paid.main
    else:
        for player in range(4):
            if player == win.winner:
                continue
            # a dealer's tsumo: main == additional; else the dealer pays main, the others additional
            deltas[player] -= paid.main if player == hand.dealer else paid.additional
    deltas[win.winner] = -sum(deltas) + hand.pot
    return tuple(deltas)


def draw_deltas(sheet: Sheet, draw: Draw) -> tuple[int, ...]:
    """No-ten payments: 3,000 in all, from the players not ready to the players ready (nothing
    moves when all or none are ready). A player in riichi must be among the ready."""
    ready = set(draw.tenpai)
    for player in ready:
        _check_player(sheet, player)
    if len(ready) != len(draw.tenpai):
        raise SheetError("tenpai_twice")
    missing = sorted(riichi_declared(sheet) - ready)
    if missing:
        raise SheetError("riichi_not_ready", player=_name(sheet, missing[0]))
    if len(ready) in (0, 4):
        return (0, 0, 0, 0)
    gain, loss = NOTEN_TOTAL // len(ready), NOTEN_TOTAL // (4 - len(ready))
    return tuple(gain if p in ready else -loss for p in range(4))


def penalty_deltas(sheet: Sheet, penalty: Penalty) -> tuple[int, ...]:
    """``points`` from the player: to one other, or split evenly among the other three."""
    _check_player(sheet, penalty.player)
    if penalty.deducted:  # Riichi's penalties are paid to players (chombo); MCR competitions deduct
        raise SheetError("not_in_ruleset", what="deducted")
    if penalty.points <= 0:
        raise SheetError("penalty_not_positive", points=penalty.points)
    if penalty.points % 100:
        raise SheetError("penalty_hundreds", points=penalty.points)
    deltas = [0, 0, 0, 0]
    deltas[penalty.player] = -penalty.points
    if penalty.to is not None:
        _check_player(sheet, penalty.to)
        if penalty.to == penalty.player:
            raise SheetError("penalty_to_self")
        deltas[penalty.to] = penalty.points
    else:
        if penalty.points % 300:
            raise SheetError("penalty_split", points=penalty.points)
        for player in range(4):
            if player != penalty.player:
                deltas[player] = penalty.points // 3
    return tuple(deltas)


# ---- a win entered as the hand ----

_WIND_TILES = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH)


def win_from_hand(sheet: Sheet, winner: int, loser: int | None, text: str) -> tuple[Win, RiichiResult]:
    """The win a typed hand makes at this hand of the sheet, and the scorer's result.

    The sheet gives what it knows: the winner's seat wind, the prevailing wind, tsumo when
    self-drawn, riichi when the winner declared it here, the honba and the sticks on the table. A
    hand that says otherwise (another seat, ``tsumo`` on a discard, riichi never declared) is
    refused; HandError for a hand that cannot be read or has no yaku.
    """
    hand_state = sheet.next_hand
    if sheet.finished or hand_state is None:
        raise SheetError("table_finished")
    _check_player(sheet, winner)
    if loser is not None:
        _check_player(sheet, loser)
        if loser == winner:
            raise SheetError("loser_is_winner")
    settings = settings_of(sheet.start.options)
    counts = settings.scoring.red_five_counts
    typed = parse_hand(text, "riichi", counts)
    seat, prevailing = _WIND_TILES[hand_state.seats[winner]], _WIND_TILES[hand_state.prevailing]
    context, flags = typed.context, typed.riichi
    if context.seat_wind not in (Tile.EAST, seat):
        raise SheetError("seat_differs", player=_name(sheet, winner), seat="ESWN"[hand_state.seats[winner]])
    if context.round_wind not in (Tile.EAST, prevailing):
        raise SheetError("round_differs", round="ESWN"[hand_state.prevailing])
    if context.self_drawn and loser is not None:
        raise SheetError("self_drawn_with_loser")
    declared = winner in riichi_declared(sheet)
    if (flags.riichi or flags.double_riichi) and not declared:
        raise SheetError("riichi_not_declared", player=_name(sheet, winner))
    flags = dataclasses.replace(flags, riichi=flags.riichi or (declared and not flags.double_riichi),
                                honba=hand_state.honba, kyoutaku=hand_state.pot // RIICHI_STICK)
    context = dataclasses.replace(context, seat_wind=seat, round_wind=prevailing, self_drawn=loser is None)
    # written out and read again, so that the flags are checked against the sheet's seat and tsumo
    written = format_hand(dataclasses.replace(typed, context=context, riichi=flags), ruleset="riichi")
    result = score_hand(parse_hand(written, "riichi", counts), settings.scoring)
    fans = tuple(hit.id for hit in result.yakuman) + tuple(hit.id for hit in result.yaku)
    win = Win(winner, loser, han=result.han, fu=None if result.is_yakuman else result.fu, hand=written, fans=fans)
    check_win(sheet, win, settings)
    return win, result


# ---- standings ----

def _order(start: TableStart, totals: tuple[int, ...]) -> list[int]:
    """Players from first to last: by points, then by seat at the first hand (East first)."""
    return sorted(range(4), key=lambda p: (-totals[p], start.seats[p]))


def _standings(start: TableStart, totals: tuple[int, ...], settings: RiichiSettings, final: bool,
               pot: int = 0) -> tuple[Standing, ...]:
    order = _order(start, totals)
    scores = list(totals)
    if final and pot and settings.leftover_to_top:
        top = [p for p in order if totals[p] == totals[order[0]]] if settings.ties is Ties.SPLIT else order[:1]
        share, rest = divmod(pot // 100, len(top))
        for i, player in enumerate(top):  # the hundreds that do not split go to the earlier seat
            scores[player] += 100 * (share + (1 if i < rest else 0))
        order = _order(start, tuple(scores))
    bonus = [1000 * u for u in settings.uma]
    bonus[0] += settings.oka
    standings: dict[int, Standing] = {}
    place = 0
    while place < 4:
        group = [order[place]]
        if settings.ties is Ties.SPLIT:
            while place + len(group) < 4 and scores[order[place + len(group)]] == scores[group[0]]:
                group.append(order[place + len(group)])
        shared = sum(bonus[place:place + len(group)]) / len(group)
        for player in group:
            value = (scores[player] - settings.return_points + shared) / 1000 if final else None
            standings[player] = Standing(player=player, score=scores[player], rank=place + 1,
                                         final=round(value, 1) if value is not None else None)
        place += len(group)
    return tuple(standings[p] for p in order)


def _pot_left(sheet: Sheet) -> int:
    return dict(sheet.extras).get("pot", 0)


def _check_player(sheet: Sheet, player: int) -> None:
    if not 0 <= player < len(sheet.start.players):
        raise SheetError("unknown_player", player=str(player))


def _name(sheet: Sheet, player: int) -> str:
    return sheet.start.players[player].name


RULES = RiichiSheet()
