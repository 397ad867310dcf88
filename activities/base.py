"""What every back-office activity shares: one client, idempotency keys, typed rejections."""

from typing import Any, Protocol

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient, BackOfficeRejected
from activities.links import DraftLinks
from activities.models import BackOfficeSession, ProspectSave, ProspectSaved

# Workflows list this type among the non-retryable ones: a refused request stays refused.
REJECTED = "BackOfficeRejected"


class SessionRequest(Protocol):
    """An activity's input that is the service's request body plus the back-office session."""

    session: BackOfficeSession

    def model_dump(self, *, mode: str, exclude: set[str]) -> dict[str, Any]: ...


class BackOfficeActivities:
    def __init__(self, client: BackOfficeClient, links: DraftLinks | None = None) -> None:
        self._client = client
        # Only the activities that send a draft's link need the key that makes it.
        self._links = links

    def _draft_link(self, public_url: str, session: BackOfficeSession) -> str:
        assert self._links is not None, "built without DraftLinks"
        return self._links.link(public_url, session.draftId)

    async def _call_or_none(
        self, service_id: str, request: dict[str, Any], session: BackOfficeSession
    ) -> dict[str, Any] | None:
        """For look-ups where the spec reads a 404 as "nothing there", not as a failure."""
        try:
            return await self._call(service_id, request, session)
        except ApplicationError as failure:
            if getattr(failure.__cause__, "status", None) == 404:
                return None
            raise

    async def _call(
        self,
        service_id: str,
        request: dict[str, Any],
        session: BackOfficeSession,
        key_suffix: str = "",
    ) -> dict[str, Any]:
        info = activity.info()
        # The same key on every retry of this activity: the back office can drop a duplicate.
        # An activity that makes several calls tells them apart with a suffix.
        key = f"{info.workflow_id}:{info.activity_id}{key_suffix}"
        try:
            return await self._client.execute(service_id, request, session, idempotency_key=key)
        except BackOfficeRejected as rejected:
            raise ApplicationError(
                str(rejected), rejected.errors, type=REJECTED, non_retryable=True
            ) from rejected

    async def _ask(
        self, service_id: str, request: SessionRequest, key_suffix: str = ""
    ) -> dict[str, Any]:
        """A service whose request body is the activity's input, less the session."""
        return await self._call(
            service_id,
            request.model_dump(mode="json", exclude={"session"}),
            request.session,
            key_suffix,
        )

    async def _save_prospect(self, save: ProspectSave, key_suffix: str = "") -> ProspectSaved:
        """crmCreaProspect: creates the prospect at Step 1, updates it at every later step (same
        CRM ids); with `publicUrl`, the draft's resume link goes with it."""
        payload = save.payload
        if save.publicUrl:
            link = self._draft_link(save.publicUrl, save.session)
            payload = payload.model_copy(update={"linkBozza": link})
        request = payload.model_dump(mode="json", exclude={"serviceId", "companyType"})
        answer = await self._call("crmCreaProspect", request, save.session, key_suffix)
        return ProspectSaved.model_validate(answer)

    async def _send_email(
        self, request: dict[str, Any], session: BackOfficeSession, key_suffix: str = ""
    ) -> None:
        await self._deliver("invioEmail", request, session, key_suffix)

    async def _deliver(
        self,
        service_id: str,
        request: dict[str, Any],
        session: BackOfficeSession,
        key_suffix: str = "",
    ) -> None:
        """invioEmail and invioSms answer KO with an error list instead of failing: that is a
        failure too, and a refused message stays refused."""
        answer = await self._call(service_id, request, session, key_suffix)
        if answer.get("elencoErrori"):
            raise ApplicationError(
                f"{service_id} refused the message",
                answer["elencoErrori"],
                type=REJECTED,
                non_retryable=True,
            )
