"""What GM Desk needs to know of one combat system, in one frozen record: the plugin face of a system.

A `SystemPlugin` names the system (`id`, `name`) and points at its parts: the ruleset (a class or any
factory taking no argument), the stat-block model of its bestiary, the function giving its demo setup,
and the bestiary pack it ships. Every registry (the rulesets, the stat-block schemas, the demos) is
built from the list of plugins in `gm_desk.rules.systems`, so adding a system is one entry there or one
`register(plugin)` call.

A part is either the object itself or a reference ``"package.module:attribute"``, imported the first
time it is asked for. The five shipped systems use references: listing the systems, or validating a
stat block, then loads neither the engine nor every ruleset (the app's start stays as light as it was).

This module imports nothing of the engine, so a system's package, a test or a tool can declare a plugin
without loading anything.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any

Ref = Any  # the object itself, or "package.module:attribute"


@dataclass(frozen=True)
class SystemPlugin:
    """One combat system: its id, its name, and where its ruleset, stat block, demo and pack are."""

    id: str  # the id saved with campaigns, encounters and packs ("glowlands")
    name: str  # the name the GM reads ("Threat & Retaliation")
    ruleset: Ref  # a Ruleset class or a factory taking no argument
    statblock: Ref  # the pydantic model of one creature's stat block
    demo: Ref = None  # a function giving a fresh demo setup (a dict); None: no demo campaign
    pack: str | None = None  # the file name of the bestiary pack it ships in `bestiary/`, if any

    def __post_init__(self) -> None:
        if not self.id or not self.id.isidentifier() or self.id != self.id.lower():
            raise ValueError(f"a system id is a lower-case word, not {self.id!r}")
        if not self.name.strip():
            raise ValueError(f"the system {self.id!r} needs a name")

    def make_ruleset(self) -> Any:
        """A new instance of the system's ruleset."""
        return resolve(self.ruleset)()

    def statblock_model(self) -> Any:
        """The stat-block model class (importing its module the first time)."""
        return resolve(self.statblock)

    def demo_setup(self) -> dict[str, Any] | None:
        """A fresh copy of the system's demo setup, or None when it has none."""
        return None if self.demo is None else resolve(self.demo)()

    def loadable(self) -> bool:
        """True when the ruleset can be imported (a packaged build may leave a system out)."""
        if not isinstance(self.ruleset, str):
            return True
        module = self.ruleset.partition(":")[0]
        try:
            return importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:  # a parent package is missing too
            return False


def resolve(ref: Ref) -> Any:
    """The object a reference names ("package.module:attribute"); any other value is returned as is."""
    if not isinstance(ref, str):
        return ref
    module_name, colon, attribute = ref.partition(":")
    if not colon or not module_name or not attribute:
        raise ValueError(f"a plugin reference reads 'package.module:attribute', not {ref!r}")
    return getattr(importlib.import_module(module_name), attribute)
