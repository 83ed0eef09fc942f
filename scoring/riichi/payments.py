"""Points from han and fu: limit hands, dealer and non-dealer payments, ron and tsumo, honba."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.riichi.options import KazoeLimit, RiichiRules, SanmaTsumo

_TIERS = ((78, 48000, "6x yakuman"), (65, 40000, "5x yakuman"), (52, 32000, "4x yakuman"),
          (39, 24000, "3x yakuman"), (26, 16000, "2x yakuman"), (13, 8000, "yakuman"),
          (11, 6000, "sanbaiman"), (8, 4000, "baiman"), (6, 3000, "haneman"), (5, 2000, "mangan"))


@dataclass(frozen=True, slots=True)
class Payment:
    """What the winner receives.

    Ron: ``main`` is the discarder's payment and ``additional`` is 0. Tsumo by a non-dealer: ``main``
    is the dealer's share and ``additional`` each other player's. Tsumo by the dealer: ``main`` and
    ``additional`` are both each player's share. Honba are included in every figure; riichi sticks
    collected from the table (``kyoutaku_bonus``) only in ``total``. In three-player Riichi one
    player fewer pays on a self-draw.
    """

    total: int
    main: int
    additional: int
    #: the honba part of ``main`` / ``additional`` (300 per honba on ron, 100 per payer on tsumo).
    main_bonus: int
    additional_bonus: int
    #: basic points before doubling (2000 for mangan, 8000 per yakuman).
    base: int
    #: "", "mangan", "haneman", "baiman", "sanbaiman", "yakuman", "2x yakuman"…, "kazoe yakuman".
    level: str
    #: 1,000 per riichi stick on the table.
    kyoutaku_bonus: int = 0

    def to_json(self) -> dict:
        return {"total": self.total, "main": self.main, "additional": self.additional}


def _round_up(points: int) -> int:
    return (points + 99) // 100 * 100


def base_points(han: int, fu: int, is_yakuman: bool, rules: RiichiRules) -> tuple[int, str]:
    """Basic points and the limit reached."""
    level = ""
    kazoe = False
    if han >= 13 and not is_yakuman:
        if rules.kazoe is KazoeLimit.YAKUMAN:
            han, kazoe = 13, True
        elif rules.kazoe is KazoeLimit.SANBAIMAN:
            han, kazoe = 12, True
    if han >= 5:
        for threshold, base, name in _TIERS:
            if han >= threshold:
                if threshold == 78 and not rules.limit_six_yakuman:
                    base += (han - 78) // 13 * 8000
                return base, ("kazoe " + name if kazoe else name)
    base = fu * (1 << (2 + han))
    if base > 2000 or (rules.kiriage and ((han == 4 and fu == 30) or (han == 3 and fu == 60))):
        return 2000, "mangan"
    return base, level


#: keyed by the rules' identity, not their value: hashing the rules' twenty-odd fields cost more than the lookup saved.
#: Each entry holds its rules, so no other rules object can take that identity while the entry stays.
_MEMO: dict[tuple, tuple[RiichiRules, Payment]] = {}
_MEMO_LIMIT = 1 << 14


def payment(han: int, fu: int, is_yakuman: bool, dealer: bool, tsumo: bool, honba: int,
            rules: RiichiRules, kyoutaku: int = 0) -> Payment:
    """What the winner receives (memoized: a few thousand combinations cover nearly every hand)."""
    key = (han, fu, is_yakuman, dealer, tsumo, honba, id(rules), kyoutaku)
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        found = _MEMO[key] = (rules, _payment(han, fu, is_yakuman, dealer, tsumo, honba, rules, kyoutaku))
    return found[1]


def _payment(han: int, fu: int, is_yakuman: bool, dealer: bool, tsumo: bool, honba: int,
             rules: RiichiRules, kyoutaku: int) -> Payment:
    if rules.aotenjou:
        # no limits, and (as the mahjong library plays it) no honba or riichi sticks either
        base, level = fu * (1 << (2 + han)), ""
        honba = kyoutaku = 0
    else:
        base, level = base_points(han, fu, is_yakuman, rules)
    sticks = 1000 * kyoutaku
    sanma = rules.players == 3
    if tsumo:
        bonus = 100 * honba
        if sanma and rules.sanma_tsumo is SanmaTsumo.NORTH_BISECTION:
            # the missing North's share is split between the two payers
            main = _round_up(3 * base) if dealer else _round_up(5 * base // 2)  # base is always even
            additional = main if dealer else _round_up(3 * base // 2)
        else:
            main = _round_up(2 * base)
            additional = main if dealer else _round_up(base)
        payers = 1 if sanma else 2
        return Payment(main + payers * additional + (payers + 1) * bonus + sticks, main + bonus, additional + bonus,
                       bonus, bonus, base, level, sticks)
    main = _round_up((6 if dealer else 4) * base)
    bonus = (200 if sanma else 300) * honba
    return Payment(main + bonus + sticks, main + bonus, 0, bonus, 0, base, level, sticks)
