"""The settings dialog: language, computer, animation, cards, play, rules and practice aids.

The dialog edits a copy of the values (``values()``/``set_values()``) and
writes them to ``Settings`` only on OK, then emits ``settings_changed`` so
the window applies what can change at once (language, speed, cards); rule
options, the variant and the level are read when the next game starts,
which the dialog says, because changing the rules of a deal in progress
would be unfair to one side.  Each editor is in ``editors`` under its
settings name, so tests and the window can reach every one generically.
The labels and tooltips of the rule options, the variant names and the
false-claim choices come from ``rule_texts``, shared with the new-game
dialog, so both describe each rule in the same words.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sixtysix_qt.engine import PRESETS
from sixtysix_qt.engine.option_specs import option_specs

from ..play.setup import LEVELS
from ..settings.store import ANIMATION_SPEEDS, Settings
from ..table.art import CardArt
from ..table.felt import FELTS
from ..table.layout import CARD_SIZES
from ..words.buttons import name_standard_buttons
from ..words.i18n import LANGUAGES
from ..words.names import (
    card_back_names,
    card_size_names,
    felt_names,
    speed_names,
)
from ..words.retranslate import translate_ui
from ..words.rule_texts import option_texts
from ..words.shared import (
    ask_before_marriage,
    practice,
    rules_title,
    setup_labels,
    show_computer_cards,
)
from . import (
    GameTargetBox,
    data_combo,
    fit_combos_to_items,
    level_combo,
    name_items,
    name_levels,
    name_rule_choices,
    rule_editor,
)

PREVIEW_WIDTH = 56
ICON_WIDTH = 18
PREVIEW_CARDS = ("AC", "TD", "KH", "QS")

#: the option groups (``OptionSpec.group``) shown on the Rules tab, in the order shown;
#: ``declaring`` goes to the Play tab, ``table`` to the Practice tab
RULES_TAB_GROUPS = ("dealing", "play", "marriages", "scoring", "match")


def rule_groups() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Rules tab: group id -> settings names, in the order shown (docs/RULES.md sections 3
    to 6), from the engine's declaration of the options; the variant heads the match."""
    specs = option_specs()
    return tuple(
        (group, (*(("preset",) if group == "match" else ()), *names))
        for group in RULES_TAB_GROUPS
        for names in [tuple(spec.name for spec in specs if spec.group == group)]
        if names or group == "match"
    )


def _group_names(group: str) -> tuple[str, ...]:
    return tuple(spec.name for spec in option_specs() if spec.group == group)


