"""The one seam to the audio library (``miniaudio``): open a device that plays a mixer.

Everything that can go wrong with sound goes wrong here (the library is not
installed, there is no sound card, the device refuses the format), and the
player catches it and stays silent.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Protocol

from .mixer import Mixer


class Output(Protocol):
    """An open audio device; ``close`` stops it and lets it go."""

    def close(self) -> None: ...


def open_device(mixer: Mixer, rate: int) -> Output:
    """Open the default playback device and let it pull ``mixer``; raises when it cannot."""
    import miniaudio  # imported here: no library means no sound, not a failed start

    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=1,
        sample_rate=rate,
        buffersize_msec=60,
        backends=linux_backends(miniaudio),
        app_name="Sixty-Six",
    )
    stream = mixer.stream()
    next(stream)
    try:
        device.start(stream)
    except BaseException:
        device.close()
        raise
    return device


NO_LIBRARY = "library"
"""``availability()``: the sound library (miniaudio) cannot be imported."""
NO_DEVICE = "device"
"""``availability()``: the library is there but the system lists no playback device."""


NULL_DEVICE = "Discard all samples"
"""ALSA's null device, which miniaudio lists on a machine with no sound card: not a device."""


def library_version() -> str:
    """The sound library's version; ImportError when it (or its C half) is missing, or does
    not load (a shared object it cannot open, a copy without a version: round 4's fakes)."""
    try:
        import _cffi_backend  # noqa: F401  (miniaudio's C module imports it where freezers miss it)
        import miniaudio

        return str(miniaudio.__version__)
    except ImportError:
        raise
    except Exception as err:  # noqa: BLE001 - the seam: any failure to load is no library
        raise ImportError(f"the sound library does not load: {type(err).__name__}: {err}") from err


def playback_devices() -> list[str]:
    """The names of the playback devices the library finds; raises when it cannot look."""
    import miniaudio

    devices = miniaudio.Devices(backends=linux_backends(miniaudio))
    names = [str(d["name"]) for d in devices.get_playbacks()]
    return [n for n in names if not n.startswith(NULL_DEVICE)]


def availability() -> str:
    """Why sounds cannot be heard here (``NO_LIBRARY``, ``NO_DEVICE``), or "" when they can."""
    try:
        library_version()
    except ImportError:
        return NO_LIBRARY
    try:
        return "" if playback_devices() else NO_DEVICE
    except Exception:  # noqa: BLE001 - the seam: a library that cannot look finds nothing
        return NO_DEVICE


def sound_server_runs(environ: dict[str, str] | None = None) -> bool:
    """A PulseAudio (or PipeWire's pulse) server is there to talk to."""
    env = os.environ if environ is None else environ
    runtime = env.get("XDG_RUNTIME_DIR", "")
    return bool(env.get("PULSE_SERVER")) or bool(runtime and Path(runtime, "pulse").is_dir())


def linux_backends(miniaudio: Any, environ: dict[str, str] | None = None) -> list | None:
    """On Linux without a running sound server: ALSA only (None: the library's own order).

    A PulseAudio client that finds no server makes folders in the runtime
    directory to start one; the game writes nowhere but its data folder, and
    a machine without a sound server has nothing to hear anyway.
    """
    if not sys.platform.startswith("linux") or sound_server_runs(environ):
        return None
    return [miniaudio.Backend.ALSA]
