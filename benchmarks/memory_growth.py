"""Memory over a long evening: the game and its AI worker, sampled deal by deal.

Two computers play ``--deals`` deals through the real window (``Autoplay``,
the worker process included, as ``sixtysix --autoplay``), with no pauses
between moves, and the resident memory of the game and of its AI worker
(``/proc/PID/status``, Linux) is read after every deal.  One line per
``--every`` deals, then the growth of each after the first ``--warmup``
deals: what a long session costs (the target: under 10 MiB each over 1,000
deals).  ``--trace`` also runs tracemalloc in the game and prints the places
that hold the most new memory since the warm-up (slow: for short runs).

    nice -n 15 python -m benchmarks.memory_growth --deals 1000 --level easy

Raw samples go to ``--out`` (CSV), never into the repository.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path


def rss_mib(pid: int) -> float | None:
    """Resident memory of ``pid`` in MiB (VmRSS), or None once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def children(pid: int) -> list[int]:
    """The direct child processes of ``pid`` (the AI worker, multiprocessing's helpers)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            out.append(int(entry.name))
    return out


def worker_rss() -> float:
    """The largest child's memory: the AI worker (a resource tracker is small)."""
    return max((rss_mib(c) or 0.0 for c in children(os.getpid())), default=0.0)


class Sampler:
    """After each deal: (deal, game MiB, worker MiB, seconds); a tracemalloc snapshot at warm-up."""

    def __init__(self, every: int, warmup: int, trace: bool) -> None:
        self.every, self.warmup, self.trace = every, warmup, trace
        self.samples: list[tuple[int, float, float, float]] = []
        self.start = time.monotonic()
        self.snapshot: tracemalloc.Snapshot | None = None
        self.count_objects = 0
        """Deal at which to count objects again (0: never); the first count is at warm-up."""
        self.objects: list[Counter[str]] = []
        self.window: object = None

    def deal_over(self, _result: object = None) -> None:
        n = len(self.samples) + 1
        game, worker = rss_mib(os.getpid()) or 0.0, worker_rss()
        seconds = time.monotonic() - self.start
        self.samples.append((n, game, worker, seconds))
        if self.trace and n == self.warmup:  # traced from here: what the evening adds
            tracemalloc.start(8)
            self.snapshot = tracemalloc.take_snapshot()
        if self.count_objects and n in (self.warmup, self.count_objects):
            self.objects.append(_census(self.window))
        if n == 1 or n % self.every == 0:
            line = f"deal {n:5d}  game {game:7.1f} MiB  worker {worker:6.1f} MiB  {seconds:6.0f} s"
            print(line, file=sys.__stdout__, flush=True)

    def growth(self) -> dict[str, float]:
        base = next((s for s in self.samples if s[0] >= self.warmup), self.samples[0])
        last = self.samples[-1]
        return {
            "from_deal": base[0],
            "deals": last[0],
            "game_start": base[1],
            "game_end": last[1],
            "worker_start": base[2],
            "worker_end": last[2],
            "game_growth": last[1] - base[1],
            "worker_growth": last[2] - base[2],
        }


def _census(window: object) -> Counter[str]:
    """Python objects by type, and the window's Qt objects and scene items by class."""
    import gc

    from PySide6.QtCore import QObject

    gc.collect()
    count: Counter[str] = Counter(type(o).__name__ for o in gc.get_objects())
    from PySide6.QtWidgets import QApplication

    for child in window.findChildren(QObject):
        count["qt:" + child.metaObject().className()] += 1
    for top in QApplication.topLevelWidgets():
        count["top:" + top.metaObject().className()] += 1
    scene = window.table.scene()
    if scene is not None:
        for item in scene.items():
            count["item:" + type(item).__name__] += 1
    return count


def play(deals: int, level: str, sampler: Sampler, player: str) -> int:
    """Play ``deals`` deals in this process, offscreen; the exit code of the run.

    ``player`` "computers": two computers (``--autoplay``); "scripted": a player
    making random legal moves against the computer, with a data folder (the save
    after every move, the statistics, the deal archive, the recap of each match),
    as a person plays an evening.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from sixtysix_qt.ui.play import ai_process
    from sixtysix_qt.ui.play.autoplay import Autoplay, ScriptedHuman
    from sixtysix_qt.ui.play.setup import COMPUTER, HUMAN, GameSetup
    from sixtysix_qt.ui.shell.main_window import MainWindow

    app = QApplication.instance() or QApplication(["memory_growth"])
    folder = (
        tempfile.TemporaryDirectory(prefix="sixtysix-memory-") if player == "scripted" else None
    )
    window = MainWindow(data_dir=folder.name if folder else None)
    window.set_speed("off")
    window.controller.pace_ms = 0
    sampler.window = window
    window.controller.dealOver.connect(sampler.deal_over)
    window.show()
    if folder is None:
        runner = Autoplay(window, deals, quit_when_done=True, pause_ms=0)
        runner.start(GameSetup(level=level, seed=7, seats=(COMPUTER,) * 4))
        code = lambda: runner.exit_code  # noqa: E731
    else:
        ScriptedHuman(window, 10**9, 7)
        window.controller.dealOver.connect(
            lambda _r: len(sampler.samples) >= deals and QTimer.singleShot(0, app.quit)
        )
        setup = GameSetup(level=level, seed=7, seats=(HUMAN,) + (COMPUTER,) * 3)
        QTimer.singleShot(0, lambda: window.start(setup))
        code = lambda: 0  # noqa: E731
    app.exec()
    window.controller.shutdown()
    ai_process.shutdown()
    window.close()
    if folder is not None:
        folder.cleanup()
    return code()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--level", default="easy")
    parser.add_argument(
        "--player",
        choices=("computers", "scripted"),
        default="computers",
        help="two computers (--autoplay), or a scripted player with a data folder",
    )
    parser.add_argument("--every", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--trace", action="store_true", help="tracemalloc: what holds new memory")
    parser.add_argument(
        "--census", action="store_true", help="objects by type at warm-up and at the end"
    )
    parser.add_argument("--out", type=Path, default=None, help="CSV of every deal's sample")
    args = parser.parse_args(argv)
    sampler = Sampler(args.every, args.warmup, args.trace)
    sampler.count_objects = args.deals if args.census else 0
    with contextlib.redirect_stdout(io.StringIO()):  # Autoplay's own line per deal
        code = play(args.deals, args.level, sampler, args.player)
    g = sampler.growth()
    print(
        f"after deal {g['from_deal']}: game {g['game_start']:.1f} -> {g['game_end']:.1f} MiB "
        f"({g['game_growth']:+.1f}), worker {g['worker_start']:.1f} -> {g['worker_end']:.1f} MiB "
        f"({g['worker_growth']:+.1f}) over {g['deals'] - g['from_deal']} deals; exit {code}"
    )
    if args.out is not None:
        rows = "".join(f"{n},{gm:.2f},{wm:.2f},{t:.1f}\n" for n, gm, wm, t in sampler.samples)
        args.out.write_text("deal,game_mib,worker_mib,seconds\n" + rows)
    if len(sampler.objects) == 2:
        before, after = sampler.objects
        grown = sorted(((after[k] - before[k], k) for k in after), reverse=True)[:25]
        print("objects that grew since the warm-up:", [f"{k} +{d}" for d, k in grown if d > 0])
    if sampler.snapshot is not None:
        for stat in tracemalloc.take_snapshot().compare_to(sampler.snapshot, "traceback")[:10]:
            print(stat)
            for line in stat.traceback.format()[-8:]:
                print("   ", line)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
