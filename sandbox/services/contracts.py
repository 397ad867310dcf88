"""The contract of a practice, as the back office issues it at finalize for the consumer to read."""

import hashlib
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from sandbox import pricing
from sandbox.db import Document, Practice, Simulation
from sandbox.pdf.contract import Borrower, render_contract
from sandbox.protocol import Context
from sandbox.services.secci import offer_of, pdf_url, store_pdf

KIND = "CONTRATTO_DA_FIRMARE"


@dataclass(frozen=True)
class IssuedContract:
    url: str
    sha256: str


def borrower_of(practice: Practice) -> Borrower:
    data = practice.data
    return Borrower(
        nome=str(data.get("nome", "")).upper(),
        cognome=str(data.get("cognome", "")).upper(),
        codice_fiscale=practice.codice_fiscale,
        email=str(data.get("email", "")).upper(),
        iban=str(data.get("iban", "")).replace(" ", "").upper(),
    )


def offer_of_practice(ctx: Context, data: dict[str, Any]) -> pricing.Offer:
    """The priced offer of the practice: its simulation's, else the grid's for amount and months."""
    stored = ctx.session.get(Simulation, data["prgSimul"]) if data.get("prgSimul") else None
    if stored is not None:
        return offer_of(stored.offer)
    amount, months = Decimal(str(data["importoRichiesto"])), int(data["numeroRate"])
    tan, _ = pricing.grid_tan(amount, months, pricing.Risk("DIP", None, 100))
    return pricing.price(amount, months, tan)


def contract_to_sign(ctx: Context, practice: Practice) -> IssuedContract | None:
    """The practice's contract, rendered and stored the first time only: a retried finalize, and
    the signature later, refer to the very bytes the consumer was shown. None for a practice
    with no priced terms (the seeded request in progress), which has nothing to sign."""
    issued = ctx.session.scalars(
        select(Document)
        .where(Document.num_pratica == practice.num_pratica, Document.kind == KIND)
        .order_by(Document.created_at)
    ).first()
    if issued is not None:
        return IssuedContract(pdf_url(ctx, issued.id), issued.sha256)
    if not (practice.data.get("prgSimul") or practice.data.get("importoRichiesto")):
        return None
    # Rendered in place (milliseconds), so the request's transaction is never left open while
    # other calls on the event loop wait on SQLite.
    content = render_contract(
        practice.num_pratica, borrower_of(practice), offer_of_practice(ctx, practice.data)
    )
    url = store_pdf(ctx, KIND, content, practice.num_pratica)
    return IssuedContract(url, hashlib.sha256(content).hexdigest())
