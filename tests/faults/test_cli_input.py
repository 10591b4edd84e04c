"""F12: the terminal game survives any line and a closed pipe.

"²" (a digit to Python, not to us), Arabic digits, a 5,000-digit line, a
line of several megabytes, invalid UTF-8, an option "game_target=²", and the
reader going away (``| head -1``): each is a "not possible", a usage error
or a quiet end, never a traceback.
"""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from sixtysix_qt.cli import MAX_LINE, is_number, read_line

from .harness import ROOT


def _cli(*args: str, stdin: bytes = b"", timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "sixtysix_qt.cli", "--seed", "3", "--deals", "1", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        timeout=timeout,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "line",
    ["²".encode(), "١".encode(), b"9" * 5000, b"\xff\xfe\x00 play", b"\x1b[2J1", b"-1", b"0"],
    ids=["superscript-two", "arabic-one", "5000-digits", "bad-utf8", "escape", "minus", "zero"],
)
def test_any_line_is_not_possible_or_an_action_never_a_traceback(line: bytes) -> None:
    proc = _cli(stdin=line + b"\n" + b"1\n" * 40)
    assert proc.returncode == 0, proc.stderr.decode()
    assert b"Traceback" not in proc.stderr
    assert b"deal over:" in proc.stdout or b"bye" in proc.stdout


class _Pieces(io.StringIO):
    """A stream that remembers the longest piece any one read handed out (what was kept)."""

    longest = 0

    def readline(self, size: int | None = -1, /) -> str:
        piece = super().readline(size)
        self.longest = max(self.longest, len(piece))
        return piece


PIECE = 1 << 16
"""The most a read of an overlong line holds at once (64 K characters, not the line)."""


def test_a_huge_line_is_thrown_away_piece_by_piece_not_kept() -> None:
    stream = _Pieces("x" * 5_000_000 + "\n1\n")
    assert read_line(stream) == ""
    assert read_line(stream) == "1\n"
    assert stream.longest <= PIECE  # the old reader held the 5 MB line whole
    with pytest.raises(EOFError):
        read_line(stream)


@pytest.mark.slow
def test_a_huge_line_on_the_terminal_is_no_traceback() -> None:
    proc = _cli(stdin=b"x" * 20_000_000 + b"\n" + b"1\n" * 40)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr


def test_only_short_ascii_numbers_are_numbers() -> None:
    assert is_number("12") and not is_number("²") and not is_number("١")
    assert not is_number("9" * (MAX_LINE // 10)) and not is_number("")


@pytest.mark.slow
@pytest.mark.parametrize("value", ["²", "9" * 5000, "١"])
def test_a_bad_option_value_is_a_usage_error(value: str) -> None:
    proc = _cli("--option", f"game_target={value}")
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr, proc.stderr.decode()
    assert b"error:" in proc.stderr


@pytest.mark.slow
def test_a_closed_pipe_ends_the_game_quietly() -> None:
    game = subprocess.Popen(
        [sys.executable, "-m", "sixtysix_qt.cli", "--auto", "--deals", "50", "--seed", "1"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    game.stdout.readline()
    game.stdout.close()  # as ``| head -1`` does
    _out, err = game.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()
    assert game.returncode in (0, 1)
