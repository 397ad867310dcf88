"""The representative example of an offer, in the words a consumer-credit advert must use."""

from decimal import Decimal

from journey.models.simulation import Offerta
from journey.rules.amounts import format_euro


def percent(value: Decimal | None) -> str:
    """7.5 → '7,50%' (Italian decimal comma, two decimals)."""
    return f"{value or Decimal(0):.2f}%".replace(".", ",")


def representative_example(offer: Offerta) -> str:
    """The example the Consumer Credit Directive asks next to any figure of a loan offer.

    Built only from the engine's figures: amount, number and amount of instalments, TAN, TAEG,
    the costs included in the TAEG and the total payable.
    """
    amount = format_euro(offer.importoTotale or 0)
    return (
        f"Esempio rappresentativo: importo totale del credito {amount} "
        f"in {offer.numeroRate} rate mensili da {format_euro(offer.importoRata or 0)}. "
        f"TAN fisso {percent(offer.tan)}, TAEG {percent(offer.taeg)}. "
        f"Il TAEG comprende spese di istruttoria di {format_euro(offer.speseIstruttoria or 0)}, "
        f"spese di incasso rata di {format_euro(offer.speseIncassoRata or 0)} per rata e "
        f"imposta di bollo o sostitutiva di {format_euro(offer.impostaBollo or 0)}. "
        f"Importo totale dovuto {format_euro(offer.importoTotaleDovuto or 0)}."
    )
