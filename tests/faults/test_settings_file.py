"""settings.ini is made a plain small file of the data folder before QSettings opens it."""

from __future__ import annotations

import os
from pathlib import Path

from sixtysix_qt.ui.system.startup_checks import SETTINGS_LIMIT, detach_settings_link


def test_a_link_becomes_a_copy_and_the_target_is_never_written(tmp_path: Path) -> None:
    target = tmp_path / "outside.ini"
    target.write_text("[window]\nspeed=fast\n")
    path = tmp_path / "data" / "settings.ini"
    path.parent.mkdir()
    path.symlink_to(target)
    moved = detach_settings_link(path)
    assert moved is not None and moved.is_symlink() and moved.name.startswith("settings.ini.link-")
    assert not path.is_symlink() and path.read_text() == "[window]\nspeed=fast\n"
    path.write_text("changed")
    assert target.read_text() == "[window]\nspeed=fast\n"


def test_a_fifo_or_a_huge_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    assert detach_settings_link(path) is not None and not os.path.lexists(path)
    path.write_bytes(b"x" * (SETTINGS_LIMIT + 1))
    moved = detach_settings_link(path)
    assert moved.name.startswith("settings.ini.broken-") and not path.exists()


def test_a_plain_file_or_none_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    assert detach_settings_link(path) is None
    path.write_text("[a]\nb=1\n")
    assert detach_settings_link(path) is None and path.read_text() == "[a]\nb=1\n"


def test_a_deeply_nested_variant_is_set_aside_before_qsettings_reads_it(tmp_path: Path) -> None:
    """F4: QSettings crashed (SIGSEGV) on this file at every start."""
    from .hostile import deep_variant_settings

    path = tmp_path / "settings.ini"
    deep_variant_settings(path)
    before = path.read_bytes()
    moved = detach_settings_link(path)
    assert moved.name.startswith("settings.ini.broken-") and moved.read_bytes() == before
    assert not path.exists()


def test_a_link_to_a_bad_settings_file_is_not_copied(tmp_path: Path) -> None:
    from .hostile import deep_variant_settings

    target = tmp_path / "outside.ini"
    deep_variant_settings(target)
    path = tmp_path / "data" / "settings.ini"
    path.parent.mkdir()
    path.symlink_to(target)
    moved = detach_settings_link(path)
    assert moved.is_symlink() and not path.exists()
