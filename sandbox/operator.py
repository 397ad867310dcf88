"""The operator's page and JSON API: outboxes, prospects, practices, anomalies, outcomes, faults
and the identity check's webhook deliveries."""

from html import escape
from typing import Any, Literal

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.exceptions import HTTPException

from sandbox import practice_events
from sandbox.db import (
    ChecklistDocument,
    Database,
    OutboxMessage,
    Practice,
    Prospect,
    ReceivedFile,
    ReviewRequest,
    SimulatorData,
    utcnow,
)
from sandbox.faults import FaultInjector, FaultSettings
from sandbox.identity_check.webhooks import deliveries
from sandbox.outbox import send_email
from sandbox.protocol import Context
from sandbox.services.arrival import issue_simulator_token, issue_user_token
from sandbox.services.practices import checklist_item, refuse_next_practice

router = APIRouter()
api = APIRouter(prefix="/operator/api", tags=["operator"])

PRACTICE_HEADERS = ["Numero", "Codice fiscale", "Nome", "Stato", "Esito", "Documenti", "Azioni"]
EVENT_HEADERS = ["Data", "Pratica", "Evento", "Destinazione", "Codice HTTP", "Tentativi"]
DELIVERY_HEADERS = ["Data", "Verifica", "Destinazione", "Evento", "Codice HTTP", "Tentativi"]
RECEIVED_HEADERS = ["Data", "Bozza", "Documento", "Lato", "Dimensione", "Versione", "File"]
# Outcomes after which nothing is asked of the customer, and the signed contract's codes,
# which the customer cannot send again from the anomaly area.
DECIDED = frozenset({"APPROVATA", "RESPINTA", "ANNULLATA"})
SIGNED_CONTRACT = frozenset({"CON", "CONE"})
OUTCOMES = ("APPROVATA", "RESPINTA", "SOSPESA", "ANNULLATA", "IN_ISTRUTTORIA")


