"""Sixty-Six: the Central European trick-taking card game, with a Qt table."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("sixtysix-qt")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
