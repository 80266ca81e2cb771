"""Campaigns and the party: campaigns created, renamed and deleted; PC sheets per system edited with a
form; encounters prepared, opened and ended, with the outcome and what the group takes from the fight.
"""

from gm_desk.ui.campaigns.aftermath import EndFightDialog, end_fight, outcome_words, record_aftermath
from gm_desk.ui.campaigns.manager import CampaignDialog, CampaignManager
from gm_desk.ui.campaigns.sheet_dialog import PartyMemberDialog
from gm_desk.ui.campaigns.sheets import blank_sheet, pc_sheet_specs, sheet_problems

__all__ = [
    "CampaignDialog",
    "CampaignManager",
    "EndFightDialog",
    "PartyMemberDialog",
    "blank_sheet",
    "end_fight",
    "outcome_words",
    "pc_sheet_specs",
    "record_aftermath",
    "sheet_problems",
]
