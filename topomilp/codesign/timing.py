"""How compute and communication combine into an iteration time
(formulations/codesign.md, eq. 23).

>>> iteration_time(2.0, 3.0), iteration_time(2.0, 3.0, overlap="full")
(5.0, 3.0)
"""

from __future__ import annotations

from topomilp.errors import TopomilpInputError
from topomilp.utils import check_nonnegative_real

OVERLAPS: tuple[str, ...] = ("none", "full")


def iteration_time(compute_s: float, comm_s: float, overlap: str = "none") -> float:
    """``compute + comm`` with ``overlap="none"`` (the default: no overlap), ``max`` with
    ``"full"`` (communication entirely hidden behind compute, or the reverse)."""
    c = check_nonnegative_real("compute_s", compute_s)
    x = check_nonnegative_real("comm_s", comm_s)
    if overlap not in OVERLAPS:
        raise TopomilpInputError("overlap", f"must be one of {OVERLAPS}", overlap)
    return c + x if overlap == "none" else max(c, x)
