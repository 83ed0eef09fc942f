"""The labels of the text renderers: ``bot/render/<renderer>.toml``, one table per language.

Each file has the tables ``en``, ``zh_hans`` and ``zh_hant`` with the same keys (tests check it);
values are ``str.format`` templates.
"""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

LANGUAGES = ("en", "zh_hans", "zh_hant")
#: the renderers' own language words (``zh`` is Simplified) -> the tables of the label files
TABLE_OF = {"en": "en", "zh": "zh_hans", "zh_hans": "zh_hans", "zh_hant": "zh_hant"}


@functools.cache
def labels(renderer: str) -> dict[str, dict]:
    """language -> key -> template (or a nested table) of ``<renderer>.toml`` beside this module."""
    with Path(__file__).with_name(f"{renderer}.toml").open("rb") as handle:
        return tomllib.load(handle)
