"""eseguiMotoreSimulazione: French amortisation, TAEG by the EU formula, pricing classes."""

from decimal import Decimal
from typing import Any

import pytest

from sandbox import pricing
from tests.sandbox.conftest import B2BClient


def independent_taeg(drawdown: float, upfront: float, repayments: list[float]) -> float:
    """A bisection of our own on floats: Σ repayments·(1+x)^-(k/12) = drawdown − upfront charges."""

    def gap(rate: float) -> float:
        value = sum(amount / (1 + rate) ** ((k + 1) / 12) for k, amount in enumerate(repayments))
        return value - (drawdown - upfront)

    low, high = 0.0, 5.0
    for _ in range(200):
        middle = (low + high) / 2
        if gap(middle) > 0:
            low = middle
        else:
            high = middle
    return (low + high) / 2 * 100


# 24 offers over the product's whole range, 1,000-50,000 euro and 6-120 months, with fees.
OFFERS = [
    (1000, 24, "DIP"),
    (1000, 120, "PEN"),
    (1500, 36, "AUT"),
    (2000, 18, "DIP"),
    (3000, 12, "DIP"),
    (4000, 48, "AUT"),
    (5000, 60, "DIP"),
    (6000, 10, "DIP"),
    (7500, 30, "PEN"),
    (9000, 84, "AUT"),
    (10000, 60, "DIP"),
    (12000, 6, "AUT"),
    (15000, 72, "DIP"),
    (18000, 96, "PEN"),
    (20000, 120, "DIP"),
    (22500, 42, "AUT"),
    (25000, 60, "DIP"),
    (30000, 84, "DIP"),
    (35000, 120, "AUT"),
    (40000, 36, "DIP"),
    (45000, 108, "PEN"),
    (50000, 6, "DIP"),
    (50000, 66, "AUT"),
    (50000, 120, "DIP"),
]


def _repayments(offer: dict[str, Any]) -> list[float]:
    plan = pricing.schedule(
        Decimal(str(offer["importoRichiesto"])), Decimal(str(offer["tan"])), offer["numeroRate"]
    )
    return [float(p.amount) + offer["speseIncassoRata"] for p in plan]


@pytest.mark.parametrize(("amount", "months", "activity"), OFFERS)
async def test_taeg_matches_an_independent_solver(
    b2b: B2BClient, amount: int, months: int, activity: str
) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": amount, "numeroRate": months, "tipoAttivita": activity},
    )
    offer = answer["codOfferta"]
    # Priced at the amount asked: online (A) or, above 30,000 €, with an advisor (X).
    assert answer["elencoErrori"] == []
    assert answer["pricing"] == ("A" if amount <= 30000 else "X")
    assert (offer["importoRichiesto"], offer["numeroRate"]) == (amount, months)
    assert (
        offer["speseIstruttoria"] > 0
        and offer["speseIncassoRata"] > 0
        and offer["impostaBollo"] > 0
    )
    upfront = offer["speseIstruttoria"] + offer["impostaBollo"]
    expected = independent_taeg(offer["importoRichiesto"], upfront, _repayments(offer))
    assert abs(offer["taeg"] - expected) <= 0.01
    # Fees make the TAEG higher than the TAN compounded monthly.
    assert offer["taeg"] > ((1 + offer["tan"] / 1200) ** 12 - 1) * 100
    assert offer["importoTotaleDovuto"] == pytest.approx(
        sum(_repayments(offer)) + upfront, abs=0.005
    )


def test_worked_example_tan_12_gives_taeg_12_68() -> None:
    # Textbook case: no costs but interest, monthly payments at a nominal 12% a year:
    # TAEG = (1 + 0.12/12)^12 - 1 = 12.6825...% -> 12.68%.
    plan = pricing.schedule(Decimal(10000), Decimal(12), 36)
    assert plan[0].amount == Decimal("332.14")
    assert pricing.taeg(Decimal(10000), Decimal(0), [p.amount for p in plan]) == Decimal("12.68")


def test_worked_example_single_repayment_after_a_year() -> None:
    # 1,000 lent, 1,100 repaid at month 12: exactly 10%.
    repayments = [Decimal(0)] * 11 + [Decimal(1100)]
    assert pricing.taeg(Decimal(1000), Decimal(0), repayments) == Decimal("10.00")


def test_pinned_offer_10000_over_60_months() -> None:
    offer = pricing.price(Decimal(10000), 60, Decimal("7.90"))
    assert offer.instalment == Decimal("202.29")
    assert offer.instruction_fee == Decimal("150.00")
    assert offer.stamp_duty == Decimal("25.00")  # substitute tax 0.25% beyond 18 months
    assert offer.total_payable == Decimal("12372.05")  # 10000 + 2137.05 + 60 + 150 + 25
    assert offer.taeg == Decimal("9.23")


def test_amortisation_repays_exactly_the_principal() -> None:
    plan = pricing.schedule(Decimal("12345.67"), Decimal("8.15"), 84)
    assert sum(p.capital for p in plan) == Decimal("12345.67")
    assert plan[-1].residual == 0
    assert all(p.amount == plan[0].amount for p in plan[:-1])


def test_short_loans_pay_stamp_duty_long_ones_substitute_tax() -> None:
    assert pricing.price(Decimal(20000), 18, Decimal(8)).stamp_duty == Decimal("16.00")
    assert pricing.price(Decimal(20000), 19, Decimal(8)).stamp_duty == Decimal("50.00")


