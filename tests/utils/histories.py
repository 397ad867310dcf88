"""Recorded workflow histories (tests/workflows/histories/), replayed by test_replay.py."""

import json
import os
from pathlib import Path

from temporalio.client import WorkflowHistory

HISTORIES = Path(__file__).resolve().parents[1] / "workflows" / "histories"


def record_history(history: WorkflowHistory, name: str) -> None:
    """Adds a new history when PRESTITO_RECORD_HISTORIES is set; never overwrites one.

    A committed history is what running applications look like in production: a workflow
    change must keep it replaying (`workflow.patched`), not re-record it to fit.
    """
    path = HISTORIES / f"{name}.json"
    if os.environ.get("PRESTITO_RECORD_HISTORIES") and not path.exists():
        path.write_text(json.dumps(json.loads(history.to_json()), indent=1))
