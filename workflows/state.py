"""The state one application keeps in its workflow: the spec's data areas (§3), and the
transitions that move it along the journey.

The fields that decide the applicant's page (outcome, resume destination, secci confirmation,
step, status, and the applicant, offer and secci themselves) change only through the methods
below, one per event of the spec; the step modules call them and never assign those fields.
A plain dataclass: this module is re-imported by the sandbox for every workflow run, and a
pydantic model would build its schema each time.
"""

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.models import StepRecord
    from journey.constants import FLAG_SI, OTP_VALIDITY_SECONDS, SECCI_PER_DAY
    from journey.forms import BasicInfoForm
    from journey.models.basic_info import KnownData
    from journey.models.cluster import Cluster
    from journey.models.configuration import Configuration, Partner
    from journey.models.crm import CrmState
    from journey.models.documents import (
        DocumentFields,
        DocumentSlot,
        DocumentsView,
        SideName,
        SlotStatus,
    )
    from journey.models.draft import DraftAuth
    from journey.models.firma import FirmaProgress, OtpSent, Tracking, TrackingView
    from journey.models.identity import IdentityCheckStatus, OnfidoState, SpidState
    from journey.models.personal_info import InformazioniPersonali
    from journey.models.simulation import Offerta, Pratica, Secci, Simulation
    from journey.routes import Esito, Route
    from journey.rules.after_sale import UNDER_REVIEW, tracking_view
    from journey.rules.customer import is_italian
    from journey.rules.draft import DraftAuthState, draft_auth
    from journey.rules.identity_check import identity_check_applies, identity_check_route
    from journey.rules.progress import Progress, current_route
    from journey.rules.required_documents import (
        documents_on_file,
        documents_route,
        required_documents,
    )
    from journey.rules.routes import typ_route
    from journey.rules.spid import spid_error, spid_exhausted, spid_route
    from journey.steps import ROUTE_STEPS, ApplicationStatus, Step
    from workflows.models import ApplicantView, CarriedState, StartApplication

# The files remembered per document sent again for an anomaly: enough to refuse the same file
# twice, bounded so that no number of corrections grows the state.
MAX_SENT = 6


