"""One module per backend (PuLP's ``apis/``): :mod:`~topomilp.exact.backends.highs`,
:mod:`~topomilp.exact.backends.cbc`, :mod:`~topomilp.exact.backends.cpsat`, each with its
status table (the backend's own statuses -> :class:`topomilp.exact.status.Status`); the
shared model containers and helpers in :mod:`~topomilp.exact.backends.common`; the PuLP
run (build, warm start, hand-over to HiGHS or CBC) in :mod:`~topomilp.exact.backends.pulp`.

Every backend returns an :class:`topomilp.exact.result.Answer`, never a tuple;
:func:`topomilp.exact.result.finish` makes the result.
"""

from __future__ import annotations

from functools import lru_cache

from topomilp.errors import TopomilpInputError
from topomilp.exact.backends import cbc, cpsat, highs
from topomilp.exact.options import BACKENDS


@lru_cache(maxsize=None)
def backend_version(backend: str) -> str:
    """Version string of a backend (``"highs"``, ``"cbc"``, ``"cpsat"``)."""
    versions = {"highs": highs.version, "cbc": cbc.version, "cpsat": cpsat.version}
    if backend not in versions:
        raise TopomilpInputError("backend", f"must be one of {BACKENDS}", backend)
    return versions[backend]()


__all__ = ["backend_version"]
