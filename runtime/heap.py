"""The garbage collector of the long-lived processes (API and workers).

CPython's full collection walks every object it tracks. After the worker's imports that is
about 160,000 objects (modules, pydantic schemas, SQLAlchemy, the SDK), a pause of 50-100 ms
on these cores, and it comes every few seconds under load, in the middle of some applicant's
step. What start-up builds lives as long as the process, so it is set aside once: frozen
objects are never walked again, and what the steps create is collected as before
(bench/heap.py, docs/benchmarks.md).
"""

import gc


def freeze_startup_heap() -> None:
    """Once everything the process keeps for its life is built: collect, then freeze."""
    gc.collect()
    gc.freeze()
