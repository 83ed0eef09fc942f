"""Reviewing a game played elsewhere: its log read into a shared record, each decision of one seat weighed.

``record`` holds the typed game record every log reader gives, ``source`` reads text or bytes into it
(asking the log formats each ruleset registers in ``formats``), ``review`` weighs one seat's
decisions (``decisions``, ``danger``) and counts its statistics (``stats``).
"""
