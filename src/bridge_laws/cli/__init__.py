"""The command line: ``main`` is the ``bridge-laws`` group."""

from .main import main

__all__ = ["main"]
