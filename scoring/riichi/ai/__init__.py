"""Riichi AI seats: what a seat sees (``view``), its choice at two levels (``decide``), the coach's hint (``hint``)."""
