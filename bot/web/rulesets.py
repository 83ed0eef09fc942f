"""``GET /api/rulesets?lang=…``: what the calculator page knows of each ruleset, read from the registries.

The page keeps no table of its own: for each ruleset it is told the id and name (in the page's language),
whether red fives are keys, the hand size, how a score counts (``unit``: points or han, and a minimum),
the flag boxes with their labels, the counts and tile lists its notation reads (flowers, dora), the flowers by
name where its own flag words read them, and its rule
options (``bot/cli/rule_options.py``) with their defaults and choices.
"""

from __future__ import annotations

import functools
import json

from bot.cli.rule_options import RuleOption
from bot.cli.rulesets import cli_rulesets
from bot.i18n import LANGUAGES, load_strings, t
from bot.render.views import view_of
from scoring.rulesets import Ruleset, rulesets

#: the catalogue keys of the hand flags the page offers as boxes (``web.flag_<flag>``, in the catalogue's
#: order): a ruleset gets those its notation reads (``SHARED_FLAGS`` every ruleset reads)
FLAG_LABEL = "web.flag_"
SHARED_FLAGS = frozenset({"tsumo", "wall", "kong"})
#: ``key=N`` counts the page offers (a number field labelled ``web.<key>``), and ``key=tiles`` lists (a
#: keyboard mode labelled ``web.mode_<key>``), where the ruleset's notation reads them
PAGE_COUNTS = ("flowers",)
PAGE_TILE_LISTS = ("dora",)
#: the flower tiles by name (``flowers=f1f5``), offered as buttons labelled ``web.flower_<name>`` to a ruleset whose
#: own flag words read the flowers (``FlagVocabulary.keys``) rather than the shared count
FLOWER_NAMES = tuple(f"f{n}" for n in range(1, 9))


def _name(ruleset_id: str, language: str) -> str:
    words = view_of(ruleset_id).words
    own = load_strings(language).get(f"web.rules_{words}") or load_strings("en").get(f"web.rules_{words}")
    return own or t(language, f"ruleset.{words}")


def _unit_word(words: str, unit: str, language: str) -> str | None:
    """The ruleset's own word for its unit (``web.unit_<words>``), else its unit's (``web.unit_<unit>``), if any."""
    key = next((key for key in (f"web.unit_{words}", f"web.unit_{unit}") if key in load_strings("en")), None)
    return None if key is None else t(language, key)


def _option(option: RuleOption) -> dict:
    default = list(option.default) if isinstance(option.default, tuple) else option.default
    return {"name": option.name, "kind": option.kind.value, "default": default, "label": option.help,
            **({"choices": list(option.choices)} if option.choices else {})}


def page_flags() -> tuple[str, ...]:
    """Every flag the page has a label for."""
    return tuple(key[len(FLAG_LABEL):] for key in load_strings("en") if key.startswith(FLAG_LABEL))


def ruleset_info(ruleset: Ruleset, language: str) -> dict:
    """One ruleset as the page reads it."""
    view = view_of(ruleset.id)
    reads = ruleset.notation.flags | SHARED_FLAGS
    own_keys = ruleset.notation.vocabulary.keys
    part = next(part for part in cli_rulesets() if part.id == ruleset.id)
    return {
        "id": ruleset.id,
        "name": _name(ruleset.id, language),
        "red_fives": ruleset.notation.red_fives,
        "hand_size": ruleset.hand_size,
        "unit": view.unit.value,
        "minimum": view.minimum_points,
        "flags": [{"flag": flag, "label": t(language, f"web.flag_{flag}")} for flag in page_flags() if flag in reads],
        "counts": [count for count in PAGE_COUNTS if count in reads and count not in own_keys],
        "named_flowers": ([{"name": name, "label": t(language, f"web.flower_{name}")} for name in FLOWER_NAMES]
                          if "flowers" in own_keys else []),
        #: the word of its unit beside a total where the page's own ("fan") is not it
        "unit_word": _unit_word(view.words, view.unit.value, language),
        "tile_lists": [name for name in PAGE_TILE_LISTS if name in reads],
        "options": [_option(option) for option in part.options],
        #: the words its results need beyond names and units (a limit's name, the fu reasons, who pays what)
        "result_words": dict(view.result_words(language)) if view.result_words else {},
    }


def rulesets_json(language: str) -> bytes:
    """Every ruleset the command line answers (in the registry's order) as the page reads them, built once for
    each state of the registries (a ruleset registered later is listed: the cache is keyed by what they hold)."""
    answered = tuple(part.id for part in cli_rulesets())
    return _rulesets_json(language if language in LANGUAGES else "en", tuple(rulesets()), answered)


@functools.lru_cache(maxsize=16)
def _rulesets_json(language: str, registered: tuple[Ruleset, ...], answered: tuple[str, ...]) -> bytes:
    data = {"rulesets": [ruleset_info(ruleset, language) for ruleset in registered if ruleset.id in answered]}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


__all__ = ["rulesets_json", "ruleset_info", "page_flags"]
