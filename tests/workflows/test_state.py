"""ApplicationState across runs: what a run carries over when it continues as new is the whole
state, and the next run restores exactly it (route-deciding fields included)."""

import dataclasses
from datetime import UTC, datetime

from temporalio.contrib.pydantic import pydantic_data_converter

from journey.models.basic_info import KnownData
from journey.models.cluster import Cluster
from journey.models.configuration import Configuration, Partner
from journey.models.crm import CrmState
from journey.models.simulation import Offerta, Secci, Simulation
from journey.routes import Esito
from tests.utils.applicants import mario_rossi, personal_info, simulator_data
from workflows.models import ApplicantView, CarriedState, StartApplication
from workflows.state import ApplicationState

OFFER = Offerta(prgSimul="7", importoTotale=1_000_000, numeroRate=60)


def well_along() -> ApplicationState:
    """An application with every field set: light form, offer and SECCI done, a draft saved,
    a resume destination pending."""
    state = ApplicationState(start=StartApplication(simulator=simulator_data(), channel="MAP"))
    state.light_form_submitted(mario_rossi())
    state.configuration = Configuration(codice_partner="P1", on_fido=True)
    state.partner = Partner(anzianitaIndirizzoCorrente=3, canale="PARTNER")
    state.cluster = Cluster(cluster=3, flagGiaCliente="S", cittadinanza="ITA")
    state.knownData = KnownData(email="MARIO@ESEMPIO.IT", firstName="Mario")
    state.crm = CrmState(id="INC1")
    state.simulation = Simulation(pricing="A", codOfferta=OFFER)
    state.applicant_checked(
        ApplicantView(
            fiscalCode="RSSMRA85T10F205R",
            mobilePhone="3401234567",
            firstName="Mario",
            lastName="Rossi",
            email="MARIO.ROSSI@GMAIL.COM",
        )
    )
    state.secci_produced(
        Secci(file="k", numPratica="TMPSAP_1", date=datetime(2026, 11, 2, tzinfo=UTC))
    )
    state.offer_chosen(OFFER)
    state.secci_confirmed()
    state.informazioniPersonali = personal_info()
    state.reviewRequested = True
    state.lastActivity = datetime(2026, 11, 3, 9, 30, tzinfo=UTC)
    state.activityCount, state.reminderSent = 7, True
    state.resumed("/informazioni-personali")
    return state


def test_the_carried_state_has_every_field_of_the_state() -> None:
    """A field added to ApplicationState and not carried would be lost at a continue-as-new."""
    fields = {
        f.name.lstrip("_")
        for f in dataclasses.fields(ApplicationState)
        if f.metadata.get("carried", True)
    } - {"start"}
    assert set(CarriedState.model_fields) == fields


def test_a_state_carried_through_the_data_converter_is_restored_whole() -> None:
    state = well_along()
    assert state.lastActivity is not None
    start = state.start.model_copy(update={"carried": state.carried(state.lastActivity)})
    converter = pydantic_data_converter.payload_converter
    received = converter.from_payload(converter.to_payload(start), StartApplication)

    restored = ApplicationState.restored(received)

    assert restored == state
    assert (restored.route, restored.step, restored.secciConfirmed) == (
        state.route,
        state.step,
        True,
    )
    assert restored.start.carried is None  # no stale copy kept beside the live state


def test_a_closed_outcome_is_carried_too() -> None:
    state = well_along()
    state.engine_decided(Esito.ERRORE_GENERICO)
    state.expired()
    assert state.lastActivity is not None
    restored = ApplicationState.restored(
        state.start.model_copy(update={"carried": state.carried(state.lastActivity)})
    )
    assert (restored.outcome, restored.status, restored.route) == (
        Esito.ERRORE_GENERICO,
        state.status,
        state.route,
    )
