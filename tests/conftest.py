"""Every test runs without a display: Qt's offscreen platform, set before any QApplication exists.

The fast lane (``-m "not slow"``) stays fast by measurement, not by memory:
with ``SIXTYSIX_CHECK_DURATIONS=1`` (``.ci/run`` sets it for the fast lane) a
test not marked slow fails when its call takes over ``CPU_LIMIT`` seconds of
CPU.  CPU time, not wall time, so a loaded machine cannot make it flake; the
limit is three times the half second that makes a test slow, so a test near
the line does not fail on another machine.  ``SIXTYSIX_CPU_REPORT=FILE``
writes every test's CPU seconds to FILE (to decide what to mark).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Generator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CPU_LIMIT = 1.5
CHECK = os.environ.get("SIXTYSIX_CHECK_DURATIONS") == "1"
REPORT = os.environ.get("SIXTYSIX_CPU_REPORT")


def cpu_seconds() -> float:
    """CPU time of this process and of the child processes it has waited for."""
    spent = time.process_time()
    if sys.platform != "win32":
        import resource

        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent += children.ru_utime + children.ru_stime
    return spent


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    start = cpu_seconds()
    result = yield
    spent = cpu_seconds() - start
    if REPORT:
        with open(REPORT, "a", encoding="utf-8") as out:
            out.write(f"{spent:.3f} {item.nodeid}\n")
    if CHECK and spent > CPU_LIMIT and item.get_closest_marker("slow") is None:
        pytest.fail(
            f"{spent:.1f} s of CPU in a test not marked slow (the fast lane's limit is "
            f"{CPU_LIMIT} s): mark it @pytest.mark.slow",
            pytrace=False,
        )
    return result
