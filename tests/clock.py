"""A clock the tests move by hand, so that deadlines pass without waiting."""


class Clock:
    def __init__(self, now: float = 1_750_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
