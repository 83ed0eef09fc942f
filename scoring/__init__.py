"""The pure rules core: tiles, notation, hand shapes, MCR and Riichi scoring. No I/O."""
