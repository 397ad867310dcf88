"""OCS_BASTCSEC_V3: price the chosen offer and issue its SECCI as a PDF at a stable URL."""

import hashlib
import time
import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sandbox import pricing
from sandbox.db import Document, Simulation
from sandbox.pdf.secci import Consumer, render_secci
from sandbox.pricing import Offer
from sandbox.protocol import Context, ServiceRequest, errore, service

ROME = ZoneInfo("Europe/Rome")
TEMP_KEY_PREFIX = "TMPSAP_"


class SecciRequest(ServiceRequest):
    prgSimul: str | None = None
    importoRichiesto: Decimal | None = None
    numeroRate: int | None = None
    tipoAttivita: str = "DIP"
    reddito: Decimal | None = None
    cluster: int = 100
    nome: str = ""
    cognome: str = ""
    codFiscale: str = ""
    email: str | None = None


def offer_of(fields: dict[str, Any]) -> Offer:
    """Rebuild a stored offer: the engine is deterministic, so pricing its terms again is exact."""
    return pricing.price(
        Decimal(str(fields["importoRichiesto"])),
        int(fields["numeroRate"]),
        Decimal(str(fields["tan"])),
    )


def pdf_url(ctx: Context, document_id: str) -> str:
    return f"{ctx.settings.public_url.rstrip('/')}/files/{document_id}.pdf"


def store_pdf(ctx: Context, kind: str, content: bytes, num_pratica: str | None) -> str:
    document_id = uuid.uuid4().hex
    ctx.session.add(
        Document(
            id=document_id,
            kind=kind,
            num_pratica=num_pratica,
            content=content,
            sha256=hashlib.sha256(content).hexdigest(),
        )
    )
    return pdf_url(ctx, document_id)


@service("OCS_BASTCSEC_V3", SecciRequest, response_key="bastcsecv3Response")
async def bastcsec_v3(ctx: Context, request: SecciRequest) -> dict[str, Any]:
    errors = [
        errore("E_OBBLIGATORIO", f"Il campo {field} è obbligatorio", field)
        for field in ("nome", "cognome", "codFiscale")
        if not getattr(request, field)
    ]
    offer: Offer | None = None
    if request.prgSimul:
        stored = ctx.session.get(Simulation, request.prgSimul)
        if stored is None:
            errors.append(errore("E_SIMULAZIONE", "Simulazione inesistente", "prgSimul"))
        else:
            offer = offer_of(stored.offer)
    elif request.importoRichiesto and request.numeroRate:
        risk = pricing.Risk(request.tipoAttivita, request.reddito, request.cluster)
        tan, _ = pricing.grid_tan(request.importoRichiesto, request.numeroRate, risk)
        offer = pricing.price(request.importoRichiesto, request.numeroRate, tan)
    else:
        errors.append(
            errore(
                "E_OBBLIGATORIO", "Indicare prgSimul oppure importo e numero di rate", "prgSimul"
            )
        )
    if errors or offer is None:
        return {
            "allegati_URL": None,
            "msfologon_SESSION_ID": None,
            "msfres_NUM_PRATICA_TMP": None,
            "elencoErrori": errors,
        }

    practice_key = f"{TEMP_KEY_PREFIX}{time.time_ns() // 1_000_000}"
    consumer = Consumer(request.nome.upper(), request.cognome.upper(), request.codFiscale.upper())
    # A few milliseconds: rendered in place, so the request's transaction is never left open
    # while other calls run on the event loop.
    content = render_secci(offer, consumer, practice_key, datetime.now(ROME))
    return {
        "allegati_URL": store_pdf(ctx, "SECCI", content, practice_key),
        "msfologon_SESSION_ID": uuid.uuid4().hex,
        "msfres_NUM_PRATICA_TMP": practice_key,
        "elencoErrori": [],
    }
