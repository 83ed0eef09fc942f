"""The Taiwanese score sheet: a win pays 底 (the base) plus 台 (a price per tai) times its tai.

Payments, the 底/台 stake of Taiwanese tables (SkyEye-FAST/taiwan-mahjong RULES.md, as the presets in
``scoring/taiwan/presets.toml`` cite it; 底 100 and 20 a tai are the sheet's defaults):
- self-drawn (自摸): each of the three pays 底 + 台 × tai;
- on a discard: the discarder alone pays 底 + 台 × tai;
- the dealer's tai (``dealer=on``: 莊家, 1 tai; ``dealer=streak``: 連莊拉莊, 1 tai and 2 more for each hand the
  dealer has kept the deal; ``presets.toml``'s ``dealer`` and ``streak`` options, a payment between the dealer
  and the winner): added to what passes between the winner and the dealer when either of them is the dealer.
  The pocket preset counts no dealer's tai, so by default there are none.
Options at ``/table start``: ``base=N``, ``tai=N``, ``dealer=off|on|streak``, ``preset=pocket|southern`` (the
table a typed hand is scored by). A typed hand's tai leave the dealer's out: the sheet pays them.

The deal rotates (``quiz.sheet.rotation``): the dealer keeps it after winning or after a drawn hand (連莊 on a
win or 流局, as Taiwanese tables play it), a game (一將) being the four winds.
"""

from __future__ import annotations

from quiz.sheet.checks import number_option, seated_hand
from quiz.sheet.model import HandState, Sheet, SheetError, SheetTraits, TableStart, Win, Wind
from quiz.sheet.rotation import RotatingSheet
from scoring.hand import HandError
from scoring.notation import format_hand
from scoring.rulesets import RulesetId
from scoring.taiwan.result import TaiwanResult
from scoring.taiwan.scorer import score_hand
from scoring.taiwan.table import DEFAULT_PRESET, Preset, preset_with

BASE = 100
PER_TAI = 20
DEALER_WORDS = ("off", "on", "streak")
STREAK_TAI = 2


def dealer_option(start: TableStart) -> str:
    """The table's ``dealer=`` word: off, on or streak (SheetError for another)."""
    word = (start.option("dealer", "off") or "off").casefold()
    if word not in DEALER_WORDS:
        raise SheetError("bad_option", option="dealer", value=word)
    return word


def dealer_tai(start: TableStart, hand: HandState) -> int:
    """The tai the dealer's part of a payment adds at ``hand`` (its run of kept deals in ``honba``)."""
    word = dealer_option(start)
    if word == "off":
        return 0
    return 1 + (STREAK_TAI * hand.honba if word == "streak" else 0)


def preset_name(start: TableStart) -> str:
    """The preset the table scores typed hands by (pocket when it names none)."""
    return start.option("preset", DEFAULT_PRESET) or DEFAULT_PRESET


def sheet_preset(start: TableStart) -> Preset:
    name = preset_name(start)
    try:
        return preset_with(name)
    except HandError:
        raise SheetError("bad_option", option="preset", value=name) from None


def win_deltas(winner: int, loser: int | None, tai: int, dealer: int, extra: int = 0, base: int = BASE,
               per_tai: int = PER_TAI) -> tuple[int, ...]:
    """Each player's change for a win of ``tai`` (self-drawn when ``loser`` is None); ``extra`` the dealer's
    tai, counted in each payment between the ``dealer`` and someone else."""
    payers = [p for p in range(4) if p != winner] if loser is None else [loser]
    paid = {p: base + per_tai * (tai + (extra if dealer in (winner, p) else 0)) for p in payers}
    return tuple(sum(paid.values()) if p == winner else -paid.get(p, 0) for p in range(4))


class TaiwanSheet(RotatingSheet):
    """The Taiwanese ruleset of the sheet (``SheetRules``)."""

    ruleset = RulesetId.TAIWAN
    traits = SheetTraits(by_fan=True, value_buttons=(1, 2, 3, 4, 5, 6, 7, 8, 10, 16))
    options = frozenset({"base", "tai", "dealer", "preset"})
    draw_repeats = True

    def check_start(self, start: TableStart) -> None:
        number_option(start, "base", BASE)
        number_option(start, "tai", PER_TAI)
        dealer_tai(start, HandState(1, Wind.EAST, 0, start.seats))
        sheet_preset(start)

    def win_deltas(self, sheet: Sheet, hand: HandState, win: Win) -> tuple[int, ...]:
        start = sheet.start
        return win_deltas(win.winner, win.loser, win.fan or 0, hand.dealer, dealer_tai(start, hand),
                          number_option(start, "base", BASE), number_option(start, "tai", PER_TAI))


RULES = TaiwanSheet()


def scored_win(sheet: Sheet, winner: int, loser: int | None, hand_text: str,
               false_win: bool = False) -> tuple[Win, TaiwanResult]:
    """A win typed as a hand: scored under the table's preset with the winner's seat wind and the prevailing
    wind, self-drawn when nobody discarded; the dealer's tai are left to the sheet. No minimum, so no false win.
    HandError for a hand that does not read or does not win."""
    if false_win:
        raise SheetError("not_in_ruleset", what="false_win")
    hand = seated_hand(sheet, winner, loser, hand_text, RulesetId.TAIWAN)
    result = score_hand(hand, sheet_preset(sheet.start))
    win = Win(winner=winner, loser=loser, fan=result.total, hand=format_hand(hand, ruleset=RulesetId.TAIWAN),
              fans=tuple(award.id for award in result.awards))
    return win, result
