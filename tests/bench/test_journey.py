"""How the benchmarks' walker reads an answer: a failed step says which failure it was."""

import httpx
import pytest

from bench.journey import JOURNEY, Applicant, take_step


def _client(answer: httpx.Response) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url="http://api.test/main/api", transport=httpx.MockTransport(lambda _: answer)
    )


@pytest.mark.parametrize(
    ("answer", "error"),
    [
        # The API's own 404: an application the token does not open.
        (httpx.Response(404, json={"code": "not_found", "message": "…"}), "HTTP 404 not_found"),
        # Something else on the port (another server, a proxy's page): no code to tell.
        (httpx.Response(404, text="<html>Not Found</html>"), "HTTP 404"),
        (httpx.Response(502, json=["not", "the", "API"]), "HTTP 502"),
    ],
)
async def test_a_failed_step_names_the_apis_error_code(answer: httpx.Response, error: str) -> None:
    async with _client(answer) as client:
        sample = await take_step(client, JOURNEY[0], Applicant(1))
    assert not sample.ok
    assert sample.error == error


async def test_a_refused_step_names_the_refused_fields() -> None:
    refused = {"ok": False, "errors": {"importo": "…"}, "applicationId": "loan-1", "token": "t"}
    async with _client(httpx.Response(200, json=refused)) as client:
        sample = await take_step(client, JOURNEY[0], Applicant(1))
    assert sample.error == "refused: ['importo']"
