"""eseguiMotoreSimulazione: eligibility, pricing class and the offer range of the engine."""

import hashlib
import json
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from codicefiscale import codicefiscale
from pydantic import field_validator

from sandbox import pricing, reference
from sandbox.db import Customer, Simulation
from sandbox.pricing import LIMITS, Offer, Risk
from sandbox.protocol import Context, ServiceRequest, errore, service

# Pricing classes, as the journey reads them (spec §2, §4):
#   X  new customer, priced on the standard grid at the requested amount
#   Z  known customer (cluster above 100), priced with the loyalty discount
#   Y  eligible only for less than requested: the offer is cut to maxOfferta and the applicant
#      must confirm it
#   N  declined (age, instalment-to-income ratio above the limit);
#      the journey treats any class but X/Y/Z as "not valid"
# The spec routes X and Z to /typ?esito=forzosods and Y to forzosodsconferma: those classes take
# the request off the online journey to an advisor (the SDS channel). Online offers are A and B.
PRICING_NEW, PRICING_KNOWN, PRICING_COUNTER_OFFER, PRICING_DECLINED = "A", "B", "Y", "N"
PRICING_ADVISOR_NEW, PRICING_ADVISOR_KNOWN = "X", "Z"
# Above these amounts a new (known) customer's request is priced but concluded with an advisor.
ONLINE_CEILING_NEW, ONLINE_CEILING_KNOWN = Decimal(30000), Decimal(40000)
# Engine channel: DS the online direct channel, RIF a refusal that needs no channel.
CHANNEL_ONLINE, CHANNEL_ADVISOR, CHANNEL_REFUSED = "DS", "SDS", "RIF"
# Amounts the engine proposes are multiples of this.
OFFER_STEP = Decimal(100)


class SimulazioneRequest(ServiceRequest):
    importoRichiesto: Decimal
    numeroRate: int
    tipoAttivita: str = "DIP"
    dataNascita: str | None = None
    codFiscale: str | None = None
    capResidenza: str | None = None
    # Net monthly income in euro; the journey knows it only after the employer step.
    reddito: Decimal | None = None
    cluster: int = 100
    codOfferta: str | None = None
    tipoOfferta: str | None = None
    importoRata: Decimal | None = None

    @field_validator("tipoAttivita")
    @classmethod
    def known_activity(cls, value: str) -> str:
        if value.upper() not in pricing.ACTIVITY_SPREAD:
            raise ValueError("tipoAttivita must be DIP, AUT, PEN or ALT")
        return value.upper()


def parse_date(text: str) -> date | None:
    """Dates arrive as dd/mm/yyyy or, once converted by the journey, as yyyymmdd."""
    for layout in ("%d/%m/%Y", "%Y%m%d", "%Y-%m-%d"):
        try:
            return datetime.strptime(text, layout).date()
        except ValueError:
            continue
    return None


def age_on(birth: date, day: date) -> int:
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def _add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year = day.year + month // 12
    return date(year, month % 12 + 1, min(day.day, 28))


def income_of(ctx: Context, request: SimulazioneRequest) -> Decimal | None:
    """The income the request states, else the one the provider has on file for a customer it
    knows (salary credited to an account with it): at the light form nobody has said it yet."""
    if request.reddito is not None or not request.codFiscale:
        return request.reddito
    customer = ctx.session.get(Customer, request.codFiscale.upper())
    on_file = customer.data.get("redditoMensile") if customer is not None else None
    return Decimal(str(on_file)) if on_file is not None else None


def validate(request: SimulazioneRequest) -> list[dict[str, Any]]:
    """The simulation errors of spec §4: the request cannot be priced at all."""
    errors = []
    if not LIMITS.min_amount <= request.importoRichiesto <= LIMITS.max_amount:
        errors.append(
            errore(
                "E_IMPORTO",
                f"L'importo richiesto deve essere compreso tra {LIMITS.min_amount} e "
                f"{LIMITS.max_amount} euro",
                "importoRichiesto",
            )
        )
    if not LIMITS.min_months <= request.numeroRate <= LIMITS.max_months:
        errors.append(
            errore(
                "E_DURATA",
                f"Il numero di rate deve essere compreso tra {LIMITS.min_months} e "
                f"{LIMITS.max_months}",
                "numeroRate",
            )
        )
    if request.codFiscale and not codicefiscale.is_valid(request.codFiscale):
        errors.append(errore("E_CODICE_FISCALE", "Codice fiscale non valido", "codFiscale"))
    if request.capResidenza and request.capResidenza not in reference.all_caps():
        errors.append(errore("E_CAP", "CAP di residenza inesistente", "capResidenza"))
    if request.dataNascita and parse_date(request.dataNascita) is None:
        errors.append(errore("E_DATA_NASCITA", "Data di nascita non valida", "dataNascita"))
    return errors


