"""Difficulty by simulation: a prepared encounter played many times through the real engine.

`simulate(setup, fights, seed, workers)` plays the fight with the declared tactic of `tactic.py` for
every side (`fight.py` plays one fight, `run.py` spreads chunks of fights over processes) and returns a
`Report` (`report.py`): the party's chance to win with its 95% interval, the fight lengths, each PC's
chance to go down and main track at the end, the Retaliations drawn most, and how often the round cap
was hit. Same seed, same report, whatever the number of workers. A run that would not end in reasonable
time (too many fights of too many combatants) is refused before it starts (`TooLarge`).
"""

from gm_desk.rules.difficulty.fight import ROUND_CAP, FightResult
from gm_desk.rules.difficulty.report import PcFigures, Report, wilson
from gm_desk.rules.difficulty.run import DEFAULT_FIGHTS, DEFAULT_WORKERS, TooLarge, simulate
from gm_desk.rules.difficulty.tactic import DESCRIPTION, Tactic

__all__ = [
    "DEFAULT_FIGHTS",
    "DEFAULT_WORKERS",
    "DESCRIPTION",
    "ROUND_CAP",
    "FightResult",
    "PcFigures",
    "Report",
    "Tactic",
    "TooLarge",
    "simulate",
    "wilson",
]
