"""The deal review room: the review, history, mistakes and puzzle windows, their figures and texts."""
