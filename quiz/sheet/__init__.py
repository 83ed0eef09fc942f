"""The table's score sheet: a game kept hand by hand as an append-only log of entries.

``model`` holds the typed entries and the computed sheet, ``log`` turns a log into a sheet
through a ruleset (``mcr``, ``riichi``). No prose here: the bot renders sheets.
"""
