"""A solve leaves nothing in ``$TMPDIR``: CBC's run (PuLP's model, MIP start and solution
files) finished, ended by the deadline watchdog or interrupted, and the package's
doctests that write files (each in a ``tempfile.TemporaryDirectory`` it cleans up)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from topomilp.exact import solve
from topomilp.exact.backends import cbc
from topomilp.exact.backends.common import import_pulp
from topomilp.exact.joint.model import JointTopology
from topomilp.model import Cluster
from topomilp.workloads import all_to_all, dlrm_like

ROOT = Path(__file__).resolve().parents[1]
#: The modules whose doctests write files through ``tempfile``.
WRITING_DOCTESTS = ("_io.py", "chakra.py", "chakra_plan.py", "astra.py", "workloads.py", "interchange.py",
                    "exact/base.py", "bench/resultslog.py")


@pytest.fixture
def own_tmpdir(tmp_path, monkeypatch):
    """``$TMPDIR`` and :mod:`tempfile`'s directory: a fresh directory of the test's own."""
    path = tmp_path / "tmpdir"
    path.mkdir()
    monkeypatch.setenv("TMPDIR", str(path))
    monkeypatch.setattr(tempfile, "tempdir", str(path))
    return path


def _files(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


@pytest.mark.parametrize("how", ["finished", "ended", "interrupted"])
def test_a_cbc_solve_leaves_no_file(how, own_tmpdir, monkeypatch):
    """``ended``: the watchdog ends CBC (as it does past the deadline: before the fix each
    such run left ``<uuid>-pulp.mps`` and ``.mst`` in ``$TMPDIR``); ``interrupted``:
    Ctrl-C while CBC runs (a ``KeyboardInterrupt`` out of the solve). Both at once, when
    CBC has started, so the test does not depend on the machine's speed."""
    seen: list[list[str]] = []
    dogs: list = []
    real_popen, real_dog = subprocess.Popen, cbc.CbcWatchdog

    class Dog(real_dog):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            dogs.append(self)

    class Cbc(real_popen):
        def wait(self, timeout=None):
            if not any(str(a).endswith("-pulp.mps") for a in self.args):       # not a solve ("cbc -quit")
                return super().wait(timeout)
            seen.append(_files(own_tmpdir))
            if how != "finished":
                dogs[-1].kill()                    # the watchdog's own kill (this process's CBC child)
                if how == "interrupted":
                    super().wait(timeout)
                    raise KeyboardInterrupt
            return super().wait(timeout)

    monkeypatch.setattr(cbc, "CbcWatchdog", Dog)
    monkeypatch.setattr(subprocess, "Popen", Cbc)
    problem = JointTopology(Cluster(6, 2), all_to_all(6))
    if how == "interrupted":
        with pytest.raises(KeyboardInterrupt):
            solve(problem, backend="cbc", time_limit=30)
    else:
        res = solve(problem, backend="cbc", time_limit=30)
        assert res.status == ("optimal" if how == "finished" else "feasible")   # ended: the warm start
        assert dogs[-1].killed == (how == "ended")
    assert len(seen) == 1 and any(f.endswith("-pulp.mps") for f in seen[0]) and \
        any(f.endswith("-pulp.mst") for f in seen[0])               # the run wrote its model and start
    assert _files(own_tmpdir) == []


def _cbc_children() -> list[int]:
    """This process's live CBC children (zombies excluded)."""
    path, me, out = os.path.realpath(cbc.solver(import_pulp()).path), os.getpid(), []
    for pid in (int(p) for p in os.listdir("/proc") if p.isdigit()):
        try:
            with open(f"/proc/{pid}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == me and fields[0] != "Z" and os.path.realpath(f"/proc/{pid}/exe") == path:
                out.append(pid)
        except (OSError, ValueError, IndexError):
            continue
    return out


def _no_cbc_child_within(seconds: float) -> bool:
    """Whether this process has no live CBC child within ``seconds``: a SIGKILL takes
    effect when the kernel next runs the process, which on a loaded machine is not at once
    (one CI run saw the killed CBC still listed); the old code's orphan ran on for 20 s."""
    end = time.monotonic() + seconds
    while _cbc_children():
        if time.monotonic() > end:
            return False
        time.sleep(0.02)
    return True


def test_an_interrupt_that_reaches_only_python_ends_cbc(own_tmpdir, monkeypatch):
    """A ``KeyboardInterrupt`` while CBC runs, CBC itself not signalled (a notebook's
    interrupt, ``kill -INT`` of this process) once CBC has read its model: the solve ends
    CBC before it raises (CBC ran on to its own time limit, 20 s here, an orphan) and
    leaves no file."""
    real_popen, started = subprocess.Popen, []

    class Cbc(real_popen):
        def wait(self, timeout=None):
            if any(str(a).endswith("-pulp.mps") for a in self.args):
                try:                                           # CBC has read its model by then
                    return super().wait(0.5)
                except subprocess.TimeoutExpired:
                    started.append(self.pid)
                    raise KeyboardInterrupt from None          # CBC itself untouched
            return super().wait(timeout)

    monkeypatch.setattr(subprocess, "Popen", Cbc)
    try:
        with pytest.raises(KeyboardInterrupt):
            solve(JointTopology(Cluster(10, 3), dlrm_like(10)), backend="cbc", time_limit=20)
        assert len(started) == 1 and _no_cbc_child_within(1.0)
        assert _files(own_tmpdir) == []
    finally:
        for pid in started:                                    # end (the old code's orphan) and reap
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)


def test_the_watchdog_of_one_run_leaves_another_runs_cbc(own_tmpdir, monkeypatch):
    """Two solves in one process (a Dask worker runs a task per thread): a watchdog ends
    only the CBC of its own run, named by the run's temporary directory on CBC's command
    line. Before, any watchdog ended every CBC child of the process."""
    foreign: list = []
    real_popen = subprocess.Popen

    class Cbc(real_popen):
        def wait(self, timeout=None):
            if any(str(a).endswith("-pulp.mps") for a in self.args):      # this run's CBC, running
                other = cbc.CbcWatchdog(cbc.solver(import_pulp()).path, 60, marker=str(own_tmpdir / "other-run"))
                other.kill()                       # another run's watchdog firing now
                other.cancel()
                foreign.append(other.killed)
            return super().wait(timeout)

    monkeypatch.setattr(subprocess, "Popen", Cbc)
    res = solve(JointTopology(Cluster(6, 2), all_to_all(6)), backend="cbc", time_limit=30)
    assert foreign == [False] and res.status == "optimal"
    assert _files(own_tmpdir) == []


def test_the_doctests_that_write_files_leave_none(own_tmpdir, tmp_path):
    """Each removes its ``tempfile.TemporaryDirectory`` (with ``tempfile.mkdtemp()`` they
    left about 130 directories in /tmp by the end of a day); pytest's own base directory
    is put elsewhere here."""
    env = dict(os.environ, TMPDIR=str(own_tmpdir), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", f"--basetemp={tmp_path / 'bt'}",
                          *(str(ROOT / "topomilp" / m) for m in WRITING_DOCTESTS)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    assert " passed" in out.stdout
    assert _files(own_tmpdir) == []
