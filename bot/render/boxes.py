"""Where a thing is drawn on a picture: the rectangle the hand, sheet and count layouts share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Box:
    """A rectangle of the picture, in pixels: its top left corner and its size (keyword only, after the
    drawn thing's own fields)."""

    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        """The first column past the box."""
        return self.x + self.width

    @property
    def bottom(self) -> int:
        """The first row below the box."""
        return self.y + self.height


__all__ = ["Box"]
