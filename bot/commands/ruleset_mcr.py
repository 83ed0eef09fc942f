"""MCR's part of the commands (``bot/commands/rulesets.py``): a win typed as a hand on the score sheet."""

from __future__ import annotations

from bot.commands.rulesets import CommandRuleset, register_commands
from bot.commands.sheet_hand import typed_hand_reader
from bot.render.text_mcr import render_mcr_text
from quiz.sheet import mcr
from scoring.rulesets import RulesetId

MCR_COMMANDS = register_commands(CommandRuleset(
    RulesetId.MCR, read_hand=typed_hand_reader(mcr.scored_win, render_mcr_text, "score.title_mcr")))
