"""The shell: the application, the main window and what wires the rooms of ui together."""
