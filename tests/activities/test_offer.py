"""deliver_secci's calls: the CRM's step alongside the SECCI's production, then the copy
alongside the e-mail, and nothing copied or sent when the CRM refuses the step; then the step's
record in the app database, only when all went through.

The back office here stands in for the client and records when each call ran: the order is
what these tests show. The same activity against the sandbox runs in every journey test that
passes the offer (tests/api, tests/browser).
"""

import asyncio
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.orm import Session, sessionmaker
from temporalio.testing import ActivityEnvironment

from activities.backoffice import BackOfficeRejected, BackOfficeUnavailable
from activities.links import DraftLinks
from activities.models import (
    BackOfficeSession,
    ProspectSave,
    SecciDelivery,
    SecciMail,
    SecciRequest,
    StepRecord,
)
from activities.offer import OfferActivities
from activities.records import RecordActivities
from journey.rules.prospect import build_prospect
from journey.steps import ApplicationStatus, ProspectStep
from store.applications import events_for, get_application
from store.blobs import BlobStore
from store.db import make_engine, session_factory
from store.migrate import upgrade
from tests.utils.applicants import mario_rossi, simulator_data

# Long enough that two calls made one after the other could not overlap on a busy machine.
CALL_SECONDS = 0.2
PDF = b"%PDF-1.7 the SECCI"
SECCI_URL = "http://backoffice/allegati/secci.pdf"


class TimedBackOffice:
    """Answers as the back office would, and keeps when each call began and ended."""

    def __init__(self, crm: BaseException | None = None) -> None:
        self.crm = crm
        self.spans: dict[str, tuple[float, float]] = {}
        self.requests: dict[str, tuple[dict[str, Any], str | None]] = {}

    def overlap(self, first: str, second: str) -> bool:
        (a_start, a_end), (b_start, b_end) = self.spans[first], self.spans[second]
        return a_start < b_end and b_start < a_end

    async def _timed(self, name: str) -> None:
        began = time.monotonic()
        await asyncio.sleep(CALL_SECONDS)
        self.spans[name] = (began, time.monotonic())

    async def execute(
        self,
        service_id: str,
        request: dict[str, Any],
        session: BackOfficeSession,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        self.requests[service_id] = (request, idempotency_key)
        await self._timed(service_id)
        if service_id == "crmCreaProspect":
            if self.crm is not None:
                raise self.crm
            return {"codiceEsito": "0", "idCrm": "INC2", "idAnagCRM": "ANA2"}
        if service_id == "OCS_BASTCSEC_V3":
            return {"allegati_URL": SECCI_URL, "msfres_NUM_PRATICA_TMP": "TMPSAP_7"}
        return {"esito": "OK"}

    async def download(self, url: str) -> bytes:
        assert url == SECCI_URL
        await self._timed("download")
        return PDF


RECORD = StepRecord(
    draftId="loan-1",
    eventKey="loan-1:offer_chosen:7",
    action="offer_chosen",
    status=ApplicationStatus.CREATED,
    channel="WEB",
    fiscalCode="RSSMRA85T10F205R",
)


def records_in(
    tmp_path: Path, migrated: bool = True
) -> tuple[RecordActivities, sessionmaker[Session]]:
    """The worker's record writer on an app database of its own (without its tables when not
    `migrated`, for a write that fails)."""
    url = f"sqlite:///{tmp_path / 'app.db'}"
    if migrated:
        upgrade(url)
    sessions = session_factory(make_engine(url))
    return RecordActivities(sessions, "a secret"), sessions


def delivery(with_crm_step: bool = True, record: StepRecord | None = None) -> SecciDelivery:
    form, session = (
        mario_rossi(),
        BackOfficeSession(draftId="loan-1", fiscalCode="RSSMRA85T10F205R"),
    )
    prospect = ProspectSave(
        session=session,
        payload=build_prospect(ProspectStep.SCELTA_UTENTE, form, simulator_data()),
        publicUrl="http://localhost:8000",
    )
    return SecciDelivery(
        secci=SecciRequest(
            session=session,
            prgSimul="1",
            importoRichiesto=Decimal("10000.00"),
            numeroRate=60,
            tipoAttivita="D",
            cluster=6,
            nome="MARIO",
            cognome="ROSSI",
            codFiscale="RSSMRA85T10F205R",
            email="MARIO.ROSSI@EXAMPLE.COM",
        ),
        mail=SecciMail(
            tipo="SECCIDS",
            email="MARIO.ROSSI@EXAMPLE.COM",
            nome="Mario",
            cognome="Rossi",
            publicUrl="http://localhost:8000",
        ),
        prospect=prospect if with_crm_step else None,
        record=record,
    )


def activities(
    backoffice: TimedBackOffice, blob_dir: Path, records: RecordActivities | None = None
) -> OfferActivities:
    return OfferActivities(backoffice, DraftLinks("a secret"), BlobStore(blob_dir), records)  # type: ignore[arg-type]


async def test_the_crm_step_goes_alongside_the_secci_and_the_copy_alongside_the_email(
    tmp_path: Path,
) -> None:
    backoffice = TimedBackOffice()

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path).deliver_secci, delivery()
    )

    assert backoffice.overlap("crmCreaProspect", "OCS_BASTCSEC_V3")
    assert backoffice.overlap("download", "invioEmail")
    # The copy and the e-mail need the SECCI's address: they start once it is there.
    secci_done = backoffice.spans["OCS_BASTCSEC_V3"][1]
    assert min(backoffice.spans["download"][0], backoffice.spans["invioEmail"][0]) >= secci_done
    assert done.prospect is not None and done.prospect.idCrm == "INC2"
    assert done.produced.url == SECCI_URL and done.produced.numPraticaTmp == "TMPSAP_7"
    assert done.stored is not None and BlobStore(tmp_path).get(done.stored.key) == PDF
    mail, _ = backoffice.requests["invioEmail"]
    assert mail["tipo"] == "SECCIDS" and mail["urlPdf"] == SECCI_URL
    assert mail["linkRipresa"].startswith("http://localhost:8000")
    crm, _ = backoffice.requests["crmCreaProspect"]
    assert crm["step"] == ProspectStep.SCELTA_UTENTE.value and crm["linkBozza"]
    # Each call has a key of its own, the same on every retry of the activity.
    keys = {key for _, key in backoffice.requests.values()}
    assert len(keys) == 3 and all(
        key and key.endswith(("/crm", "/secci", "/email")) for key in keys
    )


