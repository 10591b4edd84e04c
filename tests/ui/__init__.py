"""Tests of the Qt table and shell (sixtysix_qt.ui), run offscreen."""
