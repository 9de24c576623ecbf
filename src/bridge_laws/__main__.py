"""`python3 -m bridge_laws …`: the `bridge-laws` command (as `python3 -m bridge_laws.cli`)."""

from .cli import run

run()
