"""Reading hands in the project notation (``docs/notation.md``), in a ruleset's dialect.

Parsing is strict about meaning and lenient about spacing. Every problem raises ``HandError``
with one short message naming the token and what is wrong.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from scoring.hand import NO_FLAGS, Hand, HandError, Meld, PartialHand, RulesetFlags, WinContext
from scoring.notation.checks import (
    MAX_INPUT_LENGTH,
    check_copies,
    check_red_fives,
    check_seen,
    check_winning_flags,
    tile_count_error,
)
from scoring.notation.fast import fast_hand
from scoring.notation.flags import Flags, flag_parts, read_flag_word, setting_of, win_context
from scoring.notation.melds import parse_meld
from scoring.notation.tiles import parse_tiles
from scoring.notation.worded import worded_hand
from scoring.rulesets import DEFAULT_RULESET, NotationRules, UnknownRuleset, ruleset_names, ruleset_of
from scoring.tiles import Tile, counts_of

_TOKEN_PIECES = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}|[^\[\]{}]+|[\[\]{}]")


@dataclass
class ParsedInput:
    """What a hand string says, before it is checked as a winning or partial hand."""

    melds: list[Meld]
    tiles: list[Tile]
    explicit_win: Tile | None
    context: WinContext
    #: the ruleset's own flags (``NO_FLAGS`` when the string names none)
    extras: RulesetFlags
    red_fives: list[Tile]
    #: ``seen=…``: tiles already visible elsewhere (discards, others' melds), for the remaining counts
    seen: list[Tile] = field(default_factory=list)


_LOOSE_PUNCTUATION = str.maketrans({",": " ", "、": " ", ";": " ", "【": "[", "】": "]", "〔": "[", "〕": "]"})
_BRACKETED = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}")


def _tidy(text: str) -> str:
    """Spacing and punctuation people type, made regular: ``seat = S``, ``[123 m]``, ``+ 5m``, ``花 2``,
    commas between groups, 【123m】 for a meld."""
    # invisible characters copied along from chat apps: zero-width spaces, byte-order marks, and the
    # emoji variation selector that phones put after 🀄
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf" and ch not in "\ufe0e\ufe0f")
    text = text.translate(_LOOSE_PUNCTUATION)
    text = re.sub(r"\s*([=:])\s*", r"\1", text)
    text = re.sub(r"(?<=[+花])\s+", "", text)
    return _BRACKETED.sub(lambda m: "".join(m.group(0).split()), text)


def notation_of(ruleset: str) -> NotationRules:
    """The dialect of a ruleset; ``HandError`` for a ruleset nobody registered."""
    try:
        return ruleset_of(ruleset).notation
    except UnknownRuleset:
        raise HandError("unknown_ruleset", ruleset=ruleset, known=", ".join(ruleset_names())) from None


def hand_size_of(ruleset: str) -> int:
    """The tiles of a ruleset's winning hand (``Ruleset.hand_size``, kongs counting 3)."""
    notation_of(ruleset)  # the error for a ruleset nobody registered
    return ruleset_of(ruleset).hand_size


@dataclass
class _Tiles:
    """The tiles of a hand string as they are read."""

    melds: list[Meld] = field(default_factory=list)
    tiles: list[Tile] = field(default_factory=list)
    red_fives: list[Tile] = field(default_factory=list)
    explicit_win: Tile | None = None

    def read(self, word: str) -> None:
        for piece in _TOKEN_PIECES.findall(word):
            if len(piece) == 1 and piece in "[]{}":  # a lone bracket; "[]" is an empty meld
                raise HandError("unbalanced_bracket", bracket=piece, token=word)
            if piece[0] in "[{":
                self.melds.append(parse_meld(piece, self.red_fives))
            else:
                head, *wins = piece.split("+")
                self.tiles.extend(parse_tiles(head, token=piece, red_fives=self.red_fives))
                for written in wins:
                    win = parse_tiles(written, token="+" + written, red_fives=self.red_fives)
                    if len(win) != 1:
                        raise HandError("win_tile_not_one", written=written)
                    if self.explicit_win is not None:
                        raise HandError("win_tile_twice", written=written)
                    self.explicit_win = win[0]


