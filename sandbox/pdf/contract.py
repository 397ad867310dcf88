"""The credit contract, with a last page of evidence of the OTP signature."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sandbox.pdf.common import CREDITOR, Document, euro, percent
from sandbox.pdf.secci import WITHDRAWAL
from sandbox.pricing import Offer, schedule


@dataclass(frozen=True)
class Borrower:
    nome: str
    cognome: str
    codice_fiscale: str
    email: str
    iban: str


@dataclass(frozen=True)
class SignatureEvidence:
    signed_at: datetime
    otp_id: str
    alias: str
    phone_masked: str
    transaction_id: str
    contract_sha256: str
    source_url: str
    source_sha256: str | None
    # Where the consumer signed from, as the journey saw it; None when it was not sent.
    ip_address: str | None = None
    user_agent: str | None = None

    def as_json(self, number: str, codice_fiscale: str) -> dict[str, Any]:
        """The same evidence, machine-readable, as it is attached to the sealed PDF."""
        return {
            "numPratica": number,
            "codFiscale": codice_fiscale,
            "dataFirma": self.signed_at.isoformat(),
            "idTransazione": self.transaction_id,
            "otpId": self.otp_id,
            "alias": self.alias,
            "cellulare": self.phone_masked,
            "sha256Contratto": self.contract_sha256,
            "urlDocumento": self.source_url,
            "sha256Documento": self.source_sha256,
            "indirizzoIP": self.ip_address,
            "userAgent": self.user_agent,
        }


def _contract_pages(pdf: Document, number: str, borrower: Borrower, offer: Offer) -> None:
    pdf.add_page()
    pdf.heading("CONTRATTO DI CREDITO AI CONSUMATORI", 12)
    pdf.heading(f"Prestito personale n. {number}", 11)
    pdf.rows(
        [
            ("Finanziatore", f"{CREDITOR['denominazione']}, {CREDITOR['indirizzo']}"),
            ("Consumatore", f"{borrower.nome} {borrower.cognome}"),
            ("Codice fiscale", borrower.codice_fiscale),
            ("E-mail", borrower.email),
            ("Conto di accredito e addebito (IBAN)", borrower.iban),
        ]
    )
    pdf.heading("Condizioni economiche", 10)
    pdf.rows(
        [
            ("Importo totale del credito", euro(offer.amount)),
            ("Durata", f"{offer.months} mesi"),
            (
                "Rate",
                f"{offer.months} rate mensili da {euro(offer.instalment)} "
                f"(ultima {euro(offer.last_instalment)})",
            ),
            ("TAN fisso", percent(offer.tan)),
            ("TAEG", percent(offer.taeg)),
            ("Spese di istruttoria", euro(offer.instruction_fee)),
            ("Spese di incasso rata", f"{euro(offer.collection_fee)} per rata"),
            ("Imposta di bollo o sostitutiva", euro(offer.stamp_duty)),
            ("Interessi", euro(offer.interest_total)),
            ("Costo totale del credito", euro(offer.total_payable - offer.amount)),
            ("Importo totale dovuto dal consumatore", euro(offer.total_payable)),
        ]
    )
    pdf.heading("Clausole principali", 10)
    pdf.paragraph(
        "1. Erogazione. Il finanziatore accredita l'importo totale del credito sul conto indicato "
        "entro 5 giorni lavorativi dall'esito positivo dell'istruttoria.\n"
        "2. Rimborso. Il consumatore rimborsa il credito in rate mensili costanti secondo il piano "
        "di ammortamento alla francese allegato, con addebito diretto SEPA.\n"
        f"3. Recesso. {WITHDRAWAL}\n"
        "4. Rimborso anticipato. Il consumatore può rimborsare anticipatamente il credito "
        "in tutto o "
        "in parte, con la riduzione del costo totale del credito.\n"
        "5. Firma. Il contratto è firmato con firma elettronica mediante codice OTP inviato "
        "via SMS "
        "al numero di cellulare del consumatore; il finanziatore vi appone il proprio sigillo "
        "elettronico, con le evidenze della firma allegate."
    )
    pdf.heading("Piano di ammortamento (prime rate)", 10)
    plan = schedule(offer.amount, offer.tan, offer.months)
    pdf.rows(
        [
            (
                f"Rata {p.number}",
                f"{euro(p.amount)} (capitale {euro(p.capital)}, interessi "
                f"{euro(p.interest)}, debito residuo {euro(p.residual)})",
            )
            for p in plan[:6]
        ]
    )


def render_contract(number: str, borrower: Borrower, offer: Offer) -> bytes:
    """The contract as the consumer is asked to sign it (hashed into the evidence)."""
    pdf = Document(f"Contratto di credito n. {number}")
    _contract_pages(pdf, number, borrower, offer)
    return pdf.render()


def render_signed_contract(
    number: str, borrower: Borrower, offer: Offer, evidence: SignatureEvidence
) -> bytes:
    pdf = Document(f"Contratto di credito n. {number} - firmato")
    _contract_pages(pdf, number, borrower, offer)
    pdf.add_page()
    pdf.heading("EVIDENZE DELLA FIRMA ELETTRONICA", 12)
    pdf.paragraph(
        f"Il contratto n. {number} è stato firmato dal consumatore "
        f"{borrower.nome} {borrower.cognome} "
        "con firma elettronica mediante codice OTP (one-time password) inviato via SMS."
    )
    pdf.rows(
        [
            ("Firmatario", f"{borrower.nome} {borrower.cognome}"),
            ("Codice fiscale", borrower.codice_fiscale),
            ("Alias di firma", evidence.alias),
            ("Cellulare", evidence.phone_masked),
            ("Identificativo OTP", evidence.otp_id),
            ("Data e ora della firma", f"{evidence.signed_at:%d/%m/%Y %H:%M:%S %Z}"),
            ("Identificativo transazione", evidence.transaction_id),
            ("Impronta SHA-256 del contratto", evidence.contract_sha256),
            ("Documento di riferimento", evidence.source_url),
            (
                "Impronta SHA-256 del documento di riferimento",
                evidence.source_sha256 or "documento non conservato dal finanziatore",
            ),
            ("Indirizzo IP del firmatario", evidence.ip_address or "non rilevato"),
            ("Programma di navigazione (user agent)", evidence.user_agent or "non rilevato"),
        ]
    )
    pdf.paragraph(
        "Il documento è sigillato elettronicamente dal finanziatore (firma PAdES, campo "
        '"Firma"); le stesse evidenze sono allegate in formato JSON (evidenze-firma.json). '
        "Ogni modifica successiva rende il sigillo non valido."
    )
    return pdf.render()
