"""Recorded histories replay against today's workflow code: a non-deterministic change fails CI.

A change that alters the workflow's commands is guarded with `workflow.patched` so these keep
replaying; `PRESTITO_RECORD_HISTORIES=1 pytest tests/workflows` only adds new histories.

`suggested_before_continue_as_new` was recorded by the code before continue-as-new, on a dev
server suggesting it from 40 events (`limit.historyCount.suggestContinueAsNew=40`): the run went
on where today's code would continue as new, and the "continue-as-new" patch keeps it replaying.
"""

from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.worker import Replayer

from runtime.settings import Settings
from runtime.temporal import data_converter
from workflows.loan_application import LoanApplicationWorkflow

HISTORIES = sorted((Path(__file__).parent / "histories").glob("*.json"))


def test_histories_are_committed() -> None:
    assert len(HISTORIES) >= 2


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_recorded_history_replays(path: Path, settings: Settings) -> None:
    replayer = Replayer(
        workflows=[LoanApplicationWorkflow], data_converter=data_converter(settings)
    )
    history = WorkflowHistory.from_json(path.stem, path.read_text())
    await replayer.replay_workflow(history)
