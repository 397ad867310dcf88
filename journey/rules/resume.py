"""Where a resumed request lands (§2 resume destination rules, in order)."""

import re
from datetime import date
from typing import Final

from pydantic import BaseModel, ConfigDict

from journey.constants import SPID_ERROR_LIMIT
from journey.models.draft import DraftAuth, DraftRecord
from journey.routes import Route
from journey.rules.customer import is_italian
from journey.rules.fiscal_code import is_foreign_born
from journey.rules.routes import income_document_page, resume_secci_route
from journey.steps import STEP_ROUTES, Step

_REQUEST_NUMBER: Final = re.compile(r"[0-9]{8}")


class ResumeContext(BaseModel):
    """What the resume rules read from a restored draft.

    `step` is the saved step as stored (an unknown value stays a string so rule 3 can echo it).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    request_number: str | None = None
    step: Step | str | None = None
    secci_date: date | None = None
    gia_cliente: bool = False
    auth: DraftAuth | None = None
    italian: bool = True
    posizione_lavorativa: str = ""
    occupazione: str | None = None
    fiscal_code: str = ""
    on_fido: bool = False
    spid_error_counter: int = 0
    spid_info_confirmed: bool = False
    # SPID released the applicant's identity, not confirmed yet (/spid/documenti).
    spid_info_pending: bool = False
    # The request is signed: the after-sale area.
    signed: bool = False


def is_request_created(request_number: str | None) -> bool:
    """§9: a request number of exactly 8 digits means the request was already created."""
    return request_number is not None and _REQUEST_NUMBER.fullmatch(request_number) is not None


def route_by_work_position(posizione_lavorativa: str, occupazione: str | None) -> str:
    """§2 "a route computed from work position and occupation code".

    Reading: it is used when identity is already settled (existing customer with auth GIA, or a
    confirmed SPID identity), so what remains is the proof of income. The work position picks the
    income page and the occupation code is the "reason" of the C rule (STG, RED → paycheck).
    """
    return income_document_page(posizione_lavorativa, occupazione)


def _identity_route(ctx: ResumeContext, fallback: str) -> str:
    return Route.ONFIDO if ctx.on_fido else fallback


def _documents_route(ctx: ResumeContext) -> str:
    """The refinements for the documents step (the step saved as personal info completed)."""
    if ctx.gia_cliente:
        if ctx.auth is DraftAuth.MANUALE:
            return Route.DOCUMENTI if ctx.italian else Route.ONFIDO
        if ctx.auth is DraftAuth.GIA:
            return route_by_work_position(ctx.posizione_lavorativa, ctx.occupazione)
        return Route.DOCUMENTI_REVIEW
    if (
        not ctx.italian
        or ctx.posizione_lavorativa.strip().upper() == "C"
        or is_foreign_born(ctx.fiscal_code)
    ):
        return _identity_route(ctx, Route.DOCUMENTI_CARICA_DATI)
    if ctx.spid_error_counter >= SPID_ERROR_LIMIT:
        return _identity_route(ctx, Route.DOCUMENTI_PERSONALI)
    if ctx.spid_info_confirmed:
        return route_by_work_position(ctx.posizione_lavorativa, ctx.occupazione)
    if ctx.spid_info_pending:
        # The SPID step's page (the step map's SPID): the saved step does not say SPID yet.
        return Route.SPID_DOCUMENTI
    return Route.DOCUMENTI


_REFINED: Final = {
    Step.ONFIDO: Route.ONFIDO_CONFERMA,
    Step.ARED: Route.REDDITO_RICEVUTA_MODELLO_UNICO,
    Step.SPID: Route.SPID_DOCUMENTI,
}


def resume_destination(ctx: ResumeContext, today: date) -> str:
    """§2 resume destination rules, applied in order.

    0. A signed request → the step map's FIRMA, the anomaly area (/anomalie). Reading: rule 1
       sends a created request to its signature; once it is signed there is nothing to sign,
       and the saved step FIRMA says where the applicant follows it.

    1. A request number of exactly 8 digits → /firma/carica.
    2. Saved step TYP or FIRMA, or a secci produced `today` → the step map, refined:
       ONFIDO → /onfido/conferma, ARED → the tax-return receipt page, SPID → /spid/documenti,
       and the documents step by customer type (see below).
    3. Anything else → /resume/secci?step={step}.

    Readings:
    - "The documents step" is the saved step whose map route is the documents route, i.e. the
      personal-info step (the applicant is about to prove identity); DOCUMENTI itself already
      has its documents and keeps /documenti/riepilogo.
    - Existing customer (flagGiaCliente S): auth MANUALE → /documenti for Italians, /onfido for
      others; auth GIA → the route by work position; otherwise /documenti/review.
    - New customer: not Italian, work position C or born abroad → /onfido when on_fido is on,
      else /documenti/carica-dati. Then an SPID error counter of 2 or more → /onfido when on_fido
      is on, else /documenti/documenti-personali (the same provider switch decides "or").
      Then confirmed SPID info → the route by work position. Otherwise /documenti, unless SPID
      gave an identity still to confirm: the SPID step is current then, which the saved step
      does not record yet (docs/spid-step.md), so the step map's /spid/documenti.
    - An unknown saved step with a secci of today cannot use the map, so it falls to rule 3.
    - Before any step is saved (saved on our offer or SECCI page, which the step map does not
      know), rule 3's page would renew a SECCI that needs no renewal: with no SECCI yet the
      draft goes back to the offer choice, with a SECCI of today to that SECCI to confirm;
      only a SECCI of an earlier day goes to /resume/secci to be issued again.
    """
    if ctx.signed:
        return STEP_ROUTES[Step.FIRMA]
    if is_request_created(ctx.request_number):
        return Route.FIRMA_CARICA
    step = ctx.step if isinstance(ctx.step, Step) else None
    if step is None and ctx.step is not None:
        # A stored string may still name a step.
        step = next((s for s in Step if s.value == ctx.step), None)
    secci_today = ctx.secci_date is not None and ctx.secci_date == today
    if ctx.step is None and (ctx.secci_date is None or secci_today):
        return Route.OFFERTA if ctx.secci_date is None else Route.SECCI
    if step is not None and (step in (Step.TYP, Step.FIRMA) or secci_today):
        if step in _REFINED:
            return _REFINED[step]
        if step is Step.PERSONAL_INFO:
            return _documents_route(ctx)
        return STEP_ROUTES[step]
    return resume_secci_route(None if ctx.step is None else str(ctx.step))


def resume_context(record: DraftRecord, *, on_fido: bool) -> ResumeContext:
    """The resume rules' input, read from a restored draft and the partner configuration.

    Citizenship comes from the personal information, else from the cluster; the request number
    from the record, else from the pratica; the secci's day from its time stamp.
    """
    data = record.draft_data
    demographics = data.informazioniPersonali.informazioniDemografiche
    secci_stamp = data.secci.date if data.secci is not None else None
    return ResumeContext(
        request_number=record.request_number or data.pratica.numero,
        step=record.step,
        secci_date=secci_stamp.date() if secci_stamp is not None else None,
        gia_cliente=data.cluster.gia_cliente,
        auth=data.auth,
        italian=is_italian(demographics.cittadinanza or data.cluster.cittadinanza),
        posizione_lavorativa=data.informazioniBase.posizioneLavorativa,
        occupazione=data.informazioniPersonali.informazioniProfessionali.occupazione or None,
        fiscal_code=record.fiscal_code,
        on_fido=on_fido,
        spid_error_counter=data.spid.errorCounter,
        spid_info_confirmed=bool(data.spid.info) and data.spid.confirmed,
        spid_info_pending=bool(data.spid.info) and not data.spid.confirmed,
    )
