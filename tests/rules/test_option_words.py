"""Every option of every system in words (#30.6, #30.10): its title, its text, each of its values and what
it accepts hold no key or Python value; the options that differ from their defaults are written in
the start's log line, in every system, and read the same from a replay."""

from __future__ import annotations

import pytest

from gm_desk.rules.demo import demo_setup_for
from gm_desk.rules.engine import Encounter
from gm_desk.rules.events import Command
from gm_desk.rules.options import Option
from gm_desk.rules.ruleset import Ruleset
from gm_desk.rules.rulesets import RULESETS, get_ruleset
from gm_desk.rules.setup import SetupError
from tests.programmer_words import programmer_words

SYSTEMS = list(RULESETS)


def starting(ruleset: Ruleset, enc: Encounter) -> Command:
    """The start the rules offer (a system that starts with "next" has no "start" command)."""
    legal = ruleset.legal_commands(enc.state)
    return next(c for c in legal if c.type in ("start", "next"))


def other_value(option: Option) -> object:
    if option.choices:
        return next(c for c in option.choices if c != option.default)
    if isinstance(option.default, bool):
        return not option.default
    return option.default + 1


@pytest.mark.parametrize("rid", SYSTEMS)
def test_every_option_reads_in_words(rid: str) -> None:
    for name, option in get_ruleset(rid).options.items():
        assert option.title, f"{rid}: the option {name} has no title"
        shown = [option.label(name), option.text, option.allowed_words(), option.value_words(option.default)]
        shown += [option.value_words(choice) for choice in option.choices]
        for text in shown:
            assert not programmer_words(text), f"{rid}.{name}: {text!r}"
        strings = [c for c in option.choices if isinstance(c, str)]
        assert all(c in option.words for c in strings), f"{rid}.{name}: a choice without words"


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_refused_option_is_named_in_words(rid: str) -> None:
    ruleset = get_ruleset(rid)
    name, option = next((n, o) for n, o in ruleset.options.items() if o.choices)
    with pytest.raises(SetupError) as refused:
        ruleset.resolve_options({name: "no such value"})
    assert option.label(name) in str(refused.value) and not programmer_words(str(refused.value))


@pytest.mark.parametrize("rid", SYSTEMS)
def test_the_start_logs_the_changed_options_in_words_and_a_replay_reads_them_again(rid: str) -> None:
    ruleset = get_ruleset(rid)
    setup = demo_setup_for(rid)
    picked = list(ruleset.options.items())[:3]
    setup["options"] = {**setup.get("options", {}), **{name: other_value(o) for name, o in picked}}
    enc = Encounter(setup)
    outcome = enc.handle(starting(ruleset, enc))
    assert outcome.ok, outcome.rejected
    line = enc.describe(outcome.events[0])
    assert line.startswith("The encounter begins. Options changed from their defaults: ")
    for name, option in picked:
        assert f"{option.label(name)}: {option.value_words(setup['options'][name])}" in line
    assert not programmer_words(line)
    replayed = Encounter.from_log(setup, enc.log)
    assert replayed.describe(next(replayed.events())) == line


@pytest.mark.parametrize("rid", SYSTEMS)
def test_a_start_with_every_option_at_its_default_says_only_that_it_begins(rid: str) -> None:
    ruleset = get_ruleset(rid)
    setup = demo_setup_for(rid)
    setup["options"] = {}
    enc = Encounter(setup)
    outcome = enc.handle(starting(ruleset, enc))
    assert enc.describe(outcome.events[0]) == "The encounter begins."
