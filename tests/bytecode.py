"""The suite's bytecode written once, before pytest-xdist starts its workers.

In a fresh checkout no module has its bytecode yet, and the workers all start at once: each would rewrite the
assertions of every test module (pytest caches the result beside the module, but the four workers reach each
module at the same moment, so each does the work) and compile fanbot's modules. That is about 11 s of CPU a
worker, measured on two cores, December 2026. Written here once, in two processes, the workers find it made.

It uses pytest's own rewriting (``_pytest.assertion.rewrite``: the same code and the same cache files as its
import hook, so what is written is exactly what a worker would write); were that private module to change, the
warm-up is skipped and the workers do the work as before.
"""

from __future__ import annotations

import compileall
import multiprocessing
import re
from pathlib import Path

import pytest

#: fanbot's packages and the tests' helper modules, compiled as an import would
PACKAGES = ("scoring", "glossary", "quiz", "bot", "tests")
#: what pytest rewrites instead (its own cache files)
REWRITTEN = re.compile(r"(^|/)(test_[^/]*|conftest)\.py$")


def write_once(config: pytest.Config, processes: int = 2) -> None:
    """Rewrite the test modules whose cached bytecode is missing or stale, and compile fanbot, in ``processes``."""
    try:
        from _pytest.assertion import rewrite
        from _pytest.pathlib import fnmatch_ex

        rewrite._rewrite_test, rewrite._write_pyc, rewrite._read_pyc, rewrite.get_cache_dir  # noqa: B018
        rewrite.try_makedirs, rewrite.PYC_TAIL  # noqa: B018
    except (ImportError, AttributeError):
        return
    if config.getoption("assertmode") != "rewrite":
        return
    root = Path(config.rootpath)
    patterns = config.getini("python_files")
    modules = [path for path in sorted((root / "tests").rglob("*.py"))
               if path.name == "conftest.py" or any(fnmatch_ex(pattern, path) for pattern in patterns)]
    stale = [path for path in modules if rewrite._read_pyc(path, _cached(path, rewrite.PYC_TAIL)) is None]
    shares = [stale[index::processes] for index in range(processes)]
    shares[0] = [*shares[0], *(root / package for package in PACKAGES)]
    # forked, so that each process has this configuration (the rewriting reads its options)
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_write, args=(config, share)) for share in shares if share]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()


def _cached(path: Path, tail: str) -> Path:
    """Where pytest keeps ``path``'s rewritten code (its own rule: ``__pycache__``, or under a pycache prefix)."""
    from _pytest.assertion import rewrite

    return rewrite.get_cache_dir(path) / (path.name[:-3] + tail)


def _write(config: pytest.Config, paths: list[Path]) -> None:
    from _pytest.assertion import rewrite

    state = config.stash[rewrite.assertstate_key]
    for path in paths:
        if path.is_dir():
            compileall.compile_dir(path, quiet=2, rx=REWRITTEN)
            continue
        try:
            source_hash, code = rewrite._rewrite_test(path, config)
        except SyntaxError:
            continue  # the worker's own import reports it
        cached = _cached(path, rewrite.PYC_TAIL)
        if rewrite.try_makedirs(cached.parent):  # a read-only checkout: the workers rewrite in memory, as ever
            rewrite._write_pyc(state, code, source_hash, cached)
