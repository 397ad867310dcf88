"""The workflow that keeps the recognition worker reading while figure 9 measures the journey
(bench/recognition_isolation.py): one document after another, until told to stop.

A module of its own with nothing but temporalio, as bench/floor_workflow.py, so the workflow
sandbox imports nothing of the benchmark's tooling with it.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from temporalio import workflow


@dataclass
class Burn:
    task_queue: str
    # A DocumentToRead as JSON. Its day moves on at each reading from `days_ahead` on (each
    # burner of a run starts on its own day), so that the worker's cache of readings, keyed by
    # the day, never answers and every side is read anew.
    request: dict[str, Any]
    days_ahead: int = 0


@workflow.defn
class RecognitionBurnWorkflow:
    def __init__(self) -> None:
        self._stopped = False
        self._documents = 0

    @workflow.run
    async def run(self, burn: Burn) -> int:
        first_day = date.fromisoformat(burn.request["today"]) + timedelta(days=burn.days_ahead)
        while not self._stopped:
            today = first_day + timedelta(days=self._documents)
            await workflow.execute_activity(
                "recognise_document",
                {**burn.request, "today": today.isoformat()},
                task_queue=burn.task_queue,
                start_to_close_timeout=timedelta(seconds=60),
                heartbeat_timeout=timedelta(seconds=10),
            )
            self._documents += 1
        return self._documents

    @workflow.signal
    def stop(self) -> None:
        self._stopped = True
