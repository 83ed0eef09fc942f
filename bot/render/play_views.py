"""The chat table's words, per ruleset (the presentation's registry for ``quiz/play/rulesets.py``): the
module that writes a ruleset's table, hands, choices and results, keyed by ruleset id.

Each such module gives ``table_text``, ``hand_text``, ``result_text``, ``ended_text``, ``move_label``,
``move_text``, ``move_code``/``move_of`` (a choice as a button's few bytes and back), ``choice_rows`` (the
buttons' order), ``advice_lines`` (the coach's hint), ``review_text`` and ``picture``. The shared engine's
rules are written by ``bot/render/text_play_chat.py``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from quiz.play.model import PlayTable

_BY_RULESET = {"riichi": "bot.render.text_play_riichi"}
_SHARED = "bot.render.text_play_chat"


def play_view(table: PlayTable) -> ModuleType:
    """The module writing the table's ruleset."""
    return importlib.import_module(_BY_RULESET.get(table.options.ruleset or "", _SHARED))


__all__ = ["play_view"]
