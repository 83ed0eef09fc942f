"""Fixtures shared by every test package: the databases the storage tests run on."""

import pytest

from tests import postgres

#: the dialects the storage, quiz, flashcard and settings tests run against
DATABASES = ("sqlite", "postgresql")


@pytest.fixture(params=DATABASES)
def db_url(request, tmp_path):
    """An empty, migrated database: an SQLite file, or the PostgreSQL server the suite started."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'quiz.sqlite3'}"
    return postgres.empty_url()


@pytest.fixture(scope="session", autouse=True)
def _stop_postgres():
    yield
    postgres.stop()
