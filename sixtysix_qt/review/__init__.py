"""Looking back at deals, without Qt: the archive of kept deals, the headless review, play-on and puzzles.

``archive`` keeps finished deals and reads single deal files; ``analysis``
is ``python -m sixtysix_qt.review.analysis DEAL.json``, the judge's verdicts
(``judge``) in a terminal; ``playon`` sets up a position to play on
from; ``puzzles`` holds the bundled endgame puzzles (``puzzles.json``).
"""
