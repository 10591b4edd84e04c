"""The computer thinks in a separate process, so the window never waits for the GIL.

The AI is pure Python.  Run in a thread of the GUI process, it shares the
interpreter lock with the GUI thread, and every Python call the GUI makes
while painting a frame (one per card item) must win the lock back: under
load that stalls frames and input by 50-150 ms.  A child process has its
own interpreter.  The controller's worker thread still calls
``player.choose(...)`` as before; ``ProcessPlayer.choose`` hands the job to
the child and waits (without the lock), checking ``cancel`` every 20 ms, and
a cancelled job is stopped in the child through a shared job number.

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
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)
_pool: ProcessPoolExecutor | None = None
_broken = False  # the child process could not be used: think in the calling thread
_job: Any = None  # multiprocessing.Value: the job the child may work on (0: none)
_lock = threading.Lock()
_next_job = 0

# -- in the child process ------------------------------------------------------
_child_job: Any = None


def _child_init(job: Any, parent_pid: int | None = None, kernel_watch: bool = True) -> None:
    global _child_job
    from sixtysix_qt.parent_watch import die_with_parent, ignore_terminal_interrupt

    if parent_pid is not None:  # never outlive the game (see parent_watch)
        die_with_parent(parent_pid, kernel=kernel_watch)
    ignore_terminal_interrupt()
    _child_job = job


def _child_choose(
    level: str, seed: int | None, obs: dict[str, Any], job: int, budget: float
) -> str:
    from sixtysix_qt.ai import make_player

    player = make_player(level, seed=seed)
    deadline = time.monotonic() + budget if budget > 0 else None
    return player.choose(obs, deadline=deadline, cancel=lambda: _child_job.value != job)


def _child_ready() -> bool:
    import sixtysix_qt.ai  # noqa: F401  (warm the imports)

    return True


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
    """Start the child process now, so the computer's first move is not late."""
    _get_pool().submit(_child_ready)


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


class ProcessPlayer:
    """A computer player of ``level`` whose thinking runs in the child process."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = level
        self.seed = seed

    def choose(
        self,
        observation: dict[str, Any],
        deadline: float | None = None,
        cancel: Any = None,
    ) -> str:
        """The action, from the child process; in this process if the child cannot run."""
        global _broken
        if not _broken:
            try:
                return self._choose_remote(observation, deadline, cancel)
            except (BrokenProcessPool, OSError, RuntimeError) as err:
                # e.g. a script without a __main__ guard, or no way to start processes
                _broken = True
                log.warning("computer player falls back to a thread: %s", err)
                shutdown()
        from sixtysix_qt.ai import make_player

        return make_player(self.level, seed=self.seed).choose(
            observation, deadline=deadline, cancel=cancel
        )

    def _choose_remote(
        self, observation: dict[str, Any], deadline: float | None, cancel: Any
    ) -> str:
        global _next_job
        pool = _get_pool()
        with _lock:
            _next_job += 1
            job = _next_job
        _job.value = job
        budget = (deadline - time.monotonic()) if deadline is not None else 0.0
        future = pool.submit(_child_choose, self.level, self.seed, observation, job, budget)
        while True:
            try:
                return future.result(timeout=0.02)
            except FutureTimeout:
                if _is_cancelled(cancel):
                    if _job.value == job:
                        _job.value = 0  # the child sees it and returns at once
                    future.cancel()
                    return ""


def _is_cancelled(cancel: Any) -> bool:
    if cancel is None:
        return False
    if hasattr(cancel, "is_set"):
        return bool(cancel.is_set())
    return bool(cancel())
