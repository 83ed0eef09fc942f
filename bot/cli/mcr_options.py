"""MCR's part of the command line: no rule switches; its hands answered by ``bot/cli/score_mcr.py``.

Its ``--json`` and ``--batch`` answers need no renderer, so a batch may be spread over processes.
"""

from __future__ import annotations

from bot.cli.ruleset_parts import CliRuleset

MCR_CLI = CliRuleset(id="mcr", side="bot.cli.score_mcr", example="fanbot score 1112345678999m5m", parallel=True)
