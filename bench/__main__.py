"""`python -m bench [figure ...] [--smoke]`: runs the figures, prints them against their budgets.

Exit code 1 only when a gating budget (the bundle size) is missed; every other miss is reported.
"""

import argparse
import os
import platform
import re
import signal
import subprocess
import sys
import time
from collections.abc import Coroutine, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from datetime import datetime
from pathlib import Path
from typing import Any

import uvloop

from bench import (
    baseline,
    bundle,
    durability,
    first_visit,
    heap,
    lighthouse,
    load,
    page_load,
    recognition,
    recognition_isolation,
    scaleout,
    signing,
    start_query,
    steps,
    worker_memory,
)
from bench.profile import profiled
from bench.report import Result, render, render_docs, save
from bench.stack import (
    ROOT,
    Stack,
    postgres_available,
    running_postgres_stack,
    running_stack,
)

# In this order: the gate first, then the figures sharing the embedded stack, then the ones that
# stop it to have the two cores to themselves.
FIGURES = (
    "bundle",
    "secci_pdf",
    "recognition",
    "steps",
    "signing",
    "start_query",
    "first_visit",
    "page_load",
    "recognition_isolation",
    "baseline",
    "durability",
    "lighthouse",
    "load",
    "scaleout",
    "worker_memory",
    "heap",
)
# Lighthouse takes minutes, and figure 9 half a minute at least (it needs enough samples to
# compare two phases); figure 12 starts a stack of its own with seven more processes (half a
# minute on two cores before its first request). The smoke run (part of `make test`) leaves
# them out unless named.
SMOKE_FIGURES = tuple(
    f for f in FIGURES if f not in ("lighthouse", "recognition_isolation", "scaleout")
)
SECCI_FIGURE = "7 SECCI PDF"


def run(figure: Coroutine[Any, Any, list[Result]]) -> list[Result]:
    """A figure's client, and figure 1's floor worker, on the loop the product's workers run on
    (worker.py): the floor is Temporal's and the SDK's cost, not a slower loop's."""
    return uvloop.run(figure)


def machine() -> dict[str, str]:
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor(),
    )
    memory_kib = int(Path("/proc/meminfo").read_text().split()[1])
    node = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    os_name = next(
        (
            line.split("=", 1)[1].strip('"')
            for line in Path("/etc/os-release").read_text().splitlines()
            if line.startswith("PRETTY_NAME=")
        ),
        platform.platform(),
    )
    return {
        "nproc": str(os.cpu_count()),
        "memory": f"{memory_kib / 1024 / 1024:.1f} GiB",
        "cpu": cpu,
        "os": f"{os_name}, kernel {platform.release()}",
        "python": platform.python_version(),
        "node": node,
        "load average at start": " ".join(f"{x:.2f}" for x in os.getloadavg()),
    }


class Stacks:
    """Starts each stack once, on first use, and stops them all at the end."""

    def __init__(self, exits: ExitStack, server_args: tuple[str, ...]) -> None:
        self._exits = exits
        self._server_args = server_args
        self._stacks: dict[str, Stack] = {}

    def get(self, name: str) -> Stack:
        if name not in self._stacks:
            began = time.perf_counter()
            manager: AbstractContextManager[Stack]
            if name == "postgresql":
                manager = running_postgres_stack(server_args=self._server_args)
            elif name == "scaleout":
                manager = running_postgres_stack(
                    name,
                    server_args=self._server_args,
                    worker_processes=scaleout.WORKER_PROCESSES,
                    api_processes=scaleout.API_PROCESSES,
                )
            else:
                # The worker figure measures one worker process: its memory, its restart.
                manager = running_stack(
                    name,
                    server_args=self._server_args,
                    worker_processes=1 if name == "worker" else None,
                )
            self._stacks[name] = self._exits.enter_context(manager)
            print(f"  [{name} stack up in {time.perf_counter() - began:.1f} s]")
        return self._stacks[name]

    def close(self, name: str) -> None:
        # A stack used by one figure only is stopped right after it, to free the two cores.
        if name in self._stacks:
            self._stacks.pop(name).stop()


