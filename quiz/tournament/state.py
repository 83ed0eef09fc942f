"""A tournament as its log makes it: registration, rounds, table results, penalties.

``replay`` reads the log; ``apply`` checks one more event against the tournament and adds it (or
raises ``TournamentError`` and changes nothing). The store replays the log inside each write's
transaction, so every check sees every event written before it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from quiz.tournament.events import (
    Created,
    Dropped,
    Ended,
    Event,
    PenaltyGiven,
    Registered,
    Replaced,
    ResultConfirmed,
    ResultEntered,
    Seated,
    SheetOpened,
    Started,
    TournamentError,
)
from quiz.tournament.model import PlayerId, Round, SeatingMethod, Table
from quiz.tournament.results import Penalty, SeatResult, TableResult

#: a field this large fills a club hall several times over; the cap bounds the log and the pictures
MAX_PLAYERS = 256
MAX_ROUNDS = 12
MAX_NAME = 32
#: far above any table's score or penalty in any ruleset (as the score sheet bounds its fan and penalties):
#: anything above is a typo, and a number that long would not fit the standings
MAX_POINTS = 10_000_000


def folded(name: str) -> str:
    return unicodedata.normalize("NFKC", name).strip().casefold()


@dataclass(slots=True)
class Entrant:
    player: PlayerId
    name: str
    user_id: str | None = None
    ema: str = ""
    stand_in: bool = False
    dropped: bool = False


@dataclass(slots=True)
class TableEntry:
    """A table's entered scores (E, S, W, N); counted once ``confirmed``."""

    scores: tuple[int, ...]
    by: str
    confirmed: bool
    confirmed_by: str = ""


@dataclass(slots=True)
class RoundState:
    number: int
    seed: int
    tables: Round
    results: dict[int, TableEntry] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return all(self.results.get(t.number) is not None and self.results[t.number].confirmed
                   for t in self.tables)

    def table(self, number: int) -> Table:
        if not 1 <= number <= len(self.tables):
            raise TournamentError("no_such_table", table=number, tables=len(self.tables))
        return self.tables[number - 1]


@dataclass(slots=True)
class Tournament:
    name: str
    ruleset: str
    rounds: int
    method: SeatingMethod
    seed: int
    preset: str = ""
    entrants: dict[PlayerId, Entrant] = field(default_factory=dict)
    started: bool = False
    ended: bool = False
    played: list[RoundState] = field(default_factory=list)
    #: (round, absent player) -> the substitute's name
    replaced: dict[tuple[int, PlayerId], str] = field(default_factory=dict)
    penalties: list[Penalty] = field(default_factory=list)
    #: score sheet id -> the (round, table) it keeps
    sheets: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: registrations ever made (a player dropped before the start included): the next id's number
    registered: int = 0

    def new_player_id(self) -> PlayerId:
        return f"p{self.registered + 1:03d}"

    # ------------------------------------------------------------------ who

    @property
    def active(self) -> list[PlayerId]:
        """Who the next round seats: every entrant not dropped (stand-ins included)."""
        return [p for p, e in self.entrants.items() if not e.dropped]

    @property
    def ranked(self) -> list[PlayerId]:
        """Who the standings list: every entrant but the stand-ins."""
        return [p for p, e in self.entrants.items() if not e.stand_in]

    def find(self, word: str) -> Entrant:
        wanted = folded(word)
        for entrant in self.entrants.values():
            if folded(entrant.name) == wanted:
                return entrant
        raise TournamentError("unknown_player", name=word[:MAX_NAME])

    def of_user(self, user_id: str) -> Entrant | None:
        return next((e for e in self.entrants.values() if e.user_id == user_id), None)

    def seat_name(self, round_number: int, player: PlayerId) -> str:
        """Who sits in ``player``'s seat that round: a substitute's name when one plays for them."""
        return self.replaced.get((round_number, player), self.entrants[player].name)

    # ------------------------------------------------------------------ where

    @property
    def current(self) -> RoundState | None:
        return self.played[-1] if self.played else None

    @property
    def in_progress(self) -> bool:
        """A round is seated and some table has no confirmed result yet."""
        return self.current is not None and not self.current.complete

    @property
    def next_round(self) -> int:
        return len(self.played) + 1

    @property
    def finished(self) -> bool:
        """Every round seated and played."""
        return len(self.played) == self.rounds and not self.in_progress

    def round(self, number: int) -> RoundState:
        if not 1 <= number <= len(self.played):
            raise TournamentError("no_round", round=number)
        return self.played[number - 1]

    # ------------------------------------------------------------------ results

    def results(self) -> tuple[TableResult, ...]:
        """Every confirmed table result; a seat a substitute played is marked so (EMA rules)."""
        found = []
        for played in self.played:
            for table in played.tables:
                entry = played.results.get(table.number)
                if entry is None or not entry.confirmed:
                    continue
                seats = tuple(SeatResult(player, score, (played.number, player) in self.replaced)
                              for player, score in zip(table.players, entry.scores, strict=True))
                found.append(TableResult(played.number, table.number, seats))  # type: ignore[arg-type]
        return tuple(found)

    def seating_history(self) -> list[Round]:
        return [played.tables for played in self.played]


def _open(t: Tournament) -> None:
    if t.ended:
        raise TournamentError("tournament_ended")


def _between_rounds(t: Tournament) -> None:
    _open(t)
    if t.in_progress:
        raise TournamentError("round_in_progress", round=len(t.played))


