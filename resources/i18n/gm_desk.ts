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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source> px on the map</source>
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
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source> rounds</source>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>&amp;Apply to this encounter</source>
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
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Choose picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Damage or condition on the picked…</source>
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
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Encounters, in the order fought:</source>
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
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Fights and rests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Fights to simulate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Fit to the zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Form of the acting combatant</source>
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
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Locked: clicks go to the zones (unlock to drag the picture on the map)</source>
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
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;New encounter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Notes…</source>
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
        <source>&amp;Quick roster…</source>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Remove picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Restore a backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Shows</source>
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
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>&amp;Turn by turn</source>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>'{name}' now uses the map {map}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>'{name}' now uses {system}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>(hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>(unknown campaign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>(unnamed {what})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>(your own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({face} dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({numerator} in {denominator})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>({n} more with no time kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>3d6+2, 2d20kh1, 4d6kh3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>&lt;b&gt;Reinforcements ({count})&lt;/b&gt; · not on the map until they arrive</source>
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
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>A condition: prone, or any name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights, and this campaign has one encounter. Prepare another in the Campaigns window (Prepare new…), or open this one and use Encounter ▸ Duplicate encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights: tick two encounters or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A fight still going after this many rounds is undecided, and ends the day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>A fight still going after this many rounds is undecided: neither won nor lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A full rest: everything recovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>A hazard or a happening (a lair's trick, a creaking bridge, a timer): its text comes up for you when its time comes. It is no combatant: nobody attacks it and it never counts for victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>A mundane item used as a weapon: a simple hand or great weapon, handled as already damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A pack holds creatures of one system; select creatures of one system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>A picture shown on its token, in the turn order and on its card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>A picture under the zones: a drawn map, or a photo of the battle mat. The zones are drawn over it, and the players see it too. PNG, JPEG or WebP, up to 20 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest after “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest here, and what it lets recover:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest, but nothing recovers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest: {recovers}</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>AGI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>AGL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>AGL check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>About GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Above or below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Action roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Acts first when simultaneous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Add PC…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Add a &amp;demo campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add copies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Add scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Add side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Add the character first, then give it a portrait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add the selected creature to the open encounter ({ADD_KEY})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add the {count} found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Add to each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add to encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add {count}</source>
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
        <source>Advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>After “{name}”, before “{next}”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Agility save target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Aimed here</source>
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
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Also possible now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>An encounter in prep follows the bestiary by itself: nothing to refresh before the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>An offline combat assistant for game masters who run zone-based fights: prep the map and the foes, then run turns, moves, attacks and conditions at the table, with undo for everything.</source>
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
        <source>Applied {text}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Applied: {changes}. Edit ▸ Undo takes it back in one step.</source>
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
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Apply to each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Apply to {pc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Armour class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Armour damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>Arrives later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>As the &amp;system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>At most {limit} a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the end of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the start of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>At the start of round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the start of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Attack bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attack odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Attack roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes it can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/backup_timer.py"/>
        <source>Automatic backup failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Back to the &amp;map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Back up now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Back-out roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Backups are kept in {backup_dir}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Before the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Before the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Before the round</source>
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
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json *.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Between the fights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Blast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here with the {weapon}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast landed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Bleed-out roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Block value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>Bring in now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>By &amp;combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>C&amp;ombatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Ca&amp;mpaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
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
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Campaign: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Cancel tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Cancelled: no report for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Cannot be surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Carries a light</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Chance to succeed (or better) / chance of a critical, the Threat each weapon meets below.</source>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>Character name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/choices.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Choose a creature in the bestiary to edit it, or make a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Choose a map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose a portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Choose an attacker, a target and a weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Choose the number of fights, the seed and the round cap, then Run.</source>
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
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
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
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Combat log: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Combat system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>Combat systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
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
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Command {seq}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Concealed at start (ambusher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Condition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Conditions tick {when}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Conditions: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Constitution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Copy address</source>
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
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Creature</source>
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
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Creatures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical threshold (luck die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Critical! Accept the Retaliation (+1 damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>D&amp;ays to simulate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Damage (harm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage and conditions wait for the fight: start it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damage die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage is what landed, as the log records it. The average expected is what the same dice give on average; above or below adds up how far the rolls came from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on everyone here ({count})…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage or heal {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Damage or heal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Damage or heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Damage type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage: 7 or 2d6+1 · heal: -3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Date: {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Death difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Deflection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete campaign</source>
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
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete encounter</source>
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
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” and its log?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” with its party and every encounter in it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Deleted {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Deleted {shown}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Di&amp;fficulty report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Dice &amp;seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Dice are rolled once for all of them.</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Difficulty report — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: cannot be simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: estimating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: no foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Discard what you typed in the notes?</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>Double-click anywhere to create the first zone</source>
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
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicate encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicated '{name}' as '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Durability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>During the fight: links and terrain change, names and hazards wait</source>
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
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Edit scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Elemental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Empty for no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Encounter: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Encounters of the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>End of the day</source>
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
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Endurance</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Engaged with {names}</source>
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
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter all (roll the empty ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter the typed ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter typed, roll the creatures'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Evasion</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Everyone in {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Everything is saved first; the open encounter opens again.</source>
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
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Export prep sheet as PDF</source>
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
    <message numerus="yes">
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Exported {count} creatures to {name}.</source>
        <comment>Exported {count} creature to {name}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
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
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fade map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Fast action threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fear (successes to resist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Fight</source>
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
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Fight over: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Fight recap: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter earlier in the day (Ctrl+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter later in the day (Ctrl+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Fights are being simulated in the background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Figures by combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>File ▸ Open encounter… (Ctrl+O)</source>
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
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fire intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fit map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>From the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>From {pack}</source>
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
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>GM Desk encounter (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>GM Desk ignored a setting it could not read in {file}: {what}; the default is used instead.</source>
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
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk shows {language} once it starts again. Start it again now?</source>
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
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>GM override: {track} {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>GM's turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Give a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Give it a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Goblin, 5 / Glass Hound, 2 (or one creature a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Goes down (95%)</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Group: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm tracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Has Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/group.py"/>
        <source>Has {label_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Hazard ({tag}): {words}</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
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
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Highest Threat to show</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Hold the clock (the table is discussing a rule, say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Hostile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>How each side plays: {tactic}. Seed {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>How long the current turn has run, in the status bar (for the GM)</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Ignores darkness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Immune to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Immune to fear (no morale checks)</source>
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
        <source>Import encounter file</source>
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
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing {pack}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Improvised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In prep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>In the order, by {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>In {name}'s {reach}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} a scene event comes up at the start or the end of a round, or takes a place in the order by {label}. {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} the order is chosen as the round goes, so a scene event comes up at the start or the end of a round.</source>
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
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Initiative cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Intimate, Engaged or zones away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Joining: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Keep both: import the pack's versions as “Name (2)”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Key figures:</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Language</source>
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
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Likely breaking point: fight {number}, “{name}”: {ended:,} of the {total:,} days that end early end there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Link to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Lock map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Looking for changes that make the party win about {chance}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Lowest Threat to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Luck modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Made {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Make a new address: the old one stops working, phones need the new one</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Maneuvers per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Map &amp;picture…</source>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Map: zones as boxes (name, then tags in brackets), links as lines. Tokens: &lt;b&gt;thick ring&lt;/b&gt; = the party, &lt;b&gt;filled disc&lt;/b&gt; = hostile, &lt;b&gt;dashed ring&lt;/b&gt; = neutral.</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Max Strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>May change the system's options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Mean track at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee + ranged reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Melee Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Melee Threat label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Members of {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Metal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Morale (2d6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Morale group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Most at risk: {name}, who goes down in {chance} of the fights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Move (ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Move map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Move zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>My creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
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
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Name the benefits and drawbacks the group picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>New address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>New creature</source>
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
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>New retaliation</source>
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
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>New {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New…</source>
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
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No PC of the campaign has a sheet for this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No Retaliation was drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>No backup was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>No campaign yet: create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>No conditions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No day played yet: choose the fights, then Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>No encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No encounter is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>No fights simulated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of the {weapon}: the {other} reaches one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of {name}'s weapons: move {name} closer first (drag the token on the map).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No foes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>No map picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>No picture: the zones lie on the bare canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No rest: everything carries over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>No scene events yet: add a lair's trick, a collapsing bridge or a timer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No sheet for this system, left out: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>No turn running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No zones yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Nobody chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Non-lethal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Normal roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Not in this system's bestiary (left out): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: fix the problems marked in red first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Not sharing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes on the whole campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Nothing has happened yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing to do right now</source>
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
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing yet: Next (Space) starts the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Now listing {system}, the pack's system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Now the party wins {now}. Target {target}: {count} proposals, nearest first, each played {fights:,} times on itself.</source>
        <comment>Now the party wins {now}. Target {target}: {count} proposal, played {fights:,} times on itself.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Now: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Nudge zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Objective reached</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>On average, ends with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>One side fled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Only you see these: the prep sheet prints them, the players never see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Open an encounter first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Open an encounter from the File menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Open an encounter to see its statistics.</source>
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
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Open ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Open the encounter to apply a proposal to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Open the selected creature in the editor (double-click or Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Opening</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Options in force</source>
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
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Over: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>PC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
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
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Parry value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Party wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Party wins ~{chance} ({low}–{high}) · {word}</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Penetrates cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Phones, tablets or a TV's browser on the same network open this address to follow the fight: the round, the order and the map, as the player view shows them. Nothing the players may not see leaves GM Desk, and nothing can be changed from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pick a target, then Propose.</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Pick tokens on the map first: Ctrl+click them, or drag a box around them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick two or more tokens on the map (drag a box around them), or pick them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Picks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Pictures ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Place in (GM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Plan a &amp;day…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Plan a day — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Player view &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Players' turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Playing the day {days:,} times…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait taken away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pr&amp;opose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Prep sheet written to {name} ({pages} pages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Prep · double-click: new zone · Shift-drag: link · drag tokens: starting places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Prepare new…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Print prep sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Proposals may also turn one of the system's yes-or-no options (they change the PCs' side too).</source>
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
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Put {backup} in place of your current data?

Your current data is backed up first (as “before restore”), so you can come back to it from this list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>QR code of the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Quick roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Range (ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Range (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Range (zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Range band (zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Ranged Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Ranged Threat label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Ranged reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached: the days that got to this fight. A day ends at the first fight the party does not win; undecided: still going after the round cap of {round_cap} rounds. Seed {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reactions per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Redo</source>
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
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh {count} creatures from the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reload cost (actions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove from the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Remove link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Remove map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Remove portrait</source>
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
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove {name} from the party?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename encounter</source>
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
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Replace them with the pack's versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Repor&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Resize zone</source>
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
        <source>Restore this backup?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Restore {backup}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restored {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>Rests go between two fights: tick at least two encounters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
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
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Retaliation damage</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Retaliations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Retaliations drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Retaliations per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Revert</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Roll-under check to seize initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Round ca&amp;p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {actor}'s turn · drag a token to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {phase} · drag a token to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Round {round}, {actor}'s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rounds: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Ruleset</source>
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
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>STR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as &amp;new encounter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as new encounter</source>
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
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Save the creature first, then give it a portrait.</source>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Saved as a new encounter, '{name}', beside this one (Campaigns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Saved the map {name} ({count} zones) to the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale and move the picture so that it lies under every zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale map picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Scene &amp;events…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Scene events and hazards</source>
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
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>Screen {number} ({width}×{height})</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Sees in the dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Select creatures in the bestiary to export just those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Several of this campaign's encounters fought in a row: the chance to survive the day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Share with p&amp;layers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Share with players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Shares a card with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing on this computer only: phones cannot reach it. Pick the table's network to share with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing: phones on this network open the address, or scan the code with their camera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Show &amp;numbers to the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Show every system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Show folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_dock.py"/>
        <source>Show or hide the dice roller ({SHORTCUT})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Show the turn timer to the pla&amp;yers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Side {number}</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skills (dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Skip them: keep the creatures already in the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Small 3, medium 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Speed (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Speed (zones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Stance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Start of the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Start sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>Start the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Start the fight (Next) to attack: the first PC's turn opens this form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Start with an empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Started with an empty data file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Starts in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>State: {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Still to type: {who} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Stop sharing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Strength save target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>System: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>T&amp;une to a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>TOML (easy to read and edit by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Tactic: {tactic}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Tags</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Talents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Team</source>
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
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>The GM applies, to anyone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>The action was announced in time: start the clock to execute it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>The address is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>The attack is made in a PC's turn: it opens when one begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>The backup was not restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>The chosen side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>The combat log was not exported: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The duration</source>
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
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>The fight has started: only an encounter still in prep can change its system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The fight has started: these are the options in force, fixed for this fight.</source>
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
        <source>The fight is over: {result}. The group names {benefits} and {drawbacks}, every one: they are recorded once.</source>
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
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>The file was not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>The kind of action that provokes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>The library is empty: save a map from an encounter, or import one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>The manual is missing from this installation ({path}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The map: {section}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/name_check.py"/>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>The natural d20, if the player said it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The new encounter needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>The number a hero must beat (Threat, Evasion or Armour class, by system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The options were not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>The order is set once the fight starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>The party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party came through every simulated day: no fight is a breaking point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party survives the whole day in {chance} of {days:,} simulated days (95% interval {lo} to {hi}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The party wins &lt;b&gt;{chance}&lt;/b&gt; of {fights} simulated fights (95% interval {low} to {high}); a fight lasts {rounds:.1f} rounds on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>The party wins {pct_win_chance} of the fights (95% interval {pct_lo} to {pct_hi}): {word}. A fight lasts {rounds_mean:.1f} rounds on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>The picture can no longer be shown; choose it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>The player view as a web page for the players' phones on this network: no secrets, read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The prep sheet was not written: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The proposal was not applied: the encounter refused it (see the status bar).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The readings of unclear rules and the table's choices for this fight. Changed values are saved with the encounter and written in the log when the fight starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>The search finds creatures of other systems: click to list every system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/worker.py"/>
        <source>The simulation stopped unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The spread chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>The table (no one's roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}, and could not be set aside ({error}); GM Desk keeps the window's settings for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}; GM Desk set it aside, untouched, as {aside} and started with the default window settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Theme changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Then</source>
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
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>They stand in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>This campaign has no encounter yet. A day is at least two fights: prepare them in the Campaigns window (Prepare new…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>This encounter has no foes yet: there is no fight to simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>This encounter has no foes: there is no fight to simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>This encounter has no foes: there is nothing to tune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>This fight has no benefits or drawbacks to record.</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>This system has no options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: time unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat {threat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Thrown or projectile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Tick the encounters the party fights this day and put them in order. Between two fights each PC keeps what the last one left: Strain, wounds, health, conditions, being down; unless you give the party a rest below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Ticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time from the first command to the last: {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Time is up, but the rules refused the loss: {rejected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time of the fight: unknown (the log holds fewer than two times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time on turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Toxicity (poison)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Tracks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tune to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tuning cancelled: nothing was proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn &amp;timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>Type a number: {label} goes {bounds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Type a target to see the exact chance of reaching it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Type damage (7, or dice such as 2d6+1) or healing with a minus (-3, -1d4) and press Enter.
It lands on the main health track as the rules say (overflow included); armour is not taken off.
Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type one number: the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type only the total the player announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Type or paste the creatures and how many of each; they are matched against the bestiary of this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Type the damage it deals: a number or dice such as 1d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Type the text you will read when it comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type the {what} ({expr}): the dice at the table decide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type whole numbers: the faces the dice showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type {whose}'s {what} ({expr}): the dice at the table decide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Undecided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Undo</source>
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
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Unlock map picture</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Uses per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>WIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>What &lt;b&gt;{zone_name}&lt;/b&gt; does to everyone in it each round, once the fight has started. The damage lands on each system's main track, as if you typed it in the damage box; every roll is the GM's and goes in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>What happened</source>
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
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>What to remember about this encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>What you read out or do when it comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>What {system} reads from a PC.</source>
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
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who acts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who goes first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Who is on which side (drag a combatant to another side, or use its token menu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Who pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Whole hit dice with an optional adjustment: "1/2", "1", "2+1", "1-1"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Whose turn</source>
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
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>With the scene event {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>With {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Wits save target; also the fast-action threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Won {wins:,}, lost {losses:,}, undecided {undecided:,} of {fights:,} fights. Undecided: still going after the round cap of {round_cap} rounds (or stalled), neither won nor lost.</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Your notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Your own conditions for this system: add, edit, delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Your own creature</source>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>a win chance of…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>advantage or disadvantage only where the weapon brings it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>all at their defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>all fight (until put out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>applied: &lt;b&gt;{amount}&lt;/b&gt; {words}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>arrives later, {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at least {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at most {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>automatic while running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before import of {pack}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>before round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before upgrade from v{old} to v{new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>benefits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>cannot write {picture}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>condition (pick or type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical on {crit}+ or a natural 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical only on a natural 20 ({crit}+ is out of reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>daily on open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>deadly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>drawbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>d{sides}, dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>e.g. Hexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>e.g. {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>end of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fights per proposal: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>found without its journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>from {pack}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>has problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>hostile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in prep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>in the order, round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}, engaged with {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>is larger than any settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is not a GM Desk data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>it must be typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>leave it empty and GM Desk rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>lower-case letters, digits and _, starting with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>made by hand</source>
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
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>neutral</source>
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
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>new, not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>no Aspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>no tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>no zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>nobody goes down more often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>nothing readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>off the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>out of reach: the GM decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>over 99.99%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>players roll their own dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}–{high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>refreshed from the bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>round </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>same zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>separate with commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>start of round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>the backup of {when} ({reason}: {contents})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the encounter open last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the panels' layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the window's size and place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>there is no folder {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>these {count} creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>this campaign has every die typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>time is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>to pick: {benefits}, {drawbacks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>total of {expr}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type total of {expr}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type {expr} ({dice})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>under 0.01%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>waits for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>when the system ticks conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>where GM Desk's window is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>why (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>with {edge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>{actor} throws the {weapon} at {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{aspect} {value:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>{chance_words} to reach {target} or more{exact}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{count} changed from the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{count} chosen: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{count} combatants are in the group {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creature in “{pack}” has the name of one already in your bestiary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creatures in “{pack}” have the name of one already in your bestiary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{count} fights in a row, {rests} of them followed by a rest. Press Run to play the day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} match in {system}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} matches in {system}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>{currentText} bestiary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{days:,} simulated days, seed {seed}: the report is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{dice} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{done:,} of {total:,} days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{done:,} of {total:,} fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>{error}

GM Desk goes on with an empty data file.</source>
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
        <source>{expr} ({dice})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr}: type the {dice_word} the player rolled (or only the total, with Total); {blank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>{field} {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{fights:,} simulated fights, seed {seed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>{fights} simulated fights: the party wins {wins}; fights last {rounds:.1f} rounds on average. Encounter ▸ Difficulty report… for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>{fight} — likely breaking point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{h} h {m:02d} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{join} — show all systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>{kind} picture, {width}×{height} pixels, {size} KB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{label}: type what was rolled (left empty, GM Desk rolls it if allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{label}: {time} over {n} turns</source>
        <comment>{label}: {time} over {n} turn</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>{left} rounds left</source>
        <comment>{left} round left</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{m} min {s:02d} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{names} and {count} more</source>
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
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>{name} (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name} (tuned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} and {name2} are engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} arrives at once, in {zone} (Ctrl+Z takes it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} belongs to another combat system than this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{name} has made this turn's attack: Next (Space) passes the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} is there when the fight starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} joins the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage ({raw} less {armour} armour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{name} was not imported:

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>{name} — Bestiary editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — until removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — {remaining} left, ticks {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} ↔ {name2}
Select and press Delete to remove (prep only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>{name}: back to the saved version.</source>
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
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name}: goes down in {now} of fights (was {before})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>{name}: its bestiary entry was deleted, so there is nothing to refresh from</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{n} of {total} log entries have no time (made before GM Desk kept times, or not readable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} (natural 20) against {against}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} against {against}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{path} could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{problem} One number for {count} dice: type each die as it fell (such as 3 4), or press Total to type the sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{result} in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{share} are undecided: still going after the cap of {cap} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size:.1f} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size} KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{some} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{status} at command {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>{system} (the campaign's)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{system} — prep sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{s} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{time} (+{n} unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{title} — prep sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>{title} — {seconds} seconds a step: {stages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>{typed} is not allowed: {label} goes {bounds}. It stays {kept} until you fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{uses} times a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>{uses}/round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{weapon} — {reach}, {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>{when}, {name}'s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>{where} Its text shows in the combat panel until you dismiss it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{word} (the party wins about {chance})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links; tags: {tags}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>— nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>“{name}” is played under {system}, the day's first fight “{first}” under {first_system}: the fights of a day are all of one combat system. Untick one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>→ {name} arrives {when} in {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>⚠ Looks the same as “{twin}”, stored apart: rename or delete one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>✓ Entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>✓ {name} ×{count}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> (this data folder was new: its bestiary and demo campaigns were set up too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> Ask for fewer with --fights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source> Engaged with </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source> Settle an ambush first if there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source> The data it replaced was backed up to {safety}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source> before </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>"order" has no place in {system}, whose order changes as the fight goes; use "round_start" or "round_end"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'aspects' is a list of Aspect names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'attack' is the number of the attack in the stat block, from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'behind_cover' is true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'bonus' is a whole number from -50 to 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'damage_bonus' is a whole number from -100 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'dc' is a whole number from 0 to 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'dir' is one of {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'do' is damage or condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'factions' is a list of side ids in their turn order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'ft' is a positive multiple of 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'gm.damage' needs 'amount'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'gm.each' needs 'amount'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'hold' lists the weapons and items to hold (at most 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'initiative_holder' is a side id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'modifier' is a whole number from -{MAX_MODIFIER} to {MAX_MODIFIER}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>'on' is true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y] (or null to take it off the grid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'team_position' is a place in the team order (0 to {places}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'threat' is 'ranged' or 'melee'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'to' is a square [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>'to_pos' is a square [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'weapon' is a weapon's name or an inline weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'weapon' is a weapon's name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' has characters that do not belong in dice notation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' holds a number too large for a dice roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' is not a dice expression GM Desk understands ({_reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' rolls more than {MAX_DICE} dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{by}' is not a faction in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'{cid}' is not acting now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>'{cid}' is not one of the fighters acting together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{edge}' is not advantage or disadvantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>'{entry}': from 1 to {most} of a creature at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{faction}' is not a faction in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>'{hook}' is not a moment conditions can tick at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>'{key}' is a list of names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' is a text of at most 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' names an attribute, skill or proficiency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' already uses {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' cannot run under {name2}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' has been played: only an encounter still in prep can change its system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>'{name}' has started, so it cannot be duplicated: only an encounter still in prep can be. Save it as an encounter file instead, or duplicate one that has not begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{name}' has the wrong type for '{type}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>'{name}' is not a skill of this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'{name}' is true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'{name}' is true, false or a count from 0 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>'{name}' must be a whole number from 0 to {hi}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>'{name}' must be from {lo} to {hi}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{result}' is not a way for a fight to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>'{skill}' is not a skill of this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{status}' is not a status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' has too many possible rolls to count exactly; try fewer or smaller dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' is not a dice expression GM Desk understands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>'{text}' is not an IP address (such as 127.0.0.1 or 192.168.1.20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{threat_type}' is not melee or ranged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>'{type}' cannot be commanded, readied or opened with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>'{type}' is the group's, not one combatant's.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>'{type}' needs 'dc'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{type}' needs '{name}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'{value}' is neither a number nor a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>'{value}' is not a change GM Desk makes to an encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>'{value}' is not a range: use a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>'{value}' is not in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a bonus action ({join}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a main action here ({join}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>(+2, impaired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>(chosen at random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>(critical)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>(unopposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>({label})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>+2 per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, +{bonus} die on their first maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, -{penalty} for earlier attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, a hand over the mouth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>, then </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>, with {edge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, {excess} gets through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after counts fights from 1, not {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after takes the number of the fight the rest follows, not '{text}'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after {number}: there is no fight after fight {number}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as and --allow-options go with --tune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as needs a name for the new encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>... and {count} more problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 creature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>1 in 6 on a d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>1 to {most} combatants join at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>: moving away needs a back-out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC reinforcement goes last, or rolls Skill Mastery like a late PC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>A PC sharing a group card cannot swap it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC's turn ends when the GM says; on: it ends once both actions are spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>A backup policy keeps at least the newest backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A barrier blocks a direct attack: only an indirect one goes over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A barrier blocks the attack completely; only an indirect attack can be aimed over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A blast cannot be used as a reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A bleeding-out character must roll to survive first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>A broken character surrenders or retreats.</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>A card is picked with a number from 1 to {len_deck}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>A chaser is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>A circumstance adds 0 to {MAX_EXTRA} successes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A combatant cannot target themself with that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>A combatant is a PC or an NPC, not '{kind}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>A combatant is chosen twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A combatant is not valid: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A combatant's note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>A command is an object with a 'type'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition lasts between 1 and 1000 rounds, or until removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition needs a name of at most 60 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition's name {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A contact point is [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>A copy of what it still holds was added to your backups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A counter is a plain attack on the attacker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>A creature cannot grapple itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A creature's name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A critical hit cannot be dodged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A critical hit cannot miss, so it cannot be dodged; on: a Dodge may still avoid it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A critical hit cannot miss: it cannot be dodged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A critical spends a bystander's Retaliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A defence against this attack has already been declared or tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A defence is a dodge or a parry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A defence is one of {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>A dice bonus is a whole number from -{MAX_BONUS} to {MAX_BONUS}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A dice expression must be text, such as 1d20+3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance is 0 to 100000 ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A dodge answers a ranged attack only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a melee attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a ranged attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A d{size} cannot show {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>A faction is listed twice in 'factions'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A failed bleed-out roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A failed morale save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>A fight lasts {rounds:.1f} rounds on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A fight needs at least two factions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A fight needs at least two sides with someone able to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A fight needs at least two teams with someone able to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>A fighter cannot seize initiative from itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A fighter who joins mid-round acts at the end of this round's order (adopted); or it waits for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A final blow needs an incapacitated target; {name} is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A fire intensity is a name from the fire table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>A forced card swap lapsed: one of its cards has left the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A forced swap takes effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group holds two or more combatants: choose at least two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>A group is a morale group: at the end of the round in which half or more of its members are out, those still fighting make a WIT save each, and those who fail surrender or retreat. Without a group a creature counts with the rest of its faction. Turns stay one fighter at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A group shares one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A group stands on one side: that combatant cannot join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name holds at most {MAX_NAME} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>A killing strike is made up close; {name} is out of reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC acts this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC placed before the current actor waits a round; on: acts this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner acts at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A late joiner acts in the round they join if their team still picks; on: they wait a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A late joiner may act from its faction's next go; on: it waits for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner whose card is already passed acts next round; on: it acts right after the current turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A link joins an unknown zone ({a} - {b}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A list names at most {most} creatures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A lit viewer sees distant torches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A maneuver is slow or fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A map holds at most {count} zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A melee attack needs a nearby target; {name} is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>A minimum or maximum takes a plain number ('{text}').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>A move is {dir, ft} or {to: [x, y]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>A move waits for opportunity attacks: attack, or let the mover go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A name in '{key}' holds at most {MAX_NAME} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A natural 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>A new order must list exactly the PCs already in the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A new order must list exactly the factions already in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>A new order must list exactly the fighters still to act this stretch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A new order must list exactly the teams already in the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>A note holds 1 to 2000 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A parry adds to physical deflection only; this hit is not physical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry answers a melee attack only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a melee attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a ranged attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry stops physical harm only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry tests Strike (armed) or Force (unarmed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A position is a square [x, y] of whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A position is controlled, risky or desperate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A prepared action is one of: {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A prepared action lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range is a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged attack needs a visible target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged blast needs a target 'zone'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A reaction is dodge, counter, hide or guard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A reaction is simply not used; there is nothing to skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A reaction is used outside the combatant's own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A reaction is used outside {name}'s own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A reinforcement arriving during a round may act from its faction's next go (a new faction goes last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A reinforcement arriving during a round may act in it if its team still picks (a new team picks last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A reinforcement arriving during a round takes the last place of this round's order; or it waits for the next round. Arriving at a round's start, it is in the order built for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A reinforcement draws a card from those left in the deck; when none are left, the GM gives it one (Give card); or a second deck is opened for it. Whether it acts this round follows 'A late joiner acts at once'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>A request here carries no body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>A rest follows: {recovers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A restrained combatant can only break free or shout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A restrained creature may parry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A roll that is not GM Desk's to make was left blank: type it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>A save target is between 1 and 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A scene event is not valid: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A second delay in a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A separate obscured flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove moves {name} half a zone, towards a neighbouring zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove sends the victim towards a zone ('to'), into a hazard, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A side has nobody able to fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side is {stances}, not '{stance}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name holds at most {n} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range value N reaches 0 to N zones; or exactly N zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A stray shot never flies back at the attacker; on: an attacker next to the target can be hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>A table rebuild cannot run inside an open transaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A target in a zone tagged 'cover' is in cover (armour +1); off: only a target the GM marks in cover is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A team appears twice in the team order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A test costs a slow or fast maneuver, a reaction, or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test counts as a failed sneak (the defenders draw the extra card); or nobody draws an extra card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A time-out happens while announcing or while executing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is not visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A turn ends once its 3 actions are spent; off: it stays open (for free actions) until ended.</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon in the {where} is an object with a range and damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A weapon is given as {name, skill, damage, range}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon's tags are a list of words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone cannot be linked to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone needs a new, non-empty id ('{zone_id}' is taken or empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's id is a short word of letters, digits and _.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone's name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's name is text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A zone's note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's tags are among: {tags}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A {mode} needs a nearby target; {name} is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A {result} fight gives nothing to pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: a combatant who delays a second time in a round loses the turn; or it goes to the back of the line again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: a critical against an engaged creature that was not targeted spends its Retaliation; off: that creature keeps it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike in combat is the three-action activity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike may be made with any weapon, non-lethal ones included (the chapter: 'any nonlethal weapon'); or only with weapons not flagged non-lethal; or only with non-lethal weapons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: dice the Director rolls for each full 5 feet of a fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: engaged creatures that were not targeted are checked against the attack's Threat type; or always against their Melee Threat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: monsters may delay like party members (the chapter states it for the party only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: the fear company bonus counts the other PCs present; on: the tester counts too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: catching fire deals the fire's damage less an Endure test, like every later burn; or catching fire is exactly 1 Physical Harm, later burns use the Endure test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A11: death is risked when the part of the hit that reached health exceeded the health left; or when the whole hit (endurance part included) did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A11: difficult terrain halves a move rounding down (at least 1); or rounding up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: fire and poison strike at each round start; or at each round end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A12: a prepared action lasts until the start of the PC's next turn; or until it is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A12: a viewer standing in its own light cannot see a distant torch; on: it can, within 1320 ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes an attacker spends to force a card swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes not spent otherwise become extra harm; off: only those the GM assigns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A12: the concealed flag also impairs damage; on: a separate obscured flag does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A13: dodge works against melee and ranged attacks; on: against ranged attacks only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A13: the luck die is a d20 plus luck modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A14: the instigator takes the first turn of the fight; off: their team picks freely (the opening action still opens the instigator's first turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A1: Skill Mastery is rolled once per encounter; on: re-rolled every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A1: pools roll d6 and each die showing this face or higher is a success.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A1: when only one side is seen, the unseen side cedes initiative (as the chapter says); or the unseen side acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A2: a forced card swap takes effect at the next round start; or at once, but nobody acts twice in a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: a roll is critical at the Threat plus the critical margin; or at twice the Threat plus one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A2: a save passes on d20 ≤ the score; or it needs d20 &lt; the score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: how far above the Threat a roll must reach to be critical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A2: the fight ends as soon as one team remains, right after the resolution that left it alone (mid-round included: the chapter's 'until one team remains'); or checked after every turn; or only at the end of each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A2: the lead takes or cedes again every round, the previous choice offered as the default; off: the first round's choice holds for the whole fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: a failed bleed-out roll kills; or nothing happens; or it marks a counter and the PC dies when the counter reaches the failed bleed-out rolls that kill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A3: a team with someone able to act must pick; on: a team may pass its pick to the next team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A3: an AGL check succeeds on d20 at or under AGL and the lowest die is best; or it succeeds on d20 at or over 21 - AGL and the highest die is best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: how many failed bleed-out rolls kill, when they are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A3: the holder's first-faction choice carries over to the slow phase; on: chosen again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A3: the slow and fast maneuvers refill at each round start and reactions before one's turn use them up; or they refill at the start of each of one's own turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A4: a combatant taken out by the first blow of a counter lands nothing; off: both land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A4: reactions come back at the start of each round; or at the start of one's own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A4: reactions come back at the start of the owner's own turn; or at each round's start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A4: the card an ambush winner does not keep goes back into the deck; or it is set aside for the rest of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A4: ticking Dying does not knock out, the next fill does; on: ticking Dying knocks out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A5: 'while moving' = already moved this turn before attacking; or only when the GM says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: backing out spends the turn's Aspect roll; off: the other action may still be a roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A5: equal cards from a second deck go PCs first, then by draw order; off: draw order only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: one back-out roll must beat every engaged creature to leave; on: the PC leaves the reach of each creature it beats and stays engaged with the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A5: surprised creatures are impaired for this many of their own turns (the first, by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A6: a creature with several cards gets one slow and one fast maneuver per card; off: one set per round however many cards it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A6: advantage rolls the whole test 1 + level times and keeps the best (the worst for disadvantage); or one roll with +2 per level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A6: nearby = same zone or on its border; or the same zone only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A6: range N reaches 0 to N zones; on: exactly N zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A6: the first side acts in full before the other, each in its own spiral; or one spiral through all combatants, starting on the first side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: PCs make no morale checks; on: they do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A7: a failed seize attempt nobody contested leaves the order as scheduled; or the other combatant then acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a group is checked once, when it crosses the line; on: every round while below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: a natural 20 is read on the kept die; or a 20 on either d20 counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A7: ambush extra successes add dice to each ambusher's first maneuver of the first round (lost if that maneuver has no test); or to their first tested maneuver that round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: any advantage and any disadvantage cancel and several sources do not stack; or the sources are counted and the larger side wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: damage adds the test result after the multiple attack penalty; off: before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: the multiple attack penalty counts every earlier attack this round, on or off turn; or only the attacks since the attacker's own turn began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: a Dodge must reach the attacker's test total (0); a number sets a fixed difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: a restrained creature may still parry; off: only break free and shout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: damage beyond a blocking item's durability hits the blocker unreduced; on: deflection reduces it (minimum 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: holding on and breaking free are both Force tests; or the holder tests Endure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A8: impaired damage rolls a d4; or the weapon die twice, keeping the lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A8: the free-text labels after the Threats ('Medium', 'Engaged') appear in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A9: Retaliation limits refill each round; or at the start of every PC turn (the end-of-round sweep still counts the whole round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Sprint may be repeated after a Move (1 action and 1 stamina each); off: once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Step and Move exclude each other in a turn; off: one of each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a combatant that cannot act still has its conditions advance when its turn comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a condition gained during its bearer's own turn starts ticking at the next turn end; off: it ticks at the end of that very turn, as the chapter literally says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A9: an NPC's harm points strip dice from every test until healed; off: only from its next test after the harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A9: every concealed character acts in the ambush turn; on: only the holder's faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>AGL check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>AGL checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Abandon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept retaliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Action lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Actions a killing strike takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Add another {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Add at least one PC before starting a Threat &amp; Retaliation fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add at least one PC before starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Add scene event {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Add side {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Add someone to the fight before dealing the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add someone to the fight first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>Add {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Add {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Advantage and disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize the loser acts right after the winner (adopted; the chapter is silent); or the two swap places in the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize, the loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>After a {result} the group names {benefits} and {drawbacks}, not {len_benefits} and {len_drawbacks}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>After the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>After the fight: durability rolls for the gear that was used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Aftermath</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Allies of {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ambush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Ambush turn</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Ambushers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>An action is an object with a 'type' (and 'args').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>An adventuring day needs at least one encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An ally must be one of this encounter's sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>An ambush is settled before the cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack bonus is a whole number and damage is dice, such as 1d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack names its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>An attack tests a skill (Strike, Shoot, Force...) and deals 0 or more harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>An attack waits for reactions: react, or let it resolve with no reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An attack's mode is one of {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An encounter keeps at least one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>An encounter setup is an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An enemy stands in {name}: no way out there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>An entered total must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack cannot be made while moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack only reaches beyond half range ({half:g} zones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An objective holds at most 500 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies between two zones of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies on the border of two neighbouring zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle needs a known skill, a whole number of successes from 1 to 10 and a slow or fast maneuver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An opening action belongs to the instigator: name them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>An uncontested seize that fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Another GM Desk window is using the data folder
{folder}

Switch to that window, or close it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Another data file is already open ({database}); close it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Antidote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Apply or dismiss the Retaliation damage waiting for {who} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Apply or dismiss the waiting Retaliation damage: {lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Apply retaliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Apply {name} ({damage}) to {name_of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Approach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>April</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Arcane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Armour cannot be put on or taken off during a fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>At least one worker is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>At most {limit} notes per encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>At most {most} creatures join in one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Attacked team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Attacking while moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>August</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Back out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out from some creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out spends the Aspect roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Before the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <source>Before the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Behind cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Beyond half range, a ranged attack cannot be made while moving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bleed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Bludgeoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/space.py"/>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>Both combatants must stand in a zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Both must stand in a zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Brandish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Break free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bring in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Burning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Bystanders' Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are dealt once: nobody draws again during the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Cards are dealt once; nobody draws again during the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are swapped only at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>Cards are whole numbers from 1 to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Catching fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Cede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>Change options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Change scene event {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Chaos of combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Characters take turns only while factions alternate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Chase: {len_escaped} escape, {len_caught} are caught.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Chases happen once the fight is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Chasing tests Finesse or Track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Choose 'fortify' or 'fall'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>Choose 1 to {most} combatants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Choose first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Choose surrender or retreat for {names} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Choosing who goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Circumstance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Clever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>Close the data file before restoring a backup over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/engine.py"/>
        <source>Command {seq} cannot be replayed: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Complete objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Conceal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Concealment already impairs damage; turn on the option for separate obscured attacks to use this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Conditions gained in one's own turn wait a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Conditions: {added} added to the library, {replaced} replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Continue or abandon the {action} ({paid}/{cost} paid) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover mouth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Cover zones give cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Create zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Created {n} demo campaigns.</source>
        <comment>Created {n} demo campaign.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Creature</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order, and each creature fills its own Strain: a group is a label. Turn on the option 'Shared Strain for groups' for one Strain pool per group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order. Shared Strain is on: the creatures of a group fill one Strain pool as large as their maximum Strain together, and the whole group is down when it is full. PCs keep their own Strain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Critical hits can be dodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage after the attack penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>Damage is a whole number from 0 to 10000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Damage is a whole number from 1 to 999.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage past a block is reduced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Deal the cards: {names} still draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Dealing cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Death DC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Death is risked by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>December</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Defiant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Defiant + Lucky against bleeding out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Delayed turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Delete zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Describe the action in at most 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Dice must have between 1 and {MAX_DIE_SIZE} sides ('{_shown}').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Difficult terrain halves a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Disengage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Dismiss scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Dismiss {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Dodge against ranged attacks only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Dodge difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Durability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Durability is checked after the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Durability of a parrying weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls follow another chapter: the GM enters each outcome; or a house 1-in-6 on a d6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Each PC rolls Skill Mastery (waiting for {names}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Each creature fills its own Strain; on: the creatures of a group share one Strain pool as large as their maximum Strain together, damage to any of them fills it, and the whole group is down when it is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Each fighter chooses act_first or move_first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Each fighter takes a turn of its own in the spiral from the point of contact (two may choose to act together): a group is a label here, and a way to pick several combatants at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter status must be one of {join}, not {repr_status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Encounter {encounter_id} has no log entry {seq}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>Encounter {id} cannot be opened: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Encounter {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>End of round {round}: still to retaliate: {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>End-of-round Retaliations come after every PC has had a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Endure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Engage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Entered dice must be whole numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Entry {seq} of encounter {encounter_id} is already saved; undo-then-act must truncate first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Evasion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Events must be a list of mappings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Every ambusher must be able to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Every die is typed in (players' and the GM's)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Every faction passed: the phase ends ({phase}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>Every network of this computer ({address}): not advised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds are not computed for '{op}': use +, - or * ('{text}').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take one keep or drop of the highest or lowest dice ('{text}').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take whole numbers only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Exact range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Exported '{name}' (encounter id {id}, {commands}) to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Extinguish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Extra successes become harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Faction goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Failed bleed-out rolls that kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fall dice per 5 feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast action threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Fast action threshold: {fat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Fast and slow phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fear company counts the tester</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>February</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Fewer picks than the fight gives: name every benefit and drawback it gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Fight lengths: {lengths}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fight over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Final blow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Finesse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fire and poison strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>First faction chosen again for the slow phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Flee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Fleeing tests Finesse or Sneak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>For the {value}, type the faces the dice showed or the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Force swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fortify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Frantic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat from the first round (the GM may switch it on or off any time).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat off: {seconds} s to announce, {seconds} s to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat on: {seconds} s to announce, {seconds} s to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Frantic combat · {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>GM Desk applies at most {MAX_AMOUNT} damage or healing at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot create its data folder {folder}:
{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot create its data folder {parent} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot open its data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot read {path} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>GM Desk cannot serve on {host} port {port}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to its data folder {path}: it is read-only for you. Make it writable (on Linux or macOS: chmod u+w "{path}"), or start GM Desk with --data-dir to use another folder. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to {path}: the disk it is on is mounted read-only. Remount that disk read-write, or start GM Desk with --data-dir to use a folder elsewhere. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>GM Desk computes exact odds for dice, numbers, +, - and *; not for '{text}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>GM Desk could not apply that, and nothing changed ({name__}: {exc}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>GM Desk could not apply that, and nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <source>GM Desk could not back up your data first: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>GM Desk could not copy what it still holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup in {folder} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup: {path} is a file, not a folder. Rename or move that file, and GM Desk will keep its backups there again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make its backup folder {folder} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>GM Desk could not read or write its data file ({detail}). Check that the disk is connected and that the data folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not read {name} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that, so nothing changed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/wal_guard.py"/>
        <source>GM Desk could not update {name} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>GM Desk has no demo for the combat system '{ruleset_id}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is using {folder}; close it, then restore the backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>GM Desk is using {folder}; close it, then {doing} again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>GM Desk knows no combat system '{ruleset_id}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>GM Desk knows no combat system '{ruleset}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>GM Desk rolls every die left blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>GM Desk — Player view</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Give a position or a distance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Give card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Graceful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Graceful + Defiant to back out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grid move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Group order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Group {name} ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Hardship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>Harm is physical or mental.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Harm points last until healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Hazard in {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} ({damage} rolled {amount}) to {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} to {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} dies out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} has {left} rounds left.</source>
        <comment>Hazard: {tag} in {zone} has {left} round left.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} is put out by the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} spreads from {source} to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Hide {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>Higher comes first; a PC tied with it acts before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Holding on is tested with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Identical opponents (same group) share one card; off: every creature draws its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ignite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Impaired damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Import of {pack} cancelled; nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Imported '{name}' ({state}) into {where}, encounter id {id}.{first}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported 1 new creature from {pack}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported {count} new creatures from {pack}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Imported {n} bestiary packs.</source>
        <comment>Imported {n} bestiary pack.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Imported {system} encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Indirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Initiative is rolled before the first round (or for a late joiner).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>Initiative is seized while a round's turns are running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Initiative is set. Start round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Initiative re-rolled every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Initiative set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Initiative: {name_of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Instigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Interact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Interaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Intercept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Intimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Intimidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>It does not reach from where it stands: the GM decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {faction}'s go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {name}'s go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>It is not this combatant's (or this side's) turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>It is not {name}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>It is the {side}' go: choose a character or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>It is {name} who decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick, and {name2} is not on that team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>It is {name}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>It loses {losses} of them; {undecided} are undecided (they reached the cap of {cap} rounds or stalled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>January</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>July</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>June</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Kept both copies of {count}, renaming the new ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Killing strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Killing strike weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Last round: {choice} (Space keeps it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Late joiners act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Late joiners wait a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Left out, no {system} bestiary entry of that name: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Likely breaking point: fight {number}, {name} ({ended} of the {total} days that end, end there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Link zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Lowest comes first; its card is taken out of the deck before the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Lowest face that succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Luck die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Marching order: {order}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Mark acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Mark {tag}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>May</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Melee Threat {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee needs closing in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee reaches anyone in the same zone (the chapter's 'may need to close in' is left to the GM); on: the attacker must first close in (Approach, a fast maneuver).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Mental harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Metres across a zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mighty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Monsters may delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Morale check for {group}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Morale checked every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>Morale saves are made in the morale phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Morale: {names} make a WIT save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>More dice were entered than '{_shown}' rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>More picks than the fight allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Moved to {zone} (their zone is not on this map): {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Multiple attack penalty counts attacks of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Name each ambusher once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Name each fleeing character once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Name the instigator and the attacked team (or a team order), then start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Name the instigator of the opening action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Name the item to use ('item').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Name two different sides of this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Name who attacks whom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>Name who moves where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Nearby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Next: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No PC is standing for {name} to retaliate against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>No PC's turn is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No Retaliation damage is waiting under that id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No action of that kind is left this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack is waiting for a reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack or move is waiting for reactions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card is held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>No card is left in the deck for {holder}: the GM gives it one (Give card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card swap has been earned this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>No cards have been dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>No change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>No combatant '{cid}' in this encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>No creature is standing to set the difficulty of this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No creature is standing to set the difficulty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <location filename="../../gm_desk/store/seed.py"/>
        <location filename="../../gm_desk/store/transactions.py"/>
        <source>No data file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>No encounter is named '{text}'. Give its name as GM Desk lists it, or its id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No encounter is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No fight is open yet. This page follows it as soon as the GM opens one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>No hazard is at work in {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No manoeuvre of that speed is left this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No order yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>No reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>No reducer for event type '{type}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>No reinforcement '{cid}' is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>No scene event is waiting to be dismissed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No stunt is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No such check is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>No team can pick now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>No turn is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>No upgrade step from data version {current} to {version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>No way leads from {zone} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No way leads there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Nobody here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>Nobody is acting, so there is no attack to defend against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is holding on here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>Nobody is holding {name} who could hold on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is in reach to be the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Nobody is moving away right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is restrained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Nobody on '{side}' can be surprised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Nobody's turn is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Nobody's turn is running: name who acts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>None of those combatants is in a group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>None of {name}'s Retaliations reaches a standing PC from where it is: let it pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Not enough dice were entered for this roll.</source>
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
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing blocks that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Nothing blocks the way from {zone} to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Nothing is shared at this address: ask the GM for the current one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing is waiting for that answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Nothing is waiting for that decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>November</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Now there from the start: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Now: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obscure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Obscured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obstacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>October</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>One card is dealt for the group: at its card each member takes a turn, in the Director's order, and the card leaves the fight when every member is out. PCs in a group keep a card of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defence per attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defensive reaction per attack; off: after a failed Dodge the target may still Parry or Block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Only a fighter who is acting can skip an action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>Only a saved creature can be followed.</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Only concealed ambushers act in the ambush turn; {name} cannot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Only fighters acting together choose whether to act or move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Only reading is allowed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the fighter whose turn it is can delay ({name} cannot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Only the holder's faction ambushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the lead ({who}) takes or cedes initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only two different PCs may swap cards by choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>Only two different player characters may swap cards by choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Opportunity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>Option 'frantic_seconds' must be from 1 to 600 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: a d20 fast action threshold splits each round in two phases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: players who do not declare in time lose their turn (the GM marks the action lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>PC turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>PCs check morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs joining: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs left out, no {system} sheet: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>PCs make no morale check unless the option 'PCs check morale' is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>PCs swap cards only at the start of a round, before anyone acts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>PCs who went down back on their feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Paused by the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Persuade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Phase: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Physical harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Piercing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Place everyone, declare groups, then start: everyone draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Place everyone, mark who is engaged, then start the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Place everyone, say which faction started the fight (it holds the initiative; nobody: a die decides), then start. The factions take turns in the order {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Place everyone, then start: {order}; {surprise}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Place the combatant on the map first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Place token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Players type their own dice; GM Desk rolls for the creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Poison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Poison (toxicity {toxicity}) {p} against Endure {e}: {harm} harm to {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} is in use on {host}: choose another port, or 0 for any free one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} needs the administrator's rights: choose one above 1023, or 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Portraits: {count} creatures got theirs from the archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Prepare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Priority: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Psychic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Radiant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Ranged Threat {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranks ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Re-linked to the {system} bestiary: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>React</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reactions come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Reactions happen during a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Reactions: {offers}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Redraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive in round 2 to {last}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>Reinforcements arrive once the fight has started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reinforcements join the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements, round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove scene event {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Remove side {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove the hazard of {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Remove {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Removed (its zones are not on this map): {items}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Rename group {old} to {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Rename side to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Rename zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Replaced {count} already in the bestiary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Rerolled or exploding dice have no exact count here ('{text}'): exact odds take keep or drop highest or lowest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Resolve or skip the end-of-round Retaliation of {names} first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resolve tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Restored {backup} into {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resuscitate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate has no difficulty in the chapter: the target's missing health; or a flat 10. A difficulty given with the command overrides either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation damage is rolled and applied at once; or it waits for the GM to apply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation limits refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Retaliation phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Revealing actions reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Roll a d20 openly: the fast action threshold for this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Roll fat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Roll the fast action threshold</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round start: swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
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
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Round {round} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round} is over. Next round (the cards stay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Round {round} is over. Next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>Round {round}, {phase}. Next: {next}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round}: PCs who can talk may swap cards now; then begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Saved the first proposal as '{name}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say in 1 to 200 characters what the PC does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what the reaction is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what triggers the prepared action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in at most 200 characters what the prepared action is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Say where to: a zone ('to') or a square ('to_pos').</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Say whether the durability roll left the item damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say which PC reacts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Say which faction makes this choice: {side_name} hold the initiative and decide who acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Say which team the instigator attacked: it takes the second pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say which weapon {name} attacks with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event dismissed: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event: {name} — {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Scene events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds a player has to announce, then to execute, each action in frantic combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds in frantic combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seek cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Seizes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. The order stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. They act together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. {n} acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>September</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set marching order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set stats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Set the faction order in the setup before the fight starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set zone tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Setting up your data file: the bestiary and a demo campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Settle the decision that is pending first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Several cards are held: say which one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Shared Strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Shared Strain for groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of} (full: the group is down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Short task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Shove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Simultaneous attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Skill Mastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Skipped turns tick conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Skipped {count} already in the bestiary: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Slashing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Slow phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Sneak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Some cards are already dealt: settle an ambush before the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Some initiative rolls are still missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Someone already stands on that square.</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Someone has already intercepted this attack.</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Spiral turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Sprint may be repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stand up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Start the encounter before dealing the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Start the encounter first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Started a new data file at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Started the fight (holds the initiative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stay conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Step or Move, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}: collision!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>Stray shot! {n}'s attack flies at {n2} instead of {n3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Stray shots can hit the attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Stunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stunt reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Successes a forced swap costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Surprise round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Surprise round: {team} choose who acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Surrendering takes {name}'s whole turn; some is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swap cards: {name_of} ↔ {name_of2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Swap {old} for {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Swap {old} for {new} (from the bestiary)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Tactic: {tactic}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Take the deal back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Target: the party wins {target:.0%}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Team order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team order: {order}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Teams choose who acts at each pick: only the order of the teams can be set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Teams choose who acts at each pick; only the order of the teams can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Teams may pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Teams take turns, each picking one of its members to act, so every member of a group keeps a turn of its own: a group is a label here, and a way to pick several combatants at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That campaign no longer exists.</source>
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
        <location filename="../../gm_desk/store/errors.py"/>
        <source>That change conflicts with data already saved ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That character no longer exists.</source>
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
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {problem}</source>
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
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {condition_id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>That creature no longer exists (id {creature_id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That creature no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That creature owes no end-of-round Retaliation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>That encounter no longer exists (id {encounter_id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That encounter no longer exists.</source>
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
        <source>That list of creatures cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>That map no longer exists (id {map_id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That needs another action to be taken first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That picture is no longer in the data file.</source>
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
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>That side is not in this encounter.</source>
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
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That value is out of bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>That was not saved, so it was taken back: {error}</source>
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
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>That {what} no longer exists (id {row_id}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The Aspect '{name}' on the sheet is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The GM gives {holder} the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The GM sets aside {who}'s Retaliation against {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>The PC this damage was meant for is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The ambush bonus goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambush has already been settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambushers must be on the same side.</source>
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
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The band {lo}-{hi} is not a valid range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>The bestiary folder {folder} is missing; no creatures were imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast goes astray into {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The blows land together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign '{name}' plays {system}, and this file holds a fight of {file_system}: nothing was imported. Name a campaign of {file_system}, or a new one (it is made with that system).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/tuned_encounters.py"/>
        <source>The campaign already has an encounter named '{name}': choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The campaign's notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The card an ambusher does not keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <source>The cards are dealt first: draw them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>The cards are not dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>The chaos-of-combat rule is not in use in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The character needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has a value that is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The character sheet has no Aspect '{name}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has no such Aspect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/demo.py"/>
        <source>The combat system '{ruleset_id}' has no demo encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The combatant has no such condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The connection to the GM was lost: trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The damage waits for the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file cannot be read now: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The data file could not be written: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file had lost its journal file ({name}-wal), so changes made after {when} may be missing from it. It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. {kept}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is damaged ({detail}). Restart GM Desk: it sets a damaged file aside and starts a fresh one, and you can restore a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file was empty (0 bytes), though GM Desk has backups of your data. It was moved aside to {moved} and a new data file was started. You can restore a backup from {backups}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file was moved aside to {moved}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file {path} has lost its journal file ({name}-wal): changes made after {when} may be missing from it. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is damaged ({problem}). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is empty (0 bytes), though there are backups of it. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is read-only, so GM Desk could not save anything in it. Make it writable (on Linux or macOS: chmod u+w "{path}"; on Windows, untick Read-only in its Properties), then start GM Desk again. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {reason} ({problem}). It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. You can restore a backup from {backups}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>The data folder cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The deal is taken back; the cards are shuffled again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The defence against an ambush is Track or Read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is longer than {MAX_EXPRESSION_LENGTH} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The dice for '{purpose}' need the faces or a whole-number total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The dice given are not valid for this roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}), so GM Desk could not save this change. Free at least {needed} on that disk and try again; everything saved before this change is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}): {purpose} needs about {needed}. Free some space on that disk and try again; everything saved before is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full, so GM Desk could not save this change. Free some space and try again; everything saved before this change is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full: {purpose} needs about {needed} free. Free some space and try again; everything saved before is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>The encounter '{name}' cannot be opened: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The encounter begins. Options changed from their defaults: {options}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter ends: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The encounter has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The encounter will use {system}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The encounter's note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter's setup would not be valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The encounters of a day are all of one combat system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The faction order names '{value}', which is not a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The fast action threshold is rolled after the first faction is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The fight ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends at a round's end once one side has nobody active; off: only the GM ends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The fight has not ended yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>The fight has started, so groups are fixed. Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>The fight has started, so its options are fixed. Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The fight has started, so scene events and zone hazards are fixed. Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>The fight has started, so sides are fixed (and who starts hidden). Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>The fight has started, so the creatures' numbers are fixed. Undo back to the start to change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>The fight has started, so the encounter cannot be tuned. Undo back to the start to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>The fight has started, so the roster is fixed. Undo back to the start to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>The fight has started, so the zone map and starting places are fixed. Drag tokens to move them, or undo back to the start to change the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>The fight has started, so who arrives when is fixed. Undo back to the start to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fight has started: its setup is fixed (undo back to the start to change it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The fight is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>The fight is over: {result} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The fight is over: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>The fight is over: {result}. The group picks {benefits} and {drawbacks}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>The fight would end here ({why}), but reinforcements are still to come: {names}. It goes on; end it yourself if it is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>The fire table has no intensity '{name}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fire table has no such intensity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>The first blow of a counter stops the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The first faction is chosen at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group takes from the fight: benefits: {benefits}; drawbacks: {drawbacks}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has members on {count} sides ({sides}): a group stands on one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has no members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} lists '{cid}', who is not in the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group's picks for this fight are already recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The hazard's {field} {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The id '{id}' is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The initiative holder '{holder}' is not a faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The instigator cannot attack their own team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The instigator goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>The interval between backups must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The joint step ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>The lead chooses every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead must take or cede initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead takes or cedes initiative only at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library already has a condition named {repr_name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library already has a map named {repr_name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library holds at most {MAX_ENTRIES} conditions per system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library holds at most {MAX_MAPS} maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>The list names no creature: type 'Goblin, 5 / Glass Hound, 2'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>The log holds no recorded roll for '{purpose}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: a new zone, {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} no longer touch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} now touch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The marching order lists someone twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>The marching order must list every PC of the party exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The monsters act first: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The natural die must be a whole number the die can show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>The network of {interface} ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>The new backup could not be read back ({name}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>The new order must list each member of {group} once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The new order names someone who is not in the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The newest good backup is {name} ({when}, {contents}). To restore it, close GM Desk and run: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The number of cards given is not the number drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The number of days must be between 1 and {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The number of fights must be between 1 and {MAX_FIGHTS}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>The option 'A group shares one card' is off: every creature draws its own card, so a group is only a label here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The option '{title}' is from {lo} to {hi}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is on or off (true or false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is {allowed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The option this needs is off in this fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The options go back to the defaults of the new system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The order can be rearranged once the round's order is built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The order follows the cards: reorder the members of one group, or swap cards.</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The party acts first: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The party has nobody able to fight: add a PC before starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The party survives the whole day in {chance} of {days} simulated days (95% interval {lo} to {hi}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>The party wins {chance} of them (95% interval {lo} to {hi}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The party's lead must first take or cede the initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The pending decision lapses: the one who had to decide is out of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>The picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>The plan names an unknown creature '{cid}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The poison still works in {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The pool of the {group} now holds {count} creatures: {value} of {of} Strain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>The range of {name} is not a number or a band lo-hi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The round cap must be between 1 and {count} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The saved log does not replay: a recorded roll is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The scene event's {field} {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>The scene is not valid: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The setup names '{value}', who is not among the combatants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The setup's groups are an object of lists of combatant ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>The shared Strain of the {group} is already empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The shared Strain of the {group} runs from 0 to {of}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>The shared page's files are missing ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The sheet cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The side '{side}' is listed twice.</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>The slot is primary, move or reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The square of '{value}' is not two whole numbers [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The surprising team '{surprise}' is not in the fight.</source>
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
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>The target is a win chance between 0 and 1.</source>
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
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>The target must first accept or refuse the proposed stunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team order given must list each team exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order is set when the fight starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order leaves out {name}.</source>
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
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The upgraded file failed its integrity check ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The way is blocked (an enemy or an obstacle stands in it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The zone id '{zone_id}' is used twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The zone map is not valid: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>The {faction}' go: choose a character or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The {group} share one Strain pool: {value} of {of} ({count} creatures).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} cannot block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is already on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} is used with {join}, not {chosen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} lies on the ground (Interact to pick it up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} must be reloaded first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} needs no reloading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>The {name} reaches {reach} zones; the target is {d} away.</source>
        <comment>The {name} reaches {reach} zone; the target is {d} away.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The {purpose} ({expr}) must be typed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>The {value} is not in the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is already a group called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>There is already a side called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>There is no GM Desk data file at {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>There is no combatant '{actor}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>There is no combatant '{cid}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>There is no group '{group}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is no group {name} in this encounter.</source>
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
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>There is no such scene event in this encounter.</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{attacked}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{team}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{value}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>There is no zone '{to}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>There is no zone '{zone_id}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>There is no zone '{zone}' on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>There is no zone '{zone}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>There is nobody to ambush.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nobody to fight: add a monster before starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nothing to advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>They accept the Retaliation for +1 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This address no longer answers: the GM stopped sharing or gave the table a new one. Trying again…</source>
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
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>This computer only ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This creature has no such Retaliation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This day cannot be played: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This encounter cannot be played yet: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>This encounter has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>This encounter has no scene event {repr_wanted}.</source>
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
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>This setup is for '{given}', not '{system}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/check.py"/>
        <source>This setup names no combat system GM Desk knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system does not do that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>This system has no rule for groups: each member keeps its own turn and its own tracks. Here a group is a label, and a way to pick several combatants at once.</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with lethal weapons (option A10); the {name} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with non-lethal weapons (option A10); the {name} is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This table's options do not allow that weapon for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This turn's one Aspect roll is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn: {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Those PCs are not tied on initiative.</source>
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
        <source>Those zones are not linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones share no border.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Threat labels in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Threat {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Ticking Dying knocks out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tie: {order}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tied: {names}. Drag to settle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Tied: {names}. The players agree an order (entry order until then). Then start round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Ties go to PCs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Time out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>To restore the newest good backup ({name}), run: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>To zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Too many requests: wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Torchlight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>Tried: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>Tune: {changes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Turn the option '{option}' {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Turns end by themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Turns impaired by surprise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>Two combatants share the id '{cid}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type an amount other than 0: 7 damages, -3 heals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type the damage (7 or 2d6+1) or the healing (-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}) for {name}: this campaign has every die typed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}): this campaign has every die typed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type {name}'s {what} roll ({expr}): players roll their own dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Typed-in dice are given per roll purpose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Typeless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Under this table's reading only party members delay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Ungroup {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Unhide {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Unlink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unlink zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unmark {tag}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Unopposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} broke {len_new} references (first: {table} row {rowid} points to a missing {parent}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} would lose rows ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrading the data file to version {version} ({summary}) failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Use map {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Use prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Waiting for initiative from {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Waiting for the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Weapons list no durability or material: a parrying weapon is taken as metal (10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Weapons {number} ({name}) tests {join}, which is not among the creature's attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>When one side is unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Where everyone is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Which one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Who draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Who rolls the dice is one of {join}, not {repr_who_rolls}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Without grid squares, a zone is about this many metres across (moves and ranges count zones).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Wound ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the prep sheet of '{name}' ({pages} {paper} pages) to {path}.</source>
        <comment>Wrote the prep sheet of '{name}' ({pages} {paper} page) to {path}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the recap of '{name}' ({count} sections, a picture each) to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Your data was upgraded from version {version} to {target}. A copy of the old file is kept at {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Zone {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; a second deck when none are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; the GM's choice when none are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>a chase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>a circumstance: an object with a "skill"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>a combat system '{id}' is already registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a combatant: an object with an id, a name and a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>a condition: an object with a "name"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a condition: an object with an id and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>a counter of failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>a d4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a day is at least two encounters, in the order they are fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>a die needs at least 1 side, not d{size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>a file stands where a folder should be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>a grapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>a hazard: an object with "damage" (and "tag", "hook", "rounds", "spread")</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a huge number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a list of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a named pipe (FIFO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a non-character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a parry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a private-use character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a rest recovers {known}, not '{what}'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>a scene event: an object with "id", "name", "text" and "when"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a short lower-case name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>a side: an object with an id and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>a spiral per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table of fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>a thrown or projectile weapon needs range_m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>a warding spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a whole number, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>a zone: an object with an id and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>a {kind} weapon needs a Range (zones) of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>acts right after the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>advantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>affected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>after every turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>against a {defence} of {s_def}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>all fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ambush defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>an attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack has a range that is not a band lo-hi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack must test a skill of this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>an improvised weapon works as a simple hand or great weapon: melee, no blast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an intensity: an object with "damage" and "extinguish"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an invisible character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object keyed by combatant id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object of combatant ids, each true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an object of fire intensities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object of groups, each a list of combatant ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object of named fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an object of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with "zones" and "links"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a command and its events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an obstacle: an object with "between" (two zone ids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an unassigned character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>annotations in [brackets] are not allowed in damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>any range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>any text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>any weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>applied at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>armour cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>armour must be a whole number, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>as soon as one team remains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at each round's start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>at most {count} fights at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at one's own turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or over 21 - AGL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or under AGL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at the Threat plus the margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round} and every {every} rounds after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the end of the bearer's turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at the end of this round's order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at the owner's turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the start of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round} and every {every} rounds after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the start of the bearer's turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at twice the Threat plus one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round from round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round} and every {every} rounds after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>attacks {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>back into the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>back out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>badly hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>bloodied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>brandish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>break free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>breaking free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>breaks free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>broken Unicode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>burning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>by a Skill Mastery roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>cannot be read ({strerror})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot create the data folder {folder} ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot write {path} ({strerror}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>cede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>changed while GM Desk was opening it; try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>cheats death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>chose to fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>circumstance {item} needs a known skill and 0-{MAX_EXTRA} extra successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>claims more pixels than a picture may have (at most {limit} million): a decompression bomb, or a picture far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clear {obstacle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clearing the {obstacle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>close in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>closing in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>commanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>concealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>conditions cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains a lone surrogate (broken Unicode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the control character {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the invisible direction control {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char} ({why}), which a name may not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char}, which a name may not hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>controlled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>creature {number} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>crit_damage must be at least damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>critical hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>d20 at or under the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>d20 under the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>damage less an Endure test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>deadly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>death luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>deflection needs physical and elemental values from 0 to 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>delayed a second time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>dice doubled by the natural 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice expression is longer than {MAX_LENGTH} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice operator {repr_op} can roll without end; use k, p, mi, ma, ro or ra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>difficult terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>disadvantage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>dodges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>draw weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>d{size} is too large; dice have at most {MAX_DIE_SIZE} sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each PC turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>each attack needs a damage of 0 to 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tactic.py"/>
        <source>each side attacks the foe it expects to hurt most, else answers the prompt, engages or closes in on the nearest foe, else ends its turn; a target defends whenever the rules allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ended after {count} commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entangled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>every Retaliation needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every item needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every weapon needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly 1 Physical Harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly N zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>execute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>export it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: a pack holds creatures of exactly one ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: there are no creatures to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: {count} creatures; a pack holds at most {limit}, so split it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>extra successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>faction order rearranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>faction_position must be a whole number from 0 to {len_order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails and is a step closer to death ({marks})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails, but nothing changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails; a sneak attack follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>fast action threshold {fat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>fear_value must be 0 to 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>feet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>fled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>flee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>fleeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>for the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>force the gate open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>format {value} is not one this GM Desk reads (it reads format {PACK_FORMAT})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>freed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>from its faction's next go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>from the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>gear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach of {whom} only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>goes to the back again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guarding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>hangs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_capacity must be a whole number from 1 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_mode is points or levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>harmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has no pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>has nothing visible in it (only marks, joiners or spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has the ending '{suffix}'; a picture ends in .png, .jpg, .jpeg or .webp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>health_max must be a whole number from 1 to 999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>health_max must be a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>holding on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a NUL character, which no text may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a number too large for GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a whole number of {digits} digits, too large for GM Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>holds up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds {char}, which no text may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>holds {count} files; a pack archive may hold {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>import the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>in cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>in this round, if its team still picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>incapacitated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>initiative holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>initiative_cards must be 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>interact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>intercept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>is a group with no members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to nothing that can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to {kind}, not to a regular file; GM Desk reads only ordinary files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is damaged or cut short: it cannot be read to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is empty, not a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is forced to swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is gripped by fear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is larger than {size} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: a {type} event carries it ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: the {part} of a {type} event carries it ({kind})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is named as a {named} picture but holds a {kind} one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is not a PNG, JPEG or WebP picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is not a ZIP archive, or it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>is not a field of a condition (they are {allowed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is not a field of a scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>is not a field of a zone hazard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field (did you mean {guess}?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is not a regular file but {kind}; GM Desk reads only ordinary files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is only for "when": "order", not for {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>is true or false, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>is {kind}, not a plain file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {size} MB; a picture may be at most {limit} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {width}×{height} pixels; a picture may have at most {limit} million pixels and {side} a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>it did something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it divides by zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>it is empty (0 bytes), though there are backups of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>it is not a GM Desk backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it rolls too many dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes cannot be made: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes do not give the encounter it describes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its figure ({claimed:.0%}) was not played on it: its own fights give {found:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>keep must be at least 1: rotation never deletes the newest backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>keeps control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use one of {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use {shape}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>kills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>last in the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>last round the lead chose to {choice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>left cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>lethal weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>links a zone to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>loses the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>loses the {slot} action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>maneuvers are 0 to 3 slow and fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>max_strain must be a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum Strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum endurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>may have at most {n} entries</source>
        <comment>may have at most {n} entry</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>may hold at most {limit} entries, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>may hold at most {limit} intensities, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale immune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>move (ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <source>move_ft must be a multiple of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>moved this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>moves {feet} ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be "{format}", not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be [x, y, width, height] with a positive size, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be a combatant of the setup, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must be a dice expression such as 1d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a list, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be a multiple of {step}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be a name for the GM, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be a number or dice such as 1d6+1, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be a pair of zone ids like ["a", "b"], not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>must be a whole number of rounds from 1 to {limit} (or left out: until removed), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>must be a whole number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be an id (a short text), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at least {low}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be at most {limit} characters long, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {n} characters long</source>
        <comment>must be at most {n} character long</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be between {low} and {high}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be empty: this combatant arrives later, with a scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be one of the skills ({allowed}), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be one of {allowed}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>must be one of {known}, not the text {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be text, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be the id of a zone listed above, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be the id of a zone of the map, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be the id of one of the setup's scene events, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be the text the GM reads when it comes up, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be the zone tag it belongs to, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be {kind}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must be {names} or a number of zones from {ge} to {le}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be {version}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be {what}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>must hold exactly one pack file (.toml or .json) at its top, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must list at least one zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/names.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must not be empty; leave it out for a Retaliation without damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>must not be null: leave the field out instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>names a side the file does not list ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>names a tag the zone does not carry ({value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>names no combat system GM Desk knows ({known}), not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>names {value}, who arrives later, with a scene event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>natural 20,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "at": its {label} ({low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "{key}"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>needs a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>needs a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>needs at least {n} entries</source>
        <comment>needs at least {n} entry</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nests lists and objects more than {limit} levels deep, deeper than any GM Desk file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>never (until removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>new stat block for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no actions left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>no commands yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>no foes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>no phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no reaction or stamina left to fortify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>no square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>nobody in the group is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>nobody starts surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>non-lethal weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>none ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>not an ordinary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nothing (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>nothing was done. Start GM Desk to set the file aside and restore a backup (File ▸ Restore a backup…), then {doing} again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>number sets in (a, b) form are not allowed in damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>obscured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>obstacle {item} needs a known skill, 1-10 successes, a slow or fast maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on either die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on the kept die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>one of: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>one spiral for everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} remain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} still fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>opening your data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>operator {repr_op} is not allowed; use + - * only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>opportunity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>parries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>parry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prepare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>prepared {replace}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>print it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>proficiencies must map names to whole numbers from 0 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts a combatant of side {side} in the group {group}, whose members stand on side {other}: a group stands on one side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts {who} in a second group (it is in {group})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>putting out the fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>range [{low}, {high}] must go from near to far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>range {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>readied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>regains consciousness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>restoring a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>restrained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>retaliation {left}/{limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>retaliation_limit must be a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>retaliations must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>roll at least one die, not {num}d{size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>rolls {dice} dice; at most {MAX_DICE} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>running at command {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone or its border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>save it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>scripted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seek cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>serving the player view; Ctrl+C stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>shared by the {group}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>shout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>skills must map skill names to dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>skips the {slot} action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sneak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>speak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>speed (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>speed is one of {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stamina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stand up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>status {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stay conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>stays down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>stays in reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>still blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stood up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>stopped sharing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>strain must be a whole number between 0 and max_strain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>surrendered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>survey the situation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>takes the hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>team order rearranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>team_position must be 0 to {len_teams}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>text, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>the Aspect roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is still free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the GM applies it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM enters each outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the Melee Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has a range that is not Intimate, Engaged or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has an unknown trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has damage that is not a dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' needs at least one use per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the ambush is detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the attack's Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>the backup was not restored: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the best of several rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the character sheet is refused: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the decimal {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be put on paper: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be simulated: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter cannot be shown: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be read back: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be told: its log holds an event GM Desk cannot put into words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' has not begun: there is nothing to recap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first tested maneuver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard's {field} {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the holder is out of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>the key {key} appears twice in one object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the larger side wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead cedes initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead takes initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the lower of two weapon dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the missing health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the monsters cannot be seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>the name is already used by {other}; names of conditions must differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the new campaign '{name}'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>the notation is malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>the obstacle between {ends}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the order stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the other acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the part that reached health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the party cannot be seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party has no marching order: its first PC leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party marches {names}, the first in the lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>the pattern {pattern}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be 0 (any free one) to 65535, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be a whole number, not '{text}'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the round cap is at most {count} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>the scene event id {value} is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the side {value} is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the stat block: an object of named fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is more than 1: write a percentage with its sign (60%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance: give easy, fair, hard or deadly, a fraction such as 0.6, or a percentage such as 60%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not between 0% and 100%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the text "{text}"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the two swap places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side acts first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side cedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the whole hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the zone id {value} is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>the {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event cannot be put into words: it lacks a field the log reads, or holds the wrong kind of value there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event does not fit the fight at that point (it names someone or something the fight does not have, or a field holds the wrong kind of value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is no GM Desk data file in {folder} yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is nothing to save: no change was found to propose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>they are no longer together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>they cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this day cannot be played: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter cannot be played: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter has no foes: there is no fight to simulate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>to attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to execute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>toxicity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>tracks (Strain, wounds, health, hit points, harm) back to their start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>trigger met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>turn order rearranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>two combatants share the id {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>two weapons share a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>unnamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>unreadable ({problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until it is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until the PC's next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>up to N zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>uses a ZIP feature GM Desk does not read (encryption, an unknown compression)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>uses the {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>wakes up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapon '{name}': {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapons must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>when it moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>when the GM says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/fields.py"/>
        <source>{_label} needs a timezone-aware datetime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{_names} stand on different sides: a group stands on one side. Move them to one side first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{_name} and {_name2} collide at {at}: resolve an overrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} attacks {what} ({weapon}, {mode}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} becomes the target instead of {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counters with {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counts as having acted this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} delivers a final blow to {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} hesitates too long and does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} is hit: {rolled} less armour {armour} = {dealt} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} lets go of {_n2} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} must {fate}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} no longer needs a morale save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} proposes: {effect}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} puts {items} to use (it may wear out by the end of the fight).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} reacts ({kind}), using up the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} shoves {_n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} surrenders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes up the fight again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} tries to move away from nearby enemies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is called off: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} hold the initiative{how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side}' go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{actor} attacks {target} with {attack}: {s_att} successes{defence}</source>
        <comment>{actor} attacks {target} with {attack}: {s_att} success{defence}</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} attempts {what} ({total} vs {npc}'s {threat}): {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} hits {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} is skipped ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} misses {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
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
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it; {allies} may intercept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{a} and {b} already touch.</source>
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
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{a} and {b} do not touch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (deck {deck})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (the GM's)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{cause}: {skill} tests need {extra} extra successes.</source>
        <comment>{cause}: {skill} tests need {extra} extra success.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{changes}: the party wins {win} ({lo} to {hi}), {undecided} undecided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{code} (a lone surrogate: broken Unicode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{command} ({details})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many for the simulation to play even one fight in reasonable time: it plays encounters of at most {limit} combatants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many to play {fights} fights of in reasonable time: the simulation plays at most {fits} fights of an encounter this large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} encounters in prep now use the new {name}.</source>
        <comment>{count} encounter in prep now uses the new {name}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} kept the old {name}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} of {total} still fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} running fights keep their copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</source>
        <comment>{count} running fight keeps its copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{creature}: the name is already used by creature {other}; names in a pack must differ (ignoring case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>{day} {month} {year} at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{dice} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{dice} damage {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{encounter} ({system}): {fights} simulated fights, seed {seed}.</source>
        <comment>{encounter} ({system}): {fights} simulated fight, seed {seed}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is larger than {size} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is neither the pack file nor a picture in portraits/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} names no creature of the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} points outside the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{error} Your data file was not changed; a backup is at {backup}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} hold the initiative: which faction goes first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass (nobody can act).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} · WIT {wit}</source>
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
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>{field} {number} ({name}) has the same name as {field} {other}; the names on one creature must differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: at most {limit} pictures, not {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: must be an object of pictures by their digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group} act in a new order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{group} must map names to one of {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group}: shared Strain set to {value}</source>
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
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} already has a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} does not hold the {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} draws {draw} cards; {len_value} were given.</source>
        <comment>{holder_name} draws {draw} card; {len_value} were given.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds several cards ({join}): {who} must name one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} is out of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} goes back into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} is set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>{holder} hold the initiative and choose who goes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>{host} is not an address of this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} has already been checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{key} must be a whole number from 1 to 20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>{key} must be a whole number from 1 to 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{key} must be a whole number from {lo} to {hi}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} was not used in this fight (or is destroyed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{label} ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has threat_lo {lo} above threat_hi {hi}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has unknown fields: {join}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} tags must be a list of words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{len_found} encounters are named '{text}' (ids {ids}); give the id instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{mover} moves away: opportunity attacks?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} acts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} go first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} must {fate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{name_of} seizes the turn from {name_of2}{declines}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>{name_of} takes {name_of2}'s card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of}: morale save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{name_of}: roll Defiant + Lucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} act together (delayed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{names} act together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts (delayed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{names} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{names} broke: surrender or retreat?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} start surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{names} still on {side}: move them to another side first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{names} still stand in {zone}.</source>
        <comment>{names} still stands in {zone}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>{name} (was in {zone})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{name} ({choice})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{name} ({details})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} accepts the stunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} already counts as having acted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} already has that stat block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} already holds {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} already stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are already engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are not engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} must stand in the same zone to engage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} and {name2} share their card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} and {other} are engaged but stand in different zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives in {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives later, so it cannot be engaged at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives with the scene event '{event}', which this encounter does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} arrives with {event}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} blocks the way; clear it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} can move {allowance} zones here; {to} is {value} away.</source>
        <comment>{name} can move {allowance} zone here; {to} is {value} away.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} can move {metres} m; that square is {cost} m away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} can only move into a neighbouring zone with one maneuver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} can only {kinds}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} can use a {slot} action only on its own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} cannot attack itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot attack themself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} cannot attack themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot command themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} cannot defend against itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot hide behind {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} cannot join the group {group}: a group stands on one side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot make an opportunity attack now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} cannot react now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot react to this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} cannot resuscitate themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} cannot talk to the others, so cannot agree a swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} carries no weapon called '{spec}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} carries no weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} choose who acts next: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to act first: use or skip that first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to move first: use or skip that first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} counts as having acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} dodges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} does not agree to shield {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} does not burn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} does not catch fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} does not hold a turn of its own right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} drops {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} failed its integrity check ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails the WIT save to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails to dodge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} fights alone at half health or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{name} first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{name} goes down in {chance} of fights ({lo} to {hi}) and ends with {track} {mean:.1f} on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} has a range that is not a band lo-hi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has acted already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has acted this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has already acted this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{name} has already acted this turn and cannot delay now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already acted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already begun acting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has already commanded {name2} this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared a defence this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared {defence}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has already done something this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has already had a turn this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has already made this turn's one Aspect roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already moved this turn (Sprint moves again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already rolled against {name2}: too late.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} has already rolled initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} has already rolled this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already sprinted this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already taken a Step this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has already tried to dodge this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has already used the reaction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has left the encounter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} has no Retaliation called '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left for {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has no attack '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} has no attack number {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no command '{type}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name} has no health track to damage or heal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no item called '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no maneuver left for {action} this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} has no morale save to make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no move action left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has no power '{power}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has no prepared action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} has no reaction left to seize initiative with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no reaction left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} has no reaction left: this round's turn is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no readied action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no slow maneuver left for {action} this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no square on the grid (place them first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no square on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no stamina left to sprint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>{name} has no such condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name} has no such number to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no track '{res}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no turn order to rearrange by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} has no weapon called '{drop}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no weapon called '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no {cost} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has no {replace} left for {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} has no {slot} action left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has not acted this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has not acted yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has not dropped a '{name2}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} has not earned a card swap with {name2} this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has not surrendered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to abandon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has used both actions this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track} ({dice} rolled {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} holds firm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody to shove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>{name} is a PC: only a creature is swapped for another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a PC: rolls are made against creatures' Threats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is a creature: creatures never roll initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a creature: creatures never roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is already burning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is already close to {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already in cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>{name} is already in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is already the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} is already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is already {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is beyond {name2}'s Speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is bleeding out and must roll Defiant + Lucky first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name} is bleeding out: roll Defiant + Lucky against 10 (the turn's only action).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is burning: only putting out the fire, fleeing or shouting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with an unknown combatant '{other}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with someone who has not arrived yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is engaged with {names} and must back out first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} is grabbed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is held and cannot move away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is immune to poison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name} is missing {dc} health: Fortify against {dc} or fall unconscious.</source>
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
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a GM Desk backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} is not a PC who is standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name} is not a number GM Desk accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name} is not a number a pack may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a readable backup ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is not a readable database ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} is not about to act: it has acted or is not up yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} is not acting now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not among the ambushed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not an enemy in {name2}'s zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} is not bleeding out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not burning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/backout.py"/>
        <source>{name} is not engaged with any creature that is standing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is not hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is not holding the {name2} (Brandish it first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not holding the {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not holding {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{name} is not in a state to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not in the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>{name} is not in the party and cannot lead it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not in {name2}'s zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is not nearby.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not one of the ambushers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not poisoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not prone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not restrained.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} is not waiting for a morale fate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} is not waiting to act in this part of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not without the {item}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not {name2}'s ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is out of range of {name2} ({range}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is out of reach of the {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} is out of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{name} is put in two groups: {first} and {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is restrained: only breaking free or shouting is possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is revealed by the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is surprised and cannot act in the surprise round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is taking a turn right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} is there from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition} for {rounds} rounds.</source>
        <comment>{name} is {condition} for {rounds} round.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} is {dist} zones away: out of reach of {name2}.</source>
        <comment>{name} is {dist} zone away: out of reach of {name2}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is {far} m away; the {name2} reaches {reach} m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words} and cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is {status_words}: nothing to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is {status} and cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is {value} and cannot act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} joins the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side} (leaves {group})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} keeps hold of {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} leaves the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} may make another Aspect roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} may resume fighting only after the enemy harms them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} may try to break free once per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name} may {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} moved this turn; a Step is taken instead of a Move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} moves one zone a turn; {to} is not next to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} moves to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} moves {move_ft} ft; that is {value} ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} must Move this turn before sprinting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must be 0 to 10 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be behind cover (a cover zone, or the GM says so).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} must be engaged with {name2} to use {name3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be next to {name2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} must choose someone to act (teams cannot pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} must continue (or abandon) the {name2} started earlier ({paid}/{cost}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} must first close in on {name2} (a fast maneuver).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must test a skill of this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} needs {COMMAND_FOCUS} focus to command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} owes no end-of-round Retaliation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} passes the WIT save to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{name} pays most: goes down in {now} of fights (was {before}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} refuses the stunt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{name} rolls {die} against AGL {agl} ({result})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} shrugs off the poison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} slips free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} stands in an unknown zone '{zone}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} steps out of hiding to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage ({dice} rolled {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{name} takes or cedes initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage ({dice} rolled {total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} took a Step this turn instead of a Move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} was made by a newer version of GM Desk (data version {version}); update GM Desk to restore it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name}'s WIT is below the fast action threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name}'s mouth is covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s opening action lapses: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{name}'s turn (card {card}): {budget_left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name}'s turn is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name}'s turn: {actions} actions left, {roll}.</source>
        <comment>{name}'s turn: {actions} action left, {roll}.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name}'s turn: {left} actions left.</source>
        <comment>{name}'s turn: {left} action left.</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name}'s zone has no border with '{to}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item} is now {state}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: holds up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name}'s {item}: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name}'s {label} is already as healthy as it gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name}'s {name2} does not reach {name3} from where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <source>{name}'s {name2} is destroyed or on the ground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>{name}'s {res} runs from 0 to {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>{name}: 'pos' is a square [x, y].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: [pack] is missing (it names the pack and its ruleset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: a table holds {count} keys; a pack's hold {limit} at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}: accept the proposed stunt?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: an improvised weapon works as a simple hand or great weapon (melee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: cannot be written ({strerror})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: creatures: must be a list of at least one [[creatures]] entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: crit_threshold is 1 to 30 and reload_cost 0 to 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: damage and crit_damage must be whole numbers from 0 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds a number too long to read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: holds a number too long to read; not a map file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a lone surrogate (broken Unicode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: holds {count} creatures; a pack may hold {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds {value}, which is not a number a pack may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is larger than {size} MB; not a pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is larger than {value} MB; not a map file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested more than {limit} levels deep; not a pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested too deeply to be a pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: is nested too deeply to be an encounter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is not UTF-8 text; not a map file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is {size} MB; a pack may be at most 5 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <source>{name}: larger than {value} MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: log: the logged events do not fit this setup (an event lacks a field or holds the wrong kind of value); the file cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{name}: log: the logged events leave the fight in a state GM Desk cannot read; the file cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: made by a newer GM Desk (file format {version}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: must hold a [pack] table and [[creatures]] entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: nests too deeply; not a map file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a GM Desk encounter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file (line {line}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: opens {count} tables and lists; a pack needs at most {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: setup: GM Desk cannot make a fight of this setup (a field holds the wrong kind of value); the file cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: the bestiary changed while the import was being prepared ({creatures}); nothing was imported. Import the pack again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: the damage die is d4, d6, d8, d10 or d12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: the setup or the log is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the stored stat block is not valid: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: this file is {encoding}, GM Desk reads UTF-8 (save it as UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: this file is {encoding}; GM Desk reads UTF-8 encounter files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: version: must be a whole number, not {quote_version}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: {creatures} not stat blocks of {system}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: {key} is not a known section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>{name}: {reason}; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{name}: {reason}; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {res} set to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what} ({item}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name}: {what} {before} → {after}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: contains a NUL byte; a pack is a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: is not valid UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}:{line}: {error} (column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} does not retaliate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} goes down before it can retaliate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has no Retaliation left this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has nobody standing to retaliate against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc} retaliates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} retaliates against {target}: {retaliation}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc}: let it pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>{number}. {name}: reached in {reached} days, won {won}, lost {lost}, undecided {undecided}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{num} dice in one term; at most {MAX_DICE} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} AGL check: {die} against {agl}, {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attacks {n2} with the {weapon}: {total}{penalty} against evasion {evasion}, luck {luck}: {verdict}{crit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attempts a killing strike on {n2}: {total} vs {dc}, {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
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
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} cannot be surprised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} clears the {obstacle}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} commands {n2} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} creatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} delays; initiative passes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>{n} dice can score 0 to {n} successes, not {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, avoided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, too slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} encounters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} escapes the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to clear the {obstacle}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to get a grip on {n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} falls before striking {n2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
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
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} hits {n2}{edge}: {total} against AC {armour_class}, {damage} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} holds up against hardship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} is caught off guard and does not retaliate (its Retaliation is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} is placed at {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} is skipped at card {card} ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} is too slow and delays; initiative passes on.</source>
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
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} loses the turn ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} loses {to_endurance} endurance and {to_health} health.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} may force {n2} to swap cards ({how}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} may react before the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} missed every action and Considers Options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} misses {n2}{edge}: {total} against AC {armour_class}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} moves {metres} m to {tuple_to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} must Fortify against {dc} or fall unconscious.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} opens the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} parries with the {item} (+{value}; durability {durability}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} performs a short task ({what}): {total}.</source>
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
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} reloads the {weapon}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} rolls luck {luck} against death {dc}: {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} rolls {label}: {expr}{faces} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} runs, but the chase keeps up: they all move on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} saves: {total} against {target}, {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} steps in front of {n2} and becomes the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} struggles but is still held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} suffers from hardship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
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
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
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
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} tries to bring {n2} round ({total} vs {dc}): {n2} {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} tries to flee but gets nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
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
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n}'s cards {_cards} leave the fight ({why}).</source>
        <comment>{n}'s card {_cards} leaves the fight ({why}).</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s readied action fires ({trigger}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s turn ends: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {action} {what} ({paid}/{cost}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {replace} {total} against {dc}, {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{option}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{outcome} against {npc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{owner} {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} cannot be read ({problem}), and GM Desk could not move it aside ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is a folder, not a data file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} is not a GM Desk data file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is not a GM Desk data file. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>{path} lost its journal file, and GM Desk could not move it aside ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk, or start it with --data-dir to use another folder. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by an older version of GM Desk: start GM Desk once on it (it upgrades the file), then share again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{purpose}, {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{raw} less {armour} armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{repr_text} is not a dice expression such as 1d6+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{retaliation}: {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{rounds} rounds: {count}</source>
        <comment>{rounds} round: {count}</comment>
        <translation type="unfinished"><numerusform></numerusform><numerusform></numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>{seconds} seconds a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{side_name} do not hold the initiative: {side_name2} decide which faction acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} cannot be its own ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} is {stance}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{side} join the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side} names an ally side that is not in the encounter: '{ally}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side}: a side is {stances}, not '{stance}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size} KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{spread}% to spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{stage} the {slot} action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{status} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{system} has no option '{name}'.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} round left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} rounds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{team} choose who acts next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{team} pass their pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{text} is more damage or healing than GM Desk applies at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{token} is too large a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>{value} is not valid here: use {shape}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is too large for damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>{value}: its hazard belongs to a tag it does not carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{verb}: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{what} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} cannot be saved: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains a NUL character, which cannot be stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains an invalid character (a lone surrogate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} goes from {low} to {high}, not {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} holds a number too large to store ({item}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} holds an invisible control character ({code}); take it out. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{what} is a list of team ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} is a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is nested too deeply to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is too large to store ({value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{what} is {count} characters long: a name holds at most {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} is {count} characters long; a note may be at most {limit}. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a mapping, not {name__}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be a whole number, not '{text}'</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a whole number, not {repr_value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be at least {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be text, not {name__}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{what} {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{what} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: a picture is named by the sha256 of its bytes (64 hex digits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: holds no picture data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: is said to be {said} but holds a {kind} picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its bytes are not those its name says (damaged or altered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its data is not base64 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: larger than {value} MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (no PC standing: let it pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (nobody in reach: let it pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} ({name} against {who2}?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} abandons the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} accepts the stunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} acts together with {name_of}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} cedes the initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} continues the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} delays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} falls unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{who} must take or cede initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} refuses the stunt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} steps in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} takes the initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} takes the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction} with the {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{who}'s Retaliation lands on {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who}: Fortify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: opportunity attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind} behind {ally}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is already marked {tag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is no longer marked {tags}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is not marked {tag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is now marked {tags}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
