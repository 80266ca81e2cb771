"""The player view: a second window for a TV, a projector or a second monitor, showing the players what
they may see of the fight (gm_desk.rules.player_facts) and nothing else."""

from gm_desk.ui.player_view.controller import PlayerView

# The window itself (`window.PlayerWindow`) loads when the GM first opens it, not with this package.
__all__ = ["PlayerView"]
