"""Every word the player reads: display texts, rule texts, the rules page, hints, languages."""
