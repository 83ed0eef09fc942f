"""The pure rules core: tiles, notation, hand shapes, and each ruleset's scoring in its package. No I/O.

Its hot modules are compiled with Cython at install where a C compiler is at hand (``setup.py``,
``bot.core_build``), and Python imports a compiled build before the source beside it; nothing here
changes that at run time (``FANBOT_PURE_PYTHON=1`` at install builds nothing instead).
"""