@dataclass
class ApplicationState:
    start: StartApplication
    configuration: Configuration | None = None
    partner: Partner | None = None
    form: BasicInfoForm | None = None
    cluster: Cluster = field(default_factory=lambda: Cluster(cluster=100))
    knownData: KnownData = field(default_factory=KnownData)
    crm: CrmState = field(default_factory=CrmState)
    simulation: Simulation | None = None
    informazioniPersonali: InformazioniPersonali | None = None
    reviewRequested: bool = False
    # Inactivity: every step re-arms the reminder and the expiry timers (see the workflow's run).
    lastActivity: datetime | None = None
    activityCount: int = 0
    reminderSent: bool = False
    # The documents step's stored files by slot and side: blob keys, never shown.
    documentFiles: dict[str, dict[SideName, str]] = field(default_factory=dict)
    # The identity path last written to the search attribute and memo (workflows/calls.py).
    identityPathMarked: tuple[str, str] | None = None
    # The Italian day of the last SECCI made and how many that day (constants.SECCI_PER_DAY);
    # a new run (continue-as-new) counts from nothing.
    secciDay: date | None = field(default=None, metadata={"carried": False})
    secciOfTheDay: int = field(default=0, metadata={"carried": False})
    # The record a step's own activity wrote with its calls, for record_step not to write it
    # again: within one step only, so never carried to a next run.
    recordedWithCall: StepRecord | None = field(
        default=None, compare=False, metadata={"carried": False}
    )
    # What decides the route: written only by the transitions below.
    _applicant: ApplicantView | None = None
    _offer: Offerta | None = None
    _secci: Secci | None = None
    _secciConfirmed: bool = False
    _step: Step | None = None
    _status: ApplicationStatus = ApplicationStatus.CREATED
    _outcome: Esito | None = None
    _resumeRoute: str | None = None
    _documents: DocumentsView | None = None
    _spid: SpidState = field(default_factory=SpidState)
    _onfido: OnfidoState = field(default_factory=OnfidoState)
    _firma: FirmaProgress = field(default_factory=FirmaProgress)
    # §4 draft auth: the identity path a saved draft remembers, and since when.
    _auth: DraftAuth | None = None
    _authCreatedAt: datetime | None = None

    # -- across runs (continue-as-new) ---------------------------------------------------------

    @classmethod
    def restored(cls, start: StartApplication) -> "ApplicationState":
        """A new application's state, or the one a previous run carried over to this run."""
        carried = start.carried
        if carried is None:
            return cls(start=start)
        return cls(
            # The start data without the carried copy: the state below is the one that moves on.
            start=start.model_copy(update={"carried": None}),
            configuration=carried.configuration,
            partner=carried.partner,
            form=carried.form,
            cluster=carried.cluster,
            knownData=carried.knownData,
            crm=carried.crm,
            simulation=carried.simulation,
            informazioniPersonali=carried.informazioniPersonali,
            reviewRequested=carried.reviewRequested,
            lastActivity=carried.lastActivity,
            activityCount=carried.activityCount,
            reminderSent=carried.reminderSent,
            documentFiles=carried.documentFiles,
            _applicant=carried.applicant,
            _offer=carried.offer,
            _secci=carried.secci,
            _secciConfirmed=carried.secciConfirmed,
            _step=carried.step,
            _status=carried.status,
            _outcome=carried.outcome,
            _resumeRoute=carried.resumeRoute,
            _documents=carried.documents,
            _spid=carried.spid,
            _onfido=carried.onfido,
            _firma=carried.firma,
            _auth=carried.auth,
            _authCreatedAt=carried.authCreatedAt,
            identityPathMarked=carried.identityPathMarked,
        )

    def carried(self, last_activity: datetime) -> CarriedState:
        """All of this state but the start data, for the next run; `last_activity` is when the
        inactivity timers started (the run's start when the applicant has done nothing yet)."""
        return CarriedState(
            configuration=self.configuration,
            partner=self.partner,
            form=self.form,
            cluster=self.cluster,
            knownData=self.knownData,
            crm=self.crm,
            simulation=self.simulation,
            informazioniPersonali=self.informazioniPersonali,
            reviewRequested=self.reviewRequested,
            lastActivity=last_activity,
            activityCount=self.activityCount,
            reminderSent=self.reminderSent,
            applicant=self._applicant,
            offer=self._offer,
            secci=self._secci,
            secciConfirmed=self._secciConfirmed,
            step=self._step,
            status=self._status,
            outcome=self._outcome,
            resumeRoute=self._resumeRoute,
            documents=self._documents,
            spid=self._spid,
            documentFiles=self.documentFiles,
            onfido=self._onfido,
            firma=self._firma,
            auth=self._auth,
            authCreatedAt=self._authCreatedAt,
            identityPathMarked=self.identityPathMarked,
        )

    # -- read ---------------------------------------------------------------------------------

    @property
    def applicant(self) -> ApplicantView | None:
        return self._applicant

    @property
    def offer(self) -> Offerta | None:
        return self._offer

    @property
    def secci(self) -> Secci | None:
        return self._secci

    @property
    def secciConfirmed(self) -> bool:
        return self._secciConfirmed

    @property
    def step(self) -> Step | None:
        return self._step

    @property
    def status(self) -> ApplicationStatus:
        return self._status

    @property
    def outcome(self) -> Esito | None:
        """The /typ outcome that closed the online path, if any."""
        return self._outcome

    @property
    def resumeRoute(self) -> str | None:
        return self._resumeRoute

    @property
    def request_sent(self) -> bool:
        """The request was finalized at the back office: what it holds is what gets signed."""
        return self._firma.pratica is not None and self._firma.pratica.sent

    @property
    def personal_info_open(self) -> bool:
        """Step 4's form may be sent: on its step, during the documents step, or reopened from
        the summary ("Modifica i tuoi dati") until the request is sent."""
        if self._step in (Step.BASIC_INFO, Step.PERSONAL_INFO):
            return True
        reopened = self._resumeRoute == Route.INFORMAZIONI_PERSONALI
        return reopened and not self.request_sent

    @property
    def spid(self) -> SpidState:
        return self._spid

    @property
    def onfido(self) -> OnfidoState:
        return self._onfido

    @property
    def firma(self) -> FirmaProgress:
        return self._firma

    @property
    def auth(self) -> DraftAuth | None:
        return self._auth

    @property
    def documents(self) -> DocumentsView | None:
        """The documents step, from the moment personal data are confirmed: which documents
        this applicant gives (by citizenship and work position) and where each one stands."""
        if self._documents is None and self._step is Step.PERSONAL_INFO and self.form:
            self._documents = DocumentsView(slots=self._required_documents())
        return self._documents

    def _required_documents(self) -> list[DocumentSlot]:
        assert self.form is not None
        info = self.informazioniPersonali
        citizenship = info.informazioniDemografiche.cittadinanza if info else None
        occupation = info.informazioniProfessionali.occupazione if info else None
        return required_documents(
            italian=is_italian(citizenship or self.cluster.cittadinanza),
            work_position=self.form.posizioneLavorativa,
            reason=occupation or None,
            on_file=documents_on_file(self.cluster),
        )

    @property
    def route(self) -> str:
        return current_route(
            Progress(
                outcome_route=typ_route(self._outcome) if self._outcome else None,
                applicant_checked=self._applicant is not None,
                offer_chosen=self._offer is not None and self._secci is not None,
                step=self._step,
                secci_pending=self._secci is not None and not self._secciConfirmed,
                resume_route=self._resumeRoute,
                documents_route=self._documents_route(),
                signed=self._firma.signed,
                after_sale=self._firma.tracking is not None,
            )
        )

    @property
    def tracking(self) -> TrackingView | None:
        """The anomaly area's view, once the request was followed after its signature."""
        tracking, pratica = self._firma.tracking, self._firma.pratica
        if tracking is None or pratica is None or not pratica.numero:
            return None
        info = self.informazioniPersonali
        citizenship = info.informazioniDemografiche.cittadinanza if info else None
        return tracking_view(
            tracking, pratica.numero, italian=is_italian(citizenship or self.cluster.cittadinanza)
        )

    def _documents_route(self) -> str | None:
        documents = self.documents
        if documents is None:
            return None
        identity_open = any(
            s.status is not SlotStatus.CONFERMATO for s in documents.slots if s.category != "RED"
        )
        identity = self._identity_route() if identity_open else None
        return identity or documents_route(
            documents.slots, saved_information=documents.informazioniSalvate
        )

    def _identity_route(self) -> str | None:
        """The identity path's page, if one is open: the remote check for those it applies
        to (until it is confirmed or over), else SPID's confirmation page."""
        if self.identity_check_applies:
            return identity_check_route(self._onfido)
        return spid_route(self._spid, on_fido=False)

    @property
    def identity_check_applies(self) -> bool:
        """Whether this applicant proves identity by the remote check (§2 rules)."""
        info = self.informazioniPersonali
        citizenship = info.informazioniDemografiche.cittadinanza if info else None
        return identity_check_applies(
            on_fido=bool(self.configuration and self.configuration.on_fido),
            gia_cliente=(self.cluster.flagGiaCliente or "").upper() == FLAG_SI,
            italian=is_italian(citizenship or self.cluster.cittadinanza),
            work_position=self.form.posizioneLavorativa if self.form else "",
            fiscal_code=self.form.fiscalCode if self.form else "",
            spid_exhausted=spid_exhausted(self._spid),
        )

    @property
    def channel(self) -> str:
        return (self.partner.canale if self.partner else None) or self.start.channel

    # -- transitions (spec §4) ----------------------------------------------------------------

    def light_form_submitted(self, form: BasicInfoForm) -> None:
        """Step 1 sent (again): what the checks and the engine gave before no longer holds."""
        self.form = form
        self._applicant = self._offer = self._secci = None
        self.simulation = None

    def phone_checked(self, outcome: Esito | None) -> None:
        """§5: a phone the back office refuses closes the online path (errorecellulare)."""
        self._outcome = outcome

    def applicant_checked(self, applicant: ApplicantView) -> None:
        self._applicant = applicant

    def engine_decided(self, outcome: Esito | None) -> None:
        """§4 simulation outcome: an outcome page, or None to go on to the offer."""
        self._outcome = outcome

    def secci_produced(self, secci: Secci) -> None:
        """A new SECCI (on the offer choice, or renewed on resume): to be read and confirmed."""
        self._secci, self._secciConfirmed = secci, False

    def secci_counted(self, day: date) -> None:
        """One more SECCI made and e-mailed on `day`, in Italy."""
        self.secciOfTheDay = self.secciOfTheDay + 1 if self.secciDay == day else 1
        self.secciDay = day

    def secci_allowed(self, day: date) -> bool:
        """Whether another SECCI may be made on `day` (SECCI_PER_DAY)."""
        return self.secciDay != day or self.secciOfTheDay < SECCI_PER_DAY

    def offer_chosen(self, offer: Offerta) -> None:
        self._offer = offer

    def secci_confirmed(self) -> None:
        self._secciConfirmed = True
        self._step = self._step or Step.BASIC_INFO

    def residence_cap_checked(self, cap: str) -> None:
        """Step 4: the CAP the back office found right for the residence. One corrected there
        replaces the light form's, so what comes after (CRM, engine, outcome) sees that one."""
        if self.form is not None and self.form.cap != cap:
            self.form = self.form.model_copy(update={"cap": cap})

    def personal_info_confirmed(self) -> None:
        # Changed from the summary once the documents were sent: the step stays the documents',
        # whose summary is where the applicant goes back to.
        if self._step is not Step.DOCUMENTI:
            self._step = Step.PERSONAL_INFO
        documents = self._documents
        if documents is not None and not documents.sent:
            # Personal data sent again during the documents step (citizenship or occupation
            # changed): the cards follow; those still asked for keep what was uploaded.
            kept = {slot.id: slot for slot in documents.slots}
            slots = [kept.get(slot.id, slot) for slot in self._required_documents()]
            wanted = {slot.id for slot in slots}
            self.documentFiles = {k: v for k, v in self.documentFiles.items() if k in wanted}
            self._documents = documents.model_copy(update={"slots": slots})

    def resumed(self, destination: str | None) -> None:
        """§2 resume rules: the applicant lands there until their next step is done."""
        self._resumeRoute = destination

    def personal_info_reopened(self) -> None:
        """ "Modifica i tuoi dati" on the summary: the personal data page, filled in, until the
        data are sent again (a request refused on the IBAN is corrected there)."""
        self._resumeRoute = Route.INFORMAZIONI_PERSONALI

    def moved_on(self) -> None:
        """A step was done: the resume destination has served its purpose."""
        self._resumeRoute = None

    def follow_auth(self, now: datetime) -> None:
        """§4: the draft's auth is ONFIDO or SPID when that step is current (the applicant is
        on one of its pages), else it keeps the earlier value."""
        previous = DraftAuthState(self._auth, self._authCreatedAt)
        self._auth, self._authCreatedAt = draft_auth(ROUTE_STEPS.get(self.route), previous, now)

    @property
    def identity_path(self) -> tuple[str, str] | None:
        """The identity path taken and why, in words support staff filter on (no personal
        data): None until SPID or the remote check is involved, in the documents step."""
        return self.identity_path_anywhere if self._documents is not None else None

    @property
    def identity_path_anywhere(self) -> tuple[str, str] | None:
        """The same, read before the documents step too: how the first version marked it (from
        the light form of an applicant the remote check would take); histories keep it."""
        if self.identity_check_applies:
            return "ONFIDO", f"{self._identity_check_reason()}; verifica {self._onfido.stato}"
        if self._spid.info or self._spid.errorCounter:
            outcome = "confermato" if self._spid.confirmed else f"errori {self._spid.errorCounter}"
            return "SPID", f"scelto dal richiedente; {outcome}"
        return None

    def _identity_check_reason(self) -> str:
        info = self.informazioniPersonali
        citizenship = info.informazioniDemografiche.cittadinanza if info else None
        if spid_exhausted(self._spid):
            return "SPID non riuscito"
        if not is_italian(citizenship or self.cluster.cittadinanza):
            return "cittadinanza non italiana"
        if self.form and self.form.posizioneLavorativa.strip().upper() == "C":
            return "posizione lavorativa C"
        return "nato all'estero"

    def document_changed(self, document: DocumentSlot) -> None:
        """A card of the documents step uploaded, read, corrected or confirmed."""
        assert self.documents is not None
        slots = [document if s.id == document.id else s for s in self.documents.slots]
        update: dict[str, object] = {"slots": slots}
        if self.documents.sent and not self.request_sent:
            # Changed from the summary after a refused request: the documents step is open
            # again, and "Invia la richiesta" sends them again (the back office keeps one copy
            # per side; other bytes replace it).
            update["sent"] = False
            self._step = Step.PERSONAL_INFO
        self._documents = self.documents.model_copy(update=update)

    def identity_document_confirmed(self, documents: DocumentsView) -> None:
        """The identity document card and controlloDocumento's verdict (§3 documenti)."""
        self._documents = documents

    def information_saved(self) -> None:
        """Work position C without proof of income: the save-information page confirmed."""
        assert self.documents is not None
        self._documents = self.documents.model_copy(update={"informazioniSalvate": True})

    def documents_sent(self, sent: bool) -> None:
        """The documents handed to the back office and CRM Step 5 recorded, or the attempt
        failed (nothing is lost: the applicant sends again)."""
        assert self.documents is not None
        self._documents = self.documents.model_copy(update={"sent": sent, "sendFailed": not sent})
        if sent:
            self._step = Step.DOCUMENTI

    def spid_identified(self, info: dict[str, object]) -> None:
        """SPID gave an identity that is the applicant's: /spid/documenti to confirm it."""
        self._spid = self._spid.model_copy(
            update={"info": info, "spidType": "SPID", "confirmed": False}
        )

    def spid_failed(self, *, fatal: bool) -> None:
        """§4: an error counts (a fatal one uses every chance) and clears token, info, type."""
        self._spid = spid_error(self._spid, fatal=fatal)

    def spid_confirmed(self) -> None:
        self._spid = self._spid.model_copy(update={"confirmed": True})

    def identity_check_opened(self, applicant_id: str) -> None:
        """The applicant exists at the provider and went to its capture page."""
        self._onfido = self._onfido.model_copy(
            update={"id": applicant_id, "stato": IdentityCheckStatus.IN_ACQUISIZIONE}
        )

    def identity_check_started(self, check_id: str, now: datetime) -> None:
        """The check runs at the provider: its webhook, or the timer, ends the wait."""
        self._onfido = self._onfido.model_copy(
            update={
                "check": {"id": check_id, "result": None},
                "stato": IdentityCheckStatus.IN_VERIFICA,
                "startedAt": now,
            }
        )

    def identity_check_completed(self, onfido: OnfidoState) -> None:
        """The provider's result: clear to be confirmed, or over (the documents follow)."""
        self._onfido = onfido

    def identity_check_ended(self, stato: IdentityCheckStatus) -> None:
        """No remote check after all (no result in time, or the applicant's choice)."""
        self._onfido = self._onfido.model_copy(update={"stato": stato})

    def identity_check_confirmed(self, values: DocumentFields) -> None:
        data = self._onfido.data
        self._onfido = self._onfido.model_copy(
            update={"confirmed": True, "modified": data is not None and values != data}
        )

    def practice_refused(self, errors: dict[str, str]) -> None:
        """§8: the back office refused the request (400): its errors by field, on the summary."""
        self._firma = self._firma.model_copy(update={"erroriPratica": errors})

    def practice_sent(
        self, numero: str, codice_anagrafico: str, contract_url: str, contract_blob: str
    ) -> None:
        """§4: after finalization the request is marked sent; the contract waits for its
        signature on /firma/carica (the TYP step of the §2 step map)."""
        self._firma = self._firma.model_copy(
            update={
                "pratica": Pratica(numero=numero, codiceAnagrafico=codice_anagrafico, sent=True),
                "erroriPratica": {},
                "contractUrl": contract_url,
                "contractBlob": contract_blob,
            }
        )
        self._step = Step.TYP

    def otp_sent(self, alias: str, otp_id: str, now: datetime) -> None:
        """§4: each send increments the counter; a resend keeps the previous alias if the new
        one is empty. The code is good for five minutes and five tries."""
        firma = self._firma
        sent = OtpSent(alias=alias or firma.otp.sent.alias, otpId=otp_id or firma.otp.sent.otpId)
        self._firma = firma.model_copy(
            update={
                "otp": firma.otp.model_copy(
                    update={"counter": firma.otp.counter + 1, "sent": sent}
                ),
                "sentAt": now,
                "expiresAt": now + timedelta(seconds=OTP_VALIDITY_SECONDS),
                "attemptsLeft": type(firma)().attemptsLeft,
                "expired": False,
            }
        )

    def otp_refused(self, attempts_left: int) -> None:
        self._firma = self._firma.model_copy(update={"attemptsLeft": max(attempts_left, 0)})

    def otp_expired(self) -> None:
        self._firma = self._firma.model_copy(update={"expired": True})

    def contract_signed(
        self, blob: str, signed_at: str, transaction_id: str, *, after_sale: bool = False
    ) -> None:
        """Signed: the summary with the signed contract; then the after-sale area (SIGNED), or,
        for a history from before it, nothing more online (COMPLETED)."""
        self._firma = self._firma.model_copy(
            update={"signedBlob": blob, "signedAt": signed_at, "transactionId": transaction_id}
        )
        self._step = Step.FIRMA
        self._status = ApplicationStatus.SIGNED if after_sale else ApplicationStatus.COMPLETED

    def followed(self, tracking: Tracking) -> None:
        """After the signature: the back office's latest word on the request."""
        self._firma = self._firma.model_copy(update={"tracking": tracking})

    def anomaly_sent(self, code: str, blobs: list[str], now: datetime) -> None:
        """A document sent again for its anomaly: uploaded now, as the back office records it
        (so no longer an anomaly, §5), with its files remembered so the same file is not
        taken for a correction twice."""
        tracking = self._firma.tracking
        assert tracking is not None
        documents = [
            d.model_copy(update={"codStato": UNDER_REVIEW, "ultimoUpload": now})
            if d.codDocumento.strip().upper() == code
            else d
            for d in tracking.documenti
        ]
        sent = {**tracking.sent, code: [*tracking.sent.get(code, []), *blobs][-MAX_SENT:]}
        self.followed(tracking.model_copy(update={"documenti": documents, "sent": sent}))

    def expired(self) -> None:
        self._status = ApplicationStatus.EXPIRED
