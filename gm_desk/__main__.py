"""`python -m gm_desk`: the same as the `gm-desk` command."""

import sys

if getattr(sys, "frozen", False):  # the installed bundle: difficulty runs spawn worker processes
    import multiprocessing

    multiprocessing.freeze_support()

from gm_desk.app import main  # after freeze_support: a spawned worker must not start the app

sys.exit(main())
