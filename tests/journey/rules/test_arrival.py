"""What the journey trusts of an arrival: the token's loan, the token's customer only."""

from journey.models.arrival import KnownUser, LightFormPrefill
from journey.models.cluster import Cluster
from journey.rules.arrival import esito_otp, from_token, untrusted, with_user_documents
from tests.utils.applicants import simulator_data

USER = KnownUser(
    fiscalCode="BNCGLI80C54L219X",
    mobilePhone="3471234567",
    dataNascita="14/03/1980",
    email="GIULIA.BIANCHI@EXAMPLE.COM",
    firstName="GIULIA",
    lastName="BIANCHI",
    docType="DIG",
    docId="CA12345AB",
    resAddressZipCode="20121",
)


def test_the_landing_loses_its_tokens_and_its_otp_outcome() -> None:
    landing = simulator_data(SC_TOKEN="t", token="u", EsitoOTP="S")
    kept = untrusted(landing)
    assert (kept.SC_TOKEN, kept.token, kept.EsitoOTP) == (None, None, None)
    assert kept.SC_IMPORTO_TOTALE == landing.SC_IMPORTO_TOTALE


def test_the_tokens_loan_wins_and_the_landings_campaign_fills_in() -> None:
    landing = simulator_data(
        SC_IMPORTO_TOTALE=4_500_000, SC_TOKEN="t", id="SIM1", UTM_MEDIUM="email", EsitoOTP="N"
    )
    vouched = {"SC_IMPORTO_TOTALE": 500_000, "SC_IMPORTO_RATA": 10_000, "SC_NUMERO_RATE": 48}
    verified = from_token(landing, {**vouched, "EsitoOTP": "S", "UTM_SOURCE": "simulatore"})
    assert verified.SC_IMPORTO_TOTALE == 500_000 and verified.SC_NUMERO_RATE == 48
    assert verified.EsitoOTP == "S" and verified.SC_TOKEN is None and verified.id == "SIM1"
    assert verified.UTM_SOURCE == "simulatore" and verified.UTM_MEDIUM == "email"


def test_a_user_token_vouches_for_its_fiscal_code_only() -> None:
    plain = simulator_data(EsitoOTP="S")
    assert esito_otp(plain, None, "X") == "S"
    assert esito_otp(plain, USER, " bncgli80c54l219x ") == "S"
    assert esito_otp(plain, USER, "RSSMRA85T10F205R") == ""


def test_the_users_document_fills_a_cluster_without_one() -> None:
    filled = with_user_documents(Cluster(cluster=300), USER)
    assert (filled.tipoDocumento, filled.numeroDocumento) == ("DIG", "CA12345AB")
    on_file = Cluster(cluster=300, tipoDocumento="PAT", numeroDocumento="U1")
    assert with_user_documents(on_file, USER) == on_file
    assert with_user_documents(Cluster(cluster=300), None) == Cluster(cluster=300)


def test_the_prefill_holds_what_the_light_form_shows() -> None:
    prefill = LightFormPrefill.of(USER)
    assert prefill.model_dump() == {
        "firstName": "Giulia",
        "lastName": "Bianchi",
        "fiscalCode": "BNCGLI80C54L219X",
        "emailAddress": "giulia.bianchi@example.com",
        "mobilePhone": "3471234567",
        "cap": "20121",
    }
