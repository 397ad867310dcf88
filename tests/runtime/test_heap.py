"""runtime/heap.py: what start-up built is not walked again by a full collection."""

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import gc, json, time
from runtime.heap import freeze_startup_heap

# A start-up heap: many small containers that live as long as the process.
kept = [{"n": [i]} for i in range(300_000)]

def pause():
    began = time.perf_counter()
    gc.collect()
    return time.perf_counter() - began

walked = min(pause() for _ in range(3))
freeze_startup_heap()
frozen = gc.get_freeze_count()
after = min(pause() for _ in range(3))
# What the process creates afterwards is still collected: a cycle made now goes away.
class Cycle:
    pass
cycle = Cycle(); cycle.me = cycle
del cycle
collected = gc.collect()
print(json.dumps({"walked": walked, "after": after, "frozen": frozen, "collected": collected}))
"""


def test_a_frozen_start_up_heap_is_not_walked_and_later_garbage_is_still_collected() -> None:
    printed = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=Path(__file__).parents[2],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    measured = json.loads(printed)
    assert measured["frozen"] >= 600_000
    assert measured["after"] < measured["walked"] / 10
    assert measured["collected"] >= 1
