"""What the program needs from the system: one game per folder, signals, start-up checks."""