def _register(t: Tournament, event: Registered) -> None:
    _open(t)
    if t.started and not event.stand_in:
        raise TournamentError("registration_closed")
    if event.stand_in:
        _between_rounds(t)
    if len(t.entrants) >= MAX_PLAYERS:
        raise TournamentError("too_many_players", limit=MAX_PLAYERS)
    if any(folded(e.name) == folded(event.name) for e in t.entrants.values()):
        raise TournamentError("name_taken", name=event.name)
    if event.user_id is not None and t.of_user(event.user_id) is not None:
        raise TournamentError("already_joined", name=t.of_user(event.user_id).name)  # type: ignore[union-attr]
    t.registered += 1
    t.entrants[event.player] = Entrant(event.player, event.name, event.user_id, event.ema, event.stand_in)


def _drop(t: Tournament, event: Dropped) -> None:
    _between_rounds(t)
    entrant = t.entrants.get(event.player)
    if entrant is None or entrant.dropped:
        raise TournamentError("not_playing", name=entrant.name if entrant else event.player)
    if not t.started:
        del t.entrants[event.player]  # before the start, dropping is un-registering
        return
    entrant.dropped = True


def _replace(t: Tournament, event: Replaced) -> None:
    _between_rounds(t)
    entrant = t.entrants[event.player]
    if entrant.dropped or entrant.stand_in:
        raise TournamentError("not_playing", name=entrant.name)
    if event.round_number != t.next_round:
        raise TournamentError("no_round", round=event.round_number)
    if any(folded(e.name) == folded(event.name) for e in t.entrants.values()):
        raise TournamentError("name_taken", name=event.name)
    t.replaced[(event.round_number, event.player)] = event.name


def _start(t: Tournament, _: Started) -> None:
    _open(t)
    if t.started:
        raise TournamentError("already_started")
    if len(t.active) < 4:
        raise TournamentError("too_few_players", players=len(t.active))
    t.started = True


def _seat(t: Tournament, event: Seated) -> None:
    _between_rounds(t)
    if not t.started:
        raise TournamentError("not_started")
    if len(t.played) >= t.rounds:
        raise TournamentError("all_rounds_played", rounds=t.rounds)
    if event.round_number != t.next_round:
        raise TournamentError("no_round", round=event.round_number)
    seated = [p for table in event.tables for p in table]
    if sorted(seated) != sorted(t.active) or any(len(table) != 4 for table in event.tables):
        raise TournamentError("seating_mismatch")
    tables = tuple(Table(n, tuple(players)) for n, players in enumerate(event.tables, start=1))  # type: ignore[arg-type]
    t.played.append(RoundState(event.round_number, event.seed, tables))


def _enter(t: Tournament, event: ResultEntered) -> None:
    _open(t)
    played = t.round(event.round_number)
    played.table(event.table)
    if len(event.scores) != 4:
        raise TournamentError("four_scores", count=len(event.scores))
    too_large = next((score for score in event.scores if abs(score) > MAX_POINTS), None)
    if too_large is not None:
        raise TournamentError("score_too_large", score=too_large, maximum=MAX_POINTS)
    known = played.results.get(event.table)
    if known is not None and not event.confirmed:  # only an admin's entry overrides (a correction)
        raise TournamentError("result_entered", table=event.table, round=event.round_number,
                              confirmed=known.confirmed)
    played.results[event.table] = TableEntry(event.scores, event.by, event.confirmed,
                                             event.by if event.confirmed else "")


def _confirm(t: Tournament, event: ResultConfirmed) -> None:
    _open(t)
    entry = t.round(event.round_number).results.get(event.table)
    if entry is None:
        raise TournamentError("nothing_to_confirm", table=event.table)
    if entry.confirmed:
        raise TournamentError("already_confirmed", table=event.table)
    if entry.by == event.by:
        raise TournamentError("confirm_own", table=event.table)
    entry.confirmed, entry.confirmed_by = True, event.by


def _open_sheet(t: Tournament, event: SheetOpened) -> None:
    _open(t)
    entry = t.round(event.round_number).results.get(event.table)
    t.round(event.round_number).table(event.table)
    if entry is not None and entry.confirmed:
        raise TournamentError("already_confirmed", table=event.table)
    t.sheets[event.sheet] = (event.round_number, event.table)


def _penalise(t: Tournament, event: PenaltyGiven) -> None:
    _open(t)
    if event.player not in t.entrants or t.entrants[event.player].stand_in:
        raise TournamentError("not_playing", name=event.player)
    if event.points <= 0:
        raise TournamentError("penalty_points", points=event.points)
    if event.points > MAX_POINTS:
        raise TournamentError("penalty_too_large", points=event.points, maximum=MAX_POINTS)
    t.round(event.round_number)
    t.penalties.append(Penalty(event.player, event.round_number, event.points))


def _end(t: Tournament, _: Ended) -> None:
    _open(t)
    t.ended = True


_STEPS = {Registered: _register, Dropped: _drop, Replaced: _replace, Started: _start, Seated: _seat,
          ResultEntered: _enter, ResultConfirmed: _confirm, SheetOpened: _open_sheet, PenaltyGiven: _penalise,
          Ended: _end}


def begin(created: Created) -> Tournament:
    if not 1 <= created.rounds <= MAX_ROUNDS:
        raise TournamentError("bad_rounds", rounds=created.rounds, high=MAX_ROUNDS)
    return Tournament(created.name, created.ruleset, created.rounds, SeatingMethod(created.method), created.seed,
                      created.preset)


def apply(t: Tournament, event: Event) -> Tournament:
    """``t`` with ``event`` added (``t`` itself, changed); ``TournamentError`` changes nothing."""
    _STEPS[type(event)](t, event)  # type: ignore[operator]
    return t


def replay(events: Iterable[Event]) -> Tournament:
    events = iter(events)
    first = next(events)
    assert isinstance(first, Created), first
    t = begin(first)
    for event in events:
        apply(t, event)
    return t
