"""The offer step as a team would build it without a workflow engine: FastAPI + PostgreSQL.

What the product's Step 2 does (workflows/steps/offer.py `choose_offer`, `save_prospect`,
`record_step`), against the same sandbox and with the same httpx client settings as
activities/backoffice.py: the CRM prospect updated (crmCreaProspect, SCELTA_UTENTE, with the
draft's link), the SECCI produced (OCS_BASTCSEC_V3), its PDF copied to a blob store, the SECCI
e-mail sent (invioEmail SECCIDS), then the state and an event written back. The application's
state is one JSON row per application; nothing is kept in process memory, the back-office token
included (it lives in the row with its expiry), so any number of these processes can serve it.

The calls that do not depend on one another run concurrently, as a competent team would write
them: the prospect alongside the SECCI, and the copy alongside the e-mail once the SECCI's URL is
known. Unlike the product, nothing is retried and a crash halfway leaves the CRM, the back
office and the row out of step: that is the durability the comparison prices.

`POST /plain/applications` seeds a row the way the light form would leave it (its token from
generaToken, the prospect created) from the product's own light-form answer, so both sides
choose the same offer of the same simulation. Not timed by the figure.
"""

import asyncio
import hashlib
import json
import os
import secrets
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import httpx
from fastapi import FastAPI, Header, HTTPException
from pydantic import BaseModel, ConfigDict
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from activities.links import DraftLinks
from journey import constants, messages
from journey.forms import BasicInfoForm
from journey.models.crm import CrmProspect, CrmState
from journey.models.simulation import Offerta, Simulation
from journey.models.simulator import SimulatorData
from journey.rules.amounts import cents_to_euro
from journey.rules.customer import engine_activity
from journey.rules.prospect import build_prospect
from journey.steps import ProspectStep
from store.blobs import BlobStore

DSN_VARIABLE = "BENCH_PLAIN_DATABASE_URL"
BACKOFFICE_VARIABLE = "BENCH_PLAIN_BACKOFFICE_URL"
BLOBS_VARIABLE = "BENCH_PLAIN_BLOB_DIR"
SECRET_VARIABLE = "BENCH_PLAIN_SECRET"
PUBLIC_URL = "http://localhost:8000"
# As activities/backoffice.py: tokens last 15 minutes.
TOKEN_LIFETIME_SECONDS = 15 * 60
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS plain_application (id text PRIMARY KEY, token_hash text NOT NULL,"
    " version integer NOT NULL, state jsonb NOT NULL, updated_at timestamptz NOT NULL)",
    "CREATE TABLE IF NOT EXISTS plain_event (id bigserial PRIMARY KEY, application_id text NOT "
    "NULL, action text NOT NULL, data jsonb NOT NULL, at timestamptz NOT NULL DEFAULT now())",
)


class PlainState(BaseModel):
    """The fields the offer step reads and writes, as the row's JSON holds them."""

    form: BasicInfoForm
    simulator: SimulatorData
    simulation: Simulation
    crm: CrmState = CrmState()
    cluster: int = constants.NEW_CUSTOMER_MAX_CLUSTER
    publicUrl: str = PUBLIC_URL
    backofficeToken: str = ""
    # Wall-clock seconds: the row outlives any one process.
    backofficeTokenExpires: float = 0.0
    offer: Offerta | None = None
    secci: dict[str, Any] | None = None


class SeedRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")

    informazioniBase: BasicInfoForm
    simulator: SimulatorData
    simulation: Simulation


class OfferChoice(BaseModel):
    prgSimul: str


class OfferRequest(BaseModel):
    offer: OfferChoice


class Rejected(Exception):
    """The back office refused the request (4xx): the applicant is told, not retried."""


def offers_of(simulation: Simulation) -> list[Offerta]:
    """As workflows/steps/offer.py: the offer asked for and, when different, the largest."""
    offers: list[Offerta] = []
    for offer in (simulation.codOfferta, simulation.maxOfferta):
        if offer and offer.prgSimul and offer.prgSimul not in {o.prgSimul for o in offers}:
            offers.append(offer)
    return offers


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class BackOffice:
    """The B2B protocol of DESIGN.md §4 with activities/backoffice.py's httpx settings."""

    def __init__(self, base_url: str, timeout: float = 10.0) -> None:
        self.http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"),
            timeout=httpx.Timeout(timeout, connect=min(timeout, 3.0)),
            limits=httpx.Limits(max_connections=20, max_keepalive_connections=20),
        )

    async def call(
        self, service_id: str, request: dict[str, Any], token: str | None, key: str | None = None
    ) -> dict[str, Any]:
        headers = {"b2b-authorization": token} if token else {}
        if key:
            headers["Idempotency-Key"] = key
        body = {
            "serviceId": service_id,
            "companyType": {"name": "companyType", "value": constants.COMPANY_TYPE_CODE},
            "request": request,
        }
        response = await self.http.post("/b2b/execute", json=body, headers=headers)
        if response.status_code >= 500 or response.status_code == 429:
            raise HTTPException(503, f"{service_id}: HTTP {response.status_code}")
        if response.status_code >= 400:
            raise Rejected(f"{service_id}: HTTP {response.status_code}")
        answer = response.json()
        key_name = "bastcsecv3Response" if service_id == "OCS_BASTCSEC_V3" else None
        content = answer.get(key_name or f"{service_id}Response")
        if not isinstance(content, dict):
            raise HTTPException(503, f"{service_id}: no answer")
        return content

    async def token(self, form: BasicInfoForm) -> str:
        answer = await self.call(
            "generaToken",
            {
                "fiscalCode": form.fiscalCode,
                "lastName": form.lastName,
                "firstName": form.firstName,
                "email": form.emailAddress,
                "mobilePhone": form.mobilePhone,
                "application": "TYPDS",
                "codiceApp": "DS",
            },
            None,
        )
        return str(answer["token"])

    async def download(self, url: str) -> bytes:
        response = await self.http.get(url)
        if response.status_code >= 400 or not response.content.startswith(b"%PDF-"):
            raise HTTPException(503, f"download: HTTP {response.status_code}")
        return response.content


