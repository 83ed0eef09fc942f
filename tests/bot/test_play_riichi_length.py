"""/play riichi length=east|south: an east-only game (Tenhou's and Mahjong Soul's lobbies offer 東風戦 beside
東南戦, https://tenhou.net/man/) named on the table and in its log; ``hands=``, a count the Riichi game does not
play, refused naming ``length=`` instead, in the player's language."""

from __future__ import annotations

import json

from bot.core import CommandContext
from quiz.play.model import Options
from quiz.play.riichi import preset_of_table
from tests.bot import play_core
from tests.bot.outbound import play_posts
from tests.bot.test_play_riichi import ANN, GROUP, table_of

clock, core = play_core.clock, play_core.core


async def test_an_east_only_table_says_so_on_the_table_and_in_its_log(core):
    [ack] = await core.handle(ANN, "play", "riichi preset=tenhou length=east 1")
    assert not ack.is_error, ack.text.plain
    table = table_of(core)
    assert table.options.length == "east" and preset_of_table(table.options).length == "east"
    [post] = await play_posts(core, "telegram", edit_seconds=4, private_prompts=True)
    assert "tenhou, east-only · East 1" in post.table.text.plain
    replies = await core.handle(ANN, "play", "export")
    [tenhou] = [json.loads(r.document.data) for r in replies if r.document.filename.endswith(".json")]
    assert "般東" in tenhou["rule"]["disp"]


async def test_a_table_without_a_length_plays_its_presets_half_game(core):
    await core.handle(ANN, "play", "riichi preset=tenhou 1")
    table = table_of(core)
    assert table.options.length is None and preset_of_table(table.options).length == "south"


async def test_hands_at_a_riichi_table_is_refused_naming_length(core):
    [refused] = await core.handle(ANN, "play", "riichi hands=4")
    assert refused.is_error and "length=east|south" in refused.text.plain and "hands=" in refused.text.plain
    ja = CommandContext("telegram", GROUP, "3", "Chie", is_group=True, locale="ja")
    [refused] = await core.handle(ja, "play", "riichi hands=4")
    assert refused.is_error and "length=east|south" in refused.text.plain and "場風" in refused.text.plain
    assert table_of(core) is None


async def test_a_length_at_a_table_that_plays_a_count_of_hands_is_refused(core):
    [refused] = await core.handle(ANN, "play", "length=east")
    assert refused.is_error and "hands=1-16" in refused.text.plain


async def test_a_length_neither_east_nor_south_is_refused(core):
    [refused] = await core.handle(ANN, "play", "riichi length=west")
    assert refused.is_error and "east|south" in refused.text.plain


def test_the_tables_length_is_kept_with_its_options():
    options = Options(ruleset="riichi", preset="tenhou", length="east")
    assert Options.from_json(options.to_json()) == options
    assert "length" not in Options().to_json()  # tables stored before it read as they were
