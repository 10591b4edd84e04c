"""Fault injection: hostile files, kills, dead parents, read-only folders, two instances."""
