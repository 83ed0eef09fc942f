"""A chat's history of finished tables as figures: each player's games, ranks, table points, win,
self-draw and deal-in rates, average fan (or han) of wins and biggest hand, points deducted
by competition penalties, and a leaderboard by table points (ties broken by the total score, as
ChineseOfficialMahjongHelper ranks), all time or for one calendar month (UTC).

Players are the same person across tables by their chat account when they have one, else by name
(case-folded). Rulesets are never mixed: their table points are not on one scale.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from quiz.sheet.model import Penalty, Player, RowKind, Sheet, Win
from quiz.sheet.records import ENDED
from quiz.sheet.rulesets import rules_for
from quiz.sheet.store import SheetStore


@dataclass(frozen=True, slots=True)
class PlayedTable:
    """A finished table of the history: its id, when it ended (Unix time) and its sheet."""

    table_id: str
    ended_at: float
    sheet: Sheet


@dataclass(frozen=True, slots=True)
class BiggestHand:
    table_id: str
    ended_at: float
    #: fan, or han (13 per yakuman) in a ruleset that counts han
    value: int
    fu: int | None
    hand: str | None
    fans: tuple[str, ...]
    self_drawn: bool


@dataclass(frozen=True, slots=True)
class PlayerStats:
    key: str
    name: str
    ruleset: str
    games: int
    average_rank: float
    #: table points: 4/2/1/0 in a fan-total ruleset, else the final score with uma and oka
    total_points: float
    average_points: float
    hands: int
    wins: int
    self_draws: int
    deal_ins: int
    #: over the wins (fan or han); None without a win
    average_value: float | None
    biggest: BiggestHand | None = None
    #: games by final rank (first to fourth)
    ranks: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: the sum of the final scores (the leaderboard's tie-break)
    total_score: int = 0
    #: points taken by competition penalties (``deducted``), given to no one: 0 or negative
    deducted: int = 0

    @property
    def win_rate(self) -> float:
        """Wins per hand played."""
        return self.wins / self.hands if self.hands else 0.0

    @property
    def self_draw_rate(self) -> float:
        """Self-drawn wins per hand played."""
        return self.self_draws / self.hands if self.hands else 0.0

    @property
    def deal_in_rate(self) -> float:
        """Hands lost on one's own discard, per hand played."""
        return self.deal_ins / self.hands if self.hands else 0.0


def player_key(player: Player) -> str:
    return f"id:{player.user_id}" if player.user_id else f"name:{player.name.casefold()}"


@dataclass
class _Tally:
    name: str
    games: int = 0
    rank_sum: int = 0
    points: float = 0.0
    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0
    value_sum: int = 0
    biggest: BiggestHand | None = None
    ranks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    score: int = 0
    deducted: int = 0


def _value(win: Win, ruleset: str) -> int:
    return rules_for(ruleset).hand_value(win)


def _bigger(new: BiggestHand, old: BiggestHand | None) -> bool:
    return old is None or (new.value, new.fu or 0) > (old.value, old.fu or 0)


def collect(tables: Iterable[PlayedTable], ruleset: str) -> dict[str, PlayerStats]:
    """Every player's figures over the finished tables of one ruleset, by player key (a table
    ended before its first hand is no game and counts for nothing)."""
    tallies: dict[str, _Tally] = {}
    for played in tables:
        sheet = played.sheet
        if sheet.start.ruleset != ruleset or not sheet.finished or not sheet.is_game:
            continue
        keys = [player_key(p) for p in sheet.start.players]
        for index, key in enumerate(keys):
            tally = tallies.setdefault(key, _Tally(sheet.start.players[index].name))
            tally.name = sheet.start.players[index].name  # the latest spelling
            tally.games += 1
            tally.hands += sheet.hands_played
        for standing in sheet.standings:
            tally = tallies[keys[standing.player]]
            tally.rank_sum += standing.rank
            tally.ranks[min(standing.rank, 4) - 1] += 1
            tally.points += standing.final or 0.0
            tally.score += standing.score
        for row in sheet.rows:
            if isinstance(row.entry, Penalty) and row.entry.deducted:
                tallies[keys[row.entry.player]].deducted += row.deltas[row.entry.player]
            if row.kind not in (RowKind.WIN_ON_DISCARD, RowKind.SELF_DRAWN):
                continue
            win = row.entry
            assert isinstance(win, Win)
            if win.false_win:
                continue
            tally = tallies[keys[win.winner]]
            tally.wins += 1
            tally.value_sum += _value(win, ruleset)
            if win.loser is None:
                tally.self_draws += 1
            else:
                tallies[keys[win.loser]].deal_ins += 1
            big = BiggestHand(played.table_id, played.ended_at, _value(win, ruleset), win.fu, win.hand, win.fans,
                              win.loser is None)
            if _bigger(big, tally.biggest):
                tally.biggest = big
    return {key: PlayerStats(key=key, name=t.name, ruleset=ruleset, games=t.games,
                             average_rank=t.rank_sum / t.games, total_points=round(t.points, 1),
                             average_points=round(t.points / t.games, 2), hands=t.hands, wins=t.wins,
                             self_draws=t.self_draws, deal_ins=t.deal_ins,
                             average_value=t.value_sum / t.wins if t.wins else None, biggest=t.biggest,
                             ranks=tuple(t.ranks), total_score=t.score, deducted=t.deducted)
            for key, t in tallies.items()}


def find_player(stats: dict[str, PlayerStats], who: Player) -> PlayerStats | None:
    """A player's figures: by account, else by name (case-folded)."""
    found = stats.get(player_key(who))
    if found is None and who.user_id is None:
        folded = who.name.casefold()
        found = next((s for s in stats.values() if s.name.casefold() == folded), None)
    return found


def leaderboard(stats: dict[str, PlayerStats], limit: int = 10) -> list[PlayerStats]:
    """The best by total table points, then total score (as ChineseOfficialMahjongHelper ranks), then
    average rank, then games."""
    ordered = sorted(stats.values(), key=lambda s: (-s.total_points, -s.total_score, s.average_rank, -s.games,
                                                    s.name.casefold()))
    return ordered[:limit]


def month_bounds(year: int, month: int) -> tuple[float, float]:
    """The Unix times a calendar month (UTC) starts and ends."""
    if not 1 <= month <= 12 or not 2000 <= year <= 9999:
        raise ValueError(f"no month {year}-{month}")
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
    return start.timestamp(), end.timestamp()


def in_month(tables: Iterable[PlayedTable], year: int, month: int) -> list[PlayedTable]:
    low, high = month_bounds(year, month)
    return [t for t in tables if low <= t.ended_at < high]


def played_tables(store: SheetStore, chat_id: str) -> list[PlayedTable]:
    """The chat's ended tables (``/table end`` stored their result), oldest first, each replayed
    from its log so that the figures see every hand."""
    ended = sorted((r for r in store.history(chat_id) if r.status == ENDED and r.ended_at is not None),
                   key=lambda r: (r.ended_at, r.id))
    tables = []
    for record in ended:
        view = store.table_view(record.id)
        if view is not None:
            tables.append(PlayedTable(record.id, record.ended_at, view.sheet))
    return tables
