"""Paths the tests share (conftest holds only fixtures and options)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LAWS = REPO / "laws"
SOURCES = LAWS / "sources"
