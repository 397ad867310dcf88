"""The remote identity check provider (issue 15), over its REST API (Onfido's shape, v3.6):
applicants, SDK tokens for the capture page, checks and their reports.

The workflow only ever keeps ids, outcomes and the document fields read; the images go from
the applicant's browser to the provider and never through us.
"""

from datetime import date
from typing import Any, Final

import httpx
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.base import REJECTED
from activities.models import (
    IdentityCheckApplicant,
    IdentityCheckApplicantCreated,
    IdentityCheckCreated,
    IdentityCheckOutcome,
    IdentityCheckRef,
    SdkToken,
)
from activities.transport import AiohttpTransport
from journey.models.documents import DocumentFields
from journey.rules.identity_check import PROVIDER_DOCUMENT_TYPES

REPORTS: Final = ("document", "facial_similarity_photo")


class IdentityCheckClient:
    """One HTTP client for the provider: `Authorization: Token token=...`; 4xx is a refusal
    (not retried), 5xx and transport errors are retried by the activity's policy."""

    def __init__(self, base_url: str, api_token: str, timeout: float = 10.0) -> None:
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Token token={api_token}"},
            timeout=httpx.Timeout(timeout, connect=min(timeout, 3.0)),
            transport=AiohttpTransport(),
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: dict[str, Any] | None = None,
        params: dict[str, str] | None = None,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        try:
            response = await self._http.request(
                method, path, json=json, params=params, headers=headers
            )
        except httpx.TransportError as exc:
            raise ApplicationError(f"identity check provider: {type(exc).__name__}") from exc
        if response.status_code >= 500:
            raise ApplicationError(f"identity check provider: HTTP {response.status_code}")
        if response.status_code >= 400:
            raise ApplicationError(
                f"identity check provider refused {method} {path}: HTTP {response.status_code}",
                _error_of(response),
                type=REJECTED,
                non_retryable=True,
            )
        answer: dict[str, Any] = response.json()
        return answer


def _error_of(response: httpx.Response) -> dict[str, Any]:
    try:
        error = response.json().get("error")
    except ValueError:
        return {}
    return error if isinstance(error, dict) else {}


class IdentityCheckActivities:
    def __init__(self, client: IdentityCheckClient) -> None:
        self._client = client

    @activity.defn
    async def create_check_applicant(
        self, applicant: IdentityCheckApplicant
    ) -> IdentityCheckApplicantCreated:
        answer = await self._client.request(
            "POST",
            "/applicants",
            json={
                "first_name": applicant.firstName,
                "last_name": applicant.lastName,
                "dob": applicant.dateOfBirth.isoformat(),
                "email": applicant.email or None,
            },
            idempotency_key=_key(),
        )
        return IdentityCheckApplicantCreated(applicantId=str(answer["id"]))

    @activity.defn
    async def issue_sdk_token(self, applicant: IdentityCheckRef) -> SdkToken:
        answer = await self._client.request(
            "POST", "/sdk_token", json={"applicant_id": applicant.id}
        )
        return SdkToken(token=str(answer["token"]))

    @activity.defn
    async def create_check(self, applicant: IdentityCheckRef) -> IdentityCheckCreated:
        """One check per request: the idempotency key is the same on every retry, so a timeout
        after the provider created it does not create a second one."""
        answer = await self._client.request(
            "POST",
            "/checks",
            json={"applicant_id": applicant.id, "report_names": list(REPORTS)},
            idempotency_key=_key(),
        )
        return IdentityCheckCreated(checkId=str(answer["id"]))

    @activity.defn
    async def read_check(self, check: IdentityCheckRef) -> IdentityCheckOutcome:
        """The check and its reports, read from the provider: the webhook that woke us up is
        only a hint that something changed."""
        found = await self._client.request("GET", f"/checks/{check.id}")
        if found.get("status") != "complete":
            return IdentityCheckOutcome(complete=False)
        listed = await self._client.request("GET", "/reports", params={"check_id": check.id})
        reports = {str(r.get("name")): r for r in listed.get("reports", [])}
        document = reports.get("document", {})
        facial = reports.get("facial_similarity_photo", {})
        properties = document.get("properties") or {}
        return IdentityCheckOutcome(
            complete=True,
            result=found.get("result"),
            document=_summary(document),
            facial=_summary(facial),
            code=PROVIDER_DOCUMENT_TYPES.get(str(properties.get("document_type"))),
            values=document_fields(properties),
        )


def _key() -> str:
    info = activity.info()
    return f"{info.workflow_id}:{info.activity_id}"


def _summary(report: dict[str, Any]) -> dict[str, Any]:
    """A report's outcome without what it read: support reads why, not the person's data."""
    return {k: report.get(k) for k in ("id", "result", "sub_result")}


def document_fields(properties: dict[str, Any]) -> DocumentFields:
    """The document report's properties as the documents step's fields (dates gg/mm/aaaa);
    a field the provider did not read stays empty, to be filled by the applicant."""
    numbers = properties.get("document_numbers") or []
    number = next(
        (str(n.get("value") or "") for n in numbers if n.get("type") == "document_number"), ""
    )
    return DocumentFields(
        numeroDocumento=number.upper()[:20],
        cognome=str(properties.get("last_name") or "").upper()[:60],
        nome=str(properties.get("first_name") or "").upper()[:60],
        dataNascita=_italian(properties.get("date_of_birth")),
        dataScadenza=_italian(properties.get("date_of_expiry")),
        dataRilascio=_italian(properties.get("issuing_date")),
        comuneRilascio=str(properties.get("place_of_issue") or "").upper()[:60],
    )


def _italian(value: object) -> str:
    try:
        return date.fromisoformat(str(value)).strftime("%d/%m/%Y")
    except ValueError:
        return ""
