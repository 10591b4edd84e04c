"""The Qt user interface (everything that imports Qt lives under this package)."""

from .system.compat import guard_singletons

guard_singletons()
