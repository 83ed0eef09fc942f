"""How far the random tests reach: fixed seeds by default, fresh printed seeds under ``FANBOT_TEST_DEEP=1``.

The default run is deterministic: every random test draws from a fixed seed, sized so that the
coverage assertions beside it (every fan, yaku, shape and error) still hold. ``FANBOT_TEST_DEEP=1``
adds a fresh seed to each of them, printed so that a failure can be replayed, and the larger
samples; run it before a submission that touches ``scoring/``. A test's own replay variable
(``WAITS_SEED=…``, ``MCR_DIFF_SEED=…``) runs that seed in the default run too.
"""

from __future__ import annotations

import os
import random
import zlib

import pytest

#: FANBOT_TEST_DEEP=1: fresh seeds and the large samples
DEEP = os.environ.get("FANBOT_TEST_DEEP", "").strip() not in ("", "0")

#: marks a test that only runs under FANBOT_TEST_DEEP=1
deep_only = pytest.mark.skipif(not DEEP, reason="a fresh random seed: FANBOT_TEST_DEEP=1 runs it")


def replay_seed(variable: str) -> int | None:
    """The seed ``variable`` asks to replay, if any."""
    raw = os.environ.get(variable, "").strip()
    return int(raw) if raw else None


#: FANBOT_TEST_SEED: the run's fresh seed, from which each test's own is drawn; set once per run, so
#: that pytest-xdist's workers (which inherit it) collect the same tests, and one number replays them all
RUN_SEED_VARIABLE = "FANBOT_TEST_SEED"
#: the fresh seeds drawn in this process, by replay variable (shown at the end of the run)
DRAWN: dict[str, int] = {}


def run_seed() -> int:
    """This run's fresh seed: FANBOT_TEST_SEED if set, else a new one, set for the processes started after."""
    raw = os.environ.get(RUN_SEED_VARIABLE, "").strip()
    if not raw:
        raw = str(random.SystemRandom().randrange(1 << 32))
        os.environ[RUN_SEED_VARIABLE] = raw
    return int(raw)


def fresh_seed(variable: str) -> int:
    """The seed ``variable`` replays, else one drawn from the run's seed; kept in DRAWN to be shown."""
    seed = replay_seed(variable)
    if seed is None:
        seed = zlib.crc32(f"{run_seed()}:{variable}".encode())
    DRAWN[variable] = seed
    return seed


def seeds(fixed: int, variable: str) -> list[int]:
    """``[fixed]``, plus a fresh (or replayed) printed seed under FANBOT_TEST_DEEP=1 or when ``variable`` is set."""
    if DEEP or replay_seed(variable) is not None:
        return [fixed, fresh_seed(variable)]
    return [fixed]


def sized(default: int, deep: int) -> int:
    """A sample's size: ``default`` in the everyday run, ``deep`` under FANBOT_TEST_DEEP=1."""
    return deep if DEEP else default


def fresh(variable: str) -> pytest.MarkDecorator:
    """Marks a fresh-seed test: it runs under FANBOT_TEST_DEEP=1, or when ``variable`` names a seed to replay."""
    return pytest.mark.skipif(not DEEP and replay_seed(variable) is None,
                              reason=f"a fresh random seed: FANBOT_TEST_DEEP=1 (or {variable}=<seed>) runs it")


def deep_run_only(kept: str) -> pytest.MarkDecorator:
    """Marks a slow test that only FANBOT_TEST_DEEP=1 runs; ``kept`` names what the everyday run keeps of it."""
    return pytest.mark.skipif(not DEEP, reason=f"slow: FANBOT_TEST_DEEP=1 runs it (every run keeps {kept})")


@pytest.fixture
def say(capsys):
    """Print to the terminal whether or not pytest captures output (-s not needed): a differential run's summary.
    A test module takes it by naming it: ``say = deep.say``."""
    def write(text: str) -> None:
        with capsys.disabled():
            print("\n" + text)
    return write
