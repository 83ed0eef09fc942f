"""setup.py's build of the compiled core, on a throwaway package of two modules: a module Cython or the
compiler rejects stays pure Python without failing the install, no earlier build of it is left behind,
the record names exactly the modules built, each with the source it was built from, and a build whose
source changed since is named by ``bot.core_build.report`` (what ``fanbot --version`` says)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.deep import deep_run_only

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")
GOOD = "def step(x):\n    return x + 1\n"
#: valid Python that Cython refuses (it types the conditional between tuples of two lengths)
REFUSED = "def pairs(pair):\n    return [p for p in ((0, 1) if not pair else (0,))]\n"


def _can_build() -> bool:
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    try:
        import Cython  # noqa: F401
    except ImportError:
        return False
    return shutil.which(cc) is not None and headers.exists()


pytestmark = pytest.mark.skipif(not _can_build(), reason="needs Cython, a C compiler and Python's headers")


#: each of these builds the tree with Cython (seconds of CPU): every run keeps the staleness, pure-Python and
#: no-compiler tests, FANBOT_TEST_DEEP=1 runs the rest
BUILD_DETAIL = deep_run_only("the staleness, pure-Python and no-compiler builds")


def _new_tree(folder: Path) -> Path:
    """A throwaway checkout in ``folder``: setup.py, the build's settings, the start of the scoring package."""
    shutil.copy(ROOT / "setup.py", folder / "setup.py")
    package = folder / "scoring"
    package.mkdir()
    shutil.copy(ROOT / "scoring" / "__init__.py", package / "__init__.py")  # the real package's start
    (folder / "bot").mkdir()
    shutil.copy(ROOT / "bot" / "__init__.py", folder / "bot" / "__init__.py")
    shutil.copytree(ROOT / "bot" / "core_build", folder / "bot" / "core_build",
                    ignore=shutil.ignore_patterns("__pycache__"))
    # the real settings, with the list of what to compile replaced by the throwaway package's two modules
    _list(folder, '"scoring/first.py", "scoring/second.py"')
    return folder


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    return _new_tree(tmp_path)


@pytest.fixture(scope="module")
def _built_once(tmp_path_factory) -> Path:
    tree = _new_tree(tmp_path_factory.mktemp("built"))
    (tree / "scoring" / "first.py").write_text(GOOD)
    (tree / "scoring" / "second.py").write_text(GOOD)
    _build(tree)
    assert _built(tree) == {"first", "second"}
    return tree


@pytest.fixture
def built(_built_once: Path, tmp_path: Path) -> Path:
    """A tree of two good modules just built (copied, file times kept, from the one build the module makes)."""
    return shutil.copytree(_built_once, tmp_path / "tree", symlinks=True)


def _list(tree: Path, compiled: str, native: str = "") -> None:
    """Replace the build's lists (``COMPILED``, ``NATIVE``) in the tree's settings."""
    settings = tree / "bot" / "core_build" / "settings.py"
    settings.write_text(settings.read_text(encoding="utf-8") + f"\nCOMPILED = ({compiled},)\nNATIVE = ({native})\n",
                        encoding="utf-8")


def _environment(**env: str) -> dict[str, str]:
    """This process's environment without ``FANBOT_PURE_PYTHON`` (a test asks for it itself), and ``env``."""
    return {k: v for k, v in os.environ.items() if k != "FANBOT_PURE_PYTHON"} | env


def _build(tree: Path, *, inplace: bool = True, **env: str) -> subprocess.CompletedProcess:
    """``setup.py build_ext``: ``--inplace`` as an editable install builds (setuptools copies the builds beside
    their sources), else as a wheel's build (everything in build/)."""
    run = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", *(["--inplace"] if inplace else [])], cwd=tree,
                         env=_environment(**env), capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    return run


def _built(tree: Path) -> set[str]:
    return {p.name[: -len(SUFFIX)] for p in (tree / "scoring").glob("*" + SUFFIX)}


def _record(tree: Path) -> dict:
    return json.loads((tree / "scoring" / "_compiled_sources.json").read_text(encoding="utf-8"))


def _sha(tree: Path, name: str) -> str:
    return hashlib.sha256((tree / "scoring" / f"{name}.py").read_bytes()).hexdigest()


