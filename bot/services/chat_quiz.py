"""The quiz in a chat: ``quiz.games.GameEngine`` (stored rounds and deadlines) seen as replies.

Chat ids in the quiz storage are ``platform:chat_id``. Answers come as text (``/quiz answer 24``),
as button presses or poll answers (``quiz:pick:<round>[:<index>]``), or from the answer prompt
(``quiz:text:<round>``). In a group every player answers once and the round closes at its deadline
(``BotCore.tick``); in a private chat the round closes as soon as the player has answered.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from bot.calls import ChatMessage
from bot.i18n import Translator, listed, plural_key
from bot.render.reply_parts import hand_picture, mode_label, text_tiles
from bot.render.ruleset_words import ruleset_key
from bot.render.text_drills import discard_explanation
from bot.render.text_quiz import WIND_KEYS, context_lines, quiz_fan_name
from bot.render.views import view_of
from bot.replies import Button, ButtonStyle, NumberPrompt, Option, Poll, Reply, Select, error_reply
from bot.rich import Rich, code, rich_translator, user
from bot.rich import lines as rich_lines
from bot.services.daily_posts import DailyPosts
from bot.services.owed_results import OwedResults, replays
from bot.storage import ChatSettings, StorageFault, chat_key
from quiz.discards import tile_not_in_hand as discard_not_in_hand
from quiz.flashcards import Deck
from quiz.games import BASE_POINTS, GameEngine, GameError
from quiz.grading import grade as grade_answer
from quiz.hands.positions import tiles_text
from quiz.kinds import FIGURE_KINDS, QuestionKind
from quiz.ports import Store
from quiz.records import GameRow
from quiz.riichi_points import parse_payment
from quiz.rulesets import quiz_of, quiz_rulesets
from quiz.scored import ScoredAnswer
from quiz.wait_cards import WaitDeck
from scoring.hand import Hand, HandError
from scoring.notation import parse_hand, parse_partial

log = logging.getLogger("fanbot.quiz")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class ChatQuiz:
    """The quiz in chats over the quiz's ``store``; ``clock`` gives wall-clock seconds, ``chat_settings`` and
    ``chat_language`` (of ``platform, chat_id``) a chat's choices and the language nobody asking is spoken to in."""

    def __init__(self, store: Store, chat_settings: Callable[[str, str], ChatSettings], clock: Callable[[], float],
                 chat_language: Callable[[str, str], str], daily: DailyPosts) -> None:
        self.storage, self.chat_settings, self.clock, self.chat_language, self.daily = (
            store, chat_settings, clock, chat_language, daily)
        self._decks: dict[str, Deck] = {}
        self._wait_deck: WaitDeck | None = None
        self.engine = GameEngine(self.storage, clock=clock, deck_for=self.deck)

    def deck(self, ruleset: str):
        if ruleset not in self._decks:
            self._decks[ruleset] = Deck(self.storage, ruleset, clock=self.clock)
        return self._decks[ruleset]

    def wait_deck(self) -> WaitDeck:
        """The shapes' flashcards (``/learn waits``), over the same storage as the fan decks."""
        if self._wait_deck is None:
            self._wait_deck = WaitDeck(self.storage, clock=self.clock)
        return self._wait_deck

    # ------------------------------------------------------------------ commands

    def start(self, session, kind: str, rounds: int, seconds: int, rules: str | None = None) -> list[Reply]:
        """A game of ``rounds`` questions of ``kind``; ``rules`` when the caller named a ruleset."""
        tr, rt, settings = session.tr, session.rich, session.settings
        ruleset = rules or settings.ruleset
        if kind in FIGURE_KINDS and kind not in quiz_of(ruleset).kinds:
            asker = next(r for r in quiz_rulesets() if kind in quiz_of(r).kinds)
            if rules is not None:  # asked for another ruleset's hands explicitly: they have no fu or payments
                return [error_reply(rt(f"quiz.{view_of(asker).words}_only", mode=mode_label(tr, kind)))]
            # fu and payments are asked in a ruleset that pays by fu, whatever the chat scores with
            ruleset = asker
        key = chat_key(session.ctx.platform, session.ctx.chat_id)
        try:
            game = self.engine.start_game(key, rounds=rounds, mode="all", seconds=seconds, ruleset=ruleset,
                                          kind=kind, started_by=session.ctx.user_id)
        except GameError:
            return [error_reply(rt("quiz.already_running"))]
        started = plural_key(tr.language, "quiz.started", rounds)
        intro = Reply(text=rt(started, rounds=rounds, seconds=seconds, mode=mode_label(tr, kind),
                              ruleset=tr(f"ruleset.{view_of(ruleset).words}")))
        return [intro, *self._next_round(session.language, game.id)]

    def stop(self, session) -> list[Reply]:
        tr = session.rich
        key = chat_key(session.ctx.platform, session.ctx.chat_id)
        game = self.storage.games.running_game(key)
        if game is None:
            return [error_reply(tr("quiz.no_game"))]
        ctx = session.ctx
        starter = game.options.started_by
        if ctx.is_group and not ctx.is_admin and starter not in (None, ctx.user_id):
            # one player must not end a game the whole group is playing
            return [error_reply(tr("quiz.stop_not_allowed"))]
        summaries = self.engine.stop_game(game.id)
        replies = [self.summary_reply(session.language, s, timed_out=False) for s in summaries]
        replies.append(self.final_reply(session.language, game.id, stopped=True))
        return replies

    def _open_round(self, session):
        return self.engine.open_round(chat_key(session.ctx.platform, session.ctx.chat_id))

    def answer_text(self, session, text: str, round_id: str | None = None) -> list[Reply]:
        tr = session.rich
        if not text.strip():
            return [error_reply(tr("quiz.answer_usage"))]
        rnd = self.storage.games.round(round_id) if round_id else self._open_round(session)
        key = chat_key(session.ctx.platform, session.ctx.chat_id)
        if rnd is None or rnd.chat_id != key:  # (a mistyped /quiz subcommand, too: said in the open)
            return [error_reply(tr("quiz.no_round"))]
        replies = self._answer_round(session, rnd, text)
        if not session.ctx.is_group:
            return replies
        # a group round's answers cost the group no message, however many players answer
        return [replace(r, acknowledges=True) if r.private or r.is_error else r for r in replies]

    def _answer_round(self, session, rnd, text: str) -> list[Reply]:
        tr = session.rich
        ctx = session.ctx
        unreadable = self._unreadable(session, rnd, text)
        if unreadable is not None:
            return [unreadable]
        result = self.engine.submit(rnd.id, ctx.user_id, ctx.user_name or ctx.user_id, text[:500])
        if result.status in ("closed", "late", "no_round"):
            return [error_reply(tr("quiz.round_closed"))]
        if result.status == "duplicate":
            return [error_reply(tr("quiz.duplicate"))]
        grade = result.grade
        if grade is not None and grade.correct:
            feedback = tr("quiz.right", points=result.points)
        else:
            # the fan-by-fan wording only where fans were named; a total, fu or payment was close or not
            named = grade is not None and (grade.right or grade.missing or grade.wrong)
            percent = round((grade.credit if grade else 0) * 100)
            key = "quiz.recorded" if named else ("quiz.recorded_close" if percent else "quiz.recorded_wrong")
            feedback = tr(key, percent=percent, points=result.points, full=BASE_POINTS)
        if grade is not None:
            feedback = rich_lines(feedback, *self._answer_notes(session, rnd, grade))
        replies = [Reply(text=feedback, private=ctx.is_group)]
        if not ctx.is_group or result.round_closed:
            replies += self._close_and_continue(session.language, rnd.id, timed_out=False)
        return replies

    def _answer_notes(self, session, rnd, grade) -> list[Rich]:
        """What the player's own answer got wrong: the words not understood, and (in a private chat,
        where the answer is shown next anyway) the fans left out or named wrongly."""
        tr, language = session.rich, session.language
        ruleset = rnd.question.ruleset
        answer = rnd.question.answer
        notes = []
        if grade.unknown:
            words = Rich.join(", ", ("“" + user(u[:30]) + "”" for u in grade.unknown[:5]))
            notes.append(tr("quiz.not_understood", words=words))
        if not session.ctx.is_group:
            for key, rows in (("quiz.left_out", grade.missing), ("quiz.not_in_hand", grade.wrong)):
                if rows:
                    notes.append(tr(key, names=listed(language, (fan_name(ruleset, f.id, language, answer)
                                                                 for f in rows))))
        return notes

    def _unreadable(self, session, rnd, text: str) -> Reply | None:
        """A reply when nothing in ``text`` can be read as an answer; such an answer is not recorded.

        A typo such as ``/quiz strat`` or a letter where a number is asked then costs nothing: the
        player reads how to answer and tries again. (Readable wrong answers are recorded as usual.)
        """
        if rnd.status != "open":
            return None  # the engine says "too late"
        question = rnd.question
        if grade_answer(question, text[:500]).readable:
            return None
        if question.kind == QuestionKind.DISCARD:
            absent = discard_not_in_hand(question, text)
            if absent is not None:
                tiles = " ".join(question.discard.credits)
                return error_reply(session.rich("drill.not_in_hand", tile=code(absent), tiles=code(tiles)))
        shown = " ".join(text.split())
        shown = shown if len(shown) <= 40 else shown[:39] + "…"
        discard = question.kind == QuestionKind.DISCARD
        hint = session.rich("drill.hint_discard" if discard else f"quiz.hint_{question.kind}")
        return error_reply(session.rich("quiz.unreadable", answer=user(shown), hint=hint))

    # ------------------------------------------------------------------ actions

    def action(self, session, action: str, values) -> list[Reply]:
        parts = action.split(":")
        verb = parts[1] if len(parts) > 1 else ""
        round_id = parts[2] if len(parts) > 2 else None
        if verb == "start":
            settings = session.settings
            return self.start(session, settings.quiz_mode, settings.quiz_rounds, settings.quiz_seconds)
        if verb == "prompt" and round_id:
            tr = session.tr
            rnd = self.storage.games.round(round_id)
            kind = rnd.question.kind if rnd is not None else ""
            label_key = f"quiz.prompt_label_{kind}" if tr.has(f"quiz.prompt_label_{kind}") else "quiz.prompt_label"
            prompt = NumberPrompt(f"quiz:text:{round_id}", tr("quiz.prompt_title"), tr(label_key))
            return [Reply(text=session.rich(label_key), number_prompt=prompt, private=True)]
        if verb == "text" and round_id:
            return self.answer_text(session, " ".join(values), round_id)
        if verb == "tile" and round_id and len(parts) == 4:  # a discard drill's tile button
            return self.answer_text(session, parts[3], round_id)
        if verb == "pick" and round_id:
            picks = list(values) if values else parts[3:4]
            letters = []
            for pick in picks:
                if not str(pick).isdecimal() or int(pick) >= len(LETTERS):
                    return [error_reply(session.tr("error.stale_button"))]
                letters.append(LETTERS[int(pick)])
            if not letters:
                return []  # a retracted poll vote: nothing to record
            return self.answer_text(session, " ".join(letters), round_id)
        return [error_reply(session.tr("error.stale_button"))]

    # ------------------------------------------------------------------ timers

    def tick(self, platform: str | None = None, owed: OwedResults | None = None) -> list[ChatMessage]:
        """What is due; with ``owed``, each result is marked owed before its round closes (``quiz_owed``)."""
        messages = replays(self, owed, platform) if owed is not None and platform else []
        prefix = f"{platform}:" if platform else ""
        for rnd in self.engine.due_rounds():
            if not rnd.chat_id.startswith(prefix):
                continue  # another process (platform) announces its own rounds
            chat_platform, _, chat_id = rnd.chat_id.partition(":")
            if owed is not None and not owed.owe(chat_platform, rnd.id, rnd.chat_id):
                continue  # another worker is closing it
            language = self.chat_language(chat_platform, chat_id)
            replies = self._close_and_continue(language, rnd.id)
            if replies:
                messages.append(ChatMessage(chat_platform, chat_id, tuple(replies), rnd.id))
            elif owed is not None:
                owed.paid(chat_platform, rnd.id)
        try:  # the daily problems (/daily) whose hour has come; a failure must not lose the summaries above
            messages += self.daily.due(platform, self)
        except StorageFault:
            pass  # full, read-only, damaged: logged once by the storage, not at every tick
        except Exception:
            log.exception("daily problems could not be posted")
        return messages

    def _close_and_continue(self, language: str, round_id: str, timed_out: bool = True) -> list[Reply]:
        summary = self.engine.close_round(round_id)
        if summary is None:
            return []  # closed by someone else meanwhile
        replies = [self.summary_reply(language, summary, timed_out)]
        game = self.game(summary.round.game_id) if summary.round.game_id else None
        if game is None:
            return replies
        if game.status == "running":
            replies += self._next_round(language, game.id)
        else:
            replies.append(self.final_reply(language, game.id))
        return replies

    # ------------------------------------------------------------------ rendering

    def _next_round(self, language: str, game_id: str) -> list[Reply]:
        try:
            rnd = self.engine.start_round(game_id)
        except GameError as error:
            log.warning("no next round for game %s: %s", game_id, error)
            return []
        game = self.game(game_id)
        question = rnd.question
        return [self.question_reply(language, question, rnd, game, self.chat_pictures(rnd.chat_id))]

    def game(self, game_id: str) -> GameRow | None:
        return self.storage.games.game(game_id)

    def chat_pictures(self, key: str) -> bool:
        """Whether a chat (``platform:chat_id``) gets hand pictures; rounds are for all, so the chat decides."""
        platform, _, chat_id = key.partition(":")
        return self.chat_settings(platform, chat_id).pictures is not False

    def question_reply(self, language: str, question, rnd, game, pictures: bool = True) -> Reply:
        tr = Translator(language)
        if question.kind == QuestionKind.DISCARD:
            return self._discard_reply(tr, question, rnd, game, pictures)
        lines: list[Rich | str] = []
        hand = _hand_or_none(question.hand, question.ruleset)
        picture = None
        if hand is not None:
            lines.append(text_tiles(hand))
            lines += context_lines(tr, hand, question.ruleset)
            picture = hand_picture(hand, language, question.hand) if pictures else None
        lines.append(code(question.hand))
        seconds = round(rnd.deadline - rnd.started_at)
        ask = tr(ruleset_key(tr, f"quiz.ask_{question.kind}", question.ruleset))  # han counters ask for han and yaku
        title = tr("quiz.round_title", number=rnd.number, total=game.rounds_total if game else 1, seconds=seconds)
        choices = tuple(self._choice_label(language, question, i) for i in range(len(question.choices)))
        if question.kind in (QuestionKind.CHOICE_TOTAL, QuestionKind.CHOICE_FU, QuestionKind.CHOICE_PAYMENT):
            poll = Poll(ask, choices, question.correct_choices[0] if question.correct_choices else 0,
                        explanation="", open_seconds=seconds, action=f"quiz:pick:{rnd.id}")
            return Reply(text=rich_lines(*lines), title=title, picture=picture, poll=poll)
        if question.kind == QuestionKind.CHOICE_FANS:
            options = tuple(Option(label[:100], str(i)) for i, label in enumerate(choices))
            select = Select(f"quiz:pick:{rnd.id}", ask[:150], options, min_values=1, max_values=len(options))
            lines.append(ask)
            return Reply(text=rich_lines(*lines), title=title, picture=picture, select=select)
        lines.append(ask)
        lines.append(rich_translator(tr)("quiz.how_to_answer"))
        buttons = ((Button(tr("quiz.answer_button"), f"quiz:prompt:{rnd.id}", ButtonStyle.PRIMARY),),)
        return Reply(text=rich_lines(*lines), title=title, picture=picture, buttons=buttons,
                     reply_action=f"quiz:text:{rnd.id}")

    def _discard_reply(self, tr, question, rnd, game, pictures: bool) -> Reply:
        seconds = round(rnd.deadline - rnd.started_at)
        title = tr("quiz.round_title", number=rnd.number, total=game.rounds_total if game else 1, seconds=seconds)
        return self.discard_round_reply(tr, question, rnd, title, pictures)

    def discard_round_reply(self, tr, question, rnd, title: str, pictures: bool) -> Reply:
        """A discard drill's round: the 14 tiles, where and when, and a button per distinct tile (none
        when ``rnd`` is None: a preview of a round not opened yet)."""
        rt = rich_translator(tr)
        hand = parse_partial(question.hand, question.ruleset, sizes=(14,))
        position = question.meta.position
        lines: list[Rich | str] = [text_tiles(hand), code(question.hand.split(" seen=")[0])]
        lines.append(rt("drill.position", seat=tr(f"quiz.wind_{WIND_KEYS[hand.context.seat_wind]}"),
                        round=tr(f"quiz.wind_{WIND_KEYS[hand.context.round_wind]}"),
                        turn=position.turn if position else "?", drawn=code(position.drawn.code if position else "?")))
        if position is not None and (position.seen or position.own_discards):
            lines.append(rt("drill.table_seen", seen=code(tiles_text(position.seen) or "-"),
                            own=code(tiles_text(position.own_discards) or "-")))
        lines.append(rt("drill.ask_discard"))
        tiles = sorted(set(hand.concealed))
        row_size = 5  # Discord's most buttons in a row
        buttons = tuple(tuple(Button(t.code, f"quiz:tile:{rnd.id}:{t.code}") for t in tiles[i:i + row_size])
                        for i in range(0, len(tiles), row_size)) if rnd is not None else ()
        picture = hand_picture(hand, tr.language, question.hand) if pictures else None
        return Reply(text=rich_lines(*lines), title=title, picture=picture, buttons=buttons)

    def _choice_label(self, language: str, question, index: int) -> str:
        if question.kind == QuestionKind.CHOICE_FANS:
            return fan_name(question.ruleset, question.choice_values[index], language, question.answer)
        if question.kind == QuestionKind.CHOICE_FU:
            return Translator(language)("quiz.fu_value", fu=question.choice_values[index])
        if question.kind == QuestionKind.CHOICE_PAYMENT:
            paid = parse_payment(question.choice_values[index])
            if paid is not None:
                return payment_text(Translator(language), paid)
        return question.choices[index]

    def summary_reply(self, language: str, summary, timed_out: bool = True) -> Reply:
        tr = Translator(language)
        rt = rich_translator(tr)
        question = summary.question
        unit = tr(f"quiz.unit_{view_of(question.ruleset).words}")
        lines: list[Rich | str] = [rt("quiz.answer_was", total=question.scored.total, unit=unit)]
        if question.kind == QuestionKind.DISCARD:
            picked = tuple(a.grade.given_text for a in summary.answers)
            lines = [discard_explanation(rt, question.discard, picked)]
        elif question.kind in FIGURE_KINDS:
            lines.insert(0, figure_line(rt, question.kind, question.scored))
        yakuman = question.scored.yakuman
        for row in question.scored.rows if question.kind != QuestionKind.DISCARD else ():
            name = fan_name(question.ruleset, row.id, language, question.answer)
            if row.id in yakuman:  # as the score reply shows it, not as "13" han
                lines.append(rt("score.yakuman_line", name=name, times=yakuman[row.id]))
                continue
            times = tr("score.times", count=row.count) if row.count > 1 else ""
            lines.append(rt("score.fan_line", name=name, times=times, points=row.points * row.count))
        lines.append("")
        right = [a for a in summary.answers if a.correct]
        answered = plural_key(language, "quiz.answer_count", len(summary.answers))
        lines.append(rt(answered, answers=len(summary.answers), correct=len(right)))
        for a in sorted(summary.answers, key=lambda a: (-a.points, a.submitted_at))[:10]:
            mark = "✓" if a.correct else "·"
            picked = f" {a.grade.given_text}" if question.kind == QuestionKind.DISCARD else ""
            lines.append(f"{mark} " + user(a.user_name) + f":{picked} {a.points} ({round(a.credit * 100)}%)")
        # "time is up" only when it is: a round ends early when stopped or answered in a private chat
        title = tr("quiz.round_over" if timed_out else "quiz.round_answer", number=summary.round.number)
        if question.meta.daily:
            title = tr("drill.daily_answer_title", day=question.meta.daily)
        return Reply(text=rich_lines(*lines), title=title,
                     closes_poll=f"quiz:pick:{summary.round.id}")

    def final_reply(self, language: str, game_id: str, stopped: bool = False) -> Reply:
        tr = Translator(language)
        rt = rich_translator(tr)
        rows = self.engine.game_scores(game_id)
        lines = [rt("quiz.final_line", rank=i, name=user(r.name), points=r.points, correct=r.correct, answers=r.answers)
                 for i, r in enumerate(rows, 1)] or [rt("quiz.nobody")]
        buttons = ((Button(tr("quiz.again_button"), "quiz:start", ButtonStyle.PRIMARY),),)
        return Reply(text=rich_lines(*lines), title=tr("quiz.stopped" if stopped else "quiz.game_over"),
                     buttons=buttons)

    def leaderboard(self, session, rest: str) -> Reply:
        tr = session.tr
        period = "week" if rest.strip().lower() in ("week", "weekly", "本周", "本週", "周", "週") else "all"
        rows = self.engine.leaderboard(chat_key(session.ctx.platform, session.ctx.chat_id), period)
        lines = [session.rich("quiz.board_line", rank=i, name=user(r.name), points=r.points,
                              percent=round(r.accuracy * 100), answers=r.answers)
                 for i, r in enumerate(rows, 1)] or [session.rich("quiz.nobody")]
        return Reply(text=rich_lines(*lines), title=tr(f"quiz.board_title_{period}"))

    def stats(self, session) -> Reply:
        tr = session.tr
        ctx = session.ctx
        stats = self.engine.player_stats(chat_key(ctx.platform, ctx.chat_id), ctx.user_id)
        lines = [session.rich("quiz.stats_line", answers=stats.answers, correct=stats.correct,
                    percent=round(stats.accuracy * 100), points=stats.points, streak=stats.streak,
                    best=stats.best_streak)]
        if stats.weakest:
            ruleset = session.settings.ruleset
            names = listed(session.language, (
                tr("quiz.weak_fan", name=fan_name(ruleset, fan_id, session.language), missed=missed, seen=seen)
                for fan_id, seen, missed in stats.weakest))
            lines.append(session.rich("quiz.weakest", names=names))
        return Reply(text=rich_lines(*lines), title=tr("quiz.stats_title", name=ctx.user_name or ctx.user_id),
                     private=ctx.is_group)


def payment_text(tr, paid) -> Rich | str:
    """A payment as players say it: 7700, 2000/3900, or "4000 all" in the reply language."""
    if paid.form == "all":
        return tr("quiz.payment_all", points=paid.main)
    return paid.text()


def figure_line(tr, kind: QuestionKind, scored: ScoredAnswer) -> Rich | str:
    """The answer to a fu or payment question, with the han and fu behind it."""
    if kind in (QuestionKind.FU, QuestionKind.CHOICE_FU):
        return tr("quiz.answer_fu", fu=scored.fu, han=scored.total)
    return tr("quiz.answer_payment", payment=payment_text(tr, scored.payment), han=scored.total, fu=scored.fu)


def _hand_or_none(text: str, ruleset: str) -> Hand | None:
    try:
        return parse_hand(text, ruleset)
    except HandError:
        log.warning("quiz hand does not parse: %r", text)
        return None


#: a fan's name in the reply language (the terminal quiz names them the same way)
fan_name = quiz_fan_name
