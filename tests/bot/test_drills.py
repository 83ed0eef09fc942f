"""Issue 13's chat drills through the command layer (no platform): /learn waits, /efficiency and
the discard quiz. The platform runs are in test_discord_e2e.py and test_telegram_e2e.py."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.core import BotCore
from quiz.wait_cards import wait_cards
from scoring.rulesets import ruleset_ids
from tests.bot import chat_core
from tests.bot.chat_core import context as ctx
from tests.bot.outbound import tick

clock, core = chat_core.clock, chat_core.clocked_core


def card_of(reply):
    position = int(reply.select.action.rsplit(":", 1)[1])
    return wait_cards()[position]


# ----------------------------------------------------------------------------- /learn waits


async def test_learn_waits_shows_a_ready_shape_with_a_menu_of_ranks(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    assert front.private and card.ranks + card.suit in front.text.plain
    assert [o.value for o in front.select.options] == [str(r) for r in range(1, 10)]
    assert front.select.max_values == 9


async def test_picking_the_waits_in_the_menu_is_graded_against_the_waits_scorer(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    [after] = await core.handle_action(ctx(), front.select.action, [str(r) for r in card.waits])
    assert after.text.plain.startswith("Right:") and "Box 1" in after.text.plain
    assert card_of(after).id != card.id  # the next card is dealt


async def test_a_typed_wrong_answer_shows_the_waits_and_what_was_missed(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    card = card_of(front)
    wrong = next(r for r in range(1, 10) if r not in card.waits)
    [after] = await core.handle(ctx(), "learn", f"waits {card.waits[0]}{wrong}")
    text = after.text.plain
    assert " ".join(f"{r}{card.suit}" for r in card.waits) in text
    assert f"not a wait: {wrong}{card.suit}" in text and "box 1" in text


async def test_learn_waits_in_chinese_and_japanese_words(core):
    [zh] = await core.handle(ctx("zh-CN", chat="zh", user="zh"), "learn", "听牌")
    assert "听牌" in zh.text.plain and zh.select is not None
    [ja] = await core.handle(ctx("ja", chat="ja", user="ja"), "learn", "待ち")
    assert "聴牌" in ja.text.plain


async def test_an_answer_without_ranks_is_refused_and_costs_nothing(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    [refused] = await core.handle(ctx(), "learn", "waits *nope*")
    assert refused.is_error and "*nope*" in refused.text.plain
    [again] = await core.handle(ctx(), "learn", "waits")
    assert card_of(again).id == card_of(front).id


async def test_show_gives_the_waits_and_sends_the_card_back(core):
    [front] = await core.handle(ctx(), "learn", "waits")
    [shown] = await core.handle_action(ctx(), front.buttons[0][0].action)
    assert "left out" in shown.text.plain
    [stale] = await core.handle_action(ctx(), "learn:waits:99999", ["1"])
    assert stale.is_error


async def test_learn_with_a_word_that_is_neither_topic_nor_ruleset_says_so(core):
    [reply] = await core.handle(ctx(), "learn", "xyz")
    assert reply.is_error and "xyz" in reply.text.plain
    assert reply.text.plain.endswith(f"use one of {', '.join(ruleset_ids())}.")  # every ruleset, not two


# ----------------------------------------------------------------------------- /quiz start mode=discard


def _tile_buttons(reply):
    return [b for row in reply.buttons for b in row if b.action.startswith("quiz:tile:")]


def _round_answer(core, chat="g1", platform="telegram"):
    from bot.storage import chat_key

    rnd = core.quiz.engine.open_round(chat_key(platform, chat))
    return rnd, rnd.question


@pytest.mark.parametrize("words", ["mode=discard", "discard", "何切", "nanikiru", "mode=何切る"])
async def test_the_discard_drill_starts_by_any_of_its_names(core, words):
    replies = await core.handle(ctx(chat=words), "quiz", f"start {words} rounds=1")
    assert not replies[0].is_error, replies[0].text
    assert len(_tile_buttons(replies[-1])) >= 5


def _feedback(credit: float) -> str:
    """What a pick's acknowledgement says: right, the share of the credit a near pick earns, or +0."""
    if credit == 1.0:
        return "Right!"
    return f"{round(credit * 100)}% credit for coming close" if round(credit * 100) else "so +0 of the 10"


