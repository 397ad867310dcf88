"""Amounts (§9): held in cents, sent in euro; exact decimal arithmetic, never float."""

from decimal import Decimal

from journey.constants import CENTS_PER_EURO

_CENT = Decimal("0.01")


def cents_to_euro(cents: int) -> Decimal:
    """Cents → euro with exactly two decimals (123456 → Decimal('1234.56'))."""
    if isinstance(cents, bool) or not isinstance(cents, int):
        raise TypeError("amounts in cents are integers")
    return (Decimal(cents) / CENTS_PER_EURO).quantize(_CENT)


def euro_to_cents(euro: Decimal | int | str) -> int:
    """Euro → cents. A float is refused (binary fractions would round money); so is a value with
    fractions of a cent, which no amount of this journey has."""
    if isinstance(euro, float | bool):
        raise TypeError("pass euro as Decimal, int or str, never float")
    value = Decimal(euro)
    cents = value * CENTS_PER_EURO
    if cents != cents.to_integral_value():
        raise ValueError(f"{euro!r} has fractions of a cent")
    return int(cents)


def format_euro(cents: int) -> str:
    """An amount as Italians write it: 1.234,56 €."""
    whole, _, decimals = f"{cents_to_euro(cents):,.2f}".partition(".")
    return f"{whole.replace(',', '.')},{decimals} €"
