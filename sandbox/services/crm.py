"""crmCreaProspect (create and update) and recuperaClusterCliente: the provider's CRM."""

import secrets
from typing import Any

from pydantic import Field
from sqlalchemy import select

from sandbox.db import Customer, Practice, Prospect, utcnow
from sandbox.protocol import Context, ServiceRequest, errore, service

# Result codes of the CRM call (spec §4): without an id, 20000 means a generic failure and any
# other code means the customer already has a request in progress.
RESULT_OK = "0"
RESULT_GENERIC_ERROR = "20000"
RESULT_REQUEST_IN_PROGRESS = "20001"
NEW_CUSTOMER_CLUSTER = 100
# Practice states in which a customer cannot open a second request.
OPEN_PRACTICE_STATES = ("INSERITA", "FINALIZZATA", "FIRMATA")


class DatoProdotto(ServiceRequest):
    codOcsPratica: str | None = None
    codProdottoCRM: str | None = None
    flagFea: str | None = None
    incidentIdCRM: str | None = None
    opIdCRM: str | None = None
    tipoProdotto: str | None = None


class ProspectRequest(ServiceRequest):
    codiceFiscale: str | None = None
    cognome: str | None = None
    nome: str | None = None
    email: str | None = None
    step: str | None = None
    idAnagCRM: str | None = None
    idAnagOcs: str | None = None
    datiProdotti: list[DatoProdotto] = Field(default_factory=list)


def _new_id(prefix: str) -> str:
    return f"{prefix}{secrets.randbelow(10**9):09d}"


def _failure(code: str, message: str, field: str | None) -> dict[str, Any]:
    return {
        "codiceEsito": code,
        "idCrm": None,
        "idAnagCRM": None,
        "datiProdotti": [],
        "elencoErrori": [errore(f"E_CRM_{code}", message, field)],
    }


def _answer(prospect: Prospect, product: dict[str, Any]) -> dict[str, Any]:
    return {
        "codiceEsito": RESULT_OK,
        "idCrm": prospect.incident_id_crm,
        "idAnagCRM": prospect.id_anag_crm,
        "datiProdotti": [
            {
                **product,
                "incidentIdCRM": prospect.incident_id_crm,
                "opIdCRM": prospect.op_id_crm,
            }
        ],
        "elencoErrori": [],
    }


@service("crmCreaProspect", ProspectRequest)
async def crm_crea_prospect(ctx: Context, request: ProspectRequest) -> dict[str, Any]:
    """Create a prospect, or update it when the payload carries its CRM ids."""
    payload = request.model_dump(mode="json")
    product = payload["datiProdotti"][0] if payload["datiProdotti"] else {}
    incident = product.get("incidentIdCRM")
    existing = None
    if incident:
        existing = ctx.session.scalar(select(Prospect).where(Prospect.incident_id_crm == incident))
    elif request.idAnagCRM:
        existing = ctx.session.scalar(
            select(Prospect).where(Prospect.id_anag_crm == request.idAnagCRM)
        )
    if existing is not None:
        existing.payload = {
            **existing.payload,
            **{k: v for k, v in payload.items() if v is not None},
        }
        existing.step = request.step or existing.step
        steps = list(existing.history.get("steps", []))
        existing.history = {"steps": [*steps, {"step": request.step, "at": utcnow().isoformat()}]}
        return _answer(existing, product)
    if incident or request.idAnagCRM:
        return _failure(RESULT_GENERIC_ERROR, "Prospect inesistente", "incidentIdCRM")
    if not request.codiceFiscale:
        return _failure(RESULT_GENERIC_ERROR, "Il codice fiscale è obbligatorio", "codiceFiscale")

    code = request.codiceFiscale.upper()
    open_practice = ctx.session.scalar(
        select(Practice).where(
            Practice.codice_fiscale == code, Practice.stato.in_(OPEN_PRACTICE_STATES)
        )
    )
    if open_practice is not None and open_practice.esito == "IN_ISTRUTTORIA":
        return _failure(
            RESULT_REQUEST_IN_PROGRESS, "Cliente con richiesta in corso", "codiceFiscale"
        )
    prospect = Prospect(
        id_anag_crm=_new_id("A"),
        incident_id_crm=_new_id("I"),
        op_id_crm=_new_id("O"),
        codice_fiscale=code,
        step=request.step,
        payload=payload,
        history={"steps": [{"step": request.step, "at": utcnow().isoformat()}]},
    )
    ctx.session.add(prospect)
    ctx.session.flush()
    return _answer(prospect, product)


class ClusterRequest(ServiceRequest):
    codFiscale: str = ""
    procedura: str | None = None
    provenienza: str | None = None
    canale: str | None = None
    telCellulare: str | None = None
    codIntermediario: str | None = None


@service("recuperaClusterCliente", ClusterRequest)
async def recupera_cluster_cliente(ctx: Context, request: ClusterRequest) -> dict[str, Any]:
    customer = ctx.session.get(Customer, request.codFiscale.upper())
    if customer is None:
        return {"cluster": NEW_CUSTOMER_CLUSTER, "flagGiaCliente": "N", "elencoErrori": []}
    return {
        "cluster": customer.cluster,
        "flagGiaCliente": "S",
        "flagDocumentiConfermati": "S",
        **customer.data,
        "elencoErrori": [],
    }