async def test_a_group_drill_grades_every_player_by_the_ranking_and_shows_the_table(core, clock):
    group = dict(chat="g1", group=True)
    intro, first = await core.handle(ctx(**group, user="starter"), "quiz", "start mode=discard rounds=2 seconds=30")
    assert "Which tile to discard" in intro.text.plain and "Which tile do you discard?" in first.text.plain
    assert first.picture is not None and "seen=" not in first.text.plain.splitlines()[1]
    rnd, question = _round_answer(core)
    credit = {row["tile"]: row["credit"] for row in question.answer["discards"]}
    buttons = _tile_buttons(first)
    assert sorted(b.label for b in buttons) == sorted(credit)
    picks = {"ann": buttons[0], "bob": buttons[-1], "cid": buttons[len(buttons) // 2]}
    for player, button in picks.items():
        [feedback] = await core.handle_action(ctx(**group, user=player, name=player.title()), button.action)
        assert feedback.private and _feedback(credit[button.label]) in feedback.text.plain
    # a typed answer by a fourth player, in Chinese when the best tile is suited
    best = question.answer["best"][0]
    suits = {"m": "万", "p": "筒", "s": "条"}
    typed = ("一二三四五六七八九"[int(best[0]) - 1] + suits[best[1]]) if best[1] != "z" else best
    [feedback] = await core.handle(ctx(**group, user="dee", name="Dee"), "quiz", typed)
    assert feedback.text.plain.startswith("Right!")
    answers = {a.user_id: a for a in core.storage.db.games.round_answers(rnd.id)}
    for player, button in picks.items():
        assert answers[player].credit == pytest.approx(credit[button.label])
        assert answers[player].correct == (credit[button.label] == 1.0)
    assert answers["dee"].correct
    clock.now += 31
    [message] = await tick(core, "telegram")
    summary = message.replies[0].text.plain
    assert f"Best discard: {' '.join(question.answer['best'])}" in summary
    assert "Ranked by the route to 8" in summary and "4 answers" in summary
    assert question.answer["discards"][0]["tile"] + ":" in summary
    [board] = await core.handle(ctx(**group), "quiz", "leaderboard")
    assert "Dee" in board.text.plain


async def test_a_tile_the_hand_does_not_hold_is_refused_and_costs_nothing(core):
    await core.handle(ctx(chat="p1"), "quiz", "start mode=discard rounds=1")
    rnd, question = _round_answer(core, chat="p1")
    held = {row["tile"] for row in question.answer["discards"]}
    absent = next(f"{r}{s}" for s in "mps" for r in range(1, 10) if f"{r}{s}" not in held)
    [refused] = await core.handle(ctx(chat="p1"), "quiz", absent)
    assert refused.is_error and f"{absent} is not in the hand" in refused.text.plain
    [unread] = await core.handle(ctx(chat="p1"), "quiz", "*banana*")
    assert unread.is_error and "*banana*" in unread.text.plain
    assert core.storage.db.games.round_answers(rnd.id) == []


async def test_a_private_drill_shows_the_table_after_the_answer_and_deals_the_next(core):
    await core.handle(ctx(chat="p2"), "quiz", "start mode=discard rounds=2")
    _, question = _round_answer(core, chat="p2")
    worst = question.answer["discards"][-1]
    replies = await core.handle(ctx(chat="p2"), "quiz", worst["tile"])
    texts = [r.text.plain for r in replies]
    assert _feedback(worst["credit"]) in texts[0]
    assert any(worst["tile"] + ":" in t for t in texts)  # the picked row is shown even when far down
    assert _tile_buttons(replies[-1])


async def test_the_drill_speaks_chinese_and_japanese(core):
    [intro, first] = await core.handle(ctx("zh-CN", chat="z1", user="z1"), "quiz", "start 何切 rounds=1")
    assert "何切" in intro.text.plain and "打哪张" in first.text.plain
    [intro, first] = await core.handle(ctx("ja", chat="j1", user="j1"), "quiz", "start mode=discard rounds=1")
    assert "何切る" in intro.text.plain and "何を切る" in first.text.plain


async def test_a_riichi_drill_ranks_by_useful_tiles(core):
    await core.handle(ctx(chat="r1"), "quiz", "start mode=discard rules=riichi rounds=1")
    _, question = _round_answer(core, chat="r1")
    assert question.ruleset == "riichi"
    replies = await core.handle(ctx(chat="r1"), "quiz", question.answer["best"][0])
    assert any("Ranked by shanten, then useful tiles left." in r.text.plain for r in replies)


# ----------------------------------------------------------------------------- /efficiency

POSITION = "4457m44788p366s66z seat=S seen=1223778m119p99s"


async def test_efficiency_answers_with_the_table_the_picture_and_forward_buttons(core):
    from scoring.efficiency import analyse
    from scoring.notation import parse_partial

    [reply] = await core.handle(ctx(), "efficiency", POSITION)
    report = analyse(parse_partial(POSITION, sizes=(14,)))
    text = reply.text.plain
    assert f"Best discard: {report.discards[0].tile.code}" in text and "1-shanten" in text
    assert reply.picture is not None
    labels = [b.label for row in reply.buttons for b in row]
    assert labels == [f"Discard {row.tile.code} and draw" for row in report.discards[:3]]


async def test_the_picture_marks_the_best_discard(core):
    import io

    from PIL import Image

    from bot.render.picture import CHAT_SCALE, MARK, layout_hand
    from scoring.notation import parse_partial

    [reply] = await core.handle(ctx(), "efficiency", POSITION)
    image = Image.open(io.BytesIO(reply.picture.png)).convert("RGB")
    boxes = layout_hand(parse_partial(POSITION, sizes=(14,)), CHAT_SCALE).tiles
    marked = next(b for b in boxes if b.tile.code == "7m")
    plain = next(b for b in boxes if b.tile.code == "5m")
    middle = marked.y + marked.height // 2
    assert image.getpixel((marked.x + 1, middle)) == MARK
    assert image.getpixel((plain.x + 1, plain.y + plain.height // 2)) != MARK


async def test_discard_and_draw_walks_the_hand_forward_the_same_way_every_time(core):
    from scoring.notation import parse_partial

    [reply] = await core.handle(ctx(), "efficiency", POSITION)
    button = reply.buttons[0][0]
    tile = button.action.rsplit(":", 1)[1]
    [step] = await core.handle_action(ctx(), button.action)
    [again] = await core.handle_action(ctx(user="u2", name="Bob"), button.action)  # another player, same draw
    assert step.text.plain == again.text.plain
    first_line = step.text.plain.splitlines()[0]
    assert first_line.startswith(f"Step 1: discarded {tile}, drew ")
    written = step.text.plain.splitlines()[1].removeprefix("Hand: ")
    walked = parse_partial(written, sizes=(14,))
    assert tile in [t.code for t in walked.seen] and len(walked.seen) == len(parse_partial(POSITION).seen) + 1
    [step2] = await core.handle_action(ctx(), step.buttons[0][0].action)
    assert step2.text.plain.startswith("Step 2:")


async def test_a_walk_survives_a_restart_on_the_same_database(tmp_path, clock):
    url = f"sqlite:///{tmp_path / 'walk.sqlite3'}"
    first = BotCore(Config(database_url=url, rate_limit=(1000, 60.0)), clock=clock)
    [reply] = await first.handle(ctx(), "efficiency", POSITION)
    [before] = await first.handle_action(ctx(), reply.buttons[0][1].action)
    first.close()
    second = BotCore(Config(database_url=url, rate_limit=(1000, 60.0)), clock=clock)
    try:
        [after] = await second.handle_action(ctx(), reply.buttons[0][1].action)
    finally:
        second.close()
    assert after.text.plain == before.text.plain


async def test_efficiency_of_thirteen_tiles_offers_a_draw(core):
    [reply] = await core.handle(ctx(), "efficiency", "4457m44788p36s66z")
    [button] = [b for row in reply.buttons for b in row]
    [drawn] = await core.handle_action(ctx(), button.action)
    assert drawn.text.plain.startswith("Step 1: drew ") and drawn.buttons


async def test_efficiency_refuses_bad_input_plainly(core):
    [usage] = await core.handle(ctx(), "efficiency", "")
    assert usage.is_error and "/efficiency" in usage.text.plain
    [bad] = await core.handle(ctx(), "efficiency", "123m*x*")
    assert bad.is_error and "Traceback" not in bad.text.plain
    [stale] = await core.handle_action(ctx(), "eff:go:0000:1m")
    assert stale.is_error


async def test_efficiency_in_chinese_and_by_its_alias(core):
    [reply] = await core.handle(ctx("zh-CN", chat="zh", user="zh"), "nanikiru", POSITION)
    assert "打" in reply.buttons[0][0].label and "再摸" in reply.buttons[0][0].label


# ----------------------------------------------------------------------------- /daily


DAY_START = 1_800_000_000 - 1_800_000_000 % 86400  # 00:00 UTC of a day


async def test_an_admin_turns_the_daily_problem_on_and_a_member_cannot(core):
    [status] = await core.handle(ctx(chat="d0", group=True), "daily")
    assert "No daily problem" in status.text.plain
    [refused] = await core.handle(ctx(chat="d0", group=True), "daily", "on hour=9")
    assert refused.is_error and "admins" in refused.text.plain
    [on] = await core.handle(ctx(chat="d0", group=True, admin=True), "daily", "on hour=7 reveal=10")
    assert "7:00 UTC" in on.text.plain and "10 h later" in on.text.plain
    [bad] = await core.handle(ctx(chat="d0", group=True, admin=True), "daily", "on hour=25")
    assert bad.is_error and "25" in bad.text.plain
    [unknown] = await core.handle(ctx(chat="d0", group=True, admin=True), "daily", "bogus")
    assert unknown.is_error and unknown.text.plain == "/daily takes on, off or preview, not 'bogus'."
    [off] = await core.handle(ctx(chat="d0", group=True, admin=True), "daily", "off")
    assert "off" in off.text.plain
    assert core.storage.db.settings.daily_problems() == {}


async def test_the_daily_problem_is_posted_once_at_its_hour_and_revealed_later(core, clock):
    from bot.storage import chat_key

    clock.now = DAY_START + 8 * 3600
    group = dict(chat="d1", group=True)
    await core.handle(ctx(**group, admin=True), "daily", "on hour=9 reveal=12")
    assert await tick(core, "telegram") == []  # 08:00: not yet
    clock.now = DAY_START + 9 * 3600 + 60
    [message] = await tick(core, "telegram")
    assert await tick(core, "telegram") == []  # posted once, whichever process ticks
    assert await tick(core, "discord") == []
    intro, problem = message.replies
    assert "Today's problem" in intro.text.plain and "21:00 UTC" in intro.text.plain
    assert problem.title.startswith("Daily problem ") and _tile_buttons(problem)
    rnd = core.quiz.engine.open_round(chat_key("telegram", "d1"))
    best = rnd.question.answer["best"][0]
    await core.handle_action(ctx(**group, user="ann", name="Ann"), f"quiz:tile:{rnd.id}:{best}")
    await core.handle(ctx(**group, user="bob", name="Bob"), "quiz", rnd.question.answer["discards"][-1]["tile"])
    clock.now += 12 * 3600
    [reveal] = await tick(core, "telegram")
    summary = reveal.replies[0]
    assert summary.title.endswith(": the answer") and "Best discard" in summary.text.plain
    assert "2 answers" in summary.text.plain
    [board] = await core.handle(ctx(**group), "quiz", "leaderboard")
    assert board.text.plain.index("Ann") < board.text.plain.index("Bob")
    clock.now += 12 * 3600  # the next day, 09:00 + 60 s
    [tomorrow] = await tick(core, "telegram")
    assert tomorrow.replies[1].text.plain != problem.text.plain


async def test_discard_drill_answers_make_streaks_as_in_the_other_modes(core):
    await core.handle(ctx(chat="s1"), "quiz", "start mode=discard rounds=3")
    for _ in range(2):
        _, question = _round_answer(core, chat="s1")
        await core.handle(ctx(chat="s1"), "quiz", question.answer["best"][0])
    [stats] = await core.handle(ctx(chat="s1"), "quiz", "stats")
    assert "right 2 (100%)" in stats.text.plain and "current streak 2, best 2" in stats.text.plain


async def test_the_daily_problem_comes_at_the_hour_of_the_chats_time_zone(core, clock):
    group = dict(chat="d-tz", group=True)
    [on] = await core.handle(ctx(**group, admin=True), "daily", "on hour=9 reveal=12 timezone=Asia/Shanghai")
    assert "9:00 Asia/Shanghai" in on.text.plain
    [status] = await core.handle(ctx(**group), "daily")  # everyone may read it; the zone is kept
    assert "9:00 Asia/Shanghai" in status.text.plain
    clock.now = DAY_START + 9 * 3600 + 60  # 09:01 UTC is 17:01 in Shanghai: today's problem is late already
    [message] = await tick(core, "telegram")
    intro = message.replies[0].text.plain
    assert "05:00 Asia/Shanghai" in intro  # 17:00 + 12 h, the next morning in Shanghai
    clock.now = DAY_START + 22 * 3600  # 06:00 in Shanghai: the answer is out
    [reveal] = await tick(core, "telegram")
    assert reveal.replies[0].title.endswith(": the answer")
    clock.now = DAY_START + 86400 + 0 * 3600 + 60  # 08:01 in Shanghai the next day: not yet
    assert await tick(core, "telegram") == []
    clock.now = DAY_START + 86400 + 1 * 3600 + 60  # 09:01 in Shanghai (01:01 UTC)
    [next_day] = await tick(core, "telegram")
    assert next_day.replies[0].text.plain != intro


@pytest.mark.parametrize("zone", ["Mars/Olympus", "../../etc/passwd", "/etc/localtime", "9"])
async def test_a_time_zone_that_is_none_is_a_short_error(core, zone):
    [bad] = await core.handle(ctx(chat="d-bad", group=True, admin=True), "daily", f"on timezone={zone}")
    assert bad.is_error and zone in bad.text.plain and "Asia/Shanghai" in bad.text.plain
    assert core.storage.db.settings.daily_problems() == {}


async def test_an_admin_previews_the_next_daily_problem_without_posting_it(core, clock):
    group = dict(chat="d-preview", group=True)
    await core.handle(ctx(**group, admin=True), "daily", "on hour=9 timezone=Asia/Shanghai")
    clock.now = DAY_START + 0 * 3600  # 08:00 in Shanghai: today's problem is next
    intro, problem = await core.handle(ctx(**group, admin=True), "daily", "preview")
    assert intro.private and problem.private and problem.buttons == ()  # seen by the admin alone, nothing to press
    assert "21:00 Asia/Shanghai" in intro.text.plain  # posted at 09:00 there, the answer 12 h later
    [refused] = await core.handle(ctx(**group), "daily", "preview")
    assert refused.is_error
    clock.now = DAY_START + 1 * 3600 + 60  # 09:01 in Shanghai: the post deals the hand the preview showed
    [message] = await tick(core, "telegram")
    assert message.replies[1].text.plain == problem.text.plain and message.replies[1].buttons
    _, tomorrow = await core.handle(ctx(**group, admin=True), "daily", "preview")
    assert tomorrow.text.plain != problem.text.plain  # after today's post, the preview is tomorrow's


async def test_the_daily_problem_keeps_the_chats_time_zone_setting_unless_given_its_own(core, clock):
    group = dict(chat="d-chat-tz", group=True)
    [saved] = await core.handle(ctx(**group, admin=True), "settings", "timezone=Asia/Shanghai")
    assert not saved.is_error and "Asia/Shanghai" in saved.text.plain
    [on] = await core.handle(ctx(**group, admin=True), "daily", "on hour=9 reveal=12")
    assert "9:00 Asia/Shanghai" in on.text.plain
    clock.now = DAY_START + 0 * 3600 + 60  # 08:01 in Shanghai: not yet
    assert await tick(core, "telegram") == []
    clock.now = DAY_START + 1 * 3600 + 60  # 09:01 in Shanghai (01:01 UTC)
    [message] = await tick(core, "telegram")
    assert "21:00 Asia/Shanghai" in message.replies[0].text.plain
    [own] = await core.handle(ctx(**group, admin=True), "daily", "on timezone=Europe/Paris")  # /daily's own wins
    assert "9:00 Europe/Paris" in own.text.plain
    [status] = await core.handle(ctx(**group), "daily")
    assert "Europe/Paris" in status.text.plain


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW", "ja"])
async def test_an_unknown_chat_time_zone_is_a_clear_error_in_every_language(core, language):
    from bot.i18n import Translator, language_of

    here = dict(chat=f"tz-{language}", group=True, admin=True)
    [bad] = await core.handle(ctx(language, **here), "settings", "timezone=Mars/Olympus")
    expected = Translator(language_of(language))("drill.daily_bad_timezone", value="Mars/Olympus")
    assert bad.is_error and bad.text.plain == expected
    [how] = await core.handle(ctx(language, **here), "settings", "timezone")
    assert "Asia/" in how.text.plain and not how.is_error
