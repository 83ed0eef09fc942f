"""How many messages each group feature may send: one place, held by tests (tests/bot/test_group_budgets.py)
and tabled in docs/budgets.md.

Telegram lets a bot send about 20 messages a minute to one group, so no group feature may send a
number of messages that grows with the number of players: a player's own acknowledgements go where
they cost the group nothing (a button's toast, the private chat, a reaction, an ephemeral reply).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    """At most ``messages`` new group messages and ``edits`` edits per ``unit``, whatever the players."""

    feature: str
    unit: str
    messages: int
    edits: int = 0
    #: what every unit of the feature adds once (a game's opening line and final scores, say)
    once: int = 0

    def allows(self, units: int, messages: int, edits: int = 0) -> bool:
        return messages <= self.once + self.messages * units and edits <= self.edits * units


#: a quiz round: the question (its picture, and the poll or the text with the keyboard: two messages at
#: most), the result; one edit (closing the poll, or the question's progress); a game adds its opening
#: line and its final scores
QUIZ_ROUND = Budget("quiz round", "round", messages=3, edits=1, once=2)
#: a daily problem: the problem (picture and text in one message, or two), its ranking at the reveal
DAILY_POST = Budget("daily problem", "day", messages=3)
#: a score-sheet entry by command (/win, /draw, /penalty, /undo): its one reply (the standings), whoever
#: plays; the game's last entry sends the final sheet's picture and its CSV instead
SHEET_ENTRY = Budget("score-sheet entry", "entry", messages=1, once=1)
#: a score-sheet entry by the sheet's buttons: "who won?", edited at each step (the loser, the total) and
#: into the entry; a total or a hand typed adds its prompt, a hand its score; the last entry as above
SHEET_BUTTONS = Budget("score-sheet entry by buttons", "entry", messages=4, edits=3, once=1)
#: a table played in the chat (/play), per move (a decision, a join, a leave): at most one edit of the
#: table message, never a message
#: (each person's hand and choices go to their private chat or an ephemeral reply); the edits are also
#: coalesced to 3/4 of the configured group rate, one per 4 s at 20 a minute (``bot/adapters/telegram/delivery.py``,
#: ``edit_seconds``)
TABLE_MOVE = Budget("play-in-chat table", "move", messages=0, edits=1)
#: a table played in the chat, per hand: the hand's table message (the first hand's is the lobby's own)
#: and its result; the lobby and the final standings once
TABLE_HAND = Budget("play-in-chat hand", "hand", messages=2, once=2)

#: the tile picker (/calc): its one message, then each tap edits it (a refused tap too: the message says
#: why), never a new message; a tap by someone else or on old buttons is a toast
PICKER_TAP = Budget("tile picker", "tap", messages=0, edits=1, once=1)
#: "Post" in the tile picker: the result as one message (its picture and text), the picker edited
PICKER_POST = Budget("tile picker post", "post", messages=1, edits=1)

#: a tournament round: its seating (text and picture, one message); the last round's last confirmation
#: adds the final standings once (the join button edits the registration message: no message per player)
TOURNAMENT_ROUND = Budget("tournament round", "round", messages=1, once=1)
#: a tournament table's result entered by one of its players: the entry's one reply (with the Confirm
#: button), which the confirmation edits into the counted result; an admin's entry counts at once
TOURNAMENT_RESULT = Budget("tournament table result", "table", messages=1, edits=1)
#: a tournament table's thread (Discord) or forum topic (Telegram): its one message (the seats, the players
#: mentioned), posted in the thread, not where the round was seated; the table's result goes there too
TOURNAMENT_THREAD = Budget("tournament table thread", "table", messages=1)

#: a game reviewed (/review): the summary and the statistics, one message however long the game; the whole
#: review goes to the caller alone (ephemeral, private chat), and when the private chat is closed one line says
#: so in the group instead (the second message)
REVIEW_POST = Budget("game review", "review", messages=2)

BUDGETS = (QUIZ_ROUND, DAILY_POST, SHEET_ENTRY, SHEET_BUTTONS, TABLE_MOVE, TABLE_HAND, PICKER_TAP, PICKER_POST,
           TOURNAMENT_ROUND, TOURNAMENT_RESULT, TOURNAMENT_THREAD, REVIEW_POST)
