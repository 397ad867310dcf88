"""The light form: what a person may type, and the Italian message each mistake gets."""

from datetime import date
from typing import Literal

import pytest
from codicefiscale import codicefiscale
from hypothesis import given, settings
from hypothesis import strategies as st

from journey import messages
from journey.forms import (
    HOUSING_TYPES,
    WORK_POSITIONS,
    BasicInfoForm,
    normalise_basic_info,
    validate_basic_info,
)
from journey.models import Agreements

VALID = BasicInfoForm(
    firstName="Mario",
    lastName="Rossi",
    fiscalCode="RSSMRA85T10A562S",
    emailAddress="mario.rossi@example.it",
    mobilePhone="3401234567",
    cap="00100",
    abitazione="AFF",
    posizioneLavorativa="D",
    agreements=Agreements(questionOne=True, questionTwo=True, questionFour=True),
)


def with_(**changes: object) -> BasicInfoForm:
    return VALID.model_copy(update=changes)


def test_a_complete_form_has_no_errors() -> None:
    assert validate_basic_info(VALID) == {}


def test_an_empty_form_parses_and_every_required_field_is_reported() -> None:
    errors = validate_basic_info(BasicInfoForm.model_validate({}))
    assert errors == {
        "firstName": messages.CAMPO_OBBLIGATORIO,
        "lastName": messages.CAMPO_OBBLIGATORIO,
        "fiscalCode": messages.CAMPO_OBBLIGATORIO,
        "emailAddress": messages.CAMPO_OBBLIGATORIO,
        "mobilePhone": messages.CAMPO_OBBLIGATORIO,
        "cap": messages.CAMPO_OBBLIGATORIO,
        "abitazione": messages.CAMPO_OBBLIGATORIO,
        "posizioneLavorativa": messages.CAMPO_OBBLIGATORIO,
        "agreements.questionOne": messages.CONSENSO_OBBLIGATORIO,
        "agreements.questionTwo": messages.CONSENSO_OBBLIGATORIO,
        "agreements.questionFour": messages.CONSENSO_OBBLIGATORIO,
    }


def test_no_consent_box_is_pre_ticked() -> None:
    assert BasicInfoForm().agreements == Agreements(
        questionOne=False, questionTwo=False, questionThree=False, questionFour=False
    )


def test_unknown_keys_are_rejected() -> None:
    with pytest.raises(ValueError):
        BasicInfoForm.model_validate({"firstName": "Mario", "admin": True})


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("firstName", "Mario2", messages.NOME_NON_VALIDO),
        ("firstName", "Mario!", messages.NOME_NON_VALIDO),
        ("firstName", "'Mario", messages.NOME_NON_VALIDO),
        ("firstName", "-Mario", messages.NOME_NON_VALIDO),
        ("firstName", "M" * 51, messages.NOME_NON_VALIDO),
        ("lastName", "Rossi_", messages.COGNOME_NON_VALIDO),
        ("lastName", "R0ssi", messages.COGNOME_NON_VALIDO),
        # The free-text rule of every form comes first, with its own message.
        ("firstName", "<script>alert(1)</script>", messages.TESTO_NON_VALIDO),
        ("firstName", "<b>Mario</b>", messages.TESTO_NON_VALIDO),
        ("firstName", "Mario\x00", messages.TESTO_NON_VALIDO),
        ("lastName", "Ros\u200bsi", messages.TESTO_NON_VALIDO),
        ("lastName", "{{cognome}}", messages.TESTO_NON_VALIDO),
        ("emailAddress", "mario.rossi", messages.EMAIL_NON_VALIDA),
        ("emailAddress", "mario@rossi", messages.EMAIL_NON_VALIDA),
        ("emailAddress", "mario@@rossi.it", messages.EMAIL_NON_VALIDA),
        ("emailAddress", ".mario@rossi.it", messages.EMAIL_NON_VALIDA),
        ("emailAddress", "mario..rossi@rossi.it", messages.EMAIL_NON_VALIDA),
        ("mobilePhone", "0612345678", messages.CELLULARE_NON_VALIDO),
        ("mobilePhone", "34012345", messages.CELLULARE_NON_VALIDO),
        ("mobilePhone", "34012345678", messages.CELLULARE_NON_VALIDO),
        ("mobilePhone", "+443401234567", messages.CELLULARE_NON_VALIDO),
        ("mobilePhone", "340abc4567", messages.CELLULARE_NON_VALIDO),
        ("fiscalCode", "RSSMRA85T10A562", messages.CODICE_FISCALE_NON_VALIDO),
        ("fiscalCode", "RSSMRA85T10A562X", messages.CODICE_FISCALE_NON_VALIDO),
        ("fiscalCode", "RSSMRA85F10A562S", messages.CODICE_FISCALE_NON_VALIDO),
        ("fiscalCode", "RSSMRA85T32A562S", messages.CODICE_FISCALE_NON_VALIDO),
        ("fiscalCode", "1SSMRA85T10A562S", messages.CODICE_FISCALE_NON_VALIDO),
        ("cap", "0010", messages.CAP_NON_VALIDO),
        ("cap", "001000", messages.CAP_NON_VALIDO),
        ("cap", "00A00", messages.CAP_NON_VALIDO),
        ("abitazione", "CASTELLO", messages.SELEZIONE_NON_VALIDA),
        ("posizioneLavorativa", "X", messages.SELEZIONE_NON_VALIDA),
    ],
)
def test_format_errors_name_the_field_in_italian(field: str, value: str, message: str) -> None:
    assert validate_basic_info(with_(**{field: value})) == {field: message}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("firstName", "Maria Grazia"),
        ("firstName", "Nicolò"),
        ("lastName", "D'Angelo"),
        ("lastName", "Dell’Acqua"),
        ("lastName", "  De   Luca "),
        ("lastName", "D'Amico"),
        ("firstName", "Jean-Pierre"),
        ("lastName", "Rossi-Bianchi"),
        ("lastName", "Wiśniewski"),
        # Tabs and line breaks pasted around a name are whitespace, tidied before any check.
        ("firstName", "\tMaria\nGrazia "),
        ("emailAddress", "  Mario.Rossi+prestito@sub.example.it "),
        ("mobilePhone", "+39 340 123 4567"),
        ("mobilePhone", "0039 340 1234567"),
        ("mobilePhone", "340-123.45.67"),
        ("mobilePhone", "340123456"),
        ("mobilePhone", "(340) 1234567"),
        ("fiscalCode", "rssmra85t10a562s"),
        ("fiscalCode", "RSS MRA 85T10 A562S"),
        # Omocodia: the last digit of the place code replaced by its letter (2 → N), new check char.
        ("fiscalCode", "RSSMRA85T10A56NH"),
        ("fiscalCode", "RSSMRA85T10Z404L"),
        ("cap", " 20121 "),
        ("posizioneLavorativa", "c"),
    ],
)
def test_what_people_really_type_is_accepted(field: str, value: str) -> None:
    assert validate_basic_info(with_(**{field: value})) == {}


