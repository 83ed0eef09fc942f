"""Build step: the scoring core compiled with Cython, where a C compiler is at hand.

Everything else about the package is in pyproject.toml. The hot modules of ``scoring/`` (the list is
``bot.core_build.settings.COMPILED``) are compiled from their Python sources as they stand, so the sources stay
the one definition of the rules and run unchanged where nothing was compiled.

An ordinary setuptools ``build_ext`` of Cython extensions: the C translations go to the build's temporary
folder, the builds to ``build/lib`` and from there into the wheel; an editable install (``pip install -e .``)
has setuptools copy them beside their sources, as it does for any extension, and nothing else is written
in the tree. Each module is translated and compiled on its own: one that Cython or the C compiler rejects
stays pure Python (its old build, if any, is removed) and the install goes on, as it does without Cython,
without a compiler, or with ``FANBOT_PURE_PYTHON=1`` (the build says why on stderr; ``pip -v`` shows it). The
build records, in ``scoring/_compiled_sources.json`` beside the builds, the SHA-256 of the source of each
module it built: a later build translates only what changed, and ``fanbot --version``
(``bot.core_build.report``) names a build whose source changed since. Python imports a module's build
before its source; nothing checks at import.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import sysconfig
import time
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
#: Compiler directives for the core. ``annotation_typing`` off: the sources' annotations document,
#: they do not promise exact builtin types (a ``list`` parameter may be given a tuple).
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False, "embedsignature": True}
#: -O1 without debug information: a quarter of -O3 -g's build time, and the compiled code spends its
#: time in the interpreter's C API either way.
CFLAGS = ["-O1", "-g0"]


def _say(message: str, *, progress: bool = False) -> None:
    """A line on stderr. ``progress``: also on the terminal when pip builds us, because pip shows a
    build's output only with ``-v`` and the compile takes about a minute of an install that looks stuck."""
    print(f"fanbot: {message}", file=sys.stderr)
    if progress and "PIP_BUILD_TRACKER" in os.environ and not sys.stderr.isatty():
        try:
            with open("/dev/tty", "w", encoding="utf-8") as terminal:
                terminal.write(f"fanbot: {message}\n")
        except OSError:  # no terminal (CI, a container build): stderr, which pip -v shows, is enough
            pass


# the checkout's own build settings, not an installed fanbot's (it is not installed yet, or is older)
sys.path.insert(0, str(ROOT))
from bot.core_build import settings as SETTINGS  # noqa: E402


def _source(name: str) -> Path:
    """A module's source: its ``.pyx`` (``bot.core_build.settings.NATIVE``), else its ``.py``."""
    return Path(SETTINGS.source_at(str(ROOT.joinpath(*name.split(".")))))


def _cython_version() -> str:
    import Cython

    return Cython.__version__


