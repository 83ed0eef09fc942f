"""The commands with the real scorers, glossary and quiz behind them (no platform)."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.render.text_riichi import render_riichi_text
from quiz.questions import make_question
from scoring.mcr import score_hand
from scoring.notation import format_hand, parse_hand
from scoring.riichi import score_hand as score_riichi
from tests.bot import chat_core
from tests.bot.chat_core import context as ctx
from tests.bot.outbound import tick

QUIZ_HAND = "[123m] [555p] 234678s7z7z tsumo seat=S flowers=2"  # 4 fan: single wait, self-drawn, 2 flowers


clock, clocked_core = chat_core.clock, chat_core.clocked_core


@pytest.fixture
def core(clocked_core):
    """The bot, its quiz asking about QUIZ_HAND alone."""

    def fixed_hand(game, number):
        hand = parse_hand(QUIZ_HAND)
        return make_question("mcr", format_hand(hand), score_hand(hand).to_json(), kind=game.options.kind,
                             rng=random.Random(number))

    clocked_core.quiz.engine.question_source = fixed_hand
    return clocked_core


@pytest.mark.parametrize("typed, meant", [("scroe", "score"), ("wait", "waits"), ("quizz", "quiz"), ("lern", "learn")])
async def test_a_mistyped_command_gets_the_close_one_suggested(core, typed, meant):
    [reply] = await core.handle(ctx(), typed, "1112345678999m5m")
    assert reply.is_error and f"Did you mean /{meant}?" in reply.text


async def test_an_unrelated_unknown_command_points_to_help(core):
    [reply] = await core.handle(ctx("zh-TW"), "xyzzy")
    assert reply.text.plain == "沒有 /xyzzy 這個指令。試試 /help。"


# ----------------------------------------------------------------------------- score


async def test_score_mcr_lists_fans_total_and_a_picture(core):
    [reply] = await core.handle(ctx(), "score", "1112345678999m5m")
    assert not reply.is_error
    assert "Nine Gates (九莲宝灯): 88" in reply.text
    assert "**Total: 91 fan**" in reply.text.markdown
    assert "🀇🀇🀇" in reply.text  # the Unicode text fallback
    image = Image.open(io.BytesIO(reply.picture.png))
    assert image.format == "PNG" and image.size[0] > 600


async def test_pictures_off_in_a_private_chat_leaves_score_waits_fan_and_quiz_text_only(core):
    [saved] = await core.handle(ctx(), "settings", "pictures=off")
    assert not saved.is_error and "off" in saved.text
    [score] = await core.handle(ctx(), "score", "1112345678999m5m")
    [waits] = await core.handle(ctx(), "waits", "1112345678999m")
    [fan] = await core.handle(ctx(), "fan", "pure straight")
    assert "**Total: 91 fan**" in score.text.markdown and "🀇🀇🀇" in score.text  # the text is all there
    assert (score.picture, waits.picture, fan.picture) == (None, None, None)
    quiz = await core.handle(ctx(), "quiz", "start rounds=1")
    assert quiz[-1].poll is not None and quiz[-1].picture is None
    await core.handle(ctx(), "settings", "pictures on")
    [score] = await core.handle(ctx(), "score", "1112345678999m5m")
    assert score.picture is not None


async def test_pictures_in_a_group_follow_the_admins_else_each_user(core):
    group = dict(chat="g", group=True)
    [mine] = await core.handle(ctx(user="u2", **group), "settings", "pictures off")  # not an admin
    assert mine.private and "off" in mine.text
    assert (await core.handle(ctx(user="u2", **group), "score", "1112345678999m5m"))[0].picture is None
    assert (await core.handle(ctx(user="u1", **group), "score", "1112345678999m5m"))[0].picture is not None
    assert (await core.handle(ctx(user="u2"), "score", "1112345678999m5m"))[0].picture is None  # everywhere
    [fixed] = await core.handle(ctx(user="u1", admin=True, **group), "settings", "pictures=on")
    assert not fixed.is_error and not fixed.private
    assert (await core.handle(ctx(user="u2", **group), "score", "1112345678999m5m"))[0].picture is not None
    [refused] = await core.handle(ctx(user="u1", admin=True, **group), "settings", "pictures maybe")
    assert refused.is_error and "maybe" in refused.text and "on, off" in refused.text


async def test_score_shows_which_sets_made_each_fan(core):
    [reply] = await core.handle(ctx(), "score", "1112345678999m5m")
    assert "Two Concealed Pungs (双暗刻): 2 — 111m 999m" in reply.text


async def test_score_in_traditional_chinese(core):
    [reply] = await core.handle(ctx("zh-TW"), "score", "1112345678999m5m")
    assert "九蓮寶燈：88 番" in reply.text and "合計：91 番" in reply.text


async def test_score_below_minimum_is_flagged(core):
    [reply] = await core.handle(ctx(), "score", QUIZ_HAND)
    assert "**Total: 4 fan**" in reply.text.markdown and "below the 8-fan minimum" in reply.text
    assert "including 2 for flowers" in reply.text


async def test_score_uses_riichi_when_the_call_says_so(core):
    [reply] = await core.handle(ctx(), "score", "123m406p789s234s5m +5m tsumo riichi rules=riichi")
    assert "Riichi score" == reply.title
    assert "• Aka Dora · Red Five: 1 han" in reply.text
    assert "**Value: 3 han 30 fu**" in reply.text.markdown
    assert "1235m406p" in reply.text  # red five written as 0


@pytest.mark.parametrize("locale, lang, line", [
    ("en", "en", "**Value: 5 han 20 fu, mangan**"), ("zh-CN", "zh", "**合计：5 番 20 符，满贯**"),
    ("zh-TW", "zh_hant", "**合計：5 番 20 符，滿貫**"),
])
async def test_a_riichi_score_names_its_limit_as_the_command_line_does(core, locale, lang, line):
    hand = "234m345p456s66s789m riichi ippatsu dora=1m tsumo seat=S rules=riichi"
    [reply] = await core.handle(ctx(locale), "score", hand)
    assert line in reply.text.markdown
    # one writer: the chat's score is the command line's, in the chat's look
    terminal = render_riichi_text(score_riichi(parse_hand(hand.replace(" rules=riichi", ""), "riichi")),
                                  lang).plain.splitlines()
    assert terminal[-2] in reply.text.plain.splitlines() and terminal[-1] in reply.text.plain.splitlines()


async def test_a_riichi_score_below_mangan_has_no_limit_name(core):
    [reply] = await core.handle(ctx(), "score", "234m345p456s66s789m seat=S rules=riichi")
    assert "**Value: 1 han 30 fu**" in reply.text.markdown
    assert "Points: 1000: ron: the discarder pays 1000" in reply.text


@pytest.mark.parametrize("written", ["rules = riichi", "Rules=Riichi", "rules: riichi", "ruleset=riichi"])
async def test_the_ruleset_option_is_read_however_it_is_spaced(core, written):
    [reply] = await core.handle(ctx(), "score", f"234m345p456s66s789m seat=S {written}")
    assert not reply.is_error and reply.title == "Riichi score", reply.text


async def test_a_hand_that_does_not_win_points_to_waits_with_the_same_tiles(core):
    [reply] = await core.handle(ctx(), "score", "123m456p789s2344s5s")
    assert reply.is_error and "not a winning hand" in reply.text
    assert reply.text.markdown.endswith("To see what it needs: `/waits 123m456p2344789s5s`")
    [waits] = await core.handle(ctx(), "waits", "123m456p2344789s5s")
    assert not waits.is_error
    [riichi] = await core.handle(ctx("zh-CN"), "score", "123m456p789s2344s5s rules=riichi")
    assert riichi.text.markdown.endswith("看看还差什么：`/waits 123m456p2344789s5s rules=riichi`")


async def test_a_riichi_score_says_what_the_honba_added(core):
    [reply] = await core.handle(ctx("zh-TW"), "score", "[222z] [555z] 999s4666z4z seat=S dora=8m honba=2 rules=riichi")
    assert "**合計：9 番 50 符，倍滿**" in reply.text.markdown and "（含本場 2×300）" in reply.text
    assert "• 役牌 白 · Yakuhai (Haku)：1 番 — [555z]" in reply.text


async def test_score_uses_riichi_when_the_chat_says_so(core):
    await core.handle(ctx(), "settings", "ruleset riichi")
    [reply] = await core.handle(ctx(), "score", "123m456p789s234s5m +5m tsumo riichi")
    assert reply.title == "Riichi score"
    [reply] = await core.handle(ctx(), "score", "1112345678999m5m rules=mcr")
    assert reply.title == "MCR score"


async def test_slash_rules_option_picks_the_ruleset(core):
    [reply] = await core.handle_slash(ctx(platform="discord"), "score", None,
                                      {"hand": "123m456p789s234s5m +5m tsumo riichi", "rules": "riichi"})
    assert reply.title == "Riichi score"


async def test_not_a_winning_hand_is_refused_by_name(core):
    [reply] = await core.handle(ctx(), "score", "123m456p789s2344s +5s")
    assert reply.is_error and "not a winning hand" in reply.text


async def test_tile_count_error_names_the_count(core):
    [reply] = await core.handle(ctx(), "score", "123m456p")
    assert reply.is_error and "counted 6, but" in reply.text


async def test_score_example_button_scores_it(core):
    [reply] = await core.handle_action(ctx(), "score:mcr:1112345678999m5m")
    assert "Nine Gates" in reply.text


# ----------------------------------------------------------------------------- waits


async def test_waits_lists_every_wait_in_a_code_block(core):
    [reply] = await core.handle(ctx(), "waits", "1112345678999m")
    assert not reply.is_error and reply.title == "Waits"
    assert "Ready: 9 waits, " in reply.text and "```" in reply.text.markdown
    assert reply.picture is not None


async def test_waits_of_fourteen_tiles_give_discards(core):
    [reply] = await core.handle(ctx(), "waits", "12345m11p234568s7z")
    assert "discard" in reply.text.plain.lower()


# ----------------------------------------------------------------------------- glossary


async def test_fan_by_pinyin_english_and_chinese(core):
    for query in ("qing yi se", "full flush", "清一色"):
        [reply] = await core.handle(ctx(), "fan", query)
        assert "Full Flush" in reply.text, query
        assert reply.buttons[0][0].action.startswith("score:mcr:")


async def test_unknown_fan_is_a_short_error(core):
    [reply] = await core.handle(ctx(), "fan", "xyzzy plugh")
    assert reply.is_error and "xyzzy plugh" in reply.text


async def test_autocomplete_values_open_the_entry(core):
    options = core.autocomplete_fans("full fl", ctx(platform="discord"))
    assert options and options[0].value == "mcr:full_flush"
    assert all(len(o.label) <= 100 and len(o.value) <= 100 for o in options)
    [reply] = await core.handle_slash(ctx(platform="discord"), "fan", None, {"name": options[0].value})
    assert "Full Flush" in reply.text


async def test_fans_table_groups_by_points(core):
    [reply] = await core.handle(ctx(), "fans")
    assert reply.text.markdown.index("**88 fan:**") < reply.text.markdown.index("**1 fan:**")
    assert "Full Flush" in reply.text and "Chicken Hand" in reply.text
    [riichi] = await core.handle(ctx("zh-CN"), "fans", "riichi")
    assert riichi.title == "日麻役种表" and "役满" in riichi.text


async def test_fans_table_lists_regional_fans_apart_from_mcr(core):
    [reply] = await core.handle(ctx(), "fans", "regional")
    assert reply.title == "Regional fans (not MCR)"
    assert reply.text.markdown.index("**64 fan:**") < reply.text.markdown.index("Heavenly Ready")
    assert "Eight Immortals Crossing the Sea" in reply.text and "Full Flush" not in reply.text


# ----------------------------------------------------------------------------- quiz


async def test_group_quiz_round_answers_and_timeout(core, clock):
    group = dict(chat="g", group=True)
    replies = await core.handle(ctx(**group), "quiz", "start rounds=2 seconds=30")
    intro, question = replies
    assert "2 rounds of 30 s" in intro.text
    assert question.poll is not None and question.picture is not None
    assert question.poll.options[question.poll.correct_index] == "4" and len(question.poll.options) == 4
    right = str(question.poll.correct_index)
    wrong = str((question.poll.correct_index + 1) % len(question.poll.options))
    [ann] = await core.handle_action(ctx(user="u1", name="Ann", **group), question.poll.action, [right])
    [bob] = await core.handle_action(ctx(user="u2", name="Bob", **group), question.poll.action, [wrong])
    assert ann.private and "Right!" in ann.text
    assert bob.private and "recorded" in bob.text
    [again] = await core.handle_action(ctx(user="u1", **group), question.poll.action, [wrong])
    assert again.is_error and "already answered" in again.text
    assert await tick(core, "telegram") == []  # not yet due
    clock.now += 31
    [message] = await tick(core, "telegram")
    assert (message.platform, message.chat_id) == ("telegram", "g")
    summary, next_question = message.replies
    assert "**Answer: 4 fan**" in summary.text.markdown
    assert "✓ Ann" in summary.text and "· Bob" in summary.text
    assert "Round 2/2" in next_question.title
    assert await tick(core, "discord") == []  # other platforms' rounds are not touched


async def test_in_a_group_only_the_starter_or_an_admin_stops_the_quiz(core):
    group = dict(chat="g3", group=True)
    await core.handle(ctx(user="u1", **group), "quiz", "start")
    [refused] = await core.handle(ctx(user="u2", name="Bob", **group), "quiz", "stop")
    assert refused.is_error and "started this quiz" in refused.text
    stopped = await core.handle(ctx(user="u3", name="Admin", admin=True, **group), "quiz", "stop")
    assert not any(r.is_error for r in stopped)
    await core.handle(ctx(user="u1", **group), "quiz", "start")
    assert not any(r.is_error for r in await core.handle(ctx(user="u1", **group), "quiz", "stop"))


async def test_quiz_stop_closes_the_round_and_shows_scores(core):
    group = dict(chat="g2", group=True)
    await core.handle(ctx(**group), "quiz", "start")
    await core.handle(ctx(user="u9", name="Cy", **group), "quiz", "answer 4")
    replies = await core.handle(ctx(**group), "quiz", "stop")
    assert replies[-1].title == "Quiz stopped"
    assert "1. Cy" in replies[-1].text
    [none] = await core.handle(ctx(**group), "quiz", "stop")
    assert none.is_error


async def test_only_one_game_per_chat(core):
    await core.handle(ctx(chat="g3", group=True), "quiz", "start")
    [refused] = await core.handle(ctx(chat="g3", group=True), "quiz", "start")
    assert refused.is_error and "already running" in refused.text


async def test_private_quiz_closes_at_the_answer(core):
    [_, question] = await core.handle(ctx(chat="dm"), "quiz", "start rounds=1 mode=total")
    assert question.buttons and question.buttons[0][0].action.startswith("quiz:prompt:")
    [prompt] = await core.handle_action(ctx(chat="dm"), question.buttons[0][0].action)
    assert prompt.number_prompt is not None
    replies = await core.handle_action(ctx(chat="dm"), prompt.number_prompt.action, ["4"])
    assert "Right!" in replies[0].text
    assert any("Answer: 4 fan" in r.text for r in replies)
    assert replies[-1].title == "Quiz over: final scores"


async def test_choice_fans_quiz_uses_a_multi_select(core):
    [_, question] = await core.handle(ctx(chat="dm2"), "quiz", "start rounds=1 mode=choice_fans")
    select = question.select
    assert select is not None and select.max_values == len(select.options) > 2
    labels = [o.label for o in select.options]
    assert any("Self-Drawn" in label for label in labels)
    correct = [o.value for o in select.options if "Self-Drawn" in o.label or "Single Wait" in o.label]
    replies = await core.handle_action(ctx(chat="dm2"), select.action, correct)
    assert not replies[0].is_error


async def test_an_unreadable_answer_is_not_recorded_and_the_player_may_try_again(core):
    [_, question] = await core.handle(ctx(chat="typo"), "quiz", "start rounds=1 mode=total")
    [typo] = await core.handle(ctx(chat="typo"), "quiz", "strat")  # a mistyped "/quiz start"
    assert typo.is_error and "“strat”" in typo.text and "nothing is recorded" in typo.text
    assert "`/quiz answer 24`" in typo.text.markdown  # how to answer this kind of question
    replies = await core.handle(ctx(chat="typo"), "quiz", "answer 4")
    assert "Right!" in replies[0].text  # the round was still open, and this is the first answer
    assert replies[-1].title == "Quiz over: final scores"


async def test_an_unreadable_answer_says_so_in_the_chat_language(core):
    await core.handle(ctx("zh-TW", chat="typo2"), "quiz", "start rounds=1 mode=fans")
    [typo] = await core.handle(ctx("zh-TW", chat="typo2"), "quiz", "answer ???")
    assert typo.is_error and "讀不懂「???」" in typo.text and "番種名" in typo.text
    [right] = (await core.handle(ctx("zh-TW", chat="typo2"), "quiz", "answer 單釣將 自摸"))[:1]
    assert not right.is_error


async def test_the_answer_of_a_round_lists_the_fans_as_a_score_reply_does(core):
    await core.handle(ctx("zh-CN", chat="zhq"), "quiz", "start rounds=1 mode=total")
    replies = await core.handle(ctx("zh-CN", chat="zhq"), "quiz", "answer 4")
    summary = next(r for r in replies if "答案" in r.text and "番" in r.text)
    assert "• 单钓将：1 番" in summary.text and "• 花牌 ×2：2 番" in summary.text
    [scored] = await core.handle(ctx("zh-CN", chat="zhq"), "score", QUIZ_HAND)
    assert "• 单钓将：1 番" in scored.text


async def test_in_a_private_chat_the_feedback_names_what_the_answer_got_wrong(core):
    await core.handle(ctx(chat="fb"), "quiz", "start rounds=1 mode=fans")
    replies = await core.handle(ctx(chat="fb"), "quiz", "answer self-drawn, full flush, banana")
    feedback = replies[0].text
    assert "Not understood, so not counted: “banana”" in feedback
    assert "Left out: Single Wait (单钓将)" in feedback and "Not in this hand: Full Flush (清一色)" in feedback


async def test_in_a_group_the_feedback_gives_nothing_of_the_answer_away(core):
    group = dict(chat="fbg", group=True)
    await core.handle(ctx(**group), "quiz", "start rounds=1 mode=fans")
    [feedback] = await core.handle(ctx(user="z", **group), "quiz", "answer 自摸 清一色 香蕉")
    assert feedback.private and "“香蕉”" in feedback.text
    assert "Left out" not in feedback.text and "Not in this hand" not in feedback.text


async def test_time_is_up_only_when_it_is(core, clock):
    await core.handle(ctx(chat="tu"), "quiz", "start rounds=2 mode=total")
    replies = await core.handle(ctx(chat="tu"), "quiz", "answer 4")
    assert any(r.title == "Round 1: the answer" for r in replies)  # closed by the answer
    clock.now += 61
    [message] = await tick(core, "telegram")
    assert message.replies[0].title == "Round 2: time is up"


async def test_a_yakuman_in_the_answer_of_a_riichi_round_reads_as_yakuman(core):
    def daisangen(game, number):
        from scoring.riichi import score_hand as riichi_score

        parsed = parse_hand("123m555666777z11p seat=S", "riichi")
        return make_question("riichi", format_hand(parsed, ruleset="riichi"), riichi_score(parsed).to_json(),
                             kind=game.options.kind, rng=random.Random(number))

    core.quiz.engine.question_source = daisangen
    await core.handle(ctx("zh-CN", chat="ym"), "quiz", "start rounds=1 mode=total rules=riichi")
    replies = await core.handle(ctx("zh-CN", chat="ym"), "quiz", "answer 13")
    summary = next(r for r in replies if "答案：13 番" in r.text)
    assert "• 大三元：役满 ×1" in summary.text and "大三元：13 番" not in summary.text


async def test_answer_without_a_round_is_refused(core):
    [reply] = await core.handle(ctx(chat="empty"), "quiz", "answer 8")
    assert reply.is_error and "No quiz round" in reply.text


async def test_leaderboard_and_stats(core, clock):
    group = dict(chat="g4", group=True)
    await core.handle(ctx(**group), "quiz", "start rounds=1 mode=total")
    await core.handle(ctx(user="a", name="Ann", **group), "quiz", "answer 4")
    await core.handle(ctx(user="b", name="Bob", **group), "quiz", "answer 9")
    clock.now += 61
    await tick(core, "telegram")
    [board] = await core.handle(ctx(**group), "quiz", "leaderboard")
    assert board.text.markdown.index("Ann") < board.text.markdown.index("Bob")
    [stats] = await core.handle(ctx(user="b", name="Bob", **group), "quiz", "stats")
    assert stats.private and "Answered 1, right 0 (0%)" in stats.text


async def test_stats_say_how_often_each_fan_to_review_was_missed(core):
    await core.handle(ctx(chat="wk"), "quiz", "start rounds=1 mode=fans")
    await core.handle(ctx(chat="wk"), "quiz", "answer self-drawn")  # Single Wait left out
    [stats] = await core.handle(ctx(chat="wk"), "quiz", "stats")
    assert "To review: Single Wait (单钓将) (missed 1 of 1)" in stats.text
    [stats] = await core.handle(ctx("zh-TW", chat="wk"), "quiz", "stats")
    assert "需要複習：單釣將（1 次錯 1 次）" in stats.text


async def test_quiz_rounds_out_of_range_are_refused(core):
    [reply] = await core.handle(ctx(), "quiz", "start rounds=999")
    assert reply.is_error and "Rounds must be" in reply.text


@pytest.mark.parametrize("value, shown", [("日麻", "Riichi"), ("国标", "MCR"), ("Riichi", "Riichi")])
async def test_settings_take_the_ruleset_as_players_name_it(core, value, shown):
    [reply] = await core.handle(ctx(chat="rs"), "settings", f"ruleset {value}")
    assert not reply.is_error and shown in reply.text


@pytest.mark.parametrize("value", ["写出番种", "寫出番種", "Name the fans", "name the fans", "fans"])
async def test_settings_take_a_quiz_mode_by_its_name_in_any_language(core, value):
    [reply] = await core.handle(ctx(chat="qm"), "settings", f"quiz_mode {value}")
    assert not reply.is_error, reply.text
    [again] = await core.handle(ctx(chat="qm"), "settings", "quiz_mode")
    assert "Name the fans" in again.text


async def test_several_settings_in_one_command_are_each_saved_in_turn(core):
    replies = await core.handle(ctx(chat="several"), "settings", "ruleset=riichi quiz_seconds=30 language=zh_hans")
    assert not any(reply.is_error for reply in replies), [reply.text for reply in replies]
    assert "Riichi" in replies[0].text and "**30**" in replies[1].text.markdown
    replies = await core.handle(ctx(chat="several"), "settings", "quiz_rounds=5 quiz_seconds=1")
    assert not replies[0].is_error and replies[-1].is_error and "quiz_seconds" in replies[-1].text
    [overview] = await core.handle(ctx(chat="several"), "settings", "")
    assert "日麻" in overview.text or "立直" in overview.text


async def test_settings_take_full_width_numbers(core):
    [reply] = await core.handle(ctx(chat="fw"), "settings", "quiz_seconds ３０")
    assert not reply.is_error and "**30**" in reply.text.markdown


async def test_quiz_start_takes_a_mode_by_its_chinese_name(core):
    [intro, question] = await core.handle(ctx("zh-CN", chat="qz"), "quiz", "start 写出番种 rounds=1")
    assert "写出番种" in intro.text and question.select is None and question.poll is None


async def test_a_riichi_quiz_round_says_riichi_and_dora_in_the_chat_language(core):
    hand = "234m345p456s66s789m riichi ippatsu tsumo dora=1m ura=9s"

    def riichi_hand(game, number):
        from scoring.riichi import score_hand as riichi_score

        parsed = parse_hand(hand, "riichi")
        return make_question("riichi", format_hand(parsed, ruleset="riichi"), riichi_score(parsed).to_json(),
                             kind=game.options.kind, rng=random.Random(number))

    core.quiz.engine.question_source = riichi_hand
    [_, question] = await core.handle(ctx("zh-TW", chat="rq"), "quiz", "start rounds=1 mode=total rules=riichi")
    assert "立直 · 一發 · 寶牌指示牌 1m · 裏寶牌指示牌 9s" in question.text
    assert "riichi ·" not in question.text
    await core.handle(ctx("zh-TW", chat="rq"), "quiz", "stop")
    [_, question] = await core.handle(ctx("en", chat="rq2"), "quiz", "start rounds=1 mode=fans rules=riichi")
    assert "Name every yaku (e.g. riichi, pinfu, tanyao" in question.text


async def test_an_unknown_setting_lists_the_settings_with_their_names_in_chinese(core):
    [reply] = await core.handle(ctx("zh-CN", chat="uk"), "settings", "颜色 红")
    assert reply.is_error and "ruleset（规则）、language（语言）" in reply.text
    [bad] = await core.handle(ctx("zh-CN", chat="uk"), "settings", "quiz_seconds 5")
    assert bad.is_error and "quiz_seconds（每题秒数）" in bad.text


# ----------------------------------------------------------------------------- flashcards


async def test_learn_shows_turns_and_reviews_cards(core):
    [front] = await core.handle(ctx(), "learn")
    assert front.private and front.buttons[0][0].action.startswith("learn:show:mcr:")
    [back] = await core.handle_action(ctx(), front.buttons[0][0].action)
    assert back.replace_message
    knew, again = back.buttons[0]
    [next_card] = await core.handle_action(ctx(), knew.action)
    assert "box 1" in next_card.text
    assert next_card.buttons[0][0].action != front.buttons[0][0].action


async def test_a_yakuman_flashcard_says_yakuman_not_0_han(core):
    [front] = await core.handle(ctx(chat="yk"), "learn", "riichi")
    [back] = await core.handle_action(ctx(chat="yk"), front.buttons[0][0].action)
    assert "0 han" not in back.text


def test_every_flashcard_value_reads_as_players_say_it():
    from bot.commands.learn import _value_text
    from bot.i18n import Translator
    from quiz.fans import fan_info
    from quiz.flashcards import all_cards

    tr = Translator("en")
    for ruleset in ("mcr", "riichi"):
        for card in all_cards(ruleset):
            text = _value_text(tr, ruleset, card.fan_id, fan_info(ruleset, card.fan_id).points)
            assert not text.startswith("0 "), (card.fan_id, text)
    assert _value_text(tr, "riichi", "daisuushii", 0) == "Yakuman ×2"
    assert _value_text(tr, "riichi", "pinfu", 1) == "1 han"
    assert _value_text(tr, "mcr", "mixed_straight", 8) == "8 fan"


async def test_a_turned_card_shows_each_text_once(core):
    for _ in range(8):  # the first new cards of each kind
        [front] = await core.handle(ctx(chat="once"), "learn")
        [back] = await core.handle_action(ctx(chat="once"), front.buttons[0][0].action)
        lines = [line for line in back.text.plain.splitlines() if line.strip()]
        assert len(lines) == len(set(lines)), back.text
        await core.handle_action(ctx(chat="once"), back.buttons[0][0].action)


async def test_stale_learn_button_is_refused(core):
    [reply] = await core.handle_action(ctx(), "learn:show:mcr:99999")
    assert reply.is_error


async def test_every_action_fits_in_telegram_callback_data(core):
    """Telegram carries at most 64 bytes of callback data; Discord 100 characters of custom id."""
    calls = [("help", ""), ("settings", ""), ("settings", "language"), ("settings", "quiz_mode"),
             ("fan", "qing"), ("fan", "pure"), ("fan", "pinfu"), ("fan", "big four winds"), ("learn", ""),
             ("learn", "riichi"), ("quiz", "start mode=choice_fans"), ("quiz", "stop"),
             ("quiz", "start mode=fans"), ("quiz", "stop"), ("quiz", "start mode=choice_total")]
    actions = []
    for command, args in calls:
        for reply in await core.handle(ctx(chat="acts", group=True, admin=True), command, args):
            actions += [b.action for row in reply.buttons for b in row]
            actions += [x.action for x in (reply.select, reply.poll, reply.number_prompt) if x is not None]
            if reply.select is not None:
                actions += [f"{reply.select.action}:{o.value}" for o in reply.select.options]
    assert len(actions) > 15
    too_long = [a for a in actions if len(a.encode()) > 64]
    assert not too_long


# ----------------------------------------------------------------------------- Riichi fu and payment

RIICHI_QUIZ_HAND = "123m456p789s111z5s5s riichi seat=S"  # 2 han 40 fu, ron 2600


@pytest.fixture
def riichi_core(core):
    from scoring.riichi import score_hand as riichi_score

    def riichi_hand(game, number):
        assert game.ruleset == "riichi"
        answer = riichi_score(parse_hand(RIICHI_QUIZ_HAND, "riichi")).to_json()
        return make_question("riichi", RIICHI_QUIZ_HAND, answer, kind=game.options.kind, rng=random.Random(number))

    core.quiz.engine.question_source = riichi_hand
    return core


async def test_a_payment_quiz_plays_riichi_hands_even_in_an_mcr_chat(riichi_core):
    [intro, question] = await riichi_core.handle(ctx(chat="pay"), "quiz", "start rounds=1 mode=payment")
    assert "How many points" in intro.text and "Riichi" in intro.text
    assert "How many points? (ron: 7700; tsumo: 2000/3900; dealer tsumo: 4000 all)" in question.text
    replies = await riichi_core.handle(ctx(chat="pay"), "quiz", "answer 2600")
    assert "Right!" in replies[0].text
    assert any("**2600** (2 han 40 fu)" in r.text.markdown for r in replies)


async def test_a_close_payment_gets_partial_credit_in_chat(riichi_core):
    await riichi_core.handle(ctx(chat="pay2"), "quiz", "start rounds=1 mode=payment")
    [recorded, *_] = await riichi_core.handle(ctx(chat="pay2"), "quiz", "answer 2900")
    assert "Answer recorded:" in recorded.text and "0% right" not in recorded.text
    assert "credit for coming close" in recorded.text and "fans named" not in recorded.text


async def test_a_total_far_off_is_answered_as_wrong_without_a_word_on_fans(riichi_core):
    await riichi_core.handle(ctx(chat="tot"), "quiz", "start rounds=1 mode=total rules=riichi")
    [recorded, *_] = await riichi_core.handle(ctx(chat="tot"), "quiz", "answer 999")
    assert recorded.text.plain.startswith("Answer recorded: not the right one, so +0 of the 10 a right answer earns.")
    assert "fans named" not in recorded.text and "Left out" not in recorded.text


async def test_a_pick_the_fu_quiz_is_a_poll_of_fu_values(riichi_core):
    [_, question] = await riichi_core.handle(ctx(chat="fu"), "quiz", "start rounds=1 mode=choice_fu")
    poll = question.poll
    assert poll is not None and "How many fu?" in poll.question
    assert poll.options[poll.correct_index] == "40 fu" and all(o.endswith(" fu") for o in poll.options)
    replies = await riichi_core.handle_action(ctx(chat="fu"), poll.action, [str(poll.correct_index)])
    assert "Right!" in replies[0].text and any("**40 fu** (2 han)" in r.text.markdown for r in replies)


async def test_fu_quiz_mode_names_work_in_chinese_and_a_near_miss_is_half_right(riichi_core):
    [intro, _] = await riichi_core.handle(ctx("zh-CN", chat="zfu"), "quiz", "start rounds=1 几符")
    assert "几符" in intro.text
    [half, *_] = await riichi_core.handle(ctx("zh-CN", chat="zfu"), "quiz", "answer 30")
    assert "50%" in half.text


async def test_a_fu_quiz_with_mcr_hands_asked_explicitly_is_refused_with_a_reason(riichi_core):
    [refused] = await riichi_core.handle(ctx(chat="mfu"), "quiz", "start rounds=1 mode=fu rules=mcr")
    assert refused.is_error and "MCR hands have no fu or payments" in refused.text


async def test_an_unreadable_payment_says_how_payments_are_written(riichi_core):
    await riichi_core.handle(ctx(chat="upay"), "quiz", "start rounds=1 mode=payment")
    [typo] = await riichi_core.handle(ctx(chat="upay"), "quiz", "answer mangan")
    assert typo.is_error and "`2000/3900` (tsumo)" in typo.text.markdown


async def test_the_answer_prompt_of_a_payment_question_says_how_to_write_points(riichi_core):
    [_, question] = await riichi_core.handle(ctx(chat="ppay"), "quiz", "start rounds=1 mode=payment")
    [prompt] = await riichi_core.handle_action(ctx(chat="ppay"), question.buttons[0][0].action)
    assert prompt.number_prompt.label == "The points: 7700, 2000/3900 or 4000 all"
    replies = await riichi_core.handle_action(ctx(chat="ppay"), prompt.number_prompt.action, ["2600"])
    assert "Right!" in replies[0].text


@pytest.mark.parametrize("locale, said", [("en", "rules is given twice"), ("ja", "rules が違う値で二回"),
                                          ("zh-CN", "rules 写了两次")])
async def test_an_option_given_twice_with_different_values_is_refused_not_guessed(core, locale, said):
    [reply] = await core.handle(ctx(locale), "score", "rules=riichi rules=mcr 1112345678999m5m")
    assert reply.is_error and said in reply.text.plain


async def test_an_option_repeated_with_the_same_value_still_scores(core):
    [reply] = await core.handle(ctx(), "score", "rules=mcr rules=MCR 1112345678999m5m")
    assert not reply.is_error and "Nine Gates" in reply.text.plain


async def test_a_riichi_flashcard_asks_for_han_and_yaku_never_for_points_or_fans(core):
    fronts = []
    for n in range(12):  # the deck deals several kinds of card front
        [front] = await core.handle(ctx(chat=f"rk{n}", user=f"rk{n}"), "learn", "riichi")
        fronts.append(front.text.plain)
    assert not any("How many points" in f or "Which fan" in f for f in fronts), fronts
    assert any("How many han" in f or "Which yaku" in f or "in English?" in f or "in Chinese?" in f for f in fronts)
