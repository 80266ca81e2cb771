"""A combat system implements the hooks of `SystemRules` and nothing else of the ruleset base; every hook
listed is one some system really implements; the shared helpers are plain functions."""

from __future__ import annotations

from gm_desk.rules import command_help
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.rulesets import BUILT_IN, get_ruleset
from gm_desk.rules.system_rules import HOOKS, SystemRules

# The base's members a system may also replace without being a hook: none today but one private handler
# (cards words its own gm.set_status, as its harm track decides what "down" means).
PRIVATE_OVERRIDES = {"_gm_set_status"}


def overridden(cls: type) -> set[str]:
    own = {name for name in vars(Ruleset) if not name.startswith("__") and name != "_abc_impl"}
    above = cls.__mro__[: cls.__mro__.index(Ruleset)]
    return {name for name in own if any(name in vars(k) for k in above)}


def test_the_systems_override_only_hooks_of_the_protocol() -> None:
    for plugin in BUILT_IN:
        extra = overridden(type(get_ruleset(plugin.id))) - set(HOOKS) - PRIVATE_OVERRIDES
        assert extra == set(), f"{plugin.id} overrides {sorted(extra)}, which are not hooks"


def test_every_hook_is_one_a_system_really_implements() -> None:
    used = set().union(*(overridden(type(get_ruleset(p.id))) for p in BUILT_IN))
    assert set(HOOKS) <= used, sorted(set(HOOKS) - used)
    assert (
        len(HOOKS) < len([n for n in vars(Ruleset) if not n.startswith("__")]) // 2
    )  # small beside the base


def test_the_protocol_lists_the_hooks_it_declares() -> None:
    declared = {n for n in vars(SystemRules) if not n.startswith("_")}
    assert declared == set(HOOKS)


def test_the_shared_helpers_are_plain_functions_the_base_only_points_to() -> None:
    for name in ("arg", "combatant", "require_turn", "spend", "free_id", "reveal_acting"):
        helper = getattr(command_help, name)
        assert callable(helper) and helper.__module__ == "gm_desk.rules.command_help"
        assert vars(Ruleset)[name].__func__ is helper
