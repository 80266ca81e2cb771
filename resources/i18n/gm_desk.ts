<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" sourcelanguage="en">
<context>
    <name>GMDesk</name>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>  (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source> rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source> round(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source> zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;About GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Action form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Add scene event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Bestiary search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Campaigns and party…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Dark (for a dim table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Duplicate encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Export combat log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Fights to simulate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;First in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Fit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Freeze player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Group selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Import encounter file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;New encounter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Open encounter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Print prep sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Refresh from bestiary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Remove hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Restore a backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Save encounter file as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Sides…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Ungroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Use map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>3d6+2, 2d20kh1, 4d6kh3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;b&gt;Scene events ({len_events})&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>&lt;b&gt;What would you like to do?&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;: {escape2} → {escape3}, {escape4} damage{effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>&lt;html&gt;&lt;body&gt;{join}&lt;/body&gt;&lt;/html&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;span style='font-size:15pt; font-weight:600'&gt;⚑ {escape}&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style='font-size:9pt'&gt;came up: {when} {get}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>A hazard or a happening (a lair's trick, a creaking bridge, a timer): its text comes up for you when its time comes. It is no combatant: nobody attacks it and it never counts for victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A pack holds creatures of one system; select creatures of one system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>A second window for the players: the order, the map, no secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A whole pack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>About GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Add a &amp;demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Add side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add the selected creature to the open encounter ({ADD_KEY})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add to encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Add {singular}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Advance to whatever comes next (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>All systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies of the side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>An encounter in prep follows the bestiary by itself: nothing to refresh before the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Announced ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Any other modifier the GM allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Apply new stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Apply to {pc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>As the &amp;system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Back up now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Backups are kept in {backup_dir}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Before the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>Bestiary editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaign name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Campaign:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Cancelled: no report for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Chance to go down (95%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Chance to reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Change &amp;system…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Change system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>Character name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/choices.py"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Choose a creature in the bestiary to edit it, or make a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Choose an attacker, a target and a weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Choose the number of fights and the seed, then Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Click a roll to roll it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Click a row of the turn order or a token on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Click a step to go back to it; click a later one to go forward again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Close the editor (Esc or Ctrl+W); asks first about unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Combat &amp;log filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Combat system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes up {when_words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Conditions tick {get}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Counted exactly over {count:,} equally likely rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Create a campaign first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Creatures already in the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Critical! Accept the Retaliation (+1 damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage or heal {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Damage or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Delete zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete {name} from the bestiary?

Encounters that already use it keep their copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete {shown} from the bestiary?

Encounters that already use them keep their copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Deleted {shown}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Di&amp;fficulty report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Dice &amp;seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Dice roller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Difficulty report — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Do it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Drag to resize the zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicated '{name}' as '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>E&amp;ncounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>End of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat, stalemate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Engage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Every creature in this fight matches its bestiary entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Every creature of a system:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Exact: each of the {n} ways {expr} can fall, tried through the rules as they stand now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export a bestiary pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Export a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export creatures as a pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export fight &amp;recap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Export fight recap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export prep sheet as &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Exported the combat log to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Exported {name} to {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Fight lengths (rounds):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>Fight lengths histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Fight recap: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the combat log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the log (name, zone, roll…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>G&amp;roups…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>GM Desk backs up your data when it opens (once a day), regularly while you work, and before every upgrade, import and restore. Restoring puts a backup in place of your current data; your current data is backed up first, so you can always come back to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk encounter (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>GM Desk manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>GM Desk rolls this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>GM Desk will be in {language} from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>GM Desk — Player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk — {name} — {name2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>GM Desk: your data file was set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/group.py"/>
        <source>Has {label_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Hazard — {zone_name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Hazard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>History of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Hold the clock (the table is discussing a rule, say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>How many ticks it lasts (0: until removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>If critical: accept the Retaliation (+1 damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import a bestiary pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Import a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Imported {name} as '{name2}' ({state}) in {campaign_name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Imported {name} from {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing a bestiary pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>In the order, by {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>In {system}: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Include my conditions of this system (the condition library)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Larger &amp;type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Last changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Last rolls (click to roll again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Leave it: nothing was applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Left out of the turn order until it acts or you reveal it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Link to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Made {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Manage conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Manage conditions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map files (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Maps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Mean track at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Members of {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>My creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Name of the group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Name of the map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>New encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>New name of the group {name}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>New stats from the bestiary for {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>New zone here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next  (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Next: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No Aspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No Retaliation was drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>No campaign yet: create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>No encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>No encounter is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Nobody chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing to recap yet: the fight has not begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Nothing was imported: {failure}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Now: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Odds of the {roll}: {odds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Open an encounter first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Open an encounter from the File menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Open another…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Open encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Open the selected creature in the editor (double-click or Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Opening your campaigns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Options — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Other modifier to the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Pack name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Pack not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Pack not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Paused by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick several combatants (Shift or Ctrl click), then group them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to group first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to take out of their group first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the tokens to take out of their group on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick two or more tokens on the map (drag a box around them), or pick them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Player view &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Prep sheet written to {name} ({pages} pages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>Pseudo-language (for checking translations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Put the hazard out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Put the picked combatants in one group (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Remove link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Remove side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove this entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume {name} — {where_it_stood}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resumed {name} at {where_it_stood}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Retaliation damage, if it fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Retaliation waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Roll to type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Round cap ({round_cap} rounds) reached or stalled: {capped:,} of {fights:,} fights ({capped_chance:.0%}), counted as not won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Run this encounter under:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>S&amp;preads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save &amp;map to library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Save encounter file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Save map to library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Save the whole combat log as a Markdown file, round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Save your changes to {name} first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Saved the map {name} ({count} zones) to the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Saving {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Scene &amp;events…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>Scene events — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Scene events…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search names, tags, packs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Select creatures in the bestiary to export just those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Show &amp;numbers to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Show folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Show or hide the dice roller ({SHORTCUT})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Simulating {fights:,} fights…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>Start the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Tactic: {DESCRIPTION}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Take the last step back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Take the picked combatants out of their group (Ctrl+Shift+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>The Action tab cannot offer a blast with the {weapon} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>The action was announced in time: start the clock to execute it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>The chosen side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The encounter cannot be put on paper: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight ends now; Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>The fight has started: groups are fixed. Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>The fight has started: only an encounter still in prep can change its system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>The fight is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {outcome_words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {result}. The group picks {benefits} benefit(s) and {drawbacks} drawback(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The fight recap was not written: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>The file was not imported: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>The library is empty: save a map from an encounter, or import one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The map: {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>The natural d20, if the player said it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>The party wins {pct_win_chance} of the fights (95% interval {pct_lo} to {pct_hi}): {word}. A fight lasts {rounds_mean:.1f} rounds on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>The search finds creatures of other systems: click to list every system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>The zone map is fixed during the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Theme changed; a few colours follow at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>There are no backups yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>These creatures' bestiary entries changed after they joined the fight. The ticked ones take the new stats now; their health and other tracks stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>This fight is over: its creatures keep the stats they fought with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>This roll is made at the table: type what the dice showed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Ticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Time is up, but the rules refused the loss: {rejected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Type a target to see the exact chance of reaching it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type only the total the player announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Type the damage it deals: a number or dice such as 1d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Ungroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Unlink from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Use a map from the &amp;library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>What &lt;b&gt;{zone_name}&lt;/b&gt; does to everyone in it each round, once the fight has started. The damage lands on each system's main track, as if you typed it in the damage box; every roll is the GM's and goes in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>What it does, for the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>What you read out or do when it comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Which dice GM Desk may roll itself when a roll is left blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Who is on which side (drag a combatant to another side, or use its token menu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Written by GM Desk on {date}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Wrote the fight recap to {file} ({count} sections, a picture each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>You have dealt with it: take it off the panel (Ctrl+Z brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Your own conditions for this system: add, edit, delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Zone name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Zones away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>all fight (until put out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>condition (pick or type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>e.g. Hexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>never spreads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>never: once only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>round </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>separate with commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>when the system ticks conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>why (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>{chance_words} to reach {target} or more{exact}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{count} combatants are in the group {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>{currentText} bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>{escape}&lt;br&gt;&lt;i&gt;Default: {escape2} · {escape3}.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{exc}

Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr}: type the {dice_word} the player rolled (or only the total, with Total); {blank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{fights:,} simulated fights, seed {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{join} — show all systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{label}: type what was rolled (left empty, GM Desk rolls it if allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} by their stat block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} in the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} and {name2} are engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} belongs to another combat system than this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} joins the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{name} was not imported:

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} ↔ {name2}
Select and press Delete to remove (prep only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{name}: could not be written ({exc}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>{name}: damage, or healing with a minus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{roll} roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{title} — prep sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>{where} Its text shows in the combat panel until you dismiss it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A barrier blocks a direct attack: only an indirect one goes over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A bleeding-out character must roll to survive first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A burning combatant can only put the fire out, flee or shout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A card is already held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A combatant cannot target themself with that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A critical hit cannot be dodged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A defence against this attack has already been declared or tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A dodge answers a ranged attack only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A fight needs at least two sides with someone able to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A group stands on one side: that combatant cannot join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry answers a melee attack only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry stops physical harm only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A reaction is used outside the combatant's own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A restrained combatant can only break free or shout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A roll that is not GM Desk's to make was left blank: type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A side has nobody able to fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A turn is still running: end it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A value given is not one this command takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add at least one PC before starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add someone to the fight first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} against {s_def}: detected! Their opponents draw an extra card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} beats {s_def}: the ambushers draw an extra card{bonus}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} ties {s_def}: nobody draws an extra card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>An ambush is settled before the cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Armour cannot be put on or taken off during a fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <source>Before the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Beyond half range, a ranged attack cannot be made while moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are dealt once: nobody draws again during the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are swapped only at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>Chase: {len_escaped} escape, {len_caught} are caught.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll: only PCs do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>End-of-round Retaliations come after every PC has had a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>Every faction passed: the {replace} phase ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>Fast action threshold: {fat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>GM Desk could not apply that, and nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>It is not this combatant's (or this side's) turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>Morale check for {group}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>More picks than the fight allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Name at least one benefit or drawback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Name the instigator of the opening action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No Retaliation damage is waiting under that id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No action of that kind is left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card is held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card swap has been earned this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No cards have been dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No creature is standing to set the difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No encounter is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No manoeuvre of that speed is left this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No such check is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No team can pick now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No way leads there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is holding on here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is in reach to be the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is restrained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody's turn is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough focus left for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough stamina left for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing blocks that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing is waiting for that answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only after the enemy does harm may that be done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only concealed ambushers act in the ambush turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only fighters acting together choose whether to act or move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only two different PCs may swap cards by choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Phase: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Place the combatant on the map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Poison (toxicity {toxicity}) {p} against Endure {e}: {harm} harm to {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Roll {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Rolls are made against creatures, not PCs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>Seizing initiative: {rolls}. The order stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>Seizing initiative: {rolls}. They act together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>Seizing initiative: {rolls}. {n} acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Several cards are held: say which one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Some initiative rolls are still missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone already stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone else makes this decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something earlier is waiting to be settled first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something the command needs was not said.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>Stray shot! {n}'s attack flies at {n2} instead of {n3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Teams choose who acts at each pick: only the order of the teams can be set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can be tried only once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can only be done at another moment of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done while moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done with this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be used as a counter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is held by someone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is not in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an ally here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an enemy in the same zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not in the party.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not waiting to act in this part of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant may not do this now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant's stat block is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That condition is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That creature owes no end-of-round Retaliation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That has already been checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That hazard is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That id is already taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is further than this combatant can go or reach now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is not a valid target for this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item cannot block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is destroyed or on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That needs another action to be taken first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That roll has already been made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That scene event is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side still has combatants: move them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is already loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not described correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not used with that attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon must be reloaded first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon needs no reloading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That zone still has combatants in it: move them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The GM sets aside {who}'s Retaliation against {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The ambush has already been settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The ambushers strike unseen: each draws an extra card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The attack roll is made: too late to defend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>The blast is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>The blows land together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The cards are not dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has a value that is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has no such Aspect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The combatant has no such condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The data file could not be written: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The dice given are not valid for this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter ends: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter's setup would not be valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fight has not ended yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fight has started: its setup is fixed (undo back to the start to change it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fire table has no such intensity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>The joint step ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The number of cards given is not the number drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The option this needs is off in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order follows the cards: swap cards to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order given must list each one exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The other combatant does not agree to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The party's lead must first take or cede the initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The poison still works in {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The saved log does not replay: a recorded roll is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side holding the initiative must first choose who goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose a character or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose who acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot be seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot intercept an attack on themself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is already held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is immune to that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is not nearby.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of reach of that weapon or power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is too close for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be incapacitated for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be unconscious for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team order given must list each team exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team whose pick it is must choose someone: teams cannot pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are not engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must be next to each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must stand in the same zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The way is blocked (an enemy or an obstacle stands in it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such combatant in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such faction in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such side in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such team in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is nobody to ambush.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot react now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot talk to the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant carries no weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already commanded that ally this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already moved this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no extended action under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no health track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no prepared action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no reaction left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no readied action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not dropped that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not surrendered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant holds nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already burning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already in cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is engaged and must back out first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is held and cannot move away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is in no state to flee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not bleeding out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not burning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not holding that weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not poisoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is too slow for a fast action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant must be behind cover for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant's mouth is covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This creature has no such Retaliation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This encounter has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight gives nothing to pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight's picks are already recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system does not do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This table's options do not allow that weapon for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This turn's one Aspect roll is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those are not tied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those two share one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones are already linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones share no border.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Under this table's reading only party members delay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>breaks free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>fled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>still blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{_name} and {_name2} collide at {at}: resolve an overrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} attacks {what} ({weapon}, {mode}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} becomes the target instead of {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} counters with {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} counts as having acted this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} delivers a final blow to {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} hesitates too long and does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} is hit: {rolled} less armour {armour} = {dealt} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} lets go of {_n2} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} must {fate}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} no longer needs a morale save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} proposes: {effect}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} puts {items} to use (it may wear out by the end of the fight).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} reacts ({kind}), using up the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} shoves {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} surrenders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} takes a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} takes up the fight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n} tries to move away from nearby enemies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n}'s attack is called off: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_n}'s attack is resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_side} go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_side} hold the initiative{how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/view.py"/>
        <source>{_side}' go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} is skipped ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} rolls {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}: {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are no longer engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{cause}: {skill} tests need {extra} extra success(es).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: hit for {harm} harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: miss (needed {need}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{names} act together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{name} first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {condition} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is revealed by the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition} for {rounds} round(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} joins the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} leaves the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} moves to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} steps out of hiding to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} attacks {n2} with the {weapon}: {total}{penalty} against evasion {evasion}, luck {luck}: {verdict}{crit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} attempts a killing strike on {n2}: {total} vs {dc}, {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} blocks with the {item}: it takes {to_item} (durability {durability}){extra}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} breaks free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} burns: {harm} harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} cannot be surprised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} commands {n2} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to get a grip on {n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} falls before striking {n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} falls unconscious ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft without harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft: {harm} harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fights the flames ({progress} of {needed}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} fights to stay alive ({total} vs 10): {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} grapples {n2}: restrained{gag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{n} harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} hits {n2}{edge}: {total} against AC {armour_class}, {damage} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} is caught off guard and does not retaliate (its Retaliation is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} is skipped at card {card} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} knows no fear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} lets its end-of-round Retaliation pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} loses the turn ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} loses {to_endurance} endurance and {to_health} health.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} may force {n2} to swap cards ({how}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} may react before the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} missed every action and Considers Options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} misses {n2}{edge}: {total} against AC {armour_class}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} moves {metres} m to {tuple_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} must Fortify against {dc} or fall unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} opens the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} parries with the {item} (+{value}; durability {durability}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} prepares to {replace} when: {trigger}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} puts the fire out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} reacts: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} reloads the {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} rolls luck {luck} against death {dc}: {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} rolls {label}: {expr}{faces} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} steps in front of {n2} and becomes the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} struggles but is still held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} takes a step back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes the prepared {replace} as a reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes {amount} damage{extra}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} takes {amount} {kind} harm ({source}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} takes {dealt} ({raw} {family} less {reduction}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} ticks off a wound rank: {rank} ({wounds} of {of}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} tries to back out ({total}): {parts}; {end}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n} tries to bring {n2} round ({total} vs {dc}): {n2} {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/describe.py"/>
        <source>{n} was too slow to {stage} and loses the {slot} action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} will take {n2}'s {b_card} for the {a_card} at the next round start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {how} cards with {n2}: {n2} now has {b_card}, {n} has {a_card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} ({successes} of {value} on {pool} dice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} a {skill} test ({what}): {successes} of {need} needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n}'s Retaliation is spent without effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n}'s card(s) {_cards} leave the fight ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n}'s turn ends: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/view.py"/>
        <source>{n}: {replace} {total} against {dc}, {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{purpose}, {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{side} join the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{status} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{text}, keeps {_cards}; {_cards2} {fate}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{who}'s Retaliation lands on {n}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