def secci_pdf(smoke: bool) -> list[Result]:
    """Figure 7: the colleague's bench/secci_pdf.py, run as it is, its percentiles read back."""
    count = 20 if smoke else 200
    script = ROOT / "bench" / "secci_pdf.py"
    if not script.exists():
        return [Result(SECCI_FIGURE, "render p95", None, "ms", 50, note=f"{script} absent")]
    printed = subprocess.run(
        # As a module: run as a file, bench/ would come first on sys.path, and bench/recognition.py
        # would hide the recognition package the sandbox imports.
        [sys.executable, "-m", "bench.secci_pdf", str(count)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    print("  " + printed.strip().replace("\n", "\n  "))
    figures = dict(re.findall(r"^(p50|p95|max): ([\d.]+) ms$", printed, re.MULTILINE))
    note = f"n={count}, sandbox OCS_BASTCSEC_V3 in process (price + PDF + store)"
    return [
        Result(SECCI_FIGURE, "SECCI PDF p50", float(figures["p50"]), "ms"),
        Result(SECCI_FIGURE, "SECCI PDF p95", float(figures["p95"]), "ms", 50, note=note),
        Result(SECCI_FIGURE, "SECCI PDF max", float(figures["max"]), "ms"),
    ]


def run_figures(
    figures: tuple[str, ...],
    smoke: bool,
    server_args: tuple[str, ...],
    profile: Path | None,
    dist: Path | None = None,
    paces: tuple[str, ...] = (),
) -> list[Result]:
    results: list[Result] = []
    with ExitStack() as exits:
        stacks = Stacks(exits, server_args)

        @contextmanager
        def section(figure: str, stack: Stack | None = None) -> Iterator[None]:
            print(f"\n== {figure}", flush=True)
            began = time.perf_counter()
            probe = (
                profiled(stack, ("api", "worker", "sandbox"), profile, figure)
                if profile is not None and stack is not None
                else nullcontext()
            )
            with probe:
                yield
            print(f"  ({time.perf_counter() - began:.1f} s)", flush=True)

        for figure in figures:
            if figure == "bundle":
                with section(figure):
                    results += bundle.run(smoke, dist)
            elif figure == "secci_pdf":
                with section(figure):
                    results += secci_pdf(smoke)
            elif figure == "heap":
                with section(figure):
                    results += heap.run(smoke)
            elif figure == "recognition":
                with section(figure):
                    results += recognition.run(smoke)
            elif figure == "lighthouse":
                with section(figure):
                    results += lighthouse.run(stacks.get("embedded"), smoke)
            elif figure == "worker_memory":
                # Its own stack, so the count of open applications is exactly its own.
                name = "embedded" if smoke else "worker"
                stack = stacks.get(name)
                with section(figure, stack):
                    results += run(worker_memory.run(stack, smoke))
                if name == "worker":
                    stacks.close(name)
            elif figure == "load":
                stack = stacks.get("embedded")
                with section(f"{figure} (embedded)", stack):
                    results += run(load.run(stack, smoke, "embedded", paces))
                if smoke:
                    continue
                if not postgres_available():
                    results.append(
                        Result(load.FIGURE, "postgresql", None, "", note="no PostgreSQL")
                    )
                    continue
                stacks.close("embedded")
                stack = stacks.get("postgresql")
                with section(f"{figure} (PostgreSQL + dev server)", stack):
                    results += run(load.run(stack, smoke, "PostgreSQL", paces))
                stacks.close("postgresql")
            elif figure == "scaleout":
                if not postgres_available():
                    results.append(
                        Result(scaleout.FIGURE, "errors", None, "", note="no PostgreSQL")
                    )
                    continue
                # The other stacks stopped: the two cores are this one's.
                stacks.close("embedded")
                if not smoke:
                    stack = stacks.get("postgresql")
                    with section(f"{figure} (reference: one API)", stack):
                        results += run(scaleout.reference(stack, smoke))
                    stacks.close("postgresql")
                stack = stacks.get("scaleout")
                with section(figure, stack):
                    results += run(scaleout.run(stack, smoke))
                stacks.close("scaleout")
            else:
                module = {
                    "steps": steps,
                    "signing": signing,
                    "baseline": baseline,
                    "durability": durability,
                    "start_query": start_query,
                    "recognition_isolation": recognition_isolation,
                    "first_visit": first_visit,
                    "page_load": page_load,
                }[figure]
                stack = stacks.get("embedded")
                with section(figure, stack):
                    results += run(module.run(stack, smoke))
    return results


def _exit_on_sigterm(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("figures", nargs="*", metavar="figure", help=", ".join(FIGURES))
    parser.add_argument("--smoke", action="store_true", help="short runs, as in `make test`")
    parser.add_argument(
        "--server-arg",
        action="append",
        default=[],
        metavar="ARG",
        help="one more `temporal server start-dev` argument, to try a candidate tuning "
        "(repeat it; the supervisor's own tuning, supervisor/dev_server.py, is always on)",
    )
    parser.add_argument("--profile", type=Path, help="py-spy the API and the worker into DIR")
    parser.add_argument("--json", type=Path, help="also write the results to this file")
    parser.add_argument("--dist", type=Path, help="check this built web app instead of building")
    parser.add_argument(
        "--pace",
        action="append",
        default=[],
        choices=[pace.name for pace in load.PACES],
        help="figure 3 at this pace only (repeat it; all paces by default)",
    )
    args = parser.parse_args(argv)
    unknown = set(args.figures) - set(FIGURES)
    if unknown:
        parser.error(f"unknown figure {sorted(unknown)}; choose from {', '.join(FIGURES)}")
    # A `timeout`, CI or the orchestrator stops the run with SIGTERM: unwind like Ctrl-C, so the
    # stacks' processes are stopped and their scratch dirs and databases removed.
    previous = signal.signal(signal.SIGTERM, _exit_on_sigterm)
    try:
        return _run(args)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run(args: argparse.Namespace) -> int:
    figures = tuple(args.figures) or (SMOKE_FIGURES if args.smoke else FIGURES)
    server_args = tuple(args.server_arg)
    context: dict[str, object] = {
        "date": datetime.now().astimezone().isoformat(timespec="seconds"),
        "command": " ".join(["python -m bench", *sys.argv[1:]]),
        "server_args": list(server_args),
    }
    description = machine()
    context["machine"] = description
    for key, value in description.items():
        print(f"{key:>22}: {value}")
    began = time.perf_counter()
    results = run_figures(
        figures, args.smoke, server_args, args.profile, args.dist, tuple(args.pace)
    )
    print(f"\n{render(results)}\n\n({time.perf_counter() - began:.0f} s)")
    out = args.json or ROOT / "var" / "bench" / f"results-{int(time.time())}.json"
    save(results, out, context)
    commands = {
        module.FIGURE: f"python -m bench {name}"
        for name, module in (
            ("steps", steps),
            ("signing", signing),
            ("baseline", baseline),
            ("durability", durability),
            ("load", load),
            ("scaleout", scaleout),
            ("start_query", start_query),
            ("worker_memory", worker_memory),
            ("bundle", bundle),
            ("heap", heap),
            ("first_visit", first_visit),
            ("page_load", page_load),
            ("lighthouse", lighthouse),
            ("recognition", recognition),
            ("recognition_isolation", recognition_isolation),
        )
    }
    commands[SECCI_FIGURE] = "python -m bench secci_pdf"
    where = f"{description['nproc']}x {description['cpu']}, {description['memory']}"
    table = out.with_suffix(".md")
    table.write_text(render_docs(results, commands, str(context["date"])[:10], where) + "\n")
    print(f"results written to {out} and {table}")
    failed = [r for r in results if r.failed_gate]
    for result in failed:
        print(
            f"BUDGET EXCEEDED (gate): {result.figure} {result.metric} "
            f"= {result.value} {result.unit}, budget {result.budget} {result.unit}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
