"""Run a few checks inside a frozen bundle, where no ``python -c`` exists (for smoke_test.sh).

A PyInstaller bundle runs only its entry script.  But that script first
calls ``multiprocessing.freeze_support``, which, given
``--multiprocessing-fork pipe_handle=FD``, unpickles what it reads from FD:
the same door the computer player's process comes in by.  This script writes
to stdout a pickle that, when loaded there, runs ``PROBE`` in the frozen
interpreter with the bundled modules and data::

    python3 packaging/frozen_probe.py >probe.pickle
    sixtysix --multiprocessing-fork pipe_handle=3 3<probe.pickle

``PROBE`` opens Game > Puzzles… through the menu action and checks that the
bundled ``puzzles.json`` loaded, and that every compiled catalogue in
``sixtysix_qt/translations`` loads and is not empty, and that the expert's
compiled core (``sixtysix_qt/ai/_sixtysix_core``, loaded by ctypes) was bundled.  It prints one
``probe:`` line per check and exits 0 only if all pass.  The pickle uses only
``builtins.exec`` (protocol 4), so any Python >= 3.8 can write it for any bundle.
"""

from __future__ import annotations

import pickle
import sys

PROBE = r"""
import os, sys, tempfile
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

app = QApplication(["sixtysix"])
from sixtysix_qt import resources
from sixtysix_qt.ui.review.puzzle_dialog import PuzzleDialog
from sixtysix_qt.ui.shell.main_window import MainWindow
from sixtysix_qt.ui.play import ai_process

failed = []
print("probe: frozen=%s" % getattr(sys, "frozen", False), flush=True)
if not getattr(sys, "frozen", False):
    failed.append("not a frozen bundle")
window = MainWindow(data_dir=tempfile.mkdtemp(prefix="sixtysix-probe-"))
window.review_menu.act_puzzles.trigger()
app.processEvents()
dialogs = [w for w in app.topLevelWidgets() if isinstance(w, PuzzleDialog)]
dialog = dialogs[0] if dialogs else None
rows = sum(n is not None for n in dialog.rows) if dialog else 0  # the list has group headings
problem = dialog.problem if dialog else "no puzzle window opened"
print("probe: Game > Puzzles: %d puzzles listed, problem %r" % (rows, problem), flush=True)
if not rows or problem:
    failed.append("puzzles")
qm = sorted(resources.translations_dirs()[0].glob("*.qm"))
for path in qm:
    translator = QTranslator()
    if not translator.load(str(path)) or translator.isEmpty():
        failed.append(path.name)
print("probe: %d translation catalogues load: %s" % (len(qm), " ".join(p.name for p in qm)), flush=True)
if not qm:
    failed.append("no .qm files")
from sixtysix_qt.ai import native
rollouts = native.compiled_rollouts(2, {"auto_declare": True})
print(
    "probe: compiled expert solver: %s, compiled rollouts: %s"
    % ("yes" if native.COMPILED else "NO", "yes" if rollouts else "NO"),
    flush=True,
)
if not native.COMPILED or not rollouts:
    failed.append("sixtysix_qt/ai/_sixtysix_core")
if dialog is not None:
    dialog.close()
window.controller.shutdown()
ai_process.shutdown()
window.close()
print("probe: %s" % ("FAILED: " + ", ".join(failed) if failed else "ok"), flush=True)
raise SystemExit(1 if failed else 0)
"""


class _RunProbe:
    """Unpickles as ``exec(PROBE, {...})``."""

    def __reduce__(self):
        return (exec, (PROBE, {"__name__": "__sixtysix_probe__"}))


def main() -> int:
    sys.stdout.buffer.write(pickle.dumps(_RunProbe(), protocol=4))
    return 0


if __name__ == "__main__":
    sys.exit(main())
