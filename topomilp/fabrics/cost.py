"""What a network costs: a price table per component and link rate, and the bill of
materials of a direct-connect design or a switched fabric (docs/fabrics.md, "Cost model").

A :class:`PriceTable` prices six components. Three depend on the link rate and are
listed per catalogue rate (Gbit/s): ``nic_port``, ``transceiver``, ``switch_port`` (an
electrical switch port, its share of the chassis included). Three do not:
``patch_panel_port``, ``ocs_port`` (optical, rate-agnostic) and ``fibre`` (one cable).
A rate between two catalogue rates is priced by linear interpolation between them, a
rate below the lowest by the line through the origin (a breakout share of the lowest
port), a rate above the highest in proportion to it (ganged ports); prices may not fall
with the rate, so a price is continuous and non-decreasing in the rate (what the
equal-cost solves of :mod:`topomilp.fabrics.equal_cost` rely on).

The default table (:data:`DEFAULT_PRICES`) follows LIBRA's published linear cost model
(Won et al., arXiv 2109.11762; astra-sim/libra, ``inputs/cost_model/3d_cost_model.yml``:
NIC 31.6, switch 18, link 7.8 US$ per GB/s of bandwidth) and marks its three estimates
(patch-panel port, OCS port, fibre) as such. Replace it with ``--prices FILE`` (JSON,
:func:`load_prices`).

>>> t = default_prices()
>>> t.price("switch_port", 100.0)          # 18 $/(GB/s) x 12.5 GB/s
225.0
>>> t.price("switch_port", 75.0)           # between 50 and 100 Gbit/s: interpolated
168.75
>>> direct_connect_bill(12, 4, 25.0, "patch_panel", t).total == 12 * 4 * (t.price("nic_port", 25.0)
...     + t.price("transceiver", 25.0) + t.price("fibre") + t.price("patch_panel_port"))
True
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.fabrics.topology import SwitchedFabric
from topomilp.utils import check_int, check_positive_real

COMPONENTS: tuple[str, ...] = ("nic_port", "transceiver", "switch_port", "patch_panel_port", "ocs_port", "fibre")
#: components priced per link rate; the others have one price
RATED: tuple[str, ...] = ("nic_port", "transceiver", "switch_port")
#: the Ethernet / InfiniBand port rates a table may list (Gbit/s)
CATALOGUE_RATES: tuple[float, ...] = (1.0, 10.0, 25.0, 40.0, 50.0, 100.0, 200.0, 400.0, 800.0, 1600.0)
#: how a direct-connect design's ports are cross-connected
SWITCHING: tuple[str, ...] = ("patch_panel", "ocs")

_LIBRA = ("LIBRA linear cost model (Won et al., arXiv 2109.11762), astra-sim/libra "
          "inputs/cost_model/3d_cost_model.yml, https://github.com/astra-sim/libra")


def _linear(per_gbyte_s: float) -> dict[str, float]:
    """Prices at every catalogue rate from a cost per GB/s (rate / 8 GB/s per Gbit/s)."""
    return {f"{r:g}": round(per_gbyte_s * r / 8.0, 6) for r in CATALOGUE_RATES}


#: The default price table (US$); every entry names its source; ``estimate`` marks a price
#: without a published list price behind it. docs/fabrics.md explains each one.
DEFAULT_PRICES: dict[str, Any] = {
    "currency": "USD",
    "as_of": "2026-11-26",
    "components": {
        "nic_port": {"prices": _linear(31.6), "estimate": False,
                     "source": _LIBRA + " (InterPod Nic: 31.6 $ per GB/s)"},
        "transceiver": {"prices": _linear(3.9), "estimate": True,
                        "source": _LIBRA + " (InterPod Link: 7.8 $ per GB/s per link, split over the "
                                  "link's two transceivers)"},
        "switch_port": {"prices": _linear(18.0), "estimate": False,
                        "source": _LIBRA + " (InterPod Switch: 18 $ per GB/s)"},
        "patch_panel_port": {"price": 100.0, "estimate": True,
                             "source": "estimate: robotic patch panels (Telescent, used by TopoOpt's testbed) "
                                       "have no public list price"},
        "ocs_port": {"price": 500.0, "estimate": True,
                     "source": "estimate: MEMS optical circuit switches have no public list price; "
                               "TPU v4 reports its OCSes under 5 % of system cost (Jouppi et al., ISCA 2023, "
                               "arXiv 2304.01433)"},
        "fibre": {"price": 10.0, "estimate": True,
                  "source": "estimate: a short duplex multimode patch cord"},
    },
}


def _rate_key(component: str, key: Any) -> float:
    try:
        r = float(key)
    except (TypeError, ValueError):
        r = math.nan
    if r not in CATALOGUE_RATES:
        raise TopomilpInputError(f"prices.{component}", f"lists unknown rate {key!r}; catalogue rates (Gbit/s): "
                                 f"{', '.join(f'{x:g}' for x in CATALOGUE_RATES)}")
    return r


def _amount(field: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise TopomilpInputError(field, "must be a finite price >= 0", value)
    return float(value)


@dataclass(frozen=True)
class PriceTable:
    """Prices per component: ``rated[c]`` is ``((rate, price), ...)`` sorted by rate for
    the components of :data:`RATED`, ``flat[c]`` one price for the others; ``sources``
    and ``estimates`` per component. Build one with :meth:`from_dict` or
    :func:`load_prices`."""

    currency: str
    rated: Mapping[str, tuple[tuple[float, float], ...]]
    flat: Mapping[str, float]
    sources: Mapping[str, str]
    estimates: Mapping[str, bool]
    as_of: str = ""                      #: the date the prices were read

    @classmethod
    def from_dict(cls, data: Any) -> "PriceTable":
        """Validate a table (the JSON of docs/fabrics.md); raises
        :class:`~topomilp.errors.TopomilpInputError` for a missing or unknown component,
        a negative or non-numeric price, an unknown rate, or a price falling with the rate."""
        if not isinstance(data, dict) or not isinstance(data.get("components"), dict):
            raise TopomilpInputError("prices", "must be a JSON object with a 'components' object")
        comps = data["components"]
        missing = [c for c in COMPONENTS if c not in comps]
        if missing:
            raise TopomilpInputError("prices", f"misses component(s) {missing}")
        unknown = sorted(set(comps) - set(COMPONENTS))
        if unknown:
            raise TopomilpInputError("prices", f"has unknown component(s) {unknown}; known: {list(COMPONENTS)}")
        rated, flat, sources, estimates = {}, {}, {}, {}
        for c in COMPONENTS:
            entry = comps[c]
            if not isinstance(entry, dict):
                raise TopomilpInputError(f"prices.{c}", "must be an object")
            sources[c] = str(entry.get("source", ""))
            estimates[c] = bool(entry.get("estimate", False))
            if c in RATED:
                table = entry.get("prices")
                if not isinstance(table, dict) or not table:
                    raise TopomilpInputError(f"prices.{c}", "needs 'prices': {rate in Gbit/s: price}")
                pts = sorted((_rate_key(c, k), _amount(f"prices.{c}.{k}", v)) for k, v in table.items())
                for (r0, p0), (r1, p1) in zip(pts, pts[1:]):
                    if p1 < p0:
                        raise TopomilpInputError(f"prices.{c}", f"must not fall with the rate ({r0:g} Gbit/s: {p0:g}, "
                                                 f"{r1:g} Gbit/s: {p1:g})")
                rated[c] = tuple(pts)
            else:
                if "price" not in entry:
                    raise TopomilpInputError(f"prices.{c}", "needs 'price' (rate-agnostic component)")
                flat[c] = _amount(f"prices.{c}.price", entry["price"])
        return cls(str(data.get("currency", "USD")), rated, flat, sources, estimates, str(data.get("as_of", "")))

    def to_dict(self) -> dict[str, Any]:
        comps: dict[str, Any] = {}
        for c in COMPONENTS:
            entry: dict[str, Any] = ({"prices": {f"{r:g}": p for r, p in self.rated[c]}} if c in RATED
                                     else {"price": self.flat[c]})
            entry.update(estimate=self.estimates[c], source=self.sources[c])
            comps[c] = entry
        return {"currency": self.currency, "as_of": self.as_of, "components": comps}

    def price(self, component: str, rate_gbps: float | None = None) -> float:
        """Price of one ``component`` (at ``rate_gbps`` for a rated one), by (C0) of
        formulations/fabrics.md for rates between and beyond catalogue rates."""
        if component not in COMPONENTS:
            raise TopomilpInputError("component", f"must be one of {list(COMPONENTS)}", component)
        if component not in RATED:
            return self.flat[component]
        if rate_gbps is None:
            raise TopomilpInputError("rate_gbps", f"is needed to price {component}")
        r = check_positive_real("rate_gbps", rate_gbps)
        pts = self.rated[component]
        rates = np.array([0.0] + [x for x, _ in pts])
        prices = np.array([0.0] + [p for _, p in pts])
        if r > rates[-1]:
            return float(prices[-1] * r / rates[-1])
        return float(np.interp(r, rates, prices))


def default_prices() -> PriceTable:
    """The default table (:data:`DEFAULT_PRICES`)."""
    return PriceTable.from_dict(DEFAULT_PRICES)


def load_prices(path: str | Path | None) -> PriceTable:
    """A price table from a JSON file (``None``: the default table)."""
    if path is None:
        return default_prices()
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TopomilpInputError("--prices", "no such file", str(p)) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TopomilpInputError("--prices", f"is not a readable JSON file ({exc})", str(p)) from None
    return PriceTable.from_dict(data)


# =========================================================================== bills
@dataclass(frozen=True)
class Line:
    """One line of a bill: ``count`` of ``component`` at ``rate_gbps`` (None: rate-agnostic)."""

    component: str
    rate_gbps: float | None
    count: float
    unit_price: float
    where: str

    @property
    def total(self) -> float:
        return self.count * self.unit_price


@dataclass(frozen=True)
class Bill:
    """A bill of materials: what is priced and its :attr:`total`."""

    what: str
    lines: tuple[Line, ...]

    @property
    def total(self) -> float:
        return float(sum(line.total for line in self.lines))

    def to_dict(self) -> dict[str, Any]:
        return {"what": self.what, "total": self.total,
                "lines": [{"component": x.component, "rate_gbps": x.rate_gbps, "count": x.count,
                           "unit_price": x.unit_price, "total": x.total, "where": x.where} for x in self.lines]}


def _line(table: PriceTable, component: str, rate: float | None, count: float, where: str) -> Line:
    return Line(component, rate if component in RATED else None, float(count),
                table.price(component, rate if component in RATED else None), where)


def direct_connect_bill(n: int, d: int, bandwidth_gbps: float, switching: str, table: PriceTable) -> Bill:
    """A direct-connect design (TopoOpt): ``n d`` NIC ports and transceivers at ``B``,
    ``n d`` fibres from the server ports to the ``n d`` ports of the patch panel or OCS
    (formulations/fabrics.md (C1))."""
    n, d = check_int("n", n, 2), check_int("d", d, 1)
    b = check_positive_real("bandwidth_gbps", bandwidth_gbps)
    if switching not in SWITCHING:
        raise TopomilpInputError("switching", f"must be one of {SWITCHING}", switching)
    ports = n * d
    lines = (_line(table, "nic_port", b, ports, "servers"), _line(table, "transceiver", b, ports, "servers"),
             _line(table, "fibre", None, ports, "server to " + switching.replace("_", " ")),
             _line(table, f"{switching}_port", None, ports, switching.replace("_", " ")))
    return Bill(f"direct-connect n={n} d={d} B={b:g} Gbit/s ({switching.replace('_', ' ')})", lines)


def fabric_bill(fabric: SwitchedFabric, table: PriceTable) -> Bill:
    """A switched fabric (formulations/fabrics.md (C2)): per server ``p`` links at
    ``b/p`` (NIC port, switch port, two transceivers, one fibre); per level above the
    servers ``n p / r`` switch-to-switch links (two switch ports, two transceivers, one
    fibre) — continuous in ``r``: an oversubscribed layer is priced by the bandwidth it has."""
    n, p, rate = fabric.n, fabric.ports_per_server, fabric.port_gbps
    lines = [_line(table, "nic_port", rate, n * p, "servers"),
             _line(table, "transceiver", rate, 2 * n * p, "server links"),
             _line(table, "fibre", None, n * p, "server links"),
             _line(table, "switch_port", rate, n * p, "server links")]
    names = {"leaf_spine": ("leaf-spine",), "fat_tree": ("edge-agg", "agg-core")}.get(fabric.kind, ())
    for lev, size in enumerate(fabric.levels):
        if size >= n:             # one group holds every server: no uplinks
            continue
        links = n * p / fabric.oversubscription
        lines += [_line(table, "switch_port", rate, 2 * links, names[lev]),
                  _line(table, "transceiver", rate, 2 * links, names[lev]),
                  _line(table, "fibre", None, links, names[lev])]
    return Bill(fabric.name, tuple(lines))


__all__ = ["CATALOGUE_RATES", "COMPONENTS", "DEFAULT_PRICES", "RATED", "SWITCHING", "Bill", "Line", "PriceTable",
           "default_prices", "direct_connect_bill", "fabric_bill", "load_prices"]
