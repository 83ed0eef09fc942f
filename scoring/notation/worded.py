"""The fast reader for a ruleset with words of its own (declarations, ``dora=``, red fives written ``0``): the
plain ASCII form that ``format_hand`` writes, read without the general parser's normalizing passes.

It only splits and looks up: the words go to the same ``win_context`` and ``vocabulary.read`` as the general
parser's, and the hand through the same checks. Any other word (a convenience of notation.md, an unknown or
repeated key, an explicit ``+`` winning tile), and any hand a check refuses, returns None: the general parser
reads it again and gives its answer or its error, so the two paths cannot disagree.
"""

from __future__ import annotations

import re
from operator import eq as _same

from scoring.hand import Hand, HandError, Meld, WinContext
from scoring.notation.checks import MAX_INPUT_LENGTH, check_red_fives, check_winning_flags
from scoring.notation.fast import _FAST_FLAG_BITS, _FAST_WINDS, context_of
from scoring.notation.flags import _ALWAYS, _FLAG_WORDS, _KEY_WORDS, Flags, win_context
from scoring.notation.melds import PLAIN_MELDS, parse_meld
from scoring.notation.tiles import SUIT_LETTERS
from scoring.rulesets import NotationRules
from scoring.tiles import Tile, tile_of

#: a word of standing tiles: digit groups each closed by its suit letter, 0 for a red five
_TILE_WORD = re.compile(r"(?:[0-9]+[mps]|[1-7]+z)+")
_TILE_GROUP = re.compile(r"(\d+)([mpsz])")
#: suit letter -> digit -> tile, as a function (``map`` calls it on each digit of a group); 0 is the suit's five
_DIGIT = {letter: {str(rank): tile_of(suit, rank or 5) for rank in range(0 if letter != "z" else 1,
                                                                           8 if letter == "z" else 10)}.__getitem__
          for letter, suit in SUIT_LETTERS.items()}


def _red_melds() -> dict[str, tuple[Meld, tuple[Tile, ...], tuple[Tile, ...]]]:
    """Every plain meld with one of its fives written 0 -> (the meld, its tiles, its red fives), as
    ``parse_meld`` reads them."""
    found = {}
    for word in PLAIN_MELDS:
        if word[-2] == "z":
            continue
        for i, ch in enumerate(word):
            if ch == "5":
                red = word[:i] + "0" + word[i + 1:]
                reds: list[Tile] = []
                meld = parse_meld(red, reds)
                found[red] = (meld, meld.tiles, tuple(reds))
    return found


_new = object.__new__
#: meld word -> (the meld, its tiles, its red fives)
_MELDS = {word: (meld, meld.tiles, ()) for word, meld in PLAIN_MELDS.items()}
_RED_MELDS = {**_MELDS, **_red_melds()}


#: rules -> the flags and keys its hands may name (the shared ones every ruleset reads, and its own)
_ALLOWED: dict[int, frozenset[str]] = {}


def _context(words: set[str], values: dict[str, str], rules: NotationRules) -> WinContext:
    """``win_context`` of the words and settings, looked up when they are the plain ones (ESWN winds, no flowers
    count, no flag of another ruleset); else ``win_context`` itself, with its errors."""
    allowed = _ALLOWED.get(id(rules))
    if allowed is None:
        allowed = _ALLOWED[id(rules)] = frozenset(_ALWAYS | rules.flags)
    seat = _FAST_WINDS.get(values.get("seat", "E"))
    round_ = _FAST_WINDS.get(values.get("round", "E"))
    if seat is None or round_ is None or "flowers" in values or not words <= allowed or not values.keys() <= allowed:
        flags = Flags()
        flags.words.update(words)
        flags.values.update(values)
        return win_context(flags, rules)
    bits = 0
    for word in words:
        bits |= _FAST_FLAG_BITS.get(word, 0)
    return context_of(bits, seat, round_, 0)


def worded_hand(text, rules: NotationRules, size: int, red_five_counts: tuple[int, int, int]) -> Hand | None:
    """The hand of a plain ASCII hand string with the ruleset's own words, or None to let the general parser
    read it. ``size``: the tiles of a winning hand (kongs counting 3)."""
    if type(text) is not str or not text.isascii() or len(text) > MAX_INPUT_LENGTH:
        return None
    vocabulary = rules.vocabulary
    own_words, own_keys = vocabulary.words, vocabulary.keys
    melds_of = _RED_MELDS if rules.red_fives else _MELDS
    melds: list[Meld] = []
    tiles: list[Tile] = []
    every: list[Tile] = []  # the melds' tiles, then every tile: for the count of copies
    red_fives: list[Tile] = []
    words: set[str] = set()
    values: dict[str, str] = {}
    for word in text.split():
        first = word[0]
        if first == "[" or first == "{":
            found = melds_of.get(word)
            if found is None:
                return None
            melds.append(found[0])
            every.extend(found[1])
            red_fives.extend(found[2])
        elif first.isdigit():
            if _TILE_WORD.fullmatch(word) is None:
                return None
            for digits, letter in _TILE_GROUP.findall(word):
                tiles.extend(map(_DIGIT[letter], digits))
                if "0" in digits:
                    if not rules.red_fives:
                        return None
                    red_fives.extend([_DIGIT[letter]("0")] * digits.count("0"))
        elif "=" in word:
            key, _, value = word.partition("=")
            canonical = own_keys.get(key) or _KEY_WORDS.get(key)
            if canonical is None or canonical in values or canonical == "seen" or ":" in value or not value:
                return None
            values[canonical] = value
        else:
            flag = _FLAG_WORDS.get(word) or own_words.get(word)
            if flag is None:
                return None
            words.add(flag)
    if not tiles or 3 * len(melds) + len(tiles) != size:
        return None
    every.extend(tiles)
    every.sort()
    if any(map(_same, every, every[4:])):  # five copies of a tile
        return None
    try:
        context = _context(words, values, rules)
        extras = vocabulary.read(words, values)
        win = tiles.pop()
        tiles.sort()
        # made without the frozen dataclass's guarded setattr per field, as ``scoring.waits.won`` makes its hands
        hand = _new(Hand)
        hand.__dict__.update(melds=tuple(melds), concealed=tuple(tiles), win_tile=win, context=context, extras=extras,
                             red_fives=tuple(red_fives))
        if red_fives:
            check_red_fives(red_fives, red_five_counts)
        check_winning_flags(hand, rules)
    except HandError:
        return None
    return hand
