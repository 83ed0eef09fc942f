"""The Hong Kong score sheet: a win's faan turned into points by the preset's payout table, paid as the table's
responsibility says.

Payments follow yawnoc/mahjong-scorer (MIT-0), README.md, "Base points", "Responsibility" and "Game results":
a portion is the base points times the multiplier of the win's faan (the preset's ``payout``, half-spicy
半辣上 by default, ``scoring/hk/presets.toml``; faan above the preset's limit pay as the limit):
- self-drawn (自摸): each of the three pays one portion;
- on a discard under full responsibility (全銃, the default): the discarder pays two portions alone;
- on a discard under half responsibility (半銃): the discarder pays one portion and the two others half a
  portion each (the discarder pays double what each of the others pays);
- a false win (詐糊): the player at fault pays each other player a self-drawn win at the limit (three portions).
- 包 (``liability=on``; README.md, "Discard-guaranteeing (包打出)" and "Self-draw-guaranteeing (包自摸)"): the
  player who let a big hand happen pays for all of it, what the win costs the three (self-drawn) or the
  discarder and the others (on a discard). A win on a discard at the limit or with a pattern the preset holds
  liable (``liable`` in ``presets.toml``: 清一色) makes the discarder pay it all (under full responsibility
  they pay it all anyway); a win entered with ``包 NAME`` (the player who fed the third dragon or wind set, or
  the flush's sets) makes that player pay it all, self-drawn or not.
A win needs the preset's minimum, 3 faan. Options at ``/table start``: ``responsibility=full|half`` (or
全銃/半銃), ``preset=half-spicy|full-spicy`` (a preset with a payout table), ``base=N`` (points a 0-faan
portion is worth, 1 by default), ``liability=off|on`` (包, off by default).

The deal rotates (``quiz.sheet.rotation``): the dealer keeps it after winning or after a drawn hand (流局連莊,
the common Hong Kong table practice; our reading, not checked against a written rule), a game being the four
winds.
"""

from __future__ import annotations

from quiz.sheet.checks import number_option, seated_hand
from quiz.sheet.model import HandState, Sheet, SheetError, SheetTraits, TableStart, Win
from quiz.sheet.rotation import RotatingSheet
from scoring.hk.options import HkRules
from scoring.hk.result import HkResult
from scoring.hk.scorer import score_hand
from scoring.hk.table import Preset, presets
from scoring.notation import format_hand
from scoring.rulesets import RulesetId

#: the preset a sheet pays by when the table names none
SHEET_PRESET = "half-spicy"
MINIMUM_FAAN = 3
RESPONSIBILITY_WORDS = {"full": "full", "全銃": "full", "全铳": "full", "half": "half", "半銃": "half", "半铳": "half"}
LIABILITY_WORDS = {"off": False, "on": True, "包": True}


def sheet_preset(start: TableStart) -> Preset:
    """The preset the table pays by: one with a payout table (SheetError for another name)."""
    name = start.option("preset", SHEET_PRESET) or SHEET_PRESET
    preset = presets()[1].get(name)
    if preset is None or not preset.payout:
        raise SheetError("bad_option", option="preset", value=name)
    return preset


def half_responsibility(start: TableStart) -> bool:
    word = start.option("responsibility", "full") or "full"
    if word.casefold() not in RESPONSIBILITY_WORDS:
        raise SheetError("bad_option", option="responsibility", value=word)
    return RESPONSIBILITY_WORDS[word.casefold()] == "half"


def plays_liability(start: TableStart) -> bool:
    """Whether the table plays 包 (``liability=on``)."""
    word = (start.option("liability", "off") or "off").casefold()
    if word not in LIABILITY_WORDS:
        raise SheetError("bad_option", option="liability", value=word)
    return LIABILITY_WORDS[word]


def liable_player(start: TableStart, win: Win) -> int | None:
    """Who pays for all of ``win`` under 包: the player named, else the discarder of a hand at the preset's
    limit or with a pattern it holds liable; None at a table that does not play 包 (SheetError when one is
    named there, or is the winner)."""
    if not plays_liability(start):
        if win.liable is not None:
            raise SheetError("liability_off")
        return None
    if win.liable == win.winner:
        raise SheetError("liable_is_winner")
    preset = sheet_preset(start)
    big = (win.fan or 0) >= preset.limit or not set(win.fans).isdisjoint(preset.liable)
    return win.liable if win.liable is not None else win.loser if big else None


def portion(preset: Preset, base: int, faan: int) -> int:
    """The base points times the multiplier of ``faan`` (the limit's beyond it)."""
    return base * preset.payout[min(faan, preset.limit)]


def win_deltas(winner: int, loser: int | None, faan: int, preset: Preset, base: int = 1,
               half: bool = False, liable: int | None = None) -> tuple[int, ...]:
    """Each player's change for a win of ``faan`` (self-drawn when ``loser`` is None); a ``liable`` player pays
    all of it (包)."""
    share = portion(preset, base, faan)
    if loser is None:
        paid = {player: share for player in range(4) if player != winner}
    elif half:
        paid = {player: share if player == loser else share // 2 for player in range(4) if player != winner}
    else:
        paid = {loser: 2 * share}
    if liable is not None:
        paid = {liable: sum(paid.values())}
    return tuple(sum(paid.values()) if player == winner else -paid.get(player, 0) for player in range(4))


class HkSheet(RotatingSheet):
    """The Hong Kong ruleset of the sheet (``SheetRules``)."""

    ruleset = RulesetId.HK
    traits = SheetTraits(by_fan=True, minimum=MINIMUM_FAAN, value_buttons=(3, 4, 5, 6, 7, 8, 9, 10, 13),
                         liability=True)
    options = frozenset({"responsibility", "preset", "base", "liability"})
    draw_repeats = True

    def check_start(self, start: TableStart) -> None:
        sheet_preset(start)
        half_responsibility(start)
        number_option(start, "base", 1)
        plays_liability(start)

    def win_deltas(self, sheet: Sheet, hand: HandState, win: Win) -> tuple[int, ...]:
        start = sheet.start
        return win_deltas(win.winner, win.loser, win.fan or 0, sheet_preset(start), number_option(start, "base", 1),
                          half_responsibility(start), liable_player(start, win))

    def false_win_deltas(self, sheet: Sheet, win: Win) -> tuple[int, ...]:
        preset = sheet_preset(sheet.start)
        each = 3 * portion(preset, number_option(sheet.start, "base", 1), preset.limit)
        return tuple(-3 * each if player == win.winner else each for player in range(4))


RULES = HkSheet()


def scored_win(sheet: Sheet, winner: int, loser: int | None, hand_text: str,
               false_win: bool = False) -> tuple[Win, HkResult]:
    """A win typed as a hand: scored under the table's preset with the winner's seat wind and the prevailing
    wind, self-drawn when nobody discarded. Under the minimum it is refused (``false_win_unconfirmed``) unless
    ``false_win`` records it as a false win. HandError for a hand that does not read or does not win."""
    hand = seated_hand(sheet, winner, loser, hand_text, RulesetId.HK)
    result = score_hand(hand, HkRules(preset=sheet_preset(sheet.start).name))
    below = not result.meets_minimum
    if below and not false_win:
        raise SheetError("false_win_unconfirmed", fan=result.total, minimum=result.minimum)
    win = Win(winner=winner, loser=loser, fan=result.total, hand=format_hand(hand, ruleset=RulesetId.HK),
              fans=tuple(found.id for found in result.patterns), false_win=below and false_win)
    return win, result
