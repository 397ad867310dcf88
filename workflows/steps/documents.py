"""Step 5, the documents (issue 14): each side uploaded is read by text recognition on its own
workers, the applicant confirms what was read, the checks run, then the documents go to the
back office with CRM prospect Step 5.

A recognition that fails or times out is not a dead end: the card asks for the fields by hand
(/documenti/carica-dati). Sending that fails keeps every file and lets the applicant send again.
"""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from activities.documents import DocumentActivities
    from activities.identity_documents import IdentityDocumentActivities
    from activities.models import (
        DocumentCheck,
        DocumentFile,
        DocumentHolder,
        DocumentRead,
        DocumentsDelivery,
        DocumentToRead,
        SideFile,
    )
    from activities.recognition import RecognitionActivities
    from journey import messages
    from journey.models.documents import (
        ComuneDocumento,
        DocumentCode,
        DocumentFields,
        DocumentoDiRiconoscimento,
        DocumentSlot,
        ProvinciaDocumento,
        SideName,
        SlotStatus,
    )
    from journey.rules.dates import parse_italian_date
    from journey.rules.document_fields import normalise_fields
    from journey.rules.required_documents import IDENTITY_CODES, KINDS, with_code
    from journey.steps import ProspectStep
    from workflows.italy import italian_date
    from workflows.models import DocumentConfirmation, DocumentUpload

from workflows.calls import CALL_FAILURES, required, session_of
from workflows.errors import BackOfficeUnavailable, OutOfStep
from workflows.state import ApplicationState
from workflows.steps.prospect import save_prospect

# A side is read in about a second (docs/benchmarks.md); a stuck reading is given up quickly
# (the start's recognitionTimeoutSeconds, 45 s) and the applicant types the fields instead of
# waiting. A reader that stops heartbeating is given up sooner.
RECOGNITION_HEARTBEAT = timedelta(seconds=10)
# A backlog of pages to read (every recognition worker busy) counts too: past a minute the
# applicant types the fields rather than waits.
RECOGNITION_DEADLINE = timedelta(seconds=60)
RECOGNITION_RETRY = RetryPolicy(
    maximum_attempts=2,
    initial_interval=timedelta(seconds=1),
    # A document recognition has no reader for: no attempt will read it.
    non_retryable_error_types=["DocumentNotRead"],
)
# Handing files over may take a while; the applicant waits, so it is still bounded.
DELIVERY_TIMEOUT = timedelta(seconds=60)
DELIVERY_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=8), maximum_attempts=4
)
FILE = "file"
FORM = "form"


def slot_of(state: ApplicationState, slot_id: str) -> DocumentSlot:
    """The card an input names; OutOfStep outside the documents step or for an unknown card.
    Sent documents can still be changed from the summary until the request is sent (a refusal)."""
    documents = state.documents
    if documents is None or (documents.sent and state.request_sent):
        raise OutOfStep("the documents step is not open")
    found = next((s for s in documents.slots if s.id == slot_id), None)
    if found is None:
        raise OutOfStep(f"no document {slot_id!r} is asked of this applicant")
    return found


def holder_of(state: ApplicationState) -> DocumentHolder:
    assert state.form is not None
    birth = state.applicant.dataNascita if state.applicant else None
    try:
        born = parse_italian_date(birth) if birth else None
    except ValueError:
        born = None
    return DocumentHolder(
        codiceFiscale=state.form.fiscalCode,
        cognome=state.form.lastName,
        nome=state.form.firstName,
        dataNascita=born,
    )


async def upload(state: ApplicationState, file: DocumentUpload) -> dict[str, str]:
    """One side in: stored, then read with the other sides already in."""
    document = slot_of(state, file.slotId)
    files = dict(state.documentFiles.get(document.id, {}))
    if file.code != document.code or not document.sides:
        # Another type of document chosen for this card, or a new one instead of the one on
        # file: the card starts again.
        document, files = with_code(document, file.code), {}
    files[file.side] = file.blob
    state.documentFiles[document.id] = files
    sides = [
        side.model_copy(
            update={"uploaded": True, "fileName": file.fileName or None, "refusal": None}
        )
        if side.side == file.side
        else side
        for side in document.sides
    ]
    document = document.model_copy(
        update={"sides": sides, "status": SlotStatus.DA_CARICARE, "errors": []}
    )
    complete = all(side.uploaded for side in sides)
    if not document.read:
        # Kept as sent: the tax return, its receipt, the pension certificate.
        status = SlotStatus.CONFERMATO if complete else SlotStatus.DA_CARICARE
        state.document_changed(document.model_copy(update={"status": status}))
        return {}
    document = await _read(state, document, files)
    state.document_changed(document)
    refusal = next((s.refusal for s in document.sides if s.side == file.side), None)
    return {FILE: refusal} if refusal else {}


async def recognise(
    state: ApplicationState, code: DocumentCode, files: dict[SideName, str]
) -> DocumentRead:
    """Text recognition of these sides of a document of this type, on its own workers; raises
    one of CALL_FAILURES when it fails or times out."""
    request = DocumentToRead(
        code=code,
        files=[SideFile(side=side, blob=blob) for side, blob in files.items()],
        holder=holder_of(state),
        today=italian_date(workflow.now()),
    )
    timeout = timedelta(seconds=state.start.recognitionTimeoutSeconds)
    return await workflow.execute_activity_method(
        RecognitionActivities.recognise_document,
        request,
        task_queue=state.start.recognitionTaskQueue,
        start_to_close_timeout=timeout,
        schedule_to_close_timeout=RECOGNITION_DEADLINE,
        heartbeat_timeout=min(RECOGNITION_HEARTBEAT, timeout),
        retry_policy=RECOGNITION_RETRY,
    )


