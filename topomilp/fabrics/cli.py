"""``topomilp cost``: what a direct-connect design and a switched fabric cost, component
by component, and the Fat-trees of the same cost (docs/fabrics.md).

::

    topomilp cost --n 128 --d 4 --bandwidth-gbps 25 [--switching patch_panel|ocs]
        [--fabric fat_tree|leaf_spine|big_switch|testbed] [--server-gbps X]
        [--oversubscription R] [--servers-per-leaf S] [--k K] [--ports-per-server P]
        [--prices FILE.json] [--show-prices] [--json]

``topomilp.cli`` hooks :func:`add_parser` into the main parser and dispatches to
:func:`run`, which returns the exit code: 0, or 2 with one line on stderr for bad input
(a bad price table included).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from topomilp.cliargs import add_verbosity, int_min, json_safe, positive_float
from topomilp.errors import TopomilpInputError
from topomilp.fabrics.cost import SWITCHING, Bill, PriceTable, direct_connect_bill, fabric_bill, load_prices
from topomilp.fabrics.equal_cost import EqualCost, same_cost_bandwidth, same_cost_oversubscription
from topomilp.fabrics.topology import SwitchedFabric, big_switch, fat_tree, leaf_spine, testbed_switch
from topomilp.model import Cluster

FABRIC_CHOICES = ("fat_tree", "leaf_spine", "big_switch", "testbed")


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``cost`` subcommand to ``subparsers`` (an argparse subparsers action)."""
    p = subparsers.add_parser(
        "cost", help="price a direct-connect design and a switched fabric; the Fat-trees of the same cost",
        description="Bill of materials of a direct-connect design (n, d, B, patch panel | OCS) and of a "
                    "switched fabric, and the Fat-trees of the same price (docs/fabrics.md).")
    p.add_argument("--n", type=int_min(2), required=True, help="servers")
    p.add_argument("--d", type=int_min(1), default=4, help="ports per server of the direct design (default 4)")
    p.add_argument("--bandwidth-gbps", type=positive_float, default=25.0, help="per port (default 25)")
    p.add_argument("--switching", choices=SWITCHING, default="patch_panel",
                   help="what cross-connects the direct design (default patch_panel)")
    p.add_argument("--fabric", choices=FABRIC_CHOICES, default="fat_tree",
                   help="the switched fabric to price (default fat_tree; testbed: one 100 Gbit/s port per "
                        "server into one switch)")
    p.add_argument("--server-gbps", type=positive_float, default=None,
                   help="per-server bandwidth of the fabric (default d * B)")
    p.add_argument("--oversubscription", type=positive_float, default=1.0, help="at the leaf / edge layer")
    p.add_argument("--servers-per-leaf", type=int_min(1), default=None, help="leaf_spine (default d * 4)")
    p.add_argument("--k", type=int_min(2), default=None, help="fat_tree arity (default: smallest with k^3/4 >= n)")
    p.add_argument("--ports-per-server", type=int_min(1), default=1, help="NIC ports per server in the fabric")
    p.add_argument("--prices", default=None, metavar="FILE.json", help="price table (default: the built-in one)")
    p.add_argument("--show-prices", action="store_true", help="print the price table (JSON) and exit")
    p.add_argument("--json", action="store_true", help="one JSON document")
    add_verbosity(p)
    return p


def _fabric(args: argparse.Namespace) -> SwitchedFabric:
    unused = {"--oversubscription": args.oversubscription != 1.0 and args.fabric in ("big_switch", "testbed"),
              "--servers-per-leaf": args.servers_per_leaf is not None and args.fabric != "leaf_spine",
              "--k": args.k is not None and args.fabric != "fat_tree",
              "--server-gbps": args.server_gbps is not None and args.fabric == "testbed",
              "--ports-per-server": args.ports_per_server != 1 and args.fabric == "testbed"}
    for option, bad in unused.items():
        if bad:
            raise TopomilpInputError(option, f"does not apply to --fabric {args.fabric}")
    b = args.server_gbps if args.server_gbps is not None else args.d * args.bandwidth_gbps
    if args.fabric == "testbed":
        return testbed_switch(args.n)
    if args.fabric == "big_switch":
        return big_switch(args.n, b, args.ports_per_server)
    if args.fabric == "leaf_spine":
        s = args.servers_per_leaf if args.servers_per_leaf is not None else 4 * args.d
        return leaf_spine(args.n, b, s, args.oversubscription, args.ports_per_server)
    return fat_tree(args.n, b, args.oversubscription, args.k, args.ports_per_server)


def bill_table(bill: Bill, table: PriceTable) -> list[str]:
    """The bill as text lines (at most 100 columns); ``*`` marks an estimated price."""
    head = f"{'component':<18}{'rate Gbit/s':>12}{'count':>12}{'unit ' + table.currency:>12}" \
           f"{'total ' + table.currency:>15}  where"
    lines = [bill.what, head]
    for x in bill.lines:
        name = x.component + ("*" if table.estimates[x.component] else "")
        rate = "-" if x.rate_gbps is None else f"{x.rate_gbps:.4g}"
        lines.append(f"{name:<18}{rate:>12}{x.count:>12,.6g}{x.unit_price:>12,.2f}{x.total:>15,.2f}  {x.where}"[:100])
    lines.append(f"{'total':<54}{bill.total:>15,.2f}")
    return lines


def _equal_doc(ec: EqualCost) -> dict[str, Any]:
    return {"fabric": None if ec.fabric is None else ec.fabric.to_dict(), "price": ec.price, "target": ec.target,
            "note": ec.note}


def run(args: argparse.Namespace) -> int:
    """Run ``topomilp cost`` (bad input raises :class:`TopomilpInputError`; the caller
    prints its one line and returns 2)."""
    table = load_prices(args.prices)
    if args.show_prices:
        sys.stdout.write(json.dumps(table.to_dict(), indent=2) + "\n")
        return 0
    Cluster(args.n, args.d, args.bandwidth_gbps)        # n * d parity of the duplex design
    design = direct_connect_bill(args.n, args.d, args.bandwidth_gbps, args.switching, table)
    fabric = _fabric(args)
    fbill = fabric_bill(fabric, table)
    same_bw = same_cost_bandwidth(args.n, design.total, table)
    same_r = same_cost_oversubscription(args.n, args.d * args.bandwidth_gbps, design.total, table)
    if args.json:
        doc = {"currency": table.currency, "design": design.to_dict(), "fabric": fabric.to_dict(),
               "fabric_bill": fbill.to_dict(), "fabric_over_design": fbill.total / design.total,
               "same_cost_bandwidth": _equal_doc(same_bw), "same_cost_oversubscription": _equal_doc(same_r),
               "estimated_components": [c for c, e in table.estimates.items() if e]}
        sys.stdout.write(json.dumps(json_safe(doc), indent=2) + "\n")
        return 0
    out = bill_table(design, table) + [""] + bill_table(fbill, table)
    out += [f"the fabric costs {fbill.total / design.total:.3f}x the direct-connect design", "",
            "Fat-trees of the same cost as the direct-connect design:",
            f"  per-server bandwidth B' (1:1):   {same_bw.note}",
            f"  oversubscription at d*B:        {same_r.note}",
            "* estimated price (docs/fabrics.md, \"Cost model\")"]
    sys.stdout.write("\n".join(out) + "\n")
    return 0


__all__ = ["FABRIC_CHOICES", "add_parser", "bill_table", "run"]
