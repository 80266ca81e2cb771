"""How hard a fight is, in words and as a target: the bands a win chance falls in (easy, fair, hard,
deadly) and the target the tuner reads from a word or a number ("hard", "0.6", "60%")."""

from __future__ import annotations

from gm_desk.rules.i18n import N_, t

# (lowest win chance, word): the first band a chance reaches. The badge colours the same bands.
BANDS = (
    (0.9, N_("easy")),
    (0.7, N_("fair")),
    (0.4, N_("hard")),
    (0.0, N_("deadly")),
)
# The win chance a word asks for: the middle of its band.
TARGETS = {"easy": 0.95, "fair": 0.8, "hard": 0.55, "deadly": 0.2}
NO_FOES = N_("no foes")


def band_word(win_chance: float) -> str:
    """The band of a win chance, untranslated ("easy"...)."""
    return next(word for low, word in BANDS if win_chance >= low)


class BadTarget(ValueError):
    """A target the tuner cannot read, with the sentence that says why."""


def parse_target(text: str) -> float:
    """The win chance asked for: a word (easy, fair, hard, deadly), a fraction (0.6) or a percentage
    (60%); BadTarget in words for anything else, or for a chance outside 0 to 1 (0% to 100%)."""
    raw = str(text).strip().lower()
    if raw in TARGETS:
        return TARGETS[raw]
    percent = raw.endswith("%")
    number = raw[:-1].strip() if percent else raw
    try:
        value = float(number)
    except ValueError:
        raise BadTarget(
            t(
                "the target '{text}' is not a win chance: give easy, fair, hard or deadly, a fraction such as 0.6, or a percentage such as 60%.",
                text=text,
            )
        ) from None
    if value != value or value in (float("inf"), float("-inf")):
        raise BadTarget(t("the target '{text}' is not a win chance.", text=text))
    if percent:
        value /= 100
    elif value > 1:
        raise BadTarget(
            t("the target '{text}' is more than 1: write a percentage with its sign (60%).", text=text)
        )
    if not 0 <= value <= 1:
        raise BadTarget(t("the target '{text}' is not between 0% and 100%.", text=text))
    return value
