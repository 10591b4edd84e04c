"""Every test runs without a display: Qt's offscreen platform, set before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
