"""Benchmark: SECCI generation through the sandbox's B2B endpoint, p50/p95 over N calls.

    python -m bench.secci_pdf [N]

Runs the sandbox in-process on a temporary database (ASGI transport, no network), prices one
offer, then asks OCS_BASTCSEC_V3 for N SECCI documents and prints the latency percentiles.
"""

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from sandbox.app import create_app
from sandbox.settings import Settings

COMPANY = {"name": "companyType", "value": "1"}


async def main(count: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(database_url=f"sqlite:///{Path(folder) / 'bench.db'}")
        transport = httpx.ASGITransport(app=create_app(settings))
        async with httpx.AsyncClient(transport=transport, base_url="http://bench") as http:

            async def call(service_id: str, request: dict, token: str | None = None) -> dict:
                headers = {"b2b-authorization": token} if token else {}
                body = {"serviceId": service_id, "companyType": COMPANY, "request": request}
                response = await http.post("/b2b/execute", json=body, headers=headers)
                response.raise_for_status()
                return response.json()

            token = (await call("generaToken", {}))["generaTokenResponse"]["token"]
            offer = await call(
                "eseguiMotoreSimulazione", {"importoRichiesto": 10000, "numeroRate": 60}, token
            )
            prg = offer["eseguiMotoreSimulazioneResponse"]["codOfferta"]["prgSimul"]
            request = {
                "prgSimul": prg,
                "nome": "Mario",
                "cognome": "Rossi",
                "codFiscale": "RSSMRA85T10F205R",
            }
            await call("OCS_BASTCSEC_V3", request, token)  # warm-up: font parsing, imports
            timings = []
            for _ in range(count):
                started = time.perf_counter()
                answer = await call("OCS_BASTCSEC_V3", request, token)
                timings.append((time.perf_counter() - started) * 1000)
                assert answer["bastcsecv3Response"]["allegati_URL"]
    cuts = statistics.quantiles(timings, n=100)
    print(f"SECCI generations: {count}")
    print(f"p50: {cuts[49]:.1f} ms")
    print(f"p95: {cuts[94]:.1f} ms")
    print(f"max: {max(timings):.1f} ms")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
