"""``fanbot play`` says why it refuses a line it understood (a tile not in the hand, a claim not possible now) and
lists every choice, tile discards included; a game of ``--hands N`` counts its hands out of N."""

from __future__ import annotations

import io

import pytest

from bot.cli import main
from bot.cli.play import Refusal, read_answer, refusal
from bot.i18n import LANGUAGES, Translator
from bot.render.text_play import refusal_line
from scoring.game import Action, ActionKind
from scoring.notation import parse_tiles

K = ActionKind
COMMANDS = ("hint", "quit")
TURN = (Action(K.DISCARD, 0, "5m"), Action(K.DISCARD, 0, "7z"), Action(K.CONCEALED_KONG, 0, "5m"),
        Action(K.SELF_DRAWN_WIN, 0, "7z"))
CLAIM = (Action(K.CHOW, 1, "3m", ("1m", "2m", "3m")), Action(K.PASS, 1))


def _said(line: str, options, language: str = "en") -> str:
    assert read_answer(line, options) == "unknown"
    why, typed = refusal(line, options)
    return refusal_line(Translator(language), why, typed, options, COMMANDS)


def test_a_tile_not_in_hand_is_refused_as_not_in_hand_listing_every_choice_discards_included():
    assert refusal("3s\n", TURN) == (Refusal.NOT_IN_HAND, "3s")
    assert _said("3s\n", TURN) == "3s is not in your hand. You may: discard 5m 7z, kong 5m, win, hint, quit"
    assert _said("東\n", TURN).startswith("1z is not in your hand.")  # any spelling, named in the notation


def test_a_claim_that_is_not_possible_now_says_why():
    assert refusal("pung\n", CLAIM) == (Refusal.PUNG, "pung")
    said = _said("碰\n", CLAIM)
    assert said.startswith("You cannot pung now: a pung takes another player's discard with a pair")
    assert said.endswith("You may: chow, pass, hint, quit")
    assert _said("win\n", CLAIM).startswith("You cannot win now: ")
    assert _said("pass\n", TURN).startswith("There is nothing to pass: it is your turn to discard.")


def test_a_tile_typed_while_a_claim_is_asked_is_no_discard_now():
    assert refusal("5m\n", CLAIM) == (Refusal.NOT_YOUR_TURN, "5m")
    assert _said("5m\n", CLAIM).startswith("You cannot discard 5m now: it is not your turn")


def test_a_line_not_understood_still_lists_the_discards():
    assert _said("banana\n", TURN) == "Not understood: banana. You may: discard 5m 7z, kong 5m, win, hint, quit"


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_every_refusal_is_said_in_every_language(language):
    english = Translator("en")
    for line, options in (("3s\n", TURN), ("pung\n", CLAIM), ("5m\n", CLAIM), ("kong\n", CLAIM), ("pass\n", TURN)):
        why, typed = refusal(line, options)
        said = refusal_line(Translator(language), why, typed, options, COMMANDS)
        assert said != refusal_line(english, why, typed, options, COMMANDS) and "{" not in said


class Mistyper(io.TextIOBase):
    """A person who first types a tile that is not in the hand, then quits."""

    def __init__(self, screen: io.StringIO) -> None:
        self.screen, self.typed = screen, None

    def readline(self, size: int = -1) -> str:
        lines = [line for line in self.screen.getvalue().splitlines() if line]
        if not lines[-1].startswith("Your turn"):
            return "\n" if self.typed is None else "quit\n"
        if self.typed is not None:
            return "quit\n"
        hand = {t.code for t in parse_tiles(next(line for line in reversed(lines) if line.startswith("Your hand: "))
                                            .removeprefix("Your hand: ").replace(" ", ""))}
        self.typed = next(f"{n}{s}" for s in "mps" for n in range(1, 10) if f"{n}{s}" not in hand)
        return self.typed + "\n"


def test_one_hand_is_hand_1_of_1_and_a_mistyped_tile_is_refused_naming_the_hand(monkeypatch):
    screen = io.StringIO()
    player = Mistyper(screen)
    monkeypatch.setattr("sys.stdin", player)
    monkeypatch.setattr("sys.stdout", screen)
    assert main(["play", "--hands", "1", "--seed", "21", "--no-coach"]) == 0
    text = screen.getvalue()
    assert "Hand 1 of 1, " in text and "of 16" not in text
    refused = next(line for line in text.splitlines() if line.startswith(f"{player.typed} is not in your hand."))
    assert "You may: discard " in refused and refused.endswith(", quit") and "Not understood" not in text


@pytest.mark.parametrize("rules", ["hk", "taiwan"])
def test_a_ruleset_the_table_does_not_play_is_refused_not_played_as_another(capsys, rules):
    assert main(["play", "--rules", rules, "--seed", "3"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == f"Games of {rules} cannot be played at the table yet."


def test_an_empty_line_on_ones_turn_lists_the_choices_without_quoting_nothing():
    said = _said("", TURN)
    assert said.startswith("You may: discard 5m 7z") and "Not understood" not in said, said
