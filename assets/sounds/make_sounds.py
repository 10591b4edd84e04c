"""Make the table's sounds: short, soft 16-bit mono WAV files, synthesised here.

    python assets/sounds/make_sounds.py        # writes the .wav files beside this script

Every sound is made from noise and sine tones with soft envelopes, from a
fixed random seed, so running it again writes the same bytes.  The levels
stay well under full scale (a card is a quiet tick, a chime peaks near
-12 dBFS): the game's volume setting scales them further down, never up.
Pure Python (``wave``, ``math``, ``random``): no tool to install.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 16000
"""Samples a second: chimes stay below 8 kHz, and the files stay a few kilobytes."""
HERE = Path(__file__).resolve().parent


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(base: list[float], part: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(part) - len(base)
    if need > 0:
        base.extend([0.0] * need)
    for i, v in enumerate(part):
        base[start + i] += v * gain


def _noise(seconds: float, seed: int) -> list[float]:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def _low_pass(samples: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass: takes the hiss out of noise (a card on cloth, not a hiss)."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y = (1.0 - a) * x + a * y
        out.append(y)
    return out


def _high_pass(samples: list[float], cutoff: float) -> list[float]:
    low = _low_pass(samples, cutoff)
    return [x - y for x, y in zip(samples, low, strict=True)]


def _envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A quick linear rise and an exponential fall (``decay``: seconds to 1/e)."""
    out = []
    for i, v in enumerate(samples):
        t = i / RATE
        rise = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(v * rise * math.exp(-t / decay))
    return out


def _tone(freq: float, seconds: float, decay: float, partials: tuple[float, ...]) -> list[float]:
    """A bell-like tone: a sine and a few softer overtones, each dying a little faster."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        v = 0.0
        for n, amp in enumerate(partials, start=1):
            v += amp * math.sin(2 * math.pi * freq * n * t) * math.exp(-t * n * 0.8 / decay)
        out.append(v)
    return _envelope(out, 0.006, decay)


def _fade_out(samples: list[float], seconds: float = 0.03) -> list[float]:
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - (i + 1) / n
    return samples


def _normalise(samples: list[float], peak: float) -> list[float]:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


BELL = (1.0, 0.35, 0.12)


def card(seed: int, seconds: float, body: float, peak: float) -> list[float]:
    """A card landing on cloth: a short burst of filtered noise with a soft low thump."""
    snap = _envelope(_low_pass(_high_pass(_noise(seconds, seed), 400), 3000), 0.001, seconds / 5)
    thump = _envelope(
        [math.sin(2 * math.pi * body * i / RATE) for i in range(int(RATE * seconds))],
        0.002,
        seconds / 6,
    )
    _mix(snap, thump, gain=0.5)
    return _normalise(_fade_out(snap, 0.01), peak)


def swoosh() -> list[float]:
    """A trick slid to its pile: noise that swells and fades, like cards over cloth."""
    seconds = 0.26
    raw = _low_pass(_low_pass(_high_pass(_noise(seconds, 7), 300), 1800), 2500)
    out = []
    for i, v in enumerate(raw):
        t = i / (RATE * seconds)
        out.append(v * math.sin(math.pi * t) ** 2)
    return _normalise(out, 0.18)


def chime(notes: list[tuple[float, float]], tail: float, decay: float, peak: float) -> list[float]:
    """Notes (frequency, start in seconds) rung one after the other and left to ring."""
    out = _silence(0.01)
    for freq, at in notes:
        _mix(out, _tone(freq, tail, decay, BELL), at=at)
    return _normalise(_fade_out(out), peak)


C5, D5, E5, F5, G5, A5, C6 = 523.25, 587.33, 659.26, 698.46, 783.99, 880.0, 1046.5
A4, G4, E4 = 440.0, 392.0, 329.63

SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": lambda: card(3, 0.05, 180, 0.10),
    "play": lambda: card(5, 0.09, 140, 0.20),
    "trick": swoosh,
    "marriage": lambda: chime([(E5, 0.0), (A5, 0.11)], 0.55, 0.22, 0.22),
    "declare": lambda: chime([(C5, 0.0), (E5, 0.09), (G5, 0.18), (C6, 0.27)], 0.6, 0.25, 0.24),
    "deal_won": lambda: chime([(G5, 0.0), (C6, 0.12)], 0.6, 0.25, 0.22),
    "deal_lost": lambda: chime([(A4, 0.0), (E4, 0.16)], 0.55, 0.22, 0.18),
    "your_turn": lambda: chime([(D5, 0.0)], 0.35, 0.12, 0.13),
    "match_won": lambda: chime(
        [(C5, 0.0), (E5, 0.1), (G5, 0.2), (C6, 0.3), (G5, 0.42), (C6, 0.52)], 0.7, 0.28, 0.24
    ),
}
"""File name (without .wav) -> how it is made.  The table's cues use these names."""


def write(name: str, samples: list[float], folder: Path = HERE) -> Path:
    path = folder / f"{name}.wav"
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return path


def main() -> None:
    for name, make in SOUNDS.items():
        path = write(name, make())
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
