"""The pricing engine: price grid, French amortisation and the TAEG of Directive 2008/48/EC.

All money is `Decimal`; nothing here reads a clock or a random source, so the same input always
gives the same offer.
"""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
ZERO = Decimal(0)


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Limits:
    min_amount: Decimal = Decimal(1000)
    max_amount: Decimal = Decimal(50000)
    min_months: int = 6
    max_months: int = 120
    min_age: int = 18
    max_age_at_start: int = 75
    max_age_at_end: int = 80
    # Instalment over net monthly income: above `counter_offer_ratio` the amount is cut back,
    # above `max_ratio` the request is declined.
    counter_offer_ratio: Decimal = Decimal("0.40")
    max_ratio: Decimal = Decimal("0.50")
    # Usury threshold (TEG soglia) the provider applies to personal loans this quarter.
    usury_threshold: Decimal = Decimal("15.95")
    # Above this amount the grid has no row for activity ALT (no steady income).
    max_amount_without_income: Decimal = Decimal(15000)


LIMITS = Limits()


@dataclass(frozen=True)
class Fees:
    instruction_rate: Decimal = Decimal("0.015")
    instruction_min: Decimal = Decimal(20)
    instruction_max: Decimal = Decimal(250)
    collection_per_instalment: Decimal = Decimal("1.00")
    # Stamp duty on the contract up to 18 months; beyond, the substitute tax of DPR 601/1973
    # (0.25% of the amount) replaces it.
    stamp_duty: Decimal = Decimal("16.00")
    substitute_tax_rate: Decimal = Decimal("0.0025")
    substitute_tax_from_months: int = 19


FEES = Fees()

# TAN (% a year) by the lowest amount of each band.
AMOUNT_BANDS: tuple[tuple[Decimal, Decimal], ...] = (
    (Decimal(1000), Decimal("9.90")),
    (Decimal(3000), Decimal("9.40")),
    (Decimal(5000), Decimal("8.90")),
    (Decimal(10000), Decimal("7.90")),
    (Decimal(15000), Decimal("7.40")),
    (Decimal(25000), Decimal("7.20")),
    (Decimal(35000), Decimal("7.60")),
)
# Added to the TAN by the highest number of months of each band.
DURATION_BANDS: tuple[tuple[int, Decimal], ...] = (
    (12, Decimal("-0.60")),
    (24, Decimal("-0.30")),
    (48, ZERO),
    (72, Decimal("0.40")),
    (96, Decimal("0.80")),
    (120, Decimal("1.20")),
)
ACTIVITY_SPREAD = {
    "DIP": ZERO,
    "PEN": Decimal("0.20"),
    "AUT": Decimal("0.90"),
    "ALT": Decimal("1.90"),
}
# Added by the highest instalment-to-income ratio of each band; unknown income costs 0.50.
RATIO_BANDS: tuple[tuple[Decimal, Decimal], ...] = (
    (Decimal("0.20"), Decimal("-0.20")),
    (Decimal("0.30"), ZERO),
    (Decimal("0.40"), Decimal("0.60")),
    (Decimal("0.50"), Decimal("1.20")),
)
UNKNOWN_INCOME_SPREAD = Decimal("0.50")
# Known customers (cluster above 100) by lowest cluster: a loyalty discount.
CLUSTER_DISCOUNT: tuple[tuple[int, Decimal], ...] = (
    (300, Decimal("-0.80")),
    (101, Decimal("-0.50")),
)
GRID_NAME = "TF-PP-2026"


def instalment(principal: Decimal, tan: Decimal, months: int) -> Decimal:
    """The constant instalment of a French amortisation, in cents."""
    rate = tan / 100 / 12
    if rate == 0:
        return cents(principal / months)
    return cents(principal * rate / (1 - (1 + rate) ** -months))


@dataclass(frozen=True)
class Payment:
    number: int
    amount: Decimal
    interest: Decimal
    capital: Decimal
    residual: Decimal


def schedule(principal: Decimal, tan: Decimal, months: int) -> list[Payment]:
    """The amortisation plan; the last instalment absorbs the rounding of the others."""
    rate = tan / 100 / 12
    payment = instalment(principal, tan, months)
    residual = principal
    plan = []
    for number in range(1, months + 1):
        interest = cents(residual * rate)
        capital = residual if number == months else payment - interest
        residual -= capital
        plan.append(Payment(number, capital + interest, interest, capital, residual))
    return plan


