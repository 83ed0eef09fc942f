"""Finding fans (and terms that are not fans) by any name: exact match on folded keys, then fuzzy
matching with RapidFuzz.

The index is built once (on first use) from every name, alias and derived pinyin form of every
entry; a lookup folds the query the same way and compares it with those keys. The fuzzy scores rank
the candidates; a candidate only becomes ``best`` when the query names it (exactly, within a typo
budget for its length, or by the first words of its name), so a look-alike is offered, not asserted.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from glossary.loader import load_all, load_terms
from glossary.model import Candidate, Entry, LookupResult
from glossary.normalize import Folded, fold, pinyin_initials, query_noise, strip_tones
from glossary.sections import SECTIONS, check_section, default_section

#: below this score a lookup has no best entry (the candidates are still listed); Latin text needs
#: more: a one-character slip in a three-character Chinese name already costs a third of the score.
#: A score above it is not enough: the query must also name the entry (see `_evidence`)
BEST_THRESHOLD = {"latin": 72.0, "other": 60.0}
#: candidates below this score are not listed (fuzzy matching looks no lower than CANDIDATE_FLOOR)
CANDIDATE_FLOOR = 50.0
LISTED_FLOOR = {"latin": 60.0, "other": 50.0}
MAX_CANDIDATES = 10
AUTOCOMPLETE_LIMIT = 25
#: longer queries are cut here: no fan name is that long, and fuzzy matching costs grow with length
MAX_QUERY_CHARS = 100

_STANDARD, _ALIAS, _DERIVED = 0, 1, 2
#: a word before ``:`` or ``/`` that may name a section (``regional: 平和``), checked against ``SECTIONS``
_RULESET_PREFIX = re.compile(r"^\s*([a-z_]+)\s*[:/]\s*", re.IGNORECASE)


@dataclass(frozen=True)
class _Key:
    folded: Folded
    entry: int  # index into _Index.entries
    kind: int  # _STANDARD, _ALIAS or _DERIVED
    raw: str  # the name as written, case-folded (breaks ties in favour of the literal spelling)


class _Index:
    def __init__(self, entries: tuple[Entry, ...]):
        self.entries = entries
        self.keys: list[_Key] = []
        for i, entry in enumerate(entries):
            for text, kind in _key_texts(entry):
                folded = fold(text)
                if folded.compact:
                    self.keys.append(_Key(folded, i, kind, text.casefold()))
        self.by_compact: dict[str, list[_Key]] = {}
        for key in self.keys:
            self.by_compact.setdefault(key.folded.compact, []).append(key)
        self.latin = [k for k in self.keys if k.folded.is_latin]
        self.other = [k for k in self.keys if not k.folded.is_latin]
        self.latin_compact = [k.folded.compact for k in self.latin]
        self.latin_spaced = [k.folded.spaced for k in self.latin]
        self.other_compact = [k.folded.compact for k in self.other]
        self.position = {id(e): i for i, e in enumerate(entries)}
        self.keys_of: list[list[_Key]] = [[] for _ in entries]
        for key in self.keys:
            self.keys_of[key.entry].append(key)


def _key_texts(entry: Entry) -> list[tuple[str, int]]:
    texts = [(entry.zh_hans, _STANDARD), (entry.zh_hant, _STANDARD), (entry.en, _STANDARD),
             (entry.ja, _STANDARD), (entry.romaji, _STANDARD), (entry.pinyin, _STANDARD),
             (entry.id.replace("_", " "), _STANDARD)]
    texts += [(alias, _ALIAS) for alias in entry.aliases]
    syllables = strip_tones(entry.pinyin).split()
    if "hu" in syllables:  # 和 in a fan name is read hú; accept the everyday hé too
        texts.append((" ".join("he" if s == "hu" else s for s in syllables), _DERIVED))
    initials = pinyin_initials(entry.pinyin)
    if len(initials) >= 2:
        texts.append((initials, _DERIVED))
    return [(t, kind) for t, kind in texts if t]


@cache
def _all_entries() -> tuple[Entry, ...]:
    return load_all() + load_terms()


@cache
def _by_id() -> dict[tuple[str, str], Entry]:
    """The entries by (section, id): naming a fan needs only this, not the fuzzy index (every name folded)."""
    return {(e.ruleset, e.id): e for e in _all_entries()}


@cache
def _index() -> _Index:
    return _Index(_all_entries())


def entries(ruleset: str | None = None) -> tuple[Entry, ...]:
    """All fans, or those of one ruleset, in table order (never the terms: see `terms`)."""
    if ruleset is not None:
        check_section(ruleset)
    return tuple(e for e in _all_entries() if not e.is_term and (ruleset is None or e.ruleset == ruleset))


def terms(ruleset: str | None = None) -> tuple[Entry, ...]:
    """The entries for words that are not fans (mangan, fu, tenpai ...), which `lookup` also finds."""
    if ruleset is not None:
        check_section(ruleset)
    return tuple(e for e in _all_entries() if e.is_term and (ruleset is None or e.ruleset == ruleset))


def get_entry(ruleset: str, fan_id: str) -> Entry:
    """The fan or term with this id; KeyError naming the id when there is none."""
    try:
        return _by_id()[(ruleset, fan_id)]
    except KeyError:
        raise KeyError(f"no {ruleset} fan with id '{fan_id}'") from None


def scored_by(entry: Entry) -> Entry | None:
    """The entry of the ruleset that scores ``entry`` (a regional fan a ruleset's table has), if any."""
    if not entry.scored_by:
        return None
    ruleset, _, fan_id = entry.scored_by.partition(":")
    return get_entry(ruleset, fan_id)


def twin_of(entry: Entry) -> Entry | None:
    if not entry.twin:
        return None
    ruleset, _, fan_id = entry.twin.partition(":")
    return get_entry(ruleset, fan_id)


@dataclass
class _Hit:
    score: float
    kind: int
    literal: bool


def _score_keys(query: Folded, raw: str, index: _Index, with_partial: bool) -> dict[int, _Hit]:
    """Best score per entry index for the query against every key."""
    from rapidfuzz import fuzz, process  # here: rapidfuzz (~0.03 s) loads with the first fuzzy lookup, not at start

    hits: dict[int, _Hit] = {}

    def offer(key: _Key, score: float) -> None:
        literal = key.raw == raw
        hit = hits.get(key.entry)
        if hit is None or (score, literal, -key.kind) > (hit.score, hit.literal, -hit.kind):
            hits[key.entry] = _Hit(score, key.kind, literal)

    for key in index.by_compact.get(query.compact, ()):
        offer(key, 92.0 if key.kind == _DERIVED else 100.0)

    q = query.compact
    if query.is_latin:
        pools = [(index.latin, index.latin_compact, q, fuzz.ratio)]
        if " " in query.spaced:
            pools.append((index.latin, index.latin_spaced, query.spaced, fuzz.token_sort_ratio))
    else:
        pools = [(index.other, index.other_compact, q, fuzz.ratio)]
    if with_partial and len(q) >= 4:
        pools.append((pools[0][0], pools[0][1], q, _discounted(fuzz.partial_ratio)))
    for keys, choices, text, scorer in pools:
        for _, score, i in process.extract(text, choices, scorer=scorer, limit=40, score_cutoff=CANDIDATE_FLOOR):
            key = keys[i]
            if key.kind == _DERIVED:
                continue  # derived forms (initials, hé for hú) only count when typed exactly
            offer(key, min(score, 99.0))

    if len(q) >= 3 and query.is_latin:
        for key in index.latin:
            if key.kind != _DERIVED and key.folded.compact.startswith(q) and key.folded.compact != q:
                offer(key, 84.0 + 14.0 * len(q) / len(key.folded.compact))
    return hits


def _discounted(partial_ratio: Callable[[str, str], float]) -> Callable[..., float]:
    """The scorer of the best-matching substring, worth less than a whole match, and only for a real part of b
    (given rapidfuzz's ``partial_ratio``: it is called once a key, and an import there would cost each call)."""
    def score(a: str, b: str, *, score_cutoff: float | None = None, **_: object) -> float:
        if len(b) < len(a):
            return 0.0
        return 0.86 * partial_ratio(a, b)
    return score


def _ranked(hits: dict[int, _Hit], index: _Index, ruleset: str | None) -> list[Candidate]:
    order = {name: i for i, name in enumerate(SECTIONS)}

    def sort_key(item: tuple[int, _Hit]):
        i, hit = item
        entry = index.entries[i]
        return (-round(hit.score, 1), entry.ruleset != ruleset, not hit.literal, order[entry.ruleset],
                hit.kind, i)

    return [Candidate(index.entries[i], round(hit.score, 1)) for i, hit in sorted(hits.items(), key=sort_key)]


#: a twin in the chat's ruleset goes first when it scores at least this, and at most TWIN_MARGIN less
TWIN_MIN_SCORE = 80.0
TWIN_MARGIN = 20.0


def _prefer_chat_twin(ranked: list[Candidate], ruleset: str) -> list[Candidate]:
    """'seven pairs hand' in a chat of points: the yaku Chiitoitsu has that exact alias, but the fan
    Seven Pairs (its twin) fits nearly as well, and the chat plays the fan's ruleset: the twin goes first."""
    if not ranked or ranked[0].entry.ruleset == ruleset:
        return ranked
    twin = twin_of(ranked[0].entry)
    for i, candidate in enumerate(ranked[1:], start=1):
        if (candidate.entry is twin and twin.ruleset == ruleset and candidate.score >= TWIN_MIN_SCORE
                and candidate.score >= ranked[0].score - TWIN_MARGIN):
            return [candidate, *ranked[:i], *ranked[i + 1:]]
    return ranked


def _typo_budget(query: Folded) -> int:
    """How many edits (a transposition counts one) a query may be away from a name and still name it.

    One slip per five letters, or per three Chinese or Japanese characters (each one a syllable), so
    queries of up to four letters or two characters get none: too many other words sit one slip away
    from a short name ("pair" from Pairs, "kan" from Kanchan, 听牌 from 天听牌) for a slip to be read.
    """
    n = len(query.compact)
    return n // 5 if query.is_latin else n // 3


def _is_word_prefix(query: Folded, key: _Key) -> bool:
    """The query is the first words of the name ('big four' winds, 大四 喜), or its first word when
    that is two thirds of it ('reversible' tiles; not 'tile' hog nor 'pung' of terminals or honors)."""
    words = key.folded.spaced.split()
    joined = ""
    for count, word in enumerate(words[:-1], start=1):
        joined += word
        if joined == query.compact:
            return count >= 2 or 3 * len(joined) >= 2 * len(key.folded.compact)
        if len(joined) >= len(query.compact):
            return False
    return False


#: a whole-word prefix names a fan only from this length (letters; Chinese or Japanese characters)
PREFIX_MIN = {"latin": 4, "other": 2}


def _evidence(query: Folded, i: int, index: _Index) -> int | None:
    """How the query names entry ``i``: 0 exact, 1 a slip within the typo budget, 2 the first words of
    a name; None when it only resembles one (a weak fuzzy score is no evidence)."""
    from rapidfuzz.distance import OSA  # as in _score_keys

    keys = index.keys_of[i]
    # two pinyin initials (zm, jk) are too short to name an entry: 36 two-letter strings are someone's
    # initials, and chat is full of two-letter strings ('ww' is laughter)
    if any(key.folded.compact == query.compact and (key.kind != _DERIVED or len(query.compact) > 2)
           for key in keys):
        return 0
    budget = _typo_budget(query)
    if budget and any(key.kind != _DERIVED and OSA.distance(query.compact, key.folded.compact,
                                                           score_cutoff=budget) <= budget for key in keys):
        return 1
    if len(query.compact) >= PREFIX_MIN["latin" if query.is_latin else "other"] and any(
            key.kind != _DERIVED and _is_word_prefix(query, key) for key in keys):
        return 2
    return None


def _named(query: Folded, ranked: list[Candidate], index: _Index) -> Entry | None:
    """The top candidate when the query names it (see `_evidence`), and names no other entry of that
    ruleset as well: 'pure shifted' begins both Pure Shifted Chows and Pure Shifted Pungs."""
    if not ranked:
        return None
    top = ranked[0].entry
    position = index.position
    evidence = _evidence(query, position[id(top)], index)
    if evidence is None:
        return None
    if evidence:
        twin = twin_of(top)
        for candidate in ranked[1:]:
            other = candidate.entry
            if other.ruleset == top.ruleset and other is not twin and _evidence(
                    query, position[id(other)], index) == evidence:
                return None
    return top


def _without_noise(folded: Folded, noise: frozenset[str], numbers: bool) -> Folded | None:
    """The query without these words (and numbers): 'all pong hand' -> all pong, 清一色番种 -> 清一色,
    'dora 2' -> dora, '30 fu' -> fu; None when nothing (or everything) would go."""
    words = folded.spaced.split()
    kept = [w for w in words if not (w.isascii() and w in noise) and not (numbers and w.isdigit())]
    # Chinese and Japanese are one token per character, and a filler character may belong to a name
    # (役牌, 分): they only go as whole words from the end (清一色番种, 满贯是什么)
    trimmed = True
    while trimmed:
        trimmed = False
        for size in (3, 2, 1):
            tail = kept[-size:]
            if len(tail) == size and not any(w.isascii() for w in tail) and "".join(tail) in noise:
                kept, trimmed = kept[:-size], True
                break
    if not kept or len(kept) == len(words):
        return None
    return Folded("".join(kept), " ".join(kept))


def _search(folded: Folded, raw: str, ruleset: str, only: str | None) -> tuple[Entry | None, list[Candidate]]:
    index = _index()
    hits = _score_keys(folded, raw, index, with_partial=True)
    if only:
        hits = {i: h for i, h in hits.items() if index.entries[i].ruleset == only}
    script = "latin" if folded.is_latin else "other"
    ranked = [c for c in _ranked(hits, index, ruleset) if c.score >= LISTED_FLOOR[script]][:MAX_CANDIDATES]
    named = _named(folded, ranked, index) if ranked and ranked[0].score >= BEST_THRESHOLD[script] else None
    if not only:
        ranked = _prefer_chat_twin(ranked, ruleset)
    # the chat's twin may go first: the query named the idea, and the twin is that idea in this ruleset
    best = ranked[0].entry if named is not None else None
    return best, ranked


def lookup(query: str, ruleset: str | None = None) -> LookupResult:
    """Find the fan (or term) a query names. Ties between rulesets go to ``ruleset`` (the chat's
    ruleset), and so does a near tie between a fan of another ruleset and its twin in the chat's ruleset.

    ``best`` is set only when the query names the entry: exactly, within a few typing slips for its
    length, or by the first words of its name; otherwise the candidates are suggestions only.
    Counts and filler words ('dora 2', 'full flush hand') are dropped when the whole query names nothing.
    A section's id before the query (``regional:``) restricts the search to that section;
    no ``ruleset``: the first section's (``glossary.sections.default_section``).
    """
    from rapidfuzz import fuzz  # as in _score_keys

    ruleset = default_section() if ruleset is None else ruleset
    check_section(ruleset)
    # the query as read: a longer text is no fan's name, and the answer does not echo all of it
    query = text = query[:MAX_QUERY_CHARS] if isinstance(query, str) else ""
    only = None
    prefix = _RULESET_PREFIX.match(text)
    if prefix and prefix.group(1).lower() in SECTIONS:
        only = ruleset = prefix.group(1).lower()
        text = text[prefix.end():]
    folded = fold(text)
    if not folded.compact:
        return LookupResult(query, None, [])
    best, ranked = _search(folded, text.strip().casefold(), ruleset, only)
    if best is None:
        fillers, counts = query_noise("words"), query_noise("counts")
        for noise, numbers in ((fillers, False), (counts, True), (fillers | counts, True)):
            reduced = _without_noise(folded, noise, numbers)
            if reduced is not None:
                best, reduced_ranked = _search(reduced, reduced.spaced, ruleset, only)
                if best is not None:
                    ranked = _scaled(reduced_ranked, fuzz.ratio(folded.compact, reduced.compact) / 100)
                    break
    return LookupResult(query, best, ranked)


def _scaled(ranked: list[Candidate], share: float) -> list[Candidate]:
    """The ranking of a query's core, scored for the whole query: the noise costs what it takes of it.
    The quiz's grading reads these scores: '喜相逢2' is Mixed Double Chow written with its points, so
    it must not score like a bare 喜相逢."""
    return [Candidate(c.entry, round(c.score * share, 1)) for c in ranked]


def complete(prefix: str, ruleset: str | None = None, limit: int = AUTOCOMPLETE_LIMIT) -> list[Candidate]:
    """Autocomplete: entries whose names start with (then contain, then resemble) what was typed.

    At most ``min(limit, 25)`` results; ``ruleset`` keeps only that ruleset's entries.
    """
    limit = max(0, min(limit, AUTOCOMPLETE_LIMIT))
    index = _index()
    allowed = [i for i, e in enumerate(index.entries) if ruleset is None or e.ruleset == ruleset]
    folded = fold(prefix[:MAX_QUERY_CHARS] if isinstance(prefix, str) else "")
    if not folded.compact:
        return [Candidate(index.entries[i], 0.0) for i in allowed[:limit]]
    q = folded.compact
    hits: dict[int, float] = {}
    for key in (index.latin if folded.is_latin else index.other):
        if key.kind == _DERIVED and key.folded.compact != q:
            continue
        compact = key.folded.compact
        share = len(q) / len(compact)  # shorter completions first within a tier
        if compact == q:
            score = 100.0
        elif compact.startswith(q):  # standard names before aliases
            score = (90.0 if key.kind == _STANDARD else 85.0) + 5.0 * share
        elif q in compact:
            score = 75.0 + 5.0 * share
        else:
            continue
        if score > hits.get(key.entry, 0.0):
            hits[key.entry] = score
    allowed_set = set(allowed)
    hits = {i: s for i, s in hits.items() if i in allowed_set}
    if len(hits) < limit:
        for i, hit in _score_keys(folded, q, index, with_partial=False).items():
            if i in allowed_set and i not in hits and hit.score >= 60.0:
                hits[i] = min(hit.score, 74.0)
    ranked = sorted(hits.items(), key=lambda item: (-round(item[1], 1), index.entries[item[0]].ruleset != ruleset,
                                                    item[0]))
    return [Candidate(index.entries[i], round(s, 1)) for i, s in ranked[:limit]]
