"""Play a named sound without ever making the game wait or fail.

``play(name)`` only puts the name in a queue.  A worker thread, started on
demand, reads the WAV file (once), opens the device (lazily, through
``open_device``) and hands the samples to the mixer; after a few quiet
seconds it closes the device and ends, so a silent game holds no device
and no thread.  The first failure (no library, no device, a bad file) is
logged once and the player turns itself off for the session.
"""

from __future__ import annotations

import logging
import queue
import threading
import wave
from array import array
from collections.abc import Callable

from sixtysix_qt.resources import resource_path

from . import output
from .mixer import Mixer
from .output import Output

log = logging.getLogger(__name__)

RATE = 16000
"""The sample rate of our sounds (assets/sounds/make_sounds.py) and of the device."""
SOUND_NAMES = (
    "deal",
    "play",
    "trick",
    "marriage",
    "declare",
    "deal_won",
    "deal_lost",
    "your_turn",
    "match_won",
)
"""The sounds there are (assets/sounds/NAME.wav)."""
IDLE_SECONDS = 6.0
"""After this long with nothing to play, the device is closed and the worker ends."""


def read_wav(name: str) -> array:
    """The 16-bit mono samples of ``sounds/NAME.wav``; ValueError for any other format."""
    with wave.open(str(resource_path(f"sounds/{name}.wav")), "rb") as f:
        if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(f.readframes(f.getnframes()))
    return samples


class SoundPlayer:
    """Sounds by name, at a volume, on a device opened only while there is something to hear."""

    def __init__(
        self,
        opener: Callable[[Mixer, int], Output] | None = None,
        idle_seconds: float = IDLE_SECONDS,
    ) -> None:
        self.opener = opener if opener is not None else output.open_device
        """Opens the device (``output.open_device``; tests hand in their own)."""
        self._idle = idle_seconds
        self._queue: queue.Queue[str] = queue.Queue()
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._cache: dict[str, array] = {}
        self.mixer = Mixer()
        self.enabled = True
        """False: sounds are dropped at once (the player's mute, or a window without settings)."""
        self.volume = 60
        """0 to 100; heard as a share of our already soft sounds (a square law, as ears hear)."""
        self.failure: str = ""
        """Why the player fell silent for this session ("" while it works)."""
        self.requested: list[str] = []
        """Every sound asked for while enabled (what the table cued), newest last."""

    @property
    def gain(self) -> float:
        return (max(0, min(100, int(self.volume))) / 100.0) ** 2

    def play(self, name: str) -> None:
        """Hear ``name`` soon; never blocks, never raises."""
        if not self.enabled or self.gain <= 0 or self.failure or name not in SOUND_NAMES:
            return
        self.requested.append(name)
        del self.requested[:-50]
        with self._lock:
            self._queue.put(name)
            if self._worker is None:
                self._worker = threading.Thread(target=self._run, name="sounds", daemon=True)
                self._worker.start()

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until the worker has taken every queued sound (for tests); True if it has."""
        worker = self._worker
        if worker is None:
            return True
        done = threading.Event()
        self._queue.put("")  # a marker: when the worker reaches it, all before are handled
        threading.Thread(target=lambda: (self._queue.join(), done.set()), daemon=True).start()
        return done.wait(timeout)

    def shutdown(self, timeout: float = 2.0) -> None:
        """Close the device and end the worker (the window closes)."""
        self.enabled = False
        with self._lock:
            worker = self._worker
            if worker is not None:
                self._queue.put(None)  # type: ignore[arg-type]
        if worker is not None:
            worker.join(timeout)

    # -- the worker thread -----------------------------------------------------
    def _run(self) -> None:
        device: Output | None = None
        try:
            while True:
                try:
                    name = self._queue.get(timeout=self._idle)
                except queue.Empty:
                    with self._lock:
                        if self._queue.empty():
                            self._worker = None
                            return
                    continue
                try:
                    if name is None:
                        with self._lock:
                            self._worker = None
                        return
                    if name and not self.failure:
                        device = self._sound(name, device)
                finally:
                    self._queue.task_done()
        finally:
            _close(device)

    def _sound(self, name: str, device: Output | None) -> Output | None:
        try:
            samples = self._cache.get(name)
            if samples is None:
                samples = self._cache[name] = read_wav(name)
            if device is None:
                device = self.opener(self.mixer, RATE)
            self.mixer.add(samples, self.gain)
        except Exception as err:  # noqa: BLE001 - the seam: any failure means silence
            self.failure = f"{type(err).__name__}: {err}"
            log.warning("sound is off for this session: %s", self.failure)
            _close(device)
            return None
        return device


def _close(device: Output | None) -> None:
    if device is None:
        return
    try:
        device.close()
    except Exception as err:  # noqa: BLE001
        log.warning("closing the sound device failed: %s", err)
