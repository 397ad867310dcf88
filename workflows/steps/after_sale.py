"""After the signature: the anomaly area (/anomalie). Where the request stands and the
documents the back office asks for again, read from it; a document sent again for its anomaly.

Reads are throttled (StartApplication.trackingRefreshSeconds): the page reloaded in a loop answers
from the last read, with no back-office call.
"""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.models import DocumentFile, PracticeFollowUp
    from activities.practice import PracticeActivities
    from journey import messages
    from journey.models.documents import DocumentCode, SideName
    from journey.models.firma import AnomalyDocument, Tracking
    from journey.rules.after_sale import has_back, open_anomaly
    from journey.rules.required_documents import KINDS
    from journey.steps import ApplicationStatus
    from workflows.models import AnomalyCorrection, PracticeEvent

from workflows.calls import CALL_FAILURES, backoffice, session_of
from workflows.errors import OutOfStep
from workflows.patches import ANOMALY_READ, patched
from workflows.state import ApplicationState
from workflows.steps import documents

FORM = "form"


def require_signed(state: ApplicationState) -> None:
    """The after-sale Updates are for a signed request still followed online."""
    if state.status is not ApplicationStatus.SIGNED or state.firma.pratica is None:
        raise OutOfStep("the request is not signed")


def event_applies(state: ApplicationState, event: PracticeEvent) -> bool:
    """An event from the back office is read for the request this application signed, while its
    area is followed; any other is logged and left (the webhook found the application by the
    request number, so a mismatch is a stale or misrouted event)."""
    pratica = state.firma.pratica
    if state.status is not ApplicationStatus.SIGNED or pratica is None:
        workflow.logger.warning("back-office event %s ignored: not signed", event.tipo)
        return False
    if pratica.numero != event.numPratica:
        workflow.logger.warning("back-office event %s ignored: another request", event.tipo)
        return False
    return True


async def follow(state: ApplicationState, *, fresh: bool = False) -> dict[str, str]:
    """The request's state and checklist from the back office, unless read moments ago."""
    firma = state.firma
    assert firma.pratica is not None and firma.pratica.numero
    last = firma.tracking.readAt if firma.tracking else None
    wait = timedelta(seconds=state.start.trackingRefreshSeconds)
    if not fresh and last and workflow.now() - last < wait:
        return {}
    try:
        answer = await backoffice(
            PracticeActivities.follow_practice,
            PracticeFollowUp(session=session_of(state), numPratica=firma.pratica.numero),
        )
    except CALL_FAILURES as failure:
        workflow.logger.error("reading the request's state failed: %s", failure)
        return {FORM: messages.ERRORE_RECUPERO_RICHIESTA}
    if answer.errors:
        workflow.logger.error("the back office refused the request's state: %s", answer.errors)
        return {FORM: messages.ERRORE_RECUPERO_RICHIESTA}
    sent = firma.tracking.sent if firma.tracking else {}
    state.followed(
        Tracking(
            stato=answer.stato,
            esito=answer.esito,
            documenti=answer.documenti,
            readAt=workflow.now(),
            sent=sent,
        )
    )
    return {}


def _sent_before(state: ApplicationState, anomaly: AnomalyDocument) -> set[str]:
    """Every file already given for this document: as corrections, and in the documents step
    for its category (the checklist's CAR is the card the applicant gave, perhaps a CIE)."""
    code = anomaly.codDocumento.strip().upper()
    tracking = state.firma.tracking
    given = set(tracking.sent.get(code, [])) if tracking else set()
    category = (anomaly.codCategoria or "").strip().upper()
    view = state.documents
    for slot in view.slots if view else []:
        if slot.code == code or (category and slot.category == category):
            given.update(state.documentFiles.get(slot.id, {}).values())
    return given


def _sides_refused(code: str, sides: dict[SideName, str]) -> dict[str, str]:
    """The sides this document has, each a file of its own."""
    back = SideName.RETRO in sides
    if back and sides[SideName.RETRO] == sides[SideName.FRONTE]:
        return {SideName.RETRO.value: messages.ANOMALIA_STESSO_FILE_DUE_LATI}
    if has_back(code) and not back:
        return {SideName.RETRO.value: messages.ANOMALIA_RETRO_MANCANTE}
    if back and not has_back(code):
        return {SideName.RETRO.value: messages.ANOMALIA_SENZA_RETRO}
    return {}


def _code_given(
    state: ApplicationState, anomaly: AnomalyDocument, asked: DocumentCode
) -> DocumentCode:
    """The type to read the new files as: the one the applicant gave for this document in the
    documents step (the checklist's CAR stands for the card they gave, perhaps a CIE)."""
    category = (anomaly.codCategoria or "").strip().upper()
    view = state.documents
    for slot in view.slots if view else []:
        if slot.code == asked or (category and slot.category == category):
            return slot.code
    return asked


async def _read(
    state: ApplicationState,
    anomaly: AnomalyDocument,
    asked: DocumentCode,
    sides: dict[SideName, str],
) -> dict[str, str]:
    """The new files read as the documents step reads them: another document, the wrong side,
    another person's or an expired document is refused on the page, as it would have been
    there. What recognition cannot read goes on (the back office looks at it), and so does a
    reading that fails: recognition is a help here, never a wall."""
    code = _code_given(state, anomaly, asked)
    if not KINDS[code].fields:
        return {}
    try:
        read = await documents.recognise(state, code, sides)
    except CALL_FAILURES as failure:
        workflow.logger.warning("reading a corrected %s failed: %s", code, failure)
        return {}
    refused = {
        side.value: messages.ANOMALIA_DOCUMENTO_DIVERSO
        if message == messages.DOCUMENTO_TIPO_DIVERSO
        else message
        for side, message in read.sideRefusals.items()
    }
    if refused:
        return refused
    return {FORM: read.errors[0]} if read.errors else {}


async def correct(state: ApplicationState, correction: AnomalyCorrection) -> dict[str, str]:
    """A document sent again for its anomaly; then the request read again (the anomaly is gone
    from the back office's checklist, and the page shows it)."""
    code = correction.codDocumento.value
    anomaly = open_anomaly(state.firma.tracking, code)
    if anomaly is None:
        return {FORM: messages.ANOMALIA_GIA_CORRETTA}
    sides = correction.files()
    given = _sent_before(state, anomaly)
    same = {side.value: messages.ANOMALIA_STESSO_FILE for side, b in sides.items() if b in given}
    if same:
        return same
    wrong_sides = _sides_refused(code, sides)
    if wrong_sides:
        return wrong_sides
    if patched(ANOMALY_READ):
        misread = await _read(state, anomaly, correction.codDocumento, sides)
        if misread:
            return misread
    files = [
        DocumentFile(code=correction.codDocumento, side=side, blob=blob)
        for side, blob in sides.items()
    ]
    try:
        await documents.deliver(state, files)
    except CALL_FAILURES as failure:
        workflow.logger.error("sending the document again failed: %s", failure)
        return {FORM: messages.ERRORE_INVIO_ANOMALIA}
    state.anomaly_sent(code, list(sides.values()), workflow.now())
    # The back office has it: a failed read now leaves the page with what was just recorded.
    await follow(state, fresh=True)
    return {}
