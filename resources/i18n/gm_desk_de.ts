<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>GMDesk</name>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>  (hidden)</source>
        <translation>  (verborgen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source> px on the map</source>
        <translation> px auf der Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source> rd</source>
        <translation> Rd.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source> round(s)</source>
        <translation> Runde(n)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source> rounds</source>
        <translation> Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source> zones</source>
        <translation> Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;About GM Desk</source>
        <translation>Ü&amp;ber GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Action form</source>
        <translation>&amp;Aktionsformular</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Add scene event…</source>
        <translation>Szenenereignis hin&amp;zufügen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>&amp;Apply to this encounter</source>
        <translation>Auf diese Begegnung an&amp;wenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Bestiary search</source>
        <translation>&amp;Bestiarium-Suche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Campaigns and party…</source>
        <translation>&amp;Kampagnen und Gruppe…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Choose picture…</source>
        <translation>Bild &amp;wählen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Damage</source>
        <translation>&amp;Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Damage or condition on the picked…</source>
        <translation>&amp;Schaden oder Zustand auf Auswahl…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Dark (for a dim table)</source>
        <translation>&amp;Dunkel (für einen schwach beleuchteten Tisch)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Duplicate encounter</source>
        <translation>Begegnung &amp;duplizieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Encounter</source>
        <translation>&amp;Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Encounters, in the order fought:</source>
        <translation>Be&amp;gegnungen, in der Reihenfolge der Kämpfe:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Export combat log…</source>
        <translation>Kampfprotokoll &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Fights and rests</source>
        <translation>&amp;Kämpfe und Rasten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Fights to simulate:</source>
        <translation>&amp;Zu simulierende Kämpfe:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;First in</source>
        <translation>&amp;Zuerst in</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Fit map</source>
        <translation>Karte &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Fit to the zones</source>
        <translation>&amp;An die Zonen anpassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Form of the acting combatant</source>
        <translation>&amp;Formular des Handelnden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Freeze player view</source>
        <translation>Spieleransicht einf&amp;rieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Go to</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Group selected…</source>
        <translation>Auswahl &amp;gruppieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Import encounter file…</source>
        <translation>Begegnungsdatei &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Initiative</source>
        <translation>&amp;Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Lasts</source>
        <translation>&amp;Dauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Locked: clicks go to the zones (unlock to drag the picture on the map)</source>
        <translation>&amp;Gesperrt: Klicks gehen an die Zonen (entsperren, um das Bild auf der Karte zu ziehen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Map</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>&amp;Network:</source>
        <translation>&amp;Netzwerk:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;New encounter…</source>
        <translation>&amp;Neue Begegnung…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Notes…</source>
        <translation>&amp;Notizen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Open encounter…</source>
        <translation>Begegnung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Options…</source>
        <translation>&amp;Optionen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Player view</source>
        <translation>Spieler&amp;ansicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Print prep sheet…</source>
        <translation>Vorbereitungsblatt &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Quick roster…</source>
        <translation>Schnell&amp;aufstellung…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Refresh from bestiary…</source>
        <translation>Aus dem Bestiarium a&amp;ktualisieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Remove hazard</source>
        <translation>Gefahr &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Remove picture</source>
        <translation>Bild &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Repeats</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Restart now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Save encounter file as…</source>
        <translation>Begegnungsdatei speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Shows</source>
        <translation>&amp;Deckkraft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Sides…</source>
        <translation>Sei&amp;ten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Strikes</source>
        <translation>&amp;Wirkt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Tag</source>
        <translation>&amp;Tag</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Text</source>
        <translation>&amp;Text</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>&amp;Turn by turn</source>
        <translation>&amp;Zug für Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Ungroup</source>
        <translation>Gruppierung auf&amp;heben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Use map</source>
        <translation>Karte &amp;verwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Width</source>
        <translation>&amp;Breite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Zones</source>
        <translation>&amp;Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>'{name}' now uses the map {map}.</source>
        <translation>„{name}“ verwendet jetzt die Karte {map}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>'{name}' now uses {system}.</source>
        <translation>„{name}“ verwendet jetzt {system}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(changed)</source>
        <translation>(geändert)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>(hidden)</source>
        <translation>(verborgen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>(unknown campaign)</source>
        <translation>(unbekannte Kampagne)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>(unnamed {what})</source>
        <translation>({what} ohne Namen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>(your own)</source>
        <translation>(eigene)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({face} dropped)</source>
        <translation>({face} verworfen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({numerator} in {denominator})</source>
        <translation>({numerator} von {denominator})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>({n} more with no time kept)</source>
        <translation>({n} weitere ohne gespeicherte Zeit)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>3d6+2, 2d20kh1, 4d6kh3…</source>
        <translation>3d6+2, 2d20kh1, 4d6kh3…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>&lt;b&gt;Reinforcements ({count})&lt;/b&gt; · not on the map until they arrive</source>
        <translation>&lt;b&gt;Verstärkung ({count})&lt;/b&gt; · erst auf der Karte, wenn sie eintrifft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;b&gt;Scene events ({len_events})&lt;/b&gt;</source>
        <translation>&lt;b&gt;Szenenereignisse ({len_events})&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>&lt;b&gt;What would you like to do?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie soll es weitergehen?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;: {escape2} → {escape3}, {escape4} damage{effect}</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt;: {escape2} → {escape3}, {escape4} Schaden{effect}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>&lt;html&gt;&lt;body&gt;{join}&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;body&gt;{join}&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;span style='font-size:15pt; font-weight:600'&gt;⚑ {escape}&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style='font-size:9pt'&gt;came up: {when} {get}&lt;/span&gt;</source>
        <translation>&lt;span style='font-size:15pt; font-weight:600'&gt;⚑ {escape}&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style='font-size:9pt'&gt;eingetreten: {when} {get}&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>A condition: prone, or any name</source>
        <translation>Ein Zustand: liegend oder ein beliebiger Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights, and this campaign has one encounter. Prepare another in the Campaigns window (Prepare new…), or open this one and use Encounter ▸ Duplicate encounter.</source>
        <translation>Ein Tag hat mindestens zwei Kämpfe, und diese Kampagne hat eine Begegnung. Bereiten Sie im Fenster Kampagnen eine weitere vor (Neu vorbereiten…), oder öffnen Sie diese und nutzen Sie Begegnung ▸ Begegnung duplizieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights: tick two encounters or more.</source>
        <translation>Ein Tag hat mindestens zwei Kämpfe: Haken Sie zwei oder mehr Begegnungen an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A fight still going after this many rounds is undecided, and ends the day.</source>
        <translation>Ein Kampf, der nach so vielen Runden noch läuft, ist unentschieden und beendet den Tag.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>A fight still going after this many rounds is undecided: neither won nor lost.</source>
        <translation>Ein Kampf, der nach so vielen Runden noch läuft, ist unentschieden: weder gewonnen noch verloren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A full rest: everything recovers</source>
        <translation>Volle Rast: alles erholt sich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>A hazard or a happening (a lair's trick, a creaking bridge, a timer): its text comes up for you when its time comes. It is no combatant: nobody attacks it and it never counts for victory.</source>
        <translation>Eine Gefahr oder ein Geschehen (ein Trick des Unterschlupfs, eine knarrende Brücke, ein Zeitlimit): sein Text erscheint, wenn es so weit ist. Es ist kein Kampfteilnehmer: niemand greift es an, und es zählt nie für den Sieg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>A mundane item used as a weapon: a simple hand or great weapon, handled as already damaged</source>
        <translation>Ein Alltagsgegenstand als Waffe: eine einfache Hand- oder Zweihandwaffe, gilt als bereits beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this combatant</source>
        <translation>Eine Notiz zu diesem Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this zone</source>
        <translation>Eine Notiz zu dieser Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A pack holds creatures of one system; select creatures of one system.</source>
        <translation>Ein Paket enthält Kreaturen eines Systems; Kreaturen eines einzigen Systems auswählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>A picture shown on its token, in the turn order and on its card.</source>
        <translation>Ein Bild, das auf der Spielfigur, in der Zugreihenfolge und auf der Karte erscheint.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>A picture under the zones: a drawn map, or a photo of the battle mat. The zones are drawn over it, and the players see it too. PNG, JPEG or WebP, up to 20 MB.</source>
        <translation>Ein Bild unter den Zonen: eine gezeichnete Karte oder ein Foto der Kampfmatte. Die Zonen werden darüber gezeichnet, und die Spieler sehen es auch. PNG, JPEG oder WebP, bis 20 MB.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest after “{name}”</source>
        <translation>Eine Rast nach „{name}“</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest here, and what it lets recover:</source>
        <translation>Hier eine Rast, und was sich dabei erholt:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest, but nothing recovers</source>
        <translation>Eine Rast, aber nichts erholt sich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest: {recovers}</source>
        <translation>Eine Rast: {recovers}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>A second window for the players: the order, the map, no secrets</source>
        <translation>Ein zweites Fenster für die Spieler: Reihenfolge, Karte, keine Geheimnisse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A whole pack:</source>
        <translation>Ein ganzes Paket:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>AGI</source>
        <translation>AGI</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>AGL</source>
        <translation>AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>AGL check</source>
        <translation>AGL-Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>About GM Desk</source>
        <translation>Über GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Above or below</source>
        <translation>Darüber oder darunter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Action roll</source>
        <translation>Aktionswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Acts first when simultaneous</source>
        <translation>Handelt bei Gleichstand zuerst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Add PC…</source>
        <translation>SC hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Add a &amp;demo campaign</source>
        <translation>&amp;Demo-Kampagne hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add copies…</source>
        <translation>Kopien hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Add scene event</source>
        <translation>Szenenereignis hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Add side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Add the character first, then give it a portrait.</source>
        <translation>Zuerst den Charakter hinzufügen, dann ein Porträt vergeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add the selected creature to the open encounter ({ADD_KEY})</source>
        <translation>Ausgewählte Kreatur zur offenen Begegnung hinzufügen ({ADD_KEY})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add the {count} found</source>
        <translation>Die {count} gefundenen hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Add to each</source>
        <translation>Jedem hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add to encounter</source>
        <translation>Zur Begegnung hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add {count}</source>
        <translation>{count} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Add {singular}</source>
        <translation>{singular} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Advance to whatever comes next (Space)</source>
        <translation>Zum Nächsten weitergehen (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>After “{name}”, before “{next}”:</source>
        <translation>Nach „{name}“, vor „{next}“:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Agility save target</source>
        <translation>AGI-Rettungswurf-Zielwert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Aimed here</source>
        <translation>Hierher gezielt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>All systems</source>
        <translation>Alle Systeme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies</source>
        <translation>Verbündete</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies of the side</source>
        <translation>Verbündete der Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Also possible now</source>
        <translation>Jetzt auch möglich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>An encounter in prep follows the bestiary by itself: nothing to refresh before the fight.</source>
        <translation>Eine Begegnung in Vorbereitung folgt dem Bestiarium von selbst: vor dem Kampf gibt es nichts zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>An offline combat assistant for game masters who run zone-based fights: prep the map and the foes, then run turns, moves, attacks and conditions at the table, with undo for everything.</source>
        <translation>Ein Offline-Kampfassistent für Spielleitungen, die Kämpfe in Zonen leiten: Karte und Gegner vorbereiten, dann am Tisch Züge, Bewegungen, Angriffe und Zustände abwickeln – alles rückgängig machbar.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Announced ▸</source>
        <translation>Angesagt ▸</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Any other modifier the GM allows</source>
        <translation>Sonstiger Modifikator, den die SL erlaubt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Applied {text}.</source>
        <translation>{text} angewendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Applied: {changes}. Edit ▸ Undo takes it back in one step.</source>
        <translation>Angewendet: {changes}. Bearbeiten ▸ Rückgängig nimmt es in einem Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Apply new stats</source>
        <translation>Neue Werte übernehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Apply to each</source>
        <translation>Auf jeden anwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Apply to {pc}</source>
        <translation>Auf {pc} anwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Armour class</source>
        <translation>Rüstungsklasse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Armour damaged</source>
        <translation>Rüstung beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>Arrives later</source>
        <translation>Trifft später ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>As the &amp;system</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>At most {limit} a round.</source>
        <translation>Höchstens {limit} pro Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the end of each round</source>
        <translation>Am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the end of the round</source>
        <translation>Am Ende der Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the start of each round</source>
        <translation>Zu Beginn jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>At the start of round {n}</source>
        <translation>Zu Beginn von Runde {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the start of the round</source>
        <translation>Zu Beginn der Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Attack bonus</source>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attack odds</source>
        <translation>Angriffschancen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Attack roll</source>
        <translation>Angriffswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes it can use</source>
        <translation>Nutzbare Attribute</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/backup_timer.py"/>
        <source>Automatic backup failed: {error}</source>
        <translation>Automatische Sicherung fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average expected</source>
        <translation>Erwarteter Schnitt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average rolled</source>
        <translation>Gewürfelter Schnitt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Back to the &amp;map</source>
        <translation>Zurück zur Kar&amp;te</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Back up now</source>
        <translation>Jetzt sichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Back-out roll</source>
        <translation>Rückzugswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Backups are kept in {backup_dir}</source>
        <translation>Sicherungen liegen in {backup_dir}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Before the fight</source>
        <translation>Vor dem Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Before the first round</source>
        <translation>Vor der ersten Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Before the round</source>
        <translation>Vor der Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation>Gewinn {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Bestiary</source>
        <translation>Bestiarium</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>Bestiary editor</source>
        <translation>Bestiarium-Editor</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json *.zip);;All files (*)</source>
        <translation>Bestiarium-Pakete (*.toml *.json *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json);;All files (*)</source>
        <translation>Bestiarium-Pakete (*.toml *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Between the fights:</source>
        <translation>Zwischen den Kämpfen:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Blast</source>
        <translation>Flächenangriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here with the {weapon}…</source>
        <translation>Flächenangriff hierher mit {weapon}…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here…</source>
        <translation>Flächenangriff hierher…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast landed here</source>
        <translation>Flächenangriff ging hier nieder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast lost</source>
        <translation>Flächenangriff verfehlt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Bleed-out roll</source>
        <translation>Verblutungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Block value</source>
        <translation>Blockwert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>Bring in now</source>
        <translation>Jetzt hereinholen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>By &amp;combatant</source>
        <translation>Nach &amp;Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>C&amp;ombatants</source>
        <translation>&amp;Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Ca&amp;mpaign</source>
        <translation>&amp;Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaign name</source>
        <translation>Kampagnenname</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Campaign:</source>
        <translation>Kampagne:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Campaign: {name}</source>
        <translation>Kampagne: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaigns</source>
        <translation>Kampagnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Cancel tuning</source>
        <translation>Abstimmung abbrechen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Cancelled: no report for this run.</source>
        <translation>Abgebrochen: kein Bericht für diesen Lauf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Cannot be surprised</source>
        <translation>Nicht überraschbar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Carries a light</source>
        <translation>Trägt eine Lichtquelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Chance to go down (95%)</source>
        <translation>Chance, zu Boden zu gehen (95 %)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Chance to reach</source>
        <translation>Chance auf Zielwert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Chance to succeed (or better) / chance of a critical, the Threat each weapon meets below.</source>
        <translation>Erfolgschance (oder besser) / Chance auf kritischen Erfolg, gegen die Bedrohung, auf die jede Waffe unten trifft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Change &amp;system…</source>
        <translation>System &amp;wechseln…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Change system</source>
        <translation>System wechseln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>Character name</source>
        <translation>Charaktername</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/choices.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Choose a creature in the bestiary to edit it, or make a new one.</source>
        <translation>Eine Kreatur im Bestiarium wählen, um sie zu bearbeiten, oder eine neue anlegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Choose a map picture</source>
        <translation>Kartenbild wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose a portrait</source>
        <translation>Porträt wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Choose an attacker, a target and a weapon.</source>
        <translation>Angreifer, Ziel und Waffe wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose picture…</source>
        <translation>Bild wählen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Choose the number of fights, the seed and the round cap, then Run.</source>
        <translation>Anzahl der Kämpfe, Seed und Rundenlimit wählen, dann Starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Click a roll to roll it again.</source>
        <translation>Einen Wurf anklicken, um ihn zu wiederholen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Click a row of the turn order or a token on the map.</source>
        <translation>Eine Zeile der Zugreihenfolge oder eine Spielfigur auf der Karte anklicken.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Click a step to go back to it; click a later one to go forward again.</source>
        <translation>Einen Schritt anklicken, um dorthin zurückzugehen; einen späteren anklicken, um wieder vorzugehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Close the editor (Esc or Ctrl+W); asks first about unsaved changes</source>
        <translation>Editor schließen (Esc oder Strg+W); fragt vorher nach ungespeicherten Änderungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Combat &amp;log filter</source>
        <translation>Kampf&amp;protokoll-Filter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Combat log: {name}</source>
        <translation>Kampfprotokoll: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Combat system</source>
        <translation>Kampfsystem</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>Combat systems</source>
        <translation>Kampfsysteme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Combatant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes &amp;up</source>
        <translation>Tritt e&amp;in</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes up {when_words}.</source>
        <translation>Tritt {when_words} ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Command {seq}: {text}</source>
        <translation>Befehl {seq}: {text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Concealed at start (ambusher)</source>
        <translation>Zu Beginn verborgen (Hinterhalt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Condition:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Conditions tick {when}.</source>
        <translation>Zustände zählen {when} weiter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Conditions: {names}</source>
        <translation>Zustände: {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Constitution</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Continue</source>
        <translation>Fortfahren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Copy address</source>
        <translation>Adresse kopieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Counted exactly over {count:,} equally likely rolls.</source>
        <translation>Exakt über {count:,} gleich wahrscheinliche Würfe gezählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Create a campaign first.</source>
        <translation>Zuerst eine Kampagne anlegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Creatures</source>
        <translation>Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Creatures already in the bestiary</source>
        <translation>Kreaturen, die schon im Bestiarium sind</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Creatures:</source>
        <translation>Kreaturen:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical damage</source>
        <translation>Kritischer Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical threshold (luck die)</source>
        <translation>Kritische Schwelle (Glückswürfel)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Critical! Accept the Retaliation (+1 damage)</source>
        <translation>Kritisch! Die Vergeltung annehmen (+1 Schaden)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>D&amp;ays to simulate:</source>
        <translation>Zu simulierende &amp;Tage:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Damage (harm)</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage and conditions wait for the fight: start it first.</source>
        <translation>Schaden und Zustände warten auf den Kampf: ihn zuerst starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage dealt</source>
        <translation>Schaden verursacht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damage die</source>
        <translation>Schadenswürfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage is what landed, as the log records it. The average expected is what the same dice give on average; above or below adds up how far the rolls came from it.</source>
        <translation>Schaden ist, was getroffen hat, wie das Protokoll es festhält. Der erwartete Schnitt ist, was dieselben Würfel im Mittel ergeben; darüber oder darunter zählt zusammen, wie weit die Würfe davon abwichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on everyone here ({count})…</source>
        <translation>Schaden oder Zustand auf alle hier ({count})…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked</source>
        <translation>Schaden oder Zustand auf die {count} Gewählten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked…</source>
        <translation>Schaden oder Zustand auf die {count} Gewählten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage or heal {name}</source>
        <translation>Schaden oder Heilung für {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Damage or heal:</source>
        <translation>Schaden oder Heilung:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Damage or heal…</source>
        <translation>Schaden oder Heilung…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage taken</source>
        <translation>Schaden erlitten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Damage type</source>
        <translation>Schadensart</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage: 7 or 2d6+1 · heal: -3</source>
        <translation>Schaden: 7 oder 2d6+1 · Heilung: -3</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Date: {when}</source>
        <translation>Datum: {when}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Death difficulty</source>
        <translation>Todesschwierigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Decide</source>
        <translation>Entscheiden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Deflection</source>
        <translation>Ablenkung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete campaign</source>
        <translation>Kampagne löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete creature</source>
        <translation>Kreatur löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete creatures</source>
        <translation>Kreaturen löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete encounter</source>
        <translation>Begegnung löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Delete zone</source>
        <translation>Zone löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete {name} from the bestiary?

Encounters that already use it keep their copy.</source>
        <translation>{name} aus dem Bestiarium löschen?

Begegnungen, die sie schon verwenden, behalten ihre Kopie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete {shown} from the bestiary?

Encounters that already use them keep their copies.</source>
        <translation>{shown} aus dem Bestiarium löschen?

Begegnungen, die sie schon verwenden, behalten ihre Kopien.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” and its log?</source>
        <translation>„{name}“ samt Protokoll löschen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” with its party and every encounter in it?</source>
        <translation>„{name}“ samt Gruppe und allen Begegnungen darin löschen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Deleted {name}.</source>
        <translation>{name} gelöscht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Deleted {shown}.</source>
        <translation>{shown} gelöscht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Di&amp;fficulty report…</source>
        <translation>Schwierigkeits&amp;bericht…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Dice &amp;seed:</source>
        <translation>Würfel-S&amp;eed:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Dice are rolled once for all of them.</source>
        <translation>Die Würfel werden einmal für alle geworfen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Dice roller</source>
        <translation>Würfelroller</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Difficulty report — {name}</source>
        <translation>Schwierigkeitsbericht — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: cannot be simulated</source>
        <translation>Schwierigkeit: nicht simulierbar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: estimating…</source>
        <translation>Schwierigkeit: wird geschätzt…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: no foes</source>
        <translation>Schwierigkeit: keine Gegner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Disadvantage</source>
        <translation>Nachteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Discard what you typed in the notes?</source>
        <translation>Die Eingaben in den Notizen verwerfen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Disengage</source>
        <translation>Nahkampf lösen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Do it</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>Double-click anywhere to create the first zone</source>
        <translation>Irgendwo doppelklicken, um die erste Zone anzulegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Drag to resize the zone</source>
        <translation>Ziehen, um die Größe der Zone zu ändern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation>Rückschlag {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicate encounter</source>
        <translation>Begegnung duplizieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicated '{name}' as '{name2}'.</source>
        <translation>„{name}“ als „{name2}“ dupliziert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Durability</source>
        <translation>Haltbarkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>During the fight: links and terrain change, names and hazards wait</source>
        <translation>Während des Kampfes: Verbindungen und Gelände ändern sich, Namen und Gefahren warten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>E&amp;ncounter</source>
        <translation>Be&amp;gegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit record</source>
        <translation>Eintrag bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Edit scene event</source>
        <translation>Szenenereignis bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit {field}</source>
        <translation>{field} bearbeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Elemental</source>
        <translation>Elementar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Empty for no damage</source>
        <translation>Leer lassen für keinen Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter name</source>
        <translation>Name der Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Encounter: {name}</source>
        <translation>Begegnung: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Encounters of the day</source>
        <translation>Begegnungen des Tages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>End of the day</source>
        <translation>Ende des Tages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>End of the fight</source>
        <translation>Ende des Kampfes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat, stalemate…</source>
        <translation>Kampf beenden: Sieg, Niederlage, Patt…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat…</source>
        <translation>Kampf beenden: Sieg, Niederlage…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Endurance</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End…</source>
        <translation>Beenden…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Engage</source>
        <translation>In Nahkampf binden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Engaged with {names}</source>
        <translation>Im Nahkampf gebunden mit {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter all (roll the empty ones)</source>
        <translation>Alle eintragen (leere würfeln)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter the typed ones</source>
        <translation>Eingegebene eintragen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter typed, roll the creatures'</source>
        <translation>Eingegebene eintragen, Kreaturen würfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Evasion</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Every creature in this fight matches its bestiary entry.</source>
        <translation>Jede Kreatur in diesem Kampf entspricht ihrem Bestiariumseintrag.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Every creature of a system:</source>
        <translation>Alle Kreaturen eines Systems:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Everyone in {zone}</source>
        <translation>Alle in {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Everything is saved first; the open encounter opens again.</source>
        <translation>Zuvor wird alles gespeichert; die offene Begegnung wird wieder geöffnet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Exact: each of the {n} ways {expr} can fall, tried through the rules as they stand now</source>
        <translation>Exakt: jede der {n} Möglichkeiten, wie {expr} fallen kann, nach den aktuellen Regeln durchgespielt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export a bestiary pack</source>
        <translation>Bestiarium-Paket exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Export a map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export combat log</source>
        <translation>Kampfprotokoll exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export creatures as a pack</source>
        <translation>Kreaturen als Paket exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export fight &amp;recap…</source>
        <translation>Kampf-&amp;Rückblick exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Export fight recap</source>
        <translation>Kampf-Rückblick exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export prep sheet as &amp;PDF…</source>
        <translation>Vorbereitungsblatt als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Export prep sheet as PDF</source>
        <translation>Vorbereitungsblatt als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export selected…</source>
        <translation>Auswahl exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Exported the combat log to {name}.</source>
        <translation>Kampfprotokoll nach {name} exportiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Exported {count} creatures to {name}.</source>
        <comment>Exported {count} creature to {name}.</comment>
        <translation><numerusform>{count} Kreatur nach {name} exportiert.</numerusform><numerusform>{count} Kreaturen nach {name} exportiert.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Exported {name} to {name2}.</source>
        <translation>{name} nach {name2} exportiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fade map picture</source>
        <translation>Kartenbild abblenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Fast action threshold</source>
        <translation>Schwelle für schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fear (successes to resist)</source>
        <translation>Furcht (Erfolge zum Widerstehen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Fight lengths (rounds):</source>
        <translation>Kampfdauer (Runden):</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>Fight lengths histogram</source>
        <translation>Histogramm der Kampfdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Fight over: {result}</source>
        <translation>Kampf vorbei: {result}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Fight recap: {name}</source>
        <translation>Kampf-Rückblick: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter earlier in the day (Ctrl+Up)</source>
        <translation>Die gewählte Begegnung früher am Tag kämpfen (Strg+Hoch)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter later in the day (Ctrl+Down)</source>
        <translation>Die gewählte Begegnung später am Tag kämpfen (Strg+Herunter)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Fights are being simulated in the background.</source>
        <translation>Kämpfe werden im Hintergrund simuliert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Figures by combatant</source>
        <translation>Zahlen nach Teilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>File ▸ Open encounter… (Ctrl+O)</source>
        <translation>Datei ▸ Begegnung öffnen… (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the combat log</source>
        <translation>Kampfprotokoll filtern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the log (name, zone, roll…)</source>
        <translation>Protokoll filtern (Name, Zone, Wurf…)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fire intensity</source>
        <translation>Feuerintensität</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fit map picture</source>
        <translation>Kartenbild einpassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Foes</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Format version</source>
        <translation>Formatversion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>From the start</source>
        <translation>Von Anfang an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>From {pack}</source>
        <translation>Aus {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>G&amp;roups…</source>
        <translation>G&amp;ruppen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk</source>
        <translation>GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>GM Desk backs up your data when it opens (once a day), regularly while you work, and before every upgrade, import and restore. Restoring puts a backup in place of your current data; your current data is backed up first, so you can always come back to it.</source>
        <translation>GM Desk sichert die Daten beim Öffnen (einmal täglich), regelmäßig während der Arbeit und vor jedem Upgrade, Import und Wiederherstellen. Beim Wiederherstellen ersetzt eine Sicherung die aktuellen Daten; diese werden vorher gesichert, sodass sie jederzeit zurückgeholt werden können.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk encounter (*.json)</source>
        <translation>GM-Desk-Begegnung (*.json)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>GM Desk encounter (*.json);;All files (*)</source>
        <translation>GM-Desk-Begegnung (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>GM Desk ignored a setting it could not read in {file}: {what}; the default is used instead.</source>
        <translation>GM Desk hat eine Einstellung in {file} ignoriert, die es nicht lesen konnte: {what}; stattdessen gilt der Standard.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>GM Desk manual</source>
        <translation>GM-Desk-Handbuch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>GM Desk rolls this</source>
        <translation>GM Desk würfelt das</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk shows {language} once it starts again. Start it again now?</source>
        <translation>GM Desk erscheint nach einem Neustart auf {language}. Jetzt neu starten?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>GM Desk will be in {language} from its next start.</source>
        <translation>GM Desk erscheint ab dem nächsten Start auf {language}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>GM Desk — Player view</source>
        <translation>GM Desk — Spieleransicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk — {name} — {name2}</source>
        <translation>GM Desk — {name} — {name2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>GM Desk: your data file was set aside</source>
        <translation>GM Desk: Die Datendatei wurde beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>GM override: {track} {step}</source>
        <translation>SL-Eingriff: {track} {step}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>GM's turns</source>
        <translation>Züge der Spielleitung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Give a dice expression.</source>
        <translation>Einen Würfelausdruck angeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Give it a name.</source>
        <translation>Einen Namen vergeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Goblin, 5 / Glass Hound, 2 (or one creature a line)</source>
        <translation>Goblin, 5 / Glass Hound, 2 (oder eine Kreatur pro Zeile)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Goes down (95%)</source>
        <translation>Geht zu Boden (95 %)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected</source>
        <translation>Auswahl gruppieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected…</source>
        <translation>Auswahl gruppieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Group: {name}</source>
        <translation>Gruppe: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm capacity</source>
        <translation>Schadensgrenze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm tracking</source>
        <translation>Schadensverfolgung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm type</source>
        <translation>Schadensart</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Has Reach</source>
        <translation>Große Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/group.py"/>
        <source>Has {label_text}</source>
        <translation>Hat {label_text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Hazard ({tag}): {words}</source>
        <translation>Gefahr ({tag}): {words}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Hazard — {zone_name}</source>
        <translation>Gefahr — {zone_name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Hazard…</source>
        <translation>Gefahr…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Hidden</source>
        <translation>Verborgen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Highest Threat to show</source>
        <translation>Höchste angezeigte Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>History of the fight</source>
        <translation>Verlauf des Kampfes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit dice</source>
        <translation>Trefferwürfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Hold the clock (the table is discussing a rule, say)</source>
        <translation>Uhr anhalten (etwa, wenn der Tisch eine Regel bespricht)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Hostile</source>
        <translation>Feindlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>How each side plays: {tactic}. Seed {seed}.</source>
        <translation>Wie jede Seite spielt: {tactic}. Seed {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>How long the current turn has run, in the status bar (for the GM)</source>
        <translation>Wie lange der laufende Zug schon dauert, in der Statusleiste (für die Spielleitung)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>How many ticks it lasts (0: until removed)</source>
        <translation>Wie viele Ticks er anhält (0: bis entfernt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>If critical: accept the Retaliation (+1 damage)</source>
        <translation>Bei kritischem Erfolg: die Vergeltung annehmen (+1 Schaden)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Ignores darkness</source>
        <translation>Ignoriert Dunkelheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Immune to</source>
        <translation>Immun gegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Immune to fear (no morale checks)</source>
        <translation>Immun gegen Furcht (keine Moralproben)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import a bestiary pack</source>
        <translation>Bestiarium-Paket importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Import a map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Import encounter file</source>
        <translation>Begegnungsdatei importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Imported {name} as '{name2}' ({state}) in {campaign_name}.</source>
        <translation>{name} als „{name2}“ ({state}) in {campaign_name} importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Imported {name} from {name2}.</source>
        <translation>{name} aus {name2} importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing a bestiary pack</source>
        <translation>Bestiarium-Paket importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing {pack}…</source>
        <translation>{pack} wird importiert…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Improvised</source>
        <translation>Improvisiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In prep</source>
        <translation>In Vorbereitung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>In the order, by {label}</source>
        <translation>In der Reihenfolge, nach {label}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>In {name}'s {reach}</source>
        <translation>In {reach} von {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} a scene event comes up at the start or the end of a round, or takes a place in the order by {label}. {hint}</source>
        <translation>In {system} tritt ein Szenenereignis zu Beginn oder am Ende einer Runde ein oder nimmt einen Platz in der Reihenfolge nach {label} ein. {hint}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} the order is chosen as the round goes, so a scene event comes up at the start or the end of a round.</source>
        <translation>In {system} wird die Reihenfolge im Lauf der Runde gewählt, daher tritt ein Szenenereignis zu Beginn oder am Ende einer Runde ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>In {system}: {rule}</source>
        <translation>In {system}: {rule}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Include my conditions of this system (the condition library)</source>
        <translation>Eigene Zustände dieses Systems einschließen (die Zustandsbibliothek)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Initiative cards</source>
        <translation>Initiativkarten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Intimate, Engaged or zones away</source>
        <translation>Unmittelbar, Gebunden oder Zonen entfernt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>It</source>
        <translation>Der Wert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Joining: {names}.</source>
        <translation>Dabei: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Keep both: import the pack's versions as “Name (2)”</source>
        <translation>Beide behalten: die Fassungen des Pakets als „Name (2)“ importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Key figures:</source>
        <translation>Kennzahlen:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Larger &amp;type</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Last changed</source>
        <translation>Zuletzt geändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Last rolls (click to roll again)</source>
        <translation>Letzte Würfe (anklicken zum Wiederholen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Lasts</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Leave it: nothing was applied</source>
        <translation>Lassen: nichts wurde angewendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Left out of the turn order until it acts or you reveal it</source>
        <translation>Nicht in der Zugreihenfolge, bis er handelt oder enthüllt wird</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Likely breaking point: fight {number}, “{name}”: {ended:,} of the {total:,} days that end early end there.</source>
        <translation>Wahrscheinliche Bruchstelle: Kampf {number}, „{name}“: {ended:,} der {total:,} vorzeitig endenden Tage enden dort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Link to</source>
        <translation>Verbinden mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Lock map picture</source>
        <translation>Kartenbild sperren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Looking for changes that make the party win about {chance}…</source>
        <translation>Suche nach Änderungen, mit denen die Gruppe etwa {chance} gewinnt…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Lowest Threat to show</source>
        <translation>Niedrigste angezeigte Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Luck modifier</source>
        <translation>Glücksmodifikator</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Made {name}.</source>
        <translation>{name} angelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Make a new address: the old one stops working, phones need the new one</source>
        <translation>Neue Adresse erzeugen: die alte funktioniert nicht mehr, Handys brauchen die neue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Manage conditions</source>
        <translation>Zustände verwalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Manage conditions…</source>
        <translation>Zustände verwalten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Maneuvers per round</source>
        <translation>Manöver pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Map &amp;picture…</source>
        <translation>Kartenb&amp;ild…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map files (*.toml)</source>
        <translation>Kartendateien (*.toml)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map library</source>
        <translation>Kartenbibliothek</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Map picture</source>
        <translation>Kartenbild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Map: zones as boxes (name, then tags in brackets), links as lines. Tokens: &lt;b&gt;thick ring&lt;/b&gt; = the party, &lt;b&gt;filled disc&lt;/b&gt; = hostile, &lt;b&gt;dashed ring&lt;/b&gt; = neutral.</source>
        <translation>Karte: Zonen als Kästen (Name, dann Tags in Klammern), Verbindungen als Linien. Spielfiguren: &lt;b&gt;dicker Ring&lt;/b&gt; = die Gruppe, &lt;b&gt;gefüllte Scheibe&lt;/b&gt; = feindlich, &lt;b&gt;gestrichelter Ring&lt;/b&gt; = neutral.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Maps:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Max Strain</source>
        <translation>Max. Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>May change the system's options</source>
        <translation>Darf die Optionen des Systems ändern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Mean track at the end</source>
        <translation>Durchschnittlicher Leistenstand am Ende</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee + ranged reach</source>
        <translation>Nah- + Fernkampfreichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Melee Threat</source>
        <translation>Nahkampf-Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Melee Threat label</source>
        <translation>Bezeichnung Nahkampf-Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee reach</source>
        <translation>Nahkampfreichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Members of {side}</source>
        <translation>Mitglieder von {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Morale (2d6)</source>
        <translation>Moral (2d6)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Morale group</source>
        <translation>Moralgruppe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Most at risk: {name}, who goes down in {chance} of the fights.</source>
        <translation>Am stärksten gefährdet: {name}, geht in {chance} der Kämpfe zu Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Move (ft)</source>
        <translation>Bewegung (ft)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Move map picture</source>
        <translation>Kartenbild verschieben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Move zone</source>
        <translation>Zone verschieben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>My creatures</source>
        <translation>Eigene Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>NPC</source>
        <translation>NSC</translation>
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
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Name of the group:</source>
        <translation>Name der Gruppe:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Name of the map:</source>
        <translation>Name der Karte:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Name the benefits and drawbacks the group picks</source>
        <translation>Die Gewinne und Rückschläge nennen, die die Gruppe wählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>New address</source>
        <translation>Neue Adresse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>New creature</source>
        <translation>Neue Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>New name of the group {name}:</source>
        <translation>Neuer Name der Gruppe {name}:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>New retaliation</source>
        <translation>Neue Vergeltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>New stats from the bestiary for {join}.</source>
        <translation>Neue Werte aus dem Bestiarium für {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>New zone here</source>
        <translation>Neue Zone hier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>New {what}</source>
        <translation>Neu: {what}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next  (Space)</source>
        <translation>Weiter  (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Next: {name}</source>
        <translation>Als Nächstes: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No Aspect</source>
        <translation>Kein Aspekt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No PC of the campaign has a sheet for this system.</source>
        <translation>Kein SC der Kampagne hat einen Bogen für dieses System.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No Retaliation was drawn.</source>
        <translation>Keine Vergeltung wurde gezogen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>No backup was made</source>
        <translation>Es wurde keine Sicherung angelegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>No campaign yet: create one.</source>
        <translation>Noch keine Kampagne: eine anlegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation>Keine Änderung vorzuschlagen: die Begegnung hat keine Gegner zum Ändern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>No conditions.</source>
        <translation>Keine Zustände.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No day played yet: choose the fights, then Run.</source>
        <translation>Noch kein Tag gespielt: Wählen Sie die Kämpfe, dann Starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>No encounter</source>
        <translation>Keine Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No encounter is open</source>
        <translation>Keine Begegnung geöffnet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>No fights simulated yet.</source>
        <translation>Noch keine Kämpfe simuliert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of the {weapon}: the {other} reaches one.</source>
        <translation>Kein Gegner ist in Reichweite von {weapon}: {other} erreicht einen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of {name}'s weapons: move {name} closer first (drag the token on the map).</source>
        <translation>Kein Gegner ist in Reichweite der Waffen von {name}: {name} zuerst näher heranbewegen (die Spielfigur auf der Karte ziehen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No foes.</source>
        <translation>Keine Gegner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>No map picked</source>
        <translation>Keine Karte gewählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>No picture: the zones lie on the bare canvas.</source>
        <translation>Kein Bild: die Zonen liegen auf der leeren Fläche.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No rest: everything carries over</source>
        <translation>Keine Rast: alles wird mitgenommen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>No scene events yet: add a lair's trick, a collapsing bridge or a timer.</source>
        <translation>Noch keine Szenenereignisse: einen Trick des Unterschlupfs, eine einstürzende Brücke oder ein Zeitlimit hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No sheet for this system, left out: {names}.</source>
        <translation>Kein Bogen für dieses System, ausgelassen: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>No turn running</source>
        <translation>Kein Zug läuft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No zones yet</source>
        <translation>Noch keine Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Nobody chosen</source>
        <translation>Niemand gewählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Non-lethal</source>
        <translation>Nicht-tödlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Normal roll</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Not in this system's bestiary (left out): {names}</source>
        <translation>Nicht im Bestiarium dieses Systems (ausgelassen): {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: fix the problems marked in red first.</source>
        <translation>Nicht gespeichert: zuerst die rot markierten Probleme beheben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: {problem}</source>
        <translation>Nicht gespeichert: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Not sharing.</source>
        <translation>Nicht geteilt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes on the whole campaign</source>
        <translation>Notizen zur ganzen Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes saved.</source>
        <translation>Notizen gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes: {name}</source>
        <translation>Notizen: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Note…</source>
        <translation>Notiz…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing happened.</source>
        <translation>Nichts geschehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Nothing has happened yet.</source>
        <translation>Noch ist nichts geschehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing to do right now</source>
        <translation>Gerade nichts zu tun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing to recap yet: the fight has not begun.</source>
        <translation>Noch nichts für einen Rückblick: der Kampf hat nicht begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Nothing was imported: {failure}</source>
        <translation>Nichts wurde importiert: {failure}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing yet: Next (Space) starts the fight</source>
        <translation>Noch nichts: Weiter (Leertaste) beginnt den Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Now listing {system}, the pack's system.</source>
        <translation>Jetzt wird {system} aufgelistet, das System des Pakets.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Now the party wins {now}. Target {target}: {count} proposals, nearest first, each played {fights:,} times on itself.</source>
        <comment>Now the party wins {now}. Target {target}: {count} proposal, played {fights:,} times on itself.</comment>
        <translation><numerusform>Jetzt gewinnt die Gruppe {now}. Ziel {target}: {count} Vorschlag, {fights:,}-mal für sich gespielt.</numerusform><numerusform>Jetzt gewinnt die Gruppe {now}. Ziel {target}: {count} Vorschläge, der nächste zuerst, jeder {fights:,}-mal für sich gespielt.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Now: {name}</source>
        <translation>Jetzt: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Nudge zone</source>
        <translation>Zone leicht verschieben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Objective reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Odds of the {roll}: {odds}</source>
        <translation>Chancen für {roll}: {odds}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>On average, ends with</source>
        <translation>Endet im Schnitt mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>One side fled</source>
        <translation>Eine Seite ist geflohen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Only you see these: the prep sheet prints them, the players never see them.</source>
        <translation>Nur für die SL sichtbar: das Vorbereitungsblatt druckt sie, die Spieler sehen sie nie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Open</source>
        <translation>Öffnen</translation>
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
        <translation>Zuerst eine Begegnung öffnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Open an encounter from the File menu.</source>
        <translation>Eine Begegnung über das Datei-Menü öffnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Open an encounter to see its statistics.</source>
        <translation>Öffne eine Begegnung, um ihre Statistik zu sehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Open another…</source>
        <translation>Andere öffnen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Open encounter</source>
        <translation>Begegnung öffnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Open the encounter to apply a proposal to it.</source>
        <translation>Die Begegnung öffnen, um einen Vorschlag darauf anzuwenden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Open the selected creature in the editor (double-click or Return)</source>
        <translation>Ausgewählte Kreatur im Editor öffnen (Doppelklick oder Return)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Opening your campaigns…</source>
        <translation>Kampagnen werden geöffnet…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Options in force</source>
        <translation>Geltende Optionen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Options — {name}</source>
        <translation>Optionen — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Other modifier to the roll</source>
        <translation>Sonstiger Modifikator für den Wurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Over: {result}</source>
        <translation>Vorbei: {result}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>PC</source>
        <translation>SC</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Pack name</source>
        <translation>Paketname</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Pack not exported</source>
        <translation>Paket nicht exportiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Pack not imported</source>
        <translation>Paket nicht importiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Parry value</source>
        <translation>Paradewert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Party wins</source>
        <translation>Gruppe siegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Party wins ~{chance} ({low}–{high}) · {word}</source>
        <translation>Gruppe siegt ~{chance} ({low}–{high}) · {word}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Paused by the GM</source>
        <translation>Von der SL pausiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Penetrates cover</source>
        <translation>Durchdringt Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Per turn</source>
        <translation>Pro Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Phones, tablets or a TV's browser on the same network open this address to follow the fight: the round, the order and the map, as the player view shows them. Nothing the players may not see leaves GM Desk, and nothing can be changed from there.</source>
        <translation>Handys, Tablets oder der Browser eines Fernsehers im selben Netzwerk öffnen diese Adresse, um dem Kampf zu folgen: Runde, Reihenfolge und Karte, wie die Spieleransicht sie zeigt. Nichts, was die Spieler nicht sehen dürfen, verlässt GM Desk, und von dort lässt sich nichts ändern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Physical</source>
        <translation>Physisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pick a target, then Propose.</source>
        <translation>Ein Ziel wählen, dann Vorschlagen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick several combatants (Shift or Ctrl click), then group them</source>
        <translation>Mehrere Teilnehmer wählen (Umschalt- oder Strg-Klick), dann gruppieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to group first.</source>
        <translation>Zuerst die zu gruppierenden Teilnehmer wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to take out of their group first.</source>
        <translation>Zuerst die Teilnehmer wählen, die aus ihrer Gruppe genommen werden sollen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the tokens to take out of their group on the map.</source>
        <translation>Die Spielfiguren auf der Karte wählen, die aus ihrer Gruppe genommen werden sollen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Pick tokens on the map first: Ctrl+click them, or drag a box around them.</source>
        <translation>Zuerst Spielfiguren auf der Karte wählen: mit Strg+Klick oder einen Rahmen darum ziehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick two or more tokens on the map (drag a box around them), or pick them here.</source>
        <translation>Zwei oder mehr Spielfiguren auf der Karte wählen (einen Rahmen darum ziehen) oder hier auswählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Picks…</source>
        <translation>Wahl…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Pictures ({patterns})</source>
        <translation>Bilder ({patterns})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Place in (GM)</source>
        <translation>Platzieren in (SL)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Plan a &amp;day…</source>
        <translation>Einen Tag &amp;planen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Plan a day — {name}</source>
        <translation>Einen Tag planen — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Player view &amp;screen</source>
        <translation>Spieleransicht-&amp;Bildschirm</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Players' turns</source>
        <translation>Züge der Spieler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Playing the day {days:,} times…</source>
        <translation>Der Tag wird {days:,}-mal gespielt…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait kept.</source>
        <translation>Porträt beibehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait taken away.</source>
        <translation>Porträt entfernt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pr&amp;opose</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Prep sheet written to {name} ({pages} pages).</source>
        <translation>Vorbereitungsblatt nach {name} geschrieben ({pages} Seiten).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Prep · double-click: new zone · Shift-drag: link · drag tokens: starting places</source>
        <translation>Vorbereitung · Doppelklick: neue Zone · Umschalt-Ziehen: verbinden · Spielfiguren ziehen: Startplätze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Prepare new…</source>
        <translation>Neu vorbereiten…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Print prep sheet</source>
        <translation>Vorbereitungsblatt drucken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiencies</source>
        <translation>Kompetenzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiency</source>
        <translation>Kompetenz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Proposals may also turn one of the system's yes-or-no options (they change the PCs' side too).</source>
        <translation>Vorschläge dürfen auch eine der Ja/Nein-Optionen des Systems umstellen (sie ändern auch die Seite der SCs).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>Pseudo-language (for checking translations)</source>
        <translation>Pseudosprache (zum Prüfen von Übersetzungen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Put the hazard out</source>
        <translation>Gefahr löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Put the picked combatants in one group (Ctrl+G)</source>
        <translation>Die gewählten Teilnehmer in eine Gruppe stecken (Strg+G)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Put {backup} in place of your current data?

Your current data is backed up first (as “before restore”), so you can come back to it from this list.</source>
        <translation>{backup} anstelle der aktuellen Daten einsetzen?

Die aktuellen Daten werden vorher gesichert (als „vor Wiederherstellung“) und lassen sich aus dieser Liste zurückholen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>QR code of the address</source>
        <translation>QR-Code der Adresse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Quick roster</source>
        <translation>Schnellaufstellung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Range (ft)</source>
        <translation>Reichweite (ft)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Range (m)</source>
        <translation>Reichweite (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Range (zones)</source>
        <translation>Reichweite (Zonen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Range band (zones)</source>
        <translation>Reichweite (Zonen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Ranged Threat</source>
        <translation>Fernkampf-Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Ranged Threat label</source>
        <translation>Bezeichnung Fernkampf-Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Ranged reach</source>
        <translation>Fernkampfreichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached: the days that got to this fight. A day ends at the first fight the party does not win; undecided: still going after the round cap of {round_cap} rounds. Seed {seed}.</source>
        <translation>Erreicht: die Tage, die bis zu diesem Kampf kamen. Ein Tag endet mit dem ersten Kampf, den die Gruppe nicht gewinnt; unentschieden: läuft nach dem Rundenlimit von {round_cap} Runden noch. Seed {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reactions per round</source>
        <translation>Reaktionen pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary</source>
        <translation>Aus dem Bestiarium aktualisieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary…</source>
        <translation>Aus dem Bestiarium aktualisieren…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh {count} creatures from the bestiary</source>
        <translation>{count} Kreaturen aus dem Bestiarium aktualisieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reload cost (actions)</source>
        <translation>Nachladekosten (Aktionen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove from the party</source>
        <translation>Aus der Gruppe entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Remove link</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Remove map picture</source>
        <translation>Kartenbild entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Remove portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Remove side</source>
        <translation>Seite entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove this entry</source>
        <translation>Diesen Eintrag entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove {name} from the party?</source>
        <translation>{name} aus der Gruppe entfernen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename campaign</source>
        <translation>Kampagne umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename encounter</source>
        <translation>Begegnung umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group</source>
        <translation>Gruppe umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group…</source>
        <translation>Gruppe umbenennen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename zone</source>
        <translation>Zone umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Replace them with the pack's versions</source>
        <translation>Durch die Fassungen des Pakets ersetzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Repor&amp;t</source>
        <translation>&amp;Bericht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Reset to defaults</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Resize zone</source>
        <translation>Zonengröße ändern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore this backup?</source>
        <translation>Diese Sicherung wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Restore {backup}</source>
        <translation>{backup} wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restored {backup}.</source>
        <translation>{backup} wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore…</source>
        <translation>Wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>Rests go between two fights: tick at least two encounters.</source>
        <translation>Rasten liegen zwischen zwei Kämpfen: Haken Sie mindestens zwei Begegnungen an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume {name} — {where_it_stood}?</source>
        <translation>{name} fortsetzen — {where_it_stood}?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resumed {name} at {where_it_stood}.</source>
        <translation>{name} bei {where_it_stood} fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Retaliation damage</source>
        <translation>Vergeltungsschaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Retaliation damage, if it fires</source>
        <translation>Vergeltungsschaden, falls sie ausgelöst wird</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Retaliation waiting</source>
        <translation>Vergeltung wartet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Retaliations</source>
        <translation>Vergeltungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Retaliations drawn</source>
        <translation>Ausgelöste Vergeltungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation>Am häufigsten gezogene Vergeltungen: {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Retaliations per round</source>
        <translation>Vergeltungen pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Reveal</source>
        <translation>Enthüllen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Roll to type</source>
        <translation>Einzugebender Wurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Roll-under check to seize initiative</source>
        <translation>Unterwurf, um die Initiative zu ergreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Round ca&amp;p:</source>
        <translation>Runden&amp;limit:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {actor}'s turn · drag a token to move it</source>
        <translation>Runde {round} · {actor} ist am Zug · Spielfigur ziehen, um sie zu bewegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {phase} · drag a token to move it</source>
        <translation>Runde {round} · {phase} · Spielfigur ziehen, um sie zu bewegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Round {round}, {actor}'s turn</source>
        <translation>Runde {round}, {actor} ist am Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rounds: {n}</source>
        <translation>Runden: {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Ruleset</source>
        <translation>Regelsystem</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Run this encounter under:</source>
        <translation>Diese Begegnung spielen mit:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>S&amp;preads</source>
        <translation>&amp;Breitet sich aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>STR</source>
        <translation>STR</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save &amp;map to library…</source>
        <translation>Karte in Bibliothek s&amp;peichern…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as &amp;new encounter…</source>
        <translation>Als &amp;neue Begegnung speichern…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as new encounter</source>
        <translation>Als neue Begegnung speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Save encounter file</source>
        <translation>Begegnungsdatei speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save file…</source>
        <translation>Datei speichern…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Save map to library</source>
        <translation>Karte in der Bibliothek speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Save the creature first, then give it a portrait.</source>
        <translation>Zuerst die Kreatur speichern, dann ein Porträt vergeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Save the whole combat log as a Markdown file, round by round</source>
        <translation>Das ganze Kampfprotokoll Runde für Runde als Markdown-Datei speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Save your changes to {name} first?</source>
        <translation>Änderungen an {name} zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Saved as a new encounter, '{name}', beside this one (Campaigns).</source>
        <translation>Als neue Begegnung „{name}“ neben dieser gespeichert (Kampagnen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Saved the map {name} ({count} zones) to the library.</source>
        <translation>Karte {name} ({count} Zonen) in der Bibliothek gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Saving {name}…</source>
        <translation>{name} wird gespeichert…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale and move the picture so that it lies under every zone</source>
        <translation>Das Bild skalieren und verschieben, sodass es unter allen Zonen liegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale map picture</source>
        <translation>Kartenbild skalieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Scene &amp;events…</source>
        <translation>Szenen&amp;ereignisse…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Scene event</source>
        <translation>Szenenereignis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Scene events and hazards</source>
        <translation>Szenenereignisse und Gefahren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>Scene events — {name}</source>
        <translation>Szenenereignisse — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Scene events…</source>
        <translation>Szenenereignisse…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>Screen {number} ({width}×{height})</source>
        <translation>Bildschirm {number} ({width}×{height})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search names, tags, packs…</source>
        <translation>Namen, Tags, Pakete durchsuchen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search the bestiary</source>
        <translation>Bestiarium durchsuchen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Sees in the dark</source>
        <translation>Sieht im Dunkeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Select creatures in the bestiary to export just those.</source>
        <translation>Kreaturen im Bestiarium auswählen, um nur diese zu exportieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Several of this campaign's encounters fought in a row: the chance to survive the day</source>
        <translation>Mehrere Begegnungen dieser Kampagne hintereinander gekämpft: die Chance, den Tag zu überstehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Share with p&amp;layers…</source>
        <translation>Mit Spielern &amp;teilen…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Share with players</source>
        <translation>Mit Spielern teilen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Shares a card with</source>
        <translation>Teilt Karte mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing on this computer only: phones cannot reach it. Pick the table's network to share with them.</source>
        <translation>Nur auf diesem Computer geteilt: Handys erreichen ihn nicht. Das Netzwerk des Tisches wählen, um mit ihnen zu teilen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing: phones on this network open the address, or scan the code with their camera.</source>
        <translation>Geteilt: Handys in diesem Netzwerk öffnen die Adresse oder scannen den Code mit ihrer Kamera.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Show &amp;numbers to the players</source>
        <translation>Spielern &amp;Zahlen zeigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Show every system</source>
        <translation>Alle Systeme anzeigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Show folder</source>
        <translation>Ordner anzeigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_dock.py"/>
        <source>Show or hide the dice roller ({SHORTCUT})</source>
        <translation>Würfelroller ein- oder ausblenden ({SHORTCUT})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Show the turn timer to the pla&amp;yers</source>
        <translation>Zugtimer den S&amp;pielern zeigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Simulating {fights:,} fights…</source>
        <translation>{fights:,} Kämpfe werden simuliert…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skills (dice)</source>
        <translation>Fertigkeiten (Würfel)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Skip them: keep the creatures already in the bestiary</source>
        <translation>Überspringen: die Kreaturen im Bestiarium behalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Small 3, medium 4</source>
        <translation>Klein 3, mittel 4</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Speed (m)</source>
        <translation>Geschwindigkeit (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Speed (zones)</source>
        <translation>Geschwindigkeit (Zonen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Stamina</source>
        <translation>Kondition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Stance</source>
        <translation>Haltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Start of the encounter</source>
        <translation>Beginn der Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Start sharing</source>
        <translation>Teilen starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>Start the fight</source>
        <translation>Kampf starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Start the fight (Next) to attack: the first PC's turn opens this form.</source>
        <translation>Den Kampf starten (Weiter), um anzugreifen: der Zug des ersten SC öffnet dieses Formular.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Start with an empty file</source>
        <translation>Mit leerer Datei beginnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Started with an empty data file.</source>
        <translation>Mit einer leeren Datendatei begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Starts in</source>
        <translation>Beginnt in</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>State: {state}</source>
        <translation>Stand: {state}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics — {name}</source>
        <translation>Statistik — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Still to type: {who} ({why}).</source>
        <translation>Noch einzugeben: {who} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Stop sharing</source>
        <translation>Teilen beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Strain</source>
        <translation>Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Strength save target</source>
        <translation>STR-Rettungswurf-Zielwert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>System: {name}</source>
        <translation>System: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>T&amp;une to a target</source>
        <translation>Auf ein Ziel abs&amp;timmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>TOML (easy to read and edit by hand)</source>
        <translation>TOML (leicht von Hand zu lesen und zu bearbeiten)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Tactic: {tactic}.</source>
        <translation>Taktik: {tactic}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Take the last step back (Ctrl+Z)</source>
        <translation>Letzten Schritt zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Take the picked combatants out of their group (Ctrl+Shift+G)</source>
        <translation>Die gewählten Teilnehmer aus ihrer Gruppe nehmen (Strg+Umschalt+G)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Talents</source>
        <translation>Talente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>The Action tab cannot offer a blast with the {weapon} now.</source>
        <translation>Der Aktions-Reiter kann gerade keinen Flächenangriff mit {weapon} anbieten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>The GM applies, to anyone:</source>
        <translation>Die SL wendet an, auf beliebige Teilnehmer:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>The action was announced in time: start the clock to execute it</source>
        <translation>Die Aktion wurde rechtzeitig angesagt: die Uhr starten, um sie auszuführen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>The address is on the clipboard.</source>
        <translation>Die Adresse ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>The attack is made in a PC's turn: it opens when one begins.</source>
        <translation>Der Angriff erfolgt im Zug eines SC: das Formular öffnet sich, wenn einer beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>The backup was not restored</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The campaign</source>
        <translation>Die Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>The chosen side</source>
        <translation>Die gewählte Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>The combat log was not exported: {error}</source>
        <translation>Das Kampfprotokoll wurde nicht exportiert: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The damage</source>
        <translation>Der Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The duration</source>
        <translation>Die Dauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The encounter cannot be put on paper: {exc}</source>
        <translation>Die Begegnung lässt sich nicht zu Papier bringen: {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight ends now; Undo takes it back.</source>
        <translation>Der Kampf endet jetzt; Rückgängig nimmt das zurück.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>The fight has started: only an encounter still in prep can change its system.</source>
        <translation>Der Kampf hat begonnen: nur eine Begegnung in Vorbereitung kann ihr System wechseln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The fight has started: these are the options in force, fixed for this fight.</source>
        <translation>Der Kampf hat begonnen: dies sind die geltenden Optionen, für diesen Kampf festgelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {outcome_words}.</source>
        <translation>Der Kampf ist vorbei: {outcome_words}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {result}. The group names {benefits} and {drawbacks}, every one: they are recorded once.</source>
        <translation>Der Kampf ist vorbei: {result}. Die Gruppe nennt {benefits} und {drawbacks}, und zwar alle: sie werden einmal festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The fight recap was not written: {reason}</source>
        <translation>Der Kampf-Rückblick wurde nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>The file was not imported: {exc}</source>
        <translation>Die Datei wurde nicht importiert: {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>The file was not saved: {reason}</source>
        <translation>Die Datei wurde nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The first round</source>
        <translation>Die erste Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>The kind of action that provokes it</source>
        <translation>Die Art von Aktion, die sie auslöst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>The library is empty: save a map from an encounter, or import one.</source>
        <translation>Die Bibliothek ist leer: eine Karte aus einer Begegnung speichern oder eine importieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>The manual is missing from this installation ({path}).</source>
        <translation>Das Handbuch fehlt in dieser Installation ({path}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The map: {section}</source>
        <translation>Die Karte: {section}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/name_check.py"/>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The name</source>
        <translation>Der Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>The natural d20, if the player said it</source>
        <translation>Das natürliche d20-Ergebnis, falls der Spieler es genannt hat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The new encounter needs a name.</source>
        <translation>Die neue Begegnung braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>The number a hero must beat (Threat, Evasion or Armour class, by system)</source>
        <translation>Der Wert, den ein Held übertreffen muss (Bedrohung, Ausweichen oder Rüstungsklasse, je nach System)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The options were not saved.</source>
        <translation>Die Optionen wurden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>The order is set once the fight starts.</source>
        <translation>Die Reihenfolge steht, sobald der Kampf beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>The party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party came through every simulated day: no fight is a breaking point.</source>
        <translation>Die Gruppe hat jeden simulierten Tag überstanden: kein Kampf ist eine Bruchstelle.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party survives the whole day in {chance} of {days:,} simulated days (95% interval {lo} to {hi}).</source>
        <translation>Die Gruppe übersteht den ganzen Tag in {chance} von {days:,} simulierten Tagen (95-%-Intervall {lo} bis {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The party wins &lt;b&gt;{chance}&lt;/b&gt; of {fights} simulated fights (95% interval {low} to {high}); a fight lasts {rounds:.1f} rounds on average.</source>
        <translation>Die Gruppe gewinnt &lt;b&gt;{chance}&lt;/b&gt; von {fights} simulierten Kämpfen (95-%-Intervall {low} bis {high}); ein Kampf dauert im Schnitt {rounds:.1f} Runden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>The party wins {pct_win_chance} of the fights (95% interval {pct_lo} to {pct_hi}): {word}. A fight lasts {rounds_mean:.1f} rounds on average.</source>
        <translation>Die Gruppe gewinnt {pct_win_chance} der Kämpfe (95-%-Intervall {pct_lo} bis {pct_hi}): {word}. Ein Kampf dauert im Schnitt {rounds_mean:.1f} Runden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>The picture can no longer be shown; choose it again.</source>
        <translation>Das Bild kann nicht mehr angezeigt werden; bitte erneut wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The place</source>
        <translation>Der Platz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>The player view as a web page for the players' phones on this network: no secrets, read-only</source>
        <translation>Die Spieleransicht als Webseite für die Handys der Spieler in diesem Netzwerk: keine Geheimnisse, nur lesend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The prep sheet was not written: {problem}</source>
        <translation>Das Vorbereitungsblatt wurde nicht geschrieben: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The proposal was not applied: the encounter refused it (see the status bar).</source>
        <translation>Der Vorschlag wurde nicht angewendet: die Begegnung hat ihn abgelehnt (siehe Statusleiste).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The readings of unclear rules and the table's choices for this fight. Changed values are saved with the encounter and written in the log when the fight starts.</source>
        <translation>Die Auslegungen unklarer Regeln und die Entscheidungen des Tisches für diesen Kampf. Geänderte Werte werden mit der Begegnung gespeichert und bei Kampfbeginn ins Protokoll geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>The search finds creatures of other systems: click to list every system</source>
        <translation>Die Suche findet Kreaturen anderer Systeme: klicken, um alle Systeme aufzulisten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/worker.py"/>
        <source>The simulation stopped unexpectedly.</source>
        <translation>Die Simulation hat unerwartet aufgehört.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The spread chance</source>
        <translation>Die Ausbreitungschance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>The table (no one's roll)</source>
        <translation>Der Tisch (niemandes Wurf)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The tag</source>
        <translation>Das Tag</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The text</source>
        <translation>Der Text</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}, and could not be set aside ({error}); GM Desk keeps the window's settings for this session only.</source>
        <translation>Die Fenstereinstellungsdatei {file} {problem} und konnte nicht beiseitegelegt werden ({error}); GM Desk behält die Fenstereinstellungen nur für diese Sitzung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}; GM Desk set it aside, untouched, as {aside} and started with the default window settings.</source>
        <translation>Die Fenstereinstellungsdatei {file} {problem}; GM Desk hat sie unverändert als {aside} beiseitegelegt und mit den Standard-Fenstereinstellungen begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creature</source>
        <translation>Die {count} ausgewählte Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creatures</source>
        <translation>Die {count} ausgewählten Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Theme changed.</source>
        <translation>Farbschema geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Then</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>There are no backups yet.</source>
        <translation>Es gibt noch keine Sicherungen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>These creatures' bestiary entries changed after they joined the fight. The ticked ones take the new stats now; their health and other tracks stay as they are.</source>
        <translation>Die Bestiariumseinträge dieser Kreaturen haben sich geändert, nachdem sie dem Kampf beigetreten sind. Die angehakten übernehmen jetzt die neuen Werte; ihre Gesundheit und anderen Leisten bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>They stand in:</source>
        <translation>Sie stehen in:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>This campaign has no encounter yet. A day is at least two fights: prepare them in the Campaigns window (Prepare new…).</source>
        <translation>Diese Kampagne hat noch keine Begegnung. Ein Tag hat mindestens zwei Kämpfe: Bereiten Sie sie im Fenster Kampagnen vor (Neu vorbereiten…).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>This encounter has no foes yet: there is no fight to simulate.</source>
        <translation>Diese Begegnung hat noch keine Gegner: es gibt keinen Kampf zu simulieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>This encounter has no foes: there is no fight to simulate.</source>
        <translation>Diese Begegnung hat keine Gegner: es gibt keinen Kampf zu simulieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>This encounter has no foes: there is nothing to tune.</source>
        <translation>Diese Begegnung hat keine Gegner: es gibt nichts abzustimmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>This fight has no benefits or drawbacks to record.</source>
        <translation>Dieser Kampf hat keine Gewinne oder Rückschläge festzuhalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>This fight is over: its creatures keep the stats they fought with.</source>
        <translation>Dieser Kampf ist vorbei: seine Kreaturen behalten die Werte, mit denen sie gekämpft haben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>This roll is made at the table: type what the dice showed</source>
        <translation>Dieser Wurf erfolgt am Tisch: eingeben, was die Würfel zeigten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>This system has no options.</source>
        <translation>Dieses System hat keine Optionen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: time unknown</source>
        <translation>Dieser Zug: Zeit unbekannt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: {time}</source>
        <translation>Dieser Zug: {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat {threat}</source>
        <translation>Bedrohung {threat}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Thrown or projectile</source>
        <translation>Wurf- oder Geschosswaffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Tick the encounters the party fights this day and put them in order. Between two fights each PC keeps what the last one left: Strain, wounds, health, conditions, being down; unless you give the party a rest below.</source>
        <translation>Haken Sie die Begegnungen an, die die Gruppe an diesem Tag kämpft, und ordnen Sie sie. Zwischen zwei Kämpfen behält jeder SC, was der letzte ihm ließ: Anspannung, Wunden, Gesundheit, Zustände, am Boden sein; es sei denn, Sie gönnen der Gruppe unten eine Rast.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time from the first command to the last: {time}</source>
        <translation>Zeit vom ersten bis zum letzten Befehl: {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Time is up, but the rules refused the loss: {rejected}</source>
        <translation>Die Zeit ist um, aber die Regeln haben den Verlust abgelehnt: {rejected}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time of the fight: unknown (the log holds fewer than two times)</source>
        <translation>Dauer des Kampfes: unbekannt (das Protokoll enthält weniger als zwei Zeiten)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time on turns</source>
        <translation>Zeit in Zügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Toxicity (poison)</source>
        <translation>Toxizität (Gift)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Tracks:</source>
        <translation>Leisten:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tune to {target}</source>
        <translation>Auf {target} abstimmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tuning cancelled: nothing was proposed.</source>
        <translation>Abstimmung abgebrochen: nichts wurde vorgeschlagen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn &amp;timer</source>
        <translation>Zug&amp;timer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turn by turn</source>
        <translation>Zug für Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn timer</source>
        <translation>Zugtimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>Type a number: {label} goes {bounds}.</source>
        <translation>Eine Zahl eingeben: {label} reicht {bounds}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Type a target to see the exact chance of reaching it.</source>
        <translation>Einen Zielwert eingeben, um die exakte Chance zu sehen, ihn zu erreichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Type damage (7, or dice such as 2d6+1) or healing with a minus (-3, -1d4) and press Enter.
It lands on the main health track as the rules say (overflow included); armour is not taken off.
Undo takes it back.</source>
        <translation>Schaden eingeben (7 oder Würfel wie 2d6+1) oder Heilung mit Minus (-3, -1d4) und Enter drücken.
Er wirkt auf die Haupt-Gesundheitsleiste, wie die Regeln es vorsehen (Überlauf eingeschlossen); Rüstung wird nicht abgezogen.
Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type one number: the total.</source>
        <translation>Eine Zahl eingeben: die Summe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type only the total the player announced</source>
        <translation>Nur die vom Spieler angesagte Summe eingeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Type or paste the creatures and how many of each; they are matched against the bestiary of this system.</source>
        <translation>Die Kreaturen und ihre Anzahl eingeben oder einfügen; sie werden mit dem Bestiarium dieses Systems abgeglichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Type the damage it deals: a number or dice such as 1d6.</source>
        <translation>Den Schaden eingeben, den sie verursacht: eine Zahl oder Würfel wie 1d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Type the text you will read when it comes up.</source>
        <translation>Den Text eingeben, der vorgelesen wird, wenn es so weit ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type the {what} ({expr}): the dice at the table decide it.</source>
        <translation>{what} eingeben ({expr}): die Würfel am Tisch entscheiden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type whole numbers: the faces the dice showed.</source>
        <translation>Ganze Zahlen eingeben: die gewürfelten Augen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type {whose}'s {what} ({expr}): the dice at the table decide it.</source>
        <translation>{what} von {whose} eingeben ({expr}): die Würfel am Tisch entscheiden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Ungroup</source>
        <translation>Gruppierung aufheben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Unlink from</source>
        <translation>Verbindung lösen von</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Unlock map picture</source>
        <translation>Kartenbild entsperren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Use a map from the &amp;library…</source>
        <translation>Karte aus der Bibliothek &amp;verwenden…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Uses per round</source>
        <translation>Einsätze pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>WIT</source>
        <translation>WIT</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>What &lt;b&gt;{zone_name}&lt;/b&gt; does to everyone in it each round, once the fight has started. The damage lands on each system's main track, as if you typed it in the damage box; every roll is the GM's and goes in the log.</source>
        <translation>Was &lt;b&gt;{zone_name}&lt;/b&gt; jede Runde allen darin antut, sobald der Kampf begonnen hat. Der Schaden wirkt auf die Hauptleiste des jeweiligen Systems, als wäre er im Schadensfeld eingegeben; jeder Wurf ist einer der SL und kommt ins Protokoll.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>What it does, for the table</source>
        <translation>Was er bewirkt, für den Tisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>What to remember about this encounter</source>
        <translation>Was bei dieser Begegnung zu beachten ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>What you read out or do when it comes up.</source>
        <translation>Was vorgelesen oder getan wird, wenn es so weit ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>What {system} reads from a PC.</source>
        <translation>Was {system} von einem SC ausliest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Which dice GM Desk may roll itself when a roll is left blank</source>
        <translation>Welche Würfel GM Desk selbst würfeln darf, wenn ein Wurf leer bleibt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who acts?</source>
        <translation>Wer handelt?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who goes first?</source>
        <translation>Wer beginnt?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Who is on which side (drag a combatant to another side, or use its token menu)</source>
        <translation>Wer auf welcher Seite steht (einen Teilnehmer auf eine andere Seite ziehen oder das Menü seiner Spielfigur nutzen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Who pays</source>
        <translation>Wer zahlt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Whole hit dice with an optional adjustment: "1/2", "1", "2+1", "1-1"</source>
        <translation>Ganze Trefferwürfel mit optionaler Anpassung: „1/2“, „1“, „2+1“, „1-1“</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Whose turn</source>
        <translation>Wer am Zug war</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>With the scene event {name}</source>
        <translation>Mit dem Szenenereignis {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>With {name}</source>
        <translation>Mit {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Wits save target; also the fast-action threshold</source>
        <translation>WIT-Rettungswurf-Zielwert; zugleich die Schwelle für schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Won {wins:,}, lost {losses:,}, undecided {undecided:,} of {fights:,} fights. Undecided: still going after the round cap of {round_cap} rounds (or stalled), neither won nor lost.</source>
        <translation>{wins:,} gewonnen, {losses:,} verloren, {undecided:,} unentschieden von {fights:,} Kämpfen. Unentschieden: läuft nach dem Rundenlimit von {round_cap} Runden noch (oder steckt fest), weder gewonnen noch verloren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Written by GM Desk on {date}.</source>
        <translation>Geschrieben von GM Desk am {date}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Wrote the fight recap to {file} ({count} sections, a picture each).</source>
        <translation>Kampf-Rückblick nach {file} geschrieben ({count} Abschnitte, je ein Bild).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>You have dealt with it: take it off the panel (Ctrl+Z brings it back)</source>
        <translation>Erledigt: aus dem Bereich entfernen (Strg+Z holt es zurück)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Your notes</source>
        <translation>Eigene Notizen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Your own conditions for this system: add, edit, delete</source>
        <translation>Eigene Zustände für dieses System: hinzufügen, bearbeiten, löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Your own creature</source>
        <translation>Eigene Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Zone name:</source>
        <translation>Name der Zone:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Zones away</source>
        <translation>Zonen entfernt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>a win chance of…</source>
        <translation>eine Siegchance von…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>advantage or disadvantage only where the weapon brings it</source>
        <translation>Vorteil oder Nachteil nur, wo die Waffe ihn mitbringt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>all at their defaults</source>
        <translation>alle auf Standard</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>all fight (until put out)</source>
        <translation>ganzer Kampf (bis gelöscht)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>ally</source>
        <translation>Verbündeter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>applied: &lt;b&gt;{amount}&lt;/b&gt; {words}</source>
        <translation>angewendet: &lt;b&gt;{amount}&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>arrives later, {place}</source>
        <translation>trifft später ein, {place}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at least {low}</source>
        <translation>mindestens {low}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at most {high}</source>
        <translation>höchstens {high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>automatic while running</source>
        <translation>automatisch während des Betriebs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before import of {pack}</source>
        <translation>vor dem Import von {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before restore</source>
        <translation>vor der Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>before round 1</source>
        <translation>vor Runde 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before upgrade from v{old} to v{new}</source>
        <translation>vor dem Upgrade von v{old} auf v{new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>benefits</source>
        <translation>Gewinne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>cannot write {picture}</source>
        <translation>{picture} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>condition (pick or type)</source>
        <translation>Zustand (wählen oder eintippen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical on {crit}+ or a natural 20</source>
        <translation>kritisch ab {crit} oder bei natürlicher 20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical only on a natural 20 ({crit}+ is out of reach)</source>
        <translation>kritisch nur bei natürlicher 20 ({crit}+ ist unerreichbar)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>daily on open</source>
        <translation>täglich beim Öffnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>deadly</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>draw</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>drawbacks</source>
        <translation>Rückschläge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>d{sides}, dropped</source>
        <translation>d{sides}, verworfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>e.g. Hexed</source>
        <translation>z. B. Verhext</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>e.g. {dice}</source>
        <translation>z. B. {dice}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>end of round</source>
        <translation>Ende von Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>every </source>
        <translation>alle </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fair</source>
        <translation>ausgewogen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fights per proposal: </source>
        <translation>Kämpfe pro Vorschlag: </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>found without its journal</source>
        <translation>ohne Journaldatei gefunden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>from {low} to {high}</source>
        <translation>von {low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>from {pack}</source>
        <translation>aus {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>has problems</source>
        <translation>hat Probleme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>hostile</source>
        <translation>feindlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in prep</source>
        <translation>in Vorbereitung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>in the order, round</source>
        <translation>in der Reihenfolge, Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}</source>
        <translation>in {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}, engaged with {names}</source>
        <translation>in {zone}, im Nahkampf gebunden mit {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is damaged</source>
        <translation>ist beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>is larger than any settings file</source>
        <translation>ist größer als jede Einstellungsdatei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is not a GM Desk data file</source>
        <translation>ist keine GM-Desk-Datendatei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>it must be typed in</source>
        <translation>er muss eingegeben werden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>itself</source>
        <translation>sich selbst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>leave it empty and GM Desk rolls</source>
        <translation>leer lassen, dann würfelt GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>lower-case letters, digits and _, starting with a letter</source>
        <translation>Kleinbuchstaben, Ziffern und _, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>made by hand</source>
        <translation>von Hand erstellt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat </source>
        <translation>nat. </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat ?</source>
        <translation>nat. ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>never spreads</source>
        <translation>breitet sich nie aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>never: once only</source>
        <translation>nie: nur einmal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>new, not saved yet</source>
        <translation>neu, noch nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>no Aspect</source>
        <translation>kein Aspekt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>no damage</source>
        <translation>kein Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>no dice</source>
        <translation>keine Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>no tags</source>
        <translation>keine Tags</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>no zone</source>
        <translation>keine Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>nobody goes down more often</source>
        <translation>niemand geht öfter zu Boden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>nothing readable</source>
        <translation>nichts Lesbares</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>off the map</source>
        <translation>nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>out of reach: the GM decides</source>
        <translation>außer Reichweite: die SL entscheidet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>over 99.99%</source>
        <translation>über 99,99 %</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>players roll their own dice</source>
        <translation>Spieler würfeln selbst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>prepared</source>
        <translation>vorbereitet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>primary</source>
        <translation>primär</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}</source>
        <translation>Reichweite {low}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}–{high}</source>
        <translation>Reichweite {low}–{high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>refreshed from the bestiary</source>
        <translation>aus dem Bestiarium aktualisiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>round </source>
        <translation>Runde </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>same zone</source>
        <translation>gleiche Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>separate with commas</source>
        <translation>mit Kommas trennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>start of round</source>
        <translation>Beginn von Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>the backup of {when} ({reason}: {contents})</source>
        <translation>die Sicherung vom {when} ({reason}: {contents})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the encounter open last</source>
        <translation>die zuletzt geöffnete Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the panels' layout</source>
        <translation>die Anordnung der Bereiche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>the party</source>
        <translation>die Gruppe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the window's size and place</source>
        <translation>Größe und Position des Fensters</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>there is no folder {folder}</source>
        <translation>es gibt keinen Ordner {folder}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>these {count} creatures</source>
        <translation>diese {count} Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>this campaign has every die typed in</source>
        <translation>in dieser Kampagne wird jeder Würfel eingegeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>time is running</source>
        <translation>die Zeit läuft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>to pick: {benefits}, {drawbacks}</source>
        <translation>zu wählen: {benefits}, {drawbacks}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>total of {expr}</source>
        <translation>Summe von {expr}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>type</source>
        <translation>eingeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type total of {expr}</source>
        <translation>Summe von {expr} eingeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type {expr} ({dice})</source>
        <translation>{expr} eingeben ({dice})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>under 0.01%</source>
        <translation>unter 0,01 %</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>until removed</source>
        <translation>bis entfernt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>waits for you</source>
        <translation>wartet auf die SL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>when the system ticks conditions</source>
        <translation>wenn das System Zustände weiterzählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>where GM Desk's window is</source>
        <translation>wo das Fenster von GM Desk ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>why (optional)</source>
        <translation>warum (optional)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>with {edge}</source>
        <translation>mit {edge}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>your own</source>
        <translation>eigene</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>{actor} throws the {weapon} at {zone}.</source>
        <translation>{actor} wirft {weapon} auf {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{aspect} {value:+d}</source>
        <translation>{aspect} {value:+d}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>{chance_words} to reach {target} or more{exact}</source>
        <translation>{chance_words}, {target} oder mehr zu erreichen{exact}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{count} changed from the default</source>
        <translation>{count} vom Standard abweichend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{count} chosen: {names}</source>
        <translation>{count} gewählt: {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{count} combatants are in the group {name}.</source>
        <translation>{count} Teilnehmer sind in der Gruppe {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creature in “{pack}” has the name of one already in your bestiary:</source>
        <translation>{count} Kreatur in „{pack}“ heißt wie eine, die schon im Bestiarium ist:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creatures in “{pack}” have the name of one already in your bestiary:</source>
        <translation>{count} Kreaturen in „{pack}“ heißen wie welche, die schon im Bestiarium sind:</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{count} fights in a row, {rests} of them followed by a rest. Press Run to play the day.</source>
        <translation>{count} Kämpfe hintereinander, {rests} davon mit einer Rast danach. Drücken Sie Starten, um den Tag zu spielen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} match in {system}</source>
        <translation>{count} Treffer in {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} matches in {system}</source>
        <translation>{count} Treffer in {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zone</source>
        <translation>{count} Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zones</source>
        <translation>{count} Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>{currentText} bestiary</source>
        <translation>Bestiarium {currentText}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{days:,} simulated days, seed {seed}: the report is shown.</source>
        <translation>{days:,} simulierte Tage, Seed {seed}: der Bericht wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{dice} damage.</source>
        <translation>{dice} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{done:,} of {total:,} days</source>
        <translation>{done:,} von {total:,} Tagen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{done:,} of {total:,} fights</source>
        <translation>{done:,} von {total:,} Kämpfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>{error}

GM Desk goes on with an empty data file.</source>
        <translation>{error}

GM Desk arbeitet mit einer leeren Datendatei weiter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>{escape}&lt;br&gt;&lt;i&gt;Default: {escape2} · {escape3}.&lt;/i&gt;</source>
        <translation>{escape}&lt;br&gt;&lt;i&gt;Standard: {escape2} · {escape3}.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{exc}

Nothing was imported.</source>
        <translation>{exc}

Nichts wurde importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr} ({dice})</source>
        <translation>{expr} ({dice})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr}: type the {dice_word} the player rolled (or only the total, with Total); {blank}</source>
        <translation>{expr}: die gewürfelten {dice_word} des Spielers eingeben (oder nur die Summe, mit Summe); {blank}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>{field} {why}.</source>
        <translation>{field} {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{fights:,} simulated fights, seed {seed}.</source>
        <translation>{fights:,} simulierte Kämpfe, Seed {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>{fights} simulated fights: the party wins {wins}; fights last {rounds:.1f} rounds on average. Encounter ▸ Difficulty report… for more.</source>
        <translation>{fights} simulierte Kämpfe: die Gruppe gewinnt {wins}; Kämpfe dauern im Schnitt {rounds:.1f} Runden. Mehr unter „Begegnung ▸ Schwierigkeitsbericht…“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>{fight} — likely breaking point</source>
        <translation>{fight} — wahrscheinliche Bruchstelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{h} h {m:02d} min</source>
        <translation>{h} Std. {m:02d} Min.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{join} — show all systems</source>
        <translation>{join} — alle Systeme anzeigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>{kind} picture, {width}×{height} pixels, {size} KB.</source>
        <translation>{kind}-Bild, {width}×{height} Pixel, {size} KB.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{label}: type what was rolled (left empty, GM Desk rolls it if allowed)</source>
        <translation>{label}: das Gewürfelte eingeben (bleibt es leer, würfelt GM Desk, falls erlaubt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{label}: {time} over {n} turns</source>
        <comment>{label}: {time} over {n} turn</comment>
        <translation><numerusform>{label}: {time} in {n} Zug</numerusform><numerusform>{label}: {time} in {n} Zügen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>{left} rounds left</source>
        <comment>{left} round left</comment>
        <translation><numerusform>noch {left} Runde</numerusform><numerusform>noch {left} Runden</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{m} min {s:02d} s</source>
        <translation>{m} Min. {s:02d} Sek.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{names} and {count} more</source>
        <translation>{names} und {count} weitere</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} by their stat block</source>
        <translation>{name}  ·  {count} nach ihrem Werteblock</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} in the group</source>
        <translation>{name}  ·  {count} in der Gruppe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>{name} (hidden)</source>
        <translation>{name} (verborgen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name} (tuned)</source>
        <translation>{name} (abgestimmt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} and {name2} are engaged</source>
        <translation>{name} und {name2} sind im Nahkampf gebunden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} arrives at once, in {zone} (Ctrl+Z takes it back)</source>
        <translation>{name} trifft sofort in {zone} ein (Strg+Z nimmt es zurück)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} belongs to another combat system than this encounter.</source>
        <translation>{name} gehört zu einem anderen Kampfsystem als diese Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{name} has made this turn's attack: Next (Space) passes the turn.</source>
        <translation>{name} hat den Angriff dieses Zugs gemacht: Weiter (Leertaste) gibt den Zug ab.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} is there when the fight starts</source>
        <translation>{name} ist bei Kampfbeginn da</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} joins the encounter.</source>
        <translation>{name} tritt der Begegnung bei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage ({raw} less {armour} armour).</source>
        <translation>{name} erleidet &lt;b&gt;{amount}&lt;/b&gt; Schaden ({raw} minus {armour} Rüstung).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage.</source>
        <translation>{name} erleidet &lt;b&gt;{amount}&lt;/b&gt; Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{name} was not imported:

{error}</source>
        <translation>{name} wurde nicht importiert:

{error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>{name} — Bestiary editor</source>
        <translation>{name} — Bestiarium-Editor</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — until removed</source>
        <translation>{name} — bis entfernt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — {remaining} left, ticks {when}</source>
        <translation>{name} — noch {remaining}, zählt {when} weiter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} ↔ {name2}
Select and press Delete to remove (prep only)</source>
        <translation>{name} ↔ {name2}
Auswählen und Delete drücken zum Entfernen (nur in der Vorbereitung)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>{name}: back to the saved version.</source>
        <translation>{name}: auf die gespeicherte Fassung zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{name}: could not be written ({exc}).</source>
        <translation>{name}: konnte nicht geschrieben werden ({exc}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>{name}: damage, or healing with a minus</source>
        <translation>{name}: Schaden oder Heilung mit Minus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name}: goes down in {now} of fights (was {before})</source>
        <translation>{name}: geht in {now} der Kämpfe zu Boden (vorher {before})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>{name}: its bestiary entry was deleted, so there is nothing to refresh from</source>
        <translation>{name}: sein Bestiariumseintrag wurde gelöscht, daher gibt es nichts zum Aktualisieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation><numerusform>{n} Gewinn</numerusform><numerusform>{n} Gewinne</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation><numerusform>{n} Rückschlag</numerusform><numerusform>{n} Rückschläge</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{n} of {total} log entries have no time (made before GM Desk kept times, or not readable).</source>
        <translation>{n} von {total} Protokolleinträgen haben keine Zeit (vor der Zeiterfassung von GM Desk entstanden oder nicht lesbar).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} (natural 20) against {against}</source>
        <translation>{outcome} — {total} (natürliche 20) gegen {against}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} against {against}</source>
        <translation>{outcome} — {total} gegen {against}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{path} could not be written</source>
        <translation>{path} konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{problem} One number for {count} dice: type each die as it fell (such as 3 4), or press Total to type the sum.</source>
        <translation>{problem} Eine Zahl für {count} Würfel: jeden Würfel so eintippen, wie er fiel (etwa 3 4), oder auf „Summe“ drücken und die Summe eintippen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{result} in round {round}</source>
        <translation>{result} in Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{share} are undecided: still going after the cap of {cap} rounds.</source>
        <translation>{share} sind unentschieden: laufen nach dem Limit von {cap} Runden noch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} MB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{some} and {last}</source>
        <translation>{some} und {last}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{status} at command {count}</source>
        <translation>{status} bei Befehl {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>{system} (the campaign's)</source>
        <translation>{system} (das der Kampagne)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{system} — prep sheet</source>
        <translation>{system} — Vorbereitungsblatt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{s} s</source>
        <translation>{s} Sek.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{time} (+{n} unknown)</source>
        <translation>{time} (+{n} unbekannt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{title} — prep sheet</source>
        <translation>{title} — Vorbereitungsblatt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>{title} — {seconds} seconds a step: {stages}</source>
        <translation>{title} — {seconds} Sekunden pro Schritt: {stages}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>{typed} is not allowed: {label} goes {bounds}. It stays {kept} until you fix it.</source>
        <translation>{typed} ist nicht erlaubt: {label} reicht {bounds}. Es bleibt bei {kept}, bis die Eingabe korrigiert ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{uses} times a round</source>
        <translation>{uses}-mal pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>{uses}/round</source>
        <translation>{uses}/Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{weapon} — {reach}, {damage}</source>
        <translation>{weapon} — {reach}, {damage}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>{when}, {name}'s turn</source>
        <translation>{when}, {name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>{where} Its text shows in the combat panel until you dismiss it.</source>
        <translation>{where} Sein Text steht im Kampfbereich, bis er geschlossen wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{word} (the party wins about {chance})</source>
        <translation>{word} (die Gruppe gewinnt etwa {chance})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links.</source>
        <translation>{zones} Zonen, {links} Verbindungen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links; tags: {tags}.</source>
        <translation>{zones} Zonen, {links} Verbindungen; Tags: {tags}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>— nobody</source>
        <translation>— niemand</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>“{name}” is played under {system}, the day's first fight “{first}” under {first_system}: the fights of a day are all of one combat system. Untick one of them.</source>
        <translation>„{name}“ wird mit {system} gespielt, der erste Kampf des Tages „{first}“ mit {first_system}: Die Kämpfe eines Tages gehören alle zu einem Kampfsystem. Nehmen Sie bei einer den Haken heraus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>→ {name} arrives {when} in {zone}</source>
        <translation>→ {name} trifft {when} in {zone} ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>⚠ Looks the same as “{twin}”, stored apart: rename or delete one of them.</source>
        <translation>⚠ Sieht aus wie „{twin}“, ist aber getrennt gespeichert: eine davon umbenennen oder löschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>✓ Entered</source>
        <translation>✓ Eingetragen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>✓ {name} ×{count}: {names}</source>
        <translation>✓ {name} ×{count}: {names}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> (this data folder was new: its bestiary and demo campaigns were set up too)</source>
        <translation> (dieser Datenordner war neu: Bestiarium und Demo-Kampagnen wurden ebenfalls eingerichtet)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> Ask for fewer with --fights.</source>
        <translation> Mit --fights weniger anfordern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source> Engaged with </source>
        <translation> Gebunden mit </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source> Settle an ambush first if there is one.</source>
        <translation> Zuerst einen etwaigen Hinterhalt abhandeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source> The data it replaced was backed up to {safety}.</source>
        <translation> Die ersetzten Daten wurden nach {safety} gesichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source> before </source>
        <translation> vor </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>"order" has no place in {system}, whose order changes as the fight goes; use "round_start" or "round_end"</source>
        <translation>"order" hat keinen Platz in {system}, dessen Reihenfolge sich im Kampf ändert; "round_start" oder "round_end" verwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'aspects' is a list of Aspect names.</source>
        <translation>'aspects' ist eine Liste von Aspektnamen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'attack' is the number of the attack in the stat block, from 0.</source>
        <translation>'attack' ist die Nummer des Angriffs im Werteblock, ab 0.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'behind_cover' is true or false.</source>
        <translation>'behind_cover' ist true oder false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'bonus' is a whole number from -50 to 50.</source>
        <translation>'bonus' ist eine ganze Zahl von -50 bis 50.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'damage_bonus' is a whole number from -100 to 100.</source>
        <translation>'damage_bonus' ist eine ganze Zahl von -100 bis 100.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'dc' is a whole number from 0 to 100.</source>
        <translation>'dc' ist eine ganze Zahl von 0 bis 100.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'dir' is one of {join}.</source>
        <translation>'dir' ist eines von {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'do' is damage or condition.</source>
        <translation>'do' ist damage oder condition.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'factions' is a list of side ids in their turn order.</source>
        <translation>'factions' ist eine Liste von Seiten-IDs in Zugreihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'ft' is a positive multiple of 5.</source>
        <translation>'ft' ist ein positives Vielfaches von 5.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'gm.damage' needs 'amount'.</source>
        <translation>'gm.damage' braucht 'amount'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'gm.each' needs 'amount'.</source>
        <translation>'gm.each' braucht 'amount'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'hold' lists the weapons and items to hold (at most 4).</source>
        <translation>'hold' listet die zu haltenden Waffen und Gegenstände (höchstens 4).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'initiative_holder' is a side id.</source>
        <translation>'initiative_holder' ist eine Seiten-ID.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'modifier' is a whole number from -{MAX_MODIFIER} to {MAX_MODIFIER}.</source>
        <translation>'modifier' ist eine ganze Zahl von -{MAX_MODIFIER} bis {MAX_MODIFIER}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>'on' is true or false.</source>
        <translation>'on' ist true oder false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y] (or null to take it off the grid).</source>
        <translation>'pos' ist ein Feld [x, y] (oder null, um es vom Raster zu nehmen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y].</source>
        <translation>'pos' ist ein Feld [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'team_position' is a place in the team order (0 to {places}).</source>
        <translation>'team_position' ist ein Platz in der Team-Reihenfolge (0 bis {places}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'threat' is 'ranged' or 'melee'.</source>
        <translation>'threat' ist 'ranged' oder 'melee'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'to' is a square [x, y].</source>
        <translation>'to' ist ein Feld [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>'to_pos' is a square [x, y].</source>
        <translation>'to_pos' ist ein Feld [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'weapon' is a weapon's name or an inline weapon.</source>
        <translation>'weapon' ist der Name einer Waffe oder eine eingebettete Waffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'weapon' is a weapon's name.</source>
        <translation>'weapon' ist der Name einer Waffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' has characters that do not belong in dice notation.</source>
        <translation>'{_shown}' enthält Zeichen, die nicht in eine Würfelangabe gehören.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' holds a number too large for a dice roll.</source>
        <translation>'{_shown}' enthält eine Zahl, die für einen Würfelwurf zu groß ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' is not a dice expression GM Desk understands ({_reason}).</source>
        <translation>'{_shown}' ist keine Würfelangabe, die GM Desk versteht ({_reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' rolls more than {MAX_DICE} dice.</source>
        <translation>'{_shown}' würfelt mehr als {MAX_DICE} Würfel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{by}' is not a faction in this fight.</source>
        <translation>'{by}' ist keine Fraktion in diesem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'{cid}' is not acting now.</source>
        <translation>'{cid}' handelt gerade nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>'{cid}' is not one of the fighters acting together.</source>
        <translation>'{cid}' gehört nicht zu den gemeinsam Handelnden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{edge}' is not advantage or disadvantage.</source>
        <translation>'{edge}' ist weder Vorteil noch Nachteil.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>'{entry}': from 1 to {most} of a creature at once.</source>
        <translation>'{entry}': 1 bis {most} einer Kreatur auf einmal.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{faction}' is not a faction in this fight.</source>
        <translation>'{faction}' ist keine Fraktion in diesem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>'{hook}' is not a moment conditions can tick at.</source>
        <translation>'{hook}' ist kein Zeitpunkt, zu dem Zustände ablaufen können.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>'{key}' is a list of names.</source>
        <translation>'{key}' ist eine Liste von Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' is a text of at most 200 characters.</source>
        <translation>'{key}' ist ein Text mit höchstens 200 Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' names an attribute, skill or proficiency.</source>
        <translation>'{key}' bezeichnet ein Attribut, eine Fertigkeit oder eine Kompetenz.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' already uses {name2}.</source>
        <translation>„{name}“ verwendet schon {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' cannot run under {name2}: {problem}</source>
        <translation>„{name}“ kann nicht unter {name2} laufen: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' has been played: only an encounter still in prep can change its system.</source>
        <translation>„{name}“ wurde bereits gespielt: nur eine Begegnung in Vorbereitung kann ihr System wechseln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>'{name}' has started, so it cannot be duplicated: only an encounter still in prep can be. Save it as an encounter file instead, or duplicate one that has not begun.</source>
        <translation>„{name}“ hat begonnen und kann daher nicht dupliziert werden: das geht nur bei einer Begegnung in Vorbereitung. Stattdessen als Begegnungsdatei speichern oder eine noch nicht begonnene duplizieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{name}' has the wrong type for '{type}'.</source>
        <translation>'{name}' hat den falschen Typ für '{type}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>'{name}' is not a skill of this system</source>
        <translation>'{name}' ist keine Fertigkeit dieses Systems</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'{name}' is true or false.</source>
        <translation>'{name}' ist true oder false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'{name}' is true, false or a count from 0 to 5.</source>
        <translation>'{name}' ist true, false oder eine Anzahl von 0 bis 5.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>'{name}' must be a whole number from 0 to {hi}.</source>
        <translation>'{name}' muss eine ganze Zahl von 0 bis {hi} sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>'{name}' must be from {lo} to {hi}.</source>
        <translation>'{name}' muss zwischen {lo} und {hi} liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{result}' is not a way for a fight to end.</source>
        <translation>'{result}' ist keine Art, wie ein Kampf enden kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>'{skill}' is not a skill of this system.</source>
        <translation>'{skill}' ist keine Fertigkeit dieses Systems.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{status}' is not a status.</source>
        <translation>'{status}' ist kein Status.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' has too many possible rolls to count exactly; try fewer or smaller dice.</source>
        <translation>'{text}' hat zu viele mögliche Ergebnisse, um sie genau zu zählen; weniger oder kleinere Würfel versuchen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' is not a dice expression GM Desk understands.</source>
        <translation>'{text}' ist keine Würfelangabe, die GM Desk versteht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>'{text}' is not an IP address (such as 127.0.0.1 or 192.168.1.20).</source>
        <translation>'{text}' ist keine IP-Adresse (wie 127.0.0.1 oder 192.168.1.20).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{threat_type}' is not melee or ranged.</source>
        <translation>'{threat_type}' ist weder melee noch ranged.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>'{type}' cannot be commanded, readied or opened with.</source>
        <translation>'{type}' kann nicht befohlen, bereitgehalten oder als Eröffnung genutzt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>'{type}' is the group's, not one combatant's.</source>
        <translation>'{type}' gehört der Gruppe, nicht einem einzelnen Kampfteilnehmer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>'{type}' needs 'dc'.</source>
        <translation>'{type}' braucht 'dc'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{type}' needs '{name}'.</source>
        <translation>'{type}' braucht '{name}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'{value}' is neither a number nor a dice expression.</source>
        <translation>'{value}' ist weder eine Zahl noch eine Würfelangabe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>'{value}' is not a change GM Desk makes to an encounter.</source>
        <translation>'{value}' ist keine Änderung, die GM Desk an einer Begegnung vornimmt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>'{value}' is not a range: use a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation>'{value}' ist keine Reichweite: eine Anzahl Zonen, einen Bereich wie 1-3, Gebunden oder Unmittelbar angeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>'{value}' is not in this encounter.</source>
        <translation>'{value}' ist nicht in dieser Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a bonus action ({join}).</source>
        <translation>'{what}' ist keine Bonusaktion ({join}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a main action here ({join}).</source>
        <translation>'{what}' ist hier keine Hauptaktion ({join}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>(+2, impaired)</source>
        <translation>(+2, beeinträchtigt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>(chosen at random)</source>
        <translation>(zufällig gewählt)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>(critical)</source>
        <translation>(kritisch)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>(unopposed)</source>
        <translation>(ohne Gegenwehr)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>({label})</source>
        <translation>({label})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>+2 per level</source>
        <translation>+2 pro Stufe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, +{bonus} die on their first maneuver</source>
        <translation>, +{bonus} Würfel auf das erste Manöver</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, -{penalty} for earlier attacks</source>
        <translation>, -{penalty} für frühere Angriffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, a hand over the mouth</source>
        <translation>, eine Hand auf dem Mund</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>, with {edge}</source>
        <translation>, mit {edge}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, {excess} gets through</source>
        <translation>, {excess} geht durch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after counts fights from 1, not {number}</source>
        <translation>--rest-after zählt Kämpfe ab 1, nicht {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after takes the number of the fight the rest follows, not '{text}'</source>
        <translation>--rest-after erwartet die Nummer des Kampfes, auf den die Rast folgt, nicht '{text}'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after {number}: there is no fight after fight {number}.</source>
        <translation>--rest-after {number}: Nach Kampf {number} gibt es keinen Kampf mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as and --allow-options go with --tune.</source>
        <translation>--save-as und --allow-options gehören zu --tune.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as needs a name for the new encounter.</source>
        <translation>--save-as braucht einen Namen für die neue Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>... and {count} more problems</source>
        <translation>… und {count} weitere Probleme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 campaign</source>
        <translation>1 Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 creature</source>
        <translation>1 Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 encounter</source>
        <translation>1 Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>1 in 6 on a d6</source>
        <translation>1 von 6 auf d6</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>1 to {most} combatants join at once.</source>
        <translation>1 bis {most} Kampfteilnehmer kommen auf einmal hinzu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>: moving away needs a back-out.</source>
        <translation>: Sich entfernen erfordert einen Rückzug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC reinforcement goes last, or rolls Skill Mastery like a late PC.</source>
        <translation>Eine SC-Verstärkung ist zuletzt dran oder würfelt wie ein später SC auf Fertigkeitsmeisterschaft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>A PC sharing a group card cannot swap it.</source>
        <translation>Ein SC, der sich eine Gruppenkarte teilt, kann sie nicht tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC's turn ends when the GM says; on: it ends once both actions are spent.</source>
        <translation>Der Zug eines SC endet, wenn die SL es sagt; an: Er endet, sobald beide Aktionen verbraucht sind.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>A backup policy keeps at least the newest backup.</source>
        <translation>Eine Sicherungsrichtlinie behält mindestens die neueste Sicherung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A barrier blocks a direct attack: only an indirect one goes over it.</source>
        <translation>Eine Barriere blockiert einen direkten Angriff: Nur ein indirekter geht darüber hinweg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A barrier blocks the attack completely; only an indirect attack can be aimed over it.</source>
        <translation>Eine Barriere blockiert den Angriff vollständig; nur ein indirekter Angriff kann über sie hinweg gezielt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A blast cannot be used as a reaction.</source>
        <translation>Ein Flächenangriff kann nicht als Reaktion eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A bleeding-out character must roll to survive first.</source>
        <translation>Ein verblutender Charakter muss zuerst würfeln, um zu überleben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>A broken character surrenders or retreats.</source>
        <translation>Ein gebrochener Charakter gibt auf oder zieht sich zurück.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A burning combatant can only put the fire out, flee or shout.</source>
        <translation>Ein brennender Kampfteilnehmer kann nur das Feuer löschen, fliehen oder rufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A card is already held.</source>
        <translation>Es wird bereits eine Karte gehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>A card is picked with a number from 1 to {len_deck}.</source>
        <translation>Eine Karte wird mit einer Zahl von 1 bis {len_deck} gewählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>A chaser is listed twice.</source>
        <translation>Ein Verfolger ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>A circumstance adds 0 to {MAX_EXTRA} successes.</source>
        <translation>Ein Umstand fügt 0 bis {MAX_EXTRA} Erfolge hinzu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A combatant cannot target themself with that.</source>
        <translation>Damit kann ein Kampfteilnehmer nicht sich selbst zum Ziel nehmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>A combatant is a PC or an NPC, not '{kind}'.</source>
        <translation>Ein Teilnehmer ist SC oder NSC, nicht „{kind}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>A combatant is chosen twice.</source>
        <translation>Ein Kampfteilnehmer ist doppelt gewählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A combatant is not valid: {error}</source>
        <translation>Ein Teilnehmer ist ungültig: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A combatant's note</source>
        <translation>Notiz eines Teilnehmers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>A command is an object with a 'type'.</source>
        <translation>Ein Befehl ist ein Objekt mit einem 'type'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition lasts between 1 and 1000 rounds, or until removed.</source>
        <translation>Ein Zustand dauert 1 bis 1000 Runden oder bis zu seiner Entfernung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition needs a name of at most 60 characters.</source>
        <translation>Ein Zustand braucht einen Namen mit höchstens 60 Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition's name {problem}.</source>
        <translation>Der Name eines Zustands {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A contact point is [x, y].</source>
        <translation>Ein Kontaktpunkt ist [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>A copy of what it still holds was added to your backups.</source>
        <translation>Eine Kopie dessen, was sie noch enthält, wurde zu den Sicherungen hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A counter is a plain attack on the attacker.</source>
        <translation>Ein Konter ist ein einfacher Angriff auf den Angreifer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>A creature cannot grapple itself.</source>
        <translation>Eine Kreatur kann sich nicht selbst in den Ringkampf nehmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A creature's name</source>
        <translation>Der Name einer Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A critical hit cannot be dodged.</source>
        <translation>Einem kritischen Treffer kann man nicht ausweichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A critical hit cannot miss, so it cannot be dodged; on: a Dodge may still avoid it.</source>
        <translation>Ein kritischer Treffer kann nicht verfehlen, daher kann ihm nicht ausgewichen werden; an: Ausweichen kann ihn dennoch vermeiden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A critical hit cannot miss: it cannot be dodged.</source>
        <translation>Ein kritischer Treffer kann nicht verfehlen: ihm kann nicht ausgewichen werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A critical spends a bystander's Retaliation</source>
        <translation>Ein kritischer Treffer verbraucht die Vergeltung eines Umstehenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A defence against this attack has already been declared or tried.</source>
        <translation>Gegen diesen Angriff wurde bereits eine Verteidigung angesagt oder versucht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A defence is a dodge or a parry.</source>
        <translation>Eine Verteidigung ist Ausweichen oder Parieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A defence is one of {join}.</source>
        <translation>Eine Abwehr ist eins von {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>A dice bonus is a whole number from -{MAX_BONUS} to {MAX_BONUS}.</source>
        <translation>Ein Würfelbonus ist eine ganze Zahl von -{MAX_BONUS} bis {MAX_BONUS}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A dice expression must be text, such as 1d20+3.</source>
        <translation>Eine Würfelangabe muss Text sein, etwa 1d20+3.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance cannot be negative.</source>
        <translation>Eine Entfernung kann nicht negativ sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance is 0 to 100000 ft.</source>
        <translation>Eine Entfernung beträgt 0 bis 100000 Fuß.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A dodge answers a ranged attack only.</source>
        <translation>Ausweichen beantwortet nur Fernkampfangriffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a melee attack.</source>
        <translation>Ausweichen kann keinen Nahkampfangriff beantworten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a ranged attack.</source>
        <translation>Ausweichen kann keinen Fernkampfangriff beantworten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A d{size} cannot show {face}.</source>
        <translation>Ein d{size} kann keine {face} zeigen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>A faction is listed twice in 'factions'.</source>
        <translation>Eine Fraktion ist in 'factions' doppelt aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A failed bleed-out roll</source>
        <translation>Ein misslungener Verblutungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A failed morale save</source>
        <translation>Ein misslungener Moral-Rettungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>A fight lasts {rounds:.1f} rounds on average.</source>
        <translation>Ein Kampf dauert im Schnitt {rounds:.1f} Runden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A fight needs at least two factions.</source>
        <translation>Ein Kampf braucht mindestens zwei Fraktionen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A fight needs at least two sides with someone able to act.</source>
        <translation>Ein Kampf braucht mindestens zwei Seiten mit jemandem, der handeln kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A fight needs at least two teams with someone able to act.</source>
        <translation>Ein Kampf braucht mindestens zwei Teams mit jemandem, der handeln kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>A fighter cannot seize initiative from itself.</source>
        <translation>Niemand kann sich selbst die Initiative abnehmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A fighter who joins mid-round acts at the end of this round's order (adopted); or it waits for the next round.</source>
        <translation>Ein Kämpfer, der mitten in der Runde hinzukommt, handelt am Ende der Reihenfolge dieser Runde (übernommen); oder er wartet auf die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A final blow needs an incapacitated target; {name} is not.</source>
        <translation>Ein Todesstoß braucht ein kampfunfähiges Ziel; {name} ist es nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A fire intensity is a name from the fire table.</source>
        <translation>Eine Feuerintensität ist ein Name aus der Feuertabelle.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>A forced card swap lapsed: one of its cards has left the fight.</source>
        <translation>Ein erzwungener Kartentausch verfällt: Eine seiner Karten hat den Kampf verlassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A forced swap takes effect</source>
        <translation>Ein erzwungener Tausch wirkt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group holds two or more combatants: choose at least two.</source>
        <translation>Eine Gruppe umfasst zwei oder mehr Kampfteilnehmer: mindestens zwei wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>A group is a morale group: at the end of the round in which half or more of its members are out, those still fighting make a WIT save each, and those who fail surrender or retreat. Without a group a creature counts with the rest of its faction. Turns stay one fighter at a time.</source>
        <translation>Eine Gruppe ist eine Moralgruppe: Am Ende der Runde, in der die Hälfte oder mehr ihrer Mitglieder ausgeschieden sind, machen die noch Kämpfenden je einen WIT-Rettungswurf, und wer scheitert, gibt auf oder zieht sich zurück. Ohne Gruppe zählt eine Kreatur zum Rest ihrer Fraktion. Die Züge bleiben einzeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group needs a name.</source>
        <translation>Eine Gruppe braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A group shares one card</source>
        <translation>Eine Gruppe teilt sich eine Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A group stands on one side: that combatant cannot join it.</source>
        <translation>Eine Gruppe steht auf einer Seite: Dieser Kampfteilnehmer kann ihr nicht beitreten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name holds at most {MAX_NAME} characters.</source>
        <translation>Der Name einer Gruppe hat höchstens {MAX_NAME} Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name {problem}.</source>
        <translation>Der Name einer Gruppe {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>A killing strike is made up close; {name} is out of reach.</source>
        <translation>Ein Todesstoß erfolgt aus nächster Nähe; {name} ist außer Reichweite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC acts this round</source>
        <translation>Ein später SC handelt in dieser Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC placed before the current actor waits a round; on: acts this round.</source>
        <translation>Ein später SC, der vor dem aktuell Handelnden eingereiht wird, wartet eine Runde; an: handelt in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner acts at once</source>
        <translation>Ein Nachzügler handelt sofort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A late joiner acts in the round they join if their team still picks; on: they wait a round.</source>
        <translation>Wer spät dazukommt, handelt in der Runde des Eintreffens, falls das Team noch wählt; an: wartet eine Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A late joiner may act from its faction's next go; on: it waits for the next round.</source>
        <translation>Ein Nachzügler darf ab dem nächsten Durchgang seiner Fraktion handeln; an: Er wartet auf die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner whose card is already passed acts next round; on: it acts right after the current turn.</source>
        <translation>Ein Nachzügler, dessen Karte schon vorbei ist, handelt in der nächsten Runde; an: Er handelt direkt nach dem laufenden Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A link joins an unknown zone ({a} - {b}).</source>
        <translation>Eine Verbindung führt zu einer unbekannten Zone ({a} - {b}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A list names at most {most} creatures.</source>
        <translation>Eine Liste nennt höchstens {most} Kreaturen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A lit viewer sees distant torches</source>
        <translation>Ein Betrachter im Licht sieht ferne Fackeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A maneuver is slow or fast.</source>
        <translation>Ein Manöver ist langsam oder schnell.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A map holds at most {count} zones.</source>
        <translation>Eine Karte umfasst höchstens {count} Zonen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A melee attack needs a nearby target; {name} is not.</source>
        <translation>Ein Nahkampfangriff braucht ein nahes Ziel; {name} ist es nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>A minimum or maximum takes a plain number ('{text}').</source>
        <translation>Minimum oder Maximum braucht eine einfache Zahl ('{text}').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>A move is {dir, ft} or {to: [x, y]}.</source>
        <translation>Eine Bewegung ist {dir, ft} oder {to: [x, y]}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>A move waits for opportunity attacks: attack, or let the mover go.</source>
        <translation>Eine Bewegung wartet auf Gelegenheitsangriffe: angreifen oder den Bewegenden ziehen lassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A name in '{key}' holds at most {MAX_NAME} characters.</source>
        <translation>Ein Name in '{key}' hat höchstens {MAX_NAME} Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A natural 20</source>
        <translation>Eine natürliche 20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>A new order must list exactly the PCs already in the order.</source>
        <translation>Eine neue Reihenfolge muss genau die SCs aufführen, die schon in der Reihenfolge sind.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A new order must list exactly the factions already in the fight.</source>
        <translation>Eine neue Reihenfolge muss genau die Fraktionen aufführen, die schon im Kampf sind.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>A new order must list exactly the fighters still to act this stretch.</source>
        <translation>Eine neue Reihenfolge muss genau die Kämpfer nennen, die in diesem Abschnitt noch handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A new order must list exactly the teams already in the order.</source>
        <translation>Eine neue Reihenfolge muss genau die Teams nennen, die schon in der Reihenfolge sind.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>A note holds 1 to 2000 characters.</source>
        <translation>Eine Notiz umfasst 1 bis 2000 Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A parry adds to physical deflection only; this hit is not physical.</source>
        <translation>Eine Parade erhöht nur die physische Ablenkung; dieser Treffer ist nicht physisch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry answers a melee attack only.</source>
        <translation>Parieren beantwortet nur Nahkampfangriffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a melee attack.</source>
        <translation>Parieren kann keinen Nahkampfangriff beantworten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a ranged attack.</source>
        <translation>Parieren kann keinen Fernkampfangriff beantworten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry stops physical harm only.</source>
        <translation>Parieren hält nur körperlichen Schaden auf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry tests Strike (armed) or Force (unarmed).</source>
        <translation>Parieren prüft Zuschlagen (bewaffnet) oder Kraft (unbewaffnet).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A position is a square [x, y] of whole numbers.</source>
        <translation>Eine Position ist ein Feld [x, y] aus ganzen Zahlen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A position is controlled, risky or desperate.</source>
        <translation>Eine Position ist kontrolliert, riskant oder verzweifelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A prepared action is one of: {join}.</source>
        <translation>Eine vorbereitete Aktion ist eine von: {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A prepared action lasts</source>
        <translation>Eine vorbereitete Aktion gilt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range cannot be negative.</source>
        <translation>Eine Reichweite kann nicht negativ sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range is a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation>Eine Reichweite ist eine Anzahl Zonen, ein Bereich wie 1-3, Gebunden oder Unmittelbar.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged attack needs a visible target.</source>
        <translation>Ein Fernkampfangriff braucht ein sichtbares Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged blast needs a target 'zone'.</source>
        <translation>Ein Fernkampf-Flächenangriff braucht eine Zielzone ('zone').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A reaction is dodge, counter, hide or guard.</source>
        <translation>Eine Reaktion ist Ausweichen, Konter, Verstecken oder Schützen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A reaction is simply not used; there is nothing to skip.</source>
        <translation>Eine Reaktion wird einfach nicht genutzt; es gibt nichts zu überspringen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A reaction is used outside the combatant's own turn.</source>
        <translation>Eine Reaktion wird außerhalb des eigenen Zugs des Kampfteilnehmers eingesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A reaction is used outside {name}'s own turn.</source>
        <translation>Eine Reaktion wird außerhalb des eigenen Zugs von {name} eingesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A reinforcement arriving during a round may act from its faction's next go (a new faction goes last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation>Eine Verstärkung, die während einer Runde eintrifft, darf ab dem nächsten Durchgang ihrer Fraktion handeln (eine neue Fraktion ist zuletzt dran); oder sie wartet auf die nächste Runde. Trifft sie zu Rundenbeginn ein, ist sie in dieser Runde dabei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A reinforcement arriving during a round may act in it if its team still picks (a new team picks last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation>Eine Verstärkung, die während einer Runde eintrifft, kann darin handeln, wenn ihr Team noch wählt (ein neues Team wählt zuletzt); oder sie wartet bis zur nächsten Runde. Trifft sie zu Rundenbeginn ein, gehört sie zu dieser Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A reinforcement arriving during a round takes the last place of this round's order; or it waits for the next round. Arriving at a round's start, it is in the order built for it.</source>
        <translation>Eine Verstärkung, die während einer Runde eintrifft, nimmt den letzten Platz der Reihenfolge dieser Runde ein; oder sie wartet auf die nächste Runde. Trifft sie zu Rundenbeginn ein, ist sie in der dafür gebildeten Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A reinforcement draws a card from those left in the deck; when none are left, the GM gives it one (Give card); or a second deck is opened for it. Whether it acts this round follows 'A late joiner acts at once'.</source>
        <translation>Eine Verstärkung zieht eine Karte aus dem Rest des Stapels; ist keine mehr übrig, gibt die SL ihr eine (Karte geben), oder ein zweiter Stapel wird für sie geöffnet. Ob sie noch in dieser Runde handelt, richtet sich nach 'Ein Nachzügler handelt sofort'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>A request here carries no body.</source>
        <translation>Eine Anfrage hier hat keinen Inhalt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>A rest follows: {recovers}.</source>
        <translation>Es folgt eine Rast: {recovers}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A restrained combatant can only break free or shout.</source>
        <translation>Ein festgehaltener Kampfteilnehmer kann sich nur losreißen oder rufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A restrained creature may parry</source>
        <translation>Eine festgehaltene Kreatur darf parieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise.</source>
        <translation>Eine enthüllende Aktion (Angriff, Kraft, Rede, offene Bewegung) enthüllt, sofern die SL nichts anderes sagt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A roll that is not GM Desk's to make was left blank: type it.</source>
        <translation>Ein Wurf, den nicht GM Desk macht, wurde leer gelassen: ihn eingeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>A save target is between 1 and 30.</source>
        <translation>Ein Rettungswurf-Zielwert liegt zwischen 1 und 30.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A scene event is not valid: {error}</source>
        <translation>Ein Szenenereignis ist ungültig: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A second delay in a round</source>
        <translation>Ein zweites Verzögern in einer Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A separate obscured flag</source>
        <translation>Eigene Markierung 'verdeckt'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove moves {name} half a zone, towards a neighbouring zone.</source>
        <translation>Ein Stoß bewegt {name} eine halbe Zone weit, auf eine benachbarte Zone zu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove sends the victim towards a zone ('to'), into a hazard, or both.</source>
        <translation>Ein Stoß schickt das Opfer auf eine Zone zu ('to'), in eine Gefahr oder beides.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A side has nobody able to fight.</source>
        <translation>Eine Seite hat niemanden, der kämpfen kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side is {stances}, not '{stance}'.</source>
        <translation>Eine Seite ist {stances}, nicht '{stance}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side needs a name.</source>
        <translation>Eine Seite braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name holds at most {n} characters.</source>
        <translation>Der Name einer Seite hat höchstens {n} Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name {problem}.</source>
        <translation>Der Name einer Seite {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range</source>
        <translation>Ein einzelner Reichweitenwert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range value N reaches 0 to N zones; or exactly N zones.</source>
        <translation>Ein einzelner Reichweitenwert N reicht 0 bis N Zonen weit; oder genau N Zonen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A stray shot never flies back at the attacker; on: an attacker next to the target can be hit.</source>
        <translation>Ein Fehlschuss fliegt nie zum Angreifer zurück; an: ein Angreifer neben dem Ziel kann getroffen werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>A table rebuild cannot run inside an open transaction.</source>
        <translation>Ein Tabellenumbau kann nicht in einer offenen Transaktion laufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A target in a zone tagged 'cover' is in cover (armour +1); off: only a target the GM marks in cover is.</source>
        <translation>Ein Ziel in einer Zone mit dem Tag 'Deckung' ist in Deckung (Rüstung +1); aus: nur ein Ziel, das die SL als in Deckung markiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A team appears twice in the team order.</source>
        <translation>Ein Team steht doppelt in der Team-Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A test costs a slow or fast maneuver, a reaction, or nothing.</source>
        <translation>Eine Probe kostet ein langsames oder schnelles Manöver, eine Reaktion oder nichts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test</source>
        <translation>Eine unentschiedene Hinterhaltprobe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test counts as a failed sneak (the defenders draw the extra card); or nobody draws an extra card.</source>
        <translation>Eine unentschiedene Hinterhaltprobe gilt als misslungenes Schleichen (die Verteidiger ziehen die Extrakarte); oder niemand zieht eine Extrakarte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A time-out happens while announcing or while executing.</source>
        <translation>Eine Zeitüberschreitung passiert beim Ansagen oder beim Ausführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is not visible.</source>
        <translation>Eine Fackel in {feet} ft Entfernung ist nicht sichtbar.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is visible.</source>
        <translation>Eine Fackel in {feet} ft Entfernung ist sichtbar.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A turn ends once its 3 actions are spent; off: it stays open (for free actions) until ended.</source>
        <translation>Ein Zug endet, sobald seine 3 Aktionen verbraucht sind; aus: er bleibt offen (für freie Aktionen), bis er beendet wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A turn is still running: end it first.</source>
        <translation>Ein Zug läuft noch: ihn zuerst beenden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A value given is not one this command takes.</source>
        <translation>Ein angegebener Wert passt nicht zu diesem Befehl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon in the {where} is an object with a range and damage.</source>
        <translation>Eine Waffe in {where} ist ein Objekt mit Reichweite und Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A weapon is given as {name, skill, damage, range}.</source>
        <translation>Eine Waffe wird als {name, skill, damage, range} angegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon's tags are a list of words.</source>
        <translation>Die Tags einer Waffe sind eine Liste von Wörtern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone cannot be linked to itself.</source>
        <translation>Eine Zone kann nicht mit sich selbst verbunden werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone needs a name.</source>
        <translation>Eine Zone braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone needs a new, non-empty id ('{zone_id}' is taken or empty).</source>
        <translation>Eine Zone braucht eine neue, nicht leere ID ('{zone_id}' ist vergeben oder leer).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's id is a short word of letters, digits and _.</source>
        <translation>Die ID einer Zone ist ein kurzes Wort aus Buchstaben, Ziffern und _.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone's name</source>
        <translation>Der Name einer Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's name is text.</source>
        <translation>Der Name einer Zone ist Text.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A zone's note</source>
        <translation>Notiz einer Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's tags are among: {tags}.</source>
        <translation>Die Tags einer Zone sind: {tags}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A {mode} needs a nearby target; {name} is not.</source>
        <translation>Ein(e) {mode} braucht ein nahes Ziel; {name} ist es nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A {result} fight gives nothing to pick.</source>
        <translation>Ein Kampf mit dem Ausgang {result} bietet nichts zur Auswahl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: a combatant who delays a second time in a round loses the turn; or it goes to the back of the line again.</source>
        <translation>A10: Wer in einer Runde zum zweiten Mal verzögert, verliert den Zug; oder stellt sich erneut hinten an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: a critical against an engaged creature that was not targeted spends its Retaliation; off: that creature keeps it.</source>
        <translation>A10: Ein kritischer Treffer gegen eine gebundene, nicht anvisierte Kreatur verbraucht deren Vergeltung; aus: Die Kreatur behält sie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike in combat is the three-action activity.</source>
        <translation>A10: Ein Todesstoß im Kampf ist die Tätigkeit mit drei Aktionen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike may be made with any weapon, non-lethal ones included (the chapter: 'any nonlethal weapon'); or only with weapons not flagged non-lethal; or only with non-lethal weapons.</source>
        <translation>A10: Ein Todesstoß ist mit jeder Waffe möglich, auch nicht-tödlichen (das Kapitel: „any nonlethal weapon“); oder nur mit Waffen, die nicht als nicht-tödlich markiert sind; oder nur mit nicht-tödlichen Waffen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: dice the Director rolls for each full 5 feet of a fall.</source>
        <translation>A10: Würfel, die die Spielleitung je volle 5 Fuß Sturzhöhe würfelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: engaged creatures that were not targeted are checked against the attack's Threat type; or always against their Melee Threat.</source>
        <translation>A10: Gebundene, nicht anvisierte Kreaturen werden gegen die Bedrohungsart des Angriffs geprüft; oder immer gegen ihre Nahkampf-Bedrohung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: monsters may delay like party members (the chapter states it for the party only).</source>
        <translation>A10: Monster dürfen wie Gruppenmitglieder verzögern (das Kapitel sagt es nur für die Gruppe).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: the fear company bonus counts the other PCs present; on: the tester counts too.</source>
        <translation>A10: Der Gesellschaftsbonus gegen Furcht zählt die anderen anwesenden SCs; an: Der Prüfling zählt mit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: catching fire deals the fire's damage less an Endure test, like every later burn; or catching fire is exactly 1 Physical Harm, later burns use the Endure test.</source>
        <translation>A11: Feuer fangen verursacht den Schaden des Feuers abzüglich einer Ausdauer-Probe, wie jedes spätere Brennen; oder Feuer fangen ist genau 1 körperlicher Schaden, spätere Brände nutzen die Ausdauer-Probe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A11: death is risked when the part of the hit that reached health exceeded the health left; or when the whole hit (endurance part included) did.</source>
        <translation>A11: Todesgefahr besteht, wenn der Teil des Treffers, der die Gesundheit erreichte, die verbleibende Gesundheit überstieg; oder wenn der ganze Treffer (samt Ausdaueranteil) es tat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A11: difficult terrain halves a move rounding down (at least 1); or rounding up.</source>
        <translation>A11: Schwieriges Gelände halbiert eine Bewegung, abgerundet (mindestens 1); oder aufgerundet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: fire and poison strike at each round start; or at each round end.</source>
        <translation>A11: Feuer und Gift wirken zu Beginn jeder Runde; oder am Ende jeder Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A12: a prepared action lasts until the start of the PC's next turn; or until it is taken.</source>
        <translation>A12: Eine vorbereitete Aktion gilt bis zum Beginn des nächsten Zugs des SC; oder bis sie ausgeführt wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A12: a viewer standing in its own light cannot see a distant torch; on: it can, within 1320 ft.</source>
        <translation>A12: Ein Betrachter im eigenen Licht kann keine ferne Fackel sehen; an: doch, bis 1320 Fuß.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes an attacker spends to force a card swap.</source>
        <translation>A12: Zusätzliche Erfolge, die ein Angreifer ausgibt, um einen Kartentausch zu erzwingen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes not spent otherwise become extra harm; off: only those the GM assigns.</source>
        <translation>A12: Nicht anders ausgegebene zusätzliche Erfolge werden zu zusätzlichem Schaden; aus: nur die, die die SL zuweist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A12: the concealed flag also impairs damage; on: a separate obscured flag does.</source>
        <translation>A12: Die Markierung 'verborgen' beeinträchtigt auch den Schaden; an: Das tut eine eigene Markierung 'verdeckt'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A13: dodge works against melee and ranged attacks; on: against ranged attacks only.</source>
        <translation>A13: Ausweichen wirkt gegen Nah- und Fernkampfangriffe; an: nur gegen Fernkampfangriffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A13: the luck die is a d20 plus luck modifiers.</source>
        <translation>A13: Der Glückswürfel ist ein d20 plus Glücksmodifikatoren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A14: the instigator takes the first turn of the fight; off: their team picks freely (the opening action still opens the instigator's first turn).</source>
        <translation>A14: Der Anstifter hat den ersten Zug des Kampfes; aus: sein Team wählt frei (die Eröffnungsaktion eröffnet trotzdem den ersten Zug des Anstifters).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A1: Skill Mastery is rolled once per encounter; on: re-rolled every round.</source>
        <translation>A1: Fertigkeitsmeisterschaft wird einmal pro Begegnung gewürfelt; an: jede Runde neu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A1: pools roll d6 and each die showing this face or higher is a success.</source>
        <translation>A1: Pools würfeln d6, jeder Würfel mit dieser Augenzahl oder höher ist ein Erfolg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A1: when only one side is seen, the unseen side cedes initiative (as the chapter says); or the unseen side acts first.</source>
        <translation>A1: Wird nur eine Seite gesehen, überlässt die ungesehene Seite die Initiative (wie das Kapitel sagt); oder die ungesehene Seite handelt zuerst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A2: a forced card swap takes effect at the next round start; or at once, but nobody acts twice in a round.</source>
        <translation>A2: Ein erzwungener Kartentausch wirkt zu Beginn der nächsten Runde; oder sofort, doch niemand handelt zweimal in einer Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: a roll is critical at the Threat plus the critical margin; or at twice the Threat plus one.</source>
        <translation>A2: Ein Wurf ist kritisch bei Bedrohung plus kritischem Spielraum; oder bei doppelter Bedrohung plus eins.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A2: a save passes on d20 ≤ the score; or it needs d20 &lt; the score.</source>
        <translation>A2: Ein Rettungswurf gelingt bei d20 ≤ Wert; oder er braucht d20 &lt; Wert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: how far above the Threat a roll must reach to be critical.</source>
        <translation>A2: Wie weit ein Wurf über der Bedrohung liegen muss, um kritisch zu sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A2: the fight ends as soon as one team remains, right after the resolution that left it alone (mid-round included: the chapter's 'until one team remains'); or checked after every turn; or only at the end of each round.</source>
        <translation>A2: Der Kampf endet, sobald nur noch ein Team übrig ist, direkt nach der Abhandlung, die es allein ließ (auch mitten in der Runde: „until one team remains“ im Kapitel); oder geprüft nach jedem Zug; oder nur am Ende jeder Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A2: the lead takes or cedes again every round, the previous choice offered as the default; off: the first round's choice holds for the whole fight.</source>
        <translation>A2: Die Spitze übernimmt oder überlässt die Initiative jede Runde neu, mit der vorigen Wahl als Vorgabe; aus: Die Wahl der ersten Runde gilt für den ganzen Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: a failed bleed-out roll kills; or nothing happens; or it marks a counter and the PC dies when the counter reaches the failed bleed-out rolls that kill.</source>
        <translation>A3: Ein misslungener Verblutungswurf tötet; oder nichts geschieht; oder er markiert einen Zähler, und der SC stirbt, wenn der Zähler die Zahl tödlicher misslungener Verblutungswürfe erreicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A3: a team with someone able to act must pick; on: a team may pass its pick to the next team.</source>
        <translation>A3: Ein Team mit jemandem, der handeln kann, muss wählen; an: ein Team darf seine Wahl an das nächste Team abgeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A3: an AGL check succeeds on d20 at or under AGL and the lowest die is best; or it succeeds on d20 at or over 21 - AGL and the highest die is best.</source>
        <translation>A3: Eine AGL-Probe gelingt mit d20 gleich oder unter AGL, der niedrigste Würfel ist der beste; oder sie gelingt mit d20 gleich oder über 21 - AGL, der höchste Würfel ist der beste.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: how many failed bleed-out rolls kill, when they are counted.</source>
        <translation>A3: Wie viele misslungene Verblutungswürfe töten, wenn sie gezählt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A3: the holder's first-faction choice carries over to the slow phase; on: chosen again.</source>
        <translation>A3: Die Wahl der ersten Fraktion durch den Initiativhalter gilt auch für die langsame Phase; an: Sie wird neu gewählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A3: the slow and fast maneuvers refill at each round start and reactions before one's turn use them up; or they refill at the start of each of one's own turns.</source>
        <translation>A3: Langsame und schnelle Manöver füllen sich zu Beginn jeder Runde auf, Reaktionen vor dem eigenen Zug verbrauchen sie; oder sie füllen sich zu Beginn jedes eigenen Zugs auf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A4: a combatant taken out by the first blow of a counter lands nothing; off: both land.</source>
        <translation>A4: Wer vom ersten Schlag eines Konters ausgeschaltet wird, trifft nicht; aus: Beide treffen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A4: reactions come back at the start of each round; or at the start of one's own turn.</source>
        <translation>A4: Reaktionen kommen zu Beginn jeder Runde zurück; oder zu Beginn des eigenen Zugs.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A4: reactions come back at the start of the owner's own turn; or at each round's start.</source>
        <translation>A4: Reaktionen kehren zu Beginn des eigenen Zugs zurück; oder zu Beginn jeder Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A4: the card an ambush winner does not keep goes back into the deck; or it is set aside for the rest of the fight.</source>
        <translation>A4: Die Karte, die der Sieger eines Hinterhalts nicht behält, kommt zurück in den Stapel; oder sie wird für den Rest des Kampfes beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A4: ticking Dying does not knock out, the next fill does; on: ticking Dying knocks out.</source>
        <translation>A4: Das Ankreuzen von Sterbend schaltet nicht aus, erst die nächste Füllung; an: Das Ankreuzen von Sterbend schaltet aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A5: 'while moving' = already moved this turn before attacking; or only when the GM says.</source>
        <translation>A5: 'in der Bewegung' = hat sich in diesem Zug vor dem Angriff schon bewegt; oder nur, wenn die SL es sagt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: backing out spends the turn's Aspect roll; off: the other action may still be a roll.</source>
        <translation>A5: Zurückziehen verbraucht den Aspektwurf des Zugs; aus: Die andere Aktion darf noch ein Wurf sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A5: equal cards from a second deck go PCs first, then by draw order; off: draw order only.</source>
        <translation>A5: Gleiche Karten aus einem zweiten Stapel gehen zuerst an SCs, dann nach Ziehreihenfolge; aus: nur Ziehreihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: one back-out roll must beat every engaged creature to leave; on: the PC leaves the reach of each creature it beats and stays engaged with the rest.</source>
        <translation>A5: Ein Rückzugswurf muss jede gebundene Kreatur schlagen, um sich zu lösen; an: Der SC verlässt die Reichweite jeder Kreatur, die er schlägt, und bleibt mit den übrigen gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A5: surprised creatures are impaired for this many of their own turns (the first, by default).</source>
        <translation>A5: Überraschte Kreaturen sind für so viele ihrer eigenen Züge beeinträchtigt (standardmäßig den ersten).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A6: a creature with several cards gets one slow and one fast maneuver per card; off: one set per round however many cards it holds.</source>
        <translation>A6: Eine Kreatur mit mehreren Karten erhält je Karte ein langsames und ein schnelles Manöver; aus: ein Satz pro Runde, egal wie viele Karten sie hält.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A6: advantage rolls the whole test 1 + level times and keeps the best (the worst for disadvantage); or one roll with +2 per level.</source>
        <translation>A6: Vorteil würfelt die ganze Probe 1 + Stufe Mal und behält das beste Ergebnis (das schlechteste bei Nachteil); oder ein Wurf mit +2 pro Stufe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A6: nearby = same zone or on its border; or the same zone only.</source>
        <translation>A6: nah = dieselbe Zone oder auf ihrer Grenze; oder nur dieselbe Zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A6: range N reaches 0 to N zones; on: exactly N zones.</source>
        <translation>A6: Reichweite N reicht 0 bis N Zonen weit; an: genau N Zonen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A6: the first side acts in full before the other, each in its own spiral; or one spiral through all combatants, starting on the first side.</source>
        <translation>A6: Die erste Seite handelt vollständig vor der anderen, jede in ihrer eigenen Spirale; oder eine Spirale durch alle Kampfteilnehmer, beginnend bei der ersten Seite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: PCs make no morale checks; on: they do.</source>
        <translation>A7: SCs machen keine Moralproben; an: doch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them.</source>
        <translation>A7: Ein misslungener Moral-Rettungswurf führt nach Wahl der SL zu Aufgeben oder Rückzug; oder immer zu einem davon.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A7: a failed seize attempt nobody contested leaves the order as scheduled; or the other combatant then acts first.</source>
        <translation>A7: Ein misslungener, unbestrittener Ergreifen-Versuch lässt die Reihenfolge wie geplant; oder der andere Kampfteilnehmer handelt dann zuerst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a group is checked once, when it crosses the line; on: every round while below it.</source>
        <translation>A7: Eine Gruppe wird einmal geprüft, wenn sie die Grenze überschreitet; an: jede Runde, solange sie darunter ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: a natural 20 is read on the kept die; or a 20 on either d20 counts.</source>
        <translation>A7: Eine natürliche 20 zählt auf dem behaltenen Würfel; oder eine 20 auf einem der beiden d20.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A7: ambush extra successes add dice to each ambusher's first maneuver of the first round (lost if that maneuver has no test); or to their first tested maneuver that round.</source>
        <translation>A7: Zusätzliche Erfolge aus dem Hinterhalt fügen dem ersten Manöver jedes Angreifers in der ersten Runde Würfel hinzu (verfallen, wenn dieses Manöver keine Probe hat); oder ihrem ersten Manöver mit Probe in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: any advantage and any disadvantage cancel and several sources do not stack; or the sources are counted and the larger side wins.</source>
        <translation>A7: Jeder Vorteil und jeder Nachteil heben sich auf, mehrere Quellen addieren sich nicht; oder die Quellen werden gezählt, und die größere Seite gewinnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: damage adds the test result after the multiple attack penalty; off: before it.</source>
        <translation>A7: Schaden addiert das Probenergebnis nach dem Mehrfachangriffsmalus; aus: davor.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: the multiple attack penalty counts every earlier attack this round, on or off turn; or only the attacks since the attacker's own turn began.</source>
        <translation>A7: Der Mehrfachangriffsmalus zählt jeden früheren Angriff dieser Runde, im eigenen Zug oder nicht; oder nur die Angriffe seit Beginn des eigenen Zugs.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: a Dodge must reach the attacker's test total (0); a number sets a fixed difficulty.</source>
        <translation>A8: Ausweichen muss das Probenergebnis des Angreifers erreichen (0); eine Zahl legt eine feste Schwierigkeit fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: a restrained creature may still parry; off: only break free and shout.</source>
        <translation>A8: Eine festgehaltene Kreatur darf noch parieren; aus: nur losreißen und rufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: damage beyond a blocking item's durability hits the blocker unreduced; on: deflection reduces it (minimum 1).</source>
        <translation>A8: Schaden über die Haltbarkeit eines blockenden Gegenstands hinaus trifft den Blockenden ungemindert; an: Ablenkung verringert ihn (mindestens 1).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: holding on and breaking free are both Force tests; or the holder tests Endure.</source>
        <translation>A8: Festhalten und Losreißen sind beides Kraft-Proben; oder der Festhaltende prüft Ausdauer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A8: impaired damage rolls a d4; or the weapon die twice, keeping the lower.</source>
        <translation>A8: Beeinträchtigter Schaden würfelt d4; oder zweimal den Waffenwürfel, der niedrigere zählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A8: the free-text labels after the Threats ('Medium', 'Engaged') appear in the log.</source>
        <translation>A8: Die Freitext-Bezeichnungen nach den Bedrohungen ('Mittel', 'Gebunden') erscheinen im Protokoll.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A9: Retaliation limits refill each round; or at the start of every PC turn (the end-of-round sweep still counts the whole round).</source>
        <translation>A9: Vergeltungsgrenzen füllen sich jede Runde auf; oder zu Beginn jedes SC-Zugs (die Rundenende-Vergeltung zählt weiterhin die ganze Runde).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Sprint may be repeated after a Move (1 action and 1 stamina each); off: once per turn.</source>
        <translation>A9: Sprint ist nach einer Bewegung wiederholbar (je 1 Aktion und 1 Kondition); aus: einmal pro Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Step and Move exclude each other in a turn; off: one of each.</source>
        <translation>A9: Schritt und Bewegung schließen sich in einem Zug aus; aus: je eins davon.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a combatant that cannot act still has its conditions advance when its turn comes up.</source>
        <translation>A9: Bei einem Kampfteilnehmer, der nicht handeln kann, laufen die Zustände trotzdem weiter, wenn sein Zug kommt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a condition gained during its bearer's own turn starts ticking at the next turn end; off: it ticks at the end of that very turn, as the chapter literally says.</source>
        <translation>A9: Ein Zustand, der im eigenen Zug des Trägers entsteht, läuft erst ab dem nächsten Zugende; aus: Er läuft schon am Ende genau dieses Zugs, wie das Kapitel wörtlich sagt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A9: an NPC's harm points strip dice from every test until healed; off: only from its next test after the harm.</source>
        <translation>A9: Die Schadenspunkte eines NSC ziehen bis zur Heilung von jeder Probe Würfel ab; aus: nur von seiner nächsten Probe nach dem Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A9: every concealed character acts in the ambush turn; on: only the holder's faction.</source>
        <translation>A9: Jeder verborgene Charakter handelt im Hinterhaltzug; an: nur die Fraktion des Initiativhalters.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>AGL check</source>
        <translation>AGL-Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>AGL checks</source>
        <translation>AGL-Proben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Abandon</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept retaliation</source>
        <translation>Vergeltung annehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act</source>
        <translation>Handeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act together</source>
        <translation>Gemeinsam handeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Action lost</source>
        <translation>Aktion verloren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Actions a killing strike takes</source>
        <translation>Aktionen für einen Todesstoß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Add another {name}</source>
        <translation>{name} noch einmal hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Add at least one PC before starting a Threat &amp; Retaliation fight.</source>
        <translation>Vor dem Start eines Kampfes nach Threat &amp; Retaliation mindestens einen SC hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add at least one PC before starting.</source>
        <translation>Vor dem Start mindestens einen SC hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatant</source>
        <translation>Teilnehmer hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatants</source>
        <translation>Teilnehmer hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Add scene event {name}</source>
        <translation>Szenenereignis {name} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Add side {name}</source>
        <translation>Seite {name} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Add someone to the fight before dealing the cards.</source>
        <translation>Vor dem Austeilen der Karten jemanden zum Kampf hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add someone to the fight first.</source>
        <translation>Zuerst jemanden zum Kampf hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add zone</source>
        <translation>Zone hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>Add {list}</source>
        <translation>{list} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Add {name}</source>
        <translation>{name} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Advantage and disadvantage</source>
        <translation>Vorteil und Nachteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize the loser acts right after the winner (adopted; the chapter is silent); or the two swap places in the order.</source>
        <translation>Nach einem Ergreifen handelt der Verlierer direkt nach dem Gewinner (übernommen; das Kapitel schweigt dazu); oder die beiden tauschen die Plätze in der Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize, the loser</source>
        <translation>Nach einem Ergreifen, der Verlierer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>After a {result} the group names {benefits} and {drawbacks}, not {len_benefits} and {len_drawbacks}.</source>
        <translation>Nach {result} nennt die Gruppe {benefits} und {drawbacks}, nicht {len_benefits} und {len_drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>After the fight</source>
        <translation>Nach dem Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>After the fight: durability rolls for the gear that was used.</source>
        <translation>Nach dem Kampf: Haltbarkeitswürfe für die benutzte Ausrüstung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Aftermath</source>
        <translation>Nachspiel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Allies of {side}</source>
        <translation>Verbündete von {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Ally</source>
        <translation>Verbündeter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ambush</source>
        <translation>Hinterhalt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Ambush turn</source>
        <translation>Hinterhaltzug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} against {s_def}: detected! Their opponents draw an extra card.</source>
        <translation>Hinterhalt: Schleichen {s_sneak} gegen {s_def}: entdeckt! Die Gegner ziehen eine Extrakarte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} beats {s_def}: the ambushers draw an extra card{bonus}.</source>
        <translation>Hinterhalt: Schleichen {s_sneak} schlägt {s_def}: Die Angreifer aus dem Hinterhalt ziehen eine Extrakarte{bonus}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} ties {s_def}: nobody draws an extra card.</source>
        <translation>Hinterhalt: Schleichen {s_sneak} gleich {s_def}: Niemand zieht eine Extrakarte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Ambushers</source>
        <translation>Aus dem Hinterhalt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>An action is an object with a 'type' (and 'args').</source>
        <translation>Eine Aktion ist ein Objekt mit 'type' (und 'args').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>An adventuring day needs at least one encounter.</source>
        <translation>Ein Abenteuertag braucht mindestens eine Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An ally must be one of this encounter's sides.</source>
        <translation>Ein Verbündeter muss eine der Seiten dieser Begegnung sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>An ambush is settled before the cards are dealt.</source>
        <translation>Ein Hinterhalt wird abgehandelt, bevor die Karten ausgeteilt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack bonus is a whole number and damage is dice, such as 1d6.</source>
        <translation>Ein Angriffsbonus ist eine ganze Zahl, Schaden sind Würfel, etwa 1d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack names its target.</source>
        <translation>Ein Angriff nennt sein Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>An attack tests a skill (Strike, Shoot, Force...) and deals 0 or more harm.</source>
        <translation>Ein Angriff prüft eine Fertigkeit (Zuschlagen, Schießen, Kraft …) und verursacht 0 oder mehr Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>An attack waits for reactions: react, or let it resolve with no reaction.</source>
        <translation>Ein Angriff wartet auf Reaktionen: reagieren oder ohne Reaktion abhandeln lassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An attack's mode is one of {join}.</source>
        <translation>Die Art eines Angriffs ist eine von {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An encounter keeps at least one side.</source>
        <translation>Eine Begegnung behält mindestens eine Seite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>An encounter setup is an object.</source>
        <translation>Eine Begegnungsaufstellung ist ein Objekt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An enemy stands in {name}: no way out there.</source>
        <translation>In {name} steht ein Feind: Dort gibt es keinen Ausweg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>An entered total must be a whole number.</source>
        <translation>Eine eingegebene Summe muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack cannot be made while moving.</source>
        <translation>Ein indirekter Angriff ist in der Bewegung nicht möglich.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack only reaches beyond half range ({half:g} zones).</source>
        <translation>Ein indirekter Angriff reicht nur über die halbe Reichweite hinaus ({half:g} Zonen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An objective holds at most 500 characters.</source>
        <translation>Ein Ziel umfasst höchstens 500 Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies between two zones of the map.</source>
        <translation>Ein Hindernis liegt zwischen zwei Zonen der Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies on the border of two neighbouring zones.</source>
        <translation>Ein Hindernis liegt auf der Grenze zweier benachbarter Zonen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle needs a known skill, a whole number of successes from 1 to 10 and a slow or fast maneuver.</source>
        <translation>Ein Hindernis braucht eine bekannte Fertigkeit, eine ganze Zahl von Erfolgen zwischen 1 und 10 und ein langsames oder schnelles Manöver.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An opening action belongs to the instigator: name them.</source>
        <translation>Eine Eröffnungsaktion gehört dem Anstifter: ihn nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>An uncontested seize that fails</source>
        <translation>Ein unbestrittenes Ergreifen, das misslingt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Another GM Desk window is using the data folder
{folder}

Switch to that window, or close it first.</source>
        <translation>Ein anderes GM-Desk-Fenster verwendet den Datenordner
{folder}

Zu diesem Fenster wechseln oder es zuerst schließen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Another data file is already open ({database}); close it first.</source>
        <translation>Eine andere Datendatei ist bereits geöffnet ({database}); zuerst schließen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Antidote</source>
        <translation>Gegengift</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Apply or dismiss the Retaliation damage waiting for {who} first.</source>
        <translation>Zuerst den Vergeltungsschaden, der auf {who} wartet, anwenden oder verwerfen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Apply or dismiss the waiting Retaliation damage: {lines}.</source>
        <translation>Wartenden Vergeltungsschaden anwenden oder verwerfen: {lines}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Apply retaliation</source>
        <translation>Vergeltung anwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Apply {name} ({damage}) to {name_of}</source>
        <translation>{name} ({damage}) auf {name_of} anwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Approach</source>
        <translation>Annähern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Arcane</source>
        <translation>Arkan</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Armour cannot be put on or taken off during a fight.</source>
        <translation>Rüstung kann im Kampf nicht an- oder abgelegt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>At least one worker is needed.</source>
        <translation>Mindestens ein Worker ist nötig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>At most {limit} notes per encounter.</source>
        <translation>Höchstens {limit} Notizen pro Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>At most {most} creatures join in one step.</source>
        <translation>Höchstens {most} Kreaturen kommen in einem Schritt hinzu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Attacked team</source>
        <translation>Angegriffenes Team</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Attacking while moving</source>
        <translation>Angriff in der Bewegung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Back out</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out from some creatures</source>
        <translation>Rückzug von einzelnen Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out spends the Aspect roll</source>
        <translation>Zurückziehen verbraucht den Aspektwurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Before the fight</source>
        <translation>Vor dem Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <source>Before the first round</source>
        <translation>Vor der ersten Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Behind</source>
        <translation>Dahinter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Behind cover</source>
        <translation>Hinter Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation>Gewinn {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Beyond half range, a ranged attack cannot be made while moving.</source>
        <translation>Jenseits der halben Reichweite ist kein Fernkampfangriff in der Bewegung möglich.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bleed out</source>
        <translation>Verbluten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Bludgeoning</source>
        <translation>Wucht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/space.py"/>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>Both combatants must stand in a zone.</source>
        <translation>Beide Kampfteilnehmer müssen in einer Zone stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Both must stand in a zone.</source>
        <translation>Beide müssen in einer Zone stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Brandish</source>
        <translation>Zücken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Break free</source>
        <translation>Losreißen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bring in</source>
        <translation>Hereinholen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Burning</source>
        <translation>Brennend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Bystanders' Threat</source>
        <translation>Bedrohung der Umstehenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card holder</source>
        <translation>Karteninhaber</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card order</source>
        <translation>Kartenreihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are dealt once: nobody draws again during the fight.</source>
        <translation>Karten werden einmal ausgeteilt: Im Kampf zieht niemand erneut.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Cards are dealt once; nobody draws again during the fight.</source>
        <translation>Karten werden einmal ausgeteilt; im Kampf zieht niemand erneut.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are swapped only at the start of a round.</source>
        <translation>Karten werden nur zu Beginn einer Runde getauscht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>Cards are whole numbers from 1 to 10.</source>
        <translation>Karten sind ganze Zahlen von 1 bis 10.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cast</source>
        <translation>Zaubern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Catching fire</source>
        <translation>Feuer fangen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Cede</source>
        <translation>Überlassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>Change options</source>
        <translation>Optionen ändern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Change scene event {name}</source>
        <translation>Szenenereignis {name} ändern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Chaos of combat</source>
        <translation>Chaos des Kampfes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Characters take turns only while factions alternate.</source>
        <translation>Charaktere machen nur Züge, solange sich die Fraktionen abwechseln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Chase</source>
        <translation>Verfolgen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Chase: {len_escaped} escape, {len_caught} are caught.</source>
        <translation>Verfolgung: {len_escaped} entkommen, {len_caught} werden gefasst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Chases happen once the fight is under way.</source>
        <translation>Verfolgungen finden statt, sobald der Kampf läuft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Chasing tests Finesse or Track.</source>
        <translation>Verfolgen prüft Finesse oder Fährtenlesen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Choose 'fortify' or 'fall'.</source>
        <translation>'fortify' oder 'fall' wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>Choose 1 to {most} combatants.</source>
        <translation>1 bis {most} Kampfteilnehmer wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Choose first</source>
        <translation>Ersten wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Choose surrender or retreat for {names} first.</source>
        <translation>Zuerst für {names} Aufgeben oder Rückzug wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Choosing who goes first</source>
        <translation>Wer beginnt?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Circumstance</source>
        <translation>Umstand</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Clear</source>
        <translation>Überwinden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Clever</source>
        <translation>Clever</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>Close the data file before restoring a backup over it.</source>
        <translation>Die Datendatei schließen, bevor eine Sicherung darüber wiederhergestellt wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cold</source>
        <translation>Kälte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Combatant</source>
        <translation>Kampfteilnehmer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Command</source>
        <translation>Befehlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/engine.py"/>
        <source>Command {seq} cannot be replayed: {why}.</source>
        <translation>Befehl {seq} lässt sich nicht abspielen: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Complete objective</source>
        <translation>Ziel erfüllen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Conceal</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Concealment already impairs damage; turn on the option for separate obscured attacks to use this.</source>
        <translation>Verbergen beeinträchtigt bereits den Schaden; um dies zu nutzen, die Option für gesonderte verdeckte Angriffe einschalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Conditions gained in one's own turn wait a turn</source>
        <translation>Im eigenen Zug erhaltene Zustände warten einen Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Conditions: {added} added to the library, {replaced} replaced.</source>
        <translation>Zustände: {added} zur Bibliothek hinzugefügt, {replaced} ersetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Continue or abandon the {action} ({paid}/{cost} paid) first.</source>
        <translation>Zuerst {action} fortsetzen oder abbrechen ({paid}/{cost} bezahlt).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover</source>
        <translation>In Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover mouth</source>
        <translation>Mund zuhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Cover zones give cover</source>
        <translation>Deckungszonen geben Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Create zone</source>
        <translation>Zone anlegen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Created {n} demo campaigns.</source>
        <comment>Created {n} demo campaign.</comment>
        <translation><numerusform>{n} Demo-Kampagne erstellt.</numerusform><numerusform>{n} Demo-Kampagnen erstellt.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Creature</source>
        <translation>Kreatur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll initiative.</source>
        <translation>Kreaturen würfeln nie Initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll: only PCs do.</source>
        <translation>Kreaturen würfeln nie: Nur SCs würfeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order, and each creature fills its own Strain: a group is a label. Turn on the option 'Shared Strain for groups' for one Strain pool per group.</source>
        <translation>Kreaturen haben hier keine Züge, daher hat eine Gruppe keinen Platz in der Reihenfolge, und jede Kreatur füllt ihre eigene Anspannung: Eine Gruppe ist nur eine Bezeichnung. Die Option 'Geteilte Anspannung für Gruppen' einschalten für einen Anspannungspool je Gruppe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order. Shared Strain is on: the creatures of a group fill one Strain pool as large as their maximum Strain together, and the whole group is down when it is full. PCs keep their own Strain.</source>
        <translation>Kreaturen haben hier keine Züge, daher hat eine Gruppe keinen Platz in der Reihenfolge. Geteilte Anspannung ist an: Die Kreaturen einer Gruppe füllen einen Anspannungspool so groß wie ihre maximale Anspannung zusammen, und die ganze Gruppe fällt, wenn er voll ist. SCs behalten ihre eigene Anspannung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical hits</source>
        <translation>Kritische Treffer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Critical hits can be dodged</source>
        <translation>Kritischen Treffern ausweichen möglich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical margin</source>
        <translation>Kritischer Spielraum</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage after the attack penalty</source>
        <translation>Schaden nach Angriffsmalus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>Damage is a whole number from 0 to 10000.</source>
        <translation>Schaden ist eine ganze Zahl von 0 bis 10000.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Damage is a whole number from 1 to 999.</source>
        <translation>Schaden ist eine ganze Zahl von 1 bis 999.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage past a block is reduced</source>
        <translation>Schaden nach Block verringert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Deal the cards: {names} still draw.</source>
        <translation>Karten austeilen: {names} ziehen noch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Dealing cards</source>
        <translation>Karten austeilen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Death DC</source>
        <translation>Todes-SG</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Death is risked by</source>
        <translation>Todesgefahr durch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Defiant</source>
        <translation>Defiant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Defiant + Lucky against bleeding out</source>
        <translation>Defiant + Lucky gegen Verbluten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Delay</source>
        <translation>Verzögern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Delayed turns</source>
        <translation>Verzögerte Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Delete zone</source>
        <translation>Zone löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Describe the action in at most 200 characters.</source>
        <translation>Die Aktion in höchstens 200 Zeichen beschreiben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Dice must have between 1 and {MAX_DIE_SIZE} sides ('{_shown}').</source>
        <translation>Würfel müssen 1 bis {MAX_DIE_SIZE} Seiten haben ('{_shown}').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Difficult terrain halves a move</source>
        <translation>Schwieriges Gelände halbiert Bewegung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Disengage</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Dismiss scene event</source>
        <translation>Szenenereignis verwerfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Dismiss {name}</source>
        <translation>{name} verwerfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Dodge against ranged attacks only</source>
        <translation>Ausweichen nur gegen Fernkampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Dodge difficulty</source>
        <translation>Schwierigkeit Ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation>Rückschlag {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop item</source>
        <translation>Gegenstand fallen lassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop prone</source>
        <translation>Hinwerfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Durability</source>
        <translation>Haltbarkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Durability is checked after the fight.</source>
        <translation>Die Haltbarkeit wird nach dem Kampf geprüft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Durability of a parrying weapon</source>
        <translation>Haltbarkeit einer Parierwaffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls</source>
        <translation>Haltbarkeitswürfe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls follow another chapter: the GM enters each outcome; or a house 1-in-6 on a d6.</source>
        <translation>Haltbarkeitswürfe folgen einem anderen Kapitel: Die SL gibt jedes Ergebnis ein; oder Hausregel 1 von 6 auf d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Each</source>
        <translation>Auf mehrere</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Each PC rolls Skill Mastery (waiting for {names}).</source>
        <translation>Jeder SC würfelt auf Fertigkeitsmeisterschaft (es fehlen noch: {names}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Each creature fills its own Strain; on: the creatures of a group share one Strain pool as large as their maximum Strain together, damage to any of them fills it, and the whole group is down when it is full.</source>
        <translation>Jede Kreatur füllt ihre eigene Anspannung; an: Die Kreaturen einer Gruppe teilen sich einen Anspannungspool so groß wie ihre maximale Anspannung zusammen, Schaden an jeder von ihnen füllt ihn, und die ganze Gruppe fällt, wenn er voll ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Each fighter chooses act_first or move_first.</source>
        <translation>Jeder Kämpfer wählt act_first oder move_first.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Each fighter takes a turn of its own in the spiral from the point of contact (two may choose to act together): a group is a label here, and a way to pick several combatants at once.</source>
        <translation>Jeder Kämpfer macht einen eigenen Zug in der Spirale ab dem Kontaktpunkt (zwei können gemeinsam handeln): Eine Gruppe ist hier eine Bezeichnung und ein Weg, mehrere Kampfteilnehmer auf einmal zu wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter status must be one of {join}, not {repr_status}.</source>
        <translation>Der Status der Begegnung muss eins von {join} sein, nicht {repr_status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Encounter {encounter_id} has no log entry {seq}.</source>
        <translation>Begegnung {encounter_id} hat keinen Protokolleintrag {seq}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>Encounter {id} cannot be opened: {error}</source>
        <translation>Begegnung {id} kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Encounter {number}</source>
        <translation>Begegnung {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>End</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End hazard</source>
        <translation>Gefahr beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>End of round {round}: still to retaliate: {join}.</source>
        <translation>Ende von Runde {round}: Vergeltung steht noch aus: {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>End-of-round Retaliations come after every PC has had a turn.</source>
        <translation>Rundenende-Vergeltungen kommen, nachdem jeder SC einen Zug hatte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Endurance</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Endure</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Engage</source>
        <translation>Binden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Engaged</source>
        <translation>Gebunden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Entered dice must be whole numbers.</source>
        <translation>Eingegebene Würfel müssen ganze Zahlen sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Entry {seq} of encounter {encounter_id} is already saved; undo-then-act must truncate first.</source>
        <translation>Eintrag {seq} der Begegnung {encounter_id} ist schon gespeichert; Rückgängig-dann-Handeln muss zuerst kürzen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Evasion</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Events must be a list of mappings.</source>
        <translation>Ereignisse müssen eine Liste von Zuordnungen sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Every ambusher must be able to act.</source>
        <translation>Jeder Angreifer aus dem Hinterhalt muss handeln können.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Every die is typed in (players' and the GM's)</source>
        <translation>Alle Würfel werden eingegeben (von Spielern und SL)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Every faction passed: the phase ends ({phase}).</source>
        <translation>Alle Fraktionen haben gepasst: Die Phase endet ({phase}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>Every network of this computer ({address}): not advised</source>
        <translation>Alle Netzwerke dieses Computers ({address}): nicht empfohlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds are not computed for '{op}': use +, - or * ('{text}').</source>
        <translation>Für '{op}' werden keine genauen Wahrscheinlichkeiten berechnet: +, - oder * verwenden ('{text}').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take one keep or drop of the highest or lowest dice ('{text}').</source>
        <translation>Genaue Wahrscheinlichkeiten erlauben ein einziges Behalten oder Streichen der höchsten oder niedrigsten Würfel ('{text}').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take whole numbers only.</source>
        <translation>Genaue Wahrscheinlichkeiten gibt es nur für ganze Zahlen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Exact range</source>
        <translation>Genaue Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Exported '{name}' (encounter id {id}, {commands}) to {path}.</source>
        <translation>'{name}' (Begegnungs-ID {id}, {commands}) nach {path} exportiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Extinguish</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Extra successes become harm</source>
        <translation>Zusätzliche Erfolge werden Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Faction goes</source>
        <translation>Fraktion ist dran</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Failed bleed-out rolls that kill</source>
        <translation>Tödliche misslungene Verblutungswürfe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fall</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fall dice per 5 feet</source>
        <translation>Sturzwürfel je 5 Fuß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast action threshold</source>
        <translation>Schwelle für schnelle Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Fast action threshold: {fat}.</source>
        <translation>Schwelle für schnelle Aktion: {fat}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Fast and slow phases</source>
        <translation>Schnelle und langsame Phase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast phase</source>
        <translation>Schnelle Phase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fear</source>
        <translation>Furcht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fear company counts the tester</source>
        <translation>Gesellschaft gegen Furcht zählt den Prüfling</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Fewer picks than the fight gives: name every benefit and drawback it gives.</source>
        <translation>Weniger Auswahlen, als der Kampf vorgibt: jeden Gewinn und jeden Rückschlag nennen, den er bringt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Fight lengths: {lengths}.</source>
        <translation>Kampfdauer: {lengths}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fight over</source>
        <translation>Kampf vorbei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Final blow</source>
        <translation>Todesstoß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Finesse</source>
        <translation>Finesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fire and poison strike</source>
        <translation>Feuer und Gift wirken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>First</source>
        <translation>Zuerst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>First faction chosen again for the slow phase</source>
        <translation>Erste Fraktion für langsame Phase neu wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Flee</source>
        <translation>Fliehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Fleeing tests Finesse or Sneak.</source>
        <translation>Fliehen prüft Finesse oder Schleichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>For the {value}, type the faces the dice showed or the total.</source>
        <translation>Für {value} die gewürfelten Augen oder die Summe eingeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Force</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Force swap</source>
        <translation>Tausch erzwingen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fortify</source>
        <translation>Befestigen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Frantic</source>
        <translation>Hektik</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat</source>
        <translation>Hektischer Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat from the first round (the GM may switch it on or off any time).</source>
        <translation>Hektischer Kampf ab der ersten Runde (die SL kann ihn jederzeit an- oder ausschalten).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already off.</source>
        <translation>Hektischer Kampf ist bereits aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already on.</source>
        <translation>Hektischer Kampf ist bereits an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat off: {seconds} s to announce, {seconds} s to act.</source>
        <translation>Hektischer Kampf aus: {seconds} s zum Ansagen, {seconds} s zum Handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat on: {seconds} s to announce, {seconds} s to act.</source>
        <translation>Hektischer Kampf an: {seconds} s zum Ansagen, {seconds} s zum Handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Frantic combat · {who}</source>
        <translation>Hektischer Kampf · {who}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>GM Desk applies at most {MAX_AMOUNT} damage or healing at once.</source>
        <translation>GM Desk wendet höchstens {MAX_AMOUNT} Schaden oder Heilung auf einmal an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot create its data folder {folder}:
{error}</source>
        <translation>GM Desk kann seinen Datenordner {folder} nicht anlegen:
{error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot create its data folder {parent} ({error}).</source>
        <translation>GM Desk kann seinen Datenordner {parent} nicht anlegen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot open its data</source>
        <translation>GM Desk kann seine Daten nicht öffnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot read {path} ({error}).</source>
        <translation>GM Desk kann {path} nicht lesen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>GM Desk cannot serve on {host} port {port}: {error}</source>
        <translation>GM Desk kann nicht auf {host} Port {port} bereitstellen: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to its data folder {path}: it is read-only for you. Make it writable (on Linux or macOS: chmod u+w "{path}"), or start GM Desk with --data-dir to use another folder. Nothing was changed.</source>
        <translation>GM Desk kann nicht in seinen Datenordner {path} schreiben: er ist schreibgeschützt. Ihn beschreibbar machen (unter Linux oder macOS: chmod u+w "{path}") oder GM Desk mit --data-dir starten, um einen anderen Ordner zu nutzen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to {path}: the disk it is on is mounted read-only. Remount that disk read-write, or start GM Desk with --data-dir to use a folder elsewhere. Nothing was changed.</source>
        <translation>GM Desk kann nicht in {path} schreiben: das Laufwerk ist schreibgeschützt eingehängt. Das Laufwerk mit Schreibzugriff neu einhängen oder GM Desk mit --data-dir starten, um einen Ordner anderswo zu nutzen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>GM Desk computes exact odds for dice, numbers, +, - and *; not for '{text}'.</source>
        <translation>GM Desk berechnet genaue Wahrscheinlichkeiten für Würfel, Zahlen, +, - und *; nicht für '{text}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>GM Desk could not apply that, and nothing changed ({name__}: {exc}).</source>
        <translation>GM Desk konnte das nicht anwenden; nichts wurde geändert ({name__}: {exc}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>GM Desk could not apply that, and nothing changed.</source>
        <translation>GM Desk konnte das nicht anwenden; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <source>GM Desk could not back up your data first: {error}</source>
        <translation>GM Desk konnte die Daten nicht vorher sichern: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>GM Desk could not copy what it still holds.</source>
        <translation>GM Desk konnte nicht kopieren, was sie noch enthält.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup in {folder} ({error}).</source>
        <translation>GM Desk konnte in {folder} keine Sicherung anlegen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup: {path} is a file, not a folder. Rename or move that file, and GM Desk will keep its backups there again.</source>
        <translation>GM Desk konnte keine Sicherung anlegen: {path} ist eine Datei, kein Ordner. Diese Datei umbenennen oder verschieben, dann legt GM Desk seine Sicherungen wieder dort ab.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make its backup folder {folder} ({error}).</source>
        <translation>GM Desk konnte seinen Sicherungsordner {folder} nicht anlegen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>GM Desk could not read or write its data file ({detail}). Check that the disk is connected and that the data folder is writable.</source>
        <translation>GM Desk konnte seine Datendatei nicht lesen oder schreiben ({detail}). Prüfen, ob das Laufwerk verbunden und der Datenordner beschreibbar ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not read {name} ({error}).</source>
        <translation>GM Desk konnte {name} nicht lesen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that, so nothing changed: {error}</source>
        <translation>GM Desk konnte das nicht speichern, daher hat sich nichts geändert: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that: {error}</source>
        <translation>GM Desk konnte das nicht speichern: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk could not start</source>
        <translation>GM Desk konnte nicht starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/wal_guard.py"/>
        <source>GM Desk could not update {name} ({error}).</source>
        <translation>GM Desk konnte {name} nicht aktualisieren ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>GM Desk has no demo for the combat system '{ruleset_id}'.</source>
        <translation>GM Desk hat keine Demo für das Kampfsystem „{ruleset_id}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is already running</source>
        <translation>GM Desk läuft bereits</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is using {folder}; close it, then restore the backup.</source>
        <translation>GM Desk verwendet {folder}; zuerst GM Desk schließen, dann die Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>GM Desk is using {folder}; close it, then {doing} again.</source>
        <translation>GM Desk verwendet {folder}; zuerst GM Desk schließen, dann erneut {doing}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>GM Desk knows no combat system '{ruleset_id}'.</source>
        <translation>GM Desk kennt kein Kampfsystem '{ruleset_id}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>GM Desk knows no combat system '{ruleset}'.</source>
        <translation>GM Desk kennt kein Kampfsystem „{ruleset}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>GM Desk rolls every die left blank</source>
        <translation>GM Desk würfelt jeden leer gelassenen Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>GM Desk — Player view</source>
        <translation>GM Desk — Spieleransicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what} ({reason}).</source>
        <translation>SL-Eingriff: {what} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what}.</source>
        <translation>SL-Eingriff: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Give a position or a distance.</source>
        <translation>Eine Position oder eine Entfernung angeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Give card</source>
        <translation>Karte geben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Graceful</source>
        <translation>Graceful</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Graceful + Defiant to back out</source>
        <translation>Graceful + Defiant zum Zurückziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grapple</source>
        <translation>Ringen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grid move</source>
        <translation>Rasterzug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Group order</source>
        <translation>Gruppenreihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Group {name} ({count})</source>
        <translation>Gruppe {name} ({count})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Guard</source>
        <translation>Schützen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Hardship</source>
        <translation>Strapaze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm cap</source>
        <translation>Schadensgrenze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>Harm is physical or mental.</source>
        <translation>Schaden ist körperlich oder geistig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Harm points last until healed</source>
        <translation>Schadenspunkte bleiben bis zur Heilung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Hazard in {zone}</source>
        <translation>Gefahr in {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} ({damage} rolled {amount}) to {names}.</source>
        <translation>Gefahr: {tag} in {zone} verursacht {amount} Schaden bei {names} ({damage} ergab {amount}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} to {names}.</source>
        <translation>Gefahr: {tag} in {zone} verursacht {amount} Schaden bei {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} dies out.</source>
        <translation>Gefahr: {tag} in {zone} erlischt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} ends.</source>
        <translation>Gefahr: {tag} in {zone} endet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} has {left} rounds left.</source>
        <comment>Hazard: {tag} in {zone} has {left} round left.</comment>
        <translation><numerusform>Gefahr: {tag} in {zone} dauert noch {left} Runde.</numerusform><numerusform>Gefahr: {tag} in {zone} dauert noch {left} Runden.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} is put out by the GM.</source>
        <translation>Gefahr: {tag} in {zone} wird von der SL gelöscht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} spreads from {source} to {target}.</source>
        <translation>Gefahr: {tag} breitet sich von {source} nach {target} aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Hide {name}</source>
        <translation>{name} verbergen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>Higher comes first; a PC tied with it acts before it.</source>
        <translation>Höher beginnt; ein gleichauf liegender SC handelt davor.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Holding on is tested with</source>
        <translation>Festhalten wird geprüft mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Identical opponents (same group) share one card; off: every creature draws its own.</source>
        <translation>Gleiche Gegner (selbe Gruppe) teilen sich eine Karte; aus: Jede Kreatur zieht ihre eigene.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ignite</source>
        <translation>Entzünden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Impaired damage</source>
        <translation>Beeinträchtigter Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Import of {pack} cancelled; nothing was imported.</source>
        <translation>Import von {pack} abgebrochen; nichts wurde importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Imported '{name}' ({state}) into {where}, encounter id {id}.{first}</source>
        <translation>'{name}' ({state}) in {where} importiert, Begegnungs-ID {id}.{first}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported 1 new creature from {pack}.</source>
        <translation>1 neue Kreatur aus {pack} importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported {count} new creatures from {pack}.</source>
        <translation>{count} neue Kreaturen aus {pack} importiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Imported {n} bestiary packs.</source>
        <comment>Imported {n} bestiary pack.</comment>
        <translation><numerusform>{n} Bestiarium-Paket importiert.</numerusform><numerusform>{n} Bestiarium-Pakete importiert.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Imported {system} encounters</source>
        <translation>Importierte {system}-Begegnungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Indirect</source>
        <translation>Indirekt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Initiative is rolled before the first round (or for a late joiner).</source>
        <translation>Initiative wird vor der ersten Runde gewürfelt (oder für einen Nachzügler).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>Initiative is seized while a round's turns are running.</source>
        <translation>Die Initiative wird ergriffen, während die Züge einer Runde laufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Initiative is set. Start round 1.</source>
        <translation>Initiative steht fest. Runde 1 starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Initiative re-rolled every round</source>
        <translation>Initiative jede Runde neu würfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Initiative set</source>
        <translation>Initiative festgelegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Initiative: {name_of}</source>
        <translation>Initiative: {name_of}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Instigator</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Interact</source>
        <translation>Interagieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Interaction</source>
        <translation>Interaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Intercept</source>
        <translation>Abfangen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Intimate</source>
        <translation>Unmittelbar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Intimidate</source>
        <translation>Einschüchtern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>It does not reach from where it stands: the GM decides.</source>
        <translation>Sie reicht von ihrem Standort aus nicht: Die SL entscheidet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {faction}'s go.</source>
        <translation>{faction} ist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {name}'s go.</source>
        <translation>{name} ist nicht an der Reihe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>It is not this combatant's (or this side's) turn.</source>
        <translation>Dieser Kampfteilnehmer (oder diese Seite) ist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>It is not {name}'s turn.</source>
        <translation>{name} ist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>It is the {side}' go: choose a character or pass.</source>
        <translation>{side} an der Reihe: einen Charakter wählen oder passen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>It is {name} who decides.</source>
        <translation>{name} entscheidet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick, and {name2} is not on that team.</source>
        <translation>{name} ist mit der Wahl dran, und {name2} gehört nicht zu diesem Team.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick.</source>
        <translation>{name} ist mit der Wahl dran.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>It is {name}'s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>It loses {losses} of them; {undecided} are undecided (they reached the cap of {cap} rounds or stalled).</source>
        <translation>Sie verliert {losses} davon; {undecided} sind unentschieden (sie erreichten die Grenze von {cap} Runden oder kamen zum Stillstand).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Kept both copies of {count}, renaming the new ones.</source>
        <translation>Beide Kopien von {count} behalten, die neuen umbenannt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Killing strike</source>
        <translation>Todesstoß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Killing strike weapons</source>
        <translation>Waffen für Todesstöße</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Last round: {choice} (Space keeps it).</source>
        <translation>Letzte Runde: {choice} (Leertaste behält es bei).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Late joiners act</source>
        <translation>Nachzügler handeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Late joiners wait a round</source>
        <translation>Nachzügler warten eine Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Left out, no {system} bestiary entry of that name: {names}.</source>
        <translation>Ausgelassen, kein Bestiariumseintrag in {system} mit diesem Namen: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Likely breaking point: fight {number}, {name} ({ended} of the {total} days that end, end there).</source>
        <translation>Wahrscheinliche Bruchstelle: Kampf {number}, {name} ({ended} der {total} Tage, die enden, enden dort).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Link</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Link zones</source>
        <translation>Zonen verbinden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Lowest comes first; its card is taken out of the deck before the deal.</source>
        <translation>Die niedrigste beginnt; ihre Karte wird vor dem Austeilen aus dem Stapel genommen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Lowest face that succeeds</source>
        <translation>Niedrigste Erfolgsaugenzahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Luck die</source>
        <translation>Glückswürfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Lucky</source>
        <translation>Lucky</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Main</source>
        <translation>Hauptaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Maneuver</source>
        <translation>Manöver</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers per card</source>
        <translation>Manöver je Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers refill</source>
        <translation>Manöver füllen sich auf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Marching order: {order}</source>
        <translation>Marschordnung: {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Mark acted</source>
        <translation>Als gehandelt markieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Mark {tag}</source>
        <translation>{tag} markieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Melee Threat {value}</source>
        <translation>Nahkampf-Bedrohung {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee needs closing in</source>
        <translation>Nahkampf erfordert Heranrücken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee reaches anyone in the same zone (the chapter's 'may need to close in' is left to the GM); on: the attacker must first close in (Approach, a fast maneuver).</source>
        <translation>Nahkampf erreicht jeden in derselben Zone (das 'muss eventuell heranrücken' des Kapitels bleibt der SL überlassen); an: Der Angreifer muss zuerst heranrücken (Annähern, ein schnelles Manöver).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mental</source>
        <translation>Geistig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Mental harm</source>
        <translation>Geistiger Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Metres across a zone</source>
        <translation>Meter pro Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mighty</source>
        <translation>Mighty</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Monsters may delay</source>
        <translation>Monster dürfen verzögern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Morale check for {group}: {why}.</source>
        <translation>Moralprobe für {group}: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Morale checked every round</source>
        <translation>Moral jede Runde prüfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale fate</source>
        <translation>Moralfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale save</source>
        <translation>Moral-Rettungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>Morale saves are made in the morale phase.</source>
        <translation>Moral-Rettungswürfe erfolgen in der Moralphase.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Morale: {names} make a WIT save.</source>
        <translation>Moral: {names} machen einen WIT-Rettungswurf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>More dice were entered than '{_shown}' rolls.</source>
        <translation>Es wurden mehr Würfel eingegeben, als '{_shown}' würfelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>More picks than the fight allows.</source>
        <translation>Mehr Auswahlen, als der Kampf erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Moved to {zone} (their zone is not on this map): {names}.</source>
        <translation>Nach {zone} versetzt (ihre Zone fehlt auf dieser Karte): {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Multiple attack penalty counts attacks of</source>
        <translation>Mehrfachangriffsmalus zählt Angriffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Name each ambusher once.</source>
        <translation>Jeden Angreifer aus dem Hinterhalt einmal nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Name each fleeing character once.</source>
        <translation>Jeden fliehenden Charakter einmal nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Name the instigator and the attacked team (or a team order), then start.</source>
        <translation>Anstifter und angegriffenes Team (oder eine Team-Reihenfolge) nennen, dann beginnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Name the instigator of the opening action.</source>
        <translation>Den Urheber der Eröffnungsaktion nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Name the item to use ('item').</source>
        <translation>Den zu nutzenden Gegenstand nennen ('item').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Name two different sides of this encounter.</source>
        <translation>Zwei verschiedene Seiten dieser Begegnung nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Name who attacks whom.</source>
        <translation>Angeben, wer wen angreift.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>Name who moves where.</source>
        <translation>Angeben, wer sich wohin bewegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Nearby</source>
        <translation>Nah</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Next: {name}</source>
        <translation>Als Nächstes: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No PC is standing for {name} to retaliate against.</source>
        <translation>Kein SC steht mehr, gegen den {name} Vergeltung üben könnte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>No PC's turn is running.</source>
        <translation>Kein SC ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No Retaliation damage is waiting under that id.</source>
        <translation>Unter dieser ID wartet kein Vergeltungsschaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No action of that kind is left this turn.</source>
        <translation>In diesem Zug ist keine Aktion dieser Art mehr übrig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack is waiting for a reaction.</source>
        <translation>Kein Angriff wartet auf eine Reaktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack or move is waiting for reactions.</source>
        <translation>Kein Angriff und keine Bewegung wartet auf Reaktionen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card is held.</source>
        <translation>Es wird keine Karte gehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>No card is left in the deck for {holder}: the GM gives it one (Give card).</source>
        <translation>Für {holder} ist keine Karte mehr im Stapel: Die SL teilt eine zu (Karte geben).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card swap has been earned this round.</source>
        <translation>In dieser Runde wurde kein Kartentausch verdient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>No cards have been dealt yet.</source>
        <translation>Es wurden noch keine Karten ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>No change</source>
        <translation>Keine Änderung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation>Keine Änderung vorzuschlagen: Die Begegnung hat keine Gegner, die sich ändern ließen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>No combatant '{cid}' in this encounter.</source>
        <translation>Kein Teilnehmer „{cid}“ in dieser Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>No creature is standing to set the difficulty of this roll.</source>
        <translation>Keine Kreatur steht mehr, um die Schwierigkeit dieses Wurfs festzulegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No creature is standing to set the difficulty.</source>
        <translation>Keine Kreatur steht mehr, um die Schwierigkeit festzulegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <location filename="../../gm_desk/store/seed.py"/>
        <location filename="../../gm_desk/store/transactions.py"/>
        <source>No data file is open.</source>
        <translation>Keine Datendatei ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>No encounter is named '{text}'. Give its name as GM Desk lists it, or its id.</source>
        <translation>Keine Begegnung heißt „{text}“. Den Namen so angeben, wie GM Desk ihn auflistet, oder die ID.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No encounter is open.</source>
        <translation>Keine Begegnung geöffnet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No fight is open yet. This page follows it as soon as the GM opens one.</source>
        <translation>Noch ist kein Kampf geöffnet. Diese Seite folgt ihm, sobald die SL einen öffnet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>No hazard is at work in {name}.</source>
        <translation>In {name} wirkt keine Gefahr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No manoeuvre of that speed is left this round.</source>
        <translation>In dieser Runde ist kein Manöver dieser Geschwindigkeit mehr übrig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No order yet.</source>
        <translation>Noch keine Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>No reaction</source>
        <translation>Keine Reaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>No reducer for event type '{type}'.</source>
        <translation>Kein Reducer für den Ereignistyp '{type}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>No reinforcement '{cid}' is waiting.</source>
        <translation>Keine Verstärkung '{cid}' wartet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>No scene event is waiting to be dismissed.</source>
        <translation>Kein Szenenereignis wartet darauf, geschlossen zu werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No stunt is waiting for an answer.</source>
        <translation>Kein Kunststück wartet auf eine Antwort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No such check is due.</source>
        <translation>Keine solche Probe steht an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>No team can pick now.</source>
        <translation>Kein Team kann jetzt wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>No turn is running.</source>
        <translation>Es läuft kein Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>No upgrade step from data version {current} to {version}.</source>
        <translation>Kein Upgrade-Schritt von Datenversion {current} auf {version}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>No way leads from {zone} to {to}.</source>
        <translation>Von {zone} führt kein Weg nach {to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No way leads there.</source>
        <translation>Dorthin führt kein Weg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Nobody here.</source>
        <translation>Niemand hier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>Nobody is acting, so there is no attack to defend against.</source>
        <translation>Niemand handelt, also gibt es keinen Angriff, gegen den man sich verteidigen könnte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is holding on here.</source>
        <translation>Hier hält sich niemand fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>Nobody is holding {name} who could hold on.</source>
        <translation>Niemand hält {name} fest, der festhalten könnte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is in reach to be the target.</source>
        <translation>Niemand ist in Reichweite, um Ziel zu sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Nobody is moving away right now.</source>
        <translation>Gerade entfernt sich niemand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is restrained here.</source>
        <translation>Hier wird niemand festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Nobody on '{side}' can be surprised.</source>
        <translation>Niemand auf '{side}' kann überrascht werden.</translation>
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
        <translation>Niemand ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Nobody's turn is running: name who acts.</source>
        <translation>Niemand ist am Zug: nennen, wer handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>None of those combatants is in a group.</source>
        <translation>Keiner dieser Kampfteilnehmer ist in einer Gruppe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>None of {name}'s Retaliations reaches a standing PC from where it is: let it pass.</source>
        <translation>Keine Vergeltung von {name} erreicht von dort aus einen stehenden SC: durchgehen lassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Not enough dice were entered for this roll.</source>
        <translation>Für diesen Wurf wurden nicht genug Würfel eingegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough focus left for that.</source>
        <translation>Dafür ist nicht mehr genug Fokus übrig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough stamina left for that.</source>
        <translation>Dafür ist nicht mehr genug Kondition übrig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing blocks that way.</source>
        <translation>Nichts versperrt diesen Weg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Nothing blocks the way from {zone} to {to}.</source>
        <translation>Nichts versperrt den Weg von {zone} nach {to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Nothing is shared at this address: ask the GM for the current one.</source>
        <translation>Unter dieser Adresse wird nichts geteilt: die SL nach der aktuellen fragen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing is waiting for that answer.</source>
        <translation>Nichts wartet auf diese Antwort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Nothing is waiting for that decision.</source>
        <translation>Nichts wartet auf diese Entscheidung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Nothing was imported.</source>
        <translation>Es wurde nichts importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Now there from the start: {names}.</source>
        <translation>Jetzt von Anfang an da: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Now: {name}</source>
        <translation>Jetzt: {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obscure</source>
        <translation>Verdecken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Obscured</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obstacle</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>One card is dealt for the group: at its card each member takes a turn, in the Director's order, and the card leaves the fight when every member is out. PCs in a group keep a card of their own.</source>
        <translation>Für die Gruppe wird eine Karte ausgeteilt: Bei ihrer Karte macht jedes Mitglied einen Zug, in der Reihenfolge der Spielleitung, und die Karte verlässt den Kampf, wenn alle Mitglieder ausgeschieden sind. SCs in einer Gruppe behalten eine eigene Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defence per attack</source>
        <translation>Eine Abwehr pro Angriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defensive reaction per attack; off: after a failed Dodge the target may still Parry or Block.</source>
        <translation>Eine Abwehrreaktion pro Angriff; aus: nach misslungenem Ausweichen darf das Ziel noch parieren oder blocken.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Only a fighter who is acting can skip an action.</source>
        <translation>Nur ein handelnder Kämpfer kann eine Aktion überspringen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>Only a saved creature can be followed.</source>
        <translation>Nur einer gespeicherten Kreatur kann gefolgt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only after the enemy does harm may that be done.</source>
        <translation>Das ist erst möglich, nachdem der Feind Schaden verursacht hat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only concealed ambushers act in the ambush turn.</source>
        <translation>Im Hinterhaltzug handeln nur verborgene Angreifer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Only concealed ambushers act in the ambush turn; {name} cannot.</source>
        <translation>Im Hinterhaltzug handeln nur verborgene Angreifer; {name} kann nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Only fighters acting together choose whether to act or move first.</source>
        <translation>Nur gemeinsam handelnde Kämpfer wählen, ob sie zuerst handeln oder sich bewegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Only reading is allowed here.</source>
        <translation>Hier ist nur Lesen erlaubt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the fighter whose turn it is can delay ({name} cannot).</source>
        <translation>Nur wer am Zug ist, kann verzögern ({name} nicht).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Only the holder's faction ambushes</source>
        <translation>Nur die Fraktion des Initiativhalters überfällt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the lead ({who}) takes or cedes initiative.</source>
        <translation>Nur die Spitze ({who}) ergreift die Initiative oder überlässt sie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only two different PCs may swap cards by choice.</source>
        <translation>Nur zwei verschiedene SCs dürfen freiwillig Karten tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>Only two different player characters may swap cards by choice.</source>
        <translation>Nur zwei verschiedene Spielercharaktere dürfen freiwillig Karten tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Opportunity</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>Option 'frantic_seconds' must be from 1 to 600 seconds.</source>
        <translation>Die Option 'frantic_seconds' muss zwischen 1 und 600 Sekunden liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: a d20 fast action threshold splits each round in two phases.</source>
        <translation>Optionale Regel: Eine d20-Schwelle für schnelle Aktion teilt jede Runde in zwei Phasen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: players who do not declare in time lose their turn (the GM marks the action lost).</source>
        <translation>Optionale Regel: Spieler, die nicht rechtzeitig ansagen, verlieren ihren Zug (die SL markiert die Aktion als verloren).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>PC turns</source>
        <translation>SC-Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>PCs check morale</source>
        <translation>SCs prüfen Moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs joining: {names}.</source>
        <translation>Hinzukommende SCs: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs left out, no {system} sheet: {names}.</source>
        <translation>Ausgelassene SCs, kein Bogen für {system}: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>PCs make no morale check unless the option 'PCs check morale' is on.</source>
        <translation>SCs machen keine Moralprobe, außer die Option 'SCs prüfen Moral' ist an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>PCs swap cards only at the start of a round, before anyone acts.</source>
        <translation>SCs tauschen Karten nur zu Beginn einer Runde, bevor jemand handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>PCs who went down back on their feet</source>
        <translation>gefallene SCs wieder auf den Beinen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Paused by the GM</source>
        <translation>Von der SL pausiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Persuade</source>
        <translation>Überzeugen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Phase: {phase}.</source>
        <translation>Phase: {phase}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Physical harm</source>
        <translation>Körperlicher Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pick</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Piercing</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place border</source>
        <translation>Grenze setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Place everyone, declare groups, then start: everyone draws a card.</source>
        <translation>Alle platzieren, Gruppen ansagen, dann starten: Jeder zieht eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Place everyone, mark who is engaged, then start the encounter.</source>
        <translation>Alle platzieren, Nahkampfbindungen markieren, dann die Begegnung starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Place everyone, say which faction started the fight (it holds the initiative; nobody: a die decides), then start. The factions take turns in the order {order}.</source>
        <translation>Alle platzieren, angeben, welche Fraktion den Kampf begonnen hat (sie hält die Initiative; keine: ein Würfel entscheidet), dann starten. Die Fraktionen sind in der Reihenfolge {order} dran.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Place everyone, then start: {order}; {surprise}.</source>
        <translation>Alle aufstellen, dann beginnen: {order}; {surprise}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Place the combatant on the map first.</source>
        <translation>Den Kampfteilnehmer zuerst auf der Karte platzieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Place token</source>
        <translation>Spielfigur platzieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Players type their own dice; GM Desk rolls for the creatures</source>
        <translation>Spieler geben ihre Würfel selbst ein; GM Desk würfelt für die Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Poison</source>
        <translation>Gift</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Poison (toxicity {toxicity}) {p} against Endure {e}: {harm} harm to {n}.</source>
        <translation>Gift (Toxizität {toxicity}) {p} gegen Ausdauer {e}: {harm} Schaden für {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} is in use on {host}: choose another port, or 0 for any free one.</source>
        <translation>Port {port} ist auf {host} belegt: einen anderen Port wählen, oder 0 für einen beliebigen freien.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} needs the administrator's rights: choose one above 1023, or 0.</source>
        <translation>Port {port} erfordert Administratorrechte: einen über 1023 wählen, oder 0.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Portraits: {count} creatures got theirs from the archive.</source>
        <translation>Porträts: {count} Kreaturen haben ihres aus dem Archiv erhalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Prepare</source>
        <translation>Vorbereiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Priority: {order}.</source>
        <translation>Vorrang: {order}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Psychic</source>
        <translation>Psychisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Radiant</source>
        <translation>Strahlend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Ranged Threat {value}</source>
        <translation>Fernkampf-Bedrohung {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranks ticked</source>
        <translation>Angekreuzte Stufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Re-linked to the {system} bestiary: {names}.</source>
        <translation>Neu mit dem Bestiarium von {system} verknüpft: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>React</source>
        <translation>Reagieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reactions come back</source>
        <translation>Reaktionen kommen zurück</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Reactions happen during a round.</source>
        <translation>Reaktionen finden während einer Runde statt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Reactions: {offers}.</source>
        <translation>Reaktionen: {offers}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Read</source>
        <translation>Durchschauen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ready</source>
        <translation>Bereithalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Redraw</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive in round 2 to {last}.</source>
        <translation>Verstärkung trifft in Runde 2 bis {last} ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>Reinforcements arrive once the fight has started.</source>
        <translation>Verstärkung trifft erst ein, wenn der Kampf begonnen hat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive.</source>
        <translation>Verstärkung trifft ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reinforcements join the order</source>
        <translation>Verstärkung reiht sich ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements, round {n}</source>
        <translation>Verstärkung, Runde {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Release</source>
        <translation>Loslassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reload</source>
        <translation>Nachladen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove combatant</source>
        <translation>Teilnehmer entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove scene event {name}</source>
        <translation>Szenenereignis {name} entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Remove side {name}</source>
        <translation>Seite {name} entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove the hazard of {zone}</source>
        <translation>Gefahr von {zone} entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Removed (its zones are not on this map): {items}.</source>
        <translation>Entfernt (ihre Zonen fehlen auf dieser Karte): {items}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Rename group {old} to {new}</source>
        <translation>Gruppe {old} in {new} umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Rename side to {name}</source>
        <translation>Seite in {name} umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Rename zone</source>
        <translation>Zone umbenennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reorder</source>
        <translation>Umordnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Replaced {count} already in the bestiary.</source>
        <translation>{count} bereits im Bestiarium vorhandene ersetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Rerolled or exploding dice have no exact count here ('{text}'): exact odds take keep or drop highest or lowest.</source>
        <translation>Für wiederholte oder explodierende Würfel gibt es hier keine genaue Zählung ('{text}'): Genaue Wahrscheinlichkeiten erlauben nur das Behalten oder Streichen der höchsten oder niedrigsten Würfel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resist</source>
        <translation>Widerstehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Resolve or skip the end-of-round Retaliation of {names} first.</source>
        <translation>Zuerst die Rundenende-Vergeltung von {names} abhandeln oder überspringen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resolve tie</source>
        <translation>Gleichstand auflösen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Restored {backup} into {path}.</source>
        <translation>{backup} wurde nach {path} wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resuscitate</source>
        <translation>Wiederbeleben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate difficulty</source>
        <translation>Schwierigkeit Wiederbeleben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate has no difficulty in the chapter: the target's missing health; or a flat 10. A difficulty given with the command overrides either.</source>
        <translation>Wiederbeleben hat im Kapitel keine Schwierigkeit: die fehlende Gesundheit des Ziels; oder pauschal 10. Eine mit dem Befehl angegebene Schwierigkeit hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation</source>
        <translation>Vergeltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation damage</source>
        <translation>Vergeltungsschaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation damage is rolled and applied at once; or it waits for the GM to apply it.</source>
        <translation>Vergeltungsschaden wird sofort gewürfelt und angewendet; oder er wartet, bis die SL ihn anwendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation limits refill</source>
        <translation>Vergeltungsgrenzen füllen sich auf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Retaliation phase</source>
        <translation>Vergeltungsphase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation>Am häufigsten gezogene Vergeltungen: {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Revealing actions reveal</source>
        <translation>Enthüllende Aktionen enthüllen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Roll a d20 openly: the fast action threshold for this round.</source>
        <translation>Offen einen d20 würfeln: die Schwelle für schnelle Aktion dieser Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Roll fat</source>
        <translation>Schwelle würfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Roll the fast action threshold</source>
        <translation>Schwelle für schnelle Aktion würfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Roll {expr}{faces} = {total} ({purpose}).</source>
        <translation>Wurf {expr}{faces} = {total} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Rolls are made against creatures, not PCs.</source>
        <translation>Gewürfelt wird gegen Kreaturen, nicht gegen SCs.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round end</source>
        <translation>Rundenende</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round start: swaps</source>
        <translation>Rundenbeginn: Tausch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} begins.</source>
        <translation>Runde {round} beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} ends.</source>
        <translation>Runde {round} endet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Round {round} is over.</source>
        <translation>Runde {round} ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round} is over. Next round (the cards stay).</source>
        <translation>Runde {round} ist vorbei. Nächste Runde (die Karten bleiben).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Round {round} is over. Next round.</source>
        <translation>Runde {round} ist vorbei. Nächste Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>Round {round}, {phase}. Next: {next}</source>
        <translation>Runde {round}, {phase}. Als Nächstes: {next}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round}: PCs who can talk may swap cards now; then begin.</source>
        <translation>Runde {round}: SCs, die sprechen können, dürfen jetzt Karten tauschen; dann beginnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Save</source>
        <translation>Rettungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Saved the first proposal as '{name}'.</source>
        <translation>Erster Vorschlag als '{name}' gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Saves</source>
        <translation>Rettungswürfe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say in 1 to 200 characters what the PC does.</source>
        <translation>In 1 bis 200 Zeichen angeben, was der SC tut.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what the reaction is.</source>
        <translation>In 1 bis 200 Zeichen angeben, worin die Reaktion besteht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what triggers the prepared action.</source>
        <translation>In 1 bis 200 Zeichen angeben, was die vorbereitete Aktion auslöst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in at most 200 characters what the prepared action is.</source>
        <translation>In höchstens 200 Zeichen angeben, worin die vorbereitete Aktion besteht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Say where to: a zone ('to') or a square ('to_pos').</source>
        <translation>Ziel angeben: eine Zone ('to') oder ein Feld ('to_pos').</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Say whether the durability roll left the item damaged.</source>
        <translation>Angeben, ob der Haltbarkeitswurf den Gegenstand beschädigt hat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say which PC reacts.</source>
        <translation>Angeben, welcher SC reagiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Say which faction makes this choice: {side_name} hold the initiative and decide who acts first.</source>
        <translation>Angeben, welche Fraktion diese Wahl trifft: {side_name} halten die Initiative und entscheiden, wer zuerst handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Say which team the instigator attacked: it takes the second pick.</source>
        <translation>Angeben, welches Team der Anstifter angegriffen hat: es wählt als Zweites.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say which weapon {name} attacks with.</source>
        <translation>Angeben, mit welcher Waffe {name} angreift.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event dismissed: {names}.</source>
        <translation>Szenenereignis geschlossen: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event: {name} — {text}</source>
        <translation>Szenenereignis: {name} — {text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Scene events</source>
        <translation>Szenenereignisse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds a player has to announce, then to execute, each action in frantic combat.</source>
        <translation>Sekunden, die ein Spieler im hektischen Kampf hat, um jede Aktion anzusagen und dann auszuführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds in frantic combat</source>
        <translation>Sekunden im hektischen Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seek cover</source>
        <translation>Deckung suchen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seize</source>
        <translation>Ergreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Seizes it</source>
        <translation>Ergreift die Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. The order stands.</source>
        <translation>Initiative ergreifen: {rolls}. Die Reihenfolge bleibt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. They act together.</source>
        <translation>Initiative ergreifen: {rolls}. Sie handeln gemeinsam.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. {n} acts first.</source>
        <translation>Initiative ergreifen: {rolls}. {n} handelt zuerst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set acted</source>
        <translation>Gehandelt setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set contact</source>
        <translation>Kontakt setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set lead</source>
        <translation>Spitze setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set marching order</source>
        <translation>Marschordnung setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set order</source>
        <translation>Reihenfolge setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set resource</source>
        <translation>Ressource setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set sees</source>
        <translation>Sicht setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set stats</source>
        <translation>Werte setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set status</source>
        <translation>Status setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Set the faction order in the setup before the fight starts.</source>
        <translation>Die Fraktionsreihenfolge vor Kampfbeginn in der Aufstellung festlegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set zone tag</source>
        <translation>Zonen-Tag setzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Setting up your data file: the bestiary and a demo campaign…</source>
        <translation>Datendatei wird eingerichtet: Bestiarium und eine Demo-Kampagne…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Settle the decision that is pending first.</source>
        <translation>Zuerst die ausstehende Entscheidung klären.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Several cards are held: say which one.</source>
        <translation>Mehrere Karten werden gehalten: angeben, welche.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Shared Strain</source>
        <translation>Geteilte Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Shared Strain for groups</source>
        <translation>Geteilte Anspannung für Gruppen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of} (full: the group is down).</source>
        <translation>Geteilte Anspannung von {group}: {value} von {of} (voll: Die Gruppe fällt).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of}.</source>
        <translation>Geteilte Anspannung von {group}: {value} von {of}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shock</source>
        <translation>Schock</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Short task</source>
        <translation>Kurze Aufgabe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Shove</source>
        <translation>Stoßen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Simultaneous attacks</source>
        <translation>Gleichzeitige Angriffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Skill Mastery</source>
        <translation>Fertigkeitsmeisterschaft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Skipped turns tick conditions</source>
        <translation>Übersprungene Züge lassen Zustände ablaufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Skipped {count} already in the bestiary: {names}.</source>
        <translation>{count} bereits im Bestiarium vorhandene übersprungen: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Slashing</source>
        <translation>Hieb</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Slot</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Slow phase</source>
        <translation>Langsame Phase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Sneak</source>
        <translation>Schleichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Some cards are already dealt: settle an ambush before the deal.</source>
        <translation>Einige Karten sind bereits ausgeteilt: Einen Hinterhalt vor dem Austeilen abhandeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Some initiative rolls are still missing.</source>
        <translation>Einige Initiativwürfe fehlen noch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Someone already stands on that square.</source>
        <translation>Auf diesem Feld steht schon jemand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone already stands there.</source>
        <translation>Dort steht schon jemand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone else makes this decision.</source>
        <translation>Diese Entscheidung trifft jemand anders.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Someone has already intercepted this attack.</source>
        <translation>Jemand hat diesen Angriff schon abgefangen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something earlier is waiting to be settled first.</source>
        <translation>Etwas Früheres muss zuerst abgehandelt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something the command needs was not said.</source>
        <translation>Etwas, das der Befehl braucht, wurde nicht angegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Spiral turns</source>
        <translation>Spiralzüge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sprint</source>
        <translation>Sprinten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Sprint may be repeated</source>
        <translation>Sprint wiederholbar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Stamina</source>
        <translation>Kondition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stand up</source>
        <translation>Aufstehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Start the encounter before dealing the cards.</source>
        <translation>Vor dem Austeilen der Karten die Begegnung starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Start the encounter first.</source>
        <translation>Zuerst die Begegnung starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Started a new data file at {path}.</source>
        <translation>Neue Datendatei unter {path} angelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Started the fight (holds the initiative)</source>
        <translation>Hat den Kampf begonnen (hält die Initiative)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stay conscious</source>
        <translation>Bei Bewusstsein bleiben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Step or Move, not both</source>
        <translation>Schritt oder Bewegung, nicht beides</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}.</source>
        <translation>Schritt {step}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}: collision!</source>
        <translation>Schritt {step}: Zusammenstoß!</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Strain</source>
        <translation>Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>Stray shot! {n}'s attack flies at {n2} instead of {n3}.</source>
        <translation>Fehlschuss! Der Angriff von {n} fliegt auf {n2} statt auf {n3}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Stray shots can hit the attacker</source>
        <translation>Fehlschüsse können den Angreifer treffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Strike</source>
        <translation>Zuschlagen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Stunt</source>
        <translation>Kunststück</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stunt reply</source>
        <translation>Kunststück-Antwort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Successes a forced swap costs</source>
        <translation>Erfolge für einen erzwungenen Tausch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surprise</source>
        <translation>Überraschung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Surprise round</source>
        <translation>Überraschungsrunde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Surprise round: {team} choose who acts next.</source>
        <translation>Überraschungsrunde: {team} wählen, wer als Nächstes handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Surrendering takes {name}'s whole turn; some is spent.</source>
        <translation>Aufgeben kostet {name} den ganzen Zug; ein Teil ist schon verbraucht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swap cards: {name_of} ↔ {name_of2}</source>
        <translation>Karten tauschen: {name_of} ↔ {name_of2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Swap {old} for {new}</source>
        <translation>{old} gegen {new} tauschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Swap {old} for {new} (from the bestiary)</source>
        <translation>{old} gegen {new} tauschen (aus dem Bestiarium)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swaps</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sweep</source>
        <translation>Rundenende-Vergeltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Tactic: {tactic}.</source>
        <translation>Taktik: {tactic}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Take the deal back</source>
        <translation>Austeilen zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take turn</source>
        <translation>Zug machen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Target: the party wins {target:.0%}.</source>
        <translation>Ziel: Die Gruppe gewinnt in {target:.0%} der Kämpfe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Team order</source>
        <translation>Teamreihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team order: {order}</source>
        <translation>Team-Reihenfolge: {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team picks</source>
        <translation>Team-Wahlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Teams choose who acts at each pick: only the order of the teams can be set.</source>
        <translation>Die Teams wählen bei jeder Wahl, wer handelt: Nur die Reihenfolge der Teams lässt sich festlegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Teams choose who acts at each pick; only the order of the teams can be changed.</source>
        <translation>Teams wählen bei jeder Wahl, wer handelt; nur die Reihenfolge der Teams lässt sich ändern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Teams may pass</source>
        <translation>Teams dürfen passen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Teams take turns, each picking one of its members to act, so every member of a group keeps a turn of its own: a group is a label here, and a way to pick several combatants at once.</source>
        <translation>Die Teams wechseln sich ab und wählen jeweils ein Mitglied, das handelt, sodass jedes Mitglied einer Gruppe einen eigenen Zug behält: Eine Gruppe ist hier nur eine Bezeichnung und eine Möglichkeit, mehrere Teilnehmer auf einmal auszuwählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That campaign no longer exists.</source>
        <translation>Diese Kampagne existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can be tried only once per turn.</source>
        <translation>Das kann nur einmal pro Zug versucht werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can only be done at another moment of the round.</source>
        <translation>Das geht nur zu einem anderen Zeitpunkt der Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done while moving.</source>
        <translation>Das geht nicht in der Bewegung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done with this action.</source>
        <translation>Das geht nicht mit dieser Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be used as a counter.</source>
        <translation>Das kann nicht als Konter eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is held by someone else.</source>
        <translation>Diese Karte hält jemand anders.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is not in the deck.</source>
        <translation>Diese Karte ist nicht im Stapel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>That change conflicts with data already saved ({detail}).</source>
        <translation>Diese Änderung steht im Widerspruch zu bereits gespeicherten Daten ({detail}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That character no longer exists.</source>
        <translation>Dieser Charakter existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an ally here.</source>
        <translation>Dieser Kampfteilnehmer ist hier kein Verbündeter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an enemy in the same zone.</source>
        <translation>Dieser Kampfteilnehmer ist kein Feind in derselben Zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not in the party.</source>
        <translation>Dieser Kampfteilnehmer gehört nicht zur Gruppe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {exc}</source>
        <translation>Dieser Kampfteilnehmer ist ungültig: {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {problem}</source>
        <translation>Dieser Kampfteilnehmer ist ungültig: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not waiting to act in this part of the round.</source>
        <translation>Dieser Kampfteilnehmer wartet in diesem Teil der Runde nicht darauf zu handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant may not do this now.</source>
        <translation>Dieser Kampfteilnehmer darf das jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant's stat block is not valid.</source>
        <translation>Der Werteblock dieses Kampfteilnehmers ist ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That condition is not valid.</source>
        <translation>Dieser Zustand ist ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {condition_id}).</source>
        <translation>Dieser Zustand existiert nicht mehr (ID {condition_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {id}).</source>
        <translation>Dieser Zustand existiert nicht mehr (ID {id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>That creature no longer exists (id {creature_id}).</source>
        <translation>Diese Kreatur existiert nicht mehr (ID {creature_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That creature no longer exists.</source>
        <translation>Diese Kreatur existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That creature owes no end-of-round Retaliation.</source>
        <translation>Diese Kreatur schuldet keine Rundenende-Vergeltung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>That encounter no longer exists (id {encounter_id}).</source>
        <translation>Diese Begegnung existiert nicht mehr (ID {encounter_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That encounter no longer exists.</source>
        <translation>Diese Begegnung existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That has already been checked.</source>
        <translation>Das wurde bereits geprüft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That hazard is not valid.</source>
        <translation>Diese Gefahr ist ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That id is already taken.</source>
        <translation>Diese ID ist bereits vergeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is further than this combatant can go or reach now.</source>
        <translation>Das ist weiter, als dieser Kampfteilnehmer jetzt gehen oder reichen kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is not a valid target for this.</source>
        <translation>Das ist hierfür kein gültiges Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item cannot block.</source>
        <translation>Dieser Gegenstand kann nicht blocken.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is broken.</source>
        <translation>Dieser Gegenstand ist zerbrochen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is destroyed or on the ground.</source>
        <translation>Dieser Gegenstand ist zerstört oder liegt am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That list of creatures cannot be read.</source>
        <translation>Diese Liste von Kreaturen ist nicht lesbar.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>That map no longer exists (id {map_id}).</source>
        <translation>Diese Karte existiert nicht mehr (ID {map_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That needs another action to be taken first.</source>
        <translation>Dafür muss zuerst eine andere Aktion ausgeführt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That picture is no longer in the data file.</source>
        <translation>Dieses Bild ist nicht mehr in der Datendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That roll has already been made.</source>
        <translation>Dieser Wurf wurde bereits gemacht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That scene event is not valid.</source>
        <translation>Dieses Szenenereignis ist ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>That side is not in this encounter.</source>
        <translation>Diese Seite ist nicht in dieser Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side is not valid.</source>
        <translation>Diese Seite ist ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side still has combatants: move them first.</source>
        <translation>Diese Seite hat noch Kampfteilnehmer: sie zuerst verschieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That value is out of bounds.</source>
        <translation>Dieser Wert liegt außerhalb der Grenzen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>That was not saved, so it was taken back: {error}</source>
        <translation>Das wurde nicht gespeichert und daher zurückgenommen: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is already loaded.</source>
        <translation>Diese Waffe ist bereits geladen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not described correctly.</source>
        <translation>Diese Waffe ist nicht korrekt beschrieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not used with that attribute.</source>
        <translation>Diese Waffe wird nicht mit diesem Attribut geführt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon must be reloaded first.</source>
        <translation>Diese Waffe muss zuerst nachgeladen werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon needs no reloading.</source>
        <translation>Diese Waffe muss nicht nachgeladen werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That would change nothing.</source>
        <translation>Das würde nichts ändern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That zone still has combatants in it: move them first.</source>
        <translation>In dieser Zone sind noch Kampfteilnehmer: sie zuerst verschieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>That {what} no longer exists (id {row_id}).</source>
        <translation>Dieses Element ({what}) existiert nicht mehr (ID {row_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The Aspect '{name}' on the sheet is not a whole number.</source>
        <translation>Der Aspekt '{name}' auf dem Bogen ist keine ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The GM gives {holder} the {card}.</source>
        <translation>Die SL gibt {holder} {card}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The GM sets aside {who}'s Retaliation against {n}.</source>
        <translation>Die SL setzt die Vergeltung von {who} gegen {n} aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>The PC this damage was meant for is gone.</source>
        <translation>Der SC, für den dieser Schaden bestimmt war, ist fort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The ambush bonus goes to</source>
        <translation>Der Hinterhaltbonus geht an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambush has already been settled.</source>
        <translation>Der Hinterhalt wurde bereits abgehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambushers must be on the same side.</source>
        <translation>Die Angreifer aus dem Hinterhalt müssen auf derselben Seite stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The ambushers strike unseen: each draws an extra card.</source>
        <translation>Die Angreifer schlagen ungesehen zu: Jeder zieht eine Extrakarte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The attack roll is made: too late to defend.</source>
        <translation>Der Angriffswurf ist gemacht: zu spät zum Verteidigen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The band {lo}-{hi} is not a valid range.</source>
        <translation>Der Bereich {lo}-{hi} ist keine gültige Reichweite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>The bestiary folder {folder} is missing; no creatures were imported.</source>
        <translation>Der Bestiarium-Ordner {folder} fehlt; es wurden keine Kreaturen importiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast goes astray into {zone}.</source>
        <translation>Der Flächenangriff geht fehl und landet in {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast is lost.</source>
        <translation>Der Flächenangriff geht ins Leere.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The blows land together.</source>
        <translation>Die Hiebe treffen gleichzeitig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign '{name}' plays {system}, and this file holds a fight of {file_system}: nothing was imported. Name a campaign of {file_system}, or a new one (it is made with that system).</source>
        <translation>Die Kampagne „{name}“ spielt {system}, und diese Datei enthält einen Kampf in {file_system}: nichts wurde importiert. Eine Kampagne mit {file_system} angeben oder eine neue (sie wird mit diesem System angelegt).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/tuned_encounters.py"/>
        <source>The campaign already has an encounter named '{name}': choose another name.</source>
        <translation>Die Kampagne hat schon eine Begegnung namens „{name}“: einen anderen Namen wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign name</source>
        <translation>Der Kampagnenname</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The campaign's notes</source>
        <translation>Die Notizen der Kampagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The card an ambusher does not keep</source>
        <translation>Die Karte, die ein Angreifer aus dem Hinterhalt nicht behält</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <source>The cards are dealt first: draw them.</source>
        <translation>Zuerst werden die Karten ausgeteilt: Karten ziehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>The cards are not dealt yet.</source>
        <translation>Die Karten sind noch nicht ausgeteilt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>The chaos-of-combat rule is not in use in this fight.</source>
        <translation>Die Regel zum Chaos des Kampfes wird in diesem Kampf nicht genutzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The character needs a name.</source>
        <translation>Der Charakter braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has a value that is not valid.</source>
        <translation>Der Charakterbogen enthält einen ungültigen Wert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The character sheet has no Aspect '{name}'.</source>
        <translation>Der Charakterbogen hat keinen Aspekt '{name}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has no such Aspect.</source>
        <translation>Der Charakterbogen hat keinen solchen Aspekt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/demo.py"/>
        <source>The combat system '{ruleset_id}' has no demo encounter.</source>
        <translation>Das Kampfsystem '{ruleset_id}' hat keine Demo-Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The combatant has no such condition.</source>
        <translation>Der Kampfteilnehmer hat keinen solchen Zustand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The connection to the GM was lost: trying again…</source>
        <translation>Die Verbindung zur SL ist abgebrochen: neuer Versuch…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The damage waits for the GM.</source>
        <translation>Der Schaden wartet auf die SL.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file cannot be read now: {error}</source>
        <translation>Die Datendatei kann gerade nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The data file could not be written: nothing changed.</source>
        <translation>Die Datendatei konnte nicht geschrieben werden: Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file had lost its journal file ({name}-wal), so changes made after {when} may be missing from it. It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. {kept}</source>
        <translation>Die Datendatei hatte ihre Journaldatei ({name}-wal) verloren, daher fehlen ihr eventuell Änderungen nach {when}. Sie wurde nach {moved} verschoben (nichts wurde gelöscht) und eine neue, leere Datendatei angelegt. {kept}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file is closed.</source>
        <translation>Die Datendatei ist geschlossen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is damaged ({detail}). Restart GM Desk: it sets a damaged file aside and starts a fresh one, and you can restore a backup.</source>
        <translation>Die Datendatei ist beschädigt ({detail}). GM Desk neu starten: es legt eine beschädigte Datei beiseite und beginnt eine neue; eine Sicherung lässt sich dann wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation>Die Datendatei wird von einem anderen Programm verwendet (vielleicht einem zweiten GM Desk). Es schließen und erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file was empty (0 bytes), though GM Desk has backups of your data. It was moved aside to {moved} and a new data file was started. You can restore a backup from {backups}.</source>
        <translation>Die Datendatei war leer (0 Byte), obwohl GM Desk Sicherungen der Daten hat. Sie wurde nach {moved} verschoben und eine neue Datendatei angelegt. Eine Sicherung lässt sich aus {backups} wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file was moved aside to {moved}.</source>
        <translation>Die Datendatei wurde nach {moved} verschoben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file {path} has lost its journal file ({name}-wal): changes made after {when} may be missing from it. Nothing was changed.</source>
        <translation>Die Datendatei {path} hat ihre Journaldatei ({name}-wal) verloren: Änderungen nach {when} fehlen ihr eventuell. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is damaged ({problem}). Nothing was changed.</source>
        <translation>Die Datendatei {path} ist beschädigt ({problem}). Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is empty (0 bytes), though there are backups of it. Nothing was changed.</source>
        <translation>Die Datendatei {path} ist leer (0 Byte), obwohl es Sicherungen davon gibt. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is read-only, so GM Desk could not save anything in it. Make it writable (on Linux or macOS: chmod u+w "{path}"; on Windows, untick Read-only in its Properties), then start GM Desk again. Nothing was changed.</source>
        <translation>Die Datendatei {path} ist schreibgeschützt, daher konnte GM Desk nichts darin speichern. Die Datei beschreibbar machen (unter Linux oder macOS: chmod u+w "{path}"; unter Windows in den Eigenschaften „Schreibgeschützt“ abwählen), dann GM Desk neu starten. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {reason} ({problem}). It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. You can restore a backup from {backups}.</source>
        <translation>Die Datendatei {reason} ({problem}). Sie wurde nach {moved} verschoben (nichts wurde gelöscht) und eine neue, leere Datendatei angelegt. Eine Sicherung lässt sich aus {backups} wiederherstellen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>The data folder cannot be written</source>
        <translation>Der Datenordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The deal is taken back; the cards are shuffled again.</source>
        <translation>Das Austeilen ist zurückgenommen; die Karten werden neu gemischt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The defence against an ambush is Track or Read.</source>
        <translation>Die Verteidigung gegen einen Hinterhalt ist Fährtenlesen oder Durchschauen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is empty.</source>
        <translation>Die Würfelangabe ist leer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is longer than {MAX_EXPRESSION_LENGTH} characters.</source>
        <translation>Die Würfelangabe ist länger als {MAX_EXPRESSION_LENGTH} Zeichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The dice for '{purpose}' need the faces or a whole-number total.</source>
        <translation>Die Würfel für '{purpose}' brauchen die Augen oder eine ganzzahlige Summe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The dice given are not valid for this roll.</source>
        <translation>Die angegebenen Würfel sind für diesen Wurf ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}), so GM Desk could not save this change. Free at least {needed} on that disk and try again; everything saved before this change is safe.</source>
        <translation>Das Laufwerk ist voll ({free} frei auf dem Laufwerk mit {folder}), daher konnte GM Desk diese Änderung nicht speichern. Mindestens {needed} auf diesem Laufwerk freigeben und erneut versuchen; alles vor dieser Änderung Gespeicherte ist sicher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}): {purpose} needs about {needed}. Free some space on that disk and try again; everything saved before is safe.</source>
        <translation>Das Laufwerk ist voll ({free} frei auf dem Laufwerk mit {folder}): {purpose} braucht etwa {needed}. Platz auf diesem Laufwerk freigeben und erneut versuchen; alles zuvor Gespeicherte ist sicher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full, so GM Desk could not save this change. Free some space and try again; everything saved before this change is safe.</source>
        <translation>Das Laufwerk ist voll, daher konnte GM Desk diese Änderung nicht speichern. Platz freigeben und erneut versuchen; alles vor dieser Änderung Gespeicherte ist sicher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full: {purpose} needs about {needed} free. Free some space and try again; everything saved before is safe.</source>
        <translation>Das Laufwerk ist voll: {purpose} braucht etwa {needed} frei. Platz freigeben und erneut versuchen; alles zuvor Gespeicherte ist sicher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>The encounter '{name}' cannot be opened: {error}</source>
        <translation>Die Begegnung „{name}“ kann nicht geöffnet werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter begins.</source>
        <translation>Die Begegnung beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The encounter begins. Options changed from their defaults: {options}.</source>
        <translation>Die Begegnung beginnt. Von der Voreinstellung geänderte Optionen: {options}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter ends: {result}.</source>
        <translation>Die Begegnung endet: {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The encounter has already started.</source>
        <translation>Die Begegnung hat bereits begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter has not started yet.</source>
        <translation>Die Begegnung hat noch nicht begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The encounter will use {system}.</source>
        <translation>Die Begegnung verwendet {system}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The encounter's note</source>
        <translation>Die Notiz der Begegnung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter's setup would not be valid.</source>
        <translation>Die Aufstellung der Begegnung wäre ungültig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The encounters of a day are all of one combat system.</source>
        <translation>Die Begegnungen eines Tages gehören alle zu einem Kampfsystem.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The faction order names '{value}', which is not a side.</source>
        <translation>Die Fraktionsreihenfolge nennt '{value}', das keine Seite ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The fast action threshold is rolled after the first faction is chosen.</source>
        <translation>Die Schwelle für schnelle Aktion wird gewürfelt, nachdem die erste Fraktion gewählt ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The fight ends</source>
        <translation>Der Kampf endet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends at a round's end once one side has nobody active; off: only the GM ends it.</source>
        <translation>Der Kampf endet am Rundenende, sobald eine Seite niemanden mehr aktiv hat; aus: Nur die SL beendet ihn.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends by itself</source>
        <translation>Der Kampf endet von selbst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The fight has not ended yet.</source>
        <translation>Der Kampf ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>The fight has started, so groups are fixed. Undo back to the start to change them.</source>
        <translation>Der Kampf hat begonnen, daher stehen die Gruppen fest. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>The fight has started, so its options are fixed. Undo back to the start to change them.</source>
        <translation>Der Kampf hat begonnen, daher stehen seine Optionen fest. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The fight has started, so scene events and zone hazards are fixed. Undo back to the start to change them.</source>
        <translation>Der Kampf hat begonnen, daher stehen Szenenereignisse und Zonengefahren fest. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>The fight has started, so sides are fixed (and who starts hidden). Undo back to the start to change them.</source>
        <translation>Der Kampf hat begonnen, daher stehen die Seiten fest (und wer verborgen beginnt). Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>The fight has started, so the creatures' numbers are fixed. Undo back to the start to change them.</source>
        <translation>Der Kampf hat begonnen, daher stehen die Werte der Kreaturen fest. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>The fight has started, so the encounter cannot be tuned. Undo back to the start to change it.</source>
        <translation>Der Kampf hat begonnen, daher lässt sich die Begegnung nicht mehr abstimmen. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>The fight has started, so the roster is fixed. Undo back to the start to change it.</source>
        <translation>Der Kampf hat begonnen, daher steht die Teilnehmerliste fest. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>The fight has started, so the zone map and starting places are fixed. Drag tokens to move them, or undo back to the start to change the map.</source>
        <translation>Der Kampf hat begonnen, daher stehen Zonenkarte und Startplätze fest. Spielfiguren zum Bewegen ziehen oder zum Ändern der Karte bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>The fight has started, so who arrives when is fixed. Undo back to the start to change it.</source>
        <translation>Der Kampf hat begonnen, daher steht fest, wer wann eintrifft. Zum Ändern bis zum Anfang rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fight has started: its setup is fixed (undo back to the start to change it).</source>
        <translation>Der Kampf hat begonnen: Seine Aufstellung steht fest (zum Ändern bis zum Anfang rückgängig machen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The fight is over</source>
        <translation>Der Kampf ist vorbei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>The fight is over: {result} ({why}).</source>
        <translation>Der Kampf ist vorbei: {result} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The fight is over: {result}.</source>
        <translation>Der Kampf ist vorbei: {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>The fight is over: {result}. The group picks {benefits} and {drawbacks}.</source>
        <translation>Der Kampf ist vorbei: {result}. Die Gruppe wählt {benefits} und {drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>The fight would end here ({why}), but reinforcements are still to come: {names}. It goes on; end it yourself if it is over.</source>
        <translation>Der Kampf würde hier enden ({why}), aber es steht noch Verstärkung aus: {names}. Er geht weiter; falls er vorbei ist, ihn von Hand beenden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>The fire table has no intensity '{name}'.</source>
        <translation>Die Feuertabelle hat keine Intensität '{name}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fire table has no such intensity.</source>
        <translation>Die Feuertabelle hat keine solche Intensität.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>The first blow of a counter stops the other</source>
        <translation>Der erste Schlag eines Konters stoppt den anderen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The first faction is chosen at the start of a round.</source>
        <translation>Die erste Fraktion wird zu Beginn einer Runde gewählt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group takes from the fight: benefits: {benefits}; drawbacks: {drawbacks}.</source>
        <translation>Die Gruppe nimmt aus dem Kampf mit: Gewinne: {benefits}; Rückschläge: {drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has members on {count} sides ({sides}): a group stands on one side.</source>
        <translation>Die Gruppe {name} hat Mitglieder auf {count} Seiten ({sides}): Eine Gruppe steht auf einer Seite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has no members.</source>
        <translation>Die Gruppe {name} hat keine Mitglieder.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} lists '{cid}', who is not in the encounter.</source>
        <translation>Die Gruppe {name} nennt '{cid}', doch diese ID fehlt in der Begegnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group's picks for this fight are already recorded.</source>
        <translation>Die Auswahlen der Gruppe für diesen Kampf sind bereits festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The hazard's {field} {why}.</source>
        <translation>{field} der Gefahr {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The id '{id}' is taken.</source>
        <translation>Die ID '{id}' ist vergeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The initiative holder '{holder}' is not a faction.</source>
        <translation>Der Initiativhalter '{holder}' ist keine Fraktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The instigator cannot attack their own team.</source>
        <translation>Der Anstifter kann nicht das eigene Team angreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The instigator goes first</source>
        <translation>Der Anstifter beginnt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>The interval between backups must be positive.</source>
        <translation>Der Abstand zwischen Sicherungen muss positiv sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The joint step ends.</source>
        <translation>Der gemeinsame Schritt endet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The lead</source>
        <translation>Die Spitze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>The lead chooses every round</source>
        <translation>Die Spitze wählt jede Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead must take or cede initiative.</source>
        <translation>Die Spitze muss die Initiative ergreifen oder überlassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead takes or cedes initiative only at the start of a round.</source>
        <translation>Die Spitze ergreift oder überlässt die Initiative nur zu Beginn einer Runde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library already has a condition named {repr_name}.</source>
        <translation>Die Bibliothek hat schon einen Zustand namens {repr_name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library already has a map named {repr_name}.</source>
        <translation>Die Bibliothek hat schon eine Karte namens {repr_name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library holds at most {MAX_ENTRIES} conditions per system.</source>
        <translation>Die Bibliothek fasst höchstens {MAX_ENTRIES} Zustände pro System.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library holds at most {MAX_MAPS} maps.</source>
        <translation>Die Bibliothek fasst höchstens {MAX_MAPS} Karten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>The list names no creature: type 'Goblin, 5 / Glass Hound, 2'.</source>
        <translation>Die Liste nennt keine Kreatur: etwa 'Goblin, 5 / Glass Hound, 2' eingeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>The log holds no recorded roll for '{purpose}'.</source>
        <translation>Das Protokoll enthält keinen aufgezeichneten Wurf für „{purpose}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: a new zone, {zone}.</source>
        <translation>Die Karte ändert sich: eine neue Zone, {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} no longer touch.</source>
        <translation>Die Karte ändert sich: {a} und {b} grenzen nicht mehr aneinander.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} now touch.</source>
        <translation>Die Karte ändert sich: {a} und {b} grenzen jetzt aneinander.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {what}.</source>
        <translation>Die Karte ändert sich: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The marching order lists someone twice.</source>
        <translation>Die Marschordnung führt jemanden doppelt auf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>The marching order must list every PC of the party exactly once.</source>
        <translation>Die Marschordnung muss jeden SC der Gruppe genau einmal aufführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The monsters act first: {why}.</source>
        <translation>Die Monster handeln zuerst: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The natural die must be a whole number the die can show.</source>
        <translation>Der natürliche Würfel muss eine ganze Zahl sein, die der Würfel zeigen kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>The network of {interface} ({address})</source>
        <translation>Das Netzwerk von {interface} ({address})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>The new backup could not be read back ({name}).</source>
        <translation>Die neue Sicherung ließ sich nicht zurücklesen ({name}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>The new order must list each member of {group} once.</source>
        <translation>Die neue Reihenfolge muss jedes Mitglied von {group} einmal aufführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The new order names someone who is not in the encounter.</source>
        <translation>Die neue Reihenfolge nennt jemanden, der nicht in der Begegnung ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The newest good backup is {name} ({when}, {contents}). To restore it, close GM Desk and run: {command}</source>
        <translation>Die neueste intakte Sicherung ist {name} ({when}, {contents}). Zum Wiederherstellen GM Desk schließen und ausführen: {command}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The number of cards given is not the number drawn.</source>
        <translation>Die Anzahl der angegebenen Karten entspricht nicht der Anzahl der gezogenen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The number of days must be between 1 and {count}.</source>
        <translation>Die Anzahl der Tage muss zwischen 1 und {count} liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The number of fights must be between 1 and {MAX_FIGHTS}.</source>
        <translation>Die Anzahl der Kämpfe muss zwischen 1 und {MAX_FIGHTS} liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>The option 'A group shares one card' is off: every creature draws its own card, so a group is only a label here.</source>
        <translation>Die Option 'Eine Gruppe teilt sich eine Karte' ist aus: Jede Kreatur zieht ihre eigene Karte, eine Gruppe ist hier also nur eine Bezeichnung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is a whole number.</source>
        <translation>Die Option '{title}' ist eine ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The option '{title}' is from {lo} to {hi}.</source>
        <translation>Die Option „{title}“ reicht von {lo} bis {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is on or off (true or false).</source>
        <translation>Die Option '{title}' ist an oder aus (true oder false).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is {allowed}.</source>
        <translation>Die Option '{title}' ist {allowed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The option this needs is off in this fight.</source>
        <translation>Die dafür nötige Option ist in diesem Kampf aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The options go back to the defaults of the new system.</source>
        <translation>Die Optionen werden auf die Standardwerte des neuen Systems zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The order can be rearranged once the round's order is built.</source>
        <translation>Die Reihenfolge lässt sich ändern, sobald die Reihenfolge der Runde steht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The order follows the cards: reorder the members of one group, or swap cards.</source>
        <translation>Die Reihenfolge folgt den Karten: die Mitglieder einer Gruppe umordnen oder Karten tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order follows the cards: swap cards to change it.</source>
        <translation>Die Reihenfolge folgt den Karten: Zum Ändern Karten tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order given must list each one exactly once.</source>
        <translation>Die angegebene Reihenfolge muss jeden genau einmal aufführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The other combatant does not agree to it.</source>
        <translation>Der andere Kampfteilnehmer stimmt nicht zu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The party acts first: {why}.</source>
        <translation>Die Gruppe handelt zuerst: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The party has nobody able to fight: add a PC before starting.</source>
        <translation>Die Gruppe hat niemanden, der kämpfen kann: vor dem Start einen SC hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The party survives the whole day in {chance} of {days} simulated days (95% interval {lo} to {hi}).</source>
        <translation>Die Gruppe übersteht den ganzen Tag in {chance} von {days} simulierten Tagen (95-%-Intervall {lo} bis {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>The party wins {chance} of them (95% interval {lo} to {hi}).</source>
        <translation>Die Gruppe gewinnt {chance} davon (95-%-Intervall {lo} bis {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The party's lead must first take or cede the initiative.</source>
        <translation>Die Spitze der Gruppe muss zuerst die Initiative übernehmen oder überlassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The pending decision lapses: the one who had to decide is out of the fight.</source>
        <translation>Die offene Entscheidung verfällt: Wer entscheiden musste, ist aus dem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>The picture</source>
        <translation>Das Bild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>The plan names an unknown creature '{cid}'.</source>
        <translation>Der Plan nennt eine unbekannte Kreatur '{cid}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The poison still works in {n}.</source>
        <translation>Das Gift wirkt weiter in {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The pool of the {group} now holds {count} creatures: {value} of {of} Strain.</source>
        <translation>Der Pool von {group} umfasst jetzt {count} Kreaturen: {value} von {of} Anspannung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>The range of {name} is not a number or a band lo-hi.</source>
        <translation>Die Reichweite von {name} ist weder eine Zahl noch ein Bereich von-bis.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The round cap must be between 1 and {count} rounds.</source>
        <translation>Die Rundengrenze muss zwischen 1 und {count} Runden liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The saved log does not replay: a recorded roll is missing.</source>
        <translation>Das gespeicherte Protokoll lässt sich nicht abspielen: Ein aufgezeichneter Wurf fehlt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The scene event's {field} {why}.</source>
        <translation>{field} des Szenenereignisses {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>The scene is not valid: {error}</source>
        <translation>Die Szene ist ungültig: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The setup names '{value}', who is not among the combatants.</source>
        <translation>Die Aufstellung nennt '{value}', der nicht unter den Kampfteilnehmern ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The setup's groups are an object of lists of combatant ids.</source>
        <translation>Die Gruppen der Aufstellung sind ein Objekt aus Listen von Teilnehmer-IDs.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>The shared Strain of the {group} is already empty.</source>
        <translation>Die geteilte Anspannung von {group} ist bereits leer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The shared Strain of the {group} runs from 0 to {of}.</source>
        <translation>Die geteilte Anspannung von {group} reicht von 0 bis {of}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>The shared page's files are missing ({error}).</source>
        <translation>Die Dateien der geteilten Seite fehlen ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The sheet cannot be read: {error}</source>
        <translation>Der Bogen ist nicht lesbar: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The side '{side}' is listed twice.</source>
        <translation>Die Seite „{side}“ steht doppelt in der Liste.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side holding the initiative must first choose who goes first.</source>
        <translation>Die Seite mit der Initiative muss zuerst wählen, wer beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose a character or pass.</source>
        <translation>Die Seite, die an der Reihe ist, muss einen Charakter wählen oder passen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose who acts next.</source>
        <translation>Die Seite, die an der Reihe ist, muss wählen, wer als Nächstes handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>The slot is primary, move or reaction.</source>
        <translation>Der Platz ist Haupt-, Bewegungs- oder Reaktionsaktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The square of '{value}' is not two whole numbers [x, y].</source>
        <translation>Das Feld von '{value}' ist keine zwei ganzen Zahlen [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The surprising team '{surprise}' is not in the fight.</source>
        <translation>Das überraschende Team „{surprise}“ nimmt nicht am Kampf teil.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot be seen.</source>
        <translation>Das Ziel ist nicht zu sehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot intercept an attack on themself.</source>
        <translation>Das Ziel kann einen Angriff auf sich selbst nicht abfangen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>The target is a win chance between 0 and 1.</source>
        <translation>Das Ziel ist eine Siegchance zwischen 0 und 1.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is already held.</source>
        <translation>Das Ziel wird bereits festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is immune to that.</source>
        <translation>Das Ziel ist dagegen immun.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is not nearby.</source>
        <translation>Das Ziel ist nicht nah.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of reach of that weapon or power.</source>
        <translation>Das Ziel ist außer Reichweite dieser Waffe oder Kraft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of the fight.</source>
        <translation>Das Ziel ist aus dem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is too close for that.</source>
        <translation>Das Ziel ist dafür zu nah.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be incapacitated for that.</source>
        <translation>Das Ziel muss dafür kampfunfähig sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be unconscious for that.</source>
        <translation>Das Ziel muss dafür bewusstlos sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>The target must first accept or refuse the proposed stunt.</source>
        <translation>Das Ziel muss das vorgeschlagene Kunststück zuerst annehmen oder ablehnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team order given must list each team exactly once.</source>
        <translation>Die angegebene Teamreihenfolge muss jedes Team genau einmal aufführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order is set when the fight starts.</source>
        <translation>Die Team-Reihenfolge wird beim Kampfbeginn festgelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order leaves out {name}.</source>
        <translation>Die Team-Reihenfolge lässt {name} aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team whose pick it is must choose someone: teams cannot pass.</source>
        <translation>Das Team, das an der Wahl ist, muss jemanden wählen: Teams können nicht passen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already close.</source>
        <translation>Die beiden sind bereits nah beieinander.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already engaged.</source>
        <translation>Die beiden sind bereits im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are not engaged.</source>
        <translation>Die beiden sind nicht im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must be next to each other.</source>
        <translation>Die beiden müssen nebeneinander stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must stand in the same zone.</source>
        <translation>Die beiden müssen in derselben Zone stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The upgraded file failed its integrity check ({problem}).</source>
        <translation>Die aktualisierte Datei hat die Integritätsprüfung nicht bestanden ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The way is blocked (an enemy or an obstacle stands in it).</source>
        <translation>Der Weg ist versperrt (ein Feind oder Hindernis steht im Weg).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The zone id '{zone_id}' is used twice.</source>
        <translation>Die Zonen-ID '{zone_id}' wird doppelt verwendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The zone map is not valid: {error}</source>
        <translation>Die Zonenkarte ist ungültig: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>The {faction}' go: choose a character or pass.</source>
        <translation>{faction} an der Reihe: einen Charakter wählen oder passen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The {group} share one Strain pool: {value} of {of} ({count} creatures).</source>
        <translation>{group} teilen sich einen Anspannungspool: {value} von {of} ({count} Kreaturen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The {name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} cannot block.</source>
        <translation>{name} kann nicht blocken.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is already on the ground.</source>
        <translation>{name} liegt schon am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} is broken.</source>
        <translation>{name} ist zerbrochen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is loaded.</source>
        <translation>{name} ist geladen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} is used with {join}, not {chosen}.</source>
        <translation>{name} wird mit {join} eingesetzt, nicht mit {chosen}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} lies on the ground (Interact to pick it up).</source>
        <translation>{name} liegt am Boden (mit Interagieren aufheben).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} must be reloaded first.</source>
        <translation>{name} muss erst nachgeladen werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} needs no reloading.</source>
        <translation>{name} muss nicht nachgeladen werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>The {name} reaches {reach} zones; the target is {d} away.</source>
        <comment>The {name} reaches {reach} zone; the target is {d} away.</comment>
        <translation><numerusform>{name} reicht {reach} Zone weit; das Ziel ist {d} entfernt.</numerusform><numerusform>{name} reicht {reach} Zonen weit; das Ziel ist {d} entfernt.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The {purpose} ({expr}) must be typed in.</source>
        <translation>{purpose} ({expr}) muss eingegeben werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>The {value} is not in the deck.</source>
        <translation>{value} ist nicht im Stapel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Their card</source>
        <translation>Ihre Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is already a group called {name}.</source>
        <translation>Es gibt bereits eine Gruppe namens {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>There is already a side called {name}.</source>
        <translation>Es gibt bereits eine Seite namens {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>There is no GM Desk data file at {path}.</source>
        <translation>Unter {path} gibt es keine GM-Desk-Datendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>There is no combatant '{actor}'.</source>
        <translation>Es gibt keinen Kampfteilnehmer '{actor}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>There is no combatant '{cid}'.</source>
        <translation>Es gibt keinen Kampfteilnehmer '{cid}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>There is no group '{group}'.</source>
        <translation>Es gibt keine Gruppe '{group}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is no group {name} in this encounter.</source>
        <translation>In dieser Begegnung gibt es keine Gruppe {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such combatant in this encounter.</source>
        <translation>In dieser Begegnung gibt es keinen solchen Kampfteilnehmer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such faction in this fight.</source>
        <translation>In diesem Kampf gibt es keine solche Fraktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such group.</source>
        <translation>Es gibt keine solche Gruppe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>There is no such scene event in this encounter.</source>
        <translation>In dieser Begegnung gibt es kein solches Szenenereignis.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such side in this encounter.</source>
        <translation>In dieser Begegnung gibt es keine solche Seite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such team in this fight.</source>
        <translation>In diesem Kampf gibt es kein solches Team.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such zone.</source>
        <translation>Es gibt keine solche Zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{attacked}'.</source>
        <translation>Es gibt kein Team „{attacked}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{team}'.</source>
        <translation>Es gibt kein Team „{team}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{value}'.</source>
        <translation>Es gibt kein Team „{value}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>There is no zone '{to}'.</source>
        <translation>Es gibt keine Zone '{to}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>There is no zone '{zone_id}'.</source>
        <translation>Es gibt keine Zone '{zone_id}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>There is no zone '{zone}' on this map.</source>
        <translation>Auf dieser Karte gibt es keine Zone '{zone}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>There is no zone '{zone}'.</source>
        <translation>Es gibt keine Zone '{zone}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>There is nobody to ambush.</source>
        <translation>Es gibt niemanden für einen Hinterhalt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nobody to fight: add a monster before starting.</source>
        <translation>Es gibt niemanden zu bekämpfen: vor dem Start ein Monster hinzufügen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nothing to advance.</source>
        <translation>Es gibt nichts weiterzuschalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>They accept the Retaliation for +1 damage.</source>
        <translation>Sie nehmen die Vergeltung für +1 Schaden in Kauf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This address no longer answers: the GM stopped sharing or gave the table a new one. Trying again…</source>
        <translation>Diese Adresse antwortet nicht mehr: Die SL hat das Teilen beendet oder dem Tisch eine neue gegeben. Neuer Versuch…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot act now.</source>
        <translation>Dieser Kampfteilnehmer kann jetzt nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot react now.</source>
        <translation>Dieser Kampfteilnehmer kann jetzt nicht reagieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot talk to the others.</source>
        <translation>Dieser Kampfteilnehmer kann nicht mit den anderen sprechen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant carries no weapon.</source>
        <translation>Dieser Kampfteilnehmer trägt keine Waffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already acted this turn.</source>
        <translation>Dieser Kampfteilnehmer hat in diesem Zug bereits gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already commanded that ally this turn.</source>
        <translation>Dieser Kampfteilnehmer hat diesem Verbündeten in diesem Zug bereits befohlen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already moved this turn.</source>
        <translation>Dieser Kampfteilnehmer hat sich in diesem Zug bereits bewegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no extended action under way.</source>
        <translation>Dieser Kampfteilnehmer hat keine laufende ausgedehnte Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no health track.</source>
        <translation>Dieser Kampfteilnehmer hat keine Gesundheitsleiste.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no prepared action.</source>
        <translation>Dieser Kampfteilnehmer hat keine vorbereitete Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no reaction left.</source>
        <translation>Dieser Kampfteilnehmer hat keine Reaktion mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no readied action.</source>
        <translation>Dieser Kampfteilnehmer hat keine bereitgehaltene Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such attack.</source>
        <translation>Dieser Kampfteilnehmer hat keinen solchen Angriff.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such item.</source>
        <translation>Dieser Kampfteilnehmer hat keinen solchen Gegenstand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such power.</source>
        <translation>Dieser Kampfteilnehmer hat keine solche Kraft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such track.</source>
        <translation>Dieser Kampfteilnehmer hat keine solche Leiste.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such weapon.</source>
        <translation>Dieser Kampfteilnehmer hat keine solche Waffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not dropped that.</source>
        <translation>Dieser Kampfteilnehmer hat das nicht fallen lassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not surrendered.</source>
        <translation>Dieser Kampfteilnehmer hat nicht aufgegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant holds nobody.</source>
        <translation>Dieser Kampfteilnehmer hält niemanden fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already burning.</source>
        <translation>Dieser Kampfteilnehmer brennt bereits.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already in cover.</source>
        <translation>Dieser Kampfteilnehmer ist bereits in Deckung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already prone.</source>
        <translation>Dieser Kampfteilnehmer liegt bereits am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already there.</source>
        <translation>Dieser Kampfteilnehmer ist bereits dort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is engaged and must back out first.</source>
        <translation>Dieser Kampfteilnehmer ist im Nahkampf gebunden und muss sich zuerst zurückziehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is held and cannot move away.</source>
        <translation>Dieser Kampfteilnehmer wird festgehalten und kann sich nicht entfernen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is in no state to flee.</source>
        <translation>Dieser Kampfteilnehmer ist nicht in der Lage zu fliehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not bleeding out.</source>
        <translation>Dieser Kampfteilnehmer verblutet nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not burning.</source>
        <translation>Dieser Kampfteilnehmer brennt nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not hidden.</source>
        <translation>Dieser Kampfteilnehmer ist nicht verborgen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not holding that weapon.</source>
        <translation>Dieser Kampfteilnehmer hält diese Waffe nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not poisoned.</source>
        <translation>Dieser Kampfteilnehmer ist nicht vergiftet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not prone.</source>
        <translation>Dieser Kampfteilnehmer liegt nicht am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is too slow for a fast action.</source>
        <translation>Dieser Kampfteilnehmer ist zu langsam für eine schnelle Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant must be behind cover for that.</source>
        <translation>Dieser Kampfteilnehmer muss dafür in Deckung sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant's mouth is covered.</source>
        <translation>Der Mund dieses Kampfteilnehmers ist bedeckt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>This computer only ({address})</source>
        <translation>Nur dieser Computer ({address})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This creature has no such Retaliation.</source>
        <translation>Diese Kreatur hat keine solche Vergeltung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This day cannot be played: {why}</source>
        <translation>Dieser Tag kann nicht gespielt werden: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This encounter cannot be played yet: {why}</source>
        <translation>Diese Begegnung ist noch nicht spielbar: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>This encounter has ended.</source>
        <translation>Diese Begegnung ist beendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>This encounter has no scene event {repr_wanted}.</source>
        <translation>Diese Begegnung hat kein Szenenereignis {repr_wanted}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight gives nothing to pick.</source>
        <translation>Dieser Kampf bietet nichts zur Auswahl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight's picks are already recorded.</source>
        <translation>Die Auswahlen dieses Kampfes sind bereits festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>This setup is for '{given}', not '{system}'.</source>
        <translation>Diese Aufstellung ist für „{given}“, nicht für „{system}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/check.py"/>
        <source>This setup names no combat system GM Desk knows.</source>
        <translation>Diese Aufstellung nennt kein Kampfsystem, das GM Desk kennt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system does not do that.</source>
        <translation>Das sieht dieses System nicht vor.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>This system has no rule for groups: each member keeps its own turn and its own tracks. Here a group is a label, and a way to pick several combatants at once.</source>
        <translation>Dieses System hat keine Regel für Gruppen: Jedes Mitglied behält seinen eigenen Zug und seine eigenen Leisten. Hier ist eine Gruppe nur eine Bezeichnung und ein Weg, mehrere Kampfteilnehmer auf einmal zu wählen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such command.</source>
        <translation>Dieses System hat keinen solchen Befehl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such skill.</source>
        <translation>Dieses System hat keine solche Fertigkeit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with lethal weapons (option A10); the {name} is not one.</source>
        <translation>An diesem Tisch sind Todesstöße nur mit tödlichen Waffen erlaubt (Option A10); {name} gehört nicht dazu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with non-lethal weapons (option A10); the {name} is not one.</source>
        <translation>An diesem Tisch sind Todesstöße nur mit nicht tödlichen Waffen erlaubt (Option A10); {name} gehört nicht dazu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This table's options do not allow that weapon for it.</source>
        <translation>Die Optionen dieses Tischs erlauben diese Waffe dafür nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn is running</source>
        <translation>Dieser Zug läuft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This turn's one Aspect roll is already used.</source>
        <translation>Der eine Aspektwurf dieses Zugs ist bereits verbraucht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn: {time}</source>
        <translation>Dieser Zug: {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Those PCs are not tied on initiative.</source>
        <translation>Diese SCs liegen bei der Initiative nicht gleichauf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those are not tied.</source>
        <translation>Hier gibt es keinen Gleichstand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those two share one card.</source>
        <translation>Diese beiden teilen sich eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones are already linked.</source>
        <translation>Diese Zonen sind bereits verbunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones are not linked.</source>
        <translation>Diese Zonen sind nicht verbunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones share no border.</source>
        <translation>Diese Zonen haben keine gemeinsame Grenze.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Threat labels in the log</source>
        <translation>Bedrohungsbezeichnungen im Protokoll</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Threat {value}</source>
        <translation>Bedrohung {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Ticking Dying knocks out</source>
        <translation>Ankreuzen von Sterbend schaltet aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tie: {order}</source>
        <translation>Gleichstand: {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tied: {names}. Drag to settle.</source>
        <translation>Gleichstand: {names}. Zum Auflösen ziehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Tied: {names}. The players agree an order (entry order until then). Then start round 1.</source>
        <translation>Gleichstand: {names}. Die Spieler einigen sich auf eine Reihenfolge (bis dahin Eingabereihenfolge). Dann Runde 1 starten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Ties go to PCs first</source>
        <translation>Gleichstände zuerst an SCs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Time out</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>To restore the newest good backup ({name}), run: {command}</source>
        <translation>Zum Wiederherstellen der neuesten intakten Sicherung ({name}) ausführen: {command}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>To zone</source>
        <translation>Zur Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Too many requests: wait a moment.</source>
        <translation>Zu viele Anfragen: einen Moment warten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Torchlight</source>
        <translation>Fackelschein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Track</source>
        <translation>Fährtenlesen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>Tried: {changes}</source>
        <translation>Versucht: {changes}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Trigger</source>
        <translation>Auslösen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>Tune: {changes}</source>
        <translation>Abstimmen: {changes}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Turn the option '{option}' {state}</source>
        <translation>Option '{option}' {state}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Turns end by themselves</source>
        <translation>Züge enden von selbst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Turns impaired by surprise</source>
        <translation>Durch Überraschung beeinträchtigte Züge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>Two combatants share the id '{cid}'.</source>
        <translation>Zwei Teilnehmer haben dieselbe ID „{cid}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type an amount other than 0: 7 damages, -3 heals.</source>
        <translation>Einen Betrag ungleich 0 eingeben: 7 verursacht Schaden, -3 heilt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type the damage (7 or 2d6+1) or the healing (-3).</source>
        <translation>Schaden (7 oder 2d6+1) oder Heilung (-3) eingeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}) for {name}: this campaign has every die typed in.</source>
        <translation>Wurf ({what}, {expr}) für {name} eingeben: In dieser Kampagne wird jeder Würfel eingegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}): this campaign has every die typed in.</source>
        <translation>Wurf ({what}, {expr}) eingeben: In dieser Kampagne wird jeder Würfel eingegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type {name}'s {what} roll ({expr}): players roll their own dice.</source>
        <translation>Wurf von {name} eingeben ({what}, {expr}): Die Spieler würfeln selbst.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Typed-in dice are given per roll purpose.</source>
        <translation>Eingegebene Würfel werden je Wurfzweck angegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Typeless</source>
        <translation>Ohne Typ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Under this table's reading only party members delay.</source>
        <translation>Nach der Lesart dieses Tischs verzögern nur Gruppenmitglieder.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Ungroup {names}</source>
        <translation>Gruppe auflösen: {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Unhide {name}</source>
        <translation>{name} aufdecken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Unlink</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unlink zones</source>
        <translation>Zonen trennen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unmark {tag}</source>
        <translation>Markierung {tag} entfernen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Unopposed</source>
        <translation>Ohne Gegenwehr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Unseen</source>
        <translation>Ungesehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} broke {len_new} references (first: {table} row {rowid} points to a missing {parent}).</source>
        <translation>Upgrade-Schritt {version} hat {len_new} Verweise zerstört (erster: {table} Zeile {rowid} zeigt auf fehlendes {parent}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} would lose rows ({detail}).</source>
        <translation>Upgrade-Schritt {version} würde Zeilen verlieren ({detail}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrading the data file to version {version} ({summary}) failed: {error}</source>
        <translation>Das Upgrade der Datendatei auf Version {version} ({summary}) ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Use map {name}</source>
        <translation>Karte {name} verwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Use prepared</source>
        <translation>Vorbereitetes nutzen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Waiting for initiative from {join}.</source>
        <translation>Initiative ausstehend von {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Waiting for the GM</source>
        <translation>Warten auf die SL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Weapons list no durability or material: a parrying weapon is taken as metal (10).</source>
        <translation>Waffen ohne Haltbarkeit oder Material: eine Parierwaffe gilt als Metall (10).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Weapons {number} ({name}) tests {join}, which is not among the creature's attributes</source>
        <translation>Waffe {number} ({name}) prüft {join}, das nicht zu den Attributen der Kreatur gehört</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>When one side is unseen</source>
        <translation>Wenn eine Seite ungesehen ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Where everyone is</source>
        <translation>Wo alle stehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Which one</source>
        <translation>Welche(r)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Who draws</source>
        <translation>Wer zieht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Who rolls the dice is one of {join}, not {repr_who_rolls}.</source>
        <translation>Wer würfelt, ist eins von {join}, nicht {repr_who_rolls}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Without grid squares, a zone is about this many metres across (moves and ranges count zones).</source>
        <translation>Ohne Rasterfelder ist eine Zone etwa so viele Meter breit (Bewegungen und Reichweiten zählen Zonen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Wound ranks</source>
        <translation>Wundstufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the prep sheet of '{name}' ({pages} {paper} pages) to {path}.</source>
        <comment>Wrote the prep sheet of '{name}' ({pages} {paper} page) to {path}.</comment>
        <translation><numerusform>Vorbereitungsblatt von „{name}“ ({pages} Seite {paper}) nach {path} geschrieben.</numerusform><numerusform>Vorbereitungsblatt von „{name}“ ({pages} Seiten {paper}) nach {path} geschrieben.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the recap of '{name}' ({count} sections, a picture each) to {path}.</source>
        <translation>Rückblick von '{name}' ({count} Abschnitte, je ein Bild) nach {path} geschrieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Your data was upgraded from version {version} to {target}. A copy of the old file is kept at {backup}.</source>
        <translation>Die Daten wurden von Version {version} auf {target} aktualisiert. Eine Kopie der alten Datei liegt unter {backup}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Zone {n}</source>
        <translation>Zone {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>a backup</source>
        <translation>eine Sicherung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; a second deck when none are</source>
        <translation>eine Karte aus dem Rest; ein zweiter Stapel, wenn keine übrig ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; the GM's choice when none are</source>
        <translation>eine Karte aus dem Rest; nach Wahl der SL, wenn keine übrig ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>a chase</source>
        <translation>eine Verfolgung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>a circumstance: an object with a "skill"</source>
        <translation>ein Umstand: ein Objekt mit einem "skill"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>a combat system '{id}' is already registered</source>
        <translation>ein Kampfsystem „{id}“ ist bereits registriert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a combatant: an object with an id, a name and a side</source>
        <translation>ein Kampfteilnehmer: ein Objekt mit ID, Name und Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>a condition: an object with a "name"</source>
        <translation>ein Zustand: ein Objekt mit einem "name"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a condition: an object with an id and a name</source>
        <translation>ein Zustand: ein Objekt mit ID und Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a control character</source>
        <translation>ein Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>a counter of failures</source>
        <translation>ein Fehlschlagzähler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>a d4</source>
        <translation>ein d4</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a day is at least two encounters, in the order they are fought.</source>
        <translation>Ein Tag umfasst mindestens zwei Begegnungen, in der Reihenfolge, in der sie ausgefochten werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>a die needs at least 1 side, not d{size}</source>
        <translation>ein Würfel braucht mindestens 1 Seite, nicht d{size}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a dodge</source>
        <translation>ein Ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>a file stands where a folder should be</source>
        <translation>wo ein Ordner sein sollte, steht eine Datei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>a grapple</source>
        <translation>das Ringen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>a hazard: an object with "damage" (and "tag", "hook", "rounds", "spread")</source>
        <translation>eine Gefahr: ein Objekt mit "damage" (und "tag", "hook", "rounds", "spread")</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a huge number</source>
        <translation>eine riesige Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a line break</source>
        <translation>ein Zeilenumbruch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a link</source>
        <translation>eine Verknüpfung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of ids</source>
        <translation>eine Liste von IDs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of whole numbers</source>
        <translation>eine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a list of {count}</source>
        <translation>eine Liste mit {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a non-character</source>
        <translation>ein Nicht-Zeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a parry</source>
        <translation>eine Parade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a private-use character</source>
        <translation>ein Zeichen aus dem privaten Bereich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a rest recovers {known}, not '{what}'</source>
        <translation>Eine Rast stellt {known} wieder her, nicht '{what}'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>a scene event: an object with "id", "name", "text" and "when"</source>
        <translation>ein Szenenereignis: ein Objekt mit "id", "name", "text" und "when"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a short lower-case name</source>
        <translation>ein kurzer Name in Kleinbuchstaben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>a side: an object with an id and a name</source>
        <translation>eine Seite: ein Objekt mit ID und Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>a spiral per side</source>
        <translation>eine Spirale je Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table</source>
        <translation>eine Tabelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table of fields</source>
        <translation>eine Tabelle mit Feldern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>a thrown or projectile weapon needs range_m</source>
        <translation>eine Wurf- oder Geschosswaffe braucht range_m</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>a warding spell</source>
        <translation>ein Schutzzauber</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a whole number, or null</source>
        <translation>eine ganze Zahl oder null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>a zone: an object with an id and a name</source>
        <translation>eine Zone: ein Objekt mit ID und Name</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>a {kind} weapon needs a Range (zones) of at least 1</source>
        <translation>eine Waffe der Art {kind} braucht eine Reichweite (Zonen) von mindestens 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act</source>
        <translation>handeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act first</source>
        <translation>zuerst handeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>acts right after the winner</source>
        <translation>handelt direkt nach dem Gewinner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>affected</source>
        <translation>betroffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>after every turn</source>
        <translation>nach jedem Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>against a {defence} of {s_def}</source>
        <translation>gegen ein(e) {defence} von {s_def}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>all fight</source>
        <translation>ganzer Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ambush defence</source>
        <translation>Verteidigung gegen den Hinterhalt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>an attack</source>
        <translation>einen Angriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack has a range that is not a band lo-hi</source>
        <translation>ein Angriff hat eine Reichweite, die kein Bereich von-bis ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack must test a skill of this system</source>
        <translation>ein Angriff muss eine Fertigkeit dieses Systems prüfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id</source>
        <translation>eine ID</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id, or null</source>
        <translation>eine ID oder null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>an improvised weapon works as a simple hand or great weapon: melee, no blast</source>
        <translation>eine improvisierte Waffe wirkt wie eine einfache Hand- oder Zweihandwaffe: Nahkampf, kein Flächenangriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an intensity: an object with "damage" and "extinguish"</source>
        <translation>eine Intensität: ein Objekt mit "damage" und "extinguish"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an invisible character</source>
        <translation>ein unsichtbares Zeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object keyed by combatant id</source>
        <translation>ein Objekt mit Teilnehmer-IDs als Schlüsseln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object of combatant ids, each true or false</source>
        <translation>ein Objekt aus Teilnehmer-IDs, jeweils true oder false</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an object of fire intensities</source>
        <translation>ein Objekt aus Feuerintensitäten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object of groups, each a list of combatant ids</source>
        <translation>ein Objekt aus Gruppen, jede eine Liste von Teilnehmer-IDs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object of named fields</source>
        <translation>ein Objekt aus benannten Feldern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an object of whole numbers</source>
        <translation>ein Objekt aus ganzen Zahlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with "zones" and "links"</source>
        <translation>ein Objekt mit "zones" und "links"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a command and its events</source>
        <translation>ein Objekt mit einem Befehl und seinen Ereignissen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a type</source>
        <translation>ein Objekt mit einem Typ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an obstacle: an object with "between" (two zone ids)</source>
        <translation>ein Hindernis: ein Objekt mit "between" (zwei Zonen-IDs)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an unassigned character</source>
        <translation>ein nicht zugewiesenes Zeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>annotations in [brackets] are not allowed in damage</source>
        <translation>Anmerkungen in [Klammern] sind bei Schaden nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>any range</source>
        <translation>beliebige Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>any text</source>
        <translation>beliebiger Text</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>any weapon</source>
        <translation>jede Waffe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>applied at once</source>
        <translation>sofort angewendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>armour cannot be negative</source>
        <translation>armour darf nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>armour must be a whole number, 0 or more</source>
        <translation>armour muss eine ganze Zahl sein, 0 oder mehr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>as soon as one team remains</source>
        <translation>sobald nur ein Team übrig ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ask</source>
        <translation>fragen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round end</source>
        <translation>am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round start</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at each round's start</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>at most {count} fights at a time.</source>
        <translation>höchstens {count} Kämpfe auf einmal.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at once</source>
        <translation>sofort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at one's own turn</source>
        <translation>im eigenen Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or over 21 - AGL</source>
        <translation>gleich oder über 21 - AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or under AGL</source>
        <translation>gleich oder unter AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at the Threat plus the margin</source>
        <translation>bei Bedrohung plus Spielraum</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the end of each round</source>
        <translation>am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round</source>
        <translation>am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round from round {round}</source>
        <translation>am Ende jeder Runde ab Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round}</source>
        <translation>am Ende von Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round} and every {every} rounds after</source>
        <translation>am Ende von Runde {round} und danach alle {every} Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the end of the bearer's turn</source>
        <translation>am Ende des Zugs des Trägers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at the end of this round's order</source>
        <translation>am Ende der Reihenfolge dieser Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at the owner's turn</source>
        <translation>im Zug des Besitzers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the start of each round</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round</source>
        <translation>zu Beginn jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round from round {round}</source>
        <translation>zu Beginn jeder Runde ab Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round}</source>
        <translation>zu Beginn von Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round} and every {every} rounds after</source>
        <translation>zu Beginn von Runde {round} und danach alle {every} Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the start of the bearer's turn</source>
        <translation>zu Beginn des Zugs des Trägers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at twice the Threat plus one</source>
        <translation>bei doppelter Bedrohung plus eins</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round</source>
        <translation>bei {label} {at} in jeder Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round from round {round}</source>
        <translation>bei {label} {at} in jeder Runde ab Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round}</source>
        <translation>bei {label} {at} in Runde {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round} and every {every} rounds after</source>
        <translation>bei {label} {at} in Runde {round} und danach alle {every} Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack luck</source>
        <translation>Glück beim Angriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>attacks {name}</source>
        <translation>greift {name} an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>back into the deck</source>
        <translation>zurück in den Stapel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>back out</source>
        <translation>zurückziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>badly hurt</source>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>block</source>
        <translation>blocken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>blocks</source>
        <translation>blockt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>bloodied</source>
        <translation>angeschlagen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>brandish</source>
        <translation>zücken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>break free</source>
        <translation>losreißen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>breaking free</source>
        <translation>das Losreißen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>breaks free</source>
        <translation>reißt sich los</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>broken</source>
        <translation>gebrochen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>broken Unicode</source>
        <translation>fehlerhaftes Unicode</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>burning</source>
        <translation>brennend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>by a Skill Mastery roll</source>
        <translation>durch einen Wurf auf Fertigkeitsmeisterschaft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>cannot be read ({strerror})</source>
        <translation>kann nicht gelesen werden ({strerror})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot create the data folder {folder} ({error}).</source>
        <translation>Datenordner {folder} kann nicht angelegt werden ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot write {path} ({strerror}).</source>
        <translation>{path} kann nicht geschrieben werden ({strerror}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>cede</source>
        <translation>überlassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>changed while GM Desk was opening it; try again</source>
        <translation>hat sich geändert, während GM Desk es öffnete; erneut versuchen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>cheats death</source>
        <translation>entgeht dem Tod</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>chose to fall</source>
        <translation>hat Fallen gewählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>circumstance {item} needs a known skill and 0-{MAX_EXTRA} extra successes</source>
        <translation>Umstand {item} braucht eine bekannte Fertigkeit und 0-{MAX_EXTRA} zusätzliche Erfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>claims more pixels than a picture may have (at most {limit} million): a decompression bomb, or a picture far too large</source>
        <translation>beansprucht mehr Pixel, als ein Bild haben darf (höchstens {limit} Millionen): eine Dekompressionsbombe oder ein viel zu großes Bild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>clear</source>
        <translation>überwinden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clear {obstacle}</source>
        <translation>{obstacle} überwinden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>cleared</source>
        <translation>überwunden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clearing the {obstacle}</source>
        <translation>das Überwinden von {obstacle}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>close in</source>
        <translation>heranrücken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>closing in</source>
        <translation>das Herankommen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>command</source>
        <translation>befehlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>commanded</source>
        <translation>befohlen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>concealed</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>conditions cleared</source>
        <translation>Zustände aufgehoben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains a lone surrogate (broken Unicode)</source>
        <translation>enthält ein einzelnes Surrogat (beschädigtes Unicode)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the control character {code}</source>
        <translation>enthält das Steuerzeichen {code}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the invisible direction control {code}</source>
        <translation>enthält das unsichtbare Richtungszeichen {code}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char} ({why}), which a name may not hold</source>
        <translation>enthält {char} ({why}), das in einem Namen nicht stehen darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char}, which a name may not hold</source>
        <translation>enthält {char}, das in einem Namen nicht stehen darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>continued</source>
        <translation>fortgesetzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>controlled</source>
        <translation>kontrolliert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter</source>
        <translation>Konter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter damage</source>
        <translation>Konterschaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>creature {number} ({name})</source>
        <translation>Kreatur {number} ({name})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>crit_damage must be at least damage</source>
        <translation>crit_damage muss mindestens damage sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>critical hit</source>
        <translation>kritischer Treffer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d10</source>
        <translation>d10</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d12</source>
        <translation>d12</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d20</source>
        <translation>d20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>d20 at or under the score</source>
        <translation>d20 gleich oder unter dem Wert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>d20 under the score</source>
        <translation>d20 unter dem Wert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d6</source>
        <translation>d6</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>d8</source>
        <translation>d8</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>damage less an Endure test</source>
        <translation>Schaden abzüglich Ausdauer-Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dc</source>
        <translation>SG</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>deadly</source>
        <translation>tödlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>death</source>
        <translation>Tod</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>death luck</source>
        <translation>Glück gegen den Tod</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defeat</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>deflection needs physical and elemental values from 0 to 50</source>
        <translation>deflection braucht Werte für physical und elemental von 0 bis 50</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>delayed a second time</source>
        <translation>zum zweiten Mal verzögert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>dice doubled by the natural 20</source>
        <translation>Würfel durch die natürliche 20 verdoppelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice expression is longer than {MAX_LENGTH} characters</source>
        <translation>der Würfelausdruck ist länger als {MAX_LENGTH} Zeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice operator {repr_op} can roll without end; use k, p, mi, ma, ro or ra</source>
        <translation>der Würfeloperator {repr_op} kann endlos würfeln; k, p, mi, ma, ro oder ra verwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>difficult terrain</source>
        <translation>schwieriges Gelände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>disadvantage</source>
        <translation>Nachteil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge</source>
        <translation>ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge luck</source>
        <translation>Glück beim Ausweichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>dodges</source>
        <translation>weicht aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>down</source>
        <translation>am Boden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>draw weapon</source>
        <translation>Waffe ziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop item</source>
        <translation>Gegenstand fallen lassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop prone</source>
        <translation>hinwerfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>d{size} is too large; dice have at most {MAX_DIE_SIZE} sides</source>
        <translation>d{size} ist zu groß; Würfel haben höchstens {MAX_DIE_SIZE} Seiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each PC turn</source>
        <translation>jeden SC-Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>each attack needs a damage of 0 to 20</source>
        <translation>jeder Angriff braucht einen Schaden von 0 bis 20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each round</source>
        <translation>jede Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tactic.py"/>
        <source>each side attacks the foe it expects to hurt most, else answers the prompt, engages or closes in on the nearest foe, else ends its turn; a target defends whenever the rules allow</source>
        <translation>Jede Seite greift den Gegner an, dem sie voraussichtlich am meisten schadet, beantwortet sonst die Abfrage, bindet den nächsten Gegner im Nahkampf oder rückt auf ihn vor, und beendet sonst ihren Zug; ein Ziel verteidigt sich, wann immer die Regeln es erlauben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>each turn</source>
        <translation>jeden Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ended after {count} commands</source>
        <translation>nach {count} Befehlen beendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>endurance</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entangled</source>
        <translation>verstrickt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entered</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>every Retaliation needs a name</source>
        <translation>jede Vergeltung braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every item needs a name</source>
        <translation>jeder Gegenstand braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every weapon needs a name</source>
        <translation>jede Waffe braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly 1 Physical Harm</source>
        <translation>genau 1 körperlicher Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly N zones</source>
        <translation>genau N Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>execute</source>
        <translation>ausführen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>export it</source>
        <translation>exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: a pack holds creatures of exactly one ruleset</source>
        <translation>Export: ein Paket enthält Kreaturen genau eines Regelsystems</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: there are no creatures to export</source>
        <translation>Export: es gibt keine Kreaturen zu exportieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: {count} creatures; a pack holds at most {limit}, so split it</source>
        <translation>Export: {count} Kreaturen; ein Paket enthält höchstens {limit}, also aufteilen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>extra successes</source>
        <translation>zusätzliche Erfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>faction order rearranged</source>
        <translation>Reihenfolge der Fraktionen geändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>faction_position must be a whole number from 0 to {len_order}.</source>
        <translation>faction_position muss eine ganze Zahl von 0 bis {len_order} sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>failed</source>
        <translation>misslungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails and is a step closer to death ({marks})</source>
        <translation>scheitert und ist dem Tod einen Schritt näher ({marks})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails, but nothing changes</source>
        <translation>scheitert, doch nichts ändert sich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails; a sneak attack follows</source>
        <translation>misslingt; ein hinterhältiger Angriff folgt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>fair</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fall</source>
        <translation>fallen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>fast action threshold {fat}</source>
        <translation>Schwelle für schnelle Aktion {fat}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>fear_value must be 0 to 10</source>
        <translation>fear_value muss zwischen 0 und 10 liegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>feet</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>fled</source>
        <translation>geflohen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>flee</source>
        <translation>fliehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>fleeing</source>
        <translation>die Flucht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>focus</source>
        <translation>Fokus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>for the action</source>
        <translation>für die Aktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} round</source>
        <translation>für {rounds} Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} rounds</source>
        <translation>für {rounds} Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>force the gate open</source>
        <translation>das Tor aufbrechen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>format {value} is not one this GM Desk reads (it reads format {PACK_FORMAT})</source>
        <translation>Format {value} kann dieses GM Desk nicht lesen (es liest Format {PACK_FORMAT})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify</source>
        <translation>standhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify luck</source>
        <translation>Glück beim Standhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>freed</source>
        <translation>befreit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>from its faction's next go</source>
        <translation>ab dem nächsten Durchgang seiner Fraktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>from the next round</source>
        <translation>ab der nächsten Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>gear</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach</source>
        <translation>kommt aus der Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach of {whom} only</source>
        <translation>kommt nur aus der Reichweite von {whom}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>goes to the back again</source>
        <translation>stellt sich erneut hinten an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple</source>
        <translation>ringen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple save</source>
        <translation>Rettungswurf gegen Ringen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard</source>
        <translation>schützen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard ends the turn</source>
        <translation>Schützen beendet den Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guarding</source>
        <translation>in Schutzhaltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>hangs on</source>
        <translation>hält durch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>harm</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_capacity must be a whole number from 1 to 99</source>
        <translation>harm_capacity muss eine ganze Zahl von 1 bis 99 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_mode is points or levels</source>
        <translation>harm_mode ist points oder levels</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>harmed</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has no pixels</source>
        <translation>hat keine Pixel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>has nothing visible in it (only marks, joiners or spaces)</source>
        <translation>enthält nichts Sichtbares (nur Zeichen wie Akzente, Verbinder oder Leerzeichen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has the ending '{suffix}'; a picture ends in .png, .jpg, .jpeg or .webp</source>
        <translation>hat die Endung '{suffix}'; ein Bild endet auf .png, .jpg, .jpeg oder .webp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>hazard</source>
        <translation>Gefahr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>health_max must be a whole number from 1 to 999</source>
        <translation>health_max muss eine ganze Zahl von 1 bis 999 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>health_max must be a whole number of at least 1</source>
        <translation>health_max muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>held</source>
        <translation>festgehalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hide</source>
        <translation>verstecken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>hits</source>
        <translation>trifft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hold</source>
        <translation>festhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>holding on</source>
        <translation>das Festhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a NUL character, which no text may hold</source>
        <translation>enthält ein NUL-Zeichen, das kein Text enthalten darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a number too large for GM Desk</source>
        <translation>enthält eine Zahl, die für GM Desk zu groß ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a whole number of {digits} digits, too large for GM Desk</source>
        <translation>enthält eine ganze Zahl mit {digits} Ziffern, zu groß für GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>holds up</source>
        <translation>hält</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds {char}, which no text may hold</source>
        <translation>enthält {char}, das kein Text enthalten darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>holds {count} files; a pack archive may hold {limit}</source>
        <translation>enthält {count} Dateien; ein Paketarchiv darf {limit} enthalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>hurt</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>import the file</source>
        <translation>die Datei importieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>in cover</source>
        <translation>in Deckung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>in this round, if its team still picks</source>
        <translation>in dieser Runde, falls das Team noch wählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>incapacitated</source>
        <translation>kampfunfähig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>initiative holder</source>
        <translation>Initiativhalter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>initiative_cards must be 1 to 5</source>
        <translation>initiative_cards muss zwischen 1 und 5 liegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>interact</source>
        <translation>interagieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>intercept</source>
        <translation>abfangen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>is a group with no members</source>
        <translation>ist eine Gruppe ohne Mitglieder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to nothing that can be read</source>
        <translation>ist eine Verknüpfung auf nichts Lesbares</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to {kind}, not to a regular file; GM Desk reads only ordinary files</source>
        <translation>ist eine Verknüpfung auf {kind}, nicht auf eine normale Datei; GM Desk liest nur normale Dateien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is damaged or cut short: it cannot be read to its end</source>
        <translation>ist beschädigt oder abgeschnitten: es lässt sich nicht bis zum Ende lesen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is empty, not a picture</source>
        <translation>ist leer, kein Bild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is forced to swap</source>
        <translation>muss Karten tauschen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is gripped by fear</source>
        <translation>wird von Furcht gepackt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is larger than {size} MB</source>
        <translation>ist größer als {size} MB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: a {type} event carries it ({kind})</source>
        <translation>fehlt: Ein Ereignis {type} enthält es ({kind})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: the {part} of a {type} event carries it ({kind})</source>
        <translation>fehlt: {part} eines Ereignisses {type} enthält es ({kind})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is named as a {named} picture but holds a {kind} one</source>
        <translation>ist als {named}-Bild benannt, enthält aber ein {kind}-Bild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is not a PNG, JPEG or WebP picture</source>
        <translation>ist kein PNG-, JPEG- oder WebP-Bild</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is not a ZIP archive, or it is damaged</source>
        <translation>ist kein ZIP-Archiv oder beschädigt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>is not a field of a condition (they are {allowed})</source>
        <translation>ist kein Feld eines Zustands (erlaubt sind {allowed})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is not a field of a scene event</source>
        <translation>ist kein Feld eines Szenenereignisses</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>is not a field of a zone hazard</source>
        <translation>ist kein Feld einer Zonengefahr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field</source>
        <translation>ist kein bekanntes Feld</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field (did you mean {guess}?)</source>
        <translation>ist kein bekanntes Feld (vielleicht {guess}?)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is not a regular file but {kind}; GM Desk reads only ordinary files</source>
        <translation>ist keine normale Datei, sondern {kind}; GM Desk liest nur normale Dateien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is only for "when": "order", not for {value}</source>
        <translation>gilt nur für "when": "order", nicht für {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is too large</source>
        <translation>ist zu groß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>is true or false, not {value}</source>
        <translation>ist true oder false, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>is {kind}, not a plain file</source>
        <translation>ist {kind}, keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {size} MB; a picture may be at most {limit} MB</source>
        <translation>ist {size} MB groß; ein Bild darf höchstens {limit} MB groß sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {width}×{height} pixels; a picture may have at most {limit} million pixels and {side} a side</source>
        <translation>hat {width}×{height} Pixel; ein Bild darf höchstens {limit} Millionen Pixel und {side} pro Seite haben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>it did something else</source>
        <translation>hat etwas anderes getan</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it divides by zero</source>
        <translation>er teilt durch null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>it is empty (0 bytes), though there are backups of it</source>
        <translation>sie ist leer (0 Byte), obwohl es Sicherungen davon gibt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it is nested too deeply</source>
        <translation>er ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>it is not a GM Desk backup</source>
        <translation>es ist keine GM-Desk-Sicherung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it rolls too many dice</source>
        <translation>er würfelt zu viele Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes cannot be made: {why}</source>
        <translation>Seine Änderungen lassen sich nicht vornehmen: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes do not give the encounter it describes</source>
        <translation>Seine Änderungen ergeben nicht die Begegnung, die er beschreibt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its figure ({claimed:.0%}) was not played on it: its own fights give {found:.0%}</source>
        <translation>Sein Wert ({claimed:.0%}) wurde nicht damit ausgespielt: Seine eigenen Kämpfe ergeben {found:.0%}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>keep must be at least 1: rotation never deletes the newest backup.</source>
        <translation>keep muss mindestens 1 sein: die Rotation löscht nie die neueste Sicherung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>keeps control</source>
        <translation>behält die Kontrolle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use one of {allowed}</source>
        <translation>Schlüssel {key} ist nicht erlaubt; zulässig ist einer von {allowed}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use {shape}</source>
        <translation>Schlüssel {key} ist nicht erlaubt; verlangt ist {shape}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike</source>
        <translation>Todesstoß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike luck</source>
        <translation>Glück beim Todesstoß</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>kills</source>
        <translation>tötet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>last in the order</source>
        <translation>zuletzt in der Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>last round the lead chose to {choice}</source>
        <translation>letzte Runde wählte die Spitze: {choice}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>left cover</source>
        <translation>Deckung verlassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>lethal weapons</source>
        <translation>tödliche Waffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>links a zone to itself</source>
        <translation>verbindet eine Zone mit sich selbst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>loses the turn</source>
        <translation>verliert den Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>loses the {slot} action</source>
        <translation>verliert die Aktion „{slot}“</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>maneuvers are 0 to 3 slow and fast</source>
        <translation>maneuvers: je 0 bis 3 langsame und schnelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>max_strain must be a whole number of at least 1</source>
        <translation>max_strain muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum Strain</source>
        <translation>maximale Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum endurance</source>
        <translation>maximale Ausdauer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum focus</source>
        <translation>maximaler Fokus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum health</source>
        <translation>maximale Gesundheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum stamina</source>
        <translation>maximale Kondition</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>may have at most {n} entries</source>
        <comment>may have at most {n} entry</comment>
        <translation><numerusform>darf höchstens {n} Eintrag haben</numerusform><numerusform>darf höchstens {n} Einträge haben</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>may hold at most {limit} entries, not {count}</source>
        <translation>darf höchstens {limit} Einträge enthalten, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>may hold at most {limit} intensities, not {count}</source>
        <translation>darf höchstens {limit} Intensitäten enthalten, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>misses</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale immune</source>
        <translation>immun gegen Moralproben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>move (ft)</source>
        <translation>Bewegung (ft)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <source>move_ft must be a multiple of 5</source>
        <translation>move_ft muss ein Vielfaches von 5 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>moved this turn</source>
        <translation>in diesem Zug bewegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>moves {feet} ft</source>
        <translation>bewegt sich {feet} ft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>moving</source>
        <translation>das Bewegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be "{format}", not {value}</source>
        <translation>muss "{format}" sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be [x, y, width, height] with a positive size, not {value}</source>
        <translation>muss [x, y, Breite, Höhe] mit positiver Größe sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be a combatant of the setup, not {value}</source>
        <translation>muss ein Kampfteilnehmer der Aufstellung sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must be a dice expression such as 1d6+1</source>
        <translation>muss ein Würfelausdruck wie 1d6+1 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a list, not {value}</source>
        <translation>muss eine Liste sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be a multiple of {step}, not {value}</source>
        <translation>muss ein Vielfaches von {step} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be a name for the GM, not {value}</source>
        <translation>muss ein Name für die SL sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be a number or dice such as 1d6+1, not {value}</source>
        <translation>muss eine Zahl oder Würfel wie 1d6+1 sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be a pair of zone ids like ["a", "b"], not {value}</source>
        <translation>muss ein Paar von Zonen-IDs wie ["a", "b"] sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>muss eine ganze Zahl von {low} bis {high} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>must be a whole number of rounds from 1 to {limit} (or left out: until removed), not {value}</source>
        <translation>muss eine ganze Zahl von Runden zwischen 1 und {limit} sein (oder weggelassen: bis zur Entfernung), nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>must be a whole number, not {value}</source>
        <translation>muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be an id (a short text), not {value}</source>
        <translation>muss eine ID (ein kurzer Text) sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at least {low}, not {value}</source>
        <translation>muss mindestens {low} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {high}, not {value}</source>
        <translation>darf höchstens {high} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be at most {limit} characters long, not {count}</source>
        <translation>darf höchstens {limit} Zeichen lang sein, nicht {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {n} characters long</source>
        <comment>must be at most {n} character long</comment>
        <translation><numerusform>darf höchstens {n} Zeichen lang sein</numerusform><numerusform>darf höchstens {n} Zeichen lang sein</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be empty: this combatant arrives later, with a scene event</source>
        <translation>muss leer sein: dieser Teilnehmer trifft später mit einem Szenenereignis ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be one of the skills ({allowed}), not {value}</source>
        <translation>muss eine der Fertigkeiten ({allowed}) sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be one of {allowed}, not {value}</source>
        <translation>muss eines von {allowed} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>must be one of {known}, not the text {value}</source>
        <translation>muss eines von {known} sein, nicht der Text {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be text, not {value}</source>
        <translation>muss Text sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be the id of a zone listed above, not {value}</source>
        <translation>muss die ID einer oben aufgeführten Zone sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be the id of a zone of the map, not {value}</source>
        <translation>muss die ID einer Zone der Karte sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be the id of one of the setup's scene events, not {value}</source>
        <translation>muss die ID eines Szenenereignisses der Aufstellung sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be the text the GM reads when it comes up, not {value}</source>
        <translation>muss der Text sein, den die SL vorliest, wenn es so weit ist, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be the zone tag it belongs to, not {value}</source>
        <translation>muss das Zonen-Tag sein, zu dem sie gehört, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be {kind}, not {value}</source>
        <translation>muss {kind} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must be {names} or a number of zones from {ge} to {le}</source>
        <translation>muss {names} oder eine Anzahl Zonen von {ge} bis {le} sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be {version}, not {value}</source>
        <translation>muss {version} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be {what}, not {value}</source>
        <translation>muss {what} sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>must hold exactly one pack file (.toml or .json) at its top, not {count}</source>
        <translation>muss oben genau eine Paketdatei (.toml oder .json) enthalten, nicht {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must list at least one zone</source>
        <translation>muss mindestens eine Zone enthalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/names.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must not be empty; leave it out for a Retaliation without damage</source>
        <translation>darf nicht leer sein; für eine Vergeltung ohne Schaden weglassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>must not be null: leave the field out instead</source>
        <translation>darf nicht null sein: das Feld stattdessen weglassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>names a side the file does not list ({value})</source>
        <translation>nennt eine Seite, die die Datei nicht aufführt ({value})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>names a tag the zone does not carry ({value})</source>
        <translation>nennt ein Tag, das die Zone nicht trägt ({value})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>names no combat system GM Desk knows ({known}), not {value}</source>
        <translation>nennt kein Kampfsystem, das GM Desk kennt ({known}), nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>names {value}, who arrives later, with a scene event</source>
        <translation>nennt {value}, der später mit einem Szenenereignis eintrifft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>natural 20,</source>
        <translation>natürliche 20,</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "at": its {label} ({low} to {high})</source>
        <translation>braucht "at": {label} ({low} bis {high})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "{key}"</source>
        <translation>braucht "{key}"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>needs a name</source>
        <translation>braucht einen Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>needs a side</source>
        <translation>braucht eine Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>needs a skill</source>
        <translation>braucht eine Fertigkeit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>needs an id</source>
        <translation>braucht eine ID</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>needs at least {n} entries</source>
        <comment>needs at least {n} entry</comment>
        <translation><numerusform>braucht mindestens {n} Eintrag</numerusform><numerusform>braucht mindestens {n} Einträge</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nests lists and objects more than {limit} levels deep, deeper than any GM Desk file</source>
        <translation>verschachtelt Listen und Objekte mehr als {limit} Ebenen tief, tiefer als jede GM-Desk-Datei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>never (until removed)</source>
        <translation>nie (bis zur Entfernung)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>new stat block for {name}</source>
        <translation>neuer Werteblock für {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>next round</source>
        <translation>nächste Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no actions left</source>
        <translation>keine Aktionen mehr</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>no commands yet</source>
        <translation>noch keine Befehle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>no foes</source>
        <translation>keine Gegner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>no phase</source>
        <translation>keine Phase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no reaction or stamina left to fortify</source>
        <translation>keine Reaktion oder Kondition mehr zum Standhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>no square</source>
        <translation>kein Feld</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>nobody in the group is left</source>
        <translation>niemand aus der Gruppe ist übrig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>nobody starts surprised</source>
        <translation>niemand ist zu Beginn überrascht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>non-lethal weapons</source>
        <translation>nicht-tödliche Waffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>none ticked</source>
        <translation>nichts angekreuzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>not an ordinary file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>not saved</source>
        <translation>nicht gerettet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nothing (null)</source>
        <translation>nichts (null)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>nothing happens</source>
        <translation>nichts geschieht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>nothing was done. Start GM Desk to set the file aside and restore a backup (File ▸ Restore a backup…), then {doing} again.</source>
        <translation>Es wurde nichts getan. GM Desk starten, um die Datei beiseitezulegen und eine Sicherung wiederherzustellen (Datei ▸ Sicherung wiederherstellen…), dann erneut {doing}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>number sets in (a, b) form are not allowed in damage</source>
        <translation>Zahlenmengen der Form (a, b) sind bei Schaden nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>obscured</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>obstacle {item} needs a known skill, 1-10 successes, a slow or fast maneuver</source>
        <translation>Hindernis {item} braucht eine bekannte Fertigkeit, 1-10 Erfolge und ein langsames oder schnelles Manöver</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on either die</source>
        <translation>auf einem der beiden Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on or off</source>
        <translation>an oder aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on the kept die</source>
        <translation>auf dem behaltenen Würfel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>one of: {choices}</source>
        <translation>eines von: {choices}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>one spiral for everyone</source>
        <translation>eine Spirale für alle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} remain</source>
        <translation>nur noch {names} übrig</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} still fight</source>
        <translation>nur {names} kämpfen noch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>opening your data file</source>
        <translation>Öffnen der Datendatei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>operator {repr_op} is not allowed; use + - * only</source>
        <translation>Operator {repr_op} ist nicht erlaubt; nur + - * verwenden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>opportunity</source>
        <translation>Gelegenheitsangriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>parries</source>
        <translation>pariert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>parry</source>
        <translation>parieren</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical</source>
        <translation>physisch</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical harm</source>
        <translation>körperlicher Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prepare</source>
        <translation>vorbereiten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>prepared</source>
        <translation>vorbereitet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>prepared {replace}</source>
        <translation>vorbereitet: {replace}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>primary</source>
        <translation>primär</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>print it</source>
        <translation>drucken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>proficiencies must map names to whole numbers from 0 to 5</source>
        <translation>proficiencies muss Namen ganzen Zahlen von 0 bis 5 zuordnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prone</source>
        <translation>liegend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts a combatant of side {side} in the group {group}, whose members stand on side {other}: a group stands on one side</source>
        <translation>setzt einen Teilnehmer der Seite {side} in die Gruppe {group}, deren Mitglieder auf Seite {other} stehen: Eine Gruppe steht auf einer Seite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts {who} in a second group (it is in {group})</source>
        <translation>setzt {who} in eine zweite Gruppe (schon in {group})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>putting out the fire</source>
        <translation>das Löschen des Feuers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>range [{low}, {high}] must go from near to far</source>
        <translation>Reichweite [{low}, {high}] muss von nah nach fern gehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>range {value}</source>
        <translation>Reichweite {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>read</source>
        <translation>Durchschauen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>read it</source>
        <translation>lesen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>readied</source>
        <translation>in Bereitschaft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready</source>
        <translation>bereithalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready ends the turn</source>
        <translation>Bereithalten beendet den Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>regains consciousness</source>
        <translation>kommt wieder zu Bewusstsein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reload</source>
        <translation>nachladen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>restoring a backup</source>
        <translation>Wiederherstellen einer Sicherung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>restrained</source>
        <translation>festgehalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate</source>
        <translation>wiederbeleben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate luck</source>
        <translation>Glück beim Wiederbeleben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>retaliation {left}/{limit}</source>
        <translation>Vergeltung {left}/{limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>retaliation_limit must be a whole number of at least 1</source>
        <translation>retaliation_limit muss eine ganze Zahl von mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>retaliations must be a list</source>
        <translation>retaliations muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>retreat</source>
        <translation>sich zurückziehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>retreated</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>roll at least one die, not {num}d{size}</source>
        <translation>mindestens einen Würfel würfeln, nicht {num}d{size}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>rolled</source>
        <translation>gewürfelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>rolls {dice} dice; at most {MAX_DICE} are allowed</source>
        <translation>würfelt {dice} Würfel; höchstens {MAX_DICE} sind erlaubt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding down</source>
        <translation>abgerundet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding up</source>
        <translation>aufgerundet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>running at command {count}</source>
        <translation>läuft bei Befehl {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone only</source>
        <translation>nur dieselbe Zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone or its border</source>
        <translation>dieselbe Zone oder ihre Grenze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>save it</source>
        <translation>speichern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>saved</source>
        <translation>gerettet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>scripted</source>
        <translation>vorgegeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seek cover</source>
        <translation>Deckung suchen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize</source>
        <translation>ergreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize initiative</source>
        <translation>Initiative ergreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>serving the player view; Ctrl+C stops it.</source>
        <translation>Spieleransicht wird bereitgestellt; Strg+C beendet sie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>set aside</source>
        <translation>beiseitegelegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>shared by the {group}</source>
        <translation>geteilt von {group}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task</source>
        <translation>kurze Aufgabe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task luck</source>
        <translation>Glück bei kurzer Aufgabe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>shout</source>
        <translation>rufen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>skills must map skill names to dice</source>
        <translation>skills muss Fertigkeitsnamen Würfel zuordnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>skips the {slot} action</source>
        <translation>lässt die Aktion „{slot}“ aus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sneak</source>
        <translation>Schleichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>speak</source>
        <translation>sprechen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>speed (m)</source>
        <translation>Geschwindigkeit (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>speed is one of {join}.</source>
        <translation>Geschwindigkeit ist eines von {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sprint</source>
        <translation>sprinten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stamina</source>
        <translation>Kondition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stand up</source>
        <translation>aufstehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>status {status}</source>
        <translation>Status {status}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stay conscious</source>
        <translation>bei Bewusstsein bleiben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>stays down</source>
        <translation>bleibt liegen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>stays in reach</source>
        <translation>bleibt in Reichweite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>still blocked</source>
        <translation>weiter versperrt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stood up</source>
        <translation>aufgestanden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>stopped sharing.</source>
        <translation>Freigabe beendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>strain</source>
        <translation>Anspannung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>strain must be a whole number between 0 and max_strain</source>
        <translation>strain muss eine ganze Zahl zwischen 0 und max_strain sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stray</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>succeeds</source>
        <translation>gelingt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>surrender</source>
        <translation>aufgeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>survey the situation</source>
        <translation>die Lage überblicken</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>swaps</source>
        <translation>tauscht Karten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>take</source>
        <translation>übernehmen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>takes the hit</source>
        <translation>nimmt den Treffer hin</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>team order rearranged</source>
        <translation>Reihenfolge der Teams geändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>team_position must be 0 to {len_teams}.</source>
        <translation>team_position muss zwischen 0 und {len_teams} liegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>test</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text {value}</source>
        <translation>der Text {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>text, or null</source>
        <translation>Text oder null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>the Aspect roll</source>
        <translation>der Aspektwurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is spent</source>
        <translation>der Aspektwurf ist verbraucht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is still free</source>
        <translation>der Aspektwurf ist noch frei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the GM applies it</source>
        <translation>die SL wendet ihn an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM chooses</source>
        <translation>die SL wählt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM enters each outcome</source>
        <translation>die SL gibt jedes Ergebnis ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the Melee Threat</source>
        <translation>die Nahkampf-Bedrohung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has a range that is not Intimate, Engaged or a number</source>
        <translation>die Vergeltung '{name}' hat eine Reichweite, die weder Unmittelbar noch Gebunden noch eine Zahl ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has an unknown trigger</source>
        <translation>die Vergeltung '{name}' hat einen unbekannten Auslöser</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has damage that is not a dice expression</source>
        <translation>die Vergeltung '{name}' hat einen Schaden, der keine Würfelangabe ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' needs at least one use per round</source>
        <translation>die Vergeltung '{name}' braucht mindestens einen Einsatz pro Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the ambush is detected</source>
        <translation>der Hinterhalt wird entdeckt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the attack's Threat</source>
        <translation>die Bedrohung des Angriffs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>the backup was not restored: {error}</source>
        <translation>Die Sicherung wurde nicht wiederhergestellt: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the best of several rolls</source>
        <translation>der beste von mehreren Würfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the character sheet is refused: {problem}</source>
        <translation>Der Charakterbogen wird abgelehnt: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the decimal {value}</source>
        <translation>die Dezimalzahl {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be put on paper: {error}</source>
        <translation>Die Begegnung '{name}' kann nicht zu Papier gebracht werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be simulated: {error}</source>
        <translation>Die Begegnung '{name}' kann nicht simuliert werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter cannot be shown: {why}</source>
        <translation>Die Begegnung kann nicht angezeigt werden: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be read back: {error}</source>
        <translation>Der Kampf '{name}' kann nicht zurückgelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be told: its log holds an event GM Desk cannot put into words.</source>
        <translation>Der Kampf '{name}' kann nicht erzählt werden: Sein Protokoll enthält ein Ereignis, das GM Desk nicht in Worte fassen kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' has not begun: there is nothing to recap.</source>
        <translation>Der Kampf '{name}' hat nicht begonnen: Es gibt noch nichts für einen Rückblick.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first maneuver</source>
        <translation>das erste Manöver</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first tested maneuver</source>
        <translation>das erste Manöver mit Probe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard {why}</source>
        <translation>die Gefahr {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard's {field} {why}</source>
        <translation>{field} der Gefahr {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the holder is out of the fight</source>
        <translation>der Festhaltende ist aus dem Kampf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>the key {key} appears twice in one object</source>
        <translation>der Schlüssel {key} kommt in einem Objekt doppelt vor</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the larger side wins</source>
        <translation>die größere Seite gewinnt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead cedes initiative</source>
        <translation>die Spitze überlässt die Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead takes initiative</source>
        <translation>die Spitze ergreift die Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the lower of two weapon dice</source>
        <translation>der niedrigere von zwei Waffenwürfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the missing health</source>
        <translation>die fehlende Gesundheit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the monsters cannot be seen</source>
        <translation>die Monster sind nicht zu sehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>the name is already used by {other}; names of conditions must differ</source>
        <translation>Der Name wird bereits von {other} verwendet; Zustände brauchen verschiedene Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the new campaign '{name}'</source>
        <translation>die neue Kampagne '{name}'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>the notation is malformed</source>
        <translation>die Schreibweise ist fehlerhaft</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>the obstacle between {ends}</source>
        <translation>das Hindernis zwischen {ends}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the order stands</source>
        <translation>die Reihenfolge bleibt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the other acts first</source>
        <translation>der andere handelt zuerst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the part that reached health</source>
        <translation>der Teil, der die Gesundheit erreichte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the party cannot be seen</source>
        <translation>die Gruppe ist nicht zu sehen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party has no marching order: its first PC leads</source>
        <translation>die Gruppe hat keine Marschordnung: ihr erster SC führt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party marches {names}, the first in the lead</source>
        <translation>die Gruppe marschiert {names}, der Erste an der Spitze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>the pattern {pattern}</source>
        <translation>das Muster {pattern}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be 0 (any free one) to 65535, not {value}</source>
        <translation>Der Port muss zwischen 0 (beliebiger freier) und 65535 liegen, nicht {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be a whole number, not '{text}'</source>
        <translation>Der Port muss eine ganze Zahl sein, nicht '{text}'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the round cap is at most {count} rounds.</source>
        <translation>Die Rundengrenze beträgt höchstens {count} Runden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>the scene event id {value} is used twice</source>
        <translation>die Szenenereignis-ID {value} wird doppelt verwendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the side {value} is listed twice</source>
        <translation>Die Seite {value} ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the stat block: an object of named fields</source>
        <translation>der Werteblock: ein Objekt aus benannten Feldern</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is more than 1: write a percentage with its sign (60%).</source>
        <translation>Das Ziel '{text}' ist größer als 1: einen Prozentwert mit Zeichen angeben (60%).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance.</source>
        <translation>Das Ziel '{text}' ist keine Siegchance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance: give easy, fair, hard or deadly, a fraction such as 0.6, or a percentage such as 60%.</source>
        <translation>Das Ziel '{text}' ist keine Siegchance: leicht, ausgeglichen, schwer oder tödlich angeben, einen Bruch wie 0.6 oder einen Prozentwert wie 60%.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not between 0% and 100%.</source>
        <translation>Das Ziel '{text}' liegt nicht zwischen 0% und 100%.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the text "{text}"</source>
        <translation>der Text "{text}"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the two swap places</source>
        <translation>die beiden tauschen die Plätze</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side acts first</source>
        <translation>die ungesehene Seite handelt zuerst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side cedes</source>
        <translation>die ungesehene Seite überlässt sie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the whole hit</source>
        <translation>der ganze Treffer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the zone id {value} is used twice</source>
        <translation>Die Zonen-ID {value} wird doppelt verwendet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>the {name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event cannot be put into words: it lacks a field the log reads, or holds the wrong kind of value there</source>
        <translation>Das Ereignis {type} lässt sich nicht in Worte fassen: Ihm fehlt ein Feld, das das Protokoll liest, oder es enthält dort die falsche Art von Wert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event does not fit the fight at that point (it names someone or something the fight does not have, or a field holds the wrong kind of value)</source>
        <translation>Das Ereignis {type} passt an dieser Stelle nicht zum Kampf (es nennt jemanden oder etwas, das der Kampf nicht hat, oder ein Feld enthält die falsche Art von Wert)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>their card</source>
        <translation>Karte des anderen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is no GM Desk data file in {folder} yet.</source>
        <translation>In {folder} gibt es noch keine GM-Desk-Datendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is nothing to save: no change was found to propose.</source>
        <translation>Nichts zu speichern: Es wurde keine Änderung zum Vorschlagen gefunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>they are no longer together</source>
        <translation>sie sind nicht mehr zusammen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>they cancel</source>
        <translation>sie heben sich auf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this day cannot be played: {why}</source>
        <translation>Dieser Tag kann nicht gespielt werden: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter cannot be played: {why}</source>
        <translation>Diese Begegnung kann nicht gespielt werden: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter has no foes: there is no fight to simulate.</source>
        <translation>Diese Begegnung hat keine Gegner: Es gibt keinen Kampf zu simulieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this round</source>
        <translation>diese Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this turn</source>
        <translation>dieser Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>to attack</source>
        <translation>zum Angreifen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>to hit</source>
        <translation>zum Treffen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to announce</source>
        <translation>zu langsam zum Ansagen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to execute</source>
        <translation>zu langsam zum Ausführen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>toxicity</source>
        <translation>Toxizität</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>tracks (Strain, wounds, health, hit points, harm) back to their start</source>
        <translation>Werte (Anspannung, Wunden, Gesundheit, Trefferpunkte, Schaden) auf ihren Anfangswert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>trigger met</source>
        <translation>Auslöser erfüllt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>triggered</source>
        <translation>ausgelöst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>turn order rearranged</source>
        <translation>Zugreihenfolge geändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>two combatants share the id {value}</source>
        <translation>Zwei Kampfteilnehmer teilen sich die ID {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>two weapons share a name</source>
        <translation>zwei Waffen haben denselben Namen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>unnamed</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>unreadable ({problem})</source>
        <translation>unlesbar ({problem})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until it is taken</source>
        <translation>bis sie ausgeführt wird</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until the PC's next turn</source>
        <translation>bis zum nächsten Zug des SC</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>up to N zones</source>
        <translation>bis zu N Zonen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>uses a ZIP feature GM Desk does not read (encryption, an unknown compression)</source>
        <translation>verwendet eine ZIP-Funktion, die GM Desk nicht liest (Verschlüsselung, unbekannte Kompression)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>uses the {slot}</source>
        <translation>nutzt die Aktion „{slot}“</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>victory</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait</source>
        <translation>warten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait ends the turn</source>
        <translation>Warten beendet den Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>waiting</source>
        <translation>abwartend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>wakes up</source>
        <translation>wacht auf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapon '{name}': {problem}</source>
        <translation>Waffe '{name}': {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapons must be a list</source>
        <translation>weapons muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>when it moves</source>
        <translation>wenn es sich bewegt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>when the GM says</source>
        <translation>wenn die SL es sagt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/fields.py"/>
        <source>{_label} needs a timezone-aware datetime.</source>
        <translation>{_label} braucht eine Datums-/Zeitangabe mit Zeitzone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{_names} stand on different sides: a group stands on one side. Move them to one side first.</source>
        <translation>{_names} stehen auf verschiedenen Seiten: Eine Gruppe steht auf einer Seite. Zuerst alle auf eine Seite verschieben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{_name} and {_name2} collide at {at}: resolve an overrun.</source>
        <translation>{_name} und {_name2} stoßen bei {at} zusammen: Überrennen abhandeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} attacks {what} ({weapon}, {mode}).</source>
        <translation>{_n} greift {what} an ({weapon}, {mode}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} becomes the target instead of {_n2}.</source>
        <translation>{_n} wird anstelle von {_n2} zum Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counters with {weapon}.</source>
        <translation>{_n} kontert mit {weapon}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counts as having acted this round.</source>
        <translation>{_n} gilt in dieser Runde als gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} delivers a final blow to {_n2}.</source>
        <translation>{_n} versetzt {_n2} einen Todesstoß.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} hesitates too long and does nothing.</source>
        <translation>{_n} zögert zu lange und tut nichts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} is hit: {rolled} less armour {armour} = {dealt} damage.</source>
        <translation>{_n} wird getroffen: {rolled} minus Rüstung {armour} = {dealt} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} lets go of {_n2} ({why}).</source>
        <translation>{_n} lässt {_n2} los ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} must {fate}.</source>
        <translation>{_n} muss {fate}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} no longer needs a morale save.</source>
        <translation>{_n} braucht keinen Moral-Rettungswurf mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} proposes: {effect}.</source>
        <translation>{_n} schlägt vor: {effect}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} puts {items} to use (it may wear out by the end of the fight).</source>
        <translation>{_n} setzt {items} ein (kann sich bis zum Kampfende abnutzen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} reacts ({kind}), using up the turn.</source>
        <translation>{_n} reagiert ({kind}) und verbraucht damit den Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} shoves {_n2}.</source>
        <translation>{_n} stößt {_n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} surrenders.</source>
        <translation>{_n} gibt auf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes a turn.</source>
        <translation>{_n} macht einen Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes up the fight again.</source>
        <translation>{_n} nimmt den Kampf wieder auf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} tries to move away from nearby enemies.</source>
        <translation>{_n} versucht, sich von nahen Feinden zu entfernen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is called off: {why}.</source>
        <translation>Der Angriff von {_n} wird abgebrochen: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is resolved.</source>
        <translation>Der Angriff von {_n} ist abgehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} go first.</source>
        <translation>{_side} beginnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} hold the initiative{how}.</source>
        <translation>{_side} halten die Initiative{how}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side}' go.</source>
        <translation>{_side} an der Reihe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{actor} attacks {target} with {attack}: {s_att} successes{defence}</source>
        <comment>{actor} attacks {target} with {attack}: {s_att} success{defence}</comment>
        <translation><numerusform>{actor} greift {target} mit {attack} an: {s_att} Erfolg{defence}</numerusform><numerusform>{actor} greift {target} mit {attack} an: {s_att} Erfolge{defence}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} attempts {what} ({total} vs {npc}'s {threat}): {outcome}.</source>
        <translation>{actor} versucht {what} ({total} gegen {threat} von {npc}): {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} ends the turn.</source>
        <translation>{actor} beendet den Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} hits {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
        <translation>{actor} trifft {target} mit {weapon} ({total} gegen {threat}{edge}):{nat} {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} is skipped ({why}).</source>
        <translation>{actor} wird übersprungen ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} misses {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
        <translation>{actor} verfehlt {target} mit {weapon} ({total} gegen {threat}{edge}):{nat} {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} rolls {expr}{faces} = {total} ({purpose}).</source>
        <translation>{actor} würfelt {expr}{faces} = {total} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}'s turn.</source>
        <translation>{actor} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}: {action}.</source>
        <translation>{actor}: {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor}: {what}.</source>
        <translation>{actor}: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it.</source>
        <translation>{attacker} trifft {defender}: reagieren (ausweichen, parieren, blocken) oder hinnehmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it; {allies} may intercept.</source>
        <translation>{attacker} trifft {defender}: reagieren (ausweichen, parieren, blocken) oder hinnehmen; {allies} können abfangen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{a} and {b} already touch.</source>
        <translation>{a} und {b} grenzen bereits aneinander.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are engaged.</source>
        <translation>{a} und {b} sind im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are no longer engaged.</source>
        <translation>{a} und {b} sind nicht mehr im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{a} and {b} do not touch.</source>
        <translation>{a} und {b} grenzen nicht aneinander.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (deck {deck})</source>
        <translation>{card} (Stapel {deck})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (the GM's)</source>
        <translation>{card} (von der SL)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{cause}: {skill} tests need {extra} extra successes.</source>
        <comment>{cause}: {skill} tests need {extra} extra success.</comment>
        <translation><numerusform>{cause}: Proben auf {skill} brauchen {extra} zusätzlichen Erfolg.</numerusform><numerusform>{cause}: Proben auf {skill} brauchen {extra} zusätzliche Erfolge.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{changes}: the party wins {win} ({lo} to {hi}), {undecided} undecided.</source>
        <translation>{changes}: Die Gruppe gewinnt in {win} der Kämpfe ({lo} bis {hi}), {undecided} unentschieden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{code} (a lone surrogate: broken Unicode)</source>
        <translation>{code} (ein einzelnes Surrogat: beschädigtes Unicode)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{command} ({details})</source>
        <translation>{command} ({details})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many for the simulation to play even one fight in reasonable time: it plays encounters of at most {limit} combatants.</source>
        <translation>{count} Kampfteilnehmer sind zu viele, um auch nur einen Kampf in vertretbarer Zeit zu simulieren: Die Simulation spielt Begegnungen mit höchstens {limit} Teilnehmern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many to play {fights} fights of in reasonable time: the simulation plays at most {fits} fights of an encounter this large.</source>
        <translation>{count} Kampfteilnehmer sind zu viele, um {fights} Kämpfe in vertretbarer Zeit zu spielen: Bei einer so großen Begegnung spielt die Simulation höchstens {fits} Kämpfe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} encounters in prep now use the new {name}.</source>
        <comment>{count} encounter in prep now uses the new {name}.</comment>
        <translation><numerusform>{count} Begegnung in Vorbereitung nutzt jetzt die neue Fassung von {name}.</numerusform><numerusform>{count} Begegnungen in Vorbereitung nutzen jetzt die neue Fassung von {name}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} kept the old {name}: {why}</source>
        <translation>{count} behalten die alte Fassung von {name}: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} more</source>
        <translation>{count} weitere</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} of {total} still fight</source>
        <translation>{count} von {total} kämpfen noch</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} running fights keep their copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</source>
        <comment>{count} running fight keeps its copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</comment>
        <translation><numerusform>{count} laufender Kampf behält seine Kopie von {name}. Für die neuen Werte dort den Kampf öffnen, dann Begegnung ▸ Aus dem Bestiarium aktualisieren…</numerusform><numerusform>{count} laufende Kämpfe behalten ihre Kopie von {name}. Für die neuen Werte dort den Kampf öffnen, dann Begegnung ▸ Aus dem Bestiarium aktualisieren…</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{creature}: the name is already used by creature {other}; names in a pack must differ (ignoring case)</source>
        <translation>{creature}: der Name wird schon von Kreatur {other} verwendet; Namen in einem Paket müssen sich unterscheiden (ohne Groß-/Kleinschreibung)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>{day} {month} {year} at {time}</source>
        <translation>{day}. {month} {year} um {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{dice} damage</source>
        <translation>{dice} Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{dice} damage {when}</source>
        <translation>{dice} Schaden {when}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{encounter} ({system}): {fights} simulated fights, seed {seed}.</source>
        <comment>{encounter} ({system}): {fights} simulated fight, seed {seed}.</comment>
        <translation><numerusform>{encounter} ({system}): {fights} simulierter Kampf, Seed {seed}.</numerusform><numerusform>{encounter} ({system}): {fights} simulierte Kämpfe, Seed {seed}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is larger than {size} MB</source>
        <translation>{entry} ist größer als {size} MB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is neither the pack file nor a picture in portraits/</source>
        <translation>{entry} ist weder die Paketdatei noch ein Bild in portraits/</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} names no creature of the pack</source>
        <translation>{entry} nennt keine Kreatur des Pakets</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} points outside the archive</source>
        <translation>{entry} zeigt aus dem Archiv heraus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{error} Your data file was not changed; a backup is at {backup}.</source>
        <translation>{error} Die Datendatei wurde nicht geändert; eine Sicherung liegt unter {backup}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} hold the initiative: which faction goes first?</source>
        <translation>{faction} halten die Initiative: Welche Fraktion beginnt?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass (nobody can act).</source>
        <translation>{faction} passen (niemand kann handeln).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass.</source>
        <translation>{faction} passen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} · WIT {wit}</source>
        <translation>{faction} · WIT {wit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} changed</source>
        <translation>{field} geändert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} removed</source>
        <translation>{field} entfernt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>{field} {number} ({name}) has the same name as {field} {other}; the names on one creature must differ</source>
        <translation>{field} {number} ({name}) heißt genauso wie {field} {other}; die Namen einer Kreatur müssen sich unterscheiden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} {old} → {new}</source>
        <translation>{field} {old} → {new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: at most {limit} pictures, not {count}.</source>
        <translation>{file}: Bilder: höchstens {limit} Bilder, nicht {count}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: must be an object of pictures by their digest.</source>
        <translation>{file}: Bilder: muss ein Objekt aus Bildern nach ihrem Digest sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group} act in a new order</source>
        <translation>{group} handeln in neuer Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{group} must map names to one of {dice}</source>
        <translation>{group} muss Namen je einen Wert aus {dice} zuordnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group}: shared Strain set to {value}</source>
        <translation>{group}: geteilte Anspannung auf {value} gesetzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: hit for {harm} harm.</source>
        <translation>{head}: Treffer, {harm} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: miss (needed {need}).</source>
        <translation>{head}: daneben (benötigt {need}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} already has a card.</source>
        <translation>{holder_name} hat bereits eine Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} does not hold the {value}.</source>
        <translation>{holder_name} hält {value} nicht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} draws {draw} cards; {len_value} were given.</source>
        <comment>{holder_name} draws {draw} card; {len_value} were given.</comment>
        <translation><numerusform>{holder_name} zieht {draw} Karte; {len_value} wurden angegeben.</numerusform><numerusform>{holder_name} zieht {draw} Karten; {len_value} wurden angegeben.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds no card.</source>
        <translation>{holder_name} hält keine Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds several cards ({join}): {who} must name one.</source>
        <translation>{holder_name} hält mehrere Karten ({join}): {who} muss eine nennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} is out of the fight.</source>
        <translation>{holder_name} ist aus dem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} goes back into the deck.</source>
        <translation>{holder} zieht {drawn}, behält {kept}; {unkept} kommt zurück in den Stapel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} is set aside.</source>
        <translation>{holder} zieht {drawn}, behält {kept}; {unkept} wird beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}.</source>
        <translation>{holder} zieht {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>{holder} hold the initiative and choose who goes first.</source>
        <translation>Initiative bei {holder}: wählen, wer beginnt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>{host} is not an address of this computer.</source>
        <translation>{host} ist keine Adresse dieses Computers.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} has already been checked.</source>
        <translation>{key} wurde bereits geprüft.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{key} must be a whole number from 1 to 20</source>
        <translation>{key} muss eine ganze Zahl von 1 bis 20 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>{key} must be a whole number from 1 to 30</source>
        <translation>{key} muss eine ganze Zahl von 1 bis 30 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{key} must be a whole number from {lo} to {hi}</source>
        <translation>{key} muss eine ganze Zahl von {lo} bis {hi} sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} was not used in this fight (or is destroyed).</source>
        <translation>{key} wurde in diesem Kampf nicht benutzt (oder ist zerstört).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{label} ({key})</source>
        <translation>{label} ({key})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has threat_lo {lo} above threat_hi {hi}.</source>
        <translation>{label} hat threat_lo {lo} über threat_hi {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has unknown fields: {join}.</source>
        <translation>{label} hat unbekannte Felder: {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} tags must be a list of words.</source>
        <translation>Die Tags von {label} müssen eine Liste von Wörtern sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{len_found} encounters are named '{text}' (ids {ids}); give the id instead.</source>
        <translation>{len_found} Begegnungen heißen „{text}“ (IDs {ids}); stattdessen die ID angeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{mover} moves away: opportunity attacks?</source>
        <translation>{mover} entfernt sich: Gelegenheitsangriffe?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} acts</source>
        <translation>{name_of} handelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} go first</source>
        <translation>{name_of} beginnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} must {fate}</source>
        <translation>{name_of} muss {fate}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} pass</source>
        <translation>{name_of} passen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{name_of} seizes the turn from {name_of2}{declines}</source>
        <translation>{name_of} nimmt {name_of2} die Initiative ab{declines}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>{name_of} takes {name_of2}'s card</source>
        <translation>{name_of} nimmt die Karte von {name_of2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of}: morale save</source>
        <translation>{name_of}: Moral-Rettungswurf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{name_of}: roll Defiant + Lucky</source>
        <translation>{name_of}: Defiant + Lucky würfeln</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} act together (delayed).</source>
        <translation>{names} handeln gemeinsam (verzögert).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{names} act together.</source>
        <translation>{names} handeln gemeinsam.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts (delayed).</source>
        <translation>{names} handelt (verzögert).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts.</source>
        <translation>{names} handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{names} broke: surrender or retreat?</source>
        <translation>{names} gebrochen: aufgeben oder zurückziehen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} start surprised</source>
        <translation>{names} sind zu Beginn überrascht</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{names} still on {side}: move them to another side first.</source>
        <translation>{names} noch auf {side}: zuerst auf eine andere Seite verschieben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{names} still stand in {zone}.</source>
        <comment>{names} still stands in {zone}.</comment>
        <translation><numerusform>{names} steht noch in {zone}.</numerusform><numerusform>{names} stehen noch in {zone}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>{name} (was in {zone})</source>
        <translation>{name} (war in {zone})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{name} ({choice})</source>
        <translation>{name} ({choice})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{name} ({details})</source>
        <translation>{name} ({details})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} accepts the stunt.</source>
        <translation>{name} nimmt das Kunststück an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} already counts as having acted.</source>
        <translation>{name} gilt bereits als gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} already has that stat block.</source>
        <translation>{name} hat diesen Werteblock bereits.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} already holds {name2}.</source>
        <translation>{name} hält {name2} bereits fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} already stands there.</source>
        <translation>{name} steht bereits dort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are already engaged.</source>
        <translation>{name} und {name2} sind bereits im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are not engaged.</source>
        <translation>{name} und {name2} sind nicht im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} must stand in the same zone to engage.</source>
        <translation>{name} und {name2} müssen in derselben Zone stehen, um sich im Nahkampf zu binden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} and {name2} share their card.</source>
        <translation>{name} und {name2} teilen sich ihre Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} and {other} are engaged but stand in different zones.</source>
        <translation>{name} und {other} sind im Nahkampf gebunden, stehen aber in verschiedenen Zonen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives in {zone}.</source>
        <translation>{name} trifft in {zone} ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives later, so it cannot be engaged at the start.</source>
        <translation>{name} trifft später ein und kann daher zu Beginn nicht im Nahkampf gebunden sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives with the scene event '{event}', which this encounter does not have.</source>
        <translation>{name} trifft mit dem Szenenereignis „{event}“ ein, das diese Begegnung nicht hat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} arrives with {event}</source>
        <translation>{name} trifft mit {event} ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives.</source>
        <translation>{name} trifft ein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} blocks the way; clear it first.</source>
        <translation>{name} versperrt den Weg; zuerst überwinden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} breaks.</source>
        <translation>{name} bricht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} can move {allowance} zones here; {to} is {value} away.</source>
        <comment>{name} can move {allowance} zone here; {to} is {value} away.</comment>
        <translation><numerusform>{name} kann sich hier {allowance} Zone weit bewegen; {to} ist {value} entfernt.</numerusform><numerusform>{name} kann sich hier {allowance} Zonen weit bewegen; {to} ist {value} entfernt.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} can move {metres} m; that square is {cost} m away.</source>
        <translation>{name} kann sich {metres} m bewegen; das Feld ist {cost} m entfernt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} can only move into a neighbouring zone with one maneuver.</source>
        <translation>{name} kann sich mit einem Manöver nur in eine benachbarte Zone bewegen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} can only {kinds}.</source>
        <translation>{name} kann nur {kinds}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} can use a {slot} action only on its own turn.</source>
        <translation>{name} kann eine Aktion der Art {slot} nur im eigenen Zug nutzen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot act now.</source>
        <translation>{name} kann jetzt nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} cannot act.</source>
        <translation>{name} kann nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} cannot attack itself.</source>
        <translation>{name} kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot attack themself.</source>
        <translation>{name} kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} cannot attack themselves.</source>
        <translation>{name} kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot command themselves.</source>
        <translation>{name} kann sich nicht selbst befehligen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} cannot defend against itself.</source>
        <translation>{name} kann sich nicht gegen sich selbst verteidigen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot hide behind {name2}.</source>
        <translation>{name} kann sich nicht hinter {name2} verstecken.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} cannot join the group {group}: a group stands on one side.</source>
        <translation>{name} kann der Gruppe {group} nicht beitreten: Eine Gruppe steht auf einer Seite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot make an opportunity attack now.</source>
        <translation>{name} kann jetzt keinen Gelegenheitsangriff machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} cannot react now.</source>
        <translation>{name} kann jetzt nicht reagieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot react to this attack.</source>
        <translation>{name} kann auf diesen Angriff nicht reagieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} cannot resuscitate themselves.</source>
        <translation>{name} kann sich nicht selbst wiederbeleben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} cannot talk to the others, so cannot agree a swap.</source>
        <translation>{name} kann nicht mit den anderen sprechen und daher keinem Tausch zustimmen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} carries no weapon called '{spec}'.</source>
        <translation>{name} trägt keine Waffe namens '{spec}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} carries no weapon.</source>
        <translation>{name} trägt keine Waffe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} choose who acts next: {names}.</source>
        <translation>{name} wählen, wer als Nächstes handelt: {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to act first: use or skip that first.</source>
        <translation>{name} hat gewählt, zuerst zu handeln: das zuerst nutzen oder auslassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to move first: use or skip that first.</source>
        <translation>{name} hat gewählt, sich zuerst zu bewegen: das zuerst nutzen oder auslassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} counts as having acted</source>
        <translation>{name} gilt als gehandelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} dodges.</source>
        <translation>{name} weicht aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} does not agree to shield {name2}.</source>
        <translation>{name} willigt nicht ein, {name2} zu schützen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} does not burn.</source>
        <translation>{name} brennt nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} does not catch fire.</source>
        <translation>{name} fängt kein Feuer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} does not hold a turn of its own right now.</source>
        <translation>{name} hat gerade keinen eigenen Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} drops {weapon}.</source>
        <translation>{name} lässt {weapon} fallen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} failed its integrity check ({problem}).</source>
        <translation>{name} hat die Integritätsprüfung nicht bestanden ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails the WIT save to hit.</source>
        <translation>{name} scheitert am WIT-Rettungswurf zum Treffen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails to dodge.</source>
        <translation>{name} kann nicht ausweichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} fights alone at half health or less</source>
        <translation>{name} kämpft allein mit halber Gesundheit oder weniger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{name} first</source>
        <translation>{name} zuerst</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{name} goes down in {chance} of fights ({lo} to {hi}) and ends with {track} {mean:.1f} on average.</source>
        <translation>{name} geht in {chance} der Kämpfe zu Boden ({lo} bis {hi}) und endet im Schnitt mit {track} {mean:.1f}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} has a range that is not a band lo-hi</source>
        <translation>{name} hat eine Reichweite, die kein Bereich von-bis ist</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has acted already.</source>
        <translation>{name} hat schon gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has acted this round</source>
        <translation>{name} hat in dieser Runde gehandelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has already acted this round.</source>
        <translation>{name} hat in dieser Runde schon gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{name} has already acted this turn and cannot delay now.</source>
        <translation>{name} hat in diesem Zug schon gehandelt und kann jetzt nicht mehr verzögern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already acted this turn.</source>
        <translation>{name} hat in diesem Zug schon gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already begun acting.</source>
        <translation>{name} hat schon zu handeln begonnen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has already commanded {name2} this turn.</source>
        <translation>{name} hat {name2} in diesem Zug schon befehligt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared a defence this turn.</source>
        <translation>{name} hat in diesem Zug bereits eine Verteidigung angesagt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared {defence}.</source>
        <translation>{name} hat bereits {defence} angesagt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has already done something this turn.</source>
        <translation>{name} hat in diesem Zug bereits etwas getan.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has already had a turn this round.</source>
        <translation>{name} hatte in dieser Runde bereits einen Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has already made this turn's one Aspect roll.</source>
        <translation>{name} hat den einen Aspektwurf dieses Zugs bereits gemacht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already moved this turn (Sprint moves again).</source>
        <translation>{name} hat sich in diesem Zug schon bewegt (Sprint bewegt erneut).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already rolled against {name2}: too late.</source>
        <translation>{name} hat bereits gegen {name2} gewürfelt: zu spät.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} has already rolled initiative.</source>
        <translation>{name} hat bereits Initiative gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} has already rolled this turn.</source>
        <translation>{name} hat in diesem Zug bereits gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already sprinted this turn.</source>
        <translation>{name} ist in diesem Zug schon gesprintet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already taken a Step this turn.</source>
        <translation>{name} hat in diesem Zug schon einen Schritt gemacht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has already tried to dodge this attack.</source>
        <translation>{name} hat schon versucht, diesem Angriff auszuweichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has already used the reaction.</source>
        <translation>{name} hat die Reaktion bereits eingesetzt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has left the encounter.</source>
        <translation>{name} hat die Begegnung verlassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no '{name2}'.</source>
        <translation>{name} hat nichts namens '{name2}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} has no Retaliation called '{name2}'.</source>
        <translation>{name} hat keine Vergeltung namens '{name2}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left for {name2}.</source>
        <translation>{name} hat keine Aktionen mehr für {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left.</source>
        <translation>{name} hat keine Aktionen mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has no attack '{name2}'.</source>
        <translation>{name} hat keinen Angriff '{name2}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} has no attack number {value}.</source>
        <translation>{name} hat keinen Angriff Nummer {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no command '{type}'.</source>
        <translation>{name} hat keinen Befehl '{type}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name} has no health track to damage or heal.</source>
        <translation>{name} hat keine Gesundheitsleiste, die Schaden nehmen oder geheilt werden könnte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no item called '{name2}'.</source>
        <translation>{name} hat keinen Gegenstand namens '{name2}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no maneuver left for {action} this round.</source>
        <translation>{name} hat in dieser Runde kein Manöver mehr für {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} has no morale save to make.</source>
        <translation>{name} muss keinen Moral-Rettungswurf machen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no move action left.</source>
        <translation>{name} hat keine Bewegungsaktion mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has no power '{power}'.</source>
        <translation>{name} hat keine Kraft '{power}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has no prepared action.</source>
        <translation>{name} hat keine vorbereitete Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} has no reaction left to seize initiative with.</source>
        <translation>{name} hat keine Reaktion mehr, um die Initiative zu ergreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no reaction left.</source>
        <translation>{name} hat keine Reaktion mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} has no reaction left: this round's turn is spent.</source>
        <translation>{name} hat keine Reaktion mehr: Der Zug dieser Runde ist verbraucht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no readied action.</source>
        <translation>{name} hat keine bereitgehaltene Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no slow maneuver left for {action} this round.</source>
        <translation>{name} hat in dieser Runde kein langsames Manöver mehr für {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no square on the grid (place them first).</source>
        <translation>{name} hat kein Feld auf dem Raster (zuerst platzieren).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no square on the map.</source>
        <translation>{name} hat kein Feld auf der Karte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no stamina left to sprint.</source>
        <translation>{name} hat keine Kondition mehr zum Sprinten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>{name} has no such condition.</source>
        <translation>{name} hat keinen solchen Zustand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name} has no such number to change.</source>
        <translation>{name} hat keinen solchen Wert zum Ändern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no track '{res}'.</source>
        <translation>{name} hat keine Leiste '{res}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no turn order to rearrange by hand.</source>
        <translation>{name} hat keine Zugreihenfolge, die sich von Hand umstellen ließe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} has no weapon called '{drop}'.</source>
        <translation>{name} hat keine Waffe namens '{drop}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no weapon called '{name2}'.</source>
        <translation>{name} hat keine Waffe namens '{name2}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no {cost} left.</source>
        <translation>{name} hat nicht mehr genug {cost}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has no {replace} left for {action}.</source>
        <translation>{name} hat kein(e) {replace} mehr für {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} has no {slot} action left.</source>
        <translation>{name} hat keine Aktion der Art {slot} mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has not acted this round</source>
        <translation>{name} hat in dieser Runde nicht gehandelt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has not acted yet.</source>
        <translation>{name} hat noch nicht gehandelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has not dropped a '{name2}'.</source>
        <translation>{name} hat '{name2}' nicht fallen gelassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} has not earned a card swap with {name2} this round.</source>
        <translation>{name} hat in dieser Runde keinen Kartentausch mit {name2} verdient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has not surrendered.</source>
        <translation>{name} hat nicht aufgegeben.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to abandon.</source>
        <translation>{name} hat nichts abzubrechen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to continue.</source>
        <translation>{name} hat nichts fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has used both actions this turn.</source>
        <translation>{name} hat in diesem Zug beide Aktionen verbraucht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track}</source>
        <translation>{name} heilt {amount} ({track})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track} ({dice} rolled {total})</source>
        <translation>{name} heilt {amount} ({track}; {dice} ergab {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} holds firm.</source>
        <translation>{name} hält stand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody to shove.</source>
        <translation>{name} hält niemanden, der gestoßen werden könnte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody.</source>
        <translation>{name} hält niemanden fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>{name} is a PC: only a creature is swapped for another.</source>
        <translation>{name} ist ein SC: Nur Kreaturen lassen sich gegen andere tauschen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a PC: rolls are made against creatures' Threats.</source>
        <translation>{name} ist ein SC: Gewürfelt wird gegen die Bedrohungen von Kreaturen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is a creature: creatures never roll initiative.</source>
        <translation>{name} ist eine Kreatur: Kreaturen würfeln nie Initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a creature: creatures never roll.</source>
        <translation>{name} ist eine Kreatur: Kreaturen würfeln nie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is already burning.</source>
        <translation>{name} brennt bereits.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is already close to {name2}.</source>
        <translation>{name} ist bereits nah an {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already in cover.</source>
        <translation>{name} ist schon in Deckung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>{name} is already in the fight.</source>
        <translation>{name} ist bereits im Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already prone.</source>
        <translation>{name} liegt schon am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is already the target.</source>
        <translation>{name} ist schon das Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} is already there.</source>
        <translation>{name} ist bereits dort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is already {flag}.</source>
        <translation>{name} ist bereits {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is beyond {name2}'s Speed.</source>
        <translation>{name} ist außerhalb der Geschwindigkeit von {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is bleeding out and must roll Defiant + Lucky first.</source>
        <translation>{name} verblutet und muss zuerst Defiant + Lucky würfeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name} is bleeding out: roll Defiant + Lucky against 10 (the turn's only action).</source>
        <translation>{name} verblutet: Defiant + Lucky gegen 10 würfeln (die einzige Aktion des Zugs).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is burning: only putting out the fire, fleeing or shouting.</source>
        <translation>{name} brennt: nur Feuer löschen, fliehen oder rufen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is dead.</source>
        <translation>{name} ist tot.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with an unknown combatant '{other}'.</source>
        <translation>{name} ist mit einem unbekannten Teilnehmer „{other}“ im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with someone who has not arrived yet.</source>
        <translation>{name} ist mit jemandem im Nahkampf gebunden, der noch nicht eingetroffen ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is engaged with {names} and must back out first.</source>
        <translation>{name} ist mit {names} im Nahkampf gebunden und muss sich zuerst zurückziehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} is grabbed.</source>
        <translation>{name} wird gepackt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is held and cannot move away.</source>
        <translation>{name} wird festgehalten und kann sich nicht entfernen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is immune to poison.</source>
        <translation>{name} ist immun gegen Gift.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation>{name} wird von einem anderen Programm verwendet (vielleicht einem zweiten GM Desk). Es schließen und erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name} is missing {dc} health: Fortify against {dc} or fall unconscious.</source>
        <translation>{name} fehlen {dc} Gesundheit: Standhalten gegen {dc} oder bewusstlos werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {condition} ({reason}).</source>
        <translation>{name} ist nicht mehr {condition} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {flag}.</source>
        <translation>{name} ist nicht mehr {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a GM Desk backup.</source>
        <translation>{name} ist keine GM-Desk-Sicherung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} is not a PC who is standing.</source>
        <translation>{name} ist kein stehender SC.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name} is not a number GM Desk accepts</source>
        <translation>{name} ist keine Zahl, die GM Desk akzeptiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name} is not a number a pack may hold</source>
        <translation>{name} ist keine Zahl, die ein Paket enthalten darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a readable backup ({error}).</source>
        <translation>{name} ist keine lesbare Sicherung ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is not a readable database ({error}).</source>
        <translation>{name} ist keine lesbare Datenbank ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} is not about to act: it has acted or is not up yet.</source>
        <translation>{name} ist nicht gleich am Zug: schon gehandelt oder noch nicht dran.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} is not acting now.</source>
        <translation>{name} handelt gerade nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not among the ambushed.</source>
        <translation>{name} gehört nicht zu den Überfallenen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not an enemy in {name2}'s zone.</source>
        <translation>{name} ist kein Feind in der Zone von {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} is not bleeding out.</source>
        <translation>{name} verblutet nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not burning.</source>
        <translation>{name} brennt nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/backout.py"/>
        <source>{name} is not engaged with any creature that is standing.</source>
        <translation>{name} ist mit keiner stehenden Kreatur im Nahkampf gebunden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is not hidden.</source>
        <translation>{name} ist nicht verborgen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is not holding the {name2} (Brandish it first).</source>
        <translation>{name} hält {name2} nicht (zuerst ziehen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not holding the {name2}.</source>
        <translation>{name} hält {name2} nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not holding {name2}.</source>
        <translation>{name} hält {name2} nicht fest.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{name} is not in a state to run.</source>
        <translation>{name} ist nicht in der Verfassung zu rennen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not in the fight.</source>
        <translation>{name} ist nicht im Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>{name} is not in the party and cannot lead it.</source>
        <translation>{name} gehört nicht zur Gruppe und kann sie nicht anführen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not in {name2}'s zone.</source>
        <translation>{name} ist nicht in der Zone von {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is not nearby.</source>
        <translation>{name} ist nicht nah.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not one of the ambushers.</source>
        <translation>{name} gehört nicht zu den Angreifern aus dem Hinterhalt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not poisoned.</source>
        <translation>{name} ist nicht vergiftet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not prone.</source>
        <translation>{name} liegt nicht am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not restrained.</source>
        <translation>{name} wird nicht festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not unconscious.</source>
        <translation>{name} ist nicht bewusstlos.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} is not waiting for a morale fate.</source>
        <translation>{name} wartet nicht auf eine Moralfolge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} is not waiting to act in this part of the round.</source>
        <translation>{name} wartet in diesem Teil der Runde nicht darauf zu handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not without the {item}.</source>
        <translation>{name} ist nicht ohne {item}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not {flag}.</source>
        <translation>{name} ist nicht {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not {name2}'s ally.</source>
        <translation>{name} ist kein Verbündeter von {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {flag}.</source>
        <translation>{name} ist jetzt {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}</source>
        <translation>{name} ist jetzt {status}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}.</source>
        <translation>{name} ist jetzt {status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is out of range of {name2} ({range}).</source>
        <translation>{name} ist außer Reichweite von {name2} ({range}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is out of reach of the {name2}.</source>
        <translation>{name} ist außer Reichweite von {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} is out of the fight.</source>
        <translation>{name} ist aus dem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{name} is put in two groups: {first} and {second}.</source>
        <translation>{name} steht in zwei Gruppen: {first} und {second}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is restrained: only breaking free or shouting is possible.</source>
        <translation>{name} wird festgehalten: Nur Losreißen oder Rufen ist möglich.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is revealed by the GM.</source>
        <translation>{name} wird von der SL enthüllt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is surprised and cannot act in the surprise round.</source>
        <translation>{name} ist überrascht und kann in der Überraschungsrunde nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is taking a turn right now.</source>
        <translation>{name} ist gerade am Zug.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} is there from the start</source>
        <translation>{name} ist von Anfang an da</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition} for {rounds} rounds.</source>
        <comment>{name} is {condition} for {rounds} round.</comment>
        <translation><numerusform>{name} ist {rounds} Runde lang {condition}.</numerusform><numerusform>{name} ist {rounds} Runden lang {condition}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition}.</source>
        <translation>{name} ist {condition}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} is {dist} zones away: out of reach of {name2}.</source>
        <comment>{name} is {dist} zone away: out of reach of {name2}.</comment>
        <translation><numerusform>{name} ist {dist} Zone entfernt: außer Reichweite von {name2}.</numerusform><numerusform>{name} ist {dist} Zonen entfernt: außer Reichweite von {name2}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is {far} m away; the {name2} reaches {reach} m.</source>
        <translation>{name} ist {far} m entfernt; {name2} reicht {reach} m weit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words} and cannot act.</source>
        <translation>{name} ist {status_words} und kann nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words}.</source>
        <translation>{name} ist {status_words}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is {status_words}: nothing to attack.</source>
        <translation>{name} ist {status_words}: nichts anzugreifen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is {status} and cannot act.</source>
        <translation>{name} ist {status} und kann nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is {status}.</source>
        <translation>{name} ist {status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is {value} and cannot act.</source>
        <translation>{name} ist {value} und kann nicht handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} joins the fight.</source>
        <translation>{name} tritt dem Kampf bei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side}</source>
        <translation>{name} wechselt zu {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side} (leaves {group})</source>
        <translation>{name} wechselt zu {side} (verlässt {group})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} keeps hold of {weapon}.</source>
        <translation>{name} behält {weapon} in der Hand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} leaves the fight.</source>
        <translation>{name} verlässt den Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} may make another Aspect roll this turn</source>
        <translation>{name} darf in diesem Zug einen weiteren Aspektwurf machen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} may resume fighting only after the enemy harms them.</source>
        <translation>{name} darf erst weiterkämpfen, nachdem der Feind Schaden zugefügt hat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} may try to break free once per turn.</source>
        <translation>{name} darf einmal pro Zug versuchen, sich loszureißen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name} may {what}</source>
        <translation>{name} darf {what}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} moved this turn; a Step is taken instead of a Move.</source>
        <translation>{name} hat sich in diesem Zug bewegt; statt einer Bewegung gilt das als Schritt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} moves one zone a turn; {to} is not next to {zone}.</source>
        <translation>{name} bewegt sich eine Zone pro Zug; {to} grenzt nicht an {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} moves to {zone}.</source>
        <translation>{name} wechselt in die Zone {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} moves {move_ft} ft; that is {value} ft.</source>
        <translation>{name} bewegt sich {move_ft} Fuß; das sind {value} Fuß.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} must Move this turn before sprinting.</source>
        <translation>{name} muss sich in diesem Zug erst bewegen, bevor gesprintet wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must be 0 to 10 dice</source>
        <translation>{name} muss 0 bis 10 Würfel haben</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be behind cover (a cover zone, or the GM says so).</source>
        <translation>{name} muss hinter Deckung sein (eine Deckungszone, oder die SL sagt es).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} must be engaged with {name2} to use {name3}.</source>
        <translation>{name} muss mit {name2} im Nahkampf gebunden sein, um {name3} einzusetzen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be next to {name2}.</source>
        <translation>{name} muss neben {name2} stehen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} must choose someone to act (teams cannot pass).</source>
        <translation>{name} muss jemanden zum Handeln wählen (Teams können nicht passen).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} must continue (or abandon) the {name2} started earlier ({paid}/{cost}).</source>
        <translation>{name} muss erst {name2} fortsetzen (oder abbrechen), das zuvor begonnen wurde ({paid}/{cost}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} must first close in on {name2} (a fast maneuver).</source>
        <translation>{name} muss zuerst an {name2} heranrücken (ein schnelles Manöver).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must test a skill of this system</source>
        <translation>{name} muss eine Fertigkeit dieses Systems prüfen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} needs {COMMAND_FOCUS} focus to command.</source>
        <translation>{name} braucht {COMMAND_FOCUS} Fokus zum Befehligen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} owes no end-of-round Retaliation.</source>
        <translation>{name} schuldet keine Rundenende-Vergeltung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} passes the WIT save to hit.</source>
        <translation>{name} schafft den WIT-Rettungswurf zum Treffen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{name} pays most: goes down in {now} of fights (was {before}).</source>
        <translation>{name} zahlt den höchsten Preis: fällt in {now} der Kämpfe (vorher {before}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} refuses the stunt.</source>
        <translation>{name} lehnt das Kunststück ab.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{name} rolls {die} against AGL {agl} ({result})</source>
        <translation>{name} würfelt {die} gegen AGL {agl} ({result})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} shrugs off the poison.</source>
        <translation>{name} widersteht dem Gift.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} slips free.</source>
        <translation>{name} windet sich los.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} stands in an unknown zone '{zone}'.</source>
        <translation>{name} steht in einer unbekannten Zone „{zone}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} steps out of hiding to act.</source>
        <translation>{name} kommt aus dem Versteck, um zu handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage</source>
        <translation>{name} erleidet keinen Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage ({dice} rolled {total})</source>
        <translation>{name} erleidet keinen Schaden ({dice} ergab {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{name} takes or cedes initiative.</source>
        <translation>{name} ergreift die Initiative oder überlässt sie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage</source>
        <translation>{name} erleidet {amount} Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage ({dice} rolled {total})</source>
        <translation>{name} erleidet {amount} Schaden ({dice} ergab {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} took a Step this turn instead of a Move.</source>
        <translation>{name} hat in diesem Zug statt einer Bewegung einen Schritt gemacht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} was made by a newer version of GM Desk (data version {version}); update GM Desk to restore it.</source>
        <translation>{name} wurde von einer neueren Version von GM Desk erstellt (Datenversion {version}); GM Desk aktualisieren, um sie wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name}'s WIT is below the fast action threshold.</source>
        <translation>WIT von {name} liegt unter der Schwelle für schnelle Aktion.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name}'s mouth is covered.</source>
        <translation>Der Mund von {name} ist bedeckt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s opening action lapses: {why}</source>
        <translation>Die Eröffnungsaktion von {name} verfällt: {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation>Werteblock von {name}: {changes}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{name}'s turn (card {card}): {budget_left} left.</source>
        <translation>{name} ist am Zug (Karte {card}): {budget_left} übrig.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name}'s turn is still running.</source>
        <translation>Der Zug von {name} läuft noch.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}'s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name}'s turn: {actions} actions left, {roll}.</source>
        <comment>{name}'s turn: {actions} action left, {roll}.</comment>
        <translation><numerusform>{name} ist am Zug: noch {actions} Aktion, {roll}.</numerusform><numerusform>{name} ist am Zug: noch {actions} Aktionen, {roll}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name}'s turn: {left} actions left.</source>
        <comment>{name}'s turn: {left} action left.</comment>
        <translation><numerusform>{name} ist am Zug: noch {left} Aktion.</numerusform><numerusform>{name} ist am Zug: noch {left} Aktionen.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name}'s zone has no border with '{to}'.</source>
        <translation>Die Zone von {name} hat keine Grenze zu '{to}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item} is now {state}.</source>
        <translation>{item} von {name} ist jetzt {state}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: damaged.</source>
        <translation>{item} von {name}: beschädigt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: holds up.</source>
        <translation>{item} von {name}: hält.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name}'s {item}: {verdict}</source>
        <translation>{item} von {name}: {verdict}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name}'s {label} is already as healthy as it gets.</source>
        <translation>{label} von {name} ist bereits voll.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name}'s {name2} does not reach {name3} from where it is.</source>
        <translation>{name2} von {name} erreicht {name3} von seiner Position aus nicht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <source>{name}'s {name2} is destroyed or on the ground.</source>
        <translation>{name2} von {name} ist zerstört oder liegt am Boden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>{name}'s {res} runs from 0 to {value}.</source>
        <translation>{res} von {name} reicht von 0 bis {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>{name}: 'pos' is a square [x, y].</source>
        <translation>{name}: 'pos' ist ein Feld [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: [pack] is missing (it names the pack and its ruleset)</source>
        <translation>{name}: [pack] fehlt (es nennt das Paket und sein Regelsystem)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: a table holds {count} keys; a pack's hold {limit} at most</source>
        <translation>{name}: eine Tabelle enthält {count} Schlüssel; die eines Pakets höchstens {limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}: accept the proposed stunt?</source>
        <translation>{name}: das vorgeschlagene Kunststück annehmen?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: an improvised weapon works as a simple hand or great weapon (melee)</source>
        <translation>{name}: Eine improvisierte Waffe wirkt wie eine einfache Hand- oder Zweihandwaffe (Nahkampf)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: cannot be written ({strerror})</source>
        <translation>{name}: kann nicht geschrieben werden ({strerror})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: creatures: must be a list of at least one [[creatures]] entry</source>
        <translation>{name}: creatures: muss eine Liste mit mindestens einem [[creatures]]-Eintrag sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: crit_threshold is 1 to 30 and reload_cost 0 to 3</source>
        <translation>{name}: crit_threshold liegt zwischen 1 und 30, reload_cost zwischen 0 und 3</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: damage and crit_damage must be whole numbers from 0 to 99</source>
        <translation>{name}: damage und crit_damage müssen ganze Zahlen von 0 bis 99 sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds a number too long to read ({error})</source>
        <translation>{name}: enthält eine zu lange Zahl ({error})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: holds a number too long to read; not a map file.</source>
        <translation>{name}: enthält eine zu lange Zahl; keine Kartendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a NUL character</source>
        <translation>{name}: enthält Text mit einem NUL-Zeichen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a lone surrogate (broken Unicode)</source>
        <translation>{name}: enthält Text mit einem einzelnen Surrogat (fehlerhaftes Unicode)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: holds {count} creatures; a pack may hold {limit}</source>
        <translation>{name}: enthält {count} Kreaturen; ein Paket darf {limit} enthalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds {value}, which is not a number a pack may hold</source>
        <translation>{name}: enthält {value}, keine Zahl, die ein Paket enthalten darf</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is larger than {size} MB; not a pack</source>
        <translation>{name}: ist größer als {size} MB; kein Paket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is larger than {value} MB; not a map file.</source>
        <translation>{name}: ist größer als {value} MB; keine Kartendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested more than {limit} levels deep; not a pack</source>
        <translation>{name}: ist mehr als {limit} Ebenen tief verschachtelt; kein Paket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested too deeply to be a pack</source>
        <translation>{name}: ist zu tief verschachtelt für ein Paket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: is nested too deeply to be an encounter file.</source>
        <translation>{name}: ist zu tief verschachtelt für eine Begegnungsdatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is not UTF-8 text; not a map file.</source>
        <translation>{name}: ist kein UTF-8-Text; keine Kartendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is {size} MB; a pack may be at most 5 MB</source>
        <translation>{name}: ist {size} MB groß; ein Paket darf höchstens 5 MB groß sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <source>{name}: larger than {value} MB.</source>
        <translation>{name}: größer als {value} MB.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: log: the logged events do not fit this setup (an event lacks a field or holds the wrong kind of value); the file cannot be replayed.</source>
        <translation>{name}: Protokoll: Die protokollierten Ereignisse passen nicht zu dieser Aufstellung (einem Ereignis fehlt ein Feld oder es enthält die falsche Art von Wert); die Datei kann nicht abgespielt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{name}: log: the logged events leave the fight in a state GM Desk cannot read; the file cannot be replayed.</source>
        <translation>{name}: Protokoll: Die protokollierten Ereignisse hinterlassen den Kampf in einem Zustand, den GM Desk nicht lesen kann; die Datei kann nicht abgespielt werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: made by a newer GM Desk (file format {version}).</source>
        <translation>{name}: von einem neueren GM Desk erstellt (Dateiformat {version}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: must hold a [pack] table and [[creatures]] entries</source>
        <translation>{name}: muss eine [pack]-Tabelle und [[creatures]]-Einträge enthalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: nests too deeply; not a map file.</source>
        <translation>{name}: zu tief verschachtelt; keine Kartendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a GM Desk encounter file.</source>
        <translation>{name}: keine GM-Desk-Begegnungsdatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file (line {line}).</source>
        <translation>{name}: keine gültige Begegnungsdatei (Zeile {line}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file.</source>
        <translation>{name}: keine gültige Begegnungsdatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: opens {count} tables and lists; a pack needs at most {limit}</source>
        <translation>{name}: öffnet {count} Tabellen und Listen; ein Paket braucht höchstens {limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: setup: GM Desk cannot make a fight of this setup (a field holds the wrong kind of value); the file cannot be opened.</source>
        <translation>{name}: Aufstellung: GM Desk kann aus dieser Aufstellung keinen Kampf bilden (ein Feld enthält die falsche Art von Wert); die Datei kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: the bestiary changed while the import was being prepared ({creatures}); nothing was imported. Import the pack again.</source>
        <translation>{name}: das Bestiarium hat sich geändert, während der Import vorbereitet wurde ({creatures}); nichts wurde importiert. Das Paket erneut importieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: the damage die is d4, d6, d8, d10 or d12</source>
        <translation>{name}: Der Schadenswürfel ist d4, d6, d8, d10 oder d12</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same conditions</source>
        <translation>{name}: die exportierte Datei lädt nicht wieder dieselben Zustände</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same creatures</source>
        <translation>{name}: die exportierte Datei lädt nicht wieder dieselben Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: the setup or the log is missing.</source>
        <translation>{name}: Aufstellung oder Protokoll fehlt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the stored stat block is not valid: {error}</source>
        <translation>{name}: der gespeicherte Werteblock ist ungültig: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: this file is {encoding}, GM Desk reads UTF-8 (save it as UTF-8)</source>
        <translation>{name}: diese Datei ist {encoding}, GM Desk liest UTF-8 (als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: this file is {encoding}; GM Desk reads UTF-8 encounter files.</source>
        <translation>{name}: Diese Datei ist {encoding}; GM Desk liest Begegnungsdateien in UTF-8.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: version: must be a whole number, not {quote_version}.</source>
        <translation>{name}: version: muss eine ganze Zahl sein, nicht {quote_version}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation>{name}: {condition} hält noch {remaining} an.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: {creatures} not stat blocks of {system}</source>
        <translation>{name}: {creatures} keine Werteblöcke für {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}: {error}</source>
        <translation>{name}: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: {key} is not a known section</source>
        <translation>{name}: {key} ist kein bekannter Abschnitt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: {reason}.</source>
        <translation>{name}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>{name}: {reason}; nothing was changed.</source>
        <translation>{name}: {reason}; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{name}: {reason}; nothing was imported</source>
        <translation>{name}: {reason}; nichts wurde importiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation>{name}: {resource} {was} → {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {res} set to {value}</source>
        <translation>{name}: {res} auf {value} gesetzt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what} ({item}).</source>
        <translation>{name}: {what} ({item}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name}: {what} {before} → {after}</source>
        <translation>{name}: {what} {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what}.</source>
        <translation>{name}: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: contains a NUL byte; a pack is a text file</source>
        <translation>{name}:{line}: enthält ein NUL-Byte; ein Paket ist eine Textdatei</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: is not valid UTF-8 text</source>
        <translation>{name}:{line}: ist kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}:{line}: {error} (column {column})</source>
        <translation>{name}:{line}: {error} (Spalte {column})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} does not retaliate.</source>
        <translation>{npc} übt keine Vergeltung.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} goes down before it can retaliate.</source>
        <translation>{npc} fällt, bevor Vergeltung möglich ist.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has no Retaliation left this round.</source>
        <translation>{npc} hat in dieser Runde keine Vergeltung mehr.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has nobody standing to retaliate against.</source>
        <translation>{npc} hat niemanden mehr stehen, gegen den Vergeltung möglich wäre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc} retaliates</source>
        <translation>{npc} übt Vergeltung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} retaliates against {target}: {retaliation}.</source>
        <translation>{npc} übt Vergeltung an {target}: {retaliation}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc}: let it pass</source>
        <translation>{npc}: durchgehen lassen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>{number}. {name}: reached in {reached} days, won {won}, lost {lost}, undecided {undecided}.</source>
        <translation>{number}. {name}: erreicht an {reached} Tagen, gewonnen {won}, verloren {lost}, unentschieden {undecided}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{num} dice in one term; at most {MAX_DICE} are allowed</source>
        <translation>{num} Würfel in einem Term; höchstens {MAX_DICE} sind erlaubt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} AGL check: {die} against {agl}, {result}.</source>
        <translation>AGL-Probe von {n}: {die} gegen {agl}, {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attacks {n2} with the {weapon}: {total}{penalty} against evasion {evasion}, luck {luck}: {verdict}{crit}.</source>
        <translation>{n} greift {n2} mit {weapon} an: {total}{penalty} gegen Ausweichen {evasion}, Glück {luck}: {verdict}{crit}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attempts a killing strike on {n2}: {total} vs {dc}, {verdict}.</source>
        <translation>{n} versucht einen Todesstoß gegen {n2}: {total} gegen {dc}, {verdict}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation><numerusform>{n} Gewinn</numerusform><numerusform>{n} Gewinne</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} blocks with the {item}: it takes {to_item} (durability {durability}){extra}.</source>
        <translation>{n} blockt mit {item}: der Gegenstand nimmt {to_item} auf (Haltbarkeit {durability}){extra}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} breaks free.</source>
        <translation>{n} reißt sich los.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} burns: {harm} harm.</source>
        <translation>{n} brennt: {harm} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} campaigns</source>
        <translation>{n} Kampagnen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} cannot be surprised.</source>
        <translation>{n} kann nicht überrascht werden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} clears the {obstacle}.</source>
        <translation>{n} überwindet: {obstacle}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} commands {n2} to act.</source>
        <translation>{n} befiehlt {n2} zu handeln.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} creatures</source>
        <translation>{n} Kreaturen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} delays; initiative passes on.</source>
        <translation>{n} verzögert; die Initiative geht weiter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>{n} dice can score 0 to {n} successes, not {total}.</source>
        <translation>{n} Würfel können 0 bis {n} Erfolge erzielen, nicht {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, avoided.</source>
        <translation>{n} weicht aus: {total} gegen {dc}, vermieden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, too slow.</source>
        <translation>{n} weicht aus: {total} gegen {dc}, zu langsam.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation><numerusform>{n} Rückschlag</numerusform><numerusform>{n} Rückschläge</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} encounters</source>
        <translation>{n} Begegnungen</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} escapes the fight.</source>
        <translation>{n} entkommt dem Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to clear the {obstacle}.</source>
        <translation>{n} scheitert an: {obstacle}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to get a grip on {n2}.</source>
        <translation>{n} bekommt {n2} nicht zu fassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} falls before striking {n2}.</source>
        <translation>{n} fällt, bevor {n2} getroffen wird.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} falls unconscious ({why}).</source>
        <translation>{n} wird bewusstlos ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft without harm.</source>
        <translation>{n} stürzt {feet} Fuß tief, ohne Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft: {harm} harm.</source>
        <translation>{n} stürzt {feet} Fuß tief: {harm} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fights the flames ({progress} of {needed}).</source>
        <translation>{n} bekämpft die Flammen ({progress} von {needed}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} fights to stay alive ({total} vs 10): {result}.</source>
        <translation>{n} kämpft ums Überleben ({total} gegen 10): {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} grapples {n2}: restrained{gag}.</source>
        <translation>{n} packt {n2}: festgehalten{gag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{n} harm</source>
        <translation>{n} Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} hits {n2}{edge}: {total} against AC {armour_class}, {damage} damage.</source>
        <translation>{n} trifft {n2}{edge}: {total} gegen RK {armour_class}, {damage} Schaden.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} holds up against hardship.</source>
        <translation>{n} hält der Strapaze stand.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts.</source>
        <translation>{n} interagiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts: {what}.</source>
        <translation>{n} interagiert: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} is caught off guard and does not retaliate (its Retaliation is kept).</source>
        <translation>{n} wird überrumpelt und übt keine Vergeltung (die Vergeltung bleibt erhalten).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} is placed at {where}.</source>
        <translation>{n} wird bei {where} platziert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} is skipped at card {card} ({why}).</source>
        <translation>{n} wird bei Karte {card} übersprungen ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} is too slow and delays; initiative passes on.</source>
        <translation>{n} ist zu langsam und verzögert; die Initiative geht weiter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} knows no fear.</source>
        <translation>{n} kennt keine Furcht.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} lets its end-of-round Retaliation pass.</source>
        <translation>{n} lässt die Rundenende-Vergeltung verstreichen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} loses the turn ({why}).</source>
        <translation>{n} verliert den Zug ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} loses {to_endurance} endurance and {to_health} health.</source>
        <translation>{n} verliert {to_endurance} Ausdauer und {to_health} Gesundheit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} may force {n2} to swap cards ({how}).</source>
        <translation>{n} darf {n2} zum Kartentausch zwingen ({how}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} may react before the damage.</source>
        <translation>{n} darf vor dem Schaden reagieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} missed every action and Considers Options.</source>
        <translation>{n} hat jede Aktion verpasst und wägt die Optionen ab.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} misses {n2}{edge}: {total} against AC {armour_class}.</source>
        <translation>{n} verfehlt {n2}{edge}: {total} gegen RK {armour_class}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} moves {metres} m to {tuple_to}.</source>
        <translation>{n} bewegt sich {metres} m nach {tuple_to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} must Fortify against {dc} or fall unconscious.</source>
        <translation>{n} muss gegen {dc} standhalten oder wird bewusstlos.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} opens the fight.</source>
        <translation>{n} eröffnet den Kampf.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} parries with the {item} (+{value}; durability {durability}).</source>
        <translation>{n} pariert mit {item} (+{value}; Haltbarkeit {durability}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} performs a short task ({what}): {total}.</source>
        <translation>{n} erledigt eine kurze Aufgabe ({what}): {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} prepares to {replace} when: {trigger}.</source>
        <translation>{n} bereitet sich vor: {replace}, sobald: {trigger}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} puts the fire out.</source>
        <translation>{n} löscht das Feuer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} reacts: {what}.</source>
        <translation>{n} reagiert: {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} reloads the {weapon}.</source>
        <translation>{n} lädt {weapon} nach.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} rolls luck {luck} against death {dc}: {outcome}.</source>
        <translation>{n} würfelt Glück {luck} gegen Tod {dc}: {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} rolls {label}: {expr}{faces} = {total}.</source>
        <translation>{n} würfelt {label}: {expr}{faces} = {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} runs, but the chase keeps up: they all move on.</source>
        <translation>{n} rennt, doch die Verfolger bleiben dran: Alle ziehen weiter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} saves: {total} against {target}, {result}.</source>
        <translation>Rettungswurf von {n}: {total} gegen {target}, {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} steps in front of {n2} and becomes the target.</source>
        <translation>{n} tritt vor {n2} und wird zum Ziel.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} struggles but is still held.</source>
        <translation>{n} wehrt sich, wird aber weiter festgehalten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} suffers from hardship.</source>
        <translation>{n} leidet unter der Strapaze.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} takes a step back.</source>
        <translation>{n} tritt einen Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes the prepared {replace} as a reaction.</source>
        <translation>{n} führt die vorbereitete Aktion ({replace}) als Reaktion aus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes {amount} damage{extra}.</source>
        <translation>{n} erleidet {amount} Schaden{extra}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} takes {amount} {kind} harm ({source}).</source>
        <translation>{n} erleidet {amount} Schaden ({kind}, {source}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} takes {dealt} ({raw} {family} less {reduction}).</source>
        <translation>{n} erleidet {dealt} ({raw} {family} abzüglich {reduction}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} ticks off a wound rank: {rank} ({wounds} of {of}).</source>
        <translation>{n} streicht eine Wundstufe ab: {rank} ({wounds} von {of}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} tries to back out ({total}): {parts}; {end}.</source>
        <translation>{n} versucht sich zurückzuziehen ({total}): {parts}; {end}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} tries to bring {n2} round ({total} vs {dc}): {n2} {verdict}.</source>
        <translation>{n} versucht, {n2} wieder zu Bewusstsein zu bringen ({total} gegen {dc}): {n2} {verdict}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} tries to flee but gets nowhere.</source>
        <translation>{n} versucht zu fliehen, kommt aber nicht weg.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} was too slow to {stage} and loses the {slot} action.</source>
        <translation>{n} war zu langsam ({stage}) und verliert die Aktion „{slot}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} will take {n2}'s {b_card} for the {a_card} at the next round start.</source>
        <translation>{n} nimmt zu Beginn der nächsten Runde {b_card} von {n2} für {a_card}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {how} cards with {n2}: {n2} now has {b_card}, {n} has {a_card}.</source>
        <translation>{n} {how} mit {n2}: {n2} hat jetzt {b_card}, {n} hat {a_card}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} ({successes} of {value} on {pool} dice).</source>
        <translation>{n} {result} ({successes} von {value} mit {pool} Würfeln).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} a {skill} test ({what}): {successes} of {need} needed.</source>
        <translation>{n}: {skill}-Probe ({what}) – {result}: {successes} von {need} nötigen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n}'s Retaliation is spent without effect.</source>
        <translation>Die Vergeltung von {n} verpufft wirkungslos.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n}'s cards {_cards} leave the fight ({why}).</source>
        <comment>{n}'s card {_cards} leaves the fight ({why}).</comment>
        <translation><numerusform>Karte {_cards} von {n} verlässt den Kampf ({why}).</numerusform><numerusform>Karten {_cards} von {n} verlassen den Kampf ({why}).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s readied action fires ({trigger}).</source>
        <translation>Die bereitgehaltene Aktion von {n} wird ausgelöst ({trigger}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s turn ends: {why}.</source>
        <translation>Der Zug von {n} endet: {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {action} {what} ({paid}/{cost}).</source>
        <translation>{n}: {action} {what} ({paid}/{cost}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {replace} {total} against {dc}, {verdict}.</source>
        <translation>{n}: {replace} {total} gegen {dc}, {verdict}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{outcome} against {npc}</source>
        <translation>{outcome} gegen {npc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{owner} {label}</source>
        <translation>{owner} {label}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} cannot be read ({problem}), and GM Desk could not move it aside ({error}).</source>
        <translation>{path} ist nicht lesbar ({problem}), und GM Desk konnte die Datei nicht beiseiteschieben ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} cannot be read: {error}</source>
        <translation>{path} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is a folder, not a data file.</source>
        <translation>{path} ist ein Ordner, keine Datendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} is not a GM Desk data file.</source>
        <translation>{path} ist keine GM-Desk-Datendatei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is not a GM Desk data file. Nothing was changed.</source>
        <translation>{path} ist keine GM-Desk-Datendatei. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>{path} lost its journal file, and GM Desk could not move it aside ({error}).</source>
        <translation>{path} hat seine Journaldatei verloren, und GM Desk konnte die Datei nicht beiseiteschieben ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk, or start it with --data-dir to use another folder. The file was not changed.</source>
        <translation>{path} wurde von einer neueren Version von GM Desk gespeichert (Datenversion {version}; diese Version versteht bis {target}). GM Desk aktualisieren oder mit --data-dir starten, um einen anderen Ordner zu nutzen. Die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk.</source>
        <translation>{path} wurde von einer neueren Version von GM Desk gespeichert (Datenversion {version}; diese Version versteht bis {target}). GM Desk aktualisieren.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by an older version of GM Desk: start GM Desk once on it (it upgrades the file), then share again.</source>
        <translation>{path} wurde von einer älteren Version von GM Desk gespeichert: GM Desk einmal damit starten (es aktualisiert die Datei), dann erneut teilen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{purpose}, {source}</source>
        <translation>{purpose}, {source}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{raw} less {armour} armour</source>
        <translation>{raw} minus {armour} Rüstung</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{repr_text} is not a dice expression such as 1d6+1</source>
        <translation>{repr_text} ist kein Würfelausdruck wie 1d6+1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{retaliation}: {effect}</source>
        <translation>{retaliation}: {effect}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{rounds} rounds: {count}</source>
        <comment>{rounds} round: {count}</comment>
        <translation><numerusform>{rounds} Runde: {count}</numerusform><numerusform>{rounds} Runden: {count}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>{seconds} seconds a step</source>
        <translation>{seconds} Sekunden pro Schritt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{side_name} do not hold the initiative: {side_name2} decide which faction acts first.</source>
        <translation>{side_name} halten nicht die Initiative: {side_name2} entscheiden, welche Fraktion zuerst handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} cannot be its own ally.</source>
        <translation>{side} kann nicht mit sich selbst verbündet sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} is {stance}</source>
        <translation>{side} ist {stance}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{side} join the fight.</source>
        <translation>{side} treten dem Kampf bei.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side} names an ally side that is not in the encounter: '{ally}'.</source>
        <translation>{side} nennt eine verbündete Seite, die nicht in der Begegnung ist: „{ally}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side}: a side is {stances}, not '{stance}'.</source>
        <translation>{side}: eine Seite ist {stances}, nicht „{stance}“.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} GB</source>
        <translation>{size:.1f} GB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} MB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{spread}% to spread</source>
        <translation>{spread} % Ausbreitungschance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{stage} the {slot} action</source>
        <translation>{stage}: Aktion {slot}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{status} ({detail})</source>
        <translation>{status} ({detail})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{system} has no option '{name}'.</source>
        <translation>{system} hat keine Option '{name}'.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} round left</source>
        <translation>{tag}, noch {left} Runde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} rounds left</source>
        <translation>{tag}, noch {left} Runden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{team} choose who acts next.</source>
        <translation>{team} wählen, wer als Nächstes handelt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{team} pass their pick.</source>
        <translation>{team} geben ihre Wahl ab.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{text} is more damage or healing than GM Desk applies at once.</source>
        <translation>{text} ist mehr Schaden oder Heilung, als GM Desk auf einmal anwendet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{token} is too large a number</source>
        <translation>{token} ist eine zu große Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is not a whole number</source>
        <translation>{value} ist keine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>{value} is not valid here: use {shape}</source>
        <translation>{value} ist hier ungültig: verlangt ist {shape}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is too large for damage</source>
        <translation>{value} ist zu groß für Schaden</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>{value}: its hazard belongs to a tag it does not carry.</source>
        <translation>{value}: die Gefahr gehört zu einem Tag, das die Zone nicht trägt.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{verb}: {who}</source>
        <translation>{verb}: {who}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{what} ({detail})</source>
        <translation>{what} ({detail})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} cannot be saved: {error}.</source>
        <translation>{what} kann nicht gespeichert werden: {error}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains a NUL character, which cannot be stored.</source>
        <translation>{what} enthält ein NUL-Zeichen, das nicht gespeichert werden kann.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains an invalid character (a lone surrogate).</source>
        <translation>{what} enthält ein ungültiges Zeichen (ein einzelnes Surrogat).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} goes from {low} to {high}, not {value}.</source>
        <translation>{what} reicht von {low} bis {high}, nicht {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} holds a number too large to store ({item}).</source>
        <translation>{what} enthält eine zu große Zahl zum Speichern ({item}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} holds an invisible control character ({code}); take it out. Nothing was saved.</source>
        <translation>{what} enthält ein unsichtbares Steuerzeichen ({code}); bitte entfernen. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{what} is a list of team ids.</source>
        <translation>{what} ist eine Liste von Team-IDs.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} is a whole number.</source>
        <translation>{what} ist eine ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is nested too deeply to save.</source>
        <translation>{what} ist zu tief verschachtelt zum Speichern.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} is not valid JSON.</source>
        <translation>{what} ist kein gültiges JSON.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is too large to store ({value}).</source>
        <translation>{what} ist zu groß zum Speichern ({value}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{what} is {count} characters long: a name holds at most {limit}.</source>
        <translation>{what} ist {count} Zeichen lang: Ein Name hat höchstens {limit}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} is {count} characters long; a note may be at most {limit}. Nothing was saved.</source>
        <translation>{what} ist {count} Zeichen lang; eine Notiz darf höchstens {limit} haben. Nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} must be a JSON object.</source>
        <translation>{what} muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a mapping, not {name__}.</source>
        <translation>{what} muss eine Zuordnung sein, nicht {name__}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be a whole number, not '{text}'</source>
        <translation>{what} muss eine ganze Zahl sein, nicht '{text}'</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a whole number, not {repr_value}.</source>
        <translation>{what} muss eine ganze Zahl sein, nicht {repr_value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be at least {low}</source>
        <translation>{what} muss mindestens {low} sein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be text, not {name__}.</source>
        <translation>{what} muss Text sein, nicht {name__}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must not be empty.</source>
        <translation>{what} darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{what} {problem}.</source>
        <translation>{what} {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{what} {value}</source>
        <translation>{what} {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: a picture is named by the sha256 of its bytes (64 hex digits).</source>
        <translation>{where}: ein Bild wird nach dem sha256 seiner Bytes benannt (64 Hex-Ziffern).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: holds no picture data.</source>
        <translation>{where}: enthält keine Bilddaten.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: is said to be {said} but holds a {kind} picture.</source>
        <translation>{where}: soll {said} sein, enthält aber ein {kind}-Bild.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its bytes are not those its name says (damaged or altered).</source>
        <translation>{where}: seine Bytes passen nicht zu seinem Namen (beschädigt oder verändert).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its data is not base64 text.</source>
        <translation>{where}: seine Daten sind kein Base64-Text.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: larger than {value} MB.</source>
        <translation>{where}: größer als {value} MB.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (no PC standing: let it pass)</source>
        <translation>{who} (kein SC steht mehr: durchgehen lassen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (nobody in reach: let it pass)</source>
        <translation>{who} (niemand in Reichweite: durchgehen lassen)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} ({name} against {who2}?)</source>
        <translation>{who} ({name} gegen {who2}?)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} abandons the action</source>
        <translation>{who} bricht die Aktion ab</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} accepts the stunt</source>
        <translation>{who} nimmt das Kunststück an</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} acts together with {name_of}</source>
        <translation>{who} handelt gemeinsam mit {name_of}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} cedes the initiative</source>
        <translation>{who} überlässt die Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} continues the action</source>
        <translation>{who} setzt die Aktion fort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} delays</source>
        <translation>{who} verzögert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} falls unconscious</source>
        <translation>{who} wird bewusstlos</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{who} must take or cede initiative.</source>
        <translation>{who} muss die Initiative ergreifen oder überlassen.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} refuses the stunt</source>
        <translation>{who} lehnt das Kunststück ab</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} steps in</source>
        <translation>{who} springt ein</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} takes the initiative</source>
        <translation>{who} übernimmt die Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} takes the turn</source>
        <translation>{who} übernimmt den Zug</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction}</source>
        <translation>{who} {reaction}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction} with the {item}</source>
        <translation>{who} {reaction} mit {item}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{who}'s Retaliation lands on {n}.</source>
        <translation>Die Vergeltung von {who} trifft {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who}: Fortify</source>
        <translation>{who}: Standhalten</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: opportunity attack</source>
        <translation>{who}: Gelegenheitsangriff</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind}</source>
        <translation>{who}: {kind}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind} behind {ally}</source>
        <translation>{who}: {kind} hinter {ally}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is already marked {tag}.</source>
        <translation>{zone} ist bereits als {tag} markiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is no longer marked {tags}</source>
        <translation>{zone} ist nicht mehr als {tags} markiert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is not marked {tag}.</source>
        <translation>{zone} ist nicht als {tag} markiert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is now marked {tags}</source>
        <translation>{zone} ist jetzt als {tags} markiert</translation>
    </message>
</context>
</TS>
