"""Speed and strength measurements, run as modules from the repository root: ``python -m benchmarks.arena``."""
