"""The build of the scoring core, kept out of it: what ``setup.py`` compiles with Cython (``settings``) and
how the core runs here, stale builds named (``report``: ``fanbot --version``, the benches, the tests).

``scoring`` never imports this package: an import of the core does no hashing and reads no record.
"""
