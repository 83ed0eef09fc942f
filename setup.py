"""Build step: the scoring core compiled with Cython, where a C compiler is at hand.

Everything else about the package is in pyproject.toml. The hot modules of ``scoring/`` (the pure rules
core; the list is ``scoring.compiled.COMPILED``) are compiled from their Python sources as they stand,
so the sources stay the one definition of the rules and run unchanged where nothing was compiled.
A machine without a C compiler, or ``FANBOT_PURE_PYTHON=1`` at install, gets the pure-Python core:
the build says so in one line and goes on. ``scoring.compiled.compiled_modules()`` says which are in use.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
#: Compiler directives for the core. ``annotation_typing`` off: the sources' annotations document,
#: they do not promise exact builtin types (a ``list`` parameter may be given a tuple).
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False, "embedsignature": True}


def _say(message: str) -> None:
    print(f"fanbot: {message}", file=sys.stderr)


#: -O1 without debug information: a quarter of -O3 -g's build time, and the compiled code spends its
#: time in the interpreter's C API either way.
CFLAGS = ["-O1", "-g0"]


def _compiled_settings():
    """``scoring.compiled``, read without importing the package (it is not installed yet)."""
    spec = importlib.util.spec_from_file_location("_fanbot_compiled", ROOT / "scoring" / "compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_SETTINGS = _compiled_settings()
MANIFEST = _SETTINGS.MANIFEST


def core_modules() -> list[str]:
    """The compiled modules' sources, relative to the root, in a stable order."""
    found = {p for pattern in _SETTINGS.COMPILED for p in ROOT.glob(pattern) if p.name != "__init__.py"}
    return sorted(str(p.relative_to(ROOT)) for p in found)


class OptionalBuildExt(build_ext):
    """``build_ext`` that leaves a module to its Python source when it cannot be compiled."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1
        for ext in self.extensions:
            ext.extra_compile_args = [*ext.extra_compile_args, *CFLAGS]

    def run(self) -> None:
        try:
            super().run()
        except Exception as e:  # no compiler at all: the whole core stays pure Python
            _say(f"the scoring core stays pure Python (slower): {e}")
        self._record_sources()

    def _record_sources(self) -> None:
        """What each built module was compiled from (``scoring.compiled`` reads the source where it differs)."""
        recorded = {}
        for ext in self.extensions:
            if os.path.exists(self.get_ext_fullpath(ext.name)):
                source = ROOT / (ext.name.replace(".", "/") + ".py")
                recorded[ext.name] = hashlib.sha256(source.read_bytes()).hexdigest()
        base = ROOT if self.inplace else Path(self.build_lib)
        target = base / "scoring" / MANIFEST
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n", encoding="utf-8")

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:
            _say(f"{ext.name} stays pure Python: {e}")


def extensions() -> list:
    if _SETTINGS.pure_python_asked():
        _say(f"{_SETTINGS.PURE_PYTHON_VARIABLE} is set: the scoring core stays pure Python")
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        _say("Cython is not installed: the scoring core stays pure Python (slower)")
        return []
    return cythonize(core_modules(), compiler_directives=DIRECTIVES, quiet=True,
                     nthreads=0, build_dir="build/cython")


setup(ext_modules=extensions(), cmdclass={"build_ext": OptionalBuildExt})
