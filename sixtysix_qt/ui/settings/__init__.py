"""The player's preferences, kept in QSettings (the registry on Windows), typed and checked."""
