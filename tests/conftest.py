"""Fixtures shared by every test package: the databases the storage tests run on, and how random the run is."""

import os
import shutil
import sys

import pytest
from hypothesis import settings

from tests import deep, postgres
from tests.deep import DEEP
from tests.migrated import migrated_url

# The suite starts hundreds of Python processes (xdist's workers, the bot, the command line); where the
# environment forbids bytecode caches (PYTHONDONTWRITEBYTECODE), each of them would compile every module of
# fanbot again, a second of CPU a start. The suite writes them (into the checkout's __pycache__ folders).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# The everyday run is deterministic: Hypothesis draws the same examples every time and keeps no
# example database. FANBOT_TEST_DEEP=1 lets it search afresh, with more examples.
settings.register_profile("fanbot", derandomize=True, database=None, print_blob=True)
settings.register_profile("fanbot-deep", database=None, print_blob=True, max_examples=1000)
settings.load_profile("fanbot-deep" if DEEP else "fanbot")

#: the dialects the storage, quiz, flashcard and settings tests run against
DATABASES = ("sqlite", "postgresql")


@pytest.fixture(params=DATABASES)
def db_url(request, tmp_path):
    """An empty, migrated database: an SQLite file, or the PostgreSQL server the suite started.

    A slow test of several processes marked ``everyday_database(NAME)`` runs on that one database in the
    everyday run and on both under FANBOT_TEST_DEEP=1 (each database keeps such tests in the everyday run)."""
    marker = request.node.get_closest_marker("everyday_database")
    if marker is not None and not DEEP and request.param != marker.args[0]:
        pytest.skip(f"the same test on {marker.args[0]} runs every time; on {request.param}: FANBOT_TEST_DEEP=1")
    if request.param == "sqlite":
        return migrated_url(tmp_path / "quiz.sqlite3")
    return postgres.empty_url()


@pytest.fixture(scope="session", autouse=True)
def _stop_postgres():
    yield
    postgres.stop()


def pytest_configure(config):
    config.addinivalue_line("markers", "everyday_database(name): on both databases only under FANBOT_TEST_DEEP=1")
    # before pytest-xdist starts its workers, which inherit both
    if DEEP:
        deep.run_seed()
    if not hasattr(config, "workerinput"):
        config.stash[_PGDATA] = postgres.share_server()


def pytest_unconfigure(config):
    folder = config.stash.get(_PGDATA, None)
    if folder:
        postgres.stop()  # this process's handle, if it used the server; the last handle stops it
        shutil.rmtree(folder, ignore_errors=True)


_PGDATA = pytest.StashKey[str | None]()


def pytest_terminal_summary(terminalreporter):
    if DEEP or deep.DRAWN:
        drawn = ", ".join(f"{name}={seed}" for name, seed in sorted(deep.DRAWN.items()))
        terminalreporter.write_line(f"fresh seeds: {deep.RUN_SEED_VARIABLE}={os.environ.get(deep.RUN_SEED_VARIABLE)} "
                                    f"replays this run{'; ' + drawn if drawn else ''}")


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: two workers a core, since many tests spend their time waiting on bot processes and sockets."""
    return 2 * (os.cpu_count() or 1)
