"""Club tournaments: seating, standings and exports as typed data (no SQL, no I/O, no text).

Rule sources are named in each module and gathered in docs/tournament.md.
"""
