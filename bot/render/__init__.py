"""Rendering of hands and results: text for every platform, PNG pictures."""
