"""§2 resume destination rules, in order, with every refinement."""

from datetime import date, datetime

import pytest

from journey.models import (
    Cluster,
    DraftAuth,
    DraftData,
    DraftRecord,
    InformazioniBase,
    Pratica,
    Secci,
    SpidState,
)
from journey.rules.resume import (
    ResumeContext,
    is_request_created,
    resume_context,
    resume_destination,
)
from journey.steps import Step

TODAY = date(2026, 3, 10)
YESTERDAY = date(2026, 3, 9)
ITALIAN_CF = "RSSMRA85T10H501O"
FOREIGN_CF = "RSSMRA85T10Z404L"


def ctx(**fields: object) -> ResumeContext:
    base: dict[str, object] = {
        "step": Step.PERSONAL_INFO,
        "secci_date": TODAY,
        "posizione_lavorativa": "D",
        "fiscal_code": ITALIAN_CF,
    }
    return ResumeContext.model_validate(base | fields)


@pytest.mark.parametrize(
    ("context", "route"),
    [
        # Rule 1: an 8-digit request number wins over everything.
        (ctx(request_number="12345678", step=Step.BASIC_INFO, secci_date=None), "/firma/carica"),
        (
            ctx(request_number="1234567", step=Step.BASIC_INFO, secci_date=None),
            "/resume/secci?step=INFORMAZIONI_BASE",
        ),
        (
            ctx(request_number="123456789", step=Step.BASIC_INFO, secci_date=None),
            "/resume/secci?step=INFORMAZIONI_BASE",
        ),
        (
            ctx(request_number="1234567A", step=Step.BASIC_INFO, secci_date=None),
            "/resume/secci?step=INFORMAZIONI_BASE",
        ),
        # Rule 2: TYP or FIRMA use the map whatever the secci's date.
        (ctx(step=Step.TYP, secci_date=None), "/firma/carica"),
        (ctx(step=Step.FIRMA, secci_date=YESTERDAY), "/anomalie"),
        # Rule 2: a secci of today uses the map, refined.
        (ctx(step=Step.BASIC_INFO), "/informazioni-personali"),
        (ctx(step=Step.DOCUMENTI), "/documenti/riepilogo"),
        (ctx(step=Step.ONFIDO), "/onfido/conferma"),
        (ctx(step=Step.ARED), "/documenti/giustificativo-del-reddito/ricevuta-modello-unico"),
        (ctx(step=Step.SPID), "/spid/documenti"),
        # Rule 3: otherwise the generic resume point, with the step.
        (ctx(step=Step.ONFIDO, secci_date=YESTERDAY), "/resume/secci?step=ONFIDO"),
        (ctx(step=Step.BASIC_INFO, secci_date=None), "/resume/secci?step=INFORMAZIONI_BASE"),
        (ctx(step="UNKNOWN"), "/resume/secci?step=UNKNOWN"),
        (ctx(step=None, secci_date=YESTERDAY), "/resume/secci?step="),
        # Before any saved step (our offer and SECCI pages): back where the person can go on.
        (ctx(step=None, secci_date=None), "/offerta"),
        (ctx(step=None), "/secci"),
    ],
)
def test_spec_2_resume_rules_in_order(context: ResumeContext, route: str) -> None:
    assert resume_destination(context, TODAY) == route


def test_spec_2_a_saved_step_given_as_its_wire_string_still_uses_the_map() -> None:
    assert resume_destination(ctx(step="SPID"), TODAY) == "/spid/documenti"


