"""The CRM prospect at each step (§4): created at Step 1, updated with the same ids after."""

from typing import NamedTuple

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.models import ProspectSave, ProspectSaved
    from activities.prospect import ProspectActivities
    from journey import messages
    from journey.models.crm import CrmProspect, CrmState
    from journey.rules.prospect import build_prospect
    from journey.steps import ProspectStep

from workflows.calls import CALL_FAILURES, backoffice, is_rejection, session_of
from workflows.errors import BackOfficeUnavailable
from workflows.state import ApplicationState

# §8: a failure of the creation or of the engine-result step reads as a creation error.
CREATION_STEPS = (ProspectStep.LIGHT_FORM, ProspectStep.ESITO_MOTORE)
FORM = "form"


class SavedProspect(NamedTuple):
    errors: dict[str, str]
    result_code: str | None = None


async def save_prospect(
    state: ApplicationState, step: ProspectStep, with_draft_link: bool = False
) -> SavedProspect:
    """The prospect of this step; `with_draft_link` asks the activity to add the draft's resume
    link (it holds the key that makes it)."""
    try:
        saved = await backoffice(
            ProspectActivities.save_prospect, prospect_save(state, step, with_draft_link)
        )
    except CALL_FAILURES as failure:
        if not is_rejection(failure):
            # Unreachable after the retries is not the CRM's verdict: the applicant is told the
            # service is down and that what they sent is kept (§8's message is for a refusal).
            raise BackOfficeUnavailable() from failure
        return prospect_refused(step, failure)
    return prospect_saved(state, saved)


def prospect_save(
    state: ApplicationState, step: ProspectStep, with_draft_link: bool = False
) -> ProspectSave:
    """The request of this step's prospect, for save_prospect or an activity that asks it along
    with other calls."""
    assert state.form is not None
    payload = build_prospect(
        step,
        state.form,
        state.start.simulator,
        crm=state.crm if state.crm.id else None,
        simulation=state.simulation,
        pratica=state.firma.pratica.numero if state.firma.pratica else None,
    )
    return ProspectSave(
        session=session_of(state),
        payload=payload,
        publicUrl=state.start.publicUrl if with_draft_link else None,
    )


def prospect_saved(state: ApplicationState, saved: ProspectSaved) -> SavedProspect:
    """The CRM took the step: the ids it gave are kept for the next steps."""
    if saved.idCrm or saved.idAnagCRM:
        state.crm = CrmState(
            id=saved.idAnagCRM or state.crm.id,
            prospect=CrmProspect(incidentIdCRM=saved.idCrm or state.crm.prospect.incidentIdCRM),
        )
    return SavedProspect({}, saved.codiceEsito)


def prospect_refused(step: ProspectStep, refusal: object) -> SavedProspect:
    """The CRM refused the step (4xx): §8's message, on the form."""
    workflow.logger.error("CRM prospect %s failed: %s", step.value, refusal)
    message = (
        messages.ERRORE_CREAZIONE_PROSPECT
        if step in CREATION_STEPS
        else messages.ERRORE_AGGIORNAMENTO_PROSPECT
    )
    return SavedProspect({FORM: message})
