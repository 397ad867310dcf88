"""Figure 11: the product's offer step against the same step built plainly (bench/plain_offer.py).

Both make the same back-office calls against the same sandbox of the same stack; the plain one
keeps the application in a PostgreSQL row and makes its independent calls concurrently. Each
round walks one new applicant through the product's light form (untimed), seeds the plain row
from that answer (untimed, so both choose the same offer of the same simulation), then times the
two offer steps one after the other, their order swapped every round so neither always goes
first. The p50 ratio is the price of durability: retries, an exact history and crash recovery.
"""

import httpx

from bench.journey import (
    JOURNEY,
    START_STEP,
    Applicant,
    JourneyStep,
    Kind,
    Sample,
    api_client,
    first_offer,
    steps_of,
    take_step,
)
from bench.plain_offer import running_plain_offer
from bench.report import Result
from bench.stack import Stack, postgres_available
from bench.stats import summarize

FIGURE = "11 price of durability"
P50_RATIO_BUDGET = 1.5
(OFFER_STEP,) = (step for step in JOURNEY if step.name == "offer")
PLAIN_OFFER_STEP = JourneyStep(
    "plain offer", "POST", "/plain/applications/{id}/offer", first_offer, Kind.UPDATE
)


async def _plain_offer(client: httpx.AsyncClient, applicant: Applicant) -> Sample:
    """The same body as the product's offer step, to the plain service's row."""
    snapshot = applicant.answers[START_STEP]["snapshot"]
    seeded = await client.post("/plain/applications", json=snapshot)
    seeded.raise_for_status()
    row = seeded.json()
    plain = Applicant(applicant.number, row["applicationId"], row["token"])
    plain.answers[START_STEP] = applicant.answers[START_STEP]
    return await take_step(client, PLAIN_OFFER_STEP, plain)


async def run(stack: Stack, smoke: bool) -> list[Result]:
    if not postgres_available():
        return [Result(FIGURE, "p50 ratio", None, "x", note="no PostgreSQL on 127.0.0.1:5432")]
    rounds = 5 if smoke else 150
    warm_up = 1 if smoke else 5
    (start,) = steps_of(Kind.START)
    backoffice_url = stack.env["PRESTITO_BACKOFFICE_URL"]
    product_ms: list[float] = []
    plain_ms: list[float] = []
    failures: list[str] = []
    with running_plain_offer(backoffice_url, stack.var_dir) as service:
        async with api_client(stack.api_url) as product, api_client(service.url) as plain:
            for n in range(warm_up + rounds):
                applicant = Applicant(40_000 + n)
                started = await take_step(product, start, applicant)
                if not started.ok:
                    failures.append(f"light form: {started.error}")
                    continue
                if n % 2:
                    theirs = await _plain_offer(plain, applicant)
                    ours = await take_step(product, OFFER_STEP, applicant)
                else:
                    ours = await take_step(product, OFFER_STEP, applicant)
                    theirs = await _plain_offer(plain, applicant)
                failures += [
                    f"{who}: {s.error}"
                    for who, s in (("product", ours), ("plain", theirs))
                    if not s.ok
                ]
                if n >= warm_up and ours.ok and theirs.ok:
                    product_ms.append(ours.ms)
                    plain_ms.append(theirs.ms)
    if not product_ms:
        return [Result(FIGURE, "p50 ratio", None, "x", note=f"no round succeeded: {failures[:3]}")]
    ours_summary, plain_summary = summarize(product_ms), summarize(plain_ms)
    print(f"  product offer step      {ours_summary.line()}")
    print(f"  plain FastAPI + PG      {plain_summary.line()}")
    ratio = ours_summary.p50 / plain_summary.p50
    print(f"  p50 ratio {ratio:.2f}x (budget {P50_RATIO_BUDGET}x), failures {failures[:3]}")
    return [
        Result(FIGURE, "plain offer p50", plain_summary.p50, "ms"),
        Result(FIGURE, "plain offer p95", plain_summary.p95, "ms"),
        Result(FIGURE, "product offer p50", ours_summary.p50, "ms"),
        Result(FIGURE, "product offer p95", ours_summary.p95, "ms", note=f"n={len(product_ms)}"),
        Result(FIGURE, "p50 ratio", ratio, "x", P50_RATIO_BUDGET),
        Result(FIGURE, "p95 ratio", ours_summary.p95 / plain_summary.p95, "x"),
        Result(
            FIGURE,
            "failed steps",
            len(failures),
            "",
            0,
            note=", ".join(sorted(set(failures))[:3]),
        ),
    ]
