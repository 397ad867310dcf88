"""Fault injection: errors, latency and timeouts on the B2B endpoint, adjustable at runtime."""

import asyncio
import random
from typing import Any

from pydantic import BaseModel, Field

from sandbox.protocol import error_body, errore


class FaultSettings(BaseModel):
    error_rate: float = Field(default=0.0, ge=0.0, le=1.0)
    latency_ms: int = Field(default=0, ge=0)
    timeout_rate: float = Field(default=0.0, ge=0.0, le=1.0)
    timeout_seconds: float = Field(default=30.0, ge=0.0)


class FaultInjector:
    def __init__(self, settings: FaultSettings, rng: random.Random | None = None) -> None:
        self.settings = settings
        self._rng = rng or random.Random()

    async def before_call(self) -> tuple[int, dict[str, Any]] | None:
        """Delay the call as configured; return an error answer when one is injected."""
        faults = self.settings
        if faults.latency_ms:
            await asyncio.sleep(faults.latency_ms / 1000)
        if faults.timeout_rate and self._rng.random() < faults.timeout_rate:
            # Longer than the client's timeout: the client gives up, the server answers late.
            await asyncio.sleep(faults.timeout_seconds)
        if faults.error_rate and self._rng.random() < faults.error_rate:
            status = self._rng.choice((500, 503))
            message = "Errore simulato del sistema" if status == 500 else "Servizio non disponibile"
            return status, error_body(None, [errore("E_FAULT", message)])
        return None
