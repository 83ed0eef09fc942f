"""Tables played in the chat, stored: every change is one transaction that locks the table's row,
replays the hand from its log, checks the change and appends what it decides.

So a press taken twice (a double click, a redelivered update, two workers) inserts the same (hand, seq)
twice and the second fails: it acts once. The AI's and away seats' moves are appended in the same
transaction as the move that made them due, and a hand's end writes its result on the chat's score
sheet (``quiz/sheet``) in it too: a worker killed at any point leaves a log the next one carries on.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace

from quiz.play import turns
from quiz.play.engine import MAX_HANDS
from quiz.play.model import LOBBY_SECONDS, Decision, Options, PlayError, PlayTable, Posts, Seat, Status
from quiz.play.rules import TABLE_AUTHOR, TABLE_SEAT
from quiz.play.rulesets import table_play
from quiz.play.sheet import end_sheet, record_hand, start_sheet
from quiz.play.tournament_result import enter_result
from quiz.play.turns import HandNow
from quiz.ports import Store
from quiz.records import DuplicateRecord, new_id

#: hands whose last replay a process keeps
REPLAYS_KEPT = 256


@dataclass(frozen=True)
class Moved:
    """A table after a change, its hand as the log leaves it (None in the lobby and once ended), and
    the results of the hands the change ended (oldest first)."""

    table: PlayTable
    now: HandNow | None
    ended_hands: tuple[tuple[int, object], ...] = ()


class PlayStore:
    def __init__(self, storage: Store, clock: Callable[[], float] = time.time,
                 new_seed: Callable[[], str] = lambda: secrets.token_hex(16)) -> None:
        self.storage = storage
        self.clock = clock
        #: each table's seed (its walls); tests give their own
        self.new_seed = new_seed
        # the hands this process replayed last: a press replays only the decisions logged since
        self._replays: OrderedDict[tuple[str, int], HandNow] = OrderedDict()
        self._replays_lock = threading.Lock()

    # ------------------------------------------------------------------ reads

    def table(self, platform: str, chat_id: str) -> PlayTable | None:
        return self.storage.play.open_table(platform, str(chat_id))

    def by_id(self, table_id: str) -> PlayTable | None:
        return self.storage.play.table(table_id)

    def last(self, platform: str, chat_id: str) -> PlayTable | None:
        return self.storage.play.last_table(platform, str(chat_id))

    def live(self, platform: str) -> list[PlayTable]:
        return self.storage.play.live(platform)

    def hand(self, table: PlayTable, hand: int | None = None) -> HandNow | None:
        """A hand of the table replayed (the current one by default)."""
        number = table.hand if hand is None else hand
        if number < 1:
            return None
        return self.replay(replace(table, hand=number), self.storage.play.decisions(table.id, number))

    def replay(self, table: PlayTable, decisions: tuple[Decision, ...]) -> HandNow:
        """The table's current hand from its log, carried on from the last replay of it when that one is
        a prefix of the log (a log is only ever appended to)."""
        key = (table.id, table.hand)
        with self._replays_lock:
            cached = self._replays.get(key)
        if cached is not None and cached.point <= len(decisions) and decisions[:cached.point] == cached.decisions:
            now = turns.extended(cached, decisions)
        else:
            now = turns.replayed(table, decisions)
        self._remember(table, now)
        return now

    def _remember(self, table: PlayTable, now: HandNow) -> None:
        with self._replays_lock:
            self._replays[(table.id, table.hand)] = now
            self._replays.move_to_end((table.id, table.hand))
            while len(self._replays) > REPLAYS_KEPT:
                self._replays.popitem(last=False)

    # ------------------------------------------------------------------ the lobby

    def open(self, platform: str, chat_id: str, user_id: str, name: str, options: Options,
             seats: tuple[Seat, ...] = ()) -> Moved:
        """A new table with its opener seated; with one person wanted, or every seat given (``seats``: a
        tournament's table), it starts at once."""
        now = self.clock()
        table = PlayTable(new_id(), platform, str(chat_id), Status.LOBBY, seats or (Seat(name, str(user_id)),),
                          options, self.new_seed(), created_at=now)
        with self.storage.transaction() as db:
            if db.play.open_table(platform, str(chat_id), lock=True) is not None:
                raise PlayError("table_open")
            try:
                db.play.insert_table(table)
            except DuplicateRecord:
                raise PlayError("table_open") from None
            if options.people <= 1 or seats:
                return self._start(db, table, now)
        return Moved(table, None)

    def join(self, table_id: str, user_id: str, name: str) -> Moved:
        def change(db, table: PlayTable, now: float) -> Moved:
            if table.status is not Status.LOBBY:
                raise PlayError("already_started")
            if table.seat_of(user_id) is not None:
                raise PlayError("already_seated")
            table = replace(table, seats=(*table.seats, Seat(_distinct(name, table.seats), str(user_id))))
            if len(table.seats) >= table.options.people:
                return self._start(db, table, now)
            return self._saved(db, table)
        return self._change(table_id, change)

    def start(self, table_id: str, user_id: str) -> Moved:
        """The opener starts before every people seat is taken: AI fills the rest."""
        def change(db, table: PlayTable, now: float) -> Moved:
            if table.status is not Status.LOBBY:
                raise PlayError("already_started")
            if table.seats[0].user_id != str(user_id):
                raise PlayError("only_opener")
            return self._start(db, table, now)
        return self._change(table_id, change)

    def leave(self, table_id: str, user_id: str) -> Moved:
        """Leaving the lobby frees the seat (the opener leaving closes it); leaving a game gives the seat
        to an AI; the last person leaving ends the table."""
        def change(db, table: PlayTable, now: float) -> Moved:
            seat = table.seat_of(user_id)
            if seat is None:
                raise PlayError("not_seated")
            if table.status is Status.LOBBY:
                if seat == 0:
                    return self._end(db, table, now)
                return self._saved(db, replace(table, seats=table.seats[:seat] + table.seats[seat + 1:]))
            hand = self._now(db, table)
            waited = _people(table, hand)
            ai = table.options.ai_seats
            table = table.with_seat(seat, replace(table.seats[seat], ai=ai, away=not ai))
            if table.people == 0 or not ai and all(seat.automatic for seat in table.seats):
                return self._end(db, table, now)
            return self._advance(db, table, hand, [], now, waited)
        return self._change(table_id, change)

    def back(self, table_id: str, user_id: str) -> Moved:
        """A person marked away takes the seat back: the next decisions are theirs again."""
        def change(db, table: PlayTable, now: float) -> Moved:
            seat = table.seat_of(user_id)
            if seat is None:
                raise PlayError("not_seated")
            if not table.seats[seat].away:
                raise PlayError("not_away")
            table = table.with_seat(seat, replace(table.seats[seat], away=False))
            return self._advance(db, table, self._now(db, table), [], now)
        return self._change(table_id, change)

    def stop(self, table_id: str, user_id: str | None = None) -> Moved:
        """End the table (its sheet too); ``user_id``: only a seated person may."""
        def change(db, table: PlayTable, now: float) -> Moved:
            if user_id is not None and table.seat_of(user_id) is None:
                raise PlayError("not_seated")
            return self._end(db, table, now)
        return self._change(table_id, change)

    # ------------------------------------------------------------------ playing

    def act(self, table_id: str, user_id: str, point: int, action: dict) -> Moved:
        """A person's decision, offered at decision ``point``; refused when it is out of date."""
        def change(db, table: PlayTable, now: float) -> Moved:
            if table.status is not Status.PLAYING:
                raise PlayError("not_playing")
            seat = table.seat_of(user_id)
            if seat is None:
                raise PlayError("not_seated")
            hand = self._now(db, table)
            turns.check_current(hand, seat, point)
            if int(action.get("seat", seat)) != seat:
                raise PlayError("not_your_turn")
            waited = _people(table, hand)
            hand, decision = turns.apply(table, hand, seat, {**action, "seat": seat}, str(user_id), now)
            if table.seats[seat].away:  # acting is taking the seat back
                table = table.with_seat(seat, replace(table.seats[seat], away=False))
            return self._advance(db, table, hand, [decision], now, waited)
        return self._change(table_id, change)

    def time_out(self, table_id: str) -> Moved | None:
        """The automatic moves of the people whose time ran out (None when it has not, or was acted on)."""
        def change(db, table: PlayTable, now: float) -> Moved | None:
            if table.status is Status.LOBBY and now >= table.created_at + LOBBY_SECONDS:
                return self._end(db, table, now)
            if table.status is not Status.PLAYING or table.deadline is None or now < table.deadline:
                return None
            hand, added, late = turns.timed_out(table, self._now(db, table), now)
            for seat in late:
                table = table.with_seat(seat, replace(table.seats[seat], away=True))
            return self._advance(db, table, hand, added, now)
        return self._change(table_id, change)

    def due(self, platform: str) -> list[Moved]:
        """Every table of the platform whose time ran out, moved on."""
        now = self.clock()
        moved = []
        for table in self.storage.play.live(platform):
            overdue = table.deadline is not None and now >= table.deadline
            if overdue or table.status is Status.LOBBY and now >= table.created_at + LOBBY_SECONDS:
                result = self.time_out(table.id)
                if result is not None:
                    moved.append(result)
        return moved

    def shown(self, table_id: str, posts: Posts) -> None:
        """Remember what the chat was shown of the table."""
        self.storage.play.set_posts(table_id, posts)

    # ------------------------------------------------------------------ internals

    def _change(self, table_id: str, change) -> Moved:
        now = self.clock()
        with self.storage.transaction() as db:
            table = db.play.table(table_id, lock=True)
            if table is None or table.status is Status.ENDED:
                raise PlayError("no_table")
            return change(db, table, now)

    def _now(self, db, table: PlayTable) -> HandNow:
        return self.replay(table, db.play.decisions(table.id, table.hand))

    @staticmethod
    def _saved(db, table: PlayTable, now_hand: HandNow | None = None, ended=()) -> Moved:
        table = replace(table, version=table.version + 1)
        db.play.update(table)
        return Moved(table, now_hand, tuple(ended))

    def _start(self, db, table: PlayTable, now: float) -> Moved:
        seats = list(table.seats)
        players = table_play(table).players(table.options)
        for index in range(len(seats), players):
            seats.append(Seat(_distinct(f"AI {index + 1}", seats), None, ai=True))
        table = replace(table, seats=tuple(seats), status=Status.PLAYING, totals=(0,) * players)
        table = replace(table, sheet_id=start_sheet(self.storage, db, table, self.clock))
        table, hand, opening = _next_hand(table, None, now)
        return self._advance(db, table, hand, opening, now)

    def _advance(self, db, table: PlayTable, hand: HandNow, decided: list[Decision], now: float,
                 waited: frozenset[int] = frozenset()) -> Moved:
        """Store ``decided``, play the automatic seats, end hands and start the next; set the timer.

        ``waited``: the people the game waited for before this change. When it only took passes in a
        claim window, those still waited for keep the time they had left."""
        ended: list[tuple[int, object]] = []
        passes_only = all(decision.action.get("kind") == "pass" for decision in decided)
        while True:
            hand, automatic = turns.automatic(table, hand, now)
            passes_only = passes_only and all(decision.action.get("kind") == "pass" for decision in automatic)
            for decision in (*decided, *automatic):
                try:
                    db.play.append(table.id, table.hand, decision)
                except DuplicateRecord:  # another worker decided this very point first
                    raise PlayError("stale_move") from None
            decided = []
            self._remember(table, hand)
            if hand.result is None:
                break
            ended.append((table.hand, hand.result))
            record_hand(self.storage, db, table, hand.state, self.clock)
            totals = tuple(t + d for t, d in zip(table.totals, hand.play.deltas(hand.state), strict=True))
            table = replace(table, totals=totals)
            following = _next_hand(table, hand, now)
            if following is None:
                final = hand.play.final_deltas(table, hand.state)
                table = replace(table, totals=tuple(t + d for t, d in zip(table.totals, final, strict=True)))
                end_sheet(self.storage, db, table, self.clock)  # its final scores (sticks left to first) first
                enter_result(self.storage, db, table, self.clock)
                return self._end(db, table, now, hand, ended)
            table, hand, decided = following
            if all(seat.automatic for seat in table.seats):
                # nobody present decides: one hand a transaction (a whole game in one would hold the database
                # for seconds); the table is due now, and the tick plays the next hand
                for decision in decided:
                    db.play.append(table.id, table.hand, decision)
                self._remember(table, hand)
                return self._saved(db, replace(table, deadline=now), hand, ended)
        people = _people(table, hand)
        if not people:
            deadline = None
        elif passes_only and not ended and people <= waited and table.deadline is not None:
            deadline = table.deadline  # the same claim window: no new time for those who have not answered
        else:
            deadline = now + table.options.move_seconds
        return self._saved(db, replace(table, deadline=deadline), hand, ended)

    def _end(self, db, table: PlayTable, now: float, hand: HandNow | None = None, ended=()) -> Moved:
        end_sheet(self.storage, db, table, self.clock)
        table = replace(table, status=Status.ENDED, deadline=None, ended_at=now)
        return self._saved(db, table, hand, ended)


def _next_hand(table: PlayTable, ended: HandNow | None, now: float):
    """The table at its next hand, that hand dealt and its opening entry to log; None when the game is over."""
    opening = table_play(table).opening(table, None if ended is None else ended.state)
    if opening is None:
        return None
    table = replace(table, hand=table.hand + 1)
    decided = [Decision(1, TABLE_SEAT, opening, TABLE_AUTHOR, now)] if opening else []
    return table, turns.replayed(table, tuple(decided)), decided


def _people(table: PlayTable, hand: HandNow) -> frozenset[int]:
    """The seats of people present that the game waits for."""
    return frozenset(seat for seat in hand.waiting if not table.seats[seat].automatic)


def _distinct(name: str, seats) -> str:
    """A name no other seat has (the score sheet tells players apart by name)."""
    name = (name or "?").strip()[:32] or "?"
    taken = {seat.name.casefold() for seat in seats}
    candidate, number = name, 2
    while candidate.casefold() in taken:
        candidate, number = f"{name} {number}", number + 1
    return candidate


__all__ = ["PlayStore", "Moved", "MAX_HANDS"]
