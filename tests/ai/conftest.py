"""Make the helpers importable from the AI tests."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
