"""The request (pratica) and its signature (issue 16): practice check, add and finalize, the
signing code by SMS, and the signature itself, with the sealed contract kept in our blob store.

Every call carries the idempotency key of its activity (workflow id and activity id, the same
on each retry): a retry after a timeout creates no second request and sends no second SMS.
"""

from typing import Any

from sqlalchemy.orm import Session, sessionmaker
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient, BackOfficeRejected
from activities.base import REJECTED, BackOfficeActivities
from activities.models import (
    BackOfficeError,
    ContractSignature,
    ContractSigned,
    PracticeFinalization,
    PracticeFollowed,
    PracticeFollowUp,
    PracticeRequest,
    PracticeSaved,
    SigningOtpRequest,
    SigningOtpSent,
)
from journey.constants import TIPO_PRATICA_FIRMA
from journey.models.firma import AnomalyDocument
from store.blobs import BlobStore
from store.signing_codes import drop_code, read_code

# The checklist's dossier type of a personal loan's request (recuperaChecklistDocumentaleQinetic).
DOSSIER_TYPE = "PP"


class PracticeActivities(BackOfficeActivities):
    def __init__(
        self, client: BackOfficeClient, sessions: sessionmaker[Session], blobs: BlobStore
    ) -> None:
        super().__init__(client)
        self._sessions = sessions
        self._blobs = blobs

    @activity.defn
    async def check_practice(self, request: PracticeRequest) -> PracticeSaved:
        return _saved(await self._ask("practiceCheck", request))

    @activity.defn
    async def add_practice(self, request: PracticeRequest) -> PracticeSaved:
        return _saved(await self._ask("practiceAdd", request))

    @activity.defn
    async def finalize_practice(self, request: PracticeFinalization) -> PracticeSaved:
        return _saved(await self._ask("practiceFinalize", request))

    @activity.defn
    async def send_signing_otp(self, request: SigningOtpRequest) -> SigningOtpSent:
        """A code by SMS; a refusal (KO with its errors) is an answer, not a failure."""
        answer = await self._call(
            "fesInitEnrollSendOTP",
            {
                "codFiscale": request.codFiscale,
                "telefono": request.telefono,
                "tipoPratica": TIPO_PRATICA_FIRMA,
                "nome": request.nome,
                "cognome": request.cognome,
                "email": request.email,
                "numPratica": request.numPratica,
                "reinvio": "S" if request.reinvio else "N",
                "otpId": request.otpId,
            },
            request.session,
        )
        return SigningOtpSent(
            otpId=str(answer.get("otpId") or ""),
            alias=str(answer.get("alias") or ""),
            invii=int(answer.get("invii") or 0),
            errors=_errors(answer),
        )

    @activity.defn
    async def sign_contract(self, request: ContractSignature) -> ContractSigned:
        """The code the API kept (never in history) to fesSignOTP; the sealed contract it
        gives back is downloaded into our blob store."""
        draft_id = request.session.draftId
        with self._sessions.begin() as session:
            code = read_code(session, request.codeRef, draft_id)
        if code is None:
            # Past its two minutes (the Update waited that long): the applicant types it again.
            raise ApplicationError("the signing code is gone", type=REJECTED, non_retryable=True)
        answer = await self._call(
            "fesSignOTP",
            {
                "tipoPratica": TIPO_PRATICA_FIRMA,
                "numPratica": request.numPratica,
                "nome": request.nome,
                "cognome": request.cognome,
                "alias": request.alias,
                "otpId": request.otpId,
                "urlPdf": request.urlPdf,
                "otp": code,
                "email": request.email,
                "ipAddress": request.ipAddress,
                "userAgent": request.userAgent,
            },
            request.session,
        )
        with self._sessions.begin() as session:
            drop_code(session, request.codeRef)
        if answer.get("esito") != "OK":
            left = answer.get("tentativiRimanenti")
            return ContractSigned(
                signed=False, errors=_errors(answer), attemptsLeft=int(left) if left else None
            )
        url = str(answer.get("urlContrattoFirmato") or "")
        try:
            content = await self._client.download(url)
        except BackOfficeRejected as rejected:
            raise ApplicationError(str(rejected), type=REJECTED, non_retryable=True) from rejected
        return ContractSigned(
            signed=True,
            blob=self._blobs.put(content),
            transactionId=str(answer.get("idTransazione") or ""),
            signedAt=str(answer.get("dataFirma") or ""),
        )

    @activity.defn
    async def follow_practice(self, request: PracticeFollowUp) -> PracticeFollowed:
        """After the signature: recuperoInfoPraticaB2C, then the document checklist. The two
        always go together (the anomaly area shows both), so one call of the workflow; each is
        a read, safe to repeat on a retry."""
        info = await self._call(
            "recuperoInfoPraticaB2C",
            {"numPratica": request.numPratica},
            request.session,
            key_suffix=":info",
        )
        errors = _errors(info)
        if errors:
            return PracticeFollowed(errors=errors)
        checklist = await self._call(
            "recuperaChecklistDocumentaleQinetic",
            {"dossierId": request.numPratica, "dossierType": DOSSIER_TYPE},
            request.session,
            key_suffix=":checklist",
        )
        practice = info.get("pratica") or {}
        return PracticeFollowed(
            stato=str(practice.get("stato") or ""),
            esito=str(practice.get("esito") or ""),
            documenti=[AnomalyDocument.model_validate(d) for d in checklist.get("documenti") or []],
            errors=_errors(checklist),
        )


def _saved(answer: dict[str, Any]) -> PracticeSaved:
    return PracticeSaved(
        numPratica=str(answer.get("numPratica") or ""),
        codiceAnagrafico=str(answer.get("codiceAnagrafico") or ""),
        stato=str(answer.get("stato") or ""),
        urlContratto=answer.get("urlContratto"),
    )


def _errors(answer: dict[str, Any]) -> list[BackOfficeError]:
    return [BackOfficeError.model_validate(e) for e in answer.get("elencoErrori") or []]
