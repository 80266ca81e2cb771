"""The translation function for every word a widget shows, and the switch between languages.

Widgets write ``tr("Open encounter…")`` (or ``tr("Round {n}", n=3)``): the text goes through Qt's
`QCoreApplication.translate`, so a Qt translator (a compiled catalogue, or the pseudo-language used to
find strings that escaped translation) changes it, and Qt's own words (OK, Cancel) change with it. The
rules layer's words go through `gm_desk.rules.i18n.t`; `use_language` switches both at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QSettings, QTranslator

from gm_desk.rules import i18n as rules_i18n
from gm_desk.rules.i18n import N_

if TYPE_CHECKING:  # datetime loads with what first gives a moment, not with the frame
    from datetime import datetime

__all__ = [
    "CONTEXT",
    "KEY_LANGUAGE",
    "LANGUAGES",
    "N_",
    "PseudoTranslator",
    "available_languages",
    "catalogue_folder",
    "current_language",
    "local_time",
    "start_language",
    "system_language",
    "tr",
    "trn",
    "use_language",
]

CONTEXT = "GMDesk"
RULES_CONTEXT = "rules"  # the context of the rules layer's words in a catalogue (scripts/extract_strings.py)
ENGLISH = "en"
CATALOGUE_PREFIX = "gm_desk_"  # a translation is resources/i18n/gm_desk_<code>.qm, compiled by lrelease
# Language codes the app offers, with their names in the language itself.
LANGUAGES = {ENGLISH: N_("English"), rules_i18n.PSEUDO: N_("Pseudo-language (for checking translations)")}


def tr(text: str, /, **values: object) -> str:
    """``text`` in the language in use, its ``{name}`` fields filled from ``values`` (if any)."""
    shown = QCoreApplication.translate(CONTEXT, text)
    if shown == text:  # a rules constant the widgets show (an option's text, a phase): the rules' context
        shown = QCoreApplication.translate(RULES_CONTEXT, text)
    return rules_i18n.fill(shown, values)


def number(value: float, spec: str = "") -> str:
    """A number formatted as `spec` asks (".1f", ".0%", ","), written the language's way ("99,6%" in
    German): for a number a widget shows on its own, outside a translated sentence."""
    return rules_i18n.fill("{value:" + spec + "}", {"value": value})


def trn(one: str, other: str, count: int, /, **values: object) -> str:
    """The widget text for ``count`` of something (``one`` for a single one in English, ``other`` else);
    a catalogue gives each language its own plural forms."""
    shown = QCoreApplication.translate(CONTEXT, other, one, count)
    if shown == other:
        return rules_i18n.tn(one, other, count, **values)  # English, or a rules text a widget shows
    return rules_i18n.fill(shown, values)


class PseudoTranslator(QTranslator):
    """Answers every lookup, ours and Qt's own, with the pseudo-language form of the source text."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if n == 1 and disambiguation:  # a text with plural forms: its form for one (see `trn`)
            return rules_i18n.pseudo(disambiguation)
        return rules_i18n.pseudo(source_text)

    def isEmpty(self) -> bool:
        return False


class _Installed:
    translators: list[QTranslator] = []
    code: str = ENGLISH
    keep: QTranslator | None = None  # the compiled catalogue the rules' lookup reads


def current_language() -> str:
    """The code of the language in use ("en", "pseudo", or a catalogue's)."""
    return _Installed.code


def catalogue_folder() -> Path:
    """Where the compiled translations are: resources/i18n beside the package, or in a frozen bundle."""
    from gm_desk.paths import resource_root

    return resource_root() / "resources" / "i18n"


def available_languages(folder: Path | None = None) -> dict[str, str]:
    """English, the pseudo-language, and every compiled catalogue in ``folder`` (code -> its own name)."""
    found = dict(LANGUAGES)
    for qm in sorted((folder or catalogue_folder()).glob(f"{CATALOGUE_PREFIX}*.qm")):
        code = qm.stem.removeprefix(CATALOGUE_PREFIX)
        native = QLocale(code).nativeLanguageName()
        found.setdefault(code, native[:1].upper() + native[1:] if native else code)
    return found