async def _read(
    state: ApplicationState, document: DocumentSlot, files: dict[SideName, str]
) -> DocumentSlot:
    """Text recognition of the sides in; a failure leaves the fields to type."""
    complete = all(side.uploaded for side in document.sides)
    try:
        read = await recognise(state, document.code, files)
    except CALL_FAILURES as failure:
        workflow.logger.warning("recognition of %s failed: %s", document.code, failure)
        status = SlotStatus.DA_COMPILARE if complete else SlotStatus.DA_CARICARE
        return document.model_copy(update={"status": status})
    sides = [
        side.model_copy(update={"uploaded": False, "refusal": read.sideRefusals[side.side]})
        if side.side in read.sideRefusals
        else side
        for side in document.sides
    ]
    for side in read.sideRefusals:
        state.documentFiles[document.id].pop(side, None)
    complete = all(side.uploaded for side in sides)
    if not complete:
        status = SlotStatus.DA_CARICARE
    elif read.legible:
        status = SlotStatus.DA_CONFERMARE
    else:
        status = SlotStatus.DA_COMPILARE
    return document.model_copy(
        update={"sides": sides, "values": read.values, "status": status, "errors": read.errors}
    )


async def confirm(state: ApplicationState, confirmation: DocumentConfirmation) -> dict[str, str]:
    """The fields confirmed or corrected: checked against the applicant and, for an identity
    document, by controlloDocumento (§5). Its errors stay on the card."""
    document = slot_of(state, confirmation.slotId)
    values = normalise_fields(confirmation.values)
    only_its_fields = DocumentFields(**{name: getattr(values, name) for name in document.fields})
    residence = (
        state.informazioniPersonali.residenza.attuale if state.informazioniPersonali else None
    )
    checked = await required(
        IdentityDocumentActivities.check_document_fields,
        DocumentCheck(
            session=session_of(state),
            code=document.code,
            values=only_its_fields,
            fields=document.fields,
            holder=holder_of(state),
            today=italian_date(workflow.now()),
            residenceComune=residence.comune if residence else "",
            residenceProvincia=residence.provincia if residence else "",
        ),
    )
    status = SlotStatus.DA_CONFERMARE if checked.errors else SlotStatus.CONFERMATO
    if document.status is SlotStatus.DA_COMPILARE and checked.errors:
        status = SlotStatus.DA_COMPILARE
    document = document.model_copy(
        update={"values": only_its_fields, "errors": checked.errors, "status": status}
    )
    state.document_changed(document)
    assert state.documents is not None
    first_identity = next(s for s in state.documents.slots if s.code in IDENTITY_CODES)
    if document.id == first_identity.id:
        # The identity document card (§2) is the first identity document asked for: the
        # identity card for Italians, the residence permit for others (the passport after it).
        _identity_card(state, document, checked.errors)
    return {FORM: checked.errors[0]} if checked.errors else {}


def _identity_card(state: ApplicationState, document: DocumentSlot, errors: list[str]) -> None:
    """The identity document card (§2) and checkDocumento (§3) from the confirmed fields."""
    assert state.documents is not None
    values = document.values
    card = DocumentoDiRiconoscimento(
        DOC_TIPO=document.code.value,
        DOC_TIPO_DETT=messages.TIPO_DOCUMENTO.get(document.code.value, ""),
        numeroDocumento=values.numeroDocumento,
        dataRilascio=values.dataRilascio,
        provincia=ProvinciaDocumento(sigla=values.provinciaRilascio),
        comune=ComuneDocumento(nome=values.comuneRilascio),
        fronte=not errors,
        retro=not errors and len(KINDS[document.code].sides) > 1,
    )
    state.identity_document_confirmed(
        state.documents.model_copy(
            update={
                "documentoDiRiconoscimento": card,
                "checkDocumento": {"success": not errors, "errors": errors},
            }
        )
    )


async def save_information(state: ApplicationState) -> dict[str, str]:
    """Work position C with no proof of income: the applicant confirms and goes on."""
    state.information_saved()
    return {}


async def deliver(state: ApplicationState, files: list[DocumentFile]) -> None:
    """Files to the back office's caricaDocumento: an activity of its own (megabytes each, with
    a heartbeat per file), retried as DELIVERY_RETRY says; raises one of CALL_FAILURES."""
    await workflow.execute_activity_method(
        DocumentActivities.deliver_documents,
        DocumentsDelivery(session=session_of(state), files=files),
        start_to_close_timeout=DELIVERY_TIMEOUT,
        retry_policy=DELIVERY_RETRY,
    )


async def send(state: ApplicationState) -> dict[str, str]:
    """Every document to the back office, then CRM prospect Step 5 (§4)."""
    documents = state.documents
    assert documents is not None
    if any(s.status is not SlotStatus.CONFERMATO for s in documents.slots):
        return {FORM: messages.DOCUMENTI_INCOMPLETI}
    files = [
        DocumentFile(code=document.code, side=side, blob=blob)
        for document in documents.slots
        for side, blob in state.documentFiles.get(document.id, {}).items()
    ]
    try:
        await deliver(state, files)
        saved = await save_prospect(state, ProspectStep.CARICAMENTO_DOCUMENTI)
    except (*CALL_FAILURES, BackOfficeUnavailable) as failure:
        workflow.logger.error("sending the documents failed: %s", failure)
        state.documents_sent(False)
        return {FORM: messages.ERRORE_INVIO_DOCUMENTI}
    if saved.errors:
        state.documents_sent(False)
        return {FORM: messages.ERRORE_INVIO_DOCUMENTI}
    state.documents_sent(True)
    return {}
