"""Multi-dimensional networks and their collective workloads (formulations/multidim.md §1).

A :class:`Network` is a list of dimensions, each a building block (``Ring``,
``FullyConnected`` or ``Switch``) of ``size >= 2`` NPUs; the NPU count is the product of
the sizes (LIBRA, Won et al.). An :class:`MDWorkload` is a list of :class:`Collective`
(kind, message bytes, the dimensions it spans, how many times it runs) plus an optional
compute time. :class:`CostModel` prices bandwidth per dimension (eq. (10)).

Built-in workloads (:data:`MULTIDIM_WORKLOADS`, eqs. (W1)-(W3)) derive the collectives from a
model's shape: a transformer with tensor x data parallelism, a DLRM-style job and a
data-parallel CNN.

>>> net = Network.parse("Ring:4,FullyConnected:8,Switch:4")
>>> net.npus, [str(d) for d in net.dims]
(128, ['Ring:4', 'FullyConnected:8', 'Switch:4'])
>>> w = MDWorkload.from_dict({"collectives": [{"kind": "all_reduce", "bytes": 1e9,
...                           "dims": [0, 1, 2], "count": 1}], "compute_s": 0.0})
>>> w.to_dict()["collectives"][0]["dims"]
[0, 1, 2]
"""

from __future__ import annotations

import json
import math
import numbers
import os
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from topomilp._io import atomic_write
from topomilp.errors import TopomilpInputError

BLOCKS = ("Ring", "FullyConnected", "Switch")
KINDS = ("all_reduce", "reduce_scatter", "all_gather", "all_to_all")
_BLOCK_ALIASES = {"ring": "Ring", "fullyconnected": "FullyConnected", "fc": "FullyConnected",
                  "fully_connected": "FullyConnected", "switch": "Switch", "sw": "Switch"}


# --------------------------------------------------------------------------- helpers
def is_int(v: Any) -> bool:
    """Is ``v`` an integer (also a float with an integral value, not a bool)?

    >>> is_int(3), is_int(3.0), is_int(3.5), is_int(True)
    (True, True, False, False)
    """
    if isinstance(v, bool):
        return False
    return isinstance(v, numbers.Integral) or (isinstance(v, float) and v.is_integer() and math.isfinite(v))


#: Range of a non-zero finite number (bytes, GB/s, seconds, prices, budgets): real
#: networks lie far inside; beyond it times, costs and their sums and products leave the
#: float range (a total of 1e308 GB/s overflowed the feasibility check)
MAGNITUDE_RANGE = (1e-100, 1e100)


