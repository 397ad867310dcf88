"""Outcome pages (spec §7 POST /main/api/typ): the outcome is logged, the page's url returned."""

import hashlib
from typing import Annotated

from fastapi import APIRouter, Header
from pydantic import BaseModel
from temporalio.client import WorkflowQueryFailedError
from temporalio.service import RPCError

from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep, application_of
from api.errors import ApiError, responses
from journey import messages
from journey.rules.outcome import typ_page_route
from store.applications import record_event
from workflows.loan_application import LoanApplicationWorkflow

router = APIRouter(tags=["typ"])


class TypRequest(BaseModel):
    token: str | None = None


class TypAnswer(BaseModel):
    url: str


def _sha256(value: str) -> str:
    # Marketing partners match people by hashes of normalised identifiers, never the values.
    return hashlib.sha256(value.strip().lower().encode()).hexdigest()


@router.post("/typ", response_model=TypAnswer, responses=responses(401, 404, 413, 422))
async def create_typ(
    body: TypRequest,
    temporal: TemporalDep,
    sessions: SessionsDep,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> TypAnswer:
    """Records the outcome the applicant reached, with the data of §7 computed server-side."""
    # §7 sends the token in the body; the header works as for every other call.
    application_id = await application_of(sessions, settings, authorization or body.token)
    try:
        snapshot = await temporal.get_workflow_handle(application_id).query(
            LoanApplicationWorkflow.snapshot
        )
    except (WorkflowQueryFailedError, RPCError) as exc:
        raise ApiError(404, "not_found", messages.RICHIESTA_NON_TROVATA) from exc
    form, simulator = snapshot.informazioniBase, snapshot.simulator
    esito = snapshot.esito or "ok"
    data = {
        "nome": form.firstName if form else None,
        "cap": form.cap if form else None,
        "consensi": form.agreements.model_dump() if form else None,
        "hashCodiceFiscale": _sha256(form.fiscalCode) if form else None,
        "hashEmail": _sha256(form.emailAddress) if form else None,
        "hashTelefono": _sha256(form.mobilePhone) if form else None,
        "abitazione": form.abitazione if form else None,
        "occupazione": form.posizioneLavorativa if form else None,
        "importoRichiesto": simulator.SC_IMPORTO_TOTALE,
        "importoRata": simulator.SC_IMPORTO_RATA,
        "numeroRate": simulator.SC_NUMERO_RATE,
        "finalita": simulator.SC_BENE,
        "esito": esito,
    }
    await in_transaction(
        sessions,
        lambda session: record_event(
            session,
            event_key=f"{application_id}:typ:{esito}",
            action="typ",
            session_id=application_id,
            data=data,
        ),
    )
    signed = snapshot.firma is not None and snapshot.firma.firmato
    return TypAnswer(url=f"/main{typ_page_route(snapshot.route, signed=signed)}")
