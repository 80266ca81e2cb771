"""Encounter prep dialogs: what a GM sets up before the fight (options, system, sides...)."""