def offer_fields(offer: Offer, prg_simul: str) -> dict[str, Any]:
    return {
        "prgSimul": prg_simul,
        "importoRichiesto": float(offer.amount),
        "importoTotaleCredito": float(offer.amount),
        "numeroRate": offer.months,
        "importoRata": float(offer.instalment),
        "importoUltimaRata": float(offer.last_instalment),
        "tan": float(offer.tan),
        "taeg": float(offer.taeg),
        "speseIstruttoria": float(offer.instruction_fee),
        "speseIncassoRata": float(offer.collection_fee),
        "impostaBollo": float(offer.stamp_duty),
        "interessiTotali": float(offer.interest_total),
        "importoTotaleDovuto": float(offer.total_payable),
        "tabellaFinanziaria": pricing.GRID_NAME,
    }


def store_offer(ctx: Context, offer: Offer) -> dict[str, Any]:
    """Persist the offer under a prgSimul derived from its terms: same terms, same prgSimul."""
    terms = json.dumps([str(offer.amount), offer.months, str(offer.tan)])
    prg_simul = str(int(hashlib.sha256(terms.encode()).hexdigest(), 16) % 10**10).zfill(10)
    fields = offer_fields(offer, prg_simul)
    if ctx.session.get(Simulation, prg_simul) is None:
        ctx.session.add(Simulation(prg_simul=prg_simul, offer=fields))
    return fields


def max_affordable(months: int, risk: Risk, ceiling: Decimal) -> Decimal:
    """The largest amount (a multiple of OFFER_STEP) within the counter-offer ratio limit."""
    if not risk.monthly_income:
        return ceiling
    low, high = Decimal(0), ceiling // OFFER_STEP
    while low < high:
        middle = (low + high + 1) // 2
        amount = middle * OFFER_STEP
        tan, _ = pricing.grid_tan(amount, months, risk)
        if (
            pricing.instalment(amount, tan, months) / risk.monthly_income
            <= LIMITS.counter_offer_ratio
        ):
            low = middle
        else:
            high = middle - 1
    return low * OFFER_STEP


def _answer(
    channel: str, klass: str, errors: list[Any], pricing_errors: list[Any]
) -> dict[str, Any]:
    return {
        "esito": "OK" if not errors and not pricing_errors else "KO",
        "indirizzamento": channel,
        "pricing": klass,
        "tabellaFinanziariaOrigine": pricing.GRID_NAME,
        "codOfferta": None,
        "minOfferta": None,
        "maxOfferta": None,
        "elencoErrori": errors,
        "elencoErroriPricing": pricing_errors,
    }


@service("eseguiMotoreSimulazione", SimulazioneRequest)
async def esegui_motore_simulazione(ctx: Context, request: SimulazioneRequest) -> dict[str, Any]:
    today = date.today()
    errors = validate(request)
    if errors:
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, errors, [])

    amount, months = request.importoRichiesto, request.numeroRate
    risk = Risk(request.tipoAttivita, income_of(ctx, request), request.cluster)
    birth = parse_date(request.dataNascita) if request.dataNascita else None
    if birth and not (
        LIMITS.min_age <= age_on(birth, today) <= LIMITS.max_age_at_start
        and age_on(birth, _add_months(today, months)) <= LIMITS.max_age_at_end
    ):
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, [], [])
    if risk.activity == "ALT" and amount > LIMITS.max_amount_without_income:
        failure = errore(
            "E_GRIGLIA", "Importo non finanziabile per l'attività indicata", "importoRichiesto"
        )
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, [], [failure])

    tan, ratio = pricing.grid_tan(amount, months, risk)
    if ratio is not None and ratio > LIMITS.max_ratio:
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, [], [])
    klass = PRICING_KNOWN if risk.cluster > 100 else PRICING_NEW
    ceiling = max_affordable(months, risk, LIMITS.max_amount)
    if ceiling < LIMITS.min_amount:
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, [], [])
    if amount > ceiling:
        klass, amount = PRICING_COUNTER_OFFER, ceiling
        tan, _ = pricing.grid_tan(amount, months, risk)

    offer = pricing.price(amount, months, tan)
    if offer.taeg > LIMITS.usury_threshold:
        failure = errore("E_USURA", "Il TAEG supererebbe la soglia d'usura", "importoRichiesto")
        return _answer(CHANNEL_REFUSED, PRICING_DECLINED, [], [failure])
    minimum = pricing.price(
        LIMITS.min_amount, months, pricing.grid_tan(LIMITS.min_amount, months, risk)[0]
    )
    maximum = pricing.price(ceiling, months, pricing.grid_tan(ceiling, months, risk)[0])
    if klass == PRICING_NEW and amount > ONLINE_CEILING_NEW:
        klass = PRICING_ADVISOR_NEW
    elif klass == PRICING_KNOWN and amount > ONLINE_CEILING_KNOWN:
        klass = PRICING_ADVISOR_KNOWN
    online = klass in (PRICING_NEW, PRICING_KNOWN)
    answer = _answer(CHANNEL_ONLINE if online else CHANNEL_ADVISOR, klass, [], [])
    answer.update(
        codOfferta={**store_offer(ctx, offer), "codice": request.codOfferta},
        minOfferta=store_offer(ctx, minimum),
        maxOfferta=store_offer(ctx, maximum),
        rapportoRataReddito=float(round(ratio, 4)) if ratio is not None else None,
    )
    return answer
