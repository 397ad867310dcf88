"""OTP signing: fesInitEnrollSendOTP sends a one-time code by SMS, fesSignOTP signs with it."""

import hashlib
import hmac
import ipaddress
import secrets
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import phonenumbers
from pydantic import Field, field_validator
from sqlalchemy import select

from sandbox.auth import as_utc
from sandbox.db import ChecklistDocument, Document, Otp, Practice, utcnow
from sandbox.outbox import send_sms
from sandbox.pdf.contract import SignatureEvidence, render_signed_contract
from sandbox.protocol import Context, ServiceRequest, errore, service
from sandbox.seal.keys import load_seal
from sandbox.seal.pades import seal_pdf
from sandbox.services.contracts import borrower_of, contract_to_sign, offer_of_practice
from sandbox.services.secci import store_pdf

OTP_LENGTH = 6
MAX_SENDS = 5
SIGNABLE_STATES = ("INSERITA", "FINALIZZATA")
ROME = ZoneInfo("Europe/Rome")


def _hash(salt: str, code: str) -> str:
    return hmac.new(salt.encode(), code.encode(), hashlib.sha256).hexdigest()


def _new_code() -> str:
    return f"{secrets.randbelow(10**OTP_LENGTH):0{OTP_LENGTH}d}"


class InitOtpRequest(ServiceRequest):
    codCliente: str | None = None
    codFiscale: str = ""
    telefono: str = ""
    tipoPratica: str = "CO"
    nome: str | None = None
    cognome: str | None = None
    email: str | None = None
    numPratica: str = ""
    reinvio: str = "N"
    otpId: str | None = None


def _ko(errors: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"esito": "KO", **extra, "elencoErrori": errors}


@service("fesInitEnrollSendOTP", InitOtpRequest)
async def fes_init_enroll_send_otp(ctx: Context, request: InitOtpRequest) -> dict[str, Any]:
    practice = ctx.session.get(Practice, request.numPratica)
    if practice is None or practice.codice_fiscale != request.codFiscale.upper():
        return _ko(
            [
                errore(
                    "E_PRATICA", "Pratica inesistente per il codice fiscale indicato", "numPratica"
                )
            ]
        )
    if practice.stato not in SIGNABLE_STATES:
        return _ko([errore("E_PRATICA_STATO", "La pratica non è firmabile", "numPratica")])
    try:
        number = phonenumbers.parse(request.telefono, "IT")
        mobile = phonenumbers.number_type(number) == phonenumbers.PhoneNumberType.MOBILE
    except phonenumbers.NumberParseException:
        mobile = False
    if not mobile:
        return _ko(
            [errore("E_TELEFONO_NON_CELLULARE", "Numero di cellulare non valido", "telefono")]
        )
    phone = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)

    code, salt = _new_code(), secrets.token_hex(16)
    expires = utcnow() + timedelta(seconds=ctx.settings.otp_ttl_seconds)
    otp = ctx.session.get(Otp, request.otpId) if request.otpId else None
    if request.reinvio == "S" and otp is not None and otp.num_pratica == practice.num_pratica:
        if otp.used_at is not None:
            return _ko([errore("E_OTP_USATO", "Il codice OTP è già stato utilizzato", "otpId")])
        if otp.sends >= MAX_SENDS:
            return _ko([errore("E_OTP_REINVII", "Numero massimo di invii raggiunto", "reinvio")])
        # A resend replaces the code on the same otpId: the old code stops working.
        otp.sends += 1
        otp.failed_attempts = 0
    else:
        otp = Otp(
            otp_id=uuid.uuid4().hex,
            num_pratica=practice.num_pratica,
            alias=f"FES_{practice.codice_fiscale}",
            sends=1,
            failed_attempts=0,
        )
        ctx.session.add(otp)
    otp.phone, otp.salt, otp.code_hash, otp.expires_at = phone, salt, _hash(salt, code), expires
    otp.signer = {"nome": request.nome, "cognome": request.cognome, "email": request.email}
    minutes = ctx.settings.otp_ttl_seconds // 60
    send_sms(
        ctx,
        phone,
        f"Sandbox Credito: il codice per firmare la pratica {practice.num_pratica} è {code}. "
        f"Valido {minutes} minuti. Non comunicarlo a nessuno.",
        "OTP",
    )
    return {
        "esito": "OK",
        "otpId": otp.otp_id,
        "alias": otp.alias,
        "invii": otp.sends,
        "elencoErrori": [],
    }


