"""Parallelisation strategies: :class:`Strategy` and :class:`StrategySpace`
(formulations/codesign.md; equation numbers (1)-(16) there are cited in comments).

A :class:`StrategySpace` is the whole declared space of one model on ``n`` identical
servers: every memory-feasible strategy, in canonical form (one representative per
relabelling class, formulations/codesign.md, eq. 13 and 13'), in a deterministic order. Each
strategy maps to one iteration's traffic as a :class:`~topomilp.model.Workload`
(AllReduce groups with free ring order + an MP matrix), so every solver and the
evaluator apply unchanged, and to a compute time on its slowest server.

>>> from topomilp.codesign.models import load_model
>>> from topomilp.codesign.hardware import Hardware
>>> space = StrategySpace(load_model("bert16"), Hardware(), 4)
>>> s = space.data_parallel()
>>> s.describe(), len(space.workload(s).groups)
('dp=4 tp=1 pp=1 m=1', 1)
"""

from __future__ import annotations

import itertools
import json
import logging
import math
from dataclasses import dataclass, fields
from functools import cached_property
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from topomilp.codesign import placement
from topomilp.codesign.hardware import Hardware
from topomilp.codesign.spec import FAMILIES, TRAINING_FLOPS_FACTOR, ModelSpec, known_keys
from topomilp.errors import TopomilpInputError
from topomilp.model import AllReduceGroup, Workload
from topomilp.utils import check_int, is_integer

log = logging.getLogger(__name__)

#: activations of a transformer layer that tensor parallelism does not split, bytes per
#: sample per ``s h`` (Korthikanti et al., arXiv 2205.05198, eq. 2: ``10 + 24/t``)
TP_REPLICATED_ACTIVATION = 10.0
#: probability of a propagation move in TopoOpt's MCMC, and of continuing a propagation
#: (hipersys-team/FlexFlow ``FFModel::optimize``, ``--enable-propagation``)
PROPAGATION_P = 0.25
PROPAGATION_CONTINUE = 0.75
#: proposals tried before :meth:`StrategySpace.propose` returns the strategy unchanged
PROPOSE_ATTEMPTS = 64
#: largest space :meth:`StrategySpace.strategies` enumerates (a wider table spread raises)
MAX_STRATEGIES = 200_000
#: most placement vectors enumerated for one tuple of dense degrees whose groups exchange
#: redistribution traffic (eq. 13'); above it that tuple is left out (``omitted``)
RAW_LIMIT = 50_000


def divisors(x: int) -> tuple[int, ...]:
    """The divisors of ``x``, ascending.

    >>> divisors(12)
    (1, 2, 3, 4, 6, 12)
    """
    return tuple(d for d in range(1, x + 1) if x % d == 0)


def _ints(field: str, value: Any, minimum: int) -> tuple[int, ...]:
    try:
        items = tuple(value)
    except TypeError:
        raise TopomilpInputError(field, "must be a list of integers", value) from None
    if all(type(v) is int for v in items) and min(items, default=minimum) >= minimum:
        return items                                           # the fast path: plain ints
    if not all(is_integer(v) and v >= minimum for v in items):
        raise TopomilpInputError(field, f"must be a list of integers >= {minimum}", value)
    return tuple(int(v) for v in items)


def _runs(values: tuple[int, ...]) -> str:
    """``6,6,5`` for up to 16 entries, run-length ``6x2,5`` above.

    >>> _runs((6,) * 20 + (5,))
    '6x20,5'
    """
    if len(values) <= 16:
        return ",".join(map(str, values))
    parts = []
    for v, run in itertools.groupby(values):
        k = len(list(run))
        parts.append(f"{v}x{k}" if k > 1 else str(v))
    return ",".join(parts)


