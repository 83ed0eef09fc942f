"""``fanbot fan QUERY`` and ``fanbot fans``: bilingual text with the example scored live, ``--json``,
the chat-ruleset preference, exit statuses."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from bot.cli import main
from glossary import entries


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_fan_text_shows_both_languages_value_definition_exclusions_note_and_live_score(capsys):
    code, out, _ = _run(capsys, "fan", "清一色")
    assert code == 0
    assert "清一色 Full Flush" in out and "24 fan" in out and "24番" in out
    assert "Every tile is from one suit" in out and "全部由同一花色" in out
    assert "No Honors" in out and "缺一门" in out  # exclusions by name
    assert "Seed 002" not in out  # users read no notes about our sources (issue 24)
    assert "[123s] [333s] 4567899s6s tsumo" in out
    assert "= 28" in out  # the example scored by the MCR scorer
    assert "Chinitsu" in out  # the twin


def test_fan_json_has_query_best_and_scored_candidates(capsys):
    code, out, _ = _run(capsys, "fan", "大三元", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["query"] == "大三元"
    assert data["best"] == {"ruleset": "mcr", "id": "big_three_dragons"}
    assert {"ruleset": "riichi", "id": "daisangen", "score": 100.0} in data["candidates"]
    assert all(set(c) == {"ruleset", "id", "score"} for c in data["candidates"])


def test_fan_rules_option_is_the_preferred_ruleset(capsys):
    _, out, _ = _run(capsys, "fan", "大三元", "--rules", "riichi", "--json")
    assert json.loads(out)["best"] == {"ruleset": "riichi", "id": "daisangen"}


def test_fan_words_are_joined_into_one_query(capsys):
    _, out, _ = _run(capsys, "fan", "qing", "yi", "se", "--json")
    assert json.loads(out)["best"]["id"] == "full_flush"


def test_riichi_entry_is_scored_by_the_riichi_scorer(capsys):
    code, out, _ = _run(capsys, "fan", "Daisuushii")
    assert code == 0
    assert "double yakuman" in out and "64000" in out


def test_regional_entry_is_marked_not_mcr_and_not_scored(capsys):
    code, out, _ = _run(capsys, "fan", "八仙过海")
    assert code == 0
    assert "Not an MCR fan" in out and "no scorer" in out and "64" in out


def test_unknown_fan_exits_1_with_best_null(capsys):
    code, out, _ = _run(capsys, "fan", "asdfgh", "--json")
    assert code == 1
    assert json.loads(out)["best"] is None
    code, out, _ = _run(capsys, "fan", "asdfgh")
    assert code == 1 and "No fan matches 'asdfgh'" in out


def test_fan_without_query_is_a_usage_error(capsys):
    code, _, err = _run(capsys, "fan")
    assert code == 2 and "give a fan name" in err


@pytest.mark.parametrize("lang, present, absent", [("en", "Full Flush", "全部由"), ("zh", "全部由", "Every tile")])
def test_fan_lang_option(capsys, lang, present, absent):
    _, out, _ = _run(capsys, "fan", "full flush", "--lang", lang)
    assert present in out and absent not in out


def test_fans_groups_mcr_by_points_highest_first(capsys):
    code, out, _ = _run(capsys, "fans")
    assert code == 0
    assert out.index("88 fan") < out.index("64 fan") < out.index("1 fan /")
    for entry in entries("mcr"):
        assert f"({entry.id})" in out


def test_fans_riichi_starts_with_double_yakuman(capsys):
    _, out, _ = _run(capsys, "fans", "--rules", "riichi")
    assert out.index("2x yakuman") < out.index("yakuman /") < out.index("6 han") < out.index("1 han")
    assert "[closed only" in out


def test_fans_regional_json(capsys):
    _, out, _ = _run(capsys, "fans", "--rules", "regional", "--json")
    rows = json.loads(out)
    assert [r["id"] for r in rows] == [e.id for e in entries("regional")]
    assert {r["ruleset"] for r in rows} == {"regional"}


def test_installed_fanbot_script_prints_json():
    script = shutil.which("fanbot")
    command = [script] if script else [sys.executable, "-c", "from bot.cli import main; raise SystemExit(main())"]
    done = subprocess.run([*command, "fan", "Chinitsu", "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["best"] == {"ruleset": "riichi", "id": "chinitsu"}
