"""UI tests run without a display: force Qt's offscreen platform before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
