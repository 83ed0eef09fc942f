"""``fanbot db upgrade|current|copy``: the database behind ``DATABASE_URL``.

``upgrade`` migrates it to this version's schema (the bot also does so when it starts);
``current`` prints its revision; ``copy SRC_URL DST_URL`` moves every table of one database into an
empty one, e.g. from the SQLite file to PostgreSQL when a bot outgrows one process (both are
migrated first). Errors are one line, exit status 2; passwords are never printed. Lines are in the
language of the terminal's locale (``LANG``).
"""

from __future__ import annotations

import argparse
import errno
import os
import sys

from bot.cli.lang import environment_language, say
from bot.config import default_database_url, read_env_file
from bot.db import engine as database


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--env-file", default=".env", help="settings file read under the environment (default .env)")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    verbs.add_parser("upgrade", help="migrate DATABASE_URL to the newest schema")
    verbs.add_parser("current", help="print the schema revision of DATABASE_URL")
    copy = verbs.add_parser("copy", help="copy every table from SRC_URL into the empty DST_URL")
    copy.add_argument("source", metavar="SRC_URL")
    copy.add_argument("target", metavar="DST_URL")


def _database_url(env_file: str) -> str:
    return (os.environ.get("DATABASE_URL") or read_env_file(env_file).get("DATABASE_URL")
            or default_database_url())


def _open(text: str, *, must_exist: bool = False):
    """The URL and an engine; ``must_exist``: an SQLite file that is not there is an error, not a new file."""
    url = database.parse_url(text)
    path = database.sqlite_path(url)
    if must_exist and path is not None and path != ":memory:" and not os.path.exists(path):
        raise database.StorageError(say((environment_language(),), "text.db.no_file", path=path))
    engine = database.create_engine(url)
    return url, engine


def _unreadable(path: str) -> str | None:
    """Why the SQLite file at ``path`` cannot be looked at (its folder cannot be entered, or it cannot be read);
    None when it can, or when it is simply not there."""
    try:
        os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error.strerror or type(error).__name__
    if not os.access(path, os.R_OK):
        return os.strerror(errno.EACCES)
    return None


def run(args: argparse.Namespace) -> int:
    engines = []
    language = (environment_language(),)
    try:
        if args.verb == "copy":
            source_url, source = _open(args.source, must_exist=True)
            target_url, target = _open(args.target)
            engines += [source, target]
            database.migrate(source, source_url)
            database.migrate(target, target_url)
            with database.translated(target_url):
                copied = database.copy_tables(source, target)
            total = sum(copied.values())
            detail = ", ".join(f"{name} {count}" for name, count in copied.items())
            print(say(language, "text.db.copied", total=total, source=database.describe(source_url),
                      target=database.describe(target_url), detail=detail))
            return 0
        url = database.parse_url(_database_url(args.env_file))
        path = database.sqlite_path(url)
        if args.verb == "current" and path is not None and path != ":memory:":
            unreadable = _unreadable(path)
            if unreadable:  # a folder this user cannot enter is no missing database
                raise database.StorageError(say(language, "text.db.unreadable", database=database.describe(url),
                                                path=path, reason=unreadable))
            if not os.path.exists(path):  # a look must not create the file it looks at
                print(say(language, "text.db.no_database", database=database.describe(url), path=path,
                          head=database.HEAD_REVISION))
                return 0
        url, engine = _open(_database_url(args.env_file))
        engines.append(engine)
        if args.verb == "current":
            with database.translated(url), engine.connect() as connection:
                revision = database.current_revision(connection)
            key = "text.db.revision" if revision == database.HEAD_REVISION else "text.db.revision_behind"
            if not revision:
                key = "text.db.empty"
            print(say(language, key, database=database.describe(url), revision=revision or "",
                      head=database.HEAD_REVISION))
            return 0
        revision = database.migrate(engine, url)
        print(say(language, "text.db.migrated", database=database.describe(url), revision=revision))
        return 0
    except database.StorageError as error:
        print(f"fanbot db: {error}", file=sys.stderr)
        return 2
    finally:
        for engine in engines:
            engine.dispose()
