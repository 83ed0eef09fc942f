"""Competition penalties (MCR ``/penalty … deducted``): marked in the CSV, summed on a line that
says why the totals do not add up to zero, and shown in a player's stats, in every language."""

from __future__ import annotations

import csv
import io

import pytest

from bot.i18n import Translator
from bot.render.sheet_csv import render_sheet_csv
from bot.render.text_sheet_stats import stats_text
from quiz.sheet.model import Penalty, Win
from quiz.sheet.stats import PlayedTable, collect, player_key
from scoring.rulesets import RulesetId
from tests.bot.sheet_samples import mcr_sheet

LANGUAGES = ("en", "zh_hans", "zh_hant", "ja")
BODIES = (Win(0, 1, fan=8), Penalty(3, 10, deducted=True), Penalty(2, 30), Penalty(3, 5, deducted=True))


def _read(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_csv_marks_deducted_penalties_and_sums_them_before_the_totals(language):
    tr = Translator(language)
    sheet = mcr_sheet(BODIES)
    lines = _read(render_sheet_csv(sheet, language))
    kinds = [line[4] for line in lines[1:5]]
    assert kinds[1] == kinds[3] == tr("sheet_ui.kind_penalty_deducted")
    assert kinds[2] == tr("sheet_ui.kind_penalty") != kinds[1]
    deducted, total = lines[-2], lines[-1]
    assert deducted[0] == tr("sheet_ui.csv_deducted") and [int(v) for v in deducted[8:]] == [0, 0, 0, -15]
    assert [int(v) for v in total[8:]] == list(sheet.totals) and sum(sheet.totals) == -15


def test_a_sheet_without_deductions_has_no_deducted_line():
    lines = _read(render_sheet_csv(mcr_sheet((Win(0, 1, fan=8), Penalty(2, 30)))))
    assert [line[0] for line in lines[-2:]] == ["2", "Total"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_players_stats_show_the_points_deducted(language):
    sheet = mcr_sheet(BODIES, finished=True)
    stats = collect([PlayedTable("t", 0.0, sheet)], RulesetId.MCR)
    dan, ann = stats[player_key(sheet.start.players[3])], stats[player_key(sheet.start.players[0])]
    line = Translator(language)("sheet_stats.deducted", points="−15")
    assert line in stats_text(dan, language).plain
    assert Translator(language)("sheet_stats.deducted", points="X").split("X")[0] not in stats_text(ann, language).plain