@dataclass(frozen=True)
class Strategy:
    """One parallelisation strategy (formulations/codesign.md, "The strategy space").

    * ``transformer``: data, tensor, pipeline degrees ``dp * tp * pp = n`` and ``m``
      micro-batches per iteration;
    * ``cnn``: ``degrees``, the data-parallel degree of each layer group;
    * ``recommendation``: ``degrees`` of the dense groups (in order) and ``tables``, the
      number of embedding tables on each server.
    """

    family: str
    dp: int = 0
    tp: int = 0
    pp: int = 0
    m: int = 0
    degrees: tuple[int, ...] = ()
    tables: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.family not in FAMILIES:
            raise TopomilpInputError("strategy.family", f"must be one of {FAMILIES}", self.family)
        for f in ("dp", "tp", "pp", "m"):
            object.__setattr__(self, f, check_int(f"strategy.{f}", getattr(self, f), 0))
        object.__setattr__(self, "degrees", _ints("strategy.degrees", self.degrees, 1))
        object.__setattr__(self, "tables", _ints("strategy.tables", self.tables, 0))
        if self.family == "transformer":
            extra = [f for f in ("degrees", "tables") if getattr(self, f)]
        else:
            extra = [f for f in ("dp", "tp", "pp", "m") if getattr(self, f)]
            extra += ["tables"] if self.family == "cnn" and self.tables else []
        if extra:
            raise TopomilpInputError(f"strategy.{extra[0]}", f"is not a field of a {self.family} strategy",
                                     getattr(self, extra[0]))

    def describe(self) -> str:
        """Short words: ``dp=4 tp=3 pp=1 m=1``, ``dp=12,12,4``, ``tables 6,6,5,... dense dp=12,12``."""
        if self.family == "transformer":
            return f"dp={self.dp} tp={self.tp} pp={self.pp} m={self.m}"
        dense = "dp=" + ",".join(map(str, self.degrees))
        if self.family == "cnn":
            return dense
        return f"tables {_runs(self.tables)} dense {dense}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"family": self.family}
        if self.family == "transformer":
            out.update(dp=self.dp, tp=self.tp, pp=self.pp, m=self.m)
        else:
            out["degrees"] = list(self.degrees)
        if self.family == "recommendation":
            out["tables"] = list(self.tables)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Strategy":
        known_keys("strategy", data, tuple(f.name for f in fields(cls)))
        if "family" not in data:
            raise TopomilpInputError("strategy.family", "is required")
        return cls(**data)


def load_strategy(path: str | Path) -> Strategy:
    """A strategy from a JSON file (``Strategy.to_dict()``'s format, docs/codesign.md,
    "Strategy files"). A missing file, malformed JSON or an unknown field raises
    :class:`TopomilpInputError` naming ``strategy``; check it against a space with
    :meth:`StrategySpace.validate`."""
    path = Path(path)
    try:
        raw = path.read_text()
    except OSError as exc:
        raise TopomilpInputError("strategy", f"cannot read the strategy file: {exc.strerror}", str(path)) from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise TopomilpInputError("strategy", f"malformed JSON in {path.name} (line {exc.lineno}: {exc.msg})") from None
    return Strategy.from_dict(data)


