"""A person reviews an automated refusal on request (Directive (EU) 2023/2225, art. 18)."""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.models import HumanReviewRequest
    from activities.prospect import ProspectActivities
    from journey.routes import Esito
    from workflows.models import ReviewRequest

from workflows.calls import required, session_of
from workflows.state import ApplicationState


def reviewable(state: ApplicationState) -> bool:
    # Only the engine's refusal is an automated decision about creditworthiness; the other
    # outcome pages send the applicant to an advisor, who is already a person.
    return (
        state.outcome is Esito.ESITO_NON_VALIDO
        and not state.reviewRequested
        and state.form is not None
    )


async def request_review(state: ApplicationState, request: ReviewRequest) -> dict[str, str]:
    assert state.form is not None
    await required(
        ProspectActivities.request_human_review,
        HumanReviewRequest(
            session=session_of(state),
            draftId=workflow.info().workflow_id,
            codFiscale=state.form.fiscalCode,
            esito=Esito.ESITO_NON_VALIDO.value,
            motivo=request.motivo,
        ),
    )
    state.reviewRequested = True
    return {}
