"""A usage problem on the command line is refused in one line naming what is wrong and what is taken, in the
language of the text, with exit status 2: never ignored, never a Python repr."""

from __future__ import annotations

import pytest

from bot.cli import main
from scoring.rulesets import ruleset_ids

HAND = "1112345678999m5m"


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("rules", "switch"), [("riichi", "--preset"), ("mcr", "--no-open-tanyao"),
                                               ("mcr", "--option"), ("hk", "--kiriage")])
def test_another_rulesets_rule_is_refused_not_ignored(capsys, rules, switch):
    argv = ["score", "--rules", rules, switch, *(["nope"] if switch in ("--preset", "--option") else []), HAND]
    code, out, err = _run(capsys, *argv, "--lang", "en")
    assert code == 2 and out == ""
    assert err.startswith(f"{switch} is not a rule of {rules}"), err


def test_the_refusal_names_the_chosen_rulesets_own_rules_in_the_language_asked(capsys):
    code, _, err = _run(capsys, "score", "--rules", "hk", "--kiriage", HAND, "--lang", "ja")
    assert code == 2 and err.strip() == "--kiriage は hk のルールではありません：使えるのは --preset, --option, " \
                                        "--no-flower-bonus です"


def test_a_rule_of_the_chosen_ruleset_is_taken(capsys):
    code, out, err = _run(capsys, "score", "--rules", "riichi", "--kiriage", HAND, "--json")
    assert code == 0 and err == "" and '"yakuman"' in out


def test_an_unknown_ruleset_is_answered_with_every_ruleset_there_is(capsys):
    code, _, err = _run(capsys, "score", "--rules", "regional", HAND, "--lang", "en")
    assert code == 2 and err.strip() == f"unknown ruleset 'regional': use one of {', '.join(ruleset_ids())}"


@pytest.mark.parametrize("argv", [["fan", "qing yi se"], ["fans"], ["quiz", "generate"]])
def test_a_ruleset_choice_is_listed_as_the_words_typed_not_as_enum_members(capsys, argv):
    with pytest.raises(SystemExit) as stopped:
        main([*argv, "--rules", "xyz"])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and "'mcr', 'riichi'" in err and "RulesetId" not in err


def test_the_console_refuses_a_language_it_does_not_speak(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["console", "--language", "klingon"])
    assert stopped.value.code == 2
    assert "unknown language 'klingon': use en,zh_hans,zh_hant,ja" in capsys.readouterr().err


def test_a_batch_file_that_cannot_be_read_is_said_in_the_language_of_the_text(capsys, tmp_path):
    code, _, err = _run(capsys, "score", "--batch", str(tmp_path / "missing.txt"), "--lang", "ja")
    assert code == 2 and err.startswith(f"{tmp_path / 'missing.txt'} を読めません：")


def test_a_fan_query_longer_than_any_name_is_not_echoed_whole(capsys):
    code, out, _ = _run(capsys, "fan", "x" * 100_000, "--lang", "en")
    assert code == 1 and len(out) < 1000
