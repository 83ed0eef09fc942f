"""Hong Kong's part of the commands (``bot/commands/rulesets.py``): a win typed as a hand on the score sheet,
scored under the table's preset."""

from __future__ import annotations

from bot.commands.rulesets import CommandRuleset, register_commands
from bot.commands.sheet_hand import typed_hand_reader
from bot.render.text_hk import render_hk_text
from quiz.sheet import hk
from scoring.rulesets import RulesetId

HK_COMMANDS = register_commands(CommandRuleset(
    RulesetId.HK, read_hand=typed_hand_reader(hk.scored_win, render_hk_text, "score.title_hk")))
