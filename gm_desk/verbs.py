"""The verbs of the command line (`gm-desk import-encounter FILE`, ...), told apart from a start of the
window without loading the command-line module: a plain start reads only this (gm_desk/cli.py runs a verb)."""

from __future__ import annotations

VERBS = ("import-encounter", "export-encounter", "prep-sheet", "difficulty", "day", "recap", "share")


def split_verb(argv: list[str]) -> tuple[str | None, list[str]]:
    """The verb of a command line and its arguments; a `--data-dir DIR` given before the verb
    (`gm-desk --data-dir DIR import-encounter FILE`) is passed on after it. (None, argv) without a verb."""
    leading: list[str] = []
    index = 0
    while index < len(argv):
        if argv[index] == "--data-dir" and index + 1 < len(argv):
            leading += argv[index : index + 2]
            index += 2
        elif argv[index].startswith("--data-dir="):
            leading.append(argv[index])
            index += 1
        else:
            break
    if index < len(argv) and argv[index] in VERBS:
        return argv[index], argv[index + 1 :] + leading
    return None, argv
