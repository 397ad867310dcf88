"""Figure 10: the request and its signature (issue 16), step latency through the API.

Each applicant is first brought to /documenti/riepilogo, untimed: the journey's first part
(bench/journey.py JOURNEY), identity by SPID at the sandbox's eID gateway, the payslip uploaded
and read by real recognition. Then the timed steps (bench/journey.py SIGNING): "Invia la
richiesta" (documents to the back office, CRM Step 5, practice check, add, finalize, the
contract stored), the contract downloaded, the signing code sent by SMS, the code typed (the
back office signs and seals the contract; CRM Step 6). One applicant at a time, no think time,
against a sandbox with no added latency: the product's own time per step.
"""

import re
from collections import defaultdict
from html import unescape
from pathlib import Path
from tempfile import TemporaryDirectory
from urllib.parse import urlsplit

import httpx

from bench.journey import JOURNEY, SIGNING, Applicant, Sample, api_client, take_step, walk
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize
from recognition.models import DocumentKind
from tests.utils.documents import mario_rossi_person, photos

FIGURE = "10 request and signature"
PHONE = "+393401234567"


async def _spid(api: httpx.AsyncClient, applicant: Applicant, base_url: str) -> None:
    """SPID as Mario Rossi: the gateway's page, its choice, the callback, the confirmation.

    One plain client is the applicant's browser: /spid leaves it the cookie the callback asks
    for, which the walker's own transport keeps no jar for (activities/transport.py)."""
    auth = {"b2b-authorization": applicant.token}
    async with httpx.AsyncClient(base_url=base_url) as ours:
        started = await ours.post(
            f"/main/api/applications/{applicant.application_id}/spid", headers=auth, json={}
        )
        started.raise_for_status()
        url = urlsplit(started.json()["url"])
        async with httpx.AsyncClient(base_url=f"{url.scheme}://{url.netloc}") as gateway:
            page = await gateway.get(started.json()["url"])
            fields = {
                name: unescape(value)
                for name, value in re.findall(
                    r'type="hidden" name="(\w+)" value="([^"]*)"', page.text
                )
            }
            chosen = await gateway.post(url.path, data={**fields, "identita": "mario-rossi"})
        back = urlsplit(chosen.headers["location"])
        await ours.get(f"{back.path}?{back.query}")
    confirmed = await api.post(
        f"/applications/{applicant.application_id}/spid/confirmation",
        headers=auth,
        json={"values": {"provinciaRilascio": "MI"}},
    )
    confirmed.raise_for_status()


async def _payslip(api: httpx.AsyncClient, applicant: Applicant, page: Path) -> None:
    auth = {"b2b-authorization": applicant.token}
    base = f"/applications/{applicant.application_id}/documents/DRED"
    read = await api.post(
        f"{base}/fronte",
        headers=auth,
        data={"code": "DRED"},
        files={"file": (page.name, page.read_bytes(), "image/jpeg")},
    )
    read.raise_for_status()
    values = read.json()["snapshot"]["documenti"]["slots"][2]["values"]
    confirmed = await api.post(f"{base}/confirmation", headers=auth, json={"values": values})
    if confirmed.json()["snapshot"]["route"] != "/documenti/riepilogo":
        raise RuntimeError(f"not on the summary: {confirmed.text[:200]}")


async def _code(sandbox_url: str) -> str:
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        sms = (
            await sandbox.get("/operator/api/outbox", params={"channel": "sms", "to": PHONE})
        ).json()[0]
    found = re.search(r"\b(\d{6})\b", sms["body"])
    assert found is not None
    return found.group(1)


async def _decide(sandbox_url: str, applicant: Applicant) -> None:
    """The provider's operator decides the request: the same person (every walk is Mario
    Rossi) may then apply again, where an open request would refuse the next light form."""
    sent = applicant.answers.get("request sent", {}).get("snapshot") or {}
    number = ((sent.get("firma") or {}).get("pratica") or {}).get("numero")
    if number:
        async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
            await sandbox.post(
                "/operator/outcomes", data={"numPratica": number, "esito": "APPROVATA"}
            )


async def run(stack: Stack, smoke: bool) -> list[Result]:
    walks = 2 if smoke else 20
    sandbox_url = stack.env["PRESTITO_BACKOFFICE_URL"]
    samples: dict[str, list[Sample]] = defaultdict(list)
    failures: list[str] = []
    with TemporaryDirectory() as folder:
        [page] = photos(Path(folder), DocumentKind.BUSTA_PAGA, mario_rossi_person()).values()
        async with api_client(stack.api_url, connections=1) as api:
            for number in range(walks):
                applicant = Applicant(number)
                if not await walk(api, applicant, lambda _: None, steps=JOURNEY[:-1]):
                    failures.append("part 1")
                    continue
                await _spid(api, applicant, stack.base_url)
                await _payslip(api, applicant, page)
                for step in SIGNING:
                    if step.name == "contract signed":
                        applicant.answers["sms"] = {"otp": await _code(sandbox_url)}
                    sample = await take_step(api, step, applicant)
                    samples[step.name].append(sample)
                    if not sample.ok:
                        failures.append(f"{step.name}: {sample.error}")
                        break
                await _decide(sandbox_url, applicant)
    results: list[Result] = []
    for step in SIGNING:
        taken = [s.ms for s in samples[step.name] if s.ok]
        if not taken:
            results.append(Result(FIGURE, f"{step.name} p50", None, "ms", note="never succeeded"))
            continue
        summary = summarize(taken)
        print(f"  {step.name:28} {summary.line()}")
        results += [
            Result(FIGURE, f"{step.name} p50", summary.p50, "ms"),
            Result(FIGURE, f"{step.name} p95", summary.p95, "ms", note=f"n={summary.count}"),
        ]
    results.append(
        Result(FIGURE, "failed walks", len(failures), "", 0, note=", ".join(failures[:3]))
    )
    return results
