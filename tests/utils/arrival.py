"""Arrival tokens as the provider's simulator and customer area issue them (sandbox operator)."""

from typing import Any

import httpx

from sandbox.seed import KNOWN_CUSTOMERS, customer_fiscal_code

GIULIA = KNOWN_CUSTOMERS[0]
GIULIA_FISCAL_CODE = customer_fiscal_code(GIULIA)
# The loan the simulator stands behind: not the test applicants' default 10.000 € in 60.
TOKEN_LOAN: dict[str, Any] = {
    "CODICE_OFFERTA": "PP-TOKEN",
    "SC_TIPO_OFFERTA": "2",
    "MOD_PAGAMENTO": "SDD",
    "SC_BENE": "LIQUIDITA",
    "SC_NUMERO_RATE": 48,
    "SC_IMPORTO_TOTALE": 720_000,
    "SC_IMPORTO_RATA": 17_500,
    "UTM_SOURCE": "simulatore",
}


async def simulator_token(
    sandbox_url: str, data: dict[str, Any] | None = None, ttl_seconds: int = 600
) -> dict[str, str]:
    """{SC_TOKEN, id} for these simulator data."""
    async with httpx.AsyncClient(base_url=sandbox_url) as http:
        issued = await http.post(
            "/operator/api/arrival-tokens/simulator",
            json={"data": data or TOKEN_LOAN, "ttlSeconds": ttl_seconds},
        )
    issued.raise_for_status()
    return issued.json()  # type: ignore[no-any-return]


async def user_token(
    sandbox_url: str, fiscal_code: str = GIULIA_FISCAL_CODE, ttl_seconds: int = 600
) -> dict[str, str]:
    """{token, flag} of the customer area for a seeded known customer."""
    async with httpx.AsyncClient(base_url=sandbox_url) as http:
        issued = await http.post(
            "/operator/api/arrival-tokens/user",
            json={"codFiscale": fiscal_code, "ttlSeconds": ttl_seconds},
        )
    issued.raise_for_status()
    return issued.json()  # type: ignore[no-any-return]
