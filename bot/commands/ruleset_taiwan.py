"""The Taiwanese ruleset's part of the commands (``bot/commands/rulesets.py``): a win typed as a hand on the
score sheet, scored under the table's preset."""

from __future__ import annotations

from bot.commands.rulesets import CommandRuleset, register_commands
from bot.commands.sheet_hand import typed_hand_reader
from bot.render.text_taiwan import render_taiwan_text
from quiz.sheet import taiwan
from scoring.rulesets import RulesetId

TAIWAN_COMMANDS = register_commands(CommandRuleset(
    RulesetId.TAIWAN, read_hand=typed_hand_reader(taiwan.scored_win, render_taiwan_text, "score.title_taiwan")))
