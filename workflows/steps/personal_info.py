"""Step 4, personal data: every check of §5 per address type, the employer, the IBAN."""

import asyncio

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.checks import CheckActivities
    from activities.models import (
        AddressCheck,
        CheckOutcome,
        EmployerCheck,
        IbanCheck,
        PersonalDataChecks,
    )
    from journey.models.addresses import Indirizzo
    from journey.models.personal_info import InformazioniPersonali
    from journey.personal_form import WITHOUT_EMPLOYER
    from journey.rules.amounts import cents_to_euro
    from journey.rules.checks import employer_check, iban_check_message
    from journey.rules.dates import to_yyyymmdd
    from journey.rules.text import normalise_iban, upper_for_check
    from journey.steps import ProspectStep

from workflows.calls import CALL_FAILURES, backoffice, session_of
from workflows.errors import BackOfficeUnavailable
from workflows.patches import PERSONAL_DATA_CHECKS_IN_ONE_CALL, patched
from workflows.state import ApplicationState
from workflows.steps.prospect import save_prospect

ADDRESS_FIELDS = {
    "indirizzo": "indirizzo",
    "localita": "comune",
    "provincia": "provincia",
    "cap": "cap",
}
EMPLOYER_FIELDS = {
    "nomeDatore": "datoreLavoro.nome",
    "indirizzoDatore": "datoreLavoro.indirizzo",
    "localitaDatore": "datoreLavoro.comune",
    "provinciaDatore": "datoreLavoro.provincia",
    "capDatore": "datoreLavoro.cap",
    "settore": "informazioniProfessionali.settore",
    "occupazione": "informazioniProfessionali.occupazione",
    "tipoReddito": "informazioniProfessionali.tipoReddito",
    "tipoAssunzione": "informazioniProfessionali.tipoAssunzione",
    "reddito": "informazioniProfessionali.redditoInCentesimi",
    "numMensilita": "informazioniProfessionali.mensilita",
    "occupazioneDal": "informazioniProfessionali.anniLavorativi",
    "numFamiliari": "informazioniDemografiche.membriNucleoFamiliare",
    "numFamiliariReddito": "informazioniDemografiche.membriConReddito",
}


async def submit_personal_info(
    state: ApplicationState, info: InformazioniPersonali
) -> dict[str, str]:
    assert state.form is not None
    state.informazioniPersonali = info
    residence, session = info.residenza, session_of(state)
    # The residence's own CAP when the person gave one on this page, else the light form's.
    residence_cap = residence.attuale.cap.strip() or state.form.cap
    # (field prefix, address type, address, postcode to check or None)
    addresses: list[tuple[str, str, Indirizzo, str | None]] = [
        ("residenza.attuale", "RES", residence.attuale, residence_cap)
    ]
    if residence.precedente is not None:
        addresses.append(("residenza.precedente", "PRE", residence.precedente, None))
    if residence.corrispondenza is not None:
        addresses.append(
            (
                "residenza.corrispondenza",
                "SED",
                residence.corrispondenza,
                residence.corrispondenza.cap,
            )
        )
    with_employer = state.form.posizioneLavorativa not in WITHOUT_EMPLOYER
    if with_employer:
        employer = info.datoreLavoro
        addresses.append(
            (
                "datoreLavoro",
                "DAT",
                Indirizzo(
                    provincia=employer.provincia,
                    comune=employer.comune,
                    indirizzo=employer.indirizzo,
                    numeroCivico="",
                ),
                employer.cap,
            )
        )
    address_checks = [
        AddressCheck(
            session=session,
            tipoIndirizzo=kind,
            indirizzo=upper_for_check(f"{address.indirizzo} {address.numeroCivico}".strip()),
            localita=upper_for_check(address.comune),
            provincia=upper_for_check(address.provincia),
            cap=cap,
        )
        for _, kind, address, cap in addresses
    ]
    employer_check = _employer_check(state, info)
    iban_check = IbanCheck(session=session, iban=normalise_iban(info.coordinateBancarie.iban))
    try:
        if patched(PERSONAL_DATA_CHECKS_IN_ONE_CALL):
            checked = await backoffice(
                CheckActivities.check_personal_data,
                PersonalDataChecks(
                    addresses=address_checks, employer=employer_check, iban=iban_check
                ),
            )
            results = [*checked.addresses, checked.employer, checked.iban]
        else:
            results = await asyncio.gather(
                *(backoffice(CheckActivities.check_address, check) for check in address_checks),
                backoffice(CheckActivities.check_employer, employer_check),
                backoffice(CheckActivities.check_iban, iban_check),
            )
    except CALL_FAILURES as failure:
        workflow.logger.warning("checks of the personal data failed: %s", failure)
        raise BackOfficeUnavailable() from failure

    *address_results, employer_result, iban_result = results
    errors: dict[str, str] = {}
    for (prefix, _, _, _), outcome in zip(addresses, address_results, strict=True):
        for item in outcome.elencoErrori:
            field = ADDRESS_FIELDS.get(item.campo or "", "indirizzo")
            errors.setdefault(f"{prefix}.{field}", item.descrizione)
    errors |= _employer_errors(employer_result)
    if iban_result.elencoErrori:
        errors["coordinateBancarie.iban"] = iban_check_message(iban_result.elencoErrori[0].codice)
    if errors:
        return errors

    state.residence_cap_checked(residence_cap)
    saved = await save_prospect(state, ProspectStep.DATI_PERSONALI, with_draft_link=True)
    if saved.errors:
        return saved.errors
    state.personal_info_confirmed()
    return {}


def _employer_check(state: ApplicationState, info: InformazioniPersonali) -> EmployerCheck:
    assert state.form is not None
    work, employer, family = (
        info.informazioniProfessionali,
        info.datoreLavoro,
        info.informazioniDemografiche,
    )
    now = workflow.now()
    started = None
    if work.anniLavorativi is not None:
        # §5: the employment start travels as year plus month.
        started = f"{now.year - work.anniLavorativi}{now.month:02d}"
    birth = state.applicant.dataNascita if state.applicant else None
    return EmployerCheck(
        session=session_of(state),
        canale=state.channel,
        codIntermediario=state.partner.intermediario.codIntermediario if state.partner else None,
        settore=work.settore,
        occupazione=work.occupazione,
        tipoReddito=work.tipoReddito,
        reddito=cents_to_euro(work.redditoInCentesimi) if work.redditoInCentesimi else None,
        numMensilita=work.mensilita,
        occupazioneDal=started,
        numFamiliari=family.membriNucleoFamiliare,
        numFamiliariReddito=family.membriConReddito,
        nomeDatore=upper_for_check(employer.nome) or None,
        indirizzoDatore=upper_for_check(employer.indirizzo) or None,
        localitaDatore=upper_for_check(employer.comune) or None,
        provinciaDatore=upper_for_check(employer.provincia) or None,
        capDatore=employer.cap or None,
        codFiscale=state.form.fiscalCode,
        dataNascita=to_yyyymmdd(birth) if birth else None,
        tipoAssunzione=work.tipoAssunzione or None,
    )


def _employer_errors(outcome: CheckOutcome) -> dict[str, str]:
    """§5 employer check: an error when the list is non-empty, and only the first message kept."""
    result = employer_check([e.descrizione for e in outcome.elencoErrori])
    if result.success:
        return {}
    first = outcome.elencoErrori[0]
    return {EMPLOYER_FIELDS.get(first.campo or "", "datoreLavoro.nome"): result.errors[0]}
