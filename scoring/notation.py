"""Reading and writing hands in the project notation (``../shared/spec/notation.md``).

Parsing is strict about meaning and lenient about spacing. Every problem raises ``HandError``
with one short message naming the token and what is wrong.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import eq as _same

from scoring.hand import Hand, HandError, Meld, MeldKind, PartialHand, RiichiFlags, WinContext
from scoring.rulesets import NotationRules, UnknownRuleset, ruleset_of
from scoring.tiles import (
    HONOR_BY_CHINESE,
    HONOR_LETTERS,
    HONOR_NAMES_HANS,
    RANK_NAMES_ZH,
    SUIT_LETTER_BY_CHINESE,
    TILE_BY_UNICODE,
    TILE_CODES,
    WINDS,
    Suit,
    Tile,
    counts_of,
    format_tiles,
    tile_of,
)

MAX_INPUT_LENGTH = 300

_SUIT_LETTERS = {"m": Suit.CHARACTERS, "p": Suit.DOTS, "s": Suit.BAMBOO, "z": Suit.HONORS}
_FLAG_WORDS = {
    "tsumo": "tsumo", "self": "tsumo", "zimo": "tsumo", "自摸": "tsumo",
    "last": "last", "4th": "last", "绝张": "last", "絕張": "last",
    "wall": "wall", "haitei": "wall", "houtei": "wall", "海底": "wall",
    "kong": "kong", "rinshan": "kong", "chankan": "kong", "杠": "kong", "槓": "kong", "kan": "kong",
    "riichi": "riichi", "double-riichi": "double_riichi", "doubleriichi": "double_riichi",
    "daburu": "double_riichi", "ippatsu": "ippatsu", "tenhou": "tenhou", "chiihou": "chiihou",
    "renhou": "renhou", "nagashi": "nagashi", "nagashi-mangan": "nagashi", "open-riichi": "open_riichi",
    "openriichi": "open_riichi", "流局满贯": "nagashi", "流局滿貫": "nagashi", "流し満貫": "nagashi",
    "开立直": "open_riichi", "開立直": "open_riichi", "オープン立直": "open_riichi", "オープンリーチ": "open_riichi",
    # the Chinese names players write for the same conditions (those that say how the tile came: below)
    "和绝张": "last", "和絕張": "last", "立直": "riichi", "两立直": "double_riichi", "兩立直": "double_riichi",
    "一发": "ippatsu", "一發": "ippatsu",
}
_KEY_WORDS = {
    "seat": "seat", "round": "round", "prevalent": "round", "flowers": "flowers", "flower": "flowers",
    "dora": "dora", "ura": "ura", "honba": "honba",
    "门风": "seat", "門風": "seat", "自风": "seat", "自風": "seat", "圈风": "round", "圈風": "round",
    "场风": "round", "場風": "round", "宝牌": "dora", "寶牌": "dora", "本场": "honba", "本場": "honba",
    "paarenchan": "paarenchan", "八连庄": "paarenchan", "八連莊": "paarenchan", "八連荘": "paarenchan",
    "kyoutaku": "kyoutaku", "kyotaku": "kyoutaku", "sticks": "kyoutaku", "供托": "kyoutaku", "供託": "kyoutaku",
    "kita": "kita", "nuki": "kita", "拔北": "kita", "抜き北": "kita", "北抜き": "kita",
    "seen": "seen", "visible": "seen", "已见": "seen", "已見": "seen", "见": "seen", "見": "seen", "見え": "seen",
}
#: the names of a winning condition that also say whether the tile was self-drawn (True) or claimed (False)
_CONDITION_WORDS: dict[str, tuple[str, bool]] = {
    "妙手回春": ("wall", True), "海底捞月": ("wall", False), "海底撈月": ("wall", False),
    "杠上开花": ("kong", True), "槓上開花": ("kong", True), "岭上开花": ("kong", True), "嶺上開花": ("kong", True),
    "抢杠": ("kong", False), "搶槓": ("kong", False), "抢杠和": ("kong", False), "搶槓和": ("kong", False),
    "天和": ("tenhou", True), "地和": ("chiihou", True), "人和": ("renhou", False),
}
#: the declarations read as ``RiichiFlags`` switches, one word each
_DECLARATIONS = ("riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "renhou", "nagashi", "open_riichi")
#: the flag words and keys that belong to some ruleset (each ruleset's ``NotationRules.flags`` says which)
_RULESET_FLAGS = {"last", "flowers", "riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "honba",
                  "renhou", "nagashi", "open_riichi", "paarenchan", "kyoutaku", "kita"}
_CHINESE_RANKS = {name: str(rank) for rank, name in enumerate(RANK_NAMES_ZH, start=1)}
_TOKEN_PIECES = re.compile(r"\[[^\[\]{}]*\]|\{[^\[\]{}]*\}|[^\[\]{}]+|[\[\]{}]")


@dataclass
class _Flags:
    words: set[str] = field(default_factory=set)
    values: dict[str, str] = field(default_factory=dict)
    #: a condition named in words that says the tile was claimed (海底捞月, 抢杠), to check against tsumo
    claimed_by: str | None = None


@dataclass
class ParsedInput:
    """What a hand string says, before it is checked as a winning or partial hand."""

    melds: list[Meld]
    tiles: list[Tile]
    explicit_win: Tile | None
    context: WinContext
    riichi: RiichiFlags
    red_fives: list[Tile]
    #: ``seen=…``: tiles already visible elsewhere (discards, others' melds), for the remaining counts
    seen: list[Tile] = field(default_factory=list)


# ----------------------------------------------------------------------------- tiles


def parse_tiles(text: str, *, token: str | None = None, red_fives: list[Tile] | None = None) -> list[Tile]:
    """Tiles written in mpsz with the conveniences of notation.md (letters, Unicode, Chinese)."""
    token = text if token is None else token
    tiles: list[Tile] = []
    digits = ""
    for ch in text:
        ch = _CHINESE_RANKS.get(ch) or SUIT_LETTER_BY_CHINESE.get(ch) or ch
        if ch.isdigit() and ch.isascii():
            digits += ch
        elif ch in _SUIT_LETTERS:
            if not digits:
                raise HandError("suit_without_digits", char=ch, token=token)
            suit = _SUIT_LETTERS[ch]
            for d in digits:
                rank = int(d)
                if suit is Suit.HONORS:
                    if not 1 <= rank <= 7:
                        raise HandError("honor_out_of_range", rank=d, token=token)
                    tiles.append(tile_of(suit, rank))
                elif rank == 0:
                    tiles.append(tile_of(suit, 5))
                    if red_fives is not None:
                        red_fives.append(tile_of(suit, 5))
                else:
                    tiles.append(tile_of(suit, rank))
            digits = ""
        elif ch in HONOR_LETTERS or ch in HONOR_BY_CHINESE or ch in TILE_BY_UNICODE:
            if digits:
                raise HandError("digits_without_suit", digits=digits, token=token)
            tiles.append(HONOR_LETTERS.get(ch) or HONOR_BY_CHINESE.get(ch) or TILE_BY_UNICODE[ch])
        else:
            shown = ch if ch.isprintable() else f"U+{ord(ch):04X}"
            raise HandError("unknown_character", char=shown, token=token)
    if digits:
        raise HandError("digits_without_suit", digits=digits, token=token)
    return tiles


#: the claim written at the end of a meld, as ChineseOfficialMahjongHelper writes it: ``[123m,2]``
#: (the comma is read as a space and dropped inside brackets, so ``[123m2]`` is the same, its newer form)
_OFFER = re.compile(r"(?<=\D)[0-9]$")
#: the claims an exposed kong may name (``Meld.offer``): 0 is CHM's concealed kong, 5-7 a kong added to a pung
_KONG_OFFERS = (0, 1, 2, 3, 5, 6, 7)


def _parse_meld(token: str, red_fives: list[Tile]) -> Meld:
    concealed = token.startswith("{")
    body = token[1:-1]
    offer = _OFFER.search(body)
    if offer is not None:
        body = body[:-1]
        token = f"{token[0]}{body},{offer.group()}{token[-1]}"  # as written, the comma the tidying took out
        if concealed:
            raise HandError("claim_in_braces", token=token)
    tiles = parse_tiles(body, token=token, red_fives=red_fives)
    if not tiles:
        raise HandError("empty_meld", token=token)
    first = tiles[0]
    same = all(t == first for t in tiles)
    if same and len(tiles) == 4:
        meld = Meld(MeldKind.KONG, first, concealed=concealed)
    elif concealed:
        raise HandError("braces_not_kong", token=token)
    elif same and len(tiles) == 3:
        meld = Meld(MeldKind.PUNG, first)
    else:
        ordered = sorted(tiles)
        if not (len(tiles) == 3 and not ordered[0].is_honor and ordered[0].suit is ordered[2].suit
                and ordered[1] == ordered[0] + 1 and ordered[2] == ordered[0] + 2):
            raise HandError("not_a_meld", token=token)
        meld = Meld(MeldKind.CHOW, ordered[0])
    return meld if offer is None else _claimed(meld, int(offer.group()), token)


def _claimed(meld: Meld, offer: int, token: str) -> Meld:
    """The meld with the claim its notation names: which tile of a chow, or from whom a pung or kong."""
    if meld.kind is MeldKind.CHOW and not 1 <= offer <= 3:
        raise HandError("claim_of_chow", token=token, number=offer)
    if meld.kind is MeldKind.PUNG and not 1 <= offer <= 3:
        raise HandError("claim_of_pung", token=token, number=offer)
    if meld.kind is MeldKind.KONG and offer not in _KONG_OFFERS:
        raise HandError("claim_of_kong", token=token, number=offer)
    if offer == 0:  # ChineseOfficialMahjongHelper's [5555p,0]: our {5555p}
        return Meld(MeldKind.KONG, meld.tile, concealed=True)
    return Meld(meld.kind, meld.tile, offer=offer)


# ----------------------------------------------------------------------------- flags


def _flag_parts(word: str) -> tuple[str, str] | None:
    """Split ``seat=E`` / ``花2`` into key and value; None when the word is no key=value flag."""
    if word.startswith("花") and len(word) > 1:
        return "flowers", word[2:].lstrip("=:") if word.startswith("花牌") else word[1:].lstrip("=:")
    if "=" in word or ":" in word:
        key, _, value = re.split(r"([=:])", word, maxsplit=1)
        return key.lower(), value
    return None


def _wind(key: str, value: str) -> Tile:
    v = value.strip()
    tile = HONOR_LETTERS.get(v.upper()) or HONOR_BY_CHINESE.get(v)
    if tile is None:
        by_name = {"east": Tile.EAST, "south": Tile.SOUTH, "west": Tile.WEST, "north": Tile.NORTH,
                   "1z": Tile.EAST, "2z": Tile.SOUTH, "3z": Tile.WEST, "4z": Tile.NORTH}
        tile = by_name.get(v.lower())
    if tile not in WINDS:
        raise HandError("bad_wind", key=key, value=value)
    return tile


def _small_int(key: str, value: str, low: int, high: int) -> int:
    # isdigit() alone admits digits int() refuses, such as Ethiopic ፩
    if not (value.isascii() and value.isdigit()) or not low <= int(value) <= high:
        raise HandError("bad_number", key=key, value=value, low=low, high=high)
    return int(value)


# ----------------------------------------------------------------------------- parsing


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


def parse(text: str, ruleset: str = "mcr") -> ParsedInput:
    """Read any hand string; checks tiles, melds and flags but not the tile count."""
    rules = _notation_of(ruleset)
    if not isinstance(text, str):
        raise HandError("not_text")
    if len(text) > MAX_INPUT_LENGTH:
        raise HandError("too_long", length=len(text), limit=MAX_INPUT_LENGTH)
    text = _tidy(unicodedata.normalize("NFKC", text))
    melds: list[Meld] = []
    tiles: list[Tile] = []
    red_fives: list[Tile] = []
    explicit_win: Tile | None = None
    flags = _Flags()
    for word in text.split():
        parts = _flag_parts(word)
        lowered = word.lower()
        if parts is not None:
            key, value = parts
            canonical = _KEY_WORDS.get(key)
            if canonical is None:
                raise HandError("unknown_setting", word=word)
            if canonical in flags.values and flags.values[canonical] != value:
                raise HandError("setting_twice", key=canonical)
            flags.values[canonical] = value
            continue
        if lowered in _FLAG_WORDS:
            flags.words.add(_FLAG_WORDS[lowered])
            continue
        if word in _CONDITION_WORDS:
            condition, self_drawn = _CONDITION_WORDS[word]
            flags.words.add(condition)
            if self_drawn:
                flags.words.add("tsumo")
            else:
                flags.claimed_by = word
            continue
        for piece in _TOKEN_PIECES.findall(word):
            if len(piece) == 1 and piece in "[]{}":  # a lone bracket; "[]" is an empty meld
                raise HandError("unbalanced_bracket", bracket=piece, token=word)
            if piece[0] in "[{":
                melds.append(_parse_meld(piece, red_fives))
            else:
                head, *wins = piece.split("+")
                tiles.extend(parse_tiles(head, token=piece, red_fives=red_fives))
                for written in wins:
                    win = parse_tiles(written, token="+" + written, red_fives=red_fives)
                    if len(win) != 1:
                        raise HandError("win_tile_not_one", written=written)
                    if explicit_win is not None:
                        raise HandError("win_tile_twice", written=written)
                    explicit_win = win[0]
    if red_fives and not rules.red_fives:
        # MCR's tile set has no red fives (they are Riichi's aka-dora): 0m read as 5m would hide a typo
        five = red_fives[0]
        raise HandError("red_five_in_mcr", tile=f"0{five.suit.value}", plain=five.code)
    seen = parse_tiles(flags.values["seen"], token="seen=" + flags.values["seen"]) if "seen" in flags.values else []
    return ParsedInput(melds, tiles, explicit_win, *_contexts(flags, rules), red_fives, seen)


def _notation_of(ruleset: str) -> NotationRules:
    try:
        return ruleset_of(ruleset).notation
    except UnknownRuleset:
        raise HandError("unknown_ruleset", ruleset=ruleset) from None


def _contexts(flags: _Flags, rules: NotationRules) -> tuple[WinContext, RiichiFlags]:
    named = (flags.words | set(flags.values)) - {"seen"}
    foreign = named & (_RULESET_FLAGS - rules.flags)
    if foreign:
        flag = sorted(foreign)[0].replace("_", "-")
        raise rules.foreign_flag(flag)
    if flags.claimed_by and "tsumo" in flags.words:
        raise HandError("discard_win_self_drawn", word=flags.claimed_by)
    values = flags.values
    context = WinContext(
        self_drawn="tsumo" in flags.words,
        last_copy="last" in flags.words,
        wall_last="wall" in flags.words,
        kong="kong" in flags.words,
        seat_wind=_wind("seat", values["seat"]) if "seat" in values else Tile.EAST,
        round_wind=_wind("round", values["round"]) if "round" in values else Tile.EAST,
        flowers=_small_int("flowers", values["flowers"], 0, 8) if "flowers" in values else 0,
    )
    riichi = RiichiFlags(
        **{word: word in flags.words for word in _DECLARATIONS},
        dora_indicators=_indicators("dora", values),
        ura_indicators=_indicators("ura", values),
        honba=_small_int("honba", values["honba"], 0, 99) if "honba" in values else 0,
        paarenchan=_small_int("paarenchan", values["paarenchan"], 1, 6) if "paarenchan" in values else 0,
        kyoutaku=_small_int("kyoutaku", values["kyoutaku"], 0, 99) if "kyoutaku" in values else 0,
        kita=_small_int("kita", values["kita"], 0, 4) if "kita" in values else 0,
    )
    return context, riichi


def _indicators(key: str, values: dict[str, str]) -> tuple[Tile, ...]:
    if key not in values:
        return ()
    return tuple(parse_tiles(values[key], token=f"{key}={values[key]}"))


def _check_copies(counts: list[int]) -> None:
    for tile_index, n in enumerate(counts):
        if n > 4:
            raise HandError("too_many_copies", tile=Tile(tile_index).code, count=n)


def _check_seen(partial: PartialHand) -> None:
    for tile_index, n in enumerate(partial.visible_counts()):
        if n > 4:
            tile = Tile(tile_index)
            raise HandError("seen_too_many", tile=tile.code, count=n, held=n - partial.seen.count(tile))


def _check_red_fives(parsed: ParsedInput, allowed: tuple[int, int, int] = (1, 1, 1)) -> None:
    """At most ``allowed`` red fives per suit (m, p, s): one each, or two 5p at some tables."""
    for five in set(parsed.red_fives):
        limit = allowed[five // 9]
        if parsed.red_fives.count(five) > limit:
            if limit == 1:
                raise HandError("two_red_fives", tile=five.code, count=parsed.red_fives.count(five))
            raise HandError("red_fives_over", tile=five.code, count=parsed.red_fives.count(five), allowed=limit)


def _tile_count_error(counted: int, loose_kong: Tile | None = None) -> HandError:
    """A winning hand of ``counted`` tiles, not 14."""
    if loose_kong is None:
        if counted == 15:  # one over: most often a whole 14 written, then the winning tile once more
            return HandError("tile_count_one_over", counted=counted)
        return HandError("tile_count_winning", counted=counted)
    # four of a kind written among the standing tiles: the usual way to miscount a kong
    written = loose_kong.code[0] * 4 + loose_kong.code[1]
    return HandError("tile_count_loose_kong", counted=counted, exposed=f"[{written}]", concealed=f"{{{written}}}")


def parse_hand(text: str, ruleset: str = "mcr", red_five_counts: tuple[int, int, int] = (1, 1, 1)) -> Hand:
    """Read a winning hand (14 tiles, kongs counting 3) and check that its flags fit it.

    ``red_five_counts``: how many red fives of each suit (m, p, s) the table plays (Riichi).
    """
    if _notation_of(ruleset).fast_text:
        hand = _fast_mcr_hand(text)
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
    if counted != 14:
        standing = counts_of([*tiles, win])
        quads = [Tile(i) for i, n in enumerate(standing) if n == 4]
        loose_kong = quads[0] if quads and counted - 14 == len(quads) else None
        raise _tile_count_error(counted, loose_kong)
    if parsed.seen:
        raise HandError("seen_in_winning_hand")
    hand = Hand(tuple(parsed.melds), tuple(sorted(tiles)), win, parsed.context, parsed.riichi,
                tuple(parsed.red_fives))
    counts = hand.counts()
    _check_copies(counts)
    _check_red_fives(parsed, red_five_counts)
    _check_winning_flags(hand, ruleset)
    return hand


def parse_nagashi(text: str) -> tuple[WinContext, RiichiFlags] | None:
    """A Riichi nagashi mangan written without tiles (``nagashi seat=S honba=1``): its flags, else None.

    Nagashi mangan is a draw result, so no hand is needed beyond the flag (``scoring.riichi.score_nagashi``).
    """
    parsed = parse(text, "riichi")
    if parsed.tiles or parsed.melds or parsed.explicit_win is not None or not parsed.riichi.nagashi:
        return None
    return parsed.context, parsed.riichi


def parse_partial(text: str, ruleset: str = "mcr", sizes: Iterable[int] = (13, 14),
                  red_five_counts: tuple[int, int, int] = (1, 1, 1)) -> PartialHand:
    """Read a hand without a winning tile: 13 tiles (to find waits) or 14 (to choose a discard)."""
    parsed = parse(text, ruleset)
    tiles = list(parsed.tiles)
    if parsed.explicit_win is not None:
        tiles.append(parsed.explicit_win)
    counted = 3 * len(parsed.melds) + len(tiles)
    allowed = tuple(sizes)
    if counted not in allowed:
        if len(allowed) == 1:
            raise HandError("tile_count_expected", counted=counted, wanted=allowed[0])
        raise HandError("tile_count_either", counted=counted, one=min(allowed), other=max(allowed))
    partial = PartialHand(tuple(parsed.melds), tuple(sorted(tiles)), parsed.context, parsed.riichi,
                          tuple(parsed.red_fives), tuple(sorted(parsed.seen)))
    _check_copies(partial.counts())
    _check_seen(partial)
    _check_red_fives(parsed, red_five_counts)
    return partial


def _check_winning_flags(hand: Hand, ruleset: str) -> None:
    ctx = hand.context
    win = hand.win_tile
    has_kong = any(m.is_kong for m in hand.melds)
    in_melds = any(win in m.tiles for m in hand.melds)
    if ctx.kong and ctx.self_drawn and not has_kong:
        raise HandError("kong_without_kong")
    if ctx.kong and not ctx.self_drawn:
        if win in hand.concealed or in_melds:
            raise HandError("robbed_tile_held", tile=win.code)
        if ctx.wall_last:
            raise HandError("kong_wall_on_discard")
    if ctx.last_copy and win in hand.concealed:
        raise HandError("last_copy_held", tile=win.code)
    if _notation_of(ruleset).declarations:
        r = hand.riichi
        if r.riichi and r.double_riichi:
            raise HandError("riichi_and_double")
        if r.tenhou and r.chiihou:
            raise HandError("tenhou_and_chiihou")
        if (r.tenhou or r.chiihou) and not ctx.self_drawn:
            raise HandError("tenhou_chiihou_need_tsumo")
        if r.ippatsu and not (r.riichi or r.double_riichi):
            raise HandError("ippatsu_without_riichi")
        if (r.riichi or r.double_riichi) and not hand.is_closed:
            raise HandError("riichi_open_hand")
        if r.open_riichi and not (r.riichi or r.double_riichi):
            raise HandError("open_riichi_without_riichi")
        if r.renhou and ctx.self_drawn:
            raise HandError("renhou_tsumo")


# ----------------------------------------------------------------------------- writing


def _honor_text(tiles: list[Tile], honors: str) -> str:
    if honors == "z":
        return format_tiles(tiles)
    out = []
    suited = [t for t in tiles if not t.is_honor]
    if suited:
        out.append(format_tiles(suited))
    for t in tiles:
        if t.is_honor:
            out.append(HONOR_NAMES_HANS[t - 27] if honors == "zh" else "ESWNPFC"[t - 27])
    return "".join(out)


def _meld_text(meld: Meld, honors: str) -> str:
    if honors == "z" or meld.tile < Tile.EAST:
        return _meld_notation(meld)
    body = _honor_text(list(meld.tiles), honors)
    if meld.concealed and meld.is_kong:
        return "{" + body + "}"
    return "[" + body + (f",{meld.offer}]" if meld.offer else "]")


def format_flags(context: WinContext, riichi: RiichiFlags | None = None, ruleset: str = "mcr") -> list[str]:
    own = _notation_of(ruleset).flags
    words = []
    if context.self_drawn:
        words.append("tsumo")
    for on, word in ((riichi and riichi.riichi, "riichi"), (riichi and riichi.double_riichi, "double-riichi"),
                     (riichi and riichi.open_riichi, "open-riichi"),
                     (riichi and riichi.ippatsu, "ippatsu"), (riichi and riichi.tenhou, "tenhou"),
                     (riichi and riichi.chiihou, "chiihou"), (riichi and riichi.renhou, "renhou"),
                     (riichi and riichi.nagashi, "nagashi"), (context.last_copy and "last" in own, "last"),
                     (context.wall_last, "wall"), (context.kong, "kong")):
        if on:
            words.append(word)
    if context.seat_wind != Tile.EAST:
        words.append("seat=" + "ESWN"[context.seat_wind - 27])
    if context.round_wind != Tile.EAST:
        words.append("round=" + "ESWN"[context.round_wind - 27])
    if "flowers" in own and context.flowers:
        words.append(f"flowers={context.flowers}")
    if riichi is not None:
        if riichi.dora_indicators and "dora" in own:
            words.append("dora=" + format_tiles(riichi.dora_indicators))
        if riichi.ura_indicators and "ura" in own:
            words.append("ura=" + format_tiles(riichi.ura_indicators))
        if riichi.honba and "honba" in own:
            words.append(f"honba={riichi.honba}")
        for key in ("paarenchan", "kyoutaku", "kita"):
            if getattr(riichi, key) and key in own:
                words.append(f"{key}={getattr(riichi, key)}")
    return words


def format_hand(hand: Hand, honors: str = "z", ruleset: str = "mcr") -> str:
    """The normalized notation: melds first, standing tiles sorted, winning tile last.

    ``honors`` is ``z`` (1z-7z), ``zh`` (东南西北白发中) or ``letters`` (E S W N P F C).
    In Riichi, each red five is written ``0`` on the first five of its suit.
    """
    riichi = hand.riichi
    if honors == "z" and _notation_of(ruleset).fast_text and (riichi is _NO_RIICHI or not _riichi_words(riichi)):
        return _mcr_text(hand)
    return _any_text(hand, honors, ruleset)


def _any_text(hand: Hand, honors: str, ruleset: str) -> str:
    parts = [_meld_text(m, honors) for m in hand.melds]
    standing = _honor_text(list(hand.concealed), honors)
    win = _honor_text([hand.win_tile], honors)
    parts.append(standing + win if standing else win)
    if _notation_of(ruleset).red_fives and hand.red_fives:
        parts = _mark_red_fives(parts, hand.red_fives)
    parts.extend(format_flags(hand.context, hand.riichi, ruleset))
    return " ".join(parts)


def _riichi_words(riichi: RiichiFlags) -> bool:
    """Whether ``format_flags`` writes a Riichi word for these flags whatever the ruleset."""
    return (riichi.riichi or riichi.double_riichi or riichi.open_riichi or riichi.ippatsu or riichi.tenhou
            or riichi.chiihou or riichi.renhou or riichi.nagashi)


def _mcr_text(hand: Hand) -> str:
    """``format_hand(hand)`` of an MCR hand in mpsz, with no Riichi word to write: the words looked up
    (what every JSON answer of a batch writes)."""
    parts = [_meld_notation(m) for m in hand.melds] if hand.melds else []
    parts.append(format_tiles(hand.concealed) + TILE_CODES[hand.win_tile])
    c = hand.context
    if c.self_drawn:
        parts.append("tsumo")
    if c.last_copy:
        parts.append("last")
    if c.wall_last:
        parts.append("wall")
    if c.kong:
        parts.append("kong")
    if c.seat_wind != Tile.EAST:
        parts.append("seat=" + _WIND_LETTER[c.seat_wind])
    if c.round_wind != Tile.EAST:
        parts.append("round=" + _WIND_LETTER[c.round_wind])
    if c.flowers:
        parts.append(f"flowers={c.flowers}")
    return " ".join(parts)


_SUITED_GROUP = re.compile(r"(\d+)([mps])")


def _mark_red_fives(parts: list[str], red_fives: tuple[Tile, ...]) -> list[str]:
    """Turn the first 5s of each red five's suit into 0 (as many as it has red fives), in writing order
    (melds, then standing tiles)."""
    unmarked: dict[str, int] = {}
    for five in red_fives:
        unmarked[five.suit.value] = unmarked.get(five.suit.value, 0) + 1

    def mark(match: re.Match[str]) -> str:
        digits, suit = match.group(1), match.group(2)
        while unmarked.get(suit) and "5" in digits:
            unmarked[suit] -= 1
            digits = digits.replace("5", "0", 1)
        return digits + suit

    return [_SUITED_GROUP.sub(mark, part) for part in parts]


def format_partial(hand: PartialHand, honors: str = "z", ruleset: str = "mcr") -> str:
    parts = [_meld_text(m, honors) for m in hand.melds]
    parts.append(_honor_text(list(hand.concealed), honors))
    parts.extend(format_flags(hand.context, hand.riichi, ruleset))
    if hand.seen:
        parts.append("seen=" + format_tiles(hand.seen))
    return " ".join(p for p in parts if p)


# ----------------------------------------------------------------------------- fast path


#: The plain notation that ``format_hand`` writes and most people type, read without the general
#: parser's normalizing passes: ASCII words, each a meld, a group of mpsz tiles or an MCR flag. Any
#: other word, and any hand the checks refuse, goes through the general parser, so its errors and
#: every convenience of notation.md stay there and the two paths cannot disagree.
def _fast_melds() -> dict[str, Meld]:
    melds: dict[str, Meld] = {}
    for tile in Tile:
        code = tile.code
        melds["[" + code[0] * 3 + code[1] + "]"] = Meld(MeldKind.PUNG, tile)
        melds["[" + code[0] * 4 + code[1] + "]"] = Meld(MeldKind.KONG, tile)
        melds["{" + code[0] * 4 + code[1] + "}"] = Meld(MeldKind.KONG, tile, concealed=True)
        if not tile.is_honor and tile.rank <= 7:
            melds["[" + "".join(str(tile.rank + k) for k in range(3)) + code[1] + "]"] = Meld(MeldKind.CHOW, tile)
    return melds


_FAST_MELDS = _fast_melds()
#: (kind, concealed kong) -> the notation of that meld from each tile: ``format_hand`` looks them up
_MELD_NOTATIONS = {(m.kind, m.concealed): {} for m in _FAST_MELDS.values()}
for _text, _meld in _FAST_MELDS.items():
    _MELD_NOTATIONS[_meld.kind, _meld.concealed][_meld.tile] = _text
_CHOW_NOTATION = _MELD_NOTATIONS[MeldKind.CHOW, False]
_PUNG_NOTATION = _MELD_NOTATIONS[MeldKind.PUNG, False]
_KONG_NOTATION = _MELD_NOTATIONS[MeldKind.KONG, False]
_CONCEALED_KONG_NOTATION = _MELD_NOTATIONS[MeldKind.KONG, True]
_CHOW, _PUNG = MeldKind.CHOW, MeldKind.PUNG


def _meld_notation(meld: Meld) -> str:
    """``Meld.notation()``, looked up (a pung or chow marked concealed is written like an open one)."""
    kind = meld.kind
    if kind is _CHOW:
        text = _CHOW_NOTATION[meld.tile]
    elif kind is _PUNG:
        text = _PUNG_NOTATION[meld.tile]
    elif meld.concealed:
        return _CONCEALED_KONG_NOTATION[meld.tile]
    else:
        text = _KONG_NOTATION[meld.tile]
    return text[:-1] + f",{meld.offer}]" if meld.offer else text


#: suit letter -> digit -> tile; 0 (a red five) is left to the general parser
_FAST_TILES = {letter: {str(rank): tile_of(suit, rank) for rank in range(1, 8 if letter == "z" else 10)}
               for letter, suit in _SUIT_LETTERS.items()}
_FAST_WINDS = {"E": Tile.EAST, "S": Tile.SOUTH, "W": Tile.WEST, "N": Tile.NORTH}
_WIND_LETTER = {tile: letter for letter, tile in _FAST_WINDS.items()}
_FAST_FLOWERS = {str(n): n for n in range(9)}
_NO_RIICHI = RiichiFlags()


#: a word of standing tiles the fast path reads: digit groups each closed by its suit letter
_FAST_TILE_WORD = re.compile(r"(?:[1-9]+[mps]|[1-7]+z)+")
_FAST_TILE_GROUP = re.compile(r"(\d+)([mpsz])")
#: suit letter -> digit -> tile, as a function (``map`` calls it on each digit of a group)
_FAST_DIGIT = {letter: by_digit.__getitem__ for letter, by_digit in _FAST_TILES.items()}
#: meld word -> (the meld, its tiles)
_FAST_MELD_TILES = {word: (meld, meld.tiles) for word, meld in _FAST_MELDS.items()}
#: the contexts met so far (a WinContext is immutable, so hands may share one); at most
#: 2**4 flags x 4 seats x 4 rounds x 9 flower counts
_FAST_CONTEXTS: dict[tuple, WinContext] = {}


def _fast_mcr_hand(text) -> Hand | None:
    """The MCR hand of a plain ASCII hand string, or None to let the general parser read it."""
    if type(text) is not str or not text.isascii() or len(text) > MAX_INPUT_LENGTH:
        return None
    melds: list[Meld] = []
    tiles: list[Tile] = []
    every: list[Tile] = []  # the melds' tiles, then every tile: for the count of copies
    flags = 0
    seat = round_ = Tile.EAST
    flowers = 0
    keys: set[str] = set()
    for word in text.split():
        first = word[0]
        if first == "[" or first == "{":
            found = _FAST_MELD_TILES.get(word)
            if found is None:
                return None
            melds.append(found[0])
            every.extend(found[1])
        elif first.isdigit():
            if _FAST_TILE_WORD.fullmatch(word) is None:
                return None
            for digits, letter in _FAST_TILE_GROUP.findall(word):
                tiles.extend(map(_FAST_DIGIT[letter], digits))
        else:
            flag = _FAST_FLAG_BITS.get(word)
            if flag is not None:
                flags |= flag
                continue
            key, _, value = word.partition("=")
            if key in keys:
                return None
            keys.add(key)
            if key == "seat" and value in _FAST_WINDS:
                seat = _FAST_WINDS[value]
            elif key == "round" and value in _FAST_WINDS:
                round_ = _FAST_WINDS[value]
            elif key == "flowers" and value in _FAST_FLOWERS:
                flowers = _FAST_FLOWERS[value]
            else:
                return None
    if not tiles or 3 * len(melds) + len(tiles) != 14:
        return None
    every.extend(tiles)
    every.sort()
    if any(map(_same, every, every[4:])):  # five copies of a tile
        return None
    win = tiles.pop()
    tiles.sort()
    key = (flags, seat, round_, flowers)
    context = _FAST_CONTEXTS.get(key)
    if context is None:
        context = _FAST_CONTEXTS[key] = WinContext(
            self_drawn=bool(flags & 1), last_copy=bool(flags & 2), wall_last=bool(flags & 4), kong=bool(flags & 8),
            seat_wind=seat, round_wind=round_, flowers=flowers)
    hand = Hand(tuple(melds), tuple(tiles), win, context, _NO_RIICHI, ())
    if flags & 10:  # last or kong: the flags that the tiles may contradict
        _check_winning_flags(hand, "mcr")
    return hand


_FAST_FLAG_BITS = {"tsumo": 1, "last": 2, "wall": 4, "kong": 8}


__all__ = [
    "HandError", "ParsedInput", "parse", "parse_hand", "parse_partial", "parse_tiles",
    "format_hand", "format_partial", "format_flags", "counts_of", "MAX_INPUT_LENGTH",
]
