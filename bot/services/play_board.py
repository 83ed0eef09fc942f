"""What the tables played in the chat owe their chats, and the replies that show them.

Every table has one message in its chat (the lobby, then each hand's table), edited as the game moves,
at most once per ``edit_seconds`` (the edits in between are coalesced: the next edit shows them all),
and a message per hand result. What was shown is kept with the table (``Posts``) and claimed inside a
transaction, so two workers never post the same thing, and whichever worker runs next carries on.
On platforms with private prompts (Telegram) each person is sent their hand and choices once per
decision point, in their private chat.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import replace

from bot.calls import TablePost
from bot.i18n import Translator
from bot.render.play_views import play_view
from bot.render.text_play_chat import move_code, move_of, tournament_entry_text
from bot.replies import Button, ButtonStyle, Reply
from bot.rich import lines
from quiz.play import turns
from quiz.play.model import PlayError, PlayTable, Posts, Status
from quiz.play.rulesets import table_play
from quiz.play.store import PlayStore
from quiz.play.tournament_result import entered_as
from quiz.play.turns import HandNow

#: a new table message claimed by a worker that never reported it is posted again after this long
POST_LEASE_SECONDS = 30.0
#: likewise a person's question (their hand and choices) claimed but never reported sent
PROMPT_LEASE_SECONDS = 10.0
#: buttons per row of a hand's choices (Discord allows 5)
ROW = 5
class PlayBoard:
    """The tables of every chat (kept in ``store``), and what each chat is owed of them."""

    def __init__(self, store: PlayStore, clock: Callable[[], float], language_of: Callable[[str, str], str]) -> None:
        self.store = store
        self.clock = clock
        self.language_of = language_of
        self._touched: set[tuple[str, str]] = set()
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ what changed

    def touch(self, platform: str, chat_id: str) -> None:
        """A table of this chat changed: the adapter asks for its posts once the reply is sent."""
        with self._lock:
            self._touched.add((platform, str(chat_id)))

    def touched(self, platform: str) -> set[str]:
        with self._lock:
            chats = {chat for p, chat in self._touched if p == platform}
            self._touched -= {(platform, chat) for chat in chats}
        return chats

    def tick(self, platform: str) -> None:
        """The automatic moves of the people whose time ran out."""
        for moved in self.store.due(platform):
            self.touch(platform, moved.table.chat_id)

    # ------------------------------------------------------------------ posts

    def posts(self, platform: str, chats: Iterable[str], edit_seconds: float, private_prompts: bool,
              every_table: bool = False) -> list[TablePost]:
        """What the tables of ``chats`` (just changed: their table, or the one that just ended) and, with
        ``every_table``, every live table of the platform are owed now, claimed."""
        tables = {table.id: table for table in self._tables(platform, set(chats))}
        if every_table:
            now = self.clock()
            for table in self.store.live(platform):
                if table.id not in tables and not _settled(table.posts, table.version, now):
                    tables[table.id] = table
        due = []
        for table in tables.values():
            post = self._claim(table.id, edit_seconds, private_prompts)
            if post is not None:
                due.append(post)
        return due

    def _tables(self, platform: str, chats: set[str]) -> list[PlayTable]:
        found = []
        for chat in chats:
            table = self.store.table(platform, chat) or self.store.last(platform, chat)
            if table is not None:
                found.append(table)
        return found

    def prompts_sent(self, table_id: str, prompts: tuple[tuple[str, int], ...]) -> None:
        """The platform took these prompts (seat, decision key): they are not asked again."""
        with self.store.storage.transaction() as db:
            table = db.play.table(table_id, lock=True)
            if table is not None:
                db.play.set_posts(table_id, replace(table.posts, sent={**table.posts.sent, **dict(prompts)}))

    def posted(self, table_id: str, hand: int, message_id: str) -> None:
        """The adapter posted the table message of ``hand``: later changes edit it."""
        with self.store.storage.transaction() as db:
            table = db.play.table(table_id, lock=True)
            if table is not None and table.posts.message_hand == hand:
                db.play.set_posts(table_id, replace(table.posts, message=str(message_id)))

    def _claim(self, table_id: str, edit_seconds: float, private_prompts: bool) -> TablePost | None:
        now = self.clock()
        with self.store.storage.transaction() as db:
            table = db.play.table(table_id, lock=True)
            if table is None:
                return None
            posts = table.posts
            tr = Translator(self.language_of(table.platform, table.chat_id))
            hand = self.store.replay(table, db.play.decisions(table.id, table.hand)) if table.hand else None
            before, results, reviews = self._results(db, table, tr, private_prompts)
            message_hand = max(table.hand, 1)
            new_message = posts.message is None and (posts.message_hand != message_hand
                                                     or now - posts.shown_at >= POST_LEASE_SECONDS)
            next_hand = posts.message is not None and message_hand > posts.message_hand
            new_message = new_message or next_hand
            changed = posts.shown < table.version
            edit_due = changed and posts.message is not None and not new_message and (
                now - posts.shown_at >= edit_seconds or table.status is Status.ENDED)
            private = self._prompts(table, hand, tr, posts, now) if private_prompts and hand is not None else {}
            moot = {seat: key for seat, key in posts.prompted.items()
                    if posts.sent.get(seat) != key and seat not in private and not _current(table, hand, seat, key)}
            if moot:  # questions a dead worker claimed, whose decision has passed: never to be asked again
                posts = replace(posts, sent={**posts.sent, **moot})
                db.play.set_posts(table.id, posts)
            if not (before or new_message or edit_due or private or reviews):
                return None
            shown_table = new_message or edit_due
            closing = self._closing(db, table, tr, posts.message_hand) if next_hand else None
            closed = posts.message if next_hand else None
            posts = Posts(None if new_message else posts.message, message_hand if new_message else posts.message_hand,
                          table.version if shown_table else posts.shown, now if shown_table else posts.shown_at,
                          {**posts.prompted, **{seat: key for seat, (key, _) in private.items()}}, results,
                          {**posts.asked_at, **{seat: now for seat in private}}, posts.sent)
            db.play.set_posts(table.id, posts)
        content = self.table_reply(tr, table, hand) if shown_table else None
        prompts = (*reviews, *((table.seats[int(seat)].user_id, reply) for seat, (_, reply) in private.items()))
        return TablePost(table.platform, table.chat_id, table.id, message_hand, tuple(before), content,
                         None if new_message else posts.message, prompts,
                         tuple((seat, key) for seat, (key, _) in private.items()), closing, closed)

    def _closing(self, db, table: PlayTable, tr: Translator, number: int) -> Reply:
        """The table message of hand ``number``, over: the hand as it ended, without buttons (its last move's
        edit, which the next hand's new message took the place of)."""
        ended = turns.replayed(replace(table, hand=number), db.play.decisions(table.id, number))
        return Reply(text=play_view(table).table_text(tr, replace(table, hand=number), ended))

    def _results(self, db, table: PlayTable, tr: Translator,
                 private: bool) -> tuple[list[Reply], int, list[tuple[str, Reply]]]:
        """The results of the hands that ended since the last post, the final standings once ended, and
        (a coached table) each person's review of their discards in those hands."""
        last = table.hand - 1
        if table.status is Status.ENDED and table.hand:
            final = turns.replayed(table, db.play.decisions(table.id, table.hand))
            last = table.hand if final.result is not None else table.hand - 1
        replies, reviews = [], []
        language = tr.language
        view = play_view(table)
        for number in range(table.posts.results + 1, last + 1):
            decided = turns.replayed(replace(table, hand=number), db.play.decisions(table.id, number))
            if decided.result is not None:
                text = view.result_text(tr, table, number, decided.result, language,
                                        decided.play.wall_reveal(decided.state))
                # a coached table's review: sent privately where the bot may write to each person (Telegram),
                # else a button on the result that answers the presser alone (Discord's ephemeral reply)
                review = (Button(tr("play.button_review"), f"play:review:{table.id}:{number}"),)
                coached = table.options.coach and decided.play.reviews
                replies.append(Reply(text=text, picture=view.picture(decided.result, language),
                                     buttons=(review,) if coached and not private else ()))
                if coached and private:
                    reviews += [(seat.user_id, Reply(text=view.review_text(tr, decided.play.review(
                        decided.state, index)), private=True))
                                for index, seat in enumerate(table.seats) if seat.user_id and not seat.ai]
        if table.status is Status.ENDED and table.posts.results <= last and table.hand:
            link = None
            if table_play(table).viewer:
                link = table_play(table).viewer_link(table, [
                    turns.replayed(replace(table, hand=n), db.play.decisions(table.id, n)).state
                    for n in range(1, table.hand + 1)])
            ended_text = view.ended_text(tr, table, link)
            entered = entered_as(self.store.storage, db, table)
            if entered is not None:  # a tournament's table: where its result went, in the same message
                ended_text = lines(ended_text, tournament_entry_text(tr, *entered))
            replies.append(Reply(text=ended_text))
            last += 1  # the standings are posted once too
        return replies, max(table.posts.results, last), reviews

    def _prompts(self, table: PlayTable, hand: HandNow, tr: Translator, posts: Posts,
                 now: float) -> dict[str, tuple[int, Reply]]:
        """The people waited for who were not asked about this decision yet, or whose question was claimed
        by a worker that never said it was sent (it died): their hand and choices."""
        asked = {}
        for seat in sorted(hand.waiting):
            if table.seats[seat].automatic:
                continue
            key = str(seat)
            earlier = posts.prompted.get(key)
            if earlier is not None and _current(table, hand, key, earlier) and (
                    posts.sent.get(key) == earlier or now - posts.asked_at.get(key, 0.0) < PROMPT_LEASE_SECONDS):
                continue  # asked already about this very decision (or being asked right now)
            asked[key] = (table.hand * 10_000 + hand.point, self.hand_reply(tr, table, hand, seat))
        return asked

    # ------------------------------------------------------------------ replies

    def review_reply(self, tr: Translator, table_id: str, number: int, user_id: str) -> Reply:
        """The coach's review of hand ``number`` for the person pressing its button: their seat's alone."""
        table = self.store.by_id(table_id)
        if table is None:
            raise PlayError("no_table")
        seat = table.seat_of(user_id)
        if seat is None:
            raise PlayError("not_seated")
        decided = self.store.hand(table, number) if table.options.coach and 1 <= number <= table.hand else None
        if decided is None or decided.result is None:
            return Reply(text=tr("play.no_review"), private=True, is_error=True)
        review = decided.play.review(decided.state, seat)
        return Reply(text=play_view(table).review_text(tr, review, table), private=True)

    def table_reply(self, tr: Translator, table: PlayTable, hand: HandNow | None) -> Reply:
        """The chat's table message: the lobby with its buttons, the hand with its, or the end."""
        if table.status is Status.LOBBY or hand is None:
            buttons = ((Button(tr("play.button_join"), f"play:join:{table.id}", ButtonStyle.PRIMARY),
                        Button(tr("play.button_start"), f"play:start:{table.id}"),
                        Button(tr("play.button_leave"), f"play:leave:{table.id}", ButtonStyle.DANGER)),
                       # opened now, the private chat is where the bot may send the hands (Telegram)
                       (Button(tr("play.button_hand"), f"play:hand:{table.id}", private=True),))
            closed = table.status is Status.ENDED
            return Reply(text=play_view(table).lobby_text(tr, table), buttons=() if closed else buttons)
        text = play_view(table).table_text(tr, table, hand)
        if table.status is Status.ENDED:
            return Reply(text=text)
        buttons = ((Button(tr("play.button_hand"), f"play:hand:{table.id}", ButtonStyle.PRIMARY, private=True),
                    Button(tr("play.button_back"), f"play:back:{table.id}"),
                    Button(tr("play.button_leave"), f"play:leave:{table.id}", ButtonStyle.DANGER)),)
        return Reply(text=text, buttons=buttons)

    def hand_reply(self, tr: Translator, table: PlayTable, hand: HandNow, seat: int, *,
                   replace_message: bool = False) -> Reply:
        """A person's hand, with a button per choice when the game waits for them."""
        view = play_view(table)
        choices = hand.play.legal(hand.state, seat) if seat in hand.waiting else ()
        rows = tuple(tuple(Button(view.move_label(tr, choice, table),
                                  f"play:m:{table.id}:{hand.point}:{view.move_code(choice)}",
                                  ButtonStyle.SECONDARY if view.is_discard(choice) else ButtonStyle.PRIMARY)
                           for choice in row) for row in view.button_rows(choices, ROW))
        advice = ()
        if table.options.coach and any(view.is_discard(c) for c in choices):
            advice = tuple(view.advice_lines(tr, hand.play.hint(hand.state, seat), table))
        left = table.deadline - self.clock() if table.deadline is not None and choices else None
        return Reply(text=view.hand_text(tr, table, hand, seat, advice, left), buttons=rows, private=True,
                     replace_message=replace_message)


def _current(table: PlayTable, hand: HandNow | None, seat: str, key: int) -> bool:
    """Whether the question ``key`` (hand and decision point) to ``seat`` is still the one to answer."""
    if hand is None or key // 10_000 != table.hand:
        return False
    try:
        turns.check_current(hand, int(seat), key % 10_000)
    except PlayError:
        return False
    return True


def _settled(posts: Posts, version: int, now: float) -> bool:
    """Whether the chat was shown the table as it is and every question went out (or is going out):
    then nothing is owed until the table changes."""
    shown = posts.shown >= version and posts.message is not None
    return shown and all(posts.sent.get(seat) == key or now - posts.asked_at.get(seat, 0.0) < PROMPT_LEASE_SECONDS
                         for seat, key in posts.prompted.items())


__all__ = ["PlayBoard", "move_code", "move_of", "POST_LEASE_SECONDS"]
