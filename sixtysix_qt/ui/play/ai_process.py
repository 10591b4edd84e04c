"""The AI's child process: the one process pool behind every computer move and hint.

The AI is pure Python.  Run in a thread of the GUI process, it shares the
interpreter lock with the GUI thread, and every Python call the GUI makes
while painting a frame (one per card item) must win the lock back: under
load that stalls frames and input by 50-150 ms.  A child process has its
own interpreter.  ``computer.ComputerService``'s worker thread calls
``run(...)``, which hands the job to the child and waits (without the
lock), checking ``cancel`` every 20 ms; a cancelled job is stopped in the
child through a shared job number.

The child imports only the engine and the AI.  Players are rebuilt per job
from (level, seed): the AI's choice depends only on the observation and the
seed, so nothing is lost.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from sixtysix_qt.ai.protocol import Cancel, Observation, cancelled

log = logging.getLogger(__name__)
_pool: ProcessPoolExecutor | None = None
_broken = False  # the child process could not be used: think in the calling thread
_job: Any = None  # multiprocessing.Value: the job the child may work on (0: none)
_lock = threading.Lock()
_next_job = 0
POLL_S = 0.02
"""How often a waiting job looks at its cancel flag."""


class ChildUnavailable(RuntimeError):
    """The child process cannot run here (no way to start processes, a broken pool)."""


# -- in the child process ------------------------------------------------------
_child_job: Any = None


def _child_init(job: Any, parent_pid: int | None = None, kernel_watch: bool = True) -> None:
    global _child_job
    from sixtysix_qt.ui.play.parent_watch import die_with_parent, ignore_terminal_interrupt

    if parent_pid is not None:  # never outlive the game (see parent_watch)
        die_with_parent(parent_pid, kernel=kernel_watch)
    ignore_terminal_interrupt()
    _child_job = job


def _child_call(fn: Callable[..., Any], args: tuple[Any, ...], job: int, budget: float) -> Any:
    """Run ``fn(*args, deadline=..., cancel=...)``; the game process cancels by job number."""
    deadline = time.monotonic() + budget if budget > 0 else None
    try:
        return fn(*args, deadline=deadline, cancel=lambda: _child_job.value != job)
    finally:
        from sixtysix_qt.ai import release_memory

        release_memory()  # the solver's table would grow the child over an evening


def _child_ready() -> bool:
    import sixtysix_qt.ai  # noqa: F401  (warm the imports)

    return True


def choose(
    level: str, seed: int | None, obs: Observation, deadline: float | None, cancel: Cancel
) -> tuple[str, str]:
    """A fresh player of ``level`` chooses for ``obs``: (action, reason id)."""
    from sixtysix_qt.ai import make_player

    player = make_player(level, seed=seed)
    return player.choose_with_reason(obs, deadline=deadline, cancel=cancel)


def advise(obs: Observation, deadline: float | None, cancel: Cancel) -> tuple[str, str]:
    """The strongest level's hint for ``obs``: (action, reason id)."""
    from sixtysix_qt.ai import hint

    return hint(obs, deadline=deadline, cancel=cancel)


# -- in the game process -------------------------------------------------------
def _get_pool() -> ProcessPoolExecutor:
    global _pool, _job
    with _lock:
        if _pool is None:
            ctx = multiprocessing.get_context("spawn")
            _job = ctx.Value("q", 0)
            # the kernel's parent-death signal follows the spawning thread: only the main
            # thread lives as long as the game, so only there is it safe to ask for it
            main = threading.current_thread() is threading.main_thread()
            _pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=ctx,
                initializer=_child_init,
                initargs=(_job, os.getpid(), main),
            )
            _pool.submit(_child_ready)  # spawn now, from this thread
        return _pool


def warm_up() -> None:
    """Start the child process now, so the computer's first move is not late.

    A child that died earlier leaves a broken pool: the computer then thinks in
    a thread, and a new match must not stop on it.
    """
    if _broken:
        return
    try:
        _get_pool().submit(_child_ready)
    except (BrokenProcessPool, OSError, RuntimeError) as err:
        _give_up(err)


def shutdown() -> None:
    """Stop the child process (at exit)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None
    if pool is not None:
        if _job is not None:
            _job.value = 0
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(shutdown)


def run(
    fn: Callable[..., Any], *args: Any, deadline: float | None = None, cancel: Cancel = None
) -> Any:
    """``fn(*args, deadline=, cancel=)`` in the child; None if ``cancel`` is set meanwhile.

    Raises ``ChildUnavailable`` (once logged, then at once) when the child
    cannot run; the caller thinks in its own thread then.
    """
    if _broken:
        raise ChildUnavailable("the computer's process is not available")
    try:
        future, job = _submit(fn, args, deadline)
        while True:
            try:
                return future.result(timeout=POLL_S)  # the AI's own errors pass through
            except FutureTimeout:
                if cancelled(cancel):
                    if _job.value == job:
                        _job.value = 0  # the child sees it and returns at once
                    future.cancel()
                    return None
    except BrokenProcessPool as err:  # the child died under the job
        _give_up(err)
        raise ChildUnavailable(str(err)) from err


def _submit(fn: Callable[..., Any], args: tuple[Any, ...], deadline: float | None) -> Any:
    """Hand a job to the child; RuntimeError/OSError when no process can be started."""
    global _next_job
    try:
        pool = _get_pool()
        with _lock:
            _next_job += 1
            job = _next_job
        _job.value = job
        budget = (deadline - time.monotonic()) if deadline is not None else 0.0
        return pool.submit(_child_call, fn, args, job, budget), job
    except (BrokenProcessPool, OSError, RuntimeError) as err:
        # e.g. a script without a __main__ guard, or no way to start processes
        _give_up(err)
        raise ChildUnavailable(str(err)) from err


def _give_up(err: BaseException) -> None:
    global _broken
    _broken = True
    log.warning("the computer thinks in a thread from now on: %s", err)
    shutdown()
