"""A club tournament as text, in the catalogue's languages: its status, a round's tables, a table's
result, the standings and the MERS base ranks (``quiz.tournament``'s typed data)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator
from bot.render.formats import number
from bot.render.views import view_of
from bot.rich import Rich, lines, rich_translator, user
from quiz.tournament.export import mers_ranks
from quiz.tournament.kinds import Standing
from quiz.tournament.model import SEATS, Seat
from quiz.tournament.state import RoundState, Tournament

#: standings longer than this show their top in the chat (the picture, the page and the file have all)
STANDINGS_LINES = 40
SEAT_KEYS = {Seat.EAST: "tournament.seat_e", Seat.SOUTH: "tournament.seat_s", Seat.WEST: "tournament.seat_w",
             Seat.NORTH: "tournament.seat_n"}


def seat_name(tr: Translator, seat: Seat) -> str:
    return tr(SEAT_KEYS[seat])


def status_text(tr: Translator, t: Tournament) -> Rich:
    rt = rich_translator(tr)
    head = rt("tournament.status_head", name=user(t.name), ruleset=tr(f"ruleset.{t.ruleset}"), rounds=t.rounds,
              method=t.method.value, key=t.seed)
    ranked = [e for e in t.entrants.values() if not e.stand_in]
    names = ", ".join(e.name + (" ✕" if e.dropped else "") for e in t.entrants.values())
    if t.ended:
        where = rt("tournament.status_ended", played=len(t.played))
    elif not t.started:
        where = rt("tournament.status_registration", players=len(ranked))
    elif t.current is None:
        where = rt("tournament.status_started", players=len(t.active))
    else:
        current = t.current
        done = sum(1 for e in current.results.values() if e.confirmed)
        where = rt("tournament.status_round", round=current.number, rounds=t.rounds, done=done,
                   tables=len(current.tables))
    return lines(head, where, rt("tournament.status_players", count=len(t.entrants), names=user(names)))


def table_line(tr: Translator, t: Tournament, played: RoundState, number_: int) -> Rich:
    rt = rich_translator(tr)
    table = played.tables[number_ - 1]
    seats = " · ".join(f"{seat_name(tr, seat)} {t.seat_name(played.number, p)}"
                       for seat, p in zip(SEATS, table.players, strict=True))
    entry = played.results.get(number_)
    if entry is None:
        state = ""
    elif entry.confirmed:
        state = " ✓"
    else:
        state = " …"
    return rt("tournament.table_line", table=number_, seats=user(seats + state))


def seating_text(tr: Translator, t: Tournament, played: RoundState) -> Rich:
    rt = rich_translator(tr)
    head = rt("tournament.seated", round=played.number, rounds=t.rounds, tables=len(played.tables),
              key=played.seed, method=t.method.value)
    return lines(head, *(table_line(tr, t, played, n) for n in range(1, len(played.tables) + 1)),
                 rt("tournament.how_to_enter"))


def table_thread_text(tr: Translator, t: Tournament, played: RoundState, number_: int) -> Rich:
    """The first message of a table's thread: its seats, and how to enter its result there."""
    return lines(table_line(tr, t, played, number_), rich_translator(tr)("tournament.thread_how_to_enter"))


def scores_line(t: Tournament, played: RoundState, table: int, scores: Sequence[int]) -> str:
    players = played.tables[table - 1].players
    return " · ".join(f"{t.seat_name(played.number, p)} {number(s)}" for p, s in zip(players, scores, strict=True))


def result_text(tr: Translator, t: Tournament, played: RoundState, table: int) -> Rich:
    """A table's entered result: waiting for a confirmation, or counted."""
    rt = rich_translator(tr)
    entry = played.results[table]
    line = user(scores_line(t, played, table, entry.scores))
    if not entry.confirmed:
        return lines(rt("tournament.result_waiting", table=table, round=played.number), line,
                     rt("tournament.confirm_how", table=table))
    done = sum(1 for e in played.results.values() if e.confirmed)
    parts = [rt("tournament.result_counted", table=table, round=played.number), line]
    later = t.current is not None and t.current.number > played.number
    if played.complete and later:  # an earlier round corrected: the next one is seated already
        parts.append(rt("tournament.round_corrected", round=played.number, current=t.current.number))
    elif played.complete:
        last = played.number == t.rounds
        parts.append(rt("tournament.round_complete_last" if last else "tournament.round_complete",
                        round=played.number))
    else:
        parts.append(rt("tournament.round_progress", done=done, tables=len(played.tables)))
    return lines(*parts)


def standing_line(tr: Translator, t: Tournament, s: Standing) -> Rich:
    rt = rich_translator(tr)
    name = user(t.entrants[s.player].name)
    penalty = rt("tournament.penalty_note", points=s.penalties) if s.penalties else ""
    return view_of(t.ruleset).tournament.standing_line(rt, s, name, penalty)


def standings_text(tr: Translator, t: Tournament, standings: Sequence[Standing]) -> Rich:
    rt = rich_translator(tr)
    played = sum(1 for r in t.played if r.complete)
    head = rt("tournament.standings_head", name=user(t.name), played=played, rounds=t.rounds)
    shown = [standing_line(tr, t, s) for s in standings[:STANDINGS_LINES]]
    more = [rt("tournament.standings_more", count=len(standings) - STANDINGS_LINES)] \
        if len(standings) > STANDINGS_LINES else []
    return lines(head, *shown, *more)


def mers_text(tr: Translator, t: Tournament, standings: Sequence[Standing]) -> Rich:
    rt = rich_translator(tr)
    ranks = mers_ranks(standings)
    shown = [rt("tournament.mers_line", place=r.place, name=user(t.entrants[r.player].name),
                rank=number(round(r.base_rank, 2) if r.base_rank.denominator != 1 else r.base_rank))
             for r in ranks[:STANDINGS_LINES]]
    return lines(rt("tournament.mers_head", players=len(ranks)), *shown)
