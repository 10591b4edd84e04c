"""Tests of the computer players (sixtysix_qt.ai)."""
