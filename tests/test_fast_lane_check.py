"""The fast lane's check (tests/conftest.py) fails a test not marked slow that burns CPU.

It counts CPU time, not wall time: a test that waits is never failed by it.
The check runs in a child pytest on a copy of the project's conftest.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import time

import pytest


def burn(seconds):
    start = time.process_time()
    while time.process_time() - start < seconds:
        pass


def test_burns_cpu():
    burn(0.4)


@pytest.mark.slow
def test_burns_cpu_but_is_marked():
    burn(0.4)


def test_waits():
    time.sleep(0.4)
"""


def _run(tmp_path: Path, check: bool) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SIXTYSIX_CPU_LIMIT": "0.2"}
    env.pop("SIXTYSIX_CHECK_DURATIONS", None)
    if check:
        env["SIXTYSIX_CHECK_DURATIONS"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:qt", "."],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
def test_a_test_over_the_limit_fails_only_when_not_marked_slow(tmp_path: Path) -> None:
    shutil.copy(Path(__file__).with_name("conftest.py"), tmp_path / "conftest.py")
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: slow\n")
    (tmp_path / "test_probe.py").write_text(PROBE)
    checked = _run(tmp_path, check=True)
    assert checked.returncode == 1, checked.stdout
    assert "test_burns_cpu - " in checked.stdout or "ERROR test_probe.py::test_burns_cpu" in (
        checked.stdout
    )
    assert "mark it @pytest.mark.slow" in checked.stdout
    assert "3 passed, 1 error" in checked.stdout
    assert _run(tmp_path, check=False).returncode == 0
