"""Practices: check / add / finalize, the practice info and the document checklist (Qinetic)."""

import secrets
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from sandbox.db import ChecklistDocument, Practice, Simulation, utcnow
from sandbox.pricing import LIMITS
from sandbox.protocol import B2BError, Context, ServiceRequest, errore, service
from sandbox.services.checks import (
    ControlloEmailRequest,
    ControlloIbanRequest,
    ControlloTelefonoRequest,
    controllo_email,
    controllo_iban,
    controllo_telefono,
)
from sandbox.services.contracts import contract_to_sign
from sandbox.services.fiscal_code import DecodificaCodFiscaleRequest, decodifica_cod_fiscale
from sandbox.services.places import check_place

# Checklist document states. G and N are anomalies the applicant must correct (spec §5).
STATO_DA_VERIFICARE = "C"  # uploaded, under review
STATO_VALIDATO = "V"
STATI_ANOMALIA = ("G", "N")  # G: grave (illegible, wrong document), N: non conforme

# (codDocumento, codCategoria, desCategoria) required for every practice ...
BASE_DOCUMENTS = (
    ("CAR", "IDE", "DOCUMENTO DI IDENTITÀ"),
    ("CF", "CFR", "TESSERA SANITARIA (CODICE FISCALE)"),
)
# ... plus the income proof of the work position (D, A, P) ...
INCOME_DOCUMENTS = {
    "D": ("DRED", "RED", "BUSTA PAGA"),
    "A": ("ARED", "RED", "MODELLO UNICO / REDDITI PF"),
    "P": ("PRED", "RED", "CERTIFICATO DI PENSIONE"),
}
# ... and the residence permit of a non-EU citizen.
PERMIT_DOCUMENT = ("PER", "PER", "PERMESSO DI SOGGIORNO")

# The operator's test hook (POST /operator/api/practice-refusals): the next practice check or
# add of a fiscal code is refused with this error, as the provider refuses a field only its own
# checks find wrong (the journey's earlier checks all passed). In memory, spent once: a test
# aid that a restart forgets.
_refusals: dict[str, dict[str, Any]] = {}


def refuse_next_practice(fiscal_code: str, codice: str, campo: str, descrizione: str) -> None:
    _refusals[fiscal_code.upper()] = errore(codice, descrizione, campo)


class Residenza(ServiceRequest):
    indirizzo: str = ""
    localita: str = ""
    provincia: str = ""
    cap: str = ""


class PraticaRequest(ServiceRequest):
    draftId: str | None = None
    numPratica: str | None = None
    codiceAnagrafico: str | None = None
    codFiscale: str = ""
    nome: str = ""
    cognome: str = ""
    dataNascita: str | None = None
    email: str = ""
    telCellulare: str = ""
    iban: str = ""
    importoRichiesto: Decimal | None = None
    numeroRate: int | None = None
    prgSimul: str | None = None
    posizioneLavorativa: str | None = None
    cittadinanza: str | None = None
    extracomunitario: bool = False
    residenza: Residenza | None = None


async def _errors(ctx: Context, request: PraticaRequest) -> list[dict[str, Any]]:
    """Everything the provider checks before it accepts a practice."""
    fiscal = await decodifica_cod_fiscale(
        ctx,
        DecodificaCodFiscaleRequest(
            cognome=request.cognome, nome=request.nome, codFiscale=request.codFiscale
        ),
    )
    errors: list[dict[str, Any]] = list(fiscal["elencoErrori"])
    errors += (await controllo_email(ctx, ControlloEmailRequest(email=request.email)))[
        "elencoErrori"
    ]
    phone = ControlloTelefonoRequest(numTelefono=request.telCellulare, tipoTelefono="TC")
    errors += [
        {**e, "campo": "telCellulare"}
        for e in (await controllo_telefono(ctx, phone))["elencoErrori"]
    ]
    errors += (await controllo_iban(ctx, ControlloIbanRequest(iban=request.iban)))["elencoErrori"]
    if request.prgSimul:
        if ctx.session.get(Simulation, request.prgSimul) is None:
            errors.append(errore("E_SIMULAZIONE", "Simulazione inesistente", "prgSimul"))
    elif request.importoRichiesto is None or request.numeroRate is None:
        errors.append(
            errore(
                "E_OBBLIGATORIO", "Indicare prgSimul oppure importo e numero di rate", "prgSimul"
            )
        )
    elif not (
        LIMITS.min_amount <= request.importoRichiesto <= LIMITS.max_amount
        and LIMITS.min_months <= request.numeroRate <= LIMITS.max_months
    ):
        errors.append(
            errore(
                "E_IMPORTO",
                "Importo o numero di rate fuori dai limiti del prodotto",
                "importoRichiesto",
            )
        )
    if request.residenza:
        place = request.residenza
        errors += [
            {**e, "campo": f"residenza.{e['campo']}"}
            for e in check_place(place.localita, place.provincia, place.cap)
        ]
    refusal = _refusals.pop(request.codFiscale.upper(), None)
    if refusal is not None:
        errors.append(refusal)
    return errors


