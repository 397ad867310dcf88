"""The SECCI: standard European consumer credit information, laid out as Directive 2023/2225 asks.

Part I, the overview the directive wants on the first page, holds the key figures, the warning
that borrowing money costs money and the right of withdrawal; Part II follows with the detail.
"""

from dataclasses import dataclass
from datetime import datetime

from sandbox.pdf.common import CREDITOR, Document, euro, percent
from sandbox.pricing import Offer

WARNING = "Attenzione! Prendere denaro in prestito costa denaro."
WITHDRAWAL = (
    "Sì. Il consumatore ha il diritto di recedere dal contratto di credito entro 14 giorni di "
    "calendario dalla conclusione del contratto o, se successiva, dalla ricezione delle "
    "condizioni contrattuali, senza penali e senza dover indicare il motivo."
)


@dataclass(frozen=True)
class Consumer:
    nome: str
    cognome: str
    codice_fiscale: str


def representative_example(offer: Offer) -> str:
    return (
        f"Esempio rappresentativo: importo totale del credito {euro(offer.amount)}, "
        f"da rimborsare in {offer.months} rate mensili da {euro(offer.instalment)}; "
        f"TAN fisso {percent(offer.tan)}, TAEG {percent(offer.taeg)}. "
        f"Spese di istruttoria {euro(offer.instruction_fee)}, spese di incasso rata "
        f"{euro(offer.collection_fee)} per rata, imposta di bollo o sostitutiva "
        f"{euro(offer.stamp_duty)}. Importo totale dovuto dal consumatore "
        f"{euro(offer.total_payable)}."
    )


def render_secci(offer: Offer, consumer: Consumer, practice_key: str, issued: datetime) -> bytes:
    pdf = Document("SECCI - Informazioni europee di base sul credito ai consumatori")
    pdf.add_page()
    pdf.heading("INFORMAZIONI EUROPEE DI BASE SUL CREDITO AI CONSUMATORI (SECCI)", 12)
    pdf.paragraph(
        f"Consumatore: {consumer.nome} {consumer.cognome} - "
        f"Codice fiscale {consumer.codice_fiscale}"
        f"\nRiferimento: {practice_key} - Documento emesso il {issued:%d/%m/%Y alle %H:%M}"
    )
    pdf.heading("Parte I - Informazioni principali", 11)
    pdf.paragraph(WARNING, size=11, bold=True)
    pdf.rows(
        [
            ("Finanziatore", f"{CREDITOR['denominazione']}, {CREDITOR['indirizzo']}"),
            ("Tipo di contratto di credito", "Prestito personale a tasso fisso"),
            ("Importo totale del credito", euro(offer.amount)),
            ("Durata del contratto di credito", f"{offer.months} mesi"),
            (
                "Rate",
                f"{offer.months} rate mensili da {euro(offer.instalment)} "
                f"(ultima rata {euro(offer.last_instalment)}), più {euro(offer.collection_fee)} "
                "di spese di incasso per rata",
            ),
            ("Tasso annuo nominale (TAN)", f"{percent(offer.tan)} fisso"),
            ("Tasso annuo effettivo globale (TAEG)", percent(offer.taeg)),
            ("Importo totale dovuto dal consumatore", euro(offer.total_payable)),
            (
                "Costi",
                f"Interessi {euro(offer.interest_total)}; spese di istruttoria "
                f"{euro(offer.instruction_fee)}; spese di incasso rata "
                f"{euro(offer.collection_fee)} "
                f"per rata; imposta di bollo o sostitutiva {euro(offer.stamp_duty)}",
            ),
            ("Diritto di recesso", WITHDRAWAL),
        ]
    )
    pdf.paragraph(representative_example(offer))

    pdf.add_page()
    pdf.heading("Parte II - Ulteriori informazioni", 11)
    pdf.heading("1. Identità e contatti del finanziatore", 10)
    pdf.rows(
        [
            ("Finanziatore", CREDITOR["denominazione"]),
            ("Indirizzo", CREDITOR["indirizzo"]),
            ("Telefono", CREDITOR["telefono"]),
            ("E-mail", CREDITOR["email"]),
            ("Sito web", CREDITOR["sito"]),
            ("Iscrizione", CREDITOR["iscrizione"]),
        ]
    )
    pdf.heading("2. Caratteristiche principali del prodotto di credito", 10)
    pdf.rows(
        [
            (
                "Condizioni di prelievo",
                "L'importo è accreditato sul conto del consumatore (IBAN indicato) dopo la firma.",
            ),
            (
                "Rimborso",
                "Rate mensili costanti, ammortamento alla francese; addebito diretto SEPA.",
            ),
            ("Garanzie richieste", "Nessuna."),
        ]
    )
    pdf.heading("3. Costi del credito", 10)
    pdf.rows(
        [
            (
                "Calcolo del TAEG",
                "Il TAEG è calcolato secondo l'Allegato I della direttiva 2008/48/CE come "
                "modificata dalla direttiva (UE) 2023/2225: comprende interessi, spese di "
                "istruttoria, spese di "
                "incasso rata e imposte; i mesi sono dodicesimi di anno.",
            ),
            (
                "Costi in caso di ritardo nel pagamento",
                "Interessi di mora pari al TAN maggiorato di 2 punti, nei limiti di legge.",
            ),
            (
                "Conseguenze del mancato pagamento",
                "Il mancato pagamento può avere gravi conseguenze, tra cui la segnalazione "
                "nelle banche "
                "dati sul credito e la difficoltà di ottenere credito in futuro.",
            ),
        ]
    )
    pdf.heading("4. Altri importanti aspetti legali", 10)
    pdf.rows(
        [
            ("Diritto di recesso", WITHDRAWAL),
            (
                "Rimborso anticipato",
                "Il consumatore può rimborsare il credito in anticipo, in tutto o in parte, "
                "in qualsiasi "
                "momento, con la riduzione del costo totale del credito.",
            ),
            (
                "Consultazione di una banca dati",
                "Se la domanda è rifiutata dopo la consultazione di una banca dati, "
                "il consumatore è "
                "informato immediatamente e gratuitamente del risultato.",
            ),
            (
                "Copia del contratto",
                "Il consumatore ha diritto a ricevere gratuitamente copia del contratto.",
            ),
            ("Validità delle informazioni", f"Informazioni valide fino al {issued:%d/%m/%Y}."),
        ]
    )
    return pdf.render()
