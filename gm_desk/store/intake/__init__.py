"""The store's intake: every file that comes in from outside (an encounter file, a map file, a bestiary
pack with its condition library) is read here and passes the gate here before anything is written.

- `encounter_file`: encounter files (import, `difficulty FILE`, `replay`), through the rules' gate
  (`gm_desk.rules.encounter_file`, `encounter_check`, `intake`) and the engine's replay.
- `map_file`: zone maps from TOML files, through `gm_desk.rules.zone_maps.check_map`.
- `packs` (the face of `pack_load`, `pack_validate`, `pack_plan`, `pack_import`, `pack_export`,
  `pack_types`, `pack_text`): bestiary packs and the condition library they carry, in and out.

The pure checks stay in the rules layer (no I/O there); the reading is done here. The UI reaches all of
it through `gm_desk.store` only.
"""
