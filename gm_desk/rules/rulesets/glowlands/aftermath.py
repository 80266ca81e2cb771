"""After the fight: the benefits and drawbacks the group picks (chapter 000's ending).

`gm.end` puts in the outcome how many the group picks (victory 2 and 1, defeat 1 and 2, stalemate 1
and 1); `glowlands.aftermath {benefits, drawbacks}` records the names they chose, exactly that many
of each (fewer or more is refused: the picks are recorded once), as the event
AftermathRecorded whose reducer folds them into `state.outcome` — so undo and redo carry the picks
like any other command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import BENEFITS_CHOSEN, DRAWBACKS_CHOSEN
from gm_desk.rules.i18n import t, tn
from gm_desk.rules.ruleset import Prompt
from gm_desk.rules.tx import Reject

if TYPE_CHECKING:
    from gm_desk.rules.rulesets.glowlands import Glowlands
    from gm_desk.rules.state import EncounterState
    from gm_desk.rules.tx import Tx

# How many benefits and drawbacks each ending gives the group; other endings give none.
OWED = {"victory": (2, 1), "defeat": (1, 2), "stalemate": (1, 1)}
MAX_NAME = 200


def owed(result: str) -> dict[str, int]:
    benefits, drawbacks = OWED.get(result, (0, 0))
    return {"benefits": benefits, "drawbacks": drawbacks}


def picks_pending(outcome: dict[str, Any] | None) -> bool:
    """The fight is over, the outcome owes picks, and none have been recorded yet."""
    if not outcome or BENEFITS_CHOSEN in outcome:
        return False
    return bool(outcome.get("benefits") or outcome.get("drawbacks"))


def sample(outcome: dict[str, Any]) -> Command:
    """A command the group could give now (for the legal-command sample): every pick named."""
    return Command(
        "glowlands.aftermath",
        args={
            "benefits": [t("Benefit {n}", n=n) for n in range(1, int(outcome.get("benefits", 0) or 0) + 1)],
            "drawbacks": [t("Drawback {n}", n=n) for n in range(1, int(outcome.get("drawbacks", 0) or 0) + 1)],
        },
    )


def _names(cmd: Command, key: str) -> list[str]:
    raw = cmd.args.get(key, [])
    if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
        raise Reject("BAD_ARGUMENT", t("'{key}' is a list of names.", key=key))
    names = [n.strip() for n in raw if n.strip()]
    if any(len(n) > MAX_NAME for n in names):
        raise Reject(
            "BAD_ARGUMENT",
            t("A name in '{key}' holds at most {MAX_NAME} characters.", key=key, MAX_NAME=MAX_NAME),
        )
    return names


def record(rs: Glowlands, tx: Tx, cmd: Command) -> None:
    outcome = tx.state.outcome
    if outcome is None:
        raise Reject("NOT_ENDED", t("The fight has not ended yet."))
    if BENEFITS_CHOSEN in outcome:
        raise Reject("AFTERMATH_RECORDED", t("The group's picks for this fight are already recorded."))
    benefits, drawbacks = _names(cmd, "benefits"), _names(cmd, "drawbacks")
    allowed_b, allowed_d = int(outcome.get("benefits", 0) or 0), int(outcome.get("drawbacks", 0) or 0)
    if not (allowed_b or allowed_d):
        raise Reject(
            "NOTHING_TO_PICK",
            t("A {result} fight gives nothing to pick.", result=outcome.get("result", "finished")),
        )
    # The chapter's counts exactly: picks are recorded once, so a missing drawback would be lost for good.
    if (len(benefits), len(drawbacks)) != (allowed_b, allowed_d):
        fewer = len(benefits) < allowed_b or len(drawbacks) < allowed_d
        raise Reject(
            "TOO_FEW_PICKS" if fewer else "TOO_MANY_PICKS",
            t(
                "After a {result} the group names {benefits} and {drawbacks}, not {len_benefits} and "
                "{len_drawbacks}.",
                result=t(str(outcome.get("result", "fight"))),
                benefits=tn("{n} benefit", "{n} benefits", allowed_b, n=allowed_b),
                drawbacks=tn("{n} drawback", "{n} drawbacks", allowed_d, n=allowed_d),
                len_benefits=len(benefits),
                len_drawbacks=len(drawbacks),
            ),
        )
    tx.emit("AftermathRecorded", benefits=benefits, drawbacks=drawbacks)


def fold(state: EncounterState, data: dict[str, Any]) -> None:
    """A new outcome dict, never an update in place: undo snapshots share the old one."""
    state.outcome = {
        **(state.outcome or {}),
        BENEFITS_CHOSEN: list(data["benefits"]),
        DRAWBACKS_CHOSEN: list(data["drawbacks"]),
    }


def words(data: dict[str, Any]) -> str:
    benefits = ", ".join(data["benefits"]) or t("none")
    drawbacks = ", ".join(data["drawbacks"]) or t("none")
    return t(
        "The group takes from the fight: benefits: {benefits}; drawbacks: {drawbacks}.",
        benefits=benefits,
        drawbacks=drawbacks,
    )


def recorded_prompt(outcome: dict[str, Any] | None) -> Prompt | None:
    """Once the picks are recorded the prompt names them (before that, `table.prompt` asks for them)."""
    if not outcome or BENEFITS_CHOSEN not in outcome:
        return None
    data = {"benefits": outcome[BENEFITS_CHOSEN], "drawbacks": outcome.get(DRAWBACKS_CHOSEN, [])}
    over = t("The fight is over: {result}.", result=t(str(outcome["result"])))
    return Prompt("ended", f"{over} {words(data)}", data={"result": outcome["result"]})