class SignOtpRequest(ServiceRequest):
    tipoPratica: str = "CO"
    numPratica: str = ""
    nome: str | None = None
    cognome: str | None = None
    alias: str | None = None
    urlPdf: str = ""
    otp: str = ""
    email: str | None = None
    otpId: str | None = None
    # Where the consumer signed from, as the journey saw the request: part of the evidence.
    ipAddress: str | None = Field(default=None, max_length=45)
    userAgent: str | None = Field(default=None, max_length=512)

    @field_validator("ipAddress")
    @classmethod
    def _one_ip_address(cls, value: str | None) -> str | None:
        # One address, IPv4 or IPv6, written the canonical way: never a forwarded-for chain.
        return str(ipaddress.ip_address(value)) if value else None


def _source_hash(ctx: Context, url: str) -> str | None:
    """SHA-256 of the document the consumer saw, when it is one this back office issued."""
    prefix = f"{ctx.settings.public_url.rstrip('/')}/files/"
    if not url.startswith(prefix) or not url.endswith(".pdf"):
        return None
    document = ctx.session.get(Document, url.removeprefix(prefix).removesuffix(".pdf"))
    return document.sha256 if document else None


@service("fesSignOTP", SignOtpRequest)
async def fes_sign_otp(ctx: Context, request: SignOtpRequest) -> dict[str, Any]:
    query = select(Otp).where(Otp.num_pratica == request.numPratica)
    if request.otpId:
        query = query.where(Otp.otp_id == request.otpId)
    otp = ctx.session.scalars(query.order_by(Otp.expires_at.desc())).first()
    if otp is None:
        return _ko(
            [errore("E_OTP_ASSENTE", "Nessun codice OTP richiesto per la pratica", "numPratica")]
        )
    if request.alias and request.alias != otp.alias:
        return _ko([errore("E_ALIAS", "Alias di firma non riconosciuto", "alias")])
    if otp.used_at is not None:
        return _ko([errore("E_OTP_USATO", "Il codice OTP è già stato utilizzato", "otp")])
    if otp.failed_attempts >= ctx.settings.otp_max_attempts:
        return _ko(
            [errore("E_OTP_BLOCCATO", "Troppi tentativi errati: richiedi un nuovo codice", "otp")]
        )
    if as_utc(otp.expires_at) <= datetime.now(UTC):
        return _ko(
            [errore("E_OTP_SCADUTO", "Il codice OTP è scaduto: richiedi un nuovo codice", "otp")]
        )
    if not hmac.compare_digest(otp.code_hash, _hash(otp.salt, request.otp.strip())):
        otp.failed_attempts += 1
        left = ctx.settings.otp_max_attempts - otp.failed_attempts
        return _ko([errore("E_OTP_ERRATO", "OTP non valido", "otp")], tentativiRimanenti=left)

    practice = ctx.session.get(Practice, otp.num_pratica)
    shown = None
    if practice is not None and practice.stato in SIGNABLE_STATES:
        shown = contract_to_sign(ctx, practice)
    if practice is None or shown is None:
        return _ko([errore("E_PRATICA_STATO", "La pratica non è firmabile", "numPratica")])
    otp.used_at = utcnow()
    borrower, offer = borrower_of(practice), offer_of_practice(ctx, practice.data)
    phone = otp.phone
    evidence = SignatureEvidence(
        signed_at=datetime.now(ROME),
        otp_id=otp.otp_id,
        alias=otp.alias,
        phone_masked=f"{phone[:3]} {'*' * (len(phone) - 7)}{phone[-4:]}",
        transaction_id=uuid.uuid4().hex,
        contract_sha256=shown.sha256,
        source_url=request.urlPdf,
        source_sha256=_source_hash(ctx, request.urlPdf),
        ip_address=request.ipAddress,
        user_agent=request.userAgent,
    )
    signed = render_signed_contract(practice.num_pratica, borrower, offer, evidence)
    # Rendered and sealed in place (milliseconds): awaiting here would leave this transaction,
    # which has already used the OTP, open while other calls on the event loop wait on SQLite.
    sealed = seal_pdf(
        signed,
        evidence.as_json(practice.num_pratica, practice.codice_fiscale),
        evidence.signed_at,
        load_seal(ctx.session),
    )
    url = store_pdf(ctx, "CONTRATTO", sealed, practice.num_pratica)
    practice.stato = "FIRMATA"
    ctx.session.add(
        ChecklistDocument(
            num_pratica=practice.num_pratica,
            cod_documento="CON",
            cod_categoria="CON",
            des_categoria="CONTRATTO FIRMATO",
            cod_stato="V",
            ultimo_upload=otp.used_at,
            ultimo_aggiornamento=otp.used_at,
        )
    )
    return {
        "esito": "OK",
        "urlContrattoFirmato": url,
        "idTransazione": evidence.transaction_id,
        "dataFirma": evidence.signed_at.isoformat(),
        "elencoErrori": [],
    }
