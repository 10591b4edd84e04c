"""The one seam to the audio library (``miniaudio``): open a device that plays a mixer.

Everything that can go wrong with sound goes wrong here (the library is not
installed, there is no sound card, the device refuses the format), and the
player catches it and stays silent.
"""

from __future__ import annotations

from typing import Protocol

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
