"""The two design problems (formulations/multidim.md §3): continuous bandwidth per
dimension (:class:`BandwidthProblem`) and integer ports per dimension
(:class:`PortProblem`), with their independent evaluation and feasibility checks, and
the traffic terms (eqs. (8), (9)) the optimisers are built from.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from topomilp.errors import TopomilpInputError
from topomilp.multidim.model import CostModel, MDWorkload, Network, check_number, is_int, per_dim
from topomilp.multidim.timing import GB, check_model, latency_vector, workload_time

OBJECTIVES = ("time", "time-cost")
TOTAL_SENSES = ("=", "<=")
#: relative feasibility tolerance of the independent checks (LP points are exact to ~1e-10)
FEAS_RTOL = 1e-7


# --------------------------------------------------------------------------- traffic terms
def unit_profile(network: Network, kind: str, span: Sequence[int]) -> dict[int, float]:
    """Bytes per dimension for a unit message, in closed form (2'): with the spanned
    dimensions ``s_0 < s_1 < ...`` of sizes ``p_0, p_1, ...``

    * all_reduce ``2 (p_i - 1)/p_i / prod_{l<i} p_l``; reduce_scatter half of it;
    * all_gather ``(p_i - 1) prod_{l>i} p_l``; all_to_all ``(p_i - 1)/p_i``.

    This is the optimisers' own derivation; :func:`topomilp.multidim.timing.dim_bytes`
    (the evaluator) walks the dimensions instead.

    >>> unit_profile(Network.parse("Ring:4,Switch:2"), "all_gather", (0, 1))
    {0: 6.0, 1: 1.0}
    """
    sizes = [network.dims[d].size for d in span]
    out = {}
    for i, d in enumerate(span):
        p = sizes[i]
        if kind in ("all_reduce", "reduce_scatter"):
            v = (p - 1) / p / math.prod(sizes[:i])
            out[d] = 2.0 * v if kind == "all_reduce" else v
        elif kind == "all_gather":
            out[d] = float((p - 1) * math.prod(sizes[i + 1:]))
        else:
            out[d] = (p - 1) / p
    return out


def _steps(block: str, kind: str, p: int) -> int:
    # (4) written out again for the optimisers (the evaluator has its own copy)
    return (2 if kind == "all_reduce" else 1) * ((p - 1) if block == "Ring" else 1)


@dataclass(frozen=True)
class TrafficTerms:
    """Max model (8): groups ``g`` of weight ``w_g`` with terms ``(d, c, B)``: the group
    costs ``w_g max_{(d,c,B)} (c + B / bw_d)`` seconds (``B`` in GB, ``c`` in s).
    Sum model (9): ``A + sum_d W_d / bw_d``. ``compute`` is the workload's compute time."""

    compute: float
    groups: list[tuple[float, list[tuple[int, float, float]]]]
    W: list[float]
    A: float


def traffic_terms(network: Network, workload: MDWorkload, latency_ns: Sequence[float], model: str) -> TrafficTerms:
    D = network.n_dims
    lat = latency_vector(network, latency_ns)
    zero_lat = all(v == 0 for v in lat)
    W = [0.0] * D
    A = 0.0
    groups: dict[Any, list] = {}
    for c in workload.collectives:
        span = c.span(D)
        if model == "sum":
            prof = unit_profile(network, c.kind, span)
            for d in span:
                W[d] += c.count * c.bytes * prof[d] / GB
                A += c.count * _steps(network.dims[d].block, c.kind, network.dims[d].size) * lat[d] * 1e-9
            continue
        if zero_lat:
            if c.bytes == 0:
                continue
            # all_reduce = 2 x reduce_scatter: one profile, exactly proportional rows (8)
            cls = "reduce_scatter" if c.kind in ("all_reduce", "reduce_scatter") else c.kind
            key = (cls, span)
            weight = c.count * c.bytes * (2.0 if c.kind == "all_reduce" else 1.0)
            if key not in groups:
                prof = unit_profile(network, cls, span)
                groups[key] = [0.0, [(d, 0.0, prof[d] / GB) for d in span]]
            groups[key][0] += weight
        else:
            key = (c.kind, span, c.bytes)
            if key not in groups:
                prof = unit_profile(network, c.kind, span)
                groups[key] = [0.0, [(d, _steps(network.dims[d].block, c.kind, network.dims[d].size)
                                      * lat[d] * 1e-9, c.bytes * prof[d] / GB) for d in span]]
            groups[key][0] += c.count
    return TrafficTerms(float(workload.compute_s), [(w, terms) for w, terms in groups.values()], W, A)


# --------------------------------------------------------------------------- common fields
def _common_post_init(self: Any) -> None:
    if not isinstance(self.network, Network):
        raise TopomilpInputError("network", "must be a Network", self.network)
    if not isinstance(self.workload, MDWorkload):
        raise TopomilpInputError("workload", "must be an MDWorkload", self.workload)
    self.workload.check(self.network)
    D = self.network.n_dims
    set_ = object.__setattr__
    set_(self, "min_GBps", per_dim("min_GBps", self.min_GBps, D, default=0.0))
    set_(self, "max_GBps", per_dim("max_GBps", self.max_GBps, D, default=math.inf, allow_inf=True))
    if isinstance(self.cost, Mapping):
        set_(self, "cost", CostModel.from_dict(self.cost))
    if not isinstance(self.cost, CostModel):
        raise TopomilpInputError("cost", "must be a CostModel", self.cost)
    self.cost.coefficients(self.network)        # validates per-dimension lengths
    if self.budget is not None:
        set_(self, "budget", check_number("budget", self.budget, strict=True))
    if self.objective not in OBJECTIVES:
        raise TopomilpInputError("objective", f"must be one of {OBJECTIVES}", self.objective)
    check_model(self.model)
    set_(self, "latency_ns", per_dim("latency_ns", self.latency_ns, D, default=0.0))
    if self.objective == "time-cost":
        kappa, _ = self.cost.coefficients(self.network)
        if any(k <= 0 for k in kappa):
            raise TopomilpInputError("cost", "time-cost needs a positive price per GB/s in every dimension "
                                     "(link + nic [+ switch] > 0)", list(kappa))


def _common_dict(self: Any) -> dict[str, Any]:
    return {"network": self.network.to_dict(), "workload": self.workload.to_dict(),
            "min_GBps": list(self.min_GBps), "max_GBps": [None if math.isinf(v) else v for v in self.max_GBps],
            "cost": self.cost.to_dict(), "budget": self.budget, "objective": self.objective,
            "model": self.model, "latency_ns": list(self.latency_ns)}


def _common_from(data: Mapping[str, Any]) -> dict[str, Any]:
    mx = data.get("max_GBps")
    return {"network": Network.from_dict(data["network"]), "workload": MDWorkload.from_dict(data["workload"]),
            "min_GBps": tuple(data["min_GBps"]) if data.get("min_GBps") is not None else None,
            "max_GBps": tuple(math.inf if v is None else v for v in mx) if mx is not None else None,
            "cost": CostModel.from_dict(data["cost"]) if "cost" in data else CostModel(),
            "budget": data.get("budget"), "objective": data.get("objective", "time"),
            "model": data.get("model", "max"), "latency_ns": _tuple_if_list(data.get("latency_ns", 0.0))}


def _tuple_if_list(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


# --------------------------------------------------------------------------- continuous
@dataclass(frozen=True)
class BandwidthProblem:
    """Choose per-NPU bandwidth ``bw_d`` (GB/s) per dimension (eqs. (10)-(13)):

    * ``sum_d bw_d = total`` (``total_sense="="``) or ``<= total``;
    * ``min_GBps[d] <= bw_d <= max_GBps[d]`` (defaults 0 and unbounded);
    * ``cost(bw) <= budget`` when a budget is given (:class:`CostModel`);
    * minimise the iteration time (``objective="time"``) or time x cost
      (``"time-cost"``) under the ``"max"`` or ``"sum"`` collective model, with a per-step
      link latency ``latency_ns`` (scalar or per dimension, default 0).
    """

    network: Network
    workload: MDWorkload
    total_GBps: float
    total_sense: str = "="
    min_GBps: tuple[float, ...] | None = None
    max_GBps: tuple[float, ...] | None = None
    cost: CostModel = field(default_factory=CostModel)
    budget: float | None = None
    objective: str = "time"
    model: str = "max"
    latency_ns: float | tuple[float, ...] = 0.0

    def __post_init__(self) -> None:
        object.__setattr__(self, "total_GBps", check_number("total_GBps", self.total_GBps, strict=True))
        if self.total_sense not in TOTAL_SENSES:
            raise TopomilpInputError("total_sense", f"must be one of {TOTAL_SENSES}", self.total_sense)
        _common_post_init(self)
        if self.objective == "time-cost":
            cost_floor(self)                     # raises when time x cost has no minimum

    # -- evaluation (independent: timing.workload_time + CostModel.cost)
    def evaluate(self, bandwidth: Sequence[float]) -> tuple[float, float, float]:
        """``(time_s, cost, objective)`` of a bandwidth vector."""
        t = workload_time(self.network, self.workload, bandwidth, self.model, self.latency_ns)
        c = self.cost.cost(self.network, bandwidth)
        return t, c, t * c if self.objective == "time-cost" else t

    def violations(self, bandwidth: Sequence[float], rtol: float = FEAS_RTOL) -> list[str]:
        """The constraints ``bandwidth`` breaks (beyond ``rtol`` of the total / budget)."""
        out = []
        T = self.total_GBps
        tol = rtol * T
        if len(bandwidth) != self.network.n_dims:
            return [f"needs {self.network.n_dims} bandwidths, got {len(bandwidth)}"]
        for d, b in enumerate(bandwidth):
            if not math.isfinite(b) or b < self.min_GBps[d] - tol:
                out.append(f"dimension {d}: bandwidth {b} below its minimum {self.min_GBps[d]}")
            if b > self.max_GBps[d] + tol:
                out.append(f"dimension {d}: bandwidth {b} above its maximum {self.max_GBps[d]}")
        s = math.fsum(bandwidth)
        if s > T + tol or (self.total_sense == "=" and s < T - tol):
            out.append(f"bandwidths sum to {s}, total must be {self.total_sense} {T}")
        if self.budget is not None:
            c = self.cost.cost(self.network, bandwidth)
            if c > self.budget * (1 + rtol):
                out.append(f"cost {c} exceeds the budget {self.budget}")
        return out

    def infeasibility_reason(self) -> str | None:
        """A reason when the constraints contradict each other (checked exactly, before any
        solver runs), else ``None`` (HiGHS then decides)."""
        lo, hi, T = self.min_GBps, self.max_GBps, self.total_GBps
        for d in range(self.network.n_dims):
            if lo[d] > hi[d]:
                return f"dimension {d}: minimum bandwidth {lo[d]:g} exceeds its maximum {hi[d]:g}"
            if lo[d] > T:
                return f"dimension {d}: minimum bandwidth {lo[d]:g} exceeds the total {T:g}"
        if math.fsum(lo) > T * (1 + 1e-12):
            return f"the minimum bandwidths sum to {math.fsum(lo):g} > total {T:g}"
        if self.total_sense == "=" and math.fsum(min(h, T) for h in hi) < T * (1 - 1e-12):
            return f"the maximum bandwidths sum to {math.fsum(hi):g} < total {T:g} (total_sense '=')"
        if self.budget is not None:
            cheapest = self.min_cost()
            if cheapest > self.budget * (1 + 1e-12):
                return f"the cheapest network meeting the constraints costs {cheapest:g} > budget {self.budget:g}"
        return None

    def min_cost(self) -> float:
        """The least cost over the bandwidth constraints (ignoring the budget): minimum
        bandwidths, and for ``"="`` the rest of the total poured into the cheapest
        dimensions first (a fractional knapsack, exact)."""
        kappa, k0 = self.cost.coefficients(self.network)
        lo, hi = self.min_GBps, self.max_GBps
        c = k0 + sum(k * m for k, m in zip(kappa, lo))
        if self.total_sense == "=":
            rest = self.total_GBps - math.fsum(lo)
            for d in sorted(range(len(lo)), key=lambda e: (kappa[e], e)):
                take = min(rest, hi[d] - lo[d])
                if take > 0:
                    c += kappa[d] * take
                    rest -= take
        return c

    def to_dict(self) -> dict[str, Any]:
        d = _common_dict(self)
        d.update({"total_GBps": self.total_GBps, "total_sense": self.total_sense})
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "BandwidthProblem":
        return cls(total_GBps=data["total_GBps"], total_sense=data.get("total_sense", "="), **_common_from(data))


def cost_floor(problem: BandwidthProblem) -> float:
    """A positive lower bound ``C_floor`` on the cost of an optimal network for
    time x cost (multidim.md (15)), or :class:`TopomilpInputError` when time x cost has no
    minimum (it then decreases without end as every bandwidth shrinks)."""
    kappa, k0 = problem.cost.coefficients(problem.network)
    T = problem.total_GBps
    base = k0 + (min(kappa) * T if problem.total_sense == "=" else
                 sum(k * m for k, m in zip(kappa, problem.min_GBps)))
    if base > 0:
        return base
    lat = problem.latency_ns
    homogeneous = problem.workload.compute_s == 0 and all(v == 0 for v in lat)
    if not homogeneous:
        raise TopomilpInputError(
            "objective", "time-cost has no minimum: with no fixed cost, no minimum bandwidth and total '<=', "
            "scaling every bandwidth down lowers time x cost without end (compute time / latency do not "
            "shrink); give a fixed cost, a minimum bandwidth or total_sense '='")
    # homogeneous (14'): time x cost is scale-invariant; scaling up to the first active
    # constraint (total, a maximum, or the budget) loses nothing
    caps = [min(kappa) * T] + [k * h for k, h in zip(kappa, problem.max_GBps) if math.isfinite(h)]
    if problem.budget is not None:
        caps.append(problem.budget)
    return min(caps)


# --------------------------------------------------------------------------- integer
BLOCK_RULES = {
    "Ring": "an even number of ports (a duplex ring: one port to each neighbour, in pairs)",
    "FullyConnected": "a multiple of p-1 ports (the same number of links to each of the p-1 peers)",
    "Switch": "any number >= 1 of ports (uplinks to the dimension's switch)",
}


def block_allows(block: str, p: int, n: int) -> bool:
    """(20): may a dimension of ``block`` with ``p`` NPUs use ``n`` ports per NPU?

    >>> [n for n in range(1, 9) if block_allows("FullyConnected", 4, n)]
    [3, 6]
    """
    if n < 1:
        return False
    if block == "Ring":
        return n % 2 == 0
    if block == "FullyConnected":
        return n % (p - 1) == 0
    return True


@dataclass(frozen=True)
class PortProblem:
    """Choose ``n_d >= 1`` ports of ``port_GBps`` per NPU for each dimension (eqs.
    (19)-(21)): ``sum_d n_d <= ports``, block rules (:func:`block_allows`), bandwidth
    ``bw_d = n_d * port_GBps`` within ``[min_GBps, max_GBps]``, cost within the budget;
    objectives and models as :class:`BandwidthProblem`."""

    network: Network
    workload: MDWorkload
    ports: int
    port_GBps: float
    min_GBps: tuple[float, ...] | None = None
    max_GBps: tuple[float, ...] | None = None
    cost: CostModel = field(default_factory=CostModel)
    budget: float | None = None
    objective: str = "time"
    model: str = "max"
    latency_ns: float | tuple[float, ...] = 0.0

    def __post_init__(self) -> None:
        if not is_int(self.ports) or int(self.ports) < 1:
            raise TopomilpInputError("ports", "must be an integer >= 1", self.ports)
        object.__setattr__(self, "ports", int(self.ports))
        object.__setattr__(self, "port_GBps", check_number("port_GBps", self.port_GBps, strict=True))
        _common_post_init(self)

    def valid_counts(self, d: int) -> tuple[int, ...]:
        dim = self.network.dims[d]
        b = self.port_GBps
        return tuple(n for n in range(1, self.ports + 1)
                     if block_allows(dim.block, dim.size, n)
                     and self.min_GBps[d] <= n * b <= self.max_GBps[d])

    def bandwidth(self, ports: Sequence[int]) -> tuple[float, ...]:
        return tuple(n * self.port_GBps for n in ports)

    def evaluate(self, ports: Sequence[int]) -> tuple[float, float, float]:
        """``(time_s, cost, objective)`` of a port split (independent evaluator)."""
        bw = self.bandwidth(ports)
        t = workload_time(self.network, self.workload, bw, self.model, self.latency_ns)
        c = self.cost.cost(self.network, bw)
        return t, c, t * c if self.objective == "time-cost" else t

    def violation(self, ports: Sequence[int]) -> str | None:
        """Why ``ports`` is not a valid split, or ``None``."""
        D = self.network.n_dims
        if len(ports) != D or not all(is_int(n) for n in ports):
            return f"needs {D} integer port counts, got {list(ports)}"
        for d, n in enumerate(ports):
            dim = self.network.dims[d]
            if not block_allows(dim.block, dim.size, int(n)):
                return f"dimension {d} ({dim}): {n} ports breaks the block rule ({BLOCK_RULES[dim.block]})"
            bw = n * self.port_GBps
            if bw < self.min_GBps[d] or bw > self.max_GBps[d]:
                return f"dimension {d}: {bw:g} GB/s outside [{self.min_GBps[d]:g}, {self.max_GBps[d]:g}]"
        if sum(int(n) for n in ports) > self.ports:
            return f"uses {sum(ports)} ports > {self.ports}"
        if self.budget is not None:
            c = self.cost.cost(self.network, self.bandwidth(ports))
            if c > self.budget:
                return f"cost {c:g} exceeds the budget {self.budget:g}"
        return None

    def infeasibility_reason(self) -> str | None:
        counts = [self.valid_counts(d) for d in range(self.network.n_dims)]
        for d, ks in enumerate(counts):
            if not ks:
                dim = self.network.dims[d]
                return (f"dimension {d} ({dim}) has no valid port count: it needs "
                        f"{BLOCK_RULES[dim.block]}, within {self.ports} ports and "
                        f"[{self.min_GBps[d]:g}, {self.max_GBps[d]:g}] GB/s at {self.port_GBps:g} GB/s per port")
        need = sum(ks[0] for ks in counts)
        if need > self.ports:
            return f"the smallest valid port counts {[ks[0] for ks in counts]} need {need} > {self.ports} ports"
        if self.budget is not None:
            c = self.cost.cost(self.network, self.bandwidth([ks[0] for ks in counts]))
            if c > self.budget:
                return f"the cheapest valid split costs {c:g} > budget {self.budget:g}"
        return None

    def relaxation(self) -> BandwidthProblem:
        """The continuous relaxation (22): total ``<= ports * port_GBps``, each minimum
        raised to the smallest valid port count's bandwidth. Its optimum is a lower bound
        on every valid split."""
        lo = []
        for d in range(self.network.n_dims):
            ks = self.valid_counts(d)
            lo.append(max(self.min_GBps[d], (ks[0] if ks else 1) * self.port_GBps))
        hi = [min(h, max((self.valid_counts(d) or (self.ports,))) * self.port_GBps)
              for d, h in enumerate(self.max_GBps)]
        return BandwidthProblem(self.network, self.workload, self.ports * self.port_GBps, "<=", tuple(lo),
                                tuple(hi), self.cost, self.budget, self.objective, self.model, self.latency_ns)

    def to_dict(self) -> dict[str, Any]:
        d = _common_dict(self)
        d.update({"ports": self.ports, "port_GBps": self.port_GBps})
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "PortProblem":
        return cls(ports=data["ports"], port_GBps=data["port_GBps"], **_common_from(data))
