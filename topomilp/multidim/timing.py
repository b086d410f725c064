"""The hierarchical collective time model (formulations/multidim.md §2), written as a
plain per-collective loop: it is the *independent evaluator* every optimiser's answer is
re-checked with.

Per dimension ``d`` of size ``p`` a collective with message ``m`` moves, per NPU, (2):

* ``all_reduce``     ``2 m (p-1)/p``, next dimension's message ``m/p``;
* ``reduce_scatter`` ``m (p-1)/p``,   next ``m/p``;
* ``all_gather``     ``m (p-1)``,     next ``m p`` — dimensions taken in REVERSE order;
* ``all_to_all``     ``m (p-1)/p``,   ``m`` does not shrink;

in the collective's dimensions in increasing order (reverse for all_gather). The time
in a dimension is (3) ``steps * latency + bytes / bandwidth`` (bandwidth per NPU in the
dimension; the block type only sets the latency step count, (4)); a collective takes the
slowest of its dimensions (``"max"`` model, dimensions pipelined in parallel, (5)) or their
sum (``"sum"`` model, dimensions one after the other, (6)); the iteration time is compute
plus ``count`` times each collective (7).

>>> from topomilp.multidim.model import Network, Collective
>>> net = Network.parse("Ring:4,Switch:2")
>>> dim_bytes(net, Collective("all_reduce", 8.0))
(12.0, 2.0)
>>> dim_bytes(net, Collective("all_gather", 1.0))
(6.0, 1.0)
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.multidim.model import Collective, MDWorkload, Network, per_dim

MODELS = ("max", "sum")
GB = 1e9  #: bytes per GB (bandwidth unit GB/s = 1e9 bytes/s)


def check_model(model: str) -> str:
    if model not in MODELS:
        raise TopomilpInputError("model", f"must be one of {MODELS}", model)
    return model


def dim_bytes(network: Network, c: Collective) -> tuple[float, ...]:
    """Bytes each NPU moves in each dimension for one run of ``c`` (0 outside its span), (2)."""
    span = c.span(network.n_dims)
    out = [0.0] * network.n_dims
    m = float(c.bytes)
    order = reversed(span) if c.kind == "all_gather" else span
    for d in order:
        p = network.dims[d].size
        if c.kind == "all_reduce":
            out[d] = 2.0 * m * (p - 1) / p
            m = m / p
        elif c.kind == "reduce_scatter":
            out[d] = m * (p - 1) / p
            m = m / p
        elif c.kind == "all_gather":
            out[d] = m * (p - 1)
            m = m * p
        else:  # all_to_all
            out[d] = m * (p - 1) / p
    return tuple(out)


def latency_steps(block: str, kind: str, p: int) -> int:
    """Latency-bound steps of ``kind`` on one block of ``p`` NPUs, (4): a Ring needs
    ``p-1`` neighbour steps per phase, FullyConnected and Switch one (direct) step per
    phase; all_reduce has two phases (reduce-scatter + all-gather).

    >>> latency_steps("Ring", "all_reduce", 4), latency_steps("Switch", "all_reduce", 4)
    (6, 2)
    """
    phases = 2 if kind == "all_reduce" else 1
    return phases * (p - 1) if block == "Ring" else phases


def latency_vector(network: Network, latency_ns: float | Sequence[float]) -> tuple[float, ...]:
    return per_dim("latency_ns", latency_ns, network.n_dims, default=0.0)


def collective_time(network: Network, c: Collective, bandwidth_GBps: Sequence[float],
                    model: str = "max", latency_ns: float | Sequence[float] = 0.0) -> float:
    """Seconds for ONE run of ``c`` (eqs. (3), (5), (6)). A spanned dimension with zero
    bandwidth and traffic to move takes forever (``inf``)."""
    lat = latency_vector(network, latency_ns)
    moved = dim_bytes(network, c)
    times = []
    for d in c.span(network.n_dims):
        bw = float(bandwidth_GBps[d])
        if moved[d] > 0:
            t = math.inf if bw <= 0 else moved[d] / (bw * GB)
        else:
            t = 0.0
        t += latency_steps(network.dims[d].block, c.kind, network.dims[d].size) * lat[d] * 1e-9
        times.append(t)
    if not times:
        return 0.0
    return max(times) if check_model(model) == "max" else sum(times)


def workload_time(network: Network, workload: MDWorkload, bandwidth_GBps: Sequence[float],
                  model: str = "max", latency_ns: float | Sequence[float] = 0.0) -> float:
    """Iteration time in seconds, (7): ``compute_s + sum_c count_c * time_c``.

    >>> from topomilp.multidim.model import Network, MDWorkload, Collective
    >>> net = Network.parse("Ring:4,Switch:2")
    >>> w = MDWorkload((Collective("all_reduce", 8e9),))
    >>> workload_time(net, w, [12.0, 2.0]), workload_time(net, w, [12.0, 2.0], "sum")
    (1.0, 2.0)
    """
    if len(bandwidth_GBps) != network.n_dims:
        raise TopomilpInputError("bandwidth", f"must have one entry per dimension ({network.n_dims})",
                                 list(bandwidth_GBps))
    check_model(model)
    total = float(workload.compute_s)
    for c in workload.collectives:
        total += c.count * collective_time(network, c, bandwidth_GBps, model, latency_ns)
    return total


def traffic_per_dim(network: Network, workload: MDWorkload) -> tuple[float, ...]:
    """Bytes per NPU per dimension over one iteration: ``sum_c count_c * bytes_{c,d}``."""
    tot = [0.0] * network.n_dims
    for c in workload.collectives:
        for d, b in enumerate(dim_bytes(network, c)):
            tot[d] += c.count * b
    return tuple(tot)


def time_tables(network: Network, workload: MDWorkload, latency_ns: float | Sequence[float] = 0.0):
    """Per-collective arrays ``(count[C], lat_s[C,D], gbytes[C,D], span[C,D] bool)`` for
    vectorised evaluation (the brute force): the time of collective ``c`` in dimension
    ``d`` is ``lat_s[c,d] + gbytes[c,d] / bw_d`` where ``span[c,d]``."""
    C, D = len(workload.collectives), network.n_dims
    lat = latency_vector(network, latency_ns)
    count = np.zeros(C)
    a = np.zeros((C, D))
    b = np.zeros((C, D))
    span = np.zeros((C, D), dtype=bool)
    for i, c in enumerate(workload.collectives):
        count[i] = c.count
        moved = dim_bytes(network, c)
        for d in c.span(D):
            span[i, d] = True
            b[i, d] = moved[d] / GB
            a[i, d] = latency_steps(network.dims[d].block, c.kind, network.dims[d].size) * lat[d] * 1e-9
    return count, a, b, span


def times_vectorised(tables, compute_s: float, bandwidth: np.ndarray, model: str = "max") -> np.ndarray:
    """Iteration times for many bandwidth vectors at once (rows of ``bandwidth``)."""
    count, a, b, span = tables
    bw = np.atleast_2d(np.asarray(bandwidth, dtype=float))            # [S, D]
    with np.errstate(divide="ignore", invalid="ignore"):
        per = a[None] + np.where(b[None] > 0, b[None] / bw[:, None, :], 0.0)  # [S, C, D]
    per = np.where(span[None], per, -np.inf if model == "max" else 0.0)
    if model == "max":
        tc = per.max(axis=2) if per.shape[2] else np.zeros(per.shape[:2])
        tc = np.where(np.isneginf(tc), 0.0, tc)
    else:
        tc = per.sum(axis=2)
    return compute_s + tc @ count
