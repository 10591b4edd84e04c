"""The Qt user interface (everything that imports Qt lives under this package)."""
