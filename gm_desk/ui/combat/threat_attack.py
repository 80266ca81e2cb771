"""The attack against a Threat ("threat_attack"): attacker, target, weapon, the roll, and after.

The fight's system says what to show (`Presentation.attack_kit`, `attack_preview`, `attack_outcome`,
`attack_report`, as plain data from `gm_desk.rules.feature_data`) and names the command an attack is.
Before the roll the panel shows what the weapon meets (in Threat & Retaliation: the Melee Threat for
Engaged and Intimate weapons, the Ranged for the rest), where a critical starts, and the exact chances. The roll is
typed as the player rolled it or left to GM Desk; once typed, the outcome shows before anything is
sent, and on a critical the GM can accept the Retaliation for +1 damage. The damage (and any
Retaliation damage rolled at once) can be typed too: the panel asks the rules which dice the command
will need. After the attack: the outcome, the damage, and every Retaliation that fired, with one
click to apply the ones that wait (`pending.py`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gm_desk.rules.events import Command
from gm_desk.rules.feature_data import AttackKit, AttackPreview, AttackWeapon
from gm_desk.rules.i18n import percent  # exact odds too: 399/400 reads 99.8%, not 100%
from gm_desk.rules.presentation import THREAT_ATTACK
from gm_desk.rules.state import Combatant, EncounterState
from gm_desk.rules.tx import Outcome
from gm_desk.ui.combat.attack_report import OUTCOME_COLOURS, OUTCOME_WORDS, summary_html
from gm_desk.ui.combat.dice_entry import DiceEntry, first_waiting, purpose_words, sync_dice_rows
from gm_desk.ui.combat.notes import show_note
from gm_desk.ui.combat.pending import PendingRetaliations
from gm_desk.ui.combat.probe import probe
from gm_desk.ui.combat.scroll import form_page
from gm_desk.ui.combat.sending import Sender
from gm_desk.ui.combat.sides import FOE, foes_first, relation
from gm_desk.ui.i18n import N_, tr
from gm_desk.ui.notice import Notice, Notices
from gm_desk.ui.plain_text import html, plain_label
from gm_desk.ui.session import EncounterSession
from gm_desk.ui.theme import style
from gm_desk.ui.wrap_button import WrapCheckBox

WAITING_CODES = ("NO_TURN",)  # no PC's turn runs: the form waits for one (a hint, not an error)
# The acting PC has made this turn's attack: the form says so plainly (a state of the fight, not a mistake).
SPENT_CODES = ("ASPECT_ROLL_ALREADY_USED", "ONCE_PER_TURN", "ALREADY_ACTED", "NO_ACTIONS_LEFT")
EDGES = (("", N_("Normal roll")), ("advantage", N_("Advantage")), ("disadvantage", N_("Disadvantage")))


def d20_expression(modifier: int) -> str:
    """The plain d20 the roll field shows before the rules have read the attack."""
    return f"1d20{modifier:+d}" if modifier else "1d20"


def crit_words(crit: int, modifier: int) -> str:
    """When the attack is critical, truthfully: a natural 20 always is; a total only if a d20 can reach it."""
    if 20 + modifier >= crit:
        return tr("critical on {crit}+ or a natural 20", crit=crit)
    return tr("critical only on a natural 20 ({crit}+ is out of reach)", crit=crit)


class ThreatAttackPanel(QWidget):
    """Attack a creature's Threat and deal with its Retaliation.

    The fields scroll; the note and the Attack button sit below them, outside the scrolling part, so
    rows that come and go never move the button and it is always in view. Return attacks.
    """

    scrolls_itself = True
    done = Signal()  # an attack was sent and applied: the keys go back to the fight

    def __init__(self, notices: Notices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("threatAttackPanel")
        self.session: EncounterSession | None = None
        self._filling = False
        self.attacker = QComboBox(self)
        self.attacker.setObjectName("attackerBox")
        self.target = QComboBox(self)
        self.target.setObjectName("targetBox")
        self.weapon = QComboBox(self)
        self.weapon.setObjectName("weaponBox")
        self.aspect = QComboBox(self)
        self.modifier = QSpinBox(self)
        self.modifier.setAccessibleName(tr("Other modifier to the roll"))
        self.modifier.setRange(-20, 20)
        self.modifier.setPrefix("+ ")
        self.modifier.setToolTip(tr("Any other modifier the GM allows"))
        self.edge = QComboBox(self)
        for key, text in EDGES:
            self.edge.addItem(tr(text), key)
        for box in (self.attacker, self.target, self.weapon, self.aspect, self.edge):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6)
        self.threat_label = QLabel(self)
        self.threat_label.setObjectName("threatLabel")
        self.threat_label.setTextFormat(Qt.TextFormat.RichText)  # bold words, and the data escaped
        self.threat_label.setWordWrap(True)
        self.odds_label = QLabel(self)
        self.odds_label.setObjectName("oddsLabel")
        self.odds_label.setTextFormat(Qt.TextFormat.RichText)
        self.odds_label.setWordWrap(True)
        self.roll = DiceEntry("1d20", self, purpose="attack")
        self.roll.setObjectName("attackRoll")
        self.accept = WrapCheckBox(tr("If critical: accept the Retaliation (+1 damage)"), self)
        self.accept.setObjectName("acceptRetaliation")
        self.damage = DiceEntry("1d6", self, purpose="damage")
        self.damage.setObjectName("damageRoll")
        self.extra_title = QLabel(tr("Retaliation damage, if it fires"), self)
        self.extra_title.setObjectName("sectionLabel")
        self.extra_title.hide()
        self.extra_box = QFormLayout()
        self.extra: dict[str, DiceEntry] = {}
        self.sending = Sender()  # the rolls the engine asked for, the attack the result reports
        self._extra_actors: dict[str, str | None] = {}
        self.attack_button = QPushButton(tr("Attack"), self)
        self.attack_button.setObjectName("attackButton")
        self.attack_button.setMinimumHeight(32)
        self.attack_button.clicked.connect(self.attack)
        self.problem = plain_label(parent=self)
        self.problem.setObjectName("attackProblem")
        self.problem.setWordWrap(True)
        style(self.problem, "color: #b42318;")
        self.result = QLabel(self)
        self.result.setObjectName("attackResult")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.hide()
        self.pending = PendingRetaliations(notices.submit, self)

        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setVerticalSpacing(5)
        who = QHBoxLayout()
        who.addWidget(self.attacker, 1)
        who.addWidget(QLabel("→", self))
        who.addWidget(self.target, 1)
        form.addRow(tr("Attack"), who)
        form.addRow(tr("With"), self.weapon)
        mods = QHBoxLayout()
        mods.addWidget(self.aspect, 1)
        mods.addWidget(self.modifier)
        mods.addWidget(self.edge)
        form.addRow(tr("Roll"), mods)
        against = QVBoxLayout()
        against.setSpacing(0)
        against.addWidget(self.threat_label)
        against.addWidget(self.odds_label)
        form.addRow(tr("Against"), against)
        form.addRow("d20", self.roll)
        form.addRow("", self.accept)
        form.addRow(tr("Damage"), self.damage)
        parts: list[QWidget | QLayout] = [form, self.extra_title, self.extra_box, self.result, self.pending]
        self.scroll_area = form_page(self, parts, self.problem, self.attack_button)

        self.attacker.currentIndexChanged.connect(self._attacker_changed)
        for box in (self.target, self.aspect, self.edge):
            box.currentIndexChanged.connect(self._update)
        self.weapon.currentIndexChanged.connect(self._weapon_changed)
        self.modifier.valueChanged.connect(self._update)
        self.roll.changed.connect(self._update)
        self.damage.changed.connect(self._update_problem)
        self.accept.toggled.connect(self._update_extra)
        notices.follow(self.on_change)

    # --- the session ------------------------------------------------------------------------------

    def on_change(self, notice: Notice) -> None:
        session = notice.session
        # The system of an encounter without this feature: the panel shows nothing of it.
        self.session = session if session is not None and session.ruleset.presentation.shows(THREAT_ATTACK) else None
        if notice.opened:
            self._forget()
        if notice.encounter:
            self.refresh()

    def _forget(self) -> None:
        """Another encounter is open: nothing chosen, typed or reported of the last one."""
        self.sending.forget()
        for box in (self.attacker, self.target, self.weapon, self.aspect):
            self._filling = True
            box.clear()
            self._filling = False
        self.modifier.setValue(0)
        self.edge.setCurrentIndex(0)
        for entry in (self.roll, self.damage, *self.extra.values()):
            entry.clear()
        self.accept.setChecked(False)
        self.result.hide()
        show_note(self.problem, "", error=False)

    @property
    def state(self) -> EncounterState | None:
        return self.session.state if self.session is not None else None

    def refresh(self) -> None:
        state = self.state
        if self.sending.stale(self.session):
            self.result.hide()  # the attack shown was taken back, or something else happened since
            self.sending.asked = {}
        # Enabled first: a field of a disabled form asks for nothing, and the button would be judged
        # on that (after a resume the Attack button looked ready while the player's roll was missing).
        shown = self.session is not None and self.session.ruleset.presentation.shows(THREAT_ATTACK)
        self.setEnabled(state is not None and shown and state.outcome is None)
        self._fill(
            self.attacker, [c for c in state.pcs() if c.active] if state else [], self._default_attacker()
        )
        self._attacker_changed()
        self.pending.show_state(state)

    def _default_attacker(self) -> str | None:
        state = self.state
        if state is None:
            return None
        return state.actor if state.actor and state.get(state.actor).is_pc else None

    def _fill(
        self, box: QComboBox, people: list[Combatant], prefer: str | None = None, who: str | None = None
    ) -> None:
        """Fill a list of combatants: `who`'s foes first, then a separator and the others, marked."""
        keep = box.currentData()
        self._filling = True
        box.clear()
        state = self.state
        items = [(c.name, c.id) for c in people]
        kinds = [relation(state, who, c.id) if state is not None else FOE for c in people]
        usual, unusual = foes_first(items, kinds)
        for text, cid in usual:
            box.addItem(text, cid)
        if usual and unusual:
            box.insertSeparator(box.count())
        for text, cid in unusual:
            box.addItem(text, cid)
        for wanted in (prefer, keep):
            if wanted is not None and box.findData(wanted) >= 0:
                box.setCurrentIndex(box.findData(wanted))
                break
        self._filling = False

    # --- choosing ---------------------------------------------------------------------------------

    def keyboard_entry(self, actor: Combatant | None) -> QWidget | None:
        """Where the keys start an attack: the d20 field, when the acting combatant attacks from here
        (a PC whose turn it is); None when it does not."""
        if actor is None or not actor.is_pc or self.attacker.findData(actor.id) < 0:
            return None
        self.attacker.setCurrentIndex(self.attacker.findData(actor.id))
        return self.roll.input

    def use_selection(self, cids: list[str]) -> None:
        """Attacker and target from what the GM selected (map tokens, order rows)."""
        state = self.state
        if state is None:
            return
        for cid in cids:
            c = state.combatants.get(cid)
            if c is None:
                continue
            box = self.attacker if c.is_pc else self.target
            if box.findData(cid) >= 0:
                box.setCurrentIndex(box.findData(cid))

    def choose(
        self, attacker: str | None = None, target: str | None = None, weapon: str | None = None
    ) -> None:
        for box, value in ((self.attacker, attacker), (self.target, target), (self.weapon, weapon)):
            if value is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))

    def _pc(self) -> Combatant | None:
        state, cid = self.state, self.attacker.currentData()
        return state.combatants.get(cid) if state is not None and cid else None

    def _npc(self) -> Combatant | None:
        state, cid = self.state, self.target.currentData()
        return state.combatants.get(cid) if state is not None and cid else None

    def _kit(self) -> AttackKit | None:
        """What the chosen attacker may attack with, as the fight's system says."""
        state, pc = self.state, self._pc()
        if self.session is None or state is None or pc is None:
            return None
        return self.session.ruleset.presentation.attack_kit(state, pc.id)

    def _weapon(self) -> AttackWeapon | None:
        kit, name = self._kit(), self.weapon.currentData()
        return kit.weapon(name) if kit is not None and name is not None else None

    def _attacker_changed(self, *args: Any) -> None:
        if self._filling:
            return
        state, pc = self.state, self._pc()
        foes = [c for c in state.npcs() if c.active] if state else []
        engaged = [f.id for f in foes if pc is not None and f.id in pc.engaged]
        self._fill(self.target, foes, engaged[0] if engaged else None, pc.id if pc is not None else None)
        self._filling = True
        keep = self.weapon.currentData()
        self.weapon.clear()
        kit = self._kit()
        for w in kit.weapons if kit is not None else ():
            self.weapon.addItem(
                tr(
                    "{weapon} — {reach}, {damage}",
                    weapon=w.name,
                    reach=w.reach,
                    damage=w.damage or tr("no damage"),
                ),
                w.name,
            )
        if keep is not None and self.weapon.findData(keep) >= 0:
            self.weapon.setCurrentIndex(self.weapon.findData(keep))
        keep_aspect = self.aspect.currentData()
        self.aspect.clear()
        self.aspect.addItem(tr("No Aspect"), None)
        for name, value in kit.aspects if kit is not None else ():
            self.aspect.addItem(tr("{aspect} {value:+d}", aspect=tr(name.capitalize()), value=value), name)
        if keep_aspect is not None and self.aspect.findData(keep_aspect) >= 0:
            self.aspect.setCurrentIndex(self.aspect.findData(keep_aspect))
        self._pick_reachable()
        self._filling = False
        self._update()

    def _weapon_changed(self, *args: Any) -> None:
        if self._filling:
            return
        self._filling = True
        self._pick_reachable()
        self._filling = False
        self._update()

    def _out_of_reach(self, target: str | None, weapon: str | None = None) -> bool:
        """Would the rules refuse this target for the reach of `weapon` (the chosen one by default)?"""
        pc, kit = self._pc(), self._kit()
        weapon = weapon if weapon is not None else self.weapon.currentData()
        if self.session is None or pc is None or weapon is None or target is None or kit is None:
            return False
        cmd = Command(kit.command, pc.id, {"target": target, "weapon": weapon})
        found = probe(self.session.ruleset, self.session.state, cmd)
        return found.rejected is not None and found.rejected.code in kit.reach_codes

    def reachable(self, weapon: str | None = None) -> list[str]:
        """The targets in the list that `weapon` (the chosen one by default) can reach."""
        targets = [self.target.itemData(i) for i in range(self.target.count())]
        return [cid for cid in targets if cid is not None and not self._out_of_reach(cid, weapon)]

    def _weapons(self) -> list[str]:
        return [self.weapon.itemData(i) for i in range(self.weapon.count()) if self.weapon.itemData(i)]

    def _pick_reachable(self) -> None:
        """Nothing out of reach comes chosen: the target defaults to one the weapon can reach (the chosen
        one, if it can), and a weapon that reaches no foe gives way to one that reaches a foe."""
        state = self.state
        if state is None or not self._out_of_reach(self.target.currentData()):
            return
        attacker = self.attacker.currentData()
        for weapon in [self.weapon.currentData(), *self._weapons()]:
            can = self.reachable(weapon)
            foes = [cid for cid in can if relation(state, attacker, cid) == FOE]
            if foes or (can and weapon == self.weapon.currentData()):
                self.weapon.setCurrentIndex(self.weapon.findData(weapon))
                self.target.setCurrentIndex(self.target.findData((foes or can)[0]))
                return

    def _reach_hint(self, weapon: str) -> str:
        """The chosen weapon reaches no foe: what would help (another weapon, or moving closer),
        never a circle back to the same choice."""
        others = [w for w in self._weapons() if w != weapon and self.reachable(w)]
        if others:
            return tr(
                "No foe is within reach of the {weapon}: the {other} reaches one.",
                weapon=weapon,
                other=others[0],
            )
        pc = self._pc()
        return tr(
            "No foe is within reach of {name}'s weapons: move {name} closer first (drag the token on the map).",
            name=pc.name if pc is not None else "",
        )

    # --- reading the plan -------------------------------------------------------------------------

    def terms(self) -> AttackPreview | None:
        """The rules' reading of the attack as chosen: what it meets, modifier, edge, odds (None when incomplete)."""
        state, cmd = self.state, self.command()
        if self.session is None or state is None or cmd is None:
            return None
        return self.session.ruleset.presentation.attack_preview(state, cmd)

    def verdict(self) -> str:
        """The typed roll's total and outcome as shown beside it ("12 success"), or ""."""
        outcome, roll = self.typed_outcome(), self.roll.preview()
        return f"{roll.total} {tr(OUTCOME_WORDS[outcome]).lower()}" if outcome and roll else ""

    def typed_outcome(self) -> str | None:
        """The outcome of the typed roll (None while it is left to roll)."""
        state, roll, cmd = self.state, self.roll.preview(), self.command()
        if self.session is None or state is None or roll is None or cmd is None:
            return None
        return self.session.ruleset.presentation.attack_outcome(state, cmd, roll)

    def command(self) -> Command | None:
        """The attack as chosen, as the command the fight's system names (None while incomplete)."""
        pc, npc, weapon, kit = self._pc(), self._npc(), self._weapon(), self._kit()
        if pc is None or npc is None or weapon is None or kit is None:
            return None
        args: dict[str, Any] = {"target": npc.id, "weapon": weapon.name}
        if self.modifier.value():
            args["modifier"] = self.modifier.value()
        if self.aspect.currentData():
            args["aspects"] = [self.aspect.currentData()]
        if self.edge.currentData():
            args[self.edge.currentData()] = True
        if self.accept.isChecked() and self.accept.isEnabled():
            args["accept_retaliation"] = True
        dice: dict[str, Any] = {}
        for purpose, entry in (("attack", self.roll), ("damage", self.damage), *self.extra.items()):
            if entry.isEnabled() and entry.value() is not None:
                dice[purpose] = entry.value()
        return Command(kit.command, pc.id, args, dice)

    # --- showing it -------------------------------------------------------------------------------

    def _update(self, *args: Any) -> None:
        if self._filling:
            return
        state, weapon, npc, terms = self.state, self._weapon(), self._npc(), self.terms()
        modifier = terms.modifier if terms is not None else self.modifier.value()
        edge = terms.edge if terms is not None else None
        self.roll.set_expression(terms.roll if terms is not None else d20_expression(modifier))
        self.damage.set_expression(weapon.damage if weapon is not None and weapon.damage else "0")
        self.damage.setEnabled(weapon is not None and bool(weapon.damage))
        if state is None or terms is None or npc is None:
            self.threat_label.setText(html(tr("Choose an attacker, a target and a weapon.")))
            self.odds_label.setText("")
            self._update_extra()
            return
        edge_words = f", {tr(edge)}" if edge else ""
        self.threat_label.setText(
            f"<b>{html(terms.against)}</b> · {html(crit_words(terms.critical_from, modifier) + edge_words)}"
        )
        self.odds_label.setText(
            " · ".join(
                f"<span style='color:{OUTCOME_COLOURS.get(kind, '#1c2638')}'>{tr(OUTCOME_WORDS.get(kind, kind))} {percent(chance)}</span>"
                for kind, chance in terms.odds
            )
        )
        outcome = self.typed_outcome()
        if outcome is None:
            self.accept.setEnabled(True)
            self.accept.setVisible(True)
            self.accept.setText(tr("If critical: accept the Retaliation (+1 damage)"))
        else:
            total = self.roll.preview().total  # type: ignore[union-attr]
            colour = OUTCOME_COLOURS[outcome]
            self.roll.result.setText(
                f"<b style='color:{colour}'>{total} {tr(OUTCOME_WORDS[outcome]).lower()}</b>"
            )
            self.accept.setEnabled(outcome == "critical")
            self.accept.setVisible(outcome == "critical")
            self.accept.setText(tr("Critical! Accept the Retaliation (+1 damage)"))
            self.damage.setEnabled(outcome != "fail" and bool(weapon and weapon.damage))
        self._update_extra()

    def _update_extra(self, *args: Any) -> None:
        """Dice fields for the further rolls the attack will make (Retaliation damage rolled at once)."""
        wanted: dict[str, str] = {}
        actors: dict[str, str | None] = {}
        cmd = self.command()
        if self.session is not None and cmd is not None and self.roll.value() is not None:
            found = probe(self.session.ruleset, self.session.state, cmd)
            for r in found.rolls:
                if r.purpose not in ("attack", "damage"):
                    wanted[r.purpose], actors[r.purpose] = r.expr, r.actor
        for purpose, (expr, actor) in self.sending.asked.items():
            if purpose not in ("attack", "damage"):
                wanted.setdefault(purpose, expr)
                actors.setdefault(purpose, actor)
        self._extra_actors = actors
        names = {cid: c.name for cid, c in self.state.combatants.items()} if self.state else {}
        self.extra_title.setVisible(bool(wanted))
        self.extra = sync_dice_rows(
            self,
            self.extra_box,
            self.extra,
            wanted,
            lambda purpose, expr: names.get(purpose.partition(":")[2]) or purpose_words(purpose, names),
            self._update_problem,
        )
        self._update_problem()

    def _require(self) -> None:
        """Mark the rolls the campaign keeps for a person (the attacker's own, by default)."""
        session, pc = self.session, self._pc()
        names = {cid: c.name for cid, c in session.state.combatants.items()} if session else {}
        for entry, actor in (
            (self.roll, pc.id if pc else None),
            (self.damage, pc.id if pc else None),
            *((e, self._extra_actors.get(p)) for p, e in self.extra.items()),
        ):
            entry.set_required(session is not None and session.must_type(actor), names.get(actor or "", ""))

    def _update_problem(self, *args: Any) -> None:
        self._require()
        cmd, kit = self.command(), self._kit()
        text, error = "", True
        entries = (self.roll, self.damage, *self.extra.values())
        bad = [e for e in entries if e.isEnabled() and e.problem()]
        missing = [e.missing() for e in entries if e.missing()]
        if self.session is not None and self.session.in_prep:
            text, error = tr("Start the fight (Next) to attack: the first PC's turn opens this form."), False
        elif bad:
            text = bad[0].problem()
        elif cmd is None:
            text, error = tr("Choose an attacker, a target and a weapon."), False
        elif self.session is not None:
            found = probe(self.session.ruleset, self.session.state, replace(cmd, dice={}))
            code = found.rejected.code if found.rejected is not None else ""
            if code in WAITING_CODES:
                text, error = tr("The attack is made in a PC's turn: it opens when one begins."), False
            elif code in SPENT_CODES:
                pc = self._pc()
                text = tr(
                    "{name} has made this turn's attack: Next (Space) passes the turn.",
                    name=pc.name if pc is not None else "",
                )
                error = False
            elif kit is not None and code in kit.reach_codes and not self.reachable():
                text, error = self._reach_hint(str(cmd.args["weapon"])), False
            elif found.rejected is not None:
                text = found.rejected.message
            elif missing:
                text, error = missing[0], False
        show_note(self.problem, text, error=error)
        self.attack_button.setEnabled(cmd is not None and not text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return attacks (the fields pass Return on once they have read what was typed); while a roll
        is still to be typed, Return goes to it."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.attack_button.isEnabled():
                self.attack()
                return
            waiting = first_waiting((self.roll, self.damage, *self.extra.values()))
            if waiting is not None:
                waiting.take_focus()
                return
        super().keyPressEvent(event)

    # --- doing it ---------------------------------------------------------------------------------

    def attack(self) -> Outcome | None:
        cmd = self.command()
        if cmd is None or self.session is None:
            return None
        outcome = self.sending.send(self.session, cmd, self.problem, self.attack_button, self._update_extra)
        if outcome.ok:
            self.show_result(outcome.events)
            for entry in (self.roll, self.damage, *self.extra.values()):
                entry.clear()
            self.accept.setChecked(False)
            self.done.emit()
        return outcome

    def show_result(self, events: Any) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        report = session.ruleset.presentation.attack_report(state, events, session.describe)
        if report is None:
            return
        name = lambda cid: state.combatants[cid].name if cid in state.combatants else cid  # noqa: E731
        self.result.setText(summary_html(report, name))
        self.result.show()

    def result_text(self) -> str:
        return self.result.text() if not self.result.isHidden() else ""