async def _load(engine: AsyncEngine, application_id: str, token: str) -> tuple[PlainState, int]:
    async with engine.connect() as connection:
        row = (
            await connection.execute(
                text("SELECT token_hash, version, state FROM plain_application WHERE id = :id"),
                {"id": application_id},
            )
        ).one_or_none()
    if row is None:
        raise HTTPException(404, "no such application")
    if not secrets.compare_digest(row.token_hash, token_hash(token)):
        raise HTTPException(401, "wrong token")
    return PlainState.model_validate(row.state), int(row.version)


def create_app() -> FastAPI:
    """The plain service; `uvicorn --factory bench.plain_offer:create_app`."""
    engine = create_async_engine(os.environ[DSN_VARIABLE], pool_size=20, pool_pre_ping=False)
    backoffice = BackOffice(os.environ[BACKOFFICE_VARIABLE])
    blobs = BlobStore(Path(os.environ[BLOBS_VARIABLE]))
    links = DraftLinks(os.environ[SECRET_VARIABLE])

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # type: ignore[no-untyped-def]
        async with engine.begin() as connection:
            for statement in SCHEMA:
                await connection.execute(text(statement))
        yield
        await backoffice.http.aclose()
        await engine.dispose()

    app = FastAPI(lifespan=lifespan)

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/plain/applications")
    async def seed(request: SeedRequest) -> dict[str, str]:
        """The row the light form would leave: back-office token and CRM prospect created."""
        application_id = f"plain-{uuid.uuid4()}"
        form, simulator = request.informazioniBase, request.simulator
        token = await backoffice.token(form)
        payload = build_prospect(
            ProspectStep.LIGHT_FORM, form, simulator, simulation=request.simulation
        )
        saved = await backoffice.call(
            "crmCreaProspect",
            payload.model_dump(mode="json", exclude={"serviceId", "companyType"}),
            token,
            f"{application_id}:prospect:light-form",
        )
        state = PlainState(
            form=form,
            simulator=simulator,
            simulation=request.simulation,
            crm=CrmState(
                id=saved.get("idAnagCRM"),
                prospect=CrmProspect(incidentIdCRM=saved.get("idCrm")),
            ),
            backofficeToken=token,
            backofficeTokenExpires=time.time() + TOKEN_LIFETIME_SECONDS,
        )
        applicant_token = secrets.token_urlsafe(32)
        async with engine.begin() as connection:
            await connection.execute(
                text(
                    "INSERT INTO plain_application (id, token_hash, version, state, updated_at) "
                    "VALUES (:id, :hash, 1, :state, now())"
                ),
                {
                    "id": application_id,
                    "hash": token_hash(applicant_token),
                    "state": state.model_dump_json(),
                },
            )
        return {"applicationId": application_id, "token": applicant_token}

    @app.post("/plain/applications/{application_id}/offer")
    async def choose_offer(
        application_id: str,
        request: OfferRequest,
        authorization: Annotated[str, Header(alias="b2b-authorization")],
    ) -> dict[str, Any]:
        """Step 2: load the row, the back-office calls, the row and an event written back."""
        state, version = await _load(engine, application_id, authorization)
        if state.offer is not None:
            raise HTTPException(409, "the offer is already chosen")
        offer = next(
            (o for o in offers_of(state.simulation) if o.prgSimul == request.offer.prgSimul), None
        )
        if offer is None or offer.prgSimul is None:
            raise HTTPException(422, messages.OFFERTA_NON_VALIDA)
        form = state.form
        if state.backofficeTokenExpires <= time.time():
            state.backofficeToken = await backoffice.token(form)
            state.backofficeTokenExpires = time.time() + TOKEN_LIFETIME_SECONDS
        token = state.backofficeToken
        link = links.link(state.publicUrl, application_id)
        key = f"{application_id}:offer:{version}"

        async def prospect() -> dict[str, Any]:
            payload = build_prospect(
                ProspectStep.SCELTA_UTENTE,
                form,
                state.simulator,
                crm=state.crm if state.crm.id else None,
                simulation=state.simulation,
            ).model_copy(update={"linkBozza": link})
            request = payload.model_dump(mode="json", exclude={"serviceId", "companyType"})
            return await backoffice.call("crmCreaProspect", request, token, f"{key}:prospect")

        async def secci() -> dict[str, Any]:
            produced = await backoffice.call(
                "OCS_BASTCSEC_V3",
                {
                    "prgSimul": offer.prgSimul,
                    "importoRichiesto": str(cents_to_euro(offer.importoTotale or 0)),
                    "numeroRate": offer.numeroRate or state.simulator.SC_NUMERO_RATE,
                    "tipoAttivita": engine_activity(form.posizioneLavorativa),
                    "cluster": state.cluster,
                    "nome": form.firstName.upper(),
                    "cognome": form.lastName.upper(),
                    "codFiscale": form.fiscalCode,
                    "email": form.emailAddress.upper(),
                },
                token,
                f"{key}:secci",
            )
            url = produced.get("allegati_URL")
            if not url:
                raise HTTPException(503, "no SECCI")

            async def copy() -> str:
                return blobs.put(await backoffice.download(url))

            async def mail() -> None:
                answer = await backoffice.call(
                    "invioEmail",
                    {
                        "tipo": constants.TIPO_EMAIL_SECCI,
                        "email": form.emailAddress.upper(),
                        "nome": form.firstName,
                        "cognome": form.lastName,
                        "urlPdf": url,
                        "linkRipresa": link,
                    },
                    token,
                    f"{key}:email",
                )
                if answer.get("elencoErrori"):
                    raise HTTPException(503, "the SECCI e-mail was refused")

            stored, _ = await asyncio.gather(copy(), mail())
            return {
                "url": url,
                "file": stored,
                "sessionId": produced.get("msfologon_SESSION_ID"),
                "numPratica": produced.get("msfres_NUM_PRATICA_TMP"),
            }

        try:
            saved, produced = await asyncio.gather(prospect(), secci())
        except Rejected:
            return {
                "ok": False,
                "errors": {"form": messages.ERRORE_AGGIORNAMENTO_PROSPECT},
                "snapshot": None,
            }
        except httpx.TransportError as exc:
            raise HTTPException(503, type(exc).__name__) from exc
        if saved.get("idCrm") or saved.get("idAnagCRM"):
            state.crm = CrmState(
                id=saved.get("idAnagCRM") or state.crm.id,
                prospect=CrmProspect(
                    incidentIdCRM=saved.get("idCrm") or state.crm.prospect.incidentIdCRM
                ),
            )
        state.offer, state.secci = offer, produced
        async with engine.begin() as connection:
            updated = await connection.execute(
                text(
                    "UPDATE plain_application SET state = :state, version = version + 1, "
                    "updated_at = now() WHERE id = :id AND version = :version"
                ),
                {"id": application_id, "version": version, "state": state.model_dump_json()},
            )
            if updated.rowcount != 1:  # type: ignore[attr-defined]
                raise HTTPException(409, "the application changed meanwhile")
            await connection.execute(
                text(
                    "INSERT INTO plain_event (application_id, action, data) "
                    "VALUES (:id, 'offer_chosen', :data)"
                ),
                {"id": application_id, "data": json.dumps({"prgSimul": offer.prgSimul})},
            )
        return {
            "ok": True,
            "errors": {},
            "snapshot": {
                "applicationId": application_id,
                "offerta": offer.model_dump(mode="json"),
                "secci": {"numPratica": produced["numPratica"], "available": True},
            },
        }

    return app


@dataclass(frozen=True)
class PlainService:
    url: str
    database_url: str
    blob_dir: Path


@contextmanager
def running_plain_offer(backoffice_url: str, var_dir: Path) -> Iterator[PlainService]:
    """The plain service under uvicorn, on a fresh PostgreSQL database, dropped afterwards."""
    from bench.stack import ROOT, free_port, postgres_database, wait_http

    port = free_port()
    blob_dir = var_dir / "plain-blobs"
    with postgres_database("prestito_plain") as url:
        env = {
            **os.environ,
            DSN_VARIABLE: url,
            BACKOFFICE_VARIABLE: backoffice_url,
            BLOBS_VARIABLE: str(blob_dir),
            SECRET_VARIABLE: secrets.token_urlsafe(32),
        }
        log = (var_dir / "plain-offer.log").open("ab")
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "--factory",
                "bench.plain_offer:create_app",
                "--port",
                str(port),
                "--log-level",
                "warning",
                "--no-access-log",
            ],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=log,
        )
        try:
            wait_http(f"http://127.0.0.1:{port}/health", 30, process)
            yield PlainService(f"http://127.0.0.1:{port}", url, blob_dir)
        finally:
            process.terminate()
            process.wait(timeout=10)
            log.close()
