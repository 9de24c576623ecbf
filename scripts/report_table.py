"""What the bench reports are made of: their opening, and the Markdown table with a column per thing
measured (a size, a laws directory) and a line per measure."""

from __future__ import annotations

import os
import time


def opening(title: str, script: str, load: str) -> str:
    """The report's title and the first words of what it measured on: the script, the day, the
    machine (its CPUs are shared, so its load is said: ``load``)."""
    return (f"# {title}\n\n`python scripts/{script}` on {time.strftime('%Y-%m-%d')}; {os.cpu_count()} CPUs shared "
            f"with other work (load average {load})")


def by_column(corner: str, rows: dict):
    """(the table's lines, ``line(name, fn)``): a column per key of ``rows``; ``line`` adds the
    line ``name`` with ``fn(row)`` in each column."""
    lines = [f"| {corner} | ".replace("|  |", "| |") + " | ".join(rows) + " |", "|---|" + "---|" * len(rows)]

    def line(name, fn):
        lines.append(f"| {name} | " + " | ".join(fn(row) for row in rows.values()) + " |")

    return lines, line