MAX_NEWTON_STEPS = 50
NEWTON_TOLERANCE = Decimal("1e-15")


def taeg(drawdown: Decimal, upfront_charges: Decimal, repayments: list[Decimal]) -> Decimal:
    """Annual percentage rate of charge (Directive 2008/48/EC, Annex I, kept by 2023/2225).

    Solves  drawdown = upfront_charges + Σ repayments[k] · (1 + X)^-(k+1)/12  for X: months are
    twelfths of a year, charges at signing are not discounted. The result is in percent, rounded
    to two decimals.

    Newton's method from X = 0: the present value is decreasing and convex in X, so every tangent
    lands short of the root and the iterates climb to it without overshooting, in a handful of
    steps (a bisection to the same precision took eighty passes over the instalments and was a
    sixth of the back office's time per journey).
    """
    target = drawdown - upfront_charges
    rate = ZERO
    for _ in range(MAX_NEWTON_STEPS):
        monthly = (1 + rate) ** (Decimal(1) / 12)
        factor, value, slope = Decimal(1), ZERO, ZERO
        for month, amount in enumerate(repayments, start=1):
            factor /= monthly
            value += amount * factor
            slope -= Decimal(month) / 12 * amount * factor
        step = (value - target) / (slope / (1 + rate))
        rate -= step
        if abs(step) < NEWTON_TOLERANCE:
            break
    return (rate * 100).quantize(CENT, rounding=ROUND_HALF_UP)


def instruction_fee(amount: Decimal) -> Decimal:
    return cents(
        min(max(amount * FEES.instruction_rate, FEES.instruction_min), FEES.instruction_max)
    )


def stamp_duty(amount: Decimal, months: int) -> Decimal:
    if months >= FEES.substitute_tax_from_months:
        return cents(amount * FEES.substitute_tax_rate)
    return FEES.stamp_duty


@dataclass(frozen=True)
class Offer:
    """One priced loan: what the SECCI and the contract print."""

    amount: Decimal  # importo totale del credito, paid out to the consumer
    months: int
    tan: Decimal
    instalment: Decimal
    last_instalment: Decimal
    instruction_fee: Decimal
    collection_fee: Decimal  # per instalment
    stamp_duty: Decimal
    interest_total: Decimal
    total_payable: Decimal  # importo totale dovuto dal consumatore
    taeg: Decimal


def price(amount: Decimal, months: int, tan: Decimal) -> Offer:
    """Build the offer for `amount` over `months` at `tan`, with every cost and the TAEG."""
    plan = schedule(amount, tan, months)
    fee = instruction_fee(amount)
    stamp = stamp_duty(amount, months)
    collection = FEES.collection_per_instalment
    repayments = [p.amount + collection for p in plan]
    interest = sum((p.interest for p in plan), ZERO)
    return Offer(
        amount=amount,
        months=months,
        tan=tan,
        instalment=plan[0].amount,
        last_instalment=plan[-1].amount,
        instruction_fee=fee,
        collection_fee=collection,
        stamp_duty=stamp,
        interest_total=interest,
        total_payable=sum(repayments, ZERO) + fee + stamp,
        taeg=taeg(amount, fee + stamp, repayments),
    )


@dataclass(frozen=True)
class Risk:
    activity: str  # DIP / AUT / PEN / ALT
    monthly_income: Decimal | None
    cluster: int


def grid_tan(amount: Decimal, months: int, risk: Risk) -> tuple[Decimal, Decimal | None]:
    """TAN from the grid and the instalment-to-income ratio it was priced on."""
    base = next(rate for lowest, rate in reversed(AMOUNT_BANDS) if amount >= lowest)
    tan = base + next(add for highest, add in DURATION_BANDS if months <= highest)
    tan += ACTIVITY_SPREAD[risk.activity]
    tan += next((off for lowest, off in CLUSTER_DISCOUNT if risk.cluster >= lowest), ZERO)
    if not risk.monthly_income:
        return tan + UNKNOWN_INCOME_SPREAD, None
    # The ratio is taken at the TAN before its own spread, so the grid is not circular.
    ratio = instalment(amount, tan, months) / risk.monthly_income
    spread = next((add for highest, add in RATIO_BANDS if ratio <= highest), RATIO_BANDS[-1][1])
    return tan + spread, ratio
