"""Riichi as the bot shows it: han, the Riichi glossary, ``render_riichi_text`` (its paid draws are the commands')."""

from __future__ import annotations

from bot.render import text_sheet_riichi
from bot.render.text_riichi import render_riichi_text, result_words
from bot.render.tournament_riichi import RIICHI_TOURNAMENT
from bot.render.view_parts import RulesetView, SheetView, ValueUnit
from quiz.sheet.model import RowKind
from scoring.rulesets import RulesetId

#: a sheet of points held: hands by kyoku and honba, the table's rules, riichi bets marked ``r``
RIICHI_SHEET = SheetView(hand_label=text_sheet_riichi.riichi_hand_label, status_text=text_sheet_riichi.status_text,
                         total_text=text_sheet_riichi.points, settings_text=text_sheet_riichi.settings_text,
                         marks={RowKind.BET: "r", RowKind.NAGASHI: "n", RowKind.ABORT: "a"},
                         win_note=text_sheet_riichi.pot_taken, own_row=text_sheet_riichi.own_row)

RIICHI_VIEW = RulesetView(id=RulesetId.RIICHI, words="riichi", glossary="riichi", unit=ValueUnit.HAN,
                          render_score=render_riichi_text, sheet=RIICHI_SHEET,
                          tournament=RIICHI_TOURNAMENT, result_words=result_words)