def _database(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


def outbox(
    session: Session, channel: str | None = None, to: str | None = None
) -> list[dict[str, Any]]:
    query = select(OutboxMessage).order_by(OutboxMessage.id.desc())
    if channel:
        query = query.where(OutboxMessage.channel == channel)
    if to:
        query = query.where(OutboxMessage.recipient == to.lower())
    return [
        {
            "id": m.id,
            "channel": m.channel,
            "to": m.recipient,
            "subject": m.subject,
            "body": m.body,
            "kind": m.kind,
            "delivery": m.delivery,
            "createdAt": m.created_at.isoformat(),
        }
        for m in session.scalars(query)
    ]


def prospects(session: Session) -> list[dict[str, Any]]:
    return [
        {
            "idAnagCRM": p.id_anag_crm,
            "incidentIdCRM": p.incident_id_crm,
            "opIdCRM": p.op_id_crm,
            "codiceFiscale": p.codice_fiscale,
            "step": p.step,
            "steps": p.history.get("steps", []),
            "payload": p.payload,
        }
        for p in session.scalars(select(Prospect).order_by(Prospect.id.desc()))
    ]


def reviews(session: Session) -> list[dict[str, Any]]:
    return [
        {
            "draftId": r.draft_id,
            "codiceFiscale": r.codice_fiscale,
            "esito": r.esito,
            "motivo": r.motivo,
            "createdAt": r.created_at.isoformat(),
        }
        for r in session.scalars(select(ReviewRequest).order_by(ReviewRequest.id.desc()))
    ]


def received_files(session: Session, draft_id: str | None = None) -> list[dict[str, Any]]:
    """The sides of documents the journey delivered (caricaDocumento), newest first."""
    query = select(ReceivedFile).order_by(ReceivedFile.updated_at.desc(), ReceivedFile.id.desc())
    if draft_id:
        query = query.where(ReceivedFile.draft_id == draft_id)
    return [
        {
            "id": f.id,
            "draftId": f.draft_id,
            "codDocumento": f.cod_documento,
            "lato": f.lato,
            "tipoContenuto": f.content_type,
            "dimensione": f.size,
            "sha256": f.sha256,
            "versione": f.version,
            "ricevutoIl": f.updated_at.isoformat(),
        }
        for f in session.scalars(query)
    ]


def practices(session: Session) -> list[dict[str, Any]]:
    result = []
    for p in session.scalars(select(Practice).order_by(Practice.created_at.desc())):
        documents = session.scalars(
            select(ChecklistDocument)
            .where(ChecklistDocument.num_pratica == p.num_pratica)
            .order_by(ChecklistDocument.id)
        )
        result.append(
            {
                "numPratica": p.num_pratica,
                "codiceAnagrafico": p.codice_anagrafico,
                "codFiscale": p.codice_fiscale,
                "draftId": p.draft_id,
                "stato": p.stato,
                "esito": p.esito,
                "nome": p.data.get("nome"),
                "cognome": p.data.get("cognome"),
                "documenti": [checklist_item(d) for d in documents],
            }
        )
    return result


class Anomaly(BaseModel):
    numPratica: str
    codDocumento: str
    codStato: Literal["G", "N"]


class Outcome(BaseModel):
    numPratica: str
    esito: Literal["APPROVATA", "RESPINTA", "SOSPESA", "ANNULLATA", "IN_ISTRUTTORIA"]


class PracticeRefusal(BaseModel):
    codFiscale: str = Field(min_length=16, max_length=16)
    campo: str = Field(min_length=1, max_length=40)
    descrizione: str = Field(min_length=1, max_length=200)
    codice: str = Field(default="E_PRATICA_RIFIUTATA", max_length=40)


class SimulatorDataIn(BaseModel):
    code: str = Field(min_length=1, max_length=40)
    data: dict[str, Any]


class SimulatorTokenIn(BaseModel):
    data: dict[str, Any]
    # 0 issues one already expired, for the refusal to be tried.
    ttlSeconds: int = Field(default=1800, ge=0, le=86400)


class UserTokenIn(BaseModel):
    codFiscale: str = Field(min_length=16, max_length=16)
    flag: str = Field(default="AC", min_length=1, max_length=10)
    ttlSeconds: int = Field(default=1800, ge=0, le=86400)


async def raise_anomaly(ctx: Context, anomaly: Anomaly) -> dict[str, Any]:
    """The document marked as to be corrected, and the customer told by e-mail, with the link
    to their request's anomaly area (the draft link the journey gave the CRM, linkBozza)."""
    session = ctx.session
    practice = session.get(Practice, anomaly.numPratica)
    if practice is not None and practice.esito in DECIDED:
        # A decided request asks the customer for nothing: an e-mail saying otherwise would
        # send them to an area with nothing to correct.
        raise HTTPException(409, "La pratica è già decisa: non si richiedono documenti")
    if anomaly.codDocumento in SIGNED_CONTRACT:
        raise HTTPException(409, "Il contratto firmato non si corregge online: contatta il cliente")
    document = session.scalar(
        select(ChecklistDocument).where(
            ChecklistDocument.num_pratica == anomaly.numPratica,
            ChecklistDocument.cod_documento == anomaly.codDocumento,
        )
    )
    if document is None:
        raise HTTPException(404, "Documento non presente nella checklist della pratica")
    document.cod_stato = anomaly.codStato
    # Updated after the last upload: that is what makes it an open anomaly for the journey.
    document.ultimo_aggiornamento = utcnow()
    await _tell_customer(ctx, anomaly.numPratica, document.des_categoria)
    return checklist_item(document)


async def _tell_customer(ctx: Context, number: str, document: str) -> None:
    """By the prospect of this request (its codOcsPratica), never another of the same person:
    their newer application's link would open that one instead."""
    practice = ctx.session.get(Practice, number)
    candidates = ctx.session.scalars(
        select(Prospect).where(
            Prospect.codice_fiscale == (practice.codice_fiscale if practice else "")
        )
    )
    prospect = next((p for p in candidates if _practice_of(p) == number), None)
    payload = prospect.payload if prospect else {}
    email, link = payload.get("email"), payload.get("linkBozza")
    if not email or not link:
        return  # a practice with no e-mail or link on file: the operator calls the customer
    body = (
        f"Gentile cliente,\n\nper proseguire la valutazione della richiesta n. {number} ci serve "
        f"di nuovo questo documento: {document.capitalize()}.\n\nApri l'area della tua "
        f"richiesta per caricarlo: {link}\n"
    )
    subject = f"Richiesta n. {number}: un documento da caricare di nuovo"
    await send_email(ctx, email, subject, body, "anomalia")


def _practice_of(prospect: Prospect) -> str | None:
    products = prospect.payload.get("datiProdotti") or [{}]
    return products[0].get("codOcsPratica")


def _context(request: Request, session: Session) -> Context:
    """What the services' e-mail needs, for the operator's own actions."""
    return Context(
        session=session, settings=request.app.state.settings, company="", token_claims={}
    )


def set_outcome(session: Session, outcome: Outcome) -> dict[str, Any]:
    practice = session.get(Practice, outcome.numPratica)
    if practice is None:
        raise HTTPException(404, "Pratica inesistente")
    practice.esito = outcome.esito
    if outcome.esito == "APPROVATA":
        for document in session.scalars(
            select(ChecklistDocument).where(ChecklistDocument.num_pratica == practice.num_pratica)
        ):
            document.cod_stato = "V"
            document.ultimo_aggiornamento = utcnow()
    return {"numPratica": practice.num_pratica, "esito": practice.esito, "stato": practice.stato}


@api.get("/outbox")
def read_outbox(
    request: Request, channel: Literal["sms", "email"] | None = None, to: str | None = None
) -> list[dict[str, Any]]:
    """Messages sent to applicants, newest first (OTP codes, resume links)."""
    with _database(request).session() as session:
        return outbox(session, channel, to)


@api.get("/prospects")
def read_prospects(request: Request) -> list[dict[str, Any]]:
    with _database(request).session() as session:
        return prospects(session)


@api.get("/reviews")
def read_reviews(request: Request) -> list[dict[str, Any]]:
    """Requests for a human review of an automated decision, newest first."""
    with _database(request).session() as session:
        return reviews(session)


@api.get("/files")
def read_received_files(request: Request, draftId: str | None = None) -> list[dict[str, Any]]:
    """Document files received from the journey, newest first; `draftId` for one application."""
    with _database(request).session() as session:
        return received_files(session, draftId)


@router.get("/operator/files/{file_id}")
def read_received_file(request: Request, file_id: int) -> Response:
    """One received file, as it came (JPEG, PNG or PDF)."""
    with _database(request).session() as session:
        received = session.get(ReceivedFile, file_id)
        if received is None:
            raise HTTPException(404, "File non trovato")
        return Response(
            received.content,
            media_type=received.content_type,
            # The type was checked on the bytes when it came in; the browser must not guess.
            headers={"X-Content-Type-Options": "nosniff", "Content-Disposition": "inline"},
        )


@api.get("/practices")
def read_practices(request: Request) -> list[dict[str, Any]]:
    with _database(request).session() as session:
        return practices(session)


@api.post("/anomalies")
async def create_anomaly(request: Request, anomaly: Anomaly) -> dict[str, Any]:
    """The document to be corrected; the customer e-mailed and the product told, once
    committed (it reads the request at once)."""
    with _database(request).session() as session:
        raised = await raise_anomaly(_context(request, session), anomaly)
    practice_events.announce(request.app, "ANOMALIA", anomaly.numPratica)
    return raised


@api.post("/outcomes")
async def create_outcome(request: Request, outcome: Outcome) -> dict[str, Any]:
    with _database(request).session() as session:
        decided = set_outcome(session, outcome)
    practice_events.announce(request.app, "ESITO", outcome.numPratica)
    return decided


@api.post("/practice-refusals")
def create_practice_refusal(refusal: PracticeRefusal) -> dict[str, Any]:
    """A test aid: the next practice check (or add) of this fiscal code answers 400 with this
    error on this field; spent once."""
    refuse_next_practice(refusal.codFiscale, refusal.codice, refusal.campo, refusal.descrizione)
    return refusal.model_dump()


@api.post("/simulator-data")
def create_simulator_data(request: Request, body: SimulatorDataIn) -> dict[str, Any]:
    """Store what the public simulator would hand to the journey under `code`."""
    with _database(request).session() as session:
        session.merge(SimulatorData(code=body.code, data=body.data))
    return {"code": body.code}


@api.post("/arrival-tokens/simulator")
def create_simulator_token(request: Request, body: SimulatorTokenIn) -> dict[str, Any]:
    """What the provider's simulator issues when a person asks for the loan: the link's
    SC_TOKEN and id, bound to these simulator data."""
    with _database(request).session() as session:
        token, simulator_id = issue_simulator_token(session, body.data, body.ttlSeconds)
    return {"SC_TOKEN": token, "id": simulator_id}


@api.post("/arrival-tokens/user")
def create_user_token(request: Request, body: UserTokenIn) -> dict[str, Any]:
    """What the customer area issues for a logged-in customer (a seeded known customer)."""
    with _database(request).session() as session:
        token = issue_user_token(session, body.codFiscale, body.flag, body.ttlSeconds)
    return {"token": token, "flag": body.flag.upper()}


@api.get("/faults")
def read_faults(request: Request) -> FaultSettings:
    injector: FaultInjector = request.app.state.faults
    return injector.settings


@api.put("/faults")
def update_faults(request: Request, faults: FaultSettings) -> FaultSettings:
    injector: FaultInjector = request.app.state.faults
    injector.settings = faults
    return faults


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _select(name: str, options: tuple[str, ...]) -> str:
    # Document codes are the back office's own today; escaped all the same, like every cell.
    return (
        f'<select name="{escape(name)}">'
        + "".join(f"<option>{escape(o)}</option>" for o in options)
        + "</select>"
    )


def _practice_row(p: dict[str, Any]) -> list[str]:
    number = escape(p["numPratica"])
    documents = "<br>".join(escape(f"{d['codDocumento']}: {d['codStato']}") for d in p["documenti"])
    codes = tuple(d["codDocumento"] for d in p["documenti"])
    hidden = f'<input type="hidden" name="numPratica" value="{number}">'
    anomaly = (
        f'<form method="post" action="/operator/anomalies">{hidden}'
        f"{_select('codDocumento', codes)}{_select('codStato', ('G', 'N'))}"
        "<button>Segnala anomalia</button></form>"
        if codes
        else ""
    )
    outcome = (
        f'<form method="post" action="/operator/outcomes">{hidden}'
        f"{_select('esito', OUTCOMES)}<button>Imposta esito</button></form>"
    )
    name = escape(f"{p['nome'] or ''} {p['cognome'] or ''}")
    return [
        number,
        escape(p["codFiscale"]),
        name,
        escape(p["stato"]),
        escape(p["esito"]),
        documents,
        anomaly + outcome,
    ]


@router.get("/", response_class=HTMLResponse)
def operator_page(request: Request) -> str:
    """The operator's page: read the outboxes, follow prospects and practices, act on them."""
    with _database(request).session() as session:
        messages, crm, files = outbox(session), prospects(session), practices(session)
        received = received_files(session)[:100]
        review_rows = [
            [
                escape(r["createdAt"][:19]),
                escape(r["codiceFiscale"]),
                escape(r["esito"]),
                escape(r["motivo"] or ""),
            ]
            for r in reviews(session)[:100]
        ]
    message_rows = [
        [
            escape(m["createdAt"][:19]),
            m["channel"].upper(),
            escape(m["to"]),
            escape(m["subject"] or ""),
            f"<pre>{escape(m['body'])}</pre>",
        ]
        for m in messages[:100]
    ]
    prospect_rows = [
        [
            escape(p["incidentIdCRM"]),
            escape(p["codiceFiscale"]),
            escape(p["step"] or ""),
            str(len(p["steps"])),
        ]
        for p in crm[:100]
    ]
    received_rows = [
        [
            escape(f["ricevutoIl"][:19]),
            escape(f["draftId"]),
            escape(f["codDocumento"]),
            escape(f["lato"]),
            f"{f['dimensione'] / 1024:.0f} kB",
            str(f["versione"]),
            f'<a href="/operator/files/{int(f["id"])}">{escape(f["sha256"][:12])}</a>',
        ]
        for f in received
    ]
    delivery_rows = [
        [
            escape((d["created_at"] or "")[:19]),
            escape(d["check_id"]),
            escape(d["target"]),
            escape(d["event_id"]),
            escape(str(d["status_code"] or d["last_error"] or "")),
            str(d["attempts"]),
        ]
        for d in deliveries(_database(request))[:100]
    ]
    event_rows = [
        [
            escape(d["created_at"][:19]),
            escape(d["numPratica"]),
            escape(d["tipo"]),
            escape(d["target"]),
            escape(str(d["status_code"] or d["last_error"] or "")),
            str(d["attempts"]),
        ]
        for d in map(
            practice_events.delivery_json, practice_events.runtime_of(request.app).deliveries
        )
    ]
    return f"""<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Sandbox back office - operatore</title>
<style>body{{font-family:sans-serif;margin:1.5rem}}table{{border-collapse:collapse;width:100%;margin-bottom:2rem}}
td,th{{border:1px solid #ccc;padding:.3rem;vertical-align:top;text-align:left}}
pre{{white-space:pre-wrap;margin:0}}</style>
</head><body>
<h1>Sandbox back office</h1>
<h2>Messaggi inviati (SMS ed e-mail)</h2>
{_table(["Data", "Canale", "Destinatario", "Oggetto", "Testo"], message_rows)}
<h2>Prospect CRM</h2>
{_table(["Incident", "Codice fiscale", "Step", "Aggiornamenti"], prospect_rows)}
<h2>Richieste di revisione umana</h2>
{_table(["Data", "Codice fiscale", "Esito", "Motivo"], review_rows)}
<h2>Documenti ricevuti</h2>
{_table(RECEIVED_HEADERS, received_rows)}
<h2>Eventi delle pratiche inviati al prodotto</h2>
{_table(EVENT_HEADERS, event_rows)}
<h2>Verifiche d'identità: webhook inviati</h2>
{_table(DELIVERY_HEADERS, delivery_rows)}
<h2>Pratiche</h2>
{_table(PRACTICE_HEADERS, [_practice_row(p) for p in files])}
</body></html>"""


@router.post("/operator/anomalies")
async def submit_anomaly(
    request: Request,
    numPratica: str = Form(),
    codDocumento: str = Form(),
    codStato: Literal["G", "N"] = Form(),
) -> RedirectResponse:
    anomaly = Anomaly(numPratica=numPratica, codDocumento=codDocumento, codStato=codStato)
    with _database(request).session() as session:
        await raise_anomaly(_context(request, session), anomaly)
    practice_events.announce(request.app, "ANOMALIA", anomaly.numPratica)
    return RedirectResponse("/", status_code=303)


@router.post("/operator/outcomes")
async def submit_outcome(
    request: Request, numPratica: str = Form(), esito: str = Form()
) -> RedirectResponse:
    with _database(request).session() as session:
        set_outcome(session, Outcome.model_validate({"numPratica": numPratica, "esito": esito}))
    practice_events.announce(request.app, "ESITO", numPratica)
    return RedirectResponse("/", status_code=303)


router.include_router(api)
