"""The glossary's error for data files of the wrong shape."""


class GlossaryDataError(ValueError):
    """A data file does not have the shape the glossary expects."""
