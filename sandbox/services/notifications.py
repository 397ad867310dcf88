"""invioEmail and invioSms: messages to the applicant, written to the outbox."""

from typing import Any

import phonenumbers
from pydantic import Field

from sandbox.db import ReviewRequest
from sandbox.outbox import send_email, send_sms
from sandbox.protocol import Context, ServiceRequest, errore, service
from sandbox.services.checks import ControlloEmailRequest, controllo_email

SECCI_EMAIL_TYPE = "SECCIDS"
# Saved draft (resume code and link) and the reminder after a day without activity.
DRAFT_EMAIL_TYPE, REMINDER_EMAIL_TYPE = "BOZZADS", "PROMEMORIADS"
REQUIRED_FIELDS = {
    SECCI_EMAIL_TYPE: ("linkRipresa", "urlPdf"),
    DRAFT_EMAIL_TYPE: ("linkRipresa", "codiceRipresa"),
    REMINDER_EMAIL_TYPE: ("linkRipresa",),
}


class InvioEmailRequest(ServiceRequest):
    tipo: str = SECCI_EMAIL_TYPE
    email: str = ""
    nome: str | None = None
    cognome: str | None = None
    linkRipresa: str | None = None
    urlPdf: str | None = None
    codiceRipresa: str | None = None


def secci_email(request: InvioEmailRequest) -> tuple[str, str]:
    greeting = f"Gentile {request.nome.title()}," if request.nome else "Gentile cliente,"
    body = (
        f"{greeting}\n\n"
        "trovi qui il documento SECCI con le informazioni europee di base sul credito ai "
        "consumatori relative alla tua richiesta di prestito:\n"
        f"{request.urlPdf}\n\n"
        "Puoi riprendere la tua richiesta in qualsiasi momento da questo link:\n"
        f"{request.linkRipresa}\n\n"
        "Sandbox Credito S.p.A."
    )
    return "La tua richiesta di prestito: documento SECCI e link per riprendere", body


def draft_email(request: InvioEmailRequest) -> tuple[str, str]:
    greeting = f"Gentile {request.nome.title()}," if request.nome else "Gentile cliente,"
    body = (
        f"{greeting}\n\n"
        "abbiamo salvato la tua richiesta di prestito. Per riprenderla da qualsiasi dispositivo "
        "apri questo link:\n"
        f"{request.linkRipresa}\n\n"
        f"oppure inserisci il codice di ripresa: {request.codiceRipresa}\n\n"
        "Sandbox Credito S.p.A."
    )
    return "La tua richiesta di prestito è stata salvata", body


def reminder_email(request: InvioEmailRequest) -> tuple[str, str]:
    greeting = f"Gentile {request.nome.title()}," if request.nome else "Gentile cliente,"
    body = (
        f"{greeting}\n\n"
        "la tua richiesta di prestito ti aspetta: mancano pochi passaggi. Riprendila da qui:\n"
        f"{request.linkRipresa}\n\n"
        "Sandbox Credito S.p.A."
    )
    return "Completa la tua richiesta di prestito", body


TEMPLATES = {
    SECCI_EMAIL_TYPE: secci_email,
    DRAFT_EMAIL_TYPE: draft_email,
    REMINDER_EMAIL_TYPE: reminder_email,
}


@service("invioEmail", InvioEmailRequest)
async def invio_email(ctx: Context, request: InvioEmailRequest) -> dict[str, Any]:
    errors = (await controllo_email(ctx, ControlloEmailRequest(email=request.email)))[
        "elencoErrori"
    ]
    if request.tipo not in TEMPLATES:
        errors.append(errore("E_TIPO_EMAIL", "Tipo di e-mail non gestito", "tipo"))
    for field in REQUIRED_FIELDS.get(request.tipo, ()):
        if not getattr(request, field):
            errors.append(errore("E_OBBLIGATORIO", f"Il campo {field} è obbligatorio", field))
    if errors:
        return {"esito": "KO", "idMessaggio": None, "elencoErrori": errors}
    subject, body = TEMPLATES[request.tipo](request)
    message = await send_email(ctx, request.email, subject, body, request.tipo)
    ctx.session.flush()
    return {"esito": "OK", "idMessaggio": message.id, "elencoErrori": []}


class InvioSmsRequest(ServiceRequest):
    numTelefono: str = ""
    testo: str = ""


@service("invioSms", InvioSmsRequest)
async def invio_sms(ctx: Context, request: InvioSmsRequest) -> dict[str, Any]:
    try:
        number = phonenumbers.parse(request.numTelefono, "IT")
        valid = phonenumbers.is_valid_number(number)
    except phonenumbers.NumberParseException:
        valid = False
    errors = (
        []
        if valid
        else [errore("E_TELEFONO_NON_VALIDO", "Numero di telefono non valido", "numTelefono")]
    )
    if not request.testo:
        errors.append(errore("E_OBBLIGATORIO", "Il testo è obbligatorio", "testo"))
    if errors:
        return {"esito": "KO", "idMessaggio": None, "elencoErrori": errors}
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    message = send_sms(ctx, e164, request.testo, "SMS")
    ctx.session.flush()
    return {"esito": "OK", "idMessaggio": message.id, "elencoErrori": []}


class RevisioneRequest(ServiceRequest):
    draftId: str = Field(min_length=1, max_length=64)
    codFiscale: str = Field(min_length=16, max_length=16)
    esito: str = Field(min_length=1, max_length=40)
    motivo: str | None = Field(default=None, max_length=1000)


@service("richiestaRevisioneUmana", RevisioneRequest)
async def richiesta_revisione_umana(ctx: Context, request: RevisioneRequest) -> dict[str, Any]:
    """The applicant asks a person to review the decision; an operator sees it on the page."""
    review = ReviewRequest(
        draft_id=request.draftId,
        codice_fiscale=request.codFiscale.upper(),
        esito=request.esito,
        motivo=request.motivo,
    )
    ctx.session.add(review)
    ctx.session.flush()
    return {"idRichiesta": review.id, "elencoErrori": []}