def _number_pair(ctx: Context, fiscal_code: str) -> tuple[str, str]:
    """A fresh 8-digit numPratica, and the customer's codiceAnagrafico (kept across practices)."""
    while True:
        number = str(10_000_000 + secrets.randbelow(90_000_000))
        if ctx.session.get(Practice, number) is None:
            break
    earlier = ctx.session.scalar(
        select(Practice.codice_anagrafico).where(Practice.codice_fiscale == fiscal_code)
    )
    return number, earlier or str(1_000_000 + secrets.randbelow(9_000_000))


def _answer(practice: Practice, message: str) -> dict[str, Any]:
    return {
        "esito": "OK",
        "numPratica": practice.num_pratica,
        "codiceAnagrafico": practice.codice_anagrafico,
        "stato": practice.stato,
        "messaggio": message,
        "elencoErrori": [],
    }


async def _save(ctx: Context, request: PraticaRequest, stato: str) -> Practice:
    errors = await _errors(ctx, request)
    if errors:
        raise B2BError(400, errors)
    fiscal_code = request.codFiscale.upper()
    practice = None
    if request.numPratica:
        practice = ctx.session.get(Practice, request.numPratica)
    elif request.draftId:
        # One practice per draft: a retried call finds the practice it created the first time.
        practice = ctx.session.scalar(select(Practice).where(Practice.draft_id == request.draftId))
    if practice is None:
        number, registry_code = _number_pair(ctx, fiscal_code)
        practice = Practice(
            num_pratica=number,
            codice_anagrafico=registry_code,
            draft_id=request.draftId,
            codice_fiscale=fiscal_code,
            stato=stato,
            data={},
        )
        ctx.session.add(practice)
    elif practice.stato in ("FINALIZZATA", "FIRMATA"):
        raise B2BError(
            400, [errore("E_PRATICA_CHIUSA", "La pratica è già stata inviata", "numPratica")]
        )
    practice.stato = stato
    practice.data = request.model_dump(mode="json", exclude_none=True)
    return practice


@service("practiceCheck", PraticaRequest)
async def practice_check(ctx: Context, request: PraticaRequest) -> dict[str, Any]:
    practice = await _save(ctx, request, "VERIFICATA")
    return _answer(practice, "Check pratica inviato con successo")


@service("practiceAdd", PraticaRequest)
async def practice_add(ctx: Context, request: PraticaRequest) -> dict[str, Any]:
    practice = await _save(ctx, request, "INSERITA")
    return _answer(practice, "Pratica inviata con successo")


class FinalizeRequest(ServiceRequest):
    numPratica: str = ""
    codiceAnagrafico: str = ""
    draftId: str | None = None


def required_documents(data: dict[str, Any]) -> list[tuple[str, str, str]]:
    documents = list(BASE_DOCUMENTS)
    income = INCOME_DOCUMENTS.get(str(data.get("posizioneLavorativa", "")).upper())
    if income:
        documents.append(income)
    if data.get("extracomunitario"):
        documents.insert(0, PERMIT_DOCUMENT)
    return documents