async def test_a_crm_refusal_leaves_the_secci_neither_copied_nor_sent(tmp_path: Path) -> None:
    refusal = BackOfficeRejected("crmCreaProspect", 422, [{"descrizione": "dati non validi"}])
    backoffice = TimedBackOffice(crm=refusal)

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path).deliver_secci, delivery()
    )

    assert done.prospectRefused is not None and "422" in done.prospectRefused
    assert done.prospect is None and done.stored is None
    assert "download" not in backoffice.spans and "invioEmail" not in backoffice.requests


async def test_an_unreachable_crm_fails_the_activity_to_be_retried(tmp_path: Path) -> None:
    backoffice = TimedBackOffice(crm=BackOfficeUnavailable("crmCreaProspect: HTTP 503"))

    with pytest.raises(BackOfficeUnavailable):
        await ActivityEnvironment().run(activities(backoffice, tmp_path).deliver_secci, delivery())

    assert "invioEmail" not in backoffice.requests


async def test_a_resumed_draft_gets_a_new_secci_without_a_crm_step(tmp_path: Path) -> None:
    backoffice = TimedBackOffice()

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path).deliver_secci, delivery(with_crm_step=False)
    )

    assert "crmCreaProspect" not in backoffice.requests
    assert done.prospect is None and done.prospectRefused is None
    assert done.stored is not None and "invioEmail" in backoffice.requests


async def test_the_steps_record_is_written_once_the_calls_went_through(tmp_path: Path) -> None:
    backoffice, (records, sessions) = TimedBackOffice(), records_in(tmp_path)

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path / "blobs", records).deliver_secci,
        delivery(record=RECORD),
    )

    assert done.recorded and done.stored is not None and "invioEmail" in backoffice.requests
    with sessions() as session:
        assert [e.action for e in events_for(session, "loan-1")] == ["offer_chosen"]
        index = get_application(session, "loan-1")
    assert index is not None and index.status == ApplicationStatus.CREATED


async def test_a_refused_step_is_not_recorded(tmp_path: Path) -> None:
    refusal = BackOfficeRejected("crmCreaProspect", 422, [{"descrizione": "dati non validi"}])
    backoffice, (records, sessions) = TimedBackOffice(crm=refusal), records_in(tmp_path)

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path / "blobs", records).deliver_secci,
        delivery(record=RECORD),
    )

    assert done.prospectRefused is not None and not done.recorded
    with sessions() as session:
        assert events_for(session, "loan-1") == []


async def test_a_failed_write_leaves_the_record_to_the_workflow_and_the_calls_stand(
    tmp_path: Path,
) -> None:
    backoffice, (records, _) = TimedBackOffice(), records_in(tmp_path, migrated=False)

    done = await ActivityEnvironment().run(
        activities(backoffice, tmp_path / "blobs", records).deliver_secci,
        delivery(record=RECORD),
    )

    # Not an error: the SECCI made and sent stands, and the workflow writes the record itself.
    assert not done.recorded and done.stored is not None and "invioEmail" in backoffice.requests
