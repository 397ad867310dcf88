"""The loan itself: the pricing engine's offer, the SECCI document and the e-mail that sends it."""

from decimal import Decimal
from typing import Any

from temporalio import activity

from activities.base import BackOfficeActivities
from activities.models import (
    EngineRequest,
    EngineResult,
    SecciEmail,
    SecciProduced,
    SecciRequest,
)
from journey.models.simulation import Offerta, Simulation
from journey.rules.amounts import euro_to_cents

_CENT_FIELDS = {
    "importoTotale": "importoRichiesto",
    "importoRata": "importoRata",
    "speseIstruttoria": "speseIstruttoria",
    "speseIncassoRata": "speseIncassoRata",
    "impostaBollo": "impostaBollo",
    "interessiTotali": "interessiTotali",
    "importoTotaleDovuto": "importoTotaleDovuto",
}


def offer_in_cents(raw: dict[str, Any] | None) -> Offerta | None:
    """The engine speaks euro; the journey keeps every amount in cents (§9)."""
    if not raw:
        return None
    cents = {
        ours: euro_to_cents(Decimal(str(raw[theirs])))
        for ours, theirs in _CENT_FIELDS.items()
        if raw.get(theirs) is not None
    }
    return Offerta(
        codice=raw.get("codice"),
        prgSimul=raw.get("prgSimul"),
        numeroRate=raw.get("numeroRate"),
        tan=Decimal(str(raw["tan"])) if raw.get("tan") is not None else None,
        taeg=Decimal(str(raw["taeg"])) if raw.get("taeg") is not None else None,
        **cents,
    )


class OfferActivities(BackOfficeActivities):
    @activity.defn
    async def run_simulation(self, request: EngineRequest) -> EngineResult:
        answer = await self._ask("eseguiMotoreSimulazione", request)
        simulation = Simulation(
            indirizzamento=answer.get("indirizzamento"),
            pricing=answer.get("pricing"),
            tabellaFinanziariaOrigine=answer.get("tabellaFinanziariaOrigine"),
            codOfferta=offer_in_cents(answer.get("codOfferta")),
            maxOfferta=offer_in_cents(answer.get("maxOfferta")),
            minOfferta=offer_in_cents(answer.get("minOfferta")),
        )
        return EngineResult(
            simulation=simulation,
            elencoErrori=answer.get("elencoErrori") or [],
            elencoErroriPricing=answer.get("elencoErroriPricing") or [],
        )

    @activity.defn
    async def produce_secci(self, request: SecciRequest) -> SecciProduced:
        answer = await self._ask("OCS_BASTCSEC_V3", request)
        return SecciProduced(
            url=answer.get("allegati_URL"),
            sessionId=answer.get("msfologon_SESSION_ID"),
            numPraticaTmp=answer.get("msfres_NUM_PRATICA_TMP"),
            elencoErrori=answer.get("elencoErrori") or [],
        )

    @activity.defn
    async def send_secci_email(self, email: SecciEmail) -> None:
        body = email.model_dump(mode="json", exclude={"session", "publicUrl"})
        body["linkRipresa"] = self._draft_link(email.publicUrl, email.session)
        await self._send_email(body, email.session)
