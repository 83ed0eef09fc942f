"""A chat's Riichi table rules (``/settings riichi ...``): stored, shown, and used by /score and /waits."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore, CommandContext
from bot.storage import ChatSettings
from scoring.riichi import DaisharinRule, RenhouRule, RiichiRules, SanmaTsumo
from scoring.riichi.switches import SwitchError, parse_switches, switch_text
from tests.clock import Clock
from tests.migrated import migrated_url

RENHOU = "123m456p789s234s55p renhou seat=S"  # a ron before the first draw: 5 han, or a yakuman
KARATEN = "1111m234p567s789s"  # waits only on a fifth 1m


@pytest.fixture
def core(tmp_path):
    core = BotCore(Config(database_url=migrated_url(tmp_path / "bot.sqlite3"), rate_limit=(1000, 60.0)),
                   clock=Clock(1_000_000.0))
    yield core
    core.close()


def ctx(locale="en", *, chat="table", group=True, admin=True):
    return CommandContext("telegram", chat, "u1", "Ann", is_group=group, is_admin=admin, locale=locale)


# ------------------------------------------------------------------------- the rules as words


def test_the_words_read_every_rule_and_write_back_only_what_differs_from_the_defaults():
    rules = parse_switches("players:3, renhou=yakuman daisharin:any-suit aotenjou no-open-pinfu-fu "
                           "sanma-tsumo:north-bisection red-fives:1/2/1 karaten:ready yakuman-limit:none")
    assert rules == RiichiRules(players=3, renhou=RenhouRule.YAKUMAN, daisharin=DaisharinRule.ANY_SUIT,
                                aotenjou=True, open_pinfu_fu=False, sanma_tsumo=SanmaTsumo.NORTH_BISECTION,
                                red_five_counts=(1, 2, 1), karaten_ready=True, limit_six_yakuman=False)
    assert parse_switches(switch_text(rules)) == rules
    assert switch_text(RiichiRules()) == ""


def test_new_words_are_merged_into_the_current_rules_and_default_resets_them():
    rules = parse_switches("renhou:yakuman", parse_switches("players:3"))
    assert (rules.players, rules.renhou) == (3, RenhouRule.YAKUMAN)
    assert parse_switches("default daichisei", rules) == RiichiRules(daichisei=True)


@pytest.mark.parametrize("text, part", [("players:5", "players:5"), ("renhou:yakuman,colour:red", "colour:red"),
                                        ("red-fives:9/9/9", "red-fives:9/9/9"), ("renhou", "renhou"),
                                        ("aotenjou:maybe", "aotenjou:maybe")])
def test_a_word_not_understood_is_named(text, part):
    with pytest.raises(SwitchError) as caught:
        parse_switches(text)
    assert caught.value.part == part


def test_chat_settings_store_the_rules_as_their_words():
    settings = ChatSettings().with_value("riichi", "players:3,sashikomi")
    assert settings.to_strings()["riichi"] == "players:3,sashikomi"
    assert ChatSettings.from_strings(settings.to_strings()) == settings
    assert ChatSettings().to_strings()["riichi"] == ""


# ------------------------------------------------------------------------- through the commands


async def test_an_admin_sets_the_riichi_rules_and_settings_show_them(core):
    [saved] = await core.handle(ctx(), "settings", "riichi=players:3,renhou:yakuman")
    assert not saved.is_error and "players:3,renhou:yakuman" in saved.text
    [more] = await core.handle(ctx(), "settings", "riichi aotenjou")
    assert "players:3,renhou:yakuman,aotenjou" in more.text
    [overview] = await core.handle(ctx(), "settings", "")
    assert "Riichi table rules: players:3,renhou:yakuman,aotenjou" in overview.text
    [reset] = await core.handle(ctx(), "settings", "riichi default")
    assert "standard (four players)" in reset.text


async def test_a_bad_rule_word_gets_a_short_answer_naming_it_in_the_users_language(core):
    [bad] = await core.handle(ctx(), "settings", "riichi players:3,renhou:huge")
    assert bad.is_error and "'renhou:huge' is not a Riichi table rule" in bad.text
    assert "renhou:mangan/yakuman/off" in bad.text
    [ja] = await core.handle(ctx("ja"), "settings", "riichi colour:red")
    assert ja.is_error and "「colour:red」は立直麻雀のルールではありません" in ja.text
    [untouched] = await core.handle(ctx(), "settings", "riichi")
    assert "standard (four players)" in untouched.text and "/settings riichi players:3" in untouched.text


async def test_only_admins_change_the_rules_of_a_group(core):
    [refused] = await core.handle(ctx(admin=False), "settings", "riichi players:3")
    assert refused.is_error
    [shown] = await core.handle(ctx(), "settings", "riichi")
    assert "standard (four players)" in shown.text


async def test_score_in_the_chat_uses_its_renhou_rule(core):
    [before] = await core.handle(ctx(), "score", RENHOU + " rules=riichi")
    assert "32000" not in before.text and "8000" in before.text  # renhou as mangan (5 han)
    await core.handle(ctx(), "settings", "riichi renhou:yakuman")
    [after] = await core.handle(ctx(), "score", RENHOU + " rules=riichi")
    assert "32000" in after.text
    [elsewhere] = await core.handle(ctx(chat="other"), "score", RENHOU + " rules=riichi")
    assert "32000" not in elsewhere.text


async def test_a_three_player_chat_refuses_2m_to_8m_and_pays_tsumo_by_two(core):
    await core.handle(ctx(), "settings", "riichi players:3")
    [refused] = await core.handle(ctx(), "score", "234m456p789s234s55p rules=riichi")
    assert refused.is_error and "2m" in refused.text
    [tsumo] = await core.handle(ctx(), "score", "123p456p789s234s55p tsumo riichi seat=S rules=riichi")
    assert not tsumo.is_error and "1500" in tsumo.text  # 1000 + 500: no North to pay


async def test_waits_in_the_chat_use_its_karaten_rule(core):
    [not_ready] = await core.handle(ctx(), "waits", KARATEN + " rules=riichi")
    assert "1-shanten" in not_ready.text
    await core.handle(ctx(), "settings", "riichi karaten:ready")
    [ready] = await core.handle(ctx(), "waits", KARATEN + " rules=riichi")
    assert "Ready" in ready.text and "1-shanten" not in ready.text


async def test_nagashi_needs_no_hand_in_the_chat_and_follows_its_three_player_rule(core):
    [four] = await core.handle(ctx(), "score", "nagashi seat=S rules=riichi")
    assert not four.is_error and "8000" in four.text and "each other player 2000" in four.text
    await core.handle(ctx(), "settings", "riichi players:3")
    [three] = await core.handle(ctx("ja"), "score", "流し満貫 seat=S rules=riichi")
    assert not three.is_error and "6000" in three.text and "もう一人の子が 2000" in three.text
    [north] = await core.handle(ctx(), "score", "nagashi seat=N rules=riichi")
    assert north.is_error
    [nothing] = await core.handle(ctx(), "score", "seat=S rules=riichi")
    assert nothing.is_error and "no tiles" in nothing.text
