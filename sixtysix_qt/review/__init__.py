"""Reviewing finished deals: the archive, deal files, checks of what they hold."""
