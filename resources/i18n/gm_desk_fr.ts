<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>GMDesk</name>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>  (hidden)</source>
        <translation>  (caché)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source> px on the map</source>
        <translation> px sur la carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source> rd</source>
        <translation> rd</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source> round(s)</source>
        <translation> round(s)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source> rounds</source>
        <translation> rounds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source> zones</source>
        <translation> zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;About GM Desk</source>
        <translation>À &amp;propos de GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Action form</source>
        <translation>Formulaire d'&amp;action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Add scene event…</source>
        <translation>&amp;Ajouter un événement de scène…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>&amp;Apply to this encounter</source>
        <translation>&amp;Appliquer à cette rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Bestiary search</source>
        <translation>Recherche dans le &amp;bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Campaigns and party…</source>
        <translation>&amp;Campagnes et groupe…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Choose picture…</source>
        <translation>&amp;Choisir une image…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Damage</source>
        <translation>&amp;Dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Damage or condition on the picked…</source>
        <translation>&amp;Dégâts ou état sur la sélection…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Dark (for a dim table)</source>
        <translation>&amp;Sombre (pour une table peu éclairée)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Duplicate encounter</source>
        <translation>&amp;Dupliquer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Encounter</source>
        <translation>&amp;Rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Encounters, in the order fought:</source>
        <translation>Re&amp;ncontres, dans l'ordre des combats :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Export combat log…</source>
        <translation>&amp;Exporter le journal de combat…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>&amp;Fights and rests</source>
        <translation>&amp;Combats et repos</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Fights to simulate:</source>
        <translation>&amp;Combats à simuler :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;First in</source>
        <translation>&amp;Premier au</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Fit map</source>
        <translation>&amp;Ajuster la carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Fit to the zones</source>
        <translation>&amp;Ajuster aux zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Form of the acting combatant</source>
        <translation>&amp;Formulaire du combattant actif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Freeze player view</source>
        <translation>&amp;Figer la vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Go to</source>
        <translation>A&amp;ller à</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Group selected…</source>
        <translation>&amp;Grouper la sélection…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Import encounter file…</source>
        <translation>&amp;Importer un fichier de rencontre…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Initiative</source>
        <translation>&amp;Initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Lasts</source>
        <translation>&amp;Durée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Locked: clicks go to the zones (unlock to drag the picture on the map)</source>
        <translation>&amp;Verrouillée : les clics vont aux zones (déverrouillez pour faire glisser l'image sur la carte)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>&amp;Network:</source>
        <translation>&amp;Réseau :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;New encounter…</source>
        <translation>&amp;Nouvelle rencontre…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Notes…</source>
        <translation>&amp;Notes…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Open encounter…</source>
        <translation>&amp;Ouvrir une rencontre…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Options…</source>
        <translation>O&amp;ptions…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>&amp;Player view</source>
        <translation>&amp;Vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Print prep sheet…</source>
        <translation>&amp;Imprimer la fiche de préparation…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Quick roster…</source>
        <translation>&amp;Liste rapide…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Refresh from bestiary…</source>
        <translation>&amp;Actualiser depuis le bestiaire…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Remove hazard</source>
        <translation>&amp;Retirer le danger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Remove picture</source>
        <translation>&amp;Retirer l'image</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Repeats</source>
        <translation>&amp;Répétition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Save encounter file as…</source>
        <translation>&amp;Enregistrer le fichier de rencontre sous…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Shows</source>
        <translation>&amp;Opacité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Sides…</source>
        <translation>&amp;Camps…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Strikes</source>
        <translation>&amp;Frappe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>&amp;System:</source>
        <translation>&amp;Système :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>&amp;Tag</source>
        <translation>&amp;Étiquette</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>&amp;Text</source>
        <translation>&amp;Texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>&amp;Turn by turn</source>
        <translation>&amp;Tour par tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;Ungroup</source>
        <translation>&amp;Dégrouper</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>&amp;Use map</source>
        <translation>&amp;Utiliser la carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>&amp;Zones</source>
        <translation>&amp;Zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>'{name}' now uses the map {map}.</source>
        <translation>« {name} » utilise maintenant la carte {map}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>'{name}' now uses {system}.</source>
        <translation>« {name} » utilise maintenant {system}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(changed)</source>
        <translation>(modifiée)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>(hidden)</source>
        <translation>(caché)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>(unknown campaign)</source>
        <translation>(campagne inconnue)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>(unnamed {what})</source>
        <translation>({what} sans nom)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>(your own)</source>
        <translation>(la vôtre)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({face} dropped)</source>
        <translation>({face} écarté)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>({numerator} in {denominator})</source>
        <translation>({numerator} sur {denominator})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>({n} more with no time kept)</source>
        <translation>({n} de plus sans heure enregistrée)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>3d6+2, 2d20kh1, 4d6kh3…</source>
        <translation>3d6+2, 2d20kh1, 4d6kh3…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>&lt;b&gt;Reinforcements ({count})&lt;/b&gt; · not on the map until they arrive</source>
        <translation>&lt;b&gt;Renforts ({count})&lt;/b&gt; · absents de la carte jusqu'à leur arrivée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;b&gt;Scene events ({len_events})&lt;/b&gt;</source>
        <translation>&lt;b&gt;Événements de scène ({len_events})&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>&lt;b&gt;What would you like to do?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Que souhaitez-vous faire ?&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;: {escape2} → {escape3}, {escape4} damage{effect}</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; : {escape2} → {escape3}, {escape4} dégâts{effect}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>&lt;html&gt;&lt;body&gt;{join}&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;body&gt;{join}&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>&lt;span style='font-size:15pt; font-weight:600'&gt;⚑ {escape}&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style='font-size:9pt'&gt;came up: {when} {get}&lt;/span&gt;</source>
        <translation>&lt;span style='font-size:15pt; font-weight:600'&gt;⚑ {escape}&lt;/span&gt;&amp;nbsp;&amp;nbsp;&lt;span style='font-size:9pt'&gt;survenu : {when} {get}&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>A condition: prone, or any name</source>
        <translation>Un état : à terre, ou n'importe quel nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights, and this campaign has one encounter. Prepare another in the Campaigns window (Prepare new…), or open this one and use Encounter ▸ Duplicate encounter.</source>
        <translation>Une journée compte au moins deux combats, et cette campagne a une rencontre. Préparez-en une autre dans la fenêtre Campagnes (Préparer une nouvelle…), ou ouvrez celle-ci et utilisez Rencontre ▸ Dupliquer la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A day is at least two fights: tick two encounters or more.</source>
        <translation>Une journée compte au moins deux combats : cochez deux rencontres ou plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>A fight still going after this many rounds is undecided, and ends the day.</source>
        <translation>Un combat encore en cours après autant de rounds est indécis, et met fin à la journée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>A fight still going after this many rounds is undecided: neither won nor lost.</source>
        <translation>Un combat qui dure encore après ce nombre de rounds est indécis : ni gagné ni perdu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A full rest: everything recovers</source>
        <translation>Repos complet : tout se récupère</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>A hazard or a happening (a lair's trick, a creaking bridge, a timer): its text comes up for you when its time comes. It is no combatant: nobody attacks it and it never counts for victory.</source>
        <translation>Un danger ou un événement (un piège de repaire, un pont qui grince, un compte à rebours) : son texte s'affiche pour vous le moment venu. Ce n'est pas un combattant : personne ne l'attaque et il ne compte jamais pour la victoire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>A mundane item used as a weapon: a simple hand or great weapon, handled as already damaged</source>
        <translation>Un objet ordinaire utilisé comme arme : une arme simple à une main ou à deux mains, traitée comme déjà endommagée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this combatant</source>
        <translation>Une note sur ce combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>A note on this zone</source>
        <translation>Une note sur cette zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A pack holds creatures of one system; select creatures of one system.</source>
        <translation>Un paquet contient les créatures d'un seul système : sélectionnez des créatures d'un même système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>A picture shown on its token, in the turn order and on its card.</source>
        <translation>Une image affichée sur son pion, dans l'ordre de jeu et sur sa fiche.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>A picture under the zones: a drawn map, or a photo of the battle mat. The zones are drawn over it, and the players see it too. PNG, JPEG or WebP, up to 20 MB.</source>
        <translation>Une image sous les zones : une carte dessinée, ou une photo du plateau de jeu. Les zones sont tracées par-dessus, et les joueurs la voient aussi. PNG, JPEG ou WebP, jusqu'à 20 Mo.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest after “{name}”</source>
        <translation>Un repos après « {name} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>A rest here, and what it lets recover:</source>
        <translation>Un repos ici, et ce qu'il laisse récupérer :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest, but nothing recovers</source>
        <translation>Un repos, mais rien ne se récupère</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>A rest: {recovers}</source>
        <translation>Un repos : {recovers}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>A second window for the players: the order, the map, no secrets</source>
        <translation>Une seconde fenêtre pour les joueurs : l'ordre, la carte, aucun secret</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>A whole pack:</source>
        <translation>Un paquet entier :</translation>
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
        <translation>Test d'AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>About GM Desk</source>
        <translation>À propos de GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Above or below</source>
        <translation>Au-dessus ou en dessous</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Action roll</source>
        <translation>Jet d'action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Acts first when simultaneous</source>
        <translation>Agit en premier en cas de simultanéité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Add PC…</source>
        <translation>Ajouter un PJ…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Add a &amp;demo campaign</source>
        <translation>Ajouter une campagne de &amp;démo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add copies…</source>
        <translation>Ajouter des copies…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Add scene event</source>
        <translation>Ajouter un événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Add side</source>
        <translation>Ajouter un camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Add the character first, then give it a portrait.</source>
        <translation>Ajoutez d'abord le personnage, puis donnez-lui un portrait.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add the selected creature to the open encounter ({ADD_KEY})</source>
        <translation>Ajouter la créature sélectionnée à la rencontre ouverte ({ADD_KEY})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add the {count} found</source>
        <translation>Ajouter les {count} trouvées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Add to each</source>
        <translation>Ajouter à chacun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Add to encounter</source>
        <translation>Ajouter à la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Add {count}</source>
        <translation>Ajouter {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Add {singular}</source>
        <translation>Ajouter : {singular}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Advance to whatever comes next (Space)</source>
        <translation>Passer à la suite (Espace)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Advantage</source>
        <translation>Avantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>After “{name}”, before “{next}”:</source>
        <translation>Après « {name} », avant « {next} » :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Agility save target</source>
        <translation>Valeur de sauvegarde d'agilité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Aimed here</source>
        <translation>Visé ici</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>All systems</source>
        <translation>Tous les systèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Allies of the side</source>
        <translation>Alliés du camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Also possible now</source>
        <translation>Possible aussi maintenant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>An encounter in prep follows the bestiary by itself: nothing to refresh before the fight.</source>
        <translation>Une rencontre en préparation suit d'elle-même le bestiaire : rien à actualiser avant le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>An offline combat assistant for game masters who run zone-based fights: prep the map and the foes, then run turns, moves, attacks and conditions at the table, with undo for everything.</source>
        <translation>Un assistant de combat hors ligne pour les MJ qui mènent des combats par zones : préparez la carte et les adversaires, puis gérez à la table les tours, déplacements, attaques et états, en pouvant tout annuler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Announced ▸</source>
        <translation>Annoncé ▸</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Any other modifier the GM allows</source>
        <translation>Tout autre modificateur accordé par le MJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Applied {text}.</source>
        <translation>Appliqué : {text}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Applied: {changes}. Edit ▸ Undo takes it back in one step.</source>
        <translation>Appliqué : {changes}. Édition ▸ Annuler revient en arrière en une étape.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Apply new stats</source>
        <translation>Appliquer les nouvelles caractéristiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Apply to each</source>
        <translation>Appliquer à chacun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Apply to {pc}</source>
        <translation>Appliquer à {pc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Armour class</source>
        <translation>Classe d'armure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Armour damaged</source>
        <translation>Armure endommagée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>Arrives later</source>
        <translation>Arrive plus tard</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>As the &amp;system</source>
        <translation>Selon le &amp;système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>At most {limit} a round.</source>
        <translation>{limit} au plus par round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the end of each round</source>
        <translation>À la fin de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the end of the round</source>
        <translation>À la fin du round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>At the start of each round</source>
        <translation>Au début de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>At the start of round {n}</source>
        <translation>Au début du round {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>At the start of the round</source>
        <translation>Au début du round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Attack bonus</source>
        <translation>Bonus d'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attack odds</source>
        <translation>Chances d'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Attack roll</source>
        <translation>Jet d'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Attributes it can use</source>
        <translation>Caractéristiques utilisables</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/backup_timer.py"/>
        <source>Automatic backup failed: {error}</source>
        <translation>Échec de la sauvegarde automatique : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average expected</source>
        <translation>Moyenne attendue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Average rolled</source>
        <translation>Moyenne obtenue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Back to the &amp;map</source>
        <translation>Retour à la &amp;carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Back up now</source>
        <translation>Sauvegarder maintenant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Back-out roll</source>
        <translation>Jet de repli</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Backups are kept in {backup_dir}</source>
        <translation>Les sauvegardes sont conservées dans {backup_dir}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Before the fight</source>
        <translation>Avant le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Before the first round</source>
        <translation>Avant le premier round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Before the round</source>
        <translation>Avant le round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation>Bénéfice {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Bestiary</source>
        <translation>Bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>Bestiary editor</source>
        <translation>Éditeur de bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json *.zip);;All files (*)</source>
        <translation>Paquets de bestiaire (*.toml *.json *.zip);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Bestiary packs (*.toml *.json);;All files (*)</source>
        <translation>Paquets de bestiaire (*.toml *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Between the fights:</source>
        <translation>Entre les combats :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Blast</source>
        <translation>Attaque de zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here with the {weapon}…</source>
        <translation>Attaque de zone ici avec l'arme {weapon}…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>Blast attack here…</source>
        <translation>Attaque de zone ici…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast landed here</source>
        <translation>Attaque de zone tombée ici</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/blast_overlay.py"/>
        <source>Blast lost</source>
        <translation>Attaque de zone perdue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Bleed-out roll</source>
        <translation>Jet d'hémorragie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Block value</source>
        <translation>Valeur de blocage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>Bring in now</source>
        <translation>Faire entrer maintenant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>By &amp;combatant</source>
        <translation>Par &amp;combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>C&amp;ombatants</source>
        <translation>C&amp;ombattants</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Ca&amp;mpaign</source>
        <translation>Ca&amp;mpagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaign name</source>
        <translation>Nom de la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Campaign:</source>
        <translation>Campagne :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Campaign: {name}</source>
        <translation>Campagne : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Campaigns</source>
        <translation>Campagnes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Cancel tuning</source>
        <translation>Annuler l'ajustement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Cancelled: no report for this run.</source>
        <translation>Annulé : pas de rapport pour ce lancement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Cannot be surprised</source>
        <translation>Ne peut pas être surpris</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Carries a light</source>
        <translation>Porte une lumière</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Chance to go down (95%)</source>
        <translation>Chance de tomber (95 %)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Chance to reach</source>
        <translation>Chance d'atteindre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Chance to succeed (or better) / chance of a critical, the Threat each weapon meets below.</source>
        <translation>Chance de réussir (ou mieux) / chance de critique, contre la Menace indiquée sous chaque arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Change &amp;system…</source>
        <translation>Changer de &amp;système…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Change system</source>
        <translation>Changer de système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>Character name</source>
        <translation>Nom du personnage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/choices.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Choose</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Choose a creature in the bestiary to edit it, or make a new one.</source>
        <translation>Choisissez une créature dans le bestiaire pour la modifier, ou créez-en une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Choose a map picture</source>
        <translation>Choisir une image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose a portrait</source>
        <translation>Choisir un portrait</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Choose an attacker, a target and a weapon.</source>
        <translation>Choisissez un attaquant, une cible et une arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Choose picture…</source>
        <translation>Choisir une image…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Choose the number of fights, the seed and the round cap, then Run.</source>
        <translation>Choisissez le nombre de combats, la graine et le plafond de rounds, puis Lancer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Click a roll to roll it again.</source>
        <translation>Cliquez sur un jet pour le relancer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Click a row of the turn order or a token on the map.</source>
        <translation>Cliquez sur une ligne de l'ordre de jeu ou sur un pion de la carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Click a step to go back to it; click a later one to go forward again.</source>
        <translation>Cliquez sur une étape pour y revenir ; cliquez sur une étape ultérieure pour avancer de nouveau.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Close the editor (Esc or Ctrl+W); asks first about unsaved changes</source>
        <translation>Fermer l'éditeur (Échap ou Ctrl+W) ; demande d'abord pour les modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/keyboard.py"/>
        <source>Combat &amp;log filter</source>
        <translation>Filtre du &amp;journal de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Combat log</source>
        <translation>Journal de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Combat log: {name}</source>
        <translation>Journal de combat : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Combat system</source>
        <translation>Système de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/about.py"/>
        <source>Combat systems</source>
        <translation>Systèmes de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/panel.py"/>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes &amp;up</source>
        <translation>&amp;Survient</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Comes up {when_words}.</source>
        <translation>Survient {when_words}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Command {seq}: {text}</source>
        <translation>Commande {seq} : {text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Concealed at start (ambusher)</source>
        <translation>Dissimulé au départ (embusqué)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Condition:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Conditions tick {when}.</source>
        <translation>Les états se décomptent {when}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Conditions: {names}</source>
        <translation>États : {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Constitution</source>
        <translation>Constitution</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Contents</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Copy address</source>
        <translation>Copier l'adresse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Counted exactly over {count:,} equally likely rolls.</source>
        <translation>Calculé exactement sur {count:,} jets équiprobables.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Create a campaign first.</source>
        <translation>Créez d'abord une campagne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Creatures</source>
        <translation>Créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Creatures already in the bestiary</source>
        <translation>Créatures déjà dans le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Creatures:</source>
        <translation>Créatures :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical damage</source>
        <translation>Dégâts critiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Critical threshold (luck die)</source>
        <translation>Seuil critique (dé de chance)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Critical! Accept the Retaliation (+1 damage)</source>
        <translation>Critique ! Accepter la Riposte (+1 dégât)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>D&amp;ays to simulate:</source>
        <translation>&amp;Journées à simuler :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Damage (harm)</source>
        <translation>Dégâts (dommages)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage and conditions wait for the fight: start it first.</source>
        <translation>Les dégâts et les états attendent le combat : commencez-le d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage dealt</source>
        <translation>Dégâts infligés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damage die</source>
        <translation>Dé de dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage is what landed, as the log records it. The average expected is what the same dice give on average; above or below adds up how far the rolls came from it.</source>
        <translation>Les dégâts sont ceux qui ont porté, tels que le journal les enregistre. La moyenne attendue est ce que les mêmes dés donnent en moyenne ; au-dessus ou en dessous additionne l'écart des jets à cette moyenne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on everyone here ({count})…</source>
        <translation>Dégâts ou état sur tous les présents ({count})…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked</source>
        <translation>Dégâts ou état sur les {count} sélectionnés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Damage or condition on the {count} picked…</source>
        <translation>Dégâts ou état sur les {count} sélectionnés…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage or heal {name}</source>
        <translation>Infliger des dégâts à {name} ou le soigner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Damage or heal:</source>
        <translation>Dégâts ou soins :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Damage or heal…</source>
        <translation>Dégâts ou soins…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Damage taken</source>
        <translation>Dégâts subis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Damage type</source>
        <translation>Type de dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Damage: 7 or 2d6+1 · heal: -3</source>
        <translation>Dégâts : 7 ou 2d6+1 · soins : -3</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Damaged</source>
        <translation>Endommagé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Date: {when}</source>
        <translation>Date : {when}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Death difficulty</source>
        <translation>Difficulté de mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Decide</source>
        <translation>Décider</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Deflection</source>
        <translation>Déviation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete campaign</source>
        <translation>Supprimer la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete creature</source>
        <translation>Supprimer la créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete creatures</source>
        <translation>Supprimer des créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete encounter</source>
        <translation>Supprimer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Delete zone</source>
        <translation>Supprimer la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Delete {name} from the bestiary?

Encounters that already use it keep their copy.</source>
        <translation>Supprimer {name} du bestiaire ?

Les rencontres qui l'utilisent déjà gardent leur copie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete {shown} from the bestiary?

Encounters that already use them keep their copies.</source>
        <translation>Supprimer {shown} du bestiaire ?

Les rencontres qui les utilisent déjà gardent leurs copies.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” and its log?</source>
        <translation>Supprimer « {name} » et son journal ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Delete “{name}” with its party and every encounter in it?</source>
        <translation>Supprimer « {name} » avec son groupe et toutes ses rencontres ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Deleted {name}.</source>
        <translation>Supprimé : {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Deleted {shown}.</source>
        <translation>Supprimé : {shown}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Di&amp;fficulty report…</source>
        <translation>Rapport de di&amp;fficulté…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Dice &amp;seed:</source>
        <translation>&amp;Graine des dés :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>Dice are rolled once for all of them.</source>
        <translation>Les dés sont lancés une seule fois pour tous.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Dice roller</source>
        <translation>Lanceur de dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Difficulty report — {name}</source>
        <translation>Rapport de difficulté — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: cannot be simulated</source>
        <translation>Difficulté : impossible à simuler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: estimating…</source>
        <translation>Difficulté : estimation…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Difficulty: no foes</source>
        <translation>Difficulté : aucun adversaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Disadvantage</source>
        <translation>Désavantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Discard what you typed in the notes?</source>
        <translation>Abandonner ce que vous avez saisi dans les notes ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Disengage</source>
        <translation>Se désengager</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Dismiss</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Do it</source>
        <translation>Valider</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>Double-click anywhere to create the first zone</source>
        <translation>Double-cliquez n'importe où pour créer la première zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Drag to resize the zone</source>
        <translation>Faites glisser pour redimensionner la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation>Inconvénient {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicate encounter</source>
        <translation>Dupliquer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Duplicated '{name}' as '{name2}'.</source>
        <translation>« {name} » dupliquée sous le nom « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Durability</source>
        <translation>Solidité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>During the fight: links and terrain change, names and hazards wait</source>
        <translation>Pendant le combat : liens et terrain changent, noms et dangers attendent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>E&amp;ncounter</source>
        <translation>&amp;Rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit record</source>
        <translation>Modifier l'entrée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Edit scene event</source>
        <translation>Modifier l'événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/undo.py"/>
        <source>Edit {field}</source>
        <translation>Modifier {field}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Elemental</source>
        <translation>Élémentaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Empty for no damage</source>
        <translation>Vide pour aucun dégât</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter name</source>
        <translation>Nom de la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Encounter: {name}</source>
        <translation>Rencontre : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Encounters</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Encounters of the day</source>
        <translation>Rencontres de la journée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>End of the day</source>
        <translation>Fin de la journée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>End of the fight</source>
        <translation>Fin du combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat, stalemate…</source>
        <translation>Terminer le combat : victoire, défaite, impasse…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End the fight: victory, defeat…</source>
        <translation>Terminer le combat : victoire, défaite…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Endurance</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>End…</source>
        <translation>Terminer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Engage</source>
        <translation>Engager</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Engaged with {names}</source>
        <translation>Engagé avec {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter</source>
        <translation>Valider</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter all (roll the empty ones)</source>
        <translation>Tout valider (tirer les vides)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter the typed ones</source>
        <translation>Valider les valeurs saisies</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Enter typed, roll the creatures'</source>
        <translation>Valider les saisies, tirer celles des créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Evasion</source>
        <translation>Évasion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Every creature in this fight matches its bestiary entry.</source>
        <translation>Chaque créature de ce combat correspond à son entrée du bestiaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Every creature of a system:</source>
        <translation>Toutes les créatures d'un système :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Everyone in {zone}</source>
        <translation>Tous ceux de {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Everything is saved first; the open encounter opens again.</source>
        <translation>Tout est d'abord enregistré ; la rencontre ouverte se rouvre ensuite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Exact: each of the {n} ways {expr} can fall, tried through the rules as they stand now</source>
        <translation>Exact : chacun des {n} résultats possibles de {expr}, passé par les règles telles qu'elles sont maintenant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export a bestiary pack</source>
        <translation>Exporter un paquet de bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Export a map</source>
        <translation>Exporter une carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export combat log</source>
        <translation>Exporter le journal de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Export creatures as a pack</source>
        <translation>Exporter des créatures en paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export fight &amp;recap…</source>
        <translation>Exporter le &amp;récapitulatif du combat…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Export fight recap</source>
        <translation>Exporter le récapitulatif du combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Export prep sheet as &amp;PDF…</source>
        <translation>Exporter la fiche de préparation en &amp;PDF…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Export prep sheet as PDF</source>
        <translation>Exporter la fiche de préparation en PDF</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Export selected…</source>
        <translation>Exporter la sélection…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Exported the combat log to {name}.</source>
        <translation>Journal de combat exporté vers {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Exported {count} creatures to {name}.</source>
        <comment>Exported {count} creature to {name}.</comment>
        <translation><numerusform>{count} créature exportée vers {name}.</numerusform><numerusform>{count} créatures exportées vers {name}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Exported {name} to {name2}.</source>
        <translation>Exporté : {name} vers {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fade map picture</source>
        <translation>Estomper l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Fast action threshold</source>
        <translation>Seuil d'action rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fear (successes to resist)</source>
        <translation>Peur (réussites pour résister)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Fight lengths (rounds):</source>
        <translation>Durée des combats (rounds) :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>Fight lengths histogram</source>
        <translation>Histogramme des durées de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Fight over: {result}</source>
        <translation>Combat terminé : {result}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Fight recap: {name}</source>
        <translation>Récapitulatif du combat : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter earlier in the day (Ctrl+Up)</source>
        <translation>Livrer la rencontre choisie plus tôt dans la journée (Ctrl+Haut)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Fight the chosen encounter later in the day (Ctrl+Down)</source>
        <translation>Livrer la rencontre choisie plus tard dans la journée (Ctrl+Bas)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Fights are being simulated in the background.</source>
        <translation>Des combats sont simulés en arrière-plan.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Figures by combatant</source>
        <translation>Chiffres par combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>File ▸ Open encounter… (Ctrl+O)</source>
        <translation>Fichier ▸ Ouvrir une rencontre… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the combat log</source>
        <translation>Filtrer le journal de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Filter the log (name, zone, roll…)</source>
        <translation>Filtrer le journal (nom, zone, jet…)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Fire intensity</source>
        <translation>Intensité du feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Fit map picture</source>
        <translation>Ajuster l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Focus</source>
        <translation>Concentration</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Foes</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Format version</source>
        <translation>Version du format</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>From the start</source>
        <translation>Dès le début</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>From {pack}</source>
        <translation>De {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>G&amp;roups…</source>
        <translation>G&amp;roupes…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk</source>
        <translation>GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>GM Desk backs up your data when it opens (once a day), regularly while you work, and before every upgrade, import and restore. Restoring puts a backup in place of your current data; your current data is backed up first, so you can always come back to it.</source>
        <translation>GM Desk sauvegarde vos données à l'ouverture (une fois par jour), régulièrement pendant que vous travaillez, et avant chaque mise à niveau, import et restauration. Restaurer met une sauvegarde à la place de vos données actuelles ; celles-ci sont d'abord sauvegardées, pour que vous puissiez toujours y revenir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk encounter (*.json)</source>
        <translation>Rencontre GM Desk (*.json)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>GM Desk encounter (*.json);;All files (*)</source>
        <translation>Rencontre GM Desk (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>GM Desk ignored a setting it could not read in {file}: {what}; the default is used instead.</source>
        <translation>GM Desk a ignoré un réglage illisible dans {file} : {what} ; la valeur par défaut est utilisée à la place.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>GM Desk manual</source>
        <translation>Manuel de GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>GM Desk rolls this</source>
        <translation>GM Desk lance ce jet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk shows {language} once it starts again. Start it again now?</source>
        <translation>GM Desk s'affichera en {language} au prochain démarrage. Redémarrer maintenant ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>GM Desk will be in {language} from its next start.</source>
        <translation>GM Desk sera en {language} à son prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>GM Desk — Player view</source>
        <translation>GM Desk — Vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>GM Desk — {name} — {name2}</source>
        <translation>GM Desk — {name} — {name2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>GM Desk: your data file was set aside</source>
        <translation>GM Desk : votre fichier de données a été mis de côté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>GM override: {track} {step}</source>
        <translation>Décision du MJ : {track} {step}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>GM's turns</source>
        <translation>Tours du MJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Give a dice expression.</source>
        <translation>Indiquez une expression de dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Give it a name.</source>
        <translation>Donnez-lui un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Goblin, 5 / Glass Hound, 2 (or one creature a line)</source>
        <translation>Gobelin, 5 / Chien de verre, 2 (ou une créature par ligne)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Goes down (95%)</source>
        <translation>Tombe (95 %)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected</source>
        <translation>Grouper la sélection</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Group selected…</source>
        <translation>Grouper la sélection…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>Group: {name}</source>
        <translation>Groupe : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm capacity</source>
        <translation>Capacité de dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm tracking</source>
        <translation>Suivi des dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Harm type</source>
        <translation>Type de dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Has Reach</source>
        <translation>A de l'allonge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/group.py"/>
        <source>Has {label_text}</source>
        <translation>Avec {label_text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Hazard ({tag}): {words}</source>
        <translation>Danger ({tag}) : {words}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Hazard — {zone_name}</source>
        <translation>Danger — {zone_name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Hazard…</source>
        <translation>Danger…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Hidden</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Highest Threat to show</source>
        <translation>Menace maximale affichée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>History of the fight</source>
        <translation>Historique du combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit dice</source>
        <translation>Dés de vie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Hit points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Hold the clock (the table is discussing a rule, say)</source>
        <translation>Arrêter le chrono (pendant que la table discute d'une règle, par exemple)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Hostile</source>
        <translation>Hostile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>How each side plays: {tactic}. Seed {seed}.</source>
        <translation>Comment joue chaque camp : {tactic}. Graine {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>How long the current turn has run, in the status bar (for the GM)</source>
        <translation>Depuis combien de temps dure le tour en cours, dans la barre d'état (pour le MJ)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>How many ticks it lasts (0: until removed)</source>
        <translation>Nombre de décomptes qu'il dure (0 : jusqu'à retrait)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>If critical: accept the Retaliation (+1 damage)</source>
        <translation>Si critique : accepter la Riposte (+1 dégât)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Ignores darkness</source>
        <translation>Ignore l'obscurité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Immune to</source>
        <translation>Immunisé contre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Immune to fear (no morale checks)</source>
        <translation>Immunisé contre la peur (pas de test de moral)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import a bestiary pack</source>
        <translation>Importer un paquet de bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Import a map</source>
        <translation>Importer une carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Import encounter file</source>
        <translation>Importer un fichier de rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>Imported {name} as '{name2}' ({state}) in {campaign_name}.</source>
        <translation>{name} importée sous le nom « {name2} » ({state}) dans {campaign_name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Imported {name} from {name2}.</source>
        <translation>Importé : {name} depuis {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing a bestiary pack</source>
        <translation>Import d'un paquet de bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Importing {pack}…</source>
        <translation>Import de {pack}…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Improvised</source>
        <translation>Improvisée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In prep</source>
        <translation>En préparation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>In the order, by {label}</source>
        <translation>Dans l'ordre, par {label}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>In {name}'s {reach}</source>
        <translation>À portée de {name} : {reach}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} a scene event comes up at the start or the end of a round, or takes a place in the order by {label}. {hint}</source>
        <translation>Dans {system}, un événement de scène survient au début ou à la fin d'un round, ou prend place dans l'ordre par {label}. {hint}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>In {system} the order is chosen as the round goes, so a scene event comes up at the start or the end of a round.</source>
        <translation>Dans {system}, l'ordre se choisit au fil du round : un événement de scène survient donc au début ou à la fin d'un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>In {system}: {rule}</source>
        <translation>Dans {system} : {rule}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Include my conditions of this system (the condition library)</source>
        <translation>Inclure mes états de ce système (la bibliothèque d'états)</translation>
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
        <translation>Cartes d'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Intimate, Engaged or zones away</source>
        <translation>Contact, Engagé ou à N zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>It</source>
        <translation>La valeur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>Joining: {names}.</source>
        <translation>Participants : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Keep both: import the pack's versions as “Name (2)”</source>
        <translation>Garder les deux : importer les versions du paquet sous « Nom (2) »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Key figures:</source>
        <translation>Chiffres clés :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/shortcuts.py"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Larger &amp;type</source>
        <translation>&amp;Texte plus grand</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Last changed</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Last rolls (click to roll again)</source>
        <translation>Derniers jets (cliquer pour relancer)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Lasts</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Leave it: nothing was applied</source>
        <translation>Laisser : rien n'a été appliqué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Left out of the turn order until it acts or you reveal it</source>
        <translation>Absent de l'ordre de jeu jusqu'à ce qu'il agisse ou que vous le révéliez</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Likely breaking point: fight {number}, “{name}”: {ended:,} of the {total:,} days that end early end there.</source>
        <translation>Point de rupture probable : combat {number}, « {name} » : {ended:,} des {total:,} journées qui s'arrêtent en route s'y arrêtent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Link to</source>
        <translation>Relier à</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Lock map picture</source>
        <translation>Verrouiller l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Looking for changes that make the party win about {chance}…</source>
        <translation>Recherche de modifications qui font gagner le groupe environ {chance}…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Lost</source>
        <translation>Perdus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Lowest Threat to show</source>
        <translation>Menace minimale affichée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Luck modifier</source>
        <translation>Modificateur de chance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Made {name}.</source>
        <translation>Créé : {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Main toolbar</source>
        <translation>Barre d'outils principale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Make a new address: the old one stops working, phones need the new one</source>
        <translation>Créer une nouvelle adresse : l'ancienne cesse de fonctionner, les téléphones ont besoin de la nouvelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Manage conditions</source>
        <translation>Gérer les états</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Manage conditions…</source>
        <translation>Gérer les états…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Maneuvers per round</source>
        <translation>Manœuvres par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Map &amp;picture…</source>
        <translation>&amp;Image de carte…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map files (*.toml)</source>
        <translation>Fichiers de carte (*.toml)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Map library</source>
        <translation>Bibliothèque de cartes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Map picture</source>
        <translation>Image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Map: zones as boxes (name, then tags in brackets), links as lines. Tokens: &lt;b&gt;thick ring&lt;/b&gt; = the party, &lt;b&gt;filled disc&lt;/b&gt; = hostile, &lt;b&gt;dashed ring&lt;/b&gt; = neutral.</source>
        <translation>Carte : zones en cadres (nom, puis étiquettes entre crochets), liens en traits. Pions : &lt;b&gt;anneau épais&lt;/b&gt; = le groupe, &lt;b&gt;disque plein&lt;/b&gt; = hostile, &lt;b&gt;anneau pointillé&lt;/b&gt; = neutre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Maps:</source>
        <translation>Cartes :</translation>
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
        <translation>Tension max.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>May change the system's options</source>
        <translation>Peut modifier les options du système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Mean track at the end</source>
        <translation>Piste moyenne à la fin</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee + ranged reach</source>
        <translation>Allonge au contact + à distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Melee Threat</source>
        <translation>Menace au contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Melee Threat label</source>
        <translation>Libellé de Menace au contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Melee reach</source>
        <translation>Allonge au contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Members of {side}</source>
        <translation>Membres de {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Metal</source>
        <translation>Métal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Morale (2d6)</source>
        <translation>Moral (2d6)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Morale group</source>
        <translation>Groupe de moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Most at risk: {name}, who goes down in {chance} of the fights.</source>
        <translation>Le plus en danger : {name}, qui tombe dans {chance} des combats.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move &amp;up</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Move (ft)</source>
        <translation>Déplacement (pieds)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Move do&amp;wn</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Move map picture</source>
        <translation>Déplacer l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Move zone</source>
        <translation>Déplacer la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>My creatures</source>
        <translation>Mes créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>NPC</source>
        <translation>PNJ</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Name of the group:</source>
        <translation>Nom du groupe :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Name of the map:</source>
        <translation>Nom de la carte :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Name the benefits and drawbacks the group picks</source>
        <translation>Nommer les bénéfices et inconvénients choisis par le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>New address</source>
        <translation>Nouvelle adresse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>New character</source>
        <translation>Nouveau personnage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>New creature</source>
        <translation>Nouvelle créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>New encounter</source>
        <translation>Nouvelle rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>New name of the group {name}:</source>
        <translation>Nouveau nom du groupe {name} :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New name:</source>
        <translation>Nouveau nom :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>New retaliation</source>
        <translation>Nouvelle riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>New stats from the bestiary for {join}.</source>
        <translation>Nouvelles caractéristiques du bestiaire pour {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>New zone here</source>
        <translation>Nouvelle zone ici</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>New {what}</source>
        <translation>Nouveau : {what}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>New…</source>
        <translation>Nouveau…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Next  (Space)</source>
        <translation>Suivant  (Espace)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Next: {name}</source>
        <translation>Ensuite : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No Aspect</source>
        <translation>Aucun Aspect</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No PC of the campaign has a sheet for this system.</source>
        <translation>Aucun PJ de la campagne n'a de fiche pour ce système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No Retaliation was drawn.</source>
        <translation>Aucune Riposte n'a été tirée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>No backup was made</source>
        <translation>Aucune sauvegarde n'a été faite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>No campaign yet: create one.</source>
        <translation>Aucune campagne pour l'instant : créez-en une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change</source>
        <translation>Aucune modification</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation>Aucune modification à proposer : la rencontre n'a pas d'adversaires à modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>No conditions.</source>
        <translation>Aucun état.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No day played yet: choose the fights, then Run.</source>
        <translation>Aucune journée jouée : choisissez les combats, puis Lancer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>No encounter</source>
        <translation>Aucune rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No encounter is open</source>
        <translation>Aucune rencontre n'est ouverte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/histogram.py"/>
        <source>No fights simulated yet.</source>
        <translation>Aucun combat simulé pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of the {weapon}: the {other} reaches one.</source>
        <translation>Aucun adversaire n'est à portée de l'arme {weapon} : l'arme {other} en atteint un.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>No foe is within reach of {name}'s weapons: move {name} closer first (drag the token on the map).</source>
        <translation>Aucun adversaire n'est à portée des armes de {name} : rapprochez d'abord {name} (faites glisser le pion sur la carte).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>No foes.</source>
        <translation>Aucun adversaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>No map picked</source>
        <translation>Aucune carte choisie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>No picture: the zones lie on the bare canvas.</source>
        <translation>Aucune image : les zones reposent sur le fond vierge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>No rest: everything carries over</source>
        <translation>Pas de repos : tout est gardé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>No scene events yet: add a lair's trick, a collapsing bridge or a timer.</source>
        <translation>Pas encore d'événement de scène : ajoutez un piège de repaire, un pont qui s'effondre ou un compte à rebours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>No sheet for this system, left out: {names}.</source>
        <translation>Pas de fiche pour ce système, écartés : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>No turn running</source>
        <translation>Aucun tour en cours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/view.py"/>
        <source>No zones yet</source>
        <translation>Pas encore de zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <source>Nobody chosen</source>
        <translation>Personne de choisi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Non-lethal</source>
        <translation>Non létal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>None yet.</source>
        <translation>Aucun pour l'instant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Normal roll</source>
        <translation>Jet normal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Not in this system's bestiary (left out): {names}</source>
        <translation>Absentes du bestiaire de ce système (écartées) : {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: fix the problems marked in red first.</source>
        <translation>Non enregistré : corrigez d'abord les problèmes marqués en rouge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Not saved: {problem}</source>
        <translation>Non enregistré : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Not sharing.</source>
        <translation>Pas de partage.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes on the whole campaign</source>
        <translation>Notes sur toute la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes saved.</source>
        <translation>Notes enregistrées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Notes: {name}</source>
        <translation>Notes : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing happened.</source>
        <translation>Il ne s'est rien passé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Nothing has happened yet.</source>
        <translation>Il ne s'est encore rien passé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing to do right now</source>
        <translation>Rien à faire pour l'instant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Nothing to recap yet: the fight has not begun.</source>
        <translation>Rien à récapituler pour l'instant : le combat n'a pas commencé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Nothing was imported: {failure}</source>
        <translation>Rien n'a été importé : {failure}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Nothing yet: Next (Space) starts the fight</source>
        <translation>Rien pour l'instant : Suivant (Espace) lance le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Now listing {system}, the pack's system.</source>
        <translation>Affichage de {system}, le système du paquet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Now the party wins {now}. Target {target}: {count} proposals, nearest first, each played {fights:,} times on itself.</source>
        <comment>Now the party wins {now}. Target {target}: {count} proposal, played {fights:,} times on itself.</comment>
        <translation><numerusform>Le groupe gagne actuellement {now}. Cible {target} : {count} proposition, jouée {fights:,} fois.</numerusform><numerusform>Le groupe gagne actuellement {now}. Cible {target} : {count} propositions, la plus proche d'abord, chacune jouée {fights:,} fois.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Now: {name}</source>
        <translation>En cours : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Nudge zone</source>
        <translation>Décaler la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Objective reached</source>
        <translation>Objectif atteint</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Odds of the {roll}: {odds}</source>
        <translation>Probabilités ({roll}) : {odds}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>On average, ends with</source>
        <translation>En moyenne, termine avec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>One side fled</source>
        <translation>Un camp a fui</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>Only you see these: the prep sheet prints them, the players never see them.</source>
        <translation>Vous seul les voyez : la fiche de préparation les imprime, les joueurs ne les voient jamais.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
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
        <translation>Ouvrez d'abord une rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Open an encounter from the File menu.</source>
        <translation>Ouvrez une rencontre depuis le menu Fichier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Open an encounter to see its statistics.</source>
        <translation>Ouvrez une rencontre pour voir ses statistiques.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Open another…</source>
        <translation>En ouvrir une autre…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Open encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>Open ground</source>
        <translation>Terrain dégagé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Open the encounter to apply a proposal to it.</source>
        <translation>Ouvrez la rencontre pour lui appliquer une proposition.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Open the selected creature in the editor (double-click or Return)</source>
        <translation>Ouvrir la créature sélectionnée dans l'éditeur (double-clic ou Entrée)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Opening your campaigns…</source>
        <translation>Ouverture de vos campagnes…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Options in force</source>
        <translation>Options en vigueur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Options — {name}</source>
        <translation>Options — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Other modifier to the roll</source>
        <translation>Autre modificateur au jet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Over: {result}</source>
        <translation>Terminée : {result}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>PC</source>
        <translation>PJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Pack</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Pack name</source>
        <translation>Nom du paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Pack not exported</source>
        <translation>Paquet non exporté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Pack not imported</source>
        <translation>Paquet non importé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Parry value</source>
        <translation>Valeur de parade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Party</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Party wins</source>
        <translation>Le groupe gagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>Party wins ~{chance} ({low}–{high}) · {word}</source>
        <translation>Le groupe gagne ~{chance} ({low}–{high}) · {word}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Paused by the GM</source>
        <translation>En pause (MJ)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Penetrates cover</source>
        <translation>Traverse le couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Per turn</source>
        <translation>Par tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Phones, tablets or a TV's browser on the same network open this address to follow the fight: the round, the order and the map, as the player view shows them. Nothing the players may not see leaves GM Desk, and nothing can be changed from there.</source>
        <translation>Les téléphones, tablettes ou le navigateur d'une télé sur le même réseau ouvrent cette adresse pour suivre le combat : le round, l'ordre et la carte, comme les montre la vue des joueurs. Rien de ce que les joueurs ne doivent pas voir ne quitte GM Desk, et rien ne peut y être modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Physical</source>
        <translation>Physique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pick a target, then Propose.</source>
        <translation>Choisissez une cible, puis Proposer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick several combatants (Shift or Ctrl click), then group them</source>
        <translation>Sélectionnez plusieurs combattants (clic avec Maj ou Ctrl), puis groupez-les</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to group first.</source>
        <translation>Sélectionnez d'abord les combattants à grouper.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the combatants to take out of their group first.</source>
        <translation>Sélectionnez d'abord les combattants à retirer de leur groupe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick the tokens to take out of their group on the map.</source>
        <translation>Sélectionnez sur la carte les pions à retirer de leur groupe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/many_menu.py"/>
        <source>Pick tokens on the map first: Ctrl+click them, or drag a box around them.</source>
        <translation>Sélectionnez d'abord des pions sur la carte : Ctrl+clic dessus, ou tracez un cadre autour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Pick two or more tokens on the map (drag a box around them), or pick them here.</source>
        <translation>Sélectionnez au moins deux pions sur la carte (tracez un cadre autour), ou sélectionnez-les ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Picks…</source>
        <translation>Choix…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Pictures ({patterns})</source>
        <translation>Images ({patterns})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Place in (GM)</source>
        <translation>Placer dans (MJ)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Plan a &amp;day…</source>
        <translation>Planifier une &amp;journée…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Plan a day — {name}</source>
        <translation>Planifier une journée — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Player view &amp;screen</source>
        <translation>&amp;Écran de la vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Players' turns</source>
        <translation>Tours des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Playing the day {days:,} times…</source>
        <translation>La journée est jouée {days:,} fois…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait kept.</source>
        <translation>Portrait conservé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Portrait taken away.</source>
        <translation>Portrait retiré.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Powers</source>
        <translation>Pouvoirs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Pr&amp;opose</source>
        <translation>Pr&amp;oposer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Prep sheet written to {name} ({pages} pages).</source>
        <translation>Fiche de préparation écrite dans {name} ({pages} pages).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Prep · double-click: new zone · Shift-drag: link · drag tokens: starting places</source>
        <translation>Préparation · double-clic : nouvelle zone · Maj+glisser : lien · glisser les pions : positions de départ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Prepare new…</source>
        <translation>Préparer une nouvelle…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>Print prep sheet</source>
        <translation>Imprimer la fiche de préparation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiencies</source>
        <translation>Maîtrises</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Proficiency</source>
        <translation>Maîtrise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Proposals may also turn one of the system's yes-or-no options (they change the PCs' side too).</source>
        <translation>Les propositions peuvent aussi basculer une des options oui/non du système (elles changent aussi le camp des PJ).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/i18n.py"/>
        <source>Pseudo-language (for checking translations)</source>
        <translation>Pseudo-langue (pour vérifier les traductions)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Put the hazard out</source>
        <translation>Éteindre le danger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Put the picked combatants in one group (Ctrl+G)</source>
        <translation>Mettre les combattants sélectionnés dans un groupe (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Put {backup} in place of your current data?

Your current data is backed up first (as “before restore”), so you can come back to it from this list.</source>
        <translation>Mettre {backup} à la place de vos données actuelles ?

Vos données actuelles sont d'abord sauvegardées (sous « avant restauration »), pour que vous puissiez y revenir depuis cette liste.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>QR code of the address</source>
        <translation>QR code de l'adresse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Quick roster</source>
        <translation>Liste rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Range (ft)</source>
        <translation>Portée (pieds)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Range (m)</source>
        <translation>Portée (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Range (zones)</source>
        <translation>Portée (zones)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Range band (zones)</source>
        <translation>Intervalle de portée (zones)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Ranged Threat</source>
        <translation>Menace à distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Ranged Threat label</source>
        <translation>Libellé de Menace à distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/palette.py"/>
        <source>Ranged reach</source>
        <translation>Allonge à distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Reached: the days that got to this fight. A day ends at the first fight the party does not win; undecided: still going after the round cap of {round_cap} rounds. Seed {seed}.</source>
        <translation>Atteint : les journées arrivées jusqu'à ce combat. Une journée s'arrête au premier combat que le groupe ne gagne pas ; indécis : toujours en cours après le plafond de {round_cap} rounds. Graine {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reactions per round</source>
        <translation>Réactions par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary</source>
        <translation>Actualiser depuis le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh from bestiary…</source>
        <translation>Actualiser depuis le bestiaire…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>Refresh {count} creatures from the bestiary</source>
        <translation>Actualiser {count} créatures depuis le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Reload cost (actions)</source>
        <translation>Coût de rechargement (actions)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove from the party</source>
        <translation>Retirer du groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Remove link</source>
        <translation>Retirer le lien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Remove map picture</source>
        <translation>Retirer l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Remove portrait</source>
        <translation>Retirer le portrait</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Remove side</source>
        <translation>Retirer le camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/maps.py"/>
        <source>Remove this entry</source>
        <translation>Retirer cette entrée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Remove {name} from the party?</source>
        <translation>Retirer {name} du groupe ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename campaign</source>
        <translation>Renommer la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Rename encounter</source>
        <translation>Renommer la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group</source>
        <translation>Renommer le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Rename group…</source>
        <translation>Renommer le groupe…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename zone</source>
        <translation>Renommer la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Replace them with the pack's versions</source>
        <translation>Les remplacer par les versions du paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Repor&amp;t</source>
        <translation>&amp;Rapport</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>Reset to defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>Resize zone</source>
        <translation>Redimensionner la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore this backup?</source>
        <translation>Restaurer cette sauvegarde ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Restore {backup}</source>
        <translation>Restaurer {backup}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restored {backup}.</source>
        <translation>Restaurée : {backup}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Restore…</source>
        <translation>Restaurer…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_rests.py"/>
        <source>Rests go between two fights: tick at least two encounters.</source>
        <translation>Les repos se placent entre deux combats : cochez au moins deux rencontres.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resume {name} — {where_it_stood}?</source>
        <translation>Reprendre {name} — {where_it_stood} ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>Resumed {name} at {where_it_stood}.</source>
        <translation>{name} reprise : {where_it_stood}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Retaliation damage</source>
        <translation>Dégâts de Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Retaliation damage, if it fires</source>
        <translation>Dégâts de Riposte, si elle se déclenche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/pending.py"/>
        <source>Retaliation waiting</source>
        <translation>Riposte en attente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Retaliations</source>
        <translation>Ripostes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Retaliations drawn</source>
        <translation>Ripostes provoquées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation>Ripostes tirées le plus souvent : {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Retaliations per round</source>
        <translation>Ripostes par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/roll_ask.py"/>
        <source>Roll to type</source>
        <translation>Jet à saisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Roll-under check to seize initiative</source>
        <translation>Jet sous la caractéristique pour saisir l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rolls</source>
        <translation>Jets</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Round ca&amp;p:</source>
        <translation>&amp;Plafond de rounds :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {actor}'s turn · drag a token to move it</source>
        <translation>Round {round} · tour de {actor} · faites glisser un pion pour le déplacer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Round {round} · {phase} · drag a token to move it</source>
        <translation>Round {round} · {phase} · faites glisser un pion pour le déplacer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>Round {round}, {actor}'s turn</source>
        <translation>Round {round}, tour de {actor}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Rounds: {n}</source>
        <translation>Rounds : {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>Ruleset</source>
        <translation>Système de règles</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>Run this encounter under:</source>
        <translation>Jouer cette rencontre avec :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>S&amp;preads</source>
        <translation>&amp;Propagation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save &amp;map to library…</source>
        <translation>Enregistrer la &amp;carte dans la bibliothèque…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as &amp;new encounter…</source>
        <translation>Enregistrer comme &amp;nouvelle rencontre…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Save as new encounter</source>
        <translation>Enregistrer comme nouvelle rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Save encounter file</source>
        <translation>Enregistrer le fichier de rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Save file…</source>
        <translation>Enregistrer le fichier…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Save map to library</source>
        <translation>Enregistrer la carte dans la bibliothèque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/portrait_picker.py"/>
        <source>Save the creature first, then give it a portrait.</source>
        <translation>Enregistrez d'abord la créature, puis donnez-lui un portrait.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>Save the whole combat log as a Markdown file, round by round</source>
        <translation>Enregistrer tout le journal de combat dans un fichier Markdown, round par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Save your changes to {name} first?</source>
        <translation>Enregistrer d'abord vos modifications de {name} ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Saved as a new encounter, '{name}', beside this one (Campaigns).</source>
        <translation>Enregistrée comme nouvelle rencontre, « {name} », à côté de celle-ci (Campagnes).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>Saved the map {name} ({count} zones) to the library.</source>
        <translation>Carte {name} ({count} zones) enregistrée dans la bibliothèque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>Saved {name}.</source>
        <translation>Enregistré : {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Saving {name}…</source>
        <translation>Enregistrement de {name}…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale and move the picture so that it lies under every zone</source>
        <translation>Redimensionner et déplacer l'image pour qu'elle se trouve sous toutes les zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Scale map picture</source>
        <translation>Redimensionner l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Scene &amp;events…</source>
        <translation>&amp;Événements de scène…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Scene event</source>
        <translation>Événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Scene events and hazards</source>
        <translation>Événements de scène et dangers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>Scene events — {name}</source>
        <translation>Événements de scène — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>Scene events…</source>
        <translation>Événements de scène…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>Screen {number} ({width}×{height})</source>
        <translation>Écran {number} ({width}×{height})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search names, tags, packs…</source>
        <translation>Chercher noms, étiquettes, paquets…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Search the bestiary</source>
        <translation>Chercher dans le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Sees in the dark</source>
        <translation>Voit dans le noir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>Select creatures in the bestiary to export just those.</source>
        <translation>Sélectionnez des créatures dans le bestiaire pour n'exporter qu'elles.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Several of this campaign's encounters fought in a row: the chance to survive the day</source>
        <translation>Plusieurs rencontres de cette campagne livrées d'affilée : la chance de survivre à la journée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Share with p&amp;layers…</source>
        <translation>Partager avec les &amp;joueurs…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Share with players</source>
        <translation>Partager avec les joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Shares a card with</source>
        <translation>Partage une carte avec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing on this computer only: phones cannot reach it. Pick the table's network to share with them.</source>
        <translation>Partage sur cet ordinateur seulement : les téléphones ne peuvent pas l'atteindre. Choisissez le réseau de la table pour partager avec eux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Sharing: phones on this network open the address, or scan the code with their camera.</source>
        <translation>Partage en cours : les téléphones de ce réseau ouvrent l'adresse, ou scannent le code avec leur appareil photo.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Shield</source>
        <translation>Bouclier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>Show &amp;numbers to the players</source>
        <translation>Montrer les &amp;nombres aux joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>Show every system</source>
        <translation>Afficher tous les systèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Show folder</source>
        <translation>Afficher le dossier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_dock.py"/>
        <source>Show or hide the dice roller ({SHORTCUT})</source>
        <translation>Afficher ou masquer le lanceur de dés ({SHORTCUT})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Show the turn timer to the pla&amp;yers</source>
        <translation>Montrer le chronomètre de tour aux &amp;joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <location filename="../../gm_desk/ui/prep/side_menu.py"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Side {number}</source>
        <translation>Camp {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Simulating {fights:,} fights…</source>
        <translation>Simulation de {fights:,} combats…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Skills (dice)</source>
        <translation>Compétences (dés)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>Skip them: keep the creatures already in the bestiary</source>
        <translation>Les ignorer : garder les créatures déjà dans le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Small 3, medium 4</source>
        <translation>Petit 3, moyen 4</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Speed (m)</source>
        <translation>Vitesse (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Speed (zones)</source>
        <translation>Vitesse (zones)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Stamina</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Stance</source>
        <translation>Attitude</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/history.py"/>
        <source>Start of the encounter</source>
        <translation>Début de la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Start sharing</source>
        <translation>Commencer le partage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>Start the fight</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>Start the fight (Next) to attack: the first PC's turn opens this form.</source>
        <translation>Commencez le combat (Suivant) pour attaquer : le tour du premier PJ ouvre ce formulaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Start with an empty file</source>
        <translation>Commencer avec un fichier vide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>Started with an empty data file.</source>
        <translation>Démarrage avec un fichier de données vide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Starts in</source>
        <translation>Commence dans</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>State: {state}</source>
        <translation>État : {state}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Statistics — {name}</source>
        <translation>Statistiques — {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_picker.py"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>Still to type: {who} ({why}).</source>
        <translation>Reste à saisir : {who} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>Stop sharing</source>
        <translation>Arrêter le partage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>Strain</source>
        <translation>Tension</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Strength save target</source>
        <translation>Valeur de sauvegarde de force</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>Success</source>
        <translation>Réussite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/log_export.py"/>
        <source>System: {name}</source>
        <translation>Système : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>T&amp;une to a target</source>
        <translation>&amp;Ajuster vers une cible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>TOML (easy to read and edit by hand)</source>
        <translation>TOML (facile à lire et à modifier à la main)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Tactic: {tactic}.</source>
        <translation>Tactique : {tactic}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Take the last step back (Ctrl+Z)</source>
        <translation>Annuler la dernière étape (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Take the picked combatants out of their group (Ctrl+Shift+G)</source>
        <translation>Retirer les combattants sélectionnés de leur groupe (Ctrl+Maj+G)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Talents</source>
        <translation>Talents</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>The Action tab cannot offer a blast with the {weapon} now.</source>
        <translation>L'onglet Action ne peut pas proposer d'attaque de zone avec l'arme {weapon} pour l'instant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>The GM applies, to anyone:</source>
        <translation>Le MJ applique, à n'importe qui :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>The action was announced in time: start the clock to execute it</source>
        <translation>L'action a été annoncée à temps : lancez le chrono pour l'exécuter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/share/share_dialog.py"/>
        <source>The address is on the clipboard.</source>
        <translation>L'adresse est dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>The attack is made in a PC's turn: it opens when one begins.</source>
        <translation>L'attaque se fait pendant le tour d'un PJ : elle s'ouvre quand un tour commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>The backup was not restored</source>
        <translation>La sauvegarde n'a pas été restaurée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The campaign</source>
        <translation>La campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>The chosen side</source>
        <translation>Le camp choisi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>The combat log was not exported: {error}</source>
        <translation>Le journal de combat n'a pas été exporté : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The damage</source>
        <translation>Les dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The duration</source>
        <translation>La durée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The encounter cannot be put on paper: {exc}</source>
        <translation>La rencontre ne peut pas être mise sur papier : {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight ends now; Undo takes it back.</source>
        <translation>Le combat se termine maintenant ; Annuler permet de revenir en arrière.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/change_system.py"/>
        <source>The fight has started: only an encounter still in prep can change its system.</source>
        <translation>Le combat a commencé : seule une rencontre encore en préparation peut changer de système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The fight has started: these are the options in force, fixed for this fight.</source>
        <translation>Le combat a commencé : voici les options en vigueur, fixées pour ce combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>The fight is over</source>
        <translation>Le combat est terminé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {outcome_words}.</source>
        <translation>Le combat est terminé : {outcome_words}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>The fight is over: {result}. The group names {benefits} and {drawbacks}, every one: they are recorded once.</source>
        <translation>Le combat est terminé : {result}. Le groupe désigne {benefits} et {drawbacks}, tous : ils sont enregistrés une seule fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The fight recap was not written: {reason}</source>
        <translation>Le récapitulatif du combat n'a pas été écrit : {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>The file was not imported: {exc}</source>
        <translation>Le fichier n'a pas été importé : {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>The file was not saved: {reason}</source>
        <translation>Le fichier n'a pas été enregistré : {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The first round</source>
        <translation>Le premier round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>The kind of action that provokes it</source>
        <translation>Le type d'action qui la provoque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>The library is empty: save a map from an encounter, or import one.</source>
        <translation>La bibliothèque est vide : enregistrez une carte depuis une rencontre, ou importez-en une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/help/manual.py"/>
        <source>The manual is missing from this installation ({path}).</source>
        <translation>Le manuel est absent de cette installation ({path}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>The map: {section}</source>
        <translation>La carte : {section}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <location filename="../../gm_desk/ui/name_check.py"/>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The name</source>
        <translation>Le nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>The natural d20, if the player said it</source>
        <translation>Le d20 naturel, si le joueur l'a annoncé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The new encounter needs a name.</source>
        <translation>La nouvelle rencontre a besoin d'un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>The number a hero must beat (Threat, Evasion or Armour class, by system)</source>
        <translation>Le nombre qu'un héros doit battre (Menace, Évasion ou Classe d'armure, selon le système)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The options were not saved.</source>
        <translation>Les options n'ont pas été enregistrées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>The order is set once the fight starts.</source>
        <translation>L'ordre est fixé dès que le combat commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/creation.py"/>
        <source>The party</source>
        <translation>Le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party came through every simulated day: no fight is a breaking point.</source>
        <translation>Le groupe a survécu à chaque journée simulée : aucun combat n'est un point de rupture.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>The party survives the whole day in {chance} of {days:,} simulated days (95% interval {lo} to {hi}).</source>
        <translation>Le groupe survit à toute la journée dans {chance} des {days:,} journées simulées (intervalle à 95 % de {lo} à {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>The party wins &lt;b&gt;{chance}&lt;/b&gt; of {fights} simulated fights (95% interval {low} to {high}); a fight lasts {rounds:.1f} rounds on average.</source>
        <translation>Le groupe gagne &lt;b&gt;{chance}&lt;/b&gt; de {fights} combats simulés (intervalle à 95 % : {low} à {high}) ; un combat dure {rounds:.1f} rounds en moyenne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>The party wins {pct_win_chance} of the fights (95% interval {pct_lo} to {pct_hi}): {word}. A fight lasts {rounds_mean:.1f} rounds on average.</source>
        <translation>Le groupe gagne {pct_win_chance} des combats (intervalle à 95 % : {pct_lo} à {pct_hi}) : {word}. Un combat dure {rounds_mean:.1f} rounds en moyenne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>The picture can no longer be shown; choose it again.</source>
        <translation>L'image ne peut plus être affichée ; choisissez-la de nouveau.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The place</source>
        <translation>La place</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/menu.py"/>
        <source>The player view as a web page for the players' phones on this network: no secrets, read-only</source>
        <translation>La vue des joueurs en page web pour les téléphones des joueurs sur ce réseau : aucun secret, lecture seule</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>The prep sheet was not written: {problem}</source>
        <translation>La fiche de préparation n'a pas été écrite : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>The proposal was not applied: the encounter refused it (see the status bar).</source>
        <translation>La proposition n'a pas été appliquée : la rencontre l'a refusée (voir la barre d'état).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>The readings of unclear rules and the table's choices for this fight. Changed values are saved with the encounter and written in the log when the fight starts.</source>
        <translation>L'interprétation des règles peu claires et les choix de la table pour ce combat. Les valeurs modifiées sont enregistrées avec la rencontre et inscrites au journal au début du combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>The search finds creatures of other systems: click to list every system</source>
        <translation>La recherche trouve des créatures d'autres systèmes : cliquez pour lister tous les systèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/worker.py"/>
        <source>The simulation stopped unexpectedly.</source>
        <translation>La simulation s'est arrêtée de façon inattendue.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The spread chance</source>
        <translation>La chance de propagation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>The table (no one's roll)</source>
        <translation>La table (jet de personne)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>The tag</source>
        <translation>L'étiquette</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>The text</source>
        <translation>Le texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}, and could not be set aside ({error}); GM Desk keeps the window's settings for this session only.</source>
        <translation>Le fichier de réglages de la fenêtre {file} {problem} et n'a pas pu être mis de côté ({error}) ; GM Desk garde les réglages de la fenêtre pour cette session seulement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>The window's settings file {file} {problem}; GM Desk set it aside, untouched, as {aside} and started with the default window settings.</source>
        <translation>Le fichier de réglages de la fenêtre {file} {problem} ; GM Desk l'a mis de côté, intact, sous {aside} et a démarré avec les réglages par défaut de la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creature</source>
        <translation>La créature sélectionnée ({count})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>The {count} selected creatures</source>
        <translation>Les {count} créatures sélectionnées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Theme changed.</source>
        <translation>Thème modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Then</source>
        <translation>Ensuite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/restore_dialog.py"/>
        <source>There are no backups yet.</source>
        <translation>Il n'y a encore aucune sauvegarde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>These creatures' bestiary entries changed after they joined the fight. The ticked ones take the new stats now; their health and other tracks stay as they are.</source>
        <translation>Les entrées du bestiaire de ces créatures ont changé depuis leur arrivée dans le combat. Celles qui sont cochées prennent les nouvelles caractéristiques maintenant ; leur santé et leurs autres pistes restent inchangées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>They stand in:</source>
        <translation>Elles se trouvent dans :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>This campaign has no encounter yet. A day is at least two fights: prepare them in the Campaigns window (Prepare new…).</source>
        <translation>Cette campagne n'a encore aucune rencontre. Une journée compte au moins deux combats : préparez-les dans la fenêtre Campagnes (Préparer une nouvelle…).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>This encounter has no foes yet: there is no fight to simulate.</source>
        <translation>Cette rencontre n'a pas encore d'adversaires : il n'y a aucun combat à simuler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>This encounter has no foes: there is no fight to simulate.</source>
        <translation>Cette rencontre n'a pas d'adversaires : il n'y a aucun combat à simuler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>This encounter has no foes: there is nothing to tune.</source>
        <translation>Cette rencontre n'a pas d'adversaires : il n'y a rien à ajuster.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>This fight has no benefits or drawbacks to record.</source>
        <translation>Ce combat n'a aucun bénéfice ni inconvénient à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>This fight is over: its creatures keep the stats they fought with.</source>
        <translation>Ce combat est terminé : ses créatures gardent les caractéristiques avec lesquelles elles ont combattu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>This roll is made at the table: type what the dice showed</source>
        <translation>Ce jet se fait à la table : saisissez ce qu'ont donné les dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>This system has no options.</source>
        <translation>Ce système n'a pas d'options.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: time unknown</source>
        <translation>Ce tour : durée inconnue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>This turn: {time}</source>
        <translation>Ce tour : {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat</source>
        <translation>Menace</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Threat {threat}</source>
        <translation>Menace {threat}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Thrown or projectile</source>
        <translation>Lancer ou projectile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>Tick the encounters the party fights this day and put them in order. Between two fights each PC keeps what the last one left: Strain, wounds, health, conditions, being down; unless you give the party a rest below.</source>
        <translation>Cochez les rencontres que le groupe livre ce jour-là et mettez-les dans l'ordre. Entre deux combats, chaque PJ garde ce que le dernier lui a laissé : Tension, blessures, santé, états, être à terre ; sauf si vous accordez un repos au groupe ci-dessous.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>Ticks</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time from the first command to the last: {time}</source>
        <translation>Du premier ordre au dernier : {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>Time is up, but the rules refused the loss: {rejected}</source>
        <translation>Le temps est écoulé, mais les règles ont refusé la perte : {rejected}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time of the fight: unknown (the log holds fewer than two times)</source>
        <translation>Durée du combat : inconnue (le journal contient moins de deux heures)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Time on turns</source>
        <translation>Temps en tours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>Toxicity (poison)</source>
        <translation>Toxicité (poison)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Tracks:</source>
        <translation>Pistes :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Trigger</source>
        <translation>Déclencheur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tune to {target}</source>
        <translation>Ajuster vers {target}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Tuning cancelled: nothing was proposed.</source>
        <translation>Ajustement annulé : rien n'a été proposé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn &amp;timer</source>
        <translation>&amp;Chronomètre de tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turn by turn</source>
        <translation>Tour par tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>Turn order</source>
        <translation>Ordre de jeu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/turn_timer.py"/>
        <source>Turn timer</source>
        <translation>Chronomètre de tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>Type a number: {label} goes {bounds}.</source>
        <translation>Saisissez un nombre : {label} va {bounds}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>Type a target to see the exact chance of reaching it.</source>
        <translation>Saisissez une cible pour voir la chance exacte de l'atteindre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>Type damage (7, or dice such as 2d6+1) or healing with a minus (-3, -1d4) and press Enter.
It lands on the main health track as the rules say (overflow included); armour is not taken off.
Undo takes it back.</source>
        <translation>Saisissez des dégâts (7, ou des dés comme 2d6+1) ou des soins avec un moins (-3, -1d4) et appuyez sur Entrée.
Ils s'appliquent à la piste de santé principale selon les règles (débordement compris) ; l'armure n'est pas déduite.
Annuler permet de revenir en arrière.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type one number: the total.</source>
        <translation>Saisissez un seul nombre : le total.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type only the total the player announced</source>
        <translation>Saisissez seulement le total annoncé par le joueur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>Type or paste the creatures and how many of each; they are matched against the bestiary of this system.</source>
        <translation>Saisissez ou collez les créatures et leur nombre ; elles sont recherchées dans le bestiaire de ce système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>Type the damage it deals: a number or dice such as 1d6.</source>
        <translation>Saisissez les dégâts infligés : un nombre ou des dés comme 1d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>Type the text you will read when it comes up.</source>
        <translation>Saisissez le texte que vous lirez quand il surviendra.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type the {what} ({expr}): the dice at the table decide it.</source>
        <translation>Saisissez le {what} ({expr}) : les dés de la table en décident.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type whole numbers: the faces the dice showed.</source>
        <translation>Saisissez des nombres entiers : les faces qu'ont données les dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>Type {whose}'s {what} ({expr}): the dice at the table decide it.</source>
        <translation>Saisissez le {what} de {whose} ({expr}) : les dés de la table en décident.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Undecided</source>
        <translation>Indécis</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <location filename="../../gm_desk/ui/bestiary/editor_actions.py"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>Ungroup</source>
        <translation>Dégrouper</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Unlink from</source>
        <translation>Délier de</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>Unlock map picture</source>
        <translation>Déverrouiller l'image de carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Use a map from the &amp;library…</source>
        <translation>Utiliser une carte de la &amp;bibliothèque…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/statblock.py"/>
        <source>Uses per round</source>
        <translation>Utilisations par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>WIT</source>
        <translation>WIT</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>What &lt;b&gt;{zone_name}&lt;/b&gt; does to everyone in it each round, once the fight has started. The damage lands on each system's main track, as if you typed it in the damage box; every roll is the GM's and goes in the log.</source>
        <translation>Ce que &lt;b&gt;{zone_name}&lt;/b&gt; inflige à chaque occupant à chaque round, une fois le combat commencé. Les dégâts s'appliquent à la piste principale de chaque système, comme si vous les saisissiez dans la case de dégâts ; chaque jet est celui du MJ et va au journal.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat_log.py"/>
        <source>What happened</source>
        <translation>Ce qui s'est passé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>What happens</source>
        <translation>Ce qui se passe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>What it does, for the table</source>
        <translation>Son effet, pour la table</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/notes_dialog.py"/>
        <source>What to remember about this encounter</source>
        <translation>Ce qu'il faut retenir de cette rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>What you read out or do when it comes up.</source>
        <translation>Ce que vous lisez ou faites quand il survient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/sheet_dialog.py"/>
        <source>What {system} reads from a PC.</source>
        <translation>Ce que {system} lit sur un PJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>Which dice GM Desk may roll itself when a roll is left blank</source>
        <translation>Les dés que GM Desk peut lancer lui-même quand un jet est laissé vide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/command_form.py"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who acts?</source>
        <translation>Qui agit ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>Who goes first?</source>
        <translation>Qui commence ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/sides_editor.py"/>
        <source>Who is on which side (drag a combatant to another side, or use its token menu)</source>
        <translation>Qui est dans quel camp (faites glisser un combattant vers un autre camp, ou utilisez le menu de son pion)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>Who pays</source>
        <translation>Qui paie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/statblock.py"/>
        <source>Whole hit dice with an optional adjustment: "1/2", "1", "2+1", "1-1"</source>
        <translation>Dés de vie entiers avec un ajustement facultatif : « 1/2 », « 1 », « 2+1 », « 1-1 »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>Whose turn</source>
        <translation>Tour de</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>With the scene event {name}</source>
        <translation>Avec l'événement de scène {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/arrival_menu.py"/>
        <source>With {name}</source>
        <translation>Avec {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>Wits save target; also the fast-action threshold</source>
        <translation>Valeur de sauvegarde d'esprit ; aussi le seuil d'action rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>Won</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>Won {wins:,}, lost {losses:,}, undecided {undecided:,} of {fights:,} fights. Undecided: still going after the round cap of {round_cap} rounds (or stalled), neither won nor lost.</source>
        <translation>{wins:,} gagnés, {losses:,} perdus, {undecided:,} indécis sur {fights:,} combats. Indécis : toujours en cours après le plafond de {round_cap} rounds (ou bloqués), ni gagnés ni perdus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Written by GM Desk on {date}.</source>
        <translation>Écrit par GM Desk le {date}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>Wrote the fight recap to {file} ({count} sections, a picture each).</source>
        <translation>Récapitulatif du combat écrit dans {file} ({count} sections, une image chacune).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>You have dealt with it: take it off the panel (Ctrl+Z brings it back)</source>
        <translation>Vous l'avez traité : retirez-le du panneau (Ctrl+Z le ramène)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>Your notes</source>
        <translation>Vos notes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>Your own conditions for this system: add, edit, delete</source>
        <translation>Vos propres états pour ce système : ajouter, modifier, supprimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>Your own creature</source>
        <translation>Votre propre créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>Zone name:</source>
        <translation>Nom de la zone :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>Zones away</source>
        <translation>Zones de distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/actions.py"/>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>a win chance of…</source>
        <translation>une chance de victoire de…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>advantage or disadvantage only where the weapon brings it</source>
        <translation>avantage ou désavantage seulement quand l'arme l'apporte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>all at their defaults</source>
        <translation>toutes par défaut</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>all fight (until put out)</source>
        <translation>tout le combat (jusqu'à extinction)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>ally</source>
        <translation>allié</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>any</source>
        <translation>toutes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>applied: &lt;b&gt;{amount}&lt;/b&gt; {words}</source>
        <translation>appliqué : &lt;b&gt;{amount}&lt;/b&gt; {words}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>arrives later, {place}</source>
        <translation>arrive plus tard, {place}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at least {low}</source>
        <translation>au moins {low}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>at most {high}</source>
        <translation>au plus {high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>automatic while running</source>
        <translation>automatique en cours d'utilisation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>backup</source>
        <translation>sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before import of {pack}</source>
        <translation>avant l'import de {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before restore</source>
        <translation>avant restauration</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>before round 1</source>
        <translation>avant le round 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>before upgrade from v{old} to v{new}</source>
        <translation>avant la mise à jour de v{old} à v{new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>benefits</source>
        <translation>bénéfices</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_recap.py"/>
        <source>cannot write {picture}</source>
        <translation>impossible d'écrire {picture}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>condition (pick or type)</source>
        <translation>état (choisir ou saisir)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical on {crit}+ or a natural 20</source>
        <translation>critique sur {crit}+ ou un 20 naturel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>critical only on a natural 20 ({crit}+ is out of reach)</source>
        <translation>critique seulement sur un 20 naturel ({crit}+ est hors d'atteinte)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>daily on open</source>
        <translation>quotidienne à l'ouverture</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>deadly</source>
        <translation>mortelle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>die</source>
        <translation>dé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>draw</source>
        <translation>tirage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>drawbacks</source>
        <translation>inconvénients</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>d{sides}, dropped</source>
        <translation>d{sides}, écarté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>e.g. Hexed</source>
        <translation>p. ex. Maudit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>e.g. {dice}</source>
        <translation>p. ex. {dice}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>end of round</source>
        <translation>fin du round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>every </source>
        <translation>tous les </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fair</source>
        <translation>équilibrée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>fights per proposal: </source>
        <translation>combats par proposition : </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>found without its journal</source>
        <translation>trouvée sans son journal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>from {low} to {high}</source>
        <translation>de {low} à {high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>from {pack}</source>
        <translation>de {pack}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/lists.py"/>
        <source>has problems</source>
        <translation>comporte des problèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>hostile</source>
        <translation>hostile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in prep</source>
        <translation>en préparation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/manager.py"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>in the order, round</source>
        <translation>dans l'ordre, round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}</source>
        <translation>en {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>in {zone}, engaged with {names}</source>
        <translation>en {zone}, engagé avec {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is damaged</source>
        <translation>est endommagé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>is larger than any settings file</source>
        <translation>est plus gros que n'importe quel fichier de réglages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>is not a GM Desk data file</source>
        <translation>n'est pas un fichier de données GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>it must be typed in</source>
        <translation>il doit être saisi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/sides.py"/>
        <source>itself</source>
        <translation>lui-même</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>leave it empty and GM Desk rolls</source>
        <translation>laissez vide et GM Desk lance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>left</source>
        <translation>gauche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>lower-case letters, digits and _, starting with a letter</source>
        <translation>lettres minuscules, chiffres et _, en commençant par une lettre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>made by hand</source>
        <translation>faite à la main</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat </source>
        <translation>nat </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>nat ?</source>
        <translation>nat ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/hazard_editor.py"/>
        <source>never spreads</source>
        <translation>ne se propage jamais</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>never: once only</source>
        <translation>jamais : une seule fois</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>new, not saved yet</source>
        <translation>nouvelle, pas encore enregistrée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>no Aspect</source>
        <translation>aucun Aspect</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>no damage</source>
        <translation>pas de dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>no dice</source>
        <translation>aucun dé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/zone_item.py"/>
        <source>no tags</source>
        <translation>aucune étiquette</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>no zone</source>
        <translation>aucune zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>nobody goes down more often</source>
        <translation>personne ne tombe plus souvent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>nothing readable</source>
        <translation>rien de lisible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/combatant_card.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>off the map</source>
        <translation>hors de la carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>out of reach: the GM decides</source>
        <translation>hors de portée : le MJ décide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>over 99.99%</source>
        <translation>plus de 99,99 %</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>players roll their own dice</source>
        <translation>les joueurs lancent leurs propres dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>prepared</source>
        <translation>préparée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>primary</source>
        <translation>principale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}</source>
        <translation>portée {low}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>range {low}–{high}</source>
        <translation>portée {low}–{high}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>refreshed from the bestiary</source>
        <translation>actualisé depuis le bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/order_list.py"/>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_event_form.py"/>
        <source>round </source>
        <translation>round </translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>round {round}</source>
        <translation>round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>same zone</source>
        <translation>même zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>separate with commas</source>
        <translation>séparer par des virgules</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/scene_events_box.py"/>
        <source>start of round</source>
        <translation>début du round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>still running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>target</source>
        <translation>cible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>the backup of {when} ({reason}: {contents})</source>
        <translation>la sauvegarde du {when} ({reason} : {contents})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the encounter open last</source>
        <translation>la dernière rencontre ouverte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the panels' layout</source>
        <translation>la disposition des panneaux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>the party</source>
        <translation>le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/window_settings.py"/>
        <source>the window's size and place</source>
        <translation>la taille et la position de la fenêtre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>there is no folder {folder}</source>
        <translation>le dossier {folder} n'existe pas</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>these {count} creatures</source>
        <translation>ces {count} créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>this campaign has every die typed in</source>
        <translation>cette campagne fait saisir tous les dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/countdown.py"/>
        <source>time is running</source>
        <translation>le temps s'écoule</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/leaves.py"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>to pick: {benefits}, {drawbacks}</source>
        <translation>à choisir : {benefits}, {drawbacks}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>top</source>
        <translation>haut</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>total of {expr}</source>
        <translation>total de {expr}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>type</source>
        <translation>saisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type total of {expr}</source>
        <translation>saisir le total de {expr}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>type {expr} ({dice})</source>
        <translation>saisir {expr} ({dice})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>under 0.01%</source>
        <translation>moins de 0,01 %</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>until removed</source>
        <translation>jusqu'à retrait</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>waits for you</source>
        <translation>vous attend</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/condition_library_dialog.py"/>
        <source>when the system ticks conditions</source>
        <translation>quand le système décompte les états</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/controller.py"/>
        <source>where GM Desk's window is</source>
        <translation>là où se trouve la fenêtre de GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>why (optional)</source>
        <translation>pourquoi (facultatif)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>with {edge}</source>
        <translation>avec {edge}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>your own</source>
        <translation>la vôtre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/blast_aim.py"/>
        <source>{actor} throws the {weapon} at {zone}.</source>
        <translation>{actor} lance l'arme {weapon} sur {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{aspect} {value:+d}</source>
        <translation>{aspect} {value:+d}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/dice_roller.py"/>
        <source>{chance_words} to reach {target} or more{exact}</source>
        <translation>{chance_words} d'atteindre {target} ou plus{exact}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{count} changed from the default</source>
        <translation>{count} modifiée(s) par rapport aux valeurs par défaut</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{count} chosen: {names}</source>
        <translation>{count} choisis : {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{count} combatants are in the group {name}.</source>
        <translation>{count} combattants sont dans le groupe {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creature in “{pack}” has the name of one already in your bestiary:</source>
        <translation>{count} créature de « {pack} » porte le nom d'une créature déjà dans votre bestiaire :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{count} creatures in “{pack}” have the name of one already in your bestiary:</source>
        <translation>{count} créatures de « {pack} » portent le nom de créatures déjà dans votre bestiaire :</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{count} fights in a row, {rests} of them followed by a rest. Press Run to play the day.</source>
        <translation>{count} combats d'affilée, dont {rests} suivis d'un repos. Appuyez sur Lancer pour jouer la journée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} match in {system}</source>
        <translation>{count} résultat dans {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{count} matches in {system}</source>
        <translation>{count} résultats dans {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zone</source>
        <translation>{count} zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{count} zones</source>
        <translation>{count} zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/export_dialog.py"/>
        <source>{currentText} bestiary</source>
        <translation>Bestiaire {currentText}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{days:,} simulated days, seed {seed}: the report is shown.</source>
        <translation>{days:,} journées simulées, graine {seed} : le rapport est affiché.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{dice} damage.</source>
        <translation>{dice} dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>{done:,} of {total:,} days</source>
        <translation>{done:,} sur {total:,} journées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/report_window.py"/>
        <source>{done:,} of {total:,} fights</source>
        <translation>{done:,} combats sur {total:,}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/recovery_dialog.py"/>
        <source>{error}

GM Desk goes on with an empty data file.</source>
        <translation>{error}

GM Desk continue avec un fichier de données vide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/options_editor.py"/>
        <source>{escape}&lt;br&gt;&lt;i&gt;Default: {escape2} · {escape3}.&lt;/i&gt;</source>
        <translation>{escape}&lt;br&gt;&lt;i&gt;Par défaut : {escape2} · {escape3}.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{exc}

Nothing was imported.</source>
        <translation>{exc}

Rien n'a été importé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr} ({dice})</source>
        <translation>{expr} ({dice})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{expr}: type the {dice_word} the player rolled (or only the total, with Total); {blank}</source>
        <translation>{expr} : saisissez les {dice_word} lancés par le joueur (ou seulement le total, avec Total) ; {blank}</translation>
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
        <translation>{fights:,} combats simulés, graine {seed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/badge.py"/>
        <source>{fights} simulated fights: the party wins {wins}; fights last {rounds:.1f} rounds on average. Encounter ▸ Difficulty report… for more.</source>
        <translation>{fights} combats simulés : le groupe en gagne {wins} ; les combats durent {rounds:.1f} rounds en moyenne. Rencontre ▸ Rapport de difficulté… pour plus de détails.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_report.py"/>
        <source>{fight} — likely breaking point</source>
        <translation>{fight} — point de rupture probable</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{h} h {m:02d} min</source>
        <translation>{h} h {m:02d} min</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_dock.py"/>
        <source>{join} — show all systems</source>
        <translation>{join} — afficher tous les systèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_picture_dialog.py"/>
        <source>{kind} picture, {width}×{height} pixels, {size} KB.</source>
        <translation>Image {kind}, {width}×{height} pixels, {size} Ko.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{label}: type what was rolled (left empty, GM Desk rolls it if allowed)</source>
        <translation>{label} : saisissez le résultat (vide, GM Desk le tire si c'est permis)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{label}: {time} over {n} turns</source>
        <comment>{label}: {time} over {n} turn</comment>
        <translation><numerusform>{label} : {time} sur {n} tour</numerusform><numerusform>{label} : {time} sur {n} tours</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/zone_canvas/scene.py"/>
        <source>{left} rounds left</source>
        <comment>{left} round left</comment>
        <translation><numerusform>{left} round restant</numerusform><numerusform>{left} rounds restants</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{m} min {s:02d} s</source>
        <translation>{m} min {s:02d} s</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/many_dialog.py"/>
        <source>{names} and {count} more</source>
        <translation>{names} et {count} de plus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} by their stat block</source>
        <translation>{name}  ·  {count} d'après leur profil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/groups_editor.py"/>
        <source>{name}  ·  {count} in the group</source>
        <translation>{name}  ·  {count} dans le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/token_item.py"/>
        <source>{name} (hidden)</source>
        <translation>{name} (caché)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name} (tuned)</source>
        <translation>{name} (ajustée)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} and {name2} are engaged</source>
        <translation>{name} et {name2} sont engagés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} arrives at once, in {zone} (Ctrl+Z takes it back)</source>
        <translation>{name} arrive aussitôt, en {zone} (Ctrl+Z annule)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} belongs to another combat system than this encounter.</source>
        <translation>{name} appartient à un autre système de combat que cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{name} has made this turn's attack: Next (Space) passes the turn.</source>
        <translation>{name} a fait l'attaque de ce tour : Suivant (Espace) passe le tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>{name} is there when the fight starts</source>
        <translation>{name} est là quand le combat commence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/main_window.py"/>
        <source>{name} joins the encounter.</source>
        <translation>{name} rejoint la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage ({raw} less {armour} armour).</source>
        <translation>{name} subit &lt;b&gt;{amount}&lt;/b&gt; dégâts ({raw} moins {armour} d'armure).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{name} takes &lt;b&gt;{amount}&lt;/b&gt; damage.</source>
        <translation>{name} subit &lt;b&gt;{amount}&lt;/b&gt; dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/import_dialog.py"/>
        <source>{name} was not imported:

{error}</source>
        <translation>{name} n'a pas été importé :

{error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor_window.py"/>
        <source>{name} — Bestiary editor</source>
        <translation>{name} — Éditeur de bestiaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — until removed</source>
        <translation>{name} — jusqu'à retrait</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/conditions.py"/>
        <source>{name} — {remaining} left, ticks {when}</source>
        <translation>{name} — reste {remaining}, décompte {when}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/zone_canvas/link_item.py"/>
        <source>{name} ↔ {name2}
Select and press Delete to remove (prep only)</source>
        <translation>{name} ↔ {name2}
Sélectionnez et appuyez sur Delete pour retirer (préparation seulement)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/editor.py"/>
        <source>{name}: back to the saved version.</source>
        <translation>{name} : retour à la version enregistrée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{name}: could not be written ({exc}).</source>
        <translation>{name} : écriture impossible ({exc}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/damage_box.py"/>
        <source>{name}: damage, or healing with a minus</source>
        <translation>{name} : dégâts, ou soins avec un moins</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{name}: goes down in {now} of fights (was {before})</source>
        <translation>{name} : tombe dans {now} des combats (avant : {before})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/refresh_bestiary.py"/>
        <source>{name}: its bestiary entry was deleted, so there is nothing to refresh from</source>
        <translation>{name} : son entrée du bestiaire a été supprimée, il n'y a donc rien à actualiser</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation><numerusform>{n} bénéfice</numerusform><numerusform>{n} bénéfices</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation><numerusform>{n} inconvénient</numerusform><numerusform>{n} inconvénients</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{n} of {total} log entries have no time (made before GM Desk kept times, or not readable).</source>
        <translation>{n} entrées du journal sur {total} n'ont pas d'heure (faites avant que GM Desk ne garde les heures, ou illisibles).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} (natural 20) against {against}</source>
        <translation>{outcome} — {total} (20 naturel) contre {against}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/attack_report.py"/>
        <source>{outcome} — {total} against {against}</source>
        <translation>{outcome} — {total} contre {against}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{path} could not be written</source>
        <translation>{path} n'a pas pu être écrit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/dice_entry.py"/>
        <source>{problem} One number for {count} dice: type each die as it fell (such as 3 4), or press Total to type the sum.</source>
        <translation>{problem} Un seul nombre pour {count} dés : tapez chaque dé tel qu'il est tombé (par exemple 3 4), ou appuyez sur Total pour taper la somme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/aftermath.py"/>
        <source>{result} in round {round}</source>
        <translation>{result} au round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet_content.py"/>
        <source>{share} are undecided: still going after the cap of {cap} rounds.</source>
        <translation>{share} sont indécis : toujours en cours après le plafond de {cap} rounds.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/backups/words.py"/>
        <source>{size} KB</source>
        <translation>{size} Ko</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>{some} and {last}</source>
        <translation>{some} et {last}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/encounter_files.py"/>
        <source>{status} at command {count}</source>
        <translation>{status} à la commande {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/new_encounter.py"/>
        <source>{system} (the campaign's)</source>
        <translation>{system} (celui de la campagne)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{system} — prep sheet</source>
        <translation>{system} — fiche de préparation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/fight_statistics.py"/>
        <source>{time} (+{n} unknown)</source>
        <translation>{time} (+{n} inconnus)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep_sheet.py"/>
        <source>{title} — prep sheet</source>
        <translation>{title} — fiche de préparation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/player_view/window.py"/>
        <source>{title} — {seconds} seconds a step: {stages}</source>
        <translation>{title} — {seconds} secondes par étape : {stages}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/forms/inputs.py"/>
        <source>{typed} is not allowed: {label} goes {bounds}. It stays {kept} until you fix it.</source>
        <translation>{typed} n'est pas autorisé : {label} va {bounds}. La valeur reste {kept} jusqu'à correction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/statblock_view.py"/>
        <source>{uses} times a round</source>
        <translation>{uses} fois par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/retaliation_editor.py"/>
        <source>{uses}/round</source>
        <translation>{uses}/round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/threat_attack.py"/>
        <source>{weapon} — {reach}, {damage}</source>
        <translation>{weapon} — {reach}, {damage}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/resume.py"/>
        <source>{when}, {name}'s turn</source>
        <translation>{when}, tour de {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/scene_events_dialog.py"/>
        <source>{where} Its text shows in the combat panel until you dismiss it.</source>
        <translation>{where} Son texte s'affiche dans le panneau de combat jusqu'à ce que vous l'écartiez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/tune_panel.py"/>
        <source>{word} (the party wins about {chance})</source>
        <translation>{word} (le groupe gagne environ {chance})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links.</source>
        <translation>{zones} zones, {links} liens.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/map_library.py"/>
        <source>{zones} zones, {links} links; tags: {tags}.</source>
        <translation>{zones} zones, {links} liens ; étiquettes : {tags}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/start_form.py"/>
        <source>— nobody</source>
        <translation>— personne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/campaigns/day_plan.py"/>
        <source>“{name}” is played under {system}, the day's first fight “{first}” under {first_system}: the fights of a day are all of one combat system. Untick one of them.</source>
        <translation>« {name} » se joue en {system}, le premier combat de la journée « {first} » en {first_system} : les combats d'une journée sont tous d'un même système de combat. Décochez l'une d'elles.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/combat/reinforcements_box.py"/>
        <source>→ {name} arrives {when} in {zone}</source>
        <translation>→ {name} arrive {when} en {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/panel.py"/>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/bestiary/library_model.py"/>
        <source>⚠ Looks the same as “{twin}”, stored apart: rename or delete one of them.</source>
        <translation>⚠ Semble identique à « {twin} », enregistrée à part : renommez ou supprimez l'une des deux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/initiative/entry.py"/>
        <source>✓ Entered</source>
        <translation>✓ Validé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/prep/quick_roster_dialog.py"/>
        <source>✓ {name} ×{count}: {names}</source>
        <translation>✓ {name} ×{count} : {names}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> (this data folder was new: its bestiary and demo campaigns were set up too)</source>
        <translation> (ce dossier de données était nouveau : son bestiaire et ses campagnes de démo ont aussi été préparés)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source> Ask for fewer with --fights.</source>
        <translation> Demandez-en moins avec --fights.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source> Engaged with </source>
        <translation> Engagé avec </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source> Settle an ambush first if there is one.</source>
        <translation> Réglez d'abord l'embuscade s'il y en a une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source> The data it replaced was backed up to {safety}.</source>
        <translation> Les données remplacées ont été sauvegardées dans {safety}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source> before </source>
        <translation> avant </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>"order" has no place in {system}, whose order changes as the fight goes; use "round_start" or "round_end"</source>
        <translation>« order » n'a pas sa place dans {system}, dont l'ordre change au fil du combat ; utilisez « round_start » ou « round_end »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'aspects' is a list of Aspect names.</source>
        <translation>« aspects » est une liste de noms d'Aspects.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'attack' is the number of the attack in the stat block, from 0.</source>
        <translation>« attack » est le numéro de l'attaque dans le profil, à partir de 0.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'behind_cover' is true or false.</source>
        <translation>« behind_cover » vaut true ou false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'bonus' is a whole number from -50 to 50.</source>
        <translation>« bonus » est un nombre entier de -50 à 50.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'damage_bonus' is a whole number from -100 to 100.</source>
        <translation>« damage_bonus » est un nombre entier de -100 à 100.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'dc' is a whole number from 0 to 100.</source>
        <translation>« dc » est un nombre entier de 0 à 100.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'dir' is one of {join}.</source>
        <translation>« dir » est parmi {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'do' is damage or condition.</source>
        <translation>« do » vaut damage ou condition.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'factions' is a list of side ids in their turn order.</source>
        <translation>« factions » est une liste d'id de camps dans leur ordre de jeu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'ft' is a positive multiple of 5.</source>
        <translation>« ft » est un multiple positif de 5.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'gm.damage' needs 'amount'.</source>
        <translation>« gm.damage » demande « amount ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>'gm.each' needs 'amount'.</source>
        <translation>« gm.each » demande « amount ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'hold' lists the weapons and items to hold (at most 4).</source>
        <translation>« hold » liste les armes et objets à tenir (4 au plus).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>'initiative_holder' is a side id.</source>
        <translation>« initiative_holder » est un id de camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'modifier' is a whole number from -{MAX_MODIFIER} to {MAX_MODIFIER}.</source>
        <translation>« modifier » est un nombre entier de -{MAX_MODIFIER} à {MAX_MODIFIER}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>'on' is true or false.</source>
        <translation>« on » vaut true ou false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y] (or null to take it off the grid).</source>
        <translation>« pos » est une case [x, y] (ou null pour la retirer de la grille).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'pos' is a square [x, y].</source>
        <translation>« pos » est une case [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>'team_position' is a place in the team order (0 to {places}).</source>
        <translation>« team_position » est une place dans l'ordre des équipes (de 0 à {places}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'threat' is 'ranged' or 'melee'.</source>
        <translation>« threat » vaut « ranged » ou « melee ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>'to' is a square [x, y].</source>
        <translation>« to » est une case [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>'to_pos' is a square [x, y].</source>
        <translation>« to_pos » est une case [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>'weapon' is a weapon's name or an inline weapon.</source>
        <translation>« weapon » est le nom d'une arme ou une arme décrite en ligne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'weapon' is a weapon's name.</source>
        <translation>« weapon » est le nom d'une arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' has characters that do not belong in dice notation.</source>
        <translation>« {_shown} » contient des caractères étrangers à la notation des dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' holds a number too large for a dice roll.</source>
        <translation>« {_shown} » contient un nombre trop grand pour un jet de dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' is not a dice expression GM Desk understands ({_reason}).</source>
        <translation>« {_shown} » n'est pas une expression de dés que GM Desk comprend ({_reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>'{_shown}' rolls more than {MAX_DICE} dice.</source>
        <translation>« {_shown} » lance plus de {MAX_DICE} dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{by}' is not a faction in this fight.</source>
        <translation>« {by} » n'est pas une faction de ce combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>'{cid}' is not acting now.</source>
        <translation>« {cid} » n'est pas en train d'agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>'{cid}' is not one of the fighters acting together.</source>
        <translation>« {cid} » ne fait pas partie des combattants qui agissent ensemble.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{edge}' is not advantage or disadvantage.</source>
        <translation>« {edge} » n'est ni avantage ni désavantage.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>'{entry}': from 1 to {most} of a creature at once.</source>
        <translation>« {entry} » : de 1 à {most} exemplaires d'une créature à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>'{faction}' is not a faction in this fight.</source>
        <translation>« {faction} » n'est pas une faction de ce combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>'{hook}' is not a moment conditions can tick at.</source>
        <translation>« {hook} » n'est pas un moment où les états peuvent s'écouler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>'{key}' is a list of names.</source>
        <translation>« {key} » est une liste de noms.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' is a text of at most 200 characters.</source>
        <translation>« {key} » est un texte de 200 caractères au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>'{key}' names an attribute, skill or proficiency.</source>
        <translation>« {key} » désigne une caractéristique, une compétence ou une maîtrise.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' already uses {name2}.</source>
        <translation>« {name} » utilise déjà {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' cannot run under {name2}: {problem}</source>
        <translation>« {name} » ne peut pas fonctionner sous {name2} : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>'{name}' has been played: only an encounter still in prep can change its system.</source>
        <translation>« {name} » a été jouée : seule une rencontre encore en préparation peut changer de système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>'{name}' has started, so it cannot be duplicated: only an encounter still in prep can be. Save it as an encounter file instead, or duplicate one that has not begun.</source>
        <translation>« {name} » a commencé et ne peut donc pas être dupliquée : seule une rencontre encore en préparation peut l'être. Enregistrez-la plutôt comme fichier de rencontre, ou dupliquez-en une qui n'a pas commencé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{name}' has the wrong type for '{type}'.</source>
        <translation>« {name} » n'a pas le bon type pour « {type} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>'{name}' is not a skill of this system</source>
        <translation>« {name} » n'est pas une compétence de ce système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>'{name}' is true or false.</source>
        <translation>« {name} » vaut true ou false.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>'{name}' is true, false or a count from 0 to 5.</source>
        <translation>« {name} » vaut true, false ou un nombre de 0 à 5.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>'{name}' must be a whole number from 0 to {hi}.</source>
        <translation>« {name} » doit être un nombre entier de 0 à {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>'{name}' must be from {lo} to {hi}.</source>
        <translation>« {name} » doit aller de {lo} à {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{result}' is not a way for a fight to end.</source>
        <translation>« {result} » n'est pas une façon de terminer un combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>'{skill}' is not a skill of this system.</source>
        <translation>« {skill} » n'est pas une compétence de ce système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>'{status}' is not a status.</source>
        <translation>« {status} » n'est pas un statut.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' has too many possible rolls to count exactly; try fewer or smaller dice.</source>
        <translation>« {text} » a trop de résultats possibles pour un calcul exact ; essayez moins de dés ou des dés plus petits.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>'{text}' is not a dice expression GM Desk understands.</source>
        <translation>« {text} » n'est pas une expression de dés que GM Desk comprend.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>'{text}' is not an IP address (such as 127.0.0.1 or 192.168.1.20).</source>
        <translation>« {text} » n'est pas une adresse IP (comme 127.0.0.1 ou 192.168.1.20).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>'{threat_type}' is not melee or ranged.</source>
        <translation>« {threat_type} » n'est ni corps à corps ni distance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>'{type}' cannot be commanded, readied or opened with.</source>
        <translation>« {type} » ne peut pas être ordonné, préparé ni servir d'ouverture.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>'{type}' is the group's, not one combatant's.</source>
        <translation>« {type} » concerne le groupe, pas un seul combattant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>'{type}' needs 'dc'.</source>
        <translation>« {type} » nécessite « dc ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>'{type}' needs '{name}'.</source>
        <translation>« {type} » demande « {name} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>'{value}' is neither a number nor a dice expression.</source>
        <translation>« {value} » n'est ni un nombre ni une expression de dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>'{value}' is not a change GM Desk makes to an encounter.</source>
        <translation>« {value} » n'est pas un changement que GM Desk apporte à une rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>'{value}' is not a range: use a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation>« {value} » n'est pas une portée : indiquez un nombre de zones, un intervalle comme 1-3, « engaged » ou « intimate ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>'{value}' is not in this encounter.</source>
        <translation>« {value} » ne fait pas partie de cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a bonus action ({join}).</source>
        <translation>« {what} » n'est pas une action bonus ({join}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>'{what}' is not a main action here ({join}).</source>
        <translation>« {what} » n'est pas une action principale ici ({join}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>(+2, impaired)</source>
        <translation>(+2, diminué)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>(chosen at random)</source>
        <translation>(choisi au hasard)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>(critical)</source>
        <translation>(critique)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>(unopposed)</source>
        <translation>(sans opposition)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>({label})</source>
        <translation>({label})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>+2 per level</source>
        <translation>+2 par niveau</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, +{bonus} die on their first maneuver</source>
        <translation>, +{bonus} dé à leur première manœuvre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, -{penalty} for earlier attacks</source>
        <translation>, -{penalty} pour les attaques précédentes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>, a hand over the mouth</source>
        <translation>, une main sur la bouche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>, with {edge}</source>
        <translation>, avec {edge}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>, {excess} gets through</source>
        <translation>, {excess} passe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after counts fights from 1, not {number}</source>
        <translation>--rest-after compte les combats à partir de 1, pas {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after takes the number of the fight the rest follows, not '{text}'</source>
        <translation>--rest-after attend le numéro du combat que suit le repos, pas « {text} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--rest-after {number}: there is no fight after fight {number}.</source>
        <translation>--rest-after {number} : il n'y a aucun combat après le combat {number}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as and --allow-options go with --tune.</source>
        <translation>--save-as et --allow-options s'utilisent avec --tune.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>--save-as needs a name for the new encounter.</source>
        <translation>--save-as demande un nom pour la nouvelle rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>... and {count} more problems</source>
        <translation>... et {count} autres problèmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 campaign</source>
        <translation>1 campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 creature</source>
        <translation>1 créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>1 encounter</source>
        <translation>1 rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>1 in 6 on a d6</source>
        <translation>1 sur 6 avec un d6</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>1 to {most} combatants join at once.</source>
        <translation>De 1 à {most} combattants rejoignent à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>: moving away needs a back-out.</source>
        <translation>: s'éloigner demande de se retirer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC reinforcement goes last, or rolls Skill Mastery like a late PC.</source>
        <translation>Un PJ en renfort joue en dernier, ou lance la Maîtrise de compétence comme un PJ retardataire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>A PC sharing a group card cannot swap it.</source>
        <translation>Un PJ qui partage une carte de groupe ne peut pas l'échanger.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A PC's turn ends when the GM says; on: it ends once both actions are spent.</source>
        <translation>Le tour d'un PJ se termine quand le MJ le dit ; activée : il se termine dès que ses deux actions sont dépensées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>A backup policy keeps at least the newest backup.</source>
        <translation>Une politique de sauvegarde conserve au moins la sauvegarde la plus récente.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A barrier blocks a direct attack: only an indirect one goes over it.</source>
        <translation>Une barrière bloque une attaque directe : seule une attaque indirecte passe par-dessus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A barrier blocks the attack completely; only an indirect attack can be aimed over it.</source>
        <translation>Une barrière bloque entièrement l'attaque ; seule une attaque indirecte peut passer par-dessus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A blast cannot be used as a reaction.</source>
        <translation>Une attaque de zone ne peut pas servir de réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A bleeding-out character must roll to survive first.</source>
        <translation>Un personnage qui se vide de son sang doit d'abord faire un jet de survie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>A broken character surrenders or retreats.</source>
        <translation>Un personnage brisé se rend ou bat en retraite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A burning combatant can only put the fire out, flee or shout.</source>
        <translation>Un combattant en feu peut seulement éteindre les flammes, fuir ou crier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A card is already held.</source>
        <translation>Une carte est déjà en main.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>A card is picked with a number from 1 to {len_deck}.</source>
        <translation>Une carte se choisit avec un nombre de 1 à {len_deck}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>A chaser is listed twice.</source>
        <translation>Un poursuivant est listé deux fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>A circumstance adds 0 to {MAX_EXTRA} successes.</source>
        <translation>Une circonstance ajoute de 0 à {MAX_EXTRA} réussites.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A combatant cannot target themself with that.</source>
        <translation>Un combattant ne peut pas se cibler lui-même avec ceci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>A combatant is a PC or an NPC, not '{kind}'.</source>
        <translation>Un combattant est un PJ ou un PNJ, pas « {kind} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>A combatant is chosen twice.</source>
        <translation>Un combattant est choisi deux fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A combatant is not valid: {error}</source>
        <translation>Un combattant n'est pas valide : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A combatant's note</source>
        <translation>La note d'un combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>A command is an object with a 'type'.</source>
        <translation>Une commande est un objet avec un « type ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition lasts between 1 and 1000 rounds, or until removed.</source>
        <translation>Un état dure de 1 à 1000 rounds, ou jusqu'à son retrait.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition needs a name of at most 60 characters.</source>
        <translation>Un état doit avoir un nom de 60 caractères au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>A condition's name {problem}.</source>
        <translation>Le nom d'un état {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A contact point is [x, y].</source>
        <translation>Un point de contact s'écrit [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>A copy of what it still holds was added to your backups.</source>
        <translation>Une copie de ce qu'il contient encore a été ajoutée à vos sauvegardes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A counter is a plain attack on the attacker.</source>
        <translation>Une riposte est une simple attaque contre l'attaquant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>A creature cannot grapple itself.</source>
        <translation>Une créature ne peut pas s'empoigner elle-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A creature's name</source>
        <translation>Le nom d'une créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A critical hit cannot be dodged.</source>
        <translation>Un coup critique ne peut pas être esquivé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A critical hit cannot miss, so it cannot be dodged; on: a Dodge may still avoid it.</source>
        <translation>Un coup critique ne peut pas rater, donc pas être esquivé ; activé : une Esquive peut quand même l'éviter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A critical hit cannot miss: it cannot be dodged.</source>
        <translation>Un coup critique ne peut pas rater : il ne peut pas être esquivé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A critical spends a bystander's Retaliation</source>
        <translation>Un critique dépense la Riposte d'un spectateur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A defence against this attack has already been declared or tried.</source>
        <translation>Une défense contre cette attaque a déjà été déclarée ou tentée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A defence is a dodge or a parry.</source>
        <translation>Une défense est une esquive ou une parade.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A defence is one of {join}.</source>
        <translation>Une défense est l'une des suivantes : {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>A dice bonus is a whole number from -{MAX_BONUS} to {MAX_BONUS}.</source>
        <translation>Un bonus de dés est un nombre entier de -{MAX_BONUS} à {MAX_BONUS}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A dice expression must be text, such as 1d20+3.</source>
        <translation>Une expression de dés doit être du texte, comme 1d20+3.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance cannot be negative.</source>
        <translation>Une distance ne peut pas être négative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A distance is 0 to 100000 ft.</source>
        <translation>Une distance va de 0 à 100000 pieds.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A dodge answers a ranged attack only.</source>
        <translation>Une esquive ne répond qu'à une attaque à distance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a melee attack.</source>
        <translation>Une esquive ne peut pas répondre à une attaque au corps à corps.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A dodge cannot answer a ranged attack.</source>
        <translation>Une esquive ne peut pas répondre à une attaque à distance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>A d{size} cannot show {face}.</source>
        <translation>Un d{size} ne peut pas faire {face}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>A faction is listed twice in 'factions'.</source>
        <translation>Une faction est listée deux fois dans « factions ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A failed bleed-out roll</source>
        <translation>Un jet d'hémorragie raté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A failed morale save</source>
        <translation>Une sauvegarde de moral ratée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>A fight lasts {rounds:.1f} rounds on average.</source>
        <translation>Un combat dure {rounds:.1f} rounds en moyenne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A fight needs at least two factions.</source>
        <translation>Un combat demande au moins deux factions.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A fight needs at least two sides with someone able to act.</source>
        <translation>Un combat demande au moins deux camps ayant quelqu'un capable d'agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A fight needs at least two teams with someone able to act.</source>
        <translation>Un combat nécessite au moins deux équipes ayant quelqu'un en état d'agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>A fighter cannot seize initiative from itself.</source>
        <translation>Un combattant ne peut pas saisir l'initiative sur lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A fighter who joins mid-round acts at the end of this round's order (adopted); or it waits for the next round.</source>
        <translation>Un combattant qui arrive en cours de round agit à la fin de l'ordre de ce round (règle adoptée) ; ou il attend le round suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A final blow needs an incapacitated target; {name} is not.</source>
        <translation>Un coup de grâce demande une cible neutralisée ; ce n'est pas le cas de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A fire intensity is a name from the fire table.</source>
        <translation>Une intensité de feu est un nom de la table du feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>A forced card swap lapsed: one of its cards has left the fight.</source>
        <translation>Un échange de cartes forcé est annulé : une de ses cartes a quitté le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A forced swap takes effect</source>
        <translation>Un échange forcé prend effet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group holds two or more combatants: choose at least two.</source>
        <translation>Un groupe compte au moins deux combattants : choisissez-en au moins deux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>A group is a morale group: at the end of the round in which half or more of its members are out, those still fighting make a WIT save each, and those who fail surrender or retreat. Without a group a creature counts with the rest of its faction. Turns stay one fighter at a time.</source>
        <translation>Un groupe est un groupe de moral : à la fin du round où la moitié ou plus de ses membres sont hors de combat, ceux qui combattent encore font chacun une sauvegarde de WIT, et ceux qui échouent se rendent ou battent en retraite. Sans groupe, une créature compte avec le reste de sa faction. Les tours restent d'un combattant à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group needs a name.</source>
        <translation>Un groupe doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A group shares one card</source>
        <translation>Un groupe partage une carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A group stands on one side: that combatant cannot join it.</source>
        <translation>Un groupe appartient à un seul camp : ce combattant ne peut pas le rejoindre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name holds at most {MAX_NAME} characters.</source>
        <translation>Le nom d'un groupe compte au plus {MAX_NAME} caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>A group's name {problem}.</source>
        <translation>Le nom d'un groupe {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>A killing strike is made up close; {name} is out of reach.</source>
        <translation>Un coup fatal se porte au contact ; {name} est hors d'atteinte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC acts this round</source>
        <translation>Un PJ retardataire agit ce round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A late PC placed before the current actor waits a round; on: acts this round.</source>
        <translation>Un PJ retardataire placé avant le combattant actif attend un round ; activée : il agit ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner acts at once</source>
        <translation>Un retardataire agit aussitôt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A late joiner acts in the round they join if their team still picks; on: they wait a round.</source>
        <translation>Un retardataire agit dans le round où il arrive si son équipe choisit encore ; activé : il attend un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A late joiner may act from its faction's next go; on: it waits for the next round.</source>
        <translation>Un retardataire peut agir dès le prochain tour de sa faction ; activée : il attend le round suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A late joiner whose card is already passed acts next round; on: it acts right after the current turn.</source>
        <translation>Un retardataire dont la carte est déjà passée agit au round suivant ; activée : il agit juste après le tour en cours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A link joins an unknown zone ({a} - {b}).</source>
        <translation>Un lien relie une zone inconnue ({a} - {b}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>A list names at most {most} creatures.</source>
        <translation>Une liste nomme au plus {most} créatures.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A lit viewer sees distant torches</source>
        <translation>Un observateur éclairé voit les torches lointaines</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A maneuver is slow or fast.</source>
        <translation>Une manœuvre est lente ou rapide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A map holds at most {count} zones.</source>
        <translation>Une carte contient au plus {count} zones.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A melee attack needs a nearby target; {name} is not.</source>
        <translation>Une attaque au corps à corps demande une cible proche ; ce n'est pas le cas de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>A minimum or maximum takes a plain number ('{text}').</source>
        <translation>Un minimum ou un maximum prend un simple nombre (« {text} »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>A move is {dir, ft} or {to: [x, y]}.</source>
        <translation>Un déplacement s'écrit {dir, ft} ou {to: [x, y]}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>A move waits for opportunity attacks: attack, or let the mover go.</source>
        <translation>Un déplacement attend les attaques d'opportunité : attaquez, ou laissez partir le combattant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A name in '{key}' holds at most {MAX_NAME} characters.</source>
        <translation>Un nom dans « {key} » compte au plus {MAX_NAME} caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A natural 20</source>
        <translation>Un 20 naturel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>A new order must list exactly the PCs already in the order.</source>
        <translation>Un nouvel ordre doit citer exactement les PJ déjà présents dans l'ordre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>A new order must list exactly the factions already in the fight.</source>
        <translation>Un nouvel ordre doit citer exactement les factions déjà présentes dans le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>A new order must list exactly the fighters still to act this stretch.</source>
        <translation>Un nouvel ordre doit lister exactement les combattants qui doivent encore agir dans cette séquence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A new order must list exactly the teams already in the order.</source>
        <translation>Un nouvel ordre doit lister exactement les équipes déjà dans l'ordre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>A note holds 1 to 2000 characters.</source>
        <translation>Une note compte de 1 à 2000 caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>A parry adds to physical deflection only; this hit is not physical.</source>
        <translation>Une parade ne s'ajoute qu'à la déviation physique ; ce coup n'est pas physique.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry answers a melee attack only.</source>
        <translation>Une parade ne répond qu'à une attaque au corps à corps.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a melee attack.</source>
        <translation>Une parade ne peut pas répondre à une attaque au corps à corps.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry cannot answer a ranged attack.</source>
        <translation>Une parade ne peut pas répondre à une attaque à distance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A parry stops physical harm only.</source>
        <translation>Une parade n'arrête que les dommages physiques.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A parry tests Strike (armed) or Force (unarmed).</source>
        <translation>Une parade teste Frapper (armé) ou Force (à mains nues).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>A position is a square [x, y] of whole numbers.</source>
        <translation>Une position est une case [x, y] de nombres entiers.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>A position is controlled, risky or desperate.</source>
        <translation>Une position est maîtrisée, risquée ou désespérée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A prepared action is one of: {join}.</source>
        <translation>Une action préparée est parmi : {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A prepared action lasts</source>
        <translation>Une action préparée dure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range cannot be negative.</source>
        <translation>Une portée ne peut pas être négative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A range is a number of zones, a band like 1-3, Engaged or Intimate.</source>
        <translation>Une portée est un nombre de zones, un intervalle comme 1-3, « engaged » ou « intimate ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged attack needs a visible target.</source>
        <translation>Une attaque à distance demande une cible visible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A ranged blast needs a target 'zone'.</source>
        <translation>Une attaque de zone à distance demande une « zone » cible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>A reaction is dodge, counter, hide or guard.</source>
        <translation>Une réaction est une esquive, une riposte, se cacher ou protéger.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A reaction is simply not used; there is nothing to skip.</source>
        <translation>Une réaction non utilisée n'est simplement pas jouée ; il n'y a rien à sauter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A reaction is used outside the combatant's own turn.</source>
        <translation>Une réaction s'utilise en dehors du tour du combattant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>A reaction is used outside {name}'s own turn.</source>
        <translation>Une réaction s'utilise en dehors du tour de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A reinforcement arriving during a round may act from its faction's next go (a new faction goes last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation>Un renfort arrivant en cours de round peut agir dès le prochain tour de sa faction (une nouvelle faction joue en dernier) ; ou il attend le round suivant. S'il arrive au début d'un round, il participe à ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A reinforcement arriving during a round may act in it if its team still picks (a new team picks last); or it waits for the next round. Arriving at a round's start, it is in that round.</source>
        <translation>Un renfort qui arrive pendant un round peut y agir si son équipe choisit encore (une nouvelle équipe choisit en dernier) ; sinon il attend le round suivant. S'il arrive au début d'un round, il en fait partie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A reinforcement arriving during a round takes the last place of this round's order; or it waits for the next round. Arriving at a round's start, it is in the order built for it.</source>
        <translation>Un renfort arrivant en cours de round prend la dernière place de l'ordre de ce round ; ou il attend le round suivant. S'il arrive au début d'un round, il est dans l'ordre établi pour ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A reinforcement draws a card from those left in the deck; when none are left, the GM gives it one (Give card); or a second deck is opened for it. Whether it acts this round follows 'A late joiner acts at once'.</source>
        <translation>Un renfort pioche une carte parmi celles qui restent dans le paquet ; quand il n'en reste plus, le MJ lui en donne une (Donner une carte) ; ou un second paquet est ouvert pour lui. S'il agit ce round dépend de « Un retardataire agit aussitôt ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>A request here carries no body.</source>
        <translation>Une requête ici ne porte pas de corps.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>A rest follows: {recovers}.</source>
        <translation>Un repos suit : {recovers}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A restrained combatant can only break free or shout.</source>
        <translation>Un combattant entravé peut seulement se libérer ou crier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A restrained creature may parry</source>
        <translation>Une créature entravée peut parer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A revealing action (attack, power, speech, open move) reveals unless the GM says otherwise.</source>
        <translation>Une action révélatrice (attaque, pouvoir, parole, déplacement à découvert) révèle, sauf avis contraire du MJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A roll that is not GM Desk's to make was left blank: type it.</source>
        <translation>Un jet que GM Desk ne doit pas faire a été laissé vide : saisissez-le.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>A save target is between 1 and 30.</source>
        <translation>Une valeur de sauvegarde est comprise entre 1 et 30.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>A scene event is not valid: {error}</source>
        <translation>Un événement de scène n'est pas valide : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A second delay in a round</source>
        <translation>Un second retard dans un round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A separate obscured flag</source>
        <translation>Un indicateur « masqué » séparé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove moves {name} half a zone, towards a neighbouring zone.</source>
        <translation>Une bousculade déplace {name} d'une demi-zone, vers une zone voisine.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>A shove sends the victim towards a zone ('to'), into a hazard, or both.</source>
        <translation>Une bousculade envoie la victime vers une zone (« to »), dans un danger, ou les deux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A side has nobody able to fight.</source>
        <translation>Un camp n'a personne en état de combattre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side is {stances}, not '{stance}'.</source>
        <translation>Un camp est {stances}, pas « {stance} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side needs a name.</source>
        <translation>Un camp doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name holds at most {n} characters.</source>
        <translation>Le nom d'un camp compte au plus {n} caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>A side's name {problem}.</source>
        <translation>Le nom d'un camp {problem}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range</source>
        <translation>Une portée simple</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A single range value N reaches 0 to N zones; or exactly N zones.</source>
        <translation>Une valeur de portée simple N atteint de 0 à N zones ; ou exactement N zones.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A stray shot never flies back at the attacker; on: an attacker next to the target can be hit.</source>
        <translation>Un tir perdu ne revient jamais sur l'attaquant ; activé : un attaquant voisin de la cible peut être touché.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>A table rebuild cannot run inside an open transaction.</source>
        <translation>Une reconstruction de table ne peut pas s'exécuter dans une transaction ouverte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A target in a zone tagged 'cover' is in cover (armour +1); off: only a target the GM marks in cover is.</source>
        <translation>Une cible dans une zone étiquetée « couvert » est à couvert (armure +1) ; désactivée : seule une cible que le MJ marque à couvert l'est.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>A team appears twice in the team order.</source>
        <translation>Une équipe apparaît deux fois dans l'ordre des équipes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A test costs a slow or fast maneuver, a reaction, or nothing.</source>
        <translation>Un test coûte une manœuvre lente ou rapide, une réaction, ou rien.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test</source>
        <translation>Un test d'embuscade à égalité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A tied ambush test counts as a failed sneak (the defenders draw the extra card); or nobody draws an extra card.</source>
        <translation>Un test d'embuscade à égalité compte comme une tentative de se faufiler ratée (les défenseurs piochent la carte supplémentaire) ; ou personne ne pioche de carte supplémentaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>A time-out happens while announcing or while executing.</source>
        <translation>Un temps mort a lieu pendant l'annonce ou l'exécution.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is not visible.</source>
        <translation>Une torche à {feet} pieds n'est pas visible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>A torch {feet} ft away is visible.</source>
        <translation>Une torche à {feet} pieds est visible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A turn ends once its 3 actions are spent; off: it stays open (for free actions) until ended.</source>
        <translation>Un tour se termine une fois ses 3 actions dépensées ; désactivé : il reste ouvert (pour les actions gratuites) jusqu'à ce qu'on le termine.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A turn is still running: end it first.</source>
        <translation>Un tour est encore en cours : terminez-le d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>A value given is not one this command takes.</source>
        <translation>Une valeur donnée n'est pas acceptée par cette commande.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon in the {where} is an object with a range and damage.</source>
        <translation>Une arme dans {where} est un objet avec une portée et des dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>A weapon is given as {name, skill, damage, range}.</source>
        <translation>Une arme se donne sous la forme {name, skill, damage, range}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>A weapon's tags are a list of words.</source>
        <translation>Les étiquettes d'une arme sont une liste de mots.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone cannot be linked to itself.</source>
        <translation>Une zone ne peut pas être reliée à elle-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone needs a name.</source>
        <translation>Une zone doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>A zone needs a new, non-empty id ('{zone_id}' is taken or empty).</source>
        <translation>Une zone nécessite un nouvel identifiant non vide (« {zone_id} » est pris ou vide).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's id is a short word of letters, digits and _.</source>
        <translation>L'id d'une zone est un mot court fait de lettres, de chiffres et de _.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>A zone's name</source>
        <translation>Le nom d'une zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's name is text.</source>
        <translation>Le nom d'une zone est du texte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>A zone's note</source>
        <translation>La note d'une zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>A zone's tags are among: {tags}.</source>
        <translation>Les étiquettes d'une zone sont parmi : {tags}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>A {mode} needs a nearby target; {name} is not.</source>
        <translation>Une {mode} demande une cible proche ; ce n'est pas le cas de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>A {result} fight gives nothing to pick.</source>
        <translation>Un combat {result} ne donne rien à choisir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: a combatant who delays a second time in a round loses the turn; or it goes to the back of the line again.</source>
        <translation>A10 : un combattant qui retarde une seconde fois dans un round perd son tour ; ou il retourne en fin de file.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: a critical against an engaged creature that was not targeted spends its Retaliation; off: that creature keeps it.</source>
        <translation>A10 : un critique contre une créature engagée qui n'était pas ciblée dépense sa Riposte ; désactivée : cette créature la garde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike in combat is the three-action activity.</source>
        <translation>A10 : un coup fatal en combat est l'activité à trois actions.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A10: a killing strike may be made with any weapon, non-lethal ones included (the chapter: 'any nonlethal weapon'); or only with weapons not flagged non-lethal; or only with non-lethal weapons.</source>
        <translation>A10 : un coup fatal peut se porter avec n'importe quelle arme, non létales comprises (le chapitre : « any nonlethal weapon ») ; ou seulement avec les armes non marquées non létales ; ou seulement avec des armes non létales.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: dice the Director rolls for each full 5 feet of a fall.</source>
        <translation>A10 : dés que le Directeur lance par tranche complète de 5 pieds de chute.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A10: engaged creatures that were not targeted are checked against the attack's Threat type; or always against their Melee Threat.</source>
        <translation>A10 : les créatures engagées non ciblées sont comparées au type de Menace de l'attaque ; ou toujours à leur Menace au contact.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A10: monsters may delay like party members (the chapter states it for the party only).</source>
        <translation>A10 : les monstres peuvent retarder comme les membres du groupe (le chapitre ne l'indique que pour le groupe).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A10: the fear company bonus counts the other PCs present; on: the tester counts too.</source>
        <translation>A10 : le bonus de compagnie contre la peur compte les autres PJ présents ; activée : le testeur compte aussi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: catching fire deals the fire's damage less an Endure test, like every later burn; or catching fire is exactly 1 Physical Harm, later burns use the Endure test.</source>
        <translation>A11 : prendre feu inflige les dégâts du feu moins un test d'Endurer, comme chaque brûlure suivante ; ou prendre feu inflige exactement 1 Dommage physique, les brûlures suivantes utilisant le test d'Endurer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A11: death is risked when the part of the hit that reached health exceeded the health left; or when the whole hit (endurance part included) did.</source>
        <translation>A11 : la mort est en jeu quand la part du coup qui a atteint la santé dépassait la santé restante ; ou quand le coup entier (part d'endurance comprise) la dépassait.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A11: difficult terrain halves a move rounding down (at least 1); or rounding up.</source>
        <translation>A11 : le terrain difficile divise un déplacement par deux en arrondissant à l'inférieur (au moins 1) ; ou au supérieur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A11: fire and poison strike at each round start; or at each round end.</source>
        <translation>A11 : le feu et le poison frappent au début de chaque round ; ou à la fin de chaque round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A12: a prepared action lasts until the start of the PC's next turn; or until it is taken.</source>
        <translation>A12 : une action préparée dure jusqu'au début du tour suivant du PJ ; ou jusqu'à ce qu'elle soit jouée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A12: a viewer standing in its own light cannot see a distant torch; on: it can, within 1320 ft.</source>
        <translation>A12 : un observateur qui se tient dans sa propre lumière ne peut pas voir une torche lointaine ; activée : il le peut, jusqu'à 1320 pieds.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes an attacker spends to force a card swap.</source>
        <translation>A12 : réussites supplémentaires qu'un attaquant dépense pour forcer un échange de cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A12: extra successes not spent otherwise become extra harm; off: only those the GM assigns.</source>
        <translation>A12 : les réussites supplémentaires non dépensées deviennent des dommages supplémentaires ; désactivée : seulement celles que le MJ attribue.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A12: the concealed flag also impairs damage; on: a separate obscured flag does.</source>
        <translation>A12 : l'indicateur « dissimulé » gêne aussi les dégâts ; activée : un indicateur « masqué » séparé s'en charge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A13: dodge works against melee and ranged attacks; on: against ranged attacks only.</source>
        <translation>A13 : l'esquive fonctionne contre les attaques au corps à corps et à distance ; activée : contre les attaques à distance seulement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A13: the luck die is a d20 plus luck modifiers.</source>
        <translation>A13 : le dé de chance est un d20 plus les modificateurs de chance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A14: the instigator takes the first turn of the fight; off: their team picks freely (the opening action still opens the instigator's first turn).</source>
        <translation>A14 : l'instigateur joue le premier tour du combat ; désactivé : son équipe choisit librement (l'action d'ouverture ouvre quand même le premier tour de l'instigateur).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A1: Skill Mastery is rolled once per encounter; on: re-rolled every round.</source>
        <translation>A1 : la Maîtrise de compétence se lance une fois par rencontre ; activée : relancée à chaque round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A1: pools roll d6 and each die showing this face or higher is a success.</source>
        <translation>A1 : les réserves lancent des d6 et chaque dé montrant cette face ou plus est une réussite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A1: when only one side is seen, the unseen side cedes initiative (as the chapter says); or the unseen side acts first.</source>
        <translation>A1 : quand un seul camp est vu, le camp invisible cède l'initiative (comme le dit le chapitre) ; ou le camp invisible agit en premier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A2: a forced card swap takes effect at the next round start; or at once, but nobody acts twice in a round.</source>
        <translation>A2 : un échange de cartes forcé prend effet au début du round suivant ; ou aussitôt, mais personne n'agit deux fois dans un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: a roll is critical at the Threat plus the critical margin; or at twice the Threat plus one.</source>
        <translation>A2 : un jet est critique à la Menace plus la marge de critique ; ou à deux fois la Menace plus un.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A2: a save passes on d20 ≤ the score; or it needs d20 &lt; the score.</source>
        <translation>A2 : une sauvegarde réussit sur d20 ≤ la valeur ; ou elle demande d20 &lt; la valeur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A2: how far above the Threat a roll must reach to be critical.</source>
        <translation>A2 : de combien un jet doit dépasser la Menace pour être critique.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A2: the fight ends as soon as one team remains, right after the resolution that left it alone (mid-round included: the chapter's 'until one team remains'); or checked after every turn; or only at the end of each round.</source>
        <translation>A2 : le combat prend fin dès qu'il ne reste qu'une équipe, juste après la résolution qui l'a laissée seule (en cours de round compris : « until one team remains » dans le chapitre) ; ou vérifié après chaque tour ; ou seulement à la fin de chaque round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A2: the lead takes or cedes again every round, the previous choice offered as the default; off: the first round's choice holds for the whole fight.</source>
        <translation>A2 : le meneur prend ou cède l'initiative à chaque round, le choix précédent étant proposé par défaut ; désactivée : le choix du premier round vaut pour tout le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: a failed bleed-out roll kills; or nothing happens; or it marks a counter and the PC dies when the counter reaches the failed bleed-out rolls that kill.</source>
        <translation>A3 : un jet d'hémorragie raté tue ; ou il ne se passe rien ; ou il marque un compteur et le PJ meurt quand le compteur atteint le nombre de jets d'hémorragie ratés qui tuent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A3: a team with someone able to act must pick; on: a team may pass its pick to the next team.</source>
        <translation>A3 : une équipe dont un membre peut agir doit choisir ; activé : une équipe peut passer son choix à l'équipe suivante.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A3: an AGL check succeeds on d20 at or under AGL and the lowest die is best; or it succeeds on d20 at or over 21 - AGL and the highest die is best.</source>
        <translation>A3 : un test d'AGL réussit sur d20 inférieur ou égal à l'AGL et le dé le plus bas est le meilleur ; ou il réussit sur d20 supérieur ou égal à 21 - AGL et le dé le plus haut est le meilleur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A3: how many failed bleed-out rolls kill, when they are counted.</source>
        <translation>A3 : combien de jets d'hémorragie ratés tuent, quand ils sont comptés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A3: the holder's first-faction choice carries over to the slow phase; on: chosen again.</source>
        <translation>A3 : le choix de la première faction par le détenteur vaut aussi pour la phase lente ; activée : on choisit à nouveau.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A3: the slow and fast maneuvers refill at each round start and reactions before one's turn use them up; or they refill at the start of each of one's own turns.</source>
        <translation>A3 : les manœuvres lentes et rapides se rechargent au début de chaque round et les réactions avant son tour les consomment ; ou elles se rechargent au début de chacun de ses tours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A4: a combatant taken out by the first blow of a counter lands nothing; off: both land.</source>
        <translation>A4 : un combattant mis hors de combat par le premier coup d'une riposte ne porte aucun coup ; désactivée : les deux portent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A4: reactions come back at the start of each round; or at the start of one's own turn.</source>
        <translation>A4 : les réactions reviennent au début de chaque round ; ou au début de son propre tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A4: reactions come back at the start of the owner's own turn; or at each round's start.</source>
        <translation>A4 : les réactions reviennent au début du tour de leur propriétaire ; ou au début de chaque round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A4: the card an ambush winner does not keep goes back into the deck; or it is set aside for the rest of the fight.</source>
        <translation>A4 : la carte qu'un vainqueur d'embuscade ne garde pas retourne dans le paquet ; ou elle est mise de côté pour le reste du combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A4: ticking Dying does not knock out, the next fill does; on: ticking Dying knocks out.</source>
        <translation>A4 : cocher Mourant n'assomme pas, c'est le remplissage suivant qui le fait ; activée : cocher Mourant assomme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A5: 'while moving' = already moved this turn before attacking; or only when the GM says.</source>
        <translation>A5 : « en se déplaçant » = s'est déjà déplacé ce tour-ci avant d'attaquer ; ou seulement quand le MJ le dit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: backing out spends the turn's Aspect roll; off: the other action may still be a roll.</source>
        <translation>A5 : se retirer dépense le jet d'Aspect du tour ; désactivée : l'autre action peut encore être un jet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A5: equal cards from a second deck go PCs first, then by draw order; off: draw order only.</source>
        <translation>A5 : les cartes égales d'un second paquet vont d'abord aux PJ, puis selon l'ordre de pioche ; désactivée : ordre de pioche seulement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A5: one back-out roll must beat every engaged creature to leave; on: the PC leaves the reach of each creature it beats and stays engaged with the rest.</source>
        <translation>A5 : un seul jet pour se retirer doit battre chaque créature engagée pour partir ; activée : le PJ quitte la portée de chaque créature qu'il bat et reste engagé avec les autres.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A5: surprised creatures are impaired for this many of their own turns (the first, by default).</source>
        <translation>A5 : les créatures surprises sont gênées pendant ce nombre de leurs propres tours (le premier, par défaut).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A6: a creature with several cards gets one slow and one fast maneuver per card; off: one set per round however many cards it holds.</source>
        <translation>A6 : une créature avec plusieurs cartes a une manœuvre lente et une rapide par carte ; désactivée : une série par round, quel que soit son nombre de cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A6: advantage rolls the whole test 1 + level times and keeps the best (the worst for disadvantage); or one roll with +2 per level.</source>
        <translation>A6 : l'avantage fait lancer tout le test 1 + niveau fois et garde le meilleur (le pire pour le désavantage) ; ou un seul jet avec +2 par niveau.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A6: nearby = same zone or on its border; or the same zone only.</source>
        <translation>A6 : proche = même zone ou sur sa frontière ; ou la même zone seulement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A6: range N reaches 0 to N zones; on: exactly N zones.</source>
        <translation>A6 : une portée N atteint de 0 à N zones ; activée : exactement N zones.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A6: the first side acts in full before the other, each in its own spiral; or one spiral through all combatants, starting on the first side.</source>
        <translation>A6 : le premier camp agit entièrement avant l'autre, chacun dans sa propre spirale ; ou une seule spirale pour tous les combattants, en commençant par le premier camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: PCs make no morale checks; on: they do.</source>
        <translation>A7 : les PJ ne font pas de test de moral ; activée : ils en font.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a failed morale save surrenders or retreats as the GM chooses; or always one of them.</source>
        <translation>A7 : une sauvegarde de moral ratée mène à se rendre ou battre en retraite au choix du MJ ; ou toujours l'un des deux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A7: a failed seize attempt nobody contested leaves the order as scheduled; or the other combatant then acts first.</source>
        <translation>A7 : une tentative de saisir l'initiative ratée que personne n'a contestée laisse l'ordre prévu ; ou l'autre combattant agit alors en premier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A7: a group is checked once, when it crosses the line; on: every round while below it.</source>
        <translation>A7 : un groupe est testé une fois, quand il franchit le seuil ; activée : à chaque round tant qu'il est en dessous.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: a natural 20 is read on the kept die; or a 20 on either d20 counts.</source>
        <translation>A7 : un 20 naturel se lit sur le dé conservé ; ou un 20 sur l'un ou l'autre d20 compte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A7: ambush extra successes add dice to each ambusher's first maneuver of the first round (lost if that maneuver has no test); or to their first tested maneuver that round.</source>
        <translation>A7 : les réussites supplémentaires d'embuscade ajoutent des dés à la première manœuvre de chaque embusqué au premier round (perdus si cette manœuvre n'a pas de test) ; ou à leur première manœuvre testée de ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A7: any advantage and any disadvantage cancel and several sources do not stack; or the sources are counted and the larger side wins.</source>
        <translation>A7 : tout avantage et tout désavantage s'annulent et plusieurs sources ne se cumulent pas ; ou les sources sont comptées et le côté le plus nombreux l'emporte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: damage adds the test result after the multiple attack penalty; off: before it.</source>
        <translation>A7 : les dégâts ajoutent le résultat du test après la pénalité d'attaques multiples ; désactivé : avant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A7: the multiple attack penalty counts every earlier attack this round, on or off turn; or only the attacks since the attacker's own turn began.</source>
        <translation>A7 : la pénalité d'attaques multiples compte toutes les attaques précédentes de ce round, pendant son tour ou non ; ou seulement les attaques depuis le début du tour de l'attaquant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: a Dodge must reach the attacker's test total (0); a number sets a fixed difficulty.</source>
        <translation>A8 : une Esquive doit atteindre le total du test de l'attaquant (0) ; un nombre fixe une difficulté.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: a restrained creature may still parry; off: only break free and shout.</source>
        <translation>A8 : une créature entravée peut encore parer ; désactivée : seulement se libérer et crier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A8: damage beyond a blocking item's durability hits the blocker unreduced; on: deflection reduces it (minimum 1).</source>
        <translation>A8 : les dégâts au-delà de la solidité d'un objet bloquant touchent le bloqueur sans réduction ; activé : la déviation les réduit (minimum 1).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A8: holding on and breaking free are both Force tests; or the holder tests Endure.</source>
        <translation>A8 : maintenir la prise et se libérer sont tous deux des tests de Force ; ou celui qui tient teste Endurer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A8: impaired damage rolls a d4; or the weapon die twice, keeping the lower.</source>
        <translation>A8 : les dégâts gênés lancent un d4 ; ou le dé de l'arme deux fois, en gardant le plus bas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A8: the free-text labels after the Threats ('Medium', 'Engaged') appear in the log.</source>
        <translation>A8 : les libellés libres après les Menaces (« Medium », « Engaged ») apparaissent dans le journal.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>A9: Retaliation limits refill each round; or at the start of every PC turn (the end-of-round sweep still counts the whole round).</source>
        <translation>A9 : les limites de Riposte se rechargent à chaque round ; ou au début de chaque tour de PJ (le balayage de fin de round compte toujours le round entier).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Sprint may be repeated after a Move (1 action and 1 stamina each); off: once per turn.</source>
        <translation>A9 : Sprinter peut se répéter après un Déplacement (1 action et 1 vigueur chacun) ; désactivé : une fois par tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>A9: Step and Move exclude each other in a turn; off: one of each.</source>
        <translation>A9 : Pas et Déplacement s'excluent dans un même tour ; désactivé : un de chaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a combatant that cannot act still has its conditions advance when its turn comes up.</source>
        <translation>A9 : les états d'un combattant qui ne peut pas agir avancent quand même quand vient son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>A9: a condition gained during its bearer's own turn starts ticking at the next turn end; off: it ticks at the end of that very turn, as the chapter literally says.</source>
        <translation>A9 : un état acquis pendant le tour de son porteur commence à s'écouler à la fin du tour suivant ; désactivée : il s'écoule à la fin de ce même tour, comme le dit littéralement le chapitre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>A9: an NPC's harm points strip dice from every test until healed; off: only from its next test after the harm.</source>
        <translation>A9 : les points de dommages d'un PNJ retirent des dés à chaque test jusqu'à guérison ; désactivée : seulement à son test suivant les dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>A9: every concealed character acts in the ambush turn; on: only the holder's faction.</source>
        <translation>A9 : chaque personnage dissimulé agit pendant le tour d'embuscade ; activée : seulement la faction du détenteur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>AGL check</source>
        <translation>Test d'AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>AGL checks</source>
        <translation>Tests d'AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Accept retaliation</source>
        <translation>Accepter la Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act</source>
        <translation>Agir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Act together</source>
        <translation>Agir ensemble</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Action lost</source>
        <translation>Action perdue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Actions a killing strike takes</source>
        <translation>Actions d'un coup fatal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Add another {name}</source>
        <translation>Ajouter un autre {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Add at least one PC before starting a Threat &amp; Retaliation fight.</source>
        <translation>Ajoutez au moins un PJ avant de commencer un combat Menace et Riposte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add at least one PC before starting.</source>
        <translation>Ajoutez au moins un PJ avant de commencer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatant</source>
        <translation>Ajouter un combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add combatants</source>
        <translation>Ajouter des combattants</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Add scene event {name}</source>
        <translation>Ajouter l'événement de scène {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Add side {name}</source>
        <translation>Ajouter le camp {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Add someone to the fight before dealing the cards.</source>
        <translation>Ajoutez quelqu'un au combat avant de distribuer les cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Add someone to the fight first.</source>
        <translation>Ajoutez d'abord quelqu'un au combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Add zone</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>Add {list}</source>
        <translation>Ajouter {list}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Add {name}</source>
        <translation>Ajouter {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Advantage</source>
        <translation>Avantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Advantage and disadvantage</source>
        <translation>Avantage et désavantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize the loser acts right after the winner (adopted; the chapter is silent); or the two swap places in the order.</source>
        <translation>Après une saisie, le perdant agit juste après le gagnant (règle adoptée ; le chapitre ne dit rien) ; ou les deux échangent leurs places dans l'ordre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>After a seize, the loser</source>
        <translation>Après une saisie, le perdant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>After a {result} the group names {benefits} and {drawbacks}, not {len_benefits} and {len_drawbacks}.</source>
        <translation>Après un(e) {result}, le groupe nomme {benefits} et {drawbacks}, pas {len_benefits} et {len_drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>After the fight</source>
        <translation>Après le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>After the fight: durability rolls for the gear that was used.</source>
        <translation>Après le combat : jets de solidité pour l'équipement utilisé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Aftermath</source>
        <translation>Suites du combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Allies of {side}</source>
        <translation>Alliés de {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Ally</source>
        <translation>Allié</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ambush</source>
        <translation>Embuscade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Ambush turn</source>
        <translation>Tour d'embuscade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} against {s_def}: detected! Their opponents draw an extra card.</source>
        <translation>Embuscade : Se faufiler {s_sneak} contre {s_def} : détectés ! Leurs adversaires piochent une carte supplémentaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} beats {s_def}: the ambushers draw an extra card{bonus}.</source>
        <translation>Embuscade : Se faufiler {s_sneak} bat {s_def} : les embusqués piochent une carte supplémentaire{bonus}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Ambush: Sneak {s_sneak} ties {s_def}: nobody draws an extra card.</source>
        <translation>Embuscade : Se faufiler {s_sneak} égale {s_def} : personne ne pioche de carte supplémentaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Ambushers</source>
        <translation>En embuscade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>An action is an object with a 'type' (and 'args').</source>
        <translation>Une action est un objet avec un « type » (et des « args »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>An adventuring day needs at least one encounter.</source>
        <translation>Une journée d'aventure demande au moins une rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An ally must be one of this encounter's sides.</source>
        <translation>Un allié doit être l'un des camps de cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>An ambush is settled before the cards are dealt.</source>
        <translation>Une embuscade se règle avant la distribution des cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack bonus is a whole number and damage is dice, such as 1d6.</source>
        <translation>Un bonus d'attaque est un nombre entier et les dégâts sont des dés, comme 1d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>An attack names its target.</source>
        <translation>Une attaque nomme sa cible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>An attack tests a skill (Strike, Shoot, Force...) and deals 0 or more harm.</source>
        <translation>Une attaque teste une compétence (Frapper, Tirer, Force…) et inflige 0 dommage ou plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>An attack waits for reactions: react, or let it resolve with no reaction.</source>
        <translation>Une attaque attend les réactions : réagissez, ou laissez-la se résoudre sans réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An attack's mode is one of {join}.</source>
        <translation>Le mode d'une attaque est parmi {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>An encounter keeps at least one side.</source>
        <translation>Une rencontre garde au moins un camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>An encounter setup is an object.</source>
        <translation>La préparation d'une rencontre est un objet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An enemy stands in {name}: no way out there.</source>
        <translation>Un ennemi se trouve dans {name} : aucune issue par là.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>An entered total must be a whole number.</source>
        <translation>Un total saisi doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack cannot be made while moving.</source>
        <translation>Une attaque indirecte est impossible en se déplaçant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>An indirect attack only reaches beyond half range ({half:g} zones).</source>
        <translation>Une attaque indirecte n'atteint qu'au-delà de la moitié de la portée ({half:g} zones).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An objective holds at most 500 characters.</source>
        <translation>Un objectif compte 500 caractères au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies between two zones of the map.</source>
        <translation>Un obstacle se trouve entre deux zones de la carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle lies on the border of two neighbouring zones.</source>
        <translation>Un obstacle se trouve sur la frontière de deux zones voisines.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>An obstacle needs a known skill, a whole number of successes from 1 to 10 and a slow or fast maneuver.</source>
        <translation>Un obstacle demande une compétence connue, un nombre entier de réussites de 1 à 10 et une manœuvre lente ou rapide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>An opening action belongs to the instigator: name them.</source>
        <translation>Une action d'ouverture appartient à l'instigateur : nommez-le.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>An uncontested seize that fails</source>
        <translation>Une saisie non contestée qui échoue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Another GM Desk window is using the data folder
{folder}

Switch to that window, or close it first.</source>
        <translation>Une autre fenêtre de GM Desk utilise le dossier de données
{folder}

Passez à cette fenêtre ou fermez-la d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Another data file is already open ({database}); close it first.</source>
        <translation>Un autre fichier de données est déjà ouvert ({database}) ; fermez-le d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Antidote</source>
        <translation>Antidote</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Any</source>
        <translation>Toute</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Apply or dismiss the Retaliation damage waiting for {who} first.</source>
        <translation>Appliquez ou écartez d'abord les dégâts de Riposte qui attendent {who}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Apply or dismiss the waiting Retaliation damage: {lines}.</source>
        <translation>Appliquez ou écartez les dégâts de Riposte en attente : {lines}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Apply retaliation</source>
        <translation>Appliquer la Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Apply {name} ({damage}) to {name_of}</source>
        <translation>Appliquer {name} ({damage}) à {name_of}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Approach</source>
        <translation>Approcher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Arcane</source>
        <translation>Arcanique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Armour cannot be put on or taken off during a fight.</source>
        <translation>On ne peut pas mettre ni retirer une armure pendant un combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>At least one worker is needed.</source>
        <translation>Il faut au moins un processus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>At most {limit} notes per encounter.</source>
        <translation>{limit} notes au plus par rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>At most {most} creatures join in one step.</source>
        <translation>{most} créatures au plus peuvent rejoindre en une fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Attacked team</source>
        <translation>Équipe attaquée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Attacking while moving</source>
        <translation>Attaquer en se déplaçant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Back out</source>
        <translation>Se retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out from some creatures</source>
        <translation>Se retirer de certaines créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Backing out spends the Aspect roll</source>
        <translation>Se retirer dépense le jet d'Aspect</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Before the fight</source>
        <translation>Avant le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <source>Before the first round</source>
        <translation>Avant le premier round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Behind</source>
        <translation>Derrière</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Behind cover</source>
        <translation>À couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Benefit {n}</source>
        <translation>Bénéfice {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Beyond half range, a ranged attack cannot be made while moving.</source>
        <translation>Au-delà de la moitié de la portée, une attaque à distance est impossible en se déplaçant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bleed out</source>
        <translation>Se vider de son sang</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Bludgeoning</source>
        <translation>Contondant</translation>
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
        <translation>Les deux combattants doivent se trouver dans une zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Both must stand in a zone.</source>
        <translation>Les deux doivent se trouver dans une zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Brandish</source>
        <translation>Brandir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Break free</source>
        <translation>Se libérer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Bring in</source>
        <translation>Faire entrer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Burning</source>
        <translation>En feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Bystanders' Threat</source>
        <translation>Menace des spectateurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card holder</source>
        <translation>Détenteur de la carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Card order</source>
        <translation>Ordre des cartes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are dealt once: nobody draws again during the fight.</source>
        <translation>Les cartes sont distribuées une seule fois : personne ne repioche pendant le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Cards are dealt once; nobody draws again during the fight.</source>
        <translation>Les cartes sont distribuées une seule fois ; personne ne repioche pendant le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Cards are swapped only at the start of a round.</source>
        <translation>Les cartes ne s'échangent qu'au début d'un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>Cards are whole numbers from 1 to 10.</source>
        <translation>Les cartes sont des nombres entiers de 1 à 10.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cast</source>
        <translation>Incanter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Catching fire</source>
        <translation>Prendre feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Cede</source>
        <translation>Céder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>Change options</source>
        <translation>Modifier les options</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Change scene event {name}</source>
        <translation>Modifier l'événement de scène {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Chaos of combat</source>
        <translation>Chaos du combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Characters take turns only while factions alternate.</source>
        <translation>Les personnages ne jouent leur tour que pendant l'alternance des factions.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Chase</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Chase: {len_escaped} escape, {len_caught} are caught.</source>
        <translation>Poursuite : {len_escaped} s'échappent, {len_caught} sont rattrapés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Chases happen once the fight is under way.</source>
        <translation>Les poursuites ont lieu une fois le combat engagé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Chasing tests Finesse or Track.</source>
        <translation>Poursuivre teste Finesse ou Pister.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Choose 'fortify' or 'fall'.</source>
        <translation>Choisissez « fortify » ou « fall ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_each.py"/>
        <source>Choose 1 to {most} combatants.</source>
        <translation>Choisissez de 1 à {most} combattants.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Choose first</source>
        <translation>Choisir le premier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Choose surrender or retreat for {names} first.</source>
        <translation>Choisissez d'abord se rendre ou battre en retraite pour {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Choosing who goes first</source>
        <translation>Choix de qui commence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Circumstance</source>
        <translation>Circonstance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Clever</source>
        <translation>Clever</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>Close the data file before restoring a backup over it.</source>
        <translation>Fermez le fichier de données avant de restaurer une sauvegarde par-dessus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cold</source>
        <translation>Froid</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Combatant</source>
        <translation>Combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Command</source>
        <translation>Ordonner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/engine.py"/>
        <source>Command {seq} cannot be replayed: {why}.</source>
        <translation>La commande {seq} ne peut pas être rejouée : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Complete objective</source>
        <translation>Remplir l'objectif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Conceal</source>
        <translation>Dissimuler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>Concealment already impairs damage; turn on the option for separate obscured attacks to use this.</source>
        <translation>La dissimulation gêne déjà les dégâts ; activez l'option des attaques masquées séparées pour utiliser ceci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Conditions gained in one's own turn wait a turn</source>
        <translation>Les états acquis pendant son propre tour attendent un tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Conditions: {added} added to the library, {replaced} replaced.</source>
        <translation>États : {added} ajoutés à la bibliothèque, {replaced} remplacés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Continue or abandon the {action} ({paid}/{cost} paid) first.</source>
        <translation>Poursuivez ou abandonnez d'abord l'action {action} ({paid}/{cost} payé).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Cover mouth</source>
        <translation>Couvrir la bouche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Cover zones give cover</source>
        <translation>Les zones de couvert donnent un couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Create zone</source>
        <translation>Créer une zone</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Created {n} demo campaigns.</source>
        <comment>Created {n} demo campaign.</comment>
        <translation><numerusform>{n} campagne de démo créée.</numerusform><numerusform>{n} campagnes de démo créées.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll initiative.</source>
        <translation>Les créatures ne lancent jamais l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Creatures never roll: only PCs do.</source>
        <translation>Les créatures ne lancent jamais de dés : seuls les PJ le font.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order, and each creature fills its own Strain: a group is a label. Turn on the option 'Shared Strain for groups' for one Strain pool per group.</source>
        <translation>Ici, les créatures ne jouent pas de tour : un groupe n'a donc pas de place dans l'ordre, et chaque créature remplit sa propre Tension ; un groupe est une étiquette. Activez l'option « Tension partagée pour les groupes » pour une réserve de Tension par groupe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Creatures take no turns here, so a group has no place in the order. Shared Strain is on: the creatures of a group fill one Strain pool as large as their maximum Strain together, and the whole group is down when it is full. PCs keep their own Strain.</source>
        <translation>Ici, les créatures ne jouent pas de tour : un groupe n'a donc pas de place dans l'ordre. La Tension partagée est activée : les créatures d'un groupe remplissent une seule réserve de Tension égale à la somme de leurs Tensions maximales, et tout le groupe tombe quand elle est pleine. Les PJ gardent leur propre Tension.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical hits</source>
        <translation>Coups critiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Critical hits can be dodged</source>
        <translation>Les coups critiques peuvent être esquivés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Critical margin</source>
        <translation>Marge de critique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage after the attack penalty</source>
        <translation>Dégâts après la pénalité d'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>Damage is a whole number from 0 to 10000.</source>
        <translation>Les dégâts sont un nombre entier de 0 à 10000.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Damage is a whole number from 1 to 999.</source>
        <translation>Les dégâts sont un nombre entier de 1 à 999.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Damage past a block is reduced</source>
        <translation>Dégâts réduits au-delà d'un blocage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Deal the cards: {names} still draw.</source>
        <translation>Distribuer les cartes : {names} doivent encore piocher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Dealing cards</source>
        <translation>Donne des cartes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Death DC</source>
        <translation>DD de mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Death is risked by</source>
        <translation>La mort est en jeu selon</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Defend</source>
        <translation>Se défendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Defiant</source>
        <translation>Defiant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Defiant + Lucky against bleeding out</source>
        <translation>Defiant + Lucky contre l'hémorragie</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Delay</source>
        <translation>Retarder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Delayed turns</source>
        <translation>Tours retardés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Delete zone</source>
        <translation>Supprimer la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Describe the action in at most 200 characters.</source>
        <translation>Décrivez l'action en 200 caractères au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Dice must have between 1 and {MAX_DIE_SIZE} sides ('{_shown}').</source>
        <translation>Les dés doivent avoir de 1 à {MAX_DIE_SIZE} faces (« {_shown} »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Difficult terrain halves a move</source>
        <translation>Le terrain difficile divise un déplacement par deux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Disengage</source>
        <translation>Se désengager</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Dismiss scene event</source>
        <translation>Écarter l'événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Dismiss {name}</source>
        <translation>Écarter {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Dodge against ranged attacks only</source>
        <translation>Esquive contre les attaques à distance seulement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Dodge difficulty</source>
        <translation>Difficulté d'Esquive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>Drawback {n}</source>
        <translation>Inconvénient {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop item</source>
        <translation>Lâcher un objet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Drop prone</source>
        <translation>Se jeter à terre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Durability</source>
        <translation>Solidité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Durability is checked after the fight.</source>
        <translation>La solidité se vérifie après le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Durability of a parrying weapon</source>
        <translation>Solidité d'une arme de parade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls</source>
        <translation>Jets de solidité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Durability rolls follow another chapter: the GM enters each outcome; or a house 1-in-6 on a d6.</source>
        <translation>Les jets de solidité suivent un autre chapitre : le MJ saisit chaque résultat ; ou une règle maison de 1 sur 6 avec un d6.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Each</source>
        <translation>Chacun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Each PC rolls Skill Mastery (waiting for {names}).</source>
        <translation>Chaque PJ lance la Maîtrise de compétence (en attente : {names}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Each creature fills its own Strain; on: the creatures of a group share one Strain pool as large as their maximum Strain together, damage to any of them fills it, and the whole group is down when it is full.</source>
        <translation>Chaque créature remplit sa propre Tension ; activée : les créatures d'un groupe partagent une réserve de Tension égale à la somme de leurs Tensions maximales, les dégâts infligés à l'une d'elles la remplissent, et tout le groupe tombe quand elle est pleine.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Each fighter chooses act_first or move_first.</source>
        <translation>Chaque combattant choisit act_first ou move_first.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Each fighter takes a turn of its own in the spiral from the point of contact (two may choose to act together): a group is a label here, and a way to pick several combatants at once.</source>
        <translation>Chaque combattant joue son propre tour dans la spirale à partir du point de contact (deux peuvent choisir d'agir ensemble) : ici, un groupe est une étiquette et un moyen de choisir plusieurs combattants à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Encounter status must be one of {join}, not {repr_status}.</source>
        <translation>L'état de la rencontre doit être l'un de {join}, pas {repr_status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Encounter {encounter_id} has no log entry {seq}.</source>
        <translation>La rencontre {encounter_id} n'a pas d'entrée de journal {seq}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>Encounter {id} cannot be opened: {error}</source>
        <translation>La rencontre {id} ne peut pas être ouverte : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Encounter {number}</source>
        <translation>Rencontre {number}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>End</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End hazard</source>
        <translation>Terminer le danger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>End of round {round}: still to retaliate: {join}.</source>
        <translation>Fin du round {round} : doivent encore riposter : {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>End-of-round Retaliations come after every PC has had a turn.</source>
        <translation>Les Ripostes de fin de round viennent après que chaque PJ a joué son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Endurance</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Endure</source>
        <translation>Endurer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Engage</source>
        <translation>Engager</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Engaged</source>
        <translation>Engagé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Entered dice must be whole numbers.</source>
        <translation>Les dés saisis doivent être des nombres entiers.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Entry {seq} of encounter {encounter_id} is already saved; undo-then-act must truncate first.</source>
        <translation>L'entrée {seq} de la rencontre {encounter_id} est déjà enregistrée ; annuler-puis-agir doit d'abord tronquer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Evasion</source>
        <translation>Évasion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <source>Events must be a list of mappings.</source>
        <translation>Les événements doivent être une liste de correspondances.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Every ambusher must be able to act.</source>
        <translation>Chaque embusqué doit pouvoir agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Every die is typed in (players' and the GM's)</source>
        <translation>Tous les dés sont saisis (ceux des joueurs et du MJ)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Every faction passed: the phase ends ({phase}).</source>
        <translation>Toutes les factions ont passé : la phase se termine ({phase}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>Every network of this computer ({address}): not advised</source>
        <translation>Tous les réseaux de cet ordinateur ({address}) : déconseillé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds are not computed for '{op}': use +, - or * ('{text}').</source>
        <translation>Les probabilités exactes ne sont pas calculées pour « {op} » : utilisez +, - ou * (« {text} »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take one keep or drop of the highest or lowest dice ('{text}').</source>
        <translation>Les probabilités exactes acceptent une seule conservation ou suppression des dés les plus hauts ou les plus bas (« {text} »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Exact odds take whole numbers only.</source>
        <translation>Les probabilités exactes n'acceptent que des nombres entiers.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Exact range</source>
        <translation>Portée exacte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Exported '{name}' (encounter id {id}, {commands}) to {path}.</source>
        <translation>« {name} » (rencontre {id}, {commands}) exportée vers {path}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Extinguish</source>
        <translation>Éteindre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Extra successes become harm</source>
        <translation>Les réussites supplémentaires deviennent des dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Faction goes</source>
        <translation>La faction joue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Failed bleed-out rolls that kill</source>
        <translation>Jets d'hémorragie ratés qui tuent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fall</source>
        <translation>Tomber</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fall dice per 5 feet</source>
        <translation>Dés de chute par 5 pieds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast action threshold</source>
        <translation>Seuil d'action rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Fast action threshold: {fat}.</source>
        <translation>Seuil d'action rapide : {fat}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Fast and slow phases</source>
        <translation>Phases rapide et lente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Fast phase</source>
        <translation>Phase rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fate</source>
        <translation>Sort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fear</source>
        <translation>Peur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fear company counts the tester</source>
        <translation>La compagnie contre la peur compte le testeur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Fewer picks than the fight gives: name every benefit and drawback it gives.</source>
        <translation>Moins de choix que le combat n'en donne : nommez chaque bénéfice et chaque inconvénient qu'il donne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Fight lengths: {lengths}.</source>
        <translation>Durée des combats : {lengths}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Fight over</source>
        <translation>Combat terminé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Final blow</source>
        <translation>Coup de grâce</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Finesse</source>
        <translation>Finesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Fire and poison strike</source>
        <translation>Le feu et le poison frappent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>First</source>
        <translation>Premier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>First faction chosen again for the slow phase</source>
        <translation>Première faction choisie à nouveau pour la phase lente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Flee</source>
        <translation>Fuir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Fleeing tests Finesse or Sneak.</source>
        <translation>Fuir teste Finesse ou Se faufiler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Focus</source>
        <translation>Concentration</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>For the {value}, type the faces the dice showed or the total.</source>
        <translation>Pour {value}, saisissez les faces obtenues ou le total.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Force</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Force swap</source>
        <translation>Forcer l'échange</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Fortify</source>
        <translation>Fortifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Frantic</source>
        <translation>Frénétique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat</source>
        <translation>Combat frénétique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Frantic combat from the first round (the GM may switch it on or off any time).</source>
        <translation>Combat frénétique dès le premier round (le MJ peut l'activer ou le désactiver à tout moment).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already off.</source>
        <translation>Le combat frénétique est déjà désactivé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Frantic combat is already on.</source>
        <translation>Le combat frénétique est déjà activé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat off: {seconds} s to announce, {seconds} s to act.</source>
        <translation>Combat frénétique désactivé : {seconds} s pour annoncer, {seconds} s pour agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Frantic combat on: {seconds} s to announce, {seconds} s to act.</source>
        <translation>Combat frénétique activé : {seconds} s pour annoncer, {seconds} s pour agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Frantic combat · {who}</source>
        <translation>Combat frénétique · {who}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>GM Desk applies at most {MAX_AMOUNT} damage or healing at once.</source>
        <translation>GM Desk applique au plus {MAX_AMOUNT} points de dégâts ou de soins à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot create its data folder {folder}:
{error}</source>
        <translation>GM Desk ne peut pas créer son dossier de données {folder} :
{error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot create its data folder {parent} ({error}).</source>
        <translation>GM Desk ne peut pas créer son dossier de données {parent} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk cannot open its data</source>
        <translation>GM Desk ne peut pas ouvrir ses données</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot read {path} ({error}).</source>
        <translation>GM Desk ne peut pas lire {path} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>GM Desk cannot serve on {host} port {port}: {error}</source>
        <translation>GM Desk ne peut pas servir sur {host} port {port} : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to its data folder {path}: it is read-only for you. Make it writable (on Linux or macOS: chmod u+w "{path}"), or start GM Desk with --data-dir to use another folder. Nothing was changed.</source>
        <translation>GM Desk ne peut pas écrire dans son dossier de données {path} : il est en lecture seule pour vous. Rendez-le accessible en écriture (sous Linux ou macOS : chmod u+w "{path}"), ou lancez GM Desk avec --data-dir pour utiliser un autre dossier. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>GM Desk cannot write to {path}: the disk it is on is mounted read-only. Remount that disk read-write, or start GM Desk with --data-dir to use a folder elsewhere. Nothing was changed.</source>
        <translation>GM Desk ne peut pas écrire dans {path} : le disque qui le contient est monté en lecture seule. Remontez ce disque en lecture-écriture, ou lancez GM Desk avec --data-dir pour utiliser un dossier ailleurs. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>GM Desk computes exact odds for dice, numbers, +, - and *; not for '{text}'.</source>
        <translation>GM Desk calcule les probabilités exactes pour les dés, les nombres, +, - et * ; pas pour « {text} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>GM Desk could not apply that, and nothing changed ({name__}: {exc}).</source>
        <translation>GM Desk n'a pas pu appliquer cela, et rien n'a changé ({name__} : {exc}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>GM Desk could not apply that, and nothing changed.</source>
        <translation>GM Desk n'a pas pu appliquer cela ; rien n'a changé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <source>GM Desk could not back up your data first: {error}</source>
        <translation>GM Desk n'a pas pu sauvegarder vos données au préalable : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>GM Desk could not copy what it still holds.</source>
        <translation>GM Desk n'a pas pu copier ce qu'il contient encore.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup in {folder} ({error}).</source>
        <translation>GM Desk n'a pas pu faire de sauvegarde dans {folder} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make a backup: {path} is a file, not a folder. Rename or move that file, and GM Desk will keep its backups there again.</source>
        <translation>GM Desk n'a pas pu faire de sauvegarde : {path} est un fichier, pas un dossier. Renommez ou déplacez ce fichier, et GM Desk y rangera de nouveau ses sauvegardes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not make its backup folder {folder} ({error}).</source>
        <translation>GM Desk n'a pas pu créer son dossier de sauvegardes {folder} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>GM Desk could not read or write its data file ({detail}). Check that the disk is connected and that the data folder is writable.</source>
        <translation>GM Desk n'a pas pu lire ou écrire son fichier de données ({detail}). Vérifiez que le disque est connecté et que le dossier de données est accessible en écriture.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>GM Desk could not read {name} ({error}).</source>
        <translation>GM Desk n'a pas pu lire {name} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that, so nothing changed: {error}</source>
        <translation>GM Desk n'a pas pu enregistrer cela, donc rien n'a changé : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>GM Desk could not save that: {error}</source>
        <translation>GM Desk n'a pas pu enregistrer cela : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk could not start</source>
        <translation>GM Desk n'a pas pu démarrer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/wal_guard.py"/>
        <source>GM Desk could not update {name} ({error}).</source>
        <translation>GM Desk n'a pas pu mettre à jour {name} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>GM Desk has no demo for the combat system '{ruleset_id}'.</source>
        <translation>GM Desk n'a pas de démo pour le système de combat « {ruleset_id} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is already running</source>
        <translation>GM Desk est déjà lancé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>GM Desk is using {folder}; close it, then restore the backup.</source>
        <translation>GM Desk utilise {folder} ; fermez-le, puis restaurez la sauvegarde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>GM Desk is using {folder}; close it, then {doing} again.</source>
        <translation>GM Desk utilise {folder} ; fermez-le, puis relancez {doing}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>GM Desk knows no combat system '{ruleset_id}'.</source>
        <translation>GM Desk ne connaît aucun système de combat « {ruleset_id} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>GM Desk knows no combat system '{ruleset}'.</source>
        <translation>GM Desk ne connaît aucun système de combat « {ruleset} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>GM Desk rolls every die left blank</source>
        <translation>GM Desk lance tous les dés laissés vides</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>GM Desk — Player view</source>
        <translation>GM Desk — Vue des joueurs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what} ({reason}).</source>
        <translation>Décision du MJ : {what} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what}.</source>
        <translation>Décision du MJ : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Give a position or a distance.</source>
        <translation>Donnez une position ou une distance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Give card</source>
        <translation>Donner une carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Graceful</source>
        <translation>Graceful</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Graceful + Defiant to back out</source>
        <translation>Graceful + Defiant pour se retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grapple</source>
        <translation>Empoigner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Grid move</source>
        <translation>Déplacement sur la grille</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Group order</source>
        <translation>Ordre de groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Group {name} ({count})</source>
        <translation>Groupe {name} ({count})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Hardship</source>
        <translation>Épreuve</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm</source>
        <translation>Dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Harm cap</source>
        <translation>Plafond de dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>Harm is physical or mental.</source>
        <translation>Les dommages sont physiques ou mentaux.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Harm points last until healed</source>
        <translation>Les points de dommages durent jusqu'à guérison</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hazard</source>
        <translation>Danger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Hazard in {zone}</source>
        <translation>Danger dans {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} ({damage} rolled {amount}) to {names}.</source>
        <translation>Danger : {tag} dans {zone} inflige {amount} ({damage} a donné {amount}) à {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} deals {amount} to {names}.</source>
        <translation>Danger : {tag} dans {zone} inflige {amount} à {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} dies out.</source>
        <translation>Danger : {tag} dans {zone} s'épuise.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} ends.</source>
        <translation>Danger : {tag} dans {zone} prend fin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} has {left} rounds left.</source>
        <comment>Hazard: {tag} in {zone} has {left} round left.</comment>
        <translation><numerusform>Danger : il reste {left} round à {tag} dans {zone}.</numerusform><numerusform>Danger : il reste {left} rounds à {tag} dans {zone}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} in {zone} is put out by the GM.</source>
        <translation>Danger : le MJ éteint {tag} dans {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/live_hazards.py"/>
        <source>Hazard: {tag} spreads from {source} to {target}.</source>
        <translation>Danger : {tag} s'étend de {source} à {target}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Hide {name}</source>
        <translation>Cacher {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>Higher comes first; a PC tied with it acts before it.</source>
        <translation>Le plus haut commence ; un PJ à égalité avec lui agit avant lui.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Holding on is tested with</source>
        <translation>Maintenir la prise se teste avec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Identical opponents (same group) share one card; off: every creature draws its own.</source>
        <translation>Les adversaires identiques (même groupe) partagent une carte ; désactivée : chaque créature pioche la sienne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ignite</source>
        <translation>Enflammer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Impaired damage</source>
        <translation>Dégâts gênés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Import of {pack} cancelled; nothing was imported.</source>
        <translation>Import de {pack} annulé ; rien n'a été importé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Imported '{name}' ({state}) into {where}, encounter id {id}.{first}</source>
        <translation>« {name} » ({state}) importée dans {where}, rencontre {id}.{first}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported 1 new creature from {pack}.</source>
        <translation>1 nouvelle créature importée depuis {pack}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Imported {count} new creatures from {pack}.</source>
        <translation>{count} nouvelles créatures importées depuis {pack}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/seed.py"/>
        <source>Imported {n} bestiary packs.</source>
        <comment>Imported {n} bestiary pack.</comment>
        <translation><numerusform>{n} paquet de bestiaire importé.</numerusform><numerusform>{n} paquets de bestiaire importés.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Imported {system} encounters</source>
        <translation>Rencontres {system} importées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Indirect</source>
        <translation>Indirect</translation>
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
        <translation>L'initiative se lance avant le premier round (ou pour un retardataire).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>Initiative is seized while a round's turns are running.</source>
        <translation>L'initiative se saisit pendant que les tours d'un round se déroulent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Initiative is set. Start round 1.</source>
        <translation>L'initiative est fixée. Commencez le round 1.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Initiative re-rolled every round</source>
        <translation>Initiative relancée à chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Initiative set</source>
        <translation>Initiative fixée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Initiative: {name_of}</source>
        <translation>Initiative : {name_of}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Instigator</source>
        <translation>Instigateur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Interact</source>
        <translation>Interagir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Interaction</source>
        <translation>Interaction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Intercept</source>
        <translation>Intercepter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Intimate</source>
        <translation>Contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Intimidate</source>
        <translation>Intimider</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>It does not reach from where it stands: the GM decides.</source>
        <translation>Hors d'atteinte depuis sa position : le MJ décide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {faction}'s go.</source>
        <translation>Ce n'est pas au tour de {faction}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>It is not the {name}'s go.</source>
        <translation>Ce n'est pas au tour de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>It is not this combatant's (or this side's) turn.</source>
        <translation>Ce n'est pas le tour de ce combattant (ou de ce camp).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>It is not {name}'s turn.</source>
        <translation>Ce n'est pas le tour de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>It is the {side}' go: choose a character or pass.</source>
        <translation>C'est au tour de {side} : choisissez un personnage ou passez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>It is {name} who decides.</source>
        <translation>C'est à {name} de décider.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick, and {name2} is not on that team.</source>
        <translation>C'est au tour de {name} de choisir, et {name2} n'est pas dans cette équipe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>It is {name}'s pick.</source>
        <translation>C'est au tour de {name} de choisir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>It is {name}'s turn.</source>
        <translation>C'est au tour de {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>It loses {losses} of them; {undecided} are undecided (they reached the cap of {cap} rounds or stalled).</source>
        <translation>Il en perd {losses} ; {undecided} restent indécis (ils ont atteint la limite de {cap} rounds ou se sont enlisés).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Kept both copies of {count}, renaming the new ones.</source>
        <translation>Les deux copies de {count} conservées, les nouvelles renommées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Killing strike</source>
        <translation>Coup fatal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Killing strike weapons</source>
        <translation>Armes des coups fatals</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Last round: {choice} (Space keeps it).</source>
        <translation>Dernier round : {choice} (Espace le conserve).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Late joiners act</source>
        <translation>Les retardataires agissent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Late joiners wait a round</source>
        <translation>Les retardataires attendent un round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Left out, no {system} bestiary entry of that name: {names}.</source>
        <translation>Écartés, faute d'entrée du bestiaire {system} à ce nom : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>Likely breaking point: fight {number}, {name} ({ended} of the {total} days that end, end there).</source>
        <translation>Point de rupture probable : combat {number}, {name} ({ended} des {total} journées interrompues s'arrêtent là).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Link</source>
        <translation>Lier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Link zones</source>
        <translation>Relier des zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Lowest comes first; its card is taken out of the deck before the deal.</source>
        <translation>Le plus bas commence ; sa carte est retirée du paquet avant la donne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Lowest face that succeeds</source>
        <translation>Face minimale qui réussit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Luck die</source>
        <translation>Dé de chance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Lucky</source>
        <translation>Lucky</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Maneuver</source>
        <translation>Manœuvre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers per card</source>
        <translation>Manœuvres par carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Maneuvers refill</source>
        <translation>Les manœuvres se rechargent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Marching order: {order}</source>
        <translation>Ordre de marche : {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Mark acted</source>
        <translation>Marquer comme ayant agi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Mark {tag}</source>
        <translation>Marquer {tag}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Melee</source>
        <translation>Corps à corps</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Melee Threat {value}</source>
        <translation>Menace au contact {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee needs closing in</source>
        <translation>Le corps à corps demande de s'approcher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Melee reaches anyone in the same zone (the chapter's 'may need to close in' is left to the GM); on: the attacker must first close in (Approach, a fast maneuver).</source>
        <translation>Le corps à corps atteint quiconque dans la même zone (le « peut devoir s'approcher » du chapitre est laissé au MJ) ; activée : l'attaquant doit d'abord s'approcher (Approcher, une manœuvre rapide).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mental</source>
        <translation>Mental</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Mental harm</source>
        <translation>Dommages mentaux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Metres across a zone</source>
        <translation>Mètres d'une zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Mighty</source>
        <translation>Mighty</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Monsters may delay</source>
        <translation>Les monstres peuvent retarder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>Morale check for {group}: {why}.</source>
        <translation>Test de moral pour {group} : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Morale checked every round</source>
        <translation>Moral testé à chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale fate</source>
        <translation>Issue du moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Morale save</source>
        <translation>Sauvegarde de moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>Morale saves are made in the morale phase.</source>
        <translation>Les sauvegardes de moral se font pendant la phase de moral.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Morale: {names} make a WIT save.</source>
        <translation>Moral : {names} font une sauvegarde de WIT.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>More dice were entered than '{_shown}' rolls.</source>
        <translation>Plus de dés ont été saisis que « {_shown} » n'en lance.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>More picks than the fight allows.</source>
        <translation>Plus de choix que le combat n'en permet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Move</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Moved to {zone} (their zone is not on this map): {names}.</source>
        <translation>Déplacés vers {zone} (leur zone n'est pas sur cette carte) : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Moves</source>
        <translation>Déplacements</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Multiple attack penalty counts attacks of</source>
        <translation>La pénalité d'attaques multiples compte les attaques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Name each ambusher once.</source>
        <translation>Nommez chaque embusqué une seule fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Name each fleeing character once.</source>
        <translation>Nommez chaque personnage en fuite une seule fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Name the instigator and the attacked team (or a team order), then start.</source>
        <translation>Nommez l'instigateur et l'équipe attaquée (ou un ordre des équipes), puis commencez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Name the instigator of the opening action.</source>
        <translation>Nommez l'instigateur de l'action d'ouverture.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Name the item to use ('item').</source>
        <translation>Nommez l'objet à utiliser (« item »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>Name two different sides of this encounter.</source>
        <translation>Nommez deux camps différents de cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Name who attacks whom.</source>
        <translation>Indiquez qui attaque qui.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>Name who moves where.</source>
        <translation>Indiquez qui se déplace et où.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Nearby</source>
        <translation>Proche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Next: {name}</source>
        <translation>Ensuite : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No PC is standing for {name} to retaliate against.</source>
        <translation>Aucun PJ debout contre qui {name} pourrait riposter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>No PC's turn is running.</source>
        <translation>Aucun tour de PJ n'est en cours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>No Retaliation damage is waiting under that id.</source>
        <translation>Aucun dégât de Riposte n'attend sous cet id.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No action of that kind is left this turn.</source>
        <translation>Il ne reste aucune action de ce type ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack is waiting for a reaction.</source>
        <translation>Aucune attaque n'attend de réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No attack or move is waiting for reactions.</source>
        <translation>Aucune attaque ni aucun déplacement n'attend de réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card is held.</source>
        <translation>Aucune carte en main.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>No card is left in the deck for {holder}: the GM gives it one (Give card).</source>
        <translation>Il ne reste aucune carte dans le paquet pour {holder} : le MJ lui en donne une (Donner une carte).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No card swap has been earned this round.</source>
        <translation>Aucun échange de cartes n'a été gagné ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>No cards have been dealt yet.</source>
        <translation>Aucune carte n'a encore été distribuée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>No change</source>
        <translation>Aucun changement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>No change to propose: the encounter has no foes to change.</source>
        <translation>Aucun changement à proposer : la rencontre n'a aucun adversaire à modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/state.py"/>
        <source>No combatant '{cid}' in this encounter.</source>
        <translation>Aucun combattant « {cid} » dans cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>No creature is standing to set the difficulty of this roll.</source>
        <translation>Aucune créature debout pour fixer la difficulté de ce jet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No creature is standing to set the difficulty.</source>
        <translation>Aucune créature debout pour fixer la difficulté.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/auto_backup.py"/>
        <location filename="../../gm_desk/store/seed.py"/>
        <location filename="../../gm_desk/store/transactions.py"/>
        <source>No data file is open.</source>
        <translation>Aucun fichier de données n'est ouvert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>No encounter is named '{text}'. Give its name as GM Desk lists it, or its id.</source>
        <translation>Aucune rencontre ne s'appelle « {text} ». Donnez son nom tel que GM Desk l'affiche, ou son id.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No encounter is open.</source>
        <translation>Aucune rencontre n'est ouverte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No fight is open yet. This page follows it as soon as the GM opens one.</source>
        <translation>Aucun combat n'est encore ouvert. Cette page le suivra dès que le MJ en ouvrira un.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>No hazard is at work in {name}.</source>
        <translation>Aucun danger n'est actif dans {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No manoeuvre of that speed is left this round.</source>
        <translation>Il ne reste aucune manœuvre de cette vitesse ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>No order yet.</source>
        <translation>Pas encore d'ordre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>No reaction</source>
        <translation>Pas de réaction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/events.py"/>
        <source>No reducer for event type '{type}'.</source>
        <translation>Aucun réducteur pour le type d'événement « {type} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>No reinforcement '{cid}' is waiting.</source>
        <translation>Aucun renfort « {cid} » n'est en attente.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>No scene event is waiting to be dismissed.</source>
        <translation>Aucun événement de scène n'attend d'être écarté.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>No stunt is waiting for an answer.</source>
        <translation>Aucune prouesse n'attend de réponse.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No such check is due.</source>
        <translation>Aucun test de ce type n'est attendu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>No team can pick now.</source>
        <translation>Aucune équipe ne peut choisir maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>No turn is running.</source>
        <translation>Aucun tour n'est en cours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>No upgrade step from data version {current} to {version}.</source>
        <translation>Aucune étape de mise à niveau de la version de données {current} à {version}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>No way leads from {zone} to {to}.</source>
        <translation>Aucun chemin ne mène de {zone} à {to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>No way leads there.</source>
        <translation>Aucun chemin n'y mène.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Nobody here.</source>
        <translation>Personne ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>Nobody is acting, so there is no attack to defend against.</source>
        <translation>Personne n'agit : il n'y a aucune attaque contre laquelle se défendre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is holding on here.</source>
        <translation>Personne ne s'accroche ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>Nobody is holding {name} who could hold on.</source>
        <translation>Personne ne tient {name} pour pouvoir maintenir la prise.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is in reach to be the target.</source>
        <translation>Personne n'est à portée pour être la cible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>Nobody is moving away right now.</source>
        <translation>Personne ne s'éloigne en ce moment.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nobody is restrained here.</source>
        <translation>Personne n'est entravé ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>Nobody on '{side}' can be surprised.</source>
        <translation>Personne dans « {side} » ne peut être surpris.</translation>
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
        <translation>Ce n'est le tour de personne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Nobody's turn is running: name who acts.</source>
        <translation>Ce n'est le tour de personne : nommez qui agit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>None of those combatants is in a group.</source>
        <translation>Aucun de ces combattants n'est dans un groupe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>None of {name}'s Retaliations reaches a standing PC from where it is: let it pass.</source>
        <translation>Aucune Riposte de {name} n'atteint un PJ debout depuis sa position : laissez passer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Not enough dice were entered for this roll.</source>
        <translation>Pas assez de dés saisis pour ce jet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough focus left for that.</source>
        <translation>Pas assez de concentration pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Not enough stamina left for that.</source>
        <translation>Pas assez d'endurance pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing blocks that way.</source>
        <translation>Rien ne bloque ce chemin.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>Nothing blocks the way from {zone} to {to}.</source>
        <translation>Rien ne bloque le chemin de {zone} à {to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Nothing is shared at this address: ask the GM for the current one.</source>
        <translation>Rien n'est partagé à cette adresse : demandez l'adresse actuelle au MJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Nothing is waiting for that answer.</source>
        <translation>Rien n'attend cette réponse.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Nothing is waiting for that decision.</source>
        <translation>Rien n'attend cette décision.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>Nothing was imported.</source>
        <translation>Rien n'a été importé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Now there from the start: {names}.</source>
        <translation>Désormais présents dès le début : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Now: {name}</source>
        <translation>En cours : {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obscure</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Obscured</source>
        <translation>Masqué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>One card is dealt for the group: at its card each member takes a turn, in the Director's order, and the card leaves the fight when every member is out. PCs in a group keep a card of their own.</source>
        <translation>Une seule carte est distribuée pour le groupe : à sa carte, chaque membre joue un tour, dans l'ordre choisi par le Directeur, et la carte quitte le combat quand tous les membres sont hors de combat. Les PJ d'un groupe gardent leur propre carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defence per attack</source>
        <translation>Une défense par attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>One defensive reaction per attack; off: after a failed Dodge the target may still Parry or Block.</source>
        <translation>Une réaction défensive par attaque ; désactivé : après une Esquive ratée, la cible peut encore Parer ou Bloquer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>Only a fighter who is acting can skip an action.</source>
        <translation>Seul un combattant en train d'agir peut sauter une action.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>Only a saved creature can be followed.</source>
        <translation>Seule une créature enregistrée peut être suivie.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only after the enemy does harm may that be done.</source>
        <translation>Cela n'est possible qu'après que l'ennemi a infligé des dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only concealed ambushers act in the ambush turn.</source>
        <translation>Seuls les embusqués cachés agissent pendant le tour d'embuscade.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Only concealed ambushers act in the ambush turn; {name} cannot.</source>
        <translation>Seuls les embusqués dissimulés agissent pendant le tour d'embuscade ; {name} ne le peut pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>Only fighters acting together choose whether to act or move first.</source>
        <translation>Seuls les combattants qui agissent ensemble choisissent d'agir ou de se déplacer d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Only reading is allowed here.</source>
        <translation>Seule la lecture est autorisée ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the fighter whose turn it is can delay ({name} cannot).</source>
        <translation>Seul le combattant dont c'est le tour peut retarder ({name} ne le peut pas).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Only the holder's faction ambushes</source>
        <translation>Seule la faction du détenteur tend l'embuscade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Only the lead ({who}) takes or cedes initiative.</source>
        <translation>Seule la tête ({who}) prend ou cède l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Only two different PCs may swap cards by choice.</source>
        <translation>Seuls deux PJ différents peuvent échanger leurs cartes par choix.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>Only two different player characters may swap cards by choice.</source>
        <translation>Seuls deux personnages joueurs différents peuvent échanger leurs cartes par choix.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Opportunity</source>
        <translation>Opportunité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>Option 'frantic_seconds' must be from 1 to 600 seconds.</source>
        <translation>L'option « frantic_seconds » doit aller de 1 à 600 secondes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: a d20 fast action threshold splits each round in two phases.</source>
        <translation>Règle optionnelle : un seuil d'action rapide au d20 divise chaque round en deux phases.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Optional rule: players who do not declare in time lose their turn (the GM marks the action lost).</source>
        <translation>Règle optionnelle : les joueurs qui ne déclarent pas à temps perdent leur tour (le MJ marque l'action perdue).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>PC turns</source>
        <translation>Tours des PJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>PCs check morale</source>
        <translation>Les PJ testent le moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs joining: {names}.</source>
        <translation>PJ ajoutés : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>PCs left out, no {system} sheet: {names}.</source>
        <translation>PJ écartés, faute de fiche {system} : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>PCs make no morale check unless the option 'PCs check morale' is on.</source>
        <translation>Les PJ ne font pas de test de moral sauf si l'option « Les PJ testent le moral » est activée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>PCs swap cards only at the start of a round, before anyone acts.</source>
        <translation>Les PJ n'échangent leurs cartes qu'au début d'un round, avant que quiconque agisse.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>PCs who went down back on their feet</source>
        <translation>les PJ tombés se relèvent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Paused by the GM</source>
        <translation>En pause (MJ)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Persuade</source>
        <translation>Persuader</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Phase: {phase}.</source>
        <translation>Phase : {phase}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Physical harm</source>
        <translation>Dommages physiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Pick</source>
        <translation>Choisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Piercing</source>
        <translation>Perforant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Place border</source>
        <translation>Placer une frontière</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Place everyone, declare groups, then start: everyone draws a card.</source>
        <translation>Placez tout le monde, déclarez les groupes, puis commencez : chacun pioche une carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Place everyone, mark who is engaged, then start the encounter.</source>
        <translation>Placez tout le monde, marquez qui est engagé, puis commencez la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Place everyone, say which faction started the fight (it holds the initiative; nobody: a die decides), then start. The factions take turns in the order {order}.</source>
        <translation>Placez tout le monde, indiquez quelle faction a engagé le combat (elle a l'initiative ; aucune : un dé décide), puis commencez. Les factions jouent à tour de rôle dans l'ordre {order}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>Place everyone, then start: {order}; {surprise}.</source>
        <translation>Placez tout le monde, puis commencez : {order} ; {surprise}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Place the combatant on the map first.</source>
        <translation>Placez d'abord le combattant sur la carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Place token</source>
        <translation>Placer un pion</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>Players type their own dice; GM Desk rolls for the creatures</source>
        <translation>Les joueurs saisissent leurs dés ; GM Desk lance pour les créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Poison</source>
        <translation>Poison</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>Poison (toxicity {toxicity}) {p} against Endure {e}: {harm} harm to {n}.</source>
        <translation>Poison (toxicité {toxicity}) {p} contre Endurer {e} : {harm} dommages à {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} is in use on {host}: choose another port, or 0 for any free one.</source>
        <translation>Le port {port} est déjà utilisé sur {host} : choisissez un autre port, ou 0 pour n'importe quel port libre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Port {port} needs the administrator's rights: choose one above 1023, or 0.</source>
        <translation>Le port {port} nécessite les droits d'administrateur : choisissez-en un au-dessus de 1023, ou 0.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Portraits: {count} creatures got theirs from the archive.</source>
        <translation>Portraits : {count} créatures ont reçu le leur depuis l'archive.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Prepare</source>
        <translation>Préparer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Priority: {order}.</source>
        <translation>Priorité : {order}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Psychic</source>
        <translation>Psychique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Radiant</source>
        <translation>Radiant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranged</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Ranged Threat {value}</source>
        <translation>Menace à distance {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Ranks ticked</source>
        <translation>Rangs cochés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>Re-linked to the {system} bestiary: {names}.</source>
        <translation>Reliés de nouveau au bestiaire {system} : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>React</source>
        <translation>Réagir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reactions come back</source>
        <translation>Les réactions reviennent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Reactions happen during a round.</source>
        <translation>Les réactions ont lieu pendant un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Reactions: {offers}.</source>
        <translation>Réactions : {offers}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Read</source>
        <translation>Déchiffrer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Ready</source>
        <translation>Se tenir prêt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Redraw</source>
        <translation>Repiocher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive in round 2 to {last}.</source>
        <translation>Les renforts arrivent entre le round 2 et le round {last}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>Reinforcements arrive once the fight has started.</source>
        <translation>Les renforts arrivent une fois le combat commencé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements arrive.</source>
        <translation>Les renforts arrivent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Reinforcements join the order</source>
        <translation>Les renforts rejoignent l'ordre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>Reinforcements, round {n}</source>
        <translation>Renforts, round {n}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Release</source>
        <translation>Relâcher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Remove combatant</source>
        <translation>Retirer un combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove scene event {name}</source>
        <translation>Retirer l'événement de scène {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Remove side {name}</source>
        <translation>Retirer le camp {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>Remove the hazard of {zone}</source>
        <translation>Retirer le danger de {zone}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>Removed (its zones are not on this map): {items}.</source>
        <translation>Retirés (leurs zones ne sont pas sur cette carte) : {items}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Rename group {old} to {new}</source>
        <translation>Renommer le groupe {old} en {new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Rename side to {name}</source>
        <translation>Renommer le camp en {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Rename zone</source>
        <translation>Renommer la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reorder</source>
        <translation>Réordonner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Replaced {count} already in the bestiary.</source>
        <translation>{count} déjà dans le bestiaire remplacées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice_odds.py"/>
        <source>Rerolled or exploding dice have no exact count here ('{text}'): exact odds take keep or drop highest or lowest.</source>
        <translation>Les dés relancés ou explosifs n'ont pas de calcul exact ici (« {text} ») : les probabilités exactes acceptent de garder ou d'écarter les plus hauts ou les plus bas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resist</source>
        <translation>Résister</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Resolve or skip the end-of-round Retaliation of {names} first.</source>
        <translation>Résolvez ou sautez d'abord la Riposte de fin de round de {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resolve tie</source>
        <translation>Départager</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Restored {backup} into {path}.</source>
        <translation>{backup} restauré dans {path}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Resuscitate</source>
        <translation>Réanimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate difficulty</source>
        <translation>Difficulté de Réanimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Resuscitate has no difficulty in the chapter: the target's missing health; or a flat 10. A difficulty given with the command overrides either.</source>
        <translation>Le chapitre ne donne pas de difficulté pour Réanimer : la santé manquante de la cible ; ou un 10 fixe. Une difficulté donnée avec la commande remplace l'une ou l'autre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation</source>
        <translation>Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Retaliation damage</source>
        <translation>Dégâts de Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation damage is rolled and applied at once; or it waits for the GM to apply it.</source>
        <translation>Les dégâts de Riposte sont lancés et appliqués aussitôt ; ou ils attendent que le MJ les applique.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Retaliation limits refill</source>
        <translation>Les limites de Riposte se rechargent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Retaliation phase</source>
        <translation>Phase de Riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Retaliations drawn most often: {drawn}.</source>
        <translation>Ripostes tirées le plus souvent : {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Revealing actions reveal</source>
        <translation>Les actions révélatrices révèlent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>Roll a d20 openly: the fast action threshold for this round.</source>
        <translation>Lancez un d20 à découvert : le seuil d'action rapide de ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Roll fat</source>
        <translation>Lancer le seuil d'action rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Roll the fast action threshold</source>
        <translation>Lancer le seuil d'action rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Roll {expr}{faces} = {total} ({purpose}).</source>
        <translation>Jet {expr}{faces} = {total} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Rolls are made against creatures, not PCs.</source>
        <translation>Les jets se font contre les créatures, pas contre les PJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round end</source>
        <translation>Fin du round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Round start: swaps</source>
        <translation>Début du round : échanges</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/recap.py"/>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} begins.</source>
        <translation>Début du round {round}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} ends.</source>
        <translation>Fin du round {round}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Round {round} is over.</source>
        <translation>Le round {round} est terminé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round} is over. Next round (the cards stay).</source>
        <translation>Le round {round} est terminé. Round suivant (les cartes restent).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Round {round} is over. Next round.</source>
        <translation>Le round {round} est terminé. Round suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>Round {round}, {phase}. Next: {next}</source>
        <translation>Round {round}, {phase}. Ensuite : {next}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>Round {round}: PCs who can talk may swap cards now; then begin.</source>
        <translation>Round {round} : les PJ qui peuvent parler peuvent échanger leurs cartes maintenant ; puis commencez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Save</source>
        <translation>Jet de sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Saved the first proposal as '{name}'.</source>
        <translation>Première proposition enregistrée sous « {name} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>Saves</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say in 1 to 200 characters what the PC does.</source>
        <translation>Décrivez en 1 à 200 caractères ce que fait le PJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what the reaction is.</source>
        <translation>Décrivez la réaction en 1 à 200 caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in 1 to 200 characters what triggers the prepared action.</source>
        <translation>Décrivez en 1 à 200 caractères ce qui déclenche l'action préparée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say in at most 200 characters what the prepared action is.</source>
        <translation>Décrivez l'action préparée en 200 caractères au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Say where to: a zone ('to') or a square ('to_pos').</source>
        <translation>Indiquez la destination : une zone (« to ») ou une case (« to_pos »).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>Say whether the durability roll left the item damaged.</source>
        <translation>Indiquez si le jet de solidité a laissé l'objet endommagé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>Say which PC reacts.</source>
        <translation>Indiquez quel PJ réagit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Say which faction makes this choice: {side_name} hold the initiative and decide who acts first.</source>
        <translation>Indiquez quelle faction fait ce choix : {side_name} a l'initiative et décide qui agit en premier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Say which team the instigator attacked: it takes the second pick.</source>
        <translation>Indiquez quelle équipe l'instigateur a attaquée : elle choisit en deuxième.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>Say which weapon {name} attacks with.</source>
        <translation>Indiquez avec quelle arme {name} attaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event dismissed: {names}.</source>
        <translation>Événement de scène écarté : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>Scene event: {name} — {text}</source>
        <translation>Événement de scène : {name} — {text}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Scene events</source>
        <translation>Événements de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds a player has to announce, then to execute, each action in frantic combat.</source>
        <translation>Secondes dont dispose un joueur pour annoncer, puis exécuter, chaque action en combat frénétique.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Seconds in frantic combat</source>
        <translation>Secondes en combat frénétique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seek cover</source>
        <translation>Se mettre à couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Seize</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Seizes it</source>
        <translation>La saisit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. The order stands.</source>
        <translation>Saisie de l'initiative : {rolls}. L'ordre est maintenu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. They act together.</source>
        <translation>Saisie de l'initiative : {rolls}. Ils agissent ensemble.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Seizing initiative: {rolls}. {n} acts first.</source>
        <translation>Saisie de l'initiative : {rolls}. {n} agit en premier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set acted</source>
        <translation>Marquer l'action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set contact</source>
        <translation>Définir le contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set lead</source>
        <translation>Définir le meneur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set marching order</source>
        <translation>Définir l'ordre de marche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set order</source>
        <translation>Définir l'ordre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set resource</source>
        <translation>Définir la ressource</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set sees</source>
        <translation>Définir la vue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set stats</source>
        <translation>Définir le profil</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set status</source>
        <translation>Définir le statut</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Set the faction order in the setup before the fight starts.</source>
        <translation>Définissez l'ordre des factions dans la mise en place avant le début du combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Set zone tag</source>
        <translation>Définir l'étiquette de zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>Setting up your data file: the bestiary and a demo campaign…</source>
        <translation>Préparation de votre fichier de données : le bestiaire et une campagne de démo…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Settle the decision that is pending first.</source>
        <translation>Réglez d'abord la décision en attente.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Several cards are held: say which one.</source>
        <translation>Plusieurs cartes sont en main : précisez laquelle.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Shared Strain</source>
        <translation>Tension partagée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Shared Strain for groups</source>
        <translation>Tension partagée pour les groupes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of} (full: the group is down).</source>
        <translation>Tension partagée du groupe {group} : {value} sur {of} (pleine : le groupe tombe).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>Shared Strain of the {group}: {value} of {of}.</source>
        <translation>Tension partagée du groupe {group} : {value} sur {of}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shock</source>
        <translation>Choc</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Shoot</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Short task</source>
        <translation>Tâche courte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Shove</source>
        <translation>Bousculer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Simultaneous attacks</source>
        <translation>Attaques simultanées</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Skill Mastery</source>
        <translation>Maîtrise de compétence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Skip</source>
        <translation>Sauter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Skipped turns tick conditions</source>
        <translation>Les tours sautés font avancer les états</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_types.py"/>
        <source>Skipped {count} already in the bestiary: {names}.</source>
        <translation>{count} déjà dans le bestiaire ignorées : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Slashing</source>
        <translation>Tranchant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Slot</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Slow phase</source>
        <translation>Phase lente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Sneak</source>
        <translation>Se faufiler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>Some cards are already dealt: settle an ambush before the deal.</source>
        <translation>Des cartes sont déjà distribuées : réglez l'embuscade avant la donne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Some initiative rolls are still missing.</source>
        <translation>Il manque encore des jets d'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>Someone already stands on that square.</source>
        <translation>Quelqu'un occupe déjà cette case.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone already stands there.</source>
        <translation>Quelqu'un s'y trouve déjà.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Someone else makes this decision.</source>
        <translation>Cette décision revient à quelqu'un d'autre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>Someone has already intercepted this attack.</source>
        <translation>Quelqu'un a déjà intercepté cette attaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something earlier is waiting to be settled first.</source>
        <translation>Quelque chose d'antérieur doit d'abord être réglé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Something the command needs was not said.</source>
        <translation>Il manque une information dont la commande a besoin.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Spiral turns</source>
        <translation>Tours en spirale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sprint</source>
        <translation>Sprinter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Sprint may be repeated</source>
        <translation>Sprinter peut se répéter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Stamina</source>
        <translation>Vigueur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stand up</source>
        <translation>Se relever</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>Start the encounter before dealing the cards.</source>
        <translation>Commencez la rencontre avant de distribuer les cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>Start the encounter first.</source>
        <translation>Commencez d'abord la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Started a new data file at {path}.</source>
        <translation>Nouveau fichier de données créé : {path}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Started the fight (holds the initiative)</source>
        <translation>A engagé le combat (a l'initiative)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stay conscious</source>
        <translation>Rester conscient</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Step</source>
        <translation>Faire un pas</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Step or Move, not both</source>
        <translation>Pas ou Déplacement, pas les deux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}.</source>
        <translation>Étape {step}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>Step {step}: collision!</source>
        <translation>Étape {step} : collision !</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Strain</source>
        <translation>Tension</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>Stray shot! {n}'s attack flies at {n2} instead of {n3}.</source>
        <translation>Tir perdu ! L'attaque de {n} part vers {n2} au lieu de {n3}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Stray shots can hit the attacker</source>
        <translation>Les tirs perdus peuvent toucher l'attaquant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Strike</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>Stunt</source>
        <translation>Prouesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Stunt reply</source>
        <translation>Réponse à une prouesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Successes a forced swap costs</source>
        <translation>Réussites que coûte un échange forcé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surprise</source>
        <translation>Surprise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Surprise round</source>
        <translation>Round de surprise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>Surprise round: {team} choose who acts next.</source>
        <translation>Round de surprise : {team} choisit qui agit ensuite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Surrender</source>
        <translation>Se rendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>Surrendering takes {name}'s whole turn; some is spent.</source>
        <translation>Se rendre prend tout le tour de {name} ; une partie est déjà dépensée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swap cards: {name_of} ↔ {name_of2}</source>
        <translation>Échanger les cartes : {name_of} ↔ {name_of2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>Swap {old} for {new}</source>
        <translation>Remplacer {old} par {new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Swap {old} for {new} (from the bestiary)</source>
        <translation>Remplacer {old} par {new} (du bestiaire)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Swaps</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Sweep</source>
        <translation>Balayer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>Tactic: {tactic}.</source>
        <translation>Tactique : {tactic}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Take the deal back</source>
        <translation>Reprendre la donne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Take turn</source>
        <translation>Jouer son tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Target: the party wins {target:.0%}.</source>
        <translation>Objectif : le groupe gagne {target:.0%}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Team order</source>
        <translation>Ordre d'équipe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team order: {order}</source>
        <translation>Ordre des équipes : {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Team picks</source>
        <translation>Choix des équipes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Teams choose who acts at each pick: only the order of the teams can be set.</source>
        <translation>Les équipes choisissent qui agit à chaque choix : seul l'ordre des équipes peut être fixé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>Teams choose who acts at each pick; only the order of the teams can be changed.</source>
        <translation>Les équipes choisissent qui agit à chaque tour de choix ; seul l'ordre des équipes peut être modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Teams may pass</source>
        <translation>Les équipes peuvent passer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>Teams take turns, each picking one of its members to act, so every member of a group keeps a turn of its own: a group is a label here, and a way to pick several combatants at once.</source>
        <translation>Les équipes jouent à tour de rôle, chacune choisissant un de ses membres pour agir : chaque membre d'un groupe garde donc son propre tour. Ici, un groupe n'est qu'une étiquette, et un moyen de choisir plusieurs combattants à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That campaign no longer exists.</source>
        <translation>Cette campagne n'existe plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can be tried only once per turn.</source>
        <translation>Cela ne peut être tenté qu'une fois par tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That can only be done at another moment of the round.</source>
        <translation>Cela ne peut se faire qu'à un autre moment du round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done while moving.</source>
        <translation>Impossible en se déplaçant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be done with this action.</source>
        <translation>Impossible avec cette action.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That cannot be used as a counter.</source>
        <translation>Ceci ne peut pas servir de riposte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is held by someone else.</source>
        <translation>Cette carte est dans la main de quelqu'un d'autre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That card is not in the deck.</source>
        <translation>Cette carte n'est pas dans le paquet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>That change conflicts with data already saved ({detail}).</source>
        <translation>Cette modification entre en conflit avec des données déjà enregistrées ({detail}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That character no longer exists.</source>
        <translation>Ce personnage n'existe plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an ally here.</source>
        <translation>Ce combattant n'est pas un allié ici.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not an enemy in the same zone.</source>
        <translation>Ce combattant n'est pas un ennemi dans la même zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not in the party.</source>
        <translation>Ce combattant ne fait pas partie du groupe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {exc}</source>
        <translation>Ce combattant n'est pas valide : {exc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That combatant is not valid: {problem}</source>
        <translation>Ce combattant n'est pas valide : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant is not waiting to act in this part of the round.</source>
        <translation>Ce combattant n'attend pas d'agir dans cette partie du round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant may not do this now.</source>
        <translation>Ce combattant ne peut pas faire cela maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That combatant's stat block is not valid.</source>
        <translation>Le profil de ce combattant n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That condition is not valid.</source>
        <translation>Cet état n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {condition_id}).</source>
        <translation>Cet état n'existe plus (id {condition_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>That condition no longer exists (id {id}).</source>
        <translation>Cet état n'existe plus (id {id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>That creature no longer exists (id {creature_id}).</source>
        <translation>Cette créature n'existe plus (id {creature_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That creature no longer exists.</source>
        <translation>Cette créature n'existe plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That creature owes no end-of-round Retaliation.</source>
        <translation>Cette créature ne doit aucune Riposte de fin de round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_log.py"/>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>That encounter no longer exists (id {encounter_id}).</source>
        <translation>Cette rencontre n'existe plus (id {encounter_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>That encounter no longer exists.</source>
        <translation>Cette rencontre n'existe plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That has already been checked.</source>
        <translation>Cela a déjà été vérifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That hazard is not valid.</source>
        <translation>Ce danger n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That id is already taken.</source>
        <translation>Cet id est déjà pris.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is further than this combatant can go or reach now.</source>
        <translation>C'est plus loin que ce que ce combattant peut atteindre maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That is not a valid target for this.</source>
        <translation>Ce n'est pas une cible valide pour ceci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item cannot block.</source>
        <translation>Cet objet ne peut pas bloquer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is broken.</source>
        <translation>Cet objet est cassé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That item is destroyed or on the ground.</source>
        <translation>Cet objet est détruit ou au sol.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That list of creatures cannot be read.</source>
        <translation>Cette liste de créatures est illisible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>That map no longer exists (id {map_id}).</source>
        <translation>Cette carte n'existe plus (id {map_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That needs another action to be taken first.</source>
        <translation>Il faut d'abord faire une autre action.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/pictures.py"/>
        <source>That picture is no longer in the data file.</source>
        <translation>Cette image n'est plus dans le fichier de données.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That roll has already been made.</source>
        <translation>Ce jet a déjà été fait.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That scene event is not valid.</source>
        <translation>Cet événement de scène n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>That side is not in this encounter.</source>
        <translation>Ce camp ne fait pas partie de cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side is not valid.</source>
        <translation>Ce camp n'est pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That side still has combatants: move them first.</source>
        <translation>Ce camp a encore des combattants : déplacez-les d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>That value is out of bounds.</source>
        <translation>Cette valeur est hors limites.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>That was not saved, so it was taken back: {error}</source>
        <translation>Cela n'a pas été enregistré, donc a été annulé : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is already loaded.</source>
        <translation>Cette arme est déjà chargée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not described correctly.</source>
        <translation>Cette arme n'est pas décrite correctement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon is not used with that attribute.</source>
        <translation>Cette arme ne s'utilise pas avec cet attribut.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon must be reloaded first.</source>
        <translation>Cette arme doit d'abord être rechargée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That weapon needs no reloading.</source>
        <translation>Cette arme n'a pas besoin d'être rechargée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That would change nothing.</source>
        <translation>Cela ne changerait rien.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>That zone still has combatants in it: move them first.</source>
        <translation>Cette zone contient encore des combattants : déplacez-les d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>That {what} no longer exists (id {row_id}).</source>
        <translation>Cet élément ({what}) n'existe plus (id {row_id}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The Aspect '{name}' on the sheet is not a whole number.</source>
        <translation>L'Aspect « {name} » de la fiche n'est pas un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The GM gives {holder} the {card}.</source>
        <translation>Le MJ donne {card} à {holder}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The GM sets aside {who}'s Retaliation against {n}.</source>
        <translation>Le MJ écarte la Riposte de {who} contre {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>The PC this damage was meant for is gone.</source>
        <translation>Le PJ visé par ces dégâts n'est plus là.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The ambush bonus goes to</source>
        <translation>Le bonus d'embuscade s'applique à</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambush has already been settled.</source>
        <translation>L'embuscade a déjà été réglée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The ambushers must be on the same side.</source>
        <translation>Les embusqués doivent être dans le même camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The ambushers strike unseen: each draws an extra card.</source>
        <translation>Les embusqués frappent sans être vus : chacun pioche une carte supplémentaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The attack roll is made: too late to defend.</source>
        <translation>Le jet d'attaque est fait : trop tard pour se défendre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The band {lo}-{hi} is not a valid range.</source>
        <translation>L'intervalle {lo}-{hi} n'est pas une portée valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/seed.py"/>
        <source>The bestiary folder {folder} is missing; no creatures were imported.</source>
        <translation>Le dossier du bestiaire {folder} est introuvable ; aucune créature n'a été importée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast goes astray into {zone}.</source>
        <translation>L'attaque de zone dévie vers {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>The blast is lost.</source>
        <translation>L'attaque de zone est perdue.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The blows land together.</source>
        <translation>Les coups portent en même temps.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign '{name}' plays {system}, and this file holds a fight of {file_system}: nothing was imported. Name a campaign of {file_system}, or a new one (it is made with that system).</source>
        <translation>La campagne « {name} » utilise {system}, et ce fichier contient un combat de {file_system} : rien n'a été importé. Indiquez une campagne de {file_system}, ou une nouvelle (elle sera créée avec ce système).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/tuned_encounters.py"/>
        <source>The campaign already has an encounter named '{name}': choose another name.</source>
        <translation>La campagne a déjà une rencontre nommée « {name} » : choisissez un autre nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_files.py"/>
        <source>The campaign name</source>
        <translation>Le nom de la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The campaign's notes</source>
        <translation>Les notes de la campagne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The card an ambusher does not keep</source>
        <translation>La carte qu'un embusqué ne garde pas</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <source>The cards are dealt first: draw them.</source>
        <translation>Les cartes sont distribuées d'abord : piochez-les.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>The cards are not dealt yet.</source>
        <translation>Les cartes ne sont pas encore distribuées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>The chaos-of-combat rule is not in use in this fight.</source>
        <translation>La règle du chaos du combat n'est pas utilisée dans ce combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The character needs a name.</source>
        <translation>Le personnage doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has a value that is not valid.</source>
        <translation>La fiche de personnage contient une valeur non valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/rolls.py"/>
        <source>The character sheet has no Aspect '{name}'.</source>
        <translation>La fiche de personnage n'a pas d'Aspect « {name} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The character sheet has no such Aspect.</source>
        <translation>La fiche de personnage n'a pas cet Aspect.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/demo.py"/>
        <source>The combat system '{ruleset_id}' has no demo encounter.</source>
        <translation>Le système de combat « {ruleset_id} » n'a pas de rencontre de démo.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The combatant has no such condition.</source>
        <translation>Le combattant n'a pas cet état.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The connection to the GM was lost: trying again…</source>
        <translation>La connexion avec le MJ a été perdue : nouvelle tentative…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The damage waits for the GM.</source>
        <translation>Les dégâts attendent le MJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file cannot be read now: {error}</source>
        <translation>Le fichier de données ne peut pas être lu pour l'instant : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The data file could not be written: nothing changed.</source>
        <translation>Le fichier de données n'a pas pu être écrit : rien n'a changé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file had lost its journal file ({name}-wal), so changes made after {when} may be missing from it. It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. {kept}</source>
        <translation>Le fichier de données avait perdu son fichier journal ({name}-wal) : des modifications faites après {when} peuvent y manquer. Il a été mis de côté dans {moved} (rien n'a été supprimé) et un nouveau fichier de données vide a été créé. {kept}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>The data file is closed.</source>
        <translation>Le fichier de données est fermé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is damaged ({detail}). Restart GM Desk: it sets a damaged file aside and starts a fresh one, and you can restore a backup.</source>
        <translation>Le fichier de données est endommagé ({detail}). Relancez GM Desk : il met le fichier endommagé de côté et en crée un nouveau, et vous pourrez restaurer une sauvegarde.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The data file is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation>Le fichier de données est utilisé par un autre programme (peut-être un second GM Desk). Fermez-le et réessayez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file was empty (0 bytes), though GM Desk has backups of your data. It was moved aside to {moved} and a new data file was started. You can restore a backup from {backups}.</source>
        <translation>Le fichier de données était vide (0 octet), alors que GM Desk a des sauvegardes de vos données. Il a été mis de côté dans {moved} et un nouveau fichier de données a été créé. Vous pouvez restaurer une sauvegarde depuis {backups}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file was moved aside to {moved}.</source>
        <translation>Le fichier de données a été mis de côté dans {moved}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The data file {path} has lost its journal file ({name}-wal): changes made after {when} may be missing from it. Nothing was changed.</source>
        <translation>Le fichier de données {path} a perdu son fichier journal ({name}-wal) : des modifications faites après {when} peuvent y manquer. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is damaged ({problem}). Nothing was changed.</source>
        <translation>Le fichier de données {path} est endommagé ({problem}). Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is empty (0 bytes), though there are backups of it. Nothing was changed.</source>
        <translation>Le fichier de données {path} est vide (0 octet), alors qu'il en existe des sauvegardes. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {path} is read-only, so GM Desk could not save anything in it. Make it writable (on Linux or macOS: chmod u+w "{path}"; on Windows, untick Read-only in its Properties), then start GM Desk again. Nothing was changed.</source>
        <translation>Le fichier de données {path} est en lecture seule : GM Desk n'a rien pu y enregistrer. Rendez-le accessible en écriture (sous Linux ou macOS : chmod u+w "{path}" ; sous Windows, décochez Lecture seule dans ses Propriétés), puis relancez GM Desk. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The data file {reason} ({problem}). It was moved aside to {moved} (nothing was deleted) and a new, empty data file was started. You can restore a backup from {backups}.</source>
        <translation>Le fichier de données {reason} ({problem}). Il a été mis de côté dans {moved} (rien n'a été supprimé) et un nouveau fichier de données vide a été créé. Vous pouvez restaurer une sauvegarde depuis {backups}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>The data folder cannot be written</source>
        <translation>Impossible d'écrire dans le dossier de données</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The deal is taken back; the cards are shuffled again.</source>
        <translation>La donne est annulée ; les cartes sont de nouveau mélangées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>The defence against an ambush is Track or Read.</source>
        <translation>La défense contre une embuscade est Pister ou Déchiffrer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is empty.</source>
        <translation>L'expression de dés est vide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The dice expression is longer than {MAX_EXPRESSION_LENGTH} characters.</source>
        <translation>L'expression de dés dépasse {MAX_EXPRESSION_LENGTH} caractères.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The dice for '{purpose}' need the faces or a whole-number total.</source>
        <translation>Les dés pour « {purpose} » demandent les faces ou un total entier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The dice given are not valid for this roll.</source>
        <translation>Les dés donnés ne sont pas valides pour ce jet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}), so GM Desk could not save this change. Free at least {needed} on that disk and try again; everything saved before this change is safe.</source>
        <translation>Le disque est plein ({free} libres sur le disque contenant {folder}) : GM Desk n'a pas pu enregistrer cette modification. Libérez au moins {needed} sur ce disque et réessayez ; tout ce qui a été enregistré avant cette modification est en sécurité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full ({free} free on the disk holding {folder}): {purpose} needs about {needed}. Free some space on that disk and try again; everything saved before is safe.</source>
        <translation>Le disque est plein ({free} libres sur le disque contenant {folder}) : {purpose} nécessite environ {needed}. Libérez de la place sur ce disque et réessayez ; tout ce qui a été enregistré avant est en sécurité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full, so GM Desk could not save this change. Free some space and try again; everything saved before this change is safe.</source>
        <translation>Le disque est plein : GM Desk n'a pas pu enregistrer cette modification. Libérez de la place et réessayez ; tout ce qui a été enregistré avant cette modification est en sécurité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>The disk is full: {purpose} needs about {needed} free. Free some space and try again; everything saved before is safe.</source>
        <translation>Le disque est plein : {purpose} nécessite environ {needed} de libre. Libérez de la place et réessayez ; tout ce qui a été enregistré avant est en sécurité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/session/encounter_session.py"/>
        <source>The encounter '{name}' cannot be opened: {error}</source>
        <translation>La rencontre « {name} » ne peut pas être ouverte : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter begins.</source>
        <translation>La rencontre commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The encounter begins. Options changed from their defaults: {options}.</source>
        <translation>La rencontre commence. Options modifiées par rapport aux valeurs par défaut : {options}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter ends: {result}.</source>
        <translation>La rencontre se termine : {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The encounter has already started.</source>
        <translation>La rencontre a déjà commencé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter has not started yet.</source>
        <translation>La rencontre n'a pas encore commencé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The encounter will use {system}.</source>
        <translation>La rencontre utilisera {system}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>The encounter's note</source>
        <translation>La note de la rencontre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The encounter's setup would not be valid.</source>
        <translation>La mise en place de la rencontre ne serait pas valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The encounters of a day are all of one combat system.</source>
        <translation>Les rencontres d'une journée relèvent toutes du même système de combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The faction order names '{value}', which is not a side.</source>
        <translation>L'ordre des factions nomme « {value} », qui n'est pas un camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The fast action threshold is rolled after the first faction is chosen.</source>
        <translation>Le seuil d'action rapide se lance après le choix de la première faction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The fight ends</source>
        <translation>Le combat prend fin</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends at a round's end once one side has nobody active; off: only the GM ends it.</source>
        <translation>Le combat se termine à la fin d'un round dès qu'un camp n'a plus personne d'actif ; désactivée : seul le MJ y met fin.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>The fight ends by itself</source>
        <translation>Le combat se termine de lui-même</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The fight has not ended yet.</source>
        <translation>Le combat n'est pas encore terminé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>The fight has started, so groups are fixed. Undo back to the start to change them.</source>
        <translation>Le combat a commencé : les groupes sont fixés. Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/options.py"/>
        <source>The fight has started, so its options are fixed. Undo back to the start to change them.</source>
        <translation>Le combat a commencé : ses options sont fixées. Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The fight has started, so scene events and zone hazards are fixed. Undo back to the start to change them.</source>
        <translation>Le combat a commencé : les événements de scène et les dangers de zone sont fixés. Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>The fight has started, so sides are fixed (and who starts hidden). Undo back to the start to change them.</source>
        <translation>Le combat a commencé : les camps sont fixés (ainsi que ceux qui commencent cachés). Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>The fight has started, so the creatures' numbers are fixed. Undo back to the start to change them.</source>
        <translation>Le combat a commencé : les valeurs des créatures sont fixées. Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>The fight has started, so the encounter cannot be tuned. Undo back to the start to change it.</source>
        <translation>Le combat a commencé : la rencontre ne peut plus être ajustée. Annulez jusqu'au début pour la modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>The fight has started, so the roster is fixed. Undo back to the start to change it.</source>
        <translation>Le combat a commencé : la liste des combattants est fixée. Annulez jusqu'au début pour la modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>The fight has started, so the zone map and starting places are fixed. Drag tokens to move them, or undo back to the start to change the map.</source>
        <translation>Le combat a commencé : la carte des zones et les positions de départ sont fixées. Faites glisser les pions pour les déplacer, ou annulez jusqu'au début pour modifier la carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>The fight has started, so who arrives when is fixed. Undo back to the start to change it.</source>
        <translation>Le combat a commencé : les arrivées sont fixées. Annulez jusqu'au début pour les modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fight has started: its setup is fixed (undo back to the start to change it).</source>
        <translation>Le combat a commencé : sa mise en place est fixée (annulez jusqu'au début pour la modifier).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>The fight is over</source>
        <translation>Le combat est terminé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>The fight is over: {result} ({why}).</source>
        <translation>Le combat est terminé : {result} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The fight is over: {result}.</source>
        <translation>Le combat est terminé : {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>The fight is over: {result}. The group picks {benefits} and {drawbacks}.</source>
        <translation>Le combat est terminé : {result}. Le groupe choisit {benefits} et {drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>The fight would end here ({why}), but reinforcements are still to come: {names}. It goes on; end it yourself if it is over.</source>
        <translation>Le combat s'arrêterait ici ({why}), mais des renforts doivent encore arriver : {names}. Il continue ; terminez-le vous-même s'il est fini.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>The fire table has no intensity '{name}'.</source>
        <translation>La table du feu n'a pas d'intensité « {name} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The fire table has no such intensity.</source>
        <translation>La table du feu n'a pas cette intensité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>The first blow of a counter stops the other</source>
        <translation>Le premier coup d'une riposte arrête l'autre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The first faction is chosen at the start of a round.</source>
        <translation>La première faction se choisit au début d'un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group takes from the fight: benefits: {benefits}; drawbacks: {drawbacks}.</source>
        <translation>Le groupe retire du combat : bénéfices : {benefits} ; inconvénients : {drawbacks}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has members on {count} sides ({sides}): a group stands on one side.</source>
        <translation>Le groupe {name} a des membres dans {count} camps ({sides}) : un groupe appartient à un seul camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} has no members.</source>
        <translation>Le groupe {name} n'a aucun membre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The group {name} lists '{cid}', who is not in the encounter.</source>
        <translation>Le groupe {name} contient « {cid} », absent de la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>The group's picks for this fight are already recorded.</source>
        <translation>Les choix du groupe pour ce combat sont déjà enregistrés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The hazard's {field} {why}.</source>
        <translation>Le champ {field} du danger {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The id '{id}' is taken.</source>
        <translation>L'id « {id} » est déjà pris.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>The initiative holder '{holder}' is not a faction.</source>
        <translation>Le détenteur de l'initiative « {holder} » n'est pas une faction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The instigator cannot attack their own team.</source>
        <translation>L'instigateur ne peut pas attaquer sa propre équipe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The instigator goes first</source>
        <translation>L'instigateur commence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup_policy.py"/>
        <source>The interval between backups must be positive.</source>
        <translation>L'intervalle entre les sauvegardes doit être positif.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The joint step ends.</source>
        <translation>L'étape commune se termine.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>The lead</source>
        <translation>La tête</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>The lead chooses every round</source>
        <translation>Le meneur choisit à chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead must take or cede initiative.</source>
        <translation>La tête doit prendre ou céder l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The lead takes or cedes initiative only at the start of a round.</source>
        <translation>La tête ne prend ou ne cède l'initiative qu'au début d'un round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library already has a condition named {repr_name}.</source>
        <translation>La bibliothèque a déjà un état nommé {repr_name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library already has a map named {repr_name}.</source>
        <translation>La bibliothèque a déjà une carte nommée {repr_name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/condition_store.py"/>
        <source>The library holds at most {MAX_ENTRIES} conditions per system.</source>
        <translation>La bibliothèque contient au plus {MAX_ENTRIES} états par système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/map_store.py"/>
        <source>The library holds at most {MAX_MAPS} maps.</source>
        <translation>La bibliothèque contient au plus {MAX_MAPS} cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/quick_roster.py"/>
        <source>The list names no creature: type 'Goblin, 5 / Glass Hound, 2'.</source>
        <translation>La liste ne nomme aucune créature : tapez « Goblin, 5 / Glass Hound, 2 ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>The log holds no recorded roll for '{purpose}'.</source>
        <translation>Le journal ne contient aucun jet enregistré pour « {purpose} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: a new zone, {zone}.</source>
        <translation>La carte change : une nouvelle zone, {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} no longer touch.</source>
        <translation>La carte change : {a} et {b} ne se touchent plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {a} and {b} now touch.</source>
        <translation>La carte change : {a} et {b} se touchent désormais.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>The map changes: {what}.</source>
        <translation>La carte change : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The marching order lists someone twice.</source>
        <translation>L'ordre de marche cite quelqu'un deux fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>The marching order must list every PC of the party exactly once.</source>
        <translation>L'ordre de marche doit citer chaque PJ du groupe exactement une fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The monsters act first: {why}.</source>
        <translation>Les monstres agissent en premier : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The natural die must be a whole number the die can show.</source>
        <translation>Le dé naturel doit être un nombre entier que le dé peut donner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>The network of {interface} ({address})</source>
        <translation>Le réseau de {interface} ({address})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>The new backup could not be read back ({name}).</source>
        <translation>La nouvelle sauvegarde n'a pas pu être relue ({name}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>The new order must list each member of {group} once.</source>
        <translation>Le nouvel ordre doit citer chaque membre de {group} une fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The new order names someone who is not in the encounter.</source>
        <translation>Le nouvel ordre nomme quelqu'un qui ne fait pas partie de la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>The newest good backup is {name} ({when}, {contents}). To restore it, close GM Desk and run: {command}</source>
        <translation>La sauvegarde valide la plus récente est {name} ({when}, {contents}). Pour la restaurer, fermez GM Desk et exécutez : {command}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The number of cards given is not the number drawn.</source>
        <translation>Le nombre de cartes données ne correspond pas au nombre piochées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The number of days must be between 1 and {count}.</source>
        <translation>Le nombre de journées doit être compris entre 1 et {count}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The number of fights must be between 1 and {MAX_FIGHTS}.</source>
        <translation>Le nombre de combats doit être compris entre 1 et {MAX_FIGHTS}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>The option 'A group shares one card' is off: every creature draws its own card, so a group is only a label here.</source>
        <translation>L'option « Un groupe partage une carte » est désactivée : chaque créature pioche sa propre carte, donc un groupe n'est ici qu'une étiquette.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is a whole number.</source>
        <translation>L'option « {title} » est un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>The option '{title}' is from {lo} to {hi}.</source>
        <translation>L'option « {title} » va de {lo} à {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is on or off (true or false).</source>
        <translation>L'option « {title} » est activée ou désactivée (true ou false).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>The option '{title}' is {allowed}.</source>
        <translation>L'option « {title} » vaut {allowed}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The option this needs is off in this fight.</source>
        <translation>L'option nécessaire est désactivée dans ce combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/encounter_system.py"/>
        <source>The options go back to the defaults of the new system.</source>
        <translation>Les options reviennent aux valeurs par défaut du nouveau système.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The order can be rearranged once the round's order is built.</source>
        <translation>L'ordre peut être réarrangé une fois celui du round établi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>The order follows the cards: reorder the members of one group, or swap cards.</source>
        <translation>L'ordre suit les cartes : réordonnez les membres d'un groupe, ou échangez des cartes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order follows the cards: swap cards to change it.</source>
        <translation>L'ordre suit les cartes : échangez des cartes pour le modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The order given must list each one exactly once.</source>
        <translation>L'ordre donné doit citer chacun exactement une fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The other combatant does not agree to it.</source>
        <translation>L'autre combattant n'est pas d'accord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>The party acts first: {why}.</source>
        <translation>Le groupe agit en premier : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>The party has nobody able to fight: add a PC before starting.</source>
        <translation>Le groupe n'a personne en état de combattre : ajoutez un PJ avant de commencer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>The party survives the whole day in {chance} of {days} simulated days (95% interval {lo} to {hi}).</source>
        <translation>Le groupe survit à la journée entière dans {chance} des {days} journées simulées (intervalle à 95 % de {lo} à {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>The party wins {chance} of them (95% interval {lo} to {hi}).</source>
        <translation>Le groupe en gagne {chance} (intervalle à 95 % : {lo} à {hi}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The party's lead must first take or cede the initiative.</source>
        <translation>Le meneur du groupe doit d'abord prendre ou céder l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The pending decision lapses: the one who had to decide is out of the fight.</source>
        <translation>La décision en attente est annulée : celui qui devait décider est hors de combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>The picture</source>
        <translation>L'image</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/odds.py"/>
        <source>The plan names an unknown creature '{cid}'.</source>
        <translation>Le plan nomme une créature inconnue, « {cid} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>The poison still works in {n}.</source>
        <translation>Le poison agit toujours sur {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The pool of the {group} now holds {count} creatures: {value} of {of} Strain.</source>
        <translation>La réserve du groupe {group} compte désormais {count} créatures : {value} sur {of} de Tension.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>The range of {name} is not a number or a band lo-hi.</source>
        <translation>La portée de {name} n'est ni un nombre ni un intervalle min-max.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>The round cap must be between 1 and {count} rounds.</source>
        <translation>La limite de rounds doit être comprise entre 1 et {count} rounds.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The saved log does not replay: a recorded roll is missing.</source>
        <translation>Le journal enregistré ne se rejoue pas : un jet consigné manque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>The scene event's {field} {why}.</source>
        <translation>Le champ {field} de l'événement de scène {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>The scene is not valid: {error}</source>
        <translation>La scène n'est pas valide : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The setup names '{value}', who is not among the combatants.</source>
        <translation>La mise en place nomme « {value} », qui ne fait pas partie des combattants.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>The setup's groups are an object of lists of combatant ids.</source>
        <translation>Les groupes de la mise en place sont un objet de listes d'id de combattants.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>The shared Strain of the {group} is already empty.</source>
        <translation>La Tension partagée du groupe {group} est déjà vide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The shared Strain of the {group} runs from 0 to {of}.</source>
        <translation>La Tension partagée du groupe {group} va de 0 à {of}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>The shared page's files are missing ({error}).</source>
        <translation>Les fichiers de la page partagée sont manquants ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>The sheet cannot be read: {error}</source>
        <translation>La fiche est illisible : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The side '{side}' is listed twice.</source>
        <translation>Le camp « {side} » est listé deux fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side holding the initiative must first choose who goes first.</source>
        <translation>Le camp qui a l'initiative doit d'abord choisir qui commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose a character or pass.</source>
        <translation>Le camp dont c'est le tour doit choisir un personnage ou passer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The side whose go it is must choose who acts next.</source>
        <translation>Le camp dont c'est le tour doit choisir qui agit ensuite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>The slot is primary, move or reaction.</source>
        <translation>L'emplacement est principal, déplacement ou réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/__init__.py"/>
        <source>The square of '{value}' is not two whole numbers [x, y].</source>
        <translation>La case de « {value} » n'est pas deux nombres entiers [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The surprising team '{surprise}' is not in the fight.</source>
        <translation>L'équipe qui surprend, « {surprise} », ne participe pas au combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot be seen.</source>
        <translation>La cible n'est pas visible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target cannot intercept an attack on themself.</source>
        <translation>La cible ne peut pas intercepter une attaque dirigée contre elle-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>The target is a win chance between 0 and 1.</source>
        <translation>La cible est une chance de victoire entre 0 et 1.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is already held.</source>
        <translation>La cible est déjà tenue.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is immune to that.</source>
        <translation>La cible y est immunisée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is not nearby.</source>
        <translation>La cible n'est pas proche.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of reach of that weapon or power.</source>
        <translation>La cible est hors de portée de cette arme ou de ce pouvoir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is out of the fight.</source>
        <translation>La cible est hors de combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target is too close for that.</source>
        <translation>La cible est trop proche pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be incapacitated for that.</source>
        <translation>La cible doit être neutralisée pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The target must be unconscious for that.</source>
        <translation>La cible doit être inconsciente pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/holds.py"/>
        <source>The target must first accept or refuse the proposed stunt.</source>
        <translation>La cible doit d'abord accepter ou refuser la prouesse proposée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team order given must list each team exactly once.</source>
        <translation>L'ordre des équipes doit citer chaque équipe exactement une fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order is set when the fight starts.</source>
        <translation>L'ordre des équipes est fixé au début du combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>The team order leaves out {name}.</source>
        <translation>L'ordre des équipes omet {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The team whose pick it is must choose someone: teams cannot pass.</source>
        <translation>L'équipe dont c'est le choix doit désigner quelqu'un : les équipes ne peuvent pas passer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already close.</source>
        <translation>Les deux sont déjà proches.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are already engaged.</source>
        <translation>Les deux sont déjà engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two are not engaged.</source>
        <translation>Les deux ne sont pas engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must be next to each other.</source>
        <translation>Les deux doivent être côte à côte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The two must stand in the same zone.</source>
        <translation>Les deux doivent se trouver dans la même zone.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>The upgraded file failed its integrity check ({problem}).</source>
        <translation>Le fichier mis à niveau a échoué à la vérification d'intégrité ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>The way is blocked (an enemy or an obstacle stands in it).</source>
        <translation>Le chemin est bloqué (un ennemi ou un obstacle s'y trouve).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>The zone id '{zone_id}' is used twice.</source>
        <translation>L'identifiant de zone « {zone_id} » est utilisé deux fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>The zone map is not valid: {error}</source>
        <translation>La carte des zones n'est pas valide : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>The {faction}' go: choose a character or pass.</source>
        <translation>Au tour de {faction} : choisissez un personnage ou passez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/shared_strain.py"/>
        <source>The {group} share one Strain pool: {value} of {of} ({count} creatures).</source>
        <translation>Le groupe {group} partage une réserve de Tension : {value} sur {of} ({count} créatures).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>The {name}</source>
        <translation>Le groupe {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} cannot block.</source>
        <translation>L'objet {name} ne peut pas bloquer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is already on the ground.</source>
        <translation>L'objet {name} est déjà au sol.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>The {name} is broken.</source>
        <translation>L'objet {name} est brisé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} is loaded.</source>
        <translation>L'arme {name} est chargée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} is used with {join}, not {chosen}.</source>
        <translation>L'arme {name} s'utilise avec {join}, pas {chosen}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} lies on the ground (Interact to pick it up).</source>
        <translation>L'objet {name} est au sol (Interagir pour le ramasser).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>The {name} must be reloaded first.</source>
        <translation>L'arme {name} doit d'abord être rechargée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>The {name} needs no reloading.</source>
        <translation>L'arme {name} n'a pas besoin d'être rechargée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>The {name} reaches {reach} zones; the target is {d} away.</source>
        <comment>The {name} reaches {reach} zone; the target is {d} away.</comment>
        <translation><numerusform>{name} atteint {reach} zone ; la cible est à {d}.</numerusform><numerusform>{name} atteint {reach} zones ; la cible est à {d}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>The {purpose} ({expr}) must be typed in.</source>
        <translation>À saisir : {purpose} ({expr}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>The {value} is not in the deck.</source>
        <translation>{value} n'est pas dans le paquet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Their card</source>
        <translation>Leur carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is already a group called {name}.</source>
        <translation>Il existe déjà un groupe nommé {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>There is already a side called {name}.</source>
        <translation>Il existe déjà un camp nommé {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>There is no GM Desk data file at {path}.</source>
        <translation>Il n'y a pas de fichier de données GM Desk à {path}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>There is no combatant '{actor}'.</source>
        <translation>Aucun combattant « {actor} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>There is no combatant '{cid}'.</source>
        <translation>Aucun combattant « {cid} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/roster.py"/>
        <source>There is no group '{group}'.</source>
        <translation>Aucun groupe « {group} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>There is no group {name} in this encounter.</source>
        <translation>Cette rencontre n'a pas de groupe {name}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such combatant in this encounter.</source>
        <translation>Cette rencontre n'a pas ce combattant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such faction in this fight.</source>
        <translation>Ce combat n'a pas cette faction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such group.</source>
        <translation>Ce groupe n'existe pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>There is no such scene event in this encounter.</source>
        <translation>Cette rencontre n'a pas cet événement de scène.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such side in this encounter.</source>
        <translation>Cette rencontre n'a pas ce camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such team in this fight.</source>
        <translation>Ce combat n'a pas cette équipe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>There is no such zone.</source>
        <translation>Cette zone n'existe pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{attacked}'.</source>
        <translation>Il n'y a pas d'équipe « {attacked} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{team}'.</source>
        <translation>Il n'y a pas d'équipe « {team} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>There is no team '{value}'.</source>
        <translation>Il n'y a pas d'équipe « {value} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>There is no zone '{to}'.</source>
        <translation>Aucune zone « {to} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>There is no zone '{zone_id}'.</source>
        <translation>Il n'y a pas de zone « {zone_id} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/edited.py"/>
        <source>There is no zone '{zone}' on this map.</source>
        <translation>Aucune zone « {zone} » sur cette carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/zone_hazards.py"/>
        <source>There is no zone '{zone}'.</source>
        <translation>Aucune zone « {zone} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>There is nobody to ambush.</source>
        <translation>Il n'y a personne à prendre en embuscade.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nobody to fight: add a monster before starting.</source>
        <translation>Il n'y a personne à combattre : ajoutez un monstre avant de commencer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>There is nothing to advance.</source>
        <translation>Il n'y a rien à faire avancer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>They accept the Retaliation for +1 damage.</source>
        <translation>Ils acceptent la Riposte pour +1 dégât.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This address no longer answers: the GM stopped sharing or gave the table a new one. Trying again…</source>
        <translation>Cette adresse ne répond plus : le MJ a arrêté le partage ou a donné une nouvelle adresse à la table. Nouvelle tentative…</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot act now.</source>
        <translation>Ce combattant ne peut pas agir maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot react now.</source>
        <translation>Ce combattant ne peut pas réagir maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant cannot talk to the others.</source>
        <translation>Ce combattant ne peut pas parler aux autres.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant carries no weapon.</source>
        <translation>Ce combattant ne porte aucune arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already acted this turn.</source>
        <translation>Ce combattant a déjà agi ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already commanded that ally this turn.</source>
        <translation>Ce combattant a déjà donné un ordre à cet allié ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has already moved this turn.</source>
        <translation>Ce combattant s'est déjà déplacé ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no extended action under way.</source>
        <translation>Ce combattant n'a aucune action prolongée en cours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no health track.</source>
        <translation>Ce combattant n'a pas de jauge de santé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no prepared action.</source>
        <translation>Ce combattant n'a aucune action préparée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no reaction left.</source>
        <translation>Ce combattant n'a plus de réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no readied action.</source>
        <translation>Ce combattant n'a aucune action en attente.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such attack.</source>
        <translation>Ce combattant n'a pas cette attaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such item.</source>
        <translation>Ce combattant n'a pas cet objet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such power.</source>
        <translation>Ce combattant n'a pas ce pouvoir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such track.</source>
        <translation>Ce combattant n'a pas cette jauge.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has no such weapon.</source>
        <translation>Ce combattant n'a pas cette arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not dropped that.</source>
        <translation>Ce combattant n'a pas lâché cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant has not surrendered.</source>
        <translation>Ce combattant ne s'est pas rendu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant holds nobody.</source>
        <translation>Ce combattant ne tient personne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already burning.</source>
        <translation>Ce combattant est déjà en feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already in cover.</source>
        <translation>Ce combattant est déjà à couvert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already prone.</source>
        <translation>Ce combattant est déjà à terre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is already there.</source>
        <translation>Ce combattant y est déjà.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is engaged and must back out first.</source>
        <translation>Ce combattant est engagé et doit d'abord se retirer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is held and cannot move away.</source>
        <translation>Ce combattant est tenu et ne peut pas s'éloigner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is in no state to flee.</source>
        <translation>Ce combattant n'est pas en état de fuir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not bleeding out.</source>
        <translation>Ce combattant ne se vide pas de son sang.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not burning.</source>
        <translation>Ce combattant n'est pas en feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not hidden.</source>
        <translation>Ce combattant n'est pas caché.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not holding that weapon.</source>
        <translation>Ce combattant ne tient pas cette arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not poisoned.</source>
        <translation>Ce combattant n'est pas empoisonné.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is not prone.</source>
        <translation>Ce combattant n'est pas à terre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant is too slow for a fast action.</source>
        <translation>Ce combattant est trop lent pour une action rapide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant must be behind cover for that.</source>
        <translation>Ce combattant doit être à couvert pour cela.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This combatant's mouth is covered.</source>
        <translation>La bouche de ce combattant est couverte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/addresses.py"/>
        <source>This computer only ({address})</source>
        <translation>Cet ordinateur seulement ({address})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This creature has no such Retaliation.</source>
        <translation>Cette créature n'a pas cette Riposte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This day cannot be played: {why}</source>
        <translation>Cette journée ne peut pas être jouée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/ui/difficulty/child.py"/>
        <source>This encounter cannot be played yet: {why}</source>
        <translation>Cette rencontre ne peut pas encore être jouée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>This encounter has ended.</source>
        <translation>Cette rencontre est terminée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_events.py"/>
        <source>This encounter has no scene event {repr_wanted}.</source>
        <translation>Cette rencontre n'a pas d'événement de scène {repr_wanted}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight gives nothing to pick.</source>
        <translation>Ce combat ne donne rien à choisir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This fight's picks are already recorded.</source>
        <translation>Les choix de ce combat sont déjà enregistrés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>This setup is for '{given}', not '{system}'.</source>
        <translation>Cette préparation est pour « {given} », pas pour « {system} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/check.py"/>
        <source>This setup names no combat system GM Desk knows.</source>
        <translation>Cette mise en place ne nomme aucun système de combat connu de GM Desk.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system does not do that.</source>
        <translation>Ce système ne le permet pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>This system has no rule for groups: each member keeps its own turn and its own tracks. Here a group is a label, and a way to pick several combatants at once.</source>
        <translation>Ce système n'a pas de règle pour les groupes : chaque membre garde son propre tour et ses propres jauges. Ici, un groupe est une étiquette et un moyen de choisir plusieurs combattants à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such command.</source>
        <translation>Ce système n'a pas cette commande.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This system has no such skill.</source>
        <translation>Ce système n'a pas cette compétence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with lethal weapons (option A10); the {name} is not one.</source>
        <translation>Cette table n'autorise les coups fatals qu'avec des armes létales (option A10) ; {name} n'en est pas une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>This table allows killing strikes only with non-lethal weapons (option A10); the {name} is not one.</source>
        <translation>Cette table n'autorise les coups fatals qu'avec des armes non létales (option A10) ; {name} n'en est pas une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This table's options do not allow that weapon for it.</source>
        <translation>Les options de cette table n'autorisent pas cette arme pour lui.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn is running</source>
        <translation>Ce tour est en cours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>This turn's one Aspect roll is already used.</source>
        <translation>Le jet d'Aspect unique de ce tour est déjà utilisé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>This turn: {time}</source>
        <translation>Ce tour : {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Those PCs are not tied on initiative.</source>
        <translation>Ces PJ ne sont pas à égalité d'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those are not tied.</source>
        <translation>Ils ne sont pas à égalité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those two share one card.</source>
        <translation>Ces deux-là partagent une même carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones are already linked.</source>
        <translation>Ces zones sont déjà reliées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones are not linked.</source>
        <translation>Ces zones ne sont pas reliées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <source>Those zones share no border.</source>
        <translation>Ces zones n'ont pas de frontière commune.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Threat labels in the log</source>
        <translation>Libellés de Menace dans le journal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>Threat {value}</source>
        <translation>Menace {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>Ticking Dying knocks out</source>
        <translation>Cocher Mourant assomme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tie: {order}</source>
        <translation>Égalité : {order}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Tied: {names}. Drag to settle.</source>
        <translation>À égalité : {names}. Faites glisser pour départager.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>Tied: {names}. The players agree an order (entry order until then). Then start round 1.</source>
        <translation>À égalité : {names}. Les joueurs conviennent d'un ordre (ordre d'entrée en attendant). Puis commencez le round 1.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>Ties go to PCs first</source>
        <translation>Les égalités vont d'abord aux PJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Time out</source>
        <translation>Temps mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>To restore the newest good backup ({name}), run: {command}</source>
        <translation>Pour restaurer la sauvegarde valide la plus récente ({name}), lancez : {command}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>To zone</source>
        <translation>Vers la zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>Too many requests: wait a moment.</source>
        <translation>Trop de requêtes : patientez un instant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Torchlight</source>
        <translation>Lumière des torches</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Track</source>
        <translation>Pister</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>Tried: {changes}</source>
        <translation>Essayé : {changes}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Trigger</source>
        <translation>Déclencher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/tuning.py"/>
        <source>Tune: {changes}</source>
        <translation>Ajuster : {changes}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Turn order</source>
        <translation>Ordre de jeu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <source>Turn the option '{option}' {state}</source>
        <translation>Option « {option} » : {state}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Turns end by themselves</source>
        <translation>Les tours se terminent d'eux-mêmes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>Turns impaired by surprise</source>
        <translation>Tours gênés par la surprise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>Two combatants share the id '{cid}'.</source>
        <translation>Deux combattants partagent l'identifiant « {cid} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type an amount other than 0: 7 damages, -3 heals.</source>
        <translation>Saisissez un montant autre que 0 : 7 inflige des dégâts, -3 soigne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>Type the damage (7 or 2d6+1) or the healing (-3).</source>
        <translation>Saisissez les dégâts (7 ou 2d6+1) ou les soins (-3).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}) for {name}: this campaign has every die typed in.</source>
        <translation>Saisissez le jet « {what} » ({expr}) pour {name} : cette campagne fait saisir tous les dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type the {what} roll ({expr}): this campaign has every die typed in.</source>
        <translation>Saisissez le jet « {what} » ({expr}) : cette campagne fait saisir tous les dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/tx.py"/>
        <source>Type {name}'s {what} roll ({expr}): players roll their own dice.</source>
        <translation>Saisissez le jet « {what} » ({expr}) de {name} : les joueurs lancent leurs propres dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <source>Typed-in dice are given per roll purpose.</source>
        <translation>Les dés saisis sont donnés par objet de jet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Typeless</source>
        <translation>Sans type</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/refusals.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>Under this table's reading only party members delay.</source>
        <translation>Selon la lecture de cette table, seuls les membres du groupe retardent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/groups.py"/>
        <source>Ungroup {names}</source>
        <translation>Dissoudre le groupe {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>Unhide {name}</source>
        <translation>Révéler {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Unlink</source>
        <translation>Délier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unlink zones</source>
        <translation>Délier des zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Unmark {tag}</source>
        <translation>Retirer la marque {tag}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>Unopposed</source>
        <translation>Sans opposition</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Unseen</source>
        <translation>Sans être vu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} broke {len_new} references (first: {table} row {rowid} points to a missing {parent}).</source>
        <translation>L'étape de mise à niveau {version} a cassé {len_new} références (première : {table} ligne {rowid} pointe vers un {parent} manquant).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrade step {version} would lose rows ({detail}).</source>
        <translation>L'étape de mise à niveau {version} perdrait des lignes ({detail}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/migrations.py"/>
        <source>Upgrading the data file to version {version} ({summary}) failed: {error}</source>
        <translation>La mise à niveau du fichier de données vers la version {version} ({summary}) a échoué : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>Use map {name}</source>
        <translation>Utiliser la carte {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Use prepared</source>
        <translation>Utiliser l'action préparée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Void</source>
        <translation>Néant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>Waiting for initiative from {join}.</source>
        <translation>En attente de l'initiative de {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Waiting for the GM</source>
        <translation>En attente du MJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Weapons list no durability or material: a parrying weapon is taken as metal (10).</source>
        <translation>Les armes n'indiquent ni solidité ni matière : une arme de parade est considérée en métal (10).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>Weapons {number} ({name}) tests {join}, which is not among the creature's attributes</source>
        <translation>L'arme {number} ({name}) teste {join}, qui ne fait pas partie des caractéristiques de la créature</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>When one side is unseen</source>
        <translation>Quand un camp est invisible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>Where everyone is</source>
        <translation>Qui est où</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Which one</source>
        <translation>Lequel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>Who draws</source>
        <translation>Qui tire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/campaigns.py"/>
        <source>Who rolls the dice is one of {join}, not {repr_who_rolls}.</source>
        <translation>Qui lance les dés : l'un de {join}, pas {repr_who_rolls}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/presentation.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>Without grid squares, a zone is about this many metres across (moves and ranges count zones).</source>
        <translation>Sans cases de grille, une zone fait à peu près ce nombre de mètres de large (déplacements et portées se comptent en zones).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>Wound ranks</source>
        <translation>Rangs de blessure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the prep sheet of '{name}' ({pages} {paper} pages) to {path}.</source>
        <comment>Wrote the prep sheet of '{name}' ({pages} {paper} page) to {path}.</comment>
        <translation><numerusform>Fiche de préparation de « {name} » ({pages} page {paper}) écrite dans {path}.</numerusform><numerusform>Fiche de préparation de « {name} » ({pages} pages {paper}) écrite dans {path}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>Wrote the recap of '{name}' ({count} sections, a picture each) to {path}.</source>
        <translation>Récapitulatif de « {name} » ({count} sections, une image chacune) écrit dans {path}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>Your data was upgraded from version {version} to {target}. A copy of the old file is kept at {backup}.</source>
        <translation>Vos données ont été mises à niveau de la version {version} à {target}. Une copie de l'ancien fichier est conservée dans {backup}.</translation>
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
        <translation>une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; a second deck when none are</source>
        <translation>une carte parmi celles qui restent ; un second paquet s'il n'en reste aucune</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>a card from those left; the GM's choice when none are</source>
        <translation>une carte parmi celles qui restent ; au choix du MJ s'il n'en reste aucune</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>a chase</source>
        <translation>une poursuite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>a circumstance: an object with a "skill"</source>
        <translation>une circonstance : un objet avec un "skill"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/systems.py"/>
        <source>a combat system '{id}' is already registered</source>
        <translation>un système de combat « {id} » est déjà enregistré</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a combatant: an object with an id, a name and a side</source>
        <translation>un combattant : un objet avec un id, un nom et un camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>a condition: an object with a "name"</source>
        <translation>un état : un objet avec un "name"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>a condition: an object with an id and a name</source>
        <translation>un état : un objet avec un id et un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a control character</source>
        <translation>un caractère de contrôle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>a counter of failures</source>
        <translation>un compteur d'échecs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>a d4</source>
        <translation>un d4</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a day is at least two encounters, in the order they are fought.</source>
        <translation>une journée compte au moins deux rencontres, dans l'ordre où elles sont jouées.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>a die needs at least 1 side, not d{size}</source>
        <translation>un dé doit avoir au moins 1 face, pas d{size}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a dodge</source>
        <translation>une esquive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>a file stands where a folder should be</source>
        <translation>un fichier se trouve là où devrait être un dossier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a finite number</source>
        <translation>un nombre fini</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>a grapple</source>
        <translation>une empoignade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>a hazard: an object with "damage" (and "tag", "hook", "rounds", "spread")</source>
        <translation>un danger : un objet avec « damage » (et « tag », « hook », « rounds », « spread »)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a huge number</source>
        <translation>un nombre énorme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a line break</source>
        <translation>un saut de ligne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a link</source>
        <translation>un lien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of ids</source>
        <translation>une liste d'id</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a list of whole numbers</source>
        <translation>une liste de nombres entiers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>a list of {count}</source>
        <translation>une liste de {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a non-character</source>
        <translation>un non-caractère</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>a parry</source>
        <translation>une parade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>a private-use character</source>
        <translation>un caractère à usage privé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>a rest recovers {known}, not '{what}'</source>
        <translation>un repos récupère {known}, pas « {what} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>a scene event: an object with "id", "name", "text" and "when"</source>
        <translation>un événement de scène : un objet avec « id », « name », « text » et « when »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a short lower-case name</source>
        <translation>un nom court en minuscules</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>a side: an object with an id and a name</source>
        <translation>un camp : un objet avec un id et un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>a spiral per side</source>
        <translation>une spirale par camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a table of fields</source>
        <translation>un tableau de champs</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>a thrown or projectile weapon needs range_m</source>
        <translation>une arme de lancer ou à projectile nécessite range_m</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>a warding spell</source>
        <translation>un sort de protection</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>a whole number, or null</source>
        <translation>un nombre entier, ou null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>a zone: an object with an id and a name</source>
        <translation>une zone : un objet avec un id et un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>a {kind} weapon needs a Range (zones) of at least 1</source>
        <translation>une arme {kind} demande une Portée (zones) d'au moins 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>abandoned</source>
        <translation>abandonné</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act</source>
        <translation>agir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>act first</source>
        <translation>agir en premier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>acts right after the winner</source>
        <translation>agit juste après le gagnant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>affected</source>
        <translation>affecté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>after every turn</source>
        <translation>après chaque tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>against a {defence} of {s_def}</source>
        <translation>contre une {defence} de {s_def}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>all fight</source>
        <translation>tout le combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ambush defence</source>
        <translation>défense contre l'embuscade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>an attack</source>
        <translation>une attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack has a range that is not a band lo-hi</source>
        <translation>une attaque a une portée qui n'est pas un intervalle min-max</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>an attack must test a skill of this system</source>
        <translation>une attaque doit tester une compétence de ce système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id</source>
        <translation>un id</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an id, or null</source>
        <translation>un id, ou null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statblock.py"/>
        <source>an improvised weapon works as a simple hand or great weapon: melee, no blast</source>
        <translation>une arme improvisée fonctionne comme une arme simple à une main ou à deux mains : corps à corps, pas d'attaque de zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an intensity: an object with "damage" and "extinguish"</source>
        <translation>une intensité : un objet avec "damage" et "extinguish"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an invisible character</source>
        <translation>un caractère invisible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object keyed by combatant id</source>
        <translation>un objet indexé par id de combattant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>an object of combatant ids, each true or false</source>
        <translation>un objet d'identifiants de combattants, chacun true ou false</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an object of fire intensities</source>
        <translation>un objet d'intensités de feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object of groups, each a list of combatant ids</source>
        <translation>un objet de groupes, chacun une liste d'id de combattants</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>an object of named fields</source>
        <translation>un objet de champs nommés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>an object of whole numbers</source>
        <translation>un objet de nombres entiers</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with "zones" and "links"</source>
        <translation>un objet avec "zones" et "links"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a command and its events</source>
        <translation>un objet avec une commande et ses événements</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>an object with a type</source>
        <translation>un objet avec un type</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>an obstacle: an object with "between" (two zone ids)</source>
        <translation>un obstacle : un objet avec "between" (deux id de zones)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>an unassigned character</source>
        <translation>un caractère non attribué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>annotations in [brackets] are not allowed in damage</source>
        <translation>les annotations [entre crochets] ne sont pas autorisées dans les dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>any range</source>
        <translation>toute portée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>any text</source>
        <translation>n'importe quel texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>any weapon</source>
        <translation>n'importe quelle arme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>applied at once</source>
        <translation>appliqués aussitôt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>armour</source>
        <translation>armure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>armour cannot be negative</source>
        <translation>l'armure ne peut pas être négative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>armour must be a whole number, 0 or more</source>
        <translation>armour doit être un nombre entier, 0 ou plus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>as soon as one team remains</source>
        <translation>dès qu'il ne reste qu'une équipe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ask</source>
        <translation>la demande</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round end</source>
        <translation>à chaque fin de round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at each round start</source>
        <translation>à chaque début de round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at each round's start</source>
        <translation>au début de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>at most {count} fights at a time.</source>
        <translation>{count} combats au plus à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>at once</source>
        <translation>aussitôt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at one's own turn</source>
        <translation>à son propre tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or over 21 - AGL</source>
        <translation>supérieur ou égal à 21 - AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at or under AGL</source>
        <translation>inférieur ou égal à l'AGL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at the Threat plus the margin</source>
        <translation>à la Menace plus la marge</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the end of each round</source>
        <translation>à la fin de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round</source>
        <translation>à la fin de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of every round from round {round}</source>
        <translation>à la fin de chaque round à partir du round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round}</source>
        <translation>à la fin du round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the end of round {round} and every {every} rounds after</source>
        <translation>à la fin du round {round} puis tous les {every} rounds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the end of the bearer's turn</source>
        <translation>à la fin du tour du porteur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>at the end of this round's order</source>
        <translation>à la fin de l'ordre de ce round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>at the owner's turn</source>
        <translation>au tour du propriétaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>at the start of each round</source>
        <translation>au début de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round</source>
        <translation>au début de chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of every round from round {round}</source>
        <translation>au début de chaque round à partir du round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round}</source>
        <translation>au début du round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at the start of round {round} and every {every} rounds after</source>
        <translation>au début du round {round} puis tous les {every} rounds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>at the start of the bearer's turn</source>
        <translation>au début du tour du porteur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>at twice the Threat plus one</source>
        <translation>à deux fois la Menace plus un</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round</source>
        <translation>à {label} {at} à chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} every round from round {round}</source>
        <translation>à {label} {at} à chaque round à partir du round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round}</source>
        <translation>à {label} {at} au round {round}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>at {label} {at} in round {round} and every {every} rounds after</source>
        <translation>à {label} {at} au round {round} puis tous les {every} rounds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>attack luck</source>
        <translation>chance d'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>attacks {name}</source>
        <translation>attaque {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>back into the deck</source>
        <translation>retourne dans le paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>back out</source>
        <translation>se retirer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>badly hurt</source>
        <translation>grièvement blessé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>block</source>
        <translation>blocage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>blocks</source>
        <translation>bloque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>bloodied</source>
        <translation>en sang</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>brandish</source>
        <translation>brandir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>break free</source>
        <translation>se libérer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>breaking free</source>
        <translation>se libérer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>breaks free</source>
        <translation>se libère</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>broken</source>
        <translation>brisé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>broken Unicode</source>
        <translation>de l'Unicode corrompu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>burning</source>
        <translation>en feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>by a Skill Mastery roll</source>
        <translation>par un jet de Maîtrise de compétence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>cannot be read ({strerror})</source>
        <translation>illisible ({strerror})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot create the data folder {folder} ({error}).</source>
        <translation>impossible de créer le dossier de données {folder} ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>cannot write {path} ({strerror}).</source>
        <translation>impossible d'écrire {path} ({strerror}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/__init__.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>cede</source>
        <translation>céder</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>changed while GM Desk was opening it; try again</source>
        <translation>a changé pendant que GM Desk l'ouvrait ; réessayez</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>cheats death</source>
        <translation>échappe à la mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>chose to fall</source>
        <translation>a choisi de tomber</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/circumstances.py"/>
        <source>circumstance {item} needs a known skill and 0-{MAX_EXTRA} extra successes</source>
        <translation>la circonstance {item} demande une compétence connue et 0 à {MAX_EXTRA} réussites supplémentaires</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>claims more pixels than a picture may have (at most {limit} million): a decompression bomb, or a picture far too large</source>
        <translation>annonce plus de pixels qu'une image ne peut en avoir ({limit} millions au plus) : une bombe de décompression, ou une image bien trop grande</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>clear</source>
        <translation>franchir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clear {obstacle}</source>
        <translation>franchir {obstacle}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>cleared</source>
        <translation>franchi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>clearing the {obstacle}</source>
        <translation>franchissement de l'obstacle ({obstacle})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>close in</source>
        <translation>s'approcher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>closing in</source>
        <translation>se rapprocher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>command</source>
        <translation>ordonner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>commanded</source>
        <translation>sur ordre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>completed</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>concealed</source>
        <translation>dissimulé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>conditions cleared</source>
        <translation>états retirés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains a lone surrogate (broken Unicode)</source>
        <translation>contient un substitut isolé (Unicode cassé)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the control character {code}</source>
        <translation>contient le caractère de contrôle {code}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>contains the invisible direction control {code}</source>
        <translation>contient le caractère invisible de contrôle de direction {code}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char} ({why}), which a name may not hold</source>
        <translation>contient {char} ({why}), interdit dans un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>contains {char}, which a name may not hold</source>
        <translation>contient {char}, interdit dans un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>continued</source>
        <translation>poursuivi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>controlled</source>
        <translation>maîtrisée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter</source>
        <translation>riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>counter damage</source>
        <translation>dégâts de riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>cover</source>
        <translation>couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>creature {number} ({name})</source>
        <translation>créature {number} ({name})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/statblock.py"/>
        <source>crit_damage must be at least damage</source>
        <translation>crit_damage doit valoir au moins damage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>critical hit</source>
        <translation>coup critique</translation>
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
        <translation>d20 inférieur ou égal à la valeur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>d20 under the score</source>
        <translation>d20 inférieur à la valeur</translation>
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
        <translation>dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>damage less an Endure test</source>
        <translation>dégâts moins un test d'Endurer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>damaged</source>
        <translation>endommagé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>dark</source>
        <translation>obscurité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dc</source>
        <translation>difficulté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>deadly</source>
        <translation>mortel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>death</source>
        <translation>la mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>death luck</source>
        <translation>chance contre la mort</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defeat</source>
        <translation>défaite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>deflection needs physical and elemental values from 0 to 50</source>
        <translation>la déviation demande des valeurs physique et élémentaire de 0 à 50</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>delayed a second time</source>
        <translation>retardé une seconde fois</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>dice doubled by the natural 20</source>
        <translation>dés doublés par le 20 naturel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice expression is longer than {MAX_LENGTH} characters</source>
        <translation>l'expression de dés dépasse {MAX_LENGTH} caractères</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>dice operator {repr_op} can roll without end; use k, p, mi, ma, ro or ra</source>
        <translation>l'opérateur de dés {repr_op} peut relancer sans fin ; utilisez k, p, mi, ma, ro ou ra</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>dies</source>
        <translation>meurt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>difficult terrain</source>
        <translation>terrain difficile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>disadvantage</source>
        <translation>désavantage</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge</source>
        <translation>esquive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>dodge luck</source>
        <translation>chance d'esquive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>dodges</source>
        <translation>esquive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>down</source>
        <translation>tombé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>draw weapon</source>
        <translation>dégainer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop item</source>
        <translation>lâcher un objet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>drop prone</source>
        <translation>se jeter à terre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>d{size} is too large; dice have at most {MAX_DIE_SIZE} sides</source>
        <translation>d{size} est trop grand ; les dés ont au plus {MAX_DIE_SIZE} faces</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each PC turn</source>
        <translation>chaque tour de PJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>each attack needs a damage of 0 to 20</source>
        <translation>chaque attaque demande des dégâts de 0 à 20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>each round</source>
        <translation>chaque round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tactic.py"/>
        <source>each side attacks the foe it expects to hurt most, else answers the prompt, engages or closes in on the nearest foe, else ends its turn; a target defends whenever the rules allow</source>
        <translation>chaque camp attaque l'adversaire qu'il pense blesser le plus, sinon répond à la demande, engage ou approche l'adversaire le plus proche, sinon finit son tour ; une cible se défend chaque fois que les règles le permettent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>each turn</source>
        <translation>chaque tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>ended after {count} commands</source>
        <translation>terminé après {count} commandes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>endurance</source>
        <translation>endurance</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entangled</source>
        <translation>empêtré</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>entered</source>
        <translation>saisi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/scene.py"/>
        <source>entry</source>
        <translation>entrée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>every Retaliation needs a name</source>
        <translation>chaque Riposte doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every item needs a name</source>
        <translation>chaque objet doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>every weapon needs a name</source>
        <translation>chaque arme doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly 1 Physical Harm</source>
        <translation>exactement 1 Dommage physique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>exactly N zones</source>
        <translation>exactement N zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>execute</source>
        <translation>exécution</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>expired</source>
        <translation>expiré</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>export it</source>
        <translation>l'export</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: a pack holds creatures of exactly one ruleset</source>
        <translation>export : un paquet contient des créatures d'un seul système de règles</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: there are no creatures to export</source>
        <translation>export : il n'y a aucune créature à exporter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>export: {count} creatures; a pack holds at most {limit}, so split it</source>
        <translation>export : {count} créatures ; un paquet en contient au plus {limit}, divisez-le</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>extra successes</source>
        <translation>réussites supplémentaires</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>faction order rearranged</source>
        <translation>ordre des factions réorganisé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>faction_position must be a whole number from 0 to {len_order}.</source>
        <translation>faction_position doit être un nombre entier de 0 à {len_order}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails</source>
        <translation>échoue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails and is a step closer to death ({marks})</source>
        <translation>échoue et se rapproche de la mort ({marks})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>fails, but nothing changes</source>
        <translation>échoue, mais rien ne change</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>fails; a sneak attack follows</source>
        <translation>échoue ; une attaque sournoise suit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>fair</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fall</source>
        <translation>chute</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fast</source>
        <translation>rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>fast action threshold {fat}</source>
        <translation>seuil d'action rapide {fat}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>fear_value must be 0 to 10</source>
        <translation>fear_value doit aller de 0 à 10</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>feet</source>
        <translation>pieds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>fled</source>
        <translation>en fuite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>flee</source>
        <translation>fuir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>fleeing</source>
        <translation>fuir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>focus</source>
        <translation>concentration</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>for the action</source>
        <translation>pour l'action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} round</source>
        <translation>pendant {rounds} round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>for {rounds} rounds</source>
        <translation>pendant {rounds} rounds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/legal.py"/>
        <source>force the gate open</source>
        <translation>forcer le portail</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>format {value} is not one this GM Desk reads (it reads format {PACK_FORMAT})</source>
        <translation>le format {value} n'est pas lu par ce GM Desk (il lit le format {PACK_FORMAT})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify</source>
        <translation>se fortifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>fortify luck</source>
        <translation>chance pour se fortifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>freed</source>
        <translation>libéré</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>from its faction's next go</source>
        <translation>dès le prochain tour de sa faction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>from the next round</source>
        <translation>dès le round suivant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>gear</source>
        <translation>équipement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach</source>
        <translation>se met hors de portée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>gets out of reach of {whom} only</source>
        <translation>se met hors de portée de {whom} seulement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>goes to the back again</source>
        <translation>retourne en fin de file</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple</source>
        <translation>empoigner</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>grapple save</source>
        <translation>sauvegarde contre l'empoignade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard</source>
        <translation>garde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guard ends the turn</source>
        <translation>la garde termine le tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>guarding</source>
        <translation>en garde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>hangs on</source>
        <translation>tient bon</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>harm</source>
        <translation>dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_capacity must be a whole number from 1 to 99</source>
        <translation>harm_capacity doit être un nombre entier de 1 à 99</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>harm_mode is points or levels</source>
        <translation>harm_mode vaut « points » ou « levels »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>harmed</source>
        <translation>blessé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has no pixels</source>
        <translation>n'a aucun pixel</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>has nothing visible in it (only marks, joiners or spaces)</source>
        <translation>ne contient rien de visible (seulement des diacritiques, des liants ou des espaces)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>has the ending '{suffix}'; a picture ends in .png, .jpg, .jpeg or .webp</source>
        <translation>se termine par « {suffix} » ; une image se termine par .png, .jpg, .jpeg ou .webp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_tags.py"/>
        <source>hazard</source>
        <translation>danger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>health</source>
        <translation>santé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>health_max must be a whole number from 1 to 999</source>
        <translation>health_max doit être un nombre entier de 1 à 999</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>health_max must be a whole number of at least 1</source>
        <translation>health_max doit être un nombre entier d'au moins 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>held</source>
        <translation>tenu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hide</source>
        <translation>se cacher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>hit</source>
        <translation>touché</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>hits</source>
        <translation>touche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>hold</source>
        <translation>maintenir la prise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>holding on</source>
        <translation>maintenir la prise</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a NUL character, which no text may hold</source>
        <translation>contient un caractère NUL, interdit dans tout texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a number too large for GM Desk</source>
        <translation>contient un nombre trop grand pour GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds a whole number of {digits} digits, too large for GM Desk</source>
        <translation>contient un nombre entier de {digits} chiffres, trop grand pour GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>holds up</source>
        <translation>tient bon</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>holds {char}, which no text may hold</source>
        <translation>contient {char}, interdit dans tout texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>holds {count} files; a pack archive may hold {limit}</source>
        <translation>contient {count} fichiers ; une archive de paquet peut en contenir {limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>hurt</source>
        <translation>blessé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>import the file</source>
        <translation>l'import du fichier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>in cover</source>
        <translation>à couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>in this round, if its team still picks</source>
        <translation>dans ce round, si son équipe choisit encore</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>incapacitated</source>
        <translation>neutralisé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>initiative</source>
        <translation>initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>initiative holder</source>
        <translation>détenteur de l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>initiative_cards must be 1 to 5</source>
        <translation>initiative_cards doit aller de 1 à 5</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>interact</source>
        <translation>interagir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>intercept</source>
        <translation>intercepter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>is a group with no members</source>
        <translation>est un groupe sans membres</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to nothing that can be read</source>
        <translation>est un lien vers rien de lisible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is a link to {kind}, not to a regular file; GM Desk reads only ordinary files</source>
        <translation>est un lien vers {kind}, pas vers un fichier ordinaire ; GM Desk ne lit que les fichiers ordinaires</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is damaged or cut short: it cannot be read to its end</source>
        <translation>est endommagée ou tronquée : impossible de la lire jusqu'au bout</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is empty, not a picture</source>
        <translation>est vide, ce n'est pas une image</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is forced to swap</source>
        <translation>est forcé d'échanger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>is gripped by fear</source>
        <translation>est saisi par la peur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is larger than {size} MB</source>
        <translation>fait plus de {size} Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: a {type} event carries it ({kind})</source>
        <translation>manque : un événement {type} le porte ({kind})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>is missing: the {part} of a {type} event carries it ({kind})</source>
        <translation>manque : la partie {part} d'un événement {type} le porte ({kind})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is named as a {named} picture but holds a {kind} one</source>
        <translation>est nommée comme une image {named} mais en contient une {kind}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is not a PNG, JPEG or WebP picture</source>
        <translation>n'est pas une image PNG, JPEG ou WebP</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>is not a ZIP archive, or it is damaged</source>
        <translation>n'est pas une archive ZIP, ou elle est endommagée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>is not a field of a condition (they are {allowed})</source>
        <translation>n'est pas un champ d'un état (les champs sont {allowed})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is not a field of a scene event</source>
        <translation>n'est pas un champ d'événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>is not a field of a zone hazard</source>
        <translation>n'est pas un champ de danger de zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field</source>
        <translation>n'est pas un champ connu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not a known field (did you mean {guess}?)</source>
        <translation>n'est pas un champ connu (vouliez-vous dire {guess} ?)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is not a regular file but {kind}; GM Desk reads only ordinary files</source>
        <translation>n'est pas un fichier ordinaire mais {kind} ; GM Desk ne lit que les fichiers ordinaires</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is not valid</source>
        <translation>n'est pas valide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>is only for "when": "order", not for {value}</source>
        <translation>ne sert que pour « when » : « order », pas pour {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>is required</source>
        <translation>est obligatoire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/reading.py"/>
        <source>is too large</source>
        <translation>est trop volumineux</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>is true or false, not {value}</source>
        <translation>vaut true ou false, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>is {kind}, not a plain file</source>
        <translation>est {kind}, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {size} MB; a picture may be at most {limit} MB</source>
        <translation>fait {size} Mo ; une image fait au plus {limit} Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>is {width}×{height} pixels; a picture may have at most {limit} million pixels and {side} a side</source>
        <translation>fait {width}×{height} pixels ; une image a au plus {limit} millions de pixels et {side} de côté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>it did something else</source>
        <translation>il a fait autre chose</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it divides by zero</source>
        <translation>elle divise par zéro</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>it is empty (0 bytes), though there are backups of it</source>
        <translation>il est vide (0 octet), alors qu'il en existe des sauvegardes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it is nested too deeply</source>
        <translation>elle est trop imbriquée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>it is not a GM Desk backup</source>
        <translation>ce n'est pas une sauvegarde GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>it rolls too many dice</source>
        <translation>elle lance trop de dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes cannot be made: {why}</source>
        <translation>ses changements ne peuvent pas être appliqués : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its changes do not give the encounter it describes</source>
        <translation>ses changements ne donnent pas la rencontre qu'elle décrit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>its figure ({claimed:.0%}) was not played on it: its own fights give {found:.0%}</source>
        <translation>son chiffre ({claimed:.0%}) n'a pas été joué sur elle : ses propres combats donnent {found:.0%}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>keep must be at least 1: rotation never deletes the newest backup.</source>
        <translation>keep doit valoir au moins 1 : la rotation ne supprime jamais la sauvegarde la plus récente.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>keeps control</source>
        <translation>garde le contrôle</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use one of {allowed}</source>
        <translation>la clé {key} n'est pas autorisée ; utilisez l'une de ces clés : {allowed}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>key {key} is not allowed; use {shape}</source>
        <translation>la clé {key} n'est pas autorisée ; utilisez {shape}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike</source>
        <translation>coup fatal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>killing strike luck</source>
        <translation>chance de coup fatal</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>kills</source>
        <translation>tue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>last in the order</source>
        <translation>en dernier dans l'ordre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>last round the lead chose to {choice}</source>
        <translation>au dernier round, le meneur a choisi : {choice}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>left cover</source>
        <translation>a quitté son couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>lethal weapons</source>
        <translation>armes létales</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>links a zone to itself</source>
        <translation>relie une zone à elle-même</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>loses the turn</source>
        <translation>perd son tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>loses the {slot} action</source>
        <translation>perd l'action {slot}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>main</source>
        <translation>principale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>maneuvers are 0 to 3 slow and fast</source>
        <translation>les manœuvres vont de 0 à 3, lentes comme rapides</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>max_strain must be a whole number of at least 1</source>
        <translation>max_strain doit être un nombre entier d'au moins 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum Strain</source>
        <translation>Tension maximale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum endurance</source>
        <translation>endurance maximale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum focus</source>
        <translation>concentration maximale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum health</source>
        <translation>santé maximale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>maximum stamina</source>
        <translation>vigueur maximale</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>may have at most {n} entries</source>
        <comment>may have at most {n} entry</comment>
        <translation><numerusform>peut avoir au plus {n} entrée</numerusform><numerusform>peut avoir au plus {n} entrées</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>may hold at most {limit} entries, not {count}</source>
        <translation>peut contenir au plus {limit} entrées, pas {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>may hold at most {limit} intensities, not {count}</source>
        <translation>peut contenir au plus {limit} intensités, pas {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>miss</source>
        <translation>raté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>misses</source>
        <translation>rate</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>modifier</source>
        <translation>modificateur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>morale immune</source>
        <translation>immunisé contre le moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>move</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>move (ft)</source>
        <translation>déplacement (pieds)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <source>move_ft must be a multiple of 5</source>
        <translation>move_ft doit être un multiple de 5</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>moved this turn</source>
        <translation>s'est déplacé ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>moves {feet} ft</source>
        <translation>se déplace de {feet} pieds</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>moving</source>
        <translation>se déplacer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be "{format}", not {value}</source>
        <translation>doit être « {format} », pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be [x, y, width, height] with a positive size, not {value}</source>
        <translation>doit être [x, y, largeur, hauteur] avec une taille positive, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be a combatant of the setup, not {value}</source>
        <translation>doit être un combattant de la mise en place, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must be a dice expression such as 1d6+1</source>
        <translation>doit être une expression de dés comme 1d6+1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a list, not {value}</source>
        <translation>doit être une liste, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be a multiple of {step}, not {value}</source>
        <translation>doit être un multiple de {step}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be a name for the GM, not {value}</source>
        <translation>doit être un nom pour le MJ, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be a number or dice such as 1d6+1, not {value}</source>
        <translation>doit être un nombre ou des dés comme 1d6+1, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be a pair of zone ids like ["a", "b"], not {value}</source>
        <translation>doit être une paire d'id de zones comme ["a", "b"], pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be a whole number from {low} to {high}, not {value}</source>
        <translation>doit être un nombre entier de {low} à {high}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>must be a whole number of rounds from 1 to {limit} (or left out: until removed), not {value}</source>
        <translation>doit être un nombre entier de rounds de 1 à {limit} (ou absent : jusqu'à retrait), pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>must be a whole number, not {value}</source>
        <translation>doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be an id (a short text), not {value}</source>
        <translation>doit être un id (un texte court), pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at least {low}, not {value}</source>
        <translation>doit valoir au moins {low}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {high}, not {value}</source>
        <translation>doit valoir au plus {high}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be at most {limit} characters long, not {count}</source>
        <translation>doit faire au plus {limit} caractères, pas {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be at most {n} characters long</source>
        <comment>must be at most {n} character long</comment>
        <translation><numerusform>doit compter au plus {n} caractère</numerusform><numerusform>doit compter au plus {n} caractères</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>doit être entre {low} et {high}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be empty: this combatant arrives later, with a scene event</source>
        <translation>doit être vide : ce combattant arrive plus tard, avec un événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be one of the skills ({allowed}), not {value}</source>
        <translation>doit être l'une des compétences ({allowed}), pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be one of {allowed}, not {value}</source>
        <translation>doit être parmi {allowed}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/header.py"/>
        <source>must be one of {known}, not the text {value}</source>
        <translation>doit être parmi {known}, pas le texte {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be text, not {value}</source>
        <translation>doit être du texte, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>must be the id of a zone listed above, not {value}</source>
        <translation>doit être l'id d'une zone listée plus haut, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>must be the id of a zone of the map, not {value}</source>
        <translation>doit être l'id d'une zone de la carte, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>must be the id of one of the setup's scene events, not {value}</source>
        <translation>doit être l'identifiant d'un des événements de scène de la préparation, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>must be the text the GM reads when it comes up, not {value}</source>
        <translation>doit être le texte que le MJ lit quand il survient, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>must be the zone tag it belongs to, not {value}</source>
        <translation>doit être l'étiquette de la zone à laquelle il appartient, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>must be {kind}, not {value}</source>
        <translation>doit être {kind}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must be {names} or a number of zones from {ge} to {le}</source>
        <translation>doit être {names} ou un nombre de zones de {ge} à {le}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must be {version}, not {value}</source>
        <translation>doit être {version}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>must be {what}, not {value}</source>
        <translation>doit être {what}, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>must hold exactly one pack file (.toml or .json) at its top, not {count}</source>
        <translation>doit contenir exactement un fichier de paquet (.toml ou .json) à sa racine, pas {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>must list at least one zone</source>
        <translation>doit lister au moins une zone</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <location filename="../../gm_desk/rules/names.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>must not be empty; leave it out for a Retaliation without damage</source>
        <translation>ne doit pas être vide ; omettez-le pour une Riposte sans dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>must not be null: leave the field out instead</source>
        <translation>ne doit pas être null : omettez plutôt le champ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>names a side the file does not list ({value})</source>
        <translation>nomme un camp absent du fichier ({value})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>names a tag the zone does not carry ({value})</source>
        <translation>nomme une étiquette que la zone ne porte pas ({value})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>names no combat system GM Desk knows ({known}), not {value}</source>
        <translation>ne nomme aucun système de combat connu de GM Desk ({known}), mais {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_check.py"/>
        <source>names {value}, who arrives later, with a scene event</source>
        <translation>nomme {value}, qui arrive plus tard, avec un événement de scène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>natural 20,</source>
        <translation>20 naturel,</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "at": its {label} ({low} to {high})</source>
        <translation>nécessite « at » : son {label} ({low} à {high})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>needs "{key}"</source>
        <translation>doit avoir "{key}"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>needs a name</source>
        <translation>doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>needs a side</source>
        <translation>doit avoir un camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/scene.py"/>
        <source>needs a skill</source>
        <translation>doit avoir une compétence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>needs an id</source>
        <translation>doit avoir un id</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>needs at least {n} entries</source>
        <comment>needs at least {n} entry</comment>
        <translation><numerusform>demande au moins {n} entrée</numerusform><numerusform>demande au moins {n} entrées</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nests lists and objects more than {limit} levels deep, deeper than any GM Desk file</source>
        <translation>imbrique listes et objets sur plus de {limit} niveaux, plus qu'aucun fichier GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>never (until removed)</source>
        <translation>jamais (jusqu'à retrait)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>new stat block for {name}</source>
        <translation>nouveau profil pour {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>next round</source>
        <translation>au round suivant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no actions left</source>
        <translation>plus aucune action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>no change</source>
        <translation>aucun changement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>no commands yet</source>
        <translation>aucune commande pour l'instant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>no foes</source>
        <translation>aucun adversaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/replay.py"/>
        <source>no phase</source>
        <translation>aucune phase</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>no reaction or stamina left to fortify</source>
        <translation>plus de réaction ni de vigueur pour se fortifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>no square</source>
        <translation>aucune case</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>nobody in the group is left</source>
        <translation>il ne reste personne dans le groupe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>nobody starts surprised</source>
        <translation>personne ne commence surpris</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>non-lethal weapons</source>
        <translation>armes non létales</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>none ticked</source>
        <translation>aucune cochée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/file_kinds.py"/>
        <source>not an ordinary file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>not saved</source>
        <translation>non sauvegardé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>nothing (null)</source>
        <translation>rien (null)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>nothing happens</source>
        <translation>il ne se passe rien</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>nothing was done. Start GM Desk to set the file aside and restore a backup (File ▸ Restore a backup…), then {doing} again.</source>
        <translation>rien n'a été fait. Lancez GM Desk pour mettre le fichier de côté et restaurer une sauvegarde (Fichier ▸ Restaurer une sauvegarde…), puis relancez {doing}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>number sets in (a, b) form are not allowed in damage</source>
        <translation>les ensembles de nombres de la forme (a, b) ne sont pas autorisés dans les dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/statuses.py"/>
        <source>obscured</source>
        <translation>masqué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>obstacle {item} needs a known skill, 1-10 successes, a slow or fast maneuver</source>
        <translation>l'obstacle {item} demande une compétence connue, 1 à 10 réussites et une manœuvre lente ou rapide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on either die</source>
        <translation>sur l'un ou l'autre dé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>on or off</source>
        <translation>activée ou désactivée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>on the kept die</source>
        <translation>sur le dé conservé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/options.py"/>
        <source>one of: {choices}</source>
        <translation>une valeur parmi : {choices}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>one spiral for everyone</source>
        <translation>une spirale pour tous</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} remain</source>
        <translation>seuls restent {names}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>only {names} still fight</source>
        <translation>seuls {names} combattent encore</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>opening your data file</source>
        <translation>l'ouverture de votre fichier de données</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>operator {repr_op} is not allowed; use + - * only</source>
        <translation>l'opérateur {repr_op} n'est pas autorisé ; utilisez seulement + - *</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>opportunity</source>
        <translation>opportunité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>parries</source>
        <translation>pare</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>parry</source>
        <translation>parade</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>passes</source>
        <translation>réussit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical</source>
        <translation>physique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>physical harm</source>
        <translation>dommages physiques</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prepare</source>
        <translation>préparer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>prepared</source>
        <translation>préparée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>prepared {replace}</source>
        <translation>{replace} préparée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>primary</source>
        <translation>principale</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>print it</source>
        <translation>l'impression</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>proficiencies must map names to whole numbers from 0 to 5</source>
        <translation>les maîtrises doivent associer des noms à des nombres entiers de 0 à 5</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>prone</source>
        <translation>à terre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts a combatant of side {side} in the group {group}, whose members stand on side {other}: a group stands on one side</source>
        <translation>place un combattant du camp {side} dans le groupe {group}, dont les membres sont du camp {other} : un groupe appartient à un seul camp</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>puts {who} in a second group (it is in {group})</source>
        <translation>place {who} dans un second groupe (il est dans {group})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>putting out the fire</source>
        <translation>éteindre le feu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/statblock.py"/>
        <source>range [{low}, {high}] must go from near to far</source>
        <translation>la portée [{low}, {high}] doit aller du proche au lointain</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>range {value}</source>
        <translation>portée {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reaction</source>
        <translation>réaction</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>read</source>
        <translation>déchiffrer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>read it</source>
        <translation>la lecture</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>readied</source>
        <translation>préparé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready</source>
        <translation>se tenir prêt</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>ready ends the turn</source>
        <translation>se tenir prêt termine le tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>regains consciousness</source>
        <translation>reprend conscience</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>reload</source>
        <translation>recharger</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>restoring a backup</source>
        <translation>la restauration d'une sauvegarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>restrained</source>
        <translation>entravé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate</source>
        <translation>réanimer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>resuscitate luck</source>
        <translation>chance de réanimation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>retaliation {left}/{limit}</source>
        <translation>riposte {left}/{limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>retaliation_limit must be a whole number of at least 1</source>
        <translation>retaliation_limit doit être un nombre entier d'au moins 1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>retaliations must be a list</source>
        <translation>les Ripostes doivent être une liste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>retreat</source>
        <translation>battre en retraite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>retreated</source>
        <translation>en retraite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>roll at least one die, not {num}d{size}</source>
        <translation>lancez au moins un dé, pas {num}d{size}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>rolled</source>
        <translation>lancé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>rolls {dice} dice; at most {MAX_DICE} are allowed</source>
        <translation>lance {dice} dés ; {MAX_DICE} au plus sont autorisés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding down</source>
        <translation>arrondi à l'inférieur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>rounding up</source>
        <translation>arrondi au supérieur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>running at command {count}</source>
        <translation>en cours à la commande {count}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone only</source>
        <translation>même zone seulement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>same zone or its border</source>
        <translation>même zone ou sa frontière</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>save it</source>
        <translation>l'enregistrement</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>saved</source>
        <translation>sauvegardé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>scripted</source>
        <translation>prédéfini</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seek cover</source>
        <translation>se mettre à couvert</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize</source>
        <translation>saisir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>seize initiative</source>
        <translation>saisir l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>serving the player view; Ctrl+C stops it.</source>
        <translation>vue des joueurs diffusée ; Ctrl+C l'arrête.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>set aside</source>
        <translation>mise de côté</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>shared by the {group}</source>
        <translation>partagée par le groupe {group}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task</source>
        <translation>tâche courte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>short task luck</source>
        <translation>chance de tâche courte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>shout</source>
        <translation>crier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>skills must map skill names to dice</source>
        <translation>les compétences doivent associer des noms de compétences à des dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>skips the {slot} action</source>
        <translation>passe l'action {slot}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>slow</source>
        <translation>lente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>small</source>
        <translation>petit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sneak</source>
        <translation>se faufiler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>speak</source>
        <translation>parler</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>speed (m)</source>
        <translation>vitesse (m)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>speed is one of {join}.</source>
        <translation>la vitesse est parmi {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>sprint</source>
        <translation>sprinter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stalemate</source>
        <translation>impasse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stamina</source>
        <translation>vigueur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stand up</source>
        <translation>se relever</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>started</source>
        <translation>commencé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>status {status}</source>
        <translation>statut {status}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stay conscious</source>
        <translation>rester conscient</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>stays down</source>
        <translation>reste à terre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>stays in reach</source>
        <translation>reste à portée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>still blocked</source>
        <translation>toujours bloqué</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stood up</source>
        <translation>relevé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>stopped sharing.</source>
        <translation>partage arrêté.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>strain</source>
        <translation>tension</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>strain must be a whole number between 0 and max_strain</source>
        <translation>strain doit être un nombre entier entre 0 et max_strain</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>stray</source>
        <translation>tir perdu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>succeeds</source>
        <translation>réussit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>surrender</source>
        <translation>se rendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>surrendered</source>
        <translation>s'est rendu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>survey the situation</source>
        <translation>évaluer la situation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>swaps</source>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>take</source>
        <translation>prendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>takes the hit</source>
        <translation>encaisse le coup</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>task</source>
        <translation>tâche</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>team order rearranged</source>
        <translation>ordre des équipes réorganisé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>team_position must be 0 to {len_teams}.</source>
        <translation>team_position doit aller de 0 à {len_teams}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>test</source>
        <translation>test</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>text {value}</source>
        <translation>le texte {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <source>text, or null</source>
        <translation>du texte, ou null</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>the Aspect roll</source>
        <translation>le jet d'Aspect</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is spent</source>
        <translation>le jet d'Aspect est dépensé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>the Aspect roll is still free</source>
        <translation>le jet d'Aspect est encore libre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the GM applies it</source>
        <translation>le MJ les applique</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM chooses</source>
        <translation>au choix du MJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the GM enters each outcome</source>
        <translation>le MJ saisit chaque résultat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the Melee Threat</source>
        <translation>la Menace au contact</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has a range that is not Intimate, Engaged or a number</source>
        <translation>la Riposte « {name} » a une portée qui n'est ni Contact, ni Engagé, ni un nombre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has an unknown trigger</source>
        <translation>la Riposte « {name} » a un déclencheur inconnu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' has damage that is not a dice expression</source>
        <translation>la Riposte « {name} » a des dégâts qui ne sont pas une expression de dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>the Retaliation '{name}' needs at least one use per round</source>
        <translation>la Riposte « {name} » demande au moins une utilisation par round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the ambush is detected</source>
        <translation>l'embuscade est détectée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the attack's Threat</source>
        <translation>la Menace de l'attaque</translation>
    </message>
    <message>
        <location filename="../../gm_desk/app.py"/>
        <source>the backup was not restored: {error}</source>
        <translation>la sauvegarde n'a pas été restaurée : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the best of several rolls</source>
        <translation>le meilleur de plusieurs jets</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the character sheet is refused: {problem}</source>
        <translation>la fiche de personnage est refusée : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the decimal {value}</source>
        <translation>le décimal {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be put on paper: {error}</source>
        <translation>la rencontre « {name} » ne peut pas être imprimée : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter '{name}' cannot be simulated: {error}</source>
        <translation>la rencontre « {name} » ne peut pas être simulée : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the encounter cannot be shown: {why}</source>
        <translation>la rencontre ne peut pas être affichée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be read back: {error}</source>
        <translation>le combat « {name} » ne peut pas être relu : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' cannot be told: its log holds an event GM Desk cannot put into words.</source>
        <translation>le combat « {name} » ne peut pas être raconté : son journal contient un événement que GM Desk ne sait pas décrire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the fight '{name}' has not begun: there is nothing to recap.</source>
        <translation>le combat « {name} » n'a pas commencé : il n'y a rien à récapituler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first maneuver</source>
        <translation>la première manœuvre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>the first tested maneuver</source>
        <translation>la première manœuvre testée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard {why}</source>
        <translation>le danger {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>the hazard's {field} {why}</source>
        <translation>le champ {field} du danger {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the holder is out of the fight</source>
        <translation>le détenteur est hors de combat</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>the key {key} appears twice in one object</source>
        <translation>la clé {key} apparaît deux fois dans un même objet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>the larger side wins</source>
        <translation>le côté le plus nombreux l'emporte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead cedes initiative</source>
        <translation>la tête cède l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the lead takes initiative</source>
        <translation>la tête prend l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>the lower of two weapon dice</source>
        <translation>le plus bas de deux dés d'arme</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the missing health</source>
        <translation>la santé manquante</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the monsters cannot be seen</source>
        <translation>les monstres ne sont pas visibles</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/condition_library.py"/>
        <source>the name is already used by {other}; names of conditions must differ</source>
        <translation>le nom est déjà utilisé par {other} ; les noms des états doivent être différents</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the new campaign '{name}'</source>
        <translation>la nouvelle campagne « {name} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/dice.py"/>
        <source>the notation is malformed</source>
        <translation>la notation est mal formée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>the obstacle between {ends}</source>
        <translation>l'obstacle entre {ends}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the order stands</source>
        <translation>l'ordre est maintenu</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the other acts first</source>
        <translation>l'autre agit en premier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the part that reached health</source>
        <translation>la part qui a atteint la santé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>the party cannot be seen</source>
        <translation>le groupe n'est pas visible</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party has no marching order: its first PC leads</source>
        <translation>le groupe n'a pas d'ordre de marche : son premier PJ mène</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>the party marches {names}, the first in the lead</source>
        <translation>le groupe marche ainsi : {names}, le premier en tête</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>the pattern {pattern}</source>
        <translation>le motif {pattern}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be 0 (any free one) to 65535, not {value}</source>
        <translation>le port doit aller de 0 (n'importe quel port libre) à 65535, pas {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the port must be a whole number, not '{text}'</source>
        <translation>le port doit être un nombre entier, pas « {text} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>the round cap is at most {count} rounds.</source>
        <translation>la limite de rounds est de {count} rounds au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/scene_event_spec.py"/>
        <source>the scene event id {value} is used twice</source>
        <translation>l'identifiant d'événement de scène {value} est utilisé deux fois</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the side {value} is listed twice</source>
        <translation>le camp {value} est listé deux fois</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/combatant_check.py"/>
        <source>the stat block: an object of named fields</source>
        <translation>le profil : un objet de champs nommés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is more than 1: write a percentage with its sign (60%).</source>
        <translation>la cible « {text} » dépasse 1 : écrivez un pourcentage avec son signe (60%).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance.</source>
        <translation>la cible « {text} » n'est pas une chance de victoire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not a win chance: give easy, fair, hard or deadly, a fraction such as 0.6, or a percentage such as 60%.</source>
        <translation>la cible « {text} » n'est pas une chance de victoire : indiquez easy, fair, hard ou deadly, une fraction comme 0.6 ou un pourcentage comme 60%.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/target.py"/>
        <source>the target '{text}' is not between 0% and 100%.</source>
        <translation>la cible « {text} » n'est pas comprise entre 0% et 100%.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/intake.py"/>
        <source>the text "{text}"</source>
        <translation>le texte "{text}"</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the two swap places</source>
        <translation>les deux échangent leurs places</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side acts first</source>
        <translation>le camp invisible agit en premier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <source>the unseen side cedes</source>
        <translation>le camp invisible cède</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>the whole hit</source>
        <translation>le coup entier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>the zone id {value} is used twice</source>
        <translation>l'id de zone {value} est utilisé deux fois</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>the {name}</source>
        <translation>le groupe {name}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event cannot be put into words: it lacks a field the log reads, or holds the wrong kind of value there</source>
        <translation>l'événement {type} ne peut pas être décrit : il lui manque un champ que le journal lit, ou ce champ a une valeur du mauvais type</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>the {type} event does not fit the fight at that point (it names someone or something the fight does not have, or a field holds the wrong kind of value)</source>
        <translation>l'événement {type} ne correspond pas au combat à ce moment (il nomme quelqu'un ou quelque chose absent du combat, ou un champ a une valeur du mauvais type)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>their card</source>
        <translation>leur carte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is no GM Desk data file in {folder} yet.</source>
        <translation>il n'y a pas encore de fichier de données GM Desk dans {folder}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>there is nothing to save: no change was found to propose.</source>
        <translation>rien à enregistrer : aucun changement à proposer n'a été trouvé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>they are no longer together</source>
        <translation>ils ne sont plus ensemble</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>they cancel</source>
        <translation>ils s'annulent</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this day cannot be played: {why}</source>
        <translation>cette journée ne peut pas être jouée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter cannot be played: {why}</source>
        <translation>cette rencontre ne peut pas être jouée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>this encounter has no foes: there is no fight to simulate.</source>
        <translation>cette rencontre n'a aucun adversaire : il n'y a pas de combat à simuler.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/options.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this round</source>
        <translation>ce round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/options.py"/>
        <source>this turn</source>
        <translation>ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>to attack</source>
        <translation>pour attaquer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>to hit</source>
        <translation>pour toucher</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to announce</source>
        <translation>trop lent pour annoncer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>too slow to execute</source>
        <translation>trop lent pour exécuter</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>toxicity</source>
        <translation>toxicité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>track</source>
        <translation>piste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>tracks (Strain, wounds, health, hit points, harm) back to their start</source>
        <translation>les jauges (Tension, blessures, santé, points de vie, dommages) reviennent à leur départ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>trigger met</source>
        <translation>déclencheur atteint</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>triggered</source>
        <translation>déclenché</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/event_check.py"/>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>turn order rearranged</source>
        <translation>ordre de jeu réorganisé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_check.py"/>
        <source>two combatants share the id {value}</source>
        <translation>deux combattants partagent l'id {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>two weapons share a name</source>
        <translation>deux armes portent le même nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>unconscious</source>
        <translation>inconscient</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>unhurt</source>
        <translation>indemne</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>unnamed</source>
        <translation>sans nom</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>unreadable ({problem})</source>
        <translation>illisible ({problem})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until it is taken</source>
        <translation>jusqu'à ce qu'elle soit jouée</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/options.py"/>
        <source>until the PC's next turn</source>
        <translation>jusqu'au tour suivant du PJ</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/options.py"/>
        <source>up to N zones</source>
        <translation>jusqu'à N zones</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>uses a ZIP feature GM Desk does not read (encryption, an unknown compression)</source>
        <translation>utilise une fonction ZIP que GM Desk ne lit pas (chiffrement, compression inconnue)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>uses the {slot}</source>
        <translation>utilise l'action {slot}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>victory</source>
        <translation>victoire</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait</source>
        <translation>attendre</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wait ends the turn</source>
        <translation>attendre termine le tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>wakes up</source>
        <translation>se réveille</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapon '{name}': {problem}</source>
        <translation>arme « {name} » : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>weapons must be a list</source>
        <translation>les armes doivent être une liste</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>when it moves</source>
        <translation>quand il se déplace</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/options.py"/>
        <source>when the GM says</source>
        <translation>quand le MJ le dit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/key_words.py"/>
        <source>wounds</source>
        <translation>blessures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/fields.py"/>
        <source>{_label} needs a timezone-aware datetime.</source>
        <translation>{_label} nécessite une date et heure avec fuseau horaire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{_names} stand on different sides: a group stands on one side. Move them to one side first.</source>
        <translation>{_names} sont dans des camps différents : un groupe appartient à un seul camp. Placez-les d'abord dans le même camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{_name} and {_name2} collide at {at}: resolve an overrun.</source>
        <translation>{_name} et {_name2} se heurtent en {at} : résolvez un renversement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} attacks {what} ({weapon}, {mode}).</source>
        <translation>{_n} attaque {what} ({weapon}, {mode}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} becomes the target instead of {_n2}.</source>
        <translation>{_n} devient la cible à la place de {_n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counters with {weapon}.</source>
        <translation>{_n} riposte avec {weapon}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} counts as having acted this round.</source>
        <translation>{_n} compte comme ayant agi ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} delivers a final blow to {_n2}.</source>
        <translation>{_n} porte le coup de grâce à {_n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} hesitates too long and does nothing.</source>
        <translation>{_n} hésite trop longtemps et ne fait rien.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} is hit: {rolled} less armour {armour} = {dealt} damage.</source>
        <translation>{_n} est touché : {rolled} moins armure {armour} = {dealt} dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} lets go of {_n2} ({why}).</source>
        <translation>{_n} lâche {_n2} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} must {fate}.</source>
        <translation>{_n} doit {fate}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} no longer needs a morale save.</source>
        <translation>{_n} n'a plus besoin de sauvegarde de moral.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} proposes: {effect}.</source>
        <translation>{_n} propose : {effect}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} puts {items} to use (it may wear out by the end of the fight).</source>
        <translation>{_n} utilise {items} (qui peut s'user d'ici la fin du combat).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} reacts ({kind}), using up the turn.</source>
        <translation>{_n} réagit ({kind}), ce qui consomme son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} shoves {_n2}.</source>
        <translation>{_n} bouscule {_n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} surrenders.</source>
        <translation>{_n} se rend.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes a turn.</source>
        <translation>{_n} joue son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} takes up the fight again.</source>
        <translation>{_n} reprend le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n} tries to move away from nearby enemies.</source>
        <translation>{_n} tente de s'éloigner des ennemis proches.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is called off: {why}.</source>
        <translation>L'attaque de {_n} est annulée : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_n}'s attack is resolved.</source>
        <translation>L'attaque de {_n} est résolue.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} go first.</source>
        <translation>{_side} commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side} hold the initiative{how}.</source>
        <translation>{_side} a l'initiative{how}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{_side}' go.</source>
        <translation>Au tour de {_side}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{actor} attacks {target} with {attack}: {s_att} successes{defence}</source>
        <comment>{actor} attacks {target} with {attack}: {s_att} success{defence}</comment>
        <translation><numerusform>{actor} attaque {target} avec {attack} : {s_att} réussite{defence}</numerusform><numerusform>{actor} attaque {target} avec {attack} : {s_att} réussites{defence}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} attempts {what} ({total} vs {npc}'s {threat}): {outcome}.</source>
        <translation>{actor} tente {what} ({total} contre {threat} de {npc}) : {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} ends the turn.</source>
        <translation>{actor} termine son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} hits {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
        <translation>{actor} touche {target} avec {weapon} ({total} contre {threat}{edge}) :{nat} {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} is skipped ({why}).</source>
        <translation>{actor} est passé ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor} misses {target} with {weapon} ({total} vs {threat}{edge}):{nat} {outcome}.</source>
        <translation>{actor} rate {target} avec {weapon} ({total} contre {threat}{edge}) :{nat} {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} rolls {expr}{faces} = {total} ({purpose}).</source>
        <translation>{actor} lance {expr}{faces} = {total} ({purpose}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}'s turn.</source>
        <translation>Tour de {actor}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}: {action}.</source>
        <translation>{actor} : {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{actor}: {what}.</source>
        <translation>{actor} : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it.</source>
        <translation>{attacker} touche {defender} : réagissez (esquiver, parer, bloquer) ou encaissez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{attacker} hits {defender}: react (dodge, parry, block) or take it; {allies} may intercept.</source>
        <translation>{attacker} touche {defender} : réagissez (esquiver, parer, bloquer) ou encaissez ; {allies} peuvent intercepter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{a} and {b} already touch.</source>
        <translation>{a} et {b} se touchent déjà.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are engaged.</source>
        <translation>{a} et {b} sont engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are no longer engaged.</source>
        <translation>{a} et {b} ne sont plus engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{a} and {b} do not touch.</source>
        <translation>{a} et {b} ne se touchent pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (deck {deck})</source>
        <translation>{card} (paquet {deck})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{card} (the GM's)</source>
        <translation>{card} (celle du MJ)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{cause}: {skill} tests need {extra} extra successes.</source>
        <comment>{cause}: {skill} tests need {extra} extra success.</comment>
        <translation><numerusform>{cause} : les tests de {skill} demandent {extra} réussite supplémentaire.</numerusform><numerusform>{cause} : les tests de {skill} demandent {extra} réussites supplémentaires.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{changes}: the party wins {win} ({lo} to {hi}), {undecided} undecided.</source>
        <translation>{changes} : le groupe gagne {win} ({lo} à {hi}), {undecided} indécis.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{code} (a lone surrogate: broken Unicode)</source>
        <translation>{code} (un substitut isolé : Unicode cassé)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{command} ({details})</source>
        <translation>{command} ({details})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many for the simulation to play even one fight in reasonable time: it plays encounters of at most {limit} combatants.</source>
        <translation>{count} combattants, c'est trop pour que la simulation joue ne serait-ce qu'un combat en un temps raisonnable : elle joue des rencontres de {limit} combattants au plus.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/run.py"/>
        <source>{count} combatants are too many to play {fights} fights of in reasonable time: the simulation plays at most {fits} fights of an encounter this large.</source>
        <translation>{count} combattants, c'est trop pour jouer {fights} combats en un temps raisonnable : la simulation joue au plus {fits} combats d'une rencontre de cette taille.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} encounters in prep now use the new {name}.</source>
        <comment>{count} encounter in prep now uses the new {name}.</comment>
        <translation><numerusform>{count} rencontre en préparation utilise désormais la nouvelle version de {name}.</numerusform><numerusform>{count} rencontres en préparation utilisent désormais la nouvelle version de {name}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} kept the old {name}: {why}</source>
        <translation>{count} ont gardé l'ancienne version de {name} : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} more</source>
        <translation>{count} de plus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} of {total} still fight</source>
        <translation>{count} sur {total} combattent encore</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/store/bestiary_links.py"/>
        <source>{count} running fights keep their copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</source>
        <comment>{count} running fight keeps its copy of {name}; to give it the new stats there, open the fight and use Encounter ▸ Refresh from bestiary…</comment>
        <translation><numerusform>{count} combat en cours garde sa copie de {name} ; pour y appliquer les nouvelles caractéristiques, ouvrez le combat et utilisez Rencontre ▸ Actualiser depuis le bestiaire…</numerusform><numerusform>{count} combats en cours gardent leur copie de {name} ; pour y appliquer les nouvelles caractéristiques, ouvrez chaque combat et utilisez Rencontre ▸ Actualiser depuis le bestiaire…</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{creature}: the name is already used by creature {other}; names in a pack must differ (ignoring case)</source>
        <translation>{creature} : ce nom est déjà utilisé par la créature {other} ; les noms d'un paquet doivent différer (sans tenir compte de la casse)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/i18n.py"/>
        <source>{day} {month} {year} at {time}</source>
        <translation>{day} {month} {year} à {time}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{dice} damage</source>
        <translation>{dice} dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{dice} damage {when}</source>
        <translation>{dice} dégâts {when}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{encounter} ({system}): {fights} simulated fights, seed {seed}.</source>
        <comment>{encounter} ({system}): {fights} simulated fight, seed {seed}.</comment>
        <translation><numerusform>{encounter} ({system}) : {fights} combat simulé, graine {seed}.</numerusform><numerusform>{encounter} ({system}) : {fights} combats simulés, graine {seed}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is larger than {size} MB</source>
        <translation>{entry} fait plus de {size} Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} is neither the pack file nor a picture in portraits/</source>
        <translation>{entry} n'est ni le fichier de paquet ni une image dans portraits/</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} names no creature of the pack</source>
        <translation>{entry} ne nomme aucune créature du paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{entry} points outside the archive</source>
        <translation>{entry} pointe hors de l'archive</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{error} Your data file was not changed; a backup is at {backup}.</source>
        <translation>{error} Votre fichier de données n'a pas été modifié ; une sauvegarde se trouve dans {backup}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} hold the initiative: which faction goes first?</source>
        <translation>{faction} a l'initiative : quelle faction commence ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass (nobody can act).</source>
        <translation>{faction} passe (personne ne peut agir).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{faction} pass.</source>
        <translation>{faction} passe.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{faction} · WIT {wit}</source>
        <translation>{faction} · WIT {wit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} changed</source>
        <translation>{field} modifié</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} removed</source>
        <translation>{field} supprimé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/parts.py"/>
        <source>{field} {number} ({name}) has the same name as {field} {other}; the names on one creature must differ</source>
        <translation>{field} {number} ({name}) porte le même nom que {field} {other} ; les noms d'une même créature doivent différer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} {old} → {new}</source>
        <translation>{field} {old} → {new}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: at most {limit} pictures, not {count}.</source>
        <translation>{file} : images : {limit} images au plus, pas {count}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{file}: pictures: must be an object of pictures by their digest.</source>
        <translation>{file} : images : doit être un objet d'images indexées par leur empreinte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group} act in a new order</source>
        <translation>nouvel ordre pour {group}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{group} must map names to one of {dice}</source>
        <translation>{group} doit associer des noms à l'un de ces dés : {dice}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{group}: shared Strain set to {value}</source>
        <translation>{group} : Tension partagée fixée à {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: hit for {harm} harm.</source>
        <translation>{head} : touché, {harm} dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{head}: miss (needed {need}).</source>
        <translation>{head} : raté (il fallait {need}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/arrivals.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} already has a card.</source>
        <translation>{holder_name} a déjà une carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} does not hold the {value}.</source>
        <translation>{holder_name} n'a pas {value} en main.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} draws {draw} cards; {len_value} were given.</source>
        <comment>{holder_name} draws {draw} card; {len_value} were given.</comment>
        <translation><numerusform>{holder_name} pioche {draw} carte ; {len_value} ont été données.</numerusform><numerusform>{holder_name} pioche {draw} cartes ; {len_value} ont été données.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds no card.</source>
        <translation>{holder_name} n'a aucune carte en main.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/deck.py"/>
        <source>{holder_name} holds several cards ({join}): {who} must name one.</source>
        <translation>{holder_name} a plusieurs cartes en main ({join}) : {who} doit en nommer une.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/turns.py"/>
        <source>{holder_name} is out of the fight.</source>
        <translation>{holder_name} est hors de combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} goes back into the deck.</source>
        <translation>{holder} pioche {drawn}, garde {kept} ; {unkept} retourne dans le paquet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}, keeps {kept}; {unkept} is set aside.</source>
        <translation>{holder} pioche {drawn}, garde {kept} ; {unkept} est mise de côté.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{holder} draws {drawn}.</source>
        <translation>{holder} pioche {drawn}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/__init__.py"/>
        <source>{holder} hold the initiative and choose who goes first.</source>
        <translation>{holder} a l'initiative et choisit qui commence.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/server.py"/>
        <source>{host} is not an address of this computer.</source>
        <translation>{host} n'est pas une adresse de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} has already been checked.</source>
        <translation>{key} a déjà été vérifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{key} must be a whole number from 1 to 20</source>
        <translation>{key} doit être un nombre entier de 1 à 20</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/checks.py"/>
        <source>{key} must be a whole number from 1 to 30</source>
        <translation>{key} doit être un nombre entier de 1 à 30</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/checks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{key} must be a whole number from {lo} to {hi}</source>
        <translation>{key} doit être un nombre entier de {lo} à {hi}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{key} was not used in this fight (or is destroyed).</source>
        <translation>{key} n'a pas servi dans ce combat (ou est détruit).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{label} ({key})</source>
        <translation>{label} ({key})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has threat_lo {lo} above threat_hi {hi}.</source>
        <translation>{label} a un threat_lo {lo} supérieur à threat_hi {hi}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} has unknown fields: {join}.</source>
        <translation>{label} a des champs inconnus : {join}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{label} tags must be a list of words.</source>
        <translation>Les étiquettes de {label} doivent être une liste de mots.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{len_found} encounters are named '{text}' (ids {ids}); give the id instead.</source>
        <translation>{len_found} rencontres s'appellent « {text} » (ids {ids}) ; donnez plutôt l'id.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{mover} moves away: opportunity attacks?</source>
        <translation>{mover} s'éloigne : attaques d'opportunité ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} acts</source>
        <translation>{name_of} agit</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} go first</source>
        <translation>{name_of} commence</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of} must {fate}</source>
        <translation>{name_of} doit {fate}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{name_of} pass</source>
        <translation>{name_of} passe</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{name_of} seizes the turn from {name_of2}{declines}</source>
        <translation>{name_of} saisit le tour de {name_of2}{declines}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/display.py"/>
        <source>{name_of} takes {name_of2}'s card</source>
        <translation>{name_of} prend la carte de {name_of2}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name_of}: morale save</source>
        <translation>{name_of} : sauvegarde de moral</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{name_of}: roll Defiant + Lucky</source>
        <translation>{name_of} : lancer Defiant + Lucky</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} act together (delayed).</source>
        <translation>{names} agissent ensemble (tour retardé).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{names} act together.</source>
        <translation>{names} agissent ensemble.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts (delayed).</source>
        <translation>{names} agit (tour retardé).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} acts.</source>
        <translation>{names} agit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{names} broke: surrender or retreat?</source>
        <translation>{names} craque(nt) : se rendre ou battre en retraite ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{names} start surprised</source>
        <translation>{names} commencent surpris</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{names} still on {side}: move them to another side first.</source>
        <translation>{names} encore dans {side} : placez-les d'abord dans un autre camp.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/prep/zones.py"/>
        <source>{names} still stand in {zone}.</source>
        <comment>{names} still stands in {zone}.</comment>
        <translation><numerusform>{names} se trouve encore dans {zone}.</numerusform><numerusform>{names} se trouvent encore dans {zone}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_maps.py"/>
        <source>{name} (was in {zone})</source>
        <translation>{name} (était dans {zone})</translation>
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
        <translation>{name} accepte la prouesse.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} already counts as having acted.</source>
        <translation>{name} compte déjà comme ayant agi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} already has that stat block.</source>
        <translation>{name} a déjà ce profil.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} already holds {name2}.</source>
        <translation>{name} tient déjà {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} already stands there.</source>
        <translation>{name} s'y trouve déjà.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are already engaged.</source>
        <translation>{name} et {name2} sont déjà engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} are not engaged.</source>
        <translation>{name} et {name2} ne sont pas engagés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} and {name2} must stand in the same zone to engage.</source>
        <translation>{name} et {name2} doivent se trouver dans la même zone pour s'engager.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} and {name2} share their card.</source>
        <translation>{name} et {name2} partagent leur carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} and {other} are engaged but stand in different zones.</source>
        <translation>{name} et {other} sont engagés mais se trouvent dans des zones différentes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives in {zone}.</source>
        <translation>{name} arrive dans {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives later, so it cannot be engaged at the start.</source>
        <translation>{name} arrive plus tard et ne peut donc pas être engagé au départ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} arrives with the scene event '{event}', which this encounter does not have.</source>
        <translation>{name} arrive avec l'événement de scène « {event} », absent de cette rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} arrives with {event}</source>
        <translation>{name} arrive avec {event}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrival_book.py"/>
        <source>{name} arrives.</source>
        <translation>{name} arrive.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} blocks the way; clear it first.</source>
        <translation>{name} bloque le chemin ; dégagez-le d'abord.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} breaks.</source>
        <translation>{name} craque.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} can move {allowance} zones here; {to} is {value} away.</source>
        <comment>{name} can move {allowance} zone here; {to} is {value} away.</comment>
        <translation><numerusform>{name} peut se déplacer de {allowance} zone ici ; {to} est à {value}.</numerusform><numerusform>{name} peut se déplacer de {allowance} zones ici ; {to} est à {value}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} can move {metres} m; that square is {cost} m away.</source>
        <translation>{name} peut se déplacer de {metres} m ; cette case est à {cost} m.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} can only move into a neighbouring zone with one maneuver.</source>
        <translation>{name} ne peut entrer que dans une zone voisine avec une manœuvre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} can only {kinds}.</source>
        <translation>{name} ne peut que : {kinds}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} can use a {slot} action only on its own turn.</source>
        <translation>{name} ne peut utiliser une action {slot} que pendant son propre tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot act now.</source>
        <translation>{name} ne peut pas agir maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} cannot act.</source>
        <translation>{name} ne peut pas agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} cannot attack itself.</source>
        <translation>{name} ne peut pas s'attaquer lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot attack themself.</source>
        <translation>{name} ne peut pas s'attaquer lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} cannot attack themselves.</source>
        <translation>{name} ne peut pas s'attaquer lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} cannot command themselves.</source>
        <translation>{name} ne peut pas se donner d'ordre à lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} cannot defend against itself.</source>
        <translation>{name} ne peut pas se défendre contre lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot hide behind {name2}.</source>
        <translation>{name} ne peut pas se cacher derrière {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} cannot join the group {group}: a group stands on one side.</source>
        <translation>{name} ne peut pas rejoindre le groupe {group} : un groupe appartient à un seul camp.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} cannot make an opportunity attack now.</source>
        <translation>{name} ne peut pas faire d'attaque d'opportunité maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} cannot react now.</source>
        <translation>{name} ne peut pas réagir maintenant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} cannot react to this attack.</source>
        <translation>{name} ne peut pas réagir à cette attaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} cannot resuscitate themselves.</source>
        <translation>{name} ne peut pas se réanimer lui-même.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} cannot talk to the others, so cannot agree a swap.</source>
        <translation>{name} ne peut pas parler aux autres, donc ne peut pas convenir d'un échange.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} carries no weapon called '{spec}'.</source>
        <translation>{name} ne porte pas d'arme nommée « {spec} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} carries no weapon.</source>
        <translation>{name} ne porte pas d'arme.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} choose who acts next: {names}.</source>
        <translation>{name} choisit qui agit ensuite : {names}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to act first: use or skip that first.</source>
        <translation>{name} a choisi d'agir d'abord : faites-le ou passez-le avant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} chose to move first: use or skip that first.</source>
        <translation>{name} a choisi de se déplacer d'abord : faites-le ou passez-le avant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} counts as having acted</source>
        <translation>{name} compte comme ayant agi</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} dodges.</source>
        <translation>{name} esquive.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} does not agree to shield {name2}.</source>
        <translation>{name} n'accepte pas de protéger {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} does not burn.</source>
        <translation>{name} ne brûle pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} does not catch fire.</source>
        <translation>{name} ne prend pas feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} does not hold a turn of its own right now.</source>
        <translation>{name} n'a pas de tour à lui en ce moment.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} drops {weapon}.</source>
        <translation>{name} lâche {weapon}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} failed its integrity check ({problem}).</source>
        <translation>{name} a échoué à la vérification d'intégrité ({problem}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails the WIT save to hit.</source>
        <translation>{name} rate sa sauvegarde de WIT pour toucher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} fails to dodge.</source>
        <translation>{name} ne parvient pas à esquiver.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} fights alone at half health or less</source>
        <translation>{name} combat seul à la moitié de sa santé ou moins</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{name} first</source>
        <translation>{name} d'abord</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{name} goes down in {chance} of fights ({lo} to {hi}) and ends with {track} {mean:.1f} on average.</source>
        <translation>{name} tombe dans {chance} des combats ({lo} à {hi}) et finit avec {track} {mean:.1f} en moyenne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} has a range that is not a band lo-hi</source>
        <translation>{name} a une portée qui n'est pas un intervalle min-max</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has acted already.</source>
        <translation>{name} a déjà agi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has acted this round</source>
        <translation>{name} a agi ce round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has already acted this round.</source>
        <translation>{name} a déjà agi ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{name} has already acted this turn and cannot delay now.</source>
        <translation>{name} a déjà agi ce tour-ci et ne peut plus retarder.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already acted this turn.</source>
        <translation>{name} a déjà agi ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} has already begun acting.</source>
        <translation>{name} a déjà commencé à agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has already commanded {name2} this turn.</source>
        <translation>{name} a déjà donné un ordre à {name2} ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared a defence this turn.</source>
        <translation>{name} a déjà déclaré une défense ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already declared {defence}.</source>
        <translation>{name} a déjà déclaré {defence}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has already done something this turn.</source>
        <translation>{name} a déjà fait quelque chose ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has already had a turn this round.</source>
        <translation>{name} a déjà joué un tour ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has already made this turn's one Aspect roll.</source>
        <translation>{name} a déjà fait le jet d'Aspect unique de ce tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already moved this turn (Sprint moves again).</source>
        <translation>{name} s'est déjà déplacé ce tour-ci (Sprinter permet de se déplacer à nouveau).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has already rolled against {name2}: too late.</source>
        <translation>{name} a déjà lancé contre {name2} : trop tard.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} has already rolled initiative.</source>
        <translation>{name} a déjà lancé l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} has already rolled this turn.</source>
        <translation>{name} a déjà lancé les dés ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already sprinted this turn.</source>
        <translation>{name} a déjà sprinté ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has already taken a Step this turn.</source>
        <translation>{name} a déjà fait un Pas ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has already tried to dodge this attack.</source>
        <translation>{name} a déjà tenté d'esquiver cette attaque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has already used the reaction.</source>
        <translation>{name} a déjà utilisé sa réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has left the encounter.</source>
        <translation>{name} a quitté la rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no '{name2}'.</source>
        <translation>{name} n'a pas de « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} has no Retaliation called '{name2}'.</source>
        <translation>{name} n'a pas de Riposte nommée « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left for {name2}.</source>
        <translation>{name} n'a plus d'actions pour {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no actions left.</source>
        <translation>{name} n'a plus d'actions.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} has no attack '{name2}'.</source>
        <translation>{name} n'a pas d'attaque « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} has no attack number {value}.</source>
        <translation>{name} n'a pas d'attaque numéro {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no command '{type}'.</source>
        <translation>{name} n'a pas de commande « {type} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name} has no health track to damage or heal.</source>
        <translation>{name} n'a pas de jauge de santé à endommager ou soigner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no item called '{name2}'.</source>
        <translation>{name} n'a pas d'objet nommé « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no maneuver left for {action} this round.</source>
        <translation>{name} n'a plus de manœuvre pour {action} ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} has no morale save to make.</source>
        <translation>{name} n'a aucune sauvegarde de moral à faire.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no move action left.</source>
        <translation>{name} n'a plus d'action de déplacement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} has no power '{power}'.</source>
        <translation>{name} n'a pas de pouvoir « {power} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/actions.py"/>
        <source>{name} has no prepared action.</source>
        <translation>{name} n'a aucune action préparée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} has no reaction left to seize initiative with.</source>
        <translation>{name} n'a plus de réaction pour saisir l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no reaction left.</source>
        <translation>{name} n'a plus de réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/reactions.py"/>
        <source>{name} has no reaction left: this round's turn is spent.</source>
        <translation>{name} n'a plus de réaction : le tour de ce round est dépensé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has no readied action.</source>
        <translation>{name} n'a pas d'action préparée.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} has no slow maneuver left for {action} this round.</source>
        <translation>{name} n'a plus de manœuvre lente pour {action} ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no square on the grid (place them first).</source>
        <translation>{name} n'a pas de case sur la grille (placez-le d'abord).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} has no square on the map.</source>
        <translation>{name} n'a pas de case sur la carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} has no stamina left to sprint.</source>
        <translation>{name} n'a plus de vigueur pour sprinter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/conditions.py"/>
        <source>{name} has no such condition.</source>
        <translation>{name} n'a pas cet état.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name} has no such number to change.</source>
        <translation>{name} n'a pas cette valeur à modifier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no track '{res}'.</source>
        <translation>{name} n'a pas de jauge « {res} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} has no turn order to rearrange by hand.</source>
        <translation>{name} n'a pas d'ordre de jeu à réarranger à la main.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} has no weapon called '{drop}'.</source>
        <translation>{name} n'a pas d'arme nommée « {drop} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has no weapon called '{name2}'.</source>
        <translation>{name} n'a pas d'arme nommée « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} has no {cost} left.</source>
        <translation>{name} n'a plus de {cost}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <source>{name} has no {replace} left for {action}.</source>
        <translation>{name} n'a plus de {replace} pour {action}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} has no {slot} action left.</source>
        <translation>{name} n'a plus d'action {slot}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} has not acted this round</source>
        <translation>{name} n'a pas agi ce round</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} has not acted yet.</source>
        <translation>{name} n'a pas encore agi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} has not dropped a '{name2}'.</source>
        <translation>{name} n'a pas lâché de « {name2} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/swaps.py"/>
        <source>{name} has not earned a card swap with {name2} this round.</source>
        <translation>{name} n'a pas gagné d'échange de cartes avec {name2} ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} has not surrendered.</source>
        <translation>{name} ne s'est pas rendu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to abandon.</source>
        <translation>{name} n'a rien à abandonner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} has nothing to continue.</source>
        <translation>{name} n'a rien à poursuivre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} has used both actions this turn.</source>
        <translation>{name} a utilisé ses deux actions ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track}</source>
        <translation>{name} récupère {amount} ({track})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} heals {amount} on {track} ({dice} rolled {total})</source>
        <translation>{name} récupère {amount} ({track}, {dice} a donné {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} holds firm.</source>
        <translation>{name} tient bon.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody to shove.</source>
        <translation>{name} ne tient personne à bousculer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} holds nobody.</source>
        <translation>{name} ne tient personne.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/roster.py"/>
        <source>{name} is a PC: only a creature is swapped for another.</source>
        <translation>{name} est un PJ : seule une créature peut être remplacée par une autre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a PC: rolls are made against creatures' Threats.</source>
        <translation>{name} est un PJ : les jets se font contre les Menaces des créatures.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is a creature: creatures never roll initiative.</source>
        <translation>{name} est une créature : les créatures ne lancent jamais l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is a creature: creatures never roll.</source>
        <translation>{name} est une créature : les créatures ne lancent jamais de dés.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is already burning.</source>
        <translation>{name} est déjà en feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is already close to {name2}.</source>
        <translation>{name} est déjà proche de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already in cover.</source>
        <translation>{name} est déjà à couvert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/arrivals.py"/>
        <source>{name} is already in the fight.</source>
        <translation>{name} est déjà dans le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is already prone.</source>
        <translation>{name} est déjà à terre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is already the target.</source>
        <translation>{name} est déjà la cible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_help.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} is already there.</source>
        <translation>{name} y est déjà.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is already {flag}.</source>
        <translation>{name} est déjà {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is beyond {name2}'s Speed.</source>
        <translation>{name} est au-delà de la Vitesse de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/turns.py"/>
        <source>{name} is bleeding out and must roll Defiant + Lucky first.</source>
        <translation>{name} se vide de son sang et doit d'abord lancer Defiant + Lucky.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name} is bleeding out: roll Defiant + Lucky against 10 (the turn's only action).</source>
        <translation>{name} se vide de son sang : lancez Defiant + Lucky contre 10 (la seule action du tour).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is burning: only putting out the fire, fleeing or shouting.</source>
        <translation>{name} est en feu : seulement éteindre les flammes, fuir ou crier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is dead.</source>
        <translation>{name} est mort.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with an unknown combatant '{other}'.</source>
        <translation>{name} est engagé avec un combattant inconnu, « {other} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} is engaged with someone who has not arrived yet.</source>
        <translation>{name} est engagé avec quelqu'un qui n'est pas encore arrivé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is engaged with {names} and must back out first.</source>
        <translation>{name} est engagé avec {names} et doit d'abord se retirer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} is grabbed.</source>
        <translation>{name} est saisi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is held and cannot move away.</source>
        <translation>{name} est tenu et ne peut pas s'éloigner.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is immune to poison.</source>
        <translation>{name} est immunisé contre le poison.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is in use by another program (perhaps a second GM Desk). Close it and try again.</source>
        <translation>{name} est utilisé par un autre programme (peut-être un second GM Desk). Fermez-le et réessayez.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name} is missing {dc} health: Fortify against {dc} or fall unconscious.</source>
        <translation>Il manque {dc} de santé à {name} : Se fortifier contre {dc} ou tomber inconscient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {condition} ({reason}).</source>
        <translation>{name} n'est plus {condition} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {flag}.</source>
        <translation>{name} n'est plus {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a GM Desk backup.</source>
        <translation>{name} n'est pas une sauvegarde GM Desk.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} is not a PC who is standing.</source>
        <translation>{name} n'est pas un PJ debout.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name} is not a number GM Desk accepts</source>
        <translation>{name} n'est pas un nombre accepté par GM Desk</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name} is not a number a pack may hold</source>
        <translation>{name} n'est pas un nombre qu'un paquet peut contenir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} is not a readable backup ({error}).</source>
        <translation>{name} n'est pas une sauvegarde lisible ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/files.py"/>
        <source>{name} is not a readable database ({error}).</source>
        <translation>{name} n'est pas une base de données lisible ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/seize.py"/>
        <source>{name} is not about to act: it has acted or is not up yet.</source>
        <translation>{name} n'est pas sur le point d'agir : son tour est passé ou pas encore venu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/actions.py"/>
        <source>{name} is not acting now.</source>
        <translation>{name} n'est pas en train d'agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not among the ambushed.</source>
        <translation>{name} ne fait pas partie des victimes de l'embuscade.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not an enemy in {name2}'s zone.</source>
        <translation>{name} n'est pas un ennemi dans la zone de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/bleeding.py"/>
        <source>{name} is not bleeding out.</source>
        <translation>{name} ne se vide pas de son sang.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not burning.</source>
        <translation>{name} n'est pas en feu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/backout.py"/>
        <source>{name} is not engaged with any creature that is standing.</source>
        <translation>{name} n'est engagé avec aucune créature debout.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{name} is not hidden.</source>
        <translation>{name} n'est pas caché.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is not holding the {name2} (Brandish it first).</source>
        <translation>{name} ne tient pas l'arme {name2} (brandissez-la d'abord).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not holding the {name2}.</source>
        <translation>{name} ne tient pas l'objet {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not holding {name2}.</source>
        <translation>{name} ne tient pas {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/aftermath.py"/>
        <source>{name} is not in a state to run.</source>
        <translation>{name} n'est pas en état de courir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not in the fight.</source>
        <translation>{name} n'est pas dans le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/scene.py"/>
        <source>{name} is not in the party and cannot lead it.</source>
        <translation>{name} ne fait pas partie du groupe et ne peut pas le mener.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/movement.py"/>
        <source>{name} is not in {name2}'s zone.</source>
        <translation>{name} n'est pas dans la zone de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is not nearby.</source>
        <translation>{name} n'est pas proche.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/ambush.py"/>
        <source>{name} is not one of the ambushers.</source>
        <translation>{name} ne fait pas partie des embusqués.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <source>{name} is not poisoned.</source>
        <translation>{name} n'est pas empoisonné.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not prone.</source>
        <translation>{name} n'est pas à terre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} is not restrained.</source>
        <translation>{name} n'est pas entravé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} is not unconscious.</source>
        <translation>{name} n'est pas inconscient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/morale.py"/>
        <source>{name} is not waiting for a morale fate.</source>
        <translation>{name} n'attend pas de décision de moral.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/together.py"/>
        <source>{name} is not waiting to act in this part of the round.</source>
        <translation>{name} n'attend pas d'agir dans cette partie du round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not without the {item}.</source>
        <translation>{name} n'est pas privé de {item}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} is not {flag}.</source>
        <translation>{name} n'est pas {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/reactions.py"/>
        <source>{name} is not {name2}'s ally.</source>
        <translation>{name} n'est pas allié de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {flag}.</source>
        <translation>{name} est maintenant {flag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}</source>
        <translation>{name} est maintenant {status}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}.</source>
        <translation>{name} est maintenant {status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is out of range of {name2} ({range}).</source>
        <translation>{name} est hors de portée de {name2} ({range}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is out of reach of the {name2}.</source>
        <translation>{name} est hors de portée de l'arme {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/hazards.py"/>
        <location filename="../../gm_desk/rules/rulesets/marching/resolution.py"/>
        <source>{name} is out of the fight.</source>
        <translation>{name} est hors de combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/groups.py"/>
        <source>{name} is put in two groups: {first} and {second}.</source>
        <translation>{name} est placé dans deux groupes : {first} et {second}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is restrained: only breaking free or shouting is possible.</source>
        <translation>{name} est entravé : seuls se libérer ou crier sont possibles.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is revealed by the GM.</source>
        <translation>{name} est révélé par le MJ.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is surprised and cannot act in the surprise round.</source>
        <translation>{name} est surpris et ne peut pas agir au round de surprise.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is taking a turn right now.</source>
        <translation>{name} est en train de jouer son tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/arrivals.py"/>
        <source>{name} is there from the start</source>
        <translation>{name} est là dès le début</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition} for {rounds} rounds.</source>
        <comment>{name} is {condition} for {rounds} round.</comment>
        <translation><numerusform>{name} est {condition} pendant {rounds} round.</numerusform><numerusform>{name} est {condition} pendant {rounds} rounds.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition}.</source>
        <translation>{name} est {condition}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <source>{name} is {dist} zones away: out of reach of {name2}.</source>
        <comment>{name} is {dist} zone away: out of reach of {name2}.</comment>
        <translation><numerusform>{name} est à {dist} zone : hors de portée de {name2}.</numerusform><numerusform>{name} est à {dist} zones : hors de portée de {name2}.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/attacks.py"/>
        <source>{name} is {far} m away; the {name2} reaches {reach} m.</source>
        <translation>{name} est à {far} m ; l'arme {name2} porte à {reach} m.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words} and cannot act.</source>
        <translation>{name} est {status_words} et ne peut pas agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} is {status_words}.</source>
        <translation>{name} est {status_words}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/attacks.py"/>
        <source>{name} is {status_words}: nothing to attack.</source>
        <translation>{name} est {status_words} : rien à attaquer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} is {status} and cannot act.</source>
        <translation>{name} est {status} et ne peut pas agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} is {status}.</source>
        <translation>{name} est {status}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name} is {value} and cannot act.</source>
        <translation>{name} est {value} et ne peut pas agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} joins the fight.</source>
        <translation>{name} rejoint le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side}</source>
        <translation>{name} rejoint {side}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{name} joins {side} (leaves {group})</source>
        <translation>{name} rejoint {side} (quitte {group})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} keeps hold of {weapon}.</source>
        <translation>{name} garde {weapon} en main.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} leaves the fight.</source>
        <translation>{name} quitte le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} may make another Aspect roll this turn</source>
        <translation>{name} peut faire un autre jet d'Aspect ce tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name} may resume fighting only after the enemy harms them.</source>
        <translation>{name} ne peut reprendre le combat qu'après avoir subi des dommages de l'ennemi.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} may try to break free once per turn.</source>
        <translation>{name} peut tenter de se libérer une fois par tour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name} may {what}</source>
        <translation>{name} peut {what}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} moved this turn; a Step is taken instead of a Move.</source>
        <translation>{name} s'est déplacé ce tour-ci ; un Pas remplace alors un Déplacement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name} moves one zone a turn; {to} is not next to {zone}.</source>
        <translation>{name} se déplace d'une zone par tour ; {to} n'est pas voisine de {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} moves to {zone}.</source>
        <translation>{name} se déplace vers {zone}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/grid.py"/>
        <source>{name} moves {move_ft} ft; that is {value} ft.</source>
        <translation>{name} se déplace de {move_ft} pieds ; c'est à {value} pieds.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} must Move this turn before sprinting.</source>
        <translation>{name} doit se Déplacer ce tour-ci avant de sprinter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must be 0 to 10 dice</source>
        <translation>{name} doit valoir de 0 à 10 dés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be behind cover (a cover zone, or the GM says so).</source>
        <translation>{name} doit être à couvert (une zone de couvert, ou sur décision du MJ).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/attacks.py"/>
        <source>{name} must be engaged with {name2} to use {name3}.</source>
        <translation>{name} doit être engagé avec {name2} pour utiliser {name3}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/simple_actions.py"/>
        <source>{name} must be next to {name2}.</source>
        <translation>{name} doit être à côté de {name2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name} must choose someone to act (teams cannot pass).</source>
        <translation>{name} doit choisir quelqu'un pour agir (les équipes ne peuvent pas passer).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} must continue (or abandon) the {name2} started earlier ({paid}/{cost}).</source>
        <translation>{name} doit poursuivre (ou abandonner) l'action {name2} commencée plus tôt ({paid}/{cost}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/attacks.py"/>
        <location filename="../../gm_desk/rules/rulesets/cards/grapple.py"/>
        <source>{name} must first close in on {name2} (a fast maneuver).</source>
        <translation>{name} doit d'abord s'approcher de {name2} (une manœuvre rapide).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/checks.py"/>
        <source>{name} must test a skill of this system</source>
        <translation>{name} doit tester une compétence de ce système</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/actions.py"/>
        <source>{name} needs {COMMAND_FOCUS} focus to command.</source>
        <translation>{name} a besoin de {COMMAND_FOCUS} de concentration pour donner un ordre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name} owes no end-of-round Retaliation.</source>
        <translation>{name} ne doit aucune Riposte de fin de round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} passes the WIT save to hit.</source>
        <translation>{name} réussit sa sauvegarde de WIT pour toucher.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/tune.py"/>
        <source>{name} pays most: goes down in {now} of fights (was {before}).</source>
        <translation>{name} paie le plus cher : tombe dans {now} des combats (contre {before}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} refuses the stunt.</source>
        <translation>{name} refuse la prouesse.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{name} rolls {die} against AGL {agl} ({result})</source>
        <translation>{name} lance {die} contre AGL {agl} ({result})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} shrugs off the poison.</source>
        <translation>{name} résiste au poison.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name} slips free.</source>
        <translation>{name} se dégage.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name} stands in an unknown zone '{zone}'.</source>
        <translation>{name} se trouve dans une zone inconnue, « {zone} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} steps out of hiding to act.</source>
        <translation>{name} sort de sa cachette pour agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage</source>
        <translation>{name} ne subit aucun dégât</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes no damage ({dice} rolled {total})</source>
        <translation>{name} ne subit aucun dégât ({dice} a donné {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/table.py"/>
        <source>{name} takes or cedes initiative.</source>
        <translation>{name} prend ou cède l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage</source>
        <translation>{name} subit {amount} dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} takes {amount} damage ({dice} rolled {total})</source>
        <translation>{name} subit {amount} dégâts ({dice} a donné {total})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/movement.py"/>
        <source>{name} took a Step this turn instead of a Move.</source>
        <translation>{name} a fait un Pas ce tour-ci au lieu d'un Déplacement.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{name} was made by a newer version of GM Desk (data version {version}); update GM Desk to restore it.</source>
        <translation>{name} a été créé par une version plus récente de GM Desk (version des données {version}) ; mettez GM Desk à jour pour le restaurer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{name}'s WIT is below the fast action threshold.</source>
        <translation>La WIT de {name} est inférieure au seuil d'action rapide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/budget.py"/>
        <source>{name}'s mouth is covered.</source>
        <translation>La bouche de {name} est couverte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s opening action lapses: {why}</source>
        <translation>L'action d'ouverture de {name} est annulée : {why}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation>Profil de {name} : {changes}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/table.py"/>
        <source>{name}'s turn (card {card}): {budget_left} left.</source>
        <translation>Tour de {name} (carte {card}) : reste {budget_left}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{name}'s turn is still running.</source>
        <translation>Le tour de {name} est toujours en cours.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}'s turn.</source>
        <translation>Tour de {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{name}'s turn: {actions} actions left, {roll}.</source>
        <comment>{name}'s turn: {actions} action left, {roll}.</comment>
        <translation><numerusform>Tour de {name} : {actions} action restante, {roll}.</numerusform><numerusform>Tour de {name} : {actions} actions restantes, {roll}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{name}'s turn: {left} actions left.</source>
        <comment>{name}'s turn: {left} action left.</comment>
        <translation><numerusform>Tour de {name} : {left} action restante.</numerusform><numerusform>Tour de {name} : {left} actions restantes.</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/actions.py"/>
        <source>{name}'s zone has no border with '{to}'.</source>
        <translation>La zone de {name} n'a pas de frontière avec « {to} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item} is now {state}.</source>
        <translation>{item} de {name} est désormais {state}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: damaged.</source>
        <translation>{item} de {name} : endommagé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}'s {item}: holds up.</source>
        <translation>{item} de {name} : tient bon.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{name}'s {item}: {verdict}</source>
        <translation>{item} de {name} : {verdict}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{name}'s {label} is already as healthy as it gets.</source>
        <translation>{label} de {name} est déjà au maximum.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/retaliation.py"/>
        <source>{name}'s {name2} does not reach {name3} from where it is.</source>
        <translation>{name2} de {name} n'atteint pas {name3} depuis sa position.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/arms.py"/>
        <source>{name}'s {name2} is destroyed or on the ground.</source>
        <translation>{name2} de {name} est détruit ou au sol.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/__init__.py"/>
        <source>{name}'s {res} runs from 0 to {value}.</source>
        <translation>{res} de {name} va de 0 à {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/__init__.py"/>
        <source>{name}: 'pos' is a square [x, y].</source>
        <translation>{name} : « pos » est une case [x, y].</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: [pack] is missing (it names the pack and its ruleset)</source>
        <translation>{name} : [pack] est manquant (il nomme le paquet et son système de règles)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: a table holds {count} keys; a pack's hold {limit} at most</source>
        <translation>{name} : une table contient {count} clés ; celles d'un paquet en contiennent {limit} au plus</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/table.py"/>
        <source>{name}: accept the proposed stunt?</source>
        <translation>{name} : accepter la prouesse proposée ?</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: an improvised weapon works as a simple hand or great weapon (melee)</source>
        <translation>{name} : une arme improvisée fonctionne comme une arme simple à une main ou à deux mains (corps à corps)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: cannot be written ({strerror})</source>
        <translation>{name} : écriture impossible ({strerror})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: creatures: must be a list of at least one [[creatures]] entry</source>
        <translation>{name} : creatures : doit être une liste d'au moins une entrée [[creatures]]</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: crit_threshold is 1 to 30 and reload_cost 0 to 3</source>
        <translation>{name} : crit_threshold va de 1 à 30 et reload_cost de 0 à 3</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/checks.py"/>
        <source>{name}: damage and crit_damage must be whole numbers from 0 to 99</source>
        <translation>{name} : damage et crit_damage doivent être des nombres entiers de 0 à 99</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds a number too long to read ({error})</source>
        <translation>{name} : contient un nombre trop long pour être lu ({error})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: holds a number too long to read; not a map file.</source>
        <translation>{name} : contient un nombre trop long pour être lu ; ce n'est pas un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a NUL character</source>
        <translation>{name} : contient du texte avec un caractère NUL</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds text with a lone surrogate (broken Unicode)</source>
        <translation>{name} : contient du texte avec un substitut isolé (Unicode cassé)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: holds {count} creatures; a pack may hold {limit}</source>
        <translation>{name} : contient {count} créatures ; un paquet peut en contenir {limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: holds {value}, which is not a number a pack may hold</source>
        <translation>{name} : contient {value}, qui n'est pas un nombre qu'un paquet peut contenir</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is larger than {size} MB; not a pack</source>
        <translation>{name} : fait plus de {size} Mo ; ce n'est pas un paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is larger than {value} MB; not a map file.</source>
        <translation>{name} : fait plus de {value} Mo ; ce n'est pas un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested more than {limit} levels deep; not a pack</source>
        <translation>{name} : imbriqué sur plus de {limit} niveaux ; ce n'est pas un paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is nested too deeply to be a pack</source>
        <translation>{name} : imbrication trop profonde pour un paquet</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: is nested too deeply to be an encounter file.</source>
        <translation>{name} : imbrication trop profonde pour un fichier de rencontre.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: is not UTF-8 text; not a map file.</source>
        <translation>{name} : n'est pas du texte UTF-8 ; ce n'est pas un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: is {size} MB; a pack may be at most 5 MB</source>
        <translation>{name} : fait {size} Mo ; un paquet fait au plus 5 Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <source>{name}: larger than {value} MB.</source>
        <translation>{name} : plus de {value} Mo.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: log: the logged events do not fit this setup (an event lacks a field or holds the wrong kind of value); the file cannot be replayed.</source>
        <translation>{name} : journal : les événements consignés ne correspondent pas à cette mise en place (un champ manque ou a une valeur du mauvais type) ; le fichier ne peut pas être rejoué.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{name}: log: the logged events leave the fight in a state GM Desk cannot read; the file cannot be replayed.</source>
        <translation>{name} : journal : les événements consignés laissent le combat dans un état que GM Desk ne sait pas lire ; le fichier ne peut pas être rejoué.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: made by a newer GM Desk (file format {version}).</source>
        <translation>{name} : créé par une version plus récente de GM Desk (format de fichier {version}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: must hold a [pack] table and [[creatures]] entries</source>
        <translation>{name} : doit contenir une table [pack] et des entrées [[creatures]]</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: nests too deeply; not a map file.</source>
        <translation>{name} : imbrication trop profonde ; ce n'est pas un fichier de carte.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a GM Desk encounter file.</source>
        <translation>{name} : pas un fichier de rencontre GM Desk.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file (line {line}).</source>
        <translation>{name} : fichier de rencontre non valide (ligne {line}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: not a valid encounter file.</source>
        <translation>{name} : fichier de rencontre non valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: opens {count} tables and lists; a pack needs at most {limit}</source>
        <translation>{name} : ouvre {count} tables et listes ; un paquet en nécessite au plus {limit}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: setup: GM Desk cannot make a fight of this setup (a field holds the wrong kind of value); the file cannot be opened.</source>
        <translation>{name} : mise en place : GM Desk ne peut pas en faire un combat (un champ a une valeur du mauvais type) ; le fichier ne peut pas être ouvert.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: the bestiary changed while the import was being prepared ({creatures}); nothing was imported. Import the pack again.</source>
        <translation>{name} : le bestiaire a changé pendant la préparation de l'import ({creatures}) ; rien n'a été importé. Importez de nouveau le paquet.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/checks.py"/>
        <source>{name}: the damage die is d4, d6, d8, d10 or d12</source>
        <translation>{name} : le dé de dégâts est d4, d6, d8, d10 ou d12</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same conditions</source>
        <translation>{name} : le fichier exporté ne se recharge pas avec les mêmes états</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the exported file does not load back to the same creatures</source>
        <translation>{name} : le fichier exporté ne se recharge pas avec les mêmes créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: the setup or the log is missing.</source>
        <translation>{name} : la mise en place ou le journal manque.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_export.py"/>
        <source>{name}: the stored stat block is not valid: {error}</source>
        <translation>{name} : le profil enregistré n'est pas valide : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: this file is {encoding}, GM Desk reads UTF-8 (save it as UTF-8)</source>
        <translation>{name} : ce fichier est en {encoding}, GM Desk lit l'UTF-8 (enregistrez-le en UTF-8)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: this file is {encoding}; GM Desk reads UTF-8 encounter files.</source>
        <translation>{name} : ce fichier est en {encoding} ; GM Desk lit les fichiers de rencontre en UTF-8.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/encounter_file.py"/>
        <source>{name}: version: must be a whole number, not {quote_version}.</source>
        <translation>{name} : version : doit être un nombre entier, pas {quote_version}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation>{name} : il reste {remaining} à {condition}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_import.py"/>
        <source>{name}: {creatures} not stat blocks of {system}</source>
        <translation>{name} : {creatures} ne sont pas des profils {system}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}: {error}</source>
        <translation>{name} : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_validate.py"/>
        <source>{name}: {key} is not a known section</source>
        <translation>{name} : {key} n'est pas une section connue</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{name}: {problem}</source>
        <translation>{name} : {problem}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}: {reason}</source>
        <translation>{name} : {reason}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/encounter_file.py"/>
        <location filename="../../gm_desk/store/intake/map_file.py"/>
        <source>{name}: {reason}.</source>
        <translation>{name} : {reason}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/picture.py"/>
        <source>{name}: {reason}; nothing was changed.</source>
        <translation>{name} : {reason} ; rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_archive.py"/>
        <source>{name}: {reason}; nothing was imported</source>
        <translation>{name} : {reason} ; rien n'a été importé</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation>{name} : {resource} {was} → {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {res} set to {value}</source>
        <translation>{name} : {res} fixé à {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what} ({item}).</source>
        <translation>{name} : {what} ({item}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/changes.py"/>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{name}: {what} {before} → {after}</source>
        <translation>{name} : {what} {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/words.py"/>
        <source>{name}: {what}.</source>
        <translation>{name} : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: contains a NUL byte; a pack is a text file</source>
        <translation>{name}:{line} : contient un octet NUL ; un paquet est un fichier texte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{name}:{line}: is not valid UTF-8 text</source>
        <translation>{name}:{line} : n'est pas du texte UTF-8 valide</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <location filename="../../gm_desk/store/intake/pack_text.py"/>
        <source>{name}:{line}: {error} (column {column})</source>
        <translation>{name}:{line} : {error} (colonne {column})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} does not retaliate.</source>
        <translation>{npc} ne riposte pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} goes down before it can retaliate.</source>
        <translation>{npc} tombe avant de pouvoir riposter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has no Retaliation left this round.</source>
        <translation>{npc} n'a plus de Riposte ce round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} has nobody standing to retaliate against.</source>
        <translation>{npc} n'a personne debout contre qui riposter.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc} retaliates</source>
        <translation>{npc} riposte</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{npc} retaliates against {target}: {retaliation}.</source>
        <translation>{npc} riposte contre {target} : {retaliation}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/display.py"/>
        <source>{npc}: let it pass</source>
        <translation>{npc} : laisser passer</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/difficulty/day.py"/>
        <source>{number}. {name}: reached in {reached} days, won {won}, lost {lost}, undecided {undecided}.</source>
        <translation>{number}. {name} : atteinte dans {reached} journées, gagnée {won}, perdue {lost}, indécise {undecided}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{num} dice in one term; at most {MAX_DICE} are allowed</source>
        <translation>{num} dés dans un terme ; {MAX_DICE} au plus sont autorisés</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} AGL check: {die} against {agl}, {result}.</source>
        <translation>{n}, test d'AGL : {die} contre {agl}, {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attacks {n2} with the {weapon}: {total}{penalty} against evasion {evasion}, luck {luck}: {verdict}{crit}.</source>
        <translation>{n} attaque {n2} avec l'arme {weapon} : {total}{penalty} contre évasion {evasion}, chance {luck} : {verdict}{crit}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} attempts a killing strike on {n2}: {total} vs {dc}, {verdict}.</source>
        <translation>{n} tente un coup fatal sur {n2} : {total} contre {dc}, {verdict}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} benefits</source>
        <comment>{n} benefit</comment>
        <translation><numerusform>{n} bénéfice</numerusform><numerusform>{n} bénéfices</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} blocks with the {item}: it takes {to_item} (durability {durability}){extra}.</source>
        <translation>{n} bloque avec l'objet {item} : il encaisse {to_item} (solidité {durability}){extra}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} breaks free.</source>
        <translation>{n} se libère.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} burns: {harm} harm.</source>
        <translation>{n} brûle : {harm} dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} campaigns</source>
        <translation>{n} campagnes</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} cannot be surprised.</source>
        <translation>{n} ne peut pas être surpris.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} clears the {obstacle}.</source>
        <translation>{n} franchit l'obstacle ({obstacle}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} commands {n2} to act.</source>
        <translation>{n} ordonne à {n2} d'agir.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} creatures</source>
        <translation>{n} créatures</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} delays; initiative passes on.</source>
        <translation>{n} retarde ; l'initiative passe au suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/rolls.py"/>
        <source>{n} dice can score 0 to {n} successes, not {total}.</source>
        <translation>{n} dés peuvent obtenir de 0 à {n} réussites, pas {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, avoided.</source>
        <translation>{n} esquive : {total} contre {dc}, évité.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} dodges: {total} against {dc}, too slow.</source>
        <translation>{n} esquive : {total} contre {dc}, trop lent.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/glowlands/aftermath.py"/>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{n} drawbacks</source>
        <comment>{n} drawback</comment>
        <translation><numerusform>{n} inconvénient</numerusform><numerusform>{n} inconvénients</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/backup.py"/>
        <source>{n} encounters</source>
        <translation>{n} rencontres</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} escapes the fight.</source>
        <translation>{n} s'échappe du combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to clear the {obstacle}.</source>
        <translation>{n} ne parvient pas à franchir l'obstacle ({obstacle}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fails to get a grip on {n2}.</source>
        <translation>{n} ne parvient pas à saisir {n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} falls before striking {n2}.</source>
        <translation>{n} tombe avant de frapper {n2}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} falls unconscious ({why}).</source>
        <translation>{n} tombe inconscient ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft without harm.</source>
        <translation>{n} chute de {feet} pieds sans dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} falls {feet} ft: {harm} harm.</source>
        <translation>{n} chute de {feet} pieds : {harm} dommages.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} fights the flames ({progress} of {needed}).</source>
        <translation>{n} combat les flammes ({progress} sur {needed}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} fights to stay alive ({total} vs 10): {result}.</source>
        <translation>{n} lutte pour rester en vie ({total} contre 10) : {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} grapples {n2}: restrained{gag}.</source>
        <translation>{n} empoigne {n2} : entravé{gag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/roll_odds.py"/>
        <source>{n} harm</source>
        <translation>{n} dommages</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} hits {n2}{edge}: {total} against AC {armour_class}, {damage} damage.</source>
        <translation>{n} touche {n2}{edge} : {total} contre CA {armour_class}, {damage} dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} holds up against hardship.</source>
        <translation>{n} tient bon face à l'épreuve.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts.</source>
        <translation>{n} interagit.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} interacts: {what}.</source>
        <translation>{n} interagit : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} is caught off guard and does not retaliate (its Retaliation is kept).</source>
        <translation>{n} est pris au dépourvu et ne riposte pas (sa Riposte est conservée).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} is placed at {where}.</source>
        <translation>{n} est placé en {where}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} is skipped at card {card} ({why}).</source>
        <translation>{n} passe son tour à la carte {card} ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} is too slow and delays; initiative passes on.</source>
        <translation>{n} est trop lent et retarde ; l'initiative passe au suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} knows no fear.</source>
        <translation>{n} ne connaît pas la peur.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} lets its end-of-round Retaliation pass.</source>
        <translation>{n} laisse passer sa Riposte de fin de round.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} loses the turn ({why}).</source>
        <translation>{n} perd son tour ({why}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} loses {to_endurance} endurance and {to_health} health.</source>
        <translation>{n} perd {to_endurance} d'endurance et {to_health} de santé.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} may force {n2} to swap cards ({how}).</source>
        <translation>{n} peut forcer {n2} à échanger ses cartes ({how}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} may react before the damage.</source>
        <translation>{n} peut réagir avant les dégâts.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} missed every action and Considers Options.</source>
        <translation>{n} a manqué toutes ses actions et examine ses options.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} misses {n2}{edge}: {total} against AC {armour_class}.</source>
        <translation>{n} manque {n2}{edge} : {total} contre CA {armour_class}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} moves {metres} m to {tuple_to}.</source>
        <translation>{n} se déplace de {metres} m vers {tuple_to}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} must Fortify against {dc} or fall unconscious.</source>
        <translation>{n} doit Se fortifier contre {dc} ou tomber inconscient.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} opens the fight.</source>
        <translation>{n} ouvre le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} parries with the {item} (+{value}; durability {durability}).</source>
        <translation>{n} pare avec l'objet {item} (+{value} ; solidité {durability}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} performs a short task ({what}): {total}.</source>
        <translation>{n} accomplit une tâche courte ({what}) : {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} prepares to {replace} when: {trigger}.</source>
        <translation>{n} se prépare à {replace} quand : {trigger}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} puts the fire out.</source>
        <translation>{n} éteint les flammes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} reacts: {what}.</source>
        <translation>{n} réagit : {what}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} reloads the {weapon}.</source>
        <translation>{n} recharge l'arme {weapon}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} rolls luck {luck} against death {dc}: {outcome}.</source>
        <translation>{n} lance la chance {luck} contre la mort {dc} : {outcome}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} rolls {label}: {expr}{faces} = {total}.</source>
        <translation>{n} lance {label} : {expr}{faces} = {total}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} runs, but the chase keeps up: they all move on.</source>
        <translation>{n} court, mais les poursuivants suivent : tous avancent.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} saves: {total} against {target}, {result}.</source>
        <translation>Jet de sauvegarde de {n} : {total} contre {target}, {result}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} steps in front of {n2} and becomes the target.</source>
        <translation>{n} s'interpose devant {n2} et devient la cible.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} struggles but is still held.</source>
        <translation>{n} se débat mais reste tenu.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} suffers from hardship.</source>
        <translation>{n} souffre de l'épreuve.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} takes a step back.</source>
        <translation>{n} fait un pas en arrière.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes the prepared {replace} as a reaction.</source>
        <translation>{n} joue l'action préparée {replace} en réaction.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} takes {amount} damage{extra}.</source>
        <translation>{n} subit {amount} dégâts{extra}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} takes {amount} {kind} harm ({source}).</source>
        <translation>{n} subit {amount} dommages {kind} ({source}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} takes {dealt} ({raw} {family} less {reduction}).</source>
        <translation>{n} subit {dealt} ({raw} {family} moins {reduction}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} ticks off a wound rank: {rank} ({wounds} of {of}).</source>
        <translation>{n} coche un rang de blessure : {rank} ({wounds} sur {of}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n} tries to back out ({total}): {parts}; {end}.</source>
        <translation>{n} tente de se retirer ({total}) : {parts} ; {end}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n} tries to bring {n2} round ({total} vs {dc}): {n2} {verdict}.</source>
        <translation>{n} tente de ranimer {n2} ({total} contre {dc}) : {n2} {verdict}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} tries to flee but gets nowhere.</source>
        <translation>{n} tente de fuir mais n'y parvient pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/words.py"/>
        <source>{n} was too slow to {stage} and loses the {slot} action.</source>
        <translation>{n} a été trop lent ({stage}) et perd l'action {slot}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} will take {n2}'s {b_card} for the {a_card} at the next round start.</source>
        <translation>{n} prendra la carte {b_card} de {n2} contre {a_card} au début du round suivant.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {how} cards with {n2}: {n2} now has {b_card}, {n} has {a_card}.</source>
        <translation>{n} {how} ses cartes avec {n2} : {n2} a maintenant {b_card}, {n} a {a_card}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} ({successes} of {value} on {pool} dice).</source>
        <translation>{n} {result} ({successes} sur {value} avec {pool} dés).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n} {result} a {skill} test ({what}): {successes} of {need} needed.</source>
        <translation>{n} {result} : test de {skill} ({what}), {successes} sur {need} nécessaires.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{n}'s Retaliation is spent without effect.</source>
        <translation>La Riposte de {n} est dépensée sans effet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/rulesets/cards/words.py"/>
        <source>{n}'s cards {_cards} leave the fight ({why}).</source>
        <comment>{n}'s card {_cards} leaves the fight ({why}).</comment>
        <translation><numerusform>La carte {_cards} de {n} quitte le combat ({why}).</numerusform><numerusform>Les cartes {_cards} de {n} quittent le combat ({why}).</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s readied action fires ({trigger}).</source>
        <translation>L'action préparée de {n} se déclenche ({trigger}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}'s turn ends: {why}.</source>
        <translation>Fin du tour de {n} : {why}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {action} {what} ({paid}/{cost}).</source>
        <translation>{n} : {action} {what} ({paid}/{cost}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{n}: {replace} {total} against {dc}, {verdict}.</source>
        <translation>{n} : {replace} {total} contre {dc}, {verdict}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{option}: {value}</source>
        <translation>{option} : {value}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{outcome} against {npc}</source>
        <translation>{outcome} contre {npc}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{owner} {label}</source>
        <translation>{owner} {label}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} cannot be read ({problem}), and GM Desk could not move it aside ({error}).</source>
        <translation>{path} est illisible ({problem}), et GM Desk n'a pas pu le mettre de côté ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} cannot be read: {error}</source>
        <translation>{path} est illisible : {error}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is a folder, not a data file.</source>
        <translation>{path} est un dossier, pas un fichier de données.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} is not a GM Desk data file.</source>
        <translation>{path} n'est pas un fichier de données GM Desk.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} is not a GM Desk data file. Nothing was changed.</source>
        <translation>{path} n'est pas un fichier de données GM Desk. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/recovery.py"/>
        <source>{path} lost its journal file, and GM Desk could not move it aside ({error}).</source>
        <translation>{path} a perdu son fichier journal, et GM Desk n'a pas pu le mettre de côté ({error}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/connection.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk, or start it with --data-dir to use another folder. The file was not changed.</source>
        <translation>{path} a été enregistré par une version plus récente de GM Desk (version des données {version} ; cette version comprend jusqu'à {target}). Mettez GM Desk à jour, ou lancez-le avec --data-dir pour utiliser un autre dossier. Le fichier n'a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by a newer version of GM Desk (data version {version}; this version understands up to {target}). Update GM Desk.</source>
        <translation>{path} a été enregistré par une version plus récente de GM Desk (version des données {version} ; cette version comprend jusqu'à {target}). Mettez GM Desk à jour.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/reader.py"/>
        <source>{path} was saved by an older version of GM Desk: start GM Desk once on it (it upgrades the file), then share again.</source>
        <translation>{path} a été enregistré par une version plus ancienne de GM Desk : ouvrez-le une fois avec GM Desk (il met le fichier à niveau), puis partagez de nouveau.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{purpose}, {source}</source>
        <translation>{purpose}, {source}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{raw} less {armour} armour</source>
        <translation>{raw} moins {armour} d'armure</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{repr_text} is not a dice expression such as 1d6+1</source>
        <translation>{repr_text} n'est pas une expression de dés comme 1d6+1</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{retaliation}: {effect}</source>
        <translation>{retaliation} : {effect}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../gm_desk/rules/difficulty/report.py"/>
        <source>{rounds} rounds: {count}</source>
        <comment>{rounds} round: {count}</comment>
        <translation><numerusform>{rounds} round : {count}</numerusform><numerusform>{rounds} rounds : {count}</numerusform></translation>
    </message>
    <message>
        <location filename="../../gm_desk/share/page.py"/>
        <source>{seconds} seconds a step</source>
        <translation>{seconds} secondes par étape</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/turns.py"/>
        <source>{side_name} do not hold the initiative: {side_name2} decide which faction acts first.</source>
        <translation>{side_name} n'a pas l'initiative : {side_name2} décide quelle faction agit en premier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} cannot be its own ally.</source>
        <translation>{side} ne peut pas être son propre allié.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/sides.py"/>
        <source>{side} is {stance}</source>
        <translation>{side} est {stance}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{side} join the fight.</source>
        <translation>{side} rejoignent le combat.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side} names an ally side that is not in the encounter: '{ally}'.</source>
        <translation>{side} nomme un camp allié absent de la rencontre : « {ally} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/setup.py"/>
        <source>{side}: a side is {stances}, not '{stance}'.</source>
        <translation>{side} : un camp est {stances}, pas « {stance} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} GB</source>
        <translation>{size:.1f} Go</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size:.1f} MB</source>
        <translation>{size:.1f} Mo</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/errors.py"/>
        <source>{size} KB</source>
        <translation>{size} Ko</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zone_hazard_spec.py"/>
        <source>{spread}% to spread</source>
        <translation>{spread} % de propagation</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{stage} the {slot} action</source>
        <translation>{stage} : action {slot}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{status} ({detail})</source>
        <translation>{status} ({detail})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/ruleset.py"/>
        <source>{system} has no option '{name}'.</source>
        <translation>{system} n'a pas d'option « {name} ».</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} round left</source>
        <translation>{tag}, {left} round restant</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/player_facts.py"/>
        <source>{tag}, {left} rounds left</source>
        <translation>{tag}, {left} rounds restants</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/table.py"/>
        <source>{team} choose who acts next.</source>
        <translation>{team} choisit qui agit ensuite.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/words.py"/>
        <source>{team} pass their pick.</source>
        <translation>{team} passe son tour de choix.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/gm_damage.py"/>
        <source>{text} is more damage or healing than GM Desk applies at once.</source>
        <translation>{text}, c'est plus de dégâts ou de soins que GM Desk n'en applique à la fois.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/pack_load.py"/>
        <source>{token} is too large a number</source>
        <translation>{token} est un nombre trop grand</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is not a whole number</source>
        <translation>{value} n'est pas un nombre entier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_errors.py"/>
        <source>{value} is not valid here: use {shape}</source>
        <translation>{value} n'est pas valide ici : utilisez {shape}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/statblocks/_dice_check.py"/>
        <source>{value} is too large for damage</source>
        <translation>{value} est trop grand pour des dégâts</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/zones.py"/>
        <source>{value}: its hazard belongs to a tag it does not carry.</source>
        <translation>{value} : son danger appartient à une étiquette qu'elle ne porte pas.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/command_words.py"/>
        <source>{verb}: {who}</source>
        <translation>{verb} : {who}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{what} ({detail})</source>
        <translation>{what} ({detail})</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} cannot be saved: {error}.</source>
        <translation>{what} ne peut pas être enregistré : {error}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains a NUL character, which cannot be stored.</source>
        <translation>{what} contient un caractère NUL, impossible à enregistrer.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} contains an invalid character (a lone surrogate).</source>
        <translation>{what} contient un caractère invalide (un substitut isolé).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} goes from {low} to {high}, not {value}.</source>
        <translation>{what} va de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} holds a number too large to store ({item}).</source>
        <translation>{what} contient un nombre trop grand pour être enregistré ({item}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} holds an invisible control character ({code}); take it out. Nothing was saved.</source>
        <translation>{what} contient un caractère de contrôle invisible ({code}) ; retirez-le. Rien n'a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/turns.py"/>
        <source>{what} is a list of team ids.</source>
        <translation>{what} est une liste d'identifiants d'équipes.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/prep/numbers.py"/>
        <source>{what} is a whole number.</source>
        <translation>{what} est un nombre entier.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is nested too deeply to save.</source>
        <translation>{what} est imbriqué trop profondément pour être enregistré.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} is not valid JSON.</source>
        <translation>{what} n'est pas du JSON valide.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} is too large to store ({value}).</source>
        <translation>{what} est trop volumineux pour être enregistré ({value}).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/names.py"/>
        <source>{what} is {count} characters long: a name holds at most {limit}.</source>
        <translation>{what} fait {count} caractères : un nom en compte au plus {limit}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/notes.py"/>
        <source>{what} is {count} characters long; a note may be at most {limit}. Nothing was saved.</source>
        <translation>{what} fait {count} caractères ; une note en fait au plus {limit}. Rien n'a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/creatures.py"/>
        <source>{what} must be a JSON object.</source>
        <translation>{what} doit être un objet JSON.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a mapping, not {name__}.</source>
        <translation>{what} doit être une correspondance, pas {name__}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be a whole number, not '{text}'</source>
        <translation>{what} doit être un nombre entier, pas « {text} »</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be a whole number, not {repr_value}.</source>
        <translation>{what} doit être un nombre entier, pas {repr_value}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/cli.py"/>
        <source>{what} must be at least {low}</source>
        <translation>{what} doit valoir au moins {low}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must be text, not {name__}.</source>
        <translation>{what} doit être du texte, pas {name__}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/values.py"/>
        <source>{what} must not be empty.</source>
        <translation>{what} ne doit pas être vide.</translation>
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
        <translation>{where} : une image est nommée d'après le sha256 de ses octets (64 chiffres hexadécimaux).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: holds no picture data.</source>
        <translation>{where} : ne contient aucune donnée d'image.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: is said to be {said} but holds a {kind} picture.</source>
        <translation>{where} : est censée être {said} mais contient une image {kind}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its bytes are not those its name says (damaged or altered).</source>
        <translation>{where} : ses octets ne correspondent pas à son nom (endommagée ou modifiée).</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: its data is not base64 text.</source>
        <translation>{where} : ses données ne sont pas du texte base64.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/store/intake/file_pictures.py"/>
        <source>{where}: larger than {value} MB.</source>
        <translation>{where} : plus de {value} Mo.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (no PC standing: let it pass)</source>
        <translation>{who} (aucun PJ debout : laissez passer)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} (nobody in reach: let it pass)</source>
        <translation>{who} (personne à portée : laissez passer)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/table.py"/>
        <source>{who} ({name} against {who2}?)</source>
        <translation>{who} ({name} contre {who2} ?)</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} abandons the action</source>
        <translation>{who} abandonne l'action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} accepts the stunt</source>
        <translation>{who} accepte la prouesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} acts together with {name_of}</source>
        <translation>{who} agit avec {name_of}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} cedes the initiative</source>
        <translation>{who} cède l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} continues the action</source>
        <translation>{who} poursuit l'action</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} delays</source>
        <translation>{who} retarde</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} falls unconscious</source>
        <translation>{who} tombe inconscient</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/turns.py"/>
        <source>{who} must take or cede initiative.</source>
        <translation>{who} doit prendre ou céder l'initiative.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} refuses the stunt</source>
        <translation>{who} refuse la prouesse</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} steps in</source>
        <translation>{who} s'interpose</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/marching/display.py"/>
        <source>{who} takes the initiative</source>
        <translation>{who} prend l'initiative</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who} takes the turn</source>
        <translation>{who} joue son tour</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction}</source>
        <translation>{who} {reaction}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who} {reaction} with the {item}</source>
        <translation>{who} {reaction} avec l'objet {item}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/glowlands/words.py"/>
        <source>{who}'s Retaliation lands on {n}.</source>
        <translation>La Riposte de {who} frappe {n}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/teams/display.py"/>
        <source>{who}: Fortify</source>
        <translation>{who} : Se fortifier</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: opportunity attack</source>
        <translation>{who} : attaque d'opportunité</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind}</source>
        <translation>{who} : {kind}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/rulesets/factions/display.py"/>
        <source>{who}: {kind} behind {ally}</source>
        <translation>{who} : {kind} derrière {ally}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is already marked {tag}.</source>
        <translation>{zone} est déjà marquée {tag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is no longer marked {tags}</source>
        <translation>{zone} n'est plus marquée {tags}</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_changes.py"/>
        <source>{zone} is not marked {tag}.</source>
        <translation>{zone} n'est pas marquée {tag}.</translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/field_map.py"/>
        <source>{zone} is now marked {tags}</source>
        <translation>{zone} est désormais marquée {tags}</translation>
    </message>
</context>
</TS>