def parse(text: str, ruleset: str = DEFAULT_RULESET) -> ParsedInput:
    """Read any hand string; checks tiles, melds and flags but not the tile count."""
    rules = notation_of(ruleset)
    if not isinstance(text, str):
        raise HandError("not_text")
    if len(text) > MAX_INPUT_LENGTH:
        raise HandError("too_long", length=len(text), limit=MAX_INPUT_LENGTH)
    text = _tidy(unicodedata.normalize("NFKC", text))
    read = _Tiles()
    flags = Flags()
    for word in text.split():
        parts = flag_parts(word)
        if parts is not None:
            key, value = parts
            canonical = setting_of(key, rules)
            if canonical is None:
                raise HandError("unknown_setting", word=word)
            if canonical in flags.values and flags.values[canonical] != value:
                raise HandError("setting_twice", key=canonical)
            flags.values[canonical] = value
            continue
        if read_flag_word(word, flags, rules):
            continue
        try:
            read.read(word)
        except HandError:
            # another ruleset's flag word (no tiles): refused by name once the whole string is read
            if not read_flag_word(word, flags, rules, others=True):
                raise
    if read.red_fives and not rules.red_fives:
        # the ruleset's tile set has no red fives (another's aka-dora): 0m read as 5m would hide a typo
        five = read.red_fives[0]
        raise HandError("red_five_in_mcr", tile=f"0{five.suit.value}", plain=five.code)
    values = flags.values
    seen = parse_tiles(values["seen"], token="seen=" + values["seen"]) if "seen" in values else []
    context = win_context(flags, rules)
    extras = rules.vocabulary.read(flags.words, values)
    return ParsedInput(read.melds, read.tiles, read.explicit_win, context, extras, read.red_fives, seen)


def parse_hand(text: str, ruleset: str = DEFAULT_RULESET, red_five_counts: tuple[int, int, int] = (1, 1, 1)) -> Hand:
    """Read a winning hand (``Ruleset.hand_size`` tiles, kongs counting 3) and check that its flags fit it.

    ``red_five_counts``: how many red fives of each suit (m, p, s) the table plays (where red fives count).
    """
    try:
        chosen = ruleset_of(ruleset)  # once: the hot path of every score from text
    except UnknownRuleset:
        raise HandError("unknown_ruleset", ruleset=ruleset, known=", ".join(ruleset_names())) from None
    rules = chosen.notation
    if rules.fast_text:
        hand = fast_hand(text, rules)
    else:
        hand = worded_hand(text, rules, chosen.hand_size, red_five_counts)
    if hand is not None:
        return hand
    parsed = parse(text, ruleset)
    tiles = list(parsed.tiles)
    if parsed.explicit_win is not None:
        win = parsed.explicit_win
    elif tiles:
        win = tiles.pop()
    else:
        raise HandError("no_tiles", example="1112345678999m5m")
    counted = 3 * len(parsed.melds) + len(tiles) + 1
    size = chosen.hand_size
    if counted != size:
        standing = counts_of([*tiles, win])
        quads = [Tile(i) for i, n in enumerate(standing) if n == 4]
        loose_kong = quads[0] if quads and counted - size == len(quads) else None
        raise tile_count_error(counted, loose_kong, size)
    if parsed.seen:
        raise HandError("seen_in_winning_hand")
    hand = Hand(tuple(parsed.melds), tuple(sorted(tiles)), win, parsed.context, parsed.extras,
                tuple(parsed.red_fives))
    check_copies(hand.counts())
    check_red_fives(parsed.red_fives, red_five_counts)
    check_winning_flags(hand, rules)
    return hand


def parse_partial(text: str, ruleset: str = DEFAULT_RULESET, sizes: Iterable[int] | None = None,
                  red_five_counts: tuple[int, int, int] = (1, 1, 1)) -> PartialHand:
    """Read a hand without a winning tile: one short of the ruleset's hand size (to find waits) or the
    whole size (to choose a discard); ``sizes`` for other counts."""
    parsed = parse(text, ruleset)
    tiles = list(parsed.tiles)
    if parsed.explicit_win is not None:
        tiles.append(parsed.explicit_win)
    counted = 3 * len(parsed.melds) + len(tiles)
    whole = hand_size_of(ruleset)
    allowed = tuple(sizes) if sizes is not None else (whole - 1, whole)
    if counted not in allowed:
        if len(allowed) == 1:
            raise HandError("tile_count_expected", counted=counted, wanted=allowed[0])
        raise HandError("tile_count_either", counted=counted, one=min(allowed), other=max(allowed))
    partial = PartialHand(tuple(parsed.melds), tuple(sorted(tiles)), parsed.context, parsed.extras,
                          tuple(parsed.red_fives), tuple(sorted(parsed.seen)))
    check_copies(partial.counts())
    check_seen(partial)
    check_red_fives(parsed.red_fives, red_five_counts)
    return partial


__all__ = ["ParsedInput", "parse", "parse_hand", "parse_partial", "notation_of", "NO_FLAGS"]
