"""Fixtures shared by every test package: the databases the storage tests run on, and how random the run is."""

import gc
import os
import shutil
import sys

import pytest
from hypothesis import settings

from tests import bytecode, deep, postgres
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
    # The tests allocate many short-lived objects (hands, tables, messages): the youngest generation collected
    # every 50,000 allocations instead of 700 costs the workers about 7% less CPU (measured on the quiz,
    # glossary and scoring tests, two runs each), for memory the machine has.
    gc.set_threshold(50_000, 50, 100)
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


def pytest_xdist_setupnodes(config, specs):
    """Before the workers start: the bytecode they all need, written once (``tests/bytecode.py``)."""
    bytecode.write_once(config)


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: two workers a core, since many tests spend their time waiting on bot processes and sockets."""
    return 2 * (os.cpu_count() or 1)


#: test modules that spend most of their time waiting (on the processes, servers and browser they start), the
#: longest first (wall seconds on two cores, December 2026: 117 ... 14): each worker's share of the run starts
#: with some of them, so that they wait side by side while the other workers fill the cores, instead of one
#: worker running them one after another at the end
WAITING_MODULES = (
    "tests/web/test_browser.py", "tests/bot/test_telegram_workers.py", "tests/bot/test_sheet_telegram.py",
    "tests/bot/test_group_budgets.py", "tests/bot/test_sheet_discord.py", "tests/bot/test_discord_kill.py",
    "tests/quiz/test_games.py", "tests/bot/test_console.py", "tests/scoring/test_riichi_differential.py",
    "tests/bot/test_telegram_subprocess.py", "tests/cli/test_batch_bytes_and_jobs.py", "tests/bot/test_telegram_e2e.py",
    "tests/bot/test_play_group_limit.py", "tests/bot/test_play_restart.py", "tests/web/test_browser_access.py",
    "tests/quiz/test_database.py", "tests/bot/test_new_language.py", "tests/test_setup_build.py",
)


def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist's work stealing, which hands each worker an equal run of the collection at the start:
    the waiting modules dealt round the workers' runs, the rest in their order filling each run to its size."""
    workers = getattr(config, "workerinput", {}).get("workercount", 0)
    if workers < 2:
        return
    rank = {name: index for index, name in enumerate(WAITING_MODULES)}
    waiting: dict[str, list] = {}
    rest = []
    for item in items:
        module = item.nodeid.split("::")[0]
        (waiting.setdefault(module, []) if module in rank else rest).append(item)
    runs: list[list] = [[] for _ in range(workers)]
    for index, module in enumerate(sorted(waiting, key=rank.__getitem__)):
        runs[index % workers] += waiting[module]
    left = len(items)
    for number, run in enumerate(runs):  # the sizes xdist's first distribution gives, worker by worker
        size = left // (workers - number)
        left -= size
        take = max(0, size - len(run))
        run += rest[:take]
        del rest[:take]
    runs[-1] += rest
    items[:] = [item for run in runs for item in run]


def pytest_collection_finish(session):
    """Everything collection made (the project's modules, their tables and caches) outlives the run: moved out of
    the garbage collector's reach, each collection walks only what the tests make (the suite's time in the
    collector halves; no object a test makes is affected)."""
    gc.freeze()
