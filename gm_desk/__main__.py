"""`python -m gm_desk`: the same as the `gm-desk` command."""

import sys

from gm_desk.app import main

sys.exit(main())
