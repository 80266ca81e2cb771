"""The zone canvas: the encounter's map of zones, links and tokens (QGraphicsView/Scene).

`view.ZoneCanvas` is the widget; `scene.ZoneScene` keeps the items in step with the session; the item
modules draw zones, tokens and lines; `palette` holds the colours.
"""

from gm_desk.ui.zone_canvas.scene import ZoneScene
from gm_desk.ui.zone_canvas.view import ZoneCanvas

__all__ = ["ZoneCanvas", "ZoneScene"]
