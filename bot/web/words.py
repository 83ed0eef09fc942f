"""The words of the calculator page in one language: its catalogue keys and the fans' names.

The page keeps no prose of its own: it asks ``GET /api/words?lang=…`` once and shows these texts
(``web.*`` keys of ``bot/locales``), the fan and yaku names of the glossary in that language, and
the names of the languages to switch to.
"""

from __future__ import annotations

import functools
import json

from bot.i18n import LANGUAGES, honor_named, languages, load_strings, t
from bot.render.names import honor_names, reads_latin, said_name
from bot.render.views import view_of
from glossary.loader import load_ruleset
from scoring.rulesets import ruleset_ids

#: the codes of a body the API cannot read (``bot/web/body.py``)
BAD_BODIES = ("bad_json", "too_deep", "bad_text", "incomplete")
#: the error codes of the API's own (not the command line's), each with its catalogue key: a fixed sentence
API_ERRORS = {
    "too_long": "web.error_too_long", "too_large": "web.error_too_long", "rate_limited": "web.error_rate_limited",
    "busy": "web.error_busy", "offline": "web.error_offline", **dict.fromkeys(BAD_BODIES, "web.error_bad_request"),
    **{f"init_data_{why}": "web.error_init_data" for why in ("missing", "forged", "malformed", "expired", "too_long")},
}
#: the command line's error codes that are not hand errors, with their catalogue key
CLI_ERRORS = {"no_hand": "text.cli.no_hand"}
_HAND_ERRORS = "hand_error."

#: the catalogue keys the page shows, without their ``web.`` prefix
PAGE_KEYS = (
    "title", "mode_hand", "meld_chow", "meld_pung", "meld_kong",
    "meld_concealed_kong", "mode_dora", "mode_hint", "backspace", "clear", "flag_tsumo", "flag_last",
    "flag_wall", "flag_kong", "flag_riichi", "flag_ippatsu", "seat", "round", "flowers", "dora", "notation",
    "share", "copied", "send", "sent", "send_failed", "total", "han", "fu", "points", "fan", "tiles_count", "waits",
    "discards", "shanten", "ready", "useful", "under_minimum", "error", "language", "hand", "result",
    "remaining", "ron", "discard_win", "no_yaku_wait", "yakuman", "tiles", "wind_E", "wind_S", "wind_W",
    "wind_N", "suit_m", "suit_p", "suit_s", "red_five", "copies_left", "useful_count", "route_to_8", "draws_to_8",
    "fans_of_wait",
)


def _fan_names(section: str, language: str) -> dict[str, str]:
    """The names of a glossary section's fans in ``language``, by id, as the chat's lists give them (yaku by their
    romaji beside the translation for a reader of Latin letters)."""
    return {entry.id: said_name(entry, language) for entry in load_ruleset(section)}


def error_templates(language: str) -> dict[str, dict[str, str]]:
    """Error code -> its catalogue template in ``language`` (``text``, left out when it is the English) and, for
    the command line's codes, in English (``en``): the API's JSON keeps the CLI's English sentence, which the
    page reads against the English template to take the values (a tile, a count) into the reader's template."""
    english, own = load_strings("en"), load_strings(language)
    keys = {key[len(_HAND_ERRORS):]: key for key in english if key.startswith(_HAND_ERRORS)}
    found = {code: {"en": english[key], **({"text": own[key]} if own.get(key, english[key]) != english[key] else {})}
             for code, key in {**keys, **CLI_ERRORS}.items()}
    found.update({code: {"text": t(language, key)} for code, key in API_ERRORS.items()})
    return found


def _honor_words(language: str) -> list[str]:
    """East South West North White Green Red in ``language``: its words on a page that reads Latin letters (the
    tile face already shows the character), else the characters in its script."""
    if not reads_latin(language):
        return list(honor_names(language))
    keys = [f"web.wind_{wind}" for wind in "ESWN"] + [f"web.dragon_{d}" for d in ("white", "green", "red")]
    return [t(language, key) for key in keys]


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
        "fans": {ruleset: _fan_names(view_of(ruleset).glossary, language) for ruleset in ruleset_ids()},
        "honors": _honor_words(language),
        #: the honour keys carry their name under the face on a page that reads Latin letters (East, Red)
        "honor_captions": reads_latin(language),
        "errors": error_templates(language),
        #: an error's ``{tile}`` written with its honor's name (``7z（中）``), as the chat's errors are
        "tile_named": honor_named("1z", language) != "1z",
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
