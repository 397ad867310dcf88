"""The loan itself: the pricing engine's offer, the SECCI document and the e-mail that sends it."""

import asyncio
import logging
from decimal import Decimal
from typing import Any

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient
from activities.base import REJECTED, BackOfficeActivities
from activities.documents import copy_pdf
from activities.links import DraftLinks
from activities.models import (
    BackOfficeSession,
    EngineRequest,
    EngineResult,
    ProspectSave,
    ProspectSaved,
    SecciDelivered,
    SecciDelivery,
    SecciEmail,
    SecciMail,
    SecciProduced,
    SecciRequest,
    StepRecord,
)
from activities.records import RecordActivities
from journey.models.simulation import Offerta, Simulation
from journey.rules.amounts import euro_to_cents
from store.blobs import BlobStore

log = logging.getLogger("journey")

_CENT_FIELDS = {
    "importoTotale": "importoRichiesto",
    "importoRata": "importoRata",
    "importoUltimaRata": "importoUltimaRata",
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
    def __init__(
        self,
        client: BackOfficeClient,
        links: DraftLinks,
        blobs: BlobStore,
        records: RecordActivities | None = None,
    ) -> None:
        super().__init__(client, links)
        self._blobs = blobs
        self._records = records

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
        return _produced(await self._ask("OCS_BASTCSEC_V3", request))

    @activity.defn
    async def send_secci_email(self, email: SecciEmail) -> None:
        body = self._secci_mail(email, email.urlPdf, email.session)
        await self._send_email(body, email.session)

    @activity.defn
    async def deliver_secci(self, delivery: SecciDelivery) -> SecciDelivered:
        """The SECCI produced, copied to our store and e-mailed (§7 SECCIDS) in one activity; at
        step 2 the CRM's step is asked alongside its production. One round of the worker for
        what took three (docs/benchmarks.md, issue 17).

        The copy and the e-mail need the SECCI's address, and go only when the CRM took the
        step: a SECCI for a step the CRM refused is neither kept nor sent. A retry asks every
        call again under the same idempotency keys, so the back office answers as it did the
        first time and sends no second e-mail.
        """
        session = delivery.secci.session
        crm, answer = await asyncio.gather(
            self._crm_step(delivery.prospect),
            self._ask("OCS_BASTCSEC_V3", delivery.secci, key_suffix="/secci"),
        )
        produced = _produced(answer)
        saved = crm if isinstance(crm, ProspectSaved) else None
        refused = crm if isinstance(crm, str) else None
        if refused is not None or not produced.url:
            return SecciDelivered(produced=produced, prospect=saved, prospectRefused=refused)
        stored, _ = await asyncio.gather(
            copy_pdf(self._client, self._blobs, produced.url),
            self._send_email(
                self._secci_mail(delivery.mail, produced.url, session), session, "/email"
            ),
        )
        recorded = stored is not None and await self._record(delivery.record)
        return SecciDelivered(produced=produced, stored=stored, prospect=saved, recorded=recorded)

    async def _record(self, record: StepRecord | None) -> bool:
        if record is None or self._records is None:
            return False
        try:
            await asyncio.to_thread(self._records.write, record)
        except Exception:
            log.exception(
                "%s: the record of %s is left to the workflow", record.draftId, record.action
            )
            return False
        return True

    async def _crm_step(self, save: ProspectSave | None) -> ProspectSaved | str | None:
        """The CRM's answer, or its refusal's text: a refusal is the step's outcome, not a
        failure of the activity (an unreachable CRM still fails it, to be retried)."""
        if save is None:
            return None
        try:
            return await self._save_prospect(save, key_suffix="/crm")
        except ApplicationError as failure:
            if failure.type != REJECTED:
                raise
            return str(failure)

    def _secci_mail(
        self, mail: SecciMail, url_pdf: str, session: BackOfficeSession
    ) -> dict[str, Any]:
        body = mail.model_dump(mode="json", exclude={"publicUrl", "session", "urlPdf"})
        body["urlPdf"] = url_pdf
        body["linkRipresa"] = self._draft_link(mail.publicUrl, session)
        return body


def _produced(answer: dict[str, Any]) -> SecciProduced:
    """OCS_BASTCSEC_V3's answer: the SECCI's address and the back office's temporary ids."""
    return SecciProduced(
        url=answer.get("allegati_URL"),
        sessionId=answer.get("msfologon_SESSION_ID"),
        numPraticaTmp=answer.get("msfres_NUM_PRATICA_TMP"),
        elencoErrori=answer.get("elencoErrori") or [],
    )
