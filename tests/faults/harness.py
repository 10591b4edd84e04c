"""Run the real game offscreen in a subprocess, on a prepared data folder, and watch it.

Each game runs in its own session (``start_new_session``), so every process
it starts (the computer player's worker, multiprocessing's resource tracker)
carries the game's session id: ``leftovers()`` finds any that outlived it.
HOME and the XDG folders point into a scratch tree, so ``Tree`` snapshots
can prove that nothing outside the data folder was written.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from sixtysix_qt.ui.system.unix_channel import MAX_PATH

ROOT = Path(__file__).resolve().parents[2]


class Game:
    """One run of ``python -m sixtysix_qt --data-dir DATA ...`` with its output collected."""

    def __init__(self, data: Path, home: Path, *args: str, env: dict[str, str] | None = None):
        self.data = data
        self.args = ["--data-dir", str(data), "--lang", "en", "--speed", "off", *args]
        self.env = scratch_env(home) | (env or {})
        self.out: list[str] = []
        self.err: list[str] = []
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> Game:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sixtysix_qt", *self.args],
            cwd=self.env["HOME"],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        for stream, lines in ((self.proc.stdout, self.out), (self.proc.stderr, self.err)):
            threading.Thread(target=_collect, args=(stream, lines), daemon=True).start()
        return self

    def wait_for(self, prefix: str, timeout: float = 60.0) -> bool:
        """True once a line of stdout starts with ``prefix`` (False if the game ended first)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if any(line.startswith(prefix) for line in list(self.out)):
                return True
            if self.proc.poll() is not None:
                time.sleep(0.2)  # let the readers catch the last lines
                return any(line.startswith(prefix) for line in list(self.out))
            time.sleep(0.05)
        return False

    def run(self, timeout: float = 60.0) -> int:
        """Start and wait for the game to end on its own (the start checks)."""
        self.start()
        return self.wait(timeout)

    def wait(self, timeout: float = 30.0) -> int:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(
                f"the game did not end within {timeout} s: {self.text()}"
            ) from None

    def send(self, sig: int) -> None:
        self.proc.send_signal(sig)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 30.0) -> int:
        """Send ``sig`` to the game alone (not its group) and wait for it to quit."""
        self.send(sig)
        return self.wait(timeout)

    def kill(self) -> None:
        """SIGKILL the game process alone: its helpers must then go by themselves."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)

    def leftovers(self, grace: float = 5.0) -> list[str]:
        """Processes of this game's session still alive after ``grace`` seconds (zombies are dead)."""
        end = time.monotonic() + grace
        while True:
            alive = session_members(self.proc.pid)
            if not alive or time.monotonic() > end:
                return alive
            time.sleep(0.1)

    def cleanup(self) -> None:
        """Make sure nothing of this game runs on (for a failing test)."""
        if self.proc is None:
            return
        for pid in _session_pids(self.proc.pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def text(self) -> str:
        return "\n".join(["-- stdout", *self.out, "-- stderr", *self.err])


def _collect(stream, lines: list[str]) -> None:
    for line in stream:
        lines.append(line.rstrip("\n"))


def scratch_env(home: Path) -> dict[str, str]:
    """The environment of a game whose every default folder lies under ``home``."""
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "SIXTYSIX_"))}
    cache = Path(os.environ.get("SIXTYSIX_QM_CACHE", "/tmp/qm-faults"))
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local/share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(home / "run"),
        SIXTYSIX_QM_CACHE=str(cache),  # the source tree's compiled translations: not user data
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        PYTHONDONTWRITEBYTECODE="1",
    )
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    return env


def _session_pids(sid: int) -> list[int]:
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[3]) == sid and fields[0] != "Z":  # fields: state ppid pgrp session
            pids.append(int(entry))
    return pids


def session_members(sid: int) -> list[str]:
    """Live (not zombie) processes in session ``sid``, as "pid cmdline"."""
    out = []
    for pid in _session_pids(sid):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        out.append(f"{pid} {cmd[:160]}")
    return out


class Tree:
    """A snapshot of every path under ``root`` but the excluded ones: (kind, size, mtime, mode)."""

    def __init__(self, root: Path, *exclude: Path) -> None:
        self.root = root
        self.exclude = [e.resolve() for e in exclude]
        self.entries = self._scan()

    def _scan(self) -> dict[str, tuple]:
        entries: dict[str, tuple] = {}
        for top, dirs, files in os.walk(self.root):
            here = Path(top)
            dirs[:] = [d for d in dirs if (here / d).resolve() not in self.exclude]
            for name in dirs + files:
                path = here / name
                if path.resolve() in self.exclude and not path.is_symlink():
                    continue
                st = path.lstat()
                entries[str(path.relative_to(self.root))] = (st.st_mode, st.st_size, st.st_mtime_ns)
        return entries

    def changes(self) -> list[str]:
        """What was added, removed or changed since the snapshot."""
        now = self._scan()
        keys = sorted(set(now) | set(self.entries))
        return [k for k in keys if now.get(k) != self.entries.get(k)]


def read_only(folder: Path) -> bool:
    """Make ``folder`` unwritable even for root (chattr +i) or by mode; False if impossible."""
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode == 0
        if not done:
            return False
    else:
        folder.chmod(0o555)
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return True
    probe.unlink()
    writable_again(folder)
    return False


def writable_again(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
    folder.chmod(0o755)


def deep_folder(tmp_path: Path) -> Path:
    """A data folder too deep for a socket path: the game listens under a name there,
    which anyone on the machine may reach (Linux's abstract namespace)."""
    data = tmp_path / ("deep-" * 20) / "D"
    data.mkdir(parents=True)
    assert len(os.fsencode(str(data))) > MAX_PATH
    return data
