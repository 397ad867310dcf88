"""The CRM prospect payload at each step (§3, §5): consents as S/N, names and e-mail uppercased."""

from journey.constants import CRM_PRODUCT_CODE, PROFESSIONE, TIPO_PRODOTTO
from journey.forms import BasicInfoForm
from journey.models.crm import CrmState
from journey.models.prospect import DatoProdotto, ProspectPayload
from journey.models.simulation import Simulation
from journey.models.simulator import SimulatorData
from journey.rules.text import consent_flag
from journey.steps import ProspectStep


def build_prospect(
    step: ProspectStep,
    form: BasicInfoForm,
    simulator: SimulatorData,
    crm: CrmState | None = None,
    simulation: Simulation | None = None,
    draft_link: str | None = None,
    pratica: str | None = None,
) -> ProspectPayload:
    """The prospect as the CRM receives it at `step`.

    The first call (Step 1) creates the prospect; later ones carry the CRM ids it returned, so the
    CRM updates the same record. Engine channel and pricing travel once the engine has answered,
    the request's number (codOcsPratica) once the request exists.
    """
    agreements = form.agreements
    return ProspectPayload(
        utm_campaign=simulator.UTM_CAMPAIGN,
        utm_content=simulator.UTM_CONTENT,
        utm_date=simulator.UTM_DATE,
        utm_history=simulator.UTM_HISTORY,
        utm_medium=simulator.UTM_MEDIUM,
        utm_source=simulator.UTM_SOURCE,
        utm_term=simulator.UTM_TERM,
        mediacode=simulator.MEDIACODE,
        gclid=simulator.gclid,
        sessionid=simulator.SESSION_ID,
        clientid=simulator.CLIENT_ID,
        codiceFiscale=form.fiscalCode.upper(),
        cognome=form.lastName.upper(),
        nome=form.firstName.upper(),
        email=form.emailAddress.upper(),
        consensoPrivacy=consent_flag(agreements.questionOne),
        consensoPrivacy2=consent_flag(agreements.questionTwo),
        consensoPrivacy3=consent_flag(agreements.questionThree),
        consensoPrivacy4=consent_flag(agreements.questionFour),
        datiProdotti=[
            DatoProdotto(
                codOcsPratica=pratica,
                codProdottoCRM=CRM_PRODUCT_CODE,
                tipoProdotto=TIPO_PRODOTTO,
                incidentIdCRM=crm.prospect.incidentIdCRM if crm else None,
            )
        ],
        idAnagCRM=crm.id if crm else None,
        engine_channel=simulation.indirizzamento if simulation else None,
        engine_pricing=simulation.pricing if simulation else None,
        professione=PROFESSIONE,
        recapitoTel=form.mobilePhone,
        step=step.value,
        linkBozza=draft_link,
    )
