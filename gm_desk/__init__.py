"""GM Desk: an offline combat assistant for zone-based tabletop fights."""

__version__ = "0.1.0"
