"""The command line: ``main`` is the ``bridge-laws`` group (click, in :mod:`group`); ``run`` is
what the ``bridge-laws`` script calls: a plain `show` or `diff` line runs without importing click
(:mod:`fast`), every other line through ``main``. ``main`` is imported when first asked for, so
that importing this package costs nothing."""

__all__ = ["main", "run"]


def run(argv=None):
    """`bridge-laws` with ``argv`` (default: the process's arguments)."""
    from .fast import run as fast_run

    return fast_run(argv)


def __getattr__(name):
    if name == "main":
        from .group import main

        globals()["main"] = main  # asked for once
        return main
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
