"""Every test runs without a display: Qt's offscreen platform, set before any QApplication exists.

The fast lane (``-m "not slow"``) stays fast by measurement, not by memory:
with ``SIXTYSIX_CHECK_DURATIONS=1`` (``.ci/run`` sets it for the fast lane) a
test not marked slow fails when it takes over ``CPU_LIMIT`` seconds of CPU,
its fixtures' setup and teardown included.  CPU time, not wall time, so a
loaded machine cannot make it flake; the limit is three times the half
second that makes a test slow, so a test near the line does not fail on
another machine.  A test is marked slow from a measurement: from about
0.15 s of CPU (half a second of wall on the shared two-core machine), which
keeps the whole lane near 20 s of CPU.  ``SIXTYSIX_CPU_REPORT=FILE`` appends
every test's CPU seconds to FILE (to decide what to mark).

A test's wait for Qt (``qtbot.waitUntil``, ``waitSignal``...) is a hang guard,
never a speed check (speed figures live in ``benchmarks/``): a wait given a
shorter timeout waits up to ``HANG_GUARD_MS`` all the same, so a loaded
machine cannot fail a test that would have passed a moment later.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Generator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CPU_LIMIT = float(os.environ.get("SIXTYSIX_CPU_LIMIT", "1.5"))  # a test of the check sets it
CHECK = os.environ.get("SIXTYSIX_CHECK_DURATIONS") == "1"
REPORT = os.environ.get("SIXTYSIX_CPU_REPORT")
_STARTED = pytest.StashKey[float]()
HANG_GUARD_MS = 60_000
_QT_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitExposed", "waitActive")


def _as_hang_guard(wait):
    """``wait`` with its timeout raised to ``HANG_GUARD_MS`` (never lowered)."""

    def guarded(*args, timeout: int = 5000, **kwargs):
        return wait(*args, timeout=max(timeout, HANG_GUARD_MS), **kwargs)

    guarded.__wrapped__ = wait
    guarded.__doc__ = wait.__doc__
    return guarded


def pytest_configure(config: pytest.Config) -> None:
    from pytestqt.qtbot import QtBot

    for name in _QT_WAITS:
        wait = getattr(QtBot, name)
        if not hasattr(wait, "__wrapped__"):
            setattr(QtBot, name, _as_hang_guard(wait))


def cpu_seconds() -> float:
    """CPU time of this process and of the child processes it has waited for."""
    spent = time.process_time()
    if sys.platform != "win32":
        import resource

        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        spent += children.ru_utime + children.ru_stime
    return spent


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    item.stash[_STARTED] = cpu_seconds()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if call.when != "teardown" or _STARTED not in item.stash:
        return report
    spent = cpu_seconds() - item.stash[_STARTED]
    if REPORT:
        with open(REPORT, "a", encoding="utf-8") as out:
            out.write(f"{spent:.3f} {item.nodeid}\n")
    if CHECK and spent > CPU_LIMIT and item.get_closest_marker("slow") is None and report.passed:
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid}: {spent:.1f} s of CPU (setup, call and teardown) in a test not "
            f"marked slow; the fast lane's limit is {CPU_LIMIT} s: mark it @pytest.mark.slow"
        )
    return report


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """With the check on, the run's CPU time so far (the fast lane's budget is 20 s)."""
    if CHECK:
        terminalreporter.write_line(f"CPU time of this run: {cpu_seconds():.1f} s")
