"""The translation function for every word a widget shows, and the switch between languages.

Widgets write ``tr("Open encounter…")`` (or ``tr("Round {n}", n=3)``): the text goes through Qt's
`QCoreApplication.translate`, so a Qt translator (a compiled catalogue, or the pseudo-language used to
find strings that escaped translation) changes it, and Qt's own words (OK, Cancel) change with it. The
rules layer's words go through `gm_desk.rules.i18n.t`; `use_language` switches both at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

from gm_desk.rules import i18n as rules_i18n
from gm_desk.rules.i18n import N_

__all__ = [
    "CONTEXT",
    "KEY_LANGUAGE",
    "LANGUAGES",
    "N_",
    "PseudoTranslator",
    "start_language",
    "tr",
    "use_language",
]

CONTEXT = "GMDesk"
ENGLISH = "en"
# Language codes the app offers, with their names in the language itself.
LANGUAGES = {ENGLISH: N_("English"), rules_i18n.PSEUDO: N_("Pseudo-language (for checking translations)")}


def tr(text: str, /, **values: object) -> str:
    """``text`` in the language in use, its ``{name}`` fields filled from ``values`` (if any)."""
    shown = QCoreApplication.translate(CONTEXT, text)
    return shown.format(**values) if values else shown


class PseudoTranslator(QTranslator):
    """Answers every lookup, ours and Qt's own, with the pseudo-language form of the source text."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return rules_i18n.pseudo(source_text)

    def isEmpty(self) -> bool:
        return False


class _Installed:
    translator: QTranslator | None = None


def use_language(code: str) -> None:
    """Use language ``code`` (one of LANGUAGES; anything else means English) from now on.

    Widgets built afterwards show it; those already built keep their words until rebuilt.
    """
    app = QCoreApplication.instance()
    if _Installed.translator is not None and app is not None:
        QCoreApplication.removeTranslator(_Installed.translator)
    _Installed.translator = None
    pseudo = code == rules_i18n.PSEUDO
    rules_i18n.use_pseudo(pseudo)
    if pseudo and app is not None:
        _Installed.translator = PseudoTranslator(app)
        QCoreApplication.installTranslator(_Installed.translator)


KEY_LANGUAGE = "view/language"


def start_language(settings: QSettings, asked: str | None = None) -> str:
    """Use the language asked for on the command line, else the one remembered, else English.

    A language asked for is remembered for later starts; an unknown code is English.
    """
    code = asked if asked is not None else str(settings.value(KEY_LANGUAGE, ENGLISH))
    if code not in LANGUAGES:
        code = ENGLISH
    if asked is not None:
        settings.setValue(KEY_LANGUAGE, code)
    use_language(code)
    return code
