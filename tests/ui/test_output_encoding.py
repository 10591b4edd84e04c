"""The game's printed sentences survive a pipe in a narrow code page (Windows: cp1252)."""

from __future__ import annotations

import io
import sys

from sixtysix_qt.ui.shell.app import utf8_streams


def test_a_cp1252_pipe_takes_a_bulgarian_sentence_as_utf8(monkeypatch) -> None:
    raw = io.BytesIO()
    pipe = io.TextIOWrapper(raw, encoding="cp1252")
    monkeypatch.setattr(sys, "stdout", pipe)
    utf8_streams()
    print("Затвори · Pīķa dāma")
    pipe.flush()
    assert raw.getvalue().decode("utf-8") == "Затвори · Pīķa dāma\n"
