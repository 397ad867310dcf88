"""Figure 13: the pause of a full garbage collection in the API's and the workers' processes.

A full collection walks every object the process tracks, and stops every applicant's request in
that process while it does. Measured in a fresh process that imports what the worker and the API
import and builds the API's app (the bulk of their heaps): the pause before start-up's objects
are frozen, and after (`runtime/heap.py`). Figure 3's per-step tails show where such pauses
fall under load.
"""

import json
import os
import subprocess
import sys
import tempfile

from bench.report import Result
from bench.stack import ROOT

FIGURE = "13 heap"
PAUSE_BUDGET_MS = 10.0

PROBE = """
import gc, json, statistics, sys, time
import api.main, worker
from runtime.heap import freeze_startup_heap

app = api.main.create_app()

def pauses(times):
    taken = []
    for _ in range(times):
        began = time.perf_counter()
        gc.collect()
        taken.append((time.perf_counter() - began) * 1000)
    return statistics.median(taken)

tracked = len(gc.get_objects())
before = pauses(int(sys.argv[1]))
freeze_startup_heap()
after = pauses(int(sys.argv[1]))
print(json.dumps({"tracked": tracked, "frozen": gc.get_freeze_count(), "before": before,
                  "after": after}))
"""


def run(smoke: bool) -> list[Result]:
    times = 3 if smoke else 9
    # Importing the API builds its app, which writes the embedded run's secrets: in a scratch
    # directory, not the checkout's var/.
    with tempfile.TemporaryDirectory(prefix="prestito-bench-heap-") as scratch:
        printed = subprocess.run(
            [sys.executable, "-c", PROBE, str(times)],
            cwd=ROOT,
            env={**os.environ, "PRESTITO_VAR_DIR": scratch},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    measured = json.loads(printed.strip().splitlines()[-1])
    print(
        f"  {measured['tracked']:,} objects after the imports; a full collection "
        f"{measured['before']:.1f} ms, {measured['after']:.2f} ms once frozen"
    )
    note = f"median of {times}; {measured['tracked']:,} objects tracked after the imports"
    return [
        Result(
            FIGURE, "full collection, start-up heap walked", measured["before"], "ms", note=note
        ),
        Result(
            FIGURE,
            "full collection, start-up heap frozen",
            measured["after"],
            "ms",
            PAUSE_BUDGET_MS,
            note="runtime/heap.py, called once the API or a worker is built",
        ),
    ]