@service("practiceFinalize", FinalizeRequest)
async def practice_finalize(ctx: Context, request: FinalizeRequest) -> dict[str, Any]:
    practice = ctx.session.get(Practice, request.numPratica)
    if practice is None or practice.codice_anagrafico != request.codiceAnagrafico:
        raise B2BError(400, [errore("E_PRATICA", "Pratica inesistente", "numPratica")])
    if practice.stato == "VERIFICATA":
        raise B2BError(
            400, [errore("E_PRATICA_STATO", "La pratica non è ancora stata inserita", "numPratica")]
        )
    if practice.stato == "INSERITA":
        now = utcnow()
        for code, category, description in required_documents(practice.data):
            ctx.session.add(
                ChecklistDocument(
                    num_pratica=practice.num_pratica,
                    cod_documento=code,
                    cod_categoria=category,
                    des_categoria=description,
                    cod_stato=STATO_DA_VERIFICARE,
                    ultimo_upload=now,
                    ultimo_aggiornamento=now,
                )
            )
        practice.stato = "FINALIZZATA"
    # The contract the consumer reads before signing (/firma/carica), issued once per practice.
    contract = contract_to_sign(ctx, practice)
    return {
        **_answer(practice, "Pratica inviata con successo"),
        "urlContratto": contract.url if contract else None,
    }


class InfoPraticaRequest(ServiceRequest):
    numPratica: str = ""


@service("recuperoInfoPraticaB2C", InfoPraticaRequest, pure=True)
async def recupero_info_pratica(ctx: Context, request: InfoPraticaRequest) -> dict[str, Any]:
    practice = ctx.session.get(Practice, request.numPratica)
    if practice is None:
        return {
            "pratica": None,
            "elencoErrori": [errore("E_PRATICA", "Pratica inesistente", "numPratica")],
        }
    data = practice.data
    return {
        "pratica": {
            "numPratica": practice.num_pratica,
            "codiceAnagrafico": practice.codice_anagrafico,
            "codFiscale": practice.codice_fiscale,
            "stato": practice.stato,
            "esito": practice.esito,
            "nome": data.get("nome"),
            "cognome": data.get("cognome"),
            "importoRichiesto": data.get("importoRichiesto"),
            "numeroRate": data.get("numeroRate"),
            "prgSimul": data.get("prgSimul"),
            "dataInserimento": practice.created_at.isoformat(),
            "dataAggiornamento": practice.updated_at.isoformat(),
        },
        "elencoErrori": [],
    }


class ChecklistRequest(ServiceRequest):
    dossierId: str = ""
    dossierType: str = "PP"


def checklist_item(document: ChecklistDocument) -> dict[str, Any]:
    return {
        "codDocumento": document.cod_documento,
        "codCategoria": document.cod_categoria,
        "desCategoria": document.des_categoria,
        "codStato": document.cod_stato,
        "ultimoUpload": document.ultimo_upload.isoformat() if document.ultimo_upload else None,
        "ultimoAggiornamento": (
            document.ultimo_aggiornamento.isoformat() if document.ultimo_aggiornamento else None
        ),
    }


@service("recuperaChecklistDocumentaleQinetic", ChecklistRequest, pure=True)
async def recupera_checklist(ctx: Context, request: ChecklistRequest) -> dict[str, Any]:
    if request.dossierType != "PP":
        return {
            "documenti": [],
            "elencoErrori": [errore("E_DOSSIER", "Tipo di dossier non gestito", "dossierType")],
        }
    if ctx.session.get(Practice, request.dossierId) is None:
        return {
            "documenti": [],
            "elencoErrori": [errore("E_DOSSIER", "Dossier inesistente", "dossierId")],
        }
    documents = ctx.session.scalars(
        select(ChecklistDocument)
        .where(ChecklistDocument.num_pratica == request.dossierId)
        .order_by(ChecklistDocument.id)
    )
    return {
        "dossierId": request.dossierId,
        "documenti": [checklist_item(d) for d in documents],
        "elencoErrori": [],
    }
