"""§3 entities: wire names, strictness for browser input, the country list and fixed values."""

from datetime import datetime

import pytest
from pydantic import BaseModel, ValidationError

from journey.countries import COUNTRIES, OTHER_STATE, description_key
from journey.models import (
    AddressType,
    ChecksState,
    CheckStatus,
    Cluster,
    Configuration,
    DocumentCategory,
    DocumentCode,
    DocumentoDiRiconoscimento,
    DraftRecord,
    InformazioniBase,
    InformazioniPersonali,
    Pratica,
    ProspectPayload,
    Secci,
    Simulation,
)


def test_spec_3_address_types() -> None:
    assert {t.name: t.value for t in AddressType} == {
        "RESIDENZA": "RES",
        "CORRISPONDENZA": "SED",
        "PRECEDENTE": "PRE",
        "DATORE_LAVORO": "DAT",
    }


def test_spec_3_document_categories_and_codes() -> None:
    assert {c.value for c in DocumentCategory} == {
        "IDE",
        "CFR",
        "RED",
        "RPR",
        "UTE",
        "2ID",
        "2RE",
        "PER",
        "PAS",
    }
    assert [c.value for c in DocumentCode] == [
        "CF",
        "PER",
        "EPER",
        "CAR",
        "PAT",
        "DIG",
        "PAS",
        "RPR",
        "DRED",
        "MRE2",
        "DRE2",
        "PRED",
        "PRE2",
        "ARED",
        "ARE2",
        "UTE",
        "CRES",
    ]


@pytest.mark.parametrize(
    ("model", "payload"),
    [
        (InformazioniBase, {"emailAddress": "A@B.IT", "isAdmin": True}),
        (InformazioniPersonali, {"residenza": {"attuale": {"via": "x"}}}),
        (ChecksState, {"status": "idle", "extra": 1}),
    ],
)
def test_spec_3_browser_input_with_unknown_keys_is_rejected(
    model: type[BaseModel], payload: dict[str, object]
) -> None:
    with pytest.raises(ValidationError):
        model.model_validate(payload)


def test_spec_3_back_office_answers_drop_unknown_keys() -> None:
    cluster = Cluster.model_validate({"cluster": 250, "flagGiaCliente": "S", "nuovoCampo": "x"})
    assert cluster.gia_cliente and "nuovoCampo" not in cluster.model_dump()
    simulation = Simulation.model_validate({"pricing": "X", "maxOfferta": {"prgSimul": "2"}})
    assert simulation.maxOfferta is not None and simulation.maxOfferta.prgSimul == "2"


@pytest.mark.parametrize(("flag", "on"), [("S", True), ("n", False), (True, True), (False, False)])
def test_spec_3_configuration_on_fido_flag(flag: object, on: bool) -> None:
    assert Configuration.model_validate({"on_fido": flag}).on_fido is on


def test_spec_3_secci_is_kept_in_the_draft_without_its_file() -> None:
    secci = Secci(url="u", file="JVBERi0x", numPratica="TMP1", date=datetime(2026, 3, 10, 9))
    assert secci.for_draft() == secci.model_copy(update={"file": None})


def test_spec_3_pratica_number_reads_numpratica() -> None:
    assert Pratica.model_validate({"numPratica": "12345678"}).numero == "12345678"
    assert Pratica.model_validate({"numero": "12345678"}).model_dump()["numero"] == "12345678"
    assert Pratica().sent is False


def test_spec_3_identity_document_province_is_uppercased() -> None:
    doc = DocumentoDiRiconoscimento.model_validate({"provincia": {"sigla": "rm", "nome": "Roma"}})
    assert (doc.provincia.sigla, doc.provincia.nome) == ("RM", "ROMA")


def test_spec_3_prospect_payload_fixed_parts() -> None:
    payload = ProspectPayload(codiceFiscale="RSSMRA85T10H501O", step="Step 1 – Light form")
    dumped = payload.model_dump()
    assert dumped["serviceId"] == "crmCreaProspect"
    assert dumped["companyType"]["name"] == "companyType"
    assert dumped["consensoPrivacy"] == "N"
    assert dumped["canale"] is None and dumped["dataIns"] is None and dumped["stato"] is None


def test_spec_3_draft_record_status_is_created_at_save() -> None:
    record = DraftRecord(draft_id="loan-1", fiscal_code="RSSMRA85T10H501O")
    assert record.status == "created"
    assert DraftRecord.model_validate(record.model_dump(mode="json")) == record


def test_spec_4_checks_start_idle() -> None:
    assert ChecksState().status is CheckStatus.IDLE


def test_spec_3_country_list_sorted_by_description_with_other_state() -> None:
    keys = [description_key(c.descrizione) for c in COUNTRIES]
    assert keys == sorted(keys)
    assert 45 <= len(COUNTRIES) <= 60
    codes = [c.codice for c in COUNTRIES]
    assert len(codes) == len(set(codes)) and all(len(c) == 3 for c in codes)
    by_code = {c.codice: c for c in COUNTRIES}
    assert by_code["ITA"].flagExtracomunitaria == "N"
    assert by_code["ALB"].flagExtracomunitaria == "S"
    assert by_code[OTHER_STATE].descrizione == "Altro stato"


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("NLD", "Paesi Bassi"),
        ("GBR", "Regno Unito"),
        ("USA", "Stati Uniti d'America"),
        ("CZE", "Repubblica Ceca"),
        ("MKD", "Macedonia del Nord"),
        ("LKA", "Sri Lanka"),
    ],
)
def test_spec_3_country_names_are_written_as_in_italian(code: str, name: str) -> None:
    assert {c.codice: c.descrizione for c in COUNTRIES}[code] == name


def test_spec_3_no_country_name_is_in_capitals_or_lower_case_mid_name() -> None:
    # The forms show the names as they are: one in capitals would be guessed back as a sentence
    # ("Paesi bassi"). Every word of a name is capitalised but articles and prepositions; the
    # 'other state' entry is a label, not a name.
    small = {"del", "della", "di", "d'America", "e"}
    for country in COUNTRIES:
        assert country.descrizione != country.descrizione.upper(), country
        if country.codice != OTHER_STATE:
            words = country.descrizione.split()
            assert all(w[0].isupper() or w in small for w in words), country
