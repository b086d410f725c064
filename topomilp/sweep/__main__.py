"""``python -m topomilp.sweep``: the same options as ``topomilp sweep``."""

import sys

from topomilp.sweep.command import main

sys.exit(main())
