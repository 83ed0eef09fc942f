"""Riichi "how many fu?" and "how many points?" questions: reading, writing and crediting the figures.

A payment is written as players say it: ``7700`` for a ron, ``2000/3900`` for a non-dealer's tsumo
(each non-dealer / the dealer), ``6000 all`` for the dealer's tsumo. Honba are included, as in the
score JSON of ``scoring.riichi`` (``points.main`` and ``points.additional``).
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass

from scoring.riichi.payments import payment
from scoring.riichi.rules import RiichiRules

#: fu values a hand can have: 20, 25 (seven pairs), then steps of 10
FU_VALUES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


@dataclass(frozen=True)
class StatedPayment:
    """A payment as a player states it: ``ron``, ``all`` (dealer tsumo: each pays ``main``) or
    ``split`` (non-dealer tsumo: ``additional`` from each non-dealer, ``main`` from the dealer)."""

    form: str
    main: int
    additional: int = 0

    @property
    def total(self) -> int:
        if self.form == "ron":
            return self.main
        if self.form == "all":
            return 3 * self.main
        return self.main + 2 * self.additional

    def text(self) -> str:
        if self.form == "ron":
            return str(self.main)
        if self.form == "all":
            return f"{self.main} all"
        return f"{self.additional}/{self.main}"


def answer_payment(answer: dict) -> StatedPayment:
    """The payment of a Riichi score JSON."""
    points = answer["points"]
    main, additional = int(points["main"]), int(points["additional"])
    if additional == 0:
        return StatedPayment("ron", main)
    if main == additional:
        return StatedPayment("all", main)
    return StatedPayment("split", main, additional)


_NUMBER = r"(\d{2,6})"
_SPLIT = re.compile(_NUMBER + r"\s*[/|\-–,]\s*" + _NUMBER)
_ALL = re.compile(_NUMBER + r"\s*(?:all|each|オール|all round|every|each player|每家|各家|各|每人|全)")
_ALL_BEFORE = re.compile(r"(?:每家|各家|每人|各|each|all)\s*" + _NUMBER)
_SINGLE = re.compile(_NUMBER)
_THOUSANDS = re.compile(r"(?<=\d)[,.'’ ](?=\d{3}(?!\d))")


def parse_payment(text: str) -> StatedPayment | None:
    """A payment read from free text; None when the text holds no number.

    ``2000/3900`` and ``3900/2000`` are the same tsumo (the dealer pays the larger share);
    thousands may be written ``7,700``. A lone number is a ron payment, or a total.
    """
    text = unicodedata.normalize("NFKC", text or "").strip().lower()
    text = _THOUSANDS.sub("", text)
    split = _SPLIT.search(text)
    if split:
        a, b = int(split.group(1)), int(split.group(2))
        return StatedPayment("split", max(a, b), min(a, b))
    each = _ALL.search(text) or _ALL_BEFORE.search(text)
    if each:
        return StatedPayment("all", int(each.group(1)))
    single = _SINGLE.search(text)
    if single:
        return StatedPayment("ron", int(single.group(1)))
    return None


def parse_fu(text: str) -> int | None:
    """The fu of a free-text answer (``40``, ``40 fu``, ``40符``); None when there is no number."""
    found = re.search(r"\d{1,6}", unicodedata.normalize("NFKC", text or ""))
    return int(found.group()) if found else None


def fu_credit(given: int, expected: int) -> float:
    """1 for the right fu, 0.5 one step away (10 fu, or 25 next to 20/30), 0 further off."""
    if given == expected:
        return 1.0
    return 0.5 if abs(given - expected) <= 10 else 0.0


def close_credit(given: int, expected: int) -> float:
    """Credit for a figure near the right one: 0.75 when a few percent off, 0 at half off."""
    if given == expected:
        return 1.0
    if expected <= 0:
        return 0.0
    return max(0.0, 0.75 - 1.5 * abs(given - expected) / expected)


def payment_credit(given: StatedPayment, expected: StatedPayment) -> float:
    """Full credit for the exact payment; close figures earn part. A tsumo answered with one number
    (the total, or one share) is judged on what it can mean, at half weight."""
    if given == expected:
        return 1.0
    if given.form == expected.form:
        if expected.form == "split":
            return (close_credit(given.main, expected.main) + close_credit(given.additional, expected.additional)) / 2
        return close_credit(given.main, expected.main)
    if expected.form == "ron":
        return 0.5 * close_credit(given.total, expected.total)
    if given.form == "ron":
        # one number for a tsumo: the total, or the share each player pays when the dealer wins
        share = close_credit(given.main, expected.main) if expected.form == "all" else 0.0
        return 0.5 * max(close_credit(given.main, expected.total), share)
    return 0.5 * close_credit(given.total, expected.total)


def fu_choices(fu: int, rng: random.Random, count: int = 4) -> list[int]:
    """The right fu and plausible neighbours (a step or two off), shuffled."""
    near = [v for v in FU_VALUES if v != fu and abs(v - fu) <= 20]
    others = rng.sample(near, k=min(count - 1, len(near)))
    if len(others) < count - 1:
        rest = [v for v in FU_VALUES if v != fu and v not in others]
        others += rng.sample(rest, k=count - 1 - len(others))
    values = [fu, *others]
    rng.shuffle(values)
    return values


def payment_choices(answer: dict, rng: random.Random, count: int = 4) -> list[StatedPayment]:
    """The right payment and the payments of a hand one han or one fu step away (the usual slips)."""
    right = answer_payment(answer)
    han, fu = int(answer["han"]), int(answer["fu"])
    yakuman = bool(answer.get("yakuman"))
    tsumo = right.form != "ron"
    dealer = right.form == "all"
    honba = _honba(answer)
    rules = RiichiRules()
    slips = {(han + dh, fu + df) for dh in (-2, -1, 0, 1, 2) for df in (-10, 0, 10, 20)} - {(han, fu)}
    candidates: dict[str, StatedPayment] = {}
    for h, f in sorted(slips):
        if h < 1 or f < 20:
            continue
        paid = payment(h, f, yakuman, dealer, tsumo, honba, rules)
        guess = answer_payment({"points": paid.to_json()})
        if guess != right:
            candidates.setdefault(guess.text(), guess)
    if yakuman or len(candidates) < count - 1:
        # limit hands: the neighbouring limits, and the other seat's payment
        other = payment(han, fu, yakuman, not dealer, tsumo, honba, rules)
        guess = answer_payment({"points": other.to_json()})
        if guess != right:
            candidates.setdefault(guess.text(), guess)
        for factor in (0.5, 0.75, 1.5, 2):
            scaled = _scaled(right, factor)
            candidates.setdefault(scaled.text(), scaled)
    candidates.pop(right.text(), None)
    wrong = rng.sample(sorted(candidates.values(), key=StatedPayment.text), k=min(count - 1, len(candidates)))
    values = [right, *wrong]
    rng.shuffle(values)
    return values


def _scaled(pay: StatedPayment, factor: float) -> StatedPayment:
    def r(x: int) -> int:
        return max(100, int(round(x * factor / 100)) * 100)
    return StatedPayment(pay.form, r(pay.main), r(pay.additional) if pay.form == "split" else 0)


def _honba(answer: dict) -> int:
    """Honba from the hand's notation (``honba=2``), so that the wrong options carry them too."""
    found = re.search(r"\bhonba=(\d+)", answer.get("hand", ""))
    return int(found.group(1)) if found else 0


__all__ = ["FU_VALUES", "StatedPayment", "answer_payment", "parse_payment", "parse_fu", "fu_credit", "close_credit",
           "payment_credit", "fu_choices", "payment_choices"]
