"""The one event log: a database made by the migrations before it (revision ``0006_play_tables``), with
a score sheet's entries, a tournament's events and a played hand's decisions in their own tables, is
upgraded with every entry carried over and read back unchanged; each log refuses a position taken
twice in the domain's words (``DuplicateRecord``); on SQLite and PostgreSQL."""

import json
from datetime import UTC, datetime

import pytest
import sqlalchemy as sa
from alembic import command

from bot.db import engine as database
from bot.db.play_tables import DecisionCodec
from bot.db.repositories import Storage
from bot.db.schema import event_log
from quiz.play.model import Decision
from quiz.records import DuplicateRecord
from quiz.sheet.model import Entry, Penalty, Win
from quiz.sheet.store import SheetStore
from quiz.tournament import events
from quiz.tournament.events import Created, Registered
from quiz.tournament.records import LoggedEvent
from quiz.tournament.store import TournamentStore
from tests.bot.test_db_upgrade import _ROWS as ROWS_IN_USE
from tests.bot.test_db_upgrade import migrations, urls_at
from tests.quiz.sheet.helpers import mcr_start

REVISION_BEFORE = "0006_play_tables"
CHAT = "telegram:-100"
CREATED = Created("Spring", "mcr", 3, "no-repeat", 5)
ANN = Registered("p001", "Ann", user_id="u1")
DECISIONS = (
    Decision(1, 0, {"kind": "discard", "tile": "5m", "seat": 0}, "u1", 400.125),
    Decision(2, 2, {"kind": "pass", "seat": 2, "note": "名前"}, "ai", 400.5),
    Decision(3, 1, {"seat": 1}, "auto", 401.0),
)

_ROWS = {
    **{table: ROWS_IN_USE[table] for table in ("sheet_tables", "sheet_entries")},
    "tournaments": [
        {"id": "x1", "chat_id": CHAT, "open_chat": CHAT, "token": "tok", "name": "Spring", "last_seq": 2,
         "author": "admin", "created_at": 350.0, "ended_at": None},
    ],
    "tournament_events": [
        {"tournament_id": "x1", "seq": 1, "kind": events.kind_of(CREATED), "body": events.to_json(CREATED),
         "author": "admin", "at": 350.0},
        {"tournament_id": "x1", "seq": 2, "kind": events.kind_of(ANN), "body": events.to_json(ANN),
         "author": None, "at": 360.0},
    ],
    "play_decisions": [
        {"table_id": "p1", "hand": 2, "seq": d.seq, "seat": d.seat, "action": json.dumps(d.action),
         "author": d.author, "at": d.at} for d in DECISIONS
    ],
}


@pytest.fixture(params=("sqlite", "postgresql"))
def url_before(request, tmp_path):
    yield from urls_at(request.param, tmp_path, REVISION_BEFORE, _ROWS)


@pytest.fixture
def storage(db_url):
    storage = Storage(db_url)
    yield storage
    storage.close()


def test_every_logged_entry_is_carried_into_the_one_log_and_reads_back_unchanged(url_before):
    storage = Storage(url_before)
    try:
        tables = set(sa.inspect(storage.engine).get_table_names())
        assert "event_log" in tables and not tables & {"sheet_entries", "tournament_events", "play_decisions"}
        assert storage.play.decisions("p1", 2) == DECISIONS
        assert storage.play.decisions("p1", 1) == ()
        assert [(e.seq, e.body, e.author, e.at) for e in storage.sheets.entries("t1")] == [
            (1, Win(0, 1, fan=10), "u0", datetime.fromtimestamp(310.0, UTC)),
            (2, Penalty(2, 30), "u2", datetime.fromtimestamp(320.0, UTC))]
        assert storage.tournaments.events("x1") == (
            LoggedEvent(1, CREATED, "admin", datetime.fromtimestamp(350.0, UTC)),
            LoggedEvent(2, ANN, None, datetime.fromtimestamp(360.0, UTC)))
        # the stores go on from where the logs were
        assert SheetStore(storage).append(CHAT, Penalty(1, 30)).table.last_seq == 3
        [player] = TournamentStore(storage).by_token("tok").tournament.entrants.values()
        assert player.name == "Ann"
        # a carried row is what the codec writes today, so old and new rows of a log look the same
        with storage.read() as db:
            carried = db.all(sa.select(event_log.c.kind, event_log.c.body).where(event_log.c.log == "play")
                             .order_by(event_log.c.seq))
        assert [(row.kind, row.body) for row in carried] == [
            (DecisionCodec.encode(d).kind, DecisionCodec.encode(d).body) for d in DECISIONS]
    finally:
        storage.close()


def test_a_downgrade_gives_the_three_tables_their_rows_back(url_before):
    Storage(url_before).close()
    engine = database.create_engine(database.parse_url(url_before))
    try:
        with engine.connect() as connection:
            connection.execution_options(fanbot_write=True)
            with connection.begin():
                command.downgrade(migrations(connection), REVISION_BEFORE)
            with connection.begin():
                for table, rows in _ROWS.items():
                    stored = connection.execute(sa.text(f"SELECT * FROM {table} ORDER BY 2, 3")).mappings().all()
                    assert [dict(row) for row in stored] == rows, table
    finally:
        engine.dispose()


def test_each_log_refuses_a_position_taken_twice_in_the_domains_words(storage):
    sheets = SheetStore(storage)
    table = sheets.start("chat", mcr_start()).table
    entry = Entry(1, Penalty(0, 30), "u1", datetime.fromtimestamp(500.0, UTC))
    storage.sheets.append(table, entry, 500.0)
    with pytest.raises(DuplicateRecord):
        storage.sheets.append(table, entry, 501.0)
    created = TournamentStore(storage).create("chat", CREATED).record
    with pytest.raises(DuplicateRecord):
        storage.tournaments.append(created, LoggedEvent(1, ANN, "u1", datetime.fromtimestamp(500.0, UTC)))
    storage.play.append("p9", 1, DECISIONS[0])
    with pytest.raises(DuplicateRecord):
        storage.play.append("p9", 1, DECISIONS[0])
    assert [e.seq for e in storage.sheets.entries(table.id)] == [1]
    assert [e.event for e in storage.tournaments.events(created.id)] == [CREATED]
    assert storage.play.decisions("p9", 1) == DECISIONS[:1]
