"""Pictures of the Review and Puzzles windows: ``python -m tools.review_shots OUT_DIR``.

A fixed classic deal (two ``medium`` players, seed 5) is reviewed at the
window's effort and shown at its biggest mistake with all hands face up;
the first puzzle is shown at its start and after the first move of its
solution.  Writes ``review-<lang>.png`` and ``puzzle-<lang>.png`` so the
screens can be looked at (and, at release time, put in docs/screenshots).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from sixtysix_qt.ai import make_player
from sixtysix_qt.engine import DealState, new_deal


def played_deal(seed: int = 5) -> DealState:
    state = new_deal("classic", seed=seed)
    players = [make_player("medium", seed=seed + s, time_limit=None) for s in (0, 1)]
    while not state.is_over:
        seat = state.to_move
        state = state.apply(players[seat].choose(state.observation(seat)))
    return state


def _pump(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def shoot(out: Path, language: str = "en", size: tuple[int, int] = (1280, 800)) -> list[Path]:
    """Render both windows in ``language``; returns the files written."""
    from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog
    from sixtysix_qt.ui.review.review_dialog import ReviewDialog
    from sixtysix_qt.ui.words.i18n import LanguageManager

    app = QApplication.instance() or QApplication(sys.argv[:1])
    languages = LanguageManager()
    languages.set_language(language)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    review = ReviewDialog(played_deal())
    review.resize(*size)
    review.show()
    deadline = time.monotonic() + 120
    while review.review is None and time.monotonic() < deadline:
        _pump(app, 0.1)
    review.open_box.setChecked(True)
    review.go_to_biggest()
    _pump(app, 1.0)
    written.append(out / f"review-{language}.png")
    review.grab().save(str(written[-1]))
    review.close()
    puzzles = PuzzleDialog(tempfile.mkdtemp(prefix="sixtysix-shots-"))
    puzzles.resize(*size)
    puzzles.show()
    _pump(app, 1.0)
    puzzles.solution_step()
    _pump(app, 3.0)
    written.append(out / f"puzzle-{language}.png")
    puzzles.grab().save(str(written[-1]))
    puzzles.close()
    languages.set_language("en")
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.review_shots")
    parser.add_argument("out", type=Path, help="folder for the pictures")
    parser.add_argument("--lang", action="append", help="language code (repeat; default en)")
    args = parser.parse_args(argv)
    for language in args.lang or ["en"]:
        for path in shoot(args.out, language):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
