"""MCR at the table: its ``TableRules`` (``scoring.game.rules``), registered with ``scoring.game.registry``.

Rules and their sources (the MCR competition rules as the Green Book states them, checked against
ChineseOfficialMahjongHelper, "CHM"):

* 144 tiles: 136 and 8 flowers; 13 tiles each, then flowers are replaced from the back of the wall
  (dealer first, in turn order), then the dealer draws. A drawn flower is set aside and replaced
  from the back. Flowers score one fan each but not toward the 8-fan minimum (CHM ``flower_tiles``).
* A chow only from the player on the left (the discarder is the seat before the claimer); a pung or
  a kong from anyone; a win from anyone. Priority: win > pung/kong > chow; a discard has one winner,
  the first in turn order after the discarder (截和). Every seat that has a claim is asked; the window
  resolves when all have answered.
* Kongs: concealed (four in hand), melded (on a discard, onto a concealed pung), added (the fourth
  tile onto one's claimed pung); each draws a replacement from the back. Only an added kong can be
  robbed (抢杠和); a concealed kong shows face down to the others.
* After a chow or a pung the claimer discards (no kong or win before that discard: our choice).
* Once the wall is empty a discard can only be claimed for a win (海底捞月), and no kong is
  declared (it would need a replacement); a draw needed from an empty wall ends the hand drawn.
* A win needs 8 fan without flowers; a declared win under 8 is a false win: the claimer pays 10 to
  each other player and the hand goes on (``match.py``; the score sheet's rule). The engine offers
  ``WIN`` whenever the tiles form a winning shape, so the player can make that mistake.

The rotation and payments are ``match.py``, a win's flags ``winning.py``, the AI ``ai.py``, the coach
``coach.py``; the shared engine (``scoring.game``) keeps the seats, turns, claim windows and the log.
"""

from __future__ import annotations

from scoring.game.registry import register_table
from scoring.mcr.game.rules import MCR_TABLE

register_table(MCR_TABLE)

__all__ = ["MCR_TABLE"]