@pytest.mark.parametrize(
    ("context", "route"),
    [
        # Existing customer, auth MANUALE: Italians stay on documents, others to the provider.
        (ctx(gia_cliente=True, auth=DraftAuth.MANUALE), "/documenti"),
        (ctx(gia_cliente=True, auth=DraftAuth.MANUALE, italian=False), "/onfido"),
        # Existing customer, auth GIA: the route by work position and occupation.
        (
            ctx(gia_cliente=True, auth=DraftAuth.GIA),
            "/documenti/giustificativo-del-reddito/busta-paga",
        ),
        (
            ctx(gia_cliente=True, auth=DraftAuth.GIA, posizione_lavorativa="P"),
            "/documenti/giustificativo-del-reddito/certificato-di-pensione",
        ),
        (
            ctx(gia_cliente=True, auth=DraftAuth.GIA, posizione_lavorativa="C", occupazione="STG"),
            "/documenti/giustificativo-del-reddito/busta-paga",
        ),
        # Existing customer, any other auth: review.
        (ctx(gia_cliente=True), "/documenti/review"),
        (ctx(gia_cliente=True, auth=DraftAuth.SPID), "/documenti/review"),
        # New customer: non-Italian, position C, or born abroad → provider or manual load.
        (ctx(italian=False, on_fido=True), "/onfido"),
        (ctx(italian=False), "/documenti/carica-dati"),
        (ctx(posizione_lavorativa="C", on_fido=True), "/onfido"),
        (ctx(posizione_lavorativa="c"), "/documenti/carica-dati"),
        (ctx(fiscal_code=FOREIGN_CF, on_fido=True), "/onfido"),
        (ctx(fiscal_code=FOREIGN_CF), "/documenti/carica-dati"),
        # ... which comes before the SPID counter.
        (ctx(italian=False, spid_error_counter=2), "/documenti/carica-dati"),
        # New customer: SPID exhausted (2 or more) → provider or personal documents.
        (ctx(spid_error_counter=2, on_fido=True), "/onfido"),
        (ctx(spid_error_counter=2), "/documenti/documenti-personali"),
        (ctx(spid_error_counter=3), "/documenti/documenti-personali"),
        (ctx(spid_error_counter=1), "/documenti"),
        # SPID's identity still to confirm: the SPID step's page.
        (ctx(spid_info_pending=True), "/spid/documenti"),
        (ctx(spid_error_counter=2, spid_info_pending=True), "/documenti/documenti-personali"),
        # New customer: SPID confirmed → the route by work position.
        (
            ctx(spid_info_confirmed=True, posizione_lavorativa="A"),
            "/documenti/giustificativo-del-reddito/modello-unico",
        ),
        (
            ctx(spid_info_confirmed=True, posizione_lavorativa="D"),
            "/documenti/giustificativo-del-reddito/busta-paga",
        ),
        # The exhausted counter is checked before a confirmed identity.
        (ctx(spid_error_counter=2, spid_info_confirmed=True), "/documenti/documenti-personali"),
        # Otherwise the documents route.
        (ctx(), "/documenti"),
        # Only the documents step is refined: TYP keeps its map route for anyone.
        (ctx(step=Step.TYP, italian=False), "/firma/carica"),
    ],
)
def test_spec_2_resume_documents_step_refinements(context: ResumeContext, route: str) -> None:
    assert resume_destination(context, TODAY) == route


@pytest.mark.parametrize(
    ("number", "created"),
    [
        ("12345678", True),
        ("00000000", True),
        ("1234567", False),
        ("", False),
        (None, False),
        ("１２３４５６７８", False),
    ],
)
def test_spec_9_eight_digit_request_number_means_created(number: str | None, created: bool) -> None:
    assert is_request_created(number) is created


def test_spec_2_resume_context_reads_the_restored_draft() -> None:
    record = DraftRecord(
        draft_id="loan-1",
        fiscal_code=FOREIGN_CF,
        step=Step.PERSONAL_INFO,
        draft_data=DraftData(
            auth=DraftAuth.GIA,
            secci=Secci(date=datetime(2026, 3, 10, 18, 30)),
            cluster=Cluster(flagGiaCliente="S", cittadinanza="ALB"),
            informazioniBase=InformazioniBase(posizioneLavorativa="A"),
            pratica=Pratica.model_validate({"numPratica": "87654321"}),
            spid=SpidState(errorCounter=1, info={"name": "Mario"}, confirmed=True),
        ),
    )
    context = resume_context(record, on_fido=True)
    assert context == ResumeContext(
        request_number="87654321",
        step=Step.PERSONAL_INFO,
        secci_date=TODAY,
        gia_cliente=True,
        auth=DraftAuth.GIA,
        italian=False,
        posizione_lavorativa="A",
        occupazione=None,
        fiscal_code=FOREIGN_CF,
        on_fido=True,
        spid_error_counter=1,
        spid_info_confirmed=True,
    )
    assert resume_destination(context, TODAY) == "/firma/carica"
