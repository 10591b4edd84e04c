"""Developer tools the game never runs (``python -m tools.NAME`` from the checkout); not installed."""
