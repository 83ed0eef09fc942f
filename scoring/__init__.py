"""The pure rules core: tiles, notation, hand shapes, and each ruleset's scoring in its package. No I/O.

Its hot modules are compiled with Cython at install where a C compiler is at hand (``setup.py``,
``bot.core_build``), and Python imports a compiled build before the source beside it.
``FANBOT_PURE_PYTHON=1`` reads every module from its source instead (``scoring.pure_python``).
"""

from scoring import pure_python as _pure_python

if _pure_python.asked():  # the finder only when asked: otherwise imports are Python's own
    _pure_python.install()