@pytest.mark.parametrize("question", ["questionOne", "questionTwo", "questionFour"])
def test_consents_needed_to_evaluate_credit_are_mandatory(question: str) -> None:
    agreements = VALID.agreements.model_copy(update={question: False})
    assert validate_basic_info(with_(agreements=agreements)) == {
        f"agreements.{question}": messages.CONSENSO_OBBLIGATORIO
    }


def test_third_party_consent_is_optional() -> None:
    assert validate_basic_info(VALID).get("agreements.questionThree") is None
    yes = VALID.agreements.model_copy(update={"questionThree": True})
    assert validate_basic_info(with_(agreements=yes)) == {}


def test_normalise_basic_info_tidies_spaces_and_case_as_spec_5_says() -> None:
    form = with_(
        firstName="  Maria   Grazia ",
        fiscalCode=" rssmra85t10a562s ",
        emailAddress=" mario.rossi@example.it ",
        mobilePhone="+39 340 123 45 67",
        cap=" 00100",
        posizioneLavorativa=" a ",
    )
    tidy = normalise_basic_info(form)
    assert tidy.firstName == "Maria Grazia"
    assert tidy.fiscalCode == "RSSMRA85T10A562S"
    assert tidy.emailAddress == "MARIO.ROSSI@EXAMPLE.IT"
    assert tidy.mobilePhone == "+393401234567"
    assert tidy.cap == "00100"
    assert tidy.posizioneLavorativa == "A"
    assert normalise_basic_info(tidy) == tidy


def test_reference_lists_have_unique_codes_and_italian_labels() -> None:
    for options in (HOUSING_TYPES, WORK_POSITIONS):
        codes = [o.codice for o in options]
        assert len(codes) == len(set(codes))
        assert all(o.descrizione for o in options)
    assert [w.codice for w in WORK_POSITIONS] == ["D", "A", "P", "C"]


_BIRTHPLACES = ["Roma", "Milano", "Napoli", "Torino", "Palermo"]


# The codicefiscale package is an independent oracle; its first call loads a large table.
@settings(deadline=None, max_examples=50)
@given(
    lastname=st.sampled_from(["Rossi", "Bianchi", "Esposito", "Ng", "De Luca"]),
    firstname=st.sampled_from(["Mario", "Anna", "Giuseppe", "Li", "Maria Grazia"]),
    gender=st.sampled_from(["M", "F"]),
    birthdate=st.dates(min_value=date(1930, 1, 1), max_value=date(2010, 12, 31)),
    birthplace=st.sampled_from(_BIRTHPLACES),
)
def test_every_real_fiscal_code_passes_and_a_wrong_check_character_fails(
    lastname: str, firstname: str, gender: Literal["M", "F"], birthdate: date, birthplace: str
) -> None:
    code = codicefiscale.encode(
        lastname=lastname,
        firstname=firstname,
        gender=gender,
        birthdate=birthdate.strftime("%d/%m/%Y"),
        birthplace=birthplace,
    )
    for variant in [code, *codicefiscale.decode(code)["omocodes"]]:
        assert validate_basic_info(with_(fiscalCode=variant)) == {}
        wrong = variant[:15] + chr((ord(variant[15]) - 65 + 1) % 26 + 65)
        assert validate_basic_info(with_(fiscalCode=wrong)) == {
            "fiscalCode": messages.CODICE_FISCALE_NON_VALIDO
        }
