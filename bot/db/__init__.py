"""The bot's persistence layer: one database for every part of the bot and all its processes.

``engine`` opens and migrates it (``schema``, ``migrations``), ``connection`` runs transactions, one
repository per aggregate stores it (``settings``, ``quiz_games``, ``flashcards``, ``score_sheets``,
``adapter_state``, ``play_tables``), and ``storage.Storage`` hands them out.
"""
