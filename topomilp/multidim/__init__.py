"""Multi-dimensional network design (LIBRA, Won et al.): bandwidth or ports per
dimension, solved to certified optima on open solvers (formulations/multidim.md).

>>> from topomilp.multidim import MULTIDIM_WORKLOADS, BandwidthProblem, Network, solve_bandwidth
>>> net = Network.parse("Ring:4,FullyConnected:8,Switch:4")
>>> r = solve_bandwidth(BandwidthProblem(net, MULTIDIM_WORKLOADS["cnn"](net), total_GBps=1000.0))
>>> r.status, r.gap <= 1e-6, r.speedup("equal") > 1
('optimal', True, True)

Submodules import their solvers lazily: ``import topomilp.multidim`` loads numpy only.
"""

from topomilp.multidim.model import (
    BLOCKS,
    KINDS,
    MULTIDIM_WORKLOADS,
    WORKLOADS,
    Collective,
    CostModel,
    Dimension,
    MDWorkload,
    Network,
    load_workload,
)
from topomilp.multidim.problems import BandwidthProblem, PortProblem, block_allows
from topomilp.multidim.result import GAP_TOL, Allocation, MDResult
from topomilp.multidim.timing import MODELS, collective_time, dim_bytes, workload_time


def solve_bandwidth(problem: BandwidthProblem, **kw) -> MDResult:
    """:func:`topomilp.multidim.optimize.solve_bandwidth` (certified continuous optimum)."""
    from topomilp.multidim.optimize import solve_bandwidth as _solve

    return _solve(problem, **kw)


def solve_ports(problem: PortProblem, **kw) -> MDResult:
    """:func:`topomilp.multidim.ports.solve_ports` (integer ports: MILP / CP-SAT / brute force)."""
    from topomilp.multidim.ports import solve_ports as _solve

    return _solve(problem, **kw)


__all__ = [
    "BLOCKS", "GAP_TOL", "KINDS", "MODELS", "MULTIDIM_WORKLOADS", "WORKLOADS", "Allocation", "BandwidthProblem",
    "Collective",
    "CostModel", "Dimension", "MDResult", "MDWorkload", "Network", "PortProblem", "block_allows",
    "collective_time", "dim_bytes", "load_workload", "solve_bandwidth", "solve_ports", "workload_time",
]