def _qt_catalogue(app: QCoreApplication, code: str) -> QTranslator | None:
    """Qt's own words (OK, Cancel, the file dialog's) in ``code``, when Qt's catalogue is installed."""
    own = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return own if own.load(f"qtbase_{code}", folder) else None


def use_language(code: str, folder: Path | None = None) -> None:
    """Use language ``code`` from now on: English, the pseudo-language, or a compiled catalogue
    (gm_desk_<code>.qm in ``folder``); anything else means English.

    Widgets built afterwards show it; those already built keep their words until rebuilt.
    """
    app = QCoreApplication.instance()
    if app is not None:
        for old in _Installed.translators:
            QCoreApplication.removeTranslator(old)
    _Installed.translators = []
    _Installed.code = ENGLISH
    rules_i18n.use_lookup(None)
    rules_i18n.use_plural_lookup(None)
    rules_i18n.use_numbers()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    pseudo = code == rules_i18n.PSEUDO
    rules_i18n.use_pseudo(pseudo)
    if pseudo:
        _Installed.translators = [PseudoTranslator(app)] if app is not None else []
        _Installed.code = code
    elif code != ENGLISH:
        # Without an application (a command-line verb that draws nothing) the rules' words still come
        # from the catalogue; the widgets' translators are installed once there is an application.
        compiled = QTranslator(app) if app is not None else QTranslator()
        qm = (folder or catalogue_folder()) / f"{CATALOGUE_PREFIX}{code}.qm"
        if not qm.is_file() or not compiled.load(str(qm)):
            return
        _Installed.translators = [compiled]
        _Installed.keep = compiled
        own = _qt_catalogue(app, code) if app is not None else None
        if own is not None:
            _Installed.translators.append(own)
        _Installed.code = code
        # The rules' words come from the same catalogue, through plain functions (no Qt in the rules).
        # A stat block's field titles and descriptions are catalogued for the widgets only (the forms show
        # them), yet the rules name them too (a validation message's field path): look there second.
        rules_i18n.use_lookup(
            lambda text: compiled.translate(RULES_CONTEXT, text) or compiled.translate(CONTEXT, text) or None
        )
        rules_i18n.use_plural_lookup(
            lambda one, other, count: compiled.translate(RULES_CONTEXT, other, one, count) or None
        )
        locale = QLocale(code)
        QLocale.setDefault(locale)  # numbers and dates Qt writes (spin boxes, dates) follow the language
        rules_i18n.use_numbers(locale.decimalPoint(), locale.groupSeparator())
    if app is None:
        _Installed.translators = []  # nothing to install them in; `keep` holds the rules' catalogue
        return
    for translator in _Installed.translators:
        QCoreApplication.installTranslator(translator)


def system_language(offered: dict[str, str], preferred: list[str] | None = None) -> str:
    """The first of the computer's languages (``preferred``, by default its settings') that GM Desk
    offers, else English."""
    for name in QLocale.system().uiLanguages() if preferred is None else preferred:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in offered:
            return code
    return ENGLISH


def local_time(moment: datetime) -> str:
    """A date and time in a table or a title, the language's short way ("27.11.26 23:05" in German)."""
    when = QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


KEY_LANGUAGE = "view/language"


def start_language(settings: QSettings, asked: str | None = None) -> str:
    """Use the language asked for on the command line, else the one remembered, else the computer's
    own when GM Desk has it, else English.

    A language asked for is remembered for later starts; an unknown code is English.
    """
    offered = available_languages()
    remembered = settings.value(KEY_LANGUAGE)
    code = asked if asked is not None else str(remembered) if remembered else system_language(offered)
    if code not in offered:
        code = ENGLISH
    if asked is not None:
        settings.setValue(KEY_LANGUAGE, code)
    use_language(code)
    return code
