"""The words of the calculator page in one language: its catalogue keys and the fans' names.

The page keeps no prose of its own: it asks ``GET /api/words?lang=…`` once and shows these texts
(``web.*`` keys of ``bot/locales``), the fan and yaku names of the glossary in that language, and
the names of the languages to switch to.
"""

from __future__ import annotations

import functools
import json

from bot.i18n import LANGUAGES, languages, load_strings, t
from bot.render.names import entry_fields, honor_names, short_name
from glossary.loader import load_ruleset
from scoring.rulesets import BUILT_IN

#: the catalogue keys the page shows, without their ``web.`` prefix
PAGE_KEYS = (
    "title", "rules_mcr", "rules_riichi", "mode_hand", "meld_chow", "meld_pung", "meld_kong",
    "meld_concealed_kong", "mode_dora", "mode_hint", "backspace", "clear", "flag_tsumo", "flag_last",
    "flag_wall", "flag_kong", "flag_riichi", "flag_ippatsu", "seat", "round", "flowers", "dora", "notation",
    "share", "copied", "send", "sent", "send_failed", "total", "han", "fu", "points", "tiles_count", "waits",
    "discards", "shanten", "ready", "useful", "under_minimum", "error", "language", "hand", "result",
    "remaining", "ron", "discard_win", "no_yaku_wait", "yakuman", "tiles", "wind_E", "wind_S", "wind_W",
    "wind_N", "suit_m", "suit_p", "suit_s", "red_five", "copies_left", "useful_count",
)


def _fan_names(ruleset: str, language: str) -> dict[str, str]:
    return {entry.id: short_name(entry_fields(entry), language) for entry in load_ruleset(ruleset)}


@functools.cache
def words_json(language: str) -> bytes:
    """The page's words in ``language`` (a code of ``languages.toml``) as JSON bytes, built once."""
    if language not in LANGUAGES:
        language = "en"
    load_strings(language)
    data = {
        "lang": language,
        "languages": {code: info.name for code, info in languages().items()},
        "ui": {key: t(language, f"web.{key}") for key in PAGE_KEYS},
        "fans": {ruleset: _fan_names(ruleset, language) for ruleset in map(str, BUILT_IN)},
        "honors": list(honor_names(language)),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