@dataclass(frozen=True)
class StrategySpace:
    """The declared strategy space of ``model`` on ``n`` servers of ``hardware``.

    ``table_spread`` (recommendation models): the most two servers' table counts may
    differ; 1 (default) is every balanced placement, larger values widen the space
    (formulations/codesign.md, eq. 11). ``recompute`` (transformer models): full
    activation recomputation, 4 x forward FLOPs and only each layer's input kept
    (eq. 14, 16).
    """

    model: ModelSpec
    hardware: Hardware
    n: int
    table_spread: int = 1
    recompute: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.model, ModelSpec):
            raise TopomilpInputError("model", "must be a ModelSpec", self.model)
        if not isinstance(self.hardware, Hardware):
            raise TopomilpInputError("hardware", "must be a Hardware", self.hardware)
        object.__setattr__(self, "n", check_int("n", self.n, 2))
        object.__setattr__(self, "table_spread", check_int("table_spread", self.table_spread, 0))
        if not isinstance(self.recompute, bool):
            raise TopomilpInputError("recompute", "must be true or false", self.recompute)
        if self.recompute and self.model.family != "transformer":
            raise TopomilpInputError("recompute", "applies to transformer models only", self.model.family)

    @property
    def flops_factor(self) -> float:
        """Training FLOPs per forward FLOP: 3, or 4 with recomputation (SC21 §5.1)."""
        return TRAINING_FLOPS_FACTOR + (1.0 if self.recompute else 0.0)

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model.to_dict(), "hardware": self.hardware.to_dict(), "n": self.n,
                "table_spread": self.table_spread, "recompute": self.recompute}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "StrategySpace":
        if not isinstance(data, dict):
            raise TopomilpInputError("space", "must be a JSON object", data)
        for key in data:
            if key not in ("model", "hardware", "n", "table_spread", "recompute"):
                raise TopomilpInputError(f"space.{key}", "unknown field")
        if "model" not in data or "n" not in data:
            raise TopomilpInputError("space", "needs 'model' and 'n'")
        return cls(ModelSpec.from_dict(data["model"]), Hardware.from_dict(data.get("hardware", {})), data["n"],
                   data.get("table_spread", 1), data.get("recompute", False))

    # ------------------------------------------------------------------ model views
    @property
    def family(self) -> str:
        return self.model.family

    @cached_property
    def chain(self) -> tuple[int, ...]:
        """Indices of the groups that get a data-parallel degree (every non-embedding
        group of a cnn or recommendation model), in model order."""
        return tuple(i for i, g in enumerate(self.model.groups) if g.kind != "embedding")

    @cached_property
    def degree_choices(self) -> tuple[int, ...]:
        """Data-parallel degrees a group may take: divisors of ``n`` that divide the
        global batch (eq. 8)."""
        return tuple(k for k in divisors(self.n) if self.model.global_batch % k == 0)

    def servers(self, k: int) -> tuple[int, ...]:
        """The ``k`` servers of a degree-``k`` group: stride ``n / k`` from server 0, as
        in TopoOpt's code (eq. 9)."""
        return tuple(range(0, self.n, self.n // k))

    @cached_property
    def _embedding(self) -> tuple[int, int]:
        """(index of the embedding group, position in :attr:`chain` of its consumer)."""
        e = next(i for i, g in enumerate(self.model.groups) if g.kind == "embedding")
        return e, next(p for p, i in enumerate(self.chain) if i > e)

    # ------------------------------------------------------------------ enumeration
    def _transformer_candidates(self) -> Iterator[Strategy]:
        m = self.model
        for tp in divisors(self.n):
            if m.heads % tp or m.hidden % tp or m.ffn % tp:          # eq. 2
                continue
            for pp in divisors(self.n // tp):
                dp = self.n // (tp * pp)
                if m.layers % pp or m.global_batch % dp:           # eq. 3, 4
                    continue
                for mb in divisors(m.global_batch // dp):            # eq. 5
                    yield Strategy("transformer", dp, tp, pp, mb)

    def signature(self, degrees: tuple[int, ...]) -> list[tuple[bool, ...]]:
        """Per server, which dense groups it runs (eq. 12)."""
        sets = [set(self.servers(k)) for k in degrees]
        return [tuple(i in s for s in sets) for i in range(self.n)]

    def _redistribution(self, degrees: tuple[int, ...]) -> np.ndarray:
        mp = np.zeros((self.n, self.n))
        for pos, gi in enumerate(self.chain[:-1]):
            self._redistribute(mp, degrees[pos], degrees[pos + 1], self.model.groups[gi].output_bytes_per_sample)
        return mp

    @cached_property
    def _placement_sets(self) -> dict[tuple[int, ...], tuple[list[tuple[int, ...]], dict | None] | None]:
        """Per tuple of dense degrees: the canonical placements and, where the
        symmetries are the skeleton's automorphisms, the map from every placement to its
        representative (``None`` where sorting inside classes is the canonical form);
        ``None`` for a degree tuple left out (more than :data:`RAW_LIMIT` placements)."""
        total, spread, n = self.model.tables, self.table_spread, self.n
        out: dict[tuple[int, ...], tuple[list[tuple[int, ...]], dict | None] | None] = {}
        for degrees in itertools.product(tuple(reversed(self.degree_choices)), repeat=len(self.chain)):
            sig = self.signature(degrees)
            red = self._redistribution(degrees)
            edges = {(a, b): float(red[a, b]) for a, b in zip(*np.nonzero(np.triu(red, 1)))}
            if not edges:                                          # eq. 12-13: sort inside classes
                out[degrees] = (list(placement.window_vectors(placement.classes(n, sig), total, spread)), None)
            elif placement.count_window_vectors(n, total, spread) > RAW_LIMIT:
                out[degrees] = None
            else:                                                  # eq. 13': orbits of the skeleton's automorphisms
                gens = placement.automorphisms(sig, edges)
                out[degrees] = placement.orbit_representatives(iter(self._all_placements), gens)
        return out

    @cached_property
    def _all_placements(self) -> list[tuple[int, ...]]:
        """Every placement vector of eq. 10-11, no symmetry used (for eq. 13')."""
        return list(placement.window_vectors([[i] for i in range(self.n)], self.model.tables, self.table_spread))

    @property
    def omitted(self) -> tuple[tuple[int, ...], ...]:
        """Dense degree tuples whose placements were too many to enumerate exactly and
        are left out of the space (empty for the zoo's models up to n = 16)."""
        if self.family != "recommendation":
            return ()
        return tuple(d for d, v in self._placement_sets.items() if v is None)

    def canonical_tables(self, degrees: tuple[int, ...], tables: tuple[int, ...]) -> tuple[int, ...]:
        """The representative of placement ``tables`` under the symmetries of ``degrees``
        (eq. 13, 13'); ``tables`` itself when it is outside the space."""
        entry = self._placement_sets.get(tuple(degrees))
        if entry is None or len(tables) != self.n:
            return tuple(tables)
        if entry[1] is not None:
            return entry[1].get(tuple(tables), tuple(tables))
        out = list(tables)
        for cls in placement.classes(self.n, self.signature(degrees)):
            for i, v in zip(cls, sorted((tables[i] for i in cls), reverse=True)):
                out[i] = v
        return tuple(out)

    def _chain_candidates(self) -> Iterator[Strategy]:
        if self.family == "cnn":
            for degrees in itertools.product(tuple(reversed(self.degree_choices)), repeat=len(self.chain)):
                yield Strategy("cnn", degrees=degrees)
            return
        for degrees, entry in self._placement_sets.items():
            for tables in (entry[0] if entry else ()):
                yield Strategy("recommendation", degrees=degrees, tables=tables)

    def _candidates(self) -> Iterator[Strategy]:
        """Every strategy of the space before the memory rule (eq. 14)."""
        if self.family == "transformer":
            return self._transformer_candidates()
        return self._chain_candidates()

    @cached_property
    def _space(self) -> tuple[tuple[Strategy, ...], float, int]:
        feasible: list[Strategy] = []
        least = math.inf
        count = 0
        for s in self._candidates():
            count += 1
            if count > MAX_STRATEGIES:
                raise TopomilpInputError("table_spread", f"the strategy space has more than {MAX_STRATEGIES} "
                                         "strategies: lower it", self.table_spread)
            if not self._has_traffic(s):                                     # eq. 15
                continue
            mem = self.memory_bytes(s)
            least = min(least, mem)
            if mem <= self.hardware.memory_bytes:                            # eq. 14
                feasible.append(s)
        if self.family == "transformer":                                    # eq. 6: pp = 1 keeps the least m
            kept: dict[tuple[int, ...], Strategy] = {}
            for s in feasible:
                kept.setdefault((s.dp, s.tp, s.pp, s.m) if s.pp > 1 else (s.dp, s.tp, 1), s)
            feasible = list(kept.values())
        return tuple(feasible), least, count

    def strategies(self) -> tuple[Strategy, ...]:
        """The whole declared space, memory-feasible, canonical, deterministic order.

        Raises :class:`TopomilpInputError` (field ``model``) when no strategy fits."""
        space, least, count = self._space
        if not space:
            if count == 0 or not math.isfinite(least):
                raise TopomilpInputError("model", f"{self.model.name} has no strategy on {self.n} servers that "
                                         "puts traffic on the network (degrees must divide n and the global "
                                         "batch; formulations/codesign.md, eq. 1-15)")
            gb = 1e9
            raise TopomilpInputError(
                "model", f"{self.model.name} fits no strategy on {self.n} servers: needs "
                f"{least / gb:.2f} GB per server, has {self.hardware.memory_bytes / gb:.2f} GB")
        return space

    @cached_property
    def _members(self) -> frozenset[Strategy]:
        return frozenset(self.strategies())

    def __contains__(self, s: object) -> bool:
        return s in self._members

    # ------------------------------------------------------------------ per strategy
    def _samples(self, k: int) -> float:
        return self.model.global_batch / k

    def _has_traffic(self, s: Strategy) -> bool:
        """Whether ``s`` puts any byte on the network (eq. 15), without building it."""
        if s.family == "transformer":
            return True                                        # n >= 2: some degree is > 1
        groups = [self.model.groups[i] for i in self.chain]
        if any(k > 1 and g.total_params > 0 for g, k in zip(groups, s.degrees)):
            return True
        if any(a != b and g.output_bytes_per_sample > 0 for g, a, b in zip(groups, s.degrees, s.degrees[1:])):
            return True
        if s.family == "recommendation":
            consumers = self.servers(s.degrees[self._embedding[1]])
            return any(t and (len(consumers) > 1 or h != 0) for h, t in enumerate(s.tables))
        return False

    def memory_bytes(self, s: Strategy) -> float:
        """Peak memory per server (eq. 14): state of the parameters it holds plus the
        activations it keeps for the backward pass."""
        m, hw = self.model, self.hardware
        if s.family == "transformer":
            block = m.group("transformer")
            state = m.params / (s.tp * s.pp) * hw.bytes_per_param
            b = m.global_batch / (s.dp * s.m)
            rep = TP_REPLICATED_ACTIVATION * m.seq * m.hidden
            per_layer = (rep + (block.activation_bytes_per_sample - rep) / s.tp) * b
            if self.recompute:              # each layer's input kept, one layer recomputed at a time
                return state + min(s.pp, s.m) * (m.layers / s.pp) * block.output_bytes_per_sample * b + per_layer
            return state + min(s.pp, s.m) * (m.layers / s.pp) * per_layer
        return float(max(self._server_loads(s, memory=True)))

    def _server_loads(self, s: Strategy, memory: bool) -> np.ndarray:
        """Per server: bytes of memory (``memory=True``) or forward FLOPs of one iteration."""
        m, hw = self.model, self.hardware
        load = np.zeros(self.n)
        for pos, gi in enumerate(self.chain):
            g, k = m.groups[gi], s.degrees[pos]
            if memory:
                v = g.total_params * hw.bytes_per_param + g.count * g.activation_bytes_per_sample * self._samples(k)
            else:
                v = g.total_flops_per_sample * self._samples(k)
            load[list(self.servers(k))] += v
        if s.family == "recommendation":
            e = m.groups[self._embedding[0]]
            if memory:
                per_table = e.params * hw.embedding_bytes + e.activation_bytes_per_sample * m.global_batch
            else:
                per_table = e.flops_per_sample * m.global_batch
            load += np.asarray(s.tables, dtype=float) * per_table
        return load

    def compute_s(self, s: Strategy) -> float:
        """One iteration's compute time on the slowest server, with the pipeline bubble
        (eq. 16, 17): training FLOPs / (peak x efficiency)."""
        rate = self.hardware.effective_flops_per_s
        if s.family == "transformer":
            ideal = self.flops_factor * self.model.flops_per_sample * self.model.global_batch / self.n / rate
            return ideal * (1.0 + (s.pp - 1) / s.m)
        return float(self.flops_factor * self._server_loads(s, memory=False).max() / rate)

    def rank(self, s: Strategy, d: int, j: int, r: int) -> int:
        """Server of data-parallel replica ``d``, pipeline stage ``j``, tensor rank ``r``:
        tensor rank fastest, then stage, then replica (eq. 7)."""
        return r + s.tp * (j + s.pp * d)

    def _transformer_traffic(self, s: Strategy) -> tuple[list[AllReduceGroup], np.ndarray]:
        m = self.model
        out_bytes = m.group("transformer").output_bytes_per_sample          # s h x element bytes
        per_replica = m.global_batch / s.dp                                # m micro-batches of b samples
        mp = np.zeros((self.n, self.n))
        groups: list[AllReduceGroup] = []
        for d in range(s.dp):
            for j in range(s.pp):
                if s.tp > 1:                                               # eq. 18: 4 all-reduces per layer
                    members = [self.rank(s, d, j, r) for r in range(s.tp)]
                    groups.append(AllReduceGroup(members, 4 * (m.layers / s.pp) * per_replica * out_bytes))
                if j + 1 < s.pp:                                           # eq. 19: boundary sends
                    for r in range(s.tp):
                        a, b = self.rank(s, d, j, r), self.rank(s, d, j + 1, r)
                        mp[a, b] += per_replica * out_bytes / s.tp
                        mp[b, a] += per_replica * out_bytes / s.tp
        if s.dp > 1:                                                       # eq. 20: gradients
            grad = m.params / (s.tp * s.pp) * self.hardware.grad_bytes
            for j in range(s.pp):
                for r in range(s.tp):
                    groups.append(AllReduceGroup([self.rank(s, d, j, r) for d in range(s.dp)], grad))
        return groups, mp

    def _redistribute(self, mp: np.ndarray, k1: int, k2: int, per_sample: float) -> None:
        """Sample-range overlap between a degree-``k1`` group and a degree-``k2`` group
        (eq. 21), forward activations and backward gradients."""
        batch = self.model.global_batch
        s1, s2 = self.servers(k1), self.servers(k2)
        for i, a in enumerate(s1):
            lo1, hi1 = i * batch // k1, (i + 1) * batch // k1
            for j, b in enumerate(s2):
                overlap = min(hi1, (j + 1) * batch // k2) - max(lo1, j * batch // k2)
                if overlap > 0 and a != b:
                    mp[a, b] += overlap * per_sample
                    mp[b, a] += overlap * per_sample

    def _traffic(self, s: Strategy) -> tuple[list[AllReduceGroup], np.ndarray]:
        if s.family == "transformer":
            return self._transformer_traffic(s)
        m = self.model
        mp = np.zeros((self.n, self.n))
        grads: dict[tuple[int, ...], float] = {}
        for pos, gi in enumerate(self.chain):
            g, k = m.groups[gi], s.degrees[pos]
            if k > 1:                                                      # eq. 20, merged per member set
                key = self.servers(k)
                grads[key] = grads.get(key, 0.0) + g.total_params * self.hardware.grad_bytes
            if pos + 1 < len(self.chain):
                self._redistribute(mp, k, s.degrees[pos + 1], g.output_bytes_per_sample)
        if s.family == "recommendation":                                  # eq. 22: pooled all-to-all
            e_idx, consumer = self._embedding
            e, kc = m.groups[e_idx], s.degrees[consumer]
            for h, t in enumerate(s.tables):
                for c in self.servers(kc):
                    if t and c != h:
                        v = self._samples(kc) * t * e.output_bytes_per_sample
                        mp[h, c] += v
                        mp[c, h] += v
        groups = [AllReduceGroup(members, b) for members, b in grads.items() if b > 0]
        return groups, mp

    def workload(self, s: Strategy) -> Workload:
        """One iteration's traffic in bytes: AllReduce groups (any ring order) and the
        MP matrix (formulations/codesign.md, eq. 18-22)."""
        self.validate(s)
        groups, mp = self._traffic(s)
        return Workload(self.n, tuple(groups), mp, name=f"{self.model.name} {s.describe()}")

    # ------------------------------------------------------------------ named strategies
    def _first_member(self, s: Strategy) -> Strategy | None:
        c = self.canonical(s)
        return c if c in self else None

    def data_parallel(self) -> Strategy | None:
        """Pure data parallelism if it is in the space: transformer ``dp = n``; cnn every
        degree ``n``; recommendation every dense degree ``n`` with the tables dealt
        round robin (embedding tables are never replicated in the space)."""
        if self.n not in self.degree_choices:
            return None
        if self.family == "transformer":
            return self._first_member(Strategy("transformer", self.n, 1, 1, 1))
        degrees = (self.n,) * len(self.chain)
        if self.family == "cnn":
            return self._first_member(Strategy("cnn", degrees=degrees))
        t, n = self.model.tables, self.n
        tables = tuple(t // n + (1 if i < t % n else 0) for i in range(n))
        return self._first_member(Strategy("recommendation", degrees=degrees, tables=tables))

    def topoopt_initial(self) -> Strategy:
        """TopoOpt's MCMC start: data parallelism, embedding tables round robin
        (hipersys-team/FlexFlow ``FFModel::optimize``); the space's first strategy if data
        parallelism does not fit (TopoOpt's code does not check memory)."""
        return self.data_parallel() or self.strategies()[0]

    def canonical(self, s: Strategy) -> Strategy:
        """The representative of ``s``'s class in the space (eq. 6, 13)."""
        if s.family == "recommendation" and len(s.tables) == self.n and len(s.degrees) == len(self.chain) \
                and all(k in self.degree_choices for k in s.degrees):
            return Strategy(s.family, degrees=s.degrees, tables=self.canonical_tables(s.degrees, s.tables))
        if s.family == "transformer" and s.pp == 1:
            for t in self.strategies():
                if (t.dp, t.tp, t.pp) == (s.dp, s.tp, 1):
                    return t
        return s

    # ------------------------------------------------------------------ checks and moves
    def validate(self, s: Strategy) -> None:
        """Raise :class:`TopomilpInputError` (field ``strategy``) unless ``s`` is a
        member of the space: it names the rule ``s`` breaks."""
        def bad(rule: str) -> TopomilpInputError:
            return TopomilpInputError("strategy", rule, s.describe() if isinstance(s, Strategy) else s)

        if not isinstance(s, Strategy):
            raise bad("must be a Strategy")
        if s in self:
            return
        m = self.model
        if s.family != m.family:
            raise bad(f"is a {s.family} strategy, {m.name} is a {m.family} model")
        if s.family == "transformer":
            if s.dp * s.tp * s.pp != self.n:
                raise bad(f"needs dp * tp * pp = n = {self.n}")
            if min(s.dp, s.tp, s.pp, s.m) < 1:
                raise bad("needs dp, tp, pp, m >= 1")
            if m.heads % s.tp or m.hidden % s.tp or m.ffn % s.tp:
                raise bad(f"tp must divide heads ({m.heads}), hidden and ffn")
            if m.layers % s.pp:
                raise bad(f"pp must divide layers ({m.layers})")
            if m.global_batch % s.dp or (m.global_batch // s.dp) % s.m:
                raise bad(f"dp and dp * m must divide the global batch ({m.global_batch})")
        else:
            if len(s.degrees) != len(self.chain) or any(k not in self.degree_choices for k in s.degrees):
                raise bad(f"needs {len(self.chain)} degrees, each one of {list(self.degree_choices)}")
            if s.family == "recommendation":
                if len(s.tables) != self.n or sum(s.tables) != m.tables:
                    raise bad(f"needs {self.n} table counts summing to {m.tables}")
                if max(s.tables) - min(s.tables) > self.table_spread:
                    raise bad(f"table counts may differ by at most table_spread = {self.table_spread}")
            if not self._has_traffic(s):
                raise bad("puts no traffic on the network (excluded, formulations/codesign.md eq. 15)")
        mem = self.memory_bytes(s)
        if mem > self.hardware.memory_bytes:
            raise bad(f"needs {mem / 1e9:.2f} GB per server, has {self.hardware.memory_bytes / 1e9:.2f} GB")
        raise bad(f"is not in canonical form (the space holds {self.canonical(s).describe()!r})")

    def propose(self, s: Strategy, rng: np.random.Generator) -> Strategy:
        """One move of TopoOpt's MCMC (hipersys-team/FlexFlow ``FFModel::optimize``), always
        inside the space (formulations/codesign.md, "Moves").

        With probability 0.25 a propagation: a random group's degree is copied to a
        neighbour in the chain, continuing with probability 0.75; otherwise one random
        op (a dense group, or one embedding table) gets a random candidate config (a
        degree; a server). A degree tuple left out of the space (:attr:`omitted`) is
        repaired by propagating the degree just set to its neighbours, one step further
        each time, until the tuple is declared (:meth:`declared`). Transformers: with
        probability 0.25 a neighbour (at most two of dp, tp, pp, m changed), otherwise a
        uniformly random strategy of the space. A proposal outside the space (memory) or
        equal to ``s`` is drawn again, up to :data:`PROPOSE_ATTEMPTS` times; then ``s``
        itself is returned (logged).
        """
        self.validate(s)
        space = self.strategies()
        if self.family == "transformer":
            if rng.random() < PROPAGATION_P:
                near = [t for t in space if t != s and
                        sum(a != b for a, b in zip((t.dp, t.tp, t.pp, t.m), (s.dp, s.tp, s.pp, s.m))) <= 2]
                return near[int(rng.integers(len(near)))] if near else s
            return space[int(rng.integers(len(space)))]
        for _ in range(PROPOSE_ATTEMPTS):
            t = self.canonical(self._move(s, rng))
            if t != s and t in self:
                return t
        log.info("propose: %d proposals from %s all left the space or kept it", PROPOSE_ATTEMPTS, s.describe())
        return s

    def declared(self, degrees: tuple[int, ...], g: int) -> tuple[int, ...]:
        """``degrees`` with ``degrees[g]`` copied to the groups within distance 1, 2, ...
        of ``g`` in the chain until the tuple is not :attr:`omitted` (at the latest every
        group has it: equal degrees exchange no redistribution, so they are never left out).

        >>> from topomilp.codesign.models import load_model
        >>> from topomilp.codesign.hardware import Hardware
        >>> StrategySpace(load_model("dlrm16"), Hardware(), 128).declared((8, 128), 0)
        (8, 8)
        """
        omitted, out, r = set(self.omitted), list(degrees), 0
        while tuple(out) in omitted:
            r += 1
            out[max(0, g - r):g + r + 1] = [degrees[g]] * len(out[max(0, g - r):g + r + 1])
        return tuple(out)

    def _move(self, s: Strategy, rng: np.random.Generator) -> Strategy:
        degrees, tables = list(s.degrees), list(s.tables)
        if rng.random() < PROPAGATION_P and len(degrees) > 1:
            g = int(rng.integers(len(degrees)))
            while True:
                nbrs = [x for x in (g - 1, g + 1) if 0 <= x < len(degrees)]
                nxt = nbrs[int(rng.integers(len(nbrs)))]
                degrees[nxt] = degrees[g]
                g = nxt
                if rng.random() >= PROPAGATION_CONTINUE:
                    break
            degrees = list(self.declared(tuple(degrees), g))
        else:
            op = int(rng.integers(len(degrees) + sum(tables)))
            if op < len(degrees):
                degrees[op] = self.degree_choices[int(rng.integers(len(self.degree_choices)))]
                degrees = list(self.declared(tuple(degrees), op))
            else:                                                  # one table to a random other server
                src = int(np.searchsorted(np.cumsum(tables), op - len(degrees), side="right"))
                dst = int(rng.integers(self.n - 1))
                dst += dst >= src
                tables[src] -= 1
                tables[dst] += 1
        return Strategy(s.family, degrees=tuple(degrees), tables=tuple(tables))