class VerticalScroll(QScrollArea):
    """Scrolls up and down only, and is always as wide as its content needs."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        room = self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(self.widget().sizeHint().width() + room, 120)

    def sizeHint(self) -> QSize:  # noqa: N802
        return super().sizeHint().expandedTo(self.minimumSizeHint())


def _set_combo(box: QComboBox, value: Any) -> None:
    index = box.findData(value)
    if index < 0:  # a stored value this build does not list (a preset from a newer version)
        box.addItem(str(value), value)
        index = box.count() - 1
    box.setCurrentIndex(index)


class SettingsDialog(QDialog):
    """Edit the player's preferences; OK stores them and emits ``settings_changed``."""

    settings_changed = Signal()

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, sound_problem: str = ""
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sound_problem = sound_problem
        """Why sounds cannot be heard here ("" if they can): the Sounds box is off and says so."""
        self._art = CardArt()
        self.setObjectName("settings-dialog")

        self._make_editors()
        self._labels: dict[str, QLabel] = {}

        self.tabs = QTabWidget()
        self._tab_pages = [
            self._general_tab(),
            self._cards_tab(),
            self._play_tab(),
            self._rules_tab(),
            self._practice_tab(),
        ]
        for page in self._tab_pages:
            self.tabs.addTab(page, "")
        self._next_game_note = QLabel()
        self._next_game_note.setWordWrap(True)
        self._next_game_note.setObjectName("next-game-note")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_button)
        name_standard_buttons(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self._next_game_note)
        layout.addWidget(self.buttons)  # standard buttons in our words (words/buttons.py)

        self.card_back.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self.felt.currentIndexChanged.connect(self._update_preview)
        self.set_values(settings.values())
        translate_ui(self)

    # -- pages -------------------------------------------------------------
    def _make_editors(self) -> None:
        """One editor per setting, kept in ``editors`` under the setting's name."""
        self.language = QComboBox()
        self.language.addItem("", "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language named in itself: never translated
        self.level = level_combo(LEVELS)
        self.animation_speed = data_combo(ANIMATION_SPEEDS)
        self.sound = QCheckBox()
        self.sound_volume = QSlider(Qt.Orientation.Horizontal)
        self.sound_volume.setRange(0, 100)
        self.sound_volume.setPageStep(10)
        self.sound_volume.setMinimumWidth(160)
        self.sound.toggled.connect(self.sound_volume.setEnabled)
        self.card_back = QComboBox()
        self.card_back.setIconSize(QSize(ICON_WIDTH, CardArt.height_for(ICON_WIDTH)))
        for back in self._art.backs():
            self.card_back.addItem(back, back)
        self.four_colour = QCheckBox()
        self.felt = data_combo(FELTS)
        for i in range(self.felt.count()):  # each cloth shows its colour beside its name
            swatch = QPixmap(ICON_WIDTH, ICON_WIDTH)
            swatch.fill(QColor(FELTS[self.felt.itemData(i)][1]))
            self.felt.setItemIcon(i, QIcon(swatch))
        self.card_size = data_combo(CARD_SIZES)
        self.celebrate = QCheckBox()
        self.ask_marriage = QCheckBox()
        self.ask_declare = QCheckBox()
        self.ask_close = QCheckBox()
        self.play_forced = QCheckBox()
        self.preset = data_combo(PRESETS)
        self.show_opponent_cards = QCheckBox()
        self.practice_notice = QCheckBox()
        self.editors: dict[str, QWidget] = {
            "language": self.language,
            "level": self.level,
            "animation_speed": self.animation_speed,
            "sound": self.sound,
            "sound_volume": self.sound_volume,
            "card_back": self.card_back,
            "four_colour": self.four_colour,
            "felt": self.felt,
            "card_size": self.card_size,
            "celebrate": self.celebrate,
            "ask_marriage": self.ask_marriage,
            "ask_declare": self.ask_declare,
            "ask_close": self.ask_close,
            "play_forced": self.play_forced,
            "preset": self.preset,
            "show_opponent_cards": self.show_opponent_cards,
            "practice_notice": self.practice_notice,
        }
        for spec in option_specs():  # the rule options, each by its kind
            self.editors[spec.name] = rule_editor(spec)
        self.game_target = cast(GameTargetBox, self.editors["game_target"])
        self.false_claim = cast(QComboBox, self.editors["false_claim"])
        missing = set(Settings.defaults()) - set(self.editors)
        assert not missing, f"settings without an editor: {missing}"

    @staticmethod
    def _form() -> QFormLayout:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        return form

    def _row(self, form: QFormLayout, name: str) -> None:
        label = QLabel()
        label.setBuddy(self.editors[name])
        self._labels[name] = label
        form.addRow(label, self.editors[name])

    def _option_rows(self, layout: QFormLayout | QVBoxLayout, names: str | tuple[str, ...]) -> None:
        """The editors of ``names`` (or of an option group), a check box alone on its row."""
        for name in _group_names(names) if isinstance(names, str) else names:
            editor = self.editors[name]
            if isinstance(layout, QVBoxLayout):
                layout.addWidget(editor)
            elif isinstance(editor, QCheckBox):
                layout.addRow(editor)
            else:
                self._row(layout, name)

    def _general_tab(self) -> QWidget:
        page = QWidget()
        form = self._form()
        page.setLayout(form)
        for name in ("language", "level", "animation_speed"):
            self._row(form, name)
        form.addRow(self.sound)
        self._row(form, "sound_volume")
        self.sound_note = QLabel(self.sound_problem)
        self.sound_note.setObjectName("sound-unavailable")
        self.sound_note.setWordWrap(True)
        self.sound_note.setVisible(bool(self.sound_problem))
        form.addRow(self.sound_note)
        return page

    def _cards_tab(self) -> QWidget:
        page = QWidget()
        form = self._form()
        self._row(form, "card_back")
        form.addRow(self.four_colour)
        self._row(form, "felt")
        self._row(form, "card_size")
        self._preview = QLabel()
        self._preview.setObjectName("card-preview")
        self._preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self._preview)
        layout.addStretch(1)
        return page

    def _play_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self._option_rows(layout, "declaring")
        layout.addWidget(self.ask_marriage)
        layout.addWidget(self.ask_declare)
        layout.addWidget(self.ask_close)
        layout.addWidget(self.play_forced)
        layout.addWidget(self.celebrate)
        self._play_note = QLabel()  # the claim box is a rule: it waits, and says so here
        self._play_note.setWordWrap(True)
        self._play_note.setObjectName("play-note")
        layout.addWidget(self._play_note)
        layout.addStretch(1)
        return page

    def _rules_tab(self) -> QWidget:
        # one column that scrolls: two columns of long check boxes were wider than an
        # 800 px screen in every language, and taller than 600 px in one column
        content = QWidget()
        self._rule_boxes: dict[str, QGroupBox] = {}
        column = QVBoxLayout(content)
        for group, names in rule_groups():
            box = QGroupBox()
            self._rule_boxes[group] = box
            self._option_rows(QFormLayout(box), names)
            column.addWidget(box)
        column.addStretch(1)
        self._rules_page = VerticalScroll(content)
        return self._rules_page

    def _practice_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.show_opponent_cards)
        self._option_rows(layout, "table")
        layout.addWidget(self.practice_notice)
        self._practice_note = QLabel()
        self._practice_note.setWordWrap(True)
        layout.addSpacing(8)
        layout.addWidget(self._practice_note)
        layout.addStretch(1)
        return page

    # -- values ------------------------------------------------------------
    def values(self) -> dict[str, Any]:
        """What the widgets show now, by settings name (``Settings.values()`` shape)."""
        out: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[name] = editor.currentData()
            elif isinstance(editor, (QSpinBox, QSlider)):
                out[name] = editor.value()
        if self.sound_problem:  # an unticked box that cannot be ticked is no choice: keep it
            out["sound"] = self.settings.sound
        return out

    def set_values(self, values: dict[str, Any]) -> None:
        """Show ``values`` (names missing from it keep what the widgets show)."""
        for name, value in values.items():
            editor = self.editors.get(name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QComboBox):
                _set_combo(editor, value)
            elif isinstance(editor, (QSpinBox, QSlider)):
                editor.setValue(int(value))
        if self.sound_problem:
            self.sound.setChecked(False)
            self.sound.setEnabled(False)
            self.sound_volume.setEnabled(False)
        self._update_preview()

    def restore_defaults(self) -> None:
        """Put every widget back to the default (stored only on OK)."""
        self.set_values(Settings.defaults())

    def accept(self) -> None:
        """Store the values, tell the window, close."""
        self.settings.update(self.values())
        self.settings.sync()
        self.settings_changed.emit()
        super().accept()

    def _on_button(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()

    # -- card preview ------------------------------------------------------
    def _update_preview(self, *_: object) -> None:
        """Show the chosen back and four sample cards in the chosen colours."""
        self._art.four_colour = self.four_colour.isChecked()
        back = self.card_back.currentData()
        if back in self._art.backs():
            self._art.back = back
        dpr = self.devicePixelRatioF()
        for i in range(self.card_back.count()):
            data = self.card_back.itemData(i)
            if data in self._art.backs():
                icon = QIcon(self._art.card_pixmap(data, ICON_WIDTH, dpr))
                self.card_back.setItemIcon(i, icon)
        gap = 8
        height = CardArt.height_for(PREVIEW_WIDTH)
        codes = [None, *PREVIEW_CARDS]
        width = len(codes) * PREVIEW_WIDTH + (len(codes) + 2) * gap
        canvas = QPixmap(round(width * dpr), round((height + 2 * gap) * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(QColor(FELTS.get(self.felt.currentData(), FELTS["green"])[1]))  # on the cloth
        painter = QPainter(canvas)
        x = gap
        for n, code in enumerate(codes):
            painter.drawPixmap(x, gap, self._art.card_pixmap(code, PREVIEW_WIDTH, dpr))
            x += PREVIEW_WIDTH + gap + (gap if n == 0 else 0)
        painter.end()
        self._preview.setPixmap(canvas)

    # -- texts -------------------------------------------------------------
    def translate_ui(self) -> None:
        """Set every text (again, after the language changed)."""
        self.setWindowTitle(self.tr("Settings"))
        for i, title in enumerate(
            (
                self.tr("General"),
                self.tr("Cards"),
                self.tr("Play"),
                rules_title(),
                practice(),
            )
        ):
            self.tabs.setTabText(i, title)
        labels = {
            "language": self.tr("&Language:"),
            "animation_speed": self.tr("&Animation speed:"),
            "card_back": self.tr("Card &back:"),
            "sound_volume": self.tr("&Volume:"),
            "felt": self.tr("&Table:"),
            "card_size": self.tr("Card si&ze:"),
            **setup_labels(),
        }
        for name, text in labels.items():
            self._labels[name].setText(text)
        self._translate_general()
        self._translate_rules()
        self._translate_practice()

    def _translate_general(self) -> None:
        """General, Cards and Play tabs."""
        self.language.setItemText(0, self.tr("System language"))
        self.language.setToolTip(self.tr("The language of the game; it changes at once."))
        name_levels(self.level)
        self.level.setToolTip(self.tr("How strongly the computer plays in new games."))
        name_items(self.animation_speed, speed_names())
        self.animation_speed.setToolTip(
            self.tr("How fast the cards move; Off makes them jump into place.")
        )

        self.sound.setText(self.tr("&Sounds"))
        self.sound.setToolTip(
            self.tr(
                "Soft sounds for dealing, playing, tricks and your turn; S turns them on or off."
            )
        )
        self.sound_volume.setToolTip(self.tr("How loud the sounds are."))
        self.sound_volume.setAccessibleName(self.tr("Volume"))

        name_items(self.card_back, card_back_names())
        self.card_back.setToolTip(self.tr("The picture on the back of the cards."))
        self.four_colour.setText(self.tr("&Four-colour suits"))
        self.four_colour.setToolTip(
            self.tr("Blue diamonds and green clubs, so no two suits share a colour.")
        )

        name_items(self.felt, felt_names())
        self.felt.setToolTip(self.tr("The colour of the cloth on the table."))
        name_items(self.card_size, card_size_names())
        self.card_size.setToolTip(
            self.tr(
                "Larger cards are easier to read; they grow only as far as the window has room."
            )
        )
        self.celebrate.setText(self.tr("&Celebrate a won match"))
        self.celebrate.setToolTip(
            self.tr("A few seconds of suit signs over the table; a click or a key ends it.")
        )

        self.ask_marriage.setText(ask_before_marriage())
        self.ask_marriage.setToolTip(
            self.tr(
                "Off: leading a king or queen whose partner you hold announces the "
                "marriage automatically."
            )
        )
        self.ask_declare.setText(self.tr("Ask before &declaring 66"))
        self.ask_declare.setToolTip(
            self.tr(
                "When you declare by hand (the 66! chip or D): ask first, "
                "with your card points. Off: one click declares."
            )
        )

        self.ask_close.setText(self.tr("Ask before c&losing the talon"))
        self.ask_close.setToolTip(
            self.tr(
                "Clicking the talon (or C) asks first, so a click meant for the trump card "
                "beside it does not close the deal. Off: one click closes."
            )
        )
        self.play_forced.setText(self.tr("Play my &forced cards for me"))
        self.play_forced.setToolTip(
            self.tr(
                "When only one of your cards may be played, it goes by itself after a moment. "
                "Off: you play every card yourself."
            )
        )
        self._play_note.setText(
            self.tr(
                "Declaring automatically changes from the next deal of the match on the table; "
                "the questions change at once."
            )
        )

    def _translate_rules(self) -> None:
        """The Rules tab: the engine's options, in the same words as in the new-game dialog."""
        rules = option_texts()
        for name, label in self._labels.items():
            if name in rules:  # a rule option's row (the game target has its own words)
                label.setText(rules[name].label)
        titles = {
            "dealing": self.tr("Dealing"),
            "play": self.tr("Play"),
            "marriages": self.tr("Marriages"),
            "scoring": self.tr("Closing and scoring"),
            "match": self.tr("Match"),
        }
        for group, box in self._rule_boxes.items():
            box.setTitle(titles[group])
        for name, editor in self.editors.items():
            if name in rules:
                if isinstance(editor, QCheckBox):
                    editor.setText(rules[name].label)
                editor.setToolTip(rules[name].tooltip)
        name_rule_choices(self.preset, self.game_target, self.false_claim)

    def _translate_practice(self) -> None:
        self.show_opponent_cards.setText(show_computer_cards())
        self.show_opponent_cards.setToolTip(
            self.tr("Plays with the computer's hand face up, to study its play.")
        )
        self.practice_notice.setText(
            self.tr("&Tell me when a hint or an undo makes a match practice")
        )
        self._practice_note.setText(
            self.tr(
                "Showing the computer's cards, undoing a move or taking a hint makes the match "
                "a practice match, counted apart in the statistics."
            )
        )
        self._next_game_note.setText(
            self.tr(
                "Changes to the variant, the computer, the rules, trick review and card points "
                "apply from the next new game."
            )
        )
        fit_combos_to_items(self)
        self._rules_page.updateGeometry()  # its check boxes changed width with the words
