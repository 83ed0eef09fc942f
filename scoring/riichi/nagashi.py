"""Nagashi mangan without a hand: a draw result, paid as a self-drawn mangan (``nagashi seat=S``).

The tiles do not matter to nagashi mangan (only the discards did), so ``parse_nagashi`` reads the
flags alone and ``score_nagashi`` pays them; a hand written with its tiles
is scored by ``score_hand`` to the same payment.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand import HandError, WinContext
from scoring.notation import format_flags, parse
from scoring.riichi.flags import RiichiFlags, flags_of
from scoring.riichi.options import RiichiRules
from scoring.riichi.payments import Payment, payment
from scoring.riichi.result import YakuHit, make_yaku_hit
from scoring.riichi.table import yaku_by_id
from scoring.rulesets import RulesetId
from scoring.tiles import Tile

_DEFAULT_RULES = RiichiRules()
#: the value of nagashi mangan: a mangan (5 han, counted at 30 fu like the library)
HAN, FU = 5, 30


@dataclass(frozen=True)
class NagashiResult:
    """A nagashi mangan: the seat, round, honba and sticks of ``context``/``riichi`` and what is paid."""

    context: WinContext
    riichi: RiichiFlags
    rules: RiichiRules
    points: Payment
    yaku: tuple[YakuHit, ...]
    han: int = HAN
    fu: int = FU
    yakuman: tuple = ()
    fu_details: tuple = ()

    @property
    def is_dealer(self) -> bool:
        return self.context.seat_wind == Tile.EAST

    def to_json(self) -> dict:
        return {"ruleset": "riichi", "hand": " ".join(format_flags(self.context, self.riichi, "riichi")),
                "yaku": [y.to_json() for y in self.yaku], "yakuman": [], "han": self.han, "fu": self.fu,
                "fu_details": [], "points": self.points.to_json(), "level": self.points.level}


def parse_nagashi(text: str) -> tuple[WinContext, RiichiFlags] | None:
    """A nagashi mangan written without tiles (``nagashi seat=S honba=1``): its flags, else None.

    Nagashi mangan is a draw result, so no hand is needed beyond the flag (``score_nagashi``).
    """
    parsed = parse(text, RulesetId.RIICHI)
    flags = flags_of(parsed)
    if parsed.tiles or parsed.melds or parsed.explicit_win is not None or not flags.nagashi:
        return None
    return parsed.context, flags


def score_nagashi(context: WinContext, riichi: RiichiFlags, rules: RiichiRules = _DEFAULT_RULES) -> NagashiResult:
    """The payment of a nagashi mangan for the seat in ``context`` (honba and riichi sticks included)."""
    if rules.players == 3 and Tile.NORTH in (context.seat_wind, context.round_wind):
        raise HandError("sanma_north")
    if rules.players == 4 and riichi.kita:
        raise HandError("kita_four_players")
    dealer = context.seat_wind == Tile.EAST
    paid = payment(HAN, FU, False, dealer, True, riichi.honba, rules, riichi.kyoutaku)
    return NagashiResult(context, riichi, rules, paid, (make_yaku_hit(yaku_by_id()["nagashi_mangan"], HAN, ()),))
