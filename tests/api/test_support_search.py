"""Support staff find an application on each page with the Temporal CLI, by `Step` (the page, in
words) and by `ApplicationStatus`, which no longer collides with the UI's own Status."""

import asyncio
import json
import subprocess

import httpx
from temporalio.client import Client

from tests.api.test_applications import start, start_body
from tests.api.test_journey_part1 import PREFIX
from tests.conftest import BIN
from tests.utils.applicants import personal_info


async def found_by_cli(client: Client, query: str, workflow_id: str) -> bool:
    """`temporal workflow list --query` as a person types it; visibility catches up in moments."""
    command = [
        str(BIN / "temporal"),
        "workflow",
        "list",
        "--address",
        client.service_client.config.target_host,
        "--namespace",
        client.namespace,
        "--query",
        query,
        "--output",
        "json",
    ]
    for _ in range(50):
        listed = subprocess.run(command, capture_output=True, text=True, check=True).stdout
        ids = {row["execution"]["workflowId"] for row in json.loads(listed or "[]")}
        if workflow_id in ids:
            return True
        await asyncio.sleep(0.2)
    return False


async def test_an_application_is_found_on_each_page(
    api: httpx.AsyncClient, temporal_client: Client
) -> None:
    refused = await api.post(PREFIX, json=start_body(firstName="Giovanni"))
    # The name does not match the fiscal code: the application stays on its first page.
    assert refused.status_code == 200 and refused.json()["ok"] is False, refused.text
    assert await found_by_cli(
        temporal_client, 'Step = "Dati base"', refused.json()["applicationId"]
    )

    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    walk = [
        ("Scelta offerta", None),
        (
            "SECCI",
            (
                "offer",
                {
                    "offer": {
                        "prgSimul": started["snapshot"]["simulation"]["codOfferta"]["prgSimul"]
                    }
                },
            ),
        ),  # type: ignore[index]
        ("Dati personali", ("secci", {"confirmation": {"letto": True}})),
        (
            "Documenti",
            (
                "personal-info",
                {"informazioniPersonali": personal_info().model_dump(mode="json")},
            ),
        ),
    ]
    for page, step in walk:
        if step:
            answer = await api.post(f"{PREFIX}/{app_id}/{step[0]}", headers=auth, json=step[1])
            assert answer.status_code == 200 and answer.json()["ok"], answer.text
        query = f'Step = "{page}" AND ApplicationStatus = "created" AND Channel = "MAP"'
        assert await found_by_cli(temporal_client, query, app_id), page
