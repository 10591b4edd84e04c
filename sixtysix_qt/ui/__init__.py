"""The Qt user interface (everything that imports Qt lives under this package)."""

from .compat import guard_singletons

guard_singletons()