def check_number(field_name: str, value: Any, *, minimum: float = 0.0, strict: bool = False,
                 allow_inf: bool = False) -> float:
    """``value`` as a float ``>= minimum`` (``> minimum`` if ``strict``), zero or within
    :data:`MAGNITUDE_RANGE` (infinity where ``allow_inf``), else
    :class:`TopomilpInputError` naming ``field_name``.

    >>> check_number("total_GBps", 1e-9, strict=True)
    1e-09
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TopomilpInputError(field_name, "must be a number", value)
    v = float(value)
    if math.isnan(v) or (math.isinf(v) and not allow_inf):
        raise TopomilpInputError(field_name, "must be a finite number", value)
    if v < minimum or (strict and v == minimum):
        rel = ">" if strict else ">="
        raise TopomilpInputError(field_name, f"must be {rel} {minimum:g}", value)
    if math.isfinite(v) and v != 0 and not MAGNITUDE_RANGE[0] <= abs(v) <= MAGNITUDE_RANGE[1]:
        raise TopomilpInputError(field_name, f"must be 0 or between {MAGNITUDE_RANGE[0]:g} and "
                                 f"{MAGNITUDE_RANGE[1]:g} in magnitude (beyond, times and costs leave the "
                                 "float range)", value)
    return v


def per_dim(field_name: str, value: Any, n_dims: int, *, default: float | None = None,
            minimum: float = 0.0, allow_inf: bool = False) -> tuple[float, ...]:
    """A per-dimension vector: a scalar is broadcast, a sequence must have ``n_dims``
    entries; ``None`` gives ``default`` in every dimension."""
    if value is None:
        if default is None:
            raise TopomilpInputError(field_name, "is required")
        value = default
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return tuple(check_number(field_name, value, minimum=minimum, allow_inf=allow_inf)
                     for _ in range(n_dims))
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise TopomilpInputError(field_name, "must be a number or a list of numbers, one per dimension", value)
    if len(value) != n_dims:
        raise TopomilpInputError(field_name, f"must have one entry per dimension ({n_dims})", value)
    return tuple(check_number(f"{field_name}[{i}]", v, minimum=minimum, allow_inf=allow_inf)
                 for i, v in enumerate(value))


# --------------------------------------------------------------------------- network
@dataclass(frozen=True)
class Dimension:
    """One network dimension: a building block of ``size`` NPUs.

    >>> Dimension("fc", 8)
    Dimension(block='FullyConnected', size=8)
    """

    block: str
    size: int

    def __post_init__(self) -> None:
        if not isinstance(self.block, str):
            raise TopomilpInputError("block", f"must be one of {BLOCKS}", self.block)
        canon = _BLOCK_ALIASES.get(self.block.strip().lower())
        if canon is None:
            raise TopomilpInputError("block", f"must be one of {BLOCKS}", self.block)
        object.__setattr__(self, "block", canon)
        if not is_int(self.size) or int(self.size) < 2:
            raise TopomilpInputError("size", "must be an integer >= 2", self.size)
        object.__setattr__(self, "size", int(self.size))

    def __str__(self) -> str:
        return f"{self.block}:{self.size}"

    def to_dict(self) -> dict[str, Any]:
        return {"block": self.block, "size": self.size}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Dimension":
        if not isinstance(data, Mapping) or set(data) != {"block", "size"}:
            raise TopomilpInputError("dimension", 'must be {"block": ..., "size": ...}', data)
        return cls(data["block"], data["size"])


@dataclass(frozen=True)
class Network:
    """A multi-dimensional network: ``dims[0]`` is the innermost dimension."""

    dims: tuple[Dimension, ...]

    def __post_init__(self) -> None:
        dims = self.dims
        if isinstance(dims, (str, bytes)) or not isinstance(dims, Sequence) or len(dims) == 0:
            raise TopomilpInputError("dims", "must be a non-empty list of dimensions", dims)
        out = []
        for i, d in enumerate(dims):
            if isinstance(d, Dimension):
                out.append(d)
            elif isinstance(d, Mapping):
                out.append(Dimension.from_dict(d))
            elif isinstance(d, (tuple, list)) and len(d) == 2:
                out.append(Dimension(d[0], d[1]))
            else:
                raise TopomilpInputError(f"dims[{i}]", "must be a Dimension or (block, size)", d)
        object.__setattr__(self, "dims", tuple(out))

    @property
    def n_dims(self) -> int:
        return len(self.dims)

    @property
    def sizes(self) -> tuple[int, ...]:
        return tuple(d.size for d in self.dims)

    @property
    def blocks(self) -> tuple[str, ...]:
        return tuple(d.block for d in self.dims)

    @property
    def npus(self) -> int:
        return math.prod(self.sizes)

    def __str__(self) -> str:
        return ",".join(str(d) for d in self.dims)

    @classmethod
    def parse(cls, text: str) -> "Network":
        """``"Ring:4,FullyConnected:8,Switch:4"`` -> a network (eq. (1))."""
        if not isinstance(text, str) or not text.strip():
            raise TopomilpInputError("--dims", "must look like Ring:4,FullyConnected:8,Switch:4", text)
        dims = []
        for part in text.split(","):
            block, sep, size = part.strip().partition(":")
            if not sep or not block.strip() or not size.strip():
                raise TopomilpInputError("--dims", "each dimension must look like Block:size "
                                         f"(Block one of {BLOCKS})", part)
            try:
                n = int(size.strip())
            except ValueError:
                raise TopomilpInputError("--dims", "dimension size must be an integer >= 2", part) from None
            try:
                dims.append(Dimension(block.strip(), n))
            except TopomilpInputError as exc:
                raise TopomilpInputError("--dims", exc.rule, part) from None
        return cls(tuple(dims))

    def to_dict(self) -> dict[str, Any]:
        return {"dims": [d.to_dict() for d in self.dims]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Network":
        if not isinstance(data, Mapping) or set(data) != {"dims"}:
            raise TopomilpInputError("network", 'must be {"dims": [...]}', data)
        return cls(tuple(Dimension.from_dict(d) for d in data["dims"]))


# --------------------------------------------------------------------------- workload
@dataclass(frozen=True)
class Collective:
    """One collective: ``kind``, message ``bytes`` per NPU at its start (for
    ``all_gather``: the piece each NPU contributes), the dimensions it spans (``None`` =
    all; stored sorted, i.e. in dimension order) and how many times it runs."""

    kind: str
    bytes: float
    dims: tuple[int, ...] | None = None
    count: int = 1

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise TopomilpInputError("kind", f"must be one of {KINDS}", self.kind)
        object.__setattr__(self, "bytes", check_number("bytes", self.bytes))
        if self.dims is not None:
            dims = self.dims
            if isinstance(dims, (str, bytes)) or not isinstance(dims, Sequence) or len(dims) == 0:
                raise TopomilpInputError("dims", "must be a non-empty list of dimension indices (or omitted)", dims)
            if not all(is_int(d) and int(d) >= 0 for d in dims):
                raise TopomilpInputError("dims", "dimension indices must be integers >= 0", dims)
            ints = tuple(sorted(int(d) for d in dims))
            if len(set(ints)) != len(ints):
                raise TopomilpInputError("dims", "must not repeat a dimension", dims)
            object.__setattr__(self, "dims", ints)
        if not is_int(self.count) or int(self.count) < 1:
            raise TopomilpInputError("count", "must be an integer >= 1", self.count)
        object.__setattr__(self, "count", int(self.count))

    def span(self, n_dims: int) -> tuple[int, ...]:
        """The dimensions the collective spans in a network of ``n_dims`` dimensions."""
        if self.dims is None:
            return tuple(range(n_dims))
        if self.dims[-1] >= n_dims:
            raise TopomilpInputError("dims", f"dimension index must be < {n_dims} (the network's "
                                     "dimension count)", list(self.dims))
        return self.dims

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "bytes": self.bytes}
        if self.dims is not None:
            d["dims"] = list(self.dims)
        d["count"] = self.count
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Collective":
        if not isinstance(data, Mapping):
            raise TopomilpInputError("collective", "must be an object", data)
        extra = set(data) - {"kind", "bytes", "dims", "count"}
        if extra or "kind" not in data or "bytes" not in data:
            raise TopomilpInputError("collective", 'must be {"kind", "bytes"[, "dims", "count"]}', data)
        dims = data.get("dims")
        return cls(data["kind"], data["bytes"], None if dims is None else tuple(dims) if isinstance(
            dims, list) else dims, data.get("count", 1))


@dataclass(frozen=True)
class MDWorkload:
    """A multi-dimensional workload: collectives per iteration plus compute time (s)."""

    collectives: tuple[Collective, ...]
    compute_s: float = 0.0

    def __post_init__(self) -> None:
        cs = self.collectives
        if isinstance(cs, (str, bytes)) or not isinstance(cs, Sequence):
            raise TopomilpInputError("collectives", "must be a list of collectives", cs)
        out = []
        for i, c in enumerate(cs):
            if isinstance(c, Mapping):
                try:
                    c = Collective.from_dict(c)
                except TopomilpInputError as exc:
                    raise TopomilpInputError(f"collectives[{i}].{exc.field}", exc.rule, exc.value) from None
            if not isinstance(c, Collective):
                raise TopomilpInputError(f"collectives[{i}]", "must be a Collective", c)
            out.append(c)
        object.__setattr__(self, "collectives", tuple(out))
        object.__setattr__(self, "compute_s", check_number("compute_s", self.compute_s))

    def check(self, network: Network) -> None:
        """Raise unless every collective's dimensions exist in ``network``."""
        for i, c in enumerate(self.collectives):
            try:
                c.span(network.n_dims)
            except TopomilpInputError as exc:
                raise TopomilpInputError(f"collectives[{i}].dims", exc.rule, exc.value) from None

    def to_dict(self) -> dict[str, Any]:
        return {"collectives": [c.to_dict() for c in self.collectives], "compute_s": self.compute_s}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "MDWorkload":
        if not isinstance(data, Mapping) or "collectives" not in data or set(data) - {"collectives", "compute_s"}:
            raise TopomilpInputError("workload", 'must be {"collectives": [...], "compute_s": seconds}', data)
        cs = data["collectives"]
        if not isinstance(cs, list):
            raise TopomilpInputError("collectives", "must be a list", cs)
        return cls(tuple(cs), data.get("compute_s", 0.0))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "MDWorkload":
        try:
            with open(path) as fh:
                data = json.load(fh)
        except OSError as exc:
            raise TopomilpInputError("--workload", f"cannot be read ({exc.strerror})", str(path)) from None
        except json.JSONDecodeError as exc:
            raise TopomilpInputError("--workload", f"is not valid JSON ({exc.msg}, line {exc.lineno})",
                                     str(path)) from None
        return cls.from_dict(data)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the JSON form of §1 (atomically: a reader never sees half a file)."""
        atomic_write(path, json.dumps(self.to_dict(), indent=1) + "\n")


# --------------------------------------------------------------------------- cost
@dataclass(frozen=True)
class CostModel:
    """Linear network cost (eq. (10)): for per-NPU bandwidth ``bw_d`` (GB/s) in dimension
    ``d`` of a network of ``N`` NPUs,

    ``cost = fixed + sum_d N * bw_d * (link_d + nic_d + [block_d == Switch] * switch_d)``.

    Each coefficient is a price per GB/s of one NPU's bandwidth: a scalar (every
    dimension) or one value per dimension.

    >>> net = Network.parse("Ring:2,Switch:4")
    >>> CostModel(link=1.0, switch=2.0, fixed=10.0).cost(net, (5.0, 1.0))
    74.0
    """

    link: float | tuple[float, ...] = 1.0
    nic: float | tuple[float, ...] = 0.0
    switch: float | tuple[float, ...] = 0.0
    fixed: float = 0.0

    def __post_init__(self) -> None:
        for name in ("link", "nic", "switch"):
            v = getattr(self, name)
            if isinstance(v, list):
                v = tuple(v)
                object.__setattr__(self, name, v)
            if isinstance(v, tuple):
                for i, x in enumerate(v):
                    check_number(f"cost.{name}[{i}]", x)
                object.__setattr__(self, name, tuple(float(x) for x in v))
            else:
                object.__setattr__(self, name, check_number(f"cost.{name}", v))
        object.__setattr__(self, "fixed", check_number("cost.fixed", self.fixed))

    def coefficients(self, network: Network) -> tuple[tuple[float, ...], float]:
        """``(kappa, kappa0)``: cost = ``kappa0 + sum_d kappa_d * bw_d`` (eq. (10))."""
        D = network.n_dims
        link = per_dim("cost.link", self.link, D)
        nic = per_dim("cost.nic", self.nic, D)
        sw = per_dim("cost.switch", self.switch, D)
        n = network.npus
        kappa = tuple(n * (link[d] + nic[d] + (sw[d] if network.dims[d].block == "Switch" else 0.0))
                      for d in range(D))
        return kappa, self.fixed

    def cost(self, network: Network, bandwidth: Sequence[float]) -> float:
        kappa, k0 = self.coefficients(network)
        return k0 + sum(k * float(b) for k, b in zip(kappa, bandwidth))

    def to_dict(self) -> dict[str, Any]:
        def j(v: Any) -> Any:
            return list(v) if isinstance(v, tuple) else v
        return {"link": j(self.link), "nic": j(self.nic), "switch": j(self.switch), "fixed": self.fixed}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "CostModel":
        if not isinstance(data, Mapping) or set(data) - {"link", "nic", "switch", "fixed"}:
            raise TopomilpInputError("cost", 'must be {"link", "nic", "switch", "fixed"}', data)
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})


# --------------------------------------------------------------------------- built-in workloads
def _default_dims(network: Network, dims: Sequence[int] | None, name: str) -> tuple[int, ...]:
    D = network.n_dims
    if dims is None:
        return tuple(range(D))
    return Collective("all_reduce", 0.0, tuple(dims)).span(D)


def transformer(network: Network, *, layers: int = 96, hidden: int = 12288, seq: int = 2048,
                micro_batch: int = 1, bytes_per_elem: int = 2,
                tp_dims: Sequence[int] | None = None) -> MDWorkload:
    """(W1) A transformer layer stack, Megatron-style tensor parallelism over ``tp_dims``
    (default: dimension 0) and data parallelism over the other dimensions.

    * TP AllReduce of the activations, ``m = micro_batch * seq * hidden * bytes``,
      ``4 * layers`` times (two in the forward, two in the backward pass of each layer);
    * DP AllReduce of each layer's weight gradients, ``m = 12 hidden^2 bytes / p_TP``
      (attention ``4 h^2`` + MLP ``8 h^2`` parameters, sharded over the TP group), once
      per layer. With one dimension there is no DP collective.

    >>> w = transformer(Network.parse("Ring:4,Switch:8"), layers=2, hidden=4, seq=3)
    >>> [(c.kind, c.bytes, c.dims, c.count) for c in w.collectives]
    [('all_reduce', 24.0, (0,), 8), ('all_reduce', 96.0, (1,), 2)]
    """
    D = network.n_dims
    tp = (0,) if tp_dims is None else _default_dims(network, tp_dims, "tp_dims")
    dp = tuple(d for d in range(D) if d not in tp)
    p_tp = math.prod(network.sizes[d] for d in tp)
    for name, v in (("layers", layers), ("hidden", hidden), ("seq", seq), ("micro_batch", micro_batch),
                    ("bytes_per_elem", bytes_per_elem)):
        if not is_int(v) or v < 1:
            raise TopomilpInputError(name, "must be an integer >= 1", v)
    cs = [Collective("all_reduce", float(micro_batch * seq * hidden * bytes_per_elem), tp, 4 * layers)]
    if dp:
        cs.append(Collective("all_reduce", 12.0 * hidden * hidden * bytes_per_elem / p_tp, dp, layers))
    return MDWorkload(tuple(cs), 0.0)


def mlp_params(layers: Sequence[int]) -> int:
    """Weights + biases of a dense MLP with layer widths ``layers``.

    >>> mlp_params([13, 512, 256])
    138496
    """
    return sum(a * b + b for a, b in zip(layers[:-1], layers[1:]))


def dlrm(network: Network, *, tables: int = 64, emb_dim: int = 128, local_batch: int = 512,
         bottom_mlp: Sequence[int] = (13, 512, 256, 128),
         top_mlp: Sequence[int] = (1024, 1024, 512, 256, 1), bytes_per_elem: int = 4) -> MDWorkload:
    """(W2) A DLRM-style job (Naumov et al. 2019): model-parallel embedding tables, data-
    parallel MLPs, over all dimensions.

    * all_to_all of the pooled embeddings, ``m = tables * local_batch * emb_dim * bytes``
      (each NPU's send buffer: its samples' vectors for every table), twice (forward
      activations, backward gradients);
    * AllReduce of the MLP gradients, ``m = P_MLP * bytes`` with ``P_MLP`` the bottom MLP
      plus the top MLP whose input is the dot interaction, ``emb_dim + tables (tables+1)/2``
      wide.

    >>> w = dlrm(Network.parse("Switch:4"), tables=2, emb_dim=2, local_batch=1,
    ...          bottom_mlp=(3, 2), top_mlp=(1,), bytes_per_elem=1)
    >>> [(c.kind, c.bytes, c.count) for c in w.collectives]
    [('all_to_all', 4.0, 2), ('all_reduce', 14.0, 1)]
    """
    for name, v in (("tables", tables), ("emb_dim", emb_dim), ("local_batch", local_batch),
                    ("bytes_per_elem", bytes_per_elem)):
        if not is_int(v) or v < 1:
            raise TopomilpInputError(name, "must be an integer >= 1", v)
    interaction = emb_dim + tables * (tables + 1) // 2
    params = mlp_params(list(bottom_mlp)) + mlp_params([interaction, *top_mlp])
    return MDWorkload((
        Collective("all_to_all", float(tables * local_batch * emb_dim * bytes_per_elem), None, 2),
        Collective("all_reduce", float(params * bytes_per_elem), None, 1),
    ), 0.0)


RESNET50_PARAMS = 25_557_032


def cnn(network: Network, *, params: int = RESNET50_PARAMS, bytes_per_param: int = 4,
        buckets: int = 1) -> MDWorkload:
    """(W3) A data-parallel CNN (default ResNet-50, 25,557,032 parameters, fp32 gradients):
    one AllReduce of ``params * bytes / buckets`` over all dimensions, ``buckets`` times.

    >>> cnn(Network.parse("Ring:4")).collectives[0].bytes
    102228128.0
    """
    for name, v in (("params", params), ("bytes_per_param", bytes_per_param), ("buckets", buckets)):
        if not is_int(v) or v < 1:
            raise TopomilpInputError(name, "must be an integer >= 1", v)
    return MDWorkload((Collective("all_reduce", params * bytes_per_param / buckets, None, buckets),), 0.0)


#: the built-in multi-dimensional workloads by name (distinct from the cluster workloads of
#: :data:`topomilp.workloads.WORKLOADS`)
MULTIDIM_WORKLOADS: dict[str, Callable[..., MDWorkload]] = {"transformer": transformer, "dlrm": dlrm, "cnn": cnn}
#: the former name of :data:`MULTIDIM_WORKLOADS`, kept for compatibility
WORKLOADS = MULTIDIM_WORKLOADS


def load_workload(text: str, network: Network) -> MDWorkload:
    """A workload from a built-in name (:data:`MULTIDIM_WORKLOADS`) or a JSON file; its
    dimensions are checked against ``network``."""
    if text in MULTIDIM_WORKLOADS:
        w = MULTIDIM_WORKLOADS[text](network)
    elif os.path.exists(text) or text.lower().endswith(".json"):
        w = MDWorkload.load(text)
    else:
        raise TopomilpInputError("--workload", f"must be a JSON file or one of {sorted(MULTIDIM_WORKLOADS)}", text)
    w.check(network)
    return w
