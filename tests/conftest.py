"""What the tests share.

* :func:`oracle_cache` (session, automatic): proven optima that :mod:`topomilp.oracle`
  caches go to a fresh directory per test session, so the suite never writes into the
  checkout and never trusts a proof cached by an earlier run of older code;
* :func:`raises_field`: assert that a call raises
  :class:`~topomilp.errors.TopomilpInputError` naming a given field;
* :func:`ring_topology`: the ring ``0 - 1 - ... - n-1 - 0``;
* :func:`run_main` / :func:`one_error_line`: run ``topomilp.cli.main`` in-process and
  assert the one-line error contract (exit code 2, one ``topomilp: error:`` line);
* tests marked ``slow`` (more than ~10 s) are collected first: under ``make test``'s
  pytest-xdist workers (``--dist worksteal``) they start early instead of ending the run
  on one worker while the other core idles;
* hypothesis runs derandomized (the ``topomilp`` profile): the same examples on every run
  and machine, so a property test cannot pass on one CI run and fail on the next. A
  property found failing (as CBC's preprocessing bug was) gets its example as a plain
  regression test.

The helpers are plain functions (``from conftest import raises_field``): pytest puts
``tests/`` on ``sys.path`` because the directory is not a package.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

from topomilp.errors import TopomilpInputError
from topomilp.model import Topology
from topomilp.oracle import CACHE_ENV

settings.register_profile("topomilp", derandomize=True)
settings.load_profile("topomilp")


def pytest_collection_modifyitems(config, items):
    """The ``slow`` tests first, in their collected order; the others after them, in theirs."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(scope="session", autouse=True)
def oracle_cache(tmp_path_factory):
    """``$TOPOMILP_CACHE_DIR`` set to a fresh directory for the whole session."""
    with pytest.MonkeyPatch.context() as mp:
        path = tmp_path_factory.mktemp("oracle-cache")
        mp.setenv(CACHE_ENV, str(path))
        yield path


def raises_field(field, fn, *args, **kwargs) -> TopomilpInputError:
    """``fn(*args, **kwargs)`` must raise :class:`TopomilpInputError` for ``field``;
    returns the error."""
    with pytest.raises(TopomilpInputError) as info:
        fn(*args, **kwargs)
    assert info.value.field == field, str(info.value)
    return info.value


def ring_topology(n: int, link_model: str = "duplex") -> Topology:
    """The ring ``0 - 1 - ... - n-1 - 0`` (one link per consecutive pair)."""
    return Topology.from_edges(n, [(i, (i + 1) % n) for i in range(n)], link_model)


def run_main(capsys, *args: str) -> tuple[int, str, str]:
    """``topomilp ARGS`` in-process: (exit code, stdout, stderr)."""
    from topomilp import cli

    rc = cli.main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def one_error_line(rc: int, out: str, err: str, *needles: str) -> None:
    """Exit code 2, nothing on stdout, one ``topomilp: error:`` line holding every needle."""
    assert rc == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("topomilp: error: "), err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
