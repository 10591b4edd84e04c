"""One place that sets every text again after a language change (Frescobaldi's translateUI).

An object with a ``translate_ui()`` method registers once with
``translate_ui(obj)``: its texts are set at once and again whenever the
application's language changes (Qt sends ``LanguageChange`` to the
application object when a translator is installed or removed).  Objects are
held weakly and dropped once Qt has deleted them, so no window or dialog
needs its own ``changeEvent`` override.
"""

from __future__ import annotations

import weakref
from typing import Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject


class Translatable(Protocol):
    """A QObject with a ``translate_ui`` method (a plain object would outlive its widgets)."""

    def translate_ui(self) -> None: ...

    def objectName(self) -> str: ...  # noqa: N802 - Qt's name: any QObject


class _Registry(QObject):
    """Watches the application for ``LanguageChange`` and retranslates what registered."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._objects: list[weakref.ref[Translatable]] = []
        app.installEventFilter(self)

    def add(self, obj: QObject) -> None:
        ref = weakref.ref(obj)
        self._objects.append(ref)
        obj.destroyed.connect(lambda *_: self._drop(ref))

    def _drop(self, ref: weakref.ref[Translatable]) -> None:
        self._objects = [r for r in self._objects if r is not ref]

    def retranslate_all(self) -> None:
        alive: list[weakref.ref[Translatable]] = []
        for ref in self._objects:
            obj = ref()
            if obj is None or not shiboken6.isValid(obj):
                continue
            alive.append(ref)
            obj.translate_ui()
        self._objects = alive

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parent() and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_all()
        return False


_registry: _Registry | None = None


def translate_ui(obj: Translatable) -> None:
    """Set ``obj``'s texts now and after every language change of the application.

    ``obj`` must be a QObject: it is dropped from the list when Qt deletes it.
    """
    if not isinstance(obj, QObject):
        raise TypeError(f"translate_ui takes QObjects, not {type(obj).__name__}")
    global _registry
    app = QCoreApplication.instance()
    if app is not None and (_registry is None or not shiboken6.isValid(_registry)):
        _registry = _Registry(app)
    if _registry is not None:
        _registry.add(obj)
    obj.translate_ui()


def retranslate_now() -> None:
    """Set every registered object's texts again (what a language change does)."""
    if _registry is not None and shiboken6.isValid(_registry):
        _registry.retranslate_all()
