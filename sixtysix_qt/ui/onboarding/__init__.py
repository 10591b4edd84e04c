"""A newcomer's first steps: the welcome card, the guided deal and what ties them to the window."""
