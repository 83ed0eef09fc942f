"""The bot's persistence layer: one database for every part of the bot and all its processes.

``engine`` opens and migrates it (``schema``, ``migrations``), ``connection`` runs transactions, one
repository per aggregate stores it (``settings``, ``quiz_games``, ``flashcards``, ``score_sheets``,
``tournaments``, ``adapter_state``, ``play_tables``; the sheets', tournaments' and played tables' logs
all in the one ``event_log``), and ``repositories.Storage`` hands them out.
"""
