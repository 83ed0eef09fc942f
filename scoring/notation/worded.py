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

from scoring.hand import Hand, HandError, Meld
from scoring.notation.checks import MAX_INPUT_LENGTH, check_red_fives, check_winning_flags
from scoring.notation.fast import _FAST_FLAG_BITS, _FAST_WINDS, context_of
from scoring.notation.flags import _ALWAYS, _FLAG_WORDS, _KEY_WORDS
from scoring.notation.melds import PLAIN_MELDS, parse_meld
from scoring.notation.tiles import SUIT_LETTERS
from scoring.rulesets import NotationRules
from scoring.tiles import Tile, tile_of

#: a group of a word of standing tiles: digits closed by their suit letter, 0 for a red five
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


#: id of a ruleset's notation -> (it, its words, its keys) (``_dialect``), made on its first hand
_DIALECTS: dict[int, tuple[NotationRules, dict[str, str | tuple], dict[str, str]]] = {}


def _dialect(rules: NotationRules) -> tuple[dict[str, str | tuple], dict[str, str]]:
    """Every word a ruleset's hands may say that is not tiles or a setting, looked up once: its melds -> (the
    meld, its tiles, its red fives), its flag words -> the flag (the shared word first, as the general parser reads
    them); and every ``key=`` -> the setting (its own key first, as the general parser reads them). The flags and
    keys the ruleset does not read, ``seen=`` and ``flowers=`` are left out: a hand naming one goes to the general
    parser, which refuses it or reads it."""
    allowed = _ALWAYS | rules.flags
    vocabulary = rules.vocabulary
    named: dict[str, str | tuple] = {**(_RED_MELDS if rules.red_fives else _MELDS)}
    for word in {*_FLAG_WORDS, *vocabulary.words}:
        flag = _FLAG_WORDS.get(word) or vocabulary.words[word]
        if flag in allowed:
            named[word] = flag
    keys = {}
    for key in {*_KEY_WORDS, *vocabulary.keys}:
        setting = vocabulary.keys.get(key) or _KEY_WORDS[key]
        if setting in allowed and setting != "seen" and setting != "flowers":
            keys[key] = setting
    return named, keys


def worded_hand(text, rules: NotationRules, size: int, red_five_counts: tuple[int, int, int]) -> Hand | None:
    """The hand of a plain ASCII hand string with the ruleset's own words, or None to let the general parser
    read it. ``size``: the tiles of a winning hand (kongs counting 3)."""
    if type(text) is not str or not text.isascii() or len(text) > MAX_INPUT_LENGTH:
        return None
    dialect = _DIALECTS.get(id(rules))
    if dialect is None or dialect[0] is not rules:  # not made yet, or made for rules gone since
        dialect = _DIALECTS[id(rules)] = (rules, *_dialect(rules))
    _, named, keys = dialect
    melds: list[Meld] = []
    tiles: list[Tile] = []
    every: list[Tile] = []  # the melds' tiles (then every tile, for the count of copies)
    red_fives: list[Tile] = []
    words: set[str] = set()
    values: dict[str, str] = {}
    for word in text.split():
        found = named.get(word)
        if found is not None:
            if type(found) is str:
                words.add(found)
            else:
                melds.append(found[0])
                every.extend(found[1])
                if found[2]:
                    red_fives.extend(found[2])
        elif word[0].isdigit():
            read = 0  # the characters of the groups read: the whole word, or it is not plain tiles
            for digits, letter in _TILE_GROUP.findall(word):
                by_digit = _DIGIT[letter]
                try:
                    tiles.extend(map(by_digit, digits))
                except KeyError:  # 0, 8 or 9 of an honour
                    return None
                read += len(digits) + 1
                if "0" in digits:
                    if not rules.red_fives:
                        return None
                    red_fives.extend([by_digit("0")] * digits.count("0"))
            if read != len(word):
                return None
        else:
            key, _, value = word.partition("=")
            setting = keys.get(key)
            if setting is None or setting in values or ":" in value or not value:
                return None
            values[setting] = value
    if not tiles or 3 * len(melds) + len(tiles) != size:
        return None
    win = tiles.pop()
    tiles.sort()
    if every:  # five copies of a tile among the melds' and the standing ones
        every.extend(tiles)
        every.append(win)
        every.sort()
        if any(map(_same, every, every[4:])):
            return None
    elif tiles.count(win) == 4 or any(map(_same, tiles, tiles[4:])):  # five copies among the standing tiles
        return None
    seat = _FAST_WINDS.get(values.get("seat", "E"))
    round_ = _FAST_WINDS.get(values.get("round", "E"))
    if seat is None or round_ is None:  # a wind written otherwise (east, 1z): the general parser reads it
        return None
    bits = 0
    for flag in words:
        bits |= _FAST_FLAG_BITS.get(flag, 0)
    try:
        extras = rules.vocabulary.read(words, values)
        # made without the frozen dataclass's guarded setattr per field, as ``scoring.waits.won`` makes its hands
        hand = _new(Hand)
        hand.__dict__.update(melds=tuple(melds), concealed=tuple(tiles), win_tile=win,
                             context=context_of(bits, seat, round_, 0), extras=extras, red_fives=tuple(red_fives))
        if red_fives:
            check_red_fives(red_fives, red_five_counts)
        check_winning_flags(hand, rules)
    except HandError:
        return None
    return hand