class CompileCore(build_ext):
    """``build_ext`` for the core: Cython first, module by module, then the C compiler; a module that
    fails either step is left to its source."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        for ext in self.extensions:
            if CFLAGS[0] not in ext.extra_compile_args:
                ext.extra_compile_args = [*ext.extra_compile_args, *CFLAGS]

    def run(self) -> None:
        self.left_to_source: dict[str, str] = {}
        self.digests: dict[str, str] = {}
        why = self._why_not_compiled()
        started = time.monotonic()
        if not why:
            _say(f"compiling the scoring core: {len(self.extensions)} modules with Cython and the C compiler, about "
                 f"a minute on two cores ({SETTINGS.PURE_PYTHON_VARIABLE}=1 skips it: the same answers, slower)",
                 progress=True)
        for ext in self.extensions:
            if why:
                self.left_to_source[ext.name] = why
            else:
                self._translate(ext)
        if why:
            _say(f"the scoring core stays pure Python: {why}", progress=True)
        # into build/lib first; an editable or --inplace build's copies beside the sources come after the record
        inplace, self.inplace = self.inplace, False
        try:
            super().run()
        except Exception as e:  # no compiler at all
            _say(f"the scoring core stays pure Python: {e}")
            self.left_to_source.update(dict.fromkeys(self.digests, str(e)))
        finally:
            self.inplace = inplace
        if not why:
            for name, reason in self.left_to_source.items():
                if _source(name).suffix == ".pyx":
                    _say(f"{name} is not built, its callers use the Python definitions: {reason}")
                else:
                    _say(f"{name} stays pure Python: {reason}")
        self._remove_builds_not_made_now()
        self._record_sources()
        if self.inplace:
            self.copy_extensions_to_source()
        if not why:
            built = len([name for name in self.digests if name not in self.left_to_source])
            _say(f"the scoring core: {built} of {len(self.extensions)} modules compiled in "
                 f"{time.monotonic() - started:.0f} s", progress=True)

    @staticmethod
    def _why_not_compiled() -> str:
        if SETTINGS.pure_python_asked():
            return f"{SETTINGS.PURE_PYTHON_VARIABLE} is set"
        if importlib.util.find_spec("Cython") is None:
            return "Cython is not installed"
        return ""

    def _translate(self, ext: Extension) -> None:
        """The module's C translation (in the build's temporary folder, kept between builds), made again when its
        source (by content), Cython or the directives change."""
        source = _source(ext.name)
        digest = SETTINGS.source_digest(str(source))
        translations = Path(self.build_temp, "cython")
        c_file = translations.joinpath(*ext.name.split(".")).with_suffix(".c")
        mark = c_file.with_suffix(".c.sha256")
        # what the translation follows from: the source, the directives and Cython's version
        translated_from = hashlib.sha256(f"{digest} {sorted(DIRECTIVES.items())} {_cython_version()}".encode())
        if not (c_file.exists() and mark.exists() and mark.read_text().strip() == translated_from.hexdigest()):
            from Cython.Build import cythonize

            try:
                cythonize([Extension(ext.name, [str(source.relative_to(ROOT))])], compiler_directives=DIRECTIVES,
                          build_dir=str(translations), quiet=True, force=True)
            except Exception as e:  # Cython rejects the module: it stays pure Python
                self.left_to_source[ext.name] = f"Cython: {e}"
                mark.unlink(missing_ok=True)
                return
            mark.write_text(translated_from.hexdigest() + "\n")
            # a new translation is always compiled: the old build's time stamp may not be older than it
            Path(self.build_lib, self.get_ext_filename(ext.name)).unlink(missing_ok=True)
        ext.sources = [str(c_file)]
        self.digests[ext.name] = digest

    def build_extension(self, ext: Extension) -> None:
        if ext.name in self.left_to_source:
            return
        try:
            super().build_extension(ext)
        except Exception as e:
            self.left_to_source[ext.name] = f"C compiler: {e}"

    def copy_extensions_to_source(self) -> None:
        """Editable and ``--inplace`` builds: setuptools' copy of each build beside its source, made whatever the
        files' times (a build from another checkout may be newer than this one), and the record with them."""
        force, self.force = self.force, True
        try:
            super().copy_extensions_to_source()
            record = Path(self.build_lib, "scoring", SETTINGS.MANIFEST)
            if record.exists():  # forced too: a record copied in the same clock tick would look up to date
                self.copy_file(str(record), str(ROOT / "scoring" / SETTINGS.MANIFEST), level=self.verbose)
        finally:
            self.force = force

    def _remove_builds_not_made_now(self) -> None:
        """No build of a module left to its source now, nor of one no longer listed, renamed or deleted, may
        stay in build/lib (to be shipped) or, in an editable or ``--inplace`` build, beside the sources (where
        setuptools copied it)."""
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        kept = {name for name in self.digests if name not in self.left_to_source}
        for base in (ROOT, Path(self.build_lib)) if self.inplace else (Path(self.build_lib),):
            for path in (base / "scoring").rglob("*" + suffix):
                name = ".".join(path.relative_to(base).parts)[: -len(suffix)]
                if name not in kept:
                    path.unlink()

    def _record_sources(self) -> None:
        """What each module built now was compiled from (``bot.core_build.report`` names a build whose source
        changed since)."""
        recorded = {name: digest for name, digest in self.digests.items() if name not in self.left_to_source}
        target = Path(self.build_lib, "scoring", SETTINGS.MANIFEST)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n", encoding="utf-8")


# optional: setuptools copies a module's build beside its source (editable installs) only where it exists.
setup(ext_modules=[Extension(name, [str(_source(name).relative_to(ROOT))], optional=True)
                   for name in SETTINGS.listed_modules()],
      cmdclass={"build_ext": CompileCore})
