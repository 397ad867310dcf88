"""Arrival tokens (§3 SC_TOKEN and token, §7 verifica-token and elenco-parametri): the provider's
simulator and customer area send a person to the journey with a token; these services say
whether it holds and what it stands for.

A token expires and is spent by its first use (`consuma` S): the journey peeks at it when the
person lands (`consuma` N) and spends it when the application starts, so a link can start one
application only. A refusal is an answer (esito KO with the reason), not a protocol failure.
"""

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm import Session

from sandbox.auth import as_utc
from sandbox.db import ArrivalToken, Customer, SimulatorData
from sandbox.protocol import Context, ServiceRequest, errore, service

SIMULATOR = "simulator"
USER = "user"
DEFAULT_TTL_SECONDS = 1800


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def issue_simulator_token(
    session: Session, data: dict[str, Any], ttl_seconds: int = DEFAULT_TTL_SECONDS
) -> tuple[str, str]:
    """What the simulator does when a person asks for the loan: its data stored under a new id,
    and a token bound to that id. Answers (scToken, id_simulator_data)."""
    token, simulator_id = secrets.token_urlsafe(32), f"SIM{secrets.token_hex(8).upper()}"
    session.add(SimulatorData(code=simulator_id, data=data))
    session.add(
        ArrivalToken(
            token_hash=_hash(token),
            kind=SIMULATOR,
            id_simulator_data=simulator_id,
            expires_at=datetime.now(UTC) + timedelta(seconds=ttl_seconds),
        )
    )
    return token, simulator_id


def issue_user_token(
    session: Session, fiscal_code: str, flag: str, ttl_seconds: int = DEFAULT_TTL_SECONDS
) -> str:
    """What the customer area does for a logged-in customer who asks for a loan."""
    token = secrets.token_urlsafe(32)
    session.add(
        ArrivalToken(
            token_hash=_hash(token),
            kind=USER,
            fiscal_code=fiscal_code.upper(),
            flag=flag.upper(),
            expires_at=datetime.now(UTC) + timedelta(seconds=ttl_seconds),
        )
    )
    return token


def _refusal(codice: str, descrizione: str, campo: str) -> dict[str, Any]:
    return {"esito": "KO", "elencoErrori": [errore(codice, descrizione, campo)]}


def _check(
    session: Session, token: str, kind: str, consume: bool, campo: str
) -> ArrivalToken | dict[str, Any]:
    """The token's row, or the refusal to answer."""
    found = session.get(ArrivalToken, _hash(token)) if token else None
    if found is None or found.kind != kind:
        return _refusal("E_TOKEN_NON_VALIDO", "Token non valido", campo)
    now = datetime.now(UTC)
    if as_utc(found.expires_at) <= now:
        return _refusal("E_TOKEN_SCADUTO", "Token scaduto", campo)
    if found.used_at is not None:
        return _refusal("E_TOKEN_UTILIZZATO", "Token già utilizzato", campo)
    if consume:
        # Conditional, so two concurrent uses cannot both spend it.
        spent = session.execute(
            update(ArrivalToken)
            .where(ArrivalToken.token_hash == found.token_hash, ArrivalToken.used_at.is_(None))
            .values(used_at=now)
        )
        if spent.rowcount != 1:  # type: ignore[attr-defined]
            return _refusal("E_TOKEN_UTILIZZATO", "Token già utilizzato", campo)
    return found


class VerificaTokenRequest(ServiceRequest):
    scToken: str = ""
    id_simulator_data: str = ""
    consuma: str = "N"


@service("verificaToken", VerificaTokenRequest)
async def verifica_token(ctx: Context, request: VerificaTokenRequest) -> dict[str, Any]:
    checked = _check(
        ctx.session, request.scToken, SIMULATOR, request.consuma.upper() == "S", "scToken"
    )
    if isinstance(checked, dict):
        return checked
    if checked.id_simulator_data != request.id_simulator_data:
        # A real token with another simulation's id: the pair is what the simulator issued.
        return _refusal("E_TOKEN_NON_VALIDO", "Token non valido", "id_simulator_data")
    data = ctx.session.get(SimulatorData, checked.id_simulator_data)
    if data is None:
        return _refusal("E_SIMULAZIONE", "Dati del simulatore non trovati", "id_simulator_data")
    return {"esito": "OK", "simulatorData": dict(data.data), "elencoErrori": []}


class ElencoParametriRequest(ServiceRequest):
    flag: str = ""
    token: str = ""
    consuma: str = "N"


@service("elencoParametri", ElencoParametriRequest)
async def elenco_parametri(ctx: Context, request: ElencoParametriRequest) -> dict[str, Any]:
    checked = _check(ctx.session, request.token, USER, request.consuma.upper() == "S", "token")
    if isinstance(checked, dict):
        return checked
    if (checked.flag or "") != request.flag.upper():
        return _refusal("E_TOKEN_NON_VALIDO", "Token non valido", "flag")
    customer = ctx.session.get(Customer, checked.fiscal_code or "")
    if customer is None:
        return _refusal("E_CLIENTE", "Cliente non trovato", "token")
    known = customer.data
    # §3 User: the three always there, the others when the provider has them.
    user = {
        "fiscalCode": customer.codice_fiscale,
        "mobilePhone": known.get("cellulare"),
        "dataNascita": known.get("dataNascita"),
        "email": known.get("email"),
        "firstName": known.get("nome"),
        "lastName": known.get("cognome"),
        "docType": known.get("tipoDocumento"),
        "docId": known.get("numeroDocumento"),
        "docIssueDate": known.get("dataRilascioDocumento"),
        "docIssueProv": known.get("provinciaRilascioDocumento"),
        "docIssueTown": known.get("localitaRilascioDocumento"),
        "resAddressZipCode": known.get("cap"),
    }
    return {"esito": "OK", "user": user, "elencoErrori": []}
