"""The message catalogue: spec strings verbatim, and the web copy generated from it."""

import importlib.util
from pathlib import Path

import pytest

from journey import messages

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # §8 error catalogue
        (
            "ERRORE_CREAZIONE_PROSPECT",
            "Si è verificato un errore durante la creazione del prospect.",
        ),
        (
            "ERRORE_AGGIORNAMENTO_PROSPECT",
            "Si è verificato un errore durante l'aggiornamento del prospect.",
        ),
        ("ERRORE_CREAZIONE_BOZZA", "Si è verificato un errore durante la creazione della bozza."),
        ("BOZZA_NON_TROVATA", "Bozza non trovata"),
        ("INTERNAL_SERVER_ERROR", "Internal Server Error"),
        (
            "ERRORE_CARICAMENTO_BOZZA",
            "Si è verificato un errore durante il caricamento della bozza",
        ),
        ("ERRORE_RICERCA_COMUNE", "Errore durante la ricerca del comune e della provincia"),
        ("ERRORE_DECODIFICA_CF", "Errore durante la decodifica del codice fiscale"),
        ("ERRORE_INVIO_PRATICA", "Errore durante l'invio della pratica"),
        ("CHECK_PRATICA_INVIATO", "Check pratica inviato con successo"),
        ("PRATICA_INVIATA", "Pratica inviata con successo"),
        ("OTP_NON_VALIDO", "OTP non valido"),
        ("ERRORE_INVIO_DOCUMENTI", "Si è verificato un errore durante l'invio dei documenti"),
        ("DOCUMENTI_INVIATI", "Documenti inviati con successo"),
        (
            "ERRORE_CONTROLLO_INDIRIZZO",
            "Si è verificato un errore durante il controllo dell'indirizzo.",
        ),
        ("ANOMALIA_NON_GESTITA", "Anomalia non gestita"),
        ("INFORMAZIONI_CARICATE", "Informazioni caricate con successo"),
        # §5 decode preconditions, in English as the spec gives them
        ("FISCAL_CODE_REQUIRED", "Fiscal code is required"),
        ("LAST_NAME_REQUIRED", "Last name is required"),
        ("FIRST_NAME_REQUIRED", "First name is required"),
        # §2 and §9 screen pieces
        (
            "TOOLTIP_COMPILA_CAMPI",
            "Compila tutti i campi per procedere con la tua richiesta di prestito.",
        ),
        (
            "LOADING_WARNING",
            "Non chiudere o aggiornare questa pagina, stiamo elaborando i tuoi dati.",
        ),
        ("QUOTE_TITLE", "È bello starti vicino."),
        ("QUOTE_SUBTITLE", "Perché progettare è semplice, realizzare ancora di più."),
        (
            "QUOTE_FOOTER",
            "Stiamo elaborando i tuoi dati, funzionali alla valutazione della richiesta di credito",
        ),
    ],
)
def test_spec_8_and_9_strings_are_verbatim(name: str, text: str) -> None:
    assert getattr(messages, name) == text


def test_spec_9_loading_messages_are_verbatim_and_complete() -> None:
    assert messages.LOADING_SHORT == (
        "Verifica delle informazioni fornite...",
        "Elaborazione dei dati in corso...",
    )
    assert messages.LOADING_FULL == (
        "Richiesta di valutazione preventiva in corso...",
        "Elaborazione dei dati in corso...",
        "Valutazione della richiesta in corso...",
        "Verifica delle informazioni fornite...",
        "Conferma e invio della richiesta di valutazione preventiva...",
    )
    assert len(messages.LOADING_RECAP) == 5
    assert len(messages.KEEP_AT_HAND) == 3


def test_spec_2_identity_card_labels_include_data_di_rilascio() -> None:
    assert messages.ID_CARD_LABELS["dataRilascio"] == "Data di rilascio"
    assert len(messages.ID_CARD_LABELS) == 5


def test_catalogue_holds_every_constant_and_nothing_else() -> None:
    names = {n for n in vars(messages) if n.isupper() and n != "CATALOGUE"}
    assert set(messages.CATALOGUE) == names
    assert all(messages.CATALOGUE[n] == getattr(messages, n) for n in names)
    # No two constants say the same thing under different names (except the shared loader lines).
    strings = [v for v in messages.CATALOGUE.values() if isinstance(v, str)]
    assert len(strings) == len(set(strings))


def test_committed_web_catalogue_equals_the_generated_one() -> None:
    spec = importlib.util.spec_from_file_location(
        "export_messages", ROOT / "scripts" / "export_messages.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    committed = (ROOT / "web" / "src" / "catalogue.ts").read_text(encoding="utf-8")
    assert committed == module.render(), "run: python scripts/export_messages.py"
    frame = (ROOT / "web" / "src" / "catalogueFrame.ts").read_text(encoding="utf-8")
    assert frame == module.render_frame(), "run: python scripts/export_messages.py"
