"""Reading free-text quiz answers: a total, fans with counts, or multiple-choice picks.

Players write fans in any language the glossary knows (简体, 繁體, English, pinyin, aliases), with
typos, in any order, separated by any of ``、，,;/+`` or new lines (or only spaces), with counts
written ``x2 ×2 *2 2x 2个``, and optionally a total (``= 29``, ``total 29``, ``共29番``, or a bare
number). Fan points written after a name (``清一色 24``) are read as annotations, not totals.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from glossary import entries, lookup
from quiz.rulesets import DEFAULT_RULESET, glossary_of, scorer_fan_table

#: Characters that always separate fans.
SEPARATORS = re.compile(r"[、，,;；/+＋|\n\r\t]+|\s+(?:and|&|plus)\s+|\s*(?<![a-z])[·•]\s*", re.IGNORECASE)
_TOTAL_MARKER = re.compile(
    r"^(?:total|sum|tot|=|一共|共计|合计|总计|总共|总分|共|合|总|計|共計|總計|總共|總分)\s*[:：=]?\s*(\d{1,4})"
    r"\s*(?:points?|pts?|fan|番|分|点|點|han)?$", re.IGNORECASE)
_BARE_NUMBER = re.compile(r"^=?\s*(\d{1,4})\s*(?:points?|pts?|fan|番|分|点|點|han)?$", re.IGNORECASE)
_COUNT_AFTER = re.compile(
    r"\s*(?:[x×✕✖*]\s*(\d{1,2})|[(（]\s*[x×*]?\s*(\d{1,2})\s*[)）]|(\d{1,2})\s*个|([两兩二三四])个)\s*$",
    re.IGNORECASE)
_COUNT_BEFORE = re.compile(r"^\s*(?:(\d{1,2})\s*[x×✕✖*]|(\d{1,2})\s*个|([两兩二三四])个)\s*", re.IGNORECASE)
_POINTS_AFTER = re.compile(r"\s*[:：=-]?\s*(\d{1,2})\s*(?:points?|pts?|fan|番|分|点|點|han)?\s*$", re.IGNORECASE)
_NUMBER_INSIDE = re.compile(r"(?<=[^\d\s])\s*(\d{1,2})\s*(?:points?|pts?|fan|番|分|点|點)?\s+", re.IGNORECASE)
_TOTAL_ANYWHERE = re.compile(
    r"(?:^|\s|(?<=[^\w\s]))(?:total|sum|=|一共|共计|合计|总计|总共|总分|共計|合計|總計|總共|總分|共)\s*[:：=]?\s*(\d{1,4})"
    r"\s*(?:points?|pts?|fan|番|分|点|點|han)?\s*$", re.IGNORECASE)
_CJK_NUMBERS = {"两": 2, "兩": 2, "二": 2, "三": 3, "四": 4}
_LETTER_CHOICE = re.compile(r"^[a-z]$", re.IGNORECASE)

#: Chinese numerals written as a total ("八番", "二十四番"), turned into digits before reading
_CJK_TOTAL = re.compile(r"([零〇一二两兩三四五六七八九十百]+)\s*(?=[番分点點])")
_CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
               "八": 8, "九": 9}
#: a count written before a Chinese name ("2个喜相逢", "两個喜相逢"), moved after it ("喜相逢x2")
_CJK_COUNT_BEFORE = re.compile(r"(?:(?<=[\s,，、;；/+])|^)(\d{1,2}|[两兩二三四])\s*[个個]\s*([\u4e00-\u9fff]+)")
#: other ways to write a count after a name: "喜相逢 2次", "喜相逢兩個", "mixed double chow twice"
_COUNT_WORDS = ((re.compile(r"(?<=[\d两兩二三四])\s*[個次]"), "个"),
                (re.compile(r"\s+(?:twice|two times)\b", re.IGNORECASE), " x2"),
                (re.compile(r"\s+(?:thrice|three times)\b", re.IGNORECASE), " x3"),
                (re.compile(r"\s+four times\b", re.IGNORECASE), " x4"))

FUZZY_MIN_SCORE = 80.0
#: a piece of a longer answer must match more closely, or junk words get absorbed into names
SPLIT_MIN_SCORE = 86.0


@lru_cache(maxsize=1 << 13)  # every grade builds a name index from the same ~1,500 names
def normalize_name(text: str) -> str:
    """The form names are compared in: NFKC, lower case, no spaces, dashes, dots or apostrophes."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    return re.sub(r"[\s\-_'’.・·()（）\[\]]+", "", text)


@dataclass(frozen=True)
class FanName:
    """One fan (or yaku) with every name it may be written as."""

    ruleset: str
    id: str
    points: int
    names: tuple[str, ...]


class NameIndex:
    """Exact and fuzzy resolution of fan names for one ruleset."""

    def __init__(self, fans: Iterable[FanName], ruleset: str = DEFAULT_RULESET, use_glossary: bool = True):
        self.ruleset = ruleset
        self.fans: dict[str, FanName] = {}
        self.by_name: dict[str, str] = {}
        #: the longest name key, in characters (how far ``segment`` looks ahead)
        self._longest = 0
        for fan in fans:
            self.add(fan)
        self.use_glossary = use_glossary

    def add(self, fan: FanName) -> None:
        known = self.fans.get(fan.id)
        if known is not None:
            names = tuple(dict.fromkeys(known.names + fan.names))
            fan = FanName(fan.ruleset, fan.id, fan.points or known.points, names)
        self.fans[fan.id] = fan
        for name in (fan.id, *fan.names):
            key = normalize_name(name)
            if key and key not in self.by_name:
                self.by_name[key] = fan.id
                self._longest = max(self._longest, len(key))

    def exact(self, text: str) -> str | None:
        return self.by_name.get(normalize_name(text))

    def segment(self, text: str) -> list[str] | None:
        """Split text written without separators (``清一色一般高``) into known names; None if impossible."""
        key = normalize_name(text)
        if not key:
            return None
        n = len(key)
        best: list[list[str] | None] = [None] * (n + 1)
        best[0] = []
        for i in range(n):
            if best[i] is None:
                continue
            for j in range(min(n, i + self._longest), i, -1):
                fan_id = self.by_name.get(key[i:j])
                if fan_id is not None:
                    candidate = best[i] + [fan_id]  # type: ignore[operator]
                    if best[j] is None or len(candidate) < len(best[j]):  # type: ignore[arg-type]
                        best[j] = candidate
        return best[n]

    def fuzzy(self, text: str) -> str | None:
        """The fan a misspelt name most likely means, or None when nothing is close enough."""
        found = self.fuzzy_scored(text)
        return found[0] if found else None

    def fuzzy_scored(self, text: str, short_needs: float = 90.0,
                     long_needs: float = 0.0) -> tuple[str, float] | None:
        key = normalize_name(text)
        if len(key) < 2:
            return None
        # Short names need a closer match: one wrong letter of four is a different word.
        needed = max(FUZZY_MIN_SCORE, long_needs) if len(key) >= 6 else short_needs
        if self.use_glossary:
            for fan_id, score in _glossary_candidates(text, self.ruleset):
                if fan_id in self.fans and score >= needed:
                    return fan_id, score
        if not self.by_name:
            return None
        from rapidfuzz import fuzz, process  # here: rapidfuzz (~0.03 s) loads with the first fuzzy answer, not at start

        match = process.extractOne(key, self.by_name.keys(), scorer=fuzz.ratio)
        if match is None or match[1] < needed:
            return None
        return self.by_name[match[0]], match[1]

    def resolve(self, text: str) -> list[str] | None:
        """The fans a chunk names, in order; None unless every word was understood."""
        fans, unknown = self.resolve_partial(text)
        return fans if fans and not unknown else None

    def resolve_partial(self, text: str) -> tuple[list[str], list[str]]:
        """The fans a chunk names (exact, segmented, per-word fuzzy) and the words nobody knows."""
        exact = self.exact(text)
        if exact is not None:
            return [exact], []
        segmented = self.segment(text)
        if segmented:
            return segmented, []
        words = text.split()
        if len(words) > 1:
            fans, unknown = self._split_words(words)
            if fans and not unknown:
                return fans, []
            whole = self.fuzzy(text)
            if whole:
                return [whole], []
            return fans, unknown
        found = self.fuzzy(text)
        return ([found], []) if found else ([], [text])

    def _split_words(self, words: list[str]) -> tuple[list[str], list[str]]:
        n = len(words)
        # best[i] = (words covered, -segments, total score, fans, skipped words) for words[:i]
        best: list[tuple | None] = [None] * (n + 1)
        best[0] = (0, 0, 0.0, [], [])
        for i in range(n):
            if best[i] is None:
                continue
            covered, segs, score, fans, skipped = best[i]  # type: ignore[misc]
            for j in range(i + 1, min(n, i + 6) + 1):
                piece = " ".join(words[i:j])
                exact = self.exact(piece)
                found = (exact, 100.0) if exact else self.fuzzy_scored(piece, long_needs=SPLIT_MIN_SCORE)
                if found is None:
                    continue
                candidate = (covered + (j - i), segs - 1, score + found[1], fans + [found[0]], skipped)
                if best[j] is None or candidate[:3] > best[j][:3]:  # type: ignore[index]
                    best[j] = candidate
            # a word nobody recognises is skipped (and reported), so the rest can still be read
            skip = (covered, segs, score, fans, skipped + [words[i]])
            if best[i + 1] is None or skip[:3] > best[i + 1][:3]:  # type: ignore[index]
                best[i + 1] = skip
        final = best[n]
        return (final[3], final[4]) if final else ([], list(words))


def _glossary_candidates(text: str, ruleset: str) -> list[tuple[str, float]]:
    """(fan id, score) of the glossary's candidates of this ruleset, best first."""
    try:
        section = glossary_of(ruleset)
        result = lookup(text, ruleset=section)
    except Exception:  # a lookup failure must not break grading; fall back to our own matching
        return []
    out = []
    for candidate in result.candidates:
        entry = candidate.entry
        if entry.ruleset == section:
            out.append((entry.id, float(candidate.score)))
    return out


@lru_cache(maxsize=4)
def glossary_fans(ruleset: str = DEFAULT_RULESET) -> tuple[FanName, ...]:
    """Every fan of a ruleset with all its names, from the glossary."""
    fans = []
    for e in entries(glossary_of(ruleset)):
        names = [e.zh_hans, e.zh_hant, e.en, e.pinyin, e.ja, e.romaji, *e.aliases]
        fans.append(FanName(e.ruleset, e.id, int(e.points or 0), tuple(n for n in names if n)))
    return tuple(fans)


def scorer_fans(ruleset: str = DEFAULT_RULESET) -> tuple[FanName, ...]:
    """The fan names of the scorer's own table, beside the glossary's."""
    return tuple(FanName(ruleset, f.id, f.points, (f.zh, f.zh_hant, f.en)) for f in scorer_fan_table(ruleset))


def answer_fans(answer: dict) -> list[FanName]:
    """The names of the fans in a score JSON (always resolvable, even without a glossary)."""
    ruleset = answer.get("ruleset", DEFAULT_RULESET)
    out = []
    for fan in answer.get("fans", []):
        names = tuple(n for n in (fan.get("zh"), fan.get("zh_hant"), fan.get("en")) if n)
        out.append(FanName(ruleset, fan["id"], int(fan.get("points", 0)), names))
    for key in ("yaku", "yakuman"):
        for yaku in answer.get(key, []):
            out.append(FanName(ruleset, yaku["id"], int(yaku.get("han", yaku.get("multiplier", 0))), ()))
    return out


def name_index(ruleset: str = DEFAULT_RULESET, answer: dict | None = None) -> NameIndex:
    """Glossary names, the scorer's names and those of the answer itself."""
    fans = list(glossary_fans(ruleset)) + list(scorer_fans(ruleset))
    if answer is not None:
        fans.extend(answer_fans(answer))
    return NameIndex(fans, ruleset)


@dataclass
class ParsedAnswer:
    """What a player wrote: fans with counts, a total, picks, and the pieces nobody could read."""

    fans: Counter = field(default_factory=Counter)
    total: int | None = None
    unknown: list[str] = field(default_factory=list)
    #: points written after fan names, kept to tell the player when they are wrong
    annotated_points: dict[str, int] = field(default_factory=dict)

    @property
    def empty(self) -> bool:
        return not self.fans and self.total is None

    def to_json(self) -> dict:
        return {"fans": dict(self.fans), "total": self.total, "unknown": list(self.unknown)}


def _count_of(match: re.Match) -> int:
    for group in match.groups():
        if group:
            return _CJK_NUMBERS.get(group) or int(group)
    return 1


def _cjk_number(text: str) -> int | None:
    """二十四 -> 24, 八 -> 8, 一百零八 -> 108; None for what is not a plain Chinese number."""
    if "百" in text:
        hundreds, _, rest = text.partition("百")
        head = _CJK_DIGITS.get(hundreds, None) if hundreds else 1
        tail = _cjk_number(rest.lstrip("零〇")) if rest.lstrip("零〇") else 0
        return None if head is None or tail is None else head * 100 + tail
    if "十" in text:
        tens, _, ones = text.partition("十")
        ten = _CJK_DIGITS.get(tens) if tens else 1
        one = _CJK_DIGITS.get(ones) if ones else 0
        return None if ten is None or one is None or "十" in ones else ten * 10 + one
    return _CJK_DIGITS.get(text) if len(text) == 1 else None


def _normalize_counts(text: str) -> str:
    """Rewrite the ways of writing counts and totals this parser reads in one form (see the regexes)."""
    def total(match: re.Match) -> str:
        value = _cjk_number(match.group(1))
        return match.group(0) if value is None else str(value)

    text = _CJK_TOTAL.sub(total, text)
    text = _CJK_COUNT_BEFORE.sub(lambda m: f"{m.group(2)}x{_CJK_NUMBERS.get(m.group(1)) or m.group(1)}", text)
    for pattern, replacement in _COUNT_WORDS:
        text = pattern.sub(replacement, text)
    return text


def parse_answer(text: str, index: NameIndex) -> ParsedAnswer:
    """Read a free-text answer; never raises: unreadable pieces go to ``unknown``."""
    parsed = ParsedAnswer()
    text = _normalize_counts(unicodedata.normalize("NFKC", text or "").strip())
    marked_total = _TOTAL_ANYWHERE.search(text)
    if marked_total:
        parsed.total = int(marked_total.group(1))
        text = text[:marked_total.start()].strip()
    chunks = [c.strip() for c in SEPARATORS.split(text) if c and c.strip()]
    bare_numbers: list[int] = []
    for chunk in chunks:
        marked = _TOTAL_MARKER.match(chunk)
        if marked:
            parsed.total = int(marked.group(1))
            continue
        bare = _BARE_NUMBER.match(chunk)
        if bare:
            bare_numbers.append(int(bare.group(1)))
            continue
        _read_fans(chunk, index, parsed)
    if parsed.total is None and bare_numbers:
        parsed.total = bare_numbers[-1]
    return parsed


def _read_fans(chunk: str, index: NameIndex, parsed: ParsedAnswer, last_count: int = 1) -> None:
    # Several fans in one chunk separated only by spaces, each maybe with its own count.
    pieces = _split_on_counts(chunk)
    if pieces and last_count != 1:
        pieces[-1] = (pieces[-1][0], pieces[-1][1] * last_count)
    for written, count in pieces:
        piece, points = _strip_points(written)
        if not piece:
            continue
        fans, unknown = index.resolve_partial(piece)
        if unknown and _NUMBER_INSIDE.search(piece):
            fans = []
        if not fans:
            # "full flush 24 pure shifted chows 16": numbers in the middle separate fans too.
            # keep each number with the name before it: it may be that fan's points
            tokens = _NUMBER_INSIDE.split(written + " ")
            parts = [tokens[i] + (" " + tokens[i + 1] if i + 1 < len(tokens) else "")
                     for i in range(0, len(tokens), 2)]
            parts = [p for p in parts if p.strip()]
            if len(parts) > 1:
                for k, part in enumerate(parts):
                    _read_fans(part, index, parsed, count if k == len(parts) - 1 else 1)
                continue
            parsed.unknown.append(piece)
            continue
        if unknown:
            parsed.unknown.append(" ".join(unknown))
        for position, fan_id in enumerate(fans):
            last = position == len(fans) - 1
            parsed.fans[fan_id] += count if last else 1
            if last and points is not None:
                parsed.annotated_points[fan_id] = points


def _split_on_counts(chunk: str) -> list[tuple[str, int]]:
    """Cut a chunk after each count marker: ``喜相逢x2 连六`` -> [(喜相逢, 2), (连六, 1)]."""
    out: list[tuple[str, int]] = []
    rest = chunk
    inner = re.compile(r"(?:[x×✕✖*]\s*(\d{1,2})|(\d{1,2})\s*个|([两兩二三四])个)(?=\s|$)", re.IGNORECASE)
    while rest:
        before = _COUNT_BEFORE.match(rest)
        count_first = None
        if before and before.end() < len(rest):
            count_first = _count_of(before)
            rest = rest[before.end():]
        match = inner.search(rest)
        if match is None or match.end() == len(rest.rstrip()) or count_first is not None:
            piece = rest
            tail = _COUNT_AFTER.search(piece)
            count = count_first or 1
            if tail and tail.start() > 0:
                count = _count_of(tail)
                piece = piece[:tail.start()]
            out.append((piece.strip(), count))
            break
        out.append((rest[:match.start()].strip(), _count_of(match)))
        rest = rest[match.end():].strip()
    return [(p, c) for p, c in out if p]


def _strip_points(piece: str) -> tuple[str, int | None]:
    match = _POINTS_AFTER.search(piece)
    if match and match.start() > 0:
        return piece[:match.start()].strip(), int(match.group(1))
    return piece.strip(), None


def parse_choices(text: str, option_count: int) -> list[int] | None:
    """Multiple-choice picks as 0-based indices: ``B``, ``a c``, ``1,3``; None if unreadable."""
    tokens = [t for t in re.split(r"[\s,，、;；/+]+", unicodedata.normalize("NFKC", text or "").strip()) if t]
    if not tokens:
        return None
    picks: list[int] = []
    for token in tokens:
        if _LETTER_CHOICE.match(token):
            index = ord(token.lower()) - ord("a")
        elif token.isdecimal():
            index = int(token) - 1
        elif len(token) > 1 and all(_LETTER_CHOICE.match(ch) for ch in token):
            for ch in token:
                picks.append(ord(ch.lower()) - ord("a"))
            continue
        else:
            return None
        picks.append(index)
    if any(i < 0 or i >= option_count for i in picks):
        return None
    return sorted(set(picks))


__all__ = [
    "FanName", "NameIndex", "ParsedAnswer", "parse_answer", "parse_choices", "name_index", "normalize_name",
    "glossary_fans", "scorer_fans", "answer_fans",
]
