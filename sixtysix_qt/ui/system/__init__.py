"""The game's place in the operating system: one game per data folder, quit signals, start-up checks, the Qt shim."""
