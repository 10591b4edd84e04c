"""The table's sounds: short WAV files played off the GUI thread, or not at all.

``SoundPlayer`` takes a sound's name and returns at once; a worker thread
opens the audio device when there is something to hear and closes it
again when all is quiet.  No library, no device or a broken one makes a
silent game, never an error: everything that touches the device is caught
at the one seam (``output.open_device``).  No Qt here.
"""

from .player import SOUND_NAMES, SoundPlayer

__all__ = ["SOUND_NAMES", "SoundPlayer"]
