"""``python -m topomilp.bench``."""

import sys

from topomilp.bench.command import main

sys.exit(main())
