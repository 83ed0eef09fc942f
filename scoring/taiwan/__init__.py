"""Taiwanese 16-tile mahjong (台灣麻將): five sets and a pair, scored in 台 from a preset's table."""
