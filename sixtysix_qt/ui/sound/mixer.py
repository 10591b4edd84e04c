"""Sounds being heard, summed into one stream of 16-bit samples.

The audio library's own thread pulls samples from ``Mixer.stream()``; the
sound worker adds voices.  A lock guards the list of voices between them.
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Generator


class Mixer:
    """Voices (samples, next position, gain) summed and clipped into one mono stream."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list] = []

    def add(self, samples: array, gain: float) -> None:
        """Start hearing ``samples`` (16-bit) at ``gain`` (0..1), over whatever plays now."""
        if gain > 0 and len(samples):
            with self._lock:
                self._voices.append([samples, 0, float(gain)])

    @property
    def idle(self) -> bool:
        """Nothing is left to hear."""
        with self._lock:
            return not self._voices

    def pull(self, frames: int) -> array:
        """The next ``frames`` samples of the mix (silence when nothing plays)."""
        out = [0.0] * frames
        with self._lock:
            for voice in self._voices:
                samples, pos, gain = voice
                part = samples[pos : pos + frames]
                for i, v in enumerate(part):
                    out[i] += v * gain
                voice[1] = pos + len(part)
            self._voices = [v for v in self._voices if v[1] < len(v[0])]
        return array("h", (max(-32767, min(32767, int(v))) for v in out))

    def stream(self) -> Generator[array, int, None]:
        """The generator the audio library pulls: it sends how many frames it wants."""
        frames = yield array("h")
        while True:
            frames = yield self.pull(frames)
