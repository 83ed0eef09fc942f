"""Tables played in the chat: the lobby, the seats (people, AI, away), the decisions of each hand as an
append-only log, timers, and each hand's result on the chat's score sheet. The rules are the engine's
(``scoring.game``); this package decides who moves when, and stores it through ``quiz.ports``."""