@BUILD_DETAIL
def test_a_module_cython_refuses_stays_python_and_the_rest_is_built(tree):
    (tree / "scoring" / "first.py").write_text(GOOD)
    (tree / "scoring" / "second.py").write_text(REFUSED)
    run = _build(tree)
    assert _built(tree) == {"first"}
    assert _record(tree) == {"scoring.first": _sha(tree, "first")}
    assert "scoring.second stays pure Python: Cython" in run.stderr
    # the build says what it does, and how it went (pip shows it with -v, and on the terminal)
    assert "fanbot: compiling the scoring core: 2 modules with Cython and the C compiler" in run.stderr
    assert re.search(r"fanbot: the scoring core: 1 of 2 modules compiled in \d+ s\n", run.stderr)

    # Now the other way round: the first module's old build must not stay beside its new source.
    (tree / "scoring" / "first.py").write_text(REFUSED)
    (tree / "scoring" / "second.py").write_text(GOOD)
    _build(tree)
    assert _built(tree) == {"second"}
    assert _record(tree) == {"scoring.second": _sha(tree, "second")}


@BUILD_DETAIL
def test_an_edited_source_is_translated_again_whatever_its_file_time(tree):
    first = tree / "scoring" / "first.py"
    first.write_text(GOOD)
    (tree / "scoring" / "second.py").write_text(GOOD)
    _build(tree)
    before = first.stat()
    first.write_text(GOOD.replace("x + 1", "x + 2"))
    os.utime(first, ns=(before.st_atime_ns, before.st_mtime_ns - 10**12))  # older than its translation
    _build(tree)
    assert _record(tree)["scoring.first"] == _sha(tree, "first")
    probe = subprocess.run([sys.executable, "-c", "import scoring.first as m; print(m.__file__, m.step(1))"],
                           cwd=tree, capture_output=True, text=True, timeout=60)
    assert probe.stdout.split() == [str(tree / "scoring" / f"first{SUFFIX}"), "3"], probe.stderr


def test_pure_python_asked_at_install_removes_earlier_builds(built):
    tree = built
    assert _built(tree) == {"first", "second"}
    run = _build(tree, FANBOT_PURE_PYTHON="1")
    assert _built(tree) == set()
    assert _record(tree) == {}
    assert "FANBOT_PURE_PYTHON is set" in run.stderr


def test_without_a_working_compiler_the_install_goes_on_pure_python(tree):
    (tree / "scoring" / "first.py").write_text(GOOD)
    (tree / "scoring" / "second.py").write_text(GOOD)
    run = _build(tree, CC="/bin/false")
    assert _built(tree) == set()
    assert _record(tree) == {}
    assert "scoring.first stays pure Python: C compiler" in run.stderr


def _import(tree: Path, name: str, show: str = "m.__file__", strict: bool = True,
            **env: str) -> subprocess.CompletedProcess:
    """Import ``name`` as ``m`` in a fresh interpreter and print ``show`` (``strict``: warnings are errors)."""
    return subprocess.run([sys.executable, *(["-W", "error"] if strict else []), "-c",
                           f"import {name} as m; print({show})"], cwd=tree, env=_environment(**env),
                          capture_output=True, text=True, timeout=60)


def _stale(tree: Path) -> list[str]:
    run = _import(tree, "bot.core_build.report", show="m.stale_modules()")
    assert run.returncode == 0, run.stderr
    return eval(run.stdout)


@BUILD_DETAIL
def test_a_module_no_longer_listed_or_deleted_leaves_no_build_behind(built):
    tree = built
    assert _import(tree, "scoring.second").stdout.strip().endswith(SUFFIX)

    _list(tree, '"scoring/first.py"')
    _build(tree)
    assert _built(tree) == {"first"}
    assert _record(tree) == {"scoring.first": _sha(tree, "first")}
    assert not list((tree / "build").rglob("second" + SUFFIX))
    assert _import(tree, "scoring.second").stdout.strip().endswith("second.py")


