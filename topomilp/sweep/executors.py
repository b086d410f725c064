"""Where a sweep's tasks run: serially, on local processes, or on a Dask cluster. Each
executor yields ``(instance, result)`` as tasks finish, ``result`` being the task's
dict or, when the task itself failed (it raised, its worker died, no worker was left),
a one-line reason.

On Dask, the executor watches the cluster while it waits: a worker that is lost is
logged with the sweep instances it was running (the scheduler runs them again elsewhere,
up to ``distributed.scheduler.allowed-failures`` times, then they fail with
``KilledWorker``), and when no worker is left for :data:`NO_WORKER_TIMEOUT_S` seconds
every unfinished instance is reported with the reason :data:`NO_WORKER` instead of a
silent wait.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import multiprocessing
import time
from typing import Any, Callable, Iterable

from topomilp.errors import TopomilpInputError
from topomilp.sweep.grid import Instance

log = logging.getLogger(__name__)

#: seconds to wait for a Dask scheduler before giving up (bad input, exit code 2)
CONNECT_TIMEOUT_S = 3.0
#: seconds between two looks at the Dask workers while tasks run
POLL_S = 1.0
#: seconds the sweep waits, with tasks left, for a Dask worker to appear before it gives up
NO_WORKER_TIMEOUT_S = 30.0
#: the start of the reason of every instance left when no Dask worker was left
NO_WORKER = "no Dask worker left"

TaskFn = Callable[[dict[str, Any], dict[str, Any]], dict[str, Any]]


def connect(address: str, timeout: float = CONNECT_TIMEOUT_S) -> Any:
    """A :class:`distributed.Client` of the scheduler at ``address``; raises
    :class:`TopomilpInputError` (field ``--scheduler``) when it cannot be reached within
    ``timeout`` seconds."""
    try:
        from distributed import Client
    except ImportError as exc:   # pragma: no cover - dask[distributed] is a dependency
        raise TopomilpInputError("--scheduler", f"needs dask[distributed]: pip install topomilp[cluster] ({exc})"
                                 ) from None
    try:
        return Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise TopomilpInputError("--scheduler", f"cannot reach a Dask scheduler within {timeout:g} s "
                                 f"({type(exc).__name__}: {exc})", address) from None


def run_serial(todo: list[Instance], settings: dict[str, Any], task: TaskFn) -> Iterable[tuple[Instance, Any]]:
    """The tasks one after the other in this process."""
    for inst in todo:
        try:
            yield inst, task(inst.to_dict(), settings)
        except Exception as exc:  # noqa: BLE001 - a task fn that raises is reported like a dead worker
            yield inst, f"{type(exc).__name__}: {exc}"


def run_local(todo: list[Instance], settings: dict[str, Any], task: TaskFn, workers: int
           ) -> Iterable[tuple[Instance, Any]]:
    """At most ``workers`` tasks in flight on spawned processes. When a worker dies (the
    pool breaks), every task then in flight is a suspect: each is started again alone in
    a fresh one-process pool, so only the instance that kills its worker by itself is
    reported (the others' rows come back as usual)."""
    queue = list(todo)
    suspects: list[Instance] = []
    ctx = multiprocessing.get_context("spawn")
    while queue or suspects:
        alone = bool(suspects)
        source = suspects if alone else queue
        size = 1 if alone else workers
        broken = False
        with cf.ProcessPoolExecutor(max_workers=size, mp_context=ctx) as pool:
            running: dict[cf.Future, Instance] = {}
            while (source or running) and not broken:
                while source and len(running) < size:
                    inst = source.pop(0)
                    running[pool.submit(task, inst.to_dict(), settings)] = inst
                finished, _ = cf.wait(running, return_when=cf.FIRST_COMPLETED)
                for fut in finished:
                    inst = running.pop(fut)
                    try:
                        yield inst, fut.result()
                    except cf.process.BrokenProcessPool:
                        broken = True
                        running[fut] = inst
                    except Exception as exc:  # noqa: BLE001 - the task function itself raised
                        yield inst, f"{type(exc).__name__}: {exc}"
            if broken:
                pool.shutdown(wait=False, cancel_futures=True)
                for inst in running.values():
                    if alone:
                        yield inst, "the worker process died running this instance (alone, on a second try)"
                    else:
                        log.warning("%s: a worker process died; trying this instance again alone", inst.label())
                        suspects.append(inst)


def _wait_some(pending: set, timeout: float) -> set:
    """The futures of ``pending`` done within ``timeout`` seconds (maybe none)."""
    from distributed import wait

    try:
        return set(wait(list(pending), timeout=timeout, return_when="FIRST_COMPLETED").done)
    except TimeoutError:
        return set()


def _suspicious(client: Any, keys: list[str]) -> set[str]:
    """The ``keys`` the scheduler has seen a worker die under (``TaskState.suspicious``);
    empty when the scheduler cannot be asked."""
    def ask(dask_scheduler: Any, keys: list[str]) -> list[str]:
        return [k for k in keys if k in dask_scheduler.tasks and dask_scheduler.tasks[k].suspicious > 0]

    try:
        return set(client.run_on_scheduler(ask, keys=keys))
    except Exception as exc:  # noqa: BLE001 - only the warning's detail is lost
        log.debug("could not ask the scheduler for suspicious tasks: %s", exc)
        return set()


def run_dask(todo: list[Instance], settings: dict[str, Any], task: TaskFn, client: Any, *,
             no_worker_timeout_s: float | None = None, poll_s: float | None = None
             ) -> Iterable[tuple[Instance, Any]]:
    """Every task submitted at once; results as they complete. Dask starts the task of a
    dead worker again elsewhere (``distributed.scheduler.allowed-failures``), then raises
    ``KilledWorker``: reported as the instance's error. Every ``poll_s`` seconds the
    workers are compared with the last look: a lost worker is logged (warning) with the
    instances it was running; with no worker for ``no_worker_timeout_s`` seconds, every
    unfinished instance is yielded with a reason starting with :data:`NO_WORKER`. Left
    out, both take the module's :data:`NO_WORKER_TIMEOUT_S` and :data:`POLL_S`."""
    no_worker_timeout_s = NO_WORKER_TIMEOUT_S if no_worker_timeout_s is None else no_worker_timeout_s
    poll_s = POLL_S if poll_s is None else poll_s
    workers = set(client.nthreads())        # before the first task can start (and kill its worker)
    futures = {client.submit(task, inst.to_dict(), settings, pure=False,
                             key=f"topomilp-sweep-{i}-{inst.label().replace(' ', '_')}"): inst
               for i, inst in enumerate(todo)}
    by_key = {str(fut.key): inst for fut, inst in futures.items()}
    pending = set(futures)
    running = client.processing()
    named: set[str] = set()                 # keys already named as running on a lost worker
    alone_since = None if workers else time.monotonic()
    if not workers:
        log.warning("the Dask scheduler has no worker; waiting up to %g s for one", no_worker_timeout_s)
    while pending:
        done = _wait_some(pending, poll_s)
        pending -= done
        now = set(client.nthreads())
        gone = sorted(workers - now)
        # a task that started and killed its worker between two looks is not in `running`;
        # the scheduler marks every task whose worker died under it as suspicious. The
        # futures done in this round are asked too (before they are released): the task a
        # lost worker ran may already have run again and finished elsewhere.
        suspects = _suspicious(client, [str(f.key) for f in pending | done]) if gone else set()
        for w in gone:
            keys = {str(k) for k in running.get(w, ()) if str(k) in by_key} | (suspects - named)
            named |= keys
            lost = [by_key[k].label() for k in sorted(keys, key=lambda k: by_key[k])]
            log.warning("Dask worker %s was lost%s", w,
                        f" while running {lost}: the scheduler runs them again on another worker "
                        "(after distributed.scheduler.allowed-failures losses an instance fails "
                        "with KilledWorker)" if lost else "")
        for fut in sorted(done, key=lambda f: futures[f]):
            try:
                yield futures[fut], fut.result()
            except Exception as exc:  # noqa: BLE001 - KilledWorker, a raising task, a lost connection
                yield futures[fut], f"{type(exc).__name__}: {exc}"
            fut.release()
        if not pending:
            break
        for w in sorted(now - workers):
            log.info("Dask worker %s joined", w)
        workers = now
        if workers:
            alone_since = None
            running = client.processing()
            continue
        alone_since = alone_since if alone_since is not None else time.monotonic()
        if time.monotonic() - alone_since >= no_worker_timeout_s:
            reason = (f"{NO_WORKER}: the scheduler had no worker for {no_worker_timeout_s:g} s "
                      f"with {len(pending)} instance(s) unfinished (start workers, then --resume)")
            log.error("%s", reason)
            for fut in sorted(pending, key=lambda f: futures[f]):
                fut.cancel()
                yield futures[fut], reason
            return


__all__ = ["CONNECT_TIMEOUT_S", "NO_WORKER", "NO_WORKER_TIMEOUT_S", "POLL_S", "TaskFn", "connect", "run_dask",
           "run_local", "run_serial"]
