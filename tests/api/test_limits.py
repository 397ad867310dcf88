"""Nothing an applicant sends may end or corrupt their application: every field and body is
bounded, and a refusal is Italian and loses nothing."""

from collections.abc import AsyncIterator

import httpx
from temporalio.client import WorkflowUpdateFailedError

from api.errors import rejected
from journey import messages
from tests.api.test_applications import start
from tests.api.test_journey_part1 import PREFIX, to_personal_data
from tests.utils.applicants import personal_info
from workflows.errors import InputTooLarge


async def test_an_oversized_draft_is_refused_and_the_application_lives_on(
    api: httpx.AsyncClient,
) -> None:
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    huge = personal_info().model_dump(mode="json")
    huge["datoreLavoro"]["nome"] = "A" * 1_900_000  # what grew a history to 53 MB
    for _ in range(3):
        saved = await api.post(
            "/main/api/draft/create", headers=auth, json={"informazioniPersonali": huge}
        )
        assert saved.status_code == 413
        assert saved.json()["message"] == messages.RICHIESTA_TROPPO_GRANDE
    snapshot = await api.get(f"{PREFIX}/{app_id}", headers=auth)
    assert snapshot.status_code == 200 and snapshot.json()["route"] == "/offerta"


async def test_a_chunked_body_without_a_length_is_capped_too(api: httpx.AsyncClient) -> None:
    async def chunks() -> AsyncIterator[bytes]:
        yield b'{"code": "'
        for _ in range(100):
            yield b"A" * 1024
        yield b'"}'

    response = await api.post("/main/api/draft/resume", content=chunks())
    assert response.status_code == 413


async def test_a_field_longer_than_its_domain_is_a_field_error(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_personal_data(api)
    info = personal_info().model_dump(mode="json")
    info["datoreLavoro"]["nome"] = "Rossi Costruzioni " * 10  # 180 characters
    answer = await api.post(
        f"{PREFIX}/{app_id}/personal-info", headers=auth, json={"informazioniPersonali": info}
    )
    assert answer.status_code == 422
    assert any(field.endswith("datoreLavoro.nome") for field in answer.json()["errors"])
    # Corrected, the same application goes on.
    fixed = await api.post(
        f"{PREFIX}/{app_id}/personal-info",
        headers=auth,
        json={"informazioniPersonali": personal_info().model_dump(mode="json")},
    )
    assert fixed.status_code == 200 and fixed.json()["snapshot"]["route"] == "/documenti"


def test_an_input_the_workflow_finds_too_large_gets_the_body_caps_answer() -> None:
    """The workflow's own bound (32 KiB) answers like the body cap: 413, in Italian."""
    answer = rejected(WorkflowUpdateFailedError(InputTooLarge(40_000, 32_768)))
    assert (answer.status, answer.code, answer.message) == (
        413,
        "too_large",
        messages.RICHIESTA_TROPPO_GRANDE,
    )