def test_a_build_whose_source_was_edited_or_deleted_is_named_stale_until_the_next_build(built):
    tree = built
    assert _stale(tree) == []
    (tree / "scoring" / "first.py").write_text(GOOD.replace("x + 1", "x + 2"))
    (tree / "scoring" / "second.py").unlink()  # deleted, its build not yet cleared by a rebuild
    assert _stale(tree) == ["scoring.first", "scoring.second"]
    # the import does not check: the build is imported as it stands (the check is --version's, and the tests')
    assert _import(tree, "scoring.first", show="m.__file__, m.step(1)").stdout.split() == [
        str(tree / "scoring" / f"first{SUFFIX}"), "2"]
    _build(tree)
    assert _stale(tree) == []
    assert _built(tree) == {"first"}
    assert _import(tree, "scoring.first", show="m.step(1)").stdout.strip() == "3"


NATIVE = "cdef int twice(int x):\n    return 2 * x\n\n\ndef step(x):\n    return twice(x) + 1\n"


def _native_tree(tree: Path, source: str) -> Path:
    _list(tree, '"scoring/first.py"', native='"scoring/native.pyx",')
    (tree / "scoring" / "first.py").write_text(GOOD)
    native = tree / "scoring" / "native.pyx"
    native.write_text(source)
    return native


def _probe(tree: Path, **env: str) -> subprocess.CompletedProcess:
    return _import(tree, "scoring.native", show="m.__file__, m.step(2)", strict=False, **env)


@BUILD_DETAIL
def test_a_native_module_is_built_from_its_pyx_and_not_imported_when_it_must_not_be(tree):
    native = _native_tree(tree, NATIVE)
    _build(tree)
    assert _built(tree) == {"first", "native"}
    assert _record(tree)["scoring.native"] == hashlib.sha256(native.read_bytes()).hexdigest()
    assert _probe(tree).stdout.split() == [str(tree / "scoring" / f"native{SUFFIX}"), "5"]
    # pure Python asked for at run time, not at install: the build is imported all the same
    assert _probe(tree, FANBOT_PURE_PYTHON="1").stdout.split() == [str(tree / "scoring" / f"native{SUFFIX}"), "5"]
    # edited since its build: named stale, until it is built again
    native.write_text(NATIVE.replace("2 * x", "3 * x"))
    assert _stale(tree) == ["scoring.native"]
    _build(tree)
    assert _probe(tree).stdout.split()[1] == "7"


@BUILD_DETAIL
def test_a_native_module_cython_refuses_is_not_built_and_the_install_goes_on(tree):
    _native_tree(tree, "cdef int broken(:\n")
    run = _build(tree)
    assert _built(tree) == {"first"}
    assert "scoring.native is not built, its callers use the Python definitions: Cython" in run.stderr
    assert "No module named 'scoring.native'" in _probe(tree).stderr


@BUILD_DETAIL
def test_a_build_for_a_wheel_writes_nothing_beside_the_sources(tree):
    (tree / "scoring" / "first.py").write_text(GOOD)
    (tree / "scoring" / "second.py").write_text(GOOD)
    before = sorted(p.name for p in (tree / "scoring").iterdir())
    _build(tree, inplace=False)
    assert sorted(p.name for p in (tree / "scoring").iterdir()) == before
    built = [p for p in (tree / "build").glob("lib*/scoring/*") if p.suffix != ".py"]
    assert sorted(p.name for p in built) == ["_compiled_sources.json", f"first{SUFFIX}", f"second{SUFFIX}"]
    assert not list((tree / "build").glob("cython")), "the C translations stay in the build's temporary folder"


@BUILD_DETAIL
def test_a_native_module_s_included_part_is_part_of_its_source(tree):
    native = _native_tree(tree, 'include "native_part.pxi"\n\n\ndef step(x):\n    return twice(x) + 1\n')
    part = tree / "scoring" / "native_part.pxi"
    part.write_text("cdef int twice(int x):\n    return 2 * x\n")
    _build(tree)
    assert _probe(tree).stdout.split()[1] == "5"
    assert _record(tree)["scoring.native"] == hashlib.sha256(native.read_bytes() + part.read_bytes()).hexdigest()
    part.write_text("cdef int twice(int x):\n    return 3 * x\n")
    assert _stale(tree) == ["scoring.native"]
    _build(tree)
    assert _probe(tree).stdout.split()[1] == "7"