async def test_same_input_same_answer(b2b: B2BClient) -> None:
    request = {"importoRichiesto": 15000, "numeroRate": 72, "tipoAttivita": "DIP", "reddito": 2500}
    first = await b2b.call("eseguiMotoreSimulazione", request)
    second = await b2b.call("eseguiMotoreSimulazione", request)
    assert first == second
    assert first["codOfferta"]["prgSimul"] == second["codOfferta"]["prgSimul"]


async def test_tan_rises_with_risk(b2b: B2BClient) -> None:
    async def tan(**risk: Any) -> float:
        request = {"importoRichiesto": 10000, "numeroRate": 60, **risk}
        return float((await b2b.call("eseguiMotoreSimulazione", request))["codOfferta"]["tan"])

    employee = await tan(tipoAttivita="DIP", reddito=4000)
    assert await tan(tipoAttivita="AUT", reddito=4000) > employee
    assert await tan(tipoAttivita="DIP", reddito=700) > employee  # higher instalment-to-income
    assert await tan(tipoAttivita="DIP", reddito=4000, cluster=300) < employee


async def test_pricing_A_online_for_a_new_customer(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 10000, "numeroRate": 60, "reddito": 3000}
    )
    assert (answer["pricing"], answer["indirizzamento"], answer["esito"]) == ("A", "DS", "OK")
    assert answer["minOfferta"]["importoRichiesto"] == 1000
    assert answer["maxOfferta"]["importoRichiesto"] >= 10000
    assert answer["maxOfferta"]["prgSimul"] and answer["minOfferta"]["prgSimul"]


async def test_pricing_B_online_for_a_known_customer(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 10000, "numeroRate": 60, "reddito": 3000, "cluster": 300},
    )
    assert answer["pricing"] == "B"


async def test_pricing_X_sends_a_large_new_customer_request_to_an_advisor(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 35000, "numeroRate": 84, "reddito": 6000}
    )
    assert (answer["pricing"], answer["indirizzamento"]) == ("X", "SDS")


async def test_pricing_Z_sends_a_large_known_customer_request_to_an_advisor(
    b2b: B2BClient,
) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 45000, "numeroRate": 96, "reddito": 8000, "cluster": 300},
    )
    assert (answer["pricing"], answer["indirizzamento"]) == ("Z", "SDS")


async def test_pricing_Y_cuts_the_amount_to_what_income_allows(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 25000, "numeroRate": 60, "reddito": 1200}
    )
    assert answer["pricing"] == "Y"
    offer = answer["codOfferta"]
    assert offer["importoRichiesto"] < 25000
    assert offer["importoRichiesto"] == answer["maxOfferta"]["importoRichiesto"]
    assert offer["importoRata"] / 1200 <= 0.40


async def test_declined_when_the_instalment_is_over_half_the_income(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 30000, "numeroRate": 24, "reddito": 1000}
    )
    assert (answer["pricing"], answer["indirizzamento"]) == ("N", "RIF")
    assert answer["codOfferta"] is None


async def test_declined_when_too_old_at_the_end(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 5000, "numeroRate": 120, "dataNascita": "01/01/1950"},
    )
    assert answer["pricing"] == "N"


async def test_simulation_errors_of_spec_4(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {
            "importoRichiesto": 500,
            "numeroRate": 200,
            "codFiscale": "RSSMRA85T10F205X",
            "capResidenza": "99999",
        },
    )
    assert [e["codice"] for e in answer["elencoErrori"]] == [
        "E_IMPORTO",
        "E_DURATA",
        "E_CODICE_FISCALE",
        "E_CAP",
    ]
    assert answer["esito"] == "KO"


async def test_pricing_failure_list_when_the_grid_has_no_row(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 30000, "numeroRate": 60, "tipoAttivita": "ALT"},
    )
    assert answer["elencoErrori"] == []
    assert [e["codice"] for e in answer["elencoErroriPricing"]] == ["E_GRIGLIA"]


async def test_unknown_activity_is_422(b2b: B2BClient) -> None:
    response = await b2b.raw(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 5000, "numeroRate": 12, "tipoAttivita": "XYZ"},
    )
    assert response.status_code == 422


async def test_refused_when_the_taeg_would_pass_the_usury_threshold(b2b: B2BClient) -> None:
    # 1,000 euro in 6 months: the fixed stamp duty alone weighs several points of TAEG.
    answer = await b2b.call("eseguiMotoreSimulazione", {"importoRichiesto": 1000, "numeroRate": 6})
    assert answer["pricing"] == "N"
    assert [e["codice"] for e in answer["elencoErroriPricing"]] == ["E_USURA"]


async def test_the_income_on_file_of_a_known_customer_is_used(b2b: B2BClient) -> None:
    # Marco Esposito, seeded with 1.200 € a month: 25.000 € in 60 months is beyond 40 % of it.
    answer = await b2b.call(
        "eseguiMotoreSimulazione",
        {"importoRichiesto": 25000, "numeroRate": 60, "codFiscale": "SPSMRC75L02F839K"},
    )
    assert answer["pricing"] == "Y"
    assert answer["codOfferta"]["importoRichiesto"] < 25000
