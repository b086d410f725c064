"""``topomilp model show NAME|FILE [--n N] [--json]`` (docs/codesign.md).

Prints a model's parameters, training FLOPs per iteration, training state in memory
(weights, gradients, optimizer state, embedding tables; default hardware) and its layer
groups; with ``--n`` also the size of its strategy space on ``n`` servers. ``--json``
prints one document. Bad input (unknown model, malformed file, a model that fits no
strategy on ``n`` servers) is one line and exit code 2.

>>> import argparse
>>> p = argparse.ArgumentParser(); sub = p.add_subparsers(dest="command")
>>> _ = add_parser(sub)
>>> p.parse_args(["model", "show", "dlrm16", "--n", "12"]).n
12
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from topomilp.cliargs import CommandParser, int_min, json_safe
from topomilp.codesign.hardware import Hardware
from topomilp.codesign.models import load_model
from topomilp.codesign.spec import ModelSpec
from topomilp.codesign.strategies import StrategySpace


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``model show`` on a sub-parser collection; return the ``model`` parser."""
    p = subparsers.add_parser("model", help="inspect a co-design model (zoo name or JSON file, docs/codesign.md)")
    msub = p.add_subparsers(dest="model_command", required=True, parser_class=CommandParser)
    s = msub.add_parser("show", help="parameters, FLOPs per iteration, memory and layer groups")
    s.add_argument("model", help="zoo name (dlrm, dlrm16, bert, bert16, candle, candle16, ncf, vgg16, "
                                 "resnet50, gpt3-175b) or a model .json file")
    s.add_argument("--n", type=int_min(2), default=None, help="also size the strategy space on N servers")
    s.add_argument("--recompute", action="store_true",
                   help="with --n, a transformer with full activation recomputation (4 x forward FLOPs)")
    s.add_argument("--json", action="store_true", help="print one JSON document")
    return p


def _si(x: float, unit: str = "") -> str:
    """``x`` with an SI prefix: ``_si(8.2e10) == '82.0 G'``."""
    for div, prefix in ((1e18, "E"), (1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(x) >= div:
            return f"{x / div:.1f} {prefix}{unit}"
    return f"{x:.3g} {unit}".rstrip()


def document(model: ModelSpec, hardware: Hardware, n: int | None = None, recompute: bool = False) -> dict[str, Any]:
    """What ``model show --json`` prints."""
    doc: dict[str, Any] = {
        "model": model.name, "family": model.family, "global_batch": model.global_batch,
        "params": model.params, "flops_per_sample": model.flops_per_sample,
        "flops_per_iteration": model.flops_per_iteration, "hardware": hardware.to_dict(),
        "state_bytes": hardware.state_bytes(model),
        "one_server_compute_s": model.flops_per_iteration / hardware.effective_flops_per_s,
        "groups": [{**g.to_dict(), "total_params": g.total_params,
                    "total_flops_per_sample": g.total_flops_per_sample} for g in model.groups],
        "spec": model.to_dict(),
    }
    if n is not None:
        space = StrategySpace(model, hardware, n, recompute=recompute)
        strategies = space.strategies()
        dp = space.data_parallel()
        least = min(strategies, key=space.memory_bytes)
        doc["space"] = {"n": n, "recompute": recompute, "strategies": len(strategies),
                        "omitted_degree_tuples": len(space.omitted),
                        "data_parallel": dp.describe() if dp else None,
                        "least_memory_strategy": least.describe(),
                        "least_memory_bytes": space.memory_bytes(least)}
    return doc


def print_human(doc: dict[str, Any]) -> None:
    """The tables of ``model show`` (at most 100 columns)."""
    out = sys.stdout.write
    st = doc["state_bytes"]
    out(f"{doc['model']} ({doc['family']}), global batch {doc['global_batch']}\n")
    out(f"  parameters {_si(doc['params'])}, forward {_si(doc['flops_per_sample'], 'FLOP')} per sample, "
        f"training {_si(doc['flops_per_iteration'], 'FLOP')} per iteration\n")
    out(f"  state {_si(st['total'], 'B')}: weights {_si(st['weights'], 'B')}, grads {_si(st['grads'], 'B')}, "
        f"optimizer {_si(st['optimizer'], 'B')}, tables {_si(st['tables'], 'B')}\n")
    out(f"  one {doc['hardware']['name']} server: {doc['one_server_compute_s']:.4g} s of compute per iteration\n")
    head = f"{'group':<16} {'kind':<11} {'count':>6} {'params':>10} {'fwd FLOP/smp':>13} " \
           f"{'act B/smp':>11} {'out B/smp':>11}"
    out(head + "\n" + "-" * len(head) + "\n")
    for g in doc["groups"]:
        out(f"{g['name'][:16]:<16} {g['kind']:<11} {g['count']:>6} {_si(g['total_params']):>10} "
            f"{_si(g['total_flops_per_sample']):>13} {_si(g['count'] * g['activation_bytes_per_sample']):>11} "
            f"{_si(g['output_bytes_per_sample'] * (g['count'] if g['kind'] == 'embedding' else 1)):>11}\n")
    if "space" in doc:
        sp = doc["space"]
        out(f"on {sp['n']} servers: {sp['strategies']} strategies"
            + (f" ({sp['omitted_degree_tuples']} degree tuples omitted)" if sp["omitted_degree_tuples"] else "")
            + f"; data parallel: {sp['data_parallel'] or 'does not fit'}\n")
        out(f"  least memory: {sp['least_memory_strategy']} ({_si(sp['least_memory_bytes'], 'B')} per server)\n")


def run(args: argparse.Namespace) -> int:
    """Run ``model show``; a bad model raises ``TopomilpInputError`` (the CLI's one line, exit 2)."""
    doc = document(load_model(args.model), Hardware(), args.n, args.recompute)
    if args.json:
        sys.stdout.write(json.dumps(json_safe(doc), allow_nan=False) + "\n")
    else:
        print_human(doc)
    return 0
